"""The glossary as TBX (ISO 30042:2019, TermBase eXchange), TBX-Basic dialect, DCA style.

One `conceptEntry` per concept, one `langSec` per language, one `termSec` per term; a definition
is a `descrip type="definition"` of its language section with the source it is printed in. Only
data categories TBX-Basic allows are used (subjectField, definition, source, projectSubset).
"""
from __future__ import annotations

import re

from lxml import etree

from .glossary import Concept
from .lang import SOURCE

NS = "urn:iso:std:iso:30042:ed-2"  # the namespace of TBX as published in ISO 30042:2019
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
SUBJECT = "Laws of Duplicate Bridge 2017"
_NCNAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]*$")


def entry_id(concept_id: str) -> str:
    """The conceptEntry id: an XML ID (an NCName) cannot hold the colons of `law:27`, so they
    become underscores (`law_27`, `def_insufficient-bid`); no concept id has an underscore, so
    ids stay distinct."""
    if "_" in concept_id:
        raise ValueError(f"concept id {concept_id!r}: an underscore would make its TBX id ambiguous")
    out = concept_id.replace(":", "_")
    if not _NCNAME.match(out):
        raise ValueError(f"concept id {concept_id!r} cannot be an XML ID")
    return out


def _el(parent: etree._Element, tag: str, text: str | None = None, **attrs: str) -> etree._Element:
    el = etree.SubElement(parent, f"{{{NS}}}{tag}")
    for k, v in attrs.items():
        el.set(XML_LANG if k == "lang" else k, v)
    if text is not None:
        el.text = text
    return el


GLOSSARY_TITLE = "Laws of Duplicate Bridge 2017: glossary (Turkish, Danish, Hebrew, English)"
GLOSSARY_SOURCE = (
    "Built by lawsearch from the aligned corpus: the definitions, the titles of the 93 Laws "
    "and the section headings of the Turkish, Danish and Hebrew editions; English titles as "
    "recorded facts, English terms of the definitions as printed in the Hebrew edition.")


def to_tbx(concepts: list[Concept], title: str = GLOSSARY_TITLE,
           source: str = GLOSSARY_SOURCE) -> bytes:
    """The concepts as a TBX-Basic document; the same concepts give the same bytes."""
    root = etree.Element(f"{{{NS}}}tbx", nsmap={None: NS})
    root.set("type", "TBX-Basic")
    root.set("style", "dca")
    root.set(XML_LANG, SOURCE)
    header = _el(root, "tbxHeader")
    file_desc = _el(header, "fileDesc")
    _el(_el(file_desc, "titleStmt"), "title", title)
    _el(_el(file_desc, "sourceDesc"), "p", source)
    body = _el(_el(root, "text"), "body")
    seen: set[str] = set()
    for concept in concepts:
        ident = entry_id(concept.id)
        if ident in seen:
            raise ValueError(f"concept id {concept.id!r} twice")
        seen.add(ident)
        entry = _el(body, "conceptEntry", id=ident)
        _el(entry, "descrip", SUBJECT, type="subjectField")
        _el(entry, "admin", concept.kind, type="projectSubset")
        for lang in concept.langs:
            terms = [t for t in concept.terms[lang] if t.text.strip()]
            if not terms:
                continue
            lang_sec = _el(entry, "langSec", lang=lang)
            for term in terms:
                if term.definition:
                    group = _el(lang_sec, "descripGrp")
                    _el(group, "descrip", term.definition, type="definition")
                    if term.source:
                        _el(group, "admin", term.source, type="source")
            for term in terms:
                term_sec = _el(lang_sec, "termSec")
                _el(term_sec, "term", term.text)
                if term.source:
                    _el(term_sec, "admin", term.source, type="source")
    etree.indent(root, space="  ")
    body_bytes = etree.tostring(root, encoding="UTF-8", xml_declaration=False)
    return b'<?xml version="1.0" encoding="UTF-8"?>\n' + body_bytes + b"\n"
