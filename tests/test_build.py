"""Building the corpus: checksums, bad input, and nothing half-written."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from lawsearch.build import build_corpus
from lawsearch.errors import SourceError


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
