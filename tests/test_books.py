"""The 1907 book as a work of its own in Akoma Ntoso: the Turkish expression in the corpus, the
English one built under `build/` from a local copy (never committed), both aligned by unit id."""
from __future__ import annotations

import pytest
from lxml import etree

from lawsearch import akn, books, paths
from lawsearch.corpus import Corpus, own_text
from lawsearch.errors import SourceError
from lawsearch.ids import from_eid, to_eid
from lawsearch.manifest import load_manifest
from lawsearch.sources import elwell_1907
from lawsearch.works import WORKS

TR_AKN = paths.AKN / "tr" / books.NAME
EN_SOURCE = paths.ROOT.parent / "shared" / "sources" / "elwell-1907-en.txt"
needs_en = pytest.mark.skipif(not EN_SOURCE.is_file(),
                              reason=f"{EN_SOURCE} is absent (lawsearch fetch-sources downloads it)")


def test_book_ids_and_eids_round_trip():
    for uid, eid, element in (("elwell-1907:scoring", "chp_scoring", "chapter"),
                              ("elwell-1907:scoring:3", "chp_scoring__para_3", "paragraph"),
                              ("elwell-1907:the-deal:4:a", "chp_the-deal__para_4__point_a", "point")):
        assert to_eid(uid) == eid and from_eid(eid, "elwell-1907") == uid
    with pytest.raises(ValueError):
        from_eid("chp_scoring__sec_B", "elwell-1907")


def test_turkish_book_is_valid_akn_of_its_own_work():
    data = TR_AKN.read_bytes()
    assert akn.validate(data, "tr/elwell-1907.xml") == []
    root = etree.fromstring(data)
    ns = {"a": akn.NS}
    assert root.find("a:act", ns).get("name") == "elwell-1907"
    assert root.find(".//a:FRBRWork/a:FRBRuri", ns).get("value") == WORKS["elwell-1907"].uri
    assert root.find(".//a:FRBRlanguage", ns).get("language") == "tur"
    assert root.find(".//a:TLCPerson", ns).get("showAs") == "J. B. Elwell"


def test_turkish_book_holds_every_unit_of_the_reader_exactly():
    entry = next(e for e in load_manifest(paths.SOURCES) if e.file == "elwell-1907-tr.txt")
    read = elwell_1907.read_tr(entry.path)
    back, _ = akn.from_xml(TR_AKN.read_bytes(), str(TR_AKN))
    pairs = list(zip(read.units(), back.units(), strict=True))
    assert len(pairs) == 340
    for a, b in pairs:
        assert (a.id, a.kind, a.num, a.heading) == (b.id, b.kind, b.num, b.heading)
        assert own_text(a) == own_text(b)


def test_book_corpus_in_document_order_with_related_laws():
    book = Corpus.load(work="elwell-1907")
    assert book.ids[0] == "elwell-1907:bridge-axioms"
    scoring = book.subtree("elwell-1907:scoring")
    assert scoring[1:3] == ["elwell-1907:scoring:1", "elwell-1907:scoring:2"]
    assert book.related("elwell-1907:scoring:3") == ["77"]
    assert "Altının üzerindeki her el" in own_text(book.versions("elwell-1907:scoring:3")["tr"])


@needs_en
def test_english_book_built_beside_the_corpus_never_in_it(tmp_path):
    data = books.english(EN_SOURCE)
    assert data is not None and akn.validate(data, "en") == []
    target = books.write_local(data, "en", tmp_path)
    assert target == tmp_path / "en" / "elwell-1907.xml"
    en, source = akn.from_xml(target.read_bytes(), str(target))
    assert en.lang == "en" and source["sha256"].startswith("2ec78225")
    unit = next(u for u in en.units() if u.id == "elwell-1907:scoring:3")
    assert own_text(unit).startswith("Each trick above six counts two points")
    assert not (paths.AKN / "en").exists()  # the English text is never in the committed corpus


def test_english_book_refuses_another_file(tmp_path):
    fake = tmp_path / "elwell-1907-en.txt"
    fake.write_text("not the book\n", encoding="utf-8")
    with pytest.raises(SourceError) as err:
        books.english(fake)
    assert str(fake) in str(err.value) and "SHA-256" in str(err.value)
