"""`lawsearch import`: invented editions in two PDF layouts, the Danish edition through the generic
path, Akoma Ntoso files, an imported English edition in show, search and the site, and bad input
leaving the user corpus as it was."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from invented_editions import LAYOUTS, edition

from lawsearch import paths
from lawsearch.corpus import Corpus, own_text
from lawsearch.errors import LawsearchError
from lawsearch.imports.importer import import_edition
from lawsearch.imports.ligatures import Repairer

EXTRA = {"27C": "E. Invented Heading of an extra section"}


@pytest.fixture(scope="module")
def ids():
    return Corpus.load(paths.AKN, user=False).ids


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("layout", LAYOUTS)
def test_an_invented_edition_imports_with_every_law_and_its_alignment_exact(layout, ids,
                                                                            tmp_path):
    path = write(tmp_path, f"{layout}.txt", edition(ids, layout, drop=("27D",), extra=EXTRA))
    user = tmp_path / "user"
    report = import_edition(path, "en", "An invented edition", user_dir=user)
    assert report.profile == layout  # detected from its law headings
    assert report.laws == 93
    canonical = [i for i in ids if not i.startswith("def:")]
    assert report.aligned == [i for i in canonical if i != "27D"]
    assert report.missing == ["27D"]
    assert report.unmatched == [{"id": "27E", "line": report.unmatched[0]["line"],
                                 "why": "no 27E; law 27 has 27A, 27B, 27C, 27D"}]
    assert [(r["before"], r["after"]) for r in report.repairs] == [
        ("shu ed", "shuffled"), ("o ending", "offending"), ("insu cient", "insufficient")]
    assert report.definitions == 2 and report.footnotes >= 1
    assert report.written == str(user / "en" / "wbf-2017.xml")
    # its index, the reference to a law that does not exist reported
    assert report.index == 3
    assert [(u["term"], u["ref"]) for u in report.index_unresolved] == [("Ghost", "94")]
    assert (user / "annotations" / "subject-index-en.xml").is_file()
    # what was written is valid Akoma Ntoso that reads back with the same units
    from lawsearch import akn

    data = (user / "en" / "wbf-2017.xml").read_bytes()
    assert akn.validate(data, "en") == []
    back, _ = akn.from_xml(data, "en")
    assert sum(1 for _ in back.units()) == report.units
    law27 = next(u for u in back.laws if u.id == "27")
    assert law27.heading == "Insufficient Bid"
    assert "An insufficient call is put right at once." in own_text(law27)


def test_page_furniture_is_dropped_and_footnotes_keep_their_markers(ids, tmp_path):
    from lawsearch.imports.profiles import profile
    from lawsearch.sources import layout

    path = write(tmp_path, "wbf.txt", edition(ids, "wbf-pdf"))
    e = layout.read(path, profile("wbf-pdf"), known_words=set())
    texts = [own_text(u) for u in e.units()]
    assert not any("LAWS OF DUPLICATE BRIDGE" in t for t in texts)
    item = next(u for u in e.units() if u.id == "27B1(a)")
    assert own_text(item) == "invented item text of 27B1(a), which goes on over a second line."
    marked = [(u.id, n.marker) for u in e.units() for b in u.intro for n in b.notes]
    assert marked and all(m == "1" for _, m in marked)
    assert e.footnotes[0].text == "An invented footnote of the test."


def test_the_danish_edition_through_the_generic_path_is_the_built_in_one(tmp_path, capsys,
                                                                        monkeypatch):
    """The Danish source, read by its own reader and written out as plain text (canonical
    markers, indentation, tab-separated tables), imported with the generic layout reader and a
    profile named on the command line: the same units, headings, paragraphs, tables and
    cross-references as the built-in Danish expression."""
    from lawsearch import akn
    from lawsearch.build import read_edition
    from lawsearch.cli import main
    from lawsearch.imports.plain import to_plain
    from lawsearch.imports.profiles import profile
    from lawsearch.manifest import load_manifest

    entry = next(e for e in load_manifest(paths.SOURCES) if e.file == "wbf-2017-da.txt")
    text = write(tmp_path, "da.txt", to_plain(read_edition(entry), profile("da-plain")))
    corpus = shutil.copytree(paths.AKN, tmp_path / "akn")
    shutil.rmtree(corpus / "da")  # as if the corpus had no Danish edition yet
    user = tmp_path / "user"
    monkeypatch.setenv("LAWSEARCH_USER_CORPUS", str(user))
    assert main(["import", str(text), "--lang", "da", "--profile", "da-plain",
                 "--corpus", str(corpus), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["laws"] == 93 and report["unmatched"] == [] and report["missing"] == []

    def structure(e):
        def blocks(items):
            return [b.rows if hasattr(b, "rows") else (" ".join(b.text.split()),
                                                      [(r.text, r.target) for r in b.refs])
                    for b in items]
        return [(u.id, u.kind, u.heading, blocks(u.intro), blocks(u.wrapup)) for u in e.units()]

    imported, _ = akn.from_xml((user / "da" / "wbf-2017.xml").read_bytes(), "da")
    built, _ = akn.from_xml((paths.AKN / "da" / "wbf-2017.xml").read_bytes(), "da")
    assert len(list(imported.units())) == 828
    assert structure(imported) == structure(built)


def test_an_edition_exported_as_text_reads_back(tmp_path, capsys):
    from lawsearch.cli import main

    out = tmp_path / "da.txt"
    assert main(["export", "--format", "text", "--lang", "da", "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert text.startswith("§ 1. Kortene\n") and "\nA. Utilstrækkeligt bud accepteret\n" in text
    assert main(["export", "--format", "text", "--lang", "en"]) == 1  # no English layout
    assert "no plain-text layout for 'en'" in capsys.readouterr().err


@pytest.mark.parametrize("lang, layout_name", [("tr", "tr-plain"), ("he", "he-plain")])
def test_turkish_and_hebrew_plain_text_reads_back_unit_for_unit(lang, layout_name, tmp_path):
    """Hebrew lettering (א. for A, (ב) for (b)) and Turkish markers ((a), (i)) written and read
    back by the generic reader: the same units, headings, paragraphs and tables."""
    from lawsearch.build import read_edition
    from lawsearch.imports.plain import to_plain
    from lawsearch.imports.profiles import profile
    from lawsearch.manifest import load_manifest
    from lawsearch.sources import layout

    entry = next(e for e in load_manifest(paths.SOURCES) if e.file == f"wbf-2017-{lang}.txt")
    edition_read = read_edition(entry)
    path = write(tmp_path, f"{lang}.txt", to_plain(edition_read, profile(layout_name)))
    back = layout.read(path, profile(layout_name))

    def structure(e):
        return [(u.id, u.kind, u.heading,
                 [b.rows if hasattr(b, "rows") else " ".join(b.text.split()) for b in u.intro],
                 [b.rows if hasattr(b, "rows") else " ".join(b.text.split()) for b in u.wrapup])
                for u in e.units()]

    assert len(list(back.units())) == 828
    assert structure(back) == structure(edition_read)


def test_an_akoma_ntoso_file_is_validated_and_its_ids_checked(tmp_path):
    corpus = shutil.copytree(paths.AKN, tmp_path / "akn")
    shutil.rmtree(corpus / "da")
    user = tmp_path / "user"
    source = paths.AKN / "da" / "wbf-2017.xml"
    report = import_edition(source, "da", corpus_dir=corpus, user_dir=user)
    assert report.profile == "akn" and report.laws == 93 and report.unmatched == []
    assert (user / "da" / "wbf-2017.xml").read_bytes() == source.read_bytes()
    # an expression whose unit is not a unit of the Laws is reported, not refused
    odd = source.read_text(encoding="utf-8").replace('eId="art_27__sec_D"', 'eId="art_27__sec_F"')
    odd = odd.replace('href="#art_27__sec_D"', 'href="#art_27__sec_F"')
    report = import_edition(write(tmp_path, "odd.xml", odd), "da", corpus_dir=corpus,
                            user_dir=user, replace=True)
    assert [u["id"] for u in report.unmatched] == ["27F"] and report.missing == ["27D"]
    # not Akoma Ntoso at all
    with pytest.raises(LawsearchError, match="not valid Akoma Ntoso"):
        import_edition(write(tmp_path, "bad.xml", "<?xml version='1.0'?><akomaNtoso/>"), "da",
                       corpus_dir=corpus, user_dir=user, replace=True)


@pytest.mark.parametrize("content, message", [
    ("Just a letter.\nNo laws in it at all.\n", "no profile for 'en' recognises"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "NUL byte"),
    (b"LAW 1\nThe Pack\n\xff\xfe broken\n", "line 3|:3: .*not UTF-8"),
])
def test_bad_input_is_refused_and_the_user_corpus_stays_as_it_was(content, message, ids,
                                                                   tmp_path):
    user = tmp_path / "user"
    first = write(tmp_path, "first.txt", edition(ids, "acbl-pdf"))
    import_edition(first, "en", user_dir=user)
    before = snapshot(user)
    bad = tmp_path / "bad.txt"
    bad.write_bytes(content if isinstance(content, bytes) else content.encode())
    with pytest.raises(LawsearchError, match=message):
        import_edition(bad, "en", user_dir=user, replace=True)
    assert snapshot(user) == before


def test_a_second_edition_in_a_language_is_refused(ids, tmp_path):
    user = tmp_path / "user"
    path = write(tmp_path, "wbf.txt", edition(ids, "wbf-pdf"))
    import_edition(path, "en", user_dir=user)
    before = snapshot(user)
    with pytest.raises(LawsearchError, match="already has an edition in 'en'"):
        import_edition(path, "en", user_dir=user)
    with pytest.raises(LawsearchError, match="shipped editions cannot be replaced"):
        import_edition(paths.SOURCES / "wbf-2017-tr.txt", "tr", user_dir=user, replace=True)
    assert snapshot(user) == before


def test_import_command_reports_in_json(ids, tmp_path, capsys, monkeypatch):
    from lawsearch.cli import main

    monkeypatch.setenv("LAWSEARCH_USER_CORPUS", str(tmp_path / "user"))
    path = write(tmp_path, "acbl.txt", edition(ids, "acbl-pdf", extra=EXTRA))
    assert main(["import", str(path), "--lang", "en", "--dry-run", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["profile"] == "acbl-pdf" and out["written"] is None
    assert out["unmatched"][0]["id"] == "27E"
    assert not (tmp_path / "user").exists()


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="abcdefghilmnorstu ", max_size=40))
def test_a_repair_is_always_reported(text):
    repairer = Repairer(set(), probabilities={"insufficient": -12.0, "offender": -12.5,
                                              "the": -3.0, "a": -4.0, "suffice": -11.0})
    out = repairer.line(text, 7)
    if not repairer.repairs:
        assert out == text
    for r in repairer.repairs:
        assert r.line == 7 and r.after in out and r.before in text


def test_an_imported_english_edition_is_a_fourth_language_everywhere(ids, tmp_path, monkeypatch):
    from lxml import html

    from lawsearch.search import Searcher
    from lawsearch.showing import lookup
    from lawsearch.site.build import build_site

    user = tmp_path / "user"
    monkeypatch.setenv("LAWSEARCH_USER_CORPUS", str(user))
    import_edition(write(tmp_path, "wbf.txt", edition(ids, "wbf-pdf")), "en", user_dir=user)
    index = tmp_path / "index"
    with Searcher(index) as searcher:  # built anew: the corpus has changed
        assert "en" in searcher.langs
        results = searcher.search("insufficient call")  # every language, as a user types it
        assert results[0].id == "27"
        assert {"lang": "en", "source": "law"} in [
            {"lang": m["lang"], "source": m["source"]} for m in results[0].matched]
    shown = lookup("Law 27B1(a)", paths.AKN, index)
    assert shown.langs == ["tr", "da", "he", "en"]
    assert shown.records[0]["text"]["en"] == "invented item text of 27B1(a), which goes on " \
                                              "over a second line."
    from lawsearch.export import records

    exported = {r["id"]: r for r in records(Corpus.load(paths.AKN))}
    assert exported["27"]["title"]["en"] == "Insufficient Bid"
    site = tmp_path / "site"
    build_site(paths.AKN, site, index=index)
    row = html.parse(str(site / "laws" / "27.html")).getroot().get_element_by_id("27B1a")
    english = [td for td in row.findall("td") if td.get("data-lang") == "en"]
    assert english and "invented item text of 27B1(a)" in english[0].text_content()


def test_an_edition_in_a_declared_encoding(ids, tmp_path):
    """Windows-1252, refused as UTF-8 with the line of the first bad byte, read when declared."""
    text = edition(ids, "acbl-pdf").replace("Invented Heading of 27A", "Invented Heading of 27A é")
    path = tmp_path / "cp1252.txt"
    path.write_bytes(text.encode("cp1252"))
    user = tmp_path / "user"
    with pytest.raises(LawsearchError, match=r"cp1252\.txt:\d+: expected UTF-8 text"):
        import_edition(path, "en", user_dir=user)
    report = import_edition(path, "en", encoding="cp1252", user_dir=user)
    assert report.laws == 93
    from lawsearch import akn

    back, _ = akn.from_xml((user / "en" / "wbf-2017.xml").read_bytes(), "en")
    assert next(u for u in back.units() if u.id == "27A").heading == "Invented Heading of 27A é"
