"""Writing without leaving anything half-written: a directory is built beside its place and
swapped in whole, under a lock.

- **Swap**: the new directory and the old one are exchanged in one system call (Linux
  `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`), so that a reader, or a process
  killed at any moment, always finds the old or the new directory whole. Where the platform or
  file system cannot exchange, two renames (`out` → `.out.old`, new → `out`); a process killed
  between them leaves `.out.old`, which `recover` (and so the next swap) puts back.
- **Lock**: `fcntl.flock` on `.out.lock` beside `out`, held from before the new directory is made
  until it is swapped in, so that two builds of the same place cannot interleave: the second waits,
  saying so. The lock file is removed on release (and a process that finds it removed under it
  takes it again).
- **Leftovers** of killed builds (`.out.*`, `.out-*` beside `out`) are removed by the next build,
  under the lock, so never while a build is writing them.
"""
from __future__ import annotations

import ctypes
import errno
import fcntl
import os
import shutil
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import LawsearchError
from .files import folder_problem

Say = Callable[[str], None]

# Exchange where the platform can; tests set this to False to exercise the two-rename way.
use_exchange = True

_AT_FDCWD = -100
_RENAME_EXCHANGE = 2  # Linux <linux/fs.h>
_RENAME_SWAP = 2  # macOS <stdio.h>
_UNSUPPORTED = {errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP}
_exchange_call: Callable[[bytes, bytes], int] | None | bool = False  # False: not looked up yet


def umask() -> int:
    """The process's umask (read by setting it and back: Python has no other way): what a file
    written aside (`tempfile.mkstemp` makes it private) is given at the end, as any new file."""
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _find_exchange() -> Callable[[bytes, bytes], int] | None:
    """The C library's exchanging rename, as f(a, b) → errno (0 on success), or None."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)  # the C library the process already uses
    except OSError:
        return None
    if sys.platform.startswith("linux") and hasattr(libc, "renameat2"):
        fn = libc.renameat2
        fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]

        def call(a: bytes, b: bytes) -> int:
            return 0 if fn(_AT_FDCWD, a, _AT_FDCWD, b, _RENAME_EXCHANGE) == 0 else ctypes.get_errno()
        return call
    if sys.platform == "darwin" and hasattr(libc, "renamex_np"):
        fn = libc.renamex_np
        fn.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_uint]

        def call(a: bytes, b: bytes) -> int:
            return 0 if fn(a, b, _RENAME_SWAP) == 0 else ctypes.get_errno()
        return call
    return None


def exchange(a: Path, b: Path) -> bool:
    """Swap the paths `a` and `b` (both existing) in one step. False where the platform or the
    file system cannot (nothing is changed then); OSError for any other failure."""
    global _exchange_call
    if not use_exchange:
        return False
    if _exchange_call is False:
        _exchange_call = _find_exchange()
    if _exchange_call is None:
        return False
    err = _exchange_call(os.fsencode(a), os.fsencode(b))
    if err == 0:
        return True
    if err in _UNSUPPORTED:
        return False
    raise OSError(err, os.strerror(err), str(a), None, str(b))


def _old(out: Path) -> Path:
    return out.with_name(f".{out.name}.old")


def lock_path(out: Path) -> Path:
    return out.with_name(f".{out.name}.lock")


_held: dict[tuple[str, int], list] = {}  # (lock file, thread) → [fd, depth]


@contextmanager
def lock(out: Path, say: Say | None = None) -> Iterator[None]:
    """Hold the lock of `out` (re-entrant within a thread). If another process holds it, say so
    and wait for it."""
    out = Path(out)
    path = lock_path(out)
    key = (os.path.abspath(path), threading.get_ident())
    if key in _held:
        _held[key][1] += 1
        try:
            yield
        finally:
            _held[key][1] -= 1
        return
    problem = folder_problem(path.parent)
    if problem:  # (a file, or a device, where the folder goes: never made one)
        raise LawsearchError(f"cannot write {out}: {problem}")
    path.parent.mkdir(parents=True, exist_ok=True)
    said = False
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                if say and not said:
                    holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
                    say(f"another build is writing {out} (process {holder or '?'}); "
                        "waiting for it to finish")
                    said = True
                fcntl.flock(fd, fcntl.LOCK_EX)
            # The holder before us removes the file on release: a lock on a removed file is
            # no lock, so take the one now at `path`.
            st = os.fstat(fd)
            try:
                now = os.stat(path)
                current = (now.st_dev, now.st_ino) == (st.st_dev, st.st_ino)
            except FileNotFoundError:
                current = False
        except BaseException:
            os.close(fd)
            raise
        if current:
            break
        os.close(fd)
    try:
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        _held[key] = [fd, 1]
        yield
    finally:
        _held.pop(key, None)
        try:
            os.unlink(path)  # while still holding it: see above
        except FileNotFoundError:
            pass
        os.close(fd)


def recover(out: Path) -> bool:
    """Put back the previous `out` where a process was killed between the two renames of a swap
    that could not exchange (`out` missing, `.out.old` whole). True if it did."""
    out, old = Path(out), _old(Path(out))
    if out.exists() or out.is_symlink() or not old.is_dir():
        return False
    with lock(out):
        if out.exists() or out.is_symlink() or not old.is_dir():
            return False
        old.rename(out)
        return True


def leftovers(out: Path) -> list[Path]:
    """What killed builds of `out` left beside it (its temporary and old directories)."""
    out = Path(out)
    if not out.parent.is_dir():
        return []
    keep = lock_path(out).name
    return sorted(p for p in out.parent.iterdir()
                  if p.name.startswith((f".{out.name}.", f".{out.name}-")) and p.name != keep)


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def clean(out: Path) -> list[Path]:
    """Recover `out` if need be, then remove the leftovers of killed builds; what was removed.
    Under the lock, so that no build is writing what is removed."""
    with lock(out):
        recover(out)
        found = leftovers(out)
        for path in found:
            _remove(path)
        return found


def new_dir(out: Path, suffix: str = "") -> Path:
    """An empty directory beside `out`, on its file system (so that it can be swapped in), named
    as a leftover of `out`, readable by everyone like the directory it replaces."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=suffix, dir=out.parent))
    tmp.chmod(0o755)
    return tmp


def swap_dir(new: Path, out: Path) -> None:
    """Put the complete directory `new` in the place of `out` (which may not exist), so that
    `out` is at every moment the old or the new directory whole; the old one is removed."""
    new, out = Path(new), Path(out)
    with lock(out):
        recover(out)
        if not (out.exists() or out.is_symlink()):
            new.rename(out)  # the first build: one rename, nothing to lose
            return
        if exchange(new, out):
            _remove(new)  # now the old directory; a kill here leaves a leftover, cleaned later
            return
        old = _old(out)
        if old.exists() or old.is_symlink():
            _remove(old)  # a leftover: `out` exists, so it is not needed to recover
        out.rename(old)
        try:
            new.rename(out)
        except BaseException:
            old.rename(out)
            raise
        _remove(old)


@contextmanager
def replacing(out: Path, say: Say | None = None) -> Iterator[Path]:
    """Build the replacement of `out`: lock it, remove leftovers of killed builds, and give a new
    directory beside it, swapped in whole if the block ends without error, removed otherwise."""
    out = Path(out)
    with lock(out, say):
        clean(out)
        tmp = new_dir(out)
        try:
            yield tmp
        except BaseException:
            _remove(tmp)
            raise
        swap_dir(tmp, out)
