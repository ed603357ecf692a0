"""Where a search result is ranked: the weights of fields and phrases in each language's query,
the weight of each kind of document, how the documents of one unit make one group, and the
weights of each kind of evidence a law is ranked by (`FUSION`, fused by `laws.fuse`).

The weights were tuned on the development set and the tuning sets (`scripts/evaluate.py`,
`scripts/tune.py`) and checked on the held-out sets.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..works import WORK

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
GLOSSARY_TERMS = 2  # each named in the other languages by its first terms there

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

# The evidence a law is ranked by, fused (`laws.fuse`): each kind ranks the laws with a score
# for each, and counts by its rank, weight_rank / (FUSION_K + rank), and by its score relative to
# the best law's, weight_score × score / best:
#   units       the units found (`group`): the place of the law's best unit, and its score
#   text        the whole laws' own text, by BM25 (`laws.py`)
#   word        the concepts of the situations thesaurus a trigger of one word fires
#   phrase      the concepts a trigger of several words fires, a surer sign (`situations.py`)
#   situations  the words of the situations that name each law, by BM25 (a situation told in
#               other words than a trigger's)
#   concepts    each concept's words, by BM25, the laws of the concepts most like the query (a
#               story whose words one situation shares, where a law's many situations blur it)
# A query of `TOLD_WORDS` words or more is told, not named ("my partner hesitated and then bid
# four spades"), and has weights of its own. Tuned with `scripts/tune.py` on the development
# set, the tuning situations and questions and the real questions beside the project, and
# measured on the held-out sets, which are never tuned on.
FUSION_K = 10.0
TOLD_WORDS = 3
FUSION: dict[str, dict[str, tuple[float, float]]] = {
    "named": {"units": (1.0, 0.0), "text": (1.0, 0.0), "word": (0.3, 0.0),
              "phrase": (1.0, 0.0), "situations": (1.0, 0.0), "concepts": (0.0, 0.0)},
    "told": {"units": (1.0, 0.1), "text": (0.5, 0.0), "word": (0.3, 0.0),
             "phrase": (3.0, 0.0), "situations": (3.0, 0.3), "concepts": (3.0, 0.0)},
}


def fusion_weights(words: int) -> dict[str, tuple[float, float]]:
    """The weights (by rank, by score) of each kind of evidence for a query of `words` words."""
    return FUSION["told" if words >= TOLD_WORDS else "named"]


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


@dataclass
class Item:
    """A result: a law with the groups of its units found (best first), or a unit outside the
    Laws (a definition, a rule of 1907) with its own group."""

    key: str
    score: float = 0.0
    groups: list[Group] = field(default_factory=list)


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
    if work != WORK or uid.startswith("def:"):
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
