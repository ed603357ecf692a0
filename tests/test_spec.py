"""The golden vectors (`tests/spec/*.jsonl`, written from Python by `scripts/spec.py`): Python
gives every answer they hold, and so does the site's JavaScript, run in Node.js. A change of
what Python answers is a change of these files, which the JavaScript must then follow.

The vectors are answers about the shipped corpus alone: the analysis and search vectors are
checked against an index built into a folder of their own, without what a checkout's cache may
hold besides (the 1907 English original, which changes the words' statistics)."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from citation_queries import python_answer
from conftest import engine_scripts

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


# Whether the checkout's cache holds a book besides the shipped corpus (the run's site and index
# then have its words too): asked once, before `shipped` moves the cache away to where no book
# is (the run's site, built with the book, would then seem to have none).
BOOKS_BESIDE = any(paths.LOCAL.glob("*/*.xml"))


@pytest.fixture(scope="module")
def search_data(request, tmp_path_factory) -> Path:
    """The run's site's search data where the cache holds no book besides (a fresh checkout),
    else written here: a site built with a book's words would leave them in this process's
    caches for the vectors of the shipped corpus alone."""
    from lawsearch.search import Searcher
    from lawsearch.site.searchdata import write

    if not BOOKS_BESIDE:
        return request.getfixturevalue("site") / "assets" / "search"
    with Searcher():  # built first if missing or stale
        pass
    out = tmp_path_factory.mktemp("spec")
    write(paths.INDEX, Corpus.load(paths.AKN, user=False), out)
    return out / "search"


def test_the_site_gives_every_answer_of_the_citation_vectors(search_data, node, tmp_path):
    script = tmp_path / "read.js"
    script.write_text(READ, encoding="utf-8")
    run = subprocess.run([node, str(script), str(SPEC / "citations.jsonl"),
                          str(search_data / "index.js"), str(search_data / "grammars.js"),
                          str(ASSETS / "citations.js")],
                         capture_output=True, text=True, encoding="utf-8", check=True)
    found = vectors("citations.jsonl")
    differ = [(v["query"], v["answer"], got) for v, got in zip(found, json.loads(run.stdout))
              if got != v["answer"]]
    assert differ == []


@pytest.fixture(scope="module")
def shipped(tmp_path_factory):
    """The index of the shipped corpus alone: the run's own where the cache holds no book
    besides (a fresh checkout); else the cache moved to a folder of its own (the index built
    there from the shipped corpus), and put back after."""
    from lawsearch.search import Searcher

    if not BOOKS_BESIDE:
        with Searcher() as searcher:
            yield searcher
        return
    saved = os.environ.get("LAWSEARCH_CACHE")
    paths.configure(cache=tmp_path_factory.mktemp("spec-cache"))
    with Searcher() as searcher:  # built first
        yield searcher
    if saved is None:
        os.environ.pop("LAWSEARCH_CACHE", None)
    else:
        os.environ["LAWSEARCH_CACHE"] = saved
    paths._locate()


@pytest.fixture(scope="module")
def shipped_data(shipped, request, tmp_path_factory) -> Path:
    """The search data of the shipped corpus alone: the run's site's where the cache holds no
    book besides (a fresh checkout), else written from the shipped corpus's own index (the
    site, asked for only then, would build the index with the book's words)."""
    from lawsearch.site.searchdata import write

    if not BOOKS_BESIDE:
        return request.getfixturevalue("site") / "assets" / "search"
    out = tmp_path_factory.mktemp("spec-data")
    write(paths.INDEX, Corpus.load(paths.AKN, user=False), out)
    return out / "search"


# search.js with its data in Node.js: each vector's input analysed or searched, the answers printed
ENGINE = r"""
const fs = require("fs"), vm = require("vm");
const [kind, vectorsFile, ...scripts] = process.argv.slice(2);
const context = {window: {}};
vm.createContext(context);
for (const file of scripts) vm.runInContext(fs.readFileSync(file, "utf8"), context);
const S = context.window.LAWSEARCH;
const vectors = fs.readFileSync(vectorsFile, "utf8").split("\n").filter((l) => l).map(JSON.parse);
const answers = vectors.map((v) => {
  if (kind === "analysis") return S.analyse(v.lang, v.text);
  const found = S.search(v.query, null, 1);
  return found.length ? [found[0].work, found[0].id] : null;
});
process.stdout.write(JSON.stringify(answers));
"""


def _engine(node: str, kind: str, data: Path, tmp_path: Path) -> list:
    script = tmp_path / "engine.js"
    script.write_text(ENGINE, encoding="utf-8")
    run = subprocess.run([node, str(script), kind, str(SPEC / f"{kind}.jsonl"),
                          *engine_scripts(data, ASSETS)], capture_output=True, text=True,
                         encoding="utf-8", check=True)
    return json.loads(run.stdout)


def test_the_analysis_and_search_vectors_cover_every_language():
    analysed = vectors("analysis.jsonl")
    assert {v["lang"] for v in analysed} == {"tr", "da", "he", "en"} and len(analysed) >= 1500
    assert {"lang": "tr", "text": "İhlal", "terms": [["ihlal"]]} in analysed or any(
        v["lang"] == "tr" and v["text"][:1] in "İI" for v in analysed)
    searched = vectors("search.jsonl")
    assert len(searched) >= 150 and all(v["first"] for v in searched)


@pytest.mark.slow
def test_python_gives_every_answer_of_the_analysis_vectors(shipped):
    from lawsearch.search.query import terms

    differ = [(v["lang"], v["text"], v["terms"], got) for v in vectors("analysis.jsonl")
              if (got := terms(shipped.analyzers[v["lang"]], v["text"])) != v["terms"]]
    assert differ == []


@pytest.mark.slow
def test_python_gives_every_answer_of_the_search_vectors(shipped):
    differ = []
    for v in vectors("search.jsonl"):
        found = shipped.search(v["query"], limit=1)
        got = [found[0].work, found[0].id] if found else None
        if got != v["first"]:
            differ.append((v["query"], v["first"], got))
    assert differ == []


@pytest.mark.slow
def test_the_site_gives_every_answer_of_the_analysis_vectors(shipped_data, node, tmp_path):
    found = vectors("analysis.jsonl")
    differ = [(v["lang"], v["text"], v["terms"], got)
              for v, got in zip(found, _engine(node, "analysis", shipped_data, tmp_path))
              if got != v["terms"]]
    assert differ == []


@pytest.mark.slow
def test_the_site_gives_every_answer_of_the_search_vectors(shipped_data, node, tmp_path):
    found = vectors("search.jsonl")
    differ = [(v["query"], v["first"], got)
              for v, got in zip(found, _engine(node, "search", shipped_data, tmp_path))
              if got != v["first"]]
    assert differ == []
