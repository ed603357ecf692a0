"""Hebrew search analysis: niqqud removed, stop words, and the one-letter prefixes (ו ה ב ל מ ש כ)
that Hebrew writes on the word: "במידע" also as "מידע", "והקלף" also as "הקלף" and "קלף".

There is no lemma table for Hebrew. A prefix is split off only where what remains is a word the
corpus has (the store's Hebrew vocabulary), and the word as written is kept too, at the same
position, because a word may begin with a prefix letter of its own ("מידע" is not מ + ידע).
"""
from __future__ import annotations

import re
from typing import Iterable

from whoosh.analysis import Filter, RegexTokenizer, StopFilter

from ...search.analysis import TOKENS, current_store

PREFIX_LETTERS = "ובלהמשכ"
MAX_PREFIX = 3  # "ושב", "וכש"
MIN_REST = 2
_NIQQUD = re.compile("[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]")


def strip_niqqud(text: str) -> str:
    return _NIQQUD.sub("", text)


class NiqqudFilter(Filter):
    def __call__(self, tokens: Iterable) -> Iterable:
        for t in tokens:
            t.text = strip_niqqud(t.text)
            yield t


def unprefixed(word: str, known) -> list[str]:
    """The word without each run of prefix letters that leaves a known word, shortest last."""
    out = []
    for n in range(1, MAX_PREFIX + 1):
        if len(word) - n < MIN_REST or word[n - 1] not in PREFIX_LETTERS:
            break
        rest = word[n:]
        if known(rest):
            out.append(rest)
    return out


class PrefixFilter(Filter):
    """Each word, then the same word without its prefix letters where that is a known word."""

    def __call__(self, tokens: Iterable) -> Iterable:
        store = current_store()
        for t in tokens:
            word = t.text
            yield t
            for rest in unprefixed(word, lambda w: store.known("he", w)):
                t.text = rest
                yield t
            t.text = word


def lemma_filter() -> Filter:
    return PrefixFilter()


def analyzer(stop_words: frozenset[str], lemmas: Filter):
    return (RegexTokenizer(TOKENS) | NiqqudFilter() | StopFilter(stoplist=stop_words, minsize=1)
            | lemmas)
