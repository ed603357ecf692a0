"""Queries typed without the letters a phone keyboard hides (Turkish ı ş ğ ç ö ü, Danish æ ø å)
find what the same query with them finds, on the command line and in the site alike."""
from __future__ import annotations

from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from lawsearch.search import Searcher
from lawsearch.lang.analysis import accent_fold
from lawsearch.search.evaluation import law_of
from lawsearch.search.query import terms
from test_browser import browser, open_engine, url, wait_for  # noqa: F401  (the browser, as its tests use it)

# (typed on a plain keyboard, as written in the corpus)
CASES = [
    ("duzeltme", "düzeltme"),
    ("yanlis bilgi", "yanlış bilgi"),
    ("sirasiz pas", "sırasız pas"),
    ("cezali kart", "cezalı kart"),
    ("degistirme", "değiştirme"),
    ("isaret", "işaret"),
    ("cikis", "çıkış"),
    ("sirasiz cikis", "sırasız çıkış"),
    ("ronons", "rönons"),
    ("IZINSIZ BILGI", "İZİNSİZ BİLGİ"),
    ("kulorsvigt", "kulørsvigt"),
    ("spilforer", "spilfører"),
    ("meldeforlob", "meldeforløb"),
    ("ubefojede oplysninger", "ubeføjede oplysninger"),
    ("utilstraekkeligt bud", "utilstrækkeligt bud"),
    ("abningsudspil", "åbningsudspil"),
    ("aabningsudspil", "åbningsudspil"),
    ("KULORSVIGT", "KULØRSVIGT"),
    ("turneringslederen traeffer afgorelse", "turneringslederen træffer afgørelse"),
    ("oyuncu degistirme", "oyuncu değiştirme"),
    ("bos kol", "boş kol"),
    ("gecikmeli itiraz", "gecikmeli itiraz"),
]


@pytest.fixture(scope="module")
def searcher():
    with Searcher() as s:
        yield s


def ids(results) -> list[tuple[str, str]]:
    return [(r.work, r.id) for r in results]


@pytest.mark.parametrize("lang, word, typed", [
    ("tr", "düzeltme", "duzeltme"), ("tr", "doğru", "dogru"), ("tr", "çıkış", "cikis"),
    ("da", "kulørsvigt", "kulorsvigt"), ("da", "færdigspil", "faerdigspil"),
    ("da", "åbning", "abning"), ("da", "aabning", "abning"), ("he", "צופה", "צופה"),
    ("en", "declarer", "declarer"),
])
def test_accent_fold_types_a_word_as_a_plain_keyboard_does(lang, word, typed):
    assert accent_fold(lang, word) == typed


@pytest.mark.parametrize("typed, written", CASES)
def test_typed_without_accents_finds_what_the_accented_query_finds(searcher, typed, written):
    want = ids(searcher.search(written, limit=5))
    assert want, written  # the corpus answers the written query
    assert ids(searcher.search(typed, limit=5)) == want


def test_a_corpus_word_is_itself_however_it_would_be_typed(searcher):
    """"kort" (a card) is a corpus word: it is never read as another word typed alike."""
    assert searcher.store.unaccented("da", "kort") is None
    assert searcher.store.unaccented("da", "kulorsvigt") == "kulørsvigt"
    assert searcher.store.unaccented("tr", "duzeltme") == "düzeltme"


def test_the_site_reads_a_query_typed_without_accents_as_the_command_line(browser, site, searcher):

    open_engine(browser, site)
    for typed, written in CASES:
        web = browser.execute_script("return window.LAWSEARCH.search(arguments[0], null, 5)"
                                     ".map(r => [r.work, r.id])", typed)
        assert [tuple(x) for x in web] == ids(searcher.search(written, limit=5)), typed
    browser.get(url(site, "search.html?q=" + quote("kulorsvigt")))
    first = wait_for(browser, "return document.querySelector('#results li.result')")
    assert first.get_attribute("data-id") == ids(searcher.search("kulørsvigt", limit=1))[0][1]


@pytest.fixture(scope="module")
def accented_words(searcher) -> list[tuple[str, str]]:
    """Corpus words with a letter a plain keyboard lacks, and their language."""
    rows = searcher.store.db.execute(
        "SELECT lang, word FROM unaccented WHERE length(word) >= 5 AND word NOT GLOB '*[0-9]*' "
        "ORDER BY lang, word")  # a word with digits may read as a citation
    return [(lang, word) for lang, word in rows]


def languages(searcher, text: str) -> dict[str, float]:
    """How likely `text` is in each language (`Searcher._language_weights`)."""
    from lawsearch.search.query import language_query, languages_of, parse

    parsed = parse(text)
    queries = [q for lang in languages_of(text, ["tr", "da", "he", "en"])
               if (q := language_query(searcher.analyzers, lang, parsed, searcher.impacts.df,
                                       searcher._count(lang), None)) is not None]
    return searcher._language_weights(queries)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_folding_a_querys_accents_never_changes_its_first_law(searcher, accented_words, data):
    """For any corpus word with accents, the query typed without its accents puts the same law
    first as the query as written; after another corpus word, the written query's first law
    stays among the typed one's first three (two words typed bare may also read as another
    language's words: "bekendtgor pastand" has the Turkish "pas" in it, and the near-tied laws
    of "bekendtgør påstand" may trade places)."""
    lang, word = data.draw(st.sampled_from(accented_words))
    other = data.draw(st.sampled_from([w for lg, w in accented_words if lg == lang] + [""]))
    written = f"{other} {word}".strip()
    typed = " ".join(accent_fold(lang, w) for w in written.split())
    # a word typed bare that is a word of its own ("udover" for "udøver") is read as itself;
    # one that is also another language's word ("handen": English "hand") is read in both
    assume(terms(searcher.analyzers[lang], typed) == terms(searcher.analyzers[lang], written))
    assume(languages(searcher, typed) == languages(searcher, written))
    want = [law_of(*r) for r in ids(searcher.search(written, limit=1))]
    got = [law_of(*r) for r in ids(searcher.search(typed, limit=3))]
    if want:
        assert (got[:1] if not other else got) and want[0] in (got[:1] if not other else got), \
            (written, typed)
