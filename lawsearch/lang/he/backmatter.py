"""Hebrew: the back matter of the Israeli edition — the subject index (`אינדקס`) and the Israel
Bridge Federation's regulations (`הנחיות ההתאגדות הישראלית לברידג'`).

The regulations are one line each, `- ☆ **חוק 240א(ii)** - text`, and refer to their law in the
same scrambled way as the laws' own citations (`lang/he/citations.py`), with two more damages seen
only here (examples are the source's, with the unit whose mark the regulation answers):

- three digits where the law has one digit: subsection, a stand-in for the lost letter, law
  (`237` = 7B2, beside `216` = 16B2 and `270` = 70E2 of the same list, subsection first);
- an item printed without its parentheses in the place of the lost section letter, a roman
  sub-item after it (`240א(ii)` = 40B2(a)(ii): subsection 2, law 40, item א=(a), (ii)).

The index is a list of `references  term` rows (references in the first, right-hand column):
references are comma-separated designations as scrambled as everywhere in this edition, `הגדרות`
(the definitions), `N הערה` (a footnote of law N; `20 הערה שנייה`, its second). Terms starting
with `ראו` ("see") or holding `- ראו` point to other terms and have no references of their own;
lines starting `שימו לב` are remarks of the editors.
"""
from __future__ import annotations

import re
import unicodedata

from . import item_part, strip_niqqud

# ------------------------------------------------------------------------------- regulations

# The marks the law text uses for the points the regulations answer: ★ and ☆ in the laws and
# footnotes, ⚠ in the definitions (התרעה).
MARKS = "★☆⚠"
MARK_RUN = re.compile(f"[{MARKS}]")

# "- ☆ **חוק 240א(ii)** - בתחרויות ארציות …"
REGULATION = re.compile(r"^-\s*(?P<mark>[★☆⚠])\s*\*\*(?P<ref>[^*]+?)\*\*\s*[-–]\s*(?P<text>\S.*)$")
REGULATION_START = re.compile(r"^-\s*[★☆⚠]")
DEFINITIONS = "הגדרות"
# "חוק 41 הערה 9": the regulation answers a footnote of the law.
REG_FOOTNOTE = re.compile(r"^חוק\s+(?P<law>[0-9]{1,2})\s+הערה\s+(?P<note>[0-9]{1,2})$")
REG_LAW = re.compile(r"^חוק\s+(?P<ref>\S+)$")

_THREE_DIGITS = re.compile(r"^(?P<sub>[1-9])(?P<x>[0-9])(?P<law>[1-9])$")
_LOST_PARENS_ITEM = re.compile(r"^(?P<sub>[1-9])(?P<law>[1-9][0-9]?)(?P<item>[א-ט])"
                               r"\((?P<roman>i{1,3}|iv|v|vi{1,3}|ix|x)\)$")


def regulation_readings(ref: str) -> list[str]:
    """Readings of a regulation's law reference that the citation grammar does not make (the two
    damages of the module docstring), as canonical-id patterns with `?` for a lost section
    letter: `237` → ["7?2"], `240א(ii)` → ["40?2(a)(ii)"]."""
    m = _THREE_DIGITS.match(ref)
    if m:
        return [f"{m['law']}?{m['sub']}"]
    m = _LOST_PARENS_ITEM.match(ref)
    if m:
        return [f"{m['law']}?{m['sub']}({item_part(m['item'])})({m['roman']})"]
    return []


# ------------------------------------------------------------------------------------- index

NOTE_WORD = "הערה"
ORDINALS = {"ראשונה": 1, "שנייה": 2, "שלישית": 3}
# "76 הערה", "20 הערה שנייה", "ה70 הערה"
NOTE_REF = re.compile(r"^(?P<law>\S+)\s+הערה(?:\s+(?P<which>ראשונה|שנייה|שלישית|[0-9]{1,2}))?$")
SEE = re.compile(r"^ראו\s|\s[-–]\s*ראו\s")
REMARK = re.compile(r"^שימו לב")

# One printed reference: digits and Hebrew letters with items in parentheses ("3ב40(ב)",
# "2ב40(א)(ii)", "(א,2א,4ג)4א"), or `הגדרות`, either followed by `הערה` and its number.
_REF_CORE = r"(?:[0-9א-ת()ivx]*[0-9][0-9א-ת()ivx]*|הגדרות)"
_REF_PIECE = rf"(?:{_REF_CORE}(?:\s+הערה(?:\s+(?:ראשונה|שנייה|שלישית))?)?)"
# A line of references only: pieces (a piece may be a lone letter, "ג,9,26") and commas.
REF_LINE = re.compile(rf"^(?:{_REF_PIECE}|\(?[א-ת]\)?|\([^)]*\)[0-9א-ת]*)"
                      rf"(?:\s*,\s*(?:{_REF_PIECE}|\(?[א-ת]\)?|\([^)]*\)[0-9א-ת]*))*\s*,?$")
# References then the term on one line, without a tab ("4א40 הבנות של שותפות", "ה70 הערה משחק
# רגיל", "ד76, 79א הסכמה על"): the references each hold a digit.
REFS_THEN_TERM = re.compile(r"^(?P<refs>[0-9א-ת()ivx]*[0-9][0-9א-ת()ivx]*(?:\s+הערה)?"
                            r"(?:\s*,\s*[0-9א-ת()ivx]*[0-9][0-9א-ת()ivx]*(?:\s+הערה)?)*)"
                            r"\s+(?P<term>[^\s0-9].*)$")


_LEADING_ITEM = re.compile(r"^(\((?:[א-ת]{1,2}|[ivx]+)\))(?P<rest>.+)$")
_LEADING_LETTER = re.compile(r"^(?P<letter>[א-ט])(?P<law>[0-9]{1,2})(?![0-9])(?P<rest>.*)$")
_STRAY_SEVEN = re.compile(r"^7(?P<rest>[0-9](?:[0-9]|(?=[א-ט])).*)$")


def index_forms(ref: str) -> list[str]:
    """A printed index reference and its rewritings the citation grammar can read, most likely
    first. The index scrambles more than the laws (examples are the source's):

    - the item printed first: `(א)1א80` = 80A1(a), `(א)5120` = 20F5(a);
    - the section letter printed before the law: `ג73` = 73C, `ה18` = 18E; with the subsection
      as a letter after the law, `ב80ב(ה)` = 80B2(e); or a stray letter, `ה68ד2(ב)` = 68D2(b);
    - a stray 7 before the law: `76ד3` = 6D3, `745` = 45 (…D), `741` = 41 (…D).
    """
    out = [ref]
    m = _LEADING_ITEM.match(ref)
    if m:
        out.append(m.group("rest") + m.group(1))
    m = _LEADING_LETTER.match(ref)
    if m:
        letter, law, rest = m.group("letter"), m.group("law"), m.group("rest")
        sub = re.match(r"^([א-ט])(?=\()", rest)
        if sub:
            out.append(f"{law}{letter}{item_value(sub.group(1))}{rest[1:]}")
        out.append(f"{law}{letter}{rest}")
        if rest:
            out.append(f"{law}{rest}")
    m = _STRAY_SEVEN.match(ref)
    if m:
        out.append(m.group("rest"))
    return out


def item_value(letter: str) -> int:
    """`ב` → 2 (a Hebrew letter as a numeral)."""
    from . import LETTER_VALUES

    return LETTER_VALUES[letter]


def split_refs(text: str) -> list[str]:
    """The printed references of a references cell, split at commas outside parentheses."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(depth - 1, 0)
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    out.append(cur.strip())
    return [p for p in out if p]


# ----------------------------------------------------------------------------- word matching

_FINALS = str.maketrans("ךםןףץ", "כמנפצ")
_PREFIXES = "ובהלמשכ"
STOPWORDS = frozenset(["של", "על", "או", "את", "עם", "לא", "אל", "כל", "אם", "גם", "זה", "זו", "כי", "אך", "רק", 'ע"י', "ע״י", "יותר", "אחרי", "לפני", "ראו", "גם", "בין", "כאשר", "לגבי", "ללא", "בו", "בה", "אין", "יש"])
_WORD = re.compile(r"[א-ת\"״']+|[A-Za-z]+")


def stems(text: str) -> set[str]:
    """Comparable forms of the words of `text`: no niqqud, final letters as medial, each word
    also without one or two prefix letters (ה, ו, ב, ל, מ, ש, כ), cut to five letters so that
    number and gender endings mostly agree."""
    text = strip_niqqud(unicodedata.normalize("NFC", text)).translate(_FINALS)
    out: set[str] = set()
    for w in _WORD.findall(text):
        w = w.replace('"', "").replace("״", "").replace("'", "").lower()
        if len(w) < 2 or w in STOPWORDS:
            continue
        forms = [w]
        if len(w) > 3 and w[0] in _PREFIXES:
            forms.append(w[1:])
            if len(w) > 4 and w[1] in _PREFIXES:
                forms.append(w[2:])
        out.update(f[:5] for f in forms if len(f) >= 2)
    return out


def term_words(term: str) -> list[set[str]]:
    """For each content word of an index term, its comparable forms (see `stems`)."""
    out = []
    for w in _WORD.findall(strip_niqqud(term)):
        forms = stems(w)
        if forms:
            out.append(forms)
    return out
