"""A damaged corpus (a disk error, a bad copy, a hand edit) is loud: every file the build wrote,
emptied, cut short, changed by a letter or removed, is named by `check` (non-zero) and by every
command that reads it, in one line with how to restore it, never a traceback; `show` and `cite`
still answer from the rest. A table of damages × files × commands, on a copy of the corpus."""
from __future__ import annotations

import copy as copy_module
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsearch import akn, inventory, paths
from lawsearch.citations import report as citations_report
from lawsearch.cli import main
from lawsearch.corpus import Corpus
from lawsearch.errors import DamagedFile
from lawsearch.ids import CanonicalId


def _empty(data: bytes) -> bytes:
    return b""


def _truncated(data: bytes) -> bytes:
    return data[: len(data) // 2]


def _letter(data: bytes) -> bytes:
    """One letter more in a text, the file still well-formed: only its checksum tells."""
    at = data.find(b"<p>", len(data) // 2)
    if at < 0:  # JSON: a letter inside a string
        at = data.find(b'"', len(data) // 2)
        return data[:at + 1] + b"x" + data[at + 1:]
    return data[:at + 3] + b"x" + data[at + 3:]


DAMAGES = {"empty": _empty, "truncated": _truncated, "letter": _letter, "removed": None}
# What each file is to the commands: an edition of the Laws (show and cite answer without it),
# an annotation document (show answers without it), a file only `check` reads.
FILES = {
    "tr/wbf-2017.xml": "edition",
    "he/wbf-2017.xml": "edition",
    "tr/elwell-1907.xml": "book",
    "annotations/commentary-tr.xml": "annotations",
    "annotations/subject-index-he.xml": "annotations",
    "citations.json": "report",
    "alignment.json": "report",
}


@pytest.fixture
def copy(tmp_path) -> Path:
    """A copy of the corpus, with its inventory."""
    return Path(shutil.copytree(paths.SHIPPED_AKN, tmp_path / "akn"))


def damage(directory: Path, rel: str, kind: str) -> Path:
    path = directory / rel
    if DAMAGES[kind] is None:
        path.unlink()
    else:
        path.write_bytes(DAMAGES[kind](path.read_bytes()))
    return path


@pytest.fixture
def run(capsys, caplog):
    """`lawsearch` in this process: its exit code, its output, and what it said on standard
    error (its warnings go through the "lawsearch" logger, which pytest collects)."""
    def run_(*argv: str) -> tuple[int, str, str]:
        caplog.clear()
        code = main(list(argv))
        out = capsys.readouterr()
        return code, out.out, out.err + "\n".join(r.getMessage() for r in caplog.records)
    return run_


def test_the_shipped_corpus_is_as_its_inventory_says():
    assert inventory.problems(paths.SHIPPED_AKN) == []
    listed = inventory.expected(paths.SHIPPED_AKN)
    assert {"tr/wbf-2017.xml", "da/wbf-2017.xml", "he/wbf-2017.xml",
            "annotations/commentary-tr.xml", "citations.json"} <= set(listed)


@pytest.mark.parametrize("kind", DAMAGES)
@pytest.mark.parametrize("rel", FILES)
def test_check_names_each_damaged_file_and_fails(copy, run, rel, kind):
    path = damage(copy, rel, kind)
    code, out, err = run("check", "--corpus", str(copy))
    assert code == 1
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if str(path) in line]
    assert lines, err
    assert "to restore it" in lines[0]
    assert ("missing" if kind == "removed" else "empty" if kind == "empty"
            else "not as the build wrote it") in lines[0]
    assert not out.rstrip().endswith("\nok")


@pytest.mark.parametrize("kind", DAMAGES)
@pytest.mark.parametrize("rel", FILES)
def test_show_answers_from_the_rest_and_says_what_it_left_out(copy, run, rel, kind):
    path = damage(copy, rel, kind)
    code, out, err = run("show", "27", "--corpus", str(copy), "--format", "json")
    assert code == 0, err
    assert "Traceback" not in err
    record = json.loads(out)["units"][0]
    assert record["id"] == "27"
    if FILES[rel] == "edition":
        assert record["title"][rel.split("/")[0]] is None  # left out, and said
        assert record["title"]["da"] == "Utilstrækkeligt bud"
    if rel == "citations.json":  # read for the table's marks of conflicting citations
        code, out, err = run("show", "27", "--corpus", str(copy))
        assert code == 0 and "Insufficient Bid" in out
    if FILES[rel] in ("edition", "annotations") or rel == "citations.json":
        said = [line for line in err.splitlines() if str(path) in line]
        assert said and "left out" in said[0] and "to restore it" in said[0], err
        assert len(said) == 1


def test_a_truncated_commentary_leaves_law_27_without_its_notes(copy, run):
    whole = json.loads(run("show", "27", "--corpus", str(copy), "--format",
                           "json")[1])["units"]
    damage(copy, "annotations/commentary-tr.xml", "truncated")
    code, out, err = run("show", "27", "--corpus", str(copy), "--format", "json")
    cut = json.loads(out)["units"]
    assert code == 0
    assert [u["text"] for u in cut] == [u["text"] for u in whole]  # the law as it was
    kinds = {a.get("kind") for u in whole for a in u.get("annotations", [])}
    left = {a.get("kind") for u in cut for a in u.get("annotations", [])}
    assert "commentary" in kinds and "commentary" not in left
    assert "commentary-tr.xml" in err


@pytest.mark.parametrize("rel", [r for r, kind in FILES.items() if kind == "edition"])
def test_cite_reads_citations_without_a_damaged_edition(copy, run, rel):
    path = damage(copy, rel, "truncated")
    code, out, err = run("cite", "Law 27B1(a)", "--corpus", str(copy))
    assert code == 0
    assert "→ 27B1(a)" in out
    assert str(path) in err and "Traceback" not in err


def test_a_strict_load_refuses_a_damaged_edition_naming_it(copy):
    damage(copy, "da/wbf-2017.xml", "letter")
    with pytest.raises(DamagedFile) as err:
        Corpus.load(copy, user=False)
    assert err.value.path.endswith("da/wbf-2017.xml")
    assert "SHA-256" in str(err.value)


def test_a_removed_book_is_not_dropped_unsaid(copy):
    """The index reads every work of the corpus: a book whose file is gone is an error of the
    rebuild, not an index without it."""
    from lawsearch.corpus import present

    damage(copy, "tr/elwell-1907.xml", "removed")
    assert "elwell-1907" in present(copy, user=False)
    with pytest.raises(DamagedFile, match="elwell-1907.xml is missing"):
        Corpus.load(copy, work="elwell-1907", user=False)


def test_a_file_the_build_did_not_write_is_named(copy, run):
    (copy / "da" / "extra.xml").write_text("<x/>", encoding="utf-8")
    code, _, err = run("check", "--corpus", str(copy))
    assert code == 1 and "da/extra.xml is not among the files the build wrote" in err


def test_a_damaged_inventory_is_named(copy, run):
    (copy / inventory.NAME).write_text("{", encoding="utf-8")
    code, _, err = run("check", "--corpus", str(copy))
    assert code == 1 and "files.json cannot be read" in err and "Traceback" not in err


@pytest.mark.slow
def test_search_over_a_damaged_corpus_answers_from_the_old_index_saying_why(copy, tmp_path):
    """An index rebuild that cannot read a work does not drop it: the index of the corpus as it
    was answers, and every search names the damaged file and how to restore it."""
    damage(copy, "tr/elwell-1907.xml", "truncated")
    shutil.copytree(paths.INDEX, tmp_path / "cache" / "index")
    before = {p.name: p.stat().st_mtime_ns for p in (tmp_path / "cache" / "index").iterdir()}
    for _ in range(2):
        run_ = subprocess.run([sys.executable, "-m", "lawsearch", "--cache",
                               str(tmp_path / "cache"), "search", "revoke", "--corpus",
                               str(copy), "--format", "json"],
                              capture_output=True, text=True, timeout=600)
        assert run_.returncode == 0, run_.stderr
        assert "Traceback" not in run_.stderr
        said = " ".join(run_.stderr.split())
        assert "elwell-1907.xml is not as the build wrote it" in said
        assert "answering from the index built before the damage" in said
        assert json.loads(run_.stdout)["results"][0]["law"] == "62"
    assert {p.name: p.stat().st_mtime_ns
            for p in (tmp_path / "cache" / "index").iterdir()} == before


def _forge(store: Path) -> str:
    """Change a letter in Law 27's record in the store, as a disk error would, leaving its
    CRC-32; the text now stored."""
    import sqlite3

    db = sqlite3.connect(store)
    (record,) = db.execute("SELECT record FROM units WHERE work = 'wbf-2017' AND id = '27B1'"
                           ).fetchone()
    forged = record.replace("a", "q", 1)
    db.execute("UPDATE units SET record = ? WHERE work = 'wbf-2017' AND id = '27B1'", (forged,))
    db.commit()
    db.close()
    return forged


def test_a_record_changed_in_the_store_is_refused_not_shown(tmp_path):
    from lawsearch.search.store import STORE, DamagedRecord, Store

    index = Path(shutil.copytree(paths.INDEX, tmp_path / "index"))
    _forge(index / STORE)
    store = Store(index / STORE)
    try:
        assert store.record("wbf-2017", "27A")["id"] == "27A"  # the others are read
        with pytest.raises(DamagedRecord, match="not as it was written"):
            store.record("wbf-2017", "27B1")
        with pytest.raises(DamagedRecord):
            store.subtree("wbf-2017", "27")
    finally:
        store.close()


def test_search_rebuilds_a_store_with_a_changed_record_and_shows_the_real_text(
        tmp_path, rebuilt_by_copying):
    from lawsearch.search import Searcher
    from lawsearch.search.store import STORE, Store

    index = Path(shutil.copytree(paths.INDEX, tmp_path / "index"))
    store = Store(index / STORE)
    real = store.record("wbf-2017", "27B1")
    store.close()
    forged = json.loads(_forge(index / STORE))
    assert forged != real
    said: list[str] = []
    with Searcher(index, paths.AKN, say=said.append) as searcher:
        results = searcher.search("Law 27B1")
    shown = [u.record for r in results for u in r.units if u.id == "27B1"]
    assert shown == [real]
    assert any("damaged" in s for s in said), said
    assert rebuilt_by_copying == [index]


@pytest.fixture
def user_corpus(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "user"
    monkeypatch.setenv("LAWSEARCH_USER_CORPUS", str(folder))
    return folder


@pytest.mark.parametrize("rel, source", [
    ("en/wbf-2017.xml", "da/wbf-2017.xml"),
    ("annotations/subject-index-en.xml", "annotations/subject-index-he.xml")])
def test_a_damaged_imported_file_is_named_with_import_again(user_corpus, run, rel, source):
    """An imported edition or its subject index cut short: `check` names it (it used to say
    ok while `build` crashed), `show` answers without it, a strict load refuses it."""
    from lawsearch.annotations import load_index

    path = user_corpus / rel
    path.parent.mkdir(parents=True)
    data = (paths.SHIPPED_AKN / source).read_bytes()
    path.write_bytes(data[: len(data) // 3])
    code, _, err = run("check")
    assert code == 1 and "Traceback" not in err
    said = [line for line in err.splitlines() if str(path) in line]
    assert said and "import that edition again" in said[0]
    code, out, err = run("show", "27")
    assert code == 0 and "Insufficient Bid" in out
    with pytest.raises(DamagedFile, match="cannot be read"):
        Corpus.load(user=True) if rel.endswith("wbf-2017.xml") else load_index(paths.AKN)


# -- what is no file in a file's place -------------------------------------------------------------

def _folder(path: Path) -> None:
    path.mkdir()


def _pipe(path: Path) -> None:
    import os

    os.mkfifo(path)


def _device(path: Path) -> None:
    path.symlink_to("/dev/zero")  # read whole, it would fill the memory


def _loop(path: Path) -> None:
    path.symlink_to(path.name)


def _elsewhere(path: Path, data: bytes) -> None:
    """A link to a changed copy outside the corpus's folder: the copy is what is read."""
    outside = path.parent.parent.parent / f"outside-{path.name}"
    outside.write_bytes(_letter(data))
    path.symlink_to(outside)


# kind: (what it does to the file's place, what is said of it)
NOT_FILES = {"a folder": (_folder, "a folder, not a file"),
             "a pipe": (_pipe, "a pipe, not a file"),
             "a device": (_device, "a device, not a file"),
             "a link in a loop": (_loop, "a symbolic link that leads in a loop"),
             "a link elsewhere": (None, "not as the build wrote it")}


@pytest.mark.parametrize("kind", NOT_FILES)
@pytest.mark.parametrize("rel", ["da/wbf-2017.xml", "annotations/commentary-tr.xml",
                                 "files.json", "citations.json"])
def test_what_is_no_file_in_a_files_place_is_named_never_read(copy, run, rel, kind):
    """A folder, a pipe, `/dev/zero`, a link in a loop or a link to a changed copy elsewhere,
    in the place of a file the build wrote: `check` names it and fails, `show` names it and
    answers from the rest (or, the inventory itself, refuses), never a traceback, a wait on
    a pipe or a read of the device."""
    path = copy / rel
    data = path.read_bytes()
    path.unlink()
    make, said = NOT_FILES[kind]
    if make is None:
        _elsewhere(path, data)
        if rel == inventory.NAME:  # (no checksum of its own: its changed copy reads wrong)
            said = "cannot be read"
    else:
        make(path)
    code, out, err = run("check", "--corpus", str(copy))
    assert code == 1 and "Traceback" not in err
    lines = [line for line in err.splitlines() if str(path) in line]
    assert lines and said in lines[0] and "to restore it" in lines[0], err
    code, out, err = run("show", "27", "--corpus", str(copy), "--format", "json")
    assert code == 0 and "Traceback" not in err
    assert json.loads(out)["units"][0]["id"] == "27"
    if rel.endswith(".xml"):  # (the JSON files: read only for the table of the text form)
        lines = [line for line in err.splitlines() if str(path) in line]
        assert lines and said in lines[0] and "left out" in lines[0], err
    if rel == "da/wbf-2017.xml":  # the changed copy is never shown as the law
        assert json.loads(out)["units"][0]["title"]["da"] is None


def test_a_corpus_whose_inventory_is_gone_is_read_saying_it_is_unverified(copy, run, tmp_path):
    """Without its inventory nothing can tell a changed file: `show`, `cite` and `export`
    answer, and say so (once), with how to restore it; `check` fails."""
    (copy / inventory.NAME).unlink()
    danish = copy / "da" / "wbf-2017.xml"
    danish.write_bytes(danish.read_bytes().replace("Utilstrækkeligt bud".encode(),
                                                   "Utilstrækkeligt buds".encode()))
    for argv in (["show", "27"], ["cite", "Yasa 27"],
                 ["export", "--format", "jsonl", "-o", str(tmp_path / "x.jsonl")]):
        code, _, err = run(*argv, "--corpus", str(copy))
        said = [line for line in err.splitlines() if "read unverified" in line]
        assert code == 0 and "Traceback" not in err
        assert len(said) <= 1 and (said or argv[0] != "show"), err
        if said:
            assert f"{copy / inventory.NAME} is missing" in said[0] and "to restore it" in said[0]
    code, _, err = run("check", "--corpus", str(copy))
    assert code == 1 and "files.json is missing" in err


def test_a_file_where_the_imported_editions_folder_goes_is_said_and_left_out(
        copy, run, tmp_path, monkeypatch):
    """Not an empty user corpus: `show` answers from the rest, saying so, and `check` fails."""
    where = tmp_path / "imported"
    where.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("LAWSEARCH_USER_CORPUS", str(where))
    code, out, err = run("show", "27", "--corpus", str(copy), "--format", "json")
    assert code == 0 and json.loads(out)["units"][0]["id"] == "27" and "Traceback" not in err
    assert f"{where} is no folder (that of the editions users imported): left out" in err
    code, _, err = run("check", "--corpus", str(copy))
    assert code == 1 and f"{where} is no folder" in err


def test_a_folder_linked_to_a_changed_copy_elsewhere_is_held_to_the_inventory(copy, run):
    """`da/` a link to a copy outside the corpus, its edition changed by a letter: the file is
    read as the corpus's own, and is not as the build wrote it."""
    outside = copy.parent / "outside-da"
    shutil.copytree(copy / "da", outside)
    edition = outside / "wbf-2017.xml"
    edition.write_bytes(_letter(edition.read_bytes()))
    shutil.rmtree(copy / "da")
    (copy / "da").symlink_to(outside)
    code, out, err = run("show", "27", "--corpus", str(copy), "--format", "json")
    assert code == 0 and json.loads(out)["units"][0]["title"]["da"] is None
    assert "da/wbf-2017.xml is not as the build wrote it" in err and "left out" in err


# A report of another shape, in a corpus whose inventory is gone (nothing else can tell it):
# where in it, what it holds there instead.
def _drop(value, key):
    del value[key]


# (a few through the commands; any place at all through the reader, below)
SHAPE_DAMAGES = {
    "a key gone": (("editions",), _drop),
    "a list as a number": (("disagreements", 3, "pairs", 0, "conflict"), 5),
    "the whole as a list": ((), []),
}


def _reshaped(report: dict, where: tuple, what):
    if not where:
        return what
    value = report
    for key in where[:-1]:
        value = value[key]
    if callable(what):
        what(value, where[-1])
    else:
        value[where[-1]] = what
    return report


@pytest.mark.parametrize("name", SHAPE_DAMAGES)
def test_a_citations_report_of_another_shape_is_named_and_the_rest_answers(copy, run, name):
    """`check` names the place in `citations.json` that is not as the build writes it and
    fails; `show` says it left the report out and shows the law; never a traceback."""
    (copy / inventory.NAME).unlink()
    path = copy / "citations.json"
    where, what = SHAPE_DAMAGES[name]
    path.write_text(json.dumps(_reshaped(json.loads(path.read_text()), where, what)))
    code, out, err = run("check", "-v", "--corpus", str(copy))
    said = [line for line in err.splitlines() if str(path) in line]
    assert code == 1 and "Traceback" not in err
    assert said and "cannot be read (" in said[0] and "to restore it" in said[0], err
    assert "/".join(map(str, where)) in said[0] if where else "the document" in said[0]
    code, out, err = run("show", "27", "--corpus", str(copy))
    assert code == 0 and "Insufficient Bid" in out and "Traceback" not in err
    said = [line for line in err.splitlines() if str(path) in line]
    assert said and "left out" in said[0], err


_REPORT = json.loads((paths.SHIPPED_AKN / "citations.json").read_bytes())
_VALUES = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                    st.text(max_size=5), st.just([]), st.just({}), st.lists(st.text(max_size=3)),
                    st.dictionaries(st.text(max_size=3), st.text(max_size=3), max_size=2))


@st.composite
def _reports(draw):
    """The shipped report with one place in it given another value, or its key taken away."""
    report = copy_module.deepcopy(_REPORT)
    value, where = report, []
    while isinstance(value, (dict, list)) and value and draw(st.booleans()):
        key = draw(st.sampled_from(sorted(value) if isinstance(value, dict)
                                   else range(min(len(value), 5))))
        where.append(key)
        if not isinstance(value[key], (dict, list)) or not value[key]:
            break
        value = value[key]
    return _reshaped(report, tuple(where), draw(_VALUES) if not where or draw(st.booleans())
                     or not isinstance(value, dict) else _drop)


@settings(max_examples=300, deadline=None)
@given(_reports())
def test_any_citations_report_is_read_whole_or_refused_saying_where(report):
    """Whatever a report holds, it is refused with where (a `ValueError`, which the commands say
    as the file's damage), or everything `check` and `show` read of it can be read."""
    data = json.dumps(report).encode()
    try:
        found = citations_report.read(data)
    except ValueError as err:
        assert str(err).split(":")[0]
        return
    citations_report.figures(found)
    citations_report.listed(found)
    with tempfile.TemporaryDirectory() as directory:
        (Path(directory) / "citations.json").write_bytes(data)
        citations_report.conflicting(Path(directory))


# Ids a build never writes, in an edition read without its inventory: (the unit's eId, the
# eId it is given, what is said); a few through the commands, any through the reader (below)
MISPLACED = {
    "another law's part": ("art_27__sec_B", "art_70__sec_E__para_2", "70E2 is not a part of 27"),
    "a part as a law": ("art_27", "art_27__sec_B", "27B is not a law"),
    "a law's part given twice": ("art_27__sec_B", "art_27__sec_A", "27A is given twice"),
}


@pytest.mark.parametrize("name", MISPLACED)
def test_a_unit_whose_id_is_out_of_its_place_is_named_with_its_line(copy, run, tmp_path, name):
    """A unit read by an id given twice or out of its place would show, link and export
    another's text as its own: the edition is refused naming the line, `show` answers from
    the rest and `export` refuses, never a traceback."""
    (copy / inventory.NAME).unlink()
    path = copy / "tr" / "wbf-2017.xml"
    old, new, said = MISPLACED[name]
    data = path.read_bytes()
    assert data.count(f'eId="{old}"'.encode()) == 1
    path.write_bytes(data.replace(f'eId="{old}"'.encode(), f'eId="{new}"'.encode()))
    code, out, err = run("show", "27", "--corpus", str(copy), "--format", "json")
    assert code == 0 and "Traceback" not in err
    assert json.loads(out)["units"][0]["title"]["tr"] is None
    lines = [line for line in err.splitlines() if str(path) in line]
    assert lines and re.search(r"\(line \d+: eId '[^']+': " + re.escape(said), lines[0]), err
    code, out, err = run("export", "--format", "tmx", "-o", str(tmp_path / "out.tmx"),
                         "--corpus", str(copy))
    assert code != 0 and "Traceback" not in err and str(path) in err
    assert not (tmp_path / "out.tmx").exists()
    code, out, err = run("check", "--corpus", str(copy))
    assert code == 1 and "Traceback" not in err and said in err


_DANISH = (paths.SHIPPED_AKN / "da" / "wbf-2017.xml").read_bytes()
_EIDS = re.findall(rb'<(?:article|section|paragraph|subparagraph|point|list|chapter)[^>]* '
                   rb'eId="([^"]+)"', _DANISH)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(_EIDS), st.one_of(st.sampled_from(_EIDS), st.from_regex(
    rb"\Aart_[1-9][0-9]?(__sec_[A-H](__para_[1-9](__subpara_[a-d])?)?)?\Z")))
def test_any_unit_given_another_id_is_read_in_its_place_or_refused_naming_its_line(old, new):
    """Whatever id a unit is given, the edition reads with every unit under its own parent and
    no id twice, or is refused naming the line."""
    data = _DANISH.replace(b'eId="' + old + b'"', b'eId="' + new + b'"', 1)
    try:
        edition, _ = akn.from_xml(data, "da.xml")
    except ValueError as err:
        assert re.match(r"line \d+: ", str(err)), err
        assert old != new
        return
    ids = []

    def walk(unit, parent):
        ids.append(unit.id)
        above = CanonicalId.parse(unit.id).parent
        assert (str(above) if above else None) == parent
        for child in unit.children:
            walk(child, unit.id)
    for law in edition.laws:
        walk(law, None)
    assert len(ids) == len(set(ids))
