"""The works are declared once (`lawsearch/works.py`): no other module, and no script of the
site, writes a work's id; what the Akoma Ntoso documents say of a work is its declaration."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from lxml import etree

from lawsearch import paths
from lawsearch.works import BOOKS, LAWS, WORK, WORKS, qualified, unqualified

ROOT = Path(__file__).resolve().parents[1]


def test_the_declared_works():
    assert WORK == LAWS.id == "wbf-2017" and LAWS.laws == 93
    assert BOOKS == ("elwell-1907",)


def test_the_corpus_documents_carry_their_works_declaration():
    documents = [p for p in sorted(paths.AKN.glob("*/*.xml")) if p.stem in WORKS]
    assert len(documents) >= 4
    for path in documents:
        root = etree.parse(str(path)).getroot()
        ns = {"a": root.nsmap[None]}
        work = WORKS[path.stem]
        assert root.find(".//a:FRBRWork/a:FRBRuri", ns).get("value") == work.uri
        assert root.find(".//a:FRBRWork/a:FRBRdate", ns).get("date") == work.date


_ID = re.compile("|".join(re.escape(f'"{w}"') for w in WORKS))


def test_no_work_id_is_written_outside_the_registry():
    sources = [p for p in (ROOT / "lawsearch").rglob("*.py") if p.name != "works.py"] + \
        sorted((ROOT / "scripts").glob("*.py")) + sorted((ROOT / "lawsearch").rglob("*.js")) + \
        sorted((ROOT / "site" / "theme" / "assets").glob("*.js")) + \
        sorted((ROOT / "site" / "templates").glob("*.j2"))
    written = [f"{p.relative_to(ROOT)}:{text[:m.start()].count(chr(10)) + 1}"
               for p in sources for text in [p.read_text(encoding="utf-8")]
               for m in _ID.finditer(text)]
    assert written == []


@pytest.mark.parametrize("uid, work, inside", [
    ("27B1(a)", "wbf-2017", "27B1(a)"),
    ("def:odd-trick", "wbf-2017", "def:odd-trick"),
    ("elwell-1907:scoring:3", "elwell-1907", "elwell-1907:scoring:3"),
    ("elwell-1907", "elwell-1907", ""),
    ("wbf-2017:27", "wbf-2017", "wbf-2017:27"),  # the Laws' own ids are never qualified
    ("nowork-1:27", "wbf-2017", "nowork-1:27"),
])
def test_a_qualified_id_names_its_work(uid, work, inside):
    assert unqualified(uid) == (work, inside)
    if work == WORK or WORKS[work].book:
        assert qualified(work, inside or uid) == (inside or uid)


FIXTURES = ROOT / "tests" / "fixtures"


def _lawsearch(env: dict, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "lawsearch", *args], capture_output=True,
                          text=True, env=env, cwd=cwd)


@pytest.mark.parametrize("text, said", [
    ("{", "the work cannot be read"),
    ('{"id": "x-1"}', 'expected a JSON object with "id", "uri"'),
    ('{"id": "x:1", "uri": "/u", "date": "2031-01-01", "author": ["x", "X"], "laws": 3, '
     '"title": "X"}', "expected an id of letters, digits and hyphens"),
    ('{"id": "wbf-2017", "uri": "/u", "date": "2031-01-01", "author": ["x", "X"], "laws": 3, '
     '"title": "X"}', "the work 'wbf-2017' is declared twice"),
])
def test_a_damaged_declaration_of_a_work_is_named_in_one_line(tmp_path, text, said):
    (tmp_path / "damaged.json").write_text(text, encoding="utf-8")
    run = _lawsearch({**os.environ, "LAWSEARCH_WORKS": str(tmp_path)}, tmp_path, "show", "27")
    assert run.returncode != 0 and said in run.stderr and "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1


def test_an_edition_of_an_undeclared_work_is_refused(tmp_path):
    run = _lawsearch({**os.environ, "LAWSEARCH_USER_CORPUS": str(tmp_path / "akn")}, tmp_path,
                     "import", str(FIXTURES / "zbf-2031-da.txt"), "--lang", "da",
                     "--work", "zbf-2031", "--profile", "da-plain")
    assert run.returncode == 1 and "no work of the Laws 'zbf-2031'" in run.stderr
    assert not (tmp_path / "akn").exists()


@pytest.mark.slow
def test_an_edition_of_another_work_is_everywhere_beside_the_laws(tmp_path):
    """The invented work (tests/fixtures/works/zbf-2031.json, three laws) and a Danish edition of
    it (tests/fixtures/zbf-2031-da.txt): imported beside the 2017 Danish edition, shown with
    its qualified ids, built into the corpus, the index and the site (a page of its own, its
    cross-references linked within it), and found by a search in its words, with no change
    to lawsearch."""
    env = {**os.environ, "LAWSEARCH_WORKS": str(FIXTURES / "works"),
           "LAWSEARCH_CACHE": str(tmp_path / "cache"), "LAWSEARCH_DATA": str(tmp_path / "data"),
           "LAWSEARCH_USER_CORPUS": str(tmp_path / "data" / "akn")}

    def lawsearch(*args: str) -> subprocess.CompletedProcess:
        run = _lawsearch(env, tmp_path, *args)
        assert run.returncode == 0, run.stderr
        return run

    edition = str(FIXTURES / "zbf-2031-da.txt")
    imported = lawsearch("import", edition, "--lang", "da", "--work", "zbf-2031",
                         "--profile", "da-plain", "--strict")
    assert imported.stdout.startswith("read whole: 3 laws, 6 of the 6 units")
    assert "Laws of Zorbat Bridge 2031 (imported)" in imported.stdout
    written = tmp_path / "data" / "akn" / "da" / "zbf-2031.xml"
    root = etree.parse(str(written)).getroot()
    ns = {"a": root.nsmap[None]}
    assert root.find(".//a:FRBRWork/a:FRBRuri", ns).get("value") == \
        "/akn/int/act/zbf/2031/laws-of-zorbat-bridge"

    (shown,) = json.loads(lawsearch("show", "zbf-2031:1B", "--format", "json").stdout)["units"]
    assert (shown["work"], shown["id"], shown["law"]) == ("zbf-2031", "1B", "1")
    assert shown["text"]["da"] == "Kvisten af en vrumpel er altid grøntlig."
    (law,) = json.loads(lawsearch("show", "1B", "--format", "json").stdout)["units"]
    assert law["work"] == WORK and law["text"]["da"] != shown["text"]["da"]  # 2017's 1B
    api = subprocess.run([sys.executable, "-c", "from lawsearch import Corpus; import json; "
                          "print(json.dumps([r['text']['da'] for r in "
                          "Corpus.load(work='zbf-2031').show('1B')]))"],
                         capture_output=True, text=True, env=env, cwd=tmp_path, check=True)
    assert json.loads(api.stdout) == [shown["text"]["da"]]  # its own 1B, from Python too
    missing = _lawsearch(env, tmp_path, "show", "zbf-2031:4")
    assert missing.returncode == 2 and "no law 4; laws run 1–3 (in zbf-2031)" in missing.stderr

    corpus, index, site = tmp_path / "corpus", tmp_path / "index", tmp_path / "site"
    lawsearch("build", "--out", str(corpus), "--index", str(index), "--site", str(site), "-q")
    found = json.loads(lawsearch("search", "vrumpel skandol", "--format", "json", "--index",
                                 str(index), "--corpus", str(corpus)).stdout)
    assert (found["results"][0]["work"], found["results"][0]["id"]) == ("zbf-2031", "1A")
    listed = lawsearch("search", "vrumpel skandol", "--index", str(index), "--corpus",
                       str(corpus)).stdout
    assert "zbf-2031:1A" in listed
    page = (site / "zbf-2031.html").read_text(encoding="utf-8")
    assert 'id="1A"' in page and "Vrumplernes skandol" in page
    assert 'href="#2" data-target="zbf-2031:2"' in page  # "§ 2" within its own work
    assert 'href="zbf-2031.html"' in (site / "index.html").read_text(encoding="utf-8")
    units = (site / "assets" / "search" / "units" / "zbf-2031-1.js").read_text(encoding="utf-8")
    assert "Vrumplernes kvist" in units
    data = (site / "assets" / "search" / "index.js").read_text(encoding="utf-8")
    assert '"zbf-2031":"Laws of Zorbat Bridge 2031"' in data
    exported = lawsearch("export", "--corpus", str(corpus)).stdout.splitlines()
    assert any(json.loads(r)["work"] == "zbf-2031" for r in exported)
