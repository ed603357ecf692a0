"""Footnotes of an extracted edition: their texts at the foot of the pages, their markers in the
text (a number printed after a word, "Cards2").

A page's foot holds notes, each begun by its number ("12 The text", "12" on a line of its own
before or after its text, two notes on one line), in capitals or not. Most notes go on from the
last one read (or skip a number or two); a book may also number its notes again (from 1 or from
a lower number: per part, chapter or law) or print a number twice. A foot that goes on is taken
where its number begins a line after a blank one or where its marker is near; a foot numbered
again only where it is set apart from the body (a blank line or a sentence's end above it) and
every note of it has its marker on its page or the next. A row of a table's numbers at a page's
foot begins no note: a note has words.

An extractor that reads a page in the order it was drawn may give its notes at the page's top
(drawn before the body) or, with no page breaks kept, after its number (drawn after the folio,
so at the top of the next page as the pages are cut): note-shaped lines there are notes where
each number has its marker in the body of the page they belong to.

Each marker stands where the number follows a word on the same page as its note, or on a later
one (a note printed on the page before its marker), or an earlier one, the markers in the notes'
order. An extractor may also set a space between a word and its marker ("Director 3 may"): such
a number is a marker only where nothing else can be read in it (`_apart`). A marker becomes a
private character in the text (`mark(number)`), which the reader turns into the model's note
references wherever the text ends up. A note's number (`NoteNumber`) is
unique in the book: the second note printed 11 is "11-2". A number still glued to a word once
every note has its marker is a problem: another marker of the note of that number on its page,
or a marker whose note was not found; never left there unsaid.
"""
from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from ..lang.en.layout import ABBREVIATIONS, ENDNOTES_HEADING, NEVER_COUNTED
from ..works import LAWS
from .pages import Line

MARK_BASE = 0x100000  # plane 16's private use: note number n's marker is chr(MARK_BASE + n)
_OCCURRENCE = 1000  # the k-th note printed n is numbered n + (k - 1) * _OCCURRENCE
_MAX_NUMBER = 0xFFFD  # plane 16's private use ends at U+10FFFD: 65 notes printed n at most
# glued to its text ("12The text"), but never to a section's letter: "8A1 applies", "8C" are a
# citation wrapped to a line's start ("…the rule of Law" / "8A1 applies…")
_START = re.compile(r"^(\d{1,2})(?:\s+|(?=[A-Za-z“\"'‘(])(?![A-H][\d(]|[B-H](?![A-Za-z])))"
                    r"(?P<text>\S.*)?$")
_ALONE = re.compile(r"^(\d{1,2})$")
_ARTICLES = frozenset({"a", "an", "the"})  # a line ending so goes on, whatever comes next
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_PLAIN = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_BODY_LINE = re.compile(r"^(?:[A-H]\.(?:\s|$)|\d{1,2}\.(?:\s|$|[A-Z(])|\([a-z]{1,4}\.?\))"
                        r"|^LAW\s+\d")
_WORDY = re.compile(r"[A-Za-z]{2,}.*[A-Za-z]{2,}|[A-Za-z]{4,}")
_SENTENCE_END = re.compile(r"[.;!?]['’\"”)]?$")


class NoteNumber(int):
    """A footnote's number, unique in its book. As an int it is what its marker character
    encodes; as text it is the number printed, and for the k-th note printed with the same
    number (the book numbers its notes again, or prints a number twice) "n-k"."""

    def __new__(cls, printed: int, occurrence: int = 1) -> NoteNumber:
        return super().__new__(cls, printed + (occurrence - 1) * _OCCURRENCE)

    @classmethod
    def encoded(cls, value: int) -> NoteNumber:
        """The number whose int is `value` (what a marker character encodes)."""
        return super().__new__(cls, value)

    @property
    def printed(self) -> int:
        return int(self) % _OCCURRENCE

    @property
    def occurrence(self) -> int:
        return int(self) // _OCCURRENCE + 1

    def __str__(self) -> str:
        return str(self.printed) if self.occurrence == 1 else f"{self.printed}-{self.occurrence}"

    def __repr__(self) -> str:
        return f"NoteNumber({self})"

    def __format__(self, spec: str) -> str:
        return str(self) if not spec else int(self).__format__(spec)


def mark(n: int) -> str:
    """The private character that stands for note `n`'s marker in the text."""
    return chr(MARK_BASE + n)


# any character `marked` reads as a note's marker
MARKERS = re.compile(f"[{chr(MARK_BASE + 1)}-{chr(MARK_BASE + _MAX_NUMBER)}]")


def marked(ch: str) -> NoteNumber | None:
    """The number of the note whose marker `ch` is, or None."""
    code = ord(ch) - MARK_BASE
    return NoteNumber.encoded(code) if 0 < code <= _MAX_NUMBER else None


@dataclass
class Note:
    number: NoteNumber  # as printed (told apart from earlier notes printed so once all are read)
    text: str
    line: int  # where its text starts
    page: int
    marker_line: int | None = None  # where its marker was found
    marker_page: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.number, NoteNumber):
            self.number = NoteNumber(self.number)

    @property
    def printed(self) -> int:
        return self.number.printed


@dataclass
class Notes:
    notes: list[Note] = field(default_factory=list)
    problems: list[tuple[int, str, str]] = field(default_factory=list)  # (line, what, read)
    # numbers glued to words that no note's text was found for, kept as text: {"line",
    # "marker", "word"} (each leaves a unit's text with a number the edition does not print)
    unfound: list[dict] = field(default_factory=list)


def read_notes(pages: list[list[Line]]) -> tuple[list[list[Line]], Notes]:
    """The pages without their footnote texts, their markers marked; and the notes."""
    result = Notes()
    usage = _usage(pages)
    expected = 1
    pages, ends = _endnotes(pages)
    if not ends:
        pages = _in_flow(pages)
        for number, page in enumerate(pages):
            for line in page:
                line.page = number
    work = list(pages)  # each page as far as read: its notes at the top taken out
    out: list[list[Line]] = [] if not ends else pages
    result.notes.extend(ends)
    for index in range(len(pages)) if not ends else ():
        work[index], top = _top(work, index, expected, usage)
        if top:
            expected = top[-1].printed + 1
        body, notes = _foot(work, index, expected, usage)
        result.notes.extend(top + notes)
        if notes:
            expected = notes[-1].printed + 1
        out.append(body)
    _tell_apart(result.notes)
    for note in [note for note in result.notes if note.number > _MAX_NUMBER]:
        # (a marker character holds 65 notes of one number: no book prints more) its text
        # back at the foot of its page, as text
        result.notes.remove(note)
        out[note.page].append(Line(note.line, f"{note.printed} {note.text}", note.page))
        result.problems.append((note.line, f"footnote {note.printed} printed "
                                f"{note.number.occurrence} times", "kept as text"))
    # (notes at the text's end have their markers, found in order)
    moved = _moved_markers(out, result) if not ends else {
        note.number: (0, -1, 0) for note in ends}
    _place_markers(out, result, usage, moved)
    _left_glued(out, result)
    return out, result


def _tell_apart(notes: list[Note]) -> None:
    """Number the notes printed with a number an earlier note has by their occurrence."""
    seen: dict[int, int] = {}
    for note in notes:
        seen[note.printed] = seen.get(note.printed, 0) + 1
        note.number = NoteNumber(note.printed, seen[note.printed])


# -- the notes' texts ----------------------------------------------------------------------------

_LONGEST_PAGE = 150  # lines: a longer page is a text whose page breaks were lost


def _in_flow(pages: list[list[Line]]) -> list[list[Line]]:
    """A text with no page breaks (a reader that reflowed the pages and dropped their heads
    and numbers) cut after each run of notes standing where its page ended, so that each part
    is a page with its notes at its foot: a run begun by the next note's number (or 1, the book
    numbering its notes again), after a blank line or a sentence's end, whose notes read as
    notes and have their markers glued to words in the text since the last run (or, for a note
    printed a page before its marker, after it)."""
    out: list[list[Line]] = []
    expected = 1
    for page in pages:
        if len(page) <= _LONGEST_PAGE:
            out.append(page)
            continue
        parts, expected = _cut(page, expected)
        out += parts
    return out


def _cut(page: list[Line], expected: int) -> tuple[list[list[Line]], int]:
    """`_in_flow`'s parts of one page, and the number of the note expected next."""
    page = [part for line in page for part in _unjoined(line)]
    glued: dict[int, list[int]] = {}  # number -> the lines (indexes) with its markers, in order
    for index, _, n in _numbered_markers(page):
        glued.setdefault(n, []).append(index)

    def count(n: int, start: int, stop: int) -> int:
        lines = glued.get(n, [])
        return bisect.bisect_left(lines, stop) - bisect.bisect_left(lines, start)

    parts: list[list[Line]] = []
    since, i = 0, 1
    while i < len(page):
        m = _START.match(page[i].text) or _ALONE.match(page[i].text)
        above = page[i - 1].text
        # after a blank line or a sentence's end; or, the very next note, after a sentence
        # its page cut short (never after "Law", whose number a line may begin)
        apart = not above or _SENTENCE_END.search(above) is not None or (
            m is not None and int(m.group(1)) == expected
            and _LAW_NUMBER.search(f"{above} {m.group(1)}") is None)
        if m is None or not apart or not (
                int(m.group(1)) == 1 or expected <= int(m.group(1)) <= expected + 2):
            i += 1
            continue
        end = _top_end(page[i:i + _TOP_LINES + 1]) \
            if not _BODY_LINE.match(page[i].text) else None
        # a note's marker in the text since the last run, or after it (a note printed a page
        # before its marker)
        near = (lambda n: count(n, since, i) + count(n, i + end, i + end + _LONGEST_PAGE // 2)
                ) if end else None
        notes = _parse(page[i:i + end], int(m.group(1)), near) \
            if end and near(int(m.group(1))) else None
        start = i
        if (not notes or not all(near(note.printed) for note in notes)) and above \
                and _ALONE.match(page[i].text):
            # the number after its note's text: the run begins with that text, after the
            # last sentence's end above it
            start = _after_sentence(page, max(since, i - _TOP_LINES), i - 1)
            end = _top_end(page[start:start + _TOP_LINES + 2])
            near = (lambda n: count(n, since, start)
                    + count(n, start + end, start + end + _LONGEST_PAGE // 2)) if end else None
            notes = _parse(page[start:start + end], int(m.group(1)), near) \
                if end and start + end > i and near(int(m.group(1))) else None
        if not notes or not all(near(note.printed) for note in notes):
            i += 1
            continue
        parts.append(page[since:start + end])
        since, expected = start + end, notes[-1].printed + 1
        i = since + 1
    return parts + [page[since:]], expected


# A sentence's end, then a word in lower case: two lines a reader joined, a note's last and the
# text going on after the notes ("… next call. and the flow …"); not after an abbreviation
_JOINED = re.compile(r"[.!?]['’\"”)]? (?=[a-z])")


def _unjoined(line: Line) -> list[Line]:
    """A line that begins like a note (its number, then its text) and goes on, after a
    sentence's end, in lower case: the note, and the text after it on a line of its own (the
    same line of the decoded text); any other line as it is."""
    if not _START.match(line.text):
        return [line]
    for m in _JOINED.finditer(line.text):
        word = line.text[:m.start()].split()[-1].lower()
        if word in ABBREVIATIONS or len(word) == 1 or "." in word:
            continue  # ("e.g. the", "p. 12": an abbreviation's stop, or an initial's)
        return [Line(line.number, line.text[:m.end() - 1], line.page, line.indent),
                Line(line.number, line.text[m.end():], line.page)]
    return [line]


def _after_sentence(page: list[Line], first: int, last: int) -> int:
    """The line after the last of `page[first:last]` that is blank or ends a sentence (`first`
    where none does): where a note printed before its number begins."""
    for k in range(last - 1, first - 1, -1):
        if not page[k].text or _SENTENCE_END.search(page[k].text):
            return k + 1
    return first




def _endnotes(pages: list[list[Line]]) -> tuple[list[list[Line]], list[Note]]:
    """Notes gathered at the end of a text with no pages (the heading's page is longer than
    any printed one) under a heading of their own ("Notes", "Endnotes", "Footnotes"): the
    pages without them, and the notes, each on the page of its marker. Every
    line after the heading is a note's (numbered from 1, and again from 1 where the book numbers
    its notes again), and each note's marker is in the text before, in the notes' order; else
    the text has no such notes."""
    flat = [(p, k) for p, page in enumerate(pages) for k in range(len(page))]
    at = next((i for i in range(len(flat) - 1, -1, -1)
               if ENDNOTES_HEADING.match(pages[flat[i][0]][flat[i][1]].text.strip())), None)
    if at is None:
        return pages, []
    page, k = flat[at]
    if len(pages[page]) <= _LONGEST_PAGE:
        return pages, []  # a printed page's "Notes": its notes are at their pages' feet
    rest = pages[page][k + 1:] + [x for p in pages[page + 1:] for x in p]
    while k and not pages[page][k - 1].text:
        k -= 1  # (the blank lines above the heading, as at any page's foot)
    body = [*pages[:page], pages[page][:k]]
    first = next((x for x in rest if x.text), None)
    start = _START.match(first.text) if first else None
    if start is None or int(start.group(1)) != 1:
        return pages, []
    markers = [((p, index, offset), n) for p, lines in enumerate(body)
               for index, offset, n in _numbered_markers(lines)]
    counts: dict[int, int] = {}
    for _, n in markers:
        counts[n] = counts.get(n, 0) + 1
    notes = _parse(rest, 1, lambda n: counts.get(n, 0))
    seen = Counter(note.printed for note in notes or ())
    if not notes or NoteNumber(max(seen), max(seen.values())) > _MAX_NUMBER:
        return pages, []  # (no book numbers its notes again so often: a marker holds 65)
    # each note's marker the first of its number after the last note's (markers in order)
    places: list[tuple[int, int, int]] = []
    k = 0
    for note in notes:
        while k < len(markers) and markers[k][1] != note.printed:
            k += 1
        if k == len(markers):
            return pages, []
        places.append(markers[k][0])
        k += 1
    _tell_apart(notes)
    for note, (p, index, offset) in sorted(zip(notes, places), key=lambda x: x[1],
                                           reverse=True):  # (a line's last marker first)
        line = body[p][index]
        width = len(_ANY_MARKER.match(line.text, offset).group(0))
        line.text = line.text[:offset] + mark(note.number) + line.text[offset + width:]
        note.page, note.marker_line, note.marker_page = p, line.number, p
    return body if body[-1] else body[:-1], notes

_TOP_LINES = 8  # notes at a page's top run over a few lines at most
_NEXT_TOP = 2  # a note goes to the page before its marker when the marker's line opens the page


def _top(pages: list[list[Line]], index: int, expected: int,
         usage: _Usage) -> tuple[list[Line], list[Note]]:
    """The page without the notes an extractor put at its top, and those notes: note-shaped
    lines (going on from `expected`, or numbered again) up to the body, each number with its
    marker in the body below; or, going on, on the page before (the notes of that page, drawn
    after its number and cut from it with the number) or the next (a note printed a page
    before its marker)."""
    page = pages[index]
    end = _top_end(page)
    first = _top_number(page[:end]) if end else None
    if first is None or not 1 <= first <= expected + 2:
        return page, []
    notes = _parse(page[:end], first, lambda n: _count(pages, index, n))
    if not notes:
        return page, []
    body = page[end:]
    sides = [_marker_side(pages, index, body, note.printed, expected, usage) for note in notes]
    if None in sides:
        return page, []
    for note, side in zip(notes, sides):
        if side == "before":
            note.page = index - 1  # printed after the folio of the page its marker is on
    if "next" in sides and not starts_note(page[0].text):
        # "text / 1 / text", the marker on the next page: as well a foot, its number before its
        # text, printed a page before its marker (a foot's marker is seldom on the page before)
        foot_body, foot = _foot(pages, index, expected, usage)
        if foot and len(foot_body) < end:
            return page, []
    return body, notes


def _marker_side(pages: list[list[Line]], index: int, body: list[Line], n: int, expected: int,
                 usage: _Usage) -> str | None:
    """Where note n, read atop page `index`, has its marker: "here" (in the body below it);
    "before" (on the page before, where no note of that number is, nor on the page before it,
    whose note's marker that would be); going on from `expected`, "next" (on the next page,
    where no note of that number is either); or None."""
    if _glued(body, n) or _spaced_one(body, n, usage) is not None:
        return "here"
    before = pages[index - 1] if index else []
    after = pages[index + 1] if index + 1 < len(pages) else []
    owners = [line for page in pages[max(0, index - 2):index] for line in page]
    if _glued(before, n) and n not in _page_notes(owners):
        return "before"
    if n < expected:
        return None  # numbered again: a note a page before its marker is a foot's
    if n not in _page_notes(after) and (
            _glued(after, n) or _spaced_one(after[:_NEXT_TOP], n, usage) is not None):
        return "next"
    return None


def starts_note(text: str) -> bool:
    """Whether a line may begin a note: a number alone, or one before its text."""
    return bool(_START.match(text) or _ALONE.match(text))


def _page_notes(lines: list[Line]) -> set[int]:
    """The numbers that may begin a note on a page."""
    return {n for line in lines for n in _note_numbers(line.text)}


def _top_number(lines: list[Line]) -> int | None:
    """The number of the first note in these lines at a page's top: the one that begins them,
    or the first standing alone on its line after its note's text."""
    first = _START.match(lines[0].text) or _ALONE.match(lines[0].text)
    if first is None:
        first = next((m for line in lines[1:4] for m in [_ALONE.match(line.text)] if m), None)
    return int(first.group(1)) if first else None


def _top_end(page: list[Line]) -> int | None:
    """Where the body begins after the note-shaped lines at the page's top: at a blank line, a
    part's marker or heading, a line after a sentence's end that begins no note, or (notes
    whose numbers follow their texts) after the last number; the page's end where it holds
    nothing else; None when it has no such lines."""
    if not page or _BODY_LINE.match(page[0].text):
        return None  # a law's heading or a part's marker: the body from the page's top
    closing = not starts_note(page[0].text)
    for k in range(1, min(len(page), _TOP_LINES + 1)):
        line, above = page[k].text, page[k - 1].text
        if not line or _BODY_LINE.match(line):
            return k
        if closing and _ALONE.match(above) and not _next_alone(page[k:k + 4], int(above)):
            return k  # a number after its note's text closes it, and no other note follows
        if _SENTENCE_END.search(above) and not starts_note(line):
            return k
    # a page of notes alone: cut from their page at its number, the next page's header after
    return len(page) if 0 < len(page) <= _TOP_LINES else None


def _next_alone(lines: list[Line], n: int) -> bool:
    """Whether note n + 1's number stands alone after its text in these lines."""
    for line in lines:
        if _BODY_LINE.match(line.text) or not line.text:
            return False
        if _ALONE.match(line.text):
            return int(line.text) == n + 1
    return False


def _glued(lines: list[Line], n: int) -> bool:
    """Whether these lines hold a marker of note n: glued to its word, or alone on its line."""
    return next(_markers(lines, _pattern(n)), None) is not None or \
        next(_alone_lines(lines, n), None) is not None


def _foot(pages: list[list[Line]], index: int, expected: int,
          usage: _Usage) -> tuple[list[Line], list[Note]]:
    """The page's body and the notes at its foot: of the feet that read as notes to the page's
    end, each begun by its number or by its text with its number after it (that text begun
    after a blank line, a sentence's end or a finished line), the one with the most notes and
    then the longest. Its first number goes on from `expected` (a note or two the reader
    missed before do not lose the ones after), or the book numbers its notes again."""
    page = pages[index]
    texts = [i for i, line in enumerate(page) if line.text]
    window = [i for i in texts[-14:] if i > 0]

    def near(n: int) -> int:
        return _count(pages, index, n)

    feet: list[tuple[int, list[Note]]] = []
    for at in window:
        m = _ALONE.match(page[at].text) or _START.match(page[at].text)
        if not m or not 1 <= int(m.group(1)) <= expected + 2:
            continue
        n = int(m.group(1))
        notes = _parse(page[at:], n, near)  # begun by its number
        if notes and _belongs(pages, index, at, notes, expected, near, usage,
                              numbered_first=True):
            feet.append((at, notes))
        if not _ALONE.match(page[at].text):
            continue
        start = _text_before(page, at)  # or by its text, the number after it
        if start is None:
            continue
        notes = _parse(page[start:], n, near)
        if notes and _belongs(pages, index, start, notes, expected, near, usage,
                              numbered_first=False):
            feet.append((start, notes))
    if not feet:
        return page, []
    start, notes = min(feet, key=lambda f: (-len(f[1]), f[0]))
    return page[:start], notes


def _text_before(page: list[Line], at: int) -> int | None:
    """Where the text of a note whose number stands alone at `at` begins: the lines above, back
    to a blank line, or to the body's last sentence, or to a capital after an unfinished line."""
    start = at - 1
    blank = next((k for k in range(at - 1, max(0, at - 4), -1) if not page[k].text), None)
    if blank is not None and blank < at - 1:
        start = blank + 1  # a note set apart by a blank line: all of it after that line
        if _BODY_LINE.match(page[start].text):  # but a part's marker begins the body's part:
            # the note after its last sentence
            part, start = start, _after_sentence(page, start, at - 1)
            if start == part:
                return None
    while blank is None and start > 0 and at - start < 3:
        above, current = page[start - 1].text, page[start].text
        if not above or not current or _BODY_LINE.match(above) or _BODY_LINE.match(current) or \
                _SENTENCE_END.search(above) or (
                    current[:1].isupper() and above.split()[-1].lower() not in _ARTICLES):
            break
        start -= 1
    if start <= 0 or not page[start].text:
        return None
    return start


def _belongs(pages: list[list[Line]], index: int, start: int, notes: list[Note], expected: int,
             near: Callable[[int], int], usage: _Usage, numbered_first: bool) -> bool:
    """Whether the notes read from `start` are the page's foot. Going on from `expected` (or a
    number or two past it): a blank line above its number, or its marker near (glued to its word,
    or set apart from it in the body above). Numbered again
    (below `expected`, or inside the foot): set apart from the body, and as many markers of
    each number on this page and the next as the foot has notes of it (or, for a number printed
    once, its marker set apart from its word, or read after its line's words)."""
    page = pages[index]
    first = notes[0].printed
    again = first < expected or any(b.printed <= a.printed for a, b in zip(notes, notes[1:]))
    if not again:
        return (numbered_first and first == expected and not page[start - 1].text) or \
            _has_marker(pages, index, first) or \
            _spaced_near(pages, index, page[:start], first, usage) or \
            _moved_near(page[:start], first)
    above = page[start - 1].text
    if above and not _SENTENCE_END.search(above):
        return False
    wanted: dict[int, int] = {}
    for note in notes:
        wanted[note.printed] = wanted.get(note.printed, 0) + 1
    body = page[:start]
    return all(near(n) >= count or count == 1 and (_spaced_near(pages, index, body, n, usage)
                                                    or _moved_near(body, n))
               for n, count in wanted.items())


def _follows(n: int, last: int, near: Callable[[int], int]) -> bool:
    """Whether a note numbered n may follow note `last` in a foot: the next number; a number or
    two skipped, a number printed twice or numbering begun again where its markers are near."""
    if n == last + 1:
        return True
    if last + 1 < n <= last + 3 or n < last:
        return near(n) > 0
    if n == last:
        return near(n) > 1
    return False


def _parse(lines: list[Line], first: int, near: Callable[[int], int]) -> list[Note] | None:
    """Notes numbered from `first` in these lines, or None when they are not only notes. A
    number alone between two texts begins the text after it, or, where the notes read no other
    way, closes the text before it (a note begun by its number, the next printed with its number
    after its text): each such reading tried in turn, a few at most."""
    queue, seen = [frozenset()], {frozenset()}
    while queue:
        after = queue.pop(0)
        notes, other = _parse_with(lines, first, near, after)
        if notes is not None:
            return notes
        for at in other:
            tried = after | {at}
            if len(tried) <= 3 and tried not in seen:
                seen.add(tried)
                queue.append(tried)
    return None


def _parse_with(lines: list[Line], first: int, near: Callable[[int], int],
                after: frozenset[int]) -> tuple[list[Note] | None, list[int]]:
    """`_parse`'s notes (None where they are not only notes) with each number alone at the
    lines `after` closing the text before it, and the lines where a number alone might have."""
    other: list[int] = []  # numbers alone read as beginning the text after them, that might not
    notes: list[Note] = []
    pending_text: list[Line] = []  # text before a number on its own line (its note's text)
    i = 0
    continued = 0  # continuation lines of the last note
    closed = False  # the last note's number came after its text: what follows is the next's
    # the last note's text before its continuation lines, and those lines: a number alone
    # after them with no text of its own may be theirs (its note's text, its number after it)
    head, tail = "", []

    def takes(k: int) -> bool:
        return k == first if not notes else _follows(k, notes[-1].printed, near)

    while i < len(lines):
        line = lines[i]
        if not line.text:
            i += 1
            continue
        alone = _ALONE.match(line.text)
        start = _START.match(line.text)
        again = alone or (start if start and start["text"] else None)
        if notes and again and int(again.group(1)) <= notes[-1].printed and \
                not takes(int(again.group(1))):
            return None, other  # a note begun again: this foot began too early (at a marker)
        if alone and takes(int(alone.group(1))):
            n = int(alone.group(1))
            nxt = next((x for x in lines[i + 1:] if x.text), None)
            # the last note ended at a sentence's end, and the lines after it may be this one's,
            # printed before its number ("14 … ask for it." / "In some …" / "15"): from the
            # first line that begins a sentence after a line that ends one
            split = next((k for k in range(len(tail)) if tail[k].text[:1].isupper()
                          and _SENTENCE_END.search(tail[k - 1].text if k else head)), None)
            closes = split is not None
            if pending_text:  # the number after its text
                notes.append(Note(n, " ".join(x.text for x in pending_text), pending_text[0].number,
                                  line.page))
                pending_text, closed = [], True
            elif nxt is not None and _WORDY.search(nxt.text) and not _START.match(nxt.text) \
                    and not (closes and i in after):
                if closes:
                    other.append(i)
                notes.append(Note(n, "", nxt.number, line.page))
                closed = False
            elif closes:
                notes[-1].text = " ".join([head] + [x.text for x in tail[:split]])
                notes.append(Note(n, " ".join(x.text for x in tail[split:]), tail[split].number,
                                  line.page))
                closed = True
            else:
                return None, other
            i += 1
            continued, head, tail = 0, "", []
            continue
        if start and takes(int(start.group(1))) and start["text"] and \
                _WORDY.search(start["text"]):
            if pending_text:
                return None, other
            for number, text in _split_run_on(start["text"], int(start.group(1))):
                notes.append(Note(number, text, line.number, line.page))
            i += 1
            continued, closed, head, tail = 0, False, notes[-1].text, []
            continue
        if not notes or pending_text or closed:
            if not _WORDY.search(line.text):
                return None, other
            pending_text.append(line)  # text whose number follows it
            if len(pending_text) > 3:
                return None, other
            i += 1
            continue
        # a continuation of the last note, which may begin the next one in its middle; a note
        # runs over a few lines, and never over a law's part or heading
        if _BODY_LINE.match(line.text) or continued >= 4:
            return None, other
        continued += 1
        pieces = _split_run_on(line.text, notes[-1].printed + 1, continuation=True)
        going_on = pieces[0][1]
        if notes[-1].text:
            tail.append(line)
        else:  # the text of a note whose number stood alone before it
            head = going_on
        notes[-1].text = (notes[-1].text + " " + going_on).strip() if going_on else notes[-1].text
        for number, text in pieces[1:]:
            notes.append(Note(number, text, line.number, line.page))
            head, tail = notes[-1].text, []  # a note begun inside the line: its own text
        i += 1
    if pending_text or not notes:
        return None, other
    if any(not note.text for note in notes):
        return None, other
    return notes, other


def _split_run_on(text: str, n: int, continuation: bool = False) -> list[tuple[int, str]]:
    """A line holding note n's text and, after a sentence's end, note n + 1's: [(n, …), …]."""
    pieces: list[tuple[int, str]] = []
    number = n - 1 if continuation else n
    rest = text
    while True:
        nxt = number + 1
        m = re.search(rf"(?<=[.;:!?)”\"])\s+{nxt}\s+(?=[A-Za-z“\"(])", rest)
        if not m:
            pieces.append((number, rest.strip()))
            break
        pieces.append((number, rest[:m.start()].strip()))
        rest = rest[m.end():]
        number = nxt
    return pieces


# -- the markers -------------------------------------------------------------------------------

# A marker: a note's number right after a word, a closing bracket or a stop ("Cards2", "call.3"),
# but never a part of a citation ("27B1", "Law 12C1(b)") nor of a number ("1,430", "2.5").
_MARKER = r"(?<=[A-Za-z\.,;:’'\"”\)])(?<![A-Z]\d)(?<!\b[A-H])(?<!\d[.,;:])({n})(?!\d)"
_RAISED = r"(?<![⁰¹²³⁴⁵⁶⁷⁸⁹]){raised}(?![⁰¹²³⁴⁵⁶⁷⁸⁹])"
_ANY_MARKER = re.compile(_RAISED.format(raised="[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}") + "|" +
                         _MARKER.format(n=r"\d{1,2}"))


def _pattern(n: int) -> re.Pattern:
    """Note n's marker: its number in superscript digits anywhere but after another, or in
    plain digits right after a word."""
    raised = str(n).translate(_SUPERSCRIPT)
    return re.compile(_RAISED.format(raised=raised) + "|" + _MARKER.format(n=n))


def _numbered_markers(lines: list[Line]):
    """(line index, offset, number) of every marker of any note in the lines, in order."""
    for index, m in _markers(lines, _ANY_MARKER):
        yield index, m.start(), int(m.group(0).translate(_PLAIN))


def _markers(lines: list[Line], pattern: re.Pattern):
    """(line index, match) of every marker `pattern` finds in the lines, citations aside."""
    for index, line in enumerate(lines):
        for m in _found(line.text, pattern):
            yield index, m


def _found(text: str, pattern: re.Pattern):
    """Every marker `pattern` finds in `text`, citations aside."""
    return (m for m in pattern.finditer(text)
            if not (m.group(0)[0].isdigit() and _cited(text, m.start())))


# -- markers set apart from their words -----------------------------------------------------------

@dataclass(frozen=True)
class _Usage:
    """How the book's text uses numbers away from its notes: the words a number follows as a
    label ("Law 3", "Board 3", "than 3"), the words a number counts ("3 tricks"), and the words
    it puts after an article (nouns: a plural of one may be counted, "13 cards")."""

    labels: frozenset[str]
    counted: frozenset[str]
    nouns: frozenset[str]


_NUMBER_TOKEN = re.compile(r"^(\d{1,3})(\S*)$")
_WORD = re.compile(r"[A-Za-z][A-Za-z’'\-]*[A-Za-z]")
_CLOSING = ".)’'\"”"  # what may end the word before a marker set apart
_OPENING = "“\"‘'("


def _usage(pages: list[list[Line]]) -> _Usage:
    """The book's numbers as text, those that may be a note's marker set apart left out (a
    number that begins a note on the page or one beside it)."""
    starts = [_page_notes(page) for page in pages]
    labels: set[str] = set()
    counted: set[str] = set()
    nouns: set[str] = set()
    for p, page in enumerate(pages):
        near = set().union(*starts[max(0, p - 1):p + 2])
        for line in page:
            tokens = line.text.split()
            nouns.update(w.lower() for a, w in zip(tokens, tokens[1:]) if a.lower() in _ARTICLES)
            for i, token in enumerate(tokens):
                m = _NUMBER_TOKEN.match(token)
                if not m or (not m.group(2) and int(m.group(1)) in near):
                    continue
                before = tokens[i - 1] if i else ""
                # a bare number ending a line may be a marker away from its note (a heading's in
                # the contents): no label
                if _WORD.fullmatch(before) and (m.group(2) or i + 1 < len(tokens)):
                    labels.add(before.lower())
                # a number after a capitalised word is its label ("Law 40 may"), not a count
                if not m.group(2) and i + 1 < len(tokens) and not before[:1].isupper():
                    counted.add(tokens[i + 1].strip(_OPENING + _CLOSING + ",;:").lower())
    return _Usage(frozenset(labels), frozenset(counted), frozenset(nouns))


def _note_numbers(text: str) -> list[int]:
    """The numbers that may begin a note in this line: at its start, or after a sentence's end
    before a word (a note begun in the middle of the line, "… short. 7 An invented …")."""
    first = _START.match(text) or _ALONE.match(text)
    inside = re.finditer(r"(?<=[.;:!?)”\"])\s+(\d{1,2})\s+(?=[A-Za-z“\"(])", text)
    return [int(m.group(1)) for m in ([first] if first else []) + list(inside)]


def _spaced(lines: list[Line], n: int, usage: _Usage):
    """(line index, start, end) of every place where n stands apart after a word and can be
    nothing but note n's marker (`_apart`); start is where the space before it begins."""
    for index, line in enumerate(lines):
        for m in re.finditer(rf"(?<=\S)\s+({n})(?=\s|$)", line.text):
            after = line.text[m.end():].split()[:2]
            if not after:  # the line's last word: the next line's first is the word after
                after = next((x.text.split()[:1] for x in lines[index + 1:] if x.text), [])
                if after and not _counted(after[0], usage):
                    after = []  # a new line may begin anything: only a counted word tells
            if _apart(line.text, m, after, usage):
                yield index, m.start(), m.end()


def _spaced_one(lines: list[Line], n: int, usage: _Usage) -> tuple[int, int, int] | None:
    """The one place where n stands apart as a marker in these lines; None where there are
    none, or more than one (which would be a guess)."""
    found = list(_spaced(lines, n, usage))
    return found[0] if len(found) == 1 else None


def _apart(text: str, m: re.Match, after: list[str], usage: _Usage) -> bool:
    """Whether the number `m` finds, set apart from the word before it (and `after` it: the
    next two words), is a marker. Before it: a word of letters, not a citation's ("Law 3"), nor
    one the book puts numbers after ("Board 3", "than 3"), nor a short one ("of 3") but before a
    word no number counts ("for 3 it"), nor in a range ("Laws 40 through 42"); or a sentence's
    end. After it: a sentence's capital after a stop, a small letter after a word, or
    nothing; never a word the book counts ("3 tricks"), a plural of its nouns ("13 cards"),
    something that is not a word ("3 %", "3 NT" after a word), nor a range's start ("3 or
    4")."""
    words = text[:m.start()].split()
    core = words[-1].rstrip(_CLOSING)
    stop = "." in words[-1][len(core):]
    if not _WORD.fullmatch(core) or _cited(text, m.start(1)) or \
            (len(words) > 1 and _NUMBER_TOKEN.match(words[-2])):
        return False
    if stop and len(core) < 3:
        return False  # an abbreviation's stop ("No. 3")
    if not stop and core.lower() in usage.labels:
        return False
    if not stop and len(core) < 4 and not (
            after and after[0].rstrip(_CLOSING + ",;:") in NEVER_COUNTED):
        return False  # "of 3", but "ask for 3 it."
    if not after:
        return True
    bare = after[0].lstrip(_OPENING)
    if not bare[:1].isalpha() or bare[:1].isupper() != stop:
        return False  # a sentence begins after a stop and only there
    return not _counted(after[0], usage) and not (len(after) > 1 and after[1][:1].isdigit())


def _counted(word: str, usage: _Usage) -> bool:
    """Whether a number before `word` may count it: the book counts it, or it is the plural
    of a noun of the book's."""
    bare = word.strip(_OPENING + _CLOSING + ",;:").lower()
    return bare in usage.counted or (bare.endswith("s") and (
        bare[:-1] in usage.nouns or (bare.endswith("es") and bare[:-2] in usage.nouns)))


def _has_marker(pages: list[list[Line]], index: int, n: int) -> bool:
    pattern = _pattern(n)
    return any(True for p in _search_order(index, len(pages))
               for _ in _markers(pages[p], pattern)) or \
        _alone(pages, index, n, place=False) is not None


def _count(pages: list[list[Line]], index: int, n: int) -> int:
    """How many markers of note n the page and the next one hold."""
    pattern = _pattern(n)
    return sum(1 for p in (index, index + 1) if p < len(pages)
               for _ in _markers(pages[p], pattern)) + \
        sum(1 for p in (index, index + 1) if p < len(pages) for _ in _alone_lines(pages[p], n))


def _place_markers(pages: list[list[Line]], notes: Notes, usage: _Usage,
                   moved: dict[int, tuple[int, int, int]]) -> None:
    """Mark each note's marker in the text (in order): glued to its word, alone on its line, or
    else set apart from its word on the note's page; or say where it could not be found. The
    notes in `moved` (number → page, line index, offset) have theirs already."""
    last = (0, -1, 0)  # (page, line index, offset) of the last marker placed
    for note in notes.notes:
        if note.number in moved:
            last = moved[note.number]
            continue
        found = None
        for page in _search_order(note.page, len(pages)):
            found = _find(pages[page], note.printed, last if page == last[0] else None,
                          page < last[0])
            if found:
                index, offset, end = found
                line = pages[page][index]
                line.text = line.text[:offset] + mark(note.number) + line.text[end:]
                note.marker_line, note.marker_page = line.number, page
                last = (page, index, offset)
                break
        if not found:
            joined = _alone(pages, note.page, note.printed)
            if joined is not None:
                joined.text += mark(note.number)
                note.marker_line, note.marker_page = joined.number, joined.page
                found = True
        for page, lines in _spaced_pages(pages, note.page) if not found else ():
            found = _place_spaced(lines, page, note, usage, last if page == last[0] else None)
            if found:
                last = (page, found[0], found[1])
                break
        if not found:
            page = pages[note.page] if note.page < len(pages) else []
            body = [x for x in page if x.text]
            if body:
                body[-1].text += mark(note.number)
            notes.problems.append((note.line, f"footnote {note.number} has no marker",
                                   "attached at the end of the text on its page"))


# A line's raised markers that an extractor read after its words, the first glued to the last
# word, the space each left behind doubled: "the opening  lead and the agreed  result is put
# right in the6 7" (markers 6 and 7 after "opening" and "agreed"); glued to a citation's
# number too ("as Law 8520" for Law 85 and marker 20) or to "Law" ("the rule of Law5"); the
# numbers after the first are the line's end.
_APART = re.compile(r"(?: \d{1,2})*$")
_GAP = re.compile(r"(?<=\S)  (?=\S)")
_NUMBER = re.compile(r"[0-9]+")  # (not str.isdigit: "²" is a digit to it, and no int)
_LAW_NUMBER = re.compile(r"\b(?:Laws?|LAWS?)\s+(\d+)$")
_SECTION_CITED = re.compile(r"(?<![\w])\d{1,2}[A-H]$")  # a law's number and a section's letter
_ITEM_CITED = re.compile(r"(?<![\w])\d{1,2}[A-H]\d$")  # and an item's number (one digit)


def _moved_markers(pages: list[list[Line]], notes: Notes) -> dict[int, tuple[int, int, int]]:
    """The markers read after their line's words (see `_APART`) put back where they were: a
    run of the numbers of notes of the line's page that follow each other, each of them nowhere
    else on the page, and as many doubled spaces in the line as numbers, the k-th marker after
    the word before the k-th (one fewer: the last marker is the last word's); at a page's top,
    of the notes of the page before too (a note printed a page before its marker). A number
    glued to a citation's number is a marker only where the two read as no law and the first
    as one; to a section's item, always (an item is numbered in one digit); a digit glued to a
    section's letter is its item, never a marker. A number the line already marks is no marker
    moved there.
    Returns each note's place (page, line index, offset)."""
    placed: dict[int, tuple[int, int, int]] = {}
    for p, lines in enumerate(pages):
        printed: dict[int, list[Note]] = {}
        before: dict[int, list[Note]] = {}  # (the page before's: a marker opening this page)
        for note in notes.notes:
            if note.page == p:
                printed.setdefault(note.printed, []).append(note)
            elif note.page == p - 1:
                before.setdefault(note.printed, []).append(note)
        if not printed and not before:
            continue
        for index, line in enumerate(lines):
            mine = printed if index >= _NEXT_TOP or not before else \
                {**{n: v for n, v in before.items()
                    if n not in printed and v[0].number not in placed}, **printed}
            found = [(text, run) for text, run in _moved_runs(line.text)
                     if all(len(mine.get(n, ())) == 1 for n in run)]
            if len(found) != 1:
                continue  # none, or two readings ("Law 851": 85 and 1, or 8 and 51)
            text, run = found[0]
            gaps = list(_GAP.finditer(text))
            if any(_count_elsewhere(lines, index, n) or _marks(text, n) for n in run):
                continue
            if len(gaps) < len(run):
                text += mark(mine[run[-1]][0].number)
            for gap, n in reversed(list(zip(gaps, run))):
                text = text[:gap.start()] + mark(mine[n][0].number) + " " + text[gap.end():]
            line.text = text
            for n in run:
                note = mine[n][0]
                note.marker_line, note.marker_page = line.number, p
                placed[note.number] = (p, index, text.index(mark(note.number)))
    return placed


def _moved_runs(line: str) -> list[tuple[str, list[int]]]:
    """The readings of a line's end as markers moved there (`_moved_markers`): (the line's
    words, the markers' numbers), numbers that follow each other, as many as the words have
    doubled spaces (or one more); one glued to a citation's number only where the two read as
    no law (none is numbered past the Laws' last: "Law 8520" is Law 85 and a marker)."""
    apart = _APART.search(line)
    head = line[:apart.start()]
    found = []
    for k in (1, 2):
        text, glued = head[:-k], head[-k:]
        if not _NUMBER.fullmatch(glued) or not text[-1:].strip() or _NUMBER.fullmatch(text):
            continue
        run = [int(glued), *(int(x) for x in apart[0].split())]
        # (the line's last word's marker, if it has one, has no space behind it)
        if run != list(range(run[0], run[0] + len(run))) or \
                len(_GAP.findall(text)) not in (len(run), len(run) - 1):
            continue
        if k == 1 and _SECTION_CITED.search(text):
            continue  # "as Law 80A2" / "describes": the section's item, no marker
        cited = _LAW_NUMBER.search(text)
        if _NUMBER.fullmatch(text[-1]) and not _ITEM_CITED.search(text) and not (
                cited and 1 <= int(cited[1]) <= LAWS.laws < int(cited[1] + glued)):
            continue
        found.append((text, run))
    return found


def _moved_near(body: list[Line], n: int) -> bool:
    """Whether a line of the page's body ends in markers moved there, n's among them."""
    return any(n in run for line in body for _, run in _moved_runs(line.text))


def _marks(text: str, n: int) -> bool:
    """Whether `text` holds a marker of note n ("the tray2 at once"), citations aside."""
    return any(True for _ in _found(text, _pattern(n)))


def _count_elsewhere(lines: list[Line], index: int, n: int) -> bool:
    """Whether note n has a marker on these lines other than the line at `index`."""
    return any(True for k, _ in _markers(lines, _pattern(n)) if k != index)


def _spaced_pages(pages: list[list[Line]], page: int) -> list[tuple[int, list[Line]]]:
    """Where a note's marker set apart from its word may stand: on the note's page, or at the
    top of the next (a note printed a page before its marker, whose line opens that page)."""
    return [(p, pages[p] if p == page else pages[p][:_NEXT_TOP])
            for p in (page, page + 1) if p < len(pages)]


def _spaced_near(pages: list[list[Line]], index: int, body: list[Line], n: int,
                 usage: _Usage) -> bool:
    """Whether note n, read on page `index`, has one marker set apart from its word in that
    page's `body` or at the next page's top."""
    after = pages[index + 1][:_NEXT_TOP] if index + 1 < len(pages) else []
    return _spaced_one(body, n, usage) is not None or _spaced_one(after, n, usage) is not None


def _place_spaced(lines: list[Line], page: int, note: Note, usage: _Usage,
                  after: tuple[int, int, int] | None) -> tuple[int, int, int] | None:
    """Note's marker set apart from its word in these lines of `page`, after the last marker
    placed there: the space and the number become the marker, glued to the word as if printed
    so."""
    places = [(index, start, end) for index, start, end in _spaced(lines, note.printed, usage)
              if after is None or (index, start) > (after[1], after[2])]
    if len(places) != 1:
        return None  # none, or a choice that would be a guess
    index, start, end = places[0]
    line = lines[index]
    line.text = line.text[:start] + mark(note.number) + line.text[end:]
    note.marker_line, note.marker_page = line.number, page
    return places[0]


def _alone_lines(lines: list[Line], n: int):
    """Indexes of the lines that hold n alone as a marker some extractors put on a line of its
    own after its word's line ("…CARDS" / "2"); never a number among numbers (a table's cells)."""
    for index, line in enumerate(lines):
        if line.text != str(n) or index == 0:
            continue
        before = next((x for x in reversed(lines[:index]) if x.text), None)
        after = next((x for x in lines[index + 1:] if x.text), None)
        if before is None or _ALONE.match(before.text) or (
                after and _ALONE.match(after.text) and after.text != line.text):
            continue
        if re.search(r"[A-Za-z.,;:)’'\"”]$", before.text):
            yield index


def _alone(pages: list[list[Line]], page: int, n: int, place: bool = True) -> Line | None:
    """The line whose word a marker n on a line of its own belongs to (that marker line taken
    out when `place`: no blank line where it stood, the paragraph goes on)."""
    for p in _search_order(page, len(pages)):
        lines = pages[p]
        for index in _alone_lines(lines, n):
            before = next(x for x in reversed(lines[:index]) if x.text)
            if place:
                del lines[index]
            return before
    return None


def _search_order(page: int, count: int) -> list[int]:
    return [p for p in (page, page + 1, page + 2, page - 1) if 0 <= p < count]


def _find(lines: list[Line], n: int, after: tuple[int, int, int] | None,
          before_last: bool) -> tuple[int, int, int] | None:
    if before_last:
        return None
    for index, m in _markers(lines, _pattern(n)):
        if after is not None and (index < after[1] or (index == after[1] and
                                                       m.start() <= after[2])):
            continue
        return index, m.start(), m.end()
    return None


_AFTER_LAW = re.compile(r"\b(?:Laws?|L)\s*$")
_AFTER_NUMBER = re.compile(r"\d[A-Z]?$")
_CITED_BEFORE = 40  # characters before a number that can make it a citation's ("Law  " …)


def _cited(text: str, at: int) -> bool:
    """A number after "Law"/"Laws" and a space is a citation (the marker pattern excludes
    numbers glued to a citation's letters already). Only the few characters before it are
    looked at (a line's whole start, for each number of a long line, would take time growing
    with the square of its length)."""
    start = max(0, at - _CITED_BEFORE)  # (`\b` still sees the character before `start`)
    return bool(_AFTER_LAW.search(text, start, at) or _AFTER_NUMBER.search(text, start, at))


# -- numbers left glued to words -----------------------------------------------------------------

def _left_glued(pages: list[list[Line]], notes: Notes) -> None:
    """Every number still glued to a word after the markers are placed: another marker of the
    one note of that number whose text or marker is on its page (marked so, and said), or a
    marker whose note was not found (said, and kept as text)."""
    for p, lines in enumerate(pages):
        for line in lines:
            for m in reversed([m for _, m in _markers([line], _ANY_MARKER)]):
                printed = int(m.group(0).translate(_PLAIN))
                word = (line.text[max(0, m.start() - 100):m.start()].split() or [""])[-1]
                owners = [note for note in notes.notes if note.printed == printed and
                          p in (note.page, note.marker_page)]
                if len(owners) != 1:
                    notes.problems.append((line.number, f"{m.group(0)!r} glued to {word!r}: a "
                                           "footnote marker with no footnote text found for it",
                                           "kept as text"))
                    notes.unfound.append({"line": line.number, "marker": m.group(0),
                                          "word": word})
                    continue
                note = owners[0]
                line.text = line.text[:m.start()] + mark(note.number) + line.text[m.end():]
                notes.problems.append((line.number, f"footnote {note.number}'s number printed "
                                       f"again after {word!r}",
                                       f"read as another marker of footnote {note.number}"))
