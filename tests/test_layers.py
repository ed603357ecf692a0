"""The annotation layers in the committed corpus: attached to units that exist, shown in export."""
from __future__ import annotations

import json

from lawsearch import paths
from lawsearch.export import unit_record


def test_every_annotation_attaches_to_existing_units(corpus):
    known = set(corpus.ids) | {f"def:{key}" for key in corpus.definitions()}
    assert corpus.annotations
    for ann in corpus.annotations:
        assert set(ann.targets) <= known, ann.id


def test_elwell_rules_are_historical_annotations_from_the_reviewed_links(corpus):
    links = json.loads((paths.ROOT / "corpus" / "elwell-1907-links.json").read_text(encoding="utf-8"))
    historical = {a.id: a for a in corpus.annotations if a.kind == "historical"}
    assert set(historical) == set(links) and len(historical) >= 60
    ann = historical["elwell-1907:bridge-axioms:44"]
    assert ann.targets == ["74"] and ann.lang == "tr"
    assert ann.blocks[0].text == "Kartlar dağıtıldıktan sonra asla skora dikkat çekmeyin."
    record = unit_record(corpus, "74")
    assert "elwell-1907:bridge-axioms:44" in record["related"]
    shown = [a for a in record["annotations"] if a["id"] == "elwell-1907:bridge-axioms:44"][0]
    assert shown["kind"] == "historical" and shown["link"]["method"] == "reviewed mapping"


def test_israeli_regulations_on_the_units_their_marks_stand_in(corpus):
    regs = {a.id: a for a in corpus.annotations if a.kind == "national-regulation"}
    assert len(regs) == 27
    assert all(a.lang == "he" and "Israel Bridge Federation" in a.authority for a in regs.values())
    attached = {cid for a in regs.values() for cid in a.targets}
    assert {"16B2", "40B2(a)(v)", "80A3", "93C3(b)", "def:alert"} <= attached
    alert = [r for r in corpus.annotations_of("def:alert") if r.kind == "national-regulation"]
    assert len(alert) == 1


def test_subject_index_points_into_the_corpus(corpus):
    from lawsearch.annotations import load_index
    entries = load_index(corpus.directory)
    refs = sum(len(e.targets) + len(e.unresolved) for e in entries)
    resolved = sum(len(e.targets) for e in entries)
    assert len(entries) > 700 and resolved / refs >= 0.90
    known = set(corpus.ids)
    assert all(set(e.targets) <= known for e in entries)


MOJIBAKE = ("Ģ", "Ġ", "ġ", "‟", "„", "\uf0a7", "\uf0a8", "\uf0a9")


def test_no_mojibake_anywhere_in_the_corpus_or_the_export(corpus):
    from lawsearch.export import records
    for path in paths.AKN.rglob("*.xml"):
        text = path.read_text(encoding="utf-8")
        assert not [c for c in MOJIBAKE if c in text], path
    exported = json.dumps(list(records(corpus)), ensure_ascii=False)
    assert not [c for c in MOJIBAKE if c in exported]


def test_commentary_attached_to_30_laws_and_every_passage_accounted_for(corpus):
    passages = [a for a in corpus.annotations if a.kind == "commentary"]
    assert len(passages) >= 100
    laws = {unit_record(corpus, t)["law"] for a in passages for t in a.targets}
    assert len(laws) >= 30, sorted(laws)
    for a in passages:
        assert a.targets or a.link.get("reason"), a.id
        assert a.link.get("method") or a.link.get("reason"), a.id
