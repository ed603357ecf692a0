"""Profiles: how an edition's text is laid out, and so which reader reads it.

A profile names a built-in reader (the three published editions the corpus is built from), the
reader of text extracted from a PDF (`en-pdf`: the English editions as users have them, whose
structure is inferred from the sequence of their parts, see `extracted.py`), or the patterns of
a plain-text layout (the law heading, the markers of sections, subsections, items and sub-items)
that the generic layout reader follows. `detect` picks the profile for a language and a text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import LawsearchError
from ..lang import LANGUAGES, da, en, he, tr
from ..lang.language import PlainLayout

ROMAN = r"(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)"


@dataclass(frozen=True)
class Profile:
    name: str
    lang: str
    description: str
    reader: str | None = None  # a built-in reader module (lawsearch.sources.<reader>)
    extracted: bool = False  # text extracted from a PDF: read by `imports/extracted.py`
    law: re.Pattern | None = None  # groups: n, title (optional: then on the next line)
    section: re.Pattern = re.compile(r"^([A-H])\.\s+(\S.*)$")
    subsection: re.Pattern = re.compile(r"^(\d{1,2})\.\s+(\S.*)$")
    item: re.Pattern = re.compile(r"^\(([a-z])\)\s*(.*)$")
    subitem: re.Pattern = re.compile(rf"^\(({ROMAN})\)\s*(.*)$")
    law_label: str = "LAW {n}"
    # How `lawsearch export --format text` writes an edition in this layout: the law heading,
    # then the marker of a section, subsection, item and sub-item.
    formats: tuple[str, ...] = ()
    # Text indented two spaces per level belongs to the unit of that level: a unit's closing
    # text (after its parts) stands at its own indentation, not its last part's.
    indented: bool = False
    tables: bool = False  # a line with tabs is a row of a table, its cells between the tabs
    # The words after a marker are the unit's heading, its text on the lines below (else a short
    # line without a final stop is taken for a heading, and anything longer for text).
    headings_after_markers: bool = False
    lettering: str = "latin"  # "hebrew": sections and items are lettered א ב ג (as Latin A B C)
    aliases: tuple[str, ...] = field(default_factory=tuple)


def _plain(lang: str, layout: PlainLayout) -> Profile:
    """A plain-text layout `lawsearch export --format text` writes and the generic reader reads
    back, as the language declares it (`PlainLayout`): canonical markers (`a.` or `(a)`), the
    heading after the marker, the text on the lines below, levels by indentation, tables as
    tab-separated rows."""
    bracketed, sections, items = layout.bracketed, layout.sections, layout.items

    def marker(letters: str) -> re.Pattern:
        mark = rf"\(({letters})\)" if bracketed else rf"({letters})\."
        return re.compile(rf"^{mark}(?:\s+(.*))?$")

    lettered = ("({part})", "({part})") if bracketed else ("{part}.", "{part}.")
    return Profile(
        f"{lang}-plain", lang,
        f"{LANGUAGES[lang].name} plain text: {layout.example} with the text on the lines "
        "below, each level indented two spaces more, paragraphs separated by blank lines (what "
        f"`lawsearch export --format text --lang {lang}` writes)",
        law=re.compile(layout.law), section=re.compile(rf"^({sections})\.(?:\s+(.*))?$"),
        subsection=re.compile(r"^(\d{1,2})\.(?:\s+(.*))?$"), item=marker(items),
        subitem=marker(ROMAN), law_label=layout.law_label, lettering=layout.lettering,
        formats=(layout.law_format, "{part}.", "{part}.", *lettered),
        indented=True, tables=True, headings_after_markers=True)


PROFILES: dict[str, Profile] = {p.name: p for p in (
    Profile("tbf-2017", tr.LANGUAGE.code, "the Turkish federation's edition (the built-in reader)",
            reader="wbf2017_tr"),
    Profile("dbf-2017", da.LANGUAGE.code, "the Danish federation's edition (the built-in reader)",
            reader="wbf2017_da"),
    Profile("ibf-2017", he.LANGUAGE.code, "the Israeli federation's edition (the built-in reader)",
            reader="wbf2017_he"),
    *(_plain(code, lang.plain) for code, lang in LANGUAGES.items() if lang.plain),
    Profile(
        f"{en.LANGUAGE.code}-pdf", en.LANGUAGE.code,
        "an English edition as a PDF, or its text extracted (pdftotext, with or without "
        "-layout; pypdf; copied from a viewer): the WBF's `LAW 9 - TITLE` layout, the ACBL's "
        "`LAW 27` with the title below, page furniture, footnotes, definitions and an index",
        extracted=True, aliases=("wbf-pdf", "acbl-pdf")),
)}


def profile(name: str) -> Profile:
    for p in PROFILES.values():
        if name == p.name or name in p.aliases:
            return p
    raise LawsearchError(f"no profile {name!r}; there are " + ", ".join(PROFILES))


def detect(lines: list[str], lang: str) -> Profile:
    """The profile for a text in `lang`: the extracted-text reader where the language has one,
    else the plain layout whose law headings the text has most of (at least ten)."""
    for p in PROFILES.values():
        if p.lang == lang and p.extracted:
            return p
    counts = []
    for p in PROFILES.values():
        if p.lang != lang or p.law is None:
            continue
        found = sum(1 for line in lines if p.law.match(line.strip()))
        counts.append((found, p.name))
    counts.sort(reverse=True)
    if not counts or counts[0][0] < 10:
        raise LawsearchError(
            f"no profile for {lang!r} recognises this text's law headings"
            + (f" (best: {counts[0][1]}, {counts[0][0]} headings)" if counts else "")
            + "; name one with --profile: " + ", ".join(PROFILES))
    return PROFILES[counts[0][1]]
