"""An edition as plain text in a profile's layout, which the same profile reads back
(`lawsearch export --format text --lang da` → edit → `lawsearch import … --profile da-plain`).

Each unit is marked with its canonical part ("A.", "1.", "a.", "i." in the Danish layout), not
the number its edition printed, so the text reads back to the same units; a heading follows its
marker and the text goes on the lines below; each level is indented two spaces more, so that a
unit's closing text is told from its last part's; paragraphs are separated by blank lines and a
table's cells by tabs. Footnotes are not written.
"""
from __future__ import annotations

import re

from ..model import Edition, Paragraph, Table, Unit

_LAST_PART = re.compile(r"([A-Z]|\d+|[a-z]+)\)?$")


def _lettered(part: str, level: int, lettering: str) -> str:
    """A canonical part in the edition's own letters (Hebrew: B → ב for a section, b → ב for an
    item)."""
    if lettering != "hebrew" or level not in (1, 3):
        return part
    from ..lang.he import LETTER_VALUES

    value = ord(part.upper()) - ord("A") + 1
    if value <= 10:
        return next(letter for letter, v in LETTER_VALUES.items() if v == value)
    return "י" + next(letter for letter, v in LETTER_VALUES.items() if v == value - 10)


def _blocks(blocks: list) -> list[str]:
    out = []
    for b in blocks:
        if isinstance(b, Table):
            out.append("\n".join("\t".join(cell.replace("\t", " ") for cell in row)
                                 for row in b.rows))
        elif isinstance(b, Paragraph) and b.text.strip():
            out.append(" ".join(b.text.split()))
        elif hasattr(b, "text") and b.text.strip():
            out.append(b.text)
    return out


def to_plain(edition: Edition, profile) -> str:
    """The edition's laws in the layout of `profile` (a profile with `formats`)."""
    if not profile.formats:
        raise ValueError(f"profile {profile.name} has no layout to write")
    law_format, *markers = profile.formats
    lines: list[str] = []

    def indent(text: str, level: int) -> str:
        pad = "  " * level if profile.indented else ""
        return "\n".join(pad + line for line in text.split("\n"))

    def walk(u: Unit, level: int) -> None:
        intro, wrapup = _blocks(u.intro), _blocks(u.wrapup)
        if level == 0:
            lines.extend(["", law_format.format(n=u.id, title=u.heading or ""), ""])
            first = []
        else:
            marker = markers[level - 1].format(
                part=_lettered(_LAST_PART.search(u.id).group(1), level, profile.lettering))
            if profile.headings_after_markers:
                head, first = u.heading or "", []
            else:
                head = u.heading if u.heading else (intro[0] if intro else "")
                first = [] if u.heading or not intro else intro[:1]
            lines.extend([indent(f"{marker} {head}".rstrip(), level - 1), ""])
        for text in intro[len(first):]:
            lines.extend([indent(text, level), ""])
        for child in u.children:
            walk(child, level + 1)
        for text in wrapup:
            lines.extend([indent(text, level), ""])

    for law in edition.laws:
        walk(law, 0)
    return "\n".join(lines).strip("\n") + "\n"
