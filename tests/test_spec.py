"""The golden vectors (`tests/spec/*.jsonl`, written from Python by `scripts/spec.py`): Python
gives every answer they hold, and so does the site's JavaScript, run in Node.js. A change of
what Python answers is a change of these files, which the JavaScript must then follow."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from citation_queries import python_answer

from lawsearch import Corpus, paths

SPEC = Path(__file__).resolve().parent / "spec"
ASSETS = paths.THEME / "theme" / "assets"


def vectors(name: str) -> list[dict]:
    return [json.loads(line) for line in (SPEC / name).read_text(encoding="utf-8").splitlines()]


def test_the_citation_vectors_hold_every_kind_of_answer():
    found = vectors("citations.jsonl")
    kinds = {"none" if v["answer"] is None else next(iter(v["answer"])) for v in found}
    assert kinds == {"none", "units", "refused"} and len(found) >= 500
    by_query = {v["query"]: v["answer"] for v in found}
    assert by_query["§ 27B1a"] == {"units": ["27B1(a)"]}
    assert by_query["חוק 27ב1(א)"] == {"units": ["27B1(a)"]}
    assert by_query["Law 999"] == {"refused": "no law 999; laws run 1–93"}


def test_python_gives_every_answer_of_the_citation_vectors():
    ids = Corpus.load(paths.AKN, user=False).ids
    differ = [(v["query"], v["answer"], got) for v in vectors("citations.jsonl")
              if (got := python_answer(v["query"], ids)) != v["answer"]]
    assert differ == []


# citations.js and the search data in Node.js: every vector's query read, its answer printed
READ = r"""
const fs = require("fs"), vm = require("vm");
const context = {window: {}};
vm.createContext(context);
for (const file of process.argv.slice(3)) vm.runInContext(fs.readFileSync(file, "utf8"), context);
const vectors = fs.readFileSync(process.argv[2], "utf8").split("\n").filter((l) => l);
const answers = vectors.map((l) => context.window.LAWSEARCH_CITATIONS.read(JSON.parse(l).query));
process.stdout.write(JSON.stringify(answers));
"""


@pytest.fixture(scope="module")
def search_data(tmp_path_factory) -> Path:
    from lawsearch.search import Searcher
    from lawsearch.site.searchdata import write

    with Searcher():  # built first if missing or stale
        pass
    out = tmp_path_factory.mktemp("spec")
    write(paths.INDEX, Corpus.load(paths.AKN, user=False), out)
    return out / "search"


def test_the_site_gives_every_answer_of_the_citation_vectors(search_data, node, tmp_path):
    script = tmp_path / "read.js"
    script.write_text(READ, encoding="utf-8")
    run = subprocess.run([node, str(script), str(SPEC / "citations.jsonl"),
                          str(search_data / "index.js"), str(ASSETS / "citations.js")],
                         capture_output=True, text=True, encoding="utf-8", check=True)
    found = vectors("citations.jsonl")
    differ = [(v["query"], v["answer"], got) for v, got in zip(found, json.loads(run.stdout))
              if got != v["answer"]]
    assert differ == []
