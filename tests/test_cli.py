"""The command line on the committed corpus: show, export, check."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from lawsearch import paths
from lawsearch.cli import main


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "lawsearch", *args], capture_output=True,
                          text=True, env={"COLUMNS": "160", "PATH": "/usr/bin:/bin",
                                          "PYTHONPATH": str(paths.ROOT)})


def show_json(citation: str) -> dict:
    result = run("show", citation, "--format", "json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.mark.parametrize("citation,cid", [
    ("27", "27"), ("27B1(a)", "27B1(a)"), ("Law 27B1(a)", "27B1(a)"), ("Yasa 27", "27"),
    ("§ 27", "27"), ("§\u00a027B1a", "27B1(a)"), ("חוק 27", "27"), ("L27", "27"),
    ("law 27 b 1 a", "27B1(a)"), ("YASA 27", "27"), ("§ 12C1e", "12C1(e)"),
    ("12C1(e)(ii)", "12C1(e)(ii)"), ("§ 12C1eii", "12C1(e)(ii)"), ("חוק 27ב1(א)", "27B1(a)"),
    ("Yasa 50D2'nin", "50D2"), ("Yasa 50D2nin", "50D2"), ("§ 30B1bi", "30B1(b)(i)"),
    ("בחוק 27ב1(א)", "27B1(a)"), ("Yasa22", "22"), ("Yasa 80B2/k", "80B2(k)"),
    ("Yasa 12 C2", "12C2"), ("Law 80B2(k)", "80B2(k)"), ("חוק 80ב2(יא)", "80B2(k)"),
])
def test_show_accepts_citation_forms(citation, cid):
    assert show_json(citation)["id"] == cid


def test_show_json_has_unit_and_everything_under_it():
    data = show_json("27B")
    ids = [u["id"] for u in data["units"]]
    assert ids == ["27B", "27B1", "27B1(a)", "27B1(b)", "27B2", "27B3", "27B4"]
    first = data["units"][0]
    assert first["title"]["tr"] == "Kabul Edilmeyen Yetersiz Deklare"
    assert first["title"]["da"] == "Utilstrækkeligt bud ikke accepteret"
    assert set(first) >= {"work", "id", "law", "parent", "kind", "title", "text", "refs",
                          "annotations", "related"}
    assert first["parent"] == "27" and first["law"] == "27" and first["kind"] == "section"
    assert first["text"]["en"] is None
    item = data["units"][2]
    assert item["kind"] == "item" and item["parent"] == "27B1"
    assert item["text"]["da"].startswith("Hvis det utilstrækkelige bud rettes til det laveste")


@pytest.mark.parametrize("citation", ["§§ 61-64", "Laws 61–64", "Yasa 61-64", "חוקים 61-64"])
def test_show_range_shows_every_law(citation):
    data = show_json(citation)
    assert data["ids"] == ["61", "62", "63", "64"]
    laws = [u["id"] for u in data["units"] if u["kind"] == "law"]
    assert laws == ["61", "62", "63", "64"]


def test_cite_json_resolves_and_explains():
    result = run("cite", "bkz. Yasa 27B1(a) ve Yasa 94; Yasalar 4, 12C2 ve 91", "--lang", "tr",
                 "--format", "json")
    assert result.returncode == 2, result.stderr  # every citation given; one names nothing
    cits = json.loads(result.stdout)["citations"]
    assert [(c["text"], c["targets"]) for c in cits] == [
        ("Yasa 27B1(a)", ["27B1(a)"]), ("Yasa 94", []), ("Yasalar 4, 12C2 ve 91", ["4", "12C2", "91"])]
    assert cits[1]["problem"] == "no law 94; laws run 1–93"
    text = "bkz. Yasa 27B1(a) ve Yasa 94; Yasalar 4, 12C2 ve 91"
    assert all(text[c["start"]:c["end"]] == c["text"] for c in cits)


def test_export_refs_are_the_units_cross_references():
    data = show_json("27B1(a)")["units"][0]
    assert data["refs"]["tr"] == ["26B", "16C", "27D"]  # "Yasalar 26B ve 16C …, ancak bkz. aşağıdaki D"
    assert data["refs"]["da"] == ["26B", "16C", "27D"]
    assert data["refs"]["en"] is None


def test_show_law_json_english_title():
    law = show_json("Yasa 27")["units"][0]
    assert law["title"] == {"tr": "YETERSİZ DEKLARE", "da": "Utilstrækkeligt bud",
                            "he": "הכרזה בלתי מספקת", "en": "Insufficient Bid"}


@pytest.mark.parametrize("citation,message", [
    ("Yasa 94", "no law 94; laws run 1–93"),
    ("27F", "no 27F; law 27 has 27A, 27B, 27C, 27D"), ("Law 17E", "no 17E; law 17 has"),
    ("27B5", "no 27B5; 27B has 27B1, 27B2, 27B3, 27B4"),
    ("insufficient", "is not a citation"),
])
def test_unknown_citation_is_exit_2_saying_what_exists(citation, message):
    result = run("show", citation)
    assert result.returncode == 2
    assert message in result.stderr


def test_show_text_side_by_side_with_hebrew_visual_order():
    result = run("show", "27A")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Türkçe (tr)" in out and "Dansk (da)" in out and "תירבע (he)" in out  # visual order
    assert "Utilstrækkeligt bud accepteret" in out
    # the Hebrew heading is printed in visual (reversed) order for a left-to-right terminal
    heading_he = show_json("27A")["units"][0]["title"]["he"]
    assert heading_he[::-1].split()[0] in out


def test_show_lang_selects_and_orders_columns():
    result = run("show", "27A", "--lang", "he,tr")
    assert "Dansk" not in result.stdout
    assert result.stdout.index("תירבע") < result.stdout.index("Türkçe")
    bad = run("show", "27A", "--lang", "xx")
    assert bad.returncode != 0 and "no edition in xx" in bad.stderr


def test_export_jsonl_every_unit_in_order(tmp_path, corpus):
    out = tmp_path / "laws.jsonl"
    assert main(["export", "--format", "jsonl", "-o", str(out)]) == 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    law_ids = [r["id"] for r in records if r["kind"] != "definition" and r["work"] == "wbf-2017"]
    assert law_ids == corpus.ids
    assert law_ids.index("27B1(a)") < law_ids.index("27B1(b)") < law_ids.index("28")
    for r in records:
        assert set(r["text"]) == {"tr", "da", "he", "en"}
    defs = [r for r in records if r["kind"] == "definition"]
    assert defs and all(r["id"].startswith("def:") for r in defs)


def test_check_passes_on_committed_corpus():
    result = run("check")
    assert result.returncode == 0, result.stderr
    assert "ok" in result.stdout.splitlines()[-1]


def test_check_fails_on_an_invalid_file(tmp_path):
    import shutil
    corpus_dir = tmp_path / "akn"
    shutil.copytree(paths.AKN, corpus_dir)
    f = corpus_dir / "da" / "wbf-2017.xml"
    f.write_bytes(f.read_bytes().replace(b"<num>", b"<nmu>", 1).replace(b"</num>", b"</nmu>", 1))
    result = run("check", "--corpus", str(corpus_dir))
    assert result.returncode == 1
    assert "nmu" in result.stderr


def test_export_includes_the_1907_book_after_the_laws(tmp_path):
    out = tmp_path / "all.jsonl"
    assert main(["export", "-o", str(out)]) == 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    works = [r["work"] for r in records]
    assert works.index("elwell-1907") > len(works) - works[::-1].index("wbf-2017") - 1
    rule = next(r for r in records if r["id"] == "elwell-1907:bridge-axioms:44")
    assert rule["kind"] == "rule" and rule["parent"] == "elwell-1907:bridge-axioms"
    assert "skora dikkat" in rule["text"]["tr"] and rule["related"] == ["74"]
    law = next(r for r in records if r["id"] == "74")
    assert "elwell-1907:bridge-axioms:44" in law["related"]
    only = tmp_path / "book.jsonl"
    assert main(["export", "--work", "elwell-1907", "-o", str(only)]) == 0
    assert {json.loads(line)["work"] for line in only.read_text(encoding="utf-8").splitlines()} \
        == {"elwell-1907"}


def test_show_a_rule_of_the_1907_book_with_its_2017_law():
    result = run("show", "elwell-1907:bridge-axioms:44")
    assert result.returncode == 0, result.stderr
    assert "skora dikkat" in result.stdout
    assert "→ 2017: Law 74 (Conduct and Etiquette)" in result.stdout
    bad = run("show", "elwell-1907:no-such-section")
    assert bad.returncode == 2 and "its sections are bridge-axioms" in bad.stderr


def test_search_command_json_and_columns():
    result = run("search", "yetersiz deklare", "--format", "json", "--limit", "3")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["results"][0]["id"] == data["results"][0]["law"] == "27"
    assert data["results"][0]["title"]["da"] == "Utilstrækkeligt bud"
    assert data["results"][0]["units"][0]["title"]["da"]
    # a line a law: its title, its best unit and that unit's text in the first language asked
    text = run("search", "utilstrækkeligt bud", "--lang", "da,tr", "--limit", "2")
    lines = text.stdout.splitlines()
    assert text.returncode == 0 and lines[1].startswith("Law 27  Insufficient Bid")
    assert "Utilstrækkeligt" in lines[1] and "Yetersiz" not in lines[1]
    hebrew = run("search", "קלף עונשין", "--limit", "1")  # the title shows the query as drawn
    assert hebrew.returncode == 0 and hebrew.stdout.startswith("ןישנוע ףלק – 1 law")
    missing = run("search", "Yasa 94")
    assert missing.returncode == 2 and "no law 94; laws run 1–93" in missing.stderr


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_a_search_that_finds_nothing_exits_1_in_either_format(fmt):
    found = run("search", "qxzvw jjkkq", "--format", fmt)
    assert found.returncode == 1, found.stderr
    if fmt == "json":
        assert json.loads(found.stdout)["results"] == []
    else:
        assert found.stdout == "" and "nothing found for" in found.stderr


def test_show_shortens_annotations_unless_full():
    short = run("show", "27", "--lang", "tr").stdout
    full = run("show", "27", "--lang", "tr", "--full").stdout
    assert "(--full)" in short and "(--full)" not in full and len(full) > len(short)


@pytest.mark.parametrize("args", [
    ("show", "Laws 1–93", "--format", "json"),
    ("search", "insufficient bid", "--format", "json", "--limit", "50"),
    ("cite", "bkz. Yasa 27B1(a) ve Yasa 16", "--format", "json"),
])
def test_quick_commands_write_their_whole_output_to_a_pipe(args):
    # They end without the interpreter's teardown: what is still buffered must be written first.
    result = run(*args)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)
    assert result.stderr == ""


def test_a_reader_that_leaves_early_gets_no_traceback():
    proc = subprocess.Popen([sys.executable, "-m", "lawsearch", "show", "Laws 1–93"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={"COLUMNS": "160", "PATH": "/usr/bin:/bin",
                                 "PYTHONPATH": str(paths.ROOT)})
    assert proc.stdout.readline()
    proc.stdout.close()  # as `lawsearch show ... | head -1` does
    err = proc.stderr.read().decode()
    assert proc.wait() in (0, 1)  # rich ends a write to a closed pipe with status 1, as Python advises
    assert "Traceback" not in err and "Exception" not in err, err


def test_show_says_which_citation_no_other_edition_makes(capsys):
    """Under the table `show` says where the editions cite conflicting units, and which
    edition alone cites what (the same candidate errata the law page marks)."""
    main(["show", "72B2"])
    out = " ".join(capsys.readouterr().out.split())
    assert "≠ 72B2: the editions cite different units here (a candidate erratum; he alone " \
           "cites 79A1): tr 20F, 62A, 79A2 | da 20F, 62A, 79A2 | he 20F, 62A, 79A1" in out
    main(["show", "27"])
    assert "≠" not in capsys.readouterr().out


def test_show_marks_the_citation_no_other_edition_makes_where_it_is_read(capsys):
    """In the table, "≠" stands after the Hebrew 79A1 of 72B2 (where the others cite 79A2),
    after that designation alone, and nowhere in the editions that agree."""
    from lawsearch.showing import lookup
    from lawsearch.terminal import mark_cited_otherwise

    (record,) = lookup("72B2").records
    marked = mark_cited_otherwise(record, {"he": {"79A1"}})
    assert marked["text"]["he"] == record["text"]["he"].replace("1א79", "1א79≠")
    assert marked["text"]["he"].count("≠") == 1
    assert marked["text"]["tr"] == record["text"]["tr"]
    main(["show", "72B2", "--logical"])
    out = capsys.readouterr().out
    assert "1א79≠" in out and out.count("≠") == 2  # the mark, and the line under the table
