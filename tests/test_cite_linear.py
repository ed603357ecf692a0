"""`cite` does work linear in the length of its text, however many citations it holds: the work
is counted, not timed, so that no machine's speed decides. A text of n characters and the same
text of 2n are read, and each counter may grow at most a little more than twice:

- lines: the Python lines run (`sys.settrace`), which is what Python-level loops cost;
- chars: the characters of the text that string methods search, slice or copy (`Counted`):
  a search for the line a citation stands in, from every citation, was quadratic (the Danish
  grammar's headings);
- moved: the stretches `Spans` shifts or copies to keep its order: a copy of them for every
  citation found was quadratic (the Turkish grammar's relative citations).

The figures of a 1 MB text (seconds) are in the report of this change and `scripts/bench.py`.
"""
from __future__ import annotations

import sys
from bisect import bisect_left, bisect_right

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.citations import Units, cite
from lawsearch.citations.resolve import resolve
from lawsearch.corpus import Corpus
from lawsearch.lang import ORDER
from lawsearch.lang import citations as grammar_kit

GROWTH = 2.3  # doubling the text may at most this much more work (quadratic work: about 4)


class Counted(str):
    """A text that counts the characters its string methods go through."""

    chars = 0

    def _window(self, args: tuple) -> int:
        start, end = (list(args[1:3]) + [None, None])[:2]
        return len(range(*slice(start, end).indices(len(self))))

    def find(self, *args):
        Counted.chars += self._window(args)
        return str.find(self, *args)

    def rfind(self, *args):
        Counted.chars += self._window(args)
        return str.rfind(self, *args)

    def index(self, *args):
        Counted.chars += self._window(args)
        return str.index(self, *args)

    def rindex(self, *args):
        Counted.chars += self._window(args)
        return str.rindex(self, *args)

    def count(self, *args):
        Counted.chars += self._window(args)
        return str.count(self, *args)

    def __getitem__(self, key):
        out = str.__getitem__(self, key)
        Counted.chars += len(out)
        return out

    def __contains__(self, sub) -> bool:
        Counted.chars += len(self)
        return str.__contains__(self, sub)

    def startswith(self, prefix, *args):  # compares the prefix only
        Counted.chars += 1
        return str.startswith(self, prefix, *args)

    def endswith(self, suffix, *args):
        Counted.chars += 1
        return str.endswith(self, suffix, *args)


def _whole(name: str):
    def method(self, *args, **kwargs):
        Counted.chars += len(self)
        return getattr(str, name)(self, *args, **kwargs)
    return method


# every other method that reads the whole text
for _name in ("lower", "upper", "casefold", "translate", "replace", "split", "rsplit",
              "splitlines", "strip", "lstrip", "rstrip", "encode", "partition", "rpartition",
              "isdigit", "isalpha", "isspace", "expandtabs"):
    setattr(Counted, _name, _whole(_name))


@pytest.fixture(scope="module")
def units() -> Units:
    return Units(Corpus.load(paths.AKN, user=False).ids)


@pytest.fixture
def moved(monkeypatch):
    """Counts the stretches `Spans.add` shifts (and a copy of them, were there one) in `moved`."""
    counter = {"moved": 0}
    add = grammar_kit.Spans.add

    def counted_add(self, start, end):
        if end > start:  # what lies after the stretches it replaces, unless it replaces one
            i, j = bisect_right(self._ends, start), bisect_left(self._starts, end)
            counter["moved"] += 0 if j - i == 1 else len(self._starts) - j
        return add(self, start, end)

    monkeypatch.setattr(grammar_kit.Spans, "add", counted_add)
    if hasattr(grammar_kit.Spans, "copy"):
        copy = grammar_kit.Spans.copy

        def counted_copy(self):
            counter["moved"] += len(self._starts)
            return copy(self)

        monkeypatch.setattr(grammar_kit.Spans, "copy", counted_copy)
    return counter


def work(text: str, units: Units, moved: dict, typed: bool) -> dict[str, int]:
    """The counters of one `cite` of `text` (every grammar) against `units`, as the build reads
    a text or (`typed`) as `lawsearch cite` and `Corpus.cite` do."""
    from lawsearch.citations import resolve as resolve_module

    resolve_module._known_readings.cache_clear()  # each text read from the same start
    Counted.chars, moved["moved"], lines = 0, 0, 0

    def trace(frame, event, arg):
        nonlocal lines
        if event == "line":
            lines += 1
        return trace

    sys.settrace(trace)
    try:
        cite(Counted(text), units, typed=typed)
    finally:
        sys.settrace(None)
    return {"lines": lines, "chars": Counted.chars, "moved": moved["moved"]}


# Texts dense with citations, of one long line (no line end to stop a search), in each language
# and mixed; each is repeated to the length asked.
SHAPES = {
    "da, one line": "§ 27B1a og § 30, jf. §§ 61-64 og § 12C1(b) og (c). ",
    "tr, relative": "aşağıdaki C2 maddesi, Yasa 27B1(a) ve B1 ile (bkz. C) Madde 3 ve 4. ",
    "he": "ראו חוק 27ב1(א) ו-28, חוקים 61-64 וסעיף ג לעיל. ",
    "en": "Law 27B1(a), Laws 61-64 and 12C1(b); see 47E1 and Law 999. ",
    "mixed": "§ 27B1a og Yasa 27 ve B1; חוק 27ב1(א), Law 27Z, 27B1(a). ",
}
SIZE = 6_000  # characters: enough citations (hundreds) for quadratic work to show fourfold


def _text(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size]


@pytest.mark.parametrize("typed", [False, True], ids=["source", "typed"])
@pytest.mark.parametrize("shape", SHAPES)
def test_cite_does_twice_the_work_on_twice_the_text(units, moved, shape, typed):
    cite(_text(SHAPES[shape], 500), units, typed=typed)  # patterns compiled: not counted
    once = work(_text(SHAPES[shape], SIZE), units, moved, typed)
    twice = work(_text(SHAPES[shape], 2 * SIZE), units, moved, typed)
    assert once["lines"] > 10_000  # the text is read (a counter that counts nothing proves nothing)
    assert once["chars"] >= SIZE
    for counter in once:
        assert twice[counter] <= GROWTH * max(once[counter], 1), (counter, once, twice)


# Lists of ranges that run backwards: one citation whose every range is a problem to say
BACKWARDS = {
    "da, ranges backwards": "§§ 3-1, 5-2, 9-4, ",
    "en, ranges backwards": "Laws 3-1, 5-2, 9-4, ",
}


@pytest.mark.parametrize("shape, typed", [(shape, False) for shape in {**SHAPES, **BACKWARDS}]
                         + [(shape, True) for shape in BACKWARDS])
def test_cite_holds_memory_that_grows_with_the_text_not_its_square(units, shape, typed):
    """The memory `cite` holds at its peak, its citations and what they say (their targets and
    problems, as `cite --format json` prints them) included: each range of a list of ten
    thousand that runs backwards quoted the whole list (100,000 characters) in its problem,
    2.4 GB for a text of 100 KB."""
    import tracemalloc

    def peak(size: int) -> int:
        text = _text(({**SHAPES, **BACKWARDS})[shape], size)
        tracemalloc.start()
        try:
            said = [c.to_json() for c in cite(text, units, typed=typed)]
            assert said
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    peak(500)  # patterns compiled: not counted
    once, twice = peak(SIZE), peak(2 * SIZE)
    assert twice <= GROWTH * once, (once, twice)


def test_spans_added_in_order_move_nothing(moved):
    spans = grammar_kit.Spans()
    for start in range(0, 30_000, 3):
        spans.add(start, start + 2)
    assert moved["moved"] == 0 and len(spans) == 10_000


def test_the_counted_text_counts_a_search_from_every_citation(units, moved):
    """The counters see the quadratic work this change removed: a search back for the line's
    start from every citation, over one long line (as the Danish grammar's heading test did)."""
    def quadratic(text: str) -> None:
        for pos in range(0, len(text), 20):
            text.rfind("\n", 0, pos)

    Counted.chars = 0
    quadratic(Counted("§ 27 " * 400))
    small = Counted.chars
    Counted.chars = 0
    quadratic(Counted("§ 27 " * 800))
    assert Counted.chars > 3.5 * small


# The engine resolves, of the grammars' readings of one stretch, only what it may keep: what it
# keeps is what resolving every reading and keeping the first in order (start, longest, without
# a problem) would.
PIECES = ["Yasa ", "§ ", "§§ ", "Law ", "חוק ", "27", "B", "1", "(a)", "a", "Z", "999", " ve ",
          " og ", "-", ", ", "aşağıdaki ", "C2", " maddesi", "bkz. ", "ב", "(א)", " ", "madde "]


def _every_reading_kept(text: str, units: Units) -> list:
    from lawsearch.citations.link import grammar_for

    candidates = []
    for code in ORDER:
        grammar = grammar_for(code)
        if grammar is not None:
            candidates.extend(resolve(grammar(text), text, None, units))
    candidates.sort(key=lambda c: (c.start, -(c.end - c.start), c.problem is not None))
    out = []
    for c in candidates:
        if not out or c.start >= out[-1].end:
            out.append(c)
    return out


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=25).map("".join))
def test_cite_keeps_what_resolving_every_reading_keeps(units, text):
    assert [c.to_json() for c in cite(text, units)] == \
        [c.to_json() for c in _every_reading_kept(text, units)]


def test_cite_leaves_the_cycle_collector_as_it_found_it_and_makes_no_cycles():
    """`cite` holds Python's cycle collector off while it reads (its passes over the objects a
    long text makes were a third of the time): it leaves it on or off as it was, also when it
    fails, and what it made is freed without it (no cycles)."""
    import gc

    ids = Units(Corpus.load(paths.AKN).ids)
    text = "See Law 27B1(a) and Laws 12C1, 16B and 64A-64C; bkz. Yasa 27B1(a), § 12-16. " * 200
    gc.collect()
    for enabled in (True, False):
        (gc.enable if enabled else gc.disable)()
        try:
            found = cite(text, ids)
            assert gc.isenabled() is enabled and len(found) > 600
            def failing():  # units that fail while being read: the collector restored
                yield "27"
                raise RuntimeError("no more units")

            with pytest.raises(RuntimeError):
                cite(text, failing())
            assert gc.isenabled() is enabled
        finally:
            gc.enable()
        del found
        assert gc.collect() == 0
