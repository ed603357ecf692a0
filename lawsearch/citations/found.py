"""What a language's citation grammar finds in a text, before anything is resolved.

A grammar (`lawsearch/lang/<xx>/citations.py`) exposes `find(text: str) -> list[Found]`. It knows
the words, letters and endings of its language; it knows nothing of which units exist. The engine
(`lawsearch.citations.resolve`) turns each `Designation` into canonical ids using the corpus and the
unit the text belongs to.
"""
from __future__ import annotations

from dataclasses import dataclass, field

# How a designation is anchored:
LAW = "law"  # starts with a law number: "27B1(a)", "50D2", "12 C2"
IN_LAW = "in-law"  # relative to the citing unit's law: "B1(b)", "A", "C2" ("aşağıdaki C2 maddesi")
IN_SECTION = "in-section"  # relative to the citing unit's section: "3" ("Madde 3", "סעיף 3")
IN_SUBSECTION = "in-subsection"  # relative to the citing unit's subsection: "(a)" ("Madde (a)")
THIS = "this"  # the citing unit itself at a level: "denne paragraf" (form = "law"/"section"…)
ANCHORS = (LAW, IN_LAW, IN_SECTION, IN_SUBSECTION, THIS)


@dataclass
class Designation:
    """One cited thing inside a citation, with the span of text that names it."""

    start: int
    end: int
    form: str  # in canonical Latin form for its anchor: "27B1(a)", "B1(b)", "3", "(a)", "law"
    anchor: str = LAW
    upto: "Designation | None" = None  # the end of a range ("61–64", "§§ 61-64")
    alternatives: list = field(default_factory=list)  # other readings of a damaged or ambiguous
    # form, most likely first: a form with the same anchor ("127ב" → "27B1", "12B7", …), or a
    # (form, anchor) pair where the reading changes the anchor ("סעיף 2": subsection 2, or C2)


@dataclass
class Found:
    """A citation as it stands in the text: the whole span and what it designates."""

    start: int
    end: int
    designations: list[Designation]
