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
- a wide gap inside a line (between a table's columns) becomes a tab.
"""
from __future__ import annotations

import statistics
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


def extract(path: Path) -> str:
    """The text of every page of the PDF at `path`, pages separated by form feeds."""
    try:
        pages = ["\n".join(_page_lines(chars)) for chars in _pages(Path(path))]
    except LawsearchError:
        raise
    except Exception as err:  # pdfminer raises many kinds on damaged or encrypted files
        raise LawsearchError(f"{path}: not a PDF pdfminer.six can read "
                             f"({type(err).__name__}: {err})") from None
    return "\f".join(pages)


def _pages(path: Path):
    from pdfminer.converter import PDFPageAggregator
    from pdfminer.layout import LTChar, LTContainer
    from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
    from pdfminer.pdfpage import PDFPage

    def chars(item):
        if isinstance(item, LTChar):
            if item.upright:
                yield item
        elif isinstance(item, LTContainer):
            for child in item:
                yield from chars(child)

    resources = PDFResourceManager(caching=True)
    device = PDFPageAggregator(resources, laparams=None)
    interpreter = PDFPageInterpreter(resources, device)
    with open(path, "rb") as f:
        for page in PDFPage.get_pages(f):
            interpreter.process_page(page)
            yield [_Char(c.get_text(), c.x0, c.x1, c.y0, c.size,
                         any(b in c.fontname.lower() for b in _BOLD))
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
    rows = _merge_superscripts(rows, body)
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
    main = max(c.size for c in row)
    base = min(c.y0 for c in row if c.size >= 0.85 * main)
    sup = [c.size < 0.85 * main and c.y0 > base + 0.15 * main and c.text.isdigit() for c in row]
    lead = 0  # a superscript number the line begins with: a footnote's own number
    while lead < len(row) and sup[lead]:
        lead += 1
    parts: list[str] = []
    if lead:
        parts.append("".join(c.text for c in row[:lead]) + (" " if lead < len(row) else ""))
    bold_end = None  # where the bold beginning of the line ends
    leading_bold = True
    prev: _Char | None = None
    for c, raised in zip(row[lead:], sup[lead:]):
        if prev is not None and not raised:  # a marker is written against the word before it
            gap = c.x0 - prev.x1
            if gap > 2.0 * main:
                parts.append("\t")
            elif gap > 0.15 * main and not prev.text.isspace() and not c.text.isspace():
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


def _clean(text: str) -> str:
    return " ".join(p for p in text.split(" ") if p) if "\t" not in text else \
        "\t".join(" ".join(cell.split()) for cell in text.split("\t"))
