"""An edition as plain text in a profile's layout, which the same profile reads back
(`lawsearch export --format text --lang da` → edit → `lawsearch import … --profile da-plain`).

Each unit is marked with its canonical part ("A.", "1.", "a.", "i." in the Danish layout), not
the number its edition printed, so the text reads back to the same units; each level is indented
two spaces more, so that a unit's closing text is told from its last part's; paragraphs are
separated by blank lines and a table's cells by tabs. Footnotes are not written.
"""
from __future__ import annotations

import re

from ..model import Edition, Paragraph, Table, Unit

_LAST_PART = re.compile(r"([A-Z]|\d+|[a-z]+)\)?$")


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
            marker = markers[level - 1].format(part=_LAST_PART.search(u.id).group(1))
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
