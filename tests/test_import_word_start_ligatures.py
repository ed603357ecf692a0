"""A ligature at a word's start lost by a text extraction in a Windows code page: as "?" (or
U+FFFD) before the rest of the word ("?nal", "?ow"), or as nothing ("nal", "ow"). It is mended
where the rule for repairs allows: the rest no word (a dictionary word made), or a word the
edition itself writes far more often with the ligature than without; a word right as it stands
("species", "at", a question's "?") is left.

A table of lines to mend and lines to leave, properties (clean text never changes; damaged text
comes back whole, every repair reported), and the invented editions imported with their
word-initial ligatures lost. Every line here is invented."""
from __future__ import annotations

import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_ligatures import replay, run

from lawsearch.imports.ligatures import FAR_RARER, LOST, Repairer, english_probabilities

# An invented edition's words: "specified" and "specify" but never "specifies"; "flag" and
# "ag" as an edition may count them where a few of its "flag"s lost their ligature.
EDITION = Counter({"specified": 40, "specify": 12, "species": 2, "final": 30, "flow": 25,
                   "find": 20, "at": 90, "flat": 3, "flag": 2 * FAR_RARER * 3, "ag": 3,
                   "fine": FAR_RARER - 1, "ne": 1})


@pytest.fixture(scope="module")
def probabilities():
    return english_probabilities()


@pytest.fixture(scope="module")
def repairer(probabilities):
    return Repairer(set(), probabilities, edition_words=EDITION)


@pytest.fixture(scope="module")
def bare(probabilities):
    return Repairer(set(), probabilities)


MENDED = [
    # "?" where the ligature was
    ("the ?nal pass", "the final pass"),
    ("keep the ?ow of play", "keep the flow of play"),
    ("?nd the card", "find the card"),
    ("the ?gures are entered", "the figures are entered"),
    ("He ?nds it (?rst) and", "He finds it (first) and"),
    ("the “?nal” pass", "the “final” pass"),
    ("a ?ow.", "a flow."),
    ("the \ufffdnal pass", "the final pass"),  # the replacement character
    # nothing where the ligature was, the rest no word
    ("keep the ow of play", "keep the flow of play"),
    ("the nal pass", "the final pass"),
    ("to nd the card", "to find the card"),
    ("the gures are entered", "the figures are entered"),
]


@pytest.mark.parametrize("given_words", [True, False])
@pytest.mark.parametrize("extracted, repaired", MENDED)
def test_a_lost_first_ligature_is_mended(repairer, bare, given_words, extracted, repaired):
    out, repairs = run(repairer if given_words else bare, extracted)
    assert out == repaired
    assert replay(extracted, repairs) == out
    assert repairs and all(r.what == LOST for r in repairs)


def test_a_word_the_edition_writes_far_more_often_with_its_ligature_is_mended(repairer):
    # "ag" is a dictionary word, but the edition writes "flag" FAR_RARER times as often
    out, repairs = run(repairer, "the ag is raised")
    assert out == "the flag is raised" and [(r.before, r.after, r.what) for r in repairs] == [
        ("ag", "flag", LOST)]


KEPT = [
    "the species here",  # a word as it stands; the edition never writes "specifies"
    "the species was specified",
    "at once",  # a word, and "flat" is rarer in the edition
    "a ne is due",  # "fine" is not FAR_RARER times as frequent as "ne"
    "Is it? no.",  # a question's mark, a space before the next word
    "what?no",  # between two words it joins them only into a word
    "a ?xyz here",  # no word with a ligature before it
    "the ?Nal pass",  # a capital is never a ligature's second letter
    "the ace is led",
]


@pytest.mark.parametrize("given_words", [True, False])
@pytest.mark.parametrize("text", KEPT)
def test_a_word_right_as_it_stands_is_left(repairer, bare, given_words, text):
    assert run(repairer if given_words else bare, text) == (text, [])


def test_species_is_never_made_specifies(bare, probabilities):
    """Only the edition's own evidence may change a word of its own, and a ligature inside a
    dictionary word is never put there: "species" stays, whatever the edition counts."""
    counts = Counter({"specifies": 50, "species": 1})
    for repairer in (bare, Repairer(set(), probabilities, edition_words=counts)):
        assert run(repairer, "the species here") == ("the species here", [])


# -- properties ------------------------------------------------------------------------------

WORDS = ["the", "player", "pass", "call", "species", "at", "once", "final", "flow", "find",
         "figures", "finds", "first", "fine", "flat", "flag", "card", "is", "entered", "ace",
         "table", "specified", "and", "of", "field", "file", "flight"]
INITIAL = ["final", "flow", "find", "figures", "finds", "first"]  # the rest no word
PROPERTY = settings(max_examples=80, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


@st.composite
def clean(draw) -> str:
    words = draw(st.lists(st.sampled_from(WORDS), min_size=2, max_size=10))
    ends = draw(st.lists(st.sampled_from([" ", " ", " ", ", ", "? ", ". "]),
                         min_size=len(words) - 1, max_size=len(words) - 1))
    return "".join(w + e for w, e in zip(words, ends)) + words[-1] + "."


@PROPERTY
@given(clean(), st.booleans())
def test_a_text_with_no_lost_ligature_never_changes(repairer, bare, line, given_words):
    assert run(repairer if given_words else bare, line) == (line, [])


@PROPERTY
@given(st.lists(st.sampled_from(INITIAL), min_size=1, max_size=6),
       st.sampled_from(["?", "\ufffd", ""]), st.booleans())
def test_lost_first_ligatures_come_back_and_are_reported(repairer, bare, words, lost,
                                                         given_words):
    line = "the " + " and the ".join(words) + "."
    damaged = re.sub(r"\b(?:fi|fl)", lost, line)
    out, repairs = run(repairer if given_words else bare, damaged)
    assert out == line
    assert replay(damaged, repairs) == out
    assert len(repairs) == len(words) and all(r.what == LOST for r in repairs)


# -- an edition imported ---------------------------------------------------------------------

@pytest.mark.slow
# each way of losing them in one family (a whole import costs seconds)
@pytest.mark.parametrize("family, lost", [("wbf", "?"), ("acbl", "")])
def test_an_edition_that_lost_its_first_ligatures_is_read_whole(family, lost, tmp_path):
    """The invented edition as a cp1252 text whose lower-case words lost a first "fi"/"fl" (as
    "?" or as nothing): every word comes back, each repair listed as a lost ligature."""
    from english_editions import invented
    from test_import_english import SEED, differences, imported

    edition = invented(family, SEED[family])
    damaged = re.sub(r"(?<![A-Za-z])(?:fi|fl)(?=[a-z])", lost, edition.text())
    assert damaged != edition.text()
    path = tmp_path / "laws.txt"
    path.write_bytes(damaged.encode("cp1252"))
    report, read, index = imported(tmp_path, path)
    assert differences(edition.expected, read, index) == []
    mended = [r for r in report.repairs if r["after"].startswith(("fi", "fl"))
              and not r["before"].startswith(("fi", "fl"))]
    assert mended and all(r["what"] == LOST for r in mended)
    assert all(r["before"] == lost + r["after"][2:] for r in mended)

