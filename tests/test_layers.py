"""The annotation layers in the committed corpus: attached to units that exist, shown in export."""
from __future__ import annotations

import json

from lawsearch import paths
from lawsearch.export import unit_record


def test_every_annotation_attaches_to_existing_units(corpus):
    known = set(corpus.ids)
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
