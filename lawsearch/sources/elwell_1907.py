"""Reader for J. B. Elwell, *Bridge Axioms and Laws* (1907): the English original (Project
Gutenberg #38120, read from a path, never committed) and its Turkish machine translation.

The book is a work of its own, `elwell-1907`. Its sections are the book's headings (the axioms,
then the laws' headings: THE RUBBER, SCORING, CUTTING …); its rules are unnumbered paragraphs,
mostly between separator lines of five stars. Each rule paragraph is a unit:

    elwell-1907:<section>              kind "section"   heading as printed; tables under the
                                                         heading are its blocks
    elwell-1907:<section>:<n>          kind "rule"      the section's n-th rule paragraph; a
                                                         table after it (and the table's note)
                                                         is one of its blocks
    elwell-1907:<section>:<n>:<item>   kind "item"      a lettered or ordinal sub-item (`a`, `1`)

`<section>` is the slug of the English heading in both editions (`scoring`), and `<n>` counts the
English paragraphs: where the translation merged two paragraphs or split one, the Turkish reader
splits or joins them again (see `lawsearch.lang.tr.elwell`), each change a `Repair`, so that a
Turkish rule and the English rule it translates have one id.

What is not the book's text is left out: the Gutenberg header and licence, the title page and
epigraph before the first heading, illustration captions, and the part title of the laws
(`THE LAWS OF BRIDGE`, `_Revised_ 1907`). The one footnote (`[A]`) is a `Footnote` of its rule.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from .. import paths
from ..errors import SourceError
from ..lang.en import LANGUAGE as ORIGINAL  # the language the book was written in
from ..lang.en import elwell as en
from ..lang.tr import LANGUAGE as TRANSLATED  # the language of its committed translation
from ..lang.tr import elwell as tr
from ..model import Edition, Footnote, NoteRef, Paragraph, Repair, Table, Unit
from .text import read_lines
from ..works import ELWELL as WORK

EN_FILE = "elwell-1907-en.txt"  # the English original's name under ../shared/sources/ (and fetch)

SEPARATOR = re.compile(r"^\*(\s+\*){4}$")
TABLE_BORDER = re.compile(r"^\+[-+|]*$")
FOOTNOTE_TEXT = re.compile(r"^\[(?P<letter>[A-Z])\]\s+(?P<text>\S.*)$", re.S)
NOTE_MARKER = re.compile(r"\[[A-Z]\]")
_HEADING_END = re.compile(r"^(?P<text>.*[.!?:;])\s+(?P<heading>[^a-zçğıöşü]+)$")


def read_en(path: Path) -> Edition:
    """The English original (`38120.txt`)."""
    return _Reader(Path(path), ORIGINAL.code).read()


def read_tr(path: Path) -> Edition:
    """The Turkish translation (`corpus/sources/elwell-1907-tr.txt`), numbered as the English."""
    return _Reader(Path(path), TRANSLATED.code).read()


def english_source(explicit: Path | None = None) -> Path | None:
    """Where the English original is: the path given, else `$LAWSEARCH_ELWELL_EN`, else what
    `lawsearch fetch-sources` downloaded (`build/sources/`), else `../shared/sources/` beside the
    project; None if there is none (it is never committed)."""
    if explicit is not None:
        return Path(explicit)
    env = os.environ.get("LAWSEARCH_ELWELL_EN")
    if env:
        return Path(env)
    beside = [paths.CHECKOUT.parent / "shared" / "sources"] if paths.CHECKOUT else []
    for folder in (paths.FETCHED, *beside):
        if (folder / EN_FILE).is_file():
            return folder / EN_FILE
    return None


@dataclass
class RawParagraph:
    """A paragraph of a section as printed, before any merge or split is undone."""

    section: str  # the section's slug
    group: int  # how many separators precede it in its section
    text: str
    line: int
    # "rule", "item", "footnote", "note" (a table's note) or "continuation" (the second
    # Turkish paragraph of a split English one, joined to the rule before it)
    kind: str = "rule"
    num: str = ""  # an item's marker


@dataclass
class Section:
    """A heading and what follows it up to the next heading."""

    slug: str
    heading: str
    line: int
    blocks: list = field(default_factory=list)  # RawParagraph | Table, in order
    table_groups: dict = field(default_factory=dict)  # id(table) → its separator group


def sections(path: Path, lang: str) -> tuple[list[Section], list[Repair]]:
    """The book's sections with their paragraphs and tables as printed (no merge or split
    undone), and the repairs made on the way (glued separators and headings)."""
    return _Reader(Path(path), lang).scan()


def slug_of(lang: str, heading: str) -> str:
    """The section slug of a printed heading (always from the English heading)."""
    return en.slug(tr.HEADINGS[heading] if lang == TRANSLATED.code else heading)


class _Reader:
    def __init__(self, path: Path, lang: str):
        self.path = path
        self.lang = lang
        self.translated = lang == TRANSLATED.code
        self.rules: ModuleType = tr if self.translated else en
        self.headings = set(tr.HEADINGS) if self.translated else set(en.HEADINGS)
        self.repairs: list[Repair] = []

    # -- pass 1: lines → sections of paragraphs, tables and separators -----------------------

    def scan(self) -> tuple[list[Section], list[Repair]]:
        lines = read_lines(self.path)
        start, end = self._body(lines)
        out: list[Section] = []
        group = 0
        i = start
        while i < end:
            text = lines[i].strip()
            number = i + 1
            if not text:
                i += 1
                continue
            if SEPARATOR.match(text):
                group += 1
                i += 1
                continue
            if self._heading(text):
                out.append(Section(slug_of(self.lang, _squash(text)), _squash(text), number))
                group = 0
                i += 1
                continue
            if text in self.rules.PART_TITLES:
                i += 1
                continue
            if self.rules.ILLUSTRATION.match(text):
                i = self._skip_illustration(lines, i, end)
                continue
            if text.startswith("+-") or (text.startswith("|") and text.endswith("|")):
                j = i
                while j < end and lines[j].strip()[:1] in ("+", "|"):
                    j += 1
                if out:
                    table = self._table(lines[i:j], number)
                    out[-1].blocks.append(table)
                    out[-1].table_groups[id(table)] = group
                i = j
                continue
            # A paragraph: the lines up to a blank line, a separator or a table.
            parts: list[str] = []
            j = i
            glued_sep = glued_heading = None
            while j < end:
                t = lines[j].strip()
                if not t or SEPARATOR.match(t) or t.startswith("+-"):
                    break
                if j > i and (self._heading(t) or self.rules.ILLUSTRATION.match(t)):
                    break
                m = getattr(self.rules, "GLUED_SEPARATOR", None)
                m = m.match(t) if m else None
                if m:
                    parts.append(m.group("text"))
                    glued_sep = j + 1
                    j += 1
                    break
                h = _HEADING_END.match(t)
                if h and _squash(h.group("heading")) in self.headings:
                    parts.append(h.group("text"))
                    glued_heading = (j + 1, _squash(h.group("heading")), t)
                    j += 1
                    break
                parts.append(t)
                j += 1
            if not out:  # front matter: title page, epigraph
                i = j
                if glued_heading:
                    self._glued_heading(out, *glued_heading)
                    group = 0
                continue
            out[-1].blocks.append(self._paragraph(out[-1].slug, group, " ".join(parts), number))
            if glued_sep:
                self.repairs.append(Repair(glued_sep, "separator glued to the end of a paragraph"
                                           " split off", lines[glued_sep - 1].strip(),
                                           parts[-1]))
                group += 1
            if glued_heading:
                self._glued_heading(out, *glued_heading)
                group = 0
            i = j
        if not out:
            raise SourceError(self.path, start + 1,
                              f"a section heading such as {sorted(self.headings)[0]!r}",
                              "no heading in the book")
        self._check_order(out, end)
        return out, self.repairs

    def _glued_heading(self, out: list[Section], line: int, heading: str, before: str) -> None:
        self.repairs.append(Repair(line, f"heading {heading!r} glued to the end of a paragraph"
                                   " split off", before, heading))
        out.append(Section(slug_of(self.lang, heading), heading, line))

    def _body(self, lines: list[str]) -> tuple[int, int]:
        start = next((i for i, text in enumerate(lines) if self.rules.START.match(text.strip())),
                     None)
        if start is None:
            raise SourceError(self.path, 1,
                              f"the line that opens the book ({self.rules.START.pattern})",
                              lines[0])
        end = next((i for i in range(start + 1, len(lines))
                    if self.rules.END.match(lines[i].strip())), None)
        if end is None:
            raise SourceError(self.path, len(lines),
                              f"the line that closes the book ({self.rules.END.pattern})",
                              "the end of the file (truncated?)")
        return start + 1, end

    def _heading(self, text: str) -> bool:
        return _squash(text) in self.headings

    def _skip_illustration(self, lines: list[str], i: int, end: int) -> int:
        j = i
        while j < end:
            if lines[j].rstrip().endswith("]"):
                return j + 1
            j += 1
        raise SourceError(self.path, i + 1, "the ']' that closes this illustration",
                          lines[i].strip())

    def _table(self, lines: list[str], line: int) -> Table:
        """One row per printed text line, cells stripped; border lines are layout."""
        rows = []
        for raw in lines:
            t = raw.strip()
            if TABLE_BORDER.match(t):
                continue
            cells = t.split("|")
            if cells and cells[0] == "":
                cells = cells[1:]
            if cells and cells[-1] == "":
                cells = cells[:-1]
            rows.append([c.strip() for c in cells])
        if not rows:  # (a table is written with its rows, and the schema wants one)
            raise SourceError(self.path, line, "a table's rows between its border lines",
                              lines[0].strip()[:60])
        return Table(rows=rows, line=line)

    def _paragraph(self, slug: str, group: int, text: str, line: int) -> RawParagraph:
        if FOOTNOTE_TEXT.match(text):
            return RawParagraph(slug, group, text, line, "footnote")
        if any(p.match(text) for p in self.rules.TABLE_NOTES):
            return RawParagraph(slug, group, text, line, "note")
        m = self.rules.ITEM.match(text)
        if m:
            return RawParagraph(slug, group, m.group("text"), line, "item", m.group("num"))
        return RawParagraph(slug, group, text, line)

    def _check_order(self, out: list[Section], end: int) -> None:
        """Every section once, in the book's order: else the file is not this book (or cut)."""
        expected = [en.slug(h) for h in en.HEADINGS]
        label = {en.slug(h): h for h in en.HEADINGS}
        if self.translated:
            label = {en.slug(e): t for t, e in tr.HEADINGS.items()}
        for k, section in enumerate(out):
            if k >= len(expected) or section.slug != expected[k]:
                want = label[expected[k]] if k < len(expected) else "the end of the book"
                raise SourceError(self.path, section.line, f"the heading {want!r}", section.heading)
        if len(out) < len(expected):
            raise SourceError(self.path, end, f"the heading {label[expected[len(out)]]!r}",
                              "the end of the book (truncated?)")

    # -- pass 2: sections → units --------------------------------------------------------------

    def read(self) -> Edition:
        found, repairs = self.scan()
        if self.translated:
            found = self._undo_translation(found)
        edition = Edition(work=WORK, lang=self.lang, source=str(self.path),
                          title=self.rules.TITLE, repairs=self.repairs)
        notes = self._footnotes(found)
        edition.footnotes = list(notes.values())
        for section in found:
            edition.laws.append(self._section(section, notes))
        for note in notes.values():
            if not any(isinstance(p, NoteRef) and p.note is note for u in edition.units()
                       for b in u.intro if isinstance(b, Paragraph) for p in b.parts):
                raise SourceError(self.path, note.line, f"a marker {note.marker} for this footnote",
                                  note.text)
        return edition

    def _footnotes(self, found: list[Section]) -> dict[str, Footnote]:
        notes: dict[str, Footnote] = {}
        for section in found:
            for b in section.blocks:
                if isinstance(b, RawParagraph) and b.kind == "footnote":
                    m = FOOTNOTE_TEXT.match(b.text)
                    letter = m.group("letter")
                    if letter in notes:
                        raise SourceError(self.path, b.line, f"one footnote [{letter}]", b.text)
                    notes[letter] = Footnote(marker=f"[{letter}]", text=m.group("text"),
                                             line=b.line)
        return notes

    def _section(self, section: Section, notes: dict[str, Footnote]) -> Unit:
        unit = Unit(id=f"{WORK}:{section.slug}", kind="section", num="", heading=section.heading,
                    line=section.line)
        rule: Unit | None = None
        rule_group = -1
        holder: Unit = unit  # where a table (and its note) goes
        for b in section.blocks:
            if isinstance(b, Table):
                in_rule = rule is not None and rule_group == section.table_groups[id(b)]
                holder = rule if in_rule else unit
                holder.intro.append(b)
                continue
            if b.kind == "footnote":
                continue
            if b.kind == "note" and any(isinstance(x, Table) for x in holder.intro):
                holder.intro.append(Paragraph([b.text], b.line))
                continue
            if b.kind == "item":
                if rule is None or rule_group != b.group:
                    raise SourceError(self.path, b.line,
                                      f"a rule paragraph before the item {b.num!r}", b.text)
                for num, text, line in self._items(b):
                    rule.children.append(Unit(
                        id=f"{rule.id}:{_item_part(num)}", kind="item", num=num,
                        intro=[Paragraph(self._parts(text, b.line, notes), line)], line=line))
                continue
            if b.kind == "continuation" and rule is not None:
                rule.intro.append(Paragraph(self._parts(b.text, b.line, notes), b.line))
                continue
            n = sum(1 for c in unit.children) + 1
            rule = Unit(id=f"{unit.id}:{n}", kind="rule", num="",
                        intro=[Paragraph(self._parts(b.text, b.line, notes), b.line)], line=b.line)
            rule_group = b.group
            holder = unit
            unit.children.append(rule)
        seen = set()
        for child in unit.walk():
            if child.id in seen:
                raise SourceError(self.path, child.line, f"one unit {child.id}", child.num)
            seen.add(child.id)
        return unit

    def _items(self, b: RawParagraph) -> list[tuple[str, str, int]]:
        """`1st. That …, or 2d. That …` is two items on one line."""
        out = []
        num, text = b.num, b.text
        for m in list(self.rules.INLINE_ITEM.finditer(text))[:1]:
            out.append((num, text[:m.start()], b.line))
            num, text = m.group("num"), text[m.end():]
        out.append((num, text, b.line))
        return out

    def _parts(self, text: str, line: int, notes: dict[str, Footnote]) -> list:
        parts: list = []
        pos = 0
        for m in NOTE_MARKER.finditer(text):
            note = notes.get(m.group()[1])
            if note is None:
                continue  # `[S]` in a table's note is a suit, not a marker
            # The space before a marker goes with it: `edebilir. [A] Ortaklık` reads
            # `edebilir. Ortaklık`, as `indefinitely.[A] The` reads `indefinitely. The`.
            before = text[pos:m.start()]
            if before.endswith(" ") and text[m.end():m.end() + 1] == " ":
                before = before[:-1]
            parts.append(before)
            parts.append(NoteRef(m.group(), note))
            pos = m.end()
        parts.append(text[pos:])
        return [p for p in parts if p != ""]

    # -- the translation's merges and splits ------------------------------------------------------

    def _undo_translation(self, found: list[Section]) -> list[Section]:
        """Split the paragraphs the translation merged and join those it split (`tr.MERGED`,
        `tr.SPLIT`); each one must be found once."""
        used: set = set()
        for section in found:
            blocks = []
            for b in section.blocks:
                if isinstance(b, RawParagraph) and b.kind == "rule":
                    key = next((k for k in tr.MERGED if k[0] == section.slug
                                and b.text.startswith(k[1])), None)
                    if key is not None:
                        at = b.text.find(" " + key[2])
                        if at < 0:
                            raise SourceError(self.path, b.line,
                                              f"{key[2]!r} inside this paragraph (a merge known"
                                              " to the reader)", b.text)
                        first, second = b.text[:at], b.text[at + 1:]
                        self.repairs.append(Repair(
                            b.line, "paragraph merged by the translation split in two, as in the"
                            f" English ({section.slug})", b.text, second))
                        blocks += [RawParagraph(b.section, b.group, first, b.line),
                                   RawParagraph(b.section, b.group, second, b.line)]
                        used.add(key)
                        continue
                    key = next((k for k in tr.SPLIT if k[0] == section.slug
                                and b.text.startswith(k[2])), None)
                    prev = blocks[-1] if blocks else None
                    if key is not None and isinstance(prev, RawParagraph) \
                            and prev.text.startswith(key[1]) and prev.group == b.group:
                        self.repairs.append(Repair(b.line, "paragraph split by the translation "
                                                   f"joined to the one before it ({section.slug})",
                                                   b.text, None))
                        blocks.append(RawParagraph(b.section, b.group, b.text, b.line,
                                                   "continuation"))
                        used.add(key)
                        continue
                blocks.append(b)
            section.blocks = blocks
        for key in (*tr.MERGED, *tr.SPLIT):
            if key not in used:
                line = next((s.line for s in found if s.slug == key[0]), 1)
                raise SourceError(self.path, line,
                                  f"the paragraph beginning {key[1]!r} in section {key[0]}"
                                  " (a merge or split of the translation known to the reader)",
                                  None)
        return found


def _item_part(num: str) -> str:
    """`a` → `a`; `1st.`, `2d.`, `1.` → `1`, `2`."""
    return re.sub(r"(st|d)?\.$", "", num)


def _squash(text: str) -> str:
    return " ".join(text.split())
