"""The works are declared once (`lawsearch/works.py`): no other module, and no script of the
site, writes a work's id; what the Akoma Ntoso documents say of a work is its declaration."""
from __future__ import annotations

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
