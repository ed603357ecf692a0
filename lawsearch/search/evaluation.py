"""Measuring search on sets of queries with known answers: MRR@10, main-law MRR@10 and recall@5
per language, over the laws a search ranks.

A query's `answers` are the laws any of which answers it, the main (governing) law first. A
result answers when it is one of those laws (or a unit of one). MRR@10 is the mean of 1/rank of
the first answering law among the first ten distinct laws (0 beyond); main-law MRR@10 the same
for the main law alone; recall@5 the share of queries answered among the first five laws.

The sets: the development set (`tests/search/devset.json`), the held-out and tuning sets beside
it, and real questions as people asked them (`REAL`, read from the shared folder beside the
project, never copied into it: they are other people's sentences).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from .. import paths
from ..errors import SourceError
from ..works import WORK

DEVSET = paths.ROOT / "tests" / "search" / "devset.json"
# Queries written apart from the development set, never used to tune the weights: a check that
# the figures are not the tuning's alone.
HELDOUT = sorted((paths.ROOT / "tests" / "search").glob("heldout-*.json"))
# Situations and questions told in table wording, written apart from the thesaurus, that the
# ranking is tuned on together with the development set (the held-out ones never are).
TUNING = sorted((paths.ROOT / "tests" / "search").glob("tuning-*.json"))
# Real questions (lang, query, laws with the main one first, source; tab-separated, # comments).
REAL = paths.ROOT.parent / "shared" / "eval" / "real-questions-dev.tsv"


def load_devset(*files: Path) -> list[dict]:
    """The queries of the JSON sets `files` (the development set if none), or of a real
    questions' file (`.tsv`)."""
    out: list[dict] = []
    for path in files or (DEVSET,):
        path = Path(path)
        if path.suffix == ".tsv":
            out.extend(load_questions(path))
        else:
            out.extend(json.loads(path.read_text(encoding="utf-8"))["queries"])
    return out


def load_questions(path: Path) -> list[dict]:
    """Real questions from a tab-separated file: language, question, the laws the answer cites
    (main first, space-separated), where it was asked; lines starting with # are comments."""
    out = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        laws = cells[2].split() if len(cells) >= 3 else []
        if len(cells) < 3 or not laws or not all(law.isdigit() for law in laws):
            raise SourceError(path, number, "language, question and laws separated by tabs",
                              line[:60])
        out.append({"q": cells[1], "lang": cells[0], "kind": "question", "answers": laws,
                    "source": cells[3] if len(cells) > 3 else ""})
    return out


def law_of(work: str, uid: str) -> str | None:
    """The law a result belongs to (None for a definition or a unit of another work)."""
    if work != WORK or uid.startswith("def:"):
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
    laws: list[str | None]  # the distinct laws of the results, in rank order
    rank: int | None = None  # of the first answering law, from 1
    main: int | None = None  # of the main law

    @property
    def reciprocal(self) -> float:
        return 1.0 / self.rank if self.rank and self.rank <= 10 else 0.0

    @property
    def main_reciprocal(self) -> float:
        return 1.0 / self.main if self.main and self.main <= 10 else 0.0

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
                         "main@10": sum(o.main_reciprocal for o in mine) / len(mine),
                         "recall@5": sum(o.recall5 for o in mine) / len(mine)}
        return out


def evaluate(searcher, queries: list[dict], limit: int = 10) -> Scores:
    scores = Scores()
    for q in queries:
        laws: list[str | None] = []
        for r in searcher.search(q["q"], limit=limit):
            law = law_of(r.work, r.id)
            if law is None or law not in laws:  # a unit of a law already listed adds nothing
                laws.append(law)
        answers = [str(a) for a in q["answers"]]
        rank = next((i + 1 for i, law in enumerate(laws) if law in answers), None)
        main = next((i + 1 for i, law in enumerate(laws) if law == answers[0]), None)
        scores.outcomes.append(Outcome(q, laws, rank, main))
    return scores
