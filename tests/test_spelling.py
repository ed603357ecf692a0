"""A word typed one letter wrong: the corpus word one edit away (of six letters or more) is
read instead when none of the word's readings is in the corpus; in Python and in the site's
search alike."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lawsearch.search import Searcher
from lawsearch.search.evaluation import law_of
from lawsearch.search.spelling import one_edit
from test_browser import browser, open_engine, url  # noqa: F401  (the browser, as its tests use it)

# (typed, the law it means): a letter changed, dropped, added
# A letter dropped from a word of the Laws: nothing is found as typed; the corpus word one edit
# away finds what the word finds. (The correction works on the words as analysed: a Danish
# compound the analysis splits is corrected by its parts; most words with a wrong ending are
# read already by their longest known beginning.)
# (a revoke is ruled by laws 61-64, any of which answers)
CASES = [("yetesiz", "yetersiz", {"27"}), ("rönns", "rönons", {"61", "62", "63", "64"}),
         ("seyrci", "seyirci", {"76"}), ("turnerigsleder", "turneringsleder", {"81"}),
         ("udsil", "udspil", {"53"}), ("התחות", "התחרות", {"80"})]


@pytest.fixture(scope="module")
def searcher():
    with Searcher() as s:
        yield s


@pytest.mark.parametrize("typed, written, laws", CASES)
def test_a_word_one_letter_wrong_finds_its_law(searcher, typed, written, laws):
    first = [(r.work, r.id) for r in searcher.search(typed, limit=1)]
    assert first == [(r.work, r.id) for r in searcher.search(written, limit=1)], typed
    assert len(first) == 1 and law_of(*first[0]) in laws, typed
    near, searcher.near = searcher.near, None
    try:
        assert searcher.search(typed, limit=1) == []  # nothing without the correction
    finally:
        searcher.near = near


def test_a_word_the_corpus_has_is_never_corrected(searcher):
    assert searcher.near("da", "tilskuer") in (None, "tilskuer") or \
        searcher.impacts.df("text_da", "tilskuer")
    q = [r.id for r in searcher.search("tilskuer", limit=3)]
    assert q == [r.id for r in searcher.search("tilskuer", limit=3)]


def test_short_words_are_left_alone(searcher):
    assert searcher.near("tr", "kart") is None  # four letters: too many neighbours


@given(st.text("abcde", min_size=1, max_size=8), st.text("abcde", min_size=1, max_size=8))
def test_one_edit_is_symmetric_and_a_distance_of_one(a, b):
    assert one_edit(a, b) == one_edit(b, a)
    if one_edit(a, b):
        assert a != b and abs(len(a) - len(b)) <= 1


def test_the_site_corrects_as_the_command_line_does(browser, site, searcher):  # noqa: F811
    open_engine(browser, site)
    for typed, _, _ in CASES:
        cli = [r.id for r in searcher.search(typed, limit=3)]
        web = browser.execute_script(
            "return window.LAWSEARCH.search(arguments[0], null, 3).map(r => r.id)", typed)
        assert web == cli, typed
