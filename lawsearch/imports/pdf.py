"""A PDF's text, page by page, with pdfminer.six: the characters of each page gathered into
lines by their baselines, top to bottom, so that the reader gets what a person sees.

pdfminer's own layout analysis is not used: it is slow, and it may move a heading or a page
number away from its place. What the glyphs tell and plain text would lose is kept as text:

- pages are separated by form feeds;
- a superscript number (a footnote marker) is written in superscript digits against the word
  before it ("Cards²", never to be read as part of a citation: "Law 12⁵"), and at the start of a
  line in plain digits followed by a space (a footnote's number at the foot of a page);
- a line that begins in bold and goes on in regular type (a run-in heading, "A. Heading" then
  its text) is broken after the bold words;
- a wide gap inside a line (between a table's columns) becomes a tab;
- a space goes where the gap between two characters is a word gap of that line, measured in
  the characters' own size against the line's letter gaps and word gaps (see `_WordGaps`), so
  that letter spacing, kerning or a first letter set apart does not split a word;
- a drop cap (a large first letter set beside a paragraph's first lines) is read at the start of
  the first line, as part of the word it begins;
- a space drawn with no room of its own (the next character starts where it does: how some
  writers draw a soft hyphen that breaks no line) is no space.
"""
from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ..errors import LawsearchError

_BOLD = ("bold", "black", "heavy", "semibold", "demi")
SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


@dataclass
class _Char:
    text: str
    x0: float
    x1: float
    y0: float
    size: float
    bold: bool
    dropped: bool = False  # a drop cap moved up to the first line of its paragraph

    @property
    def y1(self) -> float:
        return self.y0 + self.size


# A PDF of more pages than this is read by several processes at once, each a run of its pages
# (pdfminer's reading is pure Python, a page at a time: a book drawn glyph by glyph takes it
# half a minute alone); each process held to its share of the bounds of `pdf_bounds.py`.
PAGES_A_PROCESS = 40
MAX_PROCESSES = 4


@dataclass
class PdfText:
    """A PDF's text, pages separated by form feeds, and the pages whose drawing could not be
    read (a damaged stream: each page's number from 1, and what its reader met), left empty."""
    text: str
    unreadable: list[tuple[int, str]]


def extract(path: Path) -> str:
    """The text of every page of the PDF at `path` (`read_pdf`'s)."""
    return read_pdf(path).text


def read_pdf(path: Path) -> PdfText:
    """The text of every page of the PDF at `path`, pages separated by form feeds, a page whose
    drawing cannot be read left empty and named; refused past the bounds of `limits.py` (a file
    too large, too many pages, a stream that inflates too far), or where no page can be read,
    in one line naming the file and the bound or the first page's damage."""
    from .limits import TooLarge, check_size, refuse
    from .pdf_bounds import Damaged

    check_size(path)
    try:
        runs = _runs(Path(path))
        if len(runs) == 1:
            got = [_read(Path(path), None, 1)]
        else:
            got = _in_processes(Path(path), runs)
        pages = [page for texts, _ in got for page in texts]
        unreadable = [bad for _, bads in got for bad in bads]
    except TooLarge as err:
        raise refuse(path, err) from None
    except LawsearchError:
        raise
    except MemoryError:  # what no bound foresaw: said in one line, like the others
        raise LawsearchError(f"{path}: too large to read in the memory there is") from None
    except Damaged as err:
        raise LawsearchError(f"{path}: a damaged PDF: {err}") from None
    except Exception as err:  # pdfminer raises many kinds on damaged or encrypted files
        from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect

        if isinstance(err, (PDFEncryptionError, PDFPasswordIncorrect)):
            raise LawsearchError(f"{path}: the PDF is encrypted with a password; save a copy "
                                 "without one (or print it to a PDF) and import that") from None
        raise LawsearchError(f"{path}: not a PDF pdfminer.six can read: "
                             f"{_damage(err, path)}") from None
    if unreadable and len(unreadable) == len(pages):
        raise LawsearchError(f"{path}: a damaged PDF: no page of it can be read (page "
                             f"{unreadable[0][0]}: {unreadable[0][1]})")
    return PdfText("\f".join(pages), unreadable)


class _Failed(Exception):
    """What a reading process met that is none of ours: its kind and words, as it said them."""


def _damage(err: Exception, path: Path) -> str:
    """What pdfminer met, in a user's words where they can be had (a file cut short, one
    without its catalogue), with pdfminer's own after them."""
    from pdfminer.pdfparser import PDFSyntaxError
    from pdfminer.psexceptions import PSEOF

    said = str(err) if isinstance(err, _Failed) else f"{type(err).__name__}: {err}"
    try:  # a whole PDF ends with its end-of-file mark
        with open(path, "rb") as f:
            f.seek(max(0, f.seek(0, 2) - 1024))
            whole = b"%%EOF" in f.read()
    except OSError:
        whole = True
    if isinstance(err, PSEOF) or said.startswith("PSEOF:") or not whole:
        return f"it ends too soon, cut short (a download or a copy that stopped?) ({said})"
    if (isinstance(err, PDFSyntaxError) and "/Root" in str(err)) or "No /Root object" in said:
        return f"it has no catalogue of its pages, not a whole PDF ({said})"
    return f"a damaged PDF ({said})"


def _runs(path: Path) -> list[range | None]:
    """The runs of pages each process reads: one process (None: every page) for a short PDF,
    one that cannot say how many pages it has, or where no other process can be had."""
    import multiprocessing
    import os

    from .pdf_bounds import bounded, page_count

    with bounded():
        count = page_count(path)
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    n = min(MAX_PROCESSES, cpus or 1, (count or 0) // PAGES_A_PROCESS)
    if n < 2 or multiprocessing.current_process().daemon:  # (a daemon may start none)
        return [None]
    cuts = [round(k * count / n) for k in range(n + 1)]
    return [range(a, b) for a, b in zip(cuts, cuts[1:])]


def _in_processes(path: Path, runs: list[range | None]
                  ) -> list[tuple[list[str], list[tuple[int, str]]]]:
    """`_read` of each run of pages in a process of its own, in order; what a process met
    raised here as it would have been."""
    import multiprocessing
    import os
    import sys
    from concurrent.futures import ProcessPoolExecutor

    from .limits import TooLarge

    from .pdf_bounds import Damaged

    method = "fork" if sys.platform.startswith("linux") else "spawn"
    with ProcessPoolExecutor(len(runs), mp_context=multiprocessing.get_context(method),
                             initializer=_die_with, initargs=(os.getpid(),)) as pool:
        got = list(pool.map(_read_or_say, [path] * len(runs), runs, [len(runs)] * len(runs)))
    for kind, value in got:
        if kind == "too large":
            raise TooLarge(value)
        if kind == "refused":
            raise LawsearchError(value)
        if kind == "damaged":
            raise Damaged(value)
        if kind == "memory":
            raise MemoryError
        if kind == "failed":
            raise _Failed(value)
    return [value for _, value in got]


def _die_with(parent: int) -> None:
    """Make a reading process end when the process that started it does (killed, it would
    otherwise read on, holding its caller's output open): Linux's parent-death signal, and
    where that cannot be had, nothing."""
    import ctypes
    import os
    import signal

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # it ended before the signal was asked for
        os._exit(1)


def _read_or_say(path: Path, run: range | None, parts: int) -> tuple[str, object]:
    """`_read` in a process of its own: its pages, or what went wrong as plain text (an
    exception's own arguments may not cross to the parent)."""
    from .limits import TooLarge
    from .pdf_bounds import Damaged

    try:
        return "pages", _read(path, run, parts)
    except TooLarge as err:
        return "too large", str(err)
    except Damaged as err:
        return "damaged", str(err)
    except LawsearchError as err:
        return "refused", str(err)
    except MemoryError:
        return "memory", ""
    except Exception as err:  # noqa: BLE001 (said by the parent as any pdfminer error)
        return "failed", f"{type(err).__name__}: {err}"


def _read(path: Path, run: range | None, parts: int
          ) -> tuple[list[str], list[tuple[int, str]]]:
    """The text of each page of the PDF in `run` (every page where None), held to the bounds
    (to their share, for one of `parts` processes), and the pages that could not be read."""
    from .pdf_bounds import _in_time, bounded

    texts: list[str] = []
    unreadable: list[tuple[int, str]] = []
    with bounded(parts):
        for number, chars in _pages(path, run, parts):
            if isinstance(chars, str):
                unreadable.append((number, chars))
                texts.append("\n")  # (a line of its own: what is said of it is said there)
            else:
                texts.append("\n".join(_page_lines(chars)))
        _in_time()  # (run out while the last page was read, its signal taken by pdfminer)
    return texts, unreadable


def _pages(path: Path, run: range | None, parts: int):
    from pdfminer.layout import LTChar, LTContainer
    from pdfminer.pdfinterp import PDFResourceManager

    from .pdf_bounds import pages, reader

    def chars(item):
        if isinstance(item, LTChar):
            if item.upright:
                yield item
        elif isinstance(item, LTContainer):
            for child in item:
                yield from chars(child)

    bold: dict[str, bool] = {}  # a font's name says whether it is bold

    def is_bold(font: str) -> bool:
        got = bold.get(font)
        if got is None:
            got = bold[font] = any(b in font.lower() for b in _BOLD)
        return got

    from .limits import TooLarge
    from .pdf_bounds import Damaged, _in_time

    resources = PDFResourceManager(caching=True)
    device, interpreter = reader(resources, parts)
    with open(path, "rb") as f:
        for n, page in enumerate(pages(f)):
            if run is not None and n not in run:
                continue
            device.pageno = n + 1  # (as a page's bound names it)
            try:
                interpreter.process_page(page)
            except (TooLarge, Damaged, LawsearchError, MemoryError):
                raise
            except Exception as err:  # noqa: BLE001 (a damaged stream: pdfminer's many kinds)
                # the processor's time run out, where pdfminer took its signal for another error
                _in_time()
                # the page left empty and named: one damaged drawing costs its page alone (the
                # figures it was inside of forgotten, as the next page begins with none)
                device._stack.clear()
                yield n + 1, f"its drawing is damaged ({type(err).__name__}: {err})"[:200]
                continue
            yield n + 1, [_Char(c.get_text(), c.x0, c.x1, c.y0, c.size, is_bold(c.fontname))
                          for c in chars(device.get_result())]


def _page_lines(chars: list[_Char]) -> list[str]:
    if not chars:
        return []
    body = statistics.median(c.size for c in chars if c.text.strip()) if any(
        c.text.strip() for c in chars) else 10.0
    # baselines: characters within a third of their size of each other, top to bottom
    rows: list[list[_Char]] = []
    for c in sorted(chars, key=lambda c: (-c.y0, c.x0)):
        if rows and abs(rows[-1][0].y0 - c.y0) <= 0.3 * max(rows[-1][0].size, c.size):
            rows[-1].append(c)
        else:
            rows.append([c])
    rows = _lift_drop_caps(_merge_superscripts(rows, body))
    lines: list[str] = []
    previous: list[_Char] | None = None
    for row in rows:
        if previous is not None:  # a wider gap than between lines: a blank line, as printed
            gap = previous[0].y0 - row[0].y0
            if gap > 1.9 * max(c.size for c in previous):
                lines.append("")
        lines.extend(_render(sorted(row, key=lambda c: c.x0)))
        previous = row
    return lines


def _is_small(c: _Char, size: float) -> bool:
    return c.size < 0.85 * size


def _merge_superscripts(rows: list[list[_Char]], body: float) -> list[list[_Char]]:
    """A row of small characters raised above the row below it (a footnote marker printed
    higher than its line) joins that row."""
    out: list[list[_Char]] = []
    i = 0
    while i < len(rows):
        row = rows[i]
        below = rows[i + 1] if i + 1 < len(rows) else None
        if below and len(row) <= 16 and all(_is_small(c, body) for c in row) and \
                all(c.text.strip().isdigit() or c.text in " ,*" for c in row):
            base = max(c.size for c in below)
            lift = row[0].y0 - below[0].y0
            if 0 < lift < base and not all(_is_small(c, body) for c in below):
                rows[i + 1] = below + row
                i += 1
                continue
        out.append(row)
        i += 1
    return out


def _render(row: list[_Char]) -> list[str]:
    """One visual line as text (two when a bold run-in heading starts it)."""
    main = _body_size(row)
    base = min((c.y0 for c in row if abs(c.size - main) <= 0.15 * main),
               default=min(c.y0 for c in row))
    sup = [c.size < 0.85 * main and c.y0 > base + 0.15 * main and c.text.isdigit() for c in row]
    lead = 0  # a superscript number the line begins with: a footnote's own number
    while lead < len(row) and sup[lead]:
        lead += 1
    parts: list[str] = []
    if lead:
        parts.append("".join(c.text for c in row[:lead]) + (" " if lead < len(row) else ""))
    # a space drawn where it takes no room (the next character starts where it does: a soft
    # hyphen left unbroken, drawn by some writers as a space of no advance) parts no words
    roomless = {id(c) for c, d in zip(row, row[1:])
                if c.text.isspace() and not d.text.isspace() and d.x0 - c.x0 < _ROOMLESS * main}
    if roomless:
        keep = [k for k, c in enumerate(row) if id(c) not in roomless]
        row, sup = [row[k] for k in keep], [sup[k] for k in keep]
    gaps = _WordGaps.of(row[lead:], sup[lead:], main)
    bold_end = None  # where the bold beginning of the line ends
    leading_bold = True
    prev: _Char | None = None
    for c, raised in zip(row[lead:], sup[lead:]):
        if prev is not None and not raised:  # a marker is written against the word before it
            if c.x0 - prev.x1 > _TAB * main:
                parts.append("\t")
            elif not prev.text.isspace() and not c.text.isspace() and gaps.apart(prev, c):
                parts.append(" ")
        if leading_bold and c.text.strip() and not raised and not c.bold:
            leading_bold = False
            bold_end = len(parts)
        parts.append(c.text.translate(SUPERSCRIPT) if raised else c.text)
        prev = c
    text = "".join(parts)
    if bold_end:
        head, rest = "".join(parts[:bold_end]).strip(), "".join(parts[bold_end:]).strip()
        if rest and any(w.isalpha() and len(w) > 1 for w in head.split()):
            return [_clean(head), _clean(rest)]
    return [_clean(text)]


_TAB = 2.0  # ems of the line's size: a wider gap is between a table's columns
_ROOMLESS = 0.05  # ems: a space whose next character starts nearer than this takes no room
_LETTER_MAX = 0.3  # ems: no line's letter spacing is taken to be wider
_TWO_KINDS = 0.25  # ems: a widest gap this much over the letter gap shows both kinds of gap
_SHARE, _NARROWEST, _PLAIN = 0.8, 0.15, 0.25  # ems, see _WordGaps


@dataclass
class _WordGaps:
    """Where one line's word gaps begin, in ems of the smaller of two neighbours (a drop cap's
    gap is measured in the size of the text it begins).

    The line's letter gap is the narrowest third of its gaps between letters (its letter
    spacing, kerning); its word gap is its widest gap short of a tab, across a space character
    or not. A gap is a word gap when it is wider than the letter gap by more than 80% of the
    difference, but by 0.15 em at least (a tightly justified line's word space, which this
    reader has always split at) and by 0.25 em at most (so a plain word gap still counts on a
    justified line). A line with one kind of gap only (one word; one-letter words) tells no
    letter gap: its gaps count from zero."""
    letter: float
    split: float

    @classmethod
    def of(cls, row: list[_Char], raised: list[bool], main: float) -> _WordGaps:
        bare: list[float] = []  # gaps between letters with nothing between them
        spaced: list[float] = []  # gaps across space characters
        prev, spaces = None, False
        for c, r in zip(row, raised):
            if r:  # a footnote marker measures nothing
                prev, spaces = None, False
            elif c.text.isspace():
                spaces = True
            else:
                if prev is not None and not prev.dropped and c.x0 - prev.x1 <= _TAB * main:
                    (spaced if spaces else bare).append(_em_gap(prev, c))
                prev, spaces = c, False
        letter = min(max(sorted(bare)[len(bare) // 3], 0.0), _LETTER_MAX) if bare else 0.0
        widest = max(bare + spaced, default=0.0)
        if widest - letter < _TWO_KINDS:
            letter = 0.0
        split = min(max(_SHARE * (widest - letter), _NARROWEST), _PLAIN)
        return cls(letter, split)

    def apart(self, a: _Char, b: _Char) -> bool:
        """Whether a word ends between `a` and `b` (neighbours, no space character between)."""
        if a.dropped:  # the gap beside a drop cap is the layout's, not a word's
            return False
        return _em_gap(a, b) - self.letter > self.split


def _em_gap(a: _Char, b: _Char) -> float:
    em = min(a.size, b.size)
    return (b.x0 - a.x1) / em if em > 0 else 0.0


def _body_size(row: list[_Char]) -> float:
    """The size most of a line's characters have (of equals, the larger): the size of its text,
    which a drop cap or a footnote marker does not change."""
    sizes = Counter(round(c.size, 2) for c in row if c.text.strip()) or \
        Counter(round(c.size, 2) for c in row)
    return max(sizes, key=lambda size: (sizes[size], size))


def _lift_drop_caps(rows: list[list[_Char]]) -> list[list[_Char]]:
    """A drop cap, one large letter at the left of a line with the paragraph's first lines
    beside it, its top level with the first line's, moves to the start of the first line.
    (Its baseline is a lower line's, where it was gathered.)"""
    for i, row in enumerate(rows):
        visible = [c for c in row if c.text.strip()]
        if not visible:
            continue
        cap = min(visible, key=lambda c: c.x0)
        rest = [c for c in visible if c is not cap]
        if len(cap.text) != 1 or not cap.text.isalpha() or \
                rest and not _beside(cap, rest, _body_size(rest)):
            continue
        top = None
        for j in range(i - 1, -1, -1):
            above = [c for c in rows[j] if c.text.strip()]
            size = _body_size(above) if above else 0
            if not above or not _beside(cap, above, size) or \
                    min(c.y0 for c in above) <= cap.y0 or \
                    max(c.y1 for c in above) > cap.y1 + 0.25 * size:
                break
            top = j
        if top is not None:
            rows[i] = [c for c in row if c is not cap]
            cap.dropped = True
            rows[top].append(cap)
    return [row for row in rows if row]


def _beside(cap: _Char, line: list[_Char], size: float) -> bool:
    """Whether `line` (of text `size`) begins just right of `cap`, and `cap` is large beside it."""
    start = min(c.x0 for c in line)
    return cap.size >= 1.5 * size and cap.x1 - 0.2 * size <= start <= cap.x1 + 1.5 * size


def _clean(text: str) -> str:
    return " ".join(p for p in text.split(" ") if p) if "\t" not in text else \
        "\t".join(" ".join(cell.split()) for cell in text.split("\t"))
