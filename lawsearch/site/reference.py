"""The reference pages: the definitions, the glossary (a term in every language), the subject
index, the 1907 laws beside their Turkish translation with links to the 2017 laws, and the
Laws of another year that a user imported."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

from markupsafe import Markup

from ..corpus import Corpus, own_notes
from ..ids import CanonicalId, law_number
from ..lang import ORDER, SOURCE
from ..lang.en import LAW_TITLES
from ..model import Paragraph, Ref
from ..works import ELWELL, qualified
from .anchors import anchor, href
from .i18n import N_
from .html import Html, Notes, blocks, note_html
from .pages import Row, cell


@dataclass
class Entry:
    """A row of a reference page: an anchor, a cell per language, links to units."""

    anchor: str
    cells: dict[str, Html | None]
    links: list[tuple[str, str]] = field(default_factory=list)  # (href, label)
    # languages whose cell is empty because their edition has no such part (no definitions):
    # said once on the page, not as a gap on every row
    silent: list[str] = field(default_factory=list)


def unit_label(cid: str) -> str:
    if cid.isdigit():
        return f"Law {cid}" + (f" ({LAW_TITLES[int(cid)]})" if int(cid) in LAW_TITLES else "")
    return cid


_LAW_LABEL = re.compile(r"^Law (\d+)(?: \(.*\))?$")
LINK_WORDS = (N_("definition"),)  # link labels that are messages of the interface


def label_html(label: str, ui) -> Markup:
    """A link's label in the interface's language: "Law 27 (Insufficient Bid)" as the law's
    title there, "definition" translated, a unit's id as it is."""
    m = _LAW_LABEL.match(label)
    if m:
        n = m.group(1)
        title = ui.law_title(n)
        return ui.text("Law {number}", number=int(n)) + (Markup(
            f' (<span data-law-title="{n}">{escape(title)}</span>)') if title else "")
    if label in LINK_WORDS or label == N_("the definitions"):
        return ui.text(label)
    return Markup(escape(label))


def without_definitions(corpus: Corpus) -> list[str]:
    """The languages whose edition prints no definitions (the Danish one)."""
    return [lang for lang, edition in corpus.editions.items() if not edition.definitions]


def definition_ids(corpus: Corpus) -> dict[tuple[str, str], str]:
    """(language, term) → the id of its definition on the site (`def:alert`), as the glossary
    aligns them (by the English term the Hebrew edition prints, and the reviewed mapping of the
    Turkish terms)."""
    from ..glossary import build_glossary

    concept_of = {(lang, t.text): c.id for c in build_glossary(corpus) if c.kind == "definition"
                  for lang, terms in c.terms.items() for t in terms}
    return {(lang, d.term): concept_of.get((lang, d.term), f"def:{lang}:{d.key}")
            for lang, edition in corpus.editions.items() for d in edition.definitions}


def definitions(corpus: Corpus) -> tuple[list[str], list[Entry]]:
    """The definitions, aligned as the glossary aligns them; each row says which editions print
    no definitions at all (`Entry.silent`)."""
    here = "definitions.html"
    ids = definition_ids(corpus)
    silent = without_definitions(corpus)
    by_key: dict[str, dict] = {}
    for lang, edition in corpus.editions.items():
        for d in edition.definitions:
            by_key.setdefault(ids[(lang, d.term)], {})[lang] = d
    langs = [lang for lang in corpus.langs
             if any(lang in versions for versions in by_key.values())]
    rows = []
    for key in sorted(by_key):
        versions = by_key[key]
        cells = {}
        notes = Notes(anchor(key))  # a definition's footnotes, under it as a book prints them
        for lang in langs:
            d = versions.get(lang)
            cells[lang] = None if d is None else Html(
                f'<p class="term"><strong>{escape(d.term)}</strong>'
                + (f' <span class="english" lang="{SOURCE}" dir="ltr">({escape(d.english)})</span>'
                   if d.english and lang != SOURCE else "") + "</p>"
                + blocks(d.text, here, lang, notes))
        _add_notes(cells, notes, here)
        rows.append(Entry(anchor(key), cells, silent=silent))
    return langs, rows


def _add_notes(cells: dict[str, Html | None], notes: Notes, here: str) -> None:
    """The footnotes met in a row's cells, each below the text of its cell."""
    for key, lang, note in notes.found.values():
        cells[lang] = Html(f'{cells[lang]}<p class="book-note" id="{key}">'
                           f'{escape(note.marker)} {note_html(note, here, lang)}</p>')


def glossary(corpus: Corpus) -> tuple[list[str], list[Entry]]:
    from ..glossary import build_glossary

    here = "glossary.html"
    concepts = build_glossary(corpus)
    langs = [lang for lang in ORDER
             if any(c.terms.get(lang) for c in concepts)]
    none = without_definitions(corpus)
    rows = []
    for c in concepts:
        cells = {lang: Html("<br>".join(escape(t.text) for t in c.terms.get(lang, []))) or None
                 for lang in langs}
        silent = [lang for lang in langs if c.kind == "definition" and lang in none
                  and not cells[lang]]
        links = []
        if c.unit:
            links.append((href(c.unit, here), unit_label(c.unit)))
        elif c.id.startswith("def:"):
            links.append((href(c.id, here), "definition"))
        rows.append(Entry(c.id.replace(":", "-"), cells, links, silent))
    return langs, rows


def subject_index(corpus: Corpus) -> list[dict]:
    """Each language's index: its entries nested under their heads, each linked or with the
    reason it links nowhere (`subject_index.tree`), and how many of each there are."""
    from ..annotations import load_index
    from .subject_index import order_key, tree, walk

    by_lang: dict[str, list] = {}
    for e in load_index(corpus.directory):
        by_lang.setdefault(e.lang, []).append(e)
    definitions = definition_ids(corpus)
    out = []
    for lang, entries in by_lang.items():
        terms = {order_key(term): cid for (dlang, term), cid in definitions.items()
                 if dlang == lang}
        items = tree(entries, corpus.ids, terms, prefix=f"idx-{lang}")
        shown = list(walk(items))
        out.append({"lang": lang, "entries": items, "count": len(shown),
                    "linked": sum(1 for i in shown if i.links),
                    "headings": sum(1 for i in shown if i.heading),
                    "unresolved": sum(1 for i in shown if not i.links and i.reasons)})
    return out


def book(corpus_dir: Path) -> tuple[list[str], list[Row], dict[str, list[tuple[str, str]]]]:
    """The 1907 book's units as aligned rows, and each rule's links to the 2017 laws."""
    here = f"{ELWELL}.html"
    book = Corpus.load(Path(corpus_dir), work=ELWELL)
    rows, links = [], {}
    for cid in book.ids:
        rows.append(_row(book, cid, cid, here, cid.count(":") - 1))
        related = book.related(cid)
        if related:
            links[cid] = [(href(t, here), unit_label(t) if t.isdigit() else
                           f"{t} (Law {law_number(t)})") for t in related]
    return book.langs, rows, links


def other_laws(corpus_dir: Path, work: str) -> tuple[list[str], list[Row]]:
    """Another year's Laws (a work a user imported an edition of) as aligned rows, its
    cross-references linked within it."""
    laws = Corpus.load(Path(corpus_dir), work=work)
    for edition in laws.editions.values():  # its references name its own units
        for unit in edition.units():
            parts = [p for b in unit.intro + unit.wrapup if isinstance(b, Paragraph)
                     for p in b.parts] + list(unit.heading_parts or []) + \
                [p for n in own_notes(unit) for p in (n.parts or [])]
            for ref in (p for p in parts if isinstance(p, Ref)):
                ref.target = qualified(work, ref.target)
                ref.upto = ref.upto and qualified(work, ref.upto)
    here = f"{work}.html"
    return laws.langs, [_row(laws, cid, qualified(work, cid), here,
                             len(CanonicalId.parse(cid).parts()) - 1) for cid in laws.ids]


def _row(corpus: Corpus, cid: str, shown: str, here: str, depth: int) -> Row:
    versions = corpus.versions(cid)
    notes = Notes(anchor(shown))
    cells = {lang: (cell(versions[lang], here, lang, notes) if lang in versions else None)
             for lang in corpus.langs}
    _add_notes(cells, notes, here)
    first = versions[next(iter(versions))]
    return Row(shown, anchor(shown), first.kind, depth, cells)
