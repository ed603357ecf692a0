"""Turkish search analysis: Turkish case folding (İ→i, I→ı), apostrophe suffixes, stop words,
lemmas from spaCy's Turkish lookup table, then ı and i folded together.

A director types "İZİNSİZ BİLGİ", "izinsiz bilgi" or, on a keyboard without Turkish letters,
"IZINSIZ BILGI": all three must meet the text. Lower-casing the Turkish way first keeps the lemma
table's spellings reachable; folding ı into i last makes the ASCII spelling match too.
"""
from __future__ import annotations

import re
from typing import Iterable

from whoosh.analysis import Filter, RegexTokenizer, StopFilter

from ..analysis import TOKENS, LemmaFilter
from . import LOWER_LETTERS, lower


# Words of spaCy's stop list that say what happened at the table, kept as words: önce and
# sonra, the first, a single card, again, instead of, correct.
TABLE_WORDS = frozenset({
    "doğru", "ilk", "önce", "önceden", "sonra", "sonradan", "tek", "yeniden", "yerine",
})

# A word the table lacks keeps its longest known beginning: Turkish adds suffixes ("deklareyi").
LEMMA_MIN_STEM = 4
LEMMA_MAX_STRIP = None

_FOLDED = {"ı": "i", "â": "a", "î": "i", "û": "u"}


def fold(text: str) -> str:
    """Dotted and dotless i as one letter (and circumflexes dropped), for matching."""
    # a letter at a time: `str.translate` looks each character of a Turkish word up in a dict,
    # several times slower, and every word indexed or asked for is folded
    for letter, folded in _FOLDED.items():
        text = text.replace(letter, folded)
    return text


# The words `fold` changes, told apart at once: the lemma table's 1.3 million forms are folded
# in a build (search/lemmas.py), and only the few with a letter to fold need it.
fold.changes = re.compile("[" + "".join(_FOLDED) + "]").search  # type: ignore[attr-defined]


# What a phone keyboard without Turkish letters types: "dogru" for "doğru", "duzeltme" for
# "düzeltme". A query word the corpus lacks is looked up again with these folded
# (`search.analysis.lemmatize`); the corpus's words are never changed.
ACCENTS = {"ı": "i", "ş": "s", "ğ": "g", "ç": "c", "ö": "o", "ü": "u", "â": "a", "î": "i",
           "û": "u"}
ACCENT_PAIRS: tuple[tuple[str, str], ...] = ()


class TurkishLowercaseFilter(Filter):
    def __call__(self, tokens: Iterable) -> Iterable:
        for t in tokens:
            t.text = lower(t.text)
            yield t


class ApostropheSuffixFilter(Filter):
    """"27'de", "Yasa’nın" → "27", "yasa": the case ending after an apostrophe is dropped."""

    def __call__(self, tokens: Iterable) -> Iterable:
        for t in tokens:
            for mark in ("'", "’"):
                if mark in t.text:
                    t.text = t.text.split(mark, 1)[0]
            yield t


class FoldFilter(Filter):
    def __call__(self, tokens: Iterable) -> Iterable:
        for t in tokens:
            t.text = fold(t.text)
            yield t


# A word the table lacks is looked up again folded: the table keeps every form folded too.
LEMMA_VARIANT = fold

# How a typed word is looked up among the corpus's words (`lang/analysis.lookup_rules`): in
# lower case the Turkish way, a case ending after an apostrophe cut, folded when not known.
LOOKUP = {"lower": LOWER_LETTERS, "ends_at": "'’", "fold": dict(_FOLDED)}


def lemma_filter() -> Filter:
    return LemmaFilter("tr", LEMMA_MIN_STEM, LEMMA_MAX_STRIP, LEMMA_VARIANT, accents=True)


def analyzer(stop_words: frozenset[str], lemmas: Filter):
    return (RegexTokenizer(TOKENS) | TurkishLowercaseFilter() | ApostropheSuffixFilter()
            | StopFilter(stoplist=stop_words, minsize=1) | lemmas | FoldFilter())
