"""The reference pages: the definitions, the glossary (a term in every language), the subject
index, and the 1907 laws beside their Turkish translation with links to the 2017 laws."""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from pathlib import Path

from ..corpus import Corpus
from ..ids import law_number
from ..lang.en import LAW_TITLES
from .anchors import anchor, href
from .html import Html, Notes, blocks, note_html
from .pages import Row, cell


@dataclass
class Entry:
    """A row of a reference page: an anchor, a cell per language, links to units."""

    anchor: str
    cells: dict[str, Html | None]
    links: list[tuple[str, str]] = field(default_factory=list)  # (href, label)


def unit_label(cid: str) -> str:
    if cid.isdigit():
        return f"Law {cid}" + (f" ({LAW_TITLES[int(cid)]})" if int(cid) in LAW_TITLES else "")
    return cid


def definitions(corpus: Corpus) -> tuple[list[str], list[Entry]]:
    """The definitions, aligned as the glossary aligns them (by the English term the Hebrew
    edition prints, and the reviewed mapping of the Turkish terms)."""
    from ..glossary import build_glossary

    here = "definitions.html"
    concept_of = {(lang, t.text): c.id for c in build_glossary(corpus) if c.kind == "definition"
                  for lang, terms in c.terms.items() for t in terms}
    by_key: dict[str, dict] = {}
    for lang, edition in corpus.editions.items():
        for d in edition.definitions:
            by_key.setdefault(concept_of.get((lang, d.term), f"def:{lang}:{d.key}"), {})[lang] = d
    langs = [lang for lang in corpus.langs
             if any(lang in versions for versions in by_key.values())]
    rows = []
    for key in sorted(by_key):
        versions = by_key[key]
        cells = {}
        for lang in langs:
            d = versions.get(lang)
            cells[lang] = None if d is None else Html(
                f'<p class="term"><strong>{escape(d.term)}</strong>'
                + (f' <span class="english" lang="en" dir="ltr">({escape(d.english)})</span>'
                   if d.english and lang != "en" else "") + "</p>" + blocks(d.text, here, lang))
        rows.append(Entry(anchor(key), cells))
    return langs, rows


def glossary(corpus: Corpus) -> tuple[list[str], list[Entry]]:
    from ..glossary import build_glossary

    here = "glossary.html"
    concepts = build_glossary(corpus)
    langs = [lang for lang in ("tr", "da", "he", "en")
             if any(c.terms.get(lang) for c in concepts)]
    rows = []
    for c in concepts:
        cells = {lang: Html("<br>".join(escape(t.text) for t in c.terms.get(lang, []))) or None
                 for lang in langs}
        links = []
        if c.unit:
            links.append((href(c.unit, here), unit_label(c.unit)))
        elif c.id.startswith("def:"):
            links.append((href(c.id, here), "definition"))
        rows.append(Entry(c.id.replace(":", "-"), cells, links))
    return langs, rows


def subject_index(corpus: Corpus) -> list[dict]:
    """Each language's index: its entries with links to the units they name."""
    from ..annotations import load_index

    here = "subject-index.html"
    out: dict[str, list] = {}
    for e in load_index(corpus.directory):
        out.setdefault(e.lang, []).append({
            "term": e.term, "links": [(href(t, here), t) for t in e.targets],
            "unresolved": e.unresolved})
    return [{"lang": lang, "entries": entries} for lang, entries in out.items()]


def book(corpus_dir: Path) -> tuple[list[str], list[Row], dict[str, list[tuple[str, str]]]]:
    """The 1907 book's units as aligned rows, and each rule's links to the 2017 laws."""
    here = "elwell-1907.html"
    book = Corpus.load(Path(corpus_dir), work="elwell-1907")
    rows, links = [], {}
    for cid in book.ids:
        versions = book.versions(cid)
        notes = Notes(anchor(cid))
        cells = {lang: (cell(versions[lang], here, lang, notes) if lang in versions else None)
                 for lang in book.langs}
        for key, lang, note in notes.found.values():
            cells[lang] = Html(f'{cells[lang]}<p class="book-note" id="{key}">'
                               f'{escape(note.marker)} {note_html(note, here, lang)}</p>')
        first = versions[next(iter(versions))]
        rows.append(Row(cid, anchor(cid), first.kind, cid.count(":") - 1, cells))
        related = book.related(cid)
        if related:
            links[cid] = [(href(t, here), unit_label(t) if t.isdigit() else
                           f"{t} (Law {law_number(t)})") for t in related]
    return book.langs, rows, links
