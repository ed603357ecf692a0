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


class StoreBound(Filter):
    """A filter that reads a lemma store: the one bound to it (`bind`), else the current one.
    The binding is not pickled into a Whoosh schema."""

    store: LemmaStore | None = None

    def lemma_store(self) -> LemmaStore:
        return self.store if self.store is not None else _store

    def __getstate__(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if k != "store"}


def bind(analyzer, store: LemmaStore):
    """Bind every store-reading filter of `analyzer` to `store` (so that several open indexes
    do not share one)."""
    for item in getattr(analyzer, "items", [analyzer]):
        if isinstance(item, StoreBound):
            item.store = store
    return analyzer


def lemmatize(lang: str, word: str, min_stem: int, max_strip: int | None,
              variant: Callable[[str], str] | None = None, store: LemmaStore | None = None) -> str:
    """The word's lemma; for a word the tables lack, that of its spelling variant (Turkish typed
    without Turkish letters: "ızınsız" for "izinsiz"), else the lemma of its longest known
    beginning (at least `min_stem` letters, dropping at most `max_strip`), else the word."""
    store = store if store is not None else _store
    found = store.lemma(lang, word)
    if found is None and variant is not None and variant(word) != word:
        found = store.lemma(lang, variant(word))
    if found is not None:
        return found
    shortest = max(min_stem, len(word) - max_strip if max_strip is not None else min_stem)
    for end in range(len(word) - 1, shortest - 1, -1):
        found = store.lemma(lang, word[:end])
        if found is None and variant is not None:
            found = store.lemma(lang, variant(word[:end]))
        if found is not None:
            return found
    return word


class LemmaFilter(StoreBound):
    """Replaces each token by its lemma (see `lemmatize`)."""

    def __init__(self, lang: str, min_stem: int = 4, max_strip: int | None = None,
                 variant: Callable[[str], str] | None = None):
        self.lang, self.min_stem, self.max_strip = lang, min_stem, max_strip
        self.variant = variant

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LemmaFilter) and self.__getstate__() == other.__getstate__()

    def __call__(self, tokens: Iterable) -> Iterable:
        for t in tokens:
            t.text = lemmatize(self.lang, t.text, self.min_stem, self.max_strip, self.variant,
                               self.lemma_store())
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


class PairFilter(Filter):
    """Pairs of neighbouring words ("yetersiz deklare"): every term of one word with every term of
    the next, so that a word's variants (a Hebrew word with and without its prefix, which a
    filter marks `variant`) pair as the word does."""

    def __call__(self, tokens: Iterable) -> Iterable:
        previous: list[str] = []
        current: list[str] = []
        last = None
        for t in tokens:
            text = t.text  # read before the pairs are written into the (shared) token
            if not getattr(t, "variant", False):  # a new word
                if current:
                    yield from self._pairs(last, previous, current)
                previous, current = current, []
            if text not in current:
                current.append(text)
            last = t
        if current:
            yield from self._pairs(last, previous, current)

    @staticmethod
    def _pairs(token, left: list[str], right: list[str]) -> Iterable:
        if token is None:
            return
        for a in left:
            for b in right:
                token.text = f"{a} {b}"
                yield token


def pairs(analyzer):
    """The analyzer followed by pairs of neighbouring words: the terms of the `pairs_*` fields,
    which let words typed together score as a phrase."""
    return analyzer | PairFilter()


def analyzers(stop_words: dict[str, list[str]], store: LemmaStore | None = None) -> dict:
    """Every language's analyzer, as the index was built with (the same code, the same stop
    words), so that queries are analysed without opening the Whoosh index or importing spaCy;
    bound to `store` if given."""
    import importlib

    out = {}
    for lang, words in stop_words.items():
        module = importlib.import_module(f"lawsearch.lang.{lang}.analysis")
        out[lang] = module.analyzer(frozenset(words), module.lemma_filter())
        if store is not None:
            bind(out[lang], store)
    return out
