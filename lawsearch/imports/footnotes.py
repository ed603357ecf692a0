"""Footnotes of an extracted edition: their texts at the foot of the pages, their markers in the
text (a number printed after a word, "Cards2"), numbered in one sequence through the book.

The texts are found by that sequence: a page's foot holds the notes numbered next, each begun by
its number ("12 The text", "12" on a line of its own before or after its text, two notes on one
line), in capitals or not. A row of a table's numbers at a page's foot begins no note: a note has
words. Each marker stands where the number follows a word on the same page as its note, or on a
later one (a note printed on the page before its marker), or an earlier one.

Markers become a private character in the text (`MARK_BASE + n`), which the reader turns into
the model's note references wherever the text ends up.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .pages import Line

MARK_BASE = 0x100000  # plane 16's private use: a marker's number n is chr(MARK_BASE + n)
_START = re.compile(r"^(\d{1,2})(?:\s+|(?=[A-Za-z“\"'‘(]))(?P<text>\S.*)?$")
_ALONE = re.compile(r"^(\d{1,2})$")
_ARTICLES = frozenset({"a", "an", "the"})  # a line ending so goes on, whatever comes next
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_BODY_LINE = re.compile(r"^(?:[A-H]\.(?:\s|$)|\d{1,2}\.(?:\s|$|[A-Z(])|\([a-z]{1,4}\.?\))"
                        r"|^LAW\s+\d")
_WORDY = re.compile(r"[A-Za-z]{2,}.*[A-Za-z]{2,}|[A-Za-z]{4,}")


def mark(n: int) -> str:
    return chr(MARK_BASE + n)


def marked(ch: str) -> int | None:
    code = ord(ch)
    return code - MARK_BASE if MARK_BASE < code < MARK_BASE + 1000 else None


@dataclass
class Note:
    number: int
    text: str
    line: int  # where its text starts
    page: int
    marker_line: int | None = None  # where its marker was found


@dataclass
class Notes:
    notes: list[Note] = field(default_factory=list)
    problems: list[tuple[int, str, str]] = field(default_factory=list)  # (line, what, read)


def read_notes(pages: list[list[Line]]) -> tuple[list[list[Line]], Notes]:
    """The pages without their footnote texts, their markers marked; and the notes."""
    result = Notes()
    expected = 1
    out: list[list[Line]] = []
    for index, page in enumerate(pages):
        body, notes = _foot(pages, index, expected)
        result.notes.extend(notes)
        if notes:
            expected = notes[-1].number + 1
        out.append(body)
    _place_markers(out, result)
    return out, result


def _foot(pages: list[list[Line]], index: int, expected: int) -> tuple[list[Line], list[Note]]:
    """The page's body and the notes at its foot: the longest foot that reads as notes
    `expected`, `expected + 1` … to the page's end, each begun by its number, or by its text
    with its number after it (that text begun after a blank line, a sentence's end or a
    finished line). A note or two the reader missed before, or numbers that start again on each
    page, do not lose the ones after."""
    page = pages[index]
    texts = [i for i, line in enumerate(page) if line.text]
    window = [i for i in texts[-14:] if i > 0]
    numbers = [expected, expected + 1, expected + 2] + ([1] if expected > 3 else [])
    feet: list[tuple[int, list[Note]]] = []
    for at in window:
        m = _ALONE.match(page[at].text) or _START.match(page[at].text)
        if not m or int(m.group(1)) not in numbers:
            continue
        n = int(m.group(1))
        notes = _parse(page[at:], n)  # begun by its number
        if notes and ((n == expected and not page[at - 1].text) or _has_marker(pages, index, n)):
            feet.append((at, notes))
        if not _ALONE.match(page[at].text):
            continue
        start = at - 1  # its text before it: the lines above, back to a blank line, the body's
        blank = next((k for k in range(at - 1, max(0, at - 4), -1) if not page[k].text), None)
        if blank is not None and blank < at - 1:
            start = blank + 1  # a note set apart by a blank line: all of it after that line
        while blank is None and start > 0 and at - start < 3:  # else back to the body's last
            # sentence, or to a capital after an unfinished line
            above, current = page[start - 1].text, page[start].text
            if not above or not current or _BODY_LINE.match(above) or _BODY_LINE.match(current) or \
                    re.search(r"[.;!?]['’\"”)]?$", above) or (
                        current[:1].isupper() and above.split()[-1].lower() not in _ARTICLES):
                break
            start -= 1
        if start <= 0 or not page[start].text:
            continue
        notes = _parse(page[start:], n)
        if notes and _has_marker(pages, index, n):
            feet.append((start, notes))
    if not feet:
        return page, []
    start, notes = min(feet, key=lambda f: f[0])
    return page[:start], notes


def _pattern(n: int) -> re.Pattern:
    """Note n's marker: its number in superscript digits anywhere but after another, or in
    plain digits right after a word."""
    raised = str(n).translate(_SUPERSCRIPT)
    return re.compile(rf"(?<![⁰¹²³⁴⁵⁶⁷⁸⁹]){raised}(?![⁰¹²³⁴⁵⁶⁷⁸⁹])|" + _MARKER.format(n=n))


def _has_marker(pages: list[list[Line]], index: int, n: int) -> bool:
    pattern = _pattern(n)
    return any(not _cited(line.text, m.start())
               for p in _search_order(index, len(pages)) for line in pages[p]
               for m in pattern.finditer(line.text)) or \
        _alone(pages, Note(n, "", 0, index), place=False)


def _parse(lines: list[Line], expected: int) -> list[Note] | None:
    """Notes numbered from `expected` in these lines, or None when they are not only notes."""
    notes: list[Note] = []
    pending_text: list[Line] = []  # text before a number on its own line (its note's text)
    n = expected
    i = 0
    continued = 0  # continuation lines of the last note
    closed = False  # the last note's number came after its text: what follows is the next's
    while i < len(lines):
        line = lines[i]
        if not line.text:
            i += 1
            continue
        alone = _ALONE.match(line.text)
        start = _START.match(line.text)
        again = alone or (start if start and start["text"] else None)
        if notes and again and int(again.group(1)) <= notes[-1].number:
            return None  # a note begun again: this foot began too early (at a marker)
        if alone and int(alone.group(1)) == n:
            nxt = next((x for x in lines[i + 1:] if x.text), None)
            if pending_text:  # the number after its text
                notes.append(Note(n, " ".join(x.text for x in pending_text), pending_text[0].number,
                                  line.page))
                pending_text, closed = [], True
            elif nxt is not None and _WORDY.search(nxt.text) and not _START.match(nxt.text):
                notes.append(Note(n, "", nxt.number, line.page))
                closed = False
            else:
                return None
            n += 1
            i += 1
            continued = 0
            continue
        if start and int(start.group(1)) == n and start["text"] and _WORDY.search(start["text"]):
            if pending_text:
                return None
            for number, text in _split_run_on(start["text"], n):
                notes.append(Note(number, text, line.number, line.page))
            n = notes[-1].number + 1
            i += 1
            continued, closed = 0, False
            continue
        if not notes or pending_text or closed:
            if not _WORDY.search(line.text):
                return None
            pending_text.append(line)  # text whose number follows it
            if len(pending_text) > 3:
                return None
            i += 1
            continue
        # a continuation of the last note, which may begin the next one in its middle; a note
        # runs over a few lines, and never over a law's part or heading
        if _BODY_LINE.match(line.text) or continued >= 4:
            return None
        continued += 1
        pieces = _split_run_on(line.text, n, continuation=True)
        head = pieces[0][1]
        notes[-1].text = (notes[-1].text + " " + head).strip() if head else notes[-1].text
        for number, text in pieces[1:]:
            notes.append(Note(number, text, line.number, line.page))
            n = number + 1
        i += 1
    if pending_text or not notes:
        return None
    if any(not note.text for note in notes):
        return None
    return notes


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


# A marker: a note's number right after a word, a closing bracket or a stop ("Cards2", "call.3"),
# but never a part of a citation ("27B1", "Law 12C1(b)").
_MARKER = r"(?<=[A-Za-z\.,;:’'\"”\)])(?<![A-Z]\d)(?<!\b[A-H])({n})(?!\d)"


def _place_markers(pages: list[list[Line]], notes: Notes) -> None:
    """Mark each note's marker in the text (in order), or say where it could not be found."""
    last = (0, -1, 0)  # (page, line index, offset) of the last marker placed
    for note in notes.notes:
        found = None
        for page in _search_order(note.page, len(pages)):
            found = _find(pages[page], note.number, last if page == last[0] else None,
                          page < last[0])
            if found:
                index, offset, end = found
                line = pages[page][index]
                line.text = line.text[:offset] + mark(note.number) + line.text[end:]
                note.marker_line = line.number
                last = (page, index, offset)
                break
        if not found:
            found = _alone(pages, note)
        if not found:
            page = pages[note.page] if note.page < len(pages) else []
            body = [x for x in page if x.text]
            if body:
                body[-1].text += mark(note.number)
            notes.problems.append((note.line, f"footnote {note.number} has no marker",
                                   "attached at the end of the text on its page"))


def _alone(pages: list[list[Line]], note: Note, place: bool = True) -> bool:
    """A marker some extractors put on a line of its own after its word's line ("…CARDS" / "2"):
    joined to that word; never a number among numbers (a table's cells)."""
    for page in _search_order(note.page, len(pages)):
        lines = pages[page]
        for index, line in enumerate(lines):
            if line.text != str(note.number) or index == 0:
                continue
            before = next((x for x in reversed(lines[:index]) if x.text), None)
            after = next((x for x in lines[index + 1:] if x.text), None)
            if before is None or _ALONE.match(before.text) or (
                    after and _ALONE.match(after.text) and after.text != line.text):
                continue
            if not re.search(r"[A-Za-z.,;:)’'\"”]$", before.text):
                continue
            if not place:
                return True
            before.text += mark(note.number)
            del lines[index]  # no blank line where it stood: the paragraph goes on
            note.marker_line = before.number
            return True
    return False


def _search_order(page: int, count: int) -> list[int]:
    return [p for p in (page, page + 1, page + 2, page - 1) if 0 <= p < count]


def _find(lines: list[Line], n: int, after: tuple[int, int, int] | None,
          before_last: bool) -> tuple[int, int, int] | None:
    if before_last:
        return None
    pattern = _pattern(n)
    for index, line in enumerate(lines):
        if after is not None and index < after[1]:
            continue
        for m in pattern.finditer(line.text):
            if after is not None and index == after[1] and m.start() <= after[2]:
                continue
            if m.group(0)[0].isdigit() and _cited(line.text, m.start()):
                continue
            return index, m.start(), m.end()
    return None


def _cited(text: str, at: int) -> bool:
    """A number after "Law"/"Laws" and a space is a citation (the marker pattern excludes
    numbers glued to a citation's letters already)."""
    before = text[:at]
    return bool(re.search(r"\b(?:Laws?|L)\s*$", before)) or bool(re.search(r"\d[A-Z]?$", before))
