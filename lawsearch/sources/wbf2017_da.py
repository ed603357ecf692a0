"""Reader for the Danish edition: `Love for turneringsbridge 2017` (Danmarks Bridgeforbund).

The source is the body of the book as plain text: `§ 1. Kortene` … `§ 93.`, each law followed by
the texts of its footnotes. Blank lines separate paragraphs (most of them hold a lone no-break
space); only the rows of a table follow each other without a blank line. Depth comes from the
no-break-space indentation and the markers (see `lawsearch.lang.da`):

    depth 0   `A. Titel` / `A. Tekst …`     section (a title, or the section's text)
              `*) Tekst`                   footnote text (of a marker in the same law)
              other text                   a paragraph of the deepest open unit that has a title
    depth 1   `1. …`, `1. a. …`            subsection (and item); `1. Titel` without a final
                                           period is a titled subsection (86B1, 86B2)
              `i. …`, `g. i. …`            sub-item of the open item (and item)
              other text                   a paragraph of the deepest open unit
    depth 2   `a. …`                       item (also `i.` after `h.`: a letter here)
"""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import SourceError
from ..lang import da
from ..model import Edition, Footnote, NoteRef, Paragraph, Repair, Table, Unit
from .notes import split_at_markers
from .text import check_law_sequence, read_lines
from .tree import TreeBuilder
from ..works import WORK

LANG = da.LANGUAGE.code


def read(path: Path) -> Edition:
    return _Reader(Path(path)).read()


class _Reader:
    def __init__(self, path: Path):
        self.path = path
        self.lines = read_lines(path)
        self.edition = Edition(work=WORK, lang=LANG, source=str(path), title=da.TITLE)
        self.tree = TreeBuilder(path)
        self.notes: dict[int, dict[str, Footnote]] = {}  # law number → marker → footnote
        self.used: set[int] = set()  # id() of footnotes whose marker was found
        self.law_number = 0
        self.after_notes = 0  # line of the law's first footnote text, once it has been read

    # -- reading ---------------------------------------------------------------------------

    def read(self) -> Edition:
        self._collect_footnotes()
        i = 0
        n = len(self.lines)
        while i < n:
            if da.is_blank(self.lines[i]):
                i += 1
                continue
            j = i
            while j < n and not da.is_blank(self.lines[j]):
                j += 1
            if j - i >= 2 and self._table(i, j):
                i = j
                continue
            for k in range(i, j):
                self._line(k + 1, self.lines[k])
            i = j
        self._finish_law()
        self.edition.laws = self.tree.laws
        check_law_sequence(self.path, self.edition.laws, da.LAW_LABEL, self._last_line())
        return self.edition

    def _last_line(self) -> int:
        n = len(self.lines)
        while n > 1 and not self.lines[n - 1]:
            n -= 1
        return max(n, 1)

    def _collect_footnotes(self) -> None:
        """First pass: the footnote texts of each law (they follow the markers they explain)."""
        law = 0
        for number, line in enumerate(self.lines, 1):
            depth, text = da.indentation(line)
            if depth:
                continue
            m = da.LAW_HEADING.match(text)
            if m:
                law = int(m.group(1))
                self.notes.setdefault(law, {})
                continue
            m = da.FOOTNOTE_TEXT.match(text)
            if not m:
                continue
            if not law:
                raise SourceError(self.path, number, "a law heading (§ 1.) before any footnote",
                                  text)
            marker, body = m.groups()
            if marker in self.notes[law]:
                raise SourceError(self.path, number,
                                  f"one footnote {marker} in § {law} (this is a second one)", text)
            kind = "national-note" if da.is_national_note(body) else "footnote"
            self.notes[law][marker] = Footnote(marker=marker, text=body, line=number, kind=kind)

    def _line(self, number: int, line: str) -> None:
        depth, text = da.indentation(line)
        if depth == 0:
            m = da.LAW_HEADING.match(text)
            if m:
                self._law(number, int(m.group(1)), text, m.group(2))
                return
            if da.FOOTNOTE_TEXT.match(text):
                # Collected in the first pass. The footnotes close their law: after them comes
                # the next law's heading, or the end of the book.
                self.after_notes = self.after_notes or number
                return
        if self.tree.current() is None:
            raise SourceError(self.path, number, "a law heading (§ 1.) before the text", text)
        if self.after_notes:
            raise SourceError(self.path, number,
                              f"§ {self.law_number + 1}. (the next law heading) or the end of the "
                              f"file after the footnotes of § {self.law_number} (line "
                              f"{self.after_notes})", text)
        if depth == 0:
            m = da.SECTION.match(text)
            if m:
                self._open(number, 1, m.group(1), f"{m.group(1)}.", m.group(2), titled=True)
                return
            self._paragraph(number, text, level=self._titled_level())
        elif depth == 1:
            self._depth1(number, text)
        elif depth == 2:
            m = da.ITEM.match(text)
            if m:
                self._open(number, 3, m.group(1), f"{m.group(1)}.", m.group(2))
            else:
                self._paragraph(number, text)
        else:
            raise SourceError(self.path, number,
                              "at most two steps of no-break-space indentation", line)

    def _depth1(self, number: int, text: str) -> None:
        m = da.SUBSECTION.match(text)
        if m:
            part, rest = m.groups()
            item = da.ITEM.match(rest)
            if item:  # `1. a. …`: subsection and its first item on one line
                self._open(number, 2, part, f"{part}.", None)
                self._open(number, 3, item.group(1), f"{item.group(1)}.", item.group(2))
            else:
                self._open(number, 2, part, f"{part}.", rest, titled=True)
            return
        m = da.SUBITEM.match(text)
        if m and self.tree.current(3) is not None:
            self._open(number, 4, m.group(1), f"{m.group(1)}.", m.group(2))
            return
        m = da.ITEM.match(text)
        if m:  # `g. i. …`: an item and its first sub-item, at the sub-item's indentation
            part, rest = m.groups()
            sub = da.SUBITEM.match(rest)
            if sub:
                self._open(number, 3, part, f"{part}.", None)
                self._open(number, 4, sub.group(1), f"{sub.group(1)}.", sub.group(2))
            else:
                self._open(number, 3, part, f"{part}.", rest)
            return
        if m is None and da.SUBITEM.match(text):
            raise SourceError(self.path, number, "an item (a.) before this sub-item", text)
        # An unnumbered paragraph of the open unit (the three `Middel …` lines of § 12C2a).
        self._paragraph(number, da.BULLET.sub("", text))

    # -- units -----------------------------------------------------------------------------

    def _law(self, number: int, law: int, line: str, title: str) -> None:
        self._finish_law()
        self.law_number = law
        self.after_notes = 0
        parts = self._parts(number, title)
        heading = "".join(p for p in parts if isinstance(p, str)).strip()
        if not heading:
            raise SourceError(self.path, number, "a law heading with a title", line)
        notes = [p for p in parts if isinstance(p, NoteRef)]
        self.tree.law(law, f"§ {law}.", heading, number, heading_notes=notes)

    def _finish_law(self) -> None:
        """Every footnote of the law that ends here must have had a marker in it."""
        for note in self.notes.get(self.law_number, {}).values():
            if id(note) not in self.used:
                raise SourceError(self.path, note.line,
                                  f"a marker {note.marker} in § {self.law_number} for this footnote",
                                  f"{note.marker} {note.text}")

    def _open(self, number: int, level: int, part: str, num: str, text: str | None,
              titled: bool = False) -> Unit:
        """Open a unit; `text` after its marker is its title (if `titled` and it reads as one)
        or its first paragraph."""
        heading, notes, paragraph = None, [], None
        if text is not None:
            parts = self._parts(number, text)
            plain = "".join(p for p in parts if isinstance(p, str)).strip()
            if titled and da.is_heading(plain):
                heading, notes = plain, [p for p in parts if isinstance(p, NoteRef)]
            else:
                paragraph = Paragraph(parts, number)
        parent = self.tree.current(level - 1)
        if parent is None and level == 3:
            parent = self.tree.current(1)
        if level == 2 and parent is not None and parent.id in da.UNNUMBERED_FIRST_SUBSECTION:
            part = self._unnumbered_first(number, parent, part, num)
        unit = self.tree.open(level, part, num, number, heading=heading, heading_notes=notes)
        self._check_order(number, unit, level, num)
        if paragraph is not None:
            self.tree.block(paragraph)
        return unit

    def _unnumbered_first(self, number: int, section: Unit, part: str, num: str) -> str:
        """§ 73A: the unnumbered paragraph under the heading is WBF 73A1; printed n. is n+1."""
        canonical = str(int(part) + 1)
        if not section.children:
            if not section.intro:
                raise SourceError(self.path, number,
                                  f"the unnumbered first paragraph of § {section.id} before {num}",
                                  num)
            first = self.tree.open(2, "1", "", section.intro[0].line)
            first.intro, section.intro = section.intro, []
            self.edition.repairs.append(Repair(
                line=first.line,
                what=f"§ {section.id}: the unnumbered paragraph under the section's title is WBF "
                     f"{first.id}; the printed subsections are numbered one lower than the WBF's",
                before=f"{section.id} (text of the section)", after=first.id))
        self.edition.repairs.append(Repair(
            line=number, what=f"§ {section.id}: printed {num} is WBF {section.id}{canonical}",
            before=f"{section.id}{part}", after=f"{section.id}{canonical}"))
        return canonical

    def _check_order(self, number: int, unit: Unit, level: int, num: str) -> None:
        parent = self.tree.current(level - 1)
        if parent is None and level == 3:
            parent = self.tree.current(1)
        siblings = [c for c in parent.children if c.kind == unit.kind] if parent else [unit]
        before = siblings[-2].id if len(siblings) >= 2 else None
        prev_part = before[len(parent.id):].strip("()") if before else None
        expected = da.next_part(level, prev_part)
        part = unit.id[len(parent.id):].strip("()") if parent else unit.id
        if part != expected:
            where = f"after {before}" if before else f"first in {parent.id}"
            raise SourceError(self.path, number,
                              f"{da.printed(level, expected)} ({where}; numbering out of order)",
                              num)

    # -- text ------------------------------------------------------------------------------

    def _titled_level(self) -> int:
        """Text at the left margin belongs to the deepest open unit with a title (or the law):
        the text under a law's or section's title (and under the two titled subsections 86B1,
        86B2), or closing text: after the list 69B1–69B2 it closes 69B, after the untitled
        sections 71A–71B it closes Law 71. Those are all the cases in the source (checked one by
        one against the Turkish and Hebrew editions; `test_left_margin_text_…` pins them)."""
        for level in range(4, -1, -1):
            unit = self.tree.current(level)
            if unit is not None and (unit.heading is not None or level == 0):
                return level
        return 0

    def _paragraph(self, number: int, text: str, level: int | None = None) -> None:
        self.tree.block(Paragraph(self._parts(number, text), number), level=level)

    def _parts(self, number: int, text: str) -> list:
        """Text split at footnote markers into strings and `NoteRef`s."""
        notes = self.notes.get(self.law_number, {})

        def note_for(m: re.Match) -> Footnote:
            note = notes.get(m.group())
            if note is None:
                raise SourceError(self.path, number, f"the text of footnote {m.group()} at the "
                                  f"end of § {self.law_number}", text)
            self.used.add(id(note))
            if note not in self.edition.footnotes:
                self.edition.footnotes.append(note)
            return note

        return split_at_markers(text, da.NOTE_MARKER, note_for)

    def _table(self, start: int, end: int) -> bool:
        """Lines start..end (0-based, no blank line between them) as one table, if they are."""
        rows = []
        for k in range(start, end):
            depth, text = da.indentation(self.lines[k])
            if depth > 2 or da.LAW_HEADING.match(text) or da.NOTE_MARKER.search(text):
                return False
            cells = da.split_row(text)
            if cells is None:
                return False
            rows.append(cells)
        if self.tree.current() is None or self.after_notes:
            return False  # reported line by line
        # A header row without a label (`uden for farezonen i farezonen`) lacks the label column.
        width = max(len(r) for r in rows)
        for k, cells in enumerate(rows):
            if len(cells) < width and cells[0] in da.TABLE_WORDS:
                rows[k] = [""] * (width - len(cells)) + cells
        self.tree.block(Table(rows, start + 1), level=self._titled_level())
        return True
