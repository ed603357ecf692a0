"""What a user's file holds, as text: a PDF's text extracted, or a text file decoded in the
encoding it is in (declared, or found: a byte order mark, UTF-8, UTF-16, else the language's
Windows code page), always NFC with `\\n` line ends and plain spaces; a PDF's pages separated
by form feeds.

Anything else (an image, an archive, a word processor's file) is refused, naming the file.
"""
from __future__ import annotations

import codecs
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import LawsearchError, SourceError
from ..lang import LANGUAGES
from .limits import check_length, is_pdf, read_bytes

_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
         (codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
         (codecs.BOM_UTF16_BE, "utf-16"))
# Control characters a text never holds (tab, line feed, form feed and carriage return it may).
_CONTROL = {chr(c) for c in range(32)} - {"\t", "\n", "\f", "\r", "\v"}
# What a word processor's PDF or a viewer's text puts between words (thin, en, narrow spaces:
# Unicode's spaces) is a space to every reader here, but for the no-break space, which
# editions print to bind a citation ("§ 16D", as the Danish one does 2,290 times) and the
# readers know: it is kept as published. What it puts inside words unseen (a zero-width space,
# a word joiner, a byte order mark mid-text) is nothing; its line and paragraph separators end
# a line. Its hyphens (U+2010, and the no-break one U+2011, drawn where a word breaks at a line's
# end too) are the hyphen-minus every reader here knows.
_SPACES = re.compile(r"[^\S\t\n\f\r\v\x1c-\x1f\x85\u2028\u2029 \u00a0]")
_UNSEEN = re.compile("[\u200b\u2060\ufeff\u180e]")
_HYPHENS = re.compile("[\u2010\u2011]")
_LINE_ENDS = re.compile("\r\n|[\r\v\x85\u2028\u2029]")
# What no text holds and XML cannot (control characters but a tab, a line's end and the form
# feed between pages; U+FFFE and U+FFFF; halves of a surrogate pair): left out, and said
_NOT_TEXT = re.compile("[\x00-\x08\x0b\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def _latin1(err: UnicodeDecodeError) -> tuple[str, int]:
    return err.object[err.start:err.end].decode("latin-1"), err.end


_LATIN1_FALLBACK = "lawsearch-latin-1"
codecs.register_error(_LATIN1_FALLBACK, _latin1)


@dataclass
class Decoded:
    text: str
    encoding: str  # "utf-8", "cp1252", "utf-16", "pdf", …
    how: str  # how the encoding was chosen, for the report
    pdf: bool = False
    # characters no text holds, left out: (line, how many there, which) for each line
    left_out: list[tuple[int, int, str]] = field(default_factory=list)
    # a PDF's pages whose drawing could not be read, left empty: (page from 1, what was met)
    unreadable: list[tuple[int, str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if _NOT_TEXT.search(self.text):
            self.text, self.left_out = _without_control(self.text)


def printable(name: str) -> str:
    """A file's name or a title as a document may hold it: bytes of another encoding than the
    system's (which Python keeps as halves of surrogate pairs) and control characters as
    U+FFFD."""
    name = name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return _NOT_TEXT.sub("\ufffd", name)


def _without_control(text: str) -> tuple[str, list[tuple[int, int, str]]]:
    """The text without the characters of `_NOT_TEXT`, and where they were."""
    out = []
    for number, line in enumerate(text.split("\n"), 1):
        found = _NOT_TEXT.findall(line)
        if found:
            which = ", ".join(sorted({f"U+{ord(c):04X}" for c in found}))
            out.append((number, len(found), which))
    return _NOT_TEXT.sub("", text), out


def decode(path: Path, lang: str, declared: str | None = None) -> Decoded:
    """The text of the file at `path` (an edition in `lang`); a file too large to be one
    refused before it is read, a text too long to be one before it is read further
    (`limits.py`)."""
    decoded = _decode(path, lang, declared)
    check_length(path, decoded.text)
    return decoded


def _decode(path: Path, lang: str, declared: str | None) -> Decoded:
    with open(path, "rb") as f:
        head = f.read(1024)
    if is_pdf(head):  # its size and all it decodes to bounded by `extract`
        from .pdf import read_pdf

        got = read_pdf(path)
        return Decoded(_normal(got.text), "pdf", "a PDF: its text extracted with pdfminer.six",
                       pdf=True, unreadable=got.unreadable)
    data = read_bytes(path)
    if declared:
        return Decoded(_normal(_strict(path, data, declared)), declared, "declared (--encoding)")
    for bom, name in _BOMS:
        if data.startswith(bom):
            return Decoded(_normal(_strict(path, data, name)), name.replace("-sig", ""),
                           "found: a byte order mark")
    wide = _utf16_without_bom(data)
    if wide:
        return Decoded(_normal(_strict(path, data, wide)), wide,
                       "found: UTF-16 without a byte order mark")
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise SourceError(path, line, "text (UTF-8, UTF-16 or a Windows code page) or a PDF",
                          "a NUL byte: binary data that is no PDF")
    try:
        text = data.decode("utf-8")
        how = "found: the file is valid UTF-8"
        encoding = "utf-8"
    except UnicodeDecodeError as err:
        language = LANGUAGES.get(lang)
        legacy = language.legacy_encoding if language else "cp1252"
        line = data[: err.start].count(b"\n") + 1
        text, both = _by_line(data, legacy)
        encoding = legacy
        how = (f"found: not UTF-8 (byte 0x{data[err.start]:02x} on line {line}), so read as "
               f"{encoding}, the usual encoding of {language.name if language else 'a'} text "
               "saved on Windows; --encoding names another")
        if both:
            how += (f"; but {both:,} line{'s' * (both != 1)} with letters beyond ASCII in "
                    "UTF-8, read as UTF-8 (a file put together from both)")
    _refuse_binary(path, text)
    return Decoded(_normal(text), encoding, how)


def _by_line(data: bytes, legacy: str) -> tuple[str, int]:
    """A text that is not UTF-8 as a whole, read a line at a time: a line that is UTF-8 as
    UTF-8 (no text in a code page spells its letters as UTF-8's byte sequences), any other in
    the code page (a byte it leaves undefined as ISO 8859-1 reads it); and how many lines
    beyond ASCII were UTF-8."""
    out, both = [], 0
    for raw in data.split(b"\n"):
        try:
            out.append(raw.decode("utf-8"))
            both += not raw.isascii()
        except UnicodeDecodeError:
            out.append(raw.decode(legacy, errors=_LATIN1_FALLBACK))
    return "\n".join(out), both


def _strict(path: Path, data: bytes, encoding: str) -> str:
    try:
        return data.decode(encoding)
    except LookupError:
        raise SourceError(path, 1, "a known text encoding", repr(encoding)) from None
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        if err.end == len(data) and "unexpected end" in err.reason:
            raise SourceError(path, line, f"{encoding} text that ends with a whole character",
                              "the file ends inside a character (truncated?)") from None
        raise SourceError(path, line, f"{encoding} text",
                          f"byte 0x{data[err.start]:02x} that is not {encoding}"
                          + ("" if encoding != "utf-8" else
                             "; try --encoding cp1252 (Windows) or latin-1")) from None


def _utf16_without_bom(data: bytes) -> str | None:
    """UTF-16 text has a NUL in every other byte where its text is ASCII."""
    sample = data[:4096]
    if len(sample) < 16 or b"\x00" not in sample:
        return None
    even = sample[0::2].count(0) / len(sample[0::2])
    odd = sample[1::2].count(0) / max(1, len(sample[1::2]))
    if odd > 0.3 and even < 0.05:
        return "utf-16-le"
    if even > 0.3 and odd < 0.05:
        return "utf-16-be"
    return None


def _refuse_binary(path: Path, text: str) -> None:
    sample = text[:20000]
    bad = sum(1 for c in sample if c in _CONTROL)
    if sample and bad > max(3, len(sample) // 200):
        first = next(i for i, c in enumerate(sample) if c in _CONTROL)
        raise SourceError(path, sample[:first].count("\n") + 1,
                          "text (UTF-8, UTF-16 or a Windows code page) or a PDF",
                          f"control characters ({bad} in the first {len(sample)}): binary data "
                          "that is no PDF")


def _normal(text: str) -> str:
    if text.startswith("\ufeff"):
        text = text[1:]
    text = _UNSEEN.sub("", _SPACES.sub(" ", _LINE_ENDS.sub("\n", text)))
    text = _HYPHENS.sub("-", text)
    return unicodedata.normalize("NFC", text)


def check_text(path: Path, text: str, pdf: bool = True) -> None:
    """A file with no text (an extracted PDF: a scan) cannot be read."""
    if any(c.isalpha() for c in text[:200000]):
        return
    if pdf:
        raise LawsearchError(f"{path}: no text in it (a scanned PDF?); it needs OCR first")
    raise LawsearchError(f"{path}: " + ("an empty file" if not text.strip() else
                                        "no letters in it: no edition's text"))
