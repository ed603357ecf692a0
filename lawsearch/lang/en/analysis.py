"""English search analysis: lower case, stop words, lemmas from spaCy's English lookup table
("revokes" → "revoke", "played" → "play"), then the Porter stemmer, so that the words of an
imported English edition meet their derived forms too ("insufficiently", "insufficient")."""
from __future__ import annotations

from whoosh.analysis import (
    Filter,
    LowercaseFilter,
    RegexTokenizer,
    StemFilter,
    StopFilter,
)

from ..analysis import TOKENS, LemmaFilter


# Words of spaCy's stop list that say what happened at the table, kept as words: a call out of
# turn, one off, face up or down, the same time, the rest are mine, the last trick, the numbers.
TABLE_WORDS = frozenset({
    "after", "again", "back", "before", "call", "down", "first", "last", "mine", "move", "name",
    "next", "off", "out", "same", "see", "show", "side", "third", "together", "top", "up",
    "one", "two", "three", "four", "five", "six", "eight", "nine", "ten", "eleven", "twelve",
    "fifteen", "twenty", "forty", "fifty", "sixty", "hundred",
})

LEMMA_MIN_STEM = 3
LEMMA_MAX_STRIP = 3
# The stemmer after the lemmas (Whoosh's Porter): the site stems a word its tables lack the same
# way (`porterStem` in search.js).
STEMMER = "porter"


class ApostropheFilter(Filter):
    """"dummy's" → "dummy"."""

    def __call__(self, tokens):
        for t in tokens:
            for mark in ("'", "’"):
                if mark in t.text:
                    t.text = t.text.split(mark, 1)[0]
            yield t


def lemma_filter() -> Filter:
    return LemmaFilter("en", LEMMA_MIN_STEM, LEMMA_MAX_STRIP)


def analyzer(stop_words: frozenset[str], lemmas: Filter):
    return (RegexTokenizer(TOKENS) | LowercaseFilter() | ApostropheFilter()
            | StopFilter(stoplist=stop_words, minsize=1) | lemmas | StemFilter())
