"""The reader of a plain-text edition whose layout a profile describes
(`lawsearch/imports/profiles.py`), such as `lawsearch export --format text` writes:

    front matter      skipped
    § 27. Titel       a law (its title on the same line, or the next non-empty line)
    A. Title | text   a section (the words after the marker are its heading, where the profile
                      says so; else a short line without a final stop is its heading)
    1. text           a subsection
    (a) text          an item; (i) a sub-item where an item is open and (h) did not precede
    other lines       joined into the paragraph they continue; a blank line ends a paragraph;
                      lines with tabs are the rows of a table (where the profile says so), and
                      a line's indentation names its level (where the profile says so)

Text extracted from a PDF is read by `lawsearch/imports/extracted.py` instead.
"""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import SourceError
from ..model import Edition, Paragraph, Table
from ..works import WORK
from .text import check_law_sequence, read_lines
from .tree import TreeBuilder

_SENTENCE_END = re.compile(r"[.:;!?)\]]$")


def read(path: Path, profile, lang: str | None = None, title: str | None = None,
         lines: list[str] | None = None) -> Edition:
    """The edition in the file at `path` (its `lines`, where already decoded)."""
    return _Reader(Path(path), profile, lang or profile.lang, title, lines).read()


class _Reader:
    def __init__(self, path: Path, profile, lang: str, title: str | None,
                 lines: list[str] | None):
        self.path, self.p, self.lang = path, profile, lang
        self.lines = lines if lines is not None else read_lines(path)
        self.edition = Edition(work=WORK, lang=lang, source=str(path),
                               title=title or "Laws of Duplicate Bridge 2017 (imported)")
        self.tree = TreeBuilder(path)
        self.paragraph: list[str] = []
        self.paragraph_line = 0
        self.table: list[list[str]] = []
        self.table_line = 0
        self.paragraph_level: int | None = None
        self.last_item = ""

    def _clean(self) -> list[tuple[int, str]]:
        """(line number, text) of every line; a table row keeps its leading tab."""
        return [(number, raw.strip(" \u00a0") if self.p.tables else raw.strip())
                for number, raw in enumerate(self.lines, 1)]

    # -- reading ---------------------------------------------------------------------------

    def read(self) -> Edition:
        lines = self._clean()
        i = 0
        while i < len(lines):
            number, line = lines[i]
            i += 1
            law = self.p.law.match(line) if self.p.law is not None else None
            if law:
                title = law.groupdict().get("title")
                if not title:  # on the next line that has text
                    while i < len(lines) and not lines[i][1]:
                        i += 1
                    if i < len(lines) and not self._marker(lines[i][1]):
                        title = lines[i][1]
                        i += 1
                self._law(int(law["n"]), line, title, number)
                continue
            if self.tree.laws:
                self._body(number, line)
        self._flush()
        self.edition.laws = self.tree.laws
        if not self.edition.laws:
            raise SourceError(self.path, 1, f"law headings such as {self.p.law_label.format(n=1)}"
                              f" (profile {self.p.name})", "none in the file")
        # an edition of the first laws is read (the import's verdict names the laws not found)
        check_law_sequence(self.path, self.edition.laws, self.p.law_label,
                           lines[-1][0] if lines else 1, whole=False)
        return self.edition

    def _law(self, n: int, line: str, title: str | None, number: int) -> None:
        self._flush()
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
        self.tree.block(Paragraph([text], self.paragraph_line), self.paragraph_level)

    def _level_of(self, number: int) -> int | None:
        """The level a line of text belongs to, by its indentation (in an indented layout)."""
        if not self.p.indented:
            return None
        raw = self.lines[number - 1]
        level = (len(raw) - len(raw.lstrip(" "))) // 2
        while level > 0 and self.tree.current(level) is None:
            level -= 1  # an item directly under a section: no subsection between
        return level
