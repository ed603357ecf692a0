"""Side-by-side columns in the terminal (rich), right-to-left languages in visual order.

Terminals lay text out left to right; a Hebrew column is wrapped in logical order first, then each
line is reordered for display (Unicode bidi algorithm, with mirrored brackets) and right-aligned.
"""
from __future__ import annotations

import textwrap

from rich.console import Console
from rich.table import Table
from rich.text import Text

from .corpus import Corpus, blocks_text, own_notes, own_text
from .lang import LANGUAGES
from .lang.en import LAW_TITLES


def _visual_rtl(text: str, width: int) -> str:
    from bidi.algorithm import get_display  # the pure-Python algorithm mirrors brackets

    lines = []
    for paragraph in text.split("\n"):
        for line in textwrap.wrap(paragraph, width=max(width, 10)) or [""]:
            lines.append(get_display(line, base_dir="R").rjust(width))
    return "\n".join(lines)


def _cell(corpus: Corpus, cid: str, lang: str, width: int, visual_rtl: bool) -> Text:
    unit = corpus.versions(cid).get(lang)
    if unit is None:
        return Text("—", style="dim")
    rtl = LANGUAGES[lang].rtl and visual_rtl
    head = " ".join(p for p in (unit.num, unit.heading or "") if p)
    body = own_text(unit)
    notes = "\n".join(f"[{n.marker}] {n.text}" for n in own_notes(unit))
    annotations = "\n".join(
        f"◆ {a.kind} – {a.authority}" + (f": {a.title}" if a.title else "") + "\n"
        + blocks_text(a.blocks)
        for a in corpus.annotations_of(cid) if a.lang == lang)
    out = Text(justify="right" if rtl else "left")
    for chunk, style in ((head, "bold"), (body, ""), (notes, "italic dim"),
                         (annotations, "cyan")):
        if not chunk:
            continue
        if len(out):
            out.append("\n")
        out.append(_visual_rtl(chunk, width) if rtl else chunk, style=style)
    return out


def _title(cited: list[str], corpus: Corpus | None = None) -> str:
    if corpus is not None and corpus.work != "wbf-2017":
        if len(cited) > 1:
            return f"{corpus.work}: {len(cited)} sections"
        section = corpus.versions(cited[0].rsplit(":", cited[0].count(":") - 1)[0])
        heading = next((u.heading for u in section.values() if u.heading), "")
        return f"{cited[0]} – {heading}"
    if len(cited) > 1:
        return "Laws " + ", ".join(cited)
    title = f"Law {cited[0]}"
    return title + (f" – {LAW_TITLES.get(int(cited[0]), '')}" if cited[0].isdigit() else "")


def show_units(corpus: Corpus, ids: list[str], langs: list[str], console: Console | None = None,
               visual_rtl: bool = True, cited: list[str] | None = None) -> None:
    """Print units as rows, one column per language; `cited` names what was asked for."""
    console = console or Console()
    title = _title(cited or ids[:1], corpus)
    table = Table(title=title, show_lines=True, expand=True)
    width = max(20, (console.width - 4 * len(langs)) // max(1, len(langs)) - 2)
    for lang in langs:
        table.add_column(f"{LANGUAGES[lang].native} ({lang})", ratio=1,
                         justify="right" if LANGUAGES[lang].rtl else "left")
    for cid in ids:
        table.add_row(*[_cell(corpus, cid, lang, width, visual_rtl) for lang in langs])
    console.print(table)
    if corpus.work != "wbf-2017":
        for cid in ids:
            laws = corpus.related(cid)
            if laws:
                console.print(f"{cid} → 2017: " + "; ".join(
                    f"Law {t}" + (f" ({LAW_TITLES[int(t)]})" if t.isdigit() else "")
                    for t in laws))
