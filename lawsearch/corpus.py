"""The corpus as users see it: every edition read back from Akoma Ntoso, aligned by canonical id.

Everything downstream (show, export, later search and the site) reads this, never the parsers.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from . import akn, inventory
from .errors import CitationError, DamagedFile, LawsearchError
from .ids import is_under, sort_key
from .lang import ORDER
from .model import (
    Annotation,
    Definition,
    Edition,
    Footnote,
    Paragraph,
    Preformatted,
    Ref,
    Table,
    Unit,
)
from . import paths
from .paths import user_files
from .works import WORK, WORKS



def blocks_text(blocks: list) -> str:
    """Plain text of paragraphs and tables: paragraphs on lines, table cells tab-separated."""
    lines = []
    for b in blocks:
        if isinstance(b, Preformatted):
            lines.append(b.text)
        elif isinstance(b, Table):
            lines.extend("\t".join(row) for row in b.rows)
        elif isinstance(b, Paragraph):
            lines.append(b.text)
    return "\n".join(lines)


def own_text(unit: Unit) -> str:
    """The unit's own text, without its children's (intro, then closing text)."""
    parts = [t for t in (blocks_text(unit.intro), blocks_text(unit.wrapup)) if t]
    return "\n".join(parts)


def own_refs(unit: Unit) -> list[Ref]:
    """The cross-references in the unit's own text (not its children's, not its footnotes')."""
    return [r for b in unit.intro + unit.wrapup if isinstance(b, Paragraph) for r in b.refs]


def own_notes(unit: Unit) -> list[Footnote]:
    notes = [r.note for r in unit.heading_notes]
    for b in unit.intro + unit.wrapup:
        if isinstance(b, Paragraph):
            notes.extend(b.notes)
    return notes


def _files(directory: Path, work: str, user: bool,
           say: Callable[[str], None] | None = None) -> list[Path]:
    """The expressions of `work`: the corpus's, those built locally (never shipped) and, unless
    `user` is False, those users imported, one per language (their folder damaged: said through
    `say` and left out, or raised)."""
    files = sorted(directory.glob(f"*/{work}.xml"))
    local = paths.LOCAL
    if work != WORK and local.is_dir():
        files += sorted(local.glob(f"*/{work}.xml"))
    if user:
        shipped = {f.parent.name for f in files}
        try:
            imported = user_files(work)
        except DamagedFile as err:
            if say is None:
                raise
            say(f"{err.path} {err.what}: left out; to restore it: {err.restore}")
            imported = []
        files += [f for f in imported if f.parent.name not in shipped]
    return files


def present(directory: Path | None = None, user: bool = True) -> list[str]:
    """The works of which the corpus has an expression, in the order declared (the Laws
    first)."""
    directory = Path(directory or paths.AKN)
    # a work whose file the inventory lists is present though the file is gone: reading it
    # says so, where leaving it out would drop the work unsaid
    return [w for w in WORKS if _files(directory, w, user)
            or inventory.missing(directory, f"*/{w}.xml")]


@dataclass
class Corpus:
    """All expressions of one work in the corpus directory, with lookups by unit id.

    The work is the 2017 Laws (`wbf-2017`, ids `27B1(a)`) unless another is asked for: the 1907
    book (`elwell-1907`, ids `elwell-1907:scoring:3`), whose English expression, never committed,
    is read from `build/akn/` when the build made one.
    """

    editions: dict[str, Edition]  # language → edition of the work
    sources: dict[str, dict]  # language → source record (file, sha256, publisher, …)
    directory: Path = field(default_factory=lambda: paths.AKN)
    work: str = WORK
    # where a damaged file read later (an annotation document) is said, or None: raised
    say: Callable[[str], None] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def load(cls, directory: Path | None = None, work: str = WORK,
             user: bool = True, say: Callable[[str], None] | None = None) -> "Corpus":
        """The corpus in `directory`, with the editions users imported (`lawsearch import`)
        unless `user` is False; by default the configured corpus (`paths.AKN`).

        A file that is missing or not as the build wrote it (`inventory`) is a `DamagedFile`
        error; or, when `say` is given, said through it and left out (with the annotations
        read later), so that a command can answer from the rest and say what it lacks."""
        directory = Path(directory or paths.AKN)
        if say is not None:
            unverified = inventory.unverified(directory)
            if unverified:
                say(unverified)
        files = _files(directory, work, user, say) + inventory.missing(directory,
                                                                        f"*/{work}.xml")
        if not files:
            raise LawsearchError(f"{directory}: no corpus here; run `lawsearch build` first")
        editions, sources = {}, {}
        read = inventory.each(files, lambda path: inventory.parsed(
            path, lambda data: akn.from_xml(data, str(path))), say)
        for edition, source in read:
            editions[edition.lang] = edition
            sources[edition.lang] = source
        if not editions:
            raise LawsearchError(f"{directory}: no edition of {work} can be read")
        ordered = {k: editions[k] for k in ORDER if k in editions}
        ordered.update({k: v for k, v in editions.items() if k not in ordered})
        corpus = cls(ordered, sources, directory, work, say)
        corpus._index()
        return corpus

    def _index(self) -> None:
        self._units: dict[str, dict[str, Unit]] = {}
        self._parent: dict[str, str | None] = {}
        order: list[str] = []  # document order of the first edition that has each unit
        for lang, edition in self.editions.items():
            for law in edition.laws:
                stack: list[tuple[Unit, str | None]] = [(law, None)]
                while stack:
                    unit, parent = stack.pop()
                    if unit.id not in self._units:
                        order.append(unit.id)
                    self._units.setdefault(unit.id, {})[lang] = unit
                    self._parent.setdefault(unit.id, parent)
                    stack.extend((c, unit.id) for c in reversed(unit.children))
        self.ids = order if WORKS[self.work].book else sorted(self._units, key=sort_key)

    @property
    def langs(self) -> list[str]:
        return list(self.editions)

    def versions(self, cid: str) -> dict[str, Unit]:
        """The unit in each edition that has it."""
        return self._units.get(cid, {})

    def parent(self, cid: str) -> str | None:
        return self._parent.get(cid)

    def subtree(self, cid: str) -> list[str]:
        """The unit and every unit under it, in document order, across all editions."""
        if cid not in self._units:
            raise self.unknown(cid)
        return [i for i in self.ids if i == cid or is_under(i, cid)]

    def unknown(self, cid: str) -> CitationError:
        if WORKS[self.work].book:
            sections = [i.split(":", 1)[1] for i in self.ids if i.count(":") == 1]
            return CitationError(f"no {cid} in {self.work}; its sections are "
                                 + ", ".join(sections))
        from .citations.resolve import Units

        why = Units([i for i in self.ids if not i.startswith("def:")]).why_missing(cid)
        return CitationError(why if self.work == WORK else f"{why} (in {self.work})")

    def related(self, cid: str) -> list[str]:
        """Units of the other work linked to this one: the 1907 rules on a 2017 law's topic, or
        the 2017 laws a 1907 rule was linked to (the reviewed mapping)."""
        if self.work == WORK:
            return [a.id for a in self.annotations_of(cid) if a.kind == "historical"]
        return [t for a in self.annotations if a.kind == "historical" and a.id == cid
                for t in a.targets]

    @cached_property
    def annotations(self) -> list[Annotation]:
        """Every annotation document's annotations (commentary, regulations, historical…)."""
        from .annotations import load_annotations

        return load_annotations(self.directory, self.say)

    @cached_property
    def _annotations_by_unit(self) -> dict[str, list[Annotation]]:
        out: dict[str, list[Annotation]] = {}
        for ann in self.annotations:
            for cid in ann.targets:
                out.setdefault(cid, []).append(ann)
        return out

    def annotations_of(self, cid: str) -> list[Annotation]:
        """The annotations attached to this very unit (not to its parts); those of the corpus
        are all on the 2017 Laws."""
        return self._annotations_by_unit.get(cid, []) if self.work == WORK else []

    def targets(self, ref: Ref) -> list[str]:
        """The units a reference names: one, or every unit of a range."""
        if not ref.upto:
            return [ref.target]
        from .citations.resolve import Units

        return Units(self.ids).between(ref.target, ref.upto)

    def definitions(self) -> dict[str, dict[str, Definition]]:
        """Definition key → language → definition."""
        out: dict[str, dict[str, Definition]] = {}
        for lang, edition in self.editions.items():
            for d in edition.definitions:
                out.setdefault(d.key or "", {})[lang] = d
        return out
