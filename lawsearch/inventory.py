"""What the build wrote into a corpus folder (`akn/files.json`): every file and its SHA-256, so
that a file that is missing, emptied, cut short or changed by a letter (a disk error, a bad copy,
a hand edit) is named, with how to restore it, instead of being read as law text or left out.

`lawsearch build` writes the inventory last, beside the files; `check` compares the folder with
it (`problems`); every command reads the corpus's files through `read`, which refuses a file that
is not as the build wrote it (`DamagedFile`).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from . import files as safe
from . import paths
from .errors import DamagedFile, LawsearchError

T = TypeVar("T")

NAME = "files.json"
FORMAT = 1
# No file a build writes comes near this (an edition's expression is under 2 MB): a larger one,
# or a device in a file's place (`/dev/zero`), is refused unread
LIMIT = 64 * safe.MB

_cache: dict[Path, tuple[int, dict[str, str] | None]] = {}


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def listing(directory: Path) -> dict[str, str]:
    """Every file under `directory` but the inventory and hidden files (a build's or an
    import's leftovers), by its path relative to `directory`: its SHA-256."""
    directory = Path(directory)
    out = {}
    # (whatever is no folder: a link that leads nowhere, a pipe or a device in a file's place is
    # listed too, as what it is: "!" and why it cannot be read)
    for path in sorted(p for p in directory.rglob("*") if not p.is_dir()):
        rel = path.relative_to(directory).as_posix()
        if rel == NAME or any(part.startswith(".") for part in rel.split("/")):
            continue
        try:
            out[rel] = digest(safe.read_bytes(path, LIMIT))
        except OSError as err:
            out[rel] = "!" + _reason(err)
    return out


def write(directory: Path) -> None:
    """Record every file of `directory` in its inventory (the build's last write)."""
    data = {"format": FORMAT, "files": listing(directory)}
    (Path(directory) / NAME).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def expected(directory: Path) -> dict[str, str] | None:
    """The files the inventory of `directory` lists (relative path → SHA-256), or None where
    there is no inventory (a corpus built before there was one, an invented test corpus)."""
    directory = Path(directory).resolve()
    path = directory / NAME
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        why = safe.why_not(path)
        if why == "no such file":
            return None
        raise DamagedFile(path, f"cannot be read ({why})", restore(path)) from None
    cached = _cache.get(directory)
    if cached and cached[0] == stamp:
        return cached[1]
    try:
        data = json.loads(safe.read_text(path, LIMIT))
        files = data["files"]
        if not (isinstance(files, dict)
                and all(isinstance(k, str) and isinstance(v, str) for k, v in files.items())):
            raise ValueError("not a list of files and their SHA-256")
    except (OSError, ValueError, KeyError, TypeError) as err:
        raise DamagedFile(path, f"cannot be read ({_reason(err)})", restore(path)) from None
    _cache[directory] = (stamp, files)
    return files


_said: set[Path] = set()


def unverified(directory: Path) -> str | None:
    """What to say, once a process, of a corpus the build wrote (its alignment report is
    there) whose inventory is gone: its files are read, but nothing can tell a changed one."""
    directory = Path(directory).resolve()
    path = directory / NAME
    if directory in _said or safe.why_not(path) != "no such file" \
            or not (directory / "alignment.json").exists():
        return None
    _said.add(directory)
    return (f"{path} is missing: the corpus's files are read unverified (a changed one would "
            f"not be told); to restore it: {restore(path)}")


def _reason(err: Exception) -> str:
    return getattr(err, "strerror", None) or str(err).split("\n")[0]


def _located(path: Path) -> Path:
    """Where a file of a folder is: its folder resolved, the file's own name as it stands (a
    link in a file's place is the file there, wherever it leads, or in a loop)."""
    path = Path(path)
    return path.parent.resolve() / path.name


def restore(path: Path) -> str:
    """How to get a damaged or missing file of a corpus back, as a user would type it."""
    path = _located(path)
    checkout = paths.CHECKOUT.resolve() if paths.CHECKOUT else None
    user = paths.user_corpus().resolve()
    if user in path.parents:
        return "import that edition again (`lawsearch import`)"
    if checkout and checkout in path.parents and paths.SHIPPED_AKN.resolve() in path.parents:
        rel = path.relative_to(checkout).as_posix()
        return f"`git checkout -- {rel}` in {checkout}, or `lawsearch build`"
    if not checkout and paths.SHIPPED_AKN.resolve() in path.parents:
        return "reinstall lawsearch (`pip install --force-reinstall lawsearch`)"
    return "`lawsearch build` writes it again"


def read(path: Path, directory: Path | None = None) -> bytes:
    """The bytes of a file of the corpus in `directory` (the file's folder's parent when not
    given), refused as a `DamagedFile` when it is missing or not as the inventory records it."""
    path = Path(path)
    directory = Path(directory) if directory is not None else path.parent.parent
    files = expected(directory)
    rel = _relative(path, directory)
    try:
        data = safe.read_bytes(path, LIMIT)
    except FileNotFoundError:
        raise DamagedFile(path, "is missing" + (f" (listed in {directory / NAME})"
                                                if files and rel in files else ""),
                          restore(path)) from None
    except OSError as err:
        raise DamagedFile(path, f"cannot be read ({_reason(err)})", restore(path)) from None
    if files is not None and rel is not None:
        if rel not in files:
            raise DamagedFile(path, f"is not among the files the build wrote ({directory / NAME})",
                              "remove it, or rebuild the corpus with `lawsearch build`")
        if digest(data) != files[rel]:
            what = "is empty" if not data else "is not as the build wrote it (its SHA-256 differs)"
            raise DamagedFile(path, what, restore(path))
    return data


def _relative(path: Path, directory: Path) -> str | None:
    """The path within the folder, as it is written (a link in it, to a file or a folder
    elsewhere, is the file there), else as both resolve; None where it is outside."""
    for inside, folder in ((Path(os.path.abspath(path)), Path(os.path.abspath(directory))),
                           (_located(path), Path(directory).resolve())):
        try:
            return inside.relative_to(folder).as_posix()
        except ValueError:
            continue
    return None


def missing(directory: Path, pattern: str = "*") -> list[Path]:
    """The files the inventory lists (those matching `pattern`, a glob of relative paths) that
    are not in `directory`."""
    files = expected(directory) or {}
    directory = Path(directory)
    return [directory / rel for rel in sorted(files)
            if Path(rel).match(pattern) and not (directory / rel).is_file()]


def problems(directory: Path) -> list[DamagedFile]:
    """Every file of `directory` that is missing, changed or not the build's, against its
    inventory; a corpus without an inventory is one problem."""
    directory = Path(directory)
    try:
        files = expected(directory)
    except DamagedFile as err:
        return [err]
    if files is None:
        return [DamagedFile(directory / NAME, "is missing: the corpus cannot be verified",
                            restore(directory / NAME))]
    out = []
    present = listing(directory)
    for rel, sha in sorted(files.items()):
        path = directory / rel
        if rel not in present:
            out.append(DamagedFile(path, f"is missing (listed in {directory / NAME})"
                                   if safe.why_not(path) == "no such file" else
                                   f"cannot be read ({safe.why_not(path)})", restore(path)))
        elif present[rel].startswith("!"):
            out.append(DamagedFile(path, f"cannot be read ({present[rel][1:]})", restore(path)))
        elif present[rel] != sha:
            size = path.stat().st_size
            what = "is empty" if not size else "is not as the build wrote it (its SHA-256 differs)"
            out.append(DamagedFile(path, what, restore(path)))
    for rel in sorted(set(present) - set(files)):
        out.append(DamagedFile(directory / rel,
                               f"is not among the files the build wrote ({directory / NAME})",
                               "remove it, or rebuild the corpus with `lawsearch build`"))
    return out


def parsed(path: Path, parse: Callable[[bytes], T], directory: Path | None = None) -> T:
    """`parse` of the file's bytes (`read`), a file it cannot read being a `DamagedFile` too: a
    file outside an inventory (an imported edition, a book built locally) is only checked so."""
    data = read(path, directory)
    try:
        return parse(data)
    # What a parser raises on bytes that are not what it reads: lxml's XMLSyntaxError is a
    # SyntaxError, json's a ValueError, a document of the wrong shape a LawsearchError or a
    # lookup that fails.
    except (SyntaxError, ValueError, LawsearchError, KeyError, IndexError, AttributeError,
            TypeError) as err:
        reason = re.sub(r" \(<string>, line \d+\)$", "", _reason(err))
        named = re.match(re.escape(str(path)) + r":(\d+): ", reason)
        line = named.group(1) if named else getattr(err, "lineno", None)
        reason = reason[named.end():] if named else reason.removeprefix(f"{path}: ")
        at = f"line {line}: " if line else ""
        raise DamagedFile(path, f"cannot be read ({at}{reason})", restore(path)) from None


def each(items, load: Callable, say: Callable[[str], None] | None) -> list:
    """`load` of each item; a `DamagedFile` raised, unless `say` is given: then it is said and
    the item left out (a command that can still answer, saying what it could not read)."""
    out = []
    for item in items:
        try:
            out.append(load(item))
        except DamagedFile as err:
            if say is None:
                raise
            say(f"{err.path} {err.what}: left out; to restore it: {err.restore}")
    return out
