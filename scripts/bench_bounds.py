"""The worst case of `search`, `show` and `cite` on hostile input: long words, long citation
lists, repeated Hebrew prefixes, random Unicode, up to 100,000 characters. Each input is answered
or refused (a `LawsearchError`); the row gives the slowest call's time and the largest traced
memory peak of any call, and which input gave them. Figures only: nothing here is asserted.

    python scripts/bench_bounds.py          # prints the rows alone
    bounds_rows(rows)                       # the same rows, for scripts/bench.py's table
"""
from __future__ import annotations

import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SIZES = (1_000, 10_000, 100_000)
PATTERNS = (
    "a", "İ", "27", "appeludvalg", "x y ", '"', "(", "kart oyuncu ",  # words, one long word
    "Yasa 27 ve ", "חוק 27 ו", "§§ 1-2, ", "27B1(a)(i)", "Laws 1, 2, 3, ",  # citation lists
    "Yasa 27'nin ", "27B1(a)(i) ", "Yasa 94 ve ", "§§ 3-1, ",  # and of what does not exist
    "בחוק הוביל ",
)


def inputs() -> list[tuple[str, str]]:
    """(label, text): each pattern repeated to each size, and random Unicode of each size."""
    out = []
    for size in SIZES:
        for p in PATTERNS:
            out.append((f"{p!r} ×{size:,} chars", (p * (size // len(p) + 1))[:size]))
        rng = random.Random(size)
        text = "".join(chr(rng.choice((rng.randrange(32, 0x2FF), rng.randrange(0x590, 0x5FF),
                                       rng.randrange(0x3000, 0xD7FF), 0x20)))
                       for _ in range(size))
        out.append((f"random Unicode ×{size:,} chars", text))
    return out


def _call(fn, text: str) -> str:
    from lawsearch.errors import LawsearchError

    try:
        fn(text)
        return "answered"
    except LawsearchError:
        return "refused"


UNTRACED = 10.0  # seconds: a call slower than this is not run again under tracemalloc


def bounds_rows(rows: list) -> None:
    """One row per API function (and `cite` as the command line reads it): its slowest call on
    `inputs()` (seconds) and, in the note, that input, how many calls took over a second, the
    largest traced memory peak of any call and its input, and the calls answered and refused."""
    from lawsearch.citations import cite
    from lawsearch.citations.resolve import Units
    from lawsearch import Corpus

    corpus = Corpus.load()
    units = Units(corpus.ids)
    calls = {"search": corpus.search, "show": corpus.show, "cite": corpus.cite,
             "`lawsearch cite`": lambda text: cite(text, units)}
    for fn in calls.values():  # warm: the index opened, the grammars compiled
        _call(fn, "Yasa 27 kart")
    cases = inputs()
    for name, fn in calls.items():
        slowest, slow_label, peak, peak_label, over, untraced = 0.0, "", 0, "", 0, 0
        outcomes = {"answered": 0, "refused": 0}
        for label, text in cases:
            t0 = time.perf_counter()
            outcomes[_call(fn, text)] += 1
            seconds = time.perf_counter() - t0
            over += seconds > 1.0
            if seconds > slowest:
                slowest, slow_label = seconds, label
            if seconds > UNTRACED:
                untraced += 1
                continue
            tracemalloc.start()  # a separate run: tracing slows the call
            _call(fn, text)
            used = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            if used > peak:
                peak, peak_label = used, label
        skipped = f"; {untraced} calls over {UNTRACED:.0f} s not traced" if untraced else ""
        note = (f"slowest: {slow_label}; {over} over 1 s; peak {peak / 2**20:.1f} MiB traced "
                f"({peak_label}{skipped}); {outcomes['answered']} answered, "
                f"{outcomes['refused']} refused")
        rows.append((f"worst case, {name}, {len(cases)} hostile inputs", slowest, note))


def main() -> None:
    rows: list[tuple] = []
    bounds_rows(rows)
    width = max(len(r[0]) for r in rows)
    print(f"{'step':<{width}}  {'seconds':>9}  notes")
    for name, seconds, note, *_ in rows:
        print(f"{name:<{width}}  {seconds:>9.4f}  {note}")


if __name__ == "__main__":
    main()
