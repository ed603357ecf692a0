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


# A megabyte of citations, as dense as a text can hold them, in each grammar's forms (Turkish,
# Danish, Hebrew, English).
DENSE = ("bkz. Yasa 27B1(a) ve Yasa 12C1; bu Yasanın B bölümü. ",
         "jf. § 27B1a og §§ 12-16, § 30. ",
         "ראו חוק 27ב1(א) וחוקים 12ג1, 16ב. ",
         "See Law 27B1(a) and Laws 12C1, 16B and 64A-64C. ")
MEGABYTE = 1_000_000


def megabyte_rows(rows: list) -> None:
    """`Corpus.cite` of a megabyte of dense citations in each language (its work grows with the
    text, not its square: tests/test_cite_linear.py), and `cite -` reading it from standard
    input in a new process."""
    import subprocess
    import tempfile

    from lawsearch import Corpus

    corpus = Corpus.load()
    corpus.cite("Yasa 27")  # the grammars compiled
    for unit in DENSE:
        text = (unit * (MEGABYTE // len(unit) + 1))[:MEGABYTE]
        t0 = time.perf_counter()
        found = corpus.cite(text)
        rows.append((f"Corpus.cite, 1 MB of «{unit[:16]}…»", time.perf_counter() - t0,
                     f"{len(found):,} citations"))
    text = (DENSE[1] * (MEGABYTE // len(DENSE[1]) + 1))[:MEGABYTE]
    with tempfile.TemporaryFile() as f:
        f.write(text.encode("utf-8"))
        f.seek(0)
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "lawsearch", "cite", "-"], stdin=f,
                       capture_output=True)
        rows.append((f"`lawsearch cite -`, 1 MB of «{DENSE[1][:16]}…» (cold process)",
                     time.perf_counter() - t0, ""))


def hostile_import_rows(rows: list) -> None:
    """`lawsearch import --dry-run` of what no edition is: a 200 MB text and a PDF whose one
    stream inflates to 1 GiB (tests/hostile_files.py), each refused at its limit
    (`imports/limits.py`), lines as long as a text may have, each word to repair, lines read
    as letter-spaced of the most parts and the most lines with no page, each weighed as a
    note's, refused once read; each in a new process, its peak memory from the kernel."""
    import subprocess
    import tempfile

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    import hostile_files as hostile  # noqa: E402

    from lawsearch.lang import SOURCE  # the hostile files begin as an English edition

    from lawsearch.lang.en import LAW_TITLES

    # the headings of ten laws: a text is read on (not refused at once as no edition) with them
    ten = "".join(f"LAW {n}\n{LAW_TITLES[n].upper()}\n" for n in range(1, 11))
    with tempfile.TemporaryDirectory() as tmp:
        made = {"200 MB text": hostile.long_text(Path(tmp) / "big.txt",
                                                 "LAW 1\nTHE PACK\n", 200 * hostile.MB),
                "1 MB PDF inflating to 1 GiB": hostile.zlib_bomb_pdf(Path(tmp) / "bomb.pdf"),
                # the ligature repairer on the longest lines a text may have (limits.py)
                "1 MB text in 10 lines of 100,000 characters, a lost ligature every other word":
                    hostile.lost_ligature_lines(Path(tmp) / "lost.txt", ten, 10),
                # the same with one law's heading: no edition, refused before any repair
                "1 MB text of the same lines, one law's heading":
                    hostile.lost_ligature_lines(Path(tmp) / "one.txt", "LAW 1\nTHE PACK\n", 10),
                # the reading of letter-spaced lines on the longest it reads, of the most parts
                "1 MB text of letter-spaced lines of a hundred parts":
                    hostile.letter_spaced_lines(Path(tmp) / "spaced.txt", ten),
                # the notes of a text whose page breaks were lost, weighed at every line that
                # may begin one, on the most lines a text may have
                "text of 240,000 lines with no page, a note's number every fourth line":
                    hostile.unpaged_notes(Path(tmp) / "unpaged.txt", ten),
                # the chain of laws, each heading weighed against those before it
                "text of 240,000 law headings": _headings(Path(tmp) / "headings.txt"),
                # a footnote's marker told from a citation's number, on the longest lines
                "text of an edition and 20 lines of 99,999 characters of citations":
                    _citation_lines(Path(tmp) / "citations.txt"),
                # a paragraph's lines joined, each to the text before it (was: 87 s)
                "text of 5,000 lines like a law's heading, long paragraphs between":
                    _long_paragraphs(Path(tmp) / "paragraphs.txt"),
                # a paragraph's parts written into the XML, each after those before it (125 s)
                "text of the invented edition with 40,000 lines of citations in Law 27":
                    _cited_law(Path(tmp) / "cited.txt"),
                "PDF whose references loop": hostile.reference_loop_pdf(Path(tmp) / "loop.pdf")}
        for name, path in made.items():
            t0 = time.perf_counter()
            done = subprocess.run([sys.executable, "-c", _PEAK, sys.executable, "-m", "lawsearch",
                                   "--data", tmp, "import", str(path), "--lang", SOURCE,
                                   "--dry-run"], capture_output=True, text=True)
            seconds = time.perf_counter() - t0
            said = done.stderr.strip().splitlines() or [""]
            code, peak = map(int, done.stdout.strip().splitlines()[-1].split())
            rows.append((f"import --dry-run of a {name}", seconds,
                         f"exit {code} ({'read' if code == 0 else 'refused'}); "
                         f"peak RSS {peak / 1024:.0f} MiB; "
                         f"{said[-1].split(': ', 2)[-1][:60]}…"))


def _headings(path: Path) -> Path:
    from lawsearch.works import LAWS

    path.write_text("".join(f"LAW {1 + k % LAWS.laws}\n" for k in range(240_000)),
                    encoding="utf-8")
    return path


def _citation_lines(path: Path) -> Path:
    from english_editions import invented  # (tests/, on the path above)

    line = ("27B1(a) " * 12_500)[:99_999]
    path.write_text(invented("wbf", 0).text() + ("\n" + line) * 20, encoding="utf-8")
    return path


def _long_paragraphs(path: Path) -> Path:
    path.write_text("\n".join(f"LAW {i % 93 + 1}" if i % 12 == 0 else "the player who bids"
                              for i in range(60_000)), encoding="utf-8")
    return path


def _cited_law(path: Path) -> Path:
    from english_editions import invented  # (tests/, on the path above)

    lines = invented("acbl", 0).text().split("\n")
    law = [i for i, line in enumerate(lines) if line.startswith("LAW 27")][-1] + 4
    cited = [f"see Law {i % 93 + 1}{'ABCDE'[i % 5]}{i % 4 + 1}(a)" for i in range(40_000)]
    path.write_text("\n".join(lines[:law] + cited + lines[law:]), encoding="utf-8")
    return path


# Runs the command it is given and prints its exit code and peak memory (KiB): a child forked
# from this small process, not from the bench (a forked child's peak counts its parent's pages).
_PEAK = ("import resource, subprocess, sys; r = subprocess.run(sys.argv[1:]); "
         "print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")


def main() -> None:
    rows: list[tuple] = []
    bounds_rows(rows)
    megabyte_rows(rows)
    hostile_import_rows(rows)
    width = max(len(r[0]) for r in rows)
    print(f"{'step':<{width}}  {'seconds':>9}  notes")
    for name, seconds, note, *_ in rows:
        print(f"{name:<{width}}  {seconds:>9.4f}  {note}")


if __name__ == "__main__":
    main()
