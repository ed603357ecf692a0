"""Annotation and subject-index documents: valid Akoma Ntoso, and read back as written."""
from __future__ import annotations


from lawsearch import akn, paths
from lawsearch.annotations import (annotations_from_xml, annotations_to_xml, index_from_xml,
                                   index_to_xml)
from lawsearch.manifest import load_manifest
from lawsearch.model import Annotation, IndexEntry, Paragraph, Preformatted

ENTRY = next(e for e in load_manifest(paths.SOURCES) if e.file == "commentary-tr.txt")


def test_annotations_round_trip_and_validate():
    anns = [Annotation("commentary-tr:1", "commentary", "tr", "commentary-tr.txt", "a club",
                       ["27", "27B1(a)"], [Paragraph(["Yetersiz deklare"]), Preformatted("♠ AK5\n♥ Q32")],
                       "YASA 27", {"method": "heading", "written_for": "2007"}, 12),
            Annotation("commentary-tr:2", "commentary", "tr", "commentary-tr.txt", "a club", [],
                       [Paragraph(["no law named"])], None, {"reason": "no law named"}, 40)]
    data = annotations_to_xml(anns, "commentary-tr", "Yorum", "tr", ENTRY)
    assert akn.validate(data, "commentary") == []
    assert annotations_from_xml(data) == anns
    assert data == annotations_to_xml(anns, "commentary-tr", "Yorum", "tr", ENTRY)


def test_subject_index_round_trip_and_validate():
    entries = [IndexEntry("קלף עונשין", ["50", "50A"], "he", 0, ["99ז"])]
    data = index_to_xml(entries, "subject-index-he", "אינדקס", "he", ENTRY)
    assert akn.validate(data, "index") == []
    assert index_from_xml(data, "he") == entries
