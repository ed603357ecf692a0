"""The JSON records of units that `export` and `show --format json` print (GUIDE §3)."""
from __future__ import annotations

import glob
import os
import re
import secrets
import stat
from pathlib import Path
from typing import Iterable, Iterator

from .corpus import Corpus, blocks_text, own_notes, own_refs, own_text
from .errors import LawsearchError
from .files import not_writable
from .lang import ORDER, SOURCE
from .lang.en import LAW_TITLES
from .model import Annotation, Footnote, Paragraph
from .works import WORK, WORKS


def _langs(corpus: Corpus) -> list[str]:
    return list(dict.fromkeys(list(ORDER) + corpus.langs))


def unit_record(corpus: Corpus, cid: str, errata: dict[str, list[dict]] | None = None) -> dict:
    """A unit in every edition: its number, title, own text and references, its notes, the
    units of other works it relates to, and where its editions' numbers disagree (`errata`:
    `numbers.errata` of the corpus, made for this unit alone if not given)."""
    from .numbers import errata as numbers_errata

    if errata is None:
        errata = numbers_errata(corpus, [cid])
    versions = corpus.versions(cid)
    langs = _langs(corpus)
    any_unit = next(iter(versions.values()))
    title = {lang: (versions[lang].heading if lang in versions else None) for lang in langs}
    book = WORKS[corpus.work].book
    if any_unit.kind == "law" and SOURCE not in versions and corpus.work == WORK:
        title[SOURCE] = LAW_TITLES.get(int(cid))
    annotations = [_note_record(corpus, lang, note) for lang, unit in versions.items()
                   for note in own_notes(unit)]
    if not book:
        annotations.extend(annotation_record(ann) for ann in corpus.annotations_of(cid))
    return {
        "work": corpus.work,
        "id": cid,
        "law": None if book else cid if any_unit.kind == "law" else _law(cid),
        "parent": corpus.parent(cid),
        "kind": any_unit.kind,
        "num": {lang: (versions[lang].num if lang in versions else None) for lang in langs},
        "title": title,
        "text": {lang: (own_text(versions[lang]) if lang in versions else None) for lang in langs},
        "refs": {lang: (_refs(corpus, versions[lang]) if lang in versions else None)
                 for lang in langs},
        "annotations": annotations,
        "related": corpus.related(cid),
        "errata": errata.get(cid, []),
    }


def annotation_record(ann: Annotation) -> dict:
    return {"kind": ann.kind, "lang": ann.lang, "source": ann.source, "authority": ann.authority,
            "id": ann.id, "title": ann.title, "text": blocks_text(ann.blocks), "link": ann.link}


def _note_record(corpus: Corpus, lang: str, note: Footnote) -> dict:
    """A footnote of an edition, as an annotation of the unit (or definition) it is on."""
    return {"kind": note.kind, "lang": lang, "source": corpus.sources[lang].get("edition", lang),
            "authority": corpus.sources[lang].get("publisher"), "marker": note.marker,
            "text": note.text}


def definition_records(corpus: Corpus) -> Iterator[dict]:
    """Every definition in every edition, as a record like a unit's: its footnotes first among
    its annotations, as a unit's are."""
    langs = _langs(corpus)
    for key, by_lang in corpus.definitions().items():
        notes = [_note_record(corpus, lang, note) for lang, d in by_lang.items()
                 for block in d.text if isinstance(block, Paragraph) for note in block.notes]
        english = next((d.english for d in by_lang.values() if d.english), None)
        title = {lang: (by_lang[lang].term if lang in by_lang else None) for lang in langs}
        if SOURCE not in by_lang:
            title[SOURCE] = english  # the English term as the editions print it
        yield {
            "work": WORK,
            "id": f"def:{key}",
            "law": None,
            "parent": None,
            "kind": "definition",
            "title": title,
            "text": {lang: (blocks_text(by_lang[lang].text) if lang in by_lang else None)
                     for lang in langs},
            "refs": {lang: ([] if lang in by_lang else None) for lang in langs},
            "annotations": notes + [annotation_record(a)
                                    for a in corpus.annotations_of(f"def:{key}")],
            "related": [],
        }


def records(corpus: Corpus) -> Iterator[dict]:
    """Every unit of the work in document order: for the Laws, definitions first."""
    from .numbers import errata

    if corpus.work == WORK:
        yield from definition_records(corpus)
    found = errata(corpus)
    for cid in corpus.ids:
        yield unit_record(corpus, cid, found)


def _refs(corpus: Corpus, unit) -> list[str]:
    out: list[str] = []
    for ref in own_refs(unit):
        out.extend(t for t in corpus.targets(ref) if t not in out)
    return out


def _law(cid: str) -> str:
    return "".join(c for c in cid[:2] if c.isdigit())


def _kept(target: Path) -> list[tuple[Path, str]]:
    """The folders lawsearch reads that `target` lies in (through any links): the corpus, the
    editions users imported, the search index; an export never writes over what it reads."""
    from . import paths
    from .files import within

    folders = [(paths.AKN, "the corpus"), (paths.SHIPPED_AKN, "the corpus"),
               (paths.BUILT_AKN, "the corpus"), (paths.user_corpus(), "the imported editions"),
               (paths.INDEX, "the search index")]
    return [(folder, kind) for folder, kind in folders if within(target, folder)]


def _remove_leftovers(folder: Path, name: str) -> None:
    """The temporary files of exports to `name` that were killed before they could remove
    their own: those of a process that no longer runs (a running one may be writing it)."""
    ours = re.compile(rf"\.{re.escape(name)}\.(\d{{1,9}})\.[0-9a-f]{{8}}\.tmp")
    for tmp in folder.glob(f".{glob.escape(name)}.*.tmp"):
        m = ours.fullmatch(tmp.name)
        if m is None:
            continue
        try:
            os.kill(int(m[1]), 0)
        except ProcessLookupError:
            tmp.unlink(missing_ok=True)
        except OSError:  # another user's process
            continue


def write_file(target: Path, chunks: Iterable[str]) -> None:
    """Write the text `chunks` to `target` whole or not at all: into a temporary file beside it,
    renamed over it at the end. A file written over keeps its mode (a private file stays
    private), a new one has the mode the umask gives; a link is written through, to the file
    it names. A folder that does not exist, or a file that cannot be written, is a
    `LawsearchError` naming it, checked before anything is read from `chunks`."""
    target = Path(target)
    try:
        if target.is_symlink():  # renamed over, the link itself would be replaced by a file
            target = target.resolve()
    except (OSError, RuntimeError) as err:  # a name too long, a link in a loop
        raise LawsearchError(f"{target}: cannot write it ({getattr(err, 'strerror', None) or err})"
                             ) from None
    what = not_writable(target)
    if what and what != "a folder, not a file":  # (a folder: said below)
        raise LawsearchError(f"{target}: {what}; name a file to write (without -o the output "
                             "goes to standard output)")
    kept = _kept(target)
    if kept:
        raise LawsearchError(f"{target}: a file of {kept[0][1]} ({kept[0][0]}), which export "
                             "reads; name a file elsewhere")
    folder = target.parent
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "no such folder"
        raise LawsearchError(f"{folder}: {what}; cannot write {target.name} there")
    if target.is_dir():
        raise LawsearchError(f"{target}: is a folder; name a file to write")
    # A name of its own, so that two exports to the same file do not write into one another.
    tmp = folder / f".{target.name[:100]}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
    _remove_leftovers(folder, target.name[:100])
    try:
        out = open(tmp, "x", encoding="utf-8", newline="\n")
    except OSError as err:
        raise LawsearchError(f"{folder}: cannot write here ({err.strerror or err})") from None
    try:
        with out:
            for chunk in chunks:
                out.write(chunk)
        if target.exists():  # written over: as private (or as open) as it was
            tmp.chmod(stat.S_IMODE(target.stat().st_mode))
        tmp.replace(target)
    except OSError as err:
        raise LawsearchError(f"{target}: cannot write it ({err.strerror or err})") from None
    finally:
        tmp.unlink(missing_ok=True)
