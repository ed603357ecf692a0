"""Danish: what reading Danmarks Bridgeforbund's edition of the Laws needs to know.

The Danish edition ("Love for turneringsbridge 2017") calls a law a paragraph: `§ 27.
Utilstrækkeligt bud`. Below a law the printed markers are `A.` (section), `1.` (subsection),
`a.` (item) and `i.` (sub-item), the same letters and numbers as the WBF English edition, so the
canonical parts are the markers themselves. Depth shows only in the indentation, made of no-break
spaces (U+00A0): a subsection is indented one step (`"\\xa0 1. …"`), an item two steps
(`"\\xa0 \\xa0 b. …"`), but a Roman sub-item is indented only one step (`"\\xa0 ii. …"`), less
than the item it belongs to. A line may open two levels at once: `"\\xa0 1. a. …"` (subsection 1
and its item a) or `"\\xa0 g. i. …"` (item g and its sub-item i). Lines that look blank are often a
lone no-break space.

Footnote markers are asterisks, `*)` … `****)`, numbered afresh in every law; the texts stand at
the end of their law. A few footnotes are the Danish federation's own rules, not translations of
WBF footnotes (see `is_national_note`).
"""
from __future__ import annotations

import re

from ..language import Language, PlainLayout

LANGUAGE = Language(
    "da", "dan", "Danish", "Dansk", column=1, lemma_tables=True,
    plain=PlainLayout("`§ 27. Titel`, then `A. Titel`, `1.`, `a.`, `i.`",
                      law=r"^§\s*(?P<n>\d{1,2})\.\s+(?P<title>\S.*)$",
                      law_format="§ {n}. {title}", law_label="§ {n}."))

# The edition's title. The source file is the body of the book only (it starts at `§ 1.`), so the
# title is the one printed on the book's cover (and recorded in corpus/sources/manifest.json).
TITLE = "Love for turneringsbridge 2017"

NBSP = "\u00a0"

# `§ 27. Utilstrækkeligt bud` (a law heading; the title may carry a footnote marker). A citation
# at the start of a body line, `§\xa072C (…)`, has no period after the number and never matches.
LAW_HEADING = re.compile(r"^§[ \u00a0](\d{1,2})\.[ \u00a0]+(\S.*)$")
LAW_LABEL = "§ {n}."  # what a law heading looks like, for messages

SECTION = re.compile(r"^([A-Z])\.\s+(\S.*)$")
SUBSECTION = re.compile(r"^(\d{1,2})\.\s+(\S.*)$")
ITEM = re.compile(r"^([a-z])\.\s+(\S.*)$")
ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
SUBITEM = re.compile(r"^(xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)\.\s+(\S.*)$")

# A footnote's own text, at the left margin: `**) § 15B gælder kun …`.
FOOTNOTE_TEXT = re.compile(r"^(\*{1,4}\))\s+(\S.*)$")
# A footnote marker inside a heading or paragraph: `sorteret*) spil`, `borde*)`.
NOTE_MARKER = re.compile(r"\*{1,4}\)")

# An unnumbered list entry printed with a bullet (`° Middel minus (…)` in § 12C2a): the bullet is
# layout, like the indentation, and is dropped.
BULLET = re.compile(r"^[°•·]\s*")

# National notes. The Danish edition keeps the WBF footnotes (translated) and adds notes of its own
# on how Danmarks Bridgeforbund (DBf) applies the Laws, e.g. "Ifølge gældende DBf-bestemmelser …"
# (§ 41, § 73). The rule: a footnote that names the Danish federation, Denmark or Danish
# regulations is a national note; every other footnote is a translated WBF footnote. ("national
# lovgivning" in § 93's footnote is the WBF's own footnote about national law, not a Danish rule,
# so the word "national" alone does not count.)
_NATIONAL = re.compile(r"\bDBf\b|Danmarks\s+Bridgeforbund|\bDanmark|\bdansk", re.IGNORECASE)


def is_national_note(text: str) -> bool:
    return bool(_NATIONAL.search(text))


def indentation(line: str) -> tuple[int, str]:
    """(depth, text): depth is the number of no-break spaces in the line's leading white space.

    `"\\xa0 1. …"` → (1, "1. …"); `"\\xa0 \\xa0 b. …"` → (2, "b. …"); `"\\xa0doblet 40 …"` → (1, …).
    """
    i = 0
    while i < len(line) and line[i] in " \t" + NBSP:
        i += 1
    return line[:i].count(NBSP), line[i:].rstrip(" \t" + NBSP)


def is_blank(line: str) -> bool:
    return not line.strip(" \t" + NBSP)


# A heading is a title, not a sentence: a section line `A. Definition` is a heading, a section
# line `A. Meldeforløbet slutter, når … .` (§ 22, § 35, § 56, § 71) is the section's text. A
# footnote marker is removed before the test (`B. Forkert spil … spilleperioden**)` is a title).
_SENTENCE_END = re.compile(r"[.:;!?)»]$")


def is_heading(text: str) -> bool:
    return not _SENTENCE_END.search(text.rstrip())


def next_part(level: int, part: str | None) -> str:
    """The part that follows `part` at `level` (None: the first one)."""
    if level == 1:
        return "A" if part is None else chr(ord(part) + 1)
    if level == 2:
        return "1" if part is None else str(int(part) + 1)
    if level == 3:
        return "a" if part is None else chr(ord(part) + 1)
    if part is None:
        return "i"
    i = ROMAN.index(part) if part in ROMAN else len(ROMAN) - 1
    return ROMAN[i + 1] if i + 1 < len(ROMAN) else part + "i"


def printed(level: int, part: str) -> str:
    """The marker as the Danish edition prints it: `B.`, `1.`, `a.`, `ii.`."""
    return f"{part}."


# Sections whose first subsection is printed without its number: the Danish text of WBF 73A1
# ("Communication between partners … shall be effected only by means of calls and plays …")
# stands as an unnumbered paragraph under the heading of § 73A, and the WBF's 73A2 is printed
# "1.". The reader gives the paragraph the id 73A1 (with no printed number) and the printed
# "1." the id 73A2, so that every edition gives the same unit the same id.
UNNUMBERED_FIRST_SUBSECTION = {"73A"}

# Scoring tables (§ 2, § 77, § 78): rows of a label and aligned cells, the tabs lost. A row is
# split from the right: numbers, ranges ("0 - 10", "4000+") and these column words are cells,
# what is left at the front is the row's label.
TABLE_WORDS = (
    "Mappe nr.", "uden for farezonen", "i farezonen", "trækværdi", "udoblet", "Imp",
    "RD", "C", "D", "H", "S",
)
_NUMBER = re.compile(r"^\d+\+?$")


def split_row(text: str) -> list[str] | None:
    """Cells of one table row, or None if the line is not a table row (prose).

    `Nord 1 5 9 13` → ["Nord", "1", "5", "9", "13"]; `0 - 10 0` → ["0 - 10", "0"];
    `Sanskontrakter udoblet D RD` → ["Sanskontrakter", "udoblet", "D", "RD"].
    """
    tokens = text.split()
    cells: list[str] = []
    while tokens and _NUMBER.match(tokens[-1]):
        if len(tokens) >= 3 and tokens[-2] in ("-", "–") and _NUMBER.match(tokens[-3]):
            cells.insert(0, " ".join(tokens[-3:]))
            del tokens[-3:]
        else:
            cells.insert(0, tokens.pop())
    if not cells:  # a header row: column words only
        matched = True
        while tokens and matched:
            matched = False
            for word in TABLE_WORDS:
                n = len(word.split())
                if len(tokens) >= n and " ".join(tokens[-n:]) == word:
                    cells.insert(0, word)
                    del tokens[-n:]
                    matched = True
                    break
    if not cells:
        return None
    if tokens:
        label = " ".join(tokens)
        if re.search(r"[.:;!?]$", label) or len(label) > 60:
            return None
        cells.insert(0, label)
    return cells if len(cells) >= 2 else None
