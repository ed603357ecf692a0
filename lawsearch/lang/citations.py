"""What every language's citation grammar is built of (`lang/<xx>/citations.py` builds on it;
the engine, `lawsearch.citations`, reads what the grammars find).

A grammar exposes `find(text: str) -> list[Found]`. It knows the words, letters and endings of its
language; it knows nothing of which units exist. The engine (`lawsearch.citations.resolve`) turns
each `Designation` into canonical ids using the corpus and the unit the text belongs to.

`Spans`: the stretches of a text the citations found so far take up, asked "is this stretch
free?" in logarithmic time: a grammar checks every candidate against them, and a text of
thousands of citations made a scan of the list quadratic. Stretches are best added in order
(at the end, in constant time); it has no copy, which for each citation found was quadratic.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, field

# How a designation is anchored:
LAW = "law"  # starts with a law number: "27B1(a)", "50D2", "12 C2"
IN_LAW = "in-law"  # relative to the citing unit's law: "B1(b)", "A", "C2" ("aşağıdaki C2 maddesi")
IN_SECTION = "in-section"  # relative to the citing unit's section: "3" ("Madde 3", "סעיף 3")
IN_SUBSECTION = "in-subsection"  # relative to the citing unit's subsection: "(a)" ("Madde (a)")
THIS = "this"  # the citing unit itself at a level: "denne paragraf" (form = "law"/"section"…)
ANCHORS = (LAW, IN_LAW, IN_SECTION, IN_SUBSECTION, THIS)


@dataclass(slots=True)
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


@dataclass(slots=True)
class Found:
    """A citation as it stands in the text: the whole span and what it designates."""

    start: int
    end: int
    designations: list[Designation]


class Spans:
    """Half-open stretches [start, end), in order, those that overlap merged (touching ones are
    kept apart: where one ends and the next begins lies inside neither)."""

    def __init__(self, spans: Iterable[tuple[int, int]] = ()):
        self._starts: list[int] = []
        self._ends: list[int] = []
        for start, end in spans:
            self.add(start, end)

    def add(self, start: int, end: int) -> None:
        if end <= start:
            return
        i = bisect_right(self._ends, start)  # the first stretch that overlaps [start, end)
        j = bisect_left(self._starts, end)  # past the last that does
        if i < j:
            start, end = min(start, self._starts[i]), max(end, self._ends[j - 1])
        self._starts[i:j] = [start]
        self._ends[i:j] = [end]

    def overlaps(self, start: int, end: int) -> bool:
        """Whether [start, end) shares a character with a stretch (an empty one: whether
        `start` lies strictly inside one)."""
        # the last starting before end (a conditional, not max(): it is asked for every candidate)
        i = bisect_left(self._starts, end if end > start else start + 1) - 1
        if i < 0:
            return False
        if end <= start:
            return self._starts[i] < start < self._ends[i]
        return self._ends[i] > start

    def __len__(self) -> int:
        return len(self._starts)


class Layers:
    """The stretches passes over a text took, one pass after another, each pass's in order:
    asked as one `Spans` is, each added at the end of its own pass's. (Added to one `Spans`, a
    later pass's stretch falls among an earlier pass's and shifts every one after it, which for
    a text of many citations was quadratic.)"""

    def __init__(self, *layers: Spans):
        self.layers = list(layers) or [Spans()]

    def next_pass(self) -> None:
        self.layers.append(Spans())

    def add(self, start: int, end: int) -> None:
        self.layers[-1].add(start, end)

    def overlaps(self, start: int, end: int) -> bool:
        for layer in self.layers:  # a loop, not any(): it is asked for every candidate
            if layer.overlaps(start, end):
                return True
        return False
