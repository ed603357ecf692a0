"""A section's marker alone on its line, its heading on the next ("F." / "Summons of the Law"),
or a heading broken over two lines: the marker that begins the line after the heading is a
part's, even where the heading ends with "Law" (a citing word: "…by Law / 19." is a citation).

A table of marker runs, a property over invented headings and prose, and the invented editions
imported with every such heading's marker put alone on its line. Every line here is invented."""
from __future__ import annotations

import re

import pytest
from english_editions import FAMILIES, invented
from hypothesis import given, settings
from hypothesis import strategies as st
from test_import_english import SEED, differences, imported

from lawsearch.imports.markers import candidates
from lawsearch.lang.en import layout as v


def cited(text: str) -> list[str]:
    """The markers of `text` read as citations, as printed."""
    return [c.printed for c in candidates(text, v.CITING_BEFORE, v.CITING_JOIN, v.CITING_AFTER)
            if c.cited]


@pytest.mark.parametrize("text, want", [
    # the heading on its marker's line (as before)
    ("A. x\nB. Infraction of Law\n1. Whether x is decided.\n2. x", []),
    # the marker alone on its line, the heading below
    ("A. x\nF.\nSummons of the Law\n1. Once x is asked.\n2. x", []),
    ("A. x\nE.\n  Spoken Request for the Law\n   1. The x is given.", []),
    ("A. x\nB.\n\nInfraction of Law\n\n1. x", []),  # blank lines between
    ("F.\nSummons of the Law\n1. x", []),  # at the text's start
    # the heading broken over two lines, its marker alone or not
    ("A. x\nB. Different Trick before the\nLaw\n1. x", []),
    ("A. x\nC.\nDifferent Trick before\nthe Law\n1. x", []),
    ("A. x\nB. Written Request after the Late Record and Careless Option between\n"
     "Correction of the Law\n1. x", []),  # 15 words
    # the section begun in mid-line, after the sentence before it
    ("A. x of these Laws. B. Open Law\n1. x", []),
    ("A. x as stated; C. Summons of the\nLaw\n1. x", []),
    # prose ending in "Law" stays a citation's start, whatever stands above it
    ("A. x. B. The player acting under Law\n3. may not x", ["3."]),
    ("A. x\nB. x not permitted by Law\n19. Law 36 applies.\n1. x", ["19."]),
    ("A. The player acting under Law\n3. may not x", ["3."]),
    ("A. x\nB.\nThe player acting under Law\n3. may not x", ["3."]),
    ("A. x\nB.\nSummons\nwhere the Director applies Law\n12. x", ["12."]),
    ("A. x\nthe Director applies\nLaw\n12. x", ["12."]),
])
def test_a_marker_after_a_heading_ending_in_law_is_a_part(text, want):
    assert cited(text) == want


_TITLE = st.sampled_from(["Summons", "Request", "Infraction", "Breach", "Claim", "Trick",
                          "Spoken", "Different", "Procedure", "Director"])
_SMALL = st.sampled_from(["of the", "for the", "before the", "of", "under the"])
_PROSE = st.sampled_from(["the player", "a claim", "is made", "may apply", "as stated by"])


@settings(max_examples=60, deadline=None)
@given(st.sampled_from("ABCDEFGH"), _TITLE, _SMALL, st.sampled_from(["same", "alone", "broken"]))
def test_any_title_case_heading_ending_in_law_opens_its_part(letter, word, small, how):
    heading = f"{word} {small} Law"
    head = {"same": f"{letter}. {heading}", "alone": f"{letter}.\n{heading}",
            "broken": f"{letter}. {word} {small}\nLaw"}[how]
    assert cited(f"A. x\n{head}\n1. x\n2. x") == []


@settings(max_examples=60, deadline=None)
@given(st.sampled_from("ABCDEFGH"), st.lists(st.tuples(_TITLE, _SMALL), min_size=1, max_size=7),
       st.integers(min_value=1, max_value=40), st.booleans())
def test_a_long_heading_ending_in_law_opens_its_part_wherever_it_breaks(letter, words, cut,
                                                                         alone):
    """Headings of up to 22 words, broken over two lines at any word."""
    heading = " ".join(f"{w} {s}" for w, s in words) + " Law"
    at = heading.split()
    cut = 1 + cut % len(at)
    broken = " ".join(at[:cut]) + "\n" + " ".join(at[cut:])
    head = f"{letter}.\n{broken}" if alone else f"{letter}. {broken}"
    assert cited(f"A. x\n{head.rstrip()}\n1. x\n2. x") == []


@settings(max_examples=60, deadline=None)
@given(st.sampled_from("ABCDEFGH"), _TITLE, _PROSE, st.booleans())
def test_prose_ending_in_law_before_a_number_stays_a_citation(letter, word, prose, alone):
    head = f"{letter}.\n{word} {prose} Law" if alone else f"{letter}. {word} {prose} Law"
    assert cited(f"A. x\n{head}\n19. x") == ["19."]


def markers_alone(text: str) -> tuple[str, int]:
    """The text with every section heading that a "1." follows split: its marker alone on its
    line, the heading on the next (at the same indentation); and how many end with "Law"."""
    pattern = re.compile(r"^([ \t]*)([A-H]\.)[ \t]+([A-Z][^\n]*)\n(?=[ \t]*1\. )", re.M)
    laws = sum(m[3].rstrip().endswith("Law") for m in pattern.finditer(text))
    return pattern.sub(r"\1\2\n\1\3\n", text), laws


@pytest.mark.slow
# each rendering in one family (a whole import costs seconds)
@pytest.mark.parametrize("family, layout", [(FAMILIES[0], False), (FAMILIES[1], True)])
def test_an_edition_with_its_markers_alone_is_read_whole(family, layout, tmp_path):
    edition = invented(family, SEED[family])
    text, laws = markers_alone(edition.text(layout=layout))
    assert laws >= 1  # a heading ending with "Law" is among them ("Summons of the Law")
    path = tmp_path / "laws.txt"
    path.write_text(text, encoding="utf-8")
    report, read, index = imported(tmp_path, path)
    assert report.missing == [] and len(report.aligned) == 828
    assert differences(edition.expected, read, index) == []
