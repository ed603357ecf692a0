"""The aligned corpus as a translation memory: TMX 1.4b (Translation Memory eXchange, LISA OSCAR),
what OmegaT, Trados and memoQ read.

One `tu` per aligned unit, a unit with its own text in two or more of the languages asked for: its
canonical id as `tuid` (`27B1(a)`, `def:insufficient-bid`, `elwell-1907:scoring:3`), one `tuv` per
language holding the unit's own text as `export` gives it (paragraphs on lines, a table's cells
tab-separated), plain text. The unit's notes: the law's title and the unit's path from its law;
each `tuv` notes the law's title as that edition prints it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator

from lxml import etree

from .version import __version__
from .corpus import Corpus, blocks_text, own_text
from .lang import SOURCE
from .lang.en import LAW_TITLES
from .works import WORK

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
DOCTYPE = '<!DOCTYPE tmx SYSTEM "tmx14.dtd">'  # the DTD's name as the standard gives it


@dataclass
class TranslationUnit:
    id: str
    notes: list[str]  # the law's title, the unit's path
    texts: dict[str, str]  # language → the unit's own text
    titles: dict[str, str]  # language → the law's title as that edition prints it


def _path(corpus: Corpus, cid: str) -> list[str]:
    chain = [cid]
    while (parent := corpus.parent(chain[0])) is not None:
        chain.insert(0, parent)
    return chain


def _title(corpus: Corpus, top: str) -> str:
    """The law's title in English (the Laws' own language); a 1907 part's heading as printed."""
    if corpus.work == WORK:
        return f"Law {top}: {LAW_TITLES[int(top)]}"
    versions = corpus.versions(top)
    unit = versions.get(SOURCE) or next(iter(versions.values()))
    return " ".join(x for x in (unit.num, unit.heading) if x) or top


def units(corpus: Corpus, langs: list[str]) -> Iterator[TranslationUnit]:
    """Every unit of the work with its own text in two or more of `langs`, in document order
    (for the Laws, the definitions first)."""
    if corpus.work == WORK:
        for key, by_lang in corpus.definitions().items():
            texts = {lang: blocks_text(by_lang[lang].text) for lang in langs if lang in by_lang}
            texts = {lang: t for lang, t in texts.items() if t.strip()}
            if len(texts) > 1:
                terms = {lang: by_lang[lang].term for lang in texts if by_lang[lang].term}
                english = next((d.english for d in by_lang.values() if d.english), None)
                yield TranslationUnit(f"def:{key}", [f"Definitions: {english or key}"], texts,
                                      terms)
    for cid in corpus.ids:
        versions = corpus.versions(cid)
        texts = {lang: own_text(versions[lang]) for lang in langs if lang in versions}
        texts = {lang: t for lang, t in texts.items() if t.strip()}
        if len(texts) < 2:
            continue
        chain = _path(corpus, cid)
        top = corpus.versions(chain[0])
        titles = {lang: " ".join(x for x in (top[lang].num, top[lang].heading) if x)
                  for lang in texts if lang in top}
        yield TranslationUnit(cid, [_title(corpus, chain[0]), "path: " + " > ".join(chain)],
                              texts, {k: v for k, v in titles.items() if v})


def _el(parent: etree._Element, tag: str, text: str | None = None, **attrs: str) -> etree._Element:
    el = etree.SubElement(parent, tag)
    for k, v in attrs.items():
        el.set(XML_LANG if k == "lang" else k.replace("_", "-"), v)
    if text is not None:
        el.text = text
    return el


def to_tmx(tus: Iterable[TranslationUnit], langs: list[str]) -> str:
    """The units as a TMX 1.4b document; the same units give the same text (no date in it)."""
    root = etree.Element("tmx", version="1.4")
    source = SOURCE if SOURCE in langs else langs[0]
    _el(root, "header", creationtool="lawsearch", creationtoolversion=__version__,
        segtype="paragraph", o_tmf="lawsearch Akoma Ntoso corpus", adminlang=SOURCE,
        srclang=source, datatype="plaintext")
    body = _el(root, "body")
    for tu in tus:
        el = _el(body, "tu", tuid=tu.id)
        for note in tu.notes:
            _el(el, "note", note)
        for lang in langs:
            if lang in tu.texts:
                tuv = _el(el, "tuv", lang=lang)
                if lang in tu.titles:
                    _el(tuv, "note", tu.titles[lang])
                _el(tuv, "seg", tu.texts[lang])
    # Indentation only between elements: a seg's text is kept exactly.
    etree.indent(root, space=" ")
    text = etree.tostring(root, encoding="unicode")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{DOCTYPE}\n{text}\n'
