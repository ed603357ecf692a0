"""Tune the fusion's weights (`rank.FUSION`) on the tuning sets and print them with the figures
of every set, the held-out ones included (never tuned on: they say whether the tuning holds).

    python scripts/tune.py [--passes N] [--real FILE]

Each query is read once (`Searcher.read`); the weights are then searched one at a time over a
coarse grid, keeping a change only where it raises the mean, over the tuning sets, of MRR@10 +
main-law MRR@10 + recall@5 / 2. The real questions beside the project are a tuning set when
they are there (they are read there, never copied into the project).
"""
from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lawsearch.search import Searcher  # noqa: E402
from lawsearch.search.evaluation import (DEVSET, HELDOUT, REAL, TUNING, law_of,  # noqa: E402
                                         load_devset)
from lawsearch.search.laws import fuse  # noqa: E402
from lawsearch.search.rank import FUSION, FUSION_K, TOLD_WORDS  # noqa: E402

GRID = (0.0, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0)


def figures(readings: list, weights: dict) -> tuple[float, float, float]:
    """MRR@10, main-law MRR@10 and recall@5 of the readings fused with `weights`."""
    rr = main = five = 0.0
    for query, reading in readings:
        kind = "told" if reading.words >= TOLD_WORDS else "named"
        laws: list = []
        for item in fuse(reading.groups, reading.evidence, weights[kind], FUSION_K):
            work, uid = item.key.split("|", 1)
            law = law_of(work, uid)
            if law is None or law not in laws:
                laws.append(law)
            if len(laws) == 10:
                break
        answers = [str(a) for a in query["answers"]]
        rank = next((i + 1 for i, law in enumerate(laws) if law in answers), None)
        first = next((i + 1 for i, law in enumerate(laws) if law == answers[0]), None)
        rr += 1 / rank if rank else 0.0
        main += 1 / first if first else 0.0
        five += 1.0 if rank and rank <= 5 else 0.0
    n = len(readings) or 1
    return rr / n, main / n, five / n


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--passes", type=int, default=2)
    p.add_argument("--real", default=str(REAL), help="real questions to tune on, if there")
    args = p.parse_args()
    tuning = {"development": [DEVSET], **{f.stem: [f] for f in TUNING}}
    if Path(args.real).is_file():
        tuning["real questions"] = [Path(args.real)]
    held = {f.stem: [f] for f in HELDOUT}
    with Searcher(say=lambda m: print(m, file=sys.stderr)) as searcher:
        read = {name: [(q, searcher.read(q["q"])) for q in load_devset(*files)]
                for name, files in {**tuning, **held}.items()}

    def objective(weights: dict) -> float:
        return sum(a + b + c / 2 for a, b, c in (figures(read[n], weights) for n in tuning)
                   ) / len(tuning)

    weights = copy.deepcopy(FUSION)
    start = best = objective(weights)
    for _ in range(args.passes):
        for kind in weights:
            for evidence in weights[kind]:
                for slot in (0, 1):
                    keep = weights[kind][evidence]
                    for value in GRID:
                        pair = list(weights[kind][evidence])
                        pair[slot] = value
                        weights[kind][evidence] = tuple(pair)
                        score = objective(weights)
                        if score > best + 1e-9:
                            best, keep = score, weights[kind][evidence]
                    weights[kind][evidence] = keep
    print(f"objective {start:.4f} -> {best:.4f}")
    print(f"{'set':<32}{'queries':>8}{'before':>22}{'after':>22}")
    for name in [*tuning, *held]:
        b = figures(read[name], FUSION)
        a = figures(read[name], weights)
        mark = "" if name in tuning else "  (held out)"
        print(f"{name:<32}{len(read[name]):>8}" + "".join(
            f"{x:>8.3f}/{y:.3f}/{z:.0%}" for x, y, z in (b, a)) + mark)
    print("FUSION = {")
    for kind, table in weights.items():
        print(f'    "{kind}": {{' + ", ".join(f'"{e}": ({r}, {s})' for e, (r, s) in table.items())
              + "},")
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
