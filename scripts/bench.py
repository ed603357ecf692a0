"""Timings of the corpus build, the search index and search, as a table, with ratios to a
baseline measured in the same run.

The baseline is a bare `python -c "import lxml.etree, json"` process. Search is measured on the
development set (`tests/search/devset.json`): warm latency (each query's median of five runs,
after other queries warmed the process), and the same queries on SQLite FTS5 over the same texts
as a reference line; cold `show` and `search` processes, and cold `show` from the wheel of this
checkout installed in a fresh virtual environment (tests/installed.py). Figures only: nothing here
is asserted anywhere.

    python scripts/bench.py [--repeat N] [--skip-build]

The website's build time, total size and the size of its search data come next; last, the
import of an English edition as a user has it: an invented edition of about 160 pages
(tests/english_editions.py) as a PDF, imported by a fresh `lawsearch import` process (text
extraction, reading, alignment, Akoma Ntoso written and validated), and the same edition's
extracted text; and the worst case of `search`, `show` and `cite` on hostile inputs up to 100,000
characters (scripts/bench_bounds.py).
"""
from __future__ import annotations

import argparse
import os
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


def processes(cmds: dict[str, list[str] | tuple[list[str], dict]], repeat: int) -> dict[str, float]:
    """Median wall time of each command (or command and its environment), run in turn round after
    round, so that a slow spell of the machine falls on all of them alike (the ratios to the
    baseline are what is compared)."""
    import compileall

    # Bytecode as any installed package has it (an environment that forbids writing it would
    # otherwise charge every cold start with compiling the sources).
    compileall.compile_dir(str(Path(paths.__file__).parent), quiet=1)
    runs: dict[str, list[float]] = {name: [] for name in cmds}
    for _ in range(repeat):
        for name, cmd in cmds.items():
            cmd, env = cmd if isinstance(cmd, tuple) else (cmd, None)
            t0 = time.perf_counter()
            subprocess.run(cmd, check=True, capture_output=True, env=env)
            runs[name].append(time.perf_counter() - t0)
    return {name: statistics.median(times) for name, times in runs.items()}


def lawsearch_command() -> list[str]:
    """The installed `lawsearch` script beside this Python, as a user runs it; else `-m`."""
    script = Path(sys.executable).parent / "lawsearch"
    return [str(script)] if script.exists() else [sys.executable, "-m", "lawsearch"]


BASELINE = [sys.executable, "-c", "import lxml.etree, json"]


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


# Not from the development set, so that its queries' own words are not looked up beforehand.
WARM_UP = ("kart", "oyuncu", "bud", "spiller", "קלף", "שחקן", "card", "player", "hakem",
           "turneringsleder", "מנהל התחרות", "director", "Yasa 12", "§ 12", "חוק 12")


def search_rows(rows: list, repeat: int) -> None:
    from lawsearch.search import Searcher
    from lawsearch.search.evaluation import evaluate, load_devset
    from lawsearch.search.index import build as build_index

    queries = load_devset()
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        steps = build_index(paths.AKN, Path(tmp) / "index")
        rows.append(("search index build (Whoosh, spaCy tables)", time.perf_counter() - t0, ""))
        for step, seconds in steps.items():
            rows.append((f"  {step}", seconds, ""))
    with Searcher() as searcher:
        for q in WARM_UP:  # warm the process (files read, code paths run) on other queries
            searcher.search(q)
        # Each query's latency is the median of five runs, so that a moment when the machine
        # is busy elsewhere does not pass for the query's own time (p99 is the 2nd slowest).
        latencies = []
        for q in queries:
            runs = []
            for _ in range(5):
                t0 = time.perf_counter()
                searcher.search(q["q"])
                runs.append(time.perf_counter() - t0)
            latencies.append(statistics.median(runs))
        scores = evaluate(searcher, queries).by_lang()["all"]
    note = f"{len(queries)} queries; MRR@10 {scores['mrr@10']:.3f}, recall@5 {scores['recall@5']:.1%}"
    rows.append(("search, warm, p50", percentile(latencies, 0.5), note))
    rows.append(("search, warm, p99", percentile(latencies, 0.99), ""))
    fts5_rows(rows, queries)
    cmd = lawsearch_command()
    with tempfile.TemporaryDirectory() as tmp:
        wheel = installed_wheel(Path(tmp))
        # its index built, as a user's first `search` or `build` builds it
        wheel.run("search", "yetersiz deklare", cwd=Path(tmp))
        cold = processes({
            "baseline": BASELINE,
            'cold `lawsearch show "Yasa 27"`': cmd + ["show", "Yasa 27"],
            'cold `lawsearch search "yetersiz deklare"`': cmd + ["search", "yetersiz deklare"],
            'cold `lawsearch show "Yasa 27"`, installed from the wheel (its index built)':
                ([str(wheel.lawsearch), "show", "Yasa 27"], wheel.env()),
        }, max(repeat, 15))
    baseline = cold.pop("baseline")
    for name, seconds in cold.items():
        rows.append((name, seconds, f"ratio to baseline runs beside it ({baseline:.4f} s)",
                     seconds / baseline))


def installed_wheel(tmp: Path):
    """The wheel of this checkout installed in a fresh virtual environment in `tmp`, run with a
    user's environment (tests/installed.py)."""
    sys.path.insert(0, str(paths.ROOT / "tests"))
    from installed import install  # noqa: E402

    return install(tmp)


def fts5_rows(rows: list, queries: list[dict]) -> None:
    """The same texts in SQLite FTS5 (unicode61, diacritics removed, BM25), the same queries as
    OR of their words: a reference line for speed and quality."""
    import sqlite3

    from lawsearch.annotations import load_index
    from lawsearch.corpus import Corpus
    from lawsearch.glossary import build_glossary
    from lawsearch.search.documents import documents
    from lawsearch.search.evaluation import law_of

    corpus = Corpus.load()
    docs = list(documents(corpus, [], build_glossary(corpus), load_index(paths.AKN)))
    db = sqlite3.connect(":memory:")
    t0 = time.perf_counter()
    db.execute("CREATE VIRTUAL TABLE d USING fts5(key UNINDEXED, title, text, "
               "tokenize='unicode61 remove_diacritics 2')")
    db.executemany("INSERT INTO d VALUES (?, ?, ?)", ((d.key, d.title, d.text) for d in docs))
    rows.append(("reference: SQLite FTS5 index build", time.perf_counter() - t0, ""))
    latencies, rr, rec = [], 0.0, 0.0
    for q in queries:
        words = ['"' + w.replace('"', "") + '"' for w in q["q"].split() if w.replace('"', "")]
        t0 = time.perf_counter()
        found = db.execute("SELECT key FROM d WHERE d MATCH ? ORDER BY bm25(d, 3.0, 1.0) "
                           "LIMIT 200", (" OR ".join(words),)).fetchall() if words else []
        keys = list(dict.fromkeys(k for (k,) in found))[:10]
        latencies.append(time.perf_counter() - t0)
        laws = [law_of(*k.split("|", 1)) for k in keys]
        rank = next((i + 1 for i, law in enumerate(laws) if law in q["answers"]), None)
        rr += 1 / rank if rank else 0
        rec += len(set(q["answers"]) & set(laws[:5])) / len(q["answers"])
    n = len(queries)
    rows.append(("reference: SQLite FTS5 search p50", percentile(latencies, 0.5),
                 f"MRR@10 {rr / n:.3f}, recall@5 {rec / n:.1%}"))
    rows.append(("reference: SQLite FTS5 search p99", percentile(latencies, 0.99), ""))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--skip-build", action="store_true", help="search figures only")
    args = ap.parse_args()
    rows: list[tuple] = []  # (step, seconds, note[, ratio when not to the first baseline])

    baseline = process(BASELINE, max(args.repeat, 9))
    rows.append(("baseline: python -c 'import lxml.etree, json'", baseline, ""))

    if not args.skip_build:
        build_rows(rows, args.repeat)
    search_rows(rows, args.repeat)
    site_rows(rows)
    import_rows(rows)
    from bench_bounds import bounds_rows, hostile_import_rows, megabyte_rows  # noqa: E402

    bounds_rows(rows)
    megabyte_rows(rows)
    hostile_import_rows(rows)

    width = max(len(r[0]) for r in rows)
    print(f"{'step':<{width}}  {'seconds':>9}  {'× baseline':>10}  notes")
    for name, seconds, note, *ratio in rows:
        ratio = ratio[0] if ratio else seconds / baseline
        print(f"{name:<{width}}  {seconds:>9.4f}  {ratio:>10.2f}  {note}")


def build_rows(rows: list, repeat: int) -> None:
    entries = [e for e in load_manifest(paths.SOURCES) if e.reader]
    editions = {}
    for entry in entries:
        editions[entry.file] = (read_edition(entry), entry)
        t = timed(lambda: read_edition(entry), repeat)
        rows.append((f"parse {entry.file}", t, ""))

    akn.schema()  # load the XSD once, as a build does
    schema_load = timed(lambda: (akn.schema.cache_clear(), akn.schema()), 1)
    rows.append(("load AKN XSD", schema_load, ""))
    for name, (edition, entry) in editions.items():
        t = timed(lambda: akn.validate(akn.to_xml(edition, entry), name), repeat)
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
                  repeat)
        steps = build_corpus(paths.SOURCES, Path(tmp) / "akn", paths.GAPS, local=local).timings
        for step, seconds in steps.items():
            rows.append((f"  build step: {step}", seconds, ""))
        tracemalloc.start()  # a separate run: tracing slows the build several times over
        build_corpus(paths.SOURCES, Path(tmp) / "akn", paths.GAPS)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        rows.append(("whole build (in process)", t, f"peak {peak / 2**20:.1f} MiB traced"))
        cold = process([sys.executable, "-m", "lawsearch", "show", "27", "--format", "json",
                        "--corpus", str(paths.AKN)], repeat)
        rows.append(("cold `lawsearch show 27 --format json`", cold, ""))


def site_rows(rows: list) -> None:
    """The website: its build (from the corpus and the index), total size, search data."""
    from lawsearch.site.build import build_site

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "site"
        t0 = time.perf_counter()
        built = build_site(paths.AKN, out)
        rows.append(("site build (pages, MkDocs, search data, link check)",
                     time.perf_counter() - t0, ""))
        for step, seconds in built.steps.items():
            rows.append((f"  {step}", seconds, ""))
        files = [p for p in out.rglob("*") if p.is_file()]
        total = sum(p.stat().st_size for p in files)
        rows.append(("site: total size", 0.0,
                     f"{total / 2**20:.2f} MiB in {len(files)} files"))
        for name, size in built.sizes.items():
            rows.append((f"site: {name}", 0.0, f"{size / 2**20:.2f} MiB uncompressed"))


def import_rows(rows: list) -> None:
    """`lawsearch import` of a PDF of about 160 pages and of its text, each in a new process."""
    sys.path.insert(0, str(paths.ROOT / "tests"))
    from english_editions import invented  # noqa: E402

    edition = invented("acbl", 0)
    from lawsearch.lang import SOURCE  # the invented edition is in English

    with tempfile.TemporaryDirectory() as tmp:
        pdf = Path(tmp) / "laws-en.pdf"
        pdf.write_bytes(edition.pdf())
        glyphs = Path(tmp) / "laws-en-glyphs.pdf"  # as a browser's PDF draws text
        glyphs.write_bytes(edition.pdf(glyphs=True))
        text = Path(tmp) / "laws-en.txt"
        text.write_text(edition.text(ligatures="lost"), encoding="utf-8")
        env = {**os.environ, "LAWSEARCH_USER_CORPUS": str(Path(tmp) / "user")}
        for name, path, note in ((f"import a {len(edition.pages)}-page PDF (cold process)", pdf,
                                  "pdfminer.six extraction included"),
                                 ("the same PDF drawn glyph by glyph (cold process)", glyphs,
                                  "each character placed on its own"),
                                 ("import its extracted text (cold process)", text,
                                  "lost ligatures repaired")):
            t0 = time.perf_counter()
            subprocess.run([*lawsearch_command(), "import", str(path), "--lang", SOURCE,
                            "--replace"], check=True, capture_output=True, env=env)
            rows.append((name, time.perf_counter() - t0, note))
        from lawsearch.imports.pdf import extract

        t0 = time.perf_counter()
        extract(pdf)
        rows.append(("  of it: PDF text extraction (in process)", time.perf_counter() - t0, ""))


if __name__ == "__main__":
    main()
