"""Building the corpus: checksums, bad input, and nothing half-written."""
from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import make_sources
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsearch import atomic, paths
from lawsearch.build import build_corpus, check_corpus
from lawsearch.errors import LawsearchError, SourceError


def _cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "lawsearch", *args], capture_output=True,
                          text=True, cwd=cwd)


def _previous_corpus(tmp_path: Path) -> tuple[Path, dict]:
    out = tmp_path / "akn"
    (out / "da").mkdir(parents=True)
    (out / "da" / "wbf-2017.xml").write_text("previous corpus", encoding="utf-8")
    return out, {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}


def _unchanged(out: Path, before: dict) -> bool:
    after = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    leftovers = [p for p in out.parent.iterdir() if p.name.startswith(".akn")]
    return after == before and not leftovers


def test_checksum_mismatch_is_refused_naming_the_file(tmp_path, sources_copy):
    src = sources_copy()
    (src / "wbf-2017-da.txt").write_bytes((src / "wbf-2017-da.txt").read_bytes() + b"x")
    out, before = _previous_corpus(tmp_path)
    result = _cli("build", "--sources", str(src), "--out", str(out))
    assert result.returncode != 0
    assert "wbf-2017-da.txt" in result.stderr and "SHA-256" in result.stderr
    assert _unchanged(out, before)


def _drop_law(data: bytes, start: bytes, end: bytes) -> bytes:
    i = data.index(start, data.index(start) + 1) if data.count(start) > 1 else data.index(start)
    return data[:i] + data[data.index(end, i):]


BAD_INPUTS = {
    "missing law": ("wbf-2017-da.txt",
                    lambda d: d[:d.index("§ 35.".encode())] + d[d.index("§ 36.".encode()):],
                    r"wbf-2017-da\.txt:\d+: expected .*35"),
    "duplicated law": ("wbf-2017-da.txt",
                       lambda d: d.replace("§ 36.".encode(), "§ 35.".encode(), 1),
                       r"wbf-2017-da\.txt:\d+: expected .*(35|36)"),
    "wrong encoding": ("wbf-2017-tr.txt",
                       lambda d: d.decode("utf-8").encode("iso-8859-9", errors="replace"),
                       r"wbf-2017-tr\.txt:\d+: expected UTF-8"),
    "truncated": ("wbf-2017-he.txt", lambda d: d[: len(d) // 2],
                  r"wbf-2017-he\.txt:\d+: expected .*truncated"),
    "binary": ("wbf-2017-da.txt", lambda d: d[:1000] + b"\x00\x01\x02" + d[1000:],
               r"wbf-2017-da\.txt:\d+: expected UTF-8 text"),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_bad_input_is_refused_and_previous_corpus_kept(case, tmp_path, sources_copy):
    file, edit, pattern = BAD_INPUTS[case]
    src = sources_copy({file: edit})
    out, before = _previous_corpus(tmp_path)
    result = _cli("build", "--sources", str(src), "--out", str(out), "-q")
    assert result.returncode != 0, result.stdout
    assert re.search(pattern, result.stderr), result.stderr
    assert "Traceback" not in result.stderr
    assert _unchanged(out, before)


def test_build_in_python_raises_source_error_with_line(tmp_path, sources_copy):
    src = sources_copy({"wbf-2017-da.txt": BAD_INPUTS["missing law"][1]}, only=("wbf-2017-da.txt",))
    with pytest.raises(SourceError) as err:
        build_corpus(src, tmp_path / "akn")
    assert err.value.line > 1 and err.value.path.endswith("wbf-2017-da.txt")
    assert not (tmp_path / "akn").exists()


def _hebrew_one_byte(data: bytes) -> bytes:
    return data.replace(b"(i)", b"(x)", 1)  # 12C1(e)(i) becomes an item no other edition has


def test_a_corpus_its_check_rejects_is_not_swapped_in(tmp_path, sources_copy):
    src = sources_copy({"wbf-2017-he.txt": _hebrew_one_byte})
    changed = (paths.SOURCES / "wbf-2017-he.txt").read_bytes()
    line = changed[:changed.index(b"(i)")].count(b"\n") + 1
    out, before = _previous_corpus(tmp_path)
    result = _cli("build", "--sources", str(src), "--out", str(out), "--no-index", "-q")
    assert result.returncode != 0, result.stdout
    assert "Traceback" not in result.stderr
    assert "`lawsearch check` would reject it for 3 problems" in result.stderr
    # Every unexplained gap named by file and line: where Hebrew lacks 12C1(e)(i) (after
    # 12C1(e), the line before the changed one), and where Turkish and Danish lack the new
    # 12C1(e)(x), with the changed line that has it.
    assert f"wbf-2017-he.txt:{line - 1}: no 12C1(e)(i) in the he edition" in result.stderr
    for lang in ("tr", "da"):
        assert re.search(rf"wbf-2017-{lang}\.txt:\d+: no 12C1\(e\)\(x\) in the {lang} edition "
                         rf".*he \(\S*wbf-2017-he\.txt:{line}\) has it", result.stderr)
    assert _unchanged(out, before)


def _whole_corpus(out: Path) -> bool:
    """`out` holds a complete corpus: every file the committed one has, each well-formed."""
    from lxml import etree

    names = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
    if names != sorted(p.relative_to(paths.AKN) for p in paths.AKN.rglob("*") if p.is_file()):
        return False
    for name in names:
        if name.suffix == ".xml":
            etree.fromstring((out / name).read_bytes())
        elif name.suffix == ".json":
            json.loads((out / name).read_text(encoding="utf-8"))
    return True


@pytest.mark.slow  # builds killed
def test_a_killed_build_leaves_a_whole_corpus_and_the_next_cleans_up(tmp_path):
    out, before = _previous_corpus(tmp_path)
    for delay in (1.0, 2.0):  # reading the sources; writing the corpus (or done)
        run = subprocess.Popen([sys.executable, "-m", "lawsearch", "build", "--out", str(out),
                                "--no-index", "-q"], stderr=subprocess.DEVNULL)
        time.sleep(delay)
        run.send_signal(signal.SIGKILL)
        run.wait()
        now = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
        assert now == before or _whole_corpus(out)
    # and what a build killed at other moments leaves, and a lock its process held
    for name in (".akn.x7q", ".akn.old"):
        (tmp_path / name).mkdir(exist_ok=True)
        (tmp_path / name / "part.xml").write_text("<half")
    for name in (".akn-glossary.tbx.tmp", ".glossary.tbx.tmp"):
        (tmp_path / name).write_text("<half")
    (tmp_path / ".akn.lock").write_text("99999999\n")
    build_corpus(paths.SOURCES, out, paths.GAPS)
    assert _whole_corpus(out)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["akn", "glossary.tbx", "situations.tbx"]


@pytest.mark.slow  # two builds
def test_two_builds_at_once_wait_for_each_other(tmp_path):
    out, _ = _previous_corpus(tmp_path)
    with atomic.lock(out):  # a build is writing: both wait, saying so, then build in turn
        runs = [subprocess.Popen([sys.executable, "-m", "lawsearch", "build", "--out", str(out),
                                  "--no-index"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 text=True) for _ in range(2)]
        for run in runs:
            for line in run.stderr:
                if line.startswith("another build is writing"):
                    break
            else:
                pytest.fail(f"no word of waiting: {run.communicate()}")
    for run in runs:
        _, err = run.communicate()
        assert run.returncode == 0, err
    assert _whole_corpus(out)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["akn", "glossary.tbx", "situations.tbx"]


def test_check_names_explanations_of_gaps_that_do_not_exist(tmp_path):
    gaps = json.loads(paths.GAPS.read_text(encoding="utf-8"))
    gaps.setdefault("he", {})["93Z"] = {"kind": "damage", "why": "a test's invention"}
    (tmp_path / "gaps.json").write_text(json.dumps(gaps), encoding="utf-8")
    assert check_corpus(paths.AKN, paths.GAPS) == []
    assert check_corpus(paths.AKN, tmp_path / "gaps.json") == [
        f"{tmp_path / 'gaps.json'}: explains a gap that does not exist: he:93Z"]


HEBREW = (paths.SOURCES / "wbf-2017-he.txt").read_bytes()
ASCII_AT = [i for i, b in enumerate(HEBREW) if 0x21 <= b < 0x7f]


@pytest.mark.slow  # many builds
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(at=st.sampled_from(ASCII_AT), byte=st.sampled_from(b"()0123456789abivxAB.-"))
def test_a_one_byte_change_builds_a_corpus_that_passes_check_or_none(tmp_path_factory, at, byte):
    tmp = tmp_path_factory.mktemp("one-byte")
    src = make_sources(tmp, {"wbf-2017-he.txt": lambda d: d[:at] + bytes([byte]) + d[at + 1:]})
    out, before = _previous_corpus(tmp)
    try:
        build_corpus(src, out, paths.GAPS)
    except LawsearchError as err:
        assert _unchanged(out, before)
        assert "wbf-2017-he.txt" in str(err) or "gaps.json" in str(err), str(err)
    else:
        assert check_corpus(out, paths.GAPS) == []


def test_a_build_elsewhere_leaves_the_checkouts_own_books_alone(tmp_path):
    """A corpus built to another folder must not write the English 1907 book into this
    checkout's `build/akn/`: every later search and site would change under the user's feet."""
    from lawsearch.sources import elwell_1907

    english = elwell_1907.english_source()
    if english is None:
        pytest.skip("the English 1907 original is not here, so no build could write it")
    local = paths.BUILD / "akn"
    before = {p: p.read_bytes() for p in local.rglob("*") if p.is_file()} if local.is_dir() else {}
    out = tmp_path / "akn"
    result = _cli("build", "--out", str(out), "--no-index", "-q")
    assert result.returncode == 0, result.stderr
    assert (out / "tr" / "wbf-2017.xml").is_file()
    after = {p: p.read_bytes() for p in local.rglob("*") if p.is_file()} if local.is_dir() else {}
    assert after == before
