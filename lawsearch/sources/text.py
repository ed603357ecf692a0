"""Reading a source file into numbered lines, and checks every reader shares."""
from __future__ import annotations

import unicodedata
from pathlib import Path

from ..errors import SourceError
from ..model import Unit
from ..works import LAWS

LAW_COUNT = LAWS.laws


def read_lines(path: Path, encoding: str = "utf-8") -> list[str]:
    """The file's lines, decoded (UTF-8 unless another encoding is declared) and normalised to
    NFC (index 0 is line 1).

    A file that does not decode is refused with the line of the first undecodable byte; so is a
    file with NUL bytes (binary).
    """
    data = Path(path).read_bytes()
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise SourceError(path, line, "UTF-8 text", "a NUL byte (binary file?)")
    try:
        text = data.decode(encoding)
    except LookupError:
        raise SourceError(path, 1, "a known text encoding", repr(encoding)) from None
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        if err.end == len(data) and "unexpected end" in err.reason:
            raise SourceError(path, line, "UTF-8 text that ends with a whole character",
                              "the file ends inside a character (truncated?)") from None
        name = "UTF-8" if encoding.lower().replace("_", "-") in ("utf-8", "utf8") else encoding
        raise SourceError(path, line, f"{name} text",
                          f"byte 0x{data[err.start]:02x} that is not {name}") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n")
    # A file of carriage returns alone has its lines ended by them; in any other, a stray one is
    # no line's end (no editor shows one there, and the lines named in an error are an editor's)
    return text.replace("\r", "" if "\n" in text else "\n").split("\n")


def check_law_sequence(path: object, laws: list[Unit], label: str,
                       last_line: int, count: int = LAW_COUNT, whole: bool = True) -> None:
    """Laws 1…count, each once, in order; else a SourceError naming where the gap shows.
    With `whole` False the laws may stop before `count` (an edition of the first laws).

    `label` renders the heading a reader expected, e.g. "YASA {n}".
    """
    expected = 1
    for law in laws:
        n = int(law.id)
        if n != expected:
            if n < expected:
                raise SourceError(path, law.line, f"{label.format(n=expected)} (law {n} again?)",
                                  law.num)
            raise SourceError(path, law.line, label.format(n=expected), law.num)
        expected += 1
    if expected <= count and whole:
        raise SourceError(path, last_line,
                          f"{label.format(n=expected)}: the file ends after law {expected - 1}"
                          f" of {count} (truncated?)")
