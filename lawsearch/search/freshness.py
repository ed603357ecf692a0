"""Whether the index (`build/index/`) is whole and was built from the corpus as it is now.

The index records in `meta.json` a SHA-256 of the corpus files it was built from, and their sizes
and modification times: when those are unchanged the files are not read again, so that `show`
and `search` check freshness in a millisecond. It records too every file of its own, with its size
and CRC-32 (`files`): each opening checks that every file is there with its size (a stat each)
and that the store begins as SQLite does; the files' contents are checked only when reading one
has failed (`verify`), to say which is damaged, and by `show` for the two small files it reads.
CRC-32, not SHA-256: this detects damage, it guards against nothing else, and `show` would pay
for importing hashlib (2 ms) on every call.
"""
from __future__ import annotations

import functools
import json
import os
import re
import zlib
from collections import namedtuple
from pathlib import Path

from .. import files, inventory, paths
from ..errors import DamagedFile

# No file of an index comes near this (its store, the largest, is some 40 MB): a larger one,
# or a device in a file's place, is damage, refused unread
INDEX_FILE_LIMIT = 512 * files.MB

META = "meta.json"
STORE = "store.sqlite"  # as store.py names it (not imported: `show` must not load sqlite3)
UNITS = "units"  # as records.py names it
FORMAT = 14  # bumped when the index's layout changes, so an older index is rebuilt
SQLITE_HEADER = b"SQLite format 3\x00"
TABLES = ("lemmas", "units", "impacts", "docs", "law_impacts", "unaccented",
          "situation_triggers", "situation_words", "situation_glosses", "situation_model",
          "situation_sizes", "situation_concepts", "spelling")  # the store's tables

# meta.json's keys and the type of each value
KEYS: dict[str, type] = {"format": int, "analysis": str, "fingerprint": str, "stat": str,
                         "documents": int, "postings": int, "stop_words": dict, "langs": dict,
                         "files": dict}
_CRC = re.compile(r"[0-9a-f]{8}")


class Problem(namedtuple("Problem", "kind message")):
    """Why an index cannot serve: `kind` is "missing", "damaged", "layout", "analysis" or
    "stale" (a corpus changed since); `message` says it to the user. (Not typing.NamedTuple:
    importing typing would cost `show` 2 ms.)"""
    __slots__ = ()
    kind: str
    message: str


@functools.cache
def analysis_version() -> str:
    """A checksum of the code that analyses and scores text and writes the units' records, of
    the situations thesaurus it analyses and of the glossary's reviewed files: an index made by
    other code or data is rebuilt (CRC-32: this detects change, it
    guards against nothing else). Computed once per process: the code a process runs is the
    code it loaded."""
    from ..glossary import DEFINITIONS_TR, NAMED  # the glossary's reviewed files: its documents

    crc = 0
    here = Path(__file__).resolve().parent
    for path in sorted([here / "analysis.py", here.parent / "lang" / "analysis.py",
                        here / "impacts.py", here / "laws.py", here / "situations.py", here / "spelling.py", here / "vocabulary.py",
                        here / "framing.py", here.parent / "export.py",
                        here.parent / "numbers.py"]
                       + list((here.parent / "lang").glob("*/framing.py"))
                       + list((here.parent / "lang").glob("*/analysis.py"))
                       + list((paths.CORPUS / "situations").glob("*.json"))
                       + [DEFINITIONS_TR] + list(paths.CORPUS.glob(NAMED))):
        crc = zlib.crc32(path.read_bytes(), crc)
    return f"{crc:08x}"


def read_meta(index: Path | None = None) -> dict:
    return json.loads((Path(index or paths.INDEX) / META).read_text(encoding="utf-8"))


def _files(corpus_dir: Path | None) -> list[Path]:
    files = sorted(Path(corpus_dir or paths.AKN).rglob("*.xml"))
    local = paths.LOCAL
    if local.is_dir():
        files += sorted(local.rglob("*.xml"))
    try:
        return files + paths.user_files()
    except DamagedFile:  # (said where the corpus is read)
        return files + [paths.user_corpus()]


def fingerprint(corpus_dir: Path | None = None) -> str:
    """SHA-256 over the corpus's XML files (and the locally built book expressions and the
    editions users imported)."""
    import hashlib

    h = hashlib.sha256()
    for f in _files(corpus_dir):
        try:
            data = files.read_bytes(f, inventory.LIMIT)
        except OSError as err:  # read as damaged by the corpus's reader, which says so
            data = f"!{err}".encode(errors="backslashreplace")
        h.update(f.name.encode(errors="backslashreplace") + b"\0" + data + b"\0")
    return h.hexdigest()


def stat_signature(corpus_dir: Path | None = None) -> str:
    """The corpus files' names, sizes and modification times: when these are as the index
    recorded them, the files are the ones it was built from, without reading them."""
    def stamp(f: Path) -> str:
        try:
            got = f.stat()
        except OSError as err:  # (a link in a loop, a file gone since it was listed)
            return f"{f}:!{err.errno}"
        return f"{f}:{got.st_size}:{got.st_mtime_ns}"

    return ";".join(stamp(f) for f in _files(corpus_dir))


def checksum(data: bytes) -> str:
    """The CRC-32 the index records of a file's bytes."""
    return f"{zlib.crc32(data):08x}"


def manifest(index: Path) -> dict[str, list]:
    """Every file of a built index but `meta.json` (and Whoosh's empty lock file), by its path
    relative to the index: [size, CRC-32]."""
    index = Path(index)
    out: dict[str, list] = {}
    for path in sorted(p for p in index.rglob("*") if p.is_file()):
        rel = path.relative_to(index).as_posix()
        if rel == META or rel.endswith("WRITELOCK"):
            continue
        try:
            data = files.read_bytes(path, INDEX_FILE_LIMIT)
        except OSError:
            out[rel] = [-1, "unreadable"]
            continue
        out[rel] = [len(data), checksum(data)]
    return out


def _meta_problem(meta: object) -> str | None:
    """What is wrong with meta.json's content, if anything."""
    if not isinstance(meta, dict):
        return "meta.json is not a JSON object"
    for key, kind in KEYS.items():
        if key not in meta:
            return f"meta.json has no {key!r}"
        value = meta[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            return f"meta.json's {key!r} is not {'an' if kind is int else 'a'} {kind.__name__}"
    for key in ("stop_words", "langs"):
        for name, words in meta[key].items():
            if not isinstance(words, list) or not set(map(type, words)) <= {str}:
                return f"meta.json's {key!r} of {name!r} is not a list of strings"
    files = meta["files"]
    for rel, entry in files.items():
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
                and isinstance(entry[1], str) and _CRC.fullmatch(entry[1])):
            return f"meta.json's record of {rel} is not a size and a CRC-32"
    needed = [STORE] + [f"{UNITS}/{work}/ids.json" for work in meta["langs"]]
    missing = [rel for rel in needed if rel not in files]
    if missing or not any(rel.endswith(".toc") for rel in files):
        return f"meta.json does not list {missing[0] if missing else 'the Whoosh index'}"
    return None


def _files_problem(index: Path, files: dict[str, list]) -> str | None:
    """A file of the index that is missing or not of its recorded size, or a store that does
    not begin as SQLite files do: a stat per file, and 16 bytes read."""
    folder = str(index)
    for rel, (size, _) in files.items():
        try:
            actual = os.stat(os.path.join(folder, rel)).st_size
        except OSError:
            return f"{rel} is missing"
        if actual != size:
            return f"{rel} has {actual} bytes where {size} were written"
    try:
        with open(index / STORE, "rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except OSError as err:
        return f"{STORE} cannot be read ({err.strerror})"
    if head != SQLITE_HEADER:
        return f"{STORE} is not an SQLite database"
    return None


def check(index: Path | None = None, corpus_dir: Path | None = None,
          analysis: bool = True) -> tuple[Problem | None, dict | None]:
    """Why the index cannot serve the corpus as it is now (or None), and its meta.json when it
    can. Reads meta.json and stats every file: a millisecond. `analysis=False` for the unit
    records alone (`show`), which no analysis code shapes. The index and the corpus are the
    configured ones (`paths`) unless given."""
    index = Path(index or paths.INDEX)
    corpus_dir = corpus_dir or paths.AKN
    path = index / META
    if not path.is_file():
        if not index.is_dir() or not any(index.iterdir()):
            return Problem("missing", f"no search index at {index}"), None
        return Problem("damaged",
                       f"the search index at {index} is damaged: {META} is missing"), None
    try:
        meta = json.loads(files.read_text(path, INDEX_FILE_LIMIT))
    except (OSError, ValueError) as err:
        return Problem("damaged", f"the search index at {index} is damaged: {META} cannot be "
                                  f"read ({err})"), None
    if isinstance(meta, dict) and isinstance(meta.get("format"), int) \
            and meta["format"] != FORMAT:
        return Problem("layout", f"the search index at {index} has an older layout"), None
    why = _meta_problem(meta) or _files_problem(index, meta["files"])
    if why:
        return Problem("damaged", f"the search index at {index} is damaged: {why}"), None
    if analysis and meta["analysis"] != analysis_version():
        return Problem("analysis", f"the search index at {index} was analysed by other code"), None
    if meta["stat"] != stat_signature(corpus_dir) \
            and meta["fingerprint"] != fingerprint(corpus_dir):
        return Problem("stale", f"the search index at {index} was built from an older corpus"), None
    return None, meta


def warn(message: str) -> None:
    """How `show` and `search` say what is wrong with the index when their caller gave them no
    way to: a warning on the "lawsearch" logger (Python prints it on standard error)."""
    import logging

    logging.getLogger("lawsearch").warning("lawsearch: %s", message)


def diagnose(index: Path | None = None, corpus_dir: Path | None = None,
             analysis: bool = True) -> Problem | None:
    """Why the index cannot serve the corpus as it is now, or None if it can."""
    return check(index, corpus_dir, analysis)[0]


def problem(index: Path | None = None, corpus_dir: Path | None = None,
            analysis: bool = True) -> str | None:
    """`diagnose`'s message alone."""
    why = diagnose(index, corpus_dir, analysis)
    return why.message if why else None


def verify(index: Path | None = None) -> str | None:
    """The deep check, run when reading the index has failed: meta.json and every file's
    CRC-32 against what was built, and the store's tables. What is wrong, or None."""
    index = Path(index or paths.INDEX)
    try:
        meta = read_meta(index)
    except (OSError, ValueError) as err:
        return f"{META} cannot be read ({err})"
    why = _meta_problem(meta) or _files_problem(index, meta["files"])
    if why:
        return why
    for rel, (_, crc) in meta["files"].items():
        try:
            if not matches(index / rel, crc):
                return f"{rel} is not as it was written"
        except OSError as err:
            return f"{rel} cannot be read ({err.strerror})"
    return store_problem(index / STORE)


def matches(path: Path, crc: str) -> bool:
    """Whether the file's CRC-32 is `crc` (read in blocks: the store is tens of megabytes)."""
    value = 0
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            value = zlib.crc32(block, value)
    return f"{value:08x}" == crc


def store_problem(path: Path) -> str | None:
    """What keeps the store from opening with all its tables, if anything (read-only)."""
    import sqlite3

    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error as err:
        return f"{STORE} cannot be opened ({err})"
    try:
        return tables_problem(db)
    finally:
        db.close()


def tables_problem(db) -> str | None:
    """A table the open store (an `sqlite3.Connection`) lacks or cannot read, if any."""
    import sqlite3

    try:
        names = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        lacking = [t for t in TABLES if t not in names]
        if lacking:
            return f"{STORE} has no table {lacking[0]!r}"
        for table in TABLES:
            db.execute(f"SELECT * FROM {table} LIMIT 1").fetchall()
    except sqlite3.Error as err:
        return f"{STORE} cannot be read ({err})"
    return None
