"""What `lawsearch import` writes (the edition and its subject index) is replaced in one swap,
under a lock (lawsearch/imports/store.py): killed (SIGKILL) at every file-system step of a
write, the user corpus holds the old pair or the new one, never one file of each; the next
import removes what a killed one left; two imports at once run one after the other; and what is
written has the modes the rest of the corpus has.

Kills land at chosen steps, not at moments: the worker counts its own file-system calls and
kills itself before the k-th, as tests/test_atomic.py does; an import is paused where it holds
the lock by a worker that waits for a line on its standard input."""
from __future__ import annotations

import os
import re
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from lawsearch import atomic
from lawsearch.errors import LawsearchError
from lawsearch.imports import store

from kill_points import COUNTING

EDITION, INDEX, OTHER = "en/wbf-2017.xml", "annotations/subject-index-en.xml", "da/wbf-2017.xml"

# Commits {EDITION: tag, INDEX: tag} to USER; with KILL_AT > 0 kills itself (SIGKILL) just
# before its KILL_AT-th file-system step; with KILL_AT = 0 prints how many steps it made. Says
# on stderr when it waits for the lock.
WORKER = r"""
import fcntl, os, signal, sys
from pathlib import Path
from lawsearch import atomic
from lawsearch.imports import store

user, mode, tag, kill_at = sys.argv[1:]
kill_at = int(kill_at)
atomic.use_exchange = mode == "exchange"
""" + COUNTING + r"""

for name in ("rename", "replace", "mkdir", "rmdir", "unlink", "open", "ftruncate", "pwrite",
             "chmod", "utime"):
    counted(os, name)
counted(fcntl, "flock")
counted(atomic, "exchange")
counted(store, "_put")
store.commit(Path(user), {"en/wbf-2017.xml": tag.encode(),
                          "annotations/subject-index-en.xml": tag.encode()},
             say=lambda message: print(message, file=sys.stderr, flush=True))
print(steps)
"""


@pytest.fixture
def worker(tmp_path):
    script = tmp_path / "worker.py"
    script.write_text(WORKER, encoding="utf-8")

    def start(user: Path, mode: str, tag: str, kill_at: int = 0, **kw) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, str(script), str(user), mode, tag,
                                 str(kill_at)], text=True, **kw)
    return start


@pytest.fixture(params=["exchange", "rename"])
def mode(request, monkeypatch, tmp_path_factory):
    base = tmp_path_factory.mktemp("probe")
    (base / "a").mkdir()
    (base / "b").mkdir()
    if request.param == "exchange" and not atomic.exchange(base / "a", base / "b"):
        pytest.skip("this platform or file system cannot exchange two paths")
    monkeypatch.setattr(atomic, "use_exchange", request.param == "exchange")
    return request.param


def files(user: Path) -> dict[str, str]:
    return {p.relative_to(user).as_posix(): p.read_text() for p in sorted(user.rglob("*"))
            if p.is_file()}


def version(user: Path) -> str | None:
    """The version the user corpus holds if it is whole: an edition and an index of one
    import, the other edition untouched, nothing else."""
    if not user.is_dir():
        return None
    found = files(user)
    if set(found) != {EDITION, INDEX, OTHER} or found[OTHER] != "keep" or \
            found[EDITION] != found[INDEX]:
        return None
    return found[EDITION]


def beside(user: Path) -> list[str]:
    return sorted(p.name for p in user.parent.iterdir() if p.name != "worker.py")


def start(user: Path, tag: str = "start") -> None:
    store.commit(user, {EDITION: tag.encode(), INDEX: tag.encode(), OTHER: b"keep"})


def mode_of(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


# ---------------------------------------------------------------------------------------------
# The write itself (fast): every step of it


def test_kill_at_every_step_of_a_write_leaves_the_old_pair_or_the_new(tmp_path, worker, mode):
    user = tmp_path / "user"
    start(user)
    run = worker(user, mode, "w", stdout=subprocess.PIPE)
    steps = int(run.communicate()[0])
    assert run.returncode == 0 and version(user) == "w"
    assert 10 < steps < 100
    seen = set()
    for k in range(1, steps + 1):
        before = version(user)
        killed = worker(user, mode, f"k{k}", kill_at=k)
        killed.wait()
        assert killed.returncode == -signal.SIGKILL
        if mode == "rename":
            atomic.recover(user)  # what the next import does first
        after = version(user)
        assert after in (before, f"k{k}"), (k, files(user) if user.is_dir() else None)
        seen.add(after == before)
        start(user, f"after {k}")  # the next import removes what the killed one left
        assert version(user) == f"after {k}" and beside(user) == ["user"], k
    assert seen == {True, False}  # killed before the swap, and after it


def test_the_next_write_removes_the_leftovers_of_killed_imports(tmp_path):
    user = tmp_path / "user"
    start(user)
    (user / "en" / ".import-k2j3h.xml").write_text("half an edition")  # earlier versions'
    (tmp_path / ".user.4242-deadbeef").mkdir()  # a killed write's folder
    (tmp_path / ".user.4242-deadbeef" / "en").mkdir()
    (tmp_path / ".user.lock").write_text("99999999\n")  # of a process killed holding it
    (tmp_path / "user-notes.txt").write_text("not ours")
    start(user, "new")
    assert version(user) == "new"
    assert beside(user) == ["user", "user-notes.txt"]


def test_a_file_given_none_is_removed_with_the_rest(tmp_path):
    user = tmp_path / "user"
    start(user)
    store.commit(user, {EDITION: b"new", INDEX: None})
    assert files(user) == {EDITION: "new", OTHER: "keep"}


def test_a_refusal_under_the_lock_writes_nothing_and_leaves_nothing(tmp_path):
    user = tmp_path / "user"
    start(user)

    def check() -> None:
        raise LawsearchError("another import wrote one meanwhile")

    with pytest.raises(LawsearchError, match="meanwhile"):
        store.commit(user, {EDITION: b"new", INDEX: b"new"}, check=check)
    assert version(user) == "start" and beside(user) == ["user"]


def test_a_linked_user_corpus_stays_a_link_to_the_new_folder(tmp_path):
    real = tmp_path / "real"
    start(real)
    link = tmp_path / "user"
    link.symlink_to(real)
    start(link, "new")
    assert link.is_symlink() and version(real) == "new"
    assert beside(link) == ["real", "user"]


def test_a_second_import_waits_for_the_first_and_says_so(tmp_path, worker, mode):
    user = tmp_path / "user"
    start(user)
    with atomic.lock(user):  # an import holding the lock
        run = worker(user, mode, "second", stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        said = run.stderr.readline()  # blocks until the worker waits for the lock
        assert said == f"another import is writing {user}; waiting for it to finish\n"
        assert run.poll() is None and version(user) == "start"
    out, err = run.communicate(timeout=60)
    assert run.returncode == 0 and err == ""
    assert version(user) == "second" and beside(user) == ["user"]


# ---------------------------------------------------------------------------------------------
# Modes


@pytest.fixture
def umask():
    saved = os.umask(0o022)
    yield lambda mask: os.umask(mask)
    os.umask(saved)


def test_what_is_written_has_the_mode_the_umask_gives(tmp_path, umask):
    umask(0o022)
    user = tmp_path / "user"
    start(user)
    assert mode_of(user / EDITION) == mode_of(user / INDEX) == 0o644
    assert mode_of(user) == mode_of(user / "en") == 0o755
    (user / EDITION).chmod(0o600)  # as earlier versions wrote an edition
    (user / OTHER).chmod(0o600)  # a file the user made private
    user.chmod(0o700)
    umask(0o027)
    store.commit(user, {EDITION: b"new", INDEX: b"new"})
    assert mode_of(user / EDITION) == mode_of(user / INDEX) == 0o640  # written anew
    assert mode_of(user / OTHER) == 0o600  # untouched, as it was
    assert mode_of(user) == 0o700  # the folder keeps its mode


# ---------------------------------------------------------------------------------------------
# `lawsearch import` itself (slow: whole editions)

# Runs `lawsearch ARGS`. STOP = "kill:N": SIGKILL just after the N-th file written into the new
# corpus; "kill:swap": just before the new corpus is swapped in; "pause": print "holding" once
# the lock is held and the files written, then wait for a line on stdin before swapping.
IMPORT_WORKER = r"""
import os, signal, sys
from lawsearch import atomic
from lawsearch.cli import main
from lawsearch.imports import store

stop, args = sys.argv[1], sys.argv[2:]
written = 0
real_put, real_swap = store._put, atomic.swap_dir

def put(target, data):
    global written
    real_put(target, data)
    written += 1
    if stop == f"kill:{written}":
        os.kill(os.getpid(), signal.SIGKILL)

def swap(new, out):
    if stop == "kill:swap":
        os.kill(os.getpid(), signal.SIGKILL)
    if stop == "pause":
        print("holding", flush=True)
        sys.stdin.readline()
    real_swap(new, out)

store._put = put
atomic.swap_dir = swap
sys.exit(main(args))
"""


@pytest.fixture(scope="module")
def editions(tmp_path_factory):
    from english_editions import invented

    folder = tmp_path_factory.mktemp("import-editions")
    out = {}
    for family, seed in (("wbf", 0), ("acbl", 1)):
        path = folder / f"{family}.txt"
        path.write_text(invented(family, seed).text(), encoding="utf-8")
        out[family] = path
    return out


@pytest.fixture
def importer(tmp_path):
    script = tmp_path / "import_worker.py"
    script.write_text(IMPORT_WORKER, encoding="utf-8")
    user = tmp_path / "user"
    env = {**os.environ, "LAWSEARCH_USER_CORPUS": str(user),
           "LAWSEARCH_DATA": str(tmp_path / "data")}

    def run(stop: str, *args: str, **kw) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, str(script), stop, "import", *args],
                                env=env, text=True, **kw)
    return user, run


def source_of(path: Path) -> str:
    """The SHA-256 of the file an edition or subject index was imported from."""
    return re.search(r'sha256="([0-9a-f]{64})"', path.read_text(encoding="utf-8")).group(1)


def pair(user: Path) -> tuple[str, str]:
    return source_of(user / EDITION), source_of(user / INDEX)


def sha(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.slow  # imports whole editions, three times
@pytest.mark.parametrize("stop", ["kill:1", "kill:swap"])
def test_an_import_killed_while_writing_leaves_the_old_edition_with_its_index(
        editions, importer, stop, umask):
    umask(0o022)
    user, run = importer
    first = run("", str(editions["wbf"]), "--lang", "en")
    assert first.wait() == 0
    assert pair(user) == (sha(editions["wbf"]),) * 2
    (user / "en" / ".import-k2j3h.xml").write_text("what an earlier version left")
    killed = run(stop, str(editions["acbl"]), "--lang", "en", "--replace",
                 stdout=subprocess.DEVNULL)
    assert killed.wait() == -signal.SIGKILL
    assert pair(user) == (sha(editions["wbf"]),) * 2  # the old pair, whole
    assert [p.name for p in user.parent.iterdir() if p.name.startswith(".user.")]  # left
    again = run("", str(editions["acbl"]), "--lang", "en", "--replace",
                stdout=subprocess.PIPE)
    assert "written to" in again.communicate()[0] and again.returncode == 0
    assert pair(user) == (sha(editions["acbl"]),) * 2
    assert not [p for p in user.parent.iterdir() if p.name.startswith(".user")]  # removed
    assert sorted(p.name for p in (user / "en").iterdir()) == ["wbf-2017.xml"]
    assert mode_of(user / EDITION) == mode_of(user / INDEX) == 0o644


@pytest.mark.slow  # two imports at once
@pytest.mark.parametrize("replace", [False, True])
def test_two_imports_at_once_run_one_after_the_other(editions, importer, replace):
    user, run = importer
    flags = ["--replace"] if replace else []
    first = run("pause", str(editions["wbf"]), "--lang", "en", *flags,
                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert first.stdout.readline() == "holding\n"  # it holds the lock, its files written
    second = run("", str(editions["acbl"]), "--lang", "en", *flags,
                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    said = second.stderr.readline()  # once it has read its edition and waits for the lock
    assert said == f"another import is writing {user}; waiting for it to finish\n"
    assert second.poll() is None and not user.exists()
    first.stdin.write("\n")
    first.stdin.close()
    assert "written to" in first.stdout.read() and first.wait() == 0
    out, err = second.communicate(timeout=120)
    if replace:  # the second replaces the first: both written, one after the other
        assert second.returncode == 0 and "written to" in out
        assert pair(user) == (sha(editions["acbl"]),) * 2
    else:  # the second finds the first's edition, under the lock, and refuses
        assert second.returncode == 1 and "written to" not in out
        assert "the corpus already has an edition in 'en'" in err
        assert pair(user) == (sha(editions["wbf"]),) * 2
    assert not [p for p in user.parent.iterdir() if p.name.startswith(".user")]
