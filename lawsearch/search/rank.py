"""Where a search result is ranked: the weights of fields and phrases in each language's query,
the weight of each kind of document, and how the documents of one unit make one result.

The weights were tuned on the development set (`tests/search/devset.json`, `scripts/evaluate.py`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

BOOSTS = {
    "title": 3.0,  # a law's title, a section's heading, a defined term
    "text": 1.0,
    "title_phrase": 4.0,
    "text_phrase": 2.0,
    "glossary": 0.5,  # an English query's concepts, searched in the other languages' terms
}
LANGUAGE_EXPONENT = 2  # see `Searcher._language_weights`
GLOSSARY_SHARE = 0.8  # concepts kept: those scoring at least this share of the best one
GLOSSARY_CONCEPTS = 2  # and at most this many

# How much a document of each kind speaks for its unit.
SOURCE_WEIGHT = {
    "law": 1.2, "unit": 1.0, "definition": 0.8, "book": 0.6, "glossary": 0.9, "index": 0.7,
    "national-regulation": 0.6, "commentary": 0.5, "footnote": 0.6, "national-note": 0.6,
    "historical": 0.3,
}
OTHERS = 0.1  # the share of the other documents' scores added to the best one's
# The share of a part's score that its law (or section) gets when it is a result itself: a law
# whose title matches and whose sections speak of the same thing is the answer to look at first.
CHILDREN = 0.15

# The fusion of the whole laws' ranking (`laws.py`) with the units' by reciprocal rank:
# 1/(k + rank) each, the law's times its weight.
FUSION_K = 10.0
FUSION_LAW_WEIGHT = 1.0
# The laws of the situations a query describes (`situations.py`), fused the same way: those a
# trigger of one word fires, and those a trigger of several words fires (a surer sign).
FUSION_SITUATION_WEIGHT = 0.3  # tuned on the development set (0.2–0.7 tried)
FUSION_PHRASE_WEIGHT = 1.0  # tuned with the tuning situations (0.3–4 tried)
# The laws whose situations' words the query shares, by BM25 (a situation in other words than
# a trigger's).
FUSION_SITUATION_TEXT_WEIGHT = 1.0
# A query of this many words or more is told, not named ("my partner hesitated and then bid
# four spades"): its situations' laws count for more, the laws' own text for less. Tuned on the
# development set with the tuning situations (`tests/search/tuning-*.json`; 1–5 words, 1–5 and
# 0.5–1 tried): the told situations 0.61 → 0.69, the development set 0.93.
TOLD_WORDS = 3
TOLD_SITUATION_TEXT_WEIGHT = 3.0
TOLD_LAW_WEIGHT = 0.5
# A told query in a language of which the index has no law text (English, until an edition is
# imported): its units are only titles and glossary terms, and a trigger of several words that
# fires is the surest sign it has. Tuned on the tuning situations with the development set (1–4
# tried): English told situations 0.69 → 0.74, recall@5 82% → 88%; the development set's English
# 0.96 → 0.94.
TEXTLESS_TOLD_PHRASE_WEIGHT = 3.0


def fusion_weights(words: int, textless: bool = False) -> tuple[float, float, float, float]:
    """The weights of the whole laws, the one-word triggers, the triggers of several words and
    the situations' documents, for a query of `words` words (`textless`: in a language of which
    the index has no law text)."""
    if words >= TOLD_WORDS:
        return (TOLD_LAW_WEIGHT, FUSION_SITUATION_WEIGHT,
                TEXTLESS_TOLD_PHRASE_WEIGHT if textless else FUSION_PHRASE_WEIGHT,
                TOLD_SITUATION_TEXT_WEIGHT)
    return (FUSION_LAW_WEIGHT, FUSION_SITUATION_WEIGHT, FUSION_PHRASE_WEIGHT,
            FUSION_SITUATION_TEXT_WEIGHT)


@dataclass
class Hit:
    key: str
    lang: str
    source: str
    label: str
    score: float


@dataclass
class Group:
    key: str
    score: float = 0.0
    hits: list[Hit] = field(default_factory=list)


def group(hits: list[Hit]) -> list[Group]:
    """One result per unit: its best document's weighted score plus a share of the others', and
    a share of the scores of its parts that are results too."""
    groups: dict[str, Group] = {}
    for h in hits:
        groups.setdefault(h.key, Group(h.key)).hits.append(h)
    own: dict[str, float] = {}
    for g in groups.values():
        scores = sorted((h.score * SOURCE_WEIGHT.get(h.source, 0.5) for h in g.hits),
                        reverse=True)
        own[g.key] = scores[0] + OTHERS * sum(scores[1:])
    for g in groups.values():
        g.score = own[g.key]
    for key, score in own.items():
        for ancestor in _ancestors(key):
            if ancestor in groups:
                groups[ancestor].score += CHILDREN * score
    return sorted(groups.values(), key=lambda g: (-g.score, g.key))


@lru_cache(maxsize=8192)  # the units are a few thousand; parsing their ids was a third of a query
def _ancestors(key: str) -> tuple[str, ...]:
    """The keys of the units that contain this one (for units of the Laws)."""
    from ..ids import CanonicalId

    work, _, uid = key.partition("|")
    if work != "wbf-2017" or uid.startswith("def:"):
        return ()
    try:
        c = CanonicalId.parse(uid).parent
    except ValueError:
        return ()
    out = []
    while c is not None:
        out.append(f"{work}|{c}")
        c = c.parent
    return tuple(out)
