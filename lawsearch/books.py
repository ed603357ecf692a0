"""The 1907 book as a work of its own (`elwell-1907`), written as Akoma Ntoso like the Laws.

The Turkish translation is a committed source, so its expression is part of the corpus
(`corpus/akn/tr/elwell-1907.xml`). The English original may not be redistributed: when a copy is
at hand (`lawsearch fetch-sources`, `$LAWSEARCH_ELWELL_EN`, or `../shared/sources/`), and its
SHA-256 is the one recorded for it, the build writes its expression under `build/akn/`, which
is never committed. Both expressions share unit ids, so they align like the Laws' editions.
"""
from __future__ import annotations

import hashlib
from pathlib import Path

from . import akn, paths
from .errors import LawsearchError, SourceError
from .lang import SOURCE
from .manifest import SourceEntry
from .works import ELWELL as WORK

NAME = f"{WORK}.xml"


def _valid(data: bytes, name: str) -> bytes:
    errors = akn.validate(data, name)
    if errors:
        raise LawsearchError("Akoma Ntoso output is not valid:\n  " + "\n  ".join(errors[:20]))
    return data


def translation(entries: list[SourceEntry]) -> tuple[str, bytes]:
    """The language of the book's committed translation, and its expression."""
    from .sources.elwell_1907 import read_tr

    entry = next((e for e in entries if e.work == WORK), None)
    if entry is None:
        raise LawsearchError(f"no source of {WORK} in the manifest")
    return entry.lang, _valid(akn.to_xml(read_tr(entry.path), entry),
                              f"{entry.lang}/{NAME}")


def english_entry(path: Path) -> SourceEntry:
    """The English original's source record, refused if the file is not the recorded one."""
    from .fetch import FILES

    original, name, sha = next(f for f in FILES if f[1].endswith(".txt"))
    digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()
    if digest != sha:
        raise SourceError(path, 1, f"SHA-256 {sha} (Project Gutenberg #38120, {original})",
                          f"{digest}: not the recorded file")
    return SourceEntry(
        file=name, original=original, sha256=sha, lang=SOURCE, work=WORK, reader=None,
        edition="Bridge Axioms and Laws (1907), English original", publisher="Project Gutenberg",
        publisher_id="gutenberg", date="1907",
        provenance="J. B. Elwell, Bridge Axioms and Laws (1907), Project Gutenberg #38120 "
                   "(public domain in the USA); read from a local copy, never redistributed.",
        path=Path(path))


def english(path: Path | None = None) -> bytes | None:
    """The English expression, or None when no copy of the original is at hand."""
    from .sources.elwell_1907 import english_source, read_en

    source = english_source(path)
    if source is None or not source.is_file():
        return None
    entry = english_entry(source)
    return _valid(akn.to_xml(read_en(entry.path), entry), f"{SOURCE}/{NAME}")


def write_local(data: bytes, lang: str, root: Path | None = None) -> Path:
    """Write an expression that is not committed (atomically: a temporary file, then a rename),
    into `root`, by default the configured folder of such expressions (`paths.LOCAL`)."""
    target = (root or paths.LOCAL) / lang / NAME
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{NAME}.tmp")
    tmp.write_bytes(data)
    tmp.replace(target)
    return target
