"""The site stems an English word its tables lack as the command line's analyzer does (Whoosh's
Porter stemmer, ported to search.js): the same stem for every word of the English vocabulary,
of spaCy's English and of any letters."""
from __future__ import annotations

import json
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from whoosh.lang.porter import stem

from lawsearch import paths

NODE = r"""
const fs = require("fs"), vm = require("vm");
const context = {window: {LAWSEARCH_INDEX: {weights: {}, hebrew_prefixes: {}, languages: []}}};
vm.createContext(context);
vm.runInContext(fs.readFileSync(process.argv[2], "utf8"), context);
const words = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(words.map((w) => context.window.LAWSEARCH.stem(w))));
"""


def js_stems(tmp_path, words: list[str], node: str) -> list[str]:
    script = tmp_path / "stem.js"
    script.write_text(NODE, encoding="utf-8")
    got = subprocess.run([node, str(script), str(paths.THEME / "theme" / "assets" / "search.js")],
                         input=json.dumps(words), capture_output=True, text=True, check=True)
    return json.loads(got.stdout)


def test_the_site_stems_every_english_word_as_whoosh_does(tmp_path, node):
    from lawsearch.search.lemmas import spacy_forms

    words = sorted(w for w in spacy_forms("en") if w.isalpha())
    assert len(words) > 10_000
    assert js_stems(tmp_path, words, node) == [stem(w) for w in words]
    for typed, expected in (("acceptable", "accept"), ("hesitated", "hesitat"),
                            ("yelling", "yell"), ("generalization", "gener")):
        assert stem(typed) == expected


@settings(max_examples=25, deadline=None)
@given(st.lists(st.text("abeilnorstuyzdg", min_size=1, max_size=14), min_size=1, max_size=60))
def test_the_site_stems_any_letters_as_whoosh_does(tmp_path_factory, node, words):
    tmp = tmp_path_factory.mktemp("stem")
    assert js_stems(tmp, words, node) == [stem(w) for w in words]
