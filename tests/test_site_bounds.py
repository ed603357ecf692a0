"""The site's search cuts a query as `lawsearch search` does, to the limits of lawsearch/bounds.py
written once into the search data (`citation_data`'s "bounds"), and says so in the same words;
nothing of the query beyond them is read (a query of 1,000,000 characters froze the tab).

Run in Node.js: citations.js with the citation data alone, then search.js with the whole search
data, written from the index into a folder of the test's own."""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from lawsearch import paths
from lawsearch.bounds import MAX_QUERY, MAX_WORD, MAX_WORDS, bound
from lawsearch.corpus import Corpus
from lawsearch.site.searchdata import citation_data, grammars_script, js_data

ASSETS = paths.THEME / "theme" / "assets"

# MAX_WORDS words of as many letters as fill MAX_QUERY characters with a space after each
FULL = ("x" * (MAX_QUERY // MAX_WORDS - 1) + " ") * MAX_WORDS
assert len(FULL) == MAX_QUERY and MAX_QUERY // MAX_WORDS - 1 <= MAX_WORD

# (what is typed, what was cut): each limit alone, two at once, none, and far beyond all
TEXTS = [
    ("insufficient bid", None),
    (FULL, None),  # at every limit at once, and within them
    (FULL + "y", "characters"),
    ("a" * (MAX_QUERY + 1), "characters and letters"),
    (" ".join(["bid"] * MAX_WORDS), None),
    (" ".join(["bid"] * (MAX_WORDS + 1)), "words"),
    ("x" * MAX_WORD + " bid", None),
    ("x" * (MAX_WORD + 1) + " bid", "letters"),
    ("x" * (MAX_WORD + 5) + " " + "y" * (MAX_QUERY - 10), "characters and letters"),
    ("z" * 200 + " bid" * 100, "words and letters"),
    ("Yasa 27 ve " * 200, "words"),  # the words alone said: what is kept has fewer characters
    ("חוק 27 ו" * 300, "words"),
    ("𝟗" * (MAX_QUERY + 3), "characters and letters"),  # outside the BMP: cut by code points
    ("a " * 80_000, "words"),  # 160,000 characters
    (" " * 999_999 + "x", "characters"),  # 1,000,000: blanks a trim would scan from each
]


def test_the_limits_are_written_once_into_the_data():
    data = citation_data(_Ids())
    assert data["bounds"]["characters"] == MAX_QUERY
    assert data["bounds"]["words"] == MAX_WORDS and data["bounds"]["letters"] == MAX_WORD
    for script in ("citations.js", "search.js", "search-page.js"):  # no copy of them there
        text = (ASSETS / script).read_text(encoding="utf-8")
        for limit in (MAX_QUERY, MAX_WORDS, MAX_WORD):
            assert not re.search(rf"(?<![\w.]){limit}(?![\w])", text.replace("64 + V", "")), \
                (script, limit)


class _Ids:
    """What `citation_data` asks of a searcher: the units' ids."""

    def __init__(self):
        self.ids = Corpus.load(paths.AKN, user=False).ids


BOUND = r"""
const fs = require("fs"), vm = require("vm");
const context = {window: {}};
vm.createContext(context);
for (const file of process.argv.slice(3)) vm.runInContext(fs.readFileSync(file, "utf8"), context);
const texts = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
process.stdout.write(JSON.stringify(texts.map((t) => context.window.LAWSEARCH_CITATIONS.bound(t))));
"""


@pytest.fixture(scope="module")
def grammars(tmp_path_factory) -> Path:
    """assets/search/grammars.js, as the build writes it."""
    path = tmp_path_factory.mktemp("grammars") / "grammars.js"
    path.write_text("window.LAWSEARCH_CITATIONS_DATA = " + js_data(citation_data(_Ids()))
                    + ";\n" + grammars_script(), encoding="utf-8")
    return path


def test_the_site_cuts_a_query_as_the_command_line_does(node, grammars, tmp_path):
    script, texts = tmp_path / "bound.js", tmp_path / "texts.json"
    script.write_text(BOUND, encoding="utf-8")
    texts.write_text(json.dumps([t for t, _ in TEXTS]), encoding="utf-8")
    run = subprocess.run([node, str(script), str(texts), str(grammars),
                          str(ASSETS / "citations.js")],
                         capture_output=True, text=True, encoding="utf-8", check=True)
    for (text, what), got in zip(TEXTS, json.loads(run.stdout)):
        python = bound(text)
        assert got == {"text": python.text, "note": python.note}, (text[:20], what)
        assert (python.note is None) == (what is None)
        if what:  # each limit said, as the command line says it
            for kind, said in (("characters", f"its first {MAX_QUERY:,} characters"),
                               ("words", f"its first {MAX_WORDS} words"),
                               ("letters", f"words of at most {MAX_WORD} letters")):
                assert (said in python.note) == (kind in what), (python.note, what)


# search.js with the whole search data: the query's answer and note, and the longest text that
# reached what reads a query (citations.js's read and languagesOf, which search.js calls)
QUERY = r"""
const fs = require("fs"), vm = require("vm");
const [textsFile, ...scripts] = process.argv.slice(2);
const context = {window: {}};
vm.createContext(context);
for (const file of scripts) vm.runInContext(fs.readFileSync(file, "utf8"), context);
const C = context.window.LAWSEARCH_CITATIONS, longest = {read: 0, languagesOf: 0};
for (const name of Object.keys(longest)) {
  const real = C[name];
  C[name] = function (text, ...rest) {
    longest[name] = Math.max(longest[name], Array.from(text).length);
    return real.call(this, text, ...rest);
  };
}
const texts = JSON.parse(fs.readFileSync(textsFile, "utf8"));
const answers = texts.map((t) => {
  const got = context.window.LAWSEARCH.query(t, null, 3);
  return {note: got.note, refused: got.refused, first: got.results.length ? got.results[0].id : null};
});
process.stdout.write(JSON.stringify({answers: answers, longest: longest}));
"""


@pytest.fixture(scope="module")
def search_data(tmp_path_factory) -> Path:
    from lawsearch.search import Searcher
    from lawsearch.site.searchdata import write

    with Searcher():  # built first if missing or stale
        pass
    out = tmp_path_factory.mktemp("bounds")
    write(paths.INDEX, Corpus.load(paths.AKN, user=False), out)
    return out / "search"


LONG = [("insufficient bid " * 10_000, "27"), ("Law 94 " + "x " * 500_000, None),
        ("Law 27B1(a) " * 20_000, "27")]


def test_a_query_of_a_million_characters_is_read_as_its_bounded_beginning(search_data, node,
                                                                        tmp_path):
    from conftest import engine_scripts

    script, texts = tmp_path / "query.js", tmp_path / "texts.json"
    script.write_text(QUERY, encoding="utf-8")
    texts.write_text(json.dumps([t for t, _ in LONG]), encoding="utf-8")
    run = subprocess.run([node, str(script), str(texts), *engine_scripts(search_data, ASSETS)],
                         capture_output=True, text=True, encoding="utf-8", check=True)
    got = json.loads(run.stdout)
    assert max(got["longest"].values()) <= MAX_QUERY  # nothing read more than the bounds keep
    for (text, first), answer in zip(LONG, got["answers"]):
        assert answer["note"] == bound(text).note is not None
        if first:
            assert answer["first"] == first and answer["refused"] is None
