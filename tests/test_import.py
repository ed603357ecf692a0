"""`lawsearch import` in general: the Danish edition through the generic plain-text path, the
Turkish and Hebrew plain layouts read back, Akoma Ntoso files, an imported English edition in
show, search, export and the site, the report as JSON, and bad input leaving the user corpus as
it was. (English editions in their real layouts: test_import_english.py.)"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from english_editions import invented

from lawsearch import inventory, paths
from lawsearch.corpus import Corpus
from lawsearch.errors import LawsearchError
from lawsearch.imports.importer import import_edition


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


@pytest.fixture(scope="module")
def english_text() -> str:
    return invented("wbf", 0).text()


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
    inventory.write(corpus)  # as a build of such a corpus records it
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
    inventory.write(corpus)
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
    ("Just a letter.\nNo laws in it at all.\n", "not an edition of the Laws of Duplicate Bridge"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary data that is no PDF"),
    (b"LAW 1\nThe Pack\n\xff\xfe broken\n", "not an edition of the Laws"),
    (b"%PDF-1.4\n% damaged\n", "not a PDF pdfminer.six can read"),
    ("".join(f"LAW {n}\nAn invented sentence.\n" for n in range(1, 94)) + "\f" * 3, None),
])
@pytest.mark.slow  # one import per kind of bad input
def test_bad_input_is_refused_and_the_user_corpus_stays_as_it_was(content, message, english_text,
                                                                   tmp_path):
    user = tmp_path / "user"
    first = write(tmp_path, "first.txt", english_text)
    import_edition(first, "en", user_dir=user)
    before = snapshot(user)
    bad = tmp_path / "bad.txt"
    bad.write_bytes(content if isinstance(content, bytes) else content.encode())
    if message is None:  # laws with nothing in them: read, every part reported missing, refused
        report = import_edition(bad, "en", user_dir=user, replace=True, dry_run=True)
        assert report.laws == 93 and len(report.missing) == 828 - 93
        assert any(p["what"] == "no marker 'A.' of 27A" for p in report.problems)
        assert report.verdict.startswith("refused: not read reliably: only 93 of the 828")
        with pytest.raises(LawsearchError, match="not read reliably"):
            import_edition(bad, "en", user_dir=user, replace=True)
        with pytest.raises(LawsearchError, match="--strict"):
            import_edition(bad, "en", user_dir=user, replace=True, strict=True)
    else:
        with pytest.raises(LawsearchError, match=message):
            import_edition(bad, "en", user_dir=user, replace=True)
    assert snapshot(user) == before


@pytest.mark.slow  # two imports
def test_a_second_edition_in_a_language_is_refused(english_text, tmp_path):
    user = tmp_path / "user"
    path = write(tmp_path, "wbf.txt", english_text)
    import_edition(path, "en", user_dir=user)
    before = snapshot(user)
    with pytest.raises(LawsearchError, match="already has an edition in 'en'"):
        import_edition(path, "en", user_dir=user)
    with pytest.raises(LawsearchError, match="shipped editions cannot be replaced"):
        import_edition(paths.SOURCES / "wbf-2017-tr.txt", "tr", user_dir=user, replace=True)
    assert snapshot(user) == before


@pytest.mark.slow  # imports in new processes
def test_import_command_reports_in_json_and_as_text(tmp_path, capsys, monkeypatch):
    from lawsearch.cli import main

    monkeypatch.setenv("LAWSEARCH_USER_CORPUS", str(tmp_path / "user"))
    text = invented("acbl", 1).text(soft_hyphen_dashes=True)
    path = tmp_path / "acbl.txt"
    path.write_bytes(text.encode("cp1252"))
    assert main(["import", str(path), "--lang", "en", "--dry-run", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["profile"] == "en-pdf" and out["written"] is None and out["encoding"] == "cp1252"
    assert len(out["aligned"]) == 828 and out["units_with_text"] > 790
    assert all({"line", "what", "read"} == set(p) for p in out["problems"])
    assert main(["import", str(path), "--lang", "en", "--dry-run"]) == 0
    printed = capsys.readouterr().out
    assert "read as: cp1252 (found: not UTF-8" in printed
    assert "aligned: 828 of the 828 units of the Laws" in printed
    assert "kept as text: it follows 'Law'" in printed and "--strict" in printed
    assert not (tmp_path / "user").exists()
    assert main(["import", str(path), "--lang", "en", "--strict"]) == 1
    assert "--strict" in capsys.readouterr().err
    assert not (tmp_path / "user").exists()
