"""The modes of what lawsearch writes for a user: `export -o` over an existing file keeps its
mode (a private file stays private), a new file has the mode the umask gives, a link is written
through. (The imported editions' modes: test_import_atomic.py.)"""
from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from lawsearch.cli import main
from lawsearch.export import write_file


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def umask():
    """Set the process's umask for the test, put back after."""
    saved = os.umask(0o022)
    os.umask(saved)

    def set_mask(mask: int) -> None:
        os.umask(mask)
    yield set_mask
    os.umask(saved)


@pytest.mark.parametrize("existing", [0o600, 0o640, 0o664, 0o444])
def test_a_file_written_over_keeps_its_mode(tmp_path, umask, existing):
    umask(0o022)
    target = tmp_path / "laws.jsonl"
    target.write_text("old\n")
    target.chmod(existing)
    write_file(target, ["new\n"])
    assert target.read_text() == "new\n" and mode(target) == existing


@pytest.mark.parametrize("mask, expected", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_has_the_mode_the_umask_gives(tmp_path, umask, mask, expected):
    umask(mask)
    target = tmp_path / "laws.tmx"
    write_file(target, ["x"])
    assert mode(target) == expected
    assert [p.name for p in tmp_path.iterdir()] == ["laws.tmx"]  # no temporary left


def test_a_link_is_written_through_to_its_file(tmp_path, umask):
    umask(0o022)
    real = tmp_path / "real.tmx"
    real.write_text("old")
    real.chmod(0o600)
    link = tmp_path / "link.tmx"
    link.symlink_to(real)
    write_file(link, ["new"])
    assert link.is_symlink() and real.read_text() == "new" and mode(real) == 0o600


@pytest.mark.parametrize("fmt", ["jsonl", "tmx", "text"])
def test_export_o_over_a_private_file_leaves_it_private(tmp_path, umask, capsys, fmt):
    umask(0o022)
    target = tmp_path / f"out.{fmt}"
    target.write_text("old")
    target.chmod(0o600)
    args = ["export", "--format", fmt, "-o", str(target)] + (["--lang", "tr"] if fmt == "text"
                                                              else [])
    assert main(args) == 0
    capsys.readouterr()
    assert target.read_text(encoding="utf-8") != "old" and mode(target) == 0o600


def test_what_a_killed_export_left_is_removed_by_the_next_and_a_running_ones_kept(tmp_path):
    """An export killed while it writes leaves its temporary file (a kill leaves no time to
    remove it); the next export to the same file removes it, and leaves the temporary file of
    an export still running, and those of other files."""
    import signal
    import subprocess
    import sys

    target = tmp_path / "laws.jsonl"
    # an export that writes its first line and then waits to be killed
    writer = subprocess.Popen([sys.executable, "-c", (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from lawsearch.export import write_file\n"
        "def chunks():\n"
        "    yield 'first\\n'\n"
        "    print('writing', flush=True)\n"
        "    time.sleep(600)\n"
        f"write_file(Path({str(target)!r}), chunks())\n")], stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout.readline() == "writing\n"
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    (left,) = tmp_path.glob(".laws.jsonl.*.tmp")
    running = tmp_path / f".laws.jsonl.{os.getpid()}.0123abcd.tmp"  # this process runs
    other = tmp_path / f".laws.tmx.{writer.pid}.0123abcd.tmp"  # another file's
    running.write_text("x")
    other.write_text("x")
    write_file(target, ["new\n"])
    assert target.read_text() == "new\n"
    assert not left.exists() and running.exists() and other.exists()
