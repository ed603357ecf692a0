"""Hebrew numbers written as words, and digits that are ordinals (for `lawsearch.numbers`).

Number words have masculine, feminine and construct forms ("שלושה", "שלוש", "שלושת") and take the
one-letter prefixes ("ושלושה", "בשני"); "ה-12" ("the 12th") is a position.
"""
from __future__ import annotations

import re

from . import strip_niqqud

_UNITS = {
    1: ("אחד", "אחת"), 2: ("שניים", "שנים", "שתיים", "שתים", "שני", "שתי"),
    3: ("שלושה", "שלוש", "שלושת", "שלשה", "שלש"), 4: ("ארבעה", "ארבע", "ארבעת"),
    5: ("חמישה", "חמש", "חמשת"), 6: ("שישה", "שש", "ששת"), 7: ("שבעה", "שבע", "שבעת"),
    8: ("שמונה", "שמונת"), 9: ("תשעה", "תשע", "תשעת"),
}
_TENS = {20: "עשרים", 30: "שלושים", 40: "ארבעים", 50: "חמישים", 60: "שישים", 70: "שבעים",
         80: "שמונים", 90: "תשעים"}
_ORDINALS = {
    1: ("ראשון", "ראשונה", "ראשונים", "ראשונות"), 2: ("שני", "שנייה", "שניה", "שנית"),
    3: ("שלישי", "שלישית"), 4: ("רביעי", "רביעית"), 5: ("חמישי", "חמישית"), 6: ("שישי", "שישית"),
    7: ("שביעי", "שביעית"), 8: ("שמיני", "שמינית"), 9: ("תשיעי", "תשיעית"),
    10: ("עשירי", "עשירית"),
}
PREFIX_LETTERS = "ובלהמשכ"


def _forms() -> dict[str, int]:
    words = {"אפס": 0, "עשרה": 10, "עשר": 10, "עשרת": 10, "מאה": 100, "מאתיים": 200,
             "אלף": 1000}
    for table in (_ORDINALS, _UNITS):  # "שני": two as well as second
        for n, forms in table.items():
            words |= {f: n for f in forms}
    for n, forms in _UNITS.items():
        for f in forms:
            words[f"{f} עשר"] = words[f"{f} עשרה"] = 10 + n
    for t, ten in _TENS.items():
        words[ten] = t
        for n, forms in _UNITS.items():
            for f in forms:
                words[f"{ten} ו{f}"] = t + n
    return words


WORDS = _forms()
# "בלקיחה ה-12": the 12th.
ORDINAL_DIGITS = re.compile(r"(?<![\w-])ה[-\u05be](\d++)")

# Words that continue a list of citations ("30, 31 or 32").
JOINERS = ("או", "ו")


def normalise(text: str) -> str:
    return strip_niqqud(text)


def variants(token: str) -> list[str]:
    """The word as written and without one or two prefix letters ("ושלושה" → "שלושה")."""
    out = [token]
    for n in (1, 2):
        if len(token) > n + 1 and all(c in PREFIX_LETTERS for c in token[:n]):
            out.append(token[n:])
    return out
