"""A path read as a file only where it is one: a regular file (through any symbolic links), read
at most to a size bound. A folder, a pipe (which blocks whoever opens it until someone writes),
a device (`/dev/zero` reads for ever), a socket or a link that leads in a loop is said for what
it is, never opened or read whole; so is a file grown past any the caller reads.
"""
from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

MB = 2**20


class NotAFile(OSError):
    """A path that cannot be read as a file: `why` says what it is instead."""

    def __init__(self, path: Path, why: str):
        super().__init__(why)
        self.path, self.why = Path(path), why

    def __str__(self) -> str:
        return self.why


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "a pipe, not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device, not a file"
    if stat.S_ISSOCK(mode):
        return "a socket, not a file"
    return "not a regular file"


def why_not(path: Path) -> str | None:
    """What the path is, if it is not a regular file to read (None where it is one)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "a symbolic link to nothing" if os.path.islink(path) else "no such file"
    except OSError as err:
        if err.errno == errno.ELOOP:
            return "a symbolic link that leads in a loop"
        if err.errno == errno.ENOTDIR:  # under a file: nothing there
            return "no such file"
        return err.strerror or str(err)
    return None if stat.S_ISREG(mode) else _kind(mode)


def not_writable(path: Path) -> str | None:
    """What an output's path is, if it is something no file is written over: a folder, a
    pipe, a device, a socket, a link in a loop (None: nothing there yet, or a regular file)."""
    why = why_not(path)
    return None if why in (None, "no such file", "a symbolic link to nothing") else why


def folder_problem(path: Path) -> str | None:
    """What a path given as a folder to write in is, if it is no folder and cannot be made
    one (a file, a device, a path under a file); None where it is one or can be made."""
    path = Path(path)
    for at in (path, *path.parents):
        why = why_not(at)
        if why == "no such file":
            continue
        if why == "a folder, not a file":
            return None
        what = (why or "a regular file").replace(", not a file", "")
        return (f"{at} is {what}, not a folder" if at == path else
                f"{at} (on the way to {path}) is {what}, not a folder")
    return None


def within(path: Path, folder: Path) -> bool:
    """Whether `path` (through any links) is `folder` or inside it."""
    try:
        Path(os.path.realpath(path)).relative_to(os.path.realpath(folder))
        return True
    except ValueError:
        return False


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path`; `NotAFile` where it is none, or holds more
    than `limit` bytes (told by its size, or by reading one byte past the bound where it grew
    meanwhile); `FileNotFoundError` where it is missing."""
    why = why_not(path)
    if why == "no such file":
        raise FileNotFoundError(errno.ENOENT, why, str(path))
    if why is not None:
        raise NotAFile(path, why)
    # (not blocking: a pipe put in its place since is refused below, not waited on)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as f:
        found = os.fstat(fd)
        if not stat.S_ISREG(found.st_mode):
            raise NotAFile(path, _kind(found.st_mode))
        holds = found.st_size
        if holds > limit:
            raise NotAFile(path, f"{size(holds)}, larger than any such file ({size(limit)})")
        # as much as it holds and a byte (asking for the bound would take that much memory)
        data = f.read(holds + 1)
        if len(data) > holds:  # it grew since: the rest a piece at a time, to the bound
            pieces = [data]
            got = len(data)
            while got <= limit:
                piece = f.read(min(MB, limit + 1 - got))
                if not piece:
                    break
                pieces.append(piece)
                got += len(piece)
            data = b"".join(pieces)
    if len(data) > limit:
        raise NotAFile(path, f"larger than any such file ({size(limit)})")
    return data


def read_text(path: Path, limit: int) -> str:
    """`read_bytes` decoded as UTF-8 (`UnicodeDecodeError`, a `ValueError`, where it is not)."""
    return read_bytes(path, limit).decode("utf-8")


def size(n: int) -> str:
    """A number of bytes for a person: "20 MB", "1.5 GB", "812 bytes"."""
    for unit, scale in (("GB", 2**30), ("MB", MB), ("KB", 2**10)):
        if n >= scale:
            value = n / scale
            return f"{value:.0f} {unit}" if value == int(value) or value >= 100 \
                else f"{value:.1f} {unit}"
    return f"{n} bytes"
