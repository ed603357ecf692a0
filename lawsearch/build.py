"""sources → readers → AKN corpus, written to a temporary directory, checked as `lawsearch check`
checks it, and swapped in at the end (`atomic.py`: whole, under a lock).

Nothing is half-written: any error, or a corpus the check rejects, leaves the previous corpus as it
was.
"""
from __future__ import annotations

import importlib
import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from . import akn, atomic, books, inventory, paths, situations
from .align import AlignmentReport, align, load_gap_notes
from .citations.link import link_editions
from .citations.report import report as citations_report
from .errors import LawsearchError
from .lang import SOURCE
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


def build_corpus(sources: Path, out: Path, gaps: Path | None = paths.GAPS,
                 progress: Progress = lambda step: None, local: Path | None = None) -> BuildResult:
    """Read every source with a reader, write and validate its AKN, check it as `lawsearch check`
    does, and swap it into `out` whole (under `out`'s lock), or raise and leave `out` as it was.

    `gaps`: the reviewed explanations of gaps (None: none, so that every gap is an error).

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
    glossary_tmp = out.with_name(f".{out.name}-{GLOSSARY_NAME}.tmp")  # a leftover if killed
    situations_tmp = out.with_name(f".{out.name}-{situations.TBX_NAME}.tmp")
    # One lock from the first file written to the last: two builds of `out` cannot interleave.
    with atomic.lock(out, progress):
        out.with_name(f".{GLOSSARY_NAME}.tmp").unlink(missing_ok=True)  # left by older builds
        try:
            with atomic.replacing(out, progress) as tmp:
                t0 = time.perf_counter()
                for edition, entry in editions:
                    progress(f"writing {akn_name(edition)}")
                    data = akn.to_xml(edition, entry)
                    errors = akn.validate(data, akn_name(edition))
                    if errors:
                        raise LawsearchError("Akoma Ntoso output is not valid:\n  "
                                             + "\n  ".join(errors[:20]))
                    target = tmp / akn_name(edition)
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(data)
                timings["write and validate AKN"] = time.perf_counter() - t0
                progress("writing the 1907 book")
                t0 = time.perf_counter()
                translated, book = books.translation(entries)
                (tmp / translated).mkdir(exist_ok=True)
                (tmp / translated / books.NAME).write_bytes(book)
                english_book = books.english() if local is not None else None
                timings["1907 book (AKN)"] = time.perf_counter() - t0
                for name, data in _layers(entries, [e for e, _ in editions], timings,
                                          progress).items():
                    errors = akn.validate(data, f"annotations/{name}")
                    if errors:
                        raise LawsearchError("Akoma Ntoso output is not valid:\n  "
                                             + "\n  ".join(errors[:20]))
                    (tmp / "annotations").mkdir(exist_ok=True)
                    (tmp / "annotations" / name).write_bytes(data)
                progress("writing the glossary")
                t0 = time.perf_counter()
                glossary_tmp.write_bytes(_glossary(tmp))
                situations_tmp.write_bytes(situations.to_tbx(situations.load()))
                timings["glossary and situations (TBX)"] = time.perf_counter() - t0
                progress("aligning editions")
                report = align([e for e, _ in editions], load_gap_notes(gaps) if gaps else {})
                for name, data in (("alignment.json", report.to_json()),
                                   ("citations.json", citations)):
                    (tmp / name).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                            encoding="utf-8")
                inventory.write(tmp)  # last: what every command checks the files against
                progress("checking the corpus as `lawsearch check` does")
                t0 = time.perf_counter()
                problems = check_corpus(tmp, gaps, editions)
                timings["check"] = time.perf_counter() - t0
                if problems:
                    raise LawsearchError(
                        f"the corpus was not written ({out} is as it was): `lawsearch check` "
                        f"would reject it for {len(problems)} problems:\n  "
                        + "\n  ".join(problems[:MAX_SHOWN])
                        + (f"\n  … and {len(problems) - MAX_SHOWN} more"
                           if len(problems) > MAX_SHOWN else ""))
            glossary_tmp.replace(out.parent / GLOSSARY_NAME)
            situations_tmp.replace(out.parent / situations.TBX_NAME)
        except BaseException:
            glossary_tmp.unlink(missing_ok=True)
            situations_tmp.unlink(missing_ok=True)
            raise
        if english_book is not None:
            books.write_local(english_book, SOURCE, local)
    return BuildResult([e for e, _ in editions], report, citations, timings)


GLOSSARY_NAME = "glossary.tbx"
MAX_SHOWN = 40  # problems listed in a refused build's message


def check_corpus(directory: Path, gaps: Path | None,
                 editions: list[tuple[Edition, SourceEntry]] = ()) -> list[str]:
    """What `lawsearch check` rejects in the corpus in `directory`, one line each (empty: it
    passes). Of the corpus's own editions, not those users imported. With the `editions` as read
    from their sources, an unexplained gap names the source file and line where an edition lacks
    the unit and where the others have it."""
    from .corpus import Corpus
    from .ids import sort_key

    directory = Path(directory)
    problems: list[str] = []
    for path in sorted(directory.glob("*/*.xml")):
        data, name = path.read_bytes(), str(path.relative_to(directory))
        problems += akn.validate(data, name) + akn.broken_links(data, name)
    corpus = Corpus.load(directory, user=False)
    report = align(list(corpus.editions.values()), load_gap_notes(gaps) if gaps else {})
    explained_by = str(gaps) if gaps else "no gap explanations"
    read = {e.lang: (e, entry) for e, entry in editions}
    order = {lang: sorted(((sort_key(u.id), u) for u in e.units()), key=lambda p: p[0])
             for lang, (e, _) in read.items()}

    def where(lang: str, cid: str) -> str:
        edition, entry = read[lang]
        unit = edition.unit(cid)
        return f"{entry.path}:{unit.line}" if unit else str(entry.path)

    for gap in report.unexplained:
        present = [f"{lang} ({where(lang, gap.id)})" if lang in read else lang
                   for lang in report.units.get(gap.id, [])]
        there = " and ".join([", ".join(present[:-1]), present[-1]] if len(present) > 1
                             else present)
        before = [u for k, u in order.get(gap.lang, []) if k < sort_key(gap.id)]
        if before:
            at = (f"{read[gap.lang][1].path}:{before[-1].line}: no {gap.id} in the {gap.lang} "
                  f"edition (it would come after {before[-1].id}, here)")
        elif gap.lang in read:
            at = f"{read[gap.lang][1].path}:1: no {gap.id} in the {gap.lang} edition"
        else:
            at = f"{gap.id}: missing in {gap.lang}"
        verb = "have" if len(present) > 1 else "has"
        problems.append(f"{at}, though {there} {verb} it; {explained_by} does not explain the gap")
    problems += [f"{explained_by}: explains a gap that does not exist: {s}" for s in report.stale]
    known = set(corpus.ids) | {f"def:{key}" for key in corpus.definitions()}
    for ann in corpus.annotations:
        problems += [f"annotation {ann.id} ({ann.source}) attached to {cid}, which does not exist"
                     for cid in ann.targets if cid not in known]
    for lang, e in corpus.editions.items():
        problems += [f"{where(lang, law.id) if lang in read else lang}: law {law.id} has no title"
                     for law in e.laws if not (law.heading or "").strip()]
    return problems


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
        if edition.lang == mapping.lang:
            for d in edition.definitions:
                d.key = d.key or mapping.mapped.get(d.term)


def _glossary(corpus_dir: Path) -> bytes:
    """The shipped glossary: of the shipped editions only (never of a user's imported ones,
    whose text is theirs)."""
    from .corpus import Corpus
    from .glossary import build_glossary
    from .tbx import to_tbx

    return to_tbx(build_glossary(Corpus.load(corpus_dir, user=False)))
