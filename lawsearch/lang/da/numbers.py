"""Danish numbers written as words, and digits that are ordinals (for `lawsearch.numbers`).

The Danish edition prints ordinals as digits with a stop ("2. og 3. undertræk", "4. og flg.")
where the others write words or "each further"; those are positions, not quantities.
"""
from __future__ import annotations

import re

_UNITS = {"en": 1, "et": 1, "én": 1, "ét": 1, "to": 2, "tre": 3, "fire": 4, "fem": 5, "seks": 6,
          "syv": 7, "otte": 8, "ni": 9}
_TEENS = {"ti": 10, "elleve": 11, "tolv": 12, "tretten": 13, "fjorten": 14, "femten": 15,
          "seksten": 16, "sytten": 17, "atten": 18, "nitten": 19}
_TENS = {"tyve": 20, "tredive": 30, "fyrre": 40, "fyrretyve": 40, "halvtreds": 50, "tres": 60,
         "halvfjerds": 70, "firs": 80, "halvfems": 90}
_ORDINALS = {"første": 1, "anden": 2, "andet": 2, "tredje": 3, "fjerde": 4, "femte": 5,
             "sjette": 6, "syvende": 7, "ottende": 8, "niende": 9, "tiende": 10, "ellevte": 11,
             "tolvte": 12, "trettende": 13, "fjortende": 14, "femtende": 15, "sekstende": 16,
             "syttende": 17, "attende": 18, "nittende": 19, "tyvende": 20}


def _forms() -> dict[str, int]:
    words = {"nul": 0, "hundrede": 100, "hundred": 100, "tusind": 1000, "tusinde": 1000}
    words |= _UNITS | _TEENS | _TENS | _ORDINALS
    for ten, t in _TENS.items():
        for unit, u in _UNITS.items():
            words[f"{unit}og{ten}"] = t + u  # "enogtyve"
    return words


WORDS = _forms()
# "2. og 3. undertræk", "12. stik": a number with a stop before a word in lower case.
ORDINAL_DIGITS = re.compile(r"(?<!\d)(\d++)\.(?=\s+[a-zæøå])")

# Words that continue a list of citations ("30, 31 or 32").
JOINERS = ("og", "eller", "samt")


def normalise(text: str) -> str:
    return text.lower()


def variants(token: str) -> list[str]:
    return [token]
