"""Hebrew: what reading the Israeli edition of the Laws needs to know about the language.

Section letters and item letters are Hebrew letters read as numerals (א=1 … ט=9, י=10, יא=11);
the canonical ids use the WBF English letters of the same rank (א→A, (א)→(a), (יא)→(k)).
Roman sub-items are printed in Latin, `(i)`…`(v)`, so `(ט)` (the ninth letter item, English
`(i)`) and `(i)` (a roman sub-item) never look alike here.
"""
from __future__ import annotations

import re
import unicodedata

from ..language import Language, PlainLayout

LANGUAGE = Language(
    "he", "heb", "Hebrew", "עברית", column=2, rtl=True, script="Hebr", legacy_encoding="cp1255",
    plain=PlainLayout("`חוק 27 - כותרת`, then `א. כותרת`, `1.`, `(א)`, `(i)`",
                      law=r"^חוק\s+(?P<n>\d{1,2})\s*-\s*(?P<title>\S.*)$",
                      law_format="חוק {n} - {title}", law_label="חוק {n}", bracketed=True,
                      sections="[א-ט]", items="יא|יב|[א-ט]|י", lettering="hebrew"))

# Hebrew letters as numerals (the ones used for sections and items).
LETTER_VALUES = {
    "א": 1, "ב": 2, "ג": 3, "ד": 4, "ה": 5, "ו": 6, "ז": 7, "ח": 8, "ט": 9,
    "י": 10, "כ": 20,
}
ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")

# Niqqud and cantillation (U+0591–U+05C7), without the punctuation maqaf/sof pasuq.
_NIQQUD = re.compile("[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]")

SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
SUPERSCRIPT_RUN = re.compile(f"[{SUPERSCRIPT_DIGITS}]+")
# A footnote's own text: "¹⁷ חובה להחזיר ..." (superscript number, space, text).
FOOTNOTE_TEXT = re.compile(f"^([{SUPERSCRIPT_DIGITS}]+)\\s+(.+)$")

# Headings and markers (applied to a stripped line).
LAW_HEADING = re.compile(r"^חוק\s+([0-9]{1,2})\s*[-–]\s*(.+?)$")
LAW_WORD = "חוק"
# "א. כותרת", "- א. **כותרת**", "ב מידע ..." (period lost: only accepted when the title matches).
SECTION = re.compile(r"^(?:-\s+)?([א-ט])\.\s*(.+)$")
SECTION_NO_PERIOD = re.compile(r"^(?:-\s+)?([א-ט])\s+(.+)$")
SUBSECTION = re.compile(r"^(?:-\s*)?([0-9]{1,2})\.\s+(.*)$")
ITEM = re.compile(r"^(?:-\s*)?\((יא|יב|[א-ט]|י)\)\s*(.*)$")
SUBITEM = re.compile(r"^(?:-\s*)?\((i{1,3}|iv|v|vi{1,3}|ix|x)\)\s*(.*)$")
DASH = re.compile(r"^-\s+")

# Front matter and back matter landmarks.
TOC_HEADING = "תוכן עניינים"
INTRO_HEADING = "מבוא לחוקי 2017"
INTRO_LAST_PARAGRAPH = "לסיום,"  # "Finally, unless the context clearly requires otherwise, …"
INDEX_HEADING = "אינדקס"
REGULATIONS_HEADING = "הנחיות ההתאגדות הישראלית לברידג'"

# Definitions: a Hebrew term with its English term in parentheses.
ENGLISH_TERM = r"[A-Za-z][A-Za-z \-']*[A-Za-z]"
TERM_WITH_ENGLISH = re.compile(rf"^(?P<term>[^\s()<>].{{0,30}}?)\s*\((?P<english>{ENGLISH_TERM})\)$")
ENGLISH_ONLY = re.compile(rf"^\((?P<english>{ENGLISH_TERM})\)$")
BARE_ENGLISH_TERM = re.compile(r"^(?P<english>[A-Z][A-Za-z\-]{1,20})$")  # "IMP", "Matchpoint"
P_ROW = re.compile(r"^<p>(?P<text>.*?)</p>\t<p>(?P<term>.*?)</p>$")
SENSE = re.compile(r"^(?:-\s*)?([0-9])\.\s*")

# Subsection numbers the Hebrew edition does not print at all, where the English (and the other
# editions) number the text: (law, section) → the number, which goes before the first item after
# the previous subsection. 93C: "(א) למרות הנאמר בסעיפים 1 ו-2 לעיל" is English 93C3(a).
LOST_SUBSECTIONS = {(93, "C"): 3}

# A subsection's title printed on its number's line, its text on the following lines (86B1,
# 86B2): at most this many words, else the line is the subsection's own first paragraph.
SUBSECTION_TITLE_WORDS = 8

# Text that ends a sentence (a paragraph continuing after it is a new paragraph).
_TRAILING_MARKS = " ★☆⚠*" + SUPERSCRIPT_DIGITS
_CLOSERS = ")]\"'”׳״"


def section_part(letter: str) -> str:
    """`ב` → `B`."""
    return chr(ord("A") + LETTER_VALUES[letter] - 1)


def item_part(letters: str) -> str:
    """`א` → `a`, `ט` → `i`, `י` → `j`, `יא` → `k`."""
    value = sum(LETTER_VALUES[ch] for ch in letters)
    return chr(ord("a") + value - 1)


def section_letter(part: str) -> str:
    """`B` → `ב` (for restored headings)."""
    value = ord(part) - ord("A") + 1
    for letter, v in LETTER_VALUES.items():
        if v == value:
            return letter
    raise KeyError(part)


def superscript_value(run: str) -> int:
    return int("".join(str(SUPERSCRIPT_DIGITS.index(ch)) for ch in run))


def strip_niqqud(text: str) -> str:
    return _NIQQUD.sub("", unicodedata.normalize("NFD", text)).replace("\u05be", "-")


def normalise_title(text: str) -> str:
    """For comparing a heading with its table-of-contents entry: no niqqud, bold, quotes,
    footnote marks or punctuation differences."""
    text = strip_niqqud(text).replace("**", "")
    text = SUPERSCRIPT_RUN.sub("", text)
    text = re.sub(r"[\"'׳״`]", "", text)
    text = re.sub(r"\s*-\s*", "-", text)
    text = re.sub(r"\s+", " ", text)
    return text.strip(" .").strip()


def ends_sentence(text: str) -> bool:
    """True when `text` ends with a full stop, colon, question or exclamation mark."""
    t = text.rstrip(_TRAILING_MARKS)
    t = t.rstrip(_CLOSERS) if t[-2:-1] in ".:!?" else t
    return t.endswith((".", ":", "!", "?"))


def slug(english: str) -> str:
    """`Insufficient Bid` → `insufficient-bid`."""
    return re.sub(r"[^a-z0-9]+", "-", english.lower()).strip("-")


# ------------------------------------------------------------------ citations typed by a user

# Words that introduce a law citation ("חוק 27", "חוקים 61-64"), longest first.
LAW_WORDS = ("חוקים", "חוק")
_PREFIXED_LAW_WORD = re.compile(r"^[בלוהמש]-?(?=חוק)")
_CITED_SECTION = re.compile(r"(?<=[0-9])\s*([א-ט])(?![א-ת])")
_CITED_ITEM = re.compile(r"\((יא|יב|[א-ט]|י)\)")


def normalise_citation(text: str) -> str:
    """Hebrew letters of a citation to Latin: `בחוק 27ב1(א)` → `חוק 27B1(a)`."""
    text = _PREFIXED_LAW_WORD.sub("", text.strip())
    text = _CITED_SECTION.sub(lambda m: section_part(m.group(1)), text)
    return _CITED_ITEM.sub(lambda m: f"({item_part(m.group(1))})", text)
