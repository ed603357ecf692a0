"""The situations thesaurus as the site's search reads it (`search/situations.py`), keyed by the
terms a query reads, so that a query fetches what its own words need instead of a whole
language's thesaurus:

- Beside each term's impact lists (`searchdata.impact_parts`, by term): the laws' models' counts
  of a word (`model_<xx>`, as the store keeps them: sums of halves, so exact in any order), the
  concepts of the lines that have a pair of words (`pairs_<xx>`, under the pair's first word:
  its counts are theirs, as `model` makes them) and the triggers that fire only where the query
  has the term (`triggers_<xx>`: each trigger, its concept and positions, under the words of
  its rarest position, as `Situations` reads them; a trigger fires only where every position
  has a word of the query). The concepts' documents' lists are the store's, beside the whole
  laws' (`searchdata.law_lists`).
- In the search index (`situations.langs`): each language's laws' models' sizes.
"""
from __future__ import annotations

from ..search.situations import pairs
from . import blobs

MODEL = "model_"  # the fields beside the impact lists
PAIRS = "pairs_"  # the concepts of each pair's lines, under its first word
TRIGGERS = "triggers_"


def models(db) -> dict[str, dict[str, list]]:
    """Language → word → [law, count, …]: the laws' models of words (the store's
    `situation_model`; a pair's are counted in the browser from its lines' concepts)."""
    out: dict[str, dict[str, list]] = {}
    for lang, term, laws, counts in blobs.rows(
            db, "SELECT lang, term, laws, counts FROM situation_model WHERE instr(term, ' ') = 0 "
                "ORDER BY lang, term", "Id"):
        out.setdefault(lang, {})[term] = [x for pair in zip(laws, counts)
                                          for x in (pair[0], _number(pair[1]))]
    return out


def _number(x: float) -> int | float:
    return int(x) if x == int(x) else x


def parts(told: dict, db) -> tuple[dict[str, dict], dict[str, dict]]:
    """From `situations.table`'s data and the store: each language's figures for the search
    index and the fields beside the impact lists (field → term → data)."""
    core: dict[str, dict] = {}
    fields: dict[str, dict] = {}
    model = models(db)
    for lang in sorted(told["triggers"]):
        triggers = told["triggers"][lang]
        core[lang] = {"sizes": told["sizes"].get(lang, [])}
        # each trigger under the words of its rarest position (the fewest triggers have it)
        having: dict[str, int] = {}
        for _, positions in triggers:
            for w in {w for p in positions for w in p}:
                having[w] = having.get(w, 0) + 1
        under: dict[str, list[str]] = {}
        for concept, positions in triggers:
            assert all(" " not in w and "|" not in w for p in positions for w in p)
            rarest = min(positions, key=lambda p: (sum(having[w] for w in p), sorted(p)))
            text = f"{concept} " + " ".join("|".join(p) for p in positions)
            for w in dict.fromkeys(rarest):
                under.setdefault(w, []).append(text)
        fields[TRIGGERS + lang] = under
        fields[MODEL + lang] = model.get(lang, {})  # a word's counts beside its lists
        # each pair's lines' concepts, under its first word (search.js counts them as `model`
        # does: a sequence of concepts is a fraction of their laws' counts)
        paired: dict[str, dict[str, list[int]]] = {}
        for concept, positions in triggers + told["glosses"].get(lang, []):
            for pair in dict.fromkeys(pairs(positions)):
                first, second = pair.split(" ", 1)
                paired.setdefault(first, {}).setdefault(second, []).append(concept)
        fields[PAIRS + lang] = paired
    return core, fields
