"""Hostile and unlucky inputs for `lawsearch import`, written streaming so that making them costs
the test little memory: a valid PDF whose one content stream is a zlib bomb (or a run-length
one, or has many pages), and a text file that starts like an edition and goes on for hundreds
of megabytes."""
from __future__ import annotations

import zlib
from pathlib import Path

MB = 2**20
_CHUNK = 4 * MB


def _objects(f, objects: list[bytes | None], stream: tuple[bytes, object]) -> None:
    """Write a PDF of `objects` (object n+1 is objects[n]; None: the one stream object, whose
    dictionary entries and data chunks `stream` gives, its length an object after the last)
    with a correct cross-reference table."""
    offsets = []
    f.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    for n, body in enumerate(objects, 1):
        offsets.append(f.tell())
        if body is None:
            entries, chunks = stream
            f.write(b"%d 0 obj\n<< %s /Length %d 0 R >>\nstream\n" % (n, entries, len(objects) + 1))
            start = f.tell()
            for chunk in chunks:
                f.write(chunk)
            length = f.tell() - start
            f.write(b"\nendstream\nendobj\n")
        else:
            f.write(b"%d 0 obj\n%s\nendobj\n" % (n, body))
    offsets.append(f.tell())  # the stream's length, an indirect object written after it
    f.write(b"%d 0 obj\n%d\nendobj\n" % (len(objects) + 1, length))
    xref = f.tell()
    f.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(offsets) + 1))
    for off in offsets:
        f.write(b"%010d 00000 n \n" % off)
    f.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n"
            % (len(offsets) + 1, xref))


_FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
_TEXT = b"BT /F1 12 Tf 72 712 Td (The Laws of Duplicate Bridge) Tj ET\n"


def _one_page(path: Path, entries: bytes, chunks) -> Path:
    objects: list[bytes | None] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        None,
        _FONT,
    ]
    with open(path, "wb") as f:
        _objects(f, objects, (entries, chunks))
    return path


def reference_loop_pdf(path: Path) -> Path:
    """A one-page PDF whose page's box is object 6, which is `7 0 R`, which is `6 0 R`."""
    objects: list[bytes | None] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox 6 0 R /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        None,
        _FONT,
        b"7 0 R",
        b"6 0 R",
    ]
    with open(path, "wb") as f:
        _objects(f, objects, (b"", [_TEXT]))
    return path


def _deflated(inflated: int, head: bytes = _TEXT):
    """Chunks of a zlib stream of `head` and then spaces, `inflated` bytes in all, compressed
    as they are made."""
    z = zlib.compressobj(9)
    yield z.compress(head)
    spaces = b" " * _CHUNK
    left = inflated - len(head)
    while left > 0:
        yield z.compress(spaces[:min(left, _CHUNK)])
        left -= _CHUNK
    yield z.flush()


def zlib_bomb_pdf(path: Path, inflated: int = 1024 * MB) -> Path:
    """A valid one-page PDF whose content stream is about inflated/1000 bytes of Flate data
    that inflates to `inflated` bytes (1 GiB by default: a file of about 1 MB)."""
    return _one_page(path, b"/Filter /FlateDecode", _deflated(inflated))


def chained_bomb_pdf(path: Path, inflated: int = 1024 * MB) -> Path:
    """The same bomb deflated twice (/Filter [/FlateDecode /FlateDecode]): a few kilobytes."""
    outer = zlib.compressobj(9)
    chunks = [outer.compress(chunk) for chunk in _deflated(inflated)] + [outer.flush()]
    return _one_page(path, b"/Filter [/FlateDecode /FlateDecode]", chunks)


def runlength_bomb_pdf(path: Path, inflated: int = 200 * MB) -> Path:
    """A content stream of RunLengthDecode runs of 128 NUL bytes each (2 bytes per run)."""
    runs = inflated // 128

    def chunks():
        block = b"\x81\x00" * (_CHUNK // 2)
        left = runs * 2
        while left > 0:
            yield block[:min(left, len(block))]
            left -= len(block)
        yield b"\x80"
    return _one_page(path, b"/Filter /RunLengthDecode", chunks())


def many_pages_pdf(path: Path, pages: int, content: bytes = _TEXT) -> Path:
    """A valid PDF of `pages` pages sharing one content stream (a line of text)."""
    kids = b" ".join(b"%d 0 R" % (6 + i) for i in range(pages))
    objects: list[bytes | None] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, pages),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        None,
        b"<< >>",
    ] + [b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
         b"/Resources << /Font << /F1 3 0 R >> >> >>"] * pages
    with open(path, "wb") as f:
        _objects(f, objects, (b"", [content]))
    return path


def long_text(path: Path, head: str, size: int) -> Path:
    """A text file of `size` bytes: `head` (an edition's text), then its last line over again."""
    line = (head.rstrip("\n").rsplit("\n", 1)[-1] or "text") + "\n"
    block = (line * (MB // len(line) + 1)).encode("utf-8")[:MB]
    with open(path, "wb") as f:
        data = head.encode("utf-8")
        f.write(data)
        left = size - len(data)
        while left > 0:
            f.write(block[:min(left, MB)])
            left -= MB
    return path


def lost_ligature_lines(path: Path, head: str, lines: int, chars: int = 100_000) -> Path:
    """A text file: `head` (an edition's text), then `lines` lines of `chars` characters whose
    every other word lost a ligature ("o ender", "di erent"): a repair at every other word."""
    words = "the player o ender di erent e ect of a su x ".split()
    line = (" ".join(words * (chars // len(" ".join(words)) + 1)))[:chars].rstrip() + "\n"
    path.write_text(head + line * lines, encoding="utf-8")
    return path


def letter_spaced_lines(path: Path, head: str, size: int = MB) -> Path:
    """A text file: `head` (an edition's text), then `size` bytes of the longest lines read as
    letter-spaced, each of a hundred parts ("A B - A B - …", letterspacing.py)."""
    line = ("A B - " * 50)[:298].rstrip(" -") + "\n"
    path.write_text(head + line * (size // len(line)), encoding="utf-8")
    return path


def unpaged_notes(path: Path, head: str, lines: int = 240_000) -> Path:
    """A text file: `head`, then `lines` lines with no page: sentences after a blank line each
    followed by a line that may begin a note ("1 A note.") whose marker is nowhere, so that each
    is weighed as the end of a page whose breaks were lost (footnotes.py)."""
    block = "The word stays.\n\n1 A note.\n\n"
    path.write_text(head + block * (lines // 4), encoding="utf-8")
    return path


def crowded_page(chars: int) -> bytes:
    """A page's drawing instructions showing `chars` characters."""
    return b"BT /F1 1 Tf 72 712 Td (" + b"A" * chars + b") Tj ET\n"
