"""English numbers written as words, and digits that are ordinals (for `lawsearch.numbers`)."""
from __future__ import annotations

import re

_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
          "eighteen", "nineteen")
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
             "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
             "seventeenth", "eighteenth", "nineteenth", "twentieth")


def _forms() -> dict[str, int]:
    words = {"zero": 0, "nil": 0, "once": 1, "twice": 2, "hundred": 100, "thousand": 1000}
    words |= {w: n for n, w in enumerate(_UNITS, 1)}
    words |= {w: n for n, w in enumerate(_TEENS, 10)}
    words |= {w: n for n, w in enumerate(_ORDINALS, 1)}
    for ten, t in _TENS.items():
        words[ten] = t
        for n, unit in enumerate(_UNITS, 1):
            words[f"{ten} {unit}"] = t + n  # "twenty-one", read as two words
    return words


WORDS = _forms()
ORDINAL_DIGITS = re.compile(r"(?<!\d)(\d++)(?:st|nd|rd|th)\b", re.IGNORECASE)

# Words that continue a list of citations ("30, 31 or 32").
JOINERS = ("and", "or")


def normalise(text: str) -> str:
    return text.lower()


def variants(token: str) -> list[str]:
    return [token, token[:-1]] if token.endswith("s") else [token]  # "fours", "thousands"
