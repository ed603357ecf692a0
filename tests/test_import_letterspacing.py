"""Letter-spaced type as some PDF readers give it, a space between every two letters ("L A W 2
7", "I N S U F F I C I E N T B I D"): read as the words it prints, each such line listed among
the repairs (issue 22: "the PDF reader joins letters that belong to one word, whatever the
PDF's spacing"). A table of lines here; the invented editions with letter-spaced law headings
are imported whole in tests/test_import_english.py."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsearch.imports.letterspacing import unspaced
from lawsearch.lang.en import LAW_TITLES

LINES = [
    ("L A W 1", "LAW 1"),
    ("L A W 2 7", "LAW 27"),
    # the gaps between words lost: a law's title is known by its letters
    ("I N S U F F I C I E N T B I D", "INSUFFICIENT BID"),
    ("D I R E C T O R ' S D I S C R E T I O N A R Y P O W E R S",
     "DIRECTOR'S DISCRETIONARY POWERS"),
    ("C A L L W I T H D R A W N , L E A D R E S T R I C T I O N S",
     "CALL WITHDRAWN, LEAD RESTRICTIONS"),
    ("L A W 6 1 - F A I L U R E T O F O L L O W S U I T – I N Q U I R I E S C O N C E R N I N G"
     " A R E V O K E", "LAW 61 - FAILURE TO FOLLOW SUIT – INQUIRIES CONCERNING A REVOKE"),
    ("L A W 1 - T H E P A C K", "LAW 1 - THE PACK"),
    ("L a w 6 3 : E s t a b l i s h m e n t o f a R e v o k e",
     "Law 63: Establishment of a Revoke"),
    # the gaps between words kept (two spaces)
    ("T H E  P A C K", "THE PACK"),
    ("D E F I N I T I O N S", "DEFINITIONS"),
    ("I N D E X  O F  T E R M S", "INDEX OF TERMS"),
    # not letter-spaced: as printed
    ("LAW 27", None),
    ("A. Further Score at the Correction", None),
    ("a b c", None),  # too few letters
    ("1 2 3 4 5 6", None),  # numbers of a table
    ("(a) (b) (c) (d)", None),
    ("a - b - c - d", None),
    ("N  S  E  W", None),  # a table's cells, one letter each
    ("", None),
]


@pytest.mark.parametrize("line, read", LINES)
def test_a_letter_spaced_line_is_read_as_its_words(line, read):
    assert unspaced(line, LAW_TITLES) == read


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(list("LAWTHEPACKINSUFCDB0123456789")),
                          st.sampled_from(["-", "–", ":", ",", "'", "’"]),
                          st.text(min_size=1, max_size=3)),
                min_size=1, max_size=160),
       st.lists(st.sampled_from([" ", " ", " ", "  "]), min_size=160, max_size=160))
def test_reading_a_line_as_letter_spaced_only_parts_it_anew(tokens, gaps):
    """Whatever the line (letters, digits, marks, other text; one space or two between): it is
    read as letter-spaced or left, and what is read has its characters, in order, none added
    or lost, the spaces alone moved."""
    line = "".join(t + g for t, g in zip(tokens, gaps)).strip()
    read = unspaced(line, LAW_TITLES)
    assert read is None or read.replace(" ", "") == line.replace(" ", "")
