"""The committed Akoma Ntoso corpus: valid, up to date, aligned, and what the issue promises."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from lawsearch import akn, paths
from lawsearch.align import align, load_gap_notes
from lawsearch.build import build_corpus

EDITIONS = ("tr", "da", "he")


@pytest.fixture(scope="module")
def rebuilt(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("rebuild") / "akn"
    build_corpus(paths.SOURCES, out, paths.GAPS)
    return out


def test_every_file_is_valid_akn():
    editions = sorted(paths.AKN.glob("*/wbf-2017.xml"))
    assert [f.parent.name for f in editions] == sorted(EDITIONS)
    files = sorted(paths.AKN.rglob("*.xml"))
    assert len(files) > len(editions)  # and the annotation documents
    for f in files:
        assert akn.validate(f.read_bytes(), str(f)) == []


def test_invalid_akn_is_reported_with_line():
    data = (paths.AKN / "da" / "wbf-2017.xml").read_bytes()
    broken = data.replace(b"<num>", b"<nmu>", 1).replace(b"</num>", b"</nmu>", 1)
    errors = akn.validate(broken, "x.xml")
    assert errors and errors[0].startswith("x.xml:") and "nmu" in errors[0]


def test_rebuild_is_byte_identical_to_committed_corpus(rebuilt):
    committed = sorted(p.relative_to(paths.AKN) for p in paths.AKN.rglob("*") if p.is_file())
    fresh = sorted(p.relative_to(rebuilt) for p in rebuilt.rglob("*") if p.is_file())
    assert fresh == committed
    stale = [str(p) for p in committed if (paths.AKN / p).read_bytes() != (rebuilt / p).read_bytes()]
    assert stale == [], "corpus/akn is out of date: run `lawsearch build` and commit"
    glossary = paths.AKN.parent / "glossary.tbx"
    assert glossary.read_bytes() == (rebuilt.parent / "glossary.tbx").read_bytes(), \
        "corpus/glossary.tbx is out of date: run `lawsearch build` and commit"


def test_93_laws_each_titled_in_every_edition(corpus):
    for lang in EDITIONS:
        laws = corpus.editions[lang].laws
        assert [law.id for law in laws] == [str(n) for n in range(1, 94)], lang
        assert all(law.heading and law.heading.strip() for law in laws), lang


def test_law_27_title_in_each_language(corpus):
    v = corpus.versions("27")
    assert v["tr"].heading == "YETERSİZ DEKLARE"
    assert v["da"].heading == "Utilstrækkeligt bud"
    assert v["he"].heading == "הכרזה בלתי מספקת"


def test_top_level_sections_agree(corpus):
    for n in range(1, 94):
        sections = {lang: [c.id for c in corpus.versions(str(n))[lang].children if c.kind == "section"]
                    for lang in EDITIONS}
        assert sections["tr"] == sections["da"] == sections["he"], (n, sections)


def test_alignment_coverage_and_every_gap_explained(corpus):
    report = align(list(corpus.editions.values()), load_gap_notes(paths.GAPS))
    assert report.coverage() >= 0.97
    assert report.unexplained == []
    assert report.stale == []


def test_committed_alignment_report_lists_gaps():
    data = json.loads((paths.AKN / "alignment.json").read_text(encoding="utf-8"))
    assert data["languages"] == ["tr", "da", "he"]
    assert all(g["kind"] in ("damage", "difference") for g in data["gaps"])


def test_texts_are_nfc(corpus):
    import unicodedata
    from lawsearch.corpus import own_text
    for lang, edition in corpus.editions.items():
        for unit in edition.units():
            text = own_text(unit)
            assert unicodedata.is_normalized("NFC", text), (lang, unit.id)


def test_source_checksum_recorded_in_expression(corpus):
    import hashlib
    for lang in EDITIONS:
        src = corpus.sources[lang]
        assert hashlib.sha256((paths.SOURCES / src["file"]).read_bytes()).hexdigest() == src["sha256"]


def test_all_footnotes_attached_to_markers_in_the_corpus(corpus):
    from lawsearch.corpus import own_notes
    counts = {"tr": 28, "he": 28, "da": 30}
    for lang, expected in counts.items():
        edition = corpus.editions[lang]
        assert len(edition.footnotes) == expected, lang
        attached = {id(n) for u in edition.units() for n in own_notes(u)}
        assert attached == {id(n) for n in edition.footnotes}, lang


def test_footnote_marked_in_several_places_is_one_note(corpus):
    # Hebrew footnote 22 is marked in 70D1, 70E1 and 71B; its text was printed inside Law 72.
    from lawsearch.corpus import own_notes
    he = corpus.versions
    notes = [n for cid in ("70D1", "70E1", "71B") for n in own_notes(he(cid)["he"])]
    assert len(notes) == 3 and len({id(n) for n in notes}) == 1
    assert not any(n is notes[0] for n in own_notes(he("72")["he"]))


def test_definitions_with_english_keys(corpus):
    he = corpus.editions["he"].definitions
    assert len(he) == 62 and all(d.key and d.english for d in he)
    bid = next(d for d in he if d.key == "bid")
    assert bid.term == "הכרזה"
    assert len(corpus.editions["tr"].definitions) == 64
