"""The numeric cross-check (`lawsearch.numbers`): the numbers of every unit and table row compared
across the editions, on the committed corpus and on editions changed on purpose."""
from __future__ import annotations

import copy
import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.cli import main
from lawsearch.corpus import Corpus
from lawsearch.model import Table
from lawsearch.numbers import (
    KINDS,
    Numbers,
    Row,
    compare,
    compare_tables,
    errata,
    number_words,
    read,
    unit_numbers,
)


@pytest.fixture(scope="module")
def shipped() -> Corpus:
    return Corpus.load(paths.AKN, user=False)


def fresh() -> Corpus:
    """The shipped corpus, to be changed by a test."""
    return Corpus.load(paths.AKN, user=False)


def table_of(corpus: Corpus, cid: str, lang: str) -> Table:
    return next(b for b in corpus.versions(cid)[lang].intro if isinstance(b, Table))


# ------------------------------------------------------------------ the committed corpus

def test_law_77_redoubled_row_of_the_turkish_edition_is_a_candidate_erratum(shipped):
    found = [d for d in compare(shipped) if d.unit == "77" and d.kind == "differs"]
    assert len(found) == 1
    d = found[0]
    assert d.where == "table" and d.odd == ["tr"]
    assert d.numbers == {"tr": [[80, 80, 20, 120]], "da": [[80, 80, 120, 120]],
                         "he": [[80, 80, 120, 120]]}
    assert d.rows["tr"] == ["Sürkonturlu\t80\t80\t20\t120"]
    assert d.differing == [20, 120]


def test_committed_corpus_lists_four_disagreements_each_checked_by_eye(shipped):
    found = {(d.kind, d.unit, d.where): d for d in compare(shipped)}
    assert set(found) == {("differs", "77", "table"), ("missing", "77", "table"),
                          ("missing", "def:play", "text"), ("layout", "77", "table")}
    # The Hebrew source has no row for redoubled overtricks (200 / 400).
    missing = found["missing", "77", "table"]
    assert missing.odd == ["he"] and missing.numbers["he"] == []
    assert missing.numbers["tr"] == missing.numbers["da"] == [[200, 400]]
    # The Turkish definition of "play" runs its fourth sense into the third, without "4.".
    assert found["missing", "def:play", "text"].differing == [4]
    # The Danish edition scores the fourth undertrick and later ones as totals, the others as a
    # bonus row: the same law laid out otherwise, listed last.
    layout = found["layout", "77", "table"]
    assert layout.odd == ["da"] and [0, 100, 200, 0, 0, 0] in layout.numbers["tr"]


def test_like_is_compared_with_like_on_the_committed_corpus(shipped):
    numbers = unit_numbers(shipped)
    # 62D1: "Onikinci lövedeki" (a word), "I stik 12" (digits), "בלקיחה ה-12" (an ordinal)
    assert numbers["62D1"]["tr"].text == [] and 12 in numbers["62D1"]["tr"].words
    assert numbers["62D1"]["da"].text == [12] and numbers["62D1"]["he"].ordinals == {12}
    # 29C: "בחוקים 30, 31, או 32" are citations, the last one too
    assert numbers["29C"]["he"].text == []
    # 47C: a scrambled Hebrew citation ("47א(ב)") is a designation, not a quantity
    assert numbers["47C"]["he"].text == []
    # Law 77: the Danish "2. og 3. undertræk" are positions; the Hebrew table is split by column
    assert {2, 3, 4} <= numbers["77"]["da"].ordinals
    assert not any(2 in r.numbers for r in numbers["77"]["da"].rows)
    assert Counter(n for r in numbers["77"]["he"].rows for n in r.numbers)[0] == 4
    units = {d.unit for d in compare(shipped)}
    assert not units & {"1A", "6B", "12C2(b)", "13A2", "29C", "47C", "62D1", "67B1(a)", "2",
                        "78B"}


def test_check_verbose_lists_the_numbers_that_differ(capsys):
    assert main(["check", "-v"]) == 0
    out = capsys.readouterr().out
    assert "numbers differing across editions: 4 (1 differs, 2 missing, 1 layout)" in out
    line = next(x for x in out.splitlines() if x.startswith("  numbers differs"))
    assert "77" in line and "tr 80 80 20 120" in line and "da 80 80 120 120" in line
    assert "odd one out: tr" in line
    assert main(["check", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"unit": "77", "kind": "differs"}.items() <= data["numbers"][0].items()


def test_quality_page_shows_the_law_77_disagreement(tmp_path):
    from lawsearch.site.build import render_docs

    render_docs(Corpus.load(paths.AKN), tmp_path)
    page = (tmp_path / "quality.md").read_text(encoding="utf-8")
    section = page[page.index('<h2 id="numbers">'):]
    assert "Numbers that differ between editions (4)" in section
    row = next(x for x in section.splitlines() if "80 80 20 120" in x)
    assert '<a href="laws/77.html">77</a>' in row and '<td><span data-i18n="differs">differs</span></td>' in row
    assert "<strong><span" in row and "80 80 120 120" in row
    assert '<a href="definitions.html#def-play">def:play</a>' in section


def test_errata_are_where_the_numbers_are_read_on_the_law_page_and_in_show(shipped, tmp_path,
                                                                            capsys):
    """Each disagreement is marked where its numbers are read: in the unit's record (what
    `show` and `export` print), on the law page beside the edition that differs (its table
    row marked, a link to its row on the Quality page), never on a unit without one."""
    from lawsearch.export import unit_record
    from lawsearch.site.build import render_docs

    found = errata(shipped)
    assert sorted(found) == ["77", "def:play"] and errata(shipped, ["27", "77A"]) == {}
    differs = next(d for d in found["77"] if d["kind"] == "differs")
    assert differs["id"] == "numbers-77-differs-1" and differs["marked"] == ["tr"]
    assert unit_record(shipped, "77")["errata"] == found["77"] == errata(shipped, ["77"])["77"]
    assert unit_record(shipped, "27")["errata"] == []
    render_docs(shipped, tmp_path)
    law = (tmp_path / "laws" / "77.md").read_text(encoding="utf-8")
    row = law[law.index('<tr id="77"'):]
    turkish = row[row.index('data-lang="tr"'):row.index('data-lang="da"')]
    danish = row[row.index('data-lang="da"'):row.index('data-lang="he"')]
    assert '<tr class="erratum"><td>Sürkonturlu</td>' in turkish
    assert '<a class="erratum" href="../quality.html#numbers-77-differs-1"' in turkish
    assert "numbers-77-differs-1" not in danish and "numbers-77-layout-1" in danish
    quality = (tmp_path / "quality.md").read_text(encoding="utf-8")
    assert '<tr id="numbers-77-differs-1">' in quality
    assert "erratum" not in (tmp_path / "laws" / "27.md").read_text(encoding="utf-8")
    main(["show", "77"])
    out = capsys.readouterr().out
    assert any("Sürkonturlu" in line and "≠" in line for line in out.splitlines())
    assert "≠ 77: the editions' numbers disagree (differs, a candidate erratum; tr differs): " \
           "tr 80 80 20 120 | da 80 80 120 120 | he 80 80 120 120" in " ".join(out.split())


# ------------------------------------------------------------------ editions changed on purpose

def test_a_number_changed_in_a_table_or_a_text_is_found_in_that_edition():
    corpus = fresh()
    table_of(corpus, "78B", "tr").rows[2][3] = "11"  # "430–490 10" → 11, in a 9-column layout
    he = table_of(corpus, "2", "he")
    he.rows[5][-1] = he.rows[5][-1].replace("12", "13")  # "15, 12, 5, 2" → "15, 13, 5, 2"
    para = corpus.versions("1A")["tr"].intro[0]
    para.parts = [p.replace("52", "53") if isinstance(p, str) else p for p in para.parts]
    found = {(d.kind, d.unit): d for d in compare(corpus)}
    imp = found["differs", "78B"]
    assert imp.odd == ["tr"] and imp.differing == [10, 11]
    assert imp.numbers["da"] == [[430, 490, 10]]
    boards = found["differs", "2"]
    assert boards.odd == ["he"] and boards.numbers["he"] == [[15, 13, 5, 2]]
    pack = found["differs", "1A"]
    assert pack.where == "text" and pack.odd == ["tr"] and pack.differing == [52, 53]


def test_an_imported_english_edition_is_compared_too():
    corpus = fresh()
    english = copy.deepcopy(corpus.editions["da"])
    english.lang = "en"
    corpus.editions["en"] = english
    corpus._index()
    row = next(r for r in table_of(corpus, "77", "en").rows if r[0] == "redoblet")
    row[4] = "240"
    d = next(d for d in compare(corpus) if d.unit == "77" and d.kind == "differs")
    assert d.numbers["en"] == [[80, 80, 120, 240]]
    assert d.odd == ["tr", "en"]


# ------------------------------------------------------------------ reading numbers

@pytest.mark.parametrize("text, lang, words", [
    ("her birinde on üç kart", "tr", {13}),
    ("Onikinci lövedeki", "tr", {12}),
    ("ikisi de; dördü", "tr", {2, 4}),
    ("Herhangi bir As veya Onlu.", "tr", {1, 10}),
    ("fire hænder med hver tretten kort", "da", {4, 13}),
    ("ét stik; enogtyve", "da", {1, 21}),
    ("ושלושה קלפים, שתים עשרה", "he", {3, 12}),
    ("לקיחה אחת", "he", {1}),
    ("twenty-one tricks, the third", "en", {21, 3}),
    ("word", "xx", set()),
])
def test_number_words(text, lang, words):
    assert number_words(text, lang) == words


@pytest.mark.parametrize("text, lang, quantities, ordinals", [
    ("2. og 3. undertræk\t50\t200\t400", "da", [50, 200, 400], {2, 3}),
    ("bkz. Yasa 27B1(a) ve 3 löve", "tr", [], set()),  # the grammar reads "ve 3" as Law 3
    ("Yasalar 30, 31 ve 32'nci", "tr", [], set()),
    ("30, 31 ve 32'nci Yasaların hükümleri", "tr", [], set()),
    ("§ 12 og 3 stik; § 12, 13 og 14", "da", [3], set()),
    ("ראו חוקים 64א, 64ב ו-64ג", "he", [], set()),
    ("בחוקים 30, 31, או 32 חלות", "he", [], set()),  # the grammar stops at 31
    ("חוק 12 או 3 לקיחות", "he", [3], set()),  # "or" continues only a list
    ("בלקיחה ה-12", "he", [], {12}),
    ("1.500 points, 1,500 points", "en", [1500, 1500], set()),
    ("the 3rd of 4 tricks", "en", [4], {3}),
])
def test_read(text, lang, quantities, ordinals):
    assert read(text, lang) == (quantities, ordinals)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=2000) | st.text("0123456789 ,.-–'§ogvetheאו()ABabה", max_size=300),
       st.sampled_from(["tr", "da", "he", "en", "xx", "../x"]))
def test_reading_any_text_never_fails(text, lang):
    """An imported edition's text is untrusted: any text is read, and every number read is
    one the text prints."""
    quantities, ordinals = read(text, lang)
    printed = text.replace(".", "").replace(",", "")
    for n in quantities + sorted(ordinals):
        assert isinstance(n, int) and n >= 0
        assert not text.isascii() or str(n) in printed
    assert all(isinstance(n, int) for n in number_words(text, lang))


@pytest.mark.parametrize("lang, law", [("tr", "Yasa 1"), ("da", "§ 1"), ("he", "חוק 1"),
                                       ("en", "Law 1")])
def test_long_runs_of_digits_and_spaces_are_read_in_one_pass(lang, law):
    # Quadratic matching would take minutes here; each is read in milliseconds.
    assert read("7" * 100_000 + "th", lang) == ([], set())
    assert read("7" * 100_000 + ". spil", lang)[0] == []
    assert read(law + " " * 50_000 + " x 2" * 5_000, lang)[0] == [2] * 5_000


# ------------------------------------------------------------------ tables, as properties

def numbers(rows: list[list[int]], lang: str = "tr") -> Numbers:
    return Numbers(lang, rows=[Row("\t".join(map(str, r)), tuple(r)) for r in rows])


distinct_rows = st.lists(st.integers(3, 5), min_size=1, max_size=8).flatmap(
    lambda sizes: st.lists(st.integers(0, 10**6), min_size=sum(sizes), max_size=sum(sizes),
                           unique=True).map(lambda values: [
                               values[sum(sizes[:k]):sum(sizes[:k + 1])]
                               for k in range(len(sizes))]))


@settings(max_examples=100, deadline=None)
@given(distinct_rows, st.randoms(use_true_random=False))
def test_the_same_table_reordered_and_split_agrees(rows, rnd):
    danish = [list(reversed(r)) for r in rows]  # cells in another order
    hebrew = [piece for r in rows for piece in ([r[:len(r) // 2], r[len(r) // 2:]]
                                                if len(r) % 2 == 0 else [r])]
    rnd.shuffle(danish)
    editions = {"tr": numbers(rows), "da": numbers(danish, "da"), "he": numbers(hebrew, "he")}
    assert compare_tables("77", editions) == []


@settings(max_examples=100, deadline=None)
@given(distinct_rows, st.data())
def test_one_number_changed_in_one_edition_is_found_there(rows, data):
    k = data.draw(st.integers(0, len(rows) - 1))
    cell = data.draw(st.integers(0, len(rows[k]) - 1))
    changed = copy.deepcopy(rows)
    changed[k][cell] = 10**6 + 1  # a number no row has
    split = [piece for r in rows for piece in ([r[:len(r) // 2], r[len(r) // 2:]]
                                               if len(r) % 2 == 0 else [r])]
    editions = {"tr": numbers(changed), "da": numbers(rows, "da"), "he": numbers(split, "he")}
    found = compare_tables("77", editions)
    assert [d.kind for d in found] == ["differs"]
    assert found[0].odd == ["tr"] and found[0].numbers["tr"] == [changed[k]]
    assert found[0].differing == sorted([rows[k][cell], 10**6 + 1])


@settings(max_examples=100, deadline=None)
@given(st.lists(st.lists(st.lists(st.integers(0, 6), max_size=7), max_size=12),
                min_size=2, max_size=4))
def test_any_tables_compare_without_failing(tables):
    langs = ["tr", "da", "he", "en"][:len(tables)]
    editions = {lang: numbers([r for r in rows if r], lang) for lang, rows in zip(langs, tables)}
    for d in compare_tables("77", editions):
        assert d.kind in KINDS and set(d.numbers) == set(langs)
        assert set(d.odd) <= set(langs)
        for lang, rs in d.numbers.items():
            assert all(Counter(r) in [e.counts for e in editions[lang].rows] for r in rs)


def test_a_text_read_again_gives_the_same_numbers_and_copies_of_them():
    """The numbers of a paragraph are kept once read (`check` and the build read the same
    paragraphs again and again): read again, they are the same, in lists and sets of their own
    that a caller may change; a text longer than any paragraph is read each time."""
    from lawsearch.numbers import KEPT_TEXT, read

    text = "Sürkonturlu 80 80 20 120 (bkz. Yasa 77B2); 3 löve."
    first = read(text, "tr")
    first[0].append(999), first[1].add(999)
    assert read(text, "tr") == ([80, 80, 20, 120, 3], set()) != first
    long = "3 löve, " * (KEPT_TEXT // 8 + 1)
    assert len(long) > KEPT_TEXT and read(long, "tr")[0] == [3] * (KEPT_TEXT // 8 + 1)
