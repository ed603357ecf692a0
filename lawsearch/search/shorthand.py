"""Table shorthand in a query: "LHO", "IB", "BOOT", "X"; cards written "♠K", "SK", "C10". Each
language declares its own (`lang/<xx>/shorthand.py`: the words, the suits' and ranks' letters,
the word a card is); a query read in that language keeps what was typed and gains what it stands
for, so that "LOOT" finds what "lead out of turn" finds and the triggers written with "LOOT"
still fire. The browser reads the same tables (`site/searchdata.py`) and does the same
(`search.js`).

Calls ("1NT", "4♠") are left as typed: read as "bid" they drew a told story to the laws of bids
(real questions 0.638 → 0.627 MRR@10, tuning questions 0.808 → 0.793)."""
from __future__ import annotations

import re
from functools import lru_cache

from ..lang import part

# Anything between words (the query's own tokens are the analyzers' business)
_SPLIT = re.compile(r"(\s+|[,;:!?()\[\]/]+)")
SYMBOLS = "♣♦♥♠"


def table(lang: str) -> dict | None:
    """The language's shorthand as data (what the browser reads): `words` (shorthand → what it
    stands for), `suits`, `ranks` and `card`; None for a language without."""
    module = part(lang, "shorthand")
    if module is None:
        return None
    return {"words": dict(module.WORDS), "suits": module.SUITS, "ranks": module.RANKS,
            "card": module.CARD}


@lru_cache(maxsize=8)
def _compiled(lang: str):
    t = table(lang)
    if t is None:
        return None
    words = {}
    for key, value in t["words"].items():
        # a key in capitals only as typed; any other in any case
        words[key if key.isupper() else key.lower()] = value
    ranks = re.escape(t["ranks"])
    card = re.compile(rf"[{SYMBOLS}](?:10|[2-9{ranks}x])+|(?:10|[2-9{ranks}])[{SYMBOLS}]"
                      rf"|[{re.escape(t['suits'])}](?:10|[2-9{ranks}])+", re.IGNORECASE)
    return words, card, t["card"]


def expand(lang: str, text: str) -> str:
    """`text` with what each shorthand stands for after it, in `lang`; unchanged in a language
    that declares none."""
    rules = _compiled(lang)
    if rules is None:
        return text
    words, card, card_word = rules
    out = []
    for piece in _SPLIT.split(text):
        core = piece.strip(".'\"’")
        meaning = words.get(core) if core.isupper() else None
        if meaning is None:
            meaning = words.get(core.lower()) if core.lower() in words else None
        if meaning is None and card.fullmatch(core) and not core.islower():
            meaning = card_word
        out.append(piece if meaning is None else f"{piece} {meaning}")
    return "".join(out)
