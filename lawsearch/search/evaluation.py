"""Measuring search on the development set (`tests/search/devset.json`): MRR@10 and recall@5
per language.

A query's `answers` are the laws any of which answers it; a result answers when its unit belongs
to one of them. MRR@10 is the mean of 1/rank of the first answering result (0 beyond 10);
recall@5 the share of queries with an answering result among the first five.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from .. import paths

DEVSET = paths.ROOT / "tests" / "search" / "devset.json"
# Queries written apart from the development set, never used to tune the weights: a check that
# the figures are not the tuning's alone.
HELDOUT = sorted((paths.ROOT / "tests" / "search").glob("heldout-*.json"))
# Situations told in table wording, written apart from the thesaurus, that the fusion's weights
# are tuned on together with the development set (the held-out situations never are).
TUNING = sorted((paths.ROOT / "tests" / "search").glob("tuning-*.json"))


def load_devset(*files: Path) -> list[dict]:
    out: list[dict] = []
    for path in files or (DEVSET,):
        out.extend(json.loads(Path(path).read_text(encoding="utf-8"))["queries"])
    return out


def law_of(work: str, uid: str) -> str | None:
    """The law a result belongs to (None for a definition or a unit of another work)."""
    if work != "wbf-2017" or uid.startswith("def:"):
        return None
    digits = ""
    for ch in uid:
        if not ch.isdigit():
            break
        digits += ch
    return digits or None


@dataclass
class Outcome:
    query: dict
    laws: list[str | None]  # the law of each result, in rank order
    rank: int | None = None  # of the first answering result, from 1

    @property
    def reciprocal(self) -> float:
        return 1.0 / self.rank if self.rank and self.rank <= 10 else 0.0

    @property
    def recall5(self) -> float:
        return 1.0 if self.rank and self.rank <= 5 else 0.0


@dataclass
class Scores:
    outcomes: list[Outcome] = field(default_factory=list)

    def by_lang(self) -> dict[str, dict]:
        out: dict[str, dict] = {}
        for lang in sorted({o.query["lang"] for o in self.outcomes}) + ["all"]:
            mine = [o for o in self.outcomes if lang in ("all", o.query["lang"])]
            out[lang] = {"queries": len(mine),
                         "mrr@10": sum(o.reciprocal for o in mine) / len(mine),
                         "recall@5": sum(o.recall5 for o in mine) / len(mine)}
        return out


def evaluate(searcher, queries: list[dict], limit: int = 10) -> Scores:
    scores = Scores()
    for q in queries:
        results = searcher.search(q["q"], limit=limit)
        laws = [law_of(r.work, r.id) for r in results]
        rank = next((i + 1 for i, law in enumerate(laws) if law in q["answers"]), None)
        scores.outcomes.append(Outcome(q, laws, rank))
    return scores
