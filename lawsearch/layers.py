"""The layers built beside the editions: annotations and indexes from the other sources, each an
Akoma Ntoso document under `corpus/akn/annotations/` (see `annotations.py`).

Each layer reads its source (checked against the manifest like every source) and returns the
document's file name and bytes; the build writes them with the editions and swaps all in at once.
"""
from __future__ import annotations

import json
from pathlib import Path

from . import paths
from .annotations import annotations_to_xml, index_to_xml
from .errors import SourceError, line_of
from .manifest import SourceEntry, kind, read_json
from .model import Annotation, Edition, Unit

ELWELL_LINKS = paths.CORPUS / "elwell-1907-links.json"
ELWELL_AUTHORITY = "J. B. Elwell, Bridge Axioms and Laws (1907), in Turkish machine translation"


def _entry(entries: list[SourceEntry], file: str) -> SourceEntry:
    for e in entries:
        if e.file == file:
            return e
    raise SourceError(file, 0, f"an entry for {file} in the source manifest")


def _edition(editions: list[Edition], entry: SourceEntry) -> Edition:
    """The edition a layer annotates: the one in its source's language (the manifest's)."""
    for e in editions:
        if e.lang == entry.lang:
            return e
    raise SourceError(entry.file, 0, f"an edition in {entry.lang}, which {entry.file} annotates")


def historical(entries: list[SourceEntry], links_path: Path = ELWELL_LINKS) -> tuple[str, bytes]:
    """Elwell's 1907 rules as `historical` annotations on the 2017 laws they were linked to in
    the reviewed mapping file (Turkish text: the English original is never committed)."""
    from .sources.elwell_1907 import read_tr

    entry = _entry(entries, "elwell-1907-tr.txt")
    edition = read_tr(entry.path)
    links, text = read_json(links_path)
    if not isinstance(links, dict):
        raise SourceError(links_path, 1, "an object of rules and the laws each is linked to",
                          kind(links))
    for rule_id, link in links.items():
        laws = link.get("laws") if isinstance(link, dict) else None
        if not (isinstance(laws, list) and all(isinstance(law, str) for law in laws)
                and isinstance(link.get("why", ""), (str, type(None)))):
            raise SourceError(links_path, line_of(text, json.dumps(rule_id)),
                              f'{{"laws": [the laws, as strings], "why": a string}} for {rule_id}',
                              json.dumps(link)[:60])
    units: dict[str, tuple[Unit, Unit]] = {}
    for section in edition.laws:
        for rule in section.walk():
            units[rule.id] = (section, rule)
    out: list[Annotation] = []
    for rule_id, link in links.items():
        if rule_id not in units:
            raise SourceError(links_path, line_of(text, json.dumps(rule_id)),
                              f"a rule of {entry.file} (it has none of that id)", rule_id)
        section, rule = units[rule_id]
        out.append(Annotation(
            id=rule_id, kind="historical", lang=entry.lang, source=entry.file,
            authority=ELWELL_AUTHORITY, targets=list(link["laws"]),
            blocks=rule.intro + [b for c in rule.children for b in c.intro],
            title=f"{section.heading} {rule.num or rule_id.rsplit(':', 1)[-1]}".strip(),
            link={"method": "reviewed mapping", "why": link.get("why"),
                  "file": links_path.name}, line=rule.line))
    return "historical-elwell-1907.xml", annotations_to_xml(
        out, "historical-elwell-1907", edition.title, entry.lang, entry)


def national_regulations(entries: list[SourceEntry], editions: list[Edition]) -> tuple[str, bytes]:
    """The Israeli regulations at the end of the Hebrew edition, on the units their marks stand in."""
    from .sources import he_regulations

    entry = _entry(entries, "wbf-2017-he.txt")
    edition = _edition(editions, entry)
    regulations = he_regulations.read(entry.path, edition)
    for reg in regulations:
        if not reg.targets and reg.link.get("definition"):  # a mark on a definition
            reg.targets = [f"def:{reg.link['definition']}"]
    name = f"national-regulations-{entry.lang}"
    return f"{name}.xml", annotations_to_xml(
        regulations, name, "הנחיות ההתאגדות הישראלית לברידג'", entry.lang, entry)


def subject_index(entries: list[SourceEntry], editions: list[Edition]) -> tuple[str, bytes]:
    """The Hebrew edition's subject index, pointing into the aligned corpus."""
    from .sources import he_index

    entry = _entry(entries, "wbf-2017-he.txt")
    edition = _edition(editions, entry)
    ids = {u.id for u in edition.units()}
    name = f"subject-index-{entry.lang}"
    return f"{name}.xml", index_to_xml(
        he_index.read(entry.path, ids, edition), name, "אינדקס", entry.lang, entry)


def commentary(entries: list[SourceEntry], editions: list[Edition]) -> tuple[str, bytes]:
    """The Turkish commentary (2007 numbering), mojibake repaired, passage by passage."""
    from .sources import commentary_tr

    entry = _entry(entries, "commentary-tr.txt")
    edition = _edition(editions, entry)
    ids = {u.id for u in edition.units()}
    name = f"commentary-{entry.lang}"
    return f"{name}.xml", annotations_to_xml(
        commentary_tr.read(entry.path, ids, edition), name, entry.edition, entry.lang, entry)


def all_layers(entries: list[SourceEntry], editions: list[Edition],
               timings: dict[str, float] | None = None) -> dict[str, bytes]:
    """Every layer's document, by file name; each layer's time in `timings` if given."""
    import time

    steps = (("1907 rules as historical notes", lambda: historical(entries)),
             ("Israeli regulations", lambda: national_regulations(entries, editions)),
             ("Hebrew subject index", lambda: subject_index(entries, editions)),
             ("Turkish commentary", lambda: commentary(entries, editions)))
    out = {}
    for label, step in steps:
        t0 = time.perf_counter()
        name, data = step()
        out[name] = data
        if timings is not None:
            timings[f"layer: {label}"] = time.perf_counter() - t0
    return out
