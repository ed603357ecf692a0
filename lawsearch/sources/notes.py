"""Footnote markers inside a line of text, shared by every reader."""
from __future__ import annotations

import re
from typing import Callable

from ..model import Footnote, NoteRef


def split_at_markers(text: str, marker: re.Pattern, note_for: Callable[[re.Match], Footnote]
                     ) -> list[str | NoteRef]:
    """The text as strings and `NoteRef`s, each marker replaced by a reference to its footnote,
    trimmed at both ends. `note_for` names the footnote a marker stands for (or raises
    SourceError saying which text was expected)."""
    parts: list[str | NoteRef] = []
    pos = 0
    for m in marker.finditer(text):
        note = note_for(m)
        if m.start() > pos:
            parts.append(text[pos:m.start()])
        parts.append(NoteRef(m.group(), note))
        pos = m.end()
    if pos < len(text):
        parts.append(text[pos:])
    return trim(parts)


def trim(parts: list) -> list:
    """Strip white space at the two ends of inline parts, dropping empty strings."""
    if parts and isinstance(parts[0], str):
        parts[0] = parts[0].lstrip()
    if parts and isinstance(parts[-1], str):
        parts[-1] = parts[-1].rstrip()
    return [p for p in parts if p != ""]
