"""Turkish numbers written as words, and digits that are ordinals (for `lawsearch.numbers`).

The Turkish edition writes many numbers as words where the others print digits ("on üç kart",
"Onikinci lövedeki"), spaced or glued, with case and possessive endings ("ikisi", "dördü").
"""
from __future__ import annotations

import re

from . import lower

_UNITS = {"bir": 1, "iki": 2, "üç": 3, "dört": 4, "beş": 5, "altı": 6, "yedi": 7, "sekiz": 8,
          "dokuz": 9}
_TENS = {"on": 10, "yirmi": 20, "otuz": 30, "kırk": 40, "elli": 50, "altmış": 60, "yetmiş": 70,
         "seksen": 80, "doksan": 90}
_UNIT_ORDINALS = {"birinci": 1, "ikinci": 2, "üçüncü": 3, "dördüncü": 4, "beşinci": 5,
                  "altıncı": 6, "yedinci": 7, "sekizinci": 8, "dokuzuncu": 9}
_TEN_ORDINALS = {"onuncu": 10, "yirminci": 20, "otuzuncu": 30, "kırkıncı": 40, "ellinci": 50,
                 "altmışıncı": 60, "yetmişinci": 70, "sekseninci": 80, "doksanıncı": 90}


def _forms() -> dict[str, int]:
    words = {"sıfır": 0, "ilk": 1, "yüz": 100, "yüzüncü": 100, "bin": 1000, "bininci": 1000,
             "dörd": 4}  # "dördü": the t of dört softens before a vowel
    words |= _UNITS | _TENS | _UNIT_ORDINALS | _TEN_ORDINALS
    for ten, t in _TENS.items():
        for unit, u in (_UNITS | _UNIT_ORDINALS).items():
            words[f"{ten} {unit}"] = words[f"{ten}{unit}"] = t + u
    return words


WORDS = _forms()
# Endings a number word may carry ("ikisi", "üçü", "dörde", "birinin").
ENDINGS = ("sinin", "sının", "sunun", "sünün", "si", "sı", "su", "sü", "nin", "nın", "nun", "nün",
           "in", "ın", "un", "ün", "de", "da", "te", "ta", "den", "dan", "ten", "tan", "ye", "ya",
           "e", "a", "i", "ı", "u", "ü", "ler", "lar", "li", "lı", "lu", "lü")  # "onlu": the ten
# "2. el", "32'nci", "12'inci": positions, which the other editions may give as words.
ORDINAL_DIGITS = re.compile(r"(?<!\d)(\d++)(?:\.(?=\s+[a-zçğıöşü])|['’]?[iıuü]?nc[iıuü])")

# Words that continue a list of citations ("30, 31 or 32").
JOINERS = ("ve", "veya", "ile", "ya da")


def normalise(text: str) -> str:
    return lower(text)


def variants(token: str) -> list[str]:
    """The word as written and without each ending that leaves a number word."""
    return [token] + [token[:-len(e)] for e in ENDINGS
                      if token.endswith(e) and token[:-len(e)] in WORDS]
