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


def test_fusion_adds_the_laws_reciprocal_rank_to_its_units():
    groups = [Group("wbf-2017|43A"), Group("wbf-2017|55A"), Group("wbf-2017|def:dummy"),
              Group("elwell-1907|55")]
    fused = fuse(groups, [55, 12, 43], k=10, weight=1.0)
    assert [g.key for g in fused] == ["wbf-2017|55A", "wbf-2017|43A", "wbf-2017|def:dummy",
                                      "elwell-1907|55"]
    assert fused[0].score == pytest.approx(1 / 12 + 1 / 11)
    assert fused[1].score == pytest.approx(1 / 11 + 1 / 13)
    assert fused[2].score == pytest.approx(1 / 13)  # a definition belongs to no law
    assert fused[3].score == pytest.approx(1 / 14)  # nor does a unit of another work


def test_fusion_keeps_the_units_order_on_a_tie():
    groups = [Group("wbf-2017|12A"), Group("wbf-2017|12B")]
    assert [g.key for g in fuse(groups, [12], 10, 1.0)] == ["wbf-2017|12A", "wbf-2017|12B"]


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

    monkeypatch.setattr(rank, "FUSION_SITUATION_WEIGHT", 0.0)  # the whole law's part alone
    monkeypatch.setattr(rank, "FUSION_PHRASE_WEIGHT", 0.0)
    monkeypatch.setattr(rank, "FUSION_SITUATION_TEXT_WEIGHT", 0.0)
    monkeypatch.setattr(rank, "TOLD_SITUATION_TEXT_WEIGHT", 0.0)
    monkeypatch.setattr(rank, "TOLD_LAW_WEIGHT", rank.FUSION_LAW_WEIGHT)
    fused = rank_of(searcher.search(query, limit=10))
    monkeypatch.setattr(rank, "FUSION_LAW_WEIGHT", 0.0)
    monkeypatch.setattr(rank, "TOLD_LAW_WEIGHT", 0.0)
    units = rank_of(searcher.search(query, limit=10))
    # (where the units alone already give the law first, the whole law must keep it there)
    assert fused <= 2 and (fused < units or fused == units == 1), (fused, units)


def test_a_told_query_in_a_language_without_law_text_leans_on_its_triggers(searcher,
                                                                            monkeypatch):
    """English has no law text until an edition is imported: a situation told in English gives
    its triggers of several words the greater weight; one told in Danish, or in English once
    English has the Laws' text, does not."""
    told = []
    weights = rank.fusion_weights
    monkeypatch.setattr(rank, "fusion_weights",
                        lambda words, textless=False: told.append(textless)
                        or weights(words, textless))
    searcher.search("declarer led from the wrong hand")
    searcher.search("spilfører spillede ud fra den forkerte hånd")
    monkeypatch.setattr(searcher, "langs", [*searcher.langs, "en"])  # an English edition
    searcher.search("declarer led from the wrong hand")
    assert told == [True, False, False]
    assert weights(5, True)[2] == rank.TEXTLESS_TOLD_PHRASE_WEIGHT > weights(5, False)[2]
    assert weights(2, True) == weights(2, False)  # a query of two words names, it does not tell
