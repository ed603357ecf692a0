"""The reader of an edition whose layout a profile describes (`lawsearch/imports/profiles.py`):
the text of a PDF as extraction gives it, or any plain text with numbered law headings.

    front matter      skipped; a definitions heading starts the definitions (`Term – text`)
    LAW 27 [– TITLE]  a law (its title on the same line, or the next non-empty line)
    A. Title | text   a section (a short line without a final stop is its title)
    1. text           a subsection
    (a) text          an item; (i) a sub-item where an item is open and (h) did not precede
    other lines       joined into the paragraph they continue; a blank line ends a paragraph;
                      lines with tabs are the rows of a table (where the profile says so), and
                      a line's indentation names its level (where the profile says so)
    page furniture    page numbers and running headers (the profile's `noise`) are dropped;
                      footnote texts before a page number are attached to their markers on
                      that page (a superscript number extracted as digits after a word)
    INDEX             the laws end there

Ligatures the extraction lost are repaired first, where the profile says so, each repair listed.
"""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import SourceError
from ..model import Definition, Edition, Footnote, NoteRef, Paragraph, Repair, Table
from .text import check_law_sequence, read_lines
from .tree import TreeBuilder

WORK = "wbf-2017"
_SENTENCE_END = re.compile(r"[.:;!?)\]]$")


def read(path: Path, profile, lang: str | None = None, title: str | None = None,
         encoding: str = "utf-8", known_words: set[str] | None = None) -> Edition:
    return _Reader(Path(path), profile, lang or profile.lang, title, encoding, known_words).read()


class _Reader:
    def __init__(self, path: Path, profile, lang: str, title: str | None, encoding: str,
                 known_words: set[str] | None):
        self.path, self.p, self.lang = path, profile, lang
        self.lines = read_lines(path, encoding)
        self.edition = Edition(work=WORK, lang=lang, source=str(path),
                               title=title or "Laws of Duplicate Bridge 2017 (imported)")
        self.tree = TreeBuilder(path)
        self.known_words = known_words
        self.paragraph: list[str] = []
        self.paragraph_line = 0
        self.table: list[list[str]] = []
        self.table_line = 0
        self.paragraph_level: int | None = None
        self.last_item = ""

    # -- page furniture and ligatures ----------------------------------------------------

    def _clean(self) -> list[tuple[int, str]]:
        """(line number, text) of the lines that are text; footnotes kept per page."""
        repairer = None
        if self.p.ligatures:
            from ..imports.ligatures import Repairer

            repairer = Repairer(self.known_words)
        out: list[tuple[int, str]] = []
        page: list[tuple[int, str]] = []
        self.footnotes: list[tuple[list[int], Footnote]] = []  # (the page's lines, note)
        for number, raw in enumerate(self.lines, 1):
            # a table row may begin with an empty cell: its leading tab is kept
            line = raw.strip(" \u00a0") if self.p.tables else raw.strip()
            if repairer is not None and line:
                line = repairer.line(line, number)
            if any(n.match(line) for n in self.p.noise):
                continue
            if self.p.page_end is not None and self.p.page_end.match(line) and line:
                page = self._page_notes(page)
                out.extend(page)
                page = []
                continue
            page.append((number, line))
        out.extend(self._page_notes(page))
        if repairer is not None:
            self.edition.repairs.extend(
                Repair(r.line, "ligature lost by PDF extraction", r.before, r.after)
                for r in repairer.repairs)
        return out

    def _page_notes(self, page: list[tuple[int, str]]) -> list[tuple[int, str]]:
        """The page without the footnote texts at its foot; the notes kept for their markers."""
        if self.p.footnote is None:
            return page
        end = len(page)
        while end and not page[end - 1][1]:
            end -= 1
        start = end
        while start and self.p.footnote.match(page[start - 1][1]):
            start -= 1
        if start == end or start == 0:
            return page
        lines = [n for n, _ in page[:start]]
        for number, text in page[start:end]:
            m = self.p.footnote.match(text)
            note = Footnote(marker=m["n"], text=m["text"], line=number)
            self.footnotes.append((lines, note))
            self.edition.footnotes.append(note)
        return page[:start]

    # -- reading ---------------------------------------------------------------------------

    def read(self) -> Edition:
        lines = self._clean()
        self._markers = {}  # line → [(marker, note)] of the notes of that line's page
        for page_lines, note in self.footnotes:
            for n in page_lines:
                self._markers.setdefault(n, []).append(note)
        i = 0
        in_definitions = False
        definition: tuple[int, str, list[str]] | None = None
        while i < len(lines):
            number, line = lines[i]
            i += 1
            if self.p.index is not None and self.p.index.match(line) and self.tree.laws:
                self._index(lines[i:])
                break
            law = self.p.law.match(line) if self.p.law is not None else None
            if law:
                in_definitions = False
                definition = self._definition(definition)
                title = law.groupdict().get("title")
                if not title:  # on the next line that has text
                    while i < len(lines) and not lines[i][1]:
                        i += 1
                    if i < len(lines) and not self._marker(lines[i][1]):
                        title = lines[i][1]
                        i += 1
                self._law(int(law["n"]), line, title, number)
                continue
            if self.p.definitions is not None and self.p.definitions.match(line):
                in_definitions = True
                continue
            if in_definitions:
                m = self.p.definition.match(line) if self.p.definition and line else None
                if m:
                    definition = self._definition(definition)
                    definition = (number, m["term"].strip(), [m["text"]])
                elif line and definition:
                    definition[2].append(line)
                continue
            if self.tree.laws:
                self._body(number, line)
        self._flush()
        self._definition(definition)
        self.edition.laws = self.tree.laws
        if not self.edition.laws:
            raise SourceError(self.path, 1, f"law headings such as {self.p.law_label.format(n=1)}"
                              f" (profile {self.p.name})", "none in the file")
        check_law_sequence(self.path, self.edition.laws, self.p.law_label,
                           lines[-1][0] if lines else 1)
        return self.edition

    def _index(self, lines: list[tuple[int, str]]) -> None:
        """The index after the laws: `Term, 27B1(a), 40` per line; the references are
        resolved against the units this edition has."""
        from ..model import IndexEntry

        for number, line in lines:
            m = self.p.index_entry.match(line) if line else None
            if m:
                refs = [r.strip() for r in m["refs"].split(",") if r.strip()]
                self.edition.index.append(IndexEntry(m["term"].strip(), refs, self.lang, number))

    def _definition(self, d):
        if d is not None:
            number, term, text = d
            self.edition.definitions.append(Definition(
                term=term, text=[Paragraph([" ".join(text)], number)], key=_slug(term),
                english=term if self.lang == "en" else None, line=number))
        return None

    def _law(self, n: int, line: str, title: str | None, number: int) -> None:
        self._flush()
        if title and self.p.title_case and title.isupper():
            title = _title_case(title)
        self.tree.law(n, line if not title or title not in line else line.split(title)[0]
                      .rstrip(" -–—:"), title, number)
        self.last_item = ""

    def _marker(self, line: str):
        for level, pattern in ((1, self.p.section), (2, self.p.subsection), (3, self.p.item),
                               (4, self.p.subitem)):
            m = pattern.match(line)
            if m:
                return level, m
        return None

    def _body(self, number: int, line: str) -> None:
        if not line:
            self._flush()
            return
        if self.p.tables and "\t" in line:  # a row of a table: its cells separated by tabs
            if self.paragraph:
                self._flush()
            self.table.append(line.split("\t"))
            self.table_line = self.table_line or number
            return
        self._flush_table()
        found = self._marker(line)
        if found:
            level, m = found
            if level == 3 and self.p.subitem.match(line) and self.last_item and \
                    self.last_item != chr(ord(m.group(1)) - 1):
                # "(i)", "(v)", "(x)" under an open item are sub-items, unless they follow
                # "(h)", "(u)", "(w)": then they are the next item
                level, m = 4, self.p.subitem.match(line)
            self._flush()
            part, rest = m.group(1), (m.group(2) or "").strip()
            num = line[: len(line) - len(m.group(2))].strip() if m.group(2) else line.strip()
            heading = None
            if self.p.headings_after_markers:
                heading, rest = rest or None, ""
            elif level <= 2 and rest and not _SENTENCE_END.search(rest) and \
                    len(rest.split()) <= 20:
                heading, rest = rest, ""
            self.tree.open(level, self._part(level, part), num, number, heading)
            if level == 3:
                self.last_item = part
            elif level < 3:
                self.last_item = ""
            if rest:
                self.paragraph, self.paragraph_line = [rest], number
                self.paragraph_level = None  # the text after a marker is its unit's
            return
        if not self.paragraph:
            self.paragraph_line = number
            self.paragraph_level = self._level_of(number)
        if self.paragraph and self.paragraph[-1].endswith("-") and line[:1].islower():
            self.paragraph[-1] = self.paragraph[-1][:-1] + line  # a word broken at the line end
        else:
            self.paragraph.append(line)

    def _part(self, level: int, part: str) -> str:
        """The canonical part of a marker's letter or number (`ב` → `B` or `b`)."""
        if self.p.lettering == "hebrew" and level in (1, 3):
            from ..lang.he import item_part, section_part

            return section_part(part) if level == 1 else item_part(part)
        return part.upper() if level == 1 else part

    def _flush_table(self) -> None:
        if self.table:
            self.tree.block(Table(self.table, self.table_line), self._level_of(self.table_line))
            self.table, self.table_line = [], 0

    def _flush(self) -> None:
        self._flush_table()
        if not self.paragraph:
            return
        text = " ".join(self.paragraph)
        self.paragraph = []
        parts = self._with_markers(text, self.paragraph_line)
        self.tree.block(Paragraph(parts, self.paragraph_line), self.paragraph_level)

    def _level_of(self, number: int) -> int | None:
        """The level a line of text belongs to, by its indentation (in an indented layout)."""
        if not self.p.indented:
            return None
        raw = self.lines[number - 1]
        level = (len(raw) - len(raw.lstrip(" "))) // 2
        while level > 0 and self.tree.current(level) is None:
            level -= 1  # an item directly under a section: no subsection between
        return level

    def _with_markers(self, text: str, line: int) -> list:
        """Footnote markers (digits extracted after a word: "Director1") as NoteRefs."""
        notes = {n.marker: n for n in self._markers.get(line, [])}
        if not notes:
            return [text]
        parts: list = []
        last = 0
        for m in re.finditer(r"(?<=[A-Za-z.,;:)])(\d{1,2})(?=[\s.,;:]|$)", text):
            note = notes.get(m.group(1))
            if note is None:
                continue
            parts += [text[last:m.start()], NoteRef(m.group(1), note)]
            last = m.end()
        parts.append(text[last:])
        return [p for p in parts if p != ""]


def _title_case(text: str) -> str:
    small = {"a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to"}
    words = text.lower().split()
    return " ".join(w if i and w in small else w[:1].upper() + w[1:] for i, w in enumerate(words))


def _slug(term: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", term.lower()).strip("-")
