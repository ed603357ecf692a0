"""The limits on what a user types, a query or a citation: at most `MAX_QUERY` characters,
`MAX_WORDS` words and `MAX_WORD` letters a word, so that no text costs more than a query a person
types; what was cut is said (`Bounded.note`). Search and citations both read a query as `bound`
cuts it."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .lang.analysis import TOKENS

# The development set's longest query has 48 characters, 8 words and 19 letters a word.
MAX_QUERY = 1000  # characters
MAX_WORDS = 50  # words as the analyzers see them (`analysis.TOKENS`)
MAX_WORD = 64  # letters: longer than any word the lemma tables have (`lang.analysis.MAX_FORM`)


@dataclass
class Bounded:
    """A query as it is searched, and what was cut from it to get there."""

    text: str
    cut: list[str] = field(default_factory=list)  # what was cut, in words

    @property
    def truncated(self) -> bool:
        return bool(self.cut)

    @property
    def note(self) -> str | None:
        return f"the query was cut to {' and '.join(self.cut)}" if self.cut else None


def bound(text: str) -> Bounded:
    """The query cut to `MAX_QUERY` characters, then to `MAX_WORDS` words, each word cut to
    `MAX_WORD` letters; unchanged when it is within all three."""
    out = Bounded(text)
    if len(text) > MAX_QUERY:
        text = text[:MAX_QUERY]
        out.cut.append(f"its first {MAX_QUERY:,} characters")
    pieces: list[str] = []
    end, long = 0, False
    for count, m in enumerate(re.finditer(TOKENS, text), 1):
        if count > MAX_WORDS:  # what is kept is within MAX_QUERY characters: this alone is said
            out.cut[:] = [f"its first {MAX_WORDS} words"]
            break
        pieces.append(text[end:m.start()])
        word = m.group()
        if len(word) > MAX_WORD:
            word, long = word[:MAX_WORD], True
        pieces.append(word)
        end = m.end()
    else:
        pieces.append(text[end:])
    if long:
        out.cut.append(f"words of at most {MAX_WORD} letters")
    if out.cut:
        out.text = "".join(pieces)
    return out
