"""Turkish: what reading the Turkish Bridge Federation's edition of the Laws needs to know.

The Turkish edition ("Uluslararası Briç Yasaları 2017", Türkiye Briç Federasyonu) calls a law a
`YASA`: `YASA 27 - YETERSİZ DEKLARE`. The dash varies (`YASA 17- `, `YASA 23 – `) and a title may
end in a footnote marker (`YASA 13 - YANLIŞ SAYIDA KART²`). Below a law the printed markers are
`A.` (section, Latin letters in Latin order, as in the English edition), `1.` (subsection, which
the Turkish text calls a "madde"), `(a)` or `a)` (item) and `(i)` or `i.` (sub-item). Depth is not
shown: markers may be preceded by a dash, `- (a)`, ` - (b)`, ` - a)`, ` - i.`, whatever their
level, and one line may open two levels (`1. (a) …`, `(g) (i) …`). `(i)`, `(v)` and `(x)` may be a
letter item or a Roman sub-item (Law 80B2 has items (a)…(l), its (i) a letter).

Footnote markers are superscript digits (`desteden¹`, `kalır.¹⁶`), numbered 1…28 through the book.
The footnote texts stand where the page breaks left them, as lines `1 - "Dizilmiş deste" …`,
`² - Bir veya …`, `21 -70 ve 71'inci …` (number in plain or superscript digits, then a dash).

The definitions (TANIMLAR) are `term<TAB>definition` lines; the table of contents lines are
`YASA n - TITLE<TAB>page`.
"""
from __future__ import annotations

import re

from ..language import Language, PlainLayout

LANGUAGE = Language(
    "tr", "tur", "Turkish", "Türkçe", column=0, legacy_encoding="cp1254", lemma_tables=True,
    plain=PlainLayout("`YASA 27 - BAŞLIK`, then `A. Başlık`, `1.`, `(a)`, `(i)`",
                      law=r"^YASA\s+(?P<n>\d{1,2})\s*-\s*(?P<title>\S.*)$",
                      law_format="YASA {n} - {title}", law_label="YASA {n}", bracketed=True))

# ------------------------------------------------------------------ words and citations

# Words that introduce a law citation typed by a user ("Yasa 27B1(a)", "Yasalar 4, 12C2 ve 91").
# ("madde" is not one: in the Laws it means a subsection, in the commentary a law.)
LAW_WORDS = ("yasalar", "yasası", "yasa")

_SUFFIX = re.compile(r"['’][a-zçğıöşü]+$", re.IGNORECASE)


def normalise_citation(text: str) -> str:
    """Drop a case ending written after an apostrophe: `Yasa 2’de` → `Yasa 2`, `27B'ye` → `27B`.

    Endings glued without an apostrophe (`Yasa 50D2nin`) are left alone: "nin" could be read as
    item letters, so it is the citation engine's job, which sees the whole sentence.
    """
    return _SUFFIX.sub("", text.strip())


# Turkish case folding: Python's "İ".lower() is "i̇" (with a combining dot) and "I".lower() is "i".
LOWER_LETTERS = {"İ": "i", "I": "ı"}  # lowered otherwise than Unicode's rule
_LOWER = str.maketrans(LOWER_LETTERS)
_UPPER = str.maketrans({"i": "İ", "ı": "I"})


def lower(text: str) -> str:
    return text.translate(_LOWER).lower()


def upper(text: str) -> str:
    return text.translate(_UPPER).upper()


# ------------------------------------------------------------------ headings and markers

# A law heading in the body: `YASA 27 - YETERSİZ DEKLARE`, `YASA 17- …`, `YASA 23 – …`.
LAW_HEADING = re.compile(r"^YASA\s+(\d{1,3})\s*[-–—]\s*(\S.*)$")
LAW_LABEL = "YASA {n}"  # what a law heading looks like, for messages
# A line of the table of contents: a heading and its page number after a tab.
TOC_LINE = re.compile(r"^(TANIMLAR|YASA\s+\d{1,3}\s*[-–—]\s*\S.*)\t+\s*\d+\s*$")
DEFINITIONS_HEADING = "TANIMLAR"
# The book's title, on its cover page.
TITLE = re.compile(r"^ULUSLARARASI\s+BR[İI]Ç\s+YASALARI\b.*$")

# Section letters: the edition letters its sections A, B, C … in Latin order (not the Turkish
# alphabet's A, B, C, Ç, D …); none of Ç Ğ İ Ö Ş Ü is used, so a letter is its canonical part.
SECTION_LETTERS = "ABCDEFGH"
# `A. Kartların ve Renklerin Sıralanışı` (a section, its title or, in Laws 22, 35, 56 and 71, its
# text); a dash may precede it (`- A. Yasa 19 tarafından …`).
SECTION = re.compile(r"^(?:-\s*)?([A-H])\.\s+(\S.*)$")
# A leading dash, which shows no depth.
DASH = re.compile(r"^-\s*")

ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
_ROMAN_ALT = "xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i"
# One marker at the start of what is left of a line, in the order they can follow each other.
SUBSECTION_MARK = re.compile(r"^(\d{1,2})\.(?:\s+|$)")
ITEM_MARK = re.compile(r"^\(([a-z]{1,2}|(?:" + _ROMAN_ALT + r"))\)(?:\s+|$)")
BARE_ITEM_MARK = re.compile(r"^([a-z])\)\s+")  # ` - a) yüzü açık …` (Law 45C2)
ROMAN_DOT_MARK = re.compile(r"^(" + _ROMAN_ALT + r")\.\s+")  # ` - i. Kusurlu taraf …` (12C1(e))

# Which single letters can also be Roman numerals, and the letter before each.
AMBIGUOUS = {"i": "h", "v": "u", "x": "w"}

# ------------------------------------------------------------------ footnotes

SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_FROM_SUPER = str.maketrans(SUPERSCRIPT, "0123456789")
_TO_SUPER = str.maketrans("0123456789", SUPERSCRIPT)
# A footnote marker inside a heading or paragraph.
NOTE_MARKER = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹]+")
# A footnote's own text: `1 - "Dizilmiş deste" …`, `¹⁶ - El, …`, `21 -70 ve 71'inci …`.
FOOTNOTE_TEXT = re.compile(r"^([0-9]{1,2}|[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2})\s*-\s*(\S.*)$")


def marker_number(marker: str) -> int:
    """`¹⁶` or `16` → 16."""
    return int(marker.translate(_FROM_SUPER))


def superscript(n: int) -> str:
    return str(n).translate(_TO_SUPER)


# ------------------------------------------------------------------ sentences

_LOWER_START = re.compile(r"^\(?[a-zçğıöşüâîû]")
_NOT_ITEM_PAREN = re.compile(r"^\((?![a-z]{1,4}\))")


def starts_lowercase(text: str) -> bool:
    """True if a line begins in the middle of a sentence: `yönleri seçebilirler…`,
    `(ancak bkz. Yasa 25). …` (but not an item marker such as `(a)`)."""
    text = text.lstrip()
    if text.startswith("("):
        return bool(_NOT_ITEM_PAREN.match(text)) and bool(_LOWER_START.match(text))
    return bool(_LOWER_START.match(text))


_ENDS = re.compile(r"[.:;!?)\]]$")
_OPEN_ENDING = re.compile(r"(?:[.;:,]|\s(?:veya|ve|ya da))$")


def ends_sentence(text: str) -> bool:
    """True if text ends as a sentence or a clause before a list does (`.`, `:`, `;`, `)` …)."""
    return bool(_ENDS.search(text.rstrip()))


def is_text_not_title(text: str) -> bool:
    """A section line whose rest is running text rather than a title (Laws 35, 56, 71):
    it ends in punctuation or in a conjunction (`… terk etmişse veya`)."""
    return bool(_OPEN_ENDING.search(text.rstrip()))


def introduces_list(text: str) -> bool:
    """A lead-in to a list: `… aşağıdaki şekilde geri alınabilir:`, `… bu yasal fırsat;`."""
    return text.rstrip().endswith((":", ";"))
