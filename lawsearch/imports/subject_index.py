"""The subject index printed after the laws: terms with the laws they point to.

Entries run on as extraction leaves them: "Auction, 17; Bid, 18" on one line, an entry's
references wrapping onto the next line, a term over two lines, sub-entries (indented, or in lower
case after their main term: "period of, 17A" under "Auction"). The text is read as a stream of
words and references: a term is the words up to its references, and the next words begin the
next term. References are read as canonical ids ("Law 27B1(a)", "27B1a", "61-64" for a range).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..ids import ROMAN
from .pages import Line

_ROMAN = "|".join(sorted(ROMAN, key=len, reverse=True))
_REF = re.compile(
    rf"(?:\b(?:Laws?|L)\s*)?(?<![\w(])(?P<law>[1-9]\d?)(?:(?P<section>[A-H])(?P<sub>[1-9]\d?)?)?"
    rf"(?:\(?(?P<item>[a-z])\)?)?(?:\((?P<subitem>{_ROMAN})\))?(?![\w])"
    rf"(?:\s*[-–]\s*(?P<upto>[1-9]\d?)(?![\w(]))?")
# a number of three digits or more is no law's: a page's number the extraction left in the text
_TOKEN = re.compile(rf"{_REF.pattern}|(?P<folio>(?<![\w(])\d{{3,}}(?!\w))"
                    rf"|(?P<punct>[,;:]|\.{{2,}}|…+|[–—-](?=\s))|(?P<word>[^\s,;…]+)")


@dataclass
class Entry:
    term: str
    refs: list[str]
    line: int


def canonical(m: re.Match) -> list[str]:
    """The canonical ids a reference names (a range: each law in it)."""
    cid = m["law"] + (m["section"] or "") + (m["sub"] or "")  # (a number only after its letter)
    if m["item"] and m["section"]:
        cid += f"({m['item']})"
        if m["subitem"]:
            cid += f"({m['subitem']})"
    if m["upto"] and not m["section"] and int(m["upto"]) > int(m["law"]):
        return [str(n) for n in range(int(m["law"]), int(m["upto"]) + 1)]
    return [cid]


def read_index(lines: list[Line], is_term=lambda words: False) -> list[Entry]:
    """The entries of an index's lines; `is_term` says whether words are a term of the Laws (a
    main entry even in lower case, "visible card")."""
    lines = _columns(lines)
    entries: list[Entry] = []
    main: str | None = None  # the main term sub-entries belong to
    term: list[str] = []
    refs: list[str] = []
    term_line, sub = 0, False
    base = min((x.indent for x in lines if x.text), default=0)

    def close() -> None:
        nonlocal term, refs, main, sub
        words = " ".join(term).strip(" ,;:–-")
        if words and refs:
            if sub and main and not is_term(words):
                entries.append(Entry(f"{main}, {words}", refs, term_line))
            else:
                main = words
                entries.append(Entry(words, refs, term_line))
        elif words:
            main = words  # a heading term: its sub-entries carry the references
        term, refs, sub = [], [], False

    for line in lines:
        if not line.text:
            continue
        first = True
        dash = False
        for m in _TOKEN.finditer(line.text):
            if m["folio"]:
                continue
            if m["punct"]:
                if m["punct"] in "–—-" and first and main is not None:
                    dash = True  # "— artificial, 12C2": a sub-entry
                elif m["punct"] == "," and term and not refs:
                    term[-1] += ","  # a comma inside a term ("Claim, contested")
                continue
            if m["law"] is not None:
                refs.extend(canonical(m))
                first = False
                continue
            word = m["word"]
            if refs:
                close()
            elif first and term and not _goes_on(term):
                close()  # the line before was a term alone: a main term (or "see …")
            if not term:
                term_line = line.number
                sub = main is not None and (word[:1].islower() or line.indent > base + 1 or dash)
            term.append(word)
            first = False
    close()
    return entries


_GAP = re.compile(r"\t+|(?<=\S) {4,}(?=\S)")


def _columns(lines: list[Line]) -> list[Line]:
    """An index printed in two columns, read across by the extractor (the columns side by side
    on each line, a tab or a wide gap between): each page's left column, then its right."""
    out: list[Line] = []
    pages: dict[int, list[Line]] = {}
    for line in lines:
        pages.setdefault(line.page, []).append(line)
    for page in pages.values():
        texts = [x for x in page if x.text]
        split = [x for x in texts if _GAP.search(x.text) and _GAP.search(x.text).start() >= 3]
        if len(split) < max(3, 0.3 * len(texts)):
            out.extend(page)
            continue
        right: list[Line] = []
        for x in page:
            m = _GAP.search(x.text)
            if m and m.start() >= 3:
                out.append(Line(x.number, x.text[:m.start()], x.page, x.indent, x.top))
                right.append(Line(x.number, x.text[m.end():], x.page, x.indent, False))
            elif x.indent > 20 and x.text:  # a line of the right column alone
                right.append(x)
            else:
                out.append(x)
        out.extend(right)
    return out


def _goes_on(term: list[str]) -> bool:
    """A term broken at the end of a line: "Claim, contested by" / "defenders, 70"."""
    last = term[-1].lower()
    return last.endswith(",") or last in ("by", "of", "to", "and", "or", "the", "a", "an",
                                          "in", "for", "on", "with", "see", "also")
