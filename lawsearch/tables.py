"""Large tables made from a package's data file (spaCy's English word probabilities, which each
`lawsearch import` reads, and the index of their words with a ligature taken out), kept in the
cache folder in Python's own `marshal` form: the probabilities read in a fifth of the time their
JSON takes (0.4 s, not 1.6 s), the index in 3 ms, not the 0.25 s of making it. spaCy's lemma
tables are not kept so: 52 MB for a second of each index build.

A kept table is named for what it is, the data file's size and time and the Python that wrote it
(`marshal`'s form may change between versions), so that a new package or Python makes a new one.
A file that cannot be read as such a table (damaged, cut short, of another shape) is made again
from the data file; a cache folder that cannot be written to costs only the time."""
from __future__ import annotations

import marshal
import os
import sys
from pathlib import Path
from typing import Callable

from . import files, paths
from .errors import LawsearchError

LIMIT = 64 * files.MB  # the largest table kept (the English probabilities: 12 MB)
FOLDER = "tables"


def kept(name: str, source: Path, make: Callable[[], dict]) -> dict:
    """The table `make()` makes from the data file `source`, read from the cache where a copy of
    this one is kept, else made and kept there."""
    try:
        found = source.stat()
    except OSError:
        return make()
    folder = paths.CACHE / FOLDER
    key = f"{name}-{found.st_size}-{found.st_mtime_ns}-py{sys.version_info[0]}{sys.version_info[1]}"
    path = folder / f"{key}.marshal"
    try:
        table = marshal.loads(files.read_bytes(path, LIMIT))
        if type(table) is dict:
            return table
    except (OSError, EOFError, ValueError, TypeError, LawsearchError):
        pass
    table = make()
    _keep(folder, name, path, table)
    return table


def _keep(folder: Path, name: str, path: Path, table: dict) -> None:
    """Write the table whole (a temporary file swapped in), the copies of older ones gone."""
    tmp = folder / f".{path.name}.{os.getpid()}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(marshal.dumps(table))
        os.replace(tmp, path)
        for old in folder.glob(f"{name}-*.marshal"):
            if old != path:
                old.unlink(missing_ok=True)
    except (OSError, ValueError):
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
