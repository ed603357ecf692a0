"""Whole-law retrieval fused with the units' ranking (lawsearch/search/laws.py): the laws' lists
written by the build, the laws ranked for a query, and the fusion lifting the units of the law
whose sections together describe a situation."""
from __future__ import annotations

import pytest

from lawsearch.search import Searcher, rank
from lawsearch.search.laws import fuse, law_number
from lawsearch.search.rank import Group


@pytest.fixture(scope="module")
def searcher():
    with Searcher() as s:
        yield s


def test_law_number_reads_units_of_the_laws_only():
    assert law_number("wbf-2017|27B1(a)") == 27
    assert law_number("wbf-2017|93") == 93
    assert law_number("wbf-2017|def:odd-trick") is None
    assert law_number("elwell-1907|14") is None


def test_every_language_has_every_law_in_its_lists(searcher):
    db = searcher.store.db
    for lang in ("tr", "da", "he"):
        laws = set()
        for blob, in db.execute("SELECT laws FROM law_impacts WHERE lang = ?", (lang,)):
            from array import array

            a = array("I")
            a.frombytes(blob)
            laws.update(a)
        assert laws == set(range(1, 94)), lang


def test_a_rarer_word_scores_higher_in_the_law_that_has_it(searcher):
    """BM25: the Turkish lemma of "seyirci" (onlooker) is in few laws and scores above a word
    as common as "oyuncu" (player) in Law 76, the law of spectators."""
    tr = searcher.analyzers["tr"]
    onlooker = [t.text for t in tr("seyirci")][0]
    player = [t.text for t in tr("oyuncu")][0]
    laws, scores = searcher.laws.postings("tr", onlooker)
    assert 76 in laws
    common, common_scores = searcher.laws.postings("tr", player)
    assert len(common) > len(laws)
    assert dict(zip(laws, scores))[76] > dict(zip(common, common_scores))[76]


@pytest.mark.parametrize("query, law", [
    ("seyirciler", 76),
    ("tilskuere", 76),
    ("spilfører spillede ud fra den forkerte hånd", 55),
    ("שחקן לא שירת לצבע", 61),
])
def test_the_whole_law_ranking_puts_the_law_of_the_words_first_or_second(searcher, query, law):
    from lawsearch.search.query import language_query, languages_of, parse

    parsed = parse(query)
    queries = [q for lang in languages_of(query, ["tr", "da", "he", "en"])
               if (q := language_query(searcher.analyzers, lang, parsed)) is not None]
    assert law in searcher.laws.rank(queries, searcher._language_weights(queries))[:2]


def test_fusion_gives_one_result_per_law_by_the_evidence_of_each_kind():
    """A law counts by the place of its best unit among the units found and by its rank (and
    score, relative to the best) in each kind of evidence; its units stay under it, best
    first; a definition and a unit of another work are results of their own."""
    groups = [Group("wbf-2017|43A", 4.0), Group("wbf-2017|55A", 2.0),
              Group("wbf-2017|def:dummy", 1.0), Group("elwell-1907|55", 1.0),
              Group("wbf-2017|43B", 0.5)]
    weights = {"units": (1.0, 0.0), "text": (1.0, 0.0), "phrase": (0.0, 0.5)}
    fused = fuse(groups, {"text": {55: 3.0, 12: 2.0, 43: 1.0}, "phrase": {12: 4.0, 55: 2.0}},
                 weights, k=10)
    assert [i.key for i in fused] == ["wbf-2017|12", "wbf-2017|55", "wbf-2017|43",
                                      "wbf-2017|def:dummy", "elwell-1907|55"]
    assert fused[0].score == pytest.approx(1 / 12 + 0.5 * 4 / 4)  # only the evidence names it
    assert fused[1].score == pytest.approx(1 / 12 + 1 / 11 + 0.5 * 2 / 4)
    assert fused[2].score == pytest.approx(1 / 11 + 1 / 13)
    assert fused[3].score == pytest.approx(1 / 13)  # a definition belongs to no law
    assert fused[4].score == pytest.approx(1 / 14)  # nor does a unit of another work
    assert [g.key for g in fused[2].groups] == ["wbf-2017|43A", "wbf-2017|43B"]
    assert fused[0].groups == []
    # a unit's score counts too, relative to the best unit's
    scored = fuse(groups, {}, {"units": (0.0, 1.0)}, k=10)
    assert [i.key for i in scored][:2] == ["wbf-2017|43", "wbf-2017|55"]
    assert scored[0].score == pytest.approx(1.0) and scored[1].score == pytest.approx(0.5)


def test_fusion_keeps_the_units_order_on_a_tie():
    groups = [Group("wbf-2017|12A"), Group("wbf-2017|13B")]
    assert [i.key for i in fuse(groups, {"text": {12: 1.0, 13: 1.0}}, {"units": (0.0, 0.0)},
                                10)] == ["wbf-2017|12", "wbf-2017|13"]


@pytest.mark.parametrize("query, law", [
    ("spilfører spillede ud fra den forkerte hånd", 55),  # declarer led from the wrong hand
    ("שחקן לא שירת לצבע", 61),  # a player did not follow suit (61-64: the revoke)
    ("melding efter at meldeforløbet var afsluttet", 39),  # a call after the auction ended
    ("hakemin kararına itiraz etmek istiyor", 93),  # wants to appeal the director's ruling
])
def test_a_situation_finds_its_law_higher_with_the_whole_law(searcher, query, law, monkeypatch):
    def rank_of(results) -> int:
        laws = [law_number(f"{r.work}|{r.id}") for r in results]
        return laws.index(law) + 1 if law in laws else 11

    units_and_text = {kind: {"units": (1.0, 0.0), "text": (1.0, 0.0)} for kind in rank.FUSION}
    monkeypatch.setattr(rank, "FUSION", units_and_text)  # the whole law's part alone
    fused = rank_of(searcher.search(query, limit=10))
    monkeypatch.setattr(rank, "FUSION", {kind: {"units": (1.0, 0.0)} for kind in rank.FUSION})
    units = rank_of(searcher.search(query, limit=10))
    # (where the units alone already give the law first, the whole law must keep it there)
    assert fused <= 2 and (fused < units or fused == units == 1), (fused, units)


def test_a_told_query_is_weighed_as_a_story(searcher):
    """A query of `TOLD_WORDS` words or more tells a story: its situations count for more than
    the laws' own words; a query of two words names what it asks."""
    assert rank.fusion_weights(2) is rank.FUSION["named"]
    assert rank.fusion_weights(rank.TOLD_WORDS) is rank.FUSION["told"]
    told, named = rank.FUSION["told"], rank.FUSION["named"]
    assert told["situations"][0] > told["text"][0] and named["text"][0] >= told["text"][0]
