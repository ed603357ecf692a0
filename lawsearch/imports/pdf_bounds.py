"""pdfminer.six held to the bounds of `limits.py` while it reads a PDF for `pdf.py`.

pdfminer has no bound of its own: it inflates a stream whole (`zlib.decompress`, and on a
damaged one a retry byte by byte that takes time growing with the square of the output),
decodes LZW and run-length streams into lists, keeps every character of a page as an object,
and walks every page it finds. So, while a PDF is read (`bounded`):

- the decoders its streams go through are pdfminer's own names in `pdfminer.pdftypes`,
  replaced for that time by ones that stop, with `TooLarge`, as soon as one stream decodes to
  more than `MAX_STREAM_INFLATED` bytes or all of them to more than `MAX_PDF_INFLATED`
  (pdfminer decodes each stream once, on first use, and keeps it: the sum is what it holds);
- what is drawn is counted as it is drawn (`reader`): a page's characters and shapes, which
  pdfminer keeps, against `MAX_PAGE_ITEMS`; the document's against `MAX_ITEMS` and the
  drawing instructions it interprets against `MAX_CONTENT_BYTES` (a page may draw one stream
  many times, or every page the same one: time, not memory, is what these bound);
- a document of more than `MAX_PAGES` pages is refused before its first page is read (its
  page tree's count) or on the page after the last allowed (`pages`);
- an indirect reference that leads back to itself (object 6 is `7 0 R`, object 7 is `6 0 R`),
  which pdfminer's `resolve1` and `resolve_all` would follow for ever, is `Damaged`;
- and whatever none of these foresees, the process stops after `MAX_PDF_SECONDS` of its
  processor's time (a timer of the processor's time, not the clock's: a busy machine reads
  as far; only in a program's main thread, where Python can take a signal).

A long PDF is read by several processes (`pdf.py`), each some of its pages: each is held to its
share of the document's bounds (with two, half of `MAX_ITEMS`, `MAX_CONTENT_BYTES` and
`MAX_PDF_INFLATED`), so that together they stay within them; a page's and a stream's own bounds
are the same in each.

pypdf, by contrast, bounds its decoders (`pypdf.filters`, 75 MB), but it is used only by the
tests; the importer reads with pdfminer for each character's font and place.
"""
from __future__ import annotations

import logging
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from io import BytesIO

from .limits import (MAX_CONTENT_BYTES, MAX_ITEMS, MAX_PAGE_ITEMS, MAX_PAGES, MAX_PDF_INFLATED,
                     MAX_PDF_SECONDS, MAX_PREDICTOR_COLUMNS, MAX_STREAM_INFLATED, TooLarge,
                     size)

_PIECE = 256 * 2**10  # bytes inflated at a time


class Damaged(Exception):
    """A PDF whose structure cannot be read as it stands (what it is, in words)."""


class _Budget:
    """What the streams of one PDF have decoded to so far (in one of `parts` processes that
    read it, each held to that share of the PDF's bound)."""

    def __init__(self, parts: int = 1) -> None:
        self.total = 0
        self.limit = MAX_PDF_INFLATED // parts

    def take(self, n: int) -> None:
        """Count `n` more bytes of one stream's output (which is `n` so far)."""
        if n > MAX_STREAM_INFLATED:
            raise TooLarge(f"a stream of it decodes to more than {size(MAX_STREAM_INFLATED)}, "
                           "the limit for one stream of a PDF (a decompression bomb?)")
        if self.total + n > self.limit:
            raise TooLarge(f"its streams decode to more than {size(MAX_PDF_INFLATED)}, the "
                           "limit for all the streams of a PDF")

    def add(self, n: int) -> None:
        self.take(n)
        self.total += n


def _inflate(budget: _Budget, data: bytes) -> bytes:
    """`zlib.decompress(data)`, a piece at a time, stopping past the bounds. A damaged stream
    gives what could be inflated of it (pdfminer's own retry would, byte by byte)."""
    d = zlib.decompressobj()
    out: list[bytes] = []
    n = 0
    tail = data
    try:
        while not d.eof:
            piece = d.decompress(tail, _PIECE)
            stuck = not piece and len(d.unconsumed_tail) == len(tail)
            tail = d.unconsumed_tail
            n += len(piece)
            budget.take(n)
            out.append(piece)
            if stuck:
                break  # truncated: the input all read (or none taken), no more output
    except zlib.error:
        pass
    budget.add(n)
    return b"".join(out)


class _BoundedDecompress:
    """`zlib.decompressobj()` whose output is counted against the bounds (pdfminer's retry of a
    damaged stream uses it; `_inflate` never leaves it a stream to retry)."""

    def __init__(self, budget: _Budget) -> None:
        self._d, self._budget, self._n = zlib.decompressobj(), budget, 0

    def decompress(self, data: bytes, *args) -> bytes:
        out = []
        piece = self._d.decompress(data, _PIECE)
        while True:
            self._n += len(piece)
            self._budget.take(self._n)
            out.append(piece)
            if len(piece) < _PIECE and not self._d.unconsumed_tail:
                return b"".join(out)  # all it can give of the input so far
            piece = self._d.decompress(self._d.unconsumed_tail, _PIECE)

    def flush(self, *args) -> bytes:
        return self.decompress(b"")


class _Zlib:
    """What `pdfminer.pdftypes` uses of the `zlib` module, bounded."""

    error = zlib.error

    def __init__(self, budget: _Budget) -> None:
        self._budget = budget

    def decompress(self, data: bytes, *args) -> bytes:
        return _inflate(self._budget, data)

    def decompressobj(self, *args) -> _BoundedDecompress:
        return _BoundedDecompress(self._budget)


def _lzw(budget: _Budget):
    from pdfminer.lzw import LZWDecoder

    def lzwdecode(data: bytes) -> bytes:
        out, n = [], 0
        for piece in LZWDecoder(BytesIO(data)).run():
            n += len(piece)
            budget.take(n)
            out.append(piece)
        budget.add(n)
        return b"".join(out)
    return lzwdecode


def _runlength(budget: _Budget):
    def rldecode(data: bytes) -> bytes:
        """RunLengthDecode (PDF 1.7, 7.4.5), into bytes rather than pdfminer's list of ints
        (eight times the memory)."""
        out = bytearray()
        i, end = 0, len(data)
        while i < end:
            length = data[i]
            if length == 128:
                break
            if length < 128:
                out += data[i + 1:i + 2 + length]
                i += 2 + length
            else:
                out += data[i + 1:i + 2] * (257 - length)
                i += 2
            budget.take(len(out))
        budget.add(len(out))
        return bytes(out)
    return rldecode


def _row(colors: int, columns: int) -> None:
    if columns * max(colors, 1) > MAX_PREDICTOR_COLUMNS:
        raise TooLarge(f"a stream of it has rows of {columns:,} × {colors} values, over the "
                       f"limit of {MAX_PREDICTOR_COLUMNS:,}")


def _png(real):
    def apply_png_predictor(pred, colors, columns, bits, data) -> bytes:
        _row(colors, columns)
        return real(pred, colors, columns, bits, data)
    return apply_png_predictor


def _tiff(real):
    def apply_tiff_predictor(colors, columns, bits, data) -> bytes:
        _row(colors, columns)
        return real(colors, columns, bits, data)
    return apply_tiff_predictor


@contextmanager
def bounded(parts: int = 1) -> Iterator[None]:
    """pdfminer's stream decoders bounded while the block runs (one PDF's budget, or its
    share where `parts` processes read it, each some of its pages)."""
    import pdfminer.pdftypes as pdftypes

    budget = _Budget(parts)
    replacements = {"zlib": _Zlib(budget), "lzwdecode": _lzw(budget),
                    "rldecode": _runlength(budget),
                    "apply_png_predictor": _png(pdftypes.apply_png_predictor),
                    "apply_tiff_predictor": _tiff(pdftypes.apply_tiff_predictor)}
    missing = [name for name in replacements if not hasattr(pdftypes, name)]
    if missing:  # another pdfminer.six than the one pinned: better no import than no bound
        raise RuntimeError("pdfminer.pdftypes has no " + ", ".join(missing)
                           + ": lawsearch cannot bound what it decodes")
    saved = {name: getattr(pdftypes, name) for name in replacements}
    for name, value in replacements.items():
        setattr(pdftypes, name, value)
    quiet = logging.getLogger("pdfminer")
    level = quiet.level
    # what pdfminer logs of a damaged file it reads on (or raises, said by `pdf.py`) is no
    # user's business
    quiet.setLevel(logging.CRITICAL)
    try:
        with _no_reference_loops(), _processor_time(MAX_PDF_SECONDS):
            yield
    finally:
        quiet.setLevel(level)
        for name, value in saved.items():
            setattr(pdftypes, name, value)


def _resolving(real):
    """pdfminer's `resolve1` or `resolve_all`, stopping at a reference already followed."""
    from pdfminer.pdftypes import PDFObjRef

    def resolve(x: object, default: object = None):
        seen: set = set()
        while isinstance(x, PDFObjRef):
            if x.objid in seen:
                raise Damaged(f"object {x.objid} refers back to itself through other objects "
                              "(a loop of references)")
            seen.add(x.objid)
            x = x.resolve(default=default)
        return real(x, default)

    return resolve


@contextmanager
def _no_reference_loops() -> Iterator[None]:
    """`resolve1` and `resolve_all` replaced, while the block runs, in every module of
    pdfminer that holds them (`pdfpage` imports `resolve1` by name)."""
    import importlib
    import sys

    import pdfminer.pdftypes as pdftypes

    importlib.import_module("pdfminer.pdfpage")  # loaded, so that its name is replaced too

    real = {"resolve1": pdftypes.resolve1, "resolve_all": pdftypes.resolve_all}
    safe = {name: _resolving(fn) for name, fn in real.items()}
    holders = [(module, name) for key, module in list(sys.modules.items())
               if key.split(".")[0] == "pdfminer" and module is not None
               for name in real if getattr(module, name, None) is real[name]]
    for module, name in holders:
        setattr(module, name, safe[name])
    try:
        yield
    finally:
        for module, name in holders:
            setattr(module, name, real[name])


@contextmanager
def _processor_time(seconds: float) -> Iterator[None]:
    """`TooLarge` raised once this process has spent `seconds` of processor time in the block
    (where a signal can be had: the main thread of a program on a POSIX system)."""
    import signal
    import threading

    if not hasattr(signal, "setitimer") \
            or threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum, frame):
        _overtime[0] = _over(seconds)
        raise _overtime[0]

    _overtime[0] = None
    previous = signal.signal(signal.SIGPROF, stop)
    # again each second after: a handler of pdfminer's that takes any exception may take one
    outer = signal.setitimer(signal.ITIMER_PROF, seconds, 1.0)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, *outer)
        signal.signal(signal.SIGPROF, previous)
        _overtime[0] = None


# The processor's time run out, once it has (raised again where a page or a character is read:
# a signal's exception is lost where it comes inside a garbage collector's callback)
_overtime: list[TooLarge | None] = [None]


def _over(seconds: float) -> TooLarge:
    return TooLarge(f"reading it took more than {seconds:g} s of processing, the limit for a PDF "
                    "(one that makes the reader loop, or draws far more than an edition)")


def _in_time() -> None:
    if _overtime[0] is not None:
        raise _overtime[0]


def page_count(path) -> int | None:
    """How many pages the PDF at `path` says it has (its page tree's count), or None."""
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdftypes import resolve1

    with open(path, "rb") as f:
        doc = PDFDocument(PDFParser(f))
        tree = resolve1(doc.catalog.get("Pages"))
        count = resolve1(tree.get("Count")) if isinstance(tree, dict) else None
    return count if isinstance(count, int) and count > 0 else None


def pages(f) -> Iterator:
    """pdfminer's pages of the open PDF file `f`, refused past `MAX_PAGES` (before the first,
    if its page tree counts more)."""
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdftypes import resolve1

    doc = PDFDocument(PDFParser(f))
    tree = resolve1(doc.catalog.get("Pages"))
    count = resolve1(tree.get("Count")) if isinstance(tree, dict) else None
    if isinstance(count, int) and count > MAX_PAGES:
        raise TooLarge(f"{count:,} pages, over the limit of {MAX_PAGES:,} for a PDF")
    for n, page in enumerate(PDFPage.create_pages(doc), 1):
        _in_time()
        if n > MAX_PAGES:
            raise TooLarge(f"more than {MAX_PAGES:,} pages, the limit for a PDF")
        yield page


def reader(resources, parts: int = 1):
    """pdfminer's page aggregator (no layout analysis) and page interpreter, refusing a page
    that draws more than `MAX_PAGE_ITEMS` characters and shapes, a document that draws more
    than `MAX_ITEMS`, or that has more than `MAX_CONTENT_BYTES` of drawing instructions
    interpreted (a page's contents and the forms it draws, each time it draws them)."""
    from pdfminer.converter import PDFPageAggregator
    from pdfminer.pdfinterp import PDFPageInterpreter
    from pdfminer.pdftypes import stream_value

    class Device(PDFPageAggregator):
        page_items = items = content = 0  # what is drawn and interpreted so far

        def count(self) -> None:
            self.page_items += 1
            self.items += 1
            _in_time()
            if self.page_items > MAX_PAGE_ITEMS:
                raise TooLarge(f"page {self.pageno} draws more than {MAX_PAGE_ITEMS:,} "
                               "characters and shapes, the limit for a page")
            if self.items > MAX_ITEMS // parts:
                raise TooLarge(f"it draws more than {MAX_ITEMS:,} characters and shapes, the "
                               "limit for a PDF")

        def begin_page(self, page, ctm) -> None:
            self.page_items = 0
            super().begin_page(page, ctm)

        def render_char(self, *args, **kwargs) -> float:
            self.count()
            return super().render_char(*args, **kwargs)

        def paint_path(self, *args, **kwargs) -> None:
            self.count()
            super().paint_path(*args, **kwargs)

        def render_image(self, *args, **kwargs) -> None:
            self.count()
            super().render_image(*args, **kwargs)

    class Interpreter(PDFPageInterpreter):  # its copies for forms share the device's counts
        def execute(self, streams) -> None:
            for obj in streams:
                self.device.content += len(stream_value(obj).get_data())
            if self.device.content > MAX_CONTENT_BYTES // parts:
                raise TooLarge(f"its pages draw more than {size(MAX_CONTENT_BYTES)} of "
                               "instructions, the limit for a PDF")
            super().execute(streams)

    device = Device(resources, laparams=None)
    return device, Interpreter(resources, device)
