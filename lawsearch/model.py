"""The model of the Laws that every reader produces and the Akoma Ntoso writer consumes.

One `Edition` is one language expression of one work. Its laws are a tree of `Unit`s whose
`id` is the canonical WBF-style citation (`27`, `27B`, `27B1`, `27B1(a)`, `27B1(a)(i)`), shared by
all editions so that they align.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Union

# Depth of each kind of unit below a law: the canonical id grows by one part per level.
KINDS = ("law", "section", "subsection", "item", "subitem")


@dataclass
class NoteRef:
    """Where a footnote marker stands inside a paragraph; the marker itself is not text."""

    marker: str  # as printed: "²", "*)", "1"
    note: "Footnote"


@dataclass
class Ref:
    """A cross-reference: the words of the text that name a unit, and the unit's canonical id.

    `upto` is the last unit of a range ("Laws 61–64": target "61", upto "64").
    """

    text: str
    target: str
    upto: str | None = None


Inline = Union[str, NoteRef, Ref]


def inline_text(parts: list) -> str:
    """The text of inline parts: strings and reference words; footnote markers are not text."""
    return "".join(p if isinstance(p, str) else p.text for p in parts if not isinstance(p, NoteRef))


@dataclass
class Paragraph:
    """A run of text; `parts` interleaves text with footnote markers and references."""

    parts: list[Inline]
    line: int = 0

    @property
    def text(self) -> str:
        return inline_text(self.parts)

    @property
    def refs(self) -> list[Ref]:
        return [p for p in self.parts if isinstance(p, Ref)]

    @property
    def notes(self) -> list["Footnote"]:
        return [p.note for p in self.parts if isinstance(p, NoteRef)]


@dataclass
class Table:
    """A table as published: rows of cell texts."""

    rows: list[list[str]]
    line: int = 0


Block = Union[Paragraph, Table]


@dataclass
class Footnote:
    """A footnote's text; it is attached where its marker stands (a `NoteRef`)."""

    marker: str
    text: str
    line: int = 0  # where the text itself was found in the source
    kind: str = "footnote"  # or "national-note" (e.g. Danish notes)
    parts: list | None = None  # `text` with its references linked (set by the citation linker)

    @property
    def inline(self) -> list:
        return self.parts if self.parts is not None else [self.text]


@dataclass
class Unit:
    """A law or one of its parts."""

    id: str  # canonical id
    kind: str  # one of KINDS
    num: str  # as printed, e.g. "YASA 27", "§ 27.", "B.", "1.", "(a)", "א."
    heading: str | None = None
    heading_notes: list[NoteRef] = field(default_factory=list)
    heading_parts: list | None = None  # `heading` with its references linked (set by the linker)
    intro: list[Block] = field(default_factory=list)  # text before children (or all text of a leaf)
    children: list["Unit"] = field(default_factory=list)
    wrapup: list[Block] = field(default_factory=list)  # closing text after the children
    line: int = 0

    def walk(self) -> Iterator["Unit"]:
        yield self
        for child in self.children:
            yield from child.walk()

    @property
    def law(self) -> str:
        from .ids import law_number

        return self.id.split(":")[0] if ":" in self.id else law_number(self.id)


@dataclass
class Definition:
    """One entry of the definitions (TANIMLAR / הגדרות)."""

    term: str
    text: list[Block]
    key: str | None  # language-independent id from the English term ("insufficient-bid"), if known
    english: str | None = None  # the English term as printed in the source, if any
    line: int = 0


@dataclass
class Repair:
    """A documented change made to the source while reading it."""

    line: int
    what: str  # e.g. "heading of 40C restored from the table of contents"
    before: str | None = None
    after: str | None = None


@dataclass
class Edition:
    """One language expression of a work, as read from one source file."""

    work: str  # the id of a work of `works.WORKS` (wbf-2017, elwell-1907)
    lang: str  # ISO 639-1: the code of a language `lang/` declares
    source: str  # path of the source file, for messages
    title: str
    laws: list[Unit] = field(default_factory=list)
    definitions: list[Definition] = field(default_factory=list)
    repairs: list[Repair] = field(default_factory=list)
    footnotes: list[Footnote] = field(default_factory=list)  # every footnote, attached or not
    index: list["IndexEntry"] = field(default_factory=list)  # its subject index, if read with it

    def units(self) -> Iterator[Unit]:
        for law in self.laws:
            yield from law.walk()

    def unit(self, cid: str) -> Unit | None:
        for u in self.units():
            if u.id == cid:
                return u
        return None


@dataclass
class Preformatted:
    """Text whose line breaks and spacing are its meaning (an auction, a hand diagram)."""

    text: str
    line: int = 0


@dataclass
class Annotation:
    """Something said about units of the Laws by someone other than the Laws' text itself.

    `kind` is one of ANNOTATION_KINDS; `targets` are the canonical ids it is attached to;
    `link` records how the attachment was made (e.g. {"method": "explicit-number"}, or
    {"method": "content", "written_for": "2007"}).
    """

    id: str  # unique within its source: "commentary-tr:12", "ibf-regulation:3"
    kind: str
    lang: str
    source: str  # the source file (manifest name)
    authority: str  # who says it: "Israel Bridge Federation", "Danmarks Bridgeforbund", …
    targets: list[str]
    blocks: list = field(default_factory=list)  # Paragraph | Table | Preformatted
    title: str | None = None
    link: dict = field(default_factory=dict)
    line: int = 0


ANNOTATION_KINDS = ("commentary", "footnote", "national-regulation", "national-note", "historical")


@dataclass
class IndexEntry:
    """One entry of a subject index: a term and the units it points to."""

    term: str
    targets: list[str]
    lang: str
    line: int = 0
    unresolved: list[str] = field(default_factory=list)  # references as printed that name nothing
