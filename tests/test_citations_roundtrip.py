"""Rendering a canonical id as each language cites it, then finding and resolving it, gives the id."""
from __future__ import annotations

import importlib

import pytest
from hypothesis import given, settings, strategies as st

from lawsearch.citations import cite
from lawsearch.corpus import Corpus
from lawsearch import paths

IDS = Corpus.load(paths.AKN).ids


@pytest.mark.parametrize("lang", ["tr", "da", "he", "en"])
@settings(max_examples=150, deadline=None)
@given(cid=st.sampled_from(IDS))
def test_render_then_parse_gives_the_same_id(lang, cid):
    render = importlib.import_module(f"lawsearch.lang.{lang}.citations").render
    text = render(cid)
    found = cite(text, IDS, lang=lang)
    assert [c.targets for c in found] == [[cid]], (text, [c.to_json() for c in found])
    assert found[0].start == 0 and found[0].end == len(text)


@pytest.mark.parametrize("lang,cid,text", [
    ("tr", "27B1(a)", "Yasa 27B1(a)"),
    ("da", "30B1(b)(i)", "§\u00a030B1bi"),
    ("he", "80B2(k)", "חוק 80ב2(יא)"),
    ("he", "27B1(a)", "חוק 27ב1(א)"),
    ("en", "12C1(e)(ii)", "Law 12C1(e)(ii)"),
])
def test_render_examples(lang, cid, text):
    assert importlib.import_module(f"lawsearch.lang.{lang}.citations").render(cid) == text
