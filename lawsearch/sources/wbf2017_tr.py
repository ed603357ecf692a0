"""Reader for the Turkish edition of the Laws of Duplicate Bridge 2017 (Türkiye Briç Federasyonu).

The file is: a cover page (the title `ULUSLARARASI BRİÇ YASALARI 2017`), a table of contents
(`YASA n - TITLE<TAB>page`; it leaves out Law 35, so it is never used for the laws themselves),
the definitions (`TANIMLAR`, `term<TAB>definition` lines), then the body, Laws 1–93, one paragraph
or list entry per line, blank lines between blocks and wherever a page broke.

What the body throws at a reader, and what this one does (see `lawsearch.lang.tr` for the forms):

- Markers do not show depth: a marker's kind gives its level (`1.` subsection, `(a)`/`a)` item,
  `(ii)`/`ii.` sub-item); `(i)`, `(v)`, `(x)` are letters when they follow (h), (u), (w) and the
  next marker does not continue a Roman list (Law 80B2(i)), else Roman.
- Numbering lost in 40A, 40B1 and 46B (entries printed as `- …` or with a letter only) is
  restored from `RENUMBER`, each restored number recorded as a `Repair`.
- Footnote texts (`1 - …`) are taken out of the flow wherever the page break put them and attached
  to their markers (superscript digits), in headings or paragraphs. Three misprinted markers are
  put right from `MARKER_FIXES` (²⁵ for ²⁴ in 76C1 and 76D; footnote 25's marker printed as
  ordinary digits in 79C1), each recorded as a `Repair`.
- A line that continues the sentence of the paragraph before it across a page break (it starts in
  lower case, or the paragraph ended in a comma, or it starts with a marker that cannot be one
  there after an unfinished sentence: 12C2(d) `… yukarıdaki` / `(a) ve (b) maddelerinde …`) is
  joined back, and the join recorded as a `Repair`.
- A section line may carry text rather than a title (Laws 22, 35, 56, 71); a subsection line may
  be a title followed by its text as a paragraph of its own (86B1, 86B2).
- A paragraph after the last entry of a list that its parent introduced with `:` or `;` is the
  parent's closing text (20F5(b), 69B, Law 71).
- Tab-separated lines are tables (Law 2's boards, Law 77's scores, Law 78B's IMP scale).
"""
from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import SourceError
from ..lang import tr
from ..model import KINDS, Definition, Edition, Footnote, NoteRef, Paragraph, Repair, Table, Unit
from .notes import split_at_markers
from .text import LAW_COUNT, check_law_sequence, read_lines
from .tree import TreeBuilder
from ..works import WORK

LANG = tr.LANGUAGE.code

# Lists whose numbering the edition lost: (law, section) → the canonical parts, below the section,
# of each list entry in order ("1(a)" = subsection 1, item a). Entries are the lines printed with a
# dash or a bare letter before the section's first numbered subsection. From the English edition
# (and the Danish one, which keeps the numbers).
RENUMBER: dict[tuple[int, str], tuple[str, ...]] = {
    (40, "A"): ("1(a)", "1(b)", "2", "3", "4"),
    (40, "B"): ("1(a)", "1(b)", "1(c)"),
    (46, "B"): ("1(a)", "1(b)", "1(c)", "2", "3", "3(a)", "3(b)", "4", "5"),
}

# Footnote markers the edition misprints: (where, as printed, as it should read, what is wrong).
# The edition prints ²⁵ twice in Law 76 at "Oyun Alanı" (the Playing Area, footnote 24's subject,
# where the Danish and Hebrew editions repeat the Playing Area footnote) and footnote 25's own
# marker in 79C1 as ordinary digits (the Danish and Hebrew editions have footnote 25, "a shorter
# period …", at 79C1).
MARKER_FIXES: tuple[tuple[str, str, str, str], ...] = (
    ("76C1", "Oyun Alanı'ndayken²⁵", "Oyun Alanı'ndayken²⁴",
     "marker printed as ²⁵ for footnote 24 (the Playing Area, as in 76A1)"),
    ("76D", "Oyun Alanı'nda²⁵ bulunan", "Oyun Alanı'nda²⁴ bulunan",
     "marker printed as ²⁵ for footnote 24 (the Playing Area, as in 76A1)"),
    ("79C1", "belirtmemişse 25 bu", "belirtmemişse²⁵ bu",
     "marker of footnote 25 printed as ordinary digits"),
)


def read(path: Path) -> Edition:
    return _Reader(Path(path)).read()


@dataclass
class _Token:
    kind: str  # blank, note, law, row, section, marked, dash, text
    line: int  # 1-based
    text: str  # the line, stripped
    markers: list[tuple[str, str, str]] = field(default_factory=list)  # (kind, part, printed)
    rest: str = ""
    number: int = 0  # law number
    cells: list[str] = field(default_factory=list)


class _Reader:
    def __init__(self, path: Path):
        self.path = path
        self.lines = read_lines(path)
        self.repairs: list[Repair] = []
        self.notes: dict[int, Footnote] = {}
        self.used_notes: set[int] = set()

    # ------------------------------------------------------------ the whole file

    def read(self) -> Edition:
        title, toc_end = self._front_matter()
        defs_line = self._definitions_heading(toc_end)
        body = self._first_law(defs_line)
        definitions = self._definitions(defs_line + 1, body)
        self._footnote_texts(body)
        tokens = self._tokens(body)
        laws = self._build(tokens)
        check_law_sequence(self.path, laws, tr.LAW_LABEL, len(self.lines))
        for n, note in self.notes.items():
            if n not in self.used_notes:
                raise SourceError(self.path, note.line, f"a marker {tr.superscript(n)} for "
                                  f"footnote {n} in the text before it",
                                  self.lines[note.line - 1].strip())
        return Edition(work=WORK, lang=LANG, source=str(self.path), title=title, laws=laws,
                       definitions=definitions,
                       repairs=sorted(self.repairs, key=lambda r: r.line),
                       footnotes=[self.notes[n] for n in sorted(self.notes)])

    def _error(self, line: int, expected: str, found: str | None = None) -> SourceError:
        return SourceError(self.path, line, expected, found)

    def _front_matter(self) -> tuple[str, int]:
        """The title, and the index of the last line of the table of contents."""
        toc_start = next((i for i, s in enumerate(self.lines)
                          if tr.TOC_LINE.match(s.strip(" \u00a0"))), None)
        if toc_start is None:
            raise self._error(1, "a table of contents ('YASA n - TITLE<TAB>page' lines)")
        title = next((s.strip() for s in self.lines[:toc_start] if tr.TITLE.match(s.strip())), None)
        if title is None:
            raise self._error(toc_start + 1, "the title 'ULUSLARARASI BRİÇ YASALARI …' before "
                                             "the table of contents", self.lines[toc_start].strip())
        end = toc_start
        for i in range(toc_start, len(self.lines)):
            s = self.lines[i].strip(" \u00a0")
            if tr.TOC_LINE.match(s):
                end = i
            elif s.strip():
                break
        return title, end

    def _definitions_heading(self, toc_end: int) -> int:
        for i in range(toc_end + 1, len(self.lines)):
            s = self.lines[i].strip()
            if not s:
                continue
            if s == tr.DEFINITIONS_HEADING:
                return i
            raise self._error(i + 1, f"the heading {tr.DEFINITIONS_HEADING} after the table of "
                                     "contents", s)
        raise self._error(len(self.lines), f"the heading {tr.DEFINITIONS_HEADING} after the "
                                           "table of contents: the file ends")

    def _first_law(self, defs_line: int) -> int:
        for i in range(defs_line + 1, len(self.lines)):
            raw = self.lines[i]
            if "\t" not in raw and tr.LAW_HEADING.match(raw.strip()):
                return i
        raise self._error(len(self.lines), f"{tr.LAW_LABEL.format(n=1)} after the definitions: "
                                           "the file ends")

    # ------------------------------------------------------------ definitions

    def _definitions(self, start: int, end: int) -> list[Definition]:
        out: list[Definition] = []
        for i in range(start, end):
            raw = self.lines[i]
            s = raw.strip()
            if not s:
                continue
            if "\t" in raw:
                term, _, text = s.partition("\t")
                term, text = term.strip(), text.strip()
                if not term or not text:
                    raise self._error(i + 1, "a definition 'term<TAB>definition'", s)
                out.append(Definition(term=term, text=[Paragraph([text], line=i + 1)], key=None,
                                      english=None, line=i + 1))
                continue
            # A line without a tab continues the definition before it (across a page break).
            if not out:
                raise self._error(i + 1, "a definition 'term<TAB>definition'", s)
            last = out[-1].text[-1]
            if tr.starts_lowercase(s) or not tr.ends_sentence(last.text):
                last.parts = [last.text + " " + s]
                self.repairs.append(Repair(i + 1, f"definition of {out[-1].term!r}: line continued "
                                                  "across a page break joined to it", s, last.text))
            else:
                out[-1].text.append(Paragraph([s], line=i + 1))
        return out

    # ------------------------------------------------------------ footnotes

    def _footnote_texts(self, body: int) -> None:
        """Find the footnote texts (numbered 1, 2, … in reading order) anywhere in the body."""
        expected = 1
        self.note_lines: set[int] = set()
        for i in range(body, len(self.lines)):
            raw = self.lines[i]
            if "\t" in raw:
                continue
            m = tr.FOOTNOTE_TEXT.match(raw.strip())
            if m and tr.marker_number(m.group(1)) == expected:
                self.notes[expected] = Footnote(marker=tr.superscript(expected),
                                                text=m.group(2).strip(), line=i + 1)
                self.note_lines.add(i)
                expected += 1

    def _inline(self, text: str, line: int) -> list[str | NoteRef]:
        """Text with its footnote markers turned into `NoteRef`s."""
        def note_for(m: re.Match) -> Footnote:
            n = tr.marker_number(m.group())
            note = self.notes.get(n)
            if note is None:
                raise self._error(line, f"the text of footnote {n} ('{n} - …') after its marker",
                                  text)
            self.used_notes.add(n)
            return note

        return split_at_markers(text, tr.NOTE_MARKER, note_for)

    def _heading(self, text: str, line: int) -> tuple[str, list[NoteRef]]:
        parts = self._inline(text, line)
        return ("".join(p for p in parts if isinstance(p, str)).strip(),
                [p for p in parts if isinstance(p, NoteRef)])

    def _para(self, text: str, line: int) -> Paragraph:
        return Paragraph(self._inline(text, line), line=line)

    # ------------------------------------------------------------ tokens

    def _tokens(self, body: int) -> list[_Token]:
        tokens = []
        for i in range(body, len(self.lines)):
            tokens.append(self._token(i))
        return tokens

    def _token(self, i: int) -> _Token:
        raw = self.lines[i]
        s = raw.strip()
        line = i + 1
        if not s:
            return _Token("blank", line, s)
        if i in self.note_lines:
            return _Token("note", line, s)
        s = self._fix_markers(s, line)
        if "\t" in raw:
            cells = [c.strip() for c in raw.rstrip(" \u00a0\r").split("\t")]
            return _Token("row", line, s, cells=cells)
        m = tr.LAW_HEADING.match(s)
        if m:
            return _Token("law", line, s, number=int(m.group(1)), rest=m.group(2))
        m = tr.SECTION.match(s)
        if m:
            return _Token("section", line, s, markers=[("section", m.group(1), m.group(1) + ".")],
                          rest=m.group(2))
        markers, rest, dashed = _markers(s)
        if markers:
            return _Token("marked", line, s, markers=markers, rest=rest)
        if dashed:
            return _Token("dash", line, s, rest=rest)
        return _Token("text", line, s)

    def _fix_markers(self, s: str, line: int) -> str:
        """A line with a misprinted footnote marker (MARKER_FIXES) put right, and recorded."""
        for where, printed, fixed, what in MARKER_FIXES:
            if printed in s:
                after = s.replace(printed, fixed, 1)
                self.repairs.append(Repair(line, f"{where}: footnote {what}, restored as "
                                                 f"'{fixed}'", before=s, after=after))
                s = after
        return s

    # ------------------------------------------------------------ the laws

    def _build(self, tokens: list[_Token]) -> list[Unit]:
        self.b = TreeBuilder(self.path)
        self.last_para: Paragraph | None = None
        self.table: Table | None = None
        self.plan: deque[str] | None = None
        self.plan_unit: Unit | None = None
        self.plan_line = 0
        for k, tok in enumerate(tokens):
            if tok.kind != "row":
                self.table = None
            if tok.kind in ("blank", "note"):
                continue
            if tok.kind == "law":
                self._end_plan(tok)
                self._law(tok)
            elif tok.kind == "section":
                self._end_plan(tok)
                self._section(tok, tokens, k)
            elif tok.kind == "row":
                self._row(tok)
            elif self.plan:
                self._planned(tok)
            elif tok.kind == "marked":
                self._marked(tok, tokens, k)
            elif tok.kind == "dash":
                raise self._error(tok.line, "a numbered or lettered list entry (entries printed "
                                            "with a dash alone are expected only in 40A, 40B1 "
                                            "and 46B)", tok.text)
            else:
                self._text(tok)
        self._end_plan(None)
        return self.b.laws

    def _law(self, tok: _Token) -> None:
        n = tok.number
        if not 1 <= n <= LAW_COUNT:
            raise self._error(tok.line, f"a law number from 1 to {LAW_COUNT}", tok.text)
        if self.b.laws and int(self.b.laws[-1].id) >= n:
            raise self._error(tok.line, f"{tr.LAW_LABEL.format(n=int(self.b.laws[-1].id) + 1)} "
                                        f"(law {n} again?)", tok.text)
        heading, notes = self._heading(tok.rest, tok.line)
        if not heading:
            raise self._error(tok.line, "a law title after the law number", tok.text)
        self.b.law(n, tr.LAW_LABEL.format(n=n), heading, tok.line, notes)
        self.last_para = None

    def _section(self, tok: _Token, tokens: list[_Token], k: int) -> None:
        law = self.b.current(0)
        if law is None:
            raise self._error(tok.line, "a law heading before its sections", tok.text)
        letter = tok.markers[0][1]
        sections = [c for c in law.children if c.kind == "section"]
        expected = "A"
        if sections:
            last = sections[-1].id[-1]
            i = tr.SECTION_LETTERS.find(last)
            expected = tr.SECTION_LETTERS[i + 1] if 0 <= i < len(tr.SECTION_LETTERS) - 1 else "?"
        if letter != expected:
            raise self._error(tok.line, f"section {expected}. of {law.num}", tok.text)
        nxt = _next_content(tokens, k)
        as_text = tr.is_text_not_title(tok.rest) or (
            nxt is not None and nxt.kind == "text" and tr.starts_lowercase(nxt.text))
        if as_text:
            unit = self.b.open(1, letter, f"{letter}.", tok.line)
            para = self._para(tok.rest, tok.line)
            self.b.block(para)
            self.last_para = para
        else:
            heading, notes = self._heading(tok.rest, tok.line)
            unit = self.b.open(1, letter, f"{letter}.", tok.line, heading=heading,
                               heading_notes=notes)
            self.last_para = None
        plan = RENUMBER.get((int(law.id), letter))
        if plan:
            self.plan, self.plan_unit, self.plan_line = deque(plan), unit, tok.line

    def _row(self, tok: _Token) -> None:
        if self.table is None:
            self.table = Table([], line=tok.line)
            self.b.block(self.table)
        self.table.rows.append(tok.cells)
        self.last_para = None

    def _text(self, tok: _Token) -> None:
        last = self.last_para
        if last is not None and (tr.starts_lowercase(tok.text) or last.text.rstrip().endswith(",")):
            self._join(last, tok)
            return
        para = self._para(tok.text, tok.line)
        self.b.block(para, level=self._text_level())
        self.last_para = para

    def _text_level(self) -> int | None:
        """Closing text of a list its parent introduced with ':' or ';' goes to the parent."""
        unit = self.b.current()
        if unit is None:
            return None
        level = KINDS.index(unit.kind)
        if level == 0 or unit.children or not unit.intro:
            return None
        for up in range(level - 1, -1, -1):
            parent = self.b.current(up)
            if parent is not None:
                break
        else:
            return None
        intro = parent.intro[-1] if parent.intro else None
        if isinstance(intro, Paragraph) and tr.introduces_list(intro.text):
            return up
        return None

    def _join(self, para: Paragraph, tok: _Token) -> None:
        before = para.text
        parts = self._inline(tok.text, tok.line)
        if para.parts and isinstance(para.parts[-1], str):
            para.parts[-1] = para.parts[-1].rstrip() + " "
        else:
            para.parts.append(" ")
        for p in parts:
            if isinstance(p, str) and para.parts and isinstance(para.parts[-1], str):
                para.parts[-1] += p
            else:
                para.parts.append(p)
        unit = self.b.current()
        where = unit.id if unit is not None else "?"
        self.repairs.append(Repair(tok.line, f"{where}: paragraph split by a page break joined "
                                             f"(line {tok.line} continues line {para.line})",
                                   before=f"{before} | {tok.text}", after=para.text))

    # ------------------------------------------------------------ list entries

    def _parent_for(self, level: int) -> Unit | None:
        if level == 3:
            return self.b.current(2) or self.b.current(1)
        return self.b.current(level - 1)

    def _expected(self, level: int) -> str:
        parent = self._parent_for(level)
        kind = KINDS[level]
        siblings = [c for c in parent.children if c.kind == kind] if parent is not None else []
        if not siblings:
            return {2: "1", 3: "a", 4: "i"}[level]
        last = siblings[-1].id
        if level == 2:
            digits = ""
            for ch in reversed(last):
                if not ch.isdigit():
                    break
                digits = ch + digits
            return str(int(digits) + 1)
        part = last[last.rindex("(") + 1:-1]
        if level == 4:
            i = tr.ROMAN.index(part)
            return tr.ROMAN[i + 1] if i + 1 < len(tr.ROMAN) else "?"
        return chr(ord(part[-1]) + 1) if len(part) == 1 and part < "z" else "?"

    def _resolve(self, kind: str, part: str, tokens: list[_Token], k: int, chained: bool) -> int:
        """The level of a marker: 2 subsection, 3 item, 4 sub-item."""
        if kind == "sub":
            return 2
        if kind == "item":
            return 3
        if kind == "roman":
            return 4
        # "amb": (i), (v), (x)
        if chained:
            return 4
        if self.b.current(3) is not None and self.b.current(4) is not None \
                and self._expected(4) == part:
            return 4
        item = self.b.current(3)
        if item is not None and item.id.endswith(f"({tr.AMBIGUOUS[part]})"):
            nxt = _next_marked(tokens, k)
            following = tr.ROMAN[tr.ROMAN.index(part) + 1]
            if nxt is not None and nxt.markers[0][1] == following:
                return 4
            return 3
        if part == "i" and item is not None:
            return 4
        return 3

    def _marked(self, tok: _Token, tokens: list[_Token], k: int) -> None:
        chained = False
        for n, (kind, part, printed) in enumerate(tok.markers):
            level = self._resolve(kind, part, tokens, k, chained)
            parent = self._parent_for(level)
            if parent is None:
                raise self._error(tok.line, f"a {KINDS[level - 1]} before this {KINDS[level]}",
                                  tok.text)
            expected = self._expected(level)
            if part != expected:
                last = self.last_para
                if n == 0 and last is not None and not tr.ends_sentence(last.text):
                    self._join(last, tok)  # `(a) ve (b) maddelerinde …` in 12C2(d)
                    return
                raise self._error(tok.line, f"{KINDS[level]} {_show(level, expected)} in "
                                            f"{parent.id}", tok.text)
            if n == len(tok.markers) - 1 and level == 2 and self._titled(tok, tokens, k):
                heading, notes = self._heading(tok.rest, tok.line)
                self.b.open(level, part, printed, tok.line, heading=heading, heading_notes=notes)
                self.last_para = None
                return
            self.b.open(level, part, printed, tok.line)
            chained = level == 3
        self._rest(tok)

    def _titled(self, tok: _Token, tokens: list[_Token], k: int) -> bool:
        """A subsection line that is a title: `1. Tek bir skor varsa.` followed by its text as a
        paragraph of its own (86B1, 86B2), not a lead-in (`…:`, `…;`, `…,`), and not the last
        entry of a list its section introduced (whose next paragraph is the closing text)."""
        rest = tok.rest.rstrip()
        if not rest or rest.endswith((":", ";", ",")):
            return False
        nxt = _next_content(tokens, k)
        if nxt is None or nxt.kind != "text" or tr.starts_lowercase(nxt.text):
            return False
        section = self.b.current(1)
        intro = section.intro[-1] if section is not None and section.intro else None
        return not (isinstance(intro, Paragraph) and tr.introduces_list(intro.text))

    def _rest(self, tok: _Token) -> None:
        if tok.rest:
            para = self._para(tok.rest, tok.line)
            self.b.block(para)
            self.last_para = para
        else:
            self.last_para = None

    def _planned(self, tok: _Token) -> None:
        """An entry of a list whose numbering the edition lost (RENUMBER)."""
        section = self.plan_unit
        entry = self.plan.popleft()
        number, _, item = entry.partition("(")
        item = item.rstrip(")")
        if tok.kind == "text":  # text before the list (46B) or between entries
            self.plan.appendleft(entry)
            self._text(tok)
            return
        printed_item = None
        for kind, part, printed in tok.markers:
            if kind == "sub" or kind == "roman" or printed_item is not None or part != item:
                raise self._error(tok.line, f"the entry {section.id}{entry} of a list printed "
                                            "without its numbers", tok.text)
            printed_item = printed
        current = self.b.current(2)
        if (current is None or current.id != f"{section.id}{number}"
                or self.b.current(1) is not section):
            if self._expected(2) != number:
                raise self._error(tok.line, f"the entry {section.id}{entry} of a list printed "
                                            "without its numbers", tok.text)
            self.b.open(2, number, f"{number}.", tok.line)
            self.repairs.append(Repair(tok.line, f"{section.id}{number}: subsection number lost in "
                                                 f"the source, restored as '{number}.'",
                                       before=tok.text,
                                       after=(f"{number}. {tok.rest}" if not item else
                                              f"{number}. {tok.text.lstrip('- ')}")))
        if item:
            if printed_item is None:
                self.b.open(3, item, f"({item})", tok.line)
                self.repairs.append(Repair(tok.line, f"{section.id}{number}({item}): item letter "
                                                     f"lost in the source, restored as '({item})'",
                                           before=tok.text, after=f"({item}) {tok.rest}"))
            else:
                self.b.open(3, item, printed_item, tok.line)
        self._rest(tok)
        if not self.plan:
            self.plan = None

    def _end_plan(self, tok: _Token | None) -> None:
        if self.plan:
            line = tok.line if tok is not None else len(self.lines)
            raise self._error(line, f"{len(self.plan)} more entries of {self.plan_unit.id} "
                                    f"(a list printed without its numbers: "
                                    f"{', '.join(self.plan_unit.id + e for e in self.plan)})",
                              tok.text if tok is not None else None)
        self.plan = None


def _markers(s: str) -> tuple[list[tuple[str, str, str]], str, bool]:
    """The markers at the start of a line: `1. (a) …`, `- (b) …`, `(g) (i) …`, ` - a) …`,
    ` - i. …`; returns (markers, rest of the line, whether it began with a dash)."""
    dashed = False
    m = tr.DASH.match(s)
    if m:
        dashed = True
        s = s[m.end():]
    markers: list[tuple[str, str, str]] = []
    m = tr.SUBSECTION_MARK.match(s)
    if m:
        markers.append(("sub", m.group(1), m.group(1) + "."))
        s = s[m.end():]
    m = tr.ITEM_MARK.match(s)
    if m:
        markers.append((_letter_kind(m.group(1)), m.group(1), f"({m.group(1)})"))
        s = s[m.end():]
        if markers[-1][0] in ("item", "amb"):
            m = tr.ITEM_MARK.match(s)
            if m and m.group(1) in tr.ROMAN:
                markers.append(("roman", m.group(1), f"({m.group(1)})"))
                s = s[m.end():]
    else:
        m = tr.BARE_ITEM_MARK.match(s)
        if m:
            markers.append((_letter_kind(m.group(1)), m.group(1), f"{m.group(1)})"))
            s = s[m.end():]
        else:
            m = tr.ROMAN_DOT_MARK.match(s)
            if m:
                markers.append(("roman", m.group(1), f"{m.group(1)}."))
                s = s[m.end():]
    return markers, s.strip(), dashed


def _letter_kind(part: str) -> str:
    if part in tr.AMBIGUOUS:
        return "amb"
    if part in tr.ROMAN:
        return "roman"
    return "item"


def _show(level: int, part: str) -> str:
    return f"{part}." if level == 2 else f"({part})"


def _next_content(tokens: list[_Token], k: int) -> _Token | None:
    for tok in tokens[k + 1:]:
        if tok.kind not in ("blank", "note"):
            return tok
    return None


def _next_marked(tokens: list[_Token], k: int) -> _Token | None:
    for tok in tokens[k + 1:]:
        if tok.kind in ("marked", "section", "law"):
            return tok if tok.kind == "marked" else None
    return None
