"""Annotations (commentary, national regulations, historical notes) and subject indexes as Akoma
Ntoso documents of their own, pointing into the law expressions.

One `doc` per source of annotations. Each annotation is an `hcontainer` holding its text as
published; where it attaches, what kind it is, who says it and how the link was made are kept in
the document's `proprietary` metadata, with hrefs to the units (work-level URIs, so an annotation
attaches to a unit in every language). A subject index is a `doc` whose entries are `hcontainer`s
with the term as heading and its references as `ref`s.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from lxml import etree

from .akn import (A, L, NSMAP, AknError, _NoteCounter, _date, _read_blocks, _read_notes,
                  _sub, _write_blocks)
from . import inventory
from .ids import from_eid, to_eid
from .lang import LANGUAGES
from .manifest import SourceEntry
from .model import Annotation, IndexEntry
from .works import LAWS

LAWS_URI = LAWS.uri


DEFINITION = "def:"  # target prefix of a definition ("def:alert"), as in the JSON export


def _href(cid: str) -> str:
    if cid.startswith(DEFINITION):
        return f"{LAWS_URI}/!main#defs__def_{cid[len(DEFINITION):]}"
    return f"{LAWS_URI}/!main#{to_eid(cid)}"


def _cid(href: str) -> str:
    uri, _, eid = href.partition("#")
    if uri != f"{LAWS_URI}/!main":
        raise AknError(f"annotation target outside the Laws: {href}")
    if eid.startswith("defs__def_"):
        return DEFINITION + eid[len("defs__def_"):]
    return from_eid(eid)


def _eid(ident: str) -> str:
    return "ann_" + re.sub(r"[^\w-]+", "-", ident).strip("-")


def _doc(name: str, title: str, lang: str, entry: SourceEntry) -> tuple[etree._Element, etree._Element]:
    """An empty AKN doc with its FRBR identification; returns (root, meta)."""
    root = etree.Element(A + "akomaNtoso", nsmap=NSMAP)
    doc = _sub(root, "doc", name=name)
    meta = _sub(doc, "meta")
    ident = _sub(meta, "identification", source="#lawsearch")
    work_uri = f"/akn/int/doc/lawsearch/{name}"
    expr_uri = f"{work_uri}/{LANGUAGES[lang].akn}@{_date(entry.date)}"
    for level, this, uri, author in (("FRBRWork", f"{work_uri}/!main", work_uri, entry.publisher_id),
                                     ("FRBRExpression", f"{expr_uri}/!main", expr_uri,
                                      entry.publisher_id),
                                     ("FRBRManifestation", f"{expr_uri}/!main.xml",
                                      f"{expr_uri}.akn", "lawsearch")):
        el = _sub(ident, level)
        _sub(el, "FRBRthis", value=this)
        _sub(el, "FRBRuri", value=uri)
        _sub(el, "FRBRdate", date=_date(entry.date), name="publication")
        _sub(el, "FRBRauthor", href=f"#{author}")
        if level == "FRBRWork":
            _sub(el, "FRBRcountry", value="int")
            _sub(el, "FRBRname", value=name)
        if level == "FRBRExpression":
            _sub(el, "FRBRlanguage", language=LANGUAGES[lang].akn)
    refs = _sub(meta, "references", source="#lawsearch")
    _sub(refs, "TLCOrganization", eId=entry.publisher_id,
         href=f"/ontology/organization/{entry.publisher_id}", showAs=entry.publisher)
    _sub(refs, "TLCOrganization", eId="lawsearch", href="/ontology/organization/lawsearch",
         showAs="lawsearch")
    prop = _sub(meta, "proprietary", source="#lawsearch")
    src = etree.SubElement(prop, L + "source", file=entry.file, original=entry.original,
                           sha256=entry.sha256, lang=lang, edition=entry.edition,
                           publisher=entry.publisher, date=entry.date)
    etree.SubElement(src, L + "provenance").text = entry.provenance
    _sub(_sub(doc, "preface"), "p").append(_docTitle(title))
    return root, meta


def _docTitle(title: str) -> etree._Element:
    el = etree.Element(A + "docTitle")
    el.text = title
    return el


def annotations_to_xml(annotations: list[Annotation], name: str, title: str, lang: str,
                       entry: SourceEntry) -> bytes:
    """One AKN doc holding every annotation of one source, in the order given."""
    root, meta = _doc(name, title, lang, entry)
    links = etree.SubElement(meta.find(A + "proprietary"), L + "annotations")
    body = _sub(root[0], "mainBody")
    counter = _NoteCounter()
    for ann in annotations:
        eid = _eid(ann.id)
        el = _sub(body, "hcontainer", name="annotation", eId=eid, class_=ann.kind)
        if ann.title:
            _sub(el, "heading", ann.title)
        content = _sub(el, "content")
        _write_blocks(content, ann.blocks, eid, counter)
        if not len(content):
            _sub(content, "p")
        rec = etree.SubElement(links, L + "annotation", ref=f"#{eid}", id=ann.id, kind=ann.kind,
                               lang=ann.lang, source=ann.source, authority=ann.authority,
                               line=str(ann.line))
        rec.set("link", json.dumps(ann.link, ensure_ascii=False, sort_keys=True))
        for cid in ann.targets:
            etree.SubElement(rec, L + "target", href=_href(cid))
    _point_refs_at_the_laws(body)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def _point_refs_at_the_laws(body: etree._Element) -> None:
    """Citations inside an annotation name units of the Laws, not of the annotation document."""
    for el in body.iter(A + "ref", A + "rref"):
        for attr in ("href", "from", "upTo"):
            value = el.get(attr)
            if value and value.startswith("#"):
                el.set(attr, f"{LAWS_URI}/!main{value}")


def annotations_from_xml(data: bytes, name: str = "<akn>") -> list[Annotation]:
    root = etree.fromstring(data)
    notes = _read_notes(root)
    bodies = {el.get("eId"): el for el in root.iter(A + "hcontainer")
              if el.get("name") == "annotation"}
    out = []
    for rec in root.iter(L + "annotation"):
        el = bodies.get(rec.get("ref", "").lstrip("#"))
        if el is None:
            raise AknError(f"{name}: annotation {rec.get('id')} has no text in the document")
        out.append(Annotation(
            id=rec.get("id"), kind=rec.get("kind"), lang=rec.get("lang"), source=rec.get("source"),
            authority=rec.get("authority"), targets=[_cid(t.get("href")) for t in rec],
            blocks=_read_blocks(el.find(A + "content"), notes), title=el.findtext(A + "heading"),
            link=json.loads(rec.get("link") or "{}"), line=int(rec.get("line") or 0)))
    return out


def index_to_xml(entries: list[IndexEntry], name: str, title: str, lang: str,
                 entry: SourceEntry) -> bytes:
    """A subject index: each term a `hcontainer` whose content lists its references as `ref`s."""
    root, _ = _doc(name, title, lang, entry)
    body = _sub(root[0], "mainBody")
    for n, e in enumerate(entries, 1):
        el = _sub(body, "hcontainer", name="indexEntry", eId=f"idx_{n}")
        _sub(el, "heading", e.term)
        p = _sub(_sub(el, "content"), "p")
        for i, cid in enumerate(e.targets):
            if i:
                p[-1].tail = ", "
            _sub(p, "ref", cid, href=_href(cid))
        for printed in e.unresolved:
            if len(p):
                p[-1].tail = (p[-1].tail or "") + ", "
            span = _sub(p, "span", printed, class_="unresolved")
            del span
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def index_from_xml(data: bytes, lang: str) -> list[IndexEntry]:
    root = etree.fromstring(data)
    out = []
    for el in root.iter(A + "hcontainer"):
        if el.get("name") != "indexEntry":
            continue
        p = el.find(f"{A}content/{A}p")
        out.append(IndexEntry(
            term=el.findtext(A + "heading") or "", lang=lang,
            targets=[_cid(r.get("href")) for r in p.iter(A + "ref")] if p is not None else [],
            unresolved=[s.text or "" for s in p.iter(A + "span")] if p is not None else []))
    return out


def load_index(directory: Path, user: bool = True,
               say: Callable[[str], None] | None = None) -> list[IndexEntry]:
    """The subject indexes of a corpus directory (`annotations/subject-index-<lang>.xml`), and
    those of the editions users imported unless `user` is False. A file missing or damaged is a
    `DamagedFile` error, or said through `say` and left out when it is given."""
    from .paths import user_corpus

    pattern = "annotations/subject-index-*.xml"
    files = sorted(Path(directory).glob(pattern)) + inventory.missing(directory, pattern)
    if user:
        shipped = {p.name for p in files}
        files += [p for p in sorted((user_corpus() / "annotations").glob("subject-index-*.xml"))
                  if p.name not in shipped]
    read = inventory.each(files, lambda path: inventory.parsed(
        path, lambda data: index_from_xml(data, path.stem.rsplit("-", 1)[-1])), say)
    return [entry for entries in read for entry in entries]


def load_annotations(directory: Path, say: Callable[[str], None] | None = None
                     ) -> list[Annotation]:
    """Every annotation document of a corpus directory (`annotations/*.xml`); one missing or
    damaged is a `DamagedFile` error, or said through `say` and left out when it is given."""
    pattern = "annotations/*.xml"
    files = sorted((Path(directory) / "annotations").glob("*.xml")) \
        + inventory.missing(directory, pattern)
    read = inventory.each(files, lambda path: inventory.parsed(
        path, lambda data: annotations_from_xml(data, str(path))), say)
    return [ann for anns in read for ann in anns]
