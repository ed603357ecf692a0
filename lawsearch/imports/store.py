"""Writing to the user corpus: everything one import changes (the edition, its subject index)
replaced together, in one swap, under a lock.

The user corpus is a few small files (an edition is a few hundred KB), so the new one is made
whole beside it (a copy of the old with the import's changes) and exchanged for it with the
project's tools (`atomic.py`): a reader, or an import killed at any moment, finds the old
corpus or the new one, never an edition beside the subject index of another. Under the lock two
imports run one after the other (the second waits, saying so), and what the one before decides
may be checked again there (`check`: an edition another import has just written). The leftovers
of killed imports are removed by the next: its folders beside the corpus (`atomic.clean`) and
the `.import-*` files earlier versions wrote inside it (never copied over).

Files are written as the rest of the corpus is, as the umask says (not private); the folder
keeps the mode it had.
"""
from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from .. import atomic
from ..errors import LawsearchError

Say = Callable[[str], None]
# What earlier versions left inside the corpus when killed while writing a file
_OLD_LEFTOVERS = ".import-*"


def commit(user_dir: Path, files: dict[str, bytes | None], check: Callable[[], None] | None = None,
           say: Say | None = None) -> None:
    """Put `files` (paths relative to the user corpus `user_dir` → their new bytes, or None to
    remove one) in the user corpus in one step, under its lock (`atomic.replacing`: the
    leftovers of killed imports removed first). `check` runs under the lock before anything is
    written, and may refuse (raise); `say` is told when another import holds the lock and this
    one waits for it."""
    user_dir = Path(user_dir)
    place = user_dir.resolve()  # where it is a link, the folder it names is what is swapped

    def waiting(_message: str) -> None:
        if say:
            say(f"another import is writing {user_dir}; waiting for it to finish")
    try:
        with atomic.replacing(place, waiting) as tmp:
            if check:
                check()
            # the folder keeps its mode (a new one has the umask's)
            tmp.chmod(place.stat().st_mode & 0o7777 if place.is_dir()
                      else 0o777 & ~atomic.umask())
            if place.is_dir():
                shutil.copytree(place, tmp, symlinks=True, dirs_exist_ok=True,
                                ignore=shutil.ignore_patterns(_OLD_LEFTOVERS))
            for name, data in files.items():
                _put(tmp / name, data)
    except OSError as err:
        raise LawsearchError(f"{user_dir}: cannot write the user corpus there "
                             f"({err.strerror or err})") from None


def _put(target: Path, data: bytes | None) -> None:
    if data is None:
        target.unlink(missing_ok=True)
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    target.unlink(missing_ok=True)  # the copy of the old file would keep its mode
    with open(target, "wb") as f:  # a new file, as the umask says
        f.write(data)
