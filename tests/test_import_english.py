"""`lawsearch import` of English editions in the layouts they really come in: invented editions
(tests/english_editions.py: the Laws' real structure, invented sentences) in both families, as
the text extractors give them (form feeds or none, `-layout` columns, ligature characters, lost
ligatures, Windows code page with soft hyphens for dashes, UTF-16) and as PDFs, read by
pdfminer.six inside `lawsearch import` and by the other extractors users run (pypdf, and
`pdftotext` where it is installed). Every unit, heading, footnote, definition and index entry
must come back as it was written."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from english_editions import FAMILIES, invented

from lawsearch import akn
from lawsearch.annotations import index_from_xml
from lawsearch.corpus import own_text
from lawsearch.errors import LawsearchError
from lawsearch.imports.importer import import_edition
from lawsearch.imports.letterspacing import LETTERS_JOINED
from lawsearch.model import Paragraph, Table

pytestmark = pytest.mark.slow  # imports whole invented editions in every rendering

RENDERINGS = {
    "text": ({}, "utf-8"),
    "no form feeds, lost ligatures": ({"form_feeds": False, "ligatures": "lost"}, "utf-8"),
    # Unicode's other spaces, zero-width ones, U+2010 hyphens, indentation in tabs
    "layout, a word processor's characters": ({"layout": True, "word_processor": True}, "utf-8"),
    "ligature characters": ({"ligatures": "codepoints", "form_feeds": False}, "utf-8"),
    # (and footnote markers read after their line's words, as pypdf reads some PDFs)
    "windows code page, soft hyphens, markers after the words": (
        {"soft_hyphen_dashes": True, "marks_after": True}, "cp1252"),
    # a paragraph a line, as a tool that joins a paragraph's lines gives it (a broken word's
    # hyphen and a space inside a line: "conti- nues", "East- West"), the law headings
    # letter-spaced as PyMuPDF gives tracked type ("L A W 2 7")
    "utf-16, paragraphs joined, letter-spaced headings, lost ligatures": (
        {"joined": True, "letter_spaced": True, "ligatures": "lost"}, "utf-16"),
    # a web page's copy or a document's text export: no pages at all (no running heads, page
    # numbers or form feeds), a paragraph a line, every note after the text under "Notes"
    "a web page's copy, the notes at the end": ({"web": "end"}, "utf-8"),
    # a blank line after every line (a heading's second line, a broken word's end and a note's
    # next line each after a blank), as some tools give a PDF's text, with lost ligatures
    "double-spaced, lost ligatures": ({"double_spaced": True, "ligatures": "lost"}, "utf-8"),
}
SEED = {"wbf": 0, "acbl": 1}


def norm(text: str | None) -> str:
    return " ".join((text or "").split())


def imported(tmp_path: Path, path: Path, **options):
    user = tmp_path / "user"
    report = import_edition(path, "en", user_dir=user, **options)
    edition, _ = akn.from_xml((user / "en" / "wbf-2017.xml").read_bytes(), "en")
    index_file = user / "annotations" / "subject-index-en.xml"
    index = index_from_xml(index_file.read_bytes(), "en") if index_file.exists() else []
    return report, edition, index


def differences(expected, edition, index, cells_in_any_order: bool = False) -> list:
    """Everything the import got otherwise than the invented edition has it (a table's cells in
    the order the extractor gave them, where it reads a table column by column)."""
    out = []
    units = {u.id: u for u in edition.units()}
    for cid, (heading, text) in expected.units.items():
        unit = units.get(cid)
        if unit is None:
            out.append((cid, "missing"))
            continue
        got = unit.heading if not cid.isdigit() else (unit.heading or "").lower()
        want = heading if not cid.isdigit() else (heading or "").lower()
        if norm(got) != norm(want):
            out.append((cid, "heading", unit.heading, heading))
        got_text, want_text = norm(own_text(unit)), norm(text)
        if cells_in_any_order and cid in expected.tables:
            got_text, want_text = sorted(got_text.split()), sorted(want_text.split())
        if got_text != want_text:
            out.append((cid, "text", got_text, want_text))
    notes_at = {}
    for unit in edition.units():
        for ref in unit.heading_notes:
            notes_at.setdefault(ref.marker, unit.id)
        for block in unit.intro + unit.wrapup:
            for note in getattr(block, "notes", []):
                notes_at.setdefault(note.marker, unit.id)
    for d in edition.definitions:
        for block in d.text:
            for note in block.notes:
                notes_at.setdefault(note.marker, f"def:{d.key}")
    texts = {f.marker: norm(f.text) for f in edition.footnotes}
    for n, (where, text) in expected.footnotes.items():
        if texts.get(str(n)) != norm(text) or notes_at.get(str(n)) != where:
            out.append((f"footnote {n}", texts.get(str(n)), notes_at.get(str(n)), text, where))
    definitions = {d.key: (d.term, norm(" ".join(b.text for b in d.text if isinstance(b, Paragraph))))
                   for d in edition.definitions}
    for key, (term, text) in expected.definitions.items():
        if definitions.get(key) != (term, norm(text)):
            out.append((f"def:{key}", definitions.get(key), (term, text)))
    entries = {(e.term, tuple(e.targets)) for e in index}
    for term, refs in expected.index:
        if refs and (term, tuple(refs)) not in entries:
            out.append(("index", term, refs))
    return out


@pytest.fixture(scope="module", params=FAMILIES)
def edition(request):
    return invented(request.param, SEED[request.param])


@pytest.mark.parametrize("rendering", RENDERINGS)
def test_every_unit_footnote_definition_and_index_entry_comes_back(edition, rendering, tmp_path):
    options, encoding = RENDERINGS[rendering]
    path = tmp_path / "laws.txt"
    path.write_bytes(edition.text(**options).encode(encoding))
    report, read, index = imported(tmp_path, path)
    assert report.encoding == encoding and report.laws == 93 and report.broken_words == {}
    assert report.verdict.startswith("read whole") and report.unfound_markers == []
    assert len(report.aligned) == 828 and report.missing == [] and report.unmatched == []
    assert differences(edition.expected, read, index) == []
    assert report.definitions == len(edition.expected.definitions)
    assert report.footnotes == len(edition.expected.footnotes)
    if options.get("ligatures") == "lost":
        assert {"insu cient", "o ender"} <= {r["before"].lower() for r in report.repairs}
    if options.get("letter_spaced"):  # each letter-spaced heading listed
        spaced = [line for line in edition.text(**options).replace("\f", "").split("\n")
                  if line.startswith("L A W ")]
        assert len(spaced) >= 93 and [r["before"] for r in report.repairs if r["what"] ==
                                     LETTERS_JOINED and r["before"].startswith("L A W ")] == spaced
    if options.get("web"):
        assert "\f" not in path.read_text(encoding=encoding)
        return  # (a paragraph a line: no line starts with a wrapped citation)
    if options.get("joined"):
        assert re.search(r"[a-z]- [a-z]", path.read_bytes().decode(encoding))
        return  # no line starts with a wrapped citation
    # what the reader kept as text and why: the wrapped citations at a line's start
    kept = [p for p in report.problems if p["read"].startswith("kept as text")]
    assert any("'19.'" in p["what"] and "follows 'Law'" in p["read"] for p in kept)
    assert any(p["what"].startswith("'(b)'") for p in kept)


def test_the_report_says_which_layout_and_encoding(tmp_path):
    text = invented("acbl", 0).text(soft_hyphen_dashes=True)
    path = tmp_path / "laws.txt"
    path.write_bytes(text.encode("cp1252"))
    report = import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    assert report.encoding == "cp1252" and "not UTF-8" in report.encoding_how
    assert "title on the next line" in report.layout
    # a note begun by its number, the next printed with its number after its text, on one
    # foot (note 14 then 15 in this edition): every marker finds its note
    assert [p for p in report.problems if "no footnote text" in p["what"] + p["read"]] == []
    assert report.footnotes == 28
    report = import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True,
                            encoding="latin-1")
    assert report.encoding == "latin-1" and report.encoding_how.startswith("declared")
    wbf = tmp_path / "wbf.txt"
    wbf.write_text(invented("wbf", 0).text(), encoding="utf-8")
    assert "`LAW n - TITLE` on one line" in import_edition(
        wbf, "en", user_dir=tmp_path / "user", dry_run=True).layout


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pdfs")
    out = {}
    for family in FAMILIES:
        path = folder / f"{family}.pdf"
        path.write_bytes(invented(family, SEED[family]).pdf())
        out[family] = path
    return out


def table_rows(edition) -> dict[str, list[list[str]]]:
    """Each unit's tables as read: their rows of cells, empty cells left out, one list."""
    out: dict[str, list[list[str]]] = {}
    for unit in edition.units():
        for block in unit.intro + unit.wrapup:
            if isinstance(block, Table):
                out.setdefault(unit.id, []).extend([c for c in row if c] for row in block.rows)
    return out


@pytest.mark.parametrize("family", FAMILIES)
def test_a_pdf_imports_whole(family, pdfs, tmp_path):
    report, read, index = imported(tmp_path, pdfs[family])
    assert report.encoding == "pdf" and report.pages and len(report.pages) > 140
    assert len(report.aligned) == 828
    expected = invented(family, SEED[family]).expected
    assert differences(expected, read, index) == []
    # the tables as tables: every row with its cells, not text
    assert table_rows(read) == {cid: [row for table in tables for row in table]
                                for cid, tables in expected.tables.items()}


def _pypdf(path: Path) -> str:
    from pypdf import PdfReader

    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


def _pdftotext(path: Path, layout: bool) -> str:
    out = path.with_suffix(".layout.txt" if layout else ".txt")
    subprocess.run(["pdftotext", *(["-layout"] if layout else []), str(path), str(out)],
                   check=True)
    return out.read_text(encoding="utf-8")


EXTRACTORS = {
    "pypdf": _pypdf,
    "pdftotext": lambda p: _pdftotext(p, False),
    "pdftotext -layout": lambda p: _pdftotext(p, True),
}


@pytest.mark.parametrize("extractor", EXTRACTORS)
@pytest.mark.parametrize("family", FAMILIES)
def test_text_users_extracted_with_other_tools_imports(family, extractor, pdfs, tmp_path):
    if extractor.startswith("pdftotext") and shutil.which("pdftotext") is None:
        pytest.fail("pdftotext (Debian's poppler-utils) is needed: scripts/install-test-tools")
    path = tmp_path / "laws.txt"
    path.write_text(EXTRACTORS[extractor](pdfs[family]), encoding="utf-8")
    report, read, index = imported(tmp_path, path)
    assert len(report.aligned) == 828 and report.missing == []
    # pdftotext reads a table column by column: its cells, in that order
    assert differences(invented(family, SEED[family]).expected, read, index,
                       cells_in_any_order=extractor == "pdftotext") == []


def test_strict_refuses_an_edition_with_any_problem(tmp_path):
    path = tmp_path / "laws.txt"
    path.write_text(invented("wbf", 0).text(), encoding="utf-8")
    user = tmp_path / "user"
    with pytest.raises(LawsearchError, match=r"--strict: \d+ problems in reading it: line \d+"):
        import_edition(path, "en", user_dir=user, strict=True)
    assert not user.exists()
