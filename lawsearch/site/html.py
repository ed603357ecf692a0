"""The corpus's text as HTML: paragraphs whose references are links (with the target named for
a preview), footnote markers linked to their notes, tables as tables (each in a box that scrolls
sideways). Every string is escaped."""
from __future__ import annotations

import json
import re
from html import escape

from ..model import NoteRef, Paragraph, Preformatted, Ref, Table
from .anchors import href


class Html(str):
    """Text that is HTML already (Jinja2 leaves it unescaped)."""

    def __html__(self) -> str:
        return str(self)


class Notes:
    """The footnotes met while rendering one row of a page, each given an anchor unique on the
    page (`fn-27B1a-tr-1`), for the margin beside the row."""

    def __init__(self, prefix: str):
        self.prefix = prefix
        self.found: dict[int, tuple[str, str, object]] = {}  # id(note) → (anchor, lang, note)

    def key(self, lang: str, note) -> str:
        got = self.found.get(id(note))
        if got is None:
            n = sum(1 for _, other, _ in self.found.values() if other == lang) + 1
            got = self.found[id(note)] = (f"fn-{self.prefix}-{lang}-{n}", lang, note)
        return got[0]


def marker(lang: str, note, mark: str, notes: Notes | None) -> str:
    """A footnote marker: a link to the note in the margin when there is one."""
    if notes is None:
        return f'<sup class="fn">{escape(mark)}</sup>'
    return (f'<sup class="fn"><a href="#{notes.key(lang, note)}" '
            f'aria-label="note {escape(mark)}">{escape(mark)}</a></sup>')


def inline(parts: list, here: str, lang: str, notes: Notes | None = None) -> str:
    """Inline parts (strings, references, footnote markers) as HTML; `notes` collects the
    footnotes met."""
    out = []
    for p in parts:
        if isinstance(p, str):
            out.append(escape(p))
        elif isinstance(p, Ref):
            title = p.target + (f"–{p.upto}" if p.upto else "")
            out.append(f'<a class="ref" href="{escape(href(p.target, here))}" '
                       f'data-target="{escape(p.target)}" data-lang="{lang}" '
                       f'title="{escape(title)}">{escape(p.text)}</a>')
        elif isinstance(p, NoteRef):
            out.append(marker(lang, p.note, p.marker, notes))
    return "".join(out)


# A cell that holds only a number (a score, a count of tricks): never broken across lines.
_NUMBER = re.compile(r"[-+−–]?\d[\d.,/ ]*")


def _td(text: str) -> str:
    if _NUMBER.fullmatch(text.strip()):
        return f'<td class="n">{escape(text)}</td>'
    return f"<td>{escape(text)}</td>"


def blocks(items: list, here: str, lang: str, notes: Notes | None = None,
           flagged: set[str] = frozenset()) -> str:
    """Paragraphs, tables and preformatted text as HTML; a table row of `flagged` (its cells
    apart by tabs) marked as one whose numbers differ from the other editions'."""
    out = []
    for b in items:
        if isinstance(b, Paragraph):
            out.append(f"<p>{inline(b.parts, here, lang, notes)}</p>")
        elif isinstance(b, Table):
            rows = "".join(('<tr class="erratum">' if "\t".join(row) in flagged else "<tr>")
                           + "".join(_td(c) for c in row) + "</tr>" for row in b.rows)
            # in a box of its own that scrolls sideways, so a wide table never spills over the
            # neighbouring column (or off a phone's screen)
            out.append(f'<div class="scroll"><table class="inner">{rows}</table></div>')
        elif isinstance(b, Preformatted):
            out.append(f"<pre>{escape(b.text)}</pre>")
    return "".join(out)


def note_html(note, here: str, lang: str) -> str:
    """A footnote's text, its references linked."""
    if note.parts:
        return inline(note.parts, here, lang)
    return escape(note.text)


_SCRIPT_SAFE = str.maketrans({c: f"\\u{ord(c):04x}" for c in "<>&\u2028\u2029"})


def script_json(data) -> str:
    """`data` as JSON that is safe inside a <script> element, whatever text it holds."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True).translate(_SCRIPT_SAFE)
