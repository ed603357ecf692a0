"""Search quality on the development set: MRR@10 and recall@5 per language.

    python scripts/evaluate.py [--devset FILE ...] [--heldout | --tuning] [--misses]

`--heldout` measures the queries written apart from the development set instead
(tests/search/heldout-*.json), which were never used to tune the ranking; `--tuning` the
situations the fusion's weights are tuned on besides the development set
(tests/search/tuning-*.json).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lawsearch.search import Searcher  # noqa: E402
from lawsearch.search.evaluation import (DEVSET, HELDOUT, TUNING, evaluate,  # noqa: E402
                                         load_devset)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--devset", nargs="+", default=[str(DEVSET)])
    p.add_argument("--heldout", action="store_true", help="the held-out queries instead")
    p.add_argument("--tuning", action="store_true",
                   help="the tuning situations instead (tuned on with the development set)")
    p.add_argument("--misses", action="store_true",
                   help="list the queries whose answer is not first")
    args = p.parse_args()
    files = HELDOUT if args.heldout else TUNING if args.tuning else [Path(f) for f in args.devset]
    queries = load_devset(*files)
    with Searcher(say=lambda m: print(m, file=sys.stderr)) as searcher:
        scores = evaluate(searcher, queries)
    print(f"{'language':<10}{'queries':>8}{'MRR@10':>9}{'recall@5':>10}")
    for lang, s in scores.by_lang().items():
        print(f"{lang:<10}{s['queries']:>8}{s['mrr@10']:>9.3f}{s['recall@5']:>10.1%}")
    if args.misses:
        for o in scores.outcomes:
            if o.rank != 1:
                print(f"  [{o.query['lang']}] {o.query['q']!r}: answer {o.query['answers']} "
                      f"at {o.rank or '-'}; got {[law for law in o.laws[:5]]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
