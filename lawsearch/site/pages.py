"""What each page of the site shows, read from the corpus (never from the sources).

A law page is a list of rows, one per unit in document order, each with a cell per language and a
margin of the notes that belong to that unit: footnotes, national regulations, commentary and the
1907 rules, each with its kind and who says it. Above the rows, the law's sections; beside them,
the previews of every unit a reference on the page leads to (its law, its path, its text).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from html import escape, unescape

from ..corpus import Corpus, blocks_text, own_notes, own_text
from ..ids import CanonicalId, render_part
from ..lang import LANGUAGES, SOURCE
from ..lang.en import LAW_TITLES
from .anchors import anchor, href
from .i18n import N_
from .html import Html, Notes, blocks, inline, marker, note_html, script_json

KIND_LABELS = {  # message ids: shown in the interface's language
    "footnote": N_("footnote"),
    "national-note": N_("national note"),
    "national-regulation": N_("national regulation"),
    "commentary": N_("commentary"),
    "historical": N_("1907"),
}
PREVIEW_CHARS = 320
_TARGET = re.compile(r'data-target="([^"]+)"')
LONG_NOTE = 400  # characters
SUMMARY_CHARS = 160


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

    @property
    def summary(self) -> str:
        """A folded note's first words, its tables and deal diagrams left out (their cells run
        together as text)."""
        text = re.sub(r"<(table|pre)\b.*?</\1>", " … ", self.html, flags=re.DOTALL)
        text = re.sub(r"<[^>]+>", "", re.sub(r"</(p|div)>", " ", text))
        text = " ".join(unescape(text).split())
        return text if len(text) <= SUMMARY_CHARS else \
            text[:SUMMARY_CHARS].rsplit(" ", 1)[0] + " …"


@dataclass
class Row:
    id: str
    anchor: str
    kind: str
    depth: int
    cells: dict[str, Html | None]
    margin: list[Margin] = field(default_factory=list)
    # language → the disagreements in numbers its cell is marked for (`numbers.errata`)
    errata: dict[str, list[dict]] = field(default_factory=dict)


@dataclass
class Section:
    """An entry of a law's table of contents."""

    id: str
    anchor: str
    num: str  # "A"
    heading: str  # in the first language that has one ("" if none does)
    lang: str


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
    sections: list[Section] = field(default_factory=list)
    # where each previewed unit sits: target id → [law, [path parts]], and the laws' titles
    # (law → language → title, English from the list of titles), for the previews' heading
    heads: dict = field(default_factory=dict)

    @property
    def has_notes(self) -> bool:
        """Whether the page needs a margin at all."""
        return any(row.margin for row in self.rows)

    @property
    def heads_json(self) -> Html:
        """`heads` as JSON for an attribute in single quotes: its quotes need no escaping there,
        and whatever text it holds cannot end the attribute."""
        text = json.dumps(self.heads, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        return Html(escape(text, quote=False).replace("'", "&#39;"))


def lang_info(lang: str) -> dict:
    info = LANGUAGES.get(lang)
    return {"code": lang, "name": info.native if info else lang, "english": info.name if info
            else lang, "dir": "rtl" if info and info.rtl else "ltr"}


def _depth(cid: str) -> int:
    return len(CanonicalId.parse(cid).parts()) - 1


def cell(unit, here: str, lang: str, notes: Notes | None, flagged: set[str] = frozenset()
         ) -> Html:
    """A unit's cell in one language: its number and heading, its text, its closing text; the
    table rows of `flagged` (as printed, cells apart by tabs) marked as differing."""
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
    body = blocks(unit.intro, here, lang, notes, flagged)
    tail = blocks(unit.wrapup, here, lang, notes, flagged)
    return Html(out + body + (f'<div class="wrapup">{tail}</div>' if tail else ""))


def _clip(text: str) -> str:
    return text if len(text) <= PREVIEW_CHARS else text[:PREVIEW_CHARS].rsplit(" ", 1)[0] + " …"


def _plain(unit) -> str:
    """A preview's text: the unit's number, heading and own text; a lead-in (its text ends with
    a colon before its items) followed by its first item, which the colon announces."""
    text = _clip(" ".join(p for p in (unit.num, unit.heading, own_text(unit)) if p))
    if unit.children and blocks_text(unit.intro).rstrip().endswith(":"):
        first = unit.children[0]
        text += "\n" + _clip(" ".join(p for p in (first.num, first.heading, own_text(first)) if p))
    return text


def place(cid: str) -> list:
    """Where a unit sits, for a preview's heading: `27B1(a)` → `["27", ["B", "1", "(a)"]]`."""
    parts = CanonicalId.parse(cid).parts()
    return [parts[0][1], [render_part(level, part) for level, part in parts[1:]]]


def law_titles(corpus: Corpus, law: str) -> dict[str, str]:
    """A law's title as each edition heads it, and in English as the site names it (the list of
    titles, whatever an English edition prints)."""
    titles = {lang: v.heading for lang, v in corpus.versions(law).items() if v.heading}
    if int(law) in LAW_TITLES:
        titles[SOURCE] = LAW_TITLES[int(law)]
    return titles


def sections(corpus: Corpus, rows: list[Row], langs: list[str]) -> list[Section]:
    """The units right under a law, each with its heading in the first language that has one."""
    out = []
    for row in rows:
        if row.depth != 1:
            continue
        cid, versions = row.id, corpus.versions(row.id)
        lang = next((lang for lang in langs if lang in versions and versions[lang].heading), "")
        num = "".join(place(cid)[1])
        out.append(Section(cid, anchor(cid), num, versions[lang].heading if lang else "", lang))
    return out


def law_pages(corpus: Corpus) -> list[LawPage]:
    """A page per law, rows aligned by canonical id."""
    from ..citations.report import conflicting
    from ..numbers import errata

    langs = corpus.langs
    laws = [cid for cid in corpus.ids if cid.isdigit()]
    found, cited = errata(corpus), conflicting(corpus.directory)
    pages = []
    for i, law in enumerate(laws):
        here = f"laws/{law}.html"
        rows, targets = [], set()
        for cid in corpus.subtree(law):
            versions = corpus.versions(cid)
            cells, margin, notes = {}, [], Notes(anchor(cid))
            marks = {lang: [d for d in found.get(cid, []) if lang in d["marked"]]
                     for lang in langs}
            for lang in langs:
                unit = versions.get(lang)
                if unit is None:
                    cells[lang] = None
                    continue
                flagged = {row for d in marks[lang] for row in d["rows"].get(lang, [])}
                cells[lang] = _marked(cell(unit, here, lang, notes, flagged),
                                      cited.get(cid, {}).get(lang, set()), cid)
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
                            cells, margin, {lang: m for lang, m in marks.items() if m}))
            # every reference on the row, in its cells and its margin, gets a preview
            for html in [*cells.values(), *(m.html for m in margin)]:
                targets.update(_TARGET.findall(html or ""))
        titles = {lang: v.heading for lang, v in corpus.versions(law).items() if v.heading}
        previews, paths, heads = {}, {}, {}
        for t in sorted(targets):
            versions = corpus.versions(t)
            if versions:
                previews[t] = {lang: _plain(u) for lang, u in versions.items()}
                paths[t] = place(t)
                heads.setdefault(paths[t][0], law_titles(corpus, paths[t][0]))
        pages.append(LawPage(int(law), here, LAW_TITLES.get(int(law), ""), titles, langs, rows,
                             previews, int(laws[i - 1]) if i else None,
                             int(laws[i + 1]) if i + 1 < len(laws) else None,
                             sections(corpus, rows, langs), {"paths": paths, "titles": heads}))
    return pages


def _marked(html: Html, targets: set[str], unit: str) -> Html:
    """A cell with a mark after each link to one of `targets` (`citations.report.conflicting`), linking
    to the unit's row of the Quality page's citations that disagree."""
    if not targets:
        return html
    mark = (f' <a class="erratum" href="../quality.html#cites-{anchor(unit)}" '
            f'data-i18n-title="{CITED_DIFFERENTLY}" title="{CITED_DIFFERENTLY}">≠</a>')
    return Html(re.sub(r'(<a [^>]*data-target="([^"]+)"[^>]*>.*?</a>)',
                       lambda m: m.group(1) + (mark if m.group(2) in targets else ""), str(html)))


# the title of the mark beside a citation the other editions do not make (translated on the page)
CITED_DIFFERENTLY = N_("The other editions cite another unit here: a candidate erratum")


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
def previews_json(page: LawPage) -> Html:
    """The previews a page's references show, as JSON safe inside a <script> element."""
    return Html(script_json(page.previews))


def laws_list(pages: list[LawPage]) -> list[dict]:
    return [{"number": p.number, "path": p.path, "title": p.title, "titles": p.titles}
            for p in pages]
