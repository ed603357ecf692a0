"""Profiles: how an edition's plain text is laid out, so that one reader reads them all.

A profile names either a built-in reader (the three published editions the corpus is built from)
or the patterns of a layout: the law heading (its title on the same line or the next), the
markers of sections, subsections, items and sub-items, the lines that are not text (page numbers,
running headers), footnotes at the foot of a page, the definitions and the index. `detect` picks
the profile whose law headings a text has most of.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import LawsearchError
from ..lang import LANGUAGES

ROMAN = r"(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)"


@dataclass(frozen=True)
class Profile:
    name: str
    lang: str
    description: str
    reader: str | None = None  # a built-in reader module (lawsearch.sources.<reader>)
    law: re.Pattern | None = None  # groups: n, title (optional: then on the next line)
    section: re.Pattern = re.compile(r"^([A-H])\.\s+(\S.*)$")
    subsection: re.Pattern = re.compile(r"^(\d{1,2})\.\s+(\S.*)$")
    item: re.Pattern = re.compile(r"^\(([a-z])\)\s*(.*)$")
    subitem: re.Pattern = re.compile(rf"^\(({ROMAN})\)\s*(.*)$")
    noise: tuple[re.Pattern, ...] = ()  # page numbers, running headers: not text
    footnote: re.Pattern | None = None  # a footnote's text at the foot of a page: groups n, text
    page_end: re.Pattern | None = None  # the line that ends a page (its number)
    definitions: re.Pattern | None = None  # the heading of the definitions
    definition: re.Pattern | None = None  # one definition: groups term, text
    index: re.Pattern | None = None  # the heading of the index: the laws end there
    index_entry: re.Pattern = re.compile(
        r"^(?P<term>[^,\d][^,]*?),\s*(?P<refs>\d[\dA-Za-z()]*(?:\s*,\s*\d[\dA-Za-z()]*)*)\s*$")
    ligatures: bool = False  # repair ligatures lost by PDF extraction
    title_case: bool = True  # titles printed in capitals are given in title case
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


def _plain(name: str, lang: str, example: str, law: str, law_format: str, law_label: str,
           bracketed: bool = False, sections: str = "[A-H]", items: str = "[a-z]",
           lettering: str = "latin") -> Profile:
    """A plain-text layout `lawsearch export --format text` writes and the generic reader reads
    back: canonical markers (`a.` or `(a)`), the heading after the marker, the text on the lines
    below, levels by indentation, tables as tab-separated rows."""
    def marker(letters: str) -> re.Pattern:
        mark = rf"\(({letters})\)" if bracketed else rf"({letters})\."
        return re.compile(rf"^{mark}(?:\s+(.*))?$")

    lettered = ("({part})", "({part})") if bracketed else ("{part}.", "{part}.")
    return Profile(
        name, lang,
        f"{LANGUAGES[lang].name} plain text: {example} with the text on the lines below, "
        "each level indented two spaces more, paragraphs separated by blank lines (what "
        f"`lawsearch export --format text --lang {lang}` writes)",
        law=re.compile(law), section=re.compile(rf"^({sections})\.(?:\s+(.*))?$"),
        subsection=re.compile(r"^(\d{1,2})\.(?:\s+(.*))?$"), item=marker(items),
        subitem=marker(ROMAN), law_label=law_label, title_case=False, lettering=lettering,
        formats=(law_format, "{part}.", "{part}.", *lettered),
        indented=True, tables=True, headings_after_markers=True)


_PAGE_NUMBER = re.compile(r"^\s*(?:Page\s+)?\d{1,3}\s*$")

PROFILES: dict[str, Profile] = {p.name: p for p in (
    Profile("tbf-2017", "tr", "the Turkish federation's edition (the built-in reader)",
            reader="wbf2017_tr"),
    Profile("dbf-2017", "da", "the Danish federation's edition (the built-in reader)",
            reader="wbf2017_da"),
    Profile("ibf-2017", "he", "the Israeli federation's edition (the built-in reader)",
            reader="wbf2017_he"),
    _plain("da-plain", "da", "`§ 27. Titel`, then `A. Titel`, `1.`, `a.`, `i.`",
           law=r"^§\s*(?P<n>\d{1,2})\.\s+(?P<title>\S.*)$", law_format="§ {n}. {title}",
           law_label="§ {n}."),
    _plain("tr-plain", "tr", "`YASA 27 - BAŞLIK`, then `A. Başlık`, `1.`, `(a)`, `(i)`",
           law=r"^YASA\s+(?P<n>\d{1,2})\s*-\s*(?P<title>\S.*)$",
           law_format="YASA {n} - {title}", law_label="YASA {n}", bracketed=True),
    _plain("he-plain", "he", "`חוק 27 - כותרת`, then `א. כותרת`, `1.`, `(א)`, `(i)`",
           law=r"^חוק\s+(?P<n>\d{1,2})\s*-\s*(?P<title>\S.*)$",
           law_format="חוק {n} - {title}", law_label="חוק {n}", bracketed=True,
           sections="[א-ט]", items="יא|יב|[א-ט]|י", lettering="hebrew"),
    Profile(
        "wbf-pdf", "en",
        "text extracted from the WBF's PDF: `LAW 27` with the title on the next line, running "
        "headers and page numbers on lines of their own, footnotes at the foot of the page",
        law=re.compile(r"^LAW\s+(?P<n>\d{1,2})\s*$"),
        noise=(re.compile(r"^\s*(?:THE\s+)?LAWS\s+OF\s+DUPLICATE\s+BRIDGE(?:\s+2017)?\s*$",
                          re.IGNORECASE),),
        footnote=re.compile(r"^(?P<n>\d{1,2})\s+(?P<text>[A-Z].*)$"),
        page_end=_PAGE_NUMBER,
        definitions=re.compile(r"^DEFINITIONS\s*$"),
        definition=re.compile(r"^(?P<term>[A-Z][A-Za-z’' -]{1,40}?)\s+[–—-]\s+(?P<text>\S.*)$"),
        index=re.compile(r"^INDEX\s*$"),
        ligatures=True,
    ),
    Profile(
        "acbl-pdf", "en",
        "text extracted from the ACBL's PDF: `LAW 27 - INSUFFICIENT BID` on one line, `Page n` "
        "and the running header `2017 Laws of Duplicate Bridge` between pages, footnotes before "
        "the page number",
        law=re.compile(r"^LAW\s+(?P<n>\d{1,2})\s*[-–—:]\s*(?P<title>\S.*)$"),
        noise=(re.compile(r"^\s*2017\s+Laws\s+of\s+Duplicate\s+Bridge\s*$", re.IGNORECASE),),
        footnote=re.compile(r"^(?P<n>\d{1,2})\s+(?P<text>[A-Z].*)$"),
        page_end=_PAGE_NUMBER,
        definitions=re.compile(r"^DEFINITIONS\s*$"),
        definition=re.compile(r"^(?P<term>[A-Z][A-Za-z’' -]{1,40}?)\s*:\s+(?P<text>\S.*)$"),
        index=re.compile(r"^INDEX\s*$"),
        ligatures=True,
    ),
)}


def profile(name: str) -> Profile:
    if name not in PROFILES:
        raise LawsearchError(f"no profile {name!r}; there are " + ", ".join(PROFILES))
    return PROFILES[name]


def detect(lines: list[str], lang: str) -> Profile:
    """The pattern profile for `lang` whose law headings the text has most of (at least ten)."""
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
