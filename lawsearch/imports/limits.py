"""How much a file given to `lawsearch import` may make it read, each bound declared once here,
and the file's size checked before anything of it is read whole.

The bounds are set from what a real edition needs, with wide margins, so that no edition is
refused and a file that is not one (a text file of hundreds of megabytes that merely begins
like an edition, a PDF whose stream inflates to gigabytes) is refused at once in one line,
instead of running for many minutes or taking the machine's memory:

- a text edition of the Laws is 150–250 KB and 2,000–4,000 lines, none over 1,000 characters
  (the shipped sources); an Akoma Ntoso expression of one 300–400 KB; the text extracted from
  an English PDF about 350 KB in 6,000 lines. The reader of a text takes about 3.5 s a MB, its
  memory grows with the lines, and its time with the square of a line's length (20 MB of short
  lines took 2 GB; one line of 4 MB 100 s, of 10 MB 12 minutes). 10 MB, 250,000 lines and
  100,000 characters a line, twenty-five times an edition and more, are read in about a minute
  and under 500 MB, however the text is cut into lines (the worst seen: 10 MB of such lines with
  a lost ligature every other word, all of them repaired, 62 s and 497 MB). The text extracted
  from a PDF is held to the same bounds;
- a PDF of an edition is a few MB and about 160 pages: 100 MB and 2,000 pages leave room for
  embedded fonts, images and a large-print edition;
- a PDF's largest stream (an embedded font, a page's drawing) inflates to a few MB: 64 MB per
  stream leaves room for a whole font, where a zlib bomb inflates about a thousandfold (a 1 MB
  stream to 1 GB). As many streams could each reach that, their sum (what pdfminer keeps) is
  bounded too, at four streams' worth, where an edition's come to some tens of MB;
- a page of an edition draws a few thousand characters; pdfminer keeps an object of about a
  kilobyte for each, so a page's characters and shapes are bounded at 100,000 (some 100 MB);
- an edition draws some 400,000 characters in all from a few MB of drawing instructions, and
  pdfminer takes about 10 µs a character and up to 1 µs a byte of instructions: 4 million
  characters and shapes and 64 MB of instructions (each page's, each time it is drawn) bound
  the time a PDF takes to a minute or two, whatever it repeats;
- whatever no bound above foresees (a PDF that makes pdfminer loop, or draw just under every
  bound), a process reading a PDF stops after a minute of its processor's time: an edition of
  160 pages drawn glyph by glyph takes some 15 s of it in each of two processes;
- a text's lines that begin like a law's heading ("LAW 6") are the candidates of the chain of
  laws, weighed each against every one before it: an edition has a few hundred (its headings,
  its contents, running heads and citations at a line's start), so 5,000 is past any edition.
"""
from __future__ import annotations

import os
from pathlib import Path

from ..errors import LawsearchError
from ..files import MB, size

MAX_TEXT_BYTES = 10 * MB  # a text or Akoma Ntoso file; characters of a PDF's text
MAX_TEXT_LINES = 250_000  # lines of a text file, or of a PDF's text
MAX_LINE_CHARS = 100_000  # characters of one of its lines
MAX_PDF_BYTES = 100 * MB  # a PDF file
MAX_PAGES = 2_000  # pages of a PDF
MAX_STREAM_INFLATED = 64 * MB  # bytes one stream of a PDF decodes to
MAX_PDF_INFLATED = 4 * MAX_STREAM_INFLATED  # bytes all the streams of a PDF decode to
MAX_PAGE_ITEMS = 100_000  # characters, shapes and images drawn on one page of a PDF
MAX_ITEMS = 4_000_000  # characters, shapes and images drawn by all the pages of a PDF
MAX_CONTENT_BYTES = 64 * MB  # drawing instructions interpreted for all the pages of a PDF
MAX_PDF_SECONDS = 60  # processor time, in seconds, of one process reading a PDF (or its share)
MAX_LAW_CANDIDATES = 5_000  # lines of a text that begin like a law's heading
# Values across one row of a predicted stream (an image's pixels × colours, a cross-reference
# stream's few bytes): pdfminer makes a list that long before reading a byte, and no page's
# image is a million pixels wide
MAX_PREDICTOR_COLUMNS = 1_000_000


class TooLarge(LawsearchError):
    """A file over one of the bounds: the message names what and the bound, the caller adds the
    file (see `refuse`)."""


def refuse(path: Path, err: TooLarge) -> LawsearchError:
    """The one-line error of `path` over a bound."""
    return LawsearchError(f"{path}: {err}; refused, as no edition of the Laws comes near that")


def is_pdf(head: bytes) -> bool:
    """Whether a file beginning with `head` (its first KB) is a PDF."""
    return b"%PDF-" in head[:1024]


def _bound(head: bytes) -> tuple[int, str]:
    """The size bound of a file that begins with `head`, and what it is the bound of."""
    if is_pdf(head):
        return MAX_PDF_BYTES, "a PDF"
    return MAX_TEXT_BYTES, "a text or Akoma Ntoso file"


def check_size(path: Path) -> None:
    """Refuse a file too large to be an edition, from its size alone (nothing of it read but
    its first KB): a PDF over `MAX_PDF_BYTES`, anything else over `MAX_TEXT_BYTES`."""
    read_bytes(path, check_only=True)


def read_bytes(path: Path, check_only: bool = False) -> bytes:
    """The whole file, refused before it is read if it is over its bound (and, if it grew
    since, on reading one byte more than the bound)."""
    path = Path(path)
    with open(path, "rb") as f:
        head = f.read(1024)
        limit, what = _bound(head)
        total = os.fstat(f.fileno()).st_size
        if total > limit:
            raise refuse(path, TooLarge(f"{size(total)}, over the limit of {size(limit)} for "
                                        f"{what}"))
        if check_only:
            return b""
        data = head + f.read(limit + 1 - len(head))
    if len(data) > limit:
        raise refuse(path, TooLarge(f"over the limit of {size(limit)} for {what}"))
    return data


def check_length(path: Path, text: str) -> None:
    """Refuse a text (a file's, decoded, or a PDF's, extracted) too long to be an edition's:
    over `MAX_TEXT_BYTES` characters (what a PDF's few MB may draw), `MAX_TEXT_LINES` lines or
    a line over `MAX_LINE_CHARS` characters."""
    if len(text) > MAX_TEXT_BYTES:
        raise refuse(path, TooLarge(f"its text has {len(text):,} characters, over the limit of "
                                    f"{MAX_TEXT_BYTES:,}"))
    lines = text.count("\n") + 1
    if lines > MAX_TEXT_LINES:
        words = [line for line in text.split("\n") if line.strip()]
        # (a reader of a PDF drawn a glyph at a time, as pypdf reads some, gives a line each)
        glyphs = len(words) and sum(len(w.strip()) <= 2 for w in words) >= len(words) / 2
        said = f"its text has {lines:,} lines, over the limit of {MAX_TEXT_LINES:,}"
        if glyphs:
            raise LawsearchError(f"{path}: {said}, most of them a character or two: a PDF's "
                                 "text extracted a character to a line; refused (import the "
                                 "PDF itself)")
        raise refuse(path, TooLarge(said))
    start = 0
    for n in range(1, lines + 1):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        if end - start > MAX_LINE_CHARS:
            raise refuse(path, TooLarge(f"line {n:,} of its text has {end - start:,} "
                                        f"characters, over the limit of {MAX_LINE_CHARS:,} "
                                        "for a line"))
        start = end + 1
