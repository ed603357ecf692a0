"""What each page of the site shows, read from the corpus (never from the sources).

A law page is a list of rows, one per unit in document order, each with a cell per language and a
margin of the notes that belong to that unit: footnotes, national regulations, commentary and the
1907 rules, each with its kind and who says it.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from html import escape

from ..corpus import Corpus, own_notes
from ..lang import LANGUAGES
from ..lang.en import LAW_TITLES
from .anchors import anchor, href
from .html import Html, Notes, blocks, inline, marker, note_html

KIND_LABELS = {
    "footnote": "footnote",
    "national-note": "national note",
    "national-regulation": "national regulation",
    "commentary": "commentary",
    "historical": "1907",
}
PREVIEW_CHARS = 320
_TARGET = re.compile(r'data-target="([^"]+)"')
LONG_NOTE = 400  # characters


@dataclass
class Margin:
    kind: str  # a key of KIND_LABELS
    lang: str
    source: str  # who says it
    html: Html
    id: str = ""
    title: str = ""
    link: str = ""  # where the note comes from on this site (a 1907 rule)

    @property
    def label(self) -> str:
        return KIND_LABELS.get(self.kind, self.kind)

    @property
    def long(self) -> bool:
        """Folded under its first lines, so that a long commentary does not stretch its row."""
        return len(re.sub(r"<[^>]+>", "", self.html)) > LONG_NOTE


@dataclass
class Row:
    id: str
    anchor: str
    kind: str
    depth: int
    cells: dict[str, Html | None]
    margin: list[Margin] = field(default_factory=list)


@dataclass
class LawPage:
    number: int
    path: str  # "laws/27.html"
    title: str  # English title
    titles: dict[str, str]  # each language's heading of the law
    langs: list[str]
    rows: list[Row]
    previews: dict[str, dict[str, str]]  # target id → language → plain text
    prev: int | None
    next: int | None


def lang_info(lang: str) -> dict:
    info = LANGUAGES.get(lang)
    return {"code": lang, "name": info.native if info else lang, "english": info.name if info
            else lang, "dir": "rtl" if info and info.rtl else "ltr"}


def _depth(cid: str) -> int:
    from ..ids import CanonicalId

    return len(CanonicalId.parse(cid).parts()) - 1


def cell(unit, here: str, lang: str, notes: Notes | None) -> Html:
    head = []
    if unit.num:
        head.append(f'<span class="num">{escape(unit.num)}</span>')
    if unit.heading:
        heading = inline(unit.heading_parts, here, lang, notes) if unit.heading_parts else \
            escape(unit.heading)
        head.append(f'<span class="heading">{heading}</span>')
    for n in unit.heading_notes:
        head.append(marker(lang, n.note, n.marker, notes))
    out = f'<div class="head">{" ".join(head)}</div>' if head else ""
    body = blocks(unit.intro, here, lang, notes)
    tail = blocks(unit.wrapup, here, lang, notes)
    return Html(out + body + (f'<div class="wrapup">{tail}</div>' if tail else ""))


def _plain(unit) -> str:
    from ..corpus import own_text

    text = " ".join(p for p in (unit.num, unit.heading, own_text(unit)) if p)
    return text if len(text) <= PREVIEW_CHARS else text[:PREVIEW_CHARS].rsplit(" ", 1)[0] + " …"


def law_pages(corpus: Corpus) -> list[LawPage]:
    """A page per law, rows aligned by canonical id."""
    langs = corpus.langs
    laws = [cid for cid in corpus.ids if cid.isdigit()]
    pages = []
    for i, law in enumerate(laws):
        here = f"laws/{law}.html"
        rows, targets = [], set()
        for cid in corpus.subtree(law):
            versions = corpus.versions(cid)
            cells, margin, notes = {}, [], Notes(anchor(cid))
            for lang in langs:
                unit = versions.get(lang)
                if unit is None:
                    cells[lang] = None
                    continue
                cells[lang] = cell(unit, here, lang, notes)
                for n in own_notes(unit):
                    notes.key(lang, n)  # a note whose marker the text lost still shows
            for key, lang, note in notes.found.values():
                margin.append(Margin(getattr(note, "kind", "footnote"), lang,
                                     corpus.sources.get(lang, {}).get("publisher", lang),
                                     Html(f'<span class="marker">{escape(note.marker)}</span> '
                                          + note_html(note, here, lang)), id=key))
            for ann in corpus.annotations_of(cid):
                margin.append(_annotation_margin(ann, here))
            rows.append(Row(cid, anchor(cid), versions[next(iter(versions))].kind, _depth(cid),
                            cells, margin))
            # every reference on the row, in its cells and its margin, gets a preview
            for html in [*cells.values(), *(m.html for m in margin)]:
                targets.update(_TARGET.findall(html or ""))
        titles = {lang: v.heading for lang, v in corpus.versions(law).items() if v.heading}
        previews = {}
        for t in sorted(targets):
            versions = corpus.versions(t)
            if versions:
                previews[t] = {lang: _plain(u) for lang, u in versions.items()}
        pages.append(LawPage(int(law), here, LAW_TITLES.get(int(law), ""), titles, langs, rows,
                             previews, int(laws[i - 1]) if i else None,
                             int(laws[i + 1]) if i + 1 < len(laws) else None))
    return pages


def _annotation_margin(ann, here: str) -> Margin:
    link = ""
    if ann.kind == "historical":
        link = href(ann.id, here)
    return Margin(ann.kind, ann.lang, ann.authority, Html(blocks(ann.blocks, here, ann.lang)),
                  id="note-" + re.sub(r"[^\w-]", "-", ann.id),
                  title=ann.title or "", link=link)


# What the HTML parser could read inside a <script> element: not only "</script>" ends it early;
# "<!--<script>" makes it swallow the page up to a second "</script>". None of these may appear
# raw, and JSON may write each as a \u escape inside its strings (the only place they can be).
# U+2028 and U+2029 too, so the JSON is also a valid JavaScript literal in older engines.
_SCRIPT_SAFE = str.maketrans({c: f"\\u{ord(c):04x}" for c in "<>&\u2028\u2029"})


def script_json(data) -> str:
    """`data` as JSON that is safe inside a <script> element, whatever text it holds."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True).translate(_SCRIPT_SAFE)


def previews_json(page: LawPage) -> Html:
    """The previews a page's references show, as JSON safe inside a <script> element."""
    return Html(script_json(page.previews))


def laws_list(pages: list[LawPage]) -> list[dict]:
    return [{"number": p.number, "path": p.path, "title": p.title, "titles": p.titles}
            for p in pages]
