"""sources → readers → AKN corpus, written to a temporary directory and swapped in at the end.

Nothing is half-written: any error leaves the previous corpus as it was.
"""
from __future__ import annotations

import importlib
import json
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from . import akn, books
from .atomic import swap_dir
from .align import AlignmentReport, align, load_gap_notes
from .citations.link import link_editions
from .citations.report import report as citations_report
from .errors import LawsearchError
from .manifest import SourceEntry, load_manifest
from .model import Edition

Progress = Callable[[str], None]


@dataclass
class BuildResult:
    editions: list[Edition]
    report: AlignmentReport
    citations: dict
    timings: dict[str, float] = field(default_factory=dict)  # step → seconds


def read_edition(entry: SourceEntry) -> Edition:
    """Run the reader the manifest names for this source."""
    module = importlib.import_module(f"lawsearch.sources.{entry.reader}")
    edition: Edition = module.read(entry.path)
    if edition.lang != entry.lang:
        raise LawsearchError(f"{entry.path}: reader gave language {edition.lang!r}, "
                             f"manifest says {entry.lang!r}")
    return edition


def akn_name(edition: Edition) -> str:
    return f"{edition.lang}/{edition.work}.xml"


def build_corpus(sources: Path, out: Path, gaps: Path | None = None,
                 progress: Progress = lambda step: None, local: Path | None = None) -> BuildResult:
    """Read every source with a reader, write and validate its AKN, and swap `out` in whole.

    `local`: where to write expressions from sources that are not committed (the English 1907
    book, when a copy is at hand); None: do not build them.
    """
    entries = load_manifest(sources)
    timings: dict[str, float] = {}
    for entry in entries:
        entry.verify()
    editions: list[tuple[Edition, SourceEntry]] = []
    for entry in entries:
        if not entry.reader:
            continue
        progress(f"reading {entry.file}")
        t0 = time.perf_counter()
        editions.append((read_edition(entry), entry))
        timings[f"parse {entry.file}"] = time.perf_counter() - t0

    _key_definitions([e for e, _ in editions])
    progress("linking cross-references")
    t0 = time.perf_counter()
    occurrences = link_editions([e for e, _ in editions])
    citations = citations_report(occurrences)
    timings["find, resolve and link citations"] = time.perf_counter() - t0

    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    tmp.chmod(0o755)  # mkdtemp makes it private; the corpus is for everyone to read
    try:
        t0 = time.perf_counter()
        for edition, entry in editions:
            progress(f"writing {akn_name(edition)}")
            data = akn.to_xml(edition, entry)
            errors = akn.validate(data, akn_name(edition))
            if errors:
                raise LawsearchError("Akoma Ntoso output is not valid:\n  " + "\n  ".join(errors[:20]))
            target = tmp / akn_name(edition)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        timings["write and validate AKN"] = time.perf_counter() - t0
        progress("writing the 1907 book")
        t0 = time.perf_counter()
        (tmp / "tr").mkdir(exist_ok=True)
        (tmp / "tr" / books.NAME).write_bytes(books.turkish(entries))
        english_book = books.english() if local is not None else None
        timings["1907 book (AKN)"] = time.perf_counter() - t0
        for name, data in _layers(entries, [e for e, _ in editions], timings, progress).items():
            errors = akn.validate(data, f"annotations/{name}")
            if errors:
                raise LawsearchError("Akoma Ntoso output is not valid:\n  " + "\n  ".join(errors[:20]))
            (tmp / "annotations").mkdir(exist_ok=True)
            (tmp / "annotations" / name).write_bytes(data)
        progress("writing the glossary")
        t0 = time.perf_counter()
        glossary_tmp = out.parent / f".{GLOSSARY_NAME}.tmp"
        glossary_tmp.write_bytes(_glossary(tmp))
        timings["glossary (TBX)"] = time.perf_counter() - t0
        progress("aligning editions")
        report = align([e for e, _ in editions], load_gap_notes(gaps) if gaps else {})
        for name, data in (("alignment.json", report.to_json()), ("citations.json", citations)):
            (tmp / name).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                    encoding="utf-8")
        swap_dir(tmp, out)
        glossary_tmp.replace(out.parent / GLOSSARY_NAME)
        if english_book is not None:
            books.write_local(english_book, "en", local)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        (out.parent / f".{GLOSSARY_NAME}.tmp").unlink(missing_ok=True)
        raise
    return BuildResult([e for e, _ in editions], report, citations, timings)


GLOSSARY_NAME = "glossary.tbx"


def _layers(entries: list[SourceEntry], editions: list[Edition], timings: dict[str, float],
            progress: Progress) -> dict[str, bytes]:
    from . import layers

    progress("reading annotation layers")
    return layers.all_layers(entries, editions, timings)


def _key_definitions(editions: list[Edition]) -> None:
    """Give the Turkish definitions the English keys of the reviewed mapping, so that the
    definitions align across editions like the laws do."""
    from .glossary import load_definition_mapping

    mapping = load_definition_mapping()
    for edition in editions:
        if edition.lang == "tr":
            for d in edition.definitions:
                d.key = d.key or mapping.mapped.get(d.term)


def _glossary(corpus_dir: Path) -> bytes:
    """The shipped glossary: of the shipped editions only (never of a user's imported ones,
    whose text is theirs)."""
    from .corpus import Corpus
    from .glossary import build_glossary
    from .tbx import to_tbx

    return to_tbx(build_glossary(Corpus.load(corpus_dir, user=False)))
