"""What frames a question rather than tells it: "I called the director", "the TD ruled", "was
that right?", "what are our options?". Such words are in almost every question, whatever
happened, and drew stories to the laws of the director (80, 81, 9, 12). Each language declares
its patterns (`lang/<xx>/framing.py`); a query read in that language is searched without them
where at least `KEPT` words remain (a question about the director himself keeps them). The
browser reads the same patterns (`site/searchdata.py`) and does the same (`search.js`)."""
from __future__ import annotations

import re
from functools import lru_cache

from ..lang import part

KEPT = 3  # the words a story must keep for its framing to be dropped


def patterns(lang: str) -> list[str]:
    """The language's framing patterns as data (what the browser reads); none for a language
    without."""
    module = part(lang, "framing")
    return list(module.PATTERNS) if module is not None else []


@lru_cache(maxsize=8)
def _compiled(lang: str) -> re.Pattern | None:
    found = patterns(lang)
    if not found:
        return None
    # whole words: not inside a longer word, in any script
    return re.compile(r"(?<!\w)(?:" + "|".join(f"(?:{p})" for p in found) + r")(?!\w)",
                      re.IGNORECASE)


def unframe(lang: str, text: str) -> str:
    """`text` without the language's framing, if `KEPT` words remain; else as it is."""
    pattern = _compiled(lang)
    if pattern is None:
        return text
    told = pattern.sub(" ", text)
    return told if told != text and len(told.split()) >= KEPT else text
