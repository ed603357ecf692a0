"""A word typed one letter wrong: when nothing matches a query (`Searcher`), each word none of
whose analyses is in a language's documents is read as the corpus word one edit away (a letter added, dropped or changed) is tried instead,
if that word has at least `MIN_LENGTH` letters (shorter words are too close to each other for an
edit to say which was meant). Of several, the one in most documents wins, then the first in
alphabetical order. The same in the site's search (`assets/search.js`).
"""
from __future__ import annotations

import sqlite3

MIN_LENGTH = 6
# English is left out: a word the corpus lacks is read on the command line by spaCy's tables,
# which the site does not carry, so the two would correct it to different words.
LANGS = ("tr", "da", "he")


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def one_edit(a: str, b: str) -> bool:
    """Whether `b` is `a` with one letter added, dropped or changed."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


class Near:
    """The corpus words of each language, by their one-letter deletions, read when first needed
    (only a query that matches nothing needs them)."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db
        self._by_key: dict[str, dict[str, set[str]]] = {}
        self._df: dict[str, dict[str, int]] = {}

    def _language(self, lang: str) -> dict[str, set[str]]:
        if lang not in self._by_key:
            df: dict[str, int] = {}
            for term, docs in self.db.execute(
                    "SELECT term, length(docs) / 4 FROM impacts WHERE field IN (?, ?) "
                    "AND length(term) >= ?", (f"text_{lang}", f"title_{lang}", MIN_LENGTH)):
                if " " not in term:
                    df[term] = df.get(term, 0) + docs
            by_key: dict[str, set[str]] = {}
            for term in df:
                for key in _deletions(term) | {term}:
                    by_key.setdefault(key, set()).add(term)
            self._by_key[lang], self._df[lang] = by_key, df
        return self._by_key[lang]

    def __call__(self, lang: str, word: str) -> str | None:
        """The corpus word one edit from `word` (in most documents, then first), or None."""
        if lang not in LANGS or len(word) < MIN_LENGTH - 1:
            return None
        by_key = self._language(lang)
        found = {t for key in _deletions(word) | {word} for t in by_key.get(key, ())
                 if one_edit(word, t)}
        if not found:
            return None
        df = self._df[lang]
        return min(found, key=lambda t: (-df[t], t))
