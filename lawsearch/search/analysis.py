"""What every language's analyzer shares: the tokenizer, the lemma filter, and the lemma store it
reads.

Each language composes its analyzer in `lang/<xx>/analysis.py` from Whoosh filters. Lemmas come
from spaCy's lookup tables, but only at build time (`search/lemmas.py`): the build keeps the part of
each table the corpus needs in the index's store, and queries read that store, so that searching
never imports spaCy. The analyzers are pickled into the Whoosh schema, so the filters hold only
their language; the store is found through `use_store`.
"""
from __future__ import annotations

from typing import Callable, Iterable, Protocol

from whoosh.analysis import Filter

# Words, with an apostrophe-joined suffix kept on the word ("27'de", "Yasa’nın") for the
# language's own filter to handle, and Hebrew points kept in the word for the Hebrew filter.
TOKENS = r"[\w\u0591-\u05c7]+(?:['’]\w+)*"  # Hebrew points inside a word are part of it


class LemmaStore(Protocol):
    def lemma(self, lang: str, word: str) -> str | None:
        """The lemma the tables give `word`, or None if they lack it."""

    def known(self, lang: str, word: str) -> bool:
        """Whether the word is one the store knows (a form of the tables or of the corpus)."""


class _Passthrough:
    def lemma(self, lang: str, word: str) -> str | None:
        return None

    def known(self, lang: str, word: str) -> bool:
        return False


_store: LemmaStore = _Passthrough()


def use_store(store: LemmaStore) -> None:
    """Make `store` the one every lemma filter reads (set when an index is built or opened)."""
    global _store
    _store = store


def current_store() -> LemmaStore:
    return _store


def lemmatize(lang: str, word: str, min_stem: int, max_strip: int | None,
              variant: Callable[[str], str] | None = None) -> str:
    """The word's lemma; for a word the tables lack, that of its spelling variant (Turkish typed
    without Turkish letters: "ızınsız" for "izinsiz"), else the lemma of its longest known
    beginning (at least `min_stem` letters, dropping at most `max_strip`), else the word."""
    found = _store.lemma(lang, word)
    if found is None and variant is not None and variant(word) != word:
        found = _store.lemma(lang, variant(word))
    if found is not None:
        return found
    shortest = max(min_stem, len(word) - max_strip if max_strip is not None else min_stem)
    for end in range(len(word) - 1, shortest - 1, -1):
        found = _store.lemma(lang, word[:end])
        if found is None and variant is not None:
            found = _store.lemma(lang, variant(word[:end]))
        if found is not None:
            return found
    return word


class LemmaFilter(Filter):
    """Replaces each token by its lemma (see `lemmatize`)."""

    def __init__(self, lang: str, min_stem: int = 4, max_strip: int | None = None,
                 variant: Callable[[str], str] | None = None):
        self.lang, self.min_stem, self.max_strip = lang, min_stem, max_strip
        self.variant = variant

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LemmaFilter) and self.__dict__ == other.__dict__

    def __call__(self, tokens: Iterable) -> Iterable:
        for t in tokens:
            t.text = lemmatize(self.lang, t.text, self.min_stem, self.max_strip, self.variant)
            yield t


class RecordingFilter(Filter):
    """Records every token that reaches it (the build's first pass: the corpus vocabulary)."""

    def __init__(self, lang: str, seen: dict[str, set[str]]):
        self.lang, self.seen = lang, seen

    def __call__(self, tokens: Iterable) -> Iterable:
        words = self.seen.setdefault(self.lang, set())
        for t in tokens:
            words.add(t.text)
            yield t


def pairs(analyzer):
    """The analyzer followed by pairs of neighbouring words ("yetersiz deklare"): the terms of
    the `pairs_*` fields, which let words typed together score as a phrase."""
    from whoosh.analysis import ShingleFilter

    return analyzer | ShingleFilter(size=2, sep=" ")


def analyzers(stop_words: dict[str, list[str]]) -> dict:
    """Every language's analyzer, as the index was built with (the same code, the same stop
    words), so that queries are analysed without opening the Whoosh index or importing spaCy."""
    import importlib

    out = {}
    for lang, words in stop_words.items():
        module = importlib.import_module(f"lawsearch.lang.{lang}.analysis")
        out[lang] = module.analyzer(frozenset(words), module.lemma_filter())
    return out
