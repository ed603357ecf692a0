"""Timings of the corpus build, as a table, with ratios to a baseline measured in the same run.

The baseline is a bare `python -c "import lxml.etree, json"` process. Figures only: nothing here is
asserted anywhere.

    python scripts/bench.py [--repeat N]
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lawsearch import akn, paths  # noqa: E402
from lawsearch.build import build_corpus, read_edition  # noqa: E402
from lawsearch.manifest import load_manifest  # noqa: E402


def timed(fn, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        runs.append(time.perf_counter() - t0)
    return statistics.median(runs)


def process(cmd: list[str], repeat: int) -> float:
    return timed(lambda: subprocess.run(cmd, check=True, capture_output=True), repeat)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    rows: list[tuple[str, float, str]] = []

    baseline = process([sys.executable, "-c", "import lxml.etree, json"], args.repeat)
    rows.append(("baseline: python -c 'import lxml.etree, json'", baseline, ""))

    entries = [e for e in load_manifest(paths.SOURCES) if e.reader]
    editions = {}
    for entry in entries:
        editions[entry.file] = (read_edition(entry), entry)
        t = timed(lambda: read_edition(entry), args.repeat)
        rows.append((f"parse {entry.file}", t, ""))

    akn.schema()  # load the XSD once, as a build does
    schema_load = timed(lambda: (akn.schema.cache_clear(), akn.schema()), 1)
    rows.append(("load AKN XSD", schema_load, ""))
    for name, (edition, entry) in editions.items():
        t = timed(lambda: akn.validate(akn.to_xml(edition, entry), name), args.repeat)
        rows.append((f"write + validate {edition.lang}", t, ""))

    from lawsearch.citations.link import link_editions

    fresh = [read_edition(entry) for entry in entries]
    t0 = time.perf_counter()
    occurrences = link_editions(fresh)
    t = time.perf_counter() - t0
    designations = [d for occ in occurrences.values() for o in occ for d in o.citation.designations]
    resolved = sum(1 for d in designations if d.target)
    rate = len(designations) / t if t else 0.0
    rows.append(("find + resolve + link citations, all editions", t,
                 f"{len(designations)} designations ({resolved} resolved), {rate:,.0f}/s"))

    with tempfile.TemporaryDirectory() as tmp:
        local = Path(tmp) / "local"  # the English 1907 book, when a copy is at hand
        t = timed(lambda: build_corpus(paths.SOURCES, Path(tmp) / "akn", paths.GAPS, local=local),
                  args.repeat)
        steps = build_corpus(paths.SOURCES, Path(tmp) / "akn", paths.GAPS, local=local).timings
        for step, seconds in steps.items():
            rows.append((f"  build step: {step}", seconds, ""))
        tracemalloc.start()  # a separate run: tracing slows the build several times over
        build_corpus(paths.SOURCES, Path(tmp) / "akn", paths.GAPS)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        rows.append(("whole build (in process)", t, f"peak {peak / 2**20:.1f} MiB traced"))
        cold = process([sys.executable, "-m", "lawsearch", "show", "27", "--format", "json",
                        "--corpus", str(paths.AKN)], args.repeat)
        rows.append(("cold `lawsearch show 27 --format json`", cold, ""))

    width = max(len(r[0]) for r in rows)
    print(f"{'step':<{width}}  {'seconds':>9}  {'× baseline':>10}  notes")
    for name, seconds, note in rows:
        print(f"{name:<{width}}  {seconds:>9.4f}  {seconds / baseline:>10.2f}  {note}")


if __name__ == "__main__":
    main()
