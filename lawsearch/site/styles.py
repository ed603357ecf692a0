"""The site's one stylesheet, `assets/lawsearch.css` in the built site: the theme's three
(`lawsearch.css` for every page, `reference.css` for the reference pages and the search's
results, `print.css` for paper, under `@media print`) written as one file, so that a page asks
for one stylesheet before it can be drawn, not three (on a weak signal, each request waits for
one of the browser's few connections to a host)."""
from __future__ import annotations

from pathlib import Path

SHEET = "lawsearch.css"  # what every page links to (main.html)
SCREEN = ("lawsearch.css", "reference.css")  # the theme's, in this order
PRINT = "print.css"


def write(assets: Path) -> None:
    """Join the theme's stylesheets, as MkDocs copied them into the site's `assets`, into
    `SHEET`, and remove the others."""
    parts = [(assets / name).read_text(encoding="utf-8") for name in SCREEN]
    printed = (assets / PRINT).read_text(encoding="utf-8")
    text = "\n".join(part.rstrip("\n") for part in parts)
    text += f"\n\n/* {PRINT}: the pages on paper */\n@media print {{\n{printed.rstrip()}\n}}\n"
    (assets / SHEET).write_text(text, encoding="utf-8")
    for name in (*SCREEN, PRINT):
        if name != SHEET:
            (assets / name).unlink()
