"""Reader for the Hebrew edition (Israeli Bridge Federation, March 2021), `wbf-2017-he.txt`.

The file is text extracted from a right-to-left PDF:

    front matter (English and Hebrew), preface            ignored
    תוכן עניינים  (table of contents, several layouts)      parsed: law → sections and titles
    מבוא … (introduction), ending "לסיום, …"              ignored
    definitions (term/definition in either order)         → edition.definitions
    חוק 1 - החפיסה … חוק 93                               → edition.laws
    אינדקס, הנחיות ההתאגדות הישראלית לברידג'            not read here (they end the laws)

The body is read in three steps: `_logical_lines` (footnote texts taken out, lines broken inside
a sentence joined back), `_events` (each line becomes a heading, a marker or text), then
structural repairs guided by the table of contents (`_restore_sections`, `_restore_numbering`,
`_restore_lost_items`, `_restore_lost_subsections`, `_subsection_titles`) before the tree is
built. Every change to the text or to its reading is recorded as a `Repair`, among them each
table's cells put in reading order: the text lists them as they stand on the page, left to
right, and a right-to-left page is read from its right (a row's label first).
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import SourceError
from ..lang import he
from ..model import Definition, Edition, Footnote, NoteRef, Paragraph, Repair, Table, Unit
from .notes import split_at_markers
from .text import LAW_COUNT, check_law_sequence, read_lines
from .tree import TreeBuilder
from ..works import WORK

LANG = he.LANGUAGE.code
LAW_LABEL = "חוק {n}"


# ----------------------------------------------------------------------------------------------
# Table of contents


@dataclass
class TocLaw:
    number: int
    title: str
    line: int
    sections: dict[str, str] = field(default_factory=dict)  # Latin letter → title
    section_lines: dict[str, int] = field(default_factory=dict)


_TOC_ENTRY = re.compile(r"^(?:-\s*)?(?:(?P<page>[0-9]{1,3})\s+)?(?P<rest>.+?)(?:\*\*)?$")
_TOC_LAW = re.compile(r"^חוק\s+(?P<n>[0-9]{1,2})\s*[-–]\s*(?P<title>.+)$")
_TOC_SECTION = re.compile(r"^(?P<letter>[א-ט])\.\s*(?P<title>.+)$")


def _parse_toc(path: Path, lines: list[str], start: int) -> tuple[dict[int, TocLaw], int]:
    """Entries after the `תוכן עניינים` line at index `start`; returns (laws, index after)."""
    laws: dict[int, TocLaw] = {}
    last_kind = None
    current: TocLaw | None = None
    last_letter = ""
    last_page = None
    i = start + 1
    while i < len(lines):
        s = lines[i].strip()
        if not s:
            i += 1
            continue
        m = _TOC_ENTRY.match(s)
        page, rest = (m.group("page"), m.group("rest").strip()) if m else (None, s)
        rest = rest.replace("**", "").strip()
        law = _TOC_LAW.match(rest)
        sec = _TOC_SECTION.match(rest)
        if law:
            n = int(law.group("n"))
            current = TocLaw(n, law.group("title").strip(), i + 1)
            if n in laws:
                raise SourceError(path, i + 1, f"law {n} once in the table of contents", s)
            laws[n] = current
            last_kind = "law"
        elif sec and current is not None:
            last_letter = he.section_part(sec.group("letter"))
            current.sections[last_letter] = sec.group("title").strip()
            current.section_lines[last_letter] = i + 1
            last_kind = "section"
        elif page is None:
            break  # the first line that is no entry (the introduction's heading)
        elif last_kind == "section" and current is not None and page == last_page:
            # a title broken over two lines: "30 ב. לוח לא נכון - … או" / "30 תקופת המשחק"
            current.sections[last_letter] += " " + rest
        else:
            last_kind = "other"  # front/back matter entries and unlettered parts (Law 77)
        last_page = page
        i += 1
    return laws, i


# ----------------------------------------------------------------------------------------------
# Definitions


@dataclass
class _DefBlock:
    lines: list[tuple[int, str]]

    @property
    def first_sense(self) -> int | None:
        m = he.SENSE.match(self.lines[0][1])
        return int(m.group(1)) if m else None

    @property
    def last_sense(self) -> int | None:
        m = he.SENSE.match(self.lines[-1][1])
        return int(m.group(1)) if m else None


@dataclass
class _Term:
    term: str
    english: str | None
    line: int
    blocks: list[_DefBlock] = field(default_factory=list)
    complete: bool = False  # a <p> row carries its own definition
    order: str = ""  # "before" (definition printed before the term), "after", "row"

    @property
    def last_sense(self) -> int | None:
        return self.blocks[-1].last_sense if self.blocks else None


def _is_short_term(text: str) -> bool:
    return (0 < len(text) <= 30 and len(text.split()) <= 4 and not re.search(r"[.,:;]", text)
            and re.search("[א-ת]", text) is not None and not text.startswith(("-", "<")))


def _read_definitions(path: Path, lines: list[str], start: int, end: int
                      ) -> tuple[list[Definition], list[str]]:
    """Definitions between lines[start] and lines[end]; returns them and notes on pairings that
    were inferred rather than read off the layout."""
    tokens: list[_Term | _DefBlock] = []
    block: _DefBlock | None = None
    i = start
    while i < end:
        s = lines[i].strip()
        if not s:
            block = None
            i += 1
            continue
        row = he.P_ROW.match(s)
        term: _Term | None = None
        if row:
            m = he.TERM_WITH_ENGLISH.match(row.group("term").strip())
            if not m:
                raise SourceError(path, i + 1, "a definition row '<p>text</p>\\t<p>term (English)</p>'", s)
            term = _Term(m.group("term").strip(), m.group("english"), i + 1, complete=True, order="row")
            term.blocks.append(_DefBlock([(i + 1, row.group("text").strip())]))
        elif (m := he.TERM_WITH_ENGLISH.match(s)) and _is_short_term(m.group("term")):
            term = _Term(m.group("term").strip(), m.group("english"), i + 1)
        elif he.BARE_ENGLISH_TERM.match(s):
            term = _Term(s, s, i + 1)
        elif _is_short_term(s):
            j = i + 1
            while j < end and not lines[j].strip():
                j += 1
            en = he.ENGLISH_ONLY.match(lines[j].strip()) if j < end else None
            if en:
                term = _Term(s, en.group("english"), i + 1)
                i = j  # the English term's line is consumed with it
        elif he.ENGLISH_ONLY.match(s):
            raise SourceError(path, i + 1, "a Hebrew term before its English term", s)
        if term is not None:
            tokens.append(term)
            block = None
        else:
            if block is None:
                block = _DefBlock([])
                tokens.append(block)
            block.lines.append((i + 1, s))
        i += 1

    terms = [t for t in tokens if isinstance(t, _Term)]
    gaps: list[list[_DefBlock]] = [[]]
    for t in tokens:
        if isinstance(t, _Term):
            gaps.append([])
        else:
            gaps[-1].append(t)
    notes: list[str] = []

    def continues(b: _DefBlock, t: _Term) -> bool:
        return (b.first_sense is not None and b.first_sense > 1 and t.last_sense is not None
                and b.first_sense == t.last_sense + 1)

    for i, gap in enumerate(gaps):
        prev = terms[i - 1] if i > 0 else None
        nxt = terms[i] if i < len(terms) else None
        gap = list(gap)
        if prev is not None:
            while gap and continues(gap[0], prev):  # "2." after the term (חלוקה (Deal))
                prev.blocks.append(gap.pop(0))
            if not prev.blocks and gap:
                prev.blocks.append(gap.pop(0))
                prev.order = "after"
                while gap and continues(gap[0], prev):
                    prev.blocks.append(gap.pop(0))
                if gap:
                    notes.append(f"{prev.english}: definition after the term (line "
                                 f"{prev.blocks[0].lines[0][0]}), the next one before "
                                 f"{nxt.english if nxt else 'nothing'} — inferred from the count")
        if len(gap) > 1:
            raise SourceError(path, gap[1].lines[0][0],
                              "one definition between two terms (cannot tell which term it "
                              "belongs to)", gap[1].lines[0][1])
        if gap:
            if nxt is None or nxt.complete:
                raise SourceError(path, gap[0].lines[0][0], "a term after this definition",
                                  gap[0].lines[0][1])
            nxt.blocks.append(gap[0])
            nxt.order = "before"
    out: list[Definition] = []
    for t in terms:
        if not t.blocks:
            raise SourceError(path, t.line, f"a definition for the term {t.term!r}", t.term)
        paras = [Paragraph([he.DASH.sub("", text)], line) for b in t.blocks for line, text in b.lines]
        out.append(Definition(t.term, paras, he.slug(t.english) if t.english else None,
                              t.english, t.line))
    return out, notes


# ----------------------------------------------------------------------------------------------
# The body: logical lines


@dataclass
class _Line:
    no: int  # 1-based line number of the first source line
    kind: str  # "law", "section", "marker", "table", "text"
    text: str
    dash: bool = False  # printed as "- text" at the start of the line
    rows: list[list[str]] | None = None


def _line_kind(s: str) -> str:
    if he.LAW_HEADING.match(s):
        return "law"
    if he.SECTION.match(s):
        return "section"
    if he.SUBSECTION.match(s) or he.ITEM.match(s) or he.SUBITEM.match(s):
        return "marker"
    return "text"


def _logical_lines(lines: list[str], start: int, end: int, footnotes: dict[int, Footnote],
                   repairs: list[Repair], path: Path) -> list[_Line]:
    out: list[_Line] = []
    gap = False  # a blank line since the last logical line
    notes_between = False  # a footnote text since the last logical line
    for i in range(start, end):
        raw = lines[i]
        s = raw.strip()
        if not s:
            gap = True
            continue
        fn = he.FOOTNOTE_TEXT.match(s)
        if fn:
            n = he.superscript_value(fn.group(1))
            if n in footnotes:
                raise SourceError(path, i + 1, f"footnote {n} once", s)
            footnotes[n] = Footnote(fn.group(1), fn.group(2).strip(), i + 1)
            gap = notes_between = True
            continue
        if "\t" in raw:
            # The text lists a table's cells as they stand on the page from left to right; a
            # right-to-left page is read from its right: the row's label first
            printed = [c.strip() for c in raw.strip(" \u00a0\n").split("\t")]
            cells = printed[::-1]
            if out and out[-1].kind == "table" and not gap:
                out[-1].rows.append(cells)  # type: ignore[union-attr]
            else:
                out.append(_Line(i + 1, "table", s, rows=[cells]))
                repairs.append(Repair(i + 1, "a table's cells in reading order (right to left, "
                                      "as the page prints them)", "\t".join(printed),
                                      "\t".join(cells)))
            gap = notes_between = False
            continue
        kind = _line_kind(s)
        dash = raw.startswith("- ")
        prev = out[-1] if out else None
        if kind == "text" and prev is not None and prev.kind in ("text", "marker") \
                and not he.ends_sentence(prev.text):
            joined = None
            if not gap and not dash:
                joined = "line break inside a sentence joined"
            elif gap and (notes_between or prev.kind == "marker"):
                joined = "paragraph split by a page break joined" + (
                    " (footnote text moved out from between)" if notes_between else "")
            if joined:
                piece = he.DASH.sub("", s)
                after = prev.text + " " + piece
                repairs.append(Repair(i + 1, joined, prev.text + "\n" + s, after))
                prev.text = after
                gap = notes_between = False
                continue
        out.append(_Line(i + 1, kind, s, dash=dash))
        gap = notes_between = False
    return out


def _restore_plain_markers(lines: list[_Line], footnotes: dict[int, Footnote],
                           repairs: list[Repair]) -> None:
    """A footnote marker extracted as ordinary digits glued to a number ("ה-1713" for
    "ה-13¹⁷"): for a footnote whose superscript appears nowhere, look between the previous
    footnote's text and its own for "-<N><digits>" and put the marker back after the number."""
    present = {he.superscript_value(m.group()) for ln in lines
               for m in he.SUPERSCRIPT_RUN.finditer(ln.text)}
    previous_line = 0
    for n in sorted(footnotes):
        note = footnotes[n]
        if n not in present:
            pattern = re.compile(rf"(?<=-){n}(\d+)(?!\d)")
            hits = [ln for ln in lines if previous_line < ln.no < note.line
                    and ln.kind in ("text", "marker") and pattern.search(ln.text)]
            if len(hits) == 1:
                ln = hits[0]
                after = pattern.sub(lambda m: m.group(1) + note.marker, ln.text, count=1)
                repairs.append(Repair(ln.no, f"marker of footnote {n} printed as ordinary digits "
                                      "before the number it follows; restored", ln.text, after))
                ln.text = after
        previous_line = note.line


# ----------------------------------------------------------------------------------------------
# Events


@dataclass
class _Event:
    kind: str  # "law", "section", "sub", "item", "subitem", "para", "table"
    line: int
    part: str = ""  # canonical part: "27", "B", "1", "a", "ii"
    num: str = ""  # as printed
    heading: str | None = None
    text: str | None = None
    dash: bool = False
    rows: list[list[str]] | None = None


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a, b).ratio()


def _split_glued_heading(rest: str, title: str) -> tuple[str, str] | None:
    """`פקיעת הזכות להֶסְדָּרָה לאחר קריאה …` with title `פקיעת הזכות להסְדָּרָה` →
    (heading as printed, text)."""
    want = he.normalise_title(title)
    best: tuple[float, int] | None = None
    for m in re.finditer(r"\s+", rest):
        prefix = rest[: m.start()]
        got = he.normalise_title(prefix)
        if got == want:
            return prefix.strip(), rest[m.end():].strip()
        r = _ratio(got, want)
        if best is None or r > best[0]:
            best = (r, m.start())
    if best and best[0] >= 0.9:
        p = best[1]
        return rest[:p].strip(), rest[p:].strip()
    return None


class _EventReader:
    def __init__(self, path: Path, toc: dict[int, TocLaw], repairs: list[Repair]):
        self.path, self.toc, self.repairs = path, toc, repairs
        self.events: list[_Event] = []
        self.law: int | None = None
        self.section = ""  # Latin letter of the open section
        self.last_sub = 0

    def run(self, lines: list[_Line]) -> list[_Event]:
        for ln in lines:
            if ln.kind == "table":
                self.events.append(_Event("table", ln.no, rows=ln.rows))
            elif ln.kind == "law":
                m = he.LAW_HEADING.match(ln.text)
                assert m
                self.law = int(m.group(1))
                self.section, self.last_sub = "", 0
                self.events.append(_Event("law", ln.no, m.group(1), f"{he.LAW_WORD} {m.group(1)}",
                                          heading=m.group(2).strip()))
            elif ln.kind == "section":
                self._section(ln)
            elif ln.kind == "marker":
                self._markers(ln.text, ln.no, ln.dash)
            else:
                self._text(ln)
        return self.events

    def _titles(self) -> dict[str, str] | None:
        t = self.toc.get(self.law) if self.law is not None else None
        return t.sections if t is not None else None

    def _section(self, ln: _Line) -> None:
        m = he.SECTION.match(ln.text)
        assert m
        letter, rest = m.group(1), m.group(2).strip()
        self._open_section(ln, letter, rest, f"{letter}.")

    def _open_section(self, ln: _Line, letter: str, rest: str, num: str) -> None:
        part = he.section_part(letter)
        rest = rest.replace("**", "").strip()
        titles = self._titles()
        heading: str | None
        text: str | None = None
        if titles is None:  # the law is missing from the table of contents: judge by the text
            if he.ends_sentence(rest) or len(rest) > 60:
                heading, text = None, rest
            else:
                heading = rest
        elif part not in titles:  # sections without titles (Laws 22, 35, 56, 71)
            heading, text = None, rest
        else:
            title = titles[part]
            want, got = he.normalise_title(title), he.normalise_title(rest)
            if got == want or _ratio(got, want) >= 0.75:
                heading = rest
            else:
                split = _split_glued_heading(rest, title)
                if split is None:
                    raise SourceError(self.path, ln.no,
                                      f"the heading of section {self.law}{part} "
                                      f"({title!r} in the table of contents)", ln.text)
                heading, text = split
                self.repairs.append(Repair(ln.no, f"heading of {self.law}{part} separated from "
                                           "the text printed on the same line", ln.text,
                                           f"{num} {heading}\n{text}"))
        self.section, self.last_sub = part, 0
        self.events.append(_Event("section", ln.no, part, num, heading=heading, dash=ln.dash))
        if text:
            self._text_events(text, ln.no, ln.dash)

    def _markers(self, s: str, no: int, dash: bool) -> None:
        """`1. (א) text`, `- (ב) text`, `(ii) text`: one event per marker, then the text."""
        s = s.strip()
        while True:
            if m := he.SUBSECTION.match(s):
                n = int(m.group(1))
                rest = m.group(2).strip()
                if self._damaged_heading(n, rest, no, s):
                    return
                self.last_sub = n
                self.events.append(_Event("sub", no, str(n), f"{n}."))
            elif m := he.ITEM.match(s):
                self.events.append(_Event("item", no, he.item_part(m.group(1)), f"({m.group(1)})"))
            elif m := he.SUBITEM.match(s):
                self.events.append(_Event("subitem", no, m.group(1), f"({m.group(1)})"))
            else:
                break
            s = m.group(2).strip()
            if not s:
                return
        self._text_events(s, no, False)

    def _damaged_heading(self, n: int, rest: str, no: int, printed: str) -> bool:
        """`1. הסבר קריאות` where section ו (20F) should start: a heading whose letter the
        extraction turned into a number. Recognised by its title in the table of contents."""
        titles = self._titles()
        if not titles or not rest or he.ends_sentence(rest):
            return False
        seen = {e.part for e in self._law_events() if e.kind == "section"}
        for part, title in titles.items():
            if part > self.section and part not in seen \
                    and he.normalise_title(rest) == he.normalise_title(title):
                letter = he.section_letter(part)
                self.repairs.append(Repair(no, f"damaged heading of {self.law}{part} restored "
                                           "from the table of contents", printed,
                                           f"{letter}. {rest}"))
                self.section, self.last_sub = part, 0
                self.events.append(_Event("section", no, part, f"{letter}.", heading=rest))
                return True
        return False

    def _law_events(self) -> list[_Event]:
        for k in range(len(self.events) - 1, -1, -1):
            if self.events[k].kind == "law":
                return self.events[k:]
        return []

    def _text(self, ln: _Line) -> None:
        m = he.SECTION_NO_PERIOD.match(ln.text)
        titles = self._titles()
        if m and titles:  # "ב מידע חיצוני מהשותף": a heading that lost its period
            part = he.section_part(m.group(1))
            if part in titles and part > self.section and \
                    he.normalise_title(m.group(2)) == he.normalise_title(titles[part]):
                self.repairs.append(Repair(ln.no, f"heading of {self.law}{part} printed without "
                                           "the period after its letter", ln.text,
                                           f"{m.group(1)}. {m.group(2)}"))
                self._open_section(ln, m.group(1), m.group(2), f"{m.group(1)}.")
                return
        self._text_events(he.DASH.sub("", ln.text), ln.no, ln.dash)

    def _text_events(self, text: str, no: int, dash: bool) -> None:
        # A subsection glued to the end of the previous paragraph: "…שותפות. 4. כשצד ניזוק…"
        if self.section:
            want = self.last_sub + 1
            g = re.search(rf"(?<=[.:])\s+{want}\.\s+(?=\S)", text)
            if g and self.last_sub:
                head, tail = text[: g.start()].strip(), text[g.end():].strip()
                self.repairs.append(Repair(no, f"subsection {self.law}{self.section}{want} "
                                           "separated from the paragraph it was printed in",
                                           text, f"{head}\n{want}. {tail}"))
                self.events.append(_Event("para", no, text=head, dash=dash))
                self.last_sub = want
                self.events.append(_Event("sub", no, str(want), f"{want}."))
                self._text_events(tail, no, False)
                return
        # An item glued after its introduction: "…יותר מתוצאה מתוקנת אחת: (א) אם איש…"
        g = re.search(r":\s+\(א\)\s+(?=\S)", text)
        if g:
            head, tail = text[: g.start() + 1].strip(), text[g.end():].strip()
            self.repairs.append(Repair(no, "item (א) separated from the paragraph that "
                                       "introduces it", text, f"{head}\n(א) {tail}"))
            self.events.append(_Event("para", no, text=head, dash=dash))
            self.events.append(_Event("item", no, "a", "(א)"))
            self.events.append(_Event("para", no, text=tail))
            return
        self.events.append(_Event("para", no, text=text, dash=dash))


# ----------------------------------------------------------------------------------------------
# Structural repairs guided by the table of contents


def _law_ranges(events: list[_Event]) -> list[tuple[int, int]]:
    starts = [k for k, e in enumerate(events) if e.kind == "law"]
    return [(s, starts[j + 1] if j + 1 < len(starts) else len(events))
            for j, s in enumerate(starts)]


def _restore_sections(path: Path, events: list[_Event], toc: dict[int, TocLaw],
                      repairs: list[Repair]) -> list[_Event]:
    """Insert the section headings the body lost, where their text begins."""
    out: list[_Event] = []
    for s, e in _law_ranges(events) or [(0, len(events))]:
        law_events = events[s:e]
        if not law_events or law_events[0].kind != "law":
            out.extend(law_events)
            continue
        law = int(law_events[0].part)
        entry = toc.get(law)
        if entry is None:
            out.extend(law_events)
            continue
        found = {ev.part for ev in law_events if ev.kind == "section"}
        missing = [p for p in sorted(entry.sections) if p not in found]
        for part in missing:
            before = [ev for ev in law_events if ev.kind == "section" and ev.part < part]
            after = [ev for ev in law_events if ev.kind == "section" and ev.part > part]
            if not before:
                raise SourceError(path, law_events[0].line,
                                  f"section {law}{part} ({entry.sections[part]!r})",
                                  "no section before it to find its text in")
            w = law_events.index(before[-1])
            y = law_events.index(after[0]) if after else len(law_events)
            between = [p for p in missing if before[-1].part < p < part]
            if between:
                raise SourceError(path, law_events[w].line,
                                  f"sections {law}{between[0]} and {law}{part}",
                                  "two consecutive section headings missing")
            at = _missing_section_start(law_events, w, y)
            if at is None:
                raise SourceError(path, law_events[w].line,
                                  f"section {law}{part} ({entry.sections[part]!r}) after "
                                  f"{law}{before[-1].part}", "no place where its text begins")
            letter = he.section_letter(part)
            title = entry.sections[part]
            line = law_events[at].line
            repairs.append(Repair(line, f"missing heading of {law}{part} restored from the "
                                  f"table of contents (line {entry.section_lines[part]})",
                                  None, f"{letter}. {title}"))
            law_events.insert(at, _Event("section", line, part, f"{letter}.", heading=title))
        out.extend(law_events)
    return out


def _missing_section_start(evs: list[_Event], w: int, y: int) -> int | None:
    """Where a section whose heading is lost begins, inside the previous section evs[w:y]:
    at a subsection numbering that starts again at 1 after other text (40C, 80B), else at the
    last paragraph of a section that has no parts (92C)."""
    content = False
    for k in range(w + 1, y):
        ev = evs[k]
        if ev.kind == "sub" and ev.part == "1" and content:
            return k
        if ev.kind in ("para", "sub", "item", "subitem", "table"):
            content = True
    paras = [k for k in range(w + 1, y) if evs[k].kind == "para"]
    if len(paras) >= 2 and all(evs[k].kind in ("para", "table") for k in range(w + 1, y)):
        return paras[-1]
    return None


def _restore_numbering(events: list[_Event], repairs: list[Repair]) -> None:
    """Subsection numbers the extraction turned into "- " bullets (23A, 30B1, 79A–C, 80A)."""
    k = 0
    while k < len(events):
        if events[k].kind != "section":
            k += 1
            continue
        end = k + 1
        while end < len(events) and events[end].kind not in ("section", "law"):
            end += 1
        section = events[k]
        law = next(e.part for e in reversed(events[:k]) if e.kind == "law")
        dashes = [j for j in range(k + 1, end) if events[j].kind == "para" and events[j].dash]
        subs = [int(events[j].part) for j in range(k + 1, end) if events[j].kind == "sub"]
        renumber: list[tuple[int, int]] = []
        if subs == [1]:  # a lone "1." (8C): no list, the English has no number here
            j = next(j for j in range(k + 1, end) if events[j].kind == "sub")
            repairs.append(Repair(events[j].line, f"lone subsection number 1. of {law}"
                                  f"{section.part} dropped (there is no 2.)", "1.", None))
            del events[j]
            k = end - 1
            continue
        if not subs and len(dashes) >= 2:
            renumber = [(j, n) for n, j in enumerate(dashes, 1)]
        elif subs and min(subs) == 2 and len(dashes) == 1 and \
                dashes[0] < next(j for j in range(k + 1, end) if events[j].kind == "sub"):
            renumber = [(dashes[0], 1)]
        for j, n in reversed(renumber):
            ev = events[j]
            repairs.append(Repair(ev.line, f"number of subsection {law}{section.part}{n} "
                                  "restored (printed as a '- ' bullet)", "- " + (ev.text or ""),
                                  f"{n}. {ev.text}"))
            events[j:j + 1] = [_Event("sub", ev.line, str(n), f"{n}."),
                               _Event("para", ev.line, text=ev.text)]
        k = end + (len(renumber))


def _restore_lost_items(events: list[_Event], repairs: list[Repair]) -> None:
    """Roman sub-items after an item that ends with a full stop belong to an item whose letter
    was lost (80B2: "(ו) …אותם." then "(i)", "(ii)", then "(ז)": English (f), (g)(i)–(ii), (h)):
    restore the item and move the letters after it on by one."""
    law, section, sub = "", "", ""
    k = 0
    while k < len(events):
        ev = events[k]
        if ev.kind == "law":
            law, section, sub = ev.part, "", ""
        elif ev.kind == "section":
            section, sub = ev.part, ""
        elif ev.kind == "sub":
            sub = ev.part
        elif ev.kind == "subitem" and ev.part == "i":
            j = k - 1
            while j >= 0 and events[j].kind == "para":
                j -= 1
            last_text = events[k - 1].text if events[k - 1].kind == "para" else None
            if events[j].kind == "item" and last_text and he.ends_sentence(last_text) \
                    and not last_text.rstrip(" ★☆").endswith(":"):
                part = chr(ord(events[j].part) + 1)
                letter = "".join(h for h in he.LETTER_VALUES
                                 if he.LETTER_VALUES[h] == ord(part) - ord("a") + 1) or part
                repairs.append(Repair(ev.line, f"item {law}{section}{sub}({part}) restored: its "
                                      "marker is missing before the sub-items (i), (ii); the "
                                      "letters after it move on by one", None, f"({letter})"))
                events.insert(k, _Event("item", ev.line, part, f"({letter})"))
                k += 1
                m = k
                while m < len(events) and events[m].kind not in ("law", "section", "sub"):
                    if events[m].kind == "item":
                        events[m].part = chr(ord(events[m].part) + 1)
                    m += 1
        k += 1


def _subsection_titles(events: list[_Event], repairs: list[Repair]) -> None:
    """A short line on a subsection's number with the subsection's text on the lines after it is
    the subsection's title (86B: "1. הושגה תוצאה אחרת." then "כאשר מנהל התחרות פוסק …"; the
    Danish edition prints these as headings too). Every other subsection holds one paragraph."""
    law, section = "", ""
    k = 0
    while k + 2 < len(events):
        ev = events[k]
        if ev.kind == "law":
            law, section = ev.part, ""
        elif ev.kind == "section":
            section = ev.part
        elif ev.kind == "sub" and ev.heading is None:
            first, second = events[k + 1], events[k + 2]
            text = first.text or ""
            if first.kind == "para" and first.line == ev.line and second.kind == "para" \
                    and second.line > ev.line and len(text.split()) <= he.SUBSECTION_TITLE_WORDS \
                    and not text.rstrip(" ★☆").endswith(":"):
                repairs.append(Repair(ev.line, f"title of subsection {law}{section}{ev.part} "
                                      "(printed on its number's line, its text on the next "
                                      "line) read as its heading", f"{ev.num} {text}",
                                      f"{ev.num} {text}\n{second.text}"))
                ev.heading = text
                del events[k + 1]
        k += 1


def _restore_lost_subsections(events: list[_Event], repairs: list[Repair]) -> None:
    for (law_no, part), n in he.LOST_SUBSECTIONS.items():
        law_at = next((k for k, e in enumerate(events) if e.kind == "law"
                       and e.part == str(law_no)), None)
        if law_at is None:
            continue
        k = law_at + 1
        section = ""
        while k < len(events) and events[k].kind != "law":
            e = events[k]
            if e.kind == "section":
                section = e.part
            if section == part and e.kind == "sub" and e.part == str(n - 1):
                m = k + 1
                while m < len(events) and events[m].kind == "para":
                    m += 1
                if m < len(events) and events[m].kind == "item":
                    repairs.append(Repair(events[m].line, f"subsection number {law_no}{part}{n} "
                                          "restored before its items (not printed)", None,
                                          f"{n}."))
                    events.insert(m, _Event("sub", events[m].line, str(n), f"{n}."))
                break
            k += 1


# ----------------------------------------------------------------------------------------------
# Building


LEVEL = {"section": 1, "sub": 2, "item": 3, "subitem": 4}


class _Notes:
    def __init__(self, path: Path, footnotes: dict[int, Footnote]):
        self.path, self.footnotes = path, footnotes
        self.used: set[int] = set()

    def parts(self, text: str, line: int) -> list:
        def note_for(m: re.Match) -> Footnote:
            n = he.superscript_value(m.group())
            note = self.footnotes.get(n)
            if note is None:
                raise SourceError(self.path, line, f"the text of footnote {n}", m.group())
            self.used.add(n)
            return note

        return split_at_markers(text, he.SUPERSCRIPT_RUN, note_for)

    def heading(self, text: str | None, line: int) -> tuple[str | None, list[NoteRef]]:
        if text is None:
            return None, []
        parts = self.parts(text, line)
        return ("".join(p for p in parts if isinstance(p, str)).strip(),
                [p for p in parts if isinstance(p, NoteRef)])


def _ends_with_colon(unit: Unit) -> bool:
    if not unit.intro or not isinstance(unit.intro[-1], Paragraph):
        return False
    return unit.intro[-1].text.rstrip(" ★☆").endswith(":")


def _build(path: Path, events: list[_Event], notes: _Notes) -> list[Unit]:
    tb = TreeBuilder(path)
    for ev in events:
        if ev.kind == "law":
            heading, hn = notes.heading(ev.heading, ev.line)
            tb.law(int(ev.part), ev.num, heading, ev.line, hn)
        elif ev.kind in LEVEL:
            heading, hn = notes.heading(ev.heading, ev.line)
            tb.open(LEVEL[ev.kind], ev.part, ev.num, ev.line, heading, hn)
        elif ev.kind == "table":
            tb.block(Table(ev.rows or [], ev.line))
        else:
            para = Paragraph(notes.parts(ev.text or "", ev.line), ev.line)
            tb.block(para, level=_wrapup_level(tb))
    return tb.laws


def _wrapup_level(tb: TreeBuilder) -> int | None:
    """A new paragraph after the last part of a list that its parent introduced with a colon
    closes that list ("תוצאת הלוח נרשמת מחדש…" in 69B and 71): it is the parent's wrapup."""
    open_levels = [lvl for lvl in range(5) if tb.current(lvl) is not None]
    if not open_levels:
        return None
    deepest = open_levels[-1]
    unit = tb.current(deepest)
    if deepest == 0 or unit is None or not (unit.intro or unit.children or unit.wrapup):
        return None
    parent_level = max(lvl for lvl in open_levels if lvl < deepest)
    parent = tb.current(parent_level)
    if parent is not None and parent.children and parent.children[-1] is unit \
            and _ends_with_colon(parent):
        return parent_level
    return None


# ----------------------------------------------------------------------------------------------


@dataclass
class ReadNotes:
    """What the reader found besides the edition: the table of contents it checked the sections
    against, and the definition pairings it inferred rather than read off the layout."""

    toc: dict[int, TocLaw] = field(default_factory=dict)
    definition_inferences: list[str] = field(default_factory=list)


def _find(lines: list[str], start: int, pred) -> int | None:
    for i in range(start, len(lines)):
        if pred(lines[i].strip()):
            return i
    return None


def read(path: Path) -> Edition:
    """The Hebrew edition as the shared model."""
    return read_details(path)[0]


def read_details(path: Path) -> tuple[Edition, ReadNotes]:
    """`read`, with what the reader inferred on the way (for reports and tests)."""
    path = Path(path)
    lines = read_lines(path)
    last = max(len(lines), 1)
    title_at = _find(lines, 0, bool)
    if title_at is None:
        raise SourceError(path, 1, "the edition's title", "an empty file")
    title = lines[title_at].strip()

    toc_at = _find(lines, 0, lambda s: s == he.TOC_HEADING)
    if toc_at is None:
        raise SourceError(path, last, f"the table of contents ({he.TOC_HEADING!r})")
    toc, toc_end = _parse_toc(path, lines, toc_at)
    intro_at = _find(lines, toc_end, lambda s: s.startswith(he.INTRO_HEADING))
    if intro_at is None:
        raise SourceError(path, min(toc_end + 1, last), f"the introduction ({he.INTRO_HEADING!r}…)")
    last_intro = _find(lines, intro_at, lambda s: s.startswith(he.INTRO_LAST_PARAGRAPH))
    if last_intro is None:
        raise SourceError(path, intro_at + 1,
                          f"the introduction's last paragraph ({he.INTRO_LAST_PARAGRAPH!r}…)")
    body_at = _find(lines, last_intro + 1,
                    lambda s: bool((m := he.LAW_HEADING.match(s)) and m.group(1) == "1"))
    if body_at is None:
        raise SourceError(path, last, "the heading 'חוק 1 - …' after the definitions")
    index_at = _find(lines, body_at + 1, lambda s: s == he.INDEX_HEADING)
    body_end = index_at if index_at is not None else len(lines)

    definitions, inferences = _read_definitions(path, lines, last_intro + 1, body_at)

    repairs: list[Repair] = []
    footnotes: dict[int, Footnote] = {}
    logical = _logical_lines(lines, body_at, body_end, footnotes, repairs, path)
    _restore_plain_markers(logical, footnotes, repairs)
    events = _EventReader(path, toc, repairs).run(logical)
    events = _restore_sections(path, events, toc, repairs)
    _restore_numbering(events, repairs)
    _restore_lost_items(events, repairs)
    _restore_lost_subsections(events, repairs)
    _subsection_titles(events, repairs)
    notes = _Notes(path, footnotes)
    laws = _build(path, events, notes)
    check_law_sequence(path, laws, LAW_LABEL, body_end)
    if index_at is None:
        raise SourceError(path, last, f"the subject index ({he.INDEX_HEADING!r}) after "
                          f"Law {LAW_COUNT}")
    for n, note in sorted(footnotes.items()):
        if n not in notes.used:
            raise SourceError(path, note.line, f"a marker {note.marker} for this footnote "
                              "in the text of the laws", note.text)
    repairs.sort(key=lambda r: r.line)
    edition = Edition(WORK, LANG, str(path), title, laws=laws, definitions=definitions,
                      repairs=repairs, footnotes=[footnotes[n] for n in sorted(footnotes)])
    return edition, ReadNotes(toc, inferences)
