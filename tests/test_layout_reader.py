"""The readers of users' editions on untrusted text: whatever a file holds, the reader of
extracted text gives an edition and a report (or refuses what is not an edition of the Laws),
never another exception; the problems it reports name lines of the file; small damage costs
little. Property tests on invented editions whose lines are merged, split, moved across page
breaks, deleted, duplicated or mixed with junk; and on random bytes through the whole import."""
from __future__ import annotations

from pathlib import Path

import pytest
from english_editions import invented
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.corpus import Corpus
from lawsearch.errors import LawsearchError
from lawsearch.imports import extracted
from lawsearch.imports.importer import _known_english_words
from lawsearch.imports.ligatures import Repairer, english_probabilities
from lawsearch.imports.outline import from_corpus
from lawsearch.lang.en import LAW_TITLES
from lawsearch.lang.en import layout as vocabulary

pytestmark = pytest.mark.slow  # property tests over whole invented editions

CORPUS = Corpus.load(paths.AKN, user=False)
OUTLINE = from_corpus(CORPUS)
CANONICAL = set(OUTLINE.nodes)
TEXTS = {family: invented(family, 0).text().split("\n") for family in ("wbf", "acbl")}
JUNK = st.one_of(
    st.text(max_size=60),
    st.sampled_from(["LAW 94", "LAW 0 - NOTHING", "LAW 27", "Law 27", "(ii) x", "(i)", "(z) x",
                     "Z. x", "1.", "A.", "12", "Page 3", "3 | Page", "1 A footnote.", "INDEX",
                     "DEFINITIONS", "Term – text", "Term: text", "x\ty", "\f", "\f\f", "-",
                     "\u00ad", "ﬁ", "o ender", "19. Law 36 applies.", "(b) above", "2. (a)",
                     "3.(a) text", "(i.) text", "Contents", "…… 12", "\U00100005"]),
)
EDIT = st.one_of(
    st.tuples(st.just("merge"), st.integers(0, 7000)),
    st.tuples(st.just("split"), st.integers(0, 7000), st.integers(1, 60)),
    st.tuples(st.just("move"), st.integers(0, 7000), st.integers(-80, 80)),
    st.tuples(st.just("delete"), st.integers(0, 7000)),
    st.tuples(st.just("duplicate"), st.integers(0, 7000)),
    st.tuples(st.just("junk"), st.integers(0, 7000), JUNK),
)
SETTINGS = settings(max_examples=8, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def tools():
    probabilities = english_probabilities()
    return _known_english_words(CORPUS), probabilities


def edit(lines: list[str], edits: list[tuple]) -> list[str]:
    lines = list(lines)
    for e in edits:
        i = e[1] % max(1, len(lines))
        if e[0] == "merge" and i + 1 < len(lines):
            lines[i:i + 2] = [lines[i] + " " + lines[i + 1]]
        elif e[0] == "split":
            lines[i:i + 1] = [lines[i][:e[2]], lines[i][e[2]:]]
        elif e[0] == "move":  # a line carried over a page break, or back
            line = lines.pop(i)
            lines.insert(max(0, min(len(lines), i + e[2])), line)
        elif e[0] == "delete":
            del lines[i]
        elif e[0] == "duplicate":
            lines.insert(i, lines[i])
        elif e[0] == "junk":
            lines.insert(i, e[2])
    return lines


def read(lines: list[str], tools):
    known, probabilities = tools
    return extracted.read("\n".join(lines), "edition.txt", "en", OUTLINE, vocabulary, LAW_TITLES,
                          "An edition", Repairer(known, probabilities),
                          lambda w: w in probabilities)


@SETTINGS
@given(st.sampled_from(sorted(TEXTS)), st.lists(EDIT, min_size=1, max_size=8))
def test_damaged_lines_give_an_edition_and_a_report(tools, family, edits):
    lines = edit(TEXTS[family], edits)
    try:
        reading = read(lines, tools)
    except LawsearchError as err:
        assert "not an edition of the Laws" in str(err)
        return
    ids = [u.id for u in reading.edition.units()]
    assert len(ids) == len(set(ids))  # every unit once
    assert all(1 <= p.line <= len(lines) + 1 for p in reading.problems)
    # a few damaged lines lose a few units, not the edition
    found = sum(1 for i in ids if i in CANONICAL)
    assert found >= 828 - 40 * len(edits), (found, edits)
    assert [int(law.id) for law in reading.edition.laws] == sorted(
        int(law.id) for law in reading.edition.laws)


@SETTINGS
@given(st.sampled_from(sorted(TEXTS)), st.data())
def test_page_breaks_anywhere_or_none_lose_nothing(tools, family, data):
    """Form feeds moved, doubled or dropped (extractors differ): the same units, the same
    texts."""
    lines = [line.replace("\f", "") for line in TEXTS[family]]
    where = data.draw(st.lists(st.integers(0, len(lines) - 1), max_size=30))
    for i in sorted(where, reverse=True):
        if lines[i] == "" and data.draw(st.booleans()):
            lines[i] = "\f"
    reading = read(lines, tools)
    assert sum(1 for u in reading.edition.units() if u.id in CANONICAL) == 828


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=300))
def test_any_bytes_are_refused_with_a_clear_error_or_read(tmp_path, data):
    from lawsearch.imports.importer import import_edition

    path = tmp_path / "file.txt"
    path.write_bytes(data)
    user = tmp_path / "user"
    with pytest.raises(LawsearchError):
        import_edition(path, "en", user_dir=user)
    assert not user.exists() or not any(Path(user).rglob("*.xml"))
