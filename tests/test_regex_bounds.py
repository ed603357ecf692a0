"""No regular expression of lawsearch backtracks catastrophically: every compiled pattern of every
module, searched in runs of the shapes that make nested or ambiguous quantifiers explode (letters
after a designation, digits, spaces, brackets, leaders), answers at once. A pattern exponential in
its input takes hours on 40 letters; one cubic, seconds on a long line of a damaged extraction."""
from __future__ import annotations

import importlib
import pkgutil
import re
import time

import pytest

import lawsearch
from lawsearch.imports import headings, laws, markers

# What "at once" means here: an end far above what any search takes on any machine (a
# millisecond or less), far below what the defects took (an exponential pattern: hours on 40
# letters; a cubic one: 17 s on 1,200 digits, hours on 20,000; a designation read word by word:
# 134 s), so that a loaded machine never fails these and a defect always does.
HANG = 10.0

SHAPES = ["a", "27a", "(", "(a)", "a(", "1", " ", "27 ", "a.", "İ", "ב", "'", "-", "27B1(a)(i)",
          " ve", ",", ". ", "A", "Aa", "a-", "\t", "…", "a)", "(a", "1a", "a1", "ab "]


def patterns() -> dict[str, re.Pattern]:
    found = {}
    for info in pkgutil.walk_packages(lawsearch.__path__, "lawsearch."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern):
                found[f"{info.name}.{name}"] = value
    return found


def test_no_pattern_is_exponential():
    slow = []
    for name, pattern in patterns().items():
        for shape in SHAPES:
            for text in (shape * 40 + "!", "27" + shape * 40 + ",", shape * 40):
                start = time.perf_counter()
                pattern.search(text)
                elapsed = time.perf_counter() - start
                if elapsed > HANG:
                    slow.append((name, text[:20], round(elapsed, 2)))
    assert slow == []


@pytest.mark.parametrize("text", [
    "27 the insufficient bid was made by declarer, then",
    "27B1(a)(i) og  og (yetersiz deklareinsufficient bid, חוקים 61-6427B1(a)(i)",
    "27" + "ab" * 5_000 + ",",
])
def test_a_designation_followed_by_words_is_read_at_once(corpus, text):
    from lawsearch.errors import LawsearchError

    start = time.perf_counter()
    with pytest.raises(LawsearchError):
        corpus.show(text)
    assert time.perf_counter() - start < HANG  # was 134 s for the second


@pytest.mark.parametrize("pattern, line", [
    (markers._WORD_BEFORE, "1" * 20_000 + "!"),
    (markers._WORD_BEFORE, "a" * 20_000 + "!"),
    (headings._PAGE_REF, " " * 20_000 + "x"),
    (headings._PAGE_REF, "\t" * 20_000 + "x"),
    (laws._LEADERS, " " * 20_000 + "x"),
    (laws._LEADERS, "…" * 20_000 + "x"),
])
def test_the_import_line_patterns_are_linear(pattern, line):
    start = time.perf_counter()
    assert pattern.search(line) is None
    assert time.perf_counter() - start < HANG  # cubic before: 17 s for 1,200 digits


@pytest.mark.parametrize("line, word", [
    ("see Law", "Law"), ("Laws 27B1(a) and", "and"), ("as in 27B1(a)", "27B1(a)"),
    ("12B3", "12B3"), ("see (b)", "(b)"), ("Law27", "27"), ("1B2 ", "1B2"), ("x,", ","),
])
def test_the_word_before_a_marker_is_still_read(line, word):
    assert markers._WORD_BEFORE.search(line).group(1) == word


@pytest.mark.parametrize("line, cut", [
    ("Insufficient Bid ........ 27", "Insufficient Bid"), ("Claims … 63", "Claims"),
    ("Claims\t63", "Claims"), ("Claims  63", "Claims"), ("Title. 27", "Title."),
    ("Cards. . . . 12", "Cards"),
])
def test_leaders_and_page_numbers_are_still_cut(line, cut):
    assert laws._LEADERS.sub("", line) == cut
    assert line[:headings._PAGE_REF.search(line).start()].rstrip(" .") == cut.rstrip(" .")
