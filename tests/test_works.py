"""The works are declared once (`lawsearch/works.py`): no other module, and no script of the
site, writes a work's id; what the Akoma Ntoso documents say of a work is its declaration."""
from __future__ import annotations

import re
from pathlib import Path

from lxml import etree

from lawsearch import paths
from lawsearch.works import BOOKS, LAWS, WORK, WORKS

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
        sorted((ROOT / "site" / "theme" / "assets").glob("*.js"))
    written = [f"{p.relative_to(ROOT)}:{text[:m.start()].count(chr(10)) + 1}"
               for p in sources for text in [p.read_text(encoding="utf-8")]
               for m in _ID.finditer(text)]
    assert written == []
