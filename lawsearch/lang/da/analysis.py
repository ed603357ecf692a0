"""Danish search analysis: lower case, stop words, lemmas from spaCy's Danish lookup table
("turneringslederen" → "turneringsleder", "kortene" → "kort"), and compounds the corpus does not
have split into words it has ("appeludvalg" → "appel udvalg")."""
from __future__ import annotations

from whoosh.analysis import Filter

from ..analysis import LemmaFilter, plain_analyzer


# Words of spaCy's stop list that say what happened at the table, kept as words: "uden for
# tur" (out of turn), "spillede ud" (led), før and efter, "lav" (a low card), the next or the last.
TABLE_WORDS = frozenset({
    "efter", "forrige", "før", "først", "igen", "lav", "ned", "næste", "op", "samme", "sammen",
    "senere", "tidligere", "tilbage", "ud", "uden",
})

# A word the table lacks: its longest known beginning, dropping at most an inflection's length,
# and only an inflection's ending: "kulørsvigten" is "kulørsvigt", but "kulørsvigt" is not
# "kulørs" (a suit's) with "vigt", nor "strafkort" "straf".
LEMMA_MIN_STEM = 3
LEMMA_MAX_STRIP = 4
LEMMA_ENDINGS = frozenset({
    "e", "n", "r", "s", "t", "en", "er", "et", "es", "ne", "te", "de", "ede", "ene", "ens", "ers",
    "ets", "nes", "res", "ende", "erne", "enes", "edes",
})

# What a keyboard without Danish letters types: "kulorsvigt" for "kulørsvigt", "ae" for "æ",
# "aa" or "a" for "å". A query word the corpus lacks is looked up again with these folded
# (`search.analysis.lemmatize`); the corpus's words are never changed.
ACCENTS = {"æ": "ae", "ø": "o", "å": "a", "é": "e"}
ACCENT_PAIRS = (("aa", "a"),)


# How a typed word is looked up (`lang/analysis.lookup_rules`): an unknown word is split into
# the known words it is compounded of.
LOOKUP = {"compounds": True}


def lemma_filter() -> Filter:
    return LemmaFilter("da", LEMMA_MIN_STEM, LEMMA_MAX_STRIP, compounds=LOOKUP["compounds"],
                       accents=True)


def analyzer(stop_words: frozenset[str], lemmas: Filter):
    return plain_analyzer(stop_words, lemmas)
