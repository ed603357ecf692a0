"""What the index holds, read from the Akoma Ntoso corpus only: one document per unit and
language (both works), per definition, per annotation, per glossary concept and per subject-index
entry, each keyed by the unit it belongs to so that results group by aligned unit.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from ..corpus import Corpus, blocks_text, own_notes, own_text
from ..lang import SOURCE
from ..works import WORK


@dataclass
class Doc:
    key: str  # the unit it belongs to: "wbf-2017|27B1", "wbf-2017|def:odd-trick", "elwell-1907|…"
    lang: str
    # "book": a unit of another work (the 1907 book, another year's Laws)
    source: str  # "law" (a law: its title), "unit" (a part of a law), "definition", "book",
    #              "commentary", "national-regulation", "footnote",
    #              "historical", "glossary", "index"
    title: str = ""
    text: str = ""
    label: str = ""  # what the document is, for the result: "Yorum: YASA 27", "glossary"


def key(work: str, uid: str) -> str:
    return f"{work}|{uid}"


def documents(corpus: Corpus, books: list[Corpus], glossary: list, index: list) -> Iterator[Doc]:
    """Every document of the index."""
    for uid in corpus.ids:
        for lang, unit in corpus.versions(uid).items():
            text = own_text(unit)
            notes = "\n".join(n.text for n in own_notes(unit))
            yield Doc(key(WORK, uid), lang, "law" if unit.kind == "law" else "unit",
                      unit.heading or "", "\n".join(t for t in (text, notes) if t))
    for dkey, by_lang in corpus.definitions().items():
        printed = False  # the English term, as the first edition printing it beside its own
        for lang, d in by_lang.items():
            yield Doc(key(WORK, f"def:{dkey}"), lang, "definition", d.term, blocks_text(d.text))
            if d.english and lang != SOURCE and not printed:
                printed = True
                yield Doc(key(WORK, f"def:{dkey}"), SOURCE, "definition", d.english)
    for ann in corpus.annotations:
        if not ann.targets:
            continue
        target = ann.targets[0]
        yield Doc(key(WORK, target), ann.lang, ann.kind, ann.title or "", blocks_text(ann.blocks),
                  label=ann.id)
    for concept in glossary:
        target = concept.unit or (concept.id if concept.id.startswith("def:") else None)
        if target is None:
            continue
        for lang, terms in concept.terms.items():
            yield Doc(key(WORK, target), lang, "glossary", " ; ".join(t.text for t in terms),
                      label=concept.id)
    for entry in index:
        for target in entry.targets:
            yield Doc(key(WORK, target), entry.lang, "index", entry.term, label=entry.term)
    for book in books:  # the other works: a book, or another year's Laws
        for uid in book.ids:
            for lang, unit in book.versions(uid).items():
                yield Doc(key(book.work, uid), lang, "book", unit.heading or "", own_text(unit))
