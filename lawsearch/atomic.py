"""Writing without leaving anything half-written: a directory is built beside its place and
swapped in whole."""
from __future__ import annotations

import shutil
from pathlib import Path


def swap_dir(new: Path, out: Path) -> None:
    """Put the directory `new` in the place of `out` (which may not exist)."""
    old = out.with_name(f".{out.name}.old")
    if old.exists():
        shutil.rmtree(old)
    if out.exists():
        out.rename(old)
    new.rename(out)
    if old.exists():
        shutil.rmtree(old)
