"""A word typed one letter wrong: when nothing matches a query (`Searcher`), each word none of
whose analyses is in a language's documents is read as the corpus word one edit away (a letter added, dropped or changed) is tried instead,
if that word has at least `MIN_LENGTH` letters (shorter words are too close to each other for an
edit to say which was meant). Of several, the one in most documents wins, then the first in
alphabetical order. The same in the site's search (`assets/search.js`).
"""
from __future__ import annotations

import sqlite3

from ..lang import codes

MIN_LENGTH = 6
# The longest word typos are read against today has 16 letters: a longer one than this (an
# imported edition's heading of one unbroken word) is none, for its one-letter deletions, as
# many as its letters and each as long, would take time growing with its length's square
MAX_LENGTH = 40
# The languages whose typos are read after analysis (English is not: a word the corpus lacks is
# read on the command line by spaCy's tables, which the site does not carry, so the two would
# correct it to different words).
LANGS = codes(typos="analysed")


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
        self._longest: dict[str, int] = {}

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
            self._longest[lang] = max(map(len, df), default=0)
        return self._by_key[lang]

    def __call__(self, lang: str, word: str) -> str | None:
        """The corpus word one edit from `word` (in most documents, then first), or None."""
        if lang not in LANGS or len(word) < MIN_LENGTH - 1:
            return None
        by_key = self._language(lang)
        if len(word) > self._longest[lang] + 1:
            return None  # no corpus word is one edit from it (its cost is bounded)
        found = {t for key in _deletions(word) | {word} for t in by_key.get(key, ())
                 if one_edit(word, t)}
        if not found:
            return None
        df = self._df[lang]
        return min(found, key=lambda t: (-df[t], t))


# Languages whose typos are read against the words themselves, as typed (`Typos`): English, whose
# analysis of a word the corpus lacks differs in the browser (no stemmer there), so a typo is
# mended before any analysis, in both alike.
TYPED_LANGS = codes(typos="typed")
SCHEMA = "CREATE TABLE spelling (lang TEXT PRIMARY KEY, words TEXT, valid TEXT);"


def write(db: sqlite3.Connection, counts: dict[str, dict[str, int]],
          dictionary: dict[str, set[str]]) -> None:
    """The words a typo is read against, per language of `TYPED_LANGS`: every word of the
    documents and the thesaurus (`counts`: word → in how many of them), the most used first;
    and the words of the language's `dictionary` (spaCy's forms) that are one edit from one of
    them, which are never read as a typo ("defending" is not "depending")."""
    db.executescript(SCHEMA)
    rows = []
    for lang in TYPED_LANGS:
        if lang not in counts:
            continue
        words = sorted((w for w in counts[lang] if len(w) <= MAX_LENGTH),
                       key=lambda w: (-counts[lang][w], w))
        typos = Typos(None, {lang: (words, [])})
        valid = sorted(w for w in dictionary.get(lang, ()) if typos(lang, w) is not None)
        rows.append((lang, " ".join(words), " ".join(valid)))
    db.executemany("INSERT INTO spelling VALUES (?, ?, ?)", rows)


class Typos:
    """A word typed one letter wrong in a language of `TYPED_LANGS` ("insufficent", "revoek"): a
    word of at least `MIN_LENGTH` letters that no document or trigger has is read as the one
    that does, one edit (or two neighbouring letters swapped) away and with the same first
    letter, the most used first. The browser reads the
    same list (`spelling` in the site's search data) the same way."""

    def __init__(self, db: sqlite3.Connection | None,
                 lists: dict[str, tuple[list[str], list[str]]] | None = None):
        self.db = db
        self._lists = dict(lists or {})
        self._words: dict[str, tuple[dict[str, int], dict[str, list[str]], set[str]]] = {}
        self._longest: dict[str, int] = {}

    def lists(self, lang: str) -> tuple[list[str], list[str]]:
        """The language's words, the most used first, and the words never read as a typo."""
        if lang not in self._lists:
            row = self.db.execute("SELECT words, valid FROM spelling WHERE lang = ?",
                                  (lang,)).fetchone() if self.db is not None else None
            self._lists[lang] = (row[0].split(), row[1].split()) if row else ([], [])
        return self._lists[lang]

    def _language(self, lang: str) -> tuple[dict[str, int], dict[str, list[str]], set[str]]:
        if lang not in self._words:
            words, valid = self.lists(lang)
            order = {w: i for i, w in enumerate(words)}
            by_key: dict[str, list[str]] = {}
            for w in order:
                if MIN_LENGTH <= len(w) <= MAX_LENGTH:
                    for key in _deletions(w) | {w}:
                        by_key.setdefault(key, []).append(w)
            self._words[lang] = (order, by_key, set(valid))
            self._longest[lang] = max(map(len, order), default=0)
        return self._words[lang]

    def __call__(self, lang: str, word: str) -> str | None:
        """The word `word` (as looked up: lower case) was meant for, or None if it is a word of
        the language's documents or none is one edit from it."""
        if lang not in TYPED_LANGS or len(word) < MIN_LENGTH - 1 or not word.isalpha():
            return None
        order, by_key, valid = self._language(lang)
        if word in order or word in valid or len(word) > self._longest[lang] + 1:
            return None  # (no word one edit from a longer one: its cost is bounded)
        found = {t for key in _deletions(word) | {word} for t in by_key.get(key, ())
                 if t[0] == word[0] and (one_edit(word, t) or swapped(word, t))}
        return min(found, key=order.__getitem__) if found else None


def swapped(a: str, b: str) -> bool:
    """Whether `b` is `a` with two neighbouring letters swapped ("revoek", "revoke")."""
    if len(a) != len(b):
        return False
    diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] \
        and a[diff[1]] == b[diff[0]]


def mend(typos: Typos, lang: str, parsed):
    """The query (`query.Parsed`) with each typo of `lang` read as the word meant, or None if it
    has none."""
    import re

    from ..lang.analysis import TOKENS
    from .query import Parsed
    from ..lang.analysis import looked_up

    changed = False

    def fix(m: re.Match) -> str:
        nonlocal changed
        meant = typos(lang, looked_up(lang, m.group()))
        if meant is None:
            return m.group()
        changed = True
        return meant

    out = Parsed([re.sub(TOKENS, fix, w) for w in parsed.words],
                 [re.sub(TOKENS, fix, p) for p in parsed.phrases])
    return out if changed else None
