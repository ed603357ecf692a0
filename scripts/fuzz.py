"""Fuzz the Python API: `Corpus.search`, `Corpus.show` and `Corpus.cite` on random text (any
Unicode, lone surrogates, citation-like fragments in every language, long repeats), N cases each.
Only the project's own errors (`LawsearchError`, a clear message) may come out; anything else is
counted and its first examples printed. Figures only: exit status 1 if any call crashed.

    python scripts/fuzz.py [--cases 100000] [--seed 1] [--only show]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lawsearch import Corpus  # noqa: E402
from lawsearch.errors import LawsearchError  # noqa: E402

PIECES = ["Law 27", "Laws 61-64", "§ 27B1a", "§§ 3-1", "Yasa 27'de", "Yasa 50D2nin", "חוק 27ב1(א)",
          "חוקים 61-64", "27B1(a)(i)", "(b)", "B1", " ve ", " og ", " and ", ", ", "-", "–", "94",
          "99999", "insufficient bid", "yetersiz deklare", "utilstrækkeligt", "קלף", "\"", "'",
          "elwell-1907:scoring:3", ":", "(", ")", "İ", "ı", "\u0591", "\u200f", "\ufeff", "\x00",
          "\ud800", "constructor", "__proto__", "*", "?", "AND", "OR", "NOT", "~", "^"]


def text(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.4:  # citation-like fragments
        return "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 12)))
    if kind < 0.8:  # any code points, surrogates included
        return "".join(chr(rng.randint(0, 0x10FFFF)) for _ in range(rng.randint(0, 40)))
    if kind < 0.98:  # letters of the corpus's scripts
        alphabet = "abcçdefgğhıijklmnoöprsştuüvyzæøå אבגדהוזחטיכלמנסעפצקרשת0123456789().,§"
        return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 80)))
    return rng.choice(PIECES) * rng.randint(100, 10_000)  # long repeats


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", choices=["search", "show", "cite"], action="append",
                    help="fuzz only this function (repeatable); all three by default")
    args = ap.parse_args()
    corpus = Corpus.load()
    calls = {"search": corpus.search, "show": corpus.show, "cite": corpus.cite}
    crashed = 0
    for name, fn in calls.items():
        if args.only and name not in args.only:
            continue
        rng = random.Random(args.seed)
        errors = refused = 0
        worst = (0.0, "")
        start = time.perf_counter()
        for _ in range(args.cases):
            t = text(rng)
            t0 = time.perf_counter()
            try:
                fn(t)
            except LawsearchError:
                refused += 1
            except Exception:  # noqa: BLE001 — what this script looks for
                errors += 1
                if errors <= 3:
                    print(f"{name}({t[:80]!r}…) crashed:\n{traceback.format_exc()}")
            elapsed = time.perf_counter() - t0
            if elapsed > worst[0]:
                worst = (elapsed, t)
        crashed += errors
        print(f"{name}: {args.cases:,} cases in {time.perf_counter() - start:.0f} s, "
              f"{refused:,} refused with a message, {errors} crashed; slowest "
              f"{worst[0]:.3f} s ({worst[1][:40]!r}…, {len(worst[1]):,} characters)", flush=True)
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
