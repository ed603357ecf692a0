"""Bounded queries and bad arguments: a query of any length costs no more than a query a person
types (words and queries cut, and said so; no per-prefix work beyond a bound; the lemma cache
bounded), `show` reads long citation lists in linear time and quotes only an excerpt of its input,
and the command line refuses what it cannot read (text that is not UTF-8, `--limit -5`,
backwards ranges, laws beyond the last) in one line, never a traceback.

Speed is measured in `scripts/bench_bounds.py`; here only memory, traced, with bounds far above
what a call needs, and the work counted."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import tracemalloc

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.cli import main
from lawsearch.errors import CitationError, LawsearchError
from lawsearch.lang import analysis
from lawsearch.search import store as store_module
from lawsearch.bounds import MAX_QUERY, MAX_WORD, MAX_WORDS, bound

# Far above what any call needs (a search of 100,000 characters traces under 1 MiB, a citation
# list of 100,000 characters about 13 MiB), far below what the unbounded code took (gigabytes).
MEMORY = 100 * 2**20
# Far above what any call takes (under 1 s untraced, see scripts/bench_bounds.py; tracing memory
# slows it several times), far below what a pattern that backtracks without bound takes (hours).
SECONDS = 20


def traced_peak(fn, *args) -> int:
    """The traced memory peak of `fn(*args)`, which may refuse with a `LawsearchError` only, and
    must answer within `SECONDS`."""
    tracemalloc.start()
    start = time.perf_counter()
    try:
        fn(*args)
    except LawsearchError:
        pass
    finally:
        elapsed = time.perf_counter() - start
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert elapsed < SECONDS, f"{elapsed:.1f} s for {args!r:.80}"
    return peak


# ------------------------------------------------------------------------------- query analysis

class Counting:
    """A lemma store that knows a few words and counts what it is asked."""

    def __init__(self, words: dict[str, str]):
        self.words, self.asked = words, 0

    def lemma(self, lang: str, word: str) -> str | None:
        self.asked += 1
        return self.words.get(word)

    def known(self, lang: str, word: str) -> bool:
        return self.lemma(lang, word) is not None


def test_a_long_word_costs_a_bounded_number_of_lookups():
    store = Counting({"deklare": "deklare"})
    assert analysis.lemmatize("tr", "deklareyi", 4, None, str.lower, store) == "deklare"
    for n in (1_000, 100_000):
        store.asked = 0
        word = "deklare" + "y" * n
        assert analysis.lemmatize("tr", word, 4, None, str.lower, store) == "deklare"
        assert store.asked <= 2 * (store_module.MAX_FORM + 1)


def test_a_long_compound_costs_a_bounded_number_of_lookups():
    store = Counting({"appel": "appel", "udvalg": "udvalg"})
    assert analysis.split_compound("da", "appeludvalg", store) == ("appel", "udvalg")
    store.asked = 0
    assert analysis.split_compound("da", "appel" + "x" * 100_000, store) == ("appel",)
    assert store.asked <= 4 * (store_module.MAX_FORM + 2)


@pytest.fixture(scope="module")
def searcher():
    from lawsearch.search import Searcher

    s = Searcher()
    yield s
    s.close()


def test_no_form_of_the_lemma_tables_is_longer_than_max_form(searcher):
    longest = dict(searcher.store.db.execute(
        "SELECT lang, max(length(form)) FROM lemmas GROUP BY lang"))
    assert set(longest) == {"tr", "da", "en", "he"}
    assert max(longest.values()) <= store_module.MAX_FORM
    assert store_module.MAX_FORM <= MAX_WORD  # a word cut to MAX_WORD may still be a form


def test_the_lemma_cache_is_bounded_and_keeps_the_recent_words(searcher, monkeypatch):
    monkeypatch.setattr(store_module, "CACHED_LEMMAS", 50)
    store = store_module.Store(searcher.store.path)
    try:
        assert store.lemma("tr", "kartları") == "kart"
        for i in range(200):
            store.lemma("tr", f"kelime{i}")
            store.lemma("tr", "kartları")  # used again and again: never the one forgotten
        assert len(store._lemmas) == 50
        assert ("tr", "kartları") in store._lemmas and ("tr", "kelime0") not in store._lemmas
        assert store.lemma("tr", "k" * 1000) is None and ("tr", "k" * 1000) not in store._lemmas
    finally:
        store.close()


def test_a_long_word_is_analysed_as_its_beginning_would_be(searcher):
    """The Turkish table's longest known beginning of a long word is still found."""
    analyzer = searcher.analyzers["tr"]
    assert [t.text for t in analyzer("yetersiz deklareyi")] == ["yetersiz", "deklare"]
    assert [t.text for t in analyzer("İ" * 100_000)] == ["i" * 100_000]


# ------------------------------------------------------------------------------ query bounds

def test_a_query_within_the_bounds_is_unchanged():
    for text in ("yetersiz deklare", '"uden for tur" bud', "חוק 27", " x " * MAX_WORDS):
        b = bound(text)
        assert (b.text, b.truncated, b.note) == (text, False, None)


def test_a_query_beyond_the_bounds_is_cut_and_says_so():
    b = bound("kart " * 1000)
    assert b.text.split() == ["kart"] * MAX_WORDS
    assert b.note == f"the query was cut to its first {MAX_WORDS} words"
    b = bound("bud" + "d" * 200 + " kort")
    assert b.text == "bud" + "d" * (MAX_WORD - 3) + " kort"
    assert b.note == f"the query was cut to words of at most {MAX_WORD} letters"
    b = bound("x" * 100_000)
    assert b.text == "x" * MAX_WORD
    assert b.note == (f"the query was cut to its first {MAX_QUERY:,} characters and words of at "
                      f"most {MAX_WORD} letters")


def test_search_answers_a_long_query_from_its_first_words(searcher):
    long = "yetersiz deklare " + "x" * 100_000
    assert [r.id for r in searcher.search(long)][:1] == [r.id for r in
                                                         searcher.search("yetersiz deklare")][:1]
    assert searcher.search("Yasa 27 " * 20_000)  # a long "citation" is searched as words


def test_search_json_and_text_say_the_query_was_cut(capsys):
    assert main(["search", "kart " * 300, "--format", "json", "--limit", "2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["truncated"] is True
    assert data["note"] == f"the query was cut to its first {MAX_WORDS} words"
    assert len(data["results"]) == 2
    assert main(["search", "kart", "--format", "json", "--limit", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["truncated"] is False and "note" not in data
    assert main(["search", "kart " * 300, "--limit", "1"]) == 0
    captured = capsys.readouterr()
    assert f"the query was cut to its first {MAX_WORDS} words" in captured.err
    title = captured.out.splitlines()[0]
    assert "kart kart" in title and "…" in title and len(title.strip()) < 120


# ------------------------------------------------------------------------- show: long lists

@pytest.fixture(scope="module")
def laws():
    from lawsearch import Corpus

    return Corpus.load(paths.AKN)


def test_show_a_list_of_citations_shows_each_unit_once(laws):
    assert [r["id"] for r in laws.show("Yasa 27 ve Yasa 28") if r["kind"] == "law"] == ["27", "28"]
    records = laws.show("Yasa 27 ve " * 900)  # 9,900 characters, 900 citations of one law
    assert [r["id"] for r in records] == [r["id"] for r in laws.show("27")]


def test_show_refuses_a_citation_too_long_quoting_an_excerpt(laws):
    text = "Yasa 27 ve " * 9_091  # 100,001 characters
    with pytest.raises(LawsearchError) as err:
        laws.show(text)
    message = str(err.value)
    assert "100,001 characters" in message and "`cite`" in message and len(message) < 250


def test_an_error_quotes_an_excerpt_of_the_input(laws):
    with pytest.raises(CitationError) as err:
        laws.show("insufficient " * 700)
    message = str(err.value)
    assert "is not a citation of a law" in message and "(9,100 characters)" in message
    assert len(message) < 200


# -------------------------------------------------------------------- ranges and law numbers

@pytest.mark.parametrize("citation", ["§§ 3-1", "Laws 64-61", "חוקים 64-61", "§§ 27B1-27A"])
def test_a_backwards_range_is_an_error_saying_so(laws, citation):
    with pytest.raises(CitationError, match="runs backwards"):
        laws.show(citation)


@pytest.mark.parametrize("citation, message", [
    ("Laws 90-99", "end of range: no law 99; laws run 1–93"),
    ("Laws 1-99999", "end of range: no law 99999; laws run 1–93"),
    ("Laws 1-999", "end of range: no law 999; laws run 1–93"),
    ("Law 999", "no law 999; laws run 1–93"),
    ("Yasa 100", "no law 100; laws run 1–93"),
    ("Yasa 1000", "no law 1000; laws run 1–93"),
    ("1" * 5000, "no law 111111111111…; laws run 1–93"),
])
def test_a_law_beyond_the_last_says_where_laws_run(laws, citation, message):
    with pytest.raises(CitationError) as err:
        laws.show(citation)
    assert str(err.value) == message


def test_search_reads_ranges_and_law_numbers_as_show_does(searcher):
    for query, message in (("§§ 3-1", "runs backwards"), ("Laws 1-99999", "no law 99999"),
                           ("Law 999", "no law 999")):
        with pytest.raises(CitationError, match=message):
            searcher.search(query)
    assert [r.id for r in searcher.search("Yasa 27, 28")] == ["27", "28"]
    searcher.search("2017")  # a bare number is words (a year), not a citation of no law


# ------------------------------------------------------------------ bad command-line arguments

@pytest.mark.parametrize("limit", ["-5", "0"])
def test_search_limit_below_one_is_refused(capsys, limit):
    assert main(["search", "kart", "--limit", limit]) == 1
    err = capsys.readouterr().err
    assert err.strip() == f"lawsearch: --limit must be at least 1 (results to show), not {limit}"


@pytest.mark.parametrize("argv, what", [
    (["search", "kart \udcff", "--format", "json"], "search query"),
    (["show", "27\udcfe", "--format", "json"], "citation"),
    (["cite", "Yasa 27 \udcc3", "--format", "json"], "text"),
])
def test_an_argument_not_utf8_is_refused_in_one_line(capsys, argv, what):
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"lawsearch: the {what} is not valid UTF-8 (byte 0x")
    assert captured.err.count("\n") == 1


def test_bytes_not_utf8_on_the_real_command_line():
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    result = subprocess.run([sys.executable, "-m", "lawsearch", "search", b"kart \xff",
                             "--format", "json"], check=False, capture_output=True, env=env)
    assert result.returncode == 1 and result.stdout == b""
    assert result.stderr.decode("utf-8") == ("lawsearch: the search query is not valid UTF-8 "
                                             "(byte 0xff at character 6); lawsearch reads its "
                                             "arguments as UTF-8\n")


@pytest.mark.parametrize("argv, message", [
    (["search", "kart"], "lawsearch: no search analysis for xxxxx"),
    (["show", "27"], "lawsearch: no edition in xxxxx"),
    (["cite", "Yasa 27"], "lawsearch: no citation grammar for 'xxxxx"),
])
def test_a_long_bad_lang_is_quoted_in_part(capsys, argv, message):
    assert main(argv + ["--lang", "x" * 100_000]) == 1
    err = capsys.readouterr().err
    assert err.startswith(message) and err.count("\n") == 1 and len(err) < 250


def test_a_query_that_looks_like_markup_prints_as_itself(capsys):
    assert main(["search", "[/]"]) == 1
    assert capsys.readouterr().err.strip() == "nothing found for '[/]'"


def test_show_and_cite_json_of_any_text_is_valid_utf8(capsys):
    assert main(["show", "§§ 1-2", "--format", "json"]) == 0
    out = capsys.readouterr().out
    assert [u["id"] for u in json.loads(out.encode("utf-8"))["units"]][:1] == ["1"]
    assert main(["cite", "Yasa 27 ve חוק 28 \u200f", "--format", "json"]) == 0
    cits = json.loads(capsys.readouterr().out.encode("utf-8"))["citations"]
    assert [c["targets"] for c in cits] == [["27"], ["28"]]


# ------------------------------------------------------------------------------------ fuzzing

LONG = ["a" * 100_000, "İ" * 100_000, "appeludvalg" * 9_091, "חוק 27 ו" * 12_500,
        "27" * 50_000, "(" * 100_000, "§§ 1-2, " * 12_500]
# Any Unicode, lone surrogates included (what Python makes of bytes that are not UTF-8), and
# patterns repeated to lengths of thousands of characters.
TEXT = st.one_of(
    st.text(st.characters(exclude_categories=()), max_size=300),
    st.tuples(st.text(st.characters(exclude_categories=()), min_size=1, max_size=12),
              st.integers(1, 1_500)).map(lambda t: t[0] * t[1]),
    st.sampled_from(["Yasa 27 ve ", "§ 27B1a, ", "חוק 27ב1(א) ו", "27B1(a)(i) ", "Laws 1-9",
                     "aşağıdaki C2 maddesi ", "סעיף 3 להלן "]).flatmap(
        lambda p: st.integers(1, 400).map(lambda n: p * n)),
)
FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[
    HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.large_base_example])


@pytest.mark.parametrize("text", LONG, ids=lambda t: f"{t[:8]!r}×{len(t)}")
def test_search_and_show_of_100000_characters_stay_in_bounds(laws, text):
    for fn in (laws.search, laws.show):
        assert traced_peak(fn, text) < MEMORY


@pytest.mark.parametrize("text", LONG[:3] + LONG[4:6], ids=lambda t: f"{t[:8]!r}×{len(t)}")
def test_cite_of_100000_characters_stays_in_bounds(laws, text):
    # (dense citation lists of this length take seconds in the grammars: see bench_bounds.py)
    assert traced_peak(laws.cite, text) < MEMORY


@FUZZ
@given(TEXT)
@example("\udcff")
@example("Yasa 27 ve " * 900)
def test_fuzz_search(laws, text):
    assert traced_peak(laws.search, text) < MEMORY


@pytest.mark.slow  # a fuzz run
@FUZZ
@given(TEXT)
@example("elwell-1907:" + "x" * 5000)
@example("§§ 3-1")
@example("27B1(a)(i) og  og (yetersiz deklareinsufficient bid, חוקים 61-6427B1(a)(i)")
def test_fuzz_show(laws, text):
    assert traced_peak(laws.show, text) < MEMORY


@FUZZ
@given(TEXT)
def test_fuzz_cite(laws, text):
    found = laws.cite(text)  # never raises on any text
    assert all(text[c.start:c.end] == c.text for c in found)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 60), st.integers(1, 12)), max_size=30),
       st.integers(0, 70), st.integers(0, 12))
def test_spans_answer_as_a_scan_of_the_stretches_does(stretches, start, length):
    """The grammars' "is this stretch free?" (lawsearch/lang/citations.py) is the plain scan it
    replaced, whatever the citations' stretches (overlapping, touching) and the stretch asked
    about (empty: is it strictly inside one)."""
    from lawsearch.lang.citations import Spans

    spans = Spans()
    kept = []
    for s, n in stretches:
        spans.add(s, s + n)
        kept.append((s, s + n))
    end = start + length
    if end > start:
        expected = any(s < end and start < e for s, e in kept)
    else:
        expected = any(s < start < e for s, e in kept)
    assert spans.overlaps(start, end) == expected
