"""The reader of an edition as PDF text extraction gives it (by pdfminer.six here, `pdftotext`
with or without `-layout`, pypdf, or copied from a viewer): the structure is inferred from the
sequence the Laws' parts come in, not from where lines begin.

    repairs      soft hyphens; ligatures the extraction lost or left as characters (listed)
    pages        page numbers and running headers out, paragraphs joined across page breaks
    footnotes    texts at the pages' feet (numbers going on, skipped, repeated or starting
                 again, told apart as "11-2"); markers after words
    laws         `LAW 27` (title below) or `LAW 9 - TITLE`, not the contents' lines
    front        the contents (for section headings) and the definitions
    parts        per law, the markers that come in the outline's order (`sequence.py`);
                 headings cut from their text; closing text given to the unit it closes
    index        after the laws: the subject index, never law text

Nothing here stops at a layout's oddity: what could not be read as expected is a `Problem`
(line, what, how it was read), and the caller decides (`--strict`).
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from ..errors import LawsearchError
from ..lang import SOURCE
from ..ids import KIND_OF_LEVEL, CanonicalId, is_under, law_number
from ..model import (
    Definition,
    Edition,
    Footnote,
    IndexEntry,
    NoteRef,
    Paragraph,
    Repair,
    Table,
    Unit,
)
from ..works import LAWS, WORK
from . import headings
from .definitions import edge_keys, opens_definitions, read_definitions, slug
from .footnotes import MARKERS, marked, read_notes, starts_note
from .laws import find_laws, similarity
from .letterspacing import LETTERS_JOINED, unspaced
from .limits import TooLarge, refuse
from .ligatures import hyphenated_words
from .markers import candidates
from .outline import Node, Outline
from .pages import Line, furniture, paginate, lines_and_spacing
from .sequence import Placed, align
from .subject_index import read_index

# More than this share of the small-letter words no dictionary word, in a text of this many
# such words at least, is words broken apart (the invented editions have 0.4%, a text read with
# a space at each soft hyphen 16%)
BROKEN_SHARE = 0.03
BROKEN_MIN_WORDS = 2000
_SMALL_WORD = re.compile(r"(?<![\w’'\-])[a-z]{2,}(?![\w’'\-])")
MIN_EXPECTED_WORDS = 40  # a law expected shorter than this is not checked for its length
# a word's piece, a hyphen and a space, and the rest (never after a hyphen or a digit: "2- 3")
_BROKEN_WITHIN = re.compile(r"(?<![\w-])([A-Za-z]+)- ([A-Za-z]+)\b")
_MARKER_LINE = re.compile(r"^(?:[A-H]\.|\d{1,2}\.|\([a-z]{1,4}\.?\))(?:\s|$)")


def _broken_word(pieces: list[str]) -> str | None:
    """The letters (A-Z) before the hyphen that ends the text `pieces` make: a word broken at a
    line's end; None where the text ends otherwise. Read from the end, so that its time is the
    word's length, not the text's."""
    chars = (c for piece in reversed(pieces) for c in reversed(piece))
    if next(chars, None) != "-":
        return None
    word = []
    for c in chars:
        if not ("A" <= c <= "Z" or "a" <= c <= "z"):
            break
        word.append(c)
    return "".join(reversed(word)) or None


def _drop_hyphen(pieces: list[str]) -> None:
    """The hyphen that ends the text `pieces` make taken away."""
    for i in range(len(pieces) - 1, -1, -1):
        if pieces[i]:
            pieces[i] = pieces[i][:-1]
            return
# (a note's marker after the sentence's end: "…as soon as it is noticed.⁶")
_SENTENCE_BREAK = re.compile(r"[.;:!?]['’\"”)]?(?:" + MARKERS.pattern + r")*[ \t]*[\n\f]")


@dataclass
class Problem:
    line: int
    what: str
    read: str  # how it was read

    def to_json(self) -> dict:
        return {"line": self.line, "what": self.what, "read": self.read}


@dataclass
class Reading:
    edition: Edition
    problems: list[Problem] = field(default_factory=list)
    layout: str = ""  # the family of layout found, in words
    # markers the Laws do not have, read as the text of the unit before them: {"id", "line"}
    lacking: list[dict] = field(default_factory=list)
    # laws far longer or shorter than in the published editions: {"law", "line", "words",
    # "expected"}
    suspicious: list[dict] = field(default_factory=list)
    # words run together, the spaces between them lost by the PDF's reader: {"line", "word"}
    run_together: list[dict] = field(default_factory=list)
    # words broken apart (a share of the words no dictionary word): {"share", "line", "text"}
    broken_words: dict = field(default_factory=dict)
    # numbers glued to words read as footnote markers whose notes were not found, kept as
    # text: {"line", "marker", "word"}
    unfound_markers: list[dict] = field(default_factory=list)


def read(text: str, source: str, lang: str, outline: Outline, vocabulary: ModuleType,
         titles: dict[int, str], title: str = "Laws of Duplicate Bridge 2017 (imported)",
         repairer=None, is_word=None) -> Reading:
    """The edition in `text` (extracted from the file `source`)."""
    return _Reader(source, lang, outline, vocabulary, titles, repairer, is_word).read(text, title)


class _Reader:
    def __init__(self, source: str, lang: str, outline: Outline, vocabulary: ModuleType,
                 titles: dict[int, str], repairer, is_word):
        self.source, self.lang, self.outline, self.v = source, lang, outline, vocabulary
        self.titles, self.repairer, self.is_word = titles, repairer, is_word or (lambda w: False)
        self.problems: list[Problem] = []
        self.lacking: list[dict] = []
        self.run_together: list[dict] = []
        self.broken_words: dict = {}
        self.suspicious: list[dict] = []
        self.notes: dict[int, Footnote] = {}
        self.hyphenated: set[str] = set()
        self.compounds = {h.lower() for h in getattr(vocabulary, "HYPHENATED", ())}
        self.edges: Counter = Counter()

    def _enough_laws(self, numbers: set[int]) -> None:
        """Refuse a text with the headings of fewer than ten of the laws (`numbers`)."""
        found = len(numbers & set(self.titles))
        if found < 10:
            raise LawsearchError(
                f"{self.source}: not an edition of the Laws of Duplicate Bridge: "
                f"{found} law headings such as 'LAW 1' found where {LAWS.laws} were expected")

    def problem(self, line: int, what: str, read: str) -> None:
        self.problems.append(Problem(line, what, read))

    # -- the whole ---------------------------------------------------------------------------

    def read(self, text: str, title: str) -> Reading:
        edition = Edition(work=WORK, lang=self.lang, source=self.source, title=title)
        lines, double_spaced = lines_and_spacing(text)
        self._unspace(lines, edition)
        loose = getattr(self.v, "LAW_HEADING_LOOSE", None)
        if loose is not None:  # (refused at once, not after its words are weighed for repairs)
            self._enough_laws({int(m["n"]) for line in lines if (m := loose.match(line.text))
                               or (m := self.v.LAW_HEADING.match(line.text))})
        self.hyphenated = {w.lower() for w in hyphenated_words(line.text for line in lines)}
        self._repair(lines, edition)
        self._run_together(lines)
        self._broken_words(lines)
        pages = paginate(lines)
        pages, notes = read_notes(pages)
        for note in notes.notes:
            self.notes[note.number] = Footnote(str(note.number), " ".join(note.text.split()),
                                               note.line)
        edition.footnotes = [self.notes[n] for n in sorted(self.notes)]
        for line, what, how in notes.problems:
            self.problem(line, what, how)
        flat = [line for page in pages for line in page]
        self.edges = edge_keys(pages)  # what pages print at their edges: running heads
        lengths = sorted(len(line.text) for line in flat if len(line.text) > 20)
        self.width = lengths[int(len(lengths) * 0.9)] if lengths else 80
        try:
            starts = find_laws(flat, self.v.LAW_HEADING, self.titles,
                               lambda t: bool(_MARKER_LINE.match(t)), self.outline.shares)
        except TooLarge as err:
            raise refuse(Path(self.source), err) from None
        self._enough_laws({s.n for s in starts})
        found = {s.n for s in starts}
        for n in sorted(set(self.titles) - found):
            after = max((s for s in starts if s.n < n), key=lambda s: s.n, default=None)
            self.problem(flat[after.index].number if after else 1, f"no heading of Law {n}",
                         f"Law {n} is missing; its text, if any, is read as Law "
                         f"{after.n}'s" if after else f"Law {n} is missing")
        index_at = self._index_heading(flat, starts[-1].body)
        front = flat[:starts[0].index]
        contents = headings.read_contents(front, self.v.LAW_HEADING)
        edition.definitions = self._definitions(front)
        for k, start in enumerate(starts):
            end = starts[k + 1].index if k + 1 < len(starts) else \
                (index_at if index_at is not None else len(flat))
            edition.laws.append(self._law(start, flat[start.body:end], flat[start.index],
                                          contents, last=k + 1 == len(starts)))
        if index_at is not None:
            edition.index = [IndexEntry(e.term, e.refs, self.lang, e.line)
                             for e in read_index(flat[index_at + 1:],
                                                 lambda t: self.outline.key_of(t) is not None)]
        self._check_lengths(edition, {s.n: flat[s.index].number for s in starts})
        acbl = sum(1 for s in starts if s.title and s.body > s.index + 1)
        layout = ("laws headed `LAW n` with the title on the next line" if acbl > len(starts) / 2
                  else "laws headed `LAW n - TITLE` on one line")
        if double_spaced:
            layout += "; double-spaced (a blank line after each line), read as the page has it"
        return Reading(edition, self.problems, layout, self.lacking, self.suspicious,
                       self.run_together, self.broken_words, notes.unfound)

    def _check_lengths(self, edition: Edition, lines: dict[int, int]) -> None:
        """Each law read against its length in the published editions: one `LENGTH_SLACK`
        times longer or shorter than its share of the laws read is a misreading (a contents
        read as the body, a lost heading), reported. The edition's length is the median of
        what each law's words and share say it is, so that one law read far too long (a
        contents or an index run into it) does not make the others look short."""
        import statistics

        from .laws import LENGTH_SLACK
        from .outline import law_words

        shares = self.outline.shares
        words = law_words(edition)
        said = [words[n] / shares[n] for n in words if words[n] and shares.get(n)]
        if not shares or not said:
            return
        total = statistics.median(said)
        for law in edition.laws:
            n = int(law.id)
            expected = shares.get(n, 0.0) * total
            found = words.get(n, 0)
            if expected < MIN_EXPECTED_WORDS:
                continue  # a law of a few words is too short to tell
            if found > LENGTH_SLACK * expected or found * LENGTH_SLACK < expected:
                self.suspicious.append({"law": law.id, "line": lines.get(n, law.line),
                                        "words": found, "expected": round(expected)})
                self.problem(lines.get(n, law.line), f"Law {n} read as {found} words",
                             f"about {round(expected)} expected from the other editions: "
                             "a misreading (a lost heading, contents read as text?)")

    def _repair(self, lines: list[Line], edition: Edition) -> None:
        _initials(lines, self.is_word)
        for line in lines:  # (before broken words are joined: "tra\u00ad-" breaks "travelling")
            if "\u00ad" in line.text:  # a soft hyphen: a dash where spaced, else nothing
                line.text = re.sub(r"(?<=\s)\u00ad(?=\s)|^\u00ad(?=\s)", "–", line.text)
                line.text = re.sub(r"\u00ad$", "-", line.text).replace("\u00ad", "")
        self._unbreak(lines)
        for line in lines:
            line.text = MARKERS.sub("", line.text)
        if self.repairer is None:
            return
        for line in lines:
            if line.text:
                line.text = self.repairer.line(line.text, line.number)
        for r in self.repairer.repairs:
            edition.repairs.append(Repair(r.line, r.what, r.before, r.after))
        for line in lines:  # glyphs the PDF gives no character for, where no repair took them
            if "(cid:" in line.text:
                cleaned = re.sub(r"\s?\(cid:\d+\)", "", line.text)
                if cleaned != line.text:
                    self.problem(line.number, "a glyph with no character in the PDF",
                                 f"left out: {line.text.strip()[:60]!r}")
                    line.text = cleaned

    def _broken_words(self, lines: list[Line]) -> None:
        """Words broken apart where the PDF's reader put a space inside them ("cor rec ted",
        "off end ing": a soft hyphen read as a space): once repaired, more than
        `BROKEN_SHARE` of the small-letter words are no dictionary word (a book's own words
        and names are a fraction of a percent). No repair can tell such pieces from words
        ("off", "end"), so the share and the first line with two are named."""
        if self.repairer is None:
            return
        total = unknown = 0
        first = None
        for line in lines:
            words = _SMALL_WORD.findall(line.text)
            strange = [w for w in words if self.repairer.dictionary(w) is None]
            total, unknown = total + len(words), unknown + len(strange)
            if first is None and len(strange) >= 2:
                first = line
        if total >= BROKEN_MIN_WORDS and unknown > BROKEN_SHARE * total and first is not None:
            self.broken_words = {"share": round(unknown / total, 3), "line": first.number,
                                 "text": first.text.strip()[:60]}
            self.problem(first.number, f"{unknown / total:.0%} of the words no dictionary word: "
                         "words broken apart", f"kept as printed: {first.text.strip()[:40]!r}")

    def _run_together(self, lines: list[Line]) -> None:
        """Words run together where the PDF's reader lost the spaces between them ("Thisdoes
        notaffecttheofficialscore"): longer than any word of the language, and no repair can
        tell where the words part; each line's first is named, the line kept as printed."""
        longest = getattr(self.v, "LONGEST_WORD", None)
        if longest is None:
            return
        too_long = re.compile(r"[^\W\d_]{%d,}" % (longest + 1))
        for line in lines:
            m = next((m for m in too_long.finditer(line.text)
                      if not self.is_word(m.group(0).lower())), None)
            if m is not None:
                self.run_together.append({"line": line.number, "word": m.group(0)})
                self.problem(line.number, "words run together, the spaces between them lost",
                             f"kept as printed: {m.group(0)[:40]!r}")

    def _index_heading(self, flat: list[Line], after: int) -> int | None:
        for i in range(after, len(flat)):
            text = flat[i].text
            if text and self.v.INDEX_HEADING.match(text):
                return i
        return None

    # -- definitions -------------------------------------------------------------------------

    def _definitions_heading(self, front: list[Line]) -> int | None:
        """The line of the heading that opens the definitions: the first one a definition
        follows (the contents name the definitions before it, and a running head repeats it on
        their pages), else the last one."""
        found = [i for i, line in enumerate(front) if self.v.DEFINITIONS_HEADING.match(line.text)]
        return next((i for i in found if opens_definitions(front[i + 1:], self.outline)),
                    found[-1] if found else None)

    def _definitions(self, front: list[Line]) -> list[Definition]:
        at = self._definitions_heading(front)
        if at is None:
            self.problem(front[0].number if front else 1, "no definitions heading",
                         "no definitions read")
            return []
        out: list[Definition] = []
        keys: set[str] = set()
        for d in read_definitions(front[at + 1:], self.outline, self.edges,
                                  self.v.DEFINITIONS_HEADING):
            key = d.key
            if key is None:
                self.problem(d.line, f"definition {d.term!r} is not a defined term of the Laws",
                             f"kept with the key {slug(d.term)!r}")
                key = slug(d.term)
            if key in keys:
                self.problem(d.line, f"definition {d.term!r} defined twice",
                             "the second kept under its own key")
                key = slug(d.term) + "-2"
            keys.add(key)
            out.append(Definition(term=d.term, text=[Paragraph(self._inline(d.text), d.line)],
                                  key=key, english=d.term if self.lang == SOURCE else None,
                                  line=d.line))
        return out

    # -- a law -------------------------------------------------------------------------------

    def _law(self, start, lines: list[Line], heading_line: Line,
             contents: dict[tuple[int, str], str], last: bool = False) -> Unit:
        n = start.n
        title = start.title
        lines = self._without_chapters([x for x in lines if not self._running_head(x, n, title)])
        text, where = _joined(lines)
        title_parts = self._inline(title) if title else []
        title_text = "".join(p for p in title_parts if isinstance(p, str)).strip() or None
        if title_text and title_text.isupper():
            title_text = self.v.title_case(title_text)
        if title_text is None:
            self.problem(heading_line.number, f"no title for Law {n}", "the law has no heading")
        law = Unit(id=str(n), kind="law", num=start.printed, heading=title_text,
                   heading_notes=[p for p in title_parts if isinstance(p, NoteRef)],
                   line=heading_line.number)
        parts = self.outline.parts_of(str(n)) if str(n) in self.outline.nodes else []
        cands = candidates(text, self.v.CITING_BEFORE, self.v.CITING_JOIN, self.v.CITING_AFTER)
        placed = align(parts, cands, text)
        for p in [p for p in placed if not p.canonical]:
            # in an edition of the Laws, a marker the Laws lack is a misreading: its text
            # stays with the unit before it, and the report names it
            self.lacking.append({"id": p.id, "line": where(p.candidate.start)})
            self.problem(where(p.candidate.start), f"{p.id}: a marker the Laws do not have "
                         f"({p.candidate.printed.strip()!r})",
                         "read as the text of the unit before it")
        placed = [p for p in placed if p.canonical]
        if last:  # what follows the last law that is not an index: not law text either
            cut = _back_matter(text, placed[-1].candidate.end if placed else 0,
                               getattr(self.v, "BACK_MATTER", None),
                               getattr(self.v, "COLOPHON", None))
            if cut is not None:
                self.problem(where(cut), f"{_first_line(text[cut:])[0]!r} after the last law",
                             "read as the book's back matter, not as law text")
                text = text[:cut]
        self._report_markers(n, cands, placed, parts, text, where, heading_line)
        spans = [(p, text[p.candidate.end:(placed[k + 1].candidate.start if k + 1 < len(placed)
                                              else len(text))])
                 for k, p in enumerate(placed)]
        intro = text[:placed[0].candidate.start] if placed else text
        node = self.outline.nodes.get(str(n))
        units: dict[str, Unit] = {law.id: law}
        spans = self._closing(spans, where)
        law.intro = self._blocks(intro, node.table if node else True)
        for p, span in spans:
            unit = self._unit(n, p, span, where, contents)
            units[p.id] = unit
            parent = self._parent(p.id, units, law)
            parent.children.append(unit)
        for p, closing in self._closings.items():
            unit = units.get(p)
            if unit is not None:
                unit.wrapup = self._blocks(closing, False)
        return law

    def _running_head(self, line: Line, n: int, title: str | None) -> bool:
        """A page's header repeating the law's heading (or its title) inside the law."""
        if not line.top:
            return False
        m = self.v.LAW_HEADING.match(line.text)
        if m and int(m["n"]) == n:
            rest = m["rest"].strip(" -–—:")
            return not rest or (title is not None and similarity(rest, title) > 0.8)
        return bool(title and line.text.isupper() and similarity(line.text, title) > 0.9)

    def _without_chapters(self, lines: list[Line]) -> list[Line]:
        """A law's lines without the heading of the chapter that follows it ("CHAPTER V" and
        its title in capitals): not the law's text."""
        chapter = getattr(self.v, "CHAPTER_HEADING", None)
        if chapter is None:
            return lines
        out: list[Line] = []
        skipping = False
        for line in lines:
            if chapter.match(line.text):
                skipping = True
                continue
            if skipping and (not line.text or (headings.title_words(line.text)
                                               and not _MARKER_LINE.match(line.text))):
                continue
            skipping = False
            out.append(line)
        return out

    def _parent(self, cid: str, units: dict[str, Unit], law: Unit) -> Unit:
        """The unit `cid` is a part of. Where its marker was not found (40A1(a) read, no
        "1."), an empty one (no number printed, no text: the report has it missing), so that
        every part stands in its own place."""
        try:
            parent = CanonicalId.parse(cid).parent
        except ValueError:
            return law
        if parent is None or str(parent) == law.id:
            return law
        if str(parent) not in units:
            empty = Unit(id=str(parent), kind=parent.kind, num="", line=units[cid].line
                         if cid in units else 0)
            self._parent(str(parent), units, law).children.append(empty)
            units[str(parent)] = empty
        return units[str(parent)]

    def _unit(self, n: int, p: Placed, span: str, where, contents) -> Unit:
        node = self.outline.nodes.get(p.id)
        heading = None
        body = span
        wants = node.heading if node is not None else p.level == 1
        if wants and p.level <= 2:
            heading, body = self._heading(p, span, contents.get((n, p.part)) if p.level == 1
                                          else None, where,
                                          node.text if node is not None else True)
        heading_parts = self._inline(heading) if heading else []
        return Unit(id=p.id, kind=KIND_OF_LEVEL[p.level], num=p.candidate.printed.strip(),
                    heading=("".join(x for x in heading_parts if isinstance(x, str)).strip()
                             or None) if heading else None,
                    heading_notes=[x for x in heading_parts if isinstance(x, NoteRef)],
                    intro=self._blocks(body, node.table if node else False),
                    line=where(p.candidate.start))

    def _heading(self, p: Placed, span: str, listed: str | None, where,
                 has_text: bool) -> tuple[str | None, str]:
        """(heading, the rest) of a part whose heading the editions print (`has_text`: and
        text of its own)."""
        stripped = span.lstrip(" \t\n\f")
        offset = len(span) - len(stripped)
        first, rest = _first_line(stripped)
        head, rest_lines = first, rest
        # the heading as far as the contents give it and what follows, where a line ends after it
        listed_cut: tuple[str, str] | None = None
        if listed:
            split = headings.split_with_contents(" ".join(stripped.split()), listed)
            if split:
                head, _ = split
                # cut the span after as many words as the heading has
                words = head.split()
                m = re.match(r"\s*" + r"\s+".join(re.escape(w) for w in words), stripped)
                if m:
                    rest = stripped[m.end():]
                    if rest[:1] not in ("\n", "\f"):  # run in with its text, or all there is
                        return head, rest
                    # (the contents' entry may have wrapped too, its first line alone read)
                    rest_lines, listed_cut = rest[1:], (head, rest)
                else:
                    head = first
        while True:  # a heading wrapped over lines (at most three)
            nxt, after = _first_line(rest_lines)
            # or over a page's end, its notes gone from between ("G. Second Enquiry" / "by the
            # Table", "C. Joint Signal" / "Following Enquiry"): there, never a line in capitals
            # (a running head the pages' reader left)
            overleaf = _OVERLEAF.match(rest_lines) if not nxt else None
            if overleaf:
                nxt, after = _first_line(rest_lines[overleaf.end():])
            if not nxt or _MARKER_LINE.match(nxt) or len(head.split()) > 24:
                break
            dangling = headings.dangling(head)
            # A short line of title words between a heading and its text goes on with the
            # heading: no line of text is that short unless it ends a sentence. (Not where the
            # contents said where the heading ends; nor a lone small word, a sentence's first
            # that an extractor gave a line of its own: "The" / "rule of Law 60 applies…".)
            lone = MARKERS.sub("", nxt)
            goes_on = not listed_cut and not (overleaf and nxt.isupper()) and \
                not (" " not in lone and headings.dangling(lone)) and \
                headings.heading_like(head) and \
                len(nxt.split()) <= 6 and (len(head) >= 35 or len(nxt) <= 0.6 * self.width) and \
                (after.strip() or not has_text)
            if headings.title_words(nxt) and (dangling or nxt[:1].islower() or goes_on):
                head, rest_lines = f"{head} {nxt}", after
                continue
            if dangling:  # the heading's last words run in with the text
                split = headings.split_run_in(nxt)
                if split:
                    return f"{head} {split[0]}", split[1] + ("\n" + after if after else "")
            break
        if listed_cut:
            return listed_cut if head == listed_cut[0] else (head, rest_lines)
        if headings.heading_like(head):
            return head, rest_lines
        run_in = headings.split_run_in(first)
        if run_in:
            head, text_start = run_in
            return head, text_start + ("\n" + rest if rest else "")
        self.problem(where(p.candidate.start), f"no heading found for {p.id}",
                     "all of it read as its text")
        return None, span[offset:]

    # -- closing text --------------------------------------------------------------------------

    def _closing(self, spans: list[tuple[Placed, str]], where) -> list[tuple[Placed, str]]:
        """Move the closing text of the units that have it (in the outline) from the end of
        their last part's span to the unit itself."""
        self._closings: dict[str, str] = {}
        ids = [p.id for p, _ in spans]
        out = list(spans)
        for k, (p, _) in enumerate(spans):
            node = self.outline.nodes.get(p.id)
            if node is None or not node.wrapup or not node.children:
                continue
            last = max((j for j, q in enumerate(ids) if q != p.id and is_under(q, p.id)),
                       default=None)
            if last is None:
                continue
            q, span = out[last]
            cut = _closing_cut(span, node.wrapup_sentences, self.width)
            if cut is None:
                self.problem(where(q.candidate.end), f"no closing text found for {p.id}",
                             f"read as the end of {q.id}")
                continue
            out[last] = (q, span[:cut])
            self._closings[p.id] = span[cut:]
        law = self.outline.nodes.get(law_number(ids[0])) if ids else None
        if law is not None and law.wrapup and law.children and spans:
            q, span = out[-1]
            cut = _closing_cut(span, law.wrapup_sentences, self.width)
            if cut is not None:
                out[-1] = (q, span[:cut])
                self._closings[law.id] = span[cut:]
            else:
                self.problem(where(q.candidate.end), f"no closing text found for Law {law.id}",
                             f"read as the end of {q.id}")
        return out

    # -- markers the reader did not take -------------------------------------------------------

    def _report_markers(self, n: int, cands, placed: list[Placed], parts: list[Node], text: str,
                        where, heading_line: Line) -> None:
        taken = {id(p.candidate) for p in placed}
        for c in cands:
            if c.place != "line" or id(c) in taken:
                continue
            if c.cited:
                self.problem(where(c.start), f"{c.printed!r} at the start of a line",
                             f"kept as text: {c.cited}")
        found = {p.id for p in placed}
        rank = {node.id: k for k, node in enumerate(parts)}
        canonical = [p for p in placed if p.id in rank]
        for node in parts:
            if node.id in found:
                continue
            before = [p for p in canonical if rank[p.id] < rank[node.id]]
            after = [p for p in canonical if rank[p.id] > rank[node.id]]
            prev = before[-1] if before else None
            nxt = after[0] if after else None
            marker = _printed(node)
            line = where(prev.candidate.end) if prev else heading_line.number
            self.problem(line, f"no marker {marker!r} of {node.id}",
                         f"{node.id} is missing" + (f"; its text, if any, is read as {prev.id}'s"
                                                    if prev else "")
                         + (f" (between {prev.id if prev else 'Law ' + str(n)} and {nxt.id})"
                            if nxt else ""))

    # -- text ----------------------------------------------------------------------------------

    def _blocks(self, span: str, table: bool) -> list:
        blocks: list = []
        for para in _paragraphs(span):
            rows: list[list[str]] = []
            text_lines: list[str] = []
            for raw in re.split(r"[\n\f]", para):
                cells = _cells(raw, table)
                if cells:
                    if text_lines:
                        blocks.append(self._paragraph(text_lines))
                        text_lines = []
                    rows.append(cells)
                elif raw.strip():
                    if rows:
                        blocks.append(Table(rows))
                        rows = []
                    text_lines.append(raw.strip())
            if rows:
                blocks.append(Table(rows))
            if text_lines:
                blocks.append(self._paragraph(text_lines))
        return [b for b in blocks if not isinstance(b, Paragraph) or b.text.strip() or b.notes]

    def _paragraph(self, lines: list[str]) -> Paragraph:
        # the pieces of the text and what joins them, kept apart: a paragraph of many lines
        # (a text that is no edition) is joined in time linear in its length
        pieces = [lines[0]]
        for line in lines[1:]:
            drop, between = self._seam(pieces, line)
            if drop:
                _drop_hyphen(pieces)
            pieces += [between, line]
        return Paragraph(self._inline(" ".join("".join(pieces).split())))

    def _unspace(self, lines: list[Line], edition: Edition) -> None:
        """Letter-spaced lines ("L A W 1", "T H E P A C K") read as their words, each listed."""
        for line in lines:
            read = unspaced(line.text, self.titles) if " " in line.text else None
            if read is not None:
                edition.repairs.append(Repair(line.number, LETTERS_JOINED, line.text, read))
                line.text = read

    def _unbreak(self, lines: list[Line]) -> None:
        """Words broken at a line's end with a hyphen made whole before anything reads the
        words: the rest of the word moved up to its line ("trave-" / "lling rules" →
        "travelling" / "rules"), so that no repair takes the rest for a word of its own
        ("lling" → "filling") and the definitions and the index get whole words too; atop the
        next page too, where only the page's furniture, or its notes, stand between."""
        keep: list[Line] = []
        # (never into a page's number or running head or foot: "The non-" at a page's foot, a
        # running foot below it, the word going on atop the next page)
        kept_out = {id(lines[i]) for i in furniture(lines)}
        last: Line | None = None  # the last line of text kept, page furniture aside
        turned = False  # a page's break or furniture since `last` (blank lines only else)
        broken: Line | None = None  # the last line of text ending in a broken word
        noted = False  # a note begins on the line after `broken` ("a defe-" / "1 An invented…")
        for line in lines:
            prev = keep[-1] if keep else None
            if prev is not None and prev.page == line.page \
                    and not {id(prev), id(line)} & kept_out \
                    and re.search(r"[A-Za-z]-$", prev.text) \
                    and re.match(r"\s*[A-Za-z]", line.text) \
                    and not _MARKER_LINE.match(line.text.lstrip()):
                word, _, rest = line.text.lstrip().partition(" ")
                prev.text = self._join(prev.text, word)
                line.text = rest.lstrip()
                if not line.text:
                    continue  # the line held the rest of the word only
            elif last is not None and line.text and id(line) not in kept_out \
                    and (turned or line.page != last.page):
                into = self._broken_overleaf(line, last, broken if noted else None)
                if into is not None:
                    word, _, rest = line.text.lstrip().partition(" ")
                    into.text = self._join(into.text, word)
                    line.text = rest.lstrip()
                    if not line.text:
                        continue
            keep.append(line)
            if line.text and id(line) not in kept_out:
                if last is broken and broken is not None and last.page == line.page:
                    noted = starts_note(line.text.strip())
                last, turned = line, False
                if _broken_word([line.text]) is not None:
                    broken, noted = line, False
            elif line.text:
                turned = True
        lines[:] = keep
        for line in lines:
            if "- " in line.text and id(line) not in kept_out:
                line.text = _BROKEN_WITHIN.sub(self._join_within, line.text)

    def _broken_overleaf(self, line: Line, last: Line, above_notes: Line | None
                         ) -> Line | None:
        """The line whose broken word a page's first text (`line`) ends: the page before's
        last line, only furniture and blank lines between ("cance-" / "43" / running head /
        "lled, the player"); or the line above that page's notes (`above_notes`: a note begins
        right after it), where its last line (`last`) ends a sentence. The page's first text
        begins in small letters (as a running head never does) and makes a word with it."""
        if self._overleaf(last.text, line.text):
            return last
        if above_notes is not None and above_notes.page == last.page \
                and re.search(r"[.!?]\W*$", last.text) \
                and self._overleaf(above_notes.text, line.text):
            return above_notes
        return None

    def _overleaf(self, left: str, right: str) -> bool:
        """Whether a page's first text (`right`) ends the word broken at the end of the page
        before (`left`): small letters that make a word with it, hyphen or none."""
        word, n = _broken_word([left]), re.match(r"\s*([a-z]+)", right)
        if word is None or n is None:
            return False
        return self._written_hyphenated(f"{word}-{n[1]}") or self.is_word((word + n[1]).lower())

    def _join_within(self, m: re.Match) -> str:
        """A word broken with a hyphen inside a line, where a tool that joins a paragraph's
        lines into one put a space for the line's end: made whole where the edition or the
        language writes it hyphenated ("non- vulnerable", "East- West") or the pieces make a
        word ("conti- nues"); kept as printed where the hyphen hangs for a word to come
        ("two- or three-card") or makes no known word (a dash set close: "the Director- who")."""
        left, right = m.group(1), m.group(2)
        if right.lower() in getattr(self.v, "AFTER_HANGING_HYPHEN", ()):
            return m.group(0)
        hyphenated = f"{left}-{right}"
        if self._written_hyphenated(hyphenated):
            return hyphenated
        # a word of the edition's or the dictionary's (the repairer's test: the list of all
        # words holds "lefthand" too)
        is_word = self.repairer.is_word if self.repairer is not None else self.is_word
        if right[:1].islower() and is_word((left + right).lower()):
            return left + right
        return m.group(0)

    def _written_hyphenated(self, word: str) -> bool:
        """Whether the edition writes `word` with its hyphen elsewhere, or the language's
        compounds have it ("North-South", "non-offending")."""
        return word.lower() in self.hyphenated or word.lower() in self.compounds

    def _join(self, left: str, right: str) -> str:
        """Two lines of a paragraph: a word broken at a line's end is joined (with its hyphen
        where the word has one)."""
        drop, between = self._seam([left], right)
        return (left[:-1] if drop else left) + between + right

    def _seam(self, left: list[str], right: str) -> tuple[bool, str]:
        """How a paragraph's text so far (`left`, in pieces) and its next line meet: whether
        the hyphen ending it goes, and what stands between them."""
        word = _broken_word(left)
        n = re.match(r"([a-z]+)", right)
        if word and re.match(r"[A-Z]", right):
            return False, ""  # "North-" / "South": a hyphen no line break capitalises after
        if word and n:
            whole = word + n.group(1)
            keep = self._written_hyphenated(f"{word}-{n.group(1)}".lower())
            return not keep and self.is_word(whole.lower()), ""
        return False, " "

    def _inline(self, text: str) -> list:
        """Text with footnote marks as note references."""
        parts: list = []
        buf: list[str] = []  # the text since the last note's marker (a marker of no note dropped)
        pos = 0
        for m in MARKERS.finditer(text):
            buf.append(text[pos:m.start()])
            pos = m.end()
            n = marked(m.group())
            note = self.notes.get(n)
            if note is None:
                continue
            if any(buf):
                parts.append("".join(buf))
            buf = []
            parts.append(NoteRef(str(n), note))
        buf.append(text[pos:])
        if any(buf):
            parts.append("".join(buf))
        return parts or [""]


def _back_matter(text: str, start: int, heading: re.Pattern | None,
                 colophon: re.Pattern | None = None) -> int | None:
    """Where the book's back matter begins after the last law's last part: a heading of its own
    (an appendix, notes) or a line in capitals, after some text of the law; or a line that
    begins as a book's colophon does ("Printed in", "ISBN", "©": `colophon`), from the top of
    its page where a page of its own holds it (a page's first lines, "The Laws Committee",
    before its "Printed in")."""
    seen_text = False
    page = None  # where the page of the line read begins, after some text of the law
    pos = start
    while True:
        m = _LINE_END.search(text, pos)
        end = m.start() if m else len(text)
        line = text[pos:end].strip()
        if line:
            capitals = line.isupper() and sum(ch.isalpha() for ch in line) >= 4 and \
                len(line.split()) <= 8 and not _MARKER_LINE.match(line)
            titled = heading is not None and heading.match(line) and line[:1].isupper() and \
                len(line.split()) <= 6 and not line.endswith((".", ",", ";"))
            if seen_text and (capitals or titled):
                return pos
            if seen_text and colophon is not None and colophon.match(line):
                return page if page is not None else pos
            seen_text = True
        if m is None:
            return None
        if m.group() == "\f" and seen_text:
            page = end + 1
        pos = end + 1


_LINE_END = re.compile(r"[\n\f]")


def _paragraphs(span: str) -> list[str]:
    """A part's text parted at its blank lines, but for blank lines at a page's foot (where its
    notes were) inside a sentence that goes on overleaf ("…the North-" / "South pair…")."""
    out: list[str] = []
    for para in re.split(r"\n[ \t]*\n+", span):
        overleaf = para.lstrip(" \t\n")
        if out and overleaf[:1] == "\f" and re.search(r"[^\W\d_][,-]?$", out[-1].rstrip()):
            out[-1] += overleaf
        else:
            out.append(para)
    return out


_OVERLEAF = re.compile(r"(?:[ \t]*\n)*[ \t]*\f")  # blank lines, then a page's start


def _first_line(text: str) -> tuple[str, str]:
    """The first line of `text` (stripped) and what follows it."""
    m = re.search(r"[\n\f]", text)
    return (text[:m.start()].strip(), text[m.end():]) if m else (text.strip(), "")


def _joined(lines: list[Line]) -> tuple[str, callable]:
    """The lines as one text (a page break as a form feed, a blank line as two line feeds), and
    a function from an offset in it to the source line."""
    pieces: list[str] = []
    starts: list[tuple[int, int]] = []
    pos = 0
    for k, line in enumerate(lines):
        if k:
            sep = "\f" if line.top else "\n"
            pieces.append(sep)
            pos += 1
        starts.append((pos, line.number))
        pieces.append(line.text)
        pos += len(line.text)
    offsets = [s for s, _ in starts]

    def where(offset: int) -> int:
        import bisect

        if not starts:
            return 0
        k = max(0, bisect.bisect_right(offsets, offset) - 1)
        return starts[k][1]

    return "".join(pieces), where


# A row of a table whose cells an extraction ran together with single spaces: a label of a
# few words (or none), then two or more figures ("Undoubled 20 30", "Small slam500 750",
# "0–10 0 500–570 8")
_FLAT_ROW = re.compile(r"^(?P<label>(?:[^\W\d](?:[^\W\d_]|['’/-])*\.?"
                       r"(?: [^\W\d](?:[^\W\d_]|['’/-])*\.?){0,5})?)"
                       r" ?(?P<figures>\d[\d,]*(?:[–-]\d[\d,]*)?(?: \d[\d,]*(?:[–-]\d[\d,]*)?)+)$")


def _initials(lines: list[Line], is_word) -> None:
    """A letter on a line of its own before a line that goes on in lower case, the two making
    a word, is the first letter of that line's first word set apart (a drop cap, a letter
    drawn as its own piece of text, which pypdf gives a line of its own): it is put back before
    it, a space between, for the repairs to join ("T" / "he North-South…"); an index's "A"
    before "adjusted score" stays."""
    keep = []
    for k, line in enumerate(lines):
        nxt = lines[k + 1] if k + 1 < len(lines) else None
        first = re.match(r"\s*([a-z]+)", nxt.text) if nxt is not None else None
        if first and re.fullmatch(r"\s*[A-Za-z]\s*", line.text) and \
                is_word((line.text.strip() + first[1]).lower()):
            nxt.text = line.text.rstrip() + " " + nxt.text.lstrip()
            continue
        keep.append(line)
    lines[:] = keep


def _cells(line: str, table: bool) -> list[str] | None:
    if "\t" in line:
        cells = [c.strip() for c in line.split("\t")]
        return cells if len([c for c in cells if c]) >= 2 else None
    if table:
        cells = [c for c in re.split(r"\s{2,}", line.strip()) if c]
        if len(cells) >= 2 and all(len(c.split()) <= 6 for c in cells):
            return cells
        flat = _FLAT_ROW.match(" ".join(line.split()))
        if flat:
            return [c for c in [flat["label"].strip()] if c] + flat["figures"].split()
    return None


def _closing_cut(span: str, sentences: int, width: int) -> int | None:
    """Where the closing text begins in the last part's text: after its last blank line; else
    after the last line that ends a paragraph (a sentence's end on a line shorter than the full
    lines of the text, `width`); else at the last line that begins after a sentence's end and
    leaves the closing text the number of sentences the editions give it."""
    body = span.rstrip()
    blanks = list(re.finditer(r"\S[ \t]*\n[ \t]*\n[ \t]*(?=\S)", body))
    if blanks:
        return blanks[-1].end()
    breaks = [m for m in _SENTENCE_BREAK.finditer(body) if body[m.end():].strip()]
    short = [m for m in breaks
             if m.end() - max(body.rfind("\n", 0, m.start()), body.rfind("\f", 0, m.start()))
             < 0.8 * width]

    def after(at: int) -> int:
        return len(re.findall(r"[.!?](?:\s|$)", body[at:]))

    # a paragraph's end that would leave the closing text far longer than the editions' is one
    # of the last part's own paragraphs
    if short and after(short[-1].end()) <= max(2, 2 * sentences):
        return short[-1].end()
    for wanted in sorted({max(1, sentences), 1}, reverse=True):
        for m in reversed(breaks):
            if after(m.end()) >= wanted:
                return m.end()
    return None


def _printed(node: Node) -> str:
    return {1: f"{node.part}.", 2: f"{node.part}."}.get(node.level, f"({node.part})")
