"""Ligatures lost by PDF text extraction: "Insu cient", "O ender", "Shu e" are "Insufficient",
"Offender", "Shuffle" whose ﬃ, ﬀ, ﬄ glyph came out as a space (or as nothing: "Insucient").

A repair is made only where the joined word is likelier than what was extracted: spaCy's English
word probabilities (`spacy-lookups-data`, a million words) decide, and the words of the corpus's
English glossary (the law titles and defined terms) count as certain. Every repair is reported.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

LIGATURES = ("ffi", "ffl", "ff", "fi", "fl")
UNKNOWN = -25.0  # the log probability of a word the list does not have
MARGIN = 2.0  # how much likelier the repaired word must be (natural log)


@dataclass
class LigatureRepair:
    line: int
    before: str
    after: str


@lru_cache(maxsize=1)
def english_probabilities() -> dict[str, float]:
    import gzip
    import json
    from pathlib import Path

    import spacy_lookups_data

    path = Path(spacy_lookups_data.__file__).parent / "data" / "en_lexeme_prob.json.gz"
    return {w: float(p) for w, p in json.loads(gzip.decompress(path.read_bytes())).items()
            if w.isalpha()}


class Repairer:
    """Repairs lines; `known` are words taken as certain (the corpus's English terms)."""

    def __init__(self, known: set[str] | None = None,
                 probabilities: dict[str, float] | None = None):
        self.known = {w.lower() for w in (known or set())}
        self.prob = probabilities if probabilities is not None else english_probabilities()
        self.repairs: list[LigatureRepair] = []

    def p(self, word: str) -> float:
        w = word.lower()
        if w in self.known:
            return 0.0
        if len(w) == 1 and w not in ("a", "i"):
            return UNKNOWN  # a lone letter is a fragment, not a word
        return self.prob.get(w, UNKNOWN)

    def _joined(self, head: str, tail: str) -> str | None:
        best, best_p = None, self.p(head) + self.p(tail) + MARGIN
        for lig in LIGATURES:
            word = head + lig + tail
            if self.p(word) > max(best_p, UNKNOWN):
                best, best_p = word, self.p(word)
        return best

    def _inside(self, word: str) -> str | None:
        """A word that lost a ligature without a space: "Insucient"."""
        if self.p(word) > UNKNOWN or len(word) < 4:
            return None
        found = sorted({(self.p(w), w) for w in (word[:i] + lig + word[i:]
                                                   for i in range(1, len(word))
                                                   for lig in LIGATURES)
                        if self.p(w) > UNKNOWN}, reverse=True)
        if not found or (len(found) > 1 and found[0][0] - found[1][0] < MARGIN):
            return None  # nothing, or no clear winner
        return found[0][1]

    def line(self, text: str, number: int) -> str:
        """The line repaired (each repair recorded with the line number)."""
        parts = re.split(r"([A-Za-z]+)", text)  # separators at even, words at odd indexes
        out: list[str] = []
        i = 0
        while i < len(parts):
            part = parts[i]
            if i % 2 and i + 2 < len(parts) and parts[i + 1] == " " and parts[i + 2]:
                joined = self._joined(part, parts[i + 2])
                if joined is not None:
                    self.repairs.append(LigatureRepair(number, f"{part} {parts[i + 2]}", joined))
                    out.append(joined)
                    i += 3
                    continue
            if i % 2 and part:
                fixed = self._inside(part)
                if fixed is not None:
                    self.repairs.append(LigatureRepair(number, part, fixed))
                    part = fixed
            out.append(part)
            i += 1
        return "".join(out)
