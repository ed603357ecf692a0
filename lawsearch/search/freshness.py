"""Whether the index (`build/index/`) was built from the corpus as it is now.

The index records in `meta.json` a SHA-256 of the corpus files it was built from, and their sizes
and modification times: when those are unchanged the files are not read again, so that `show`
and `search` check freshness in a millisecond.
"""
from __future__ import annotations

import json
from pathlib import Path

from .. import paths

INDEX = paths.BUILD / "index"
META = "meta.json"
FORMAT = 4  # bumped when the index's layout changes, so an older index is rebuilt


def analysis_version() -> str:
    """A checksum of the code that analyses and scores text: an index made by other code is
    rebuilt (CRC-32: this detects change, it guards against nothing else)."""
    import zlib

    crc = 0
    here = Path(__file__).resolve().parent
    for path in sorted([here / "analysis.py", here / "impacts.py"]
                       + list((here.parent / "lang").glob("*/analysis.py"))):
        crc = zlib.crc32(path.read_bytes(), crc)
    return f"{crc:08x}"


def read_meta(index: Path = INDEX) -> dict:
    return json.loads((Path(index) / META).read_text(encoding="utf-8"))


def _files(corpus_dir: Path) -> list[Path]:
    files = sorted(Path(corpus_dir).rglob("*.xml"))
    local = paths.BUILD / "akn"
    if local.is_dir():
        files += sorted(local.rglob("*.xml"))
    return files + paths.user_files()


def fingerprint(corpus_dir: Path = paths.AKN) -> str:
    """SHA-256 over the corpus's XML files (and the locally built book expressions and the
    editions users imported)."""
    import hashlib

    h = hashlib.sha256()
    for f in _files(corpus_dir):
        h.update(f.name.encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


def stat_signature(corpus_dir: Path = paths.AKN) -> str:
    """The corpus files' names, sizes and modification times: when these are as the index
    recorded them, the files are the ones it was built from, without reading them."""
    return ";".join(f"{f}:{f.stat().st_size}:{f.stat().st_mtime_ns}" for f in _files(corpus_dir))


def problem(index: Path = INDEX, corpus_dir: Path = paths.AKN,
            analysis: bool = True) -> str | None:
    """Why the index cannot serve the corpus as it is now, or None if it can. `analysis=False`
    for the unit records alone (`show`), which no analysis code shapes."""
    path = Path(index) / META
    if not path.is_file():
        return f"no search index at {index}"
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
        fmt, fp, sig = meta["format"], meta["fingerprint"], meta["stat"]
        analysed_by = meta["analysis"]
    except (OSError, ValueError, KeyError, TypeError) as err:
        return f"the search index at {index} cannot be read ({err})"
    if fmt != FORMAT:
        return f"the search index at {index} has an older layout"
    if analysis and analysed_by != analysis_version():
        return f"the search index at {index} was analysed by other code"
    if sig == stat_signature(corpus_dir):
        return None
    if fp != fingerprint(corpus_dir):
        return f"the search index at {index} was built from an older corpus"
    return None


