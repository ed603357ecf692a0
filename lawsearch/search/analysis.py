"""The search's own analysis: the build's recording of the corpus vocabulary, pairs of
neighbouring words, and every language's analyzer as the index was built with. What the
languages' analyzers are made of is in `lang/analysis.py`."""
from __future__ import annotations

from typing import Iterable

from whoosh.analysis import Filter

from ..lang.analysis import LemmaStore, bind, lang_module


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
    out = {}
    for lang, words in stop_words.items():
        module = lang_module(lang)
        out[lang] = module.analyzer(frozenset(words), module.lemma_filter())
        if store is not None:
            bind(out[lang], store)
    return out
