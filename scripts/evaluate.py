"""Search quality: MRR@10, main-law MRR@10 and recall@5 per language, over the laws ranked.

    python scripts/evaluate.py [--devset FILE ...] [--heldout | --tuning | --real [FILE]]
                               [--misses]

By default the development set. `--heldout` measures the queries written apart from it
(tests/search/heldout-*.json), never used to tune the ranking; `--tuning` the situations and
questions the weights are tuned on besides the development set (tests/search/tuning-*.json);
`--real` real questions as players and directors asked them, read where they are kept
(../shared/eval/real-questions-dev.tsv beside the project; never copied into it).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lawsearch.search import Searcher  # noqa: E402
from lawsearch.search.evaluation import (DEVSET, HELDOUT, REAL, TUNING,  # noqa: E402
                                         evaluate, load_devset)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--devset", nargs="+", default=[str(DEVSET)])
    p.add_argument("--heldout", action="store_true", help="the held-out queries instead")
    p.add_argument("--tuning", action="store_true",
                   help="the tuning situations and questions instead")
    p.add_argument("--real", nargs="?", const=str(REAL), metavar="FILE",
                   help=f"real questions, tab-separated (default {REAL})")
    p.add_argument("--misses", action="store_true",
                   help="list the queries whose answer is not first")
    args = p.parse_args()
    if args.real and not Path(args.real).is_file():
        p.error(f"no real questions at {args.real}")
    files = ([Path(args.real)] if args.real else HELDOUT if args.heldout else
             TUNING if args.tuning else [Path(f) for f in args.devset])
    queries = load_devset(*files)
    with Searcher(say=lambda m: print(m, file=sys.stderr)) as searcher:
        scores = evaluate(searcher, queries)
    print(f"{'language':<10}{'queries':>8}{'MRR@10':>9}{'main@10':>9}{'recall@5':>10}")
    for lang, s in scores.by_lang().items():
        print(f"{lang:<10}{s['queries']:>8}{s['mrr@10']:>9.3f}{s['main@10']:>9.3f}"
              f"{s['recall@5']:>10.1%}")
    if args.misses:
        for o in scores.outcomes:
            if o.rank != 1:
                print(f"  [{o.query['lang']}] {o.query['q']!r}: answer {o.query['answers']} "
                      f"at {o.rank or '-'}; got {o.laws[:5]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
