"""Swapping a directory in whole (lawsearch/atomic.py): kill -9 at every step of a swap and at
random moments, two processes swapping at once, leftovers of killed builds, the lock."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsearch import atomic

from kill_points import COUNTING

FILES = 4

# Swaps a directory of FILES files, all saying "tag:n", into OUT, COUNT times (0: until killed or
# sent SIGTERM, which ends it after the swap under way; it says "swapping" after its first swap,
# so that a test waits for that and not for a time). With KILL_AT > 0 it kills itself (SIGKILL)
# just before its KILL_AT-th file-system step, so that a kill lands between any two steps of a
# swap; with KILL_AT = 0 it prints how many steps it made.
WORKER = r"""
import fcntl, os, signal, sys
from pathlib import Path
from lawsearch import atomic

out, mode, tag, count, kill_at, files = sys.argv[1:]
count, kill_at, files = int(count), int(kill_at), int(files)
atomic.use_exchange = mode == "exchange"
""" + COUNTING + r"""

for name in ("rename", "replace", "mkdir", "rmdir", "unlink", "open", "ftruncate", "pwrite"):
    counted(os, name)
counted(fcntl, "flock")
counted(atomic, "exchange")
stop = []
signal.signal(signal.SIGTERM, lambda *_: stop.append(True))
n = 0
while not stop and (not count or n < count):
    with atomic.replacing(Path(out)) as tmp:
        for i in range(files):
            tick()
            (tmp / f"f{i}").write_text(f"{tag}:{n}")
    n += 1
    if n == 1 and not count:
        print("swapping", flush=True)
if count:
    print(steps)
"""


@pytest.fixture
def worker(tmp_path):
    script = tmp_path / "worker.py"
    script.write_text(WORKER, encoding="utf-8")

    def start(out: Path, mode: str, tag: str = "w", count: int = 1, kill_at: int = 0,
              **kw) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, str(script), str(out), mode, tag, str(count),
                                 str(kill_at), str(FILES)], text=True, **kw)
    return start


def whole(out: Path) -> str | None:
    """The version `out` holds if it is a whole directory (every file, all of one swap)."""
    if not out.is_dir():
        return None
    names = sorted(p.name for p in out.iterdir())
    if names != [f"f{i}" for i in range(FILES)]:
        return None
    versions = {(out / n).read_text() for n in names}
    return versions.pop() if len(versions) == 1 else None


def fill(out: Path, version: str) -> None:
    with atomic.replacing(out) as tmp:
        for i in range(FILES):
            (tmp / f"f{i}").write_text(version)


def beside(out: Path) -> list[str]:
    return sorted(p.name for p in out.parent.iterdir() if p.name != "worker.py")


@pytest.fixture(params=["exchange", "rename"])
def mode(request, monkeypatch):
    if request.param == "exchange" and not atomic.exchange(*_pair(request)):
        pytest.skip("this platform or file system cannot exchange two paths")
    monkeypatch.setattr(atomic, "use_exchange", request.param == "exchange")
    return request.param


def _pair(request) -> tuple[Path, Path]:
    base = request.getfixturevalue("tmp_path_factory").mktemp("probe")
    (base / "a").mkdir()
    (base / "b").mkdir()
    return base / "a", base / "b"


def test_kill_at_every_step_of_a_swap_leaves_old_or_new(tmp_path, worker, mode):
    out = tmp_path / "out"
    fill(out, "start")
    run = worker(out, mode, stdout=subprocess.PIPE)
    steps = int(run.communicate()[0])
    assert run.returncode == 0 and whole(out) == "w:0"
    assert 10 < steps < 100
    seen = set()
    for k in range(1, steps + 1):
        before = whole(out)
        killed = worker(out, mode, tag=f"k{k}", kill_at=k)
        killed.wait()
        assert killed.returncode == -signal.SIGKILL
        if mode == "rename":
            atomic.recover(out)  # what the next swap or a reader does
        after = whole(out)
        assert after in (before, f"k{k}:0"), (k, after)
        seen.add(after == before)
        fill(out, f"after {k}")  # the next swap recovers and cleans up
        assert whole(out) == f"after {k}" and beside(out) == ["out"], k
    assert seen == {True, False}  # killed before the swap, and after it


def test_kill_at_random_moments(tmp_path, worker, mode):
    out = tmp_path / "out"
    fill(out, "start")
    rnd = random.Random(13)
    for j in range(8):
        run = worker(out, mode, tag=f"r{j}", count=0, stdout=subprocess.PIPE)
        # Killed while swapping, never before it began, however slowly the process starts.
        assert run.stdout.readline() == "swapping\n"
        time.sleep(rnd.uniform(0, 0.1))
        run.send_signal(signal.SIGKILL)
        run.wait()
        run.stdout.close()
        if mode == "exchange":
            assert whole(out) is not None  # with no recovery at all
        atomic.recover(out)
        version = whole(out)
        assert version is not None and version.startswith(f"r{j}:"), (j, version)
    fill(out, "end")
    assert whole(out) == "end" and beside(out) == ["out"]


def test_two_processes_swapping_at_once(tmp_path, worker, mode):
    out = tmp_path / "out"
    fill(out, "start")
    runs = [worker(out, mode, tag=tag, count=0, stdout=subprocess.PIPE,
                   stderr=subprocess.PIPE) for tag in ("a", "b")]
    for r in runs:  # both swapping from here until told to stop, however fast the machine
        assert r.stdout.readline() == "swapping\n"
    gaps = 0
    for _ in range(1000):
        # Each name looked up at once: with an exchange, never missing for a moment.
        gaps += not all(os.path.exists(out / f"f{i}") for i in range(FILES))
    assert all(r.poll() is None for r in runs)
    for r in runs:
        r.send_signal(signal.SIGTERM)
    for r in runs:
        _, err = r.communicate()
        assert r.returncode == 0 and err == "", err
    last = whole(out)
    assert last is not None and last.split(":")[0] in ("a", "b"), last
    assert beside(out) == ["out"]
    if mode == "exchange":
        assert gaps == 0


def test_a_second_build_waits_and_says_so(tmp_path):
    out = tmp_path / "out"
    said: list[str] = []

    def second() -> None:
        with atomic.lock(out, said.append):
            fill(out, "second")

    with atomic.lock(out):
        with atomic.lock(out):  # re-entrant within a thread
            pass
        other = threading.Thread(target=second)
        other.start()
        while not said and other.is_alive():  # until it has come to the lock and said so
            other.join(0.05)
        assert other.is_alive() and not out.exists()  # it waits for the lock
    other.join(10)
    assert whole(out) == "second" and beside(out) == ["out"]
    assert said == [(f"another build is writing {out} (process {os.getpid()}); "
                     "waiting for it to finish")]


def test_leftovers_of_killed_builds_are_removed_and_others_kept(tmp_path):
    out = tmp_path / "akn"
    fill(out, "old")
    for name in (".akn.k2j3h", ".akn.old", ".akn-glossary.tbx.tmp", ".akn-x"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "part").write_text("half")
    (tmp_path / ".akn.lock").write_text("99999999\n")  # of a process killed holding it
    kept = [".aknx.1", "akn.old", ".akn", "akn2", ".site.1"]
    for name in kept:
        (tmp_path / name).write_text("not ours")
    fill(out, "new")
    assert whole(out) == "new"
    assert beside(out) == sorted(["akn"] + kept)


def test_recovery_after_a_kill_between_the_two_renames(tmp_path, monkeypatch):
    out = tmp_path / "index"
    fill(out, "old")
    out.rename(tmp_path / ".index.old")  # the first of the two renames, then killed
    (tmp_path / ".index.x8s").mkdir()  # the new one, whole or not
    assert atomic.recover(out) and whole(out) == "old"
    assert not atomic.recover(out)
    monkeypatch.setattr(atomic, "use_exchange", False)
    fill(out, "new")
    assert whole(out) == "new" and beside(out) == ["index"]


def test_a_failed_build_leaves_the_old_directory(tmp_path):
    out = tmp_path / "site"
    fill(out, "old")
    with pytest.raises(ValueError), atomic.replacing(out) as tmp:
        (tmp / "f0").write_text("half")
        raise ValueError("stop")
    assert whole(out) == "old" and beside(out) == ["site"]


def test_exchange_fails_loudly_on_a_missing_path(tmp_path):
    (tmp_path / "a").mkdir()
    if not atomic.exchange(tmp_path / "a", tmp_path / "a"):
        pytest.skip("this platform or file system cannot exchange two paths")
    with pytest.raises(FileNotFoundError):
        atomic.exchange(tmp_path / "a", tmp_path / "missing")


NAMES = st.text(st.sampled_from("ab.-_x1"), min_size=1, max_size=8)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(names=st.sets(NAMES, max_size=8))
def test_cleaning_removes_exactly_the_leftovers(tmp_path_factory, names):
    base = tmp_path_factory.mktemp("beside")
    out = base / "ab"
    fill(out, "v")
    made = set()
    for name in names:
        if name in ("ab", ".", "..") or name == atomic.lock_path(out).name:
            continue
        (base / name).mkdir()
        made.add(name)
    fill(out, "w")
    ours = {n for n in made if n.startswith((".ab.", ".ab-"))}
    assert whole(out) == "w"
    assert set(beside(out)) == {"ab"} | (made - ours)
