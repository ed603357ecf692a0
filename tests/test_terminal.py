"""The Hebrew column's visual order: every line printed must be what the Unicode bidi algorithm
(python-bidi's `get_display`) gives for the logical line it stands for, a letter with its marks
(niqqud) drawn as one, as rule L3 allows; at any width the table gives the column."""
from __future__ import annotations

import functools
import io
import re
import unicodedata

import pytest
from bidi.algorithm import get_display
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.console import Console

from lawsearch.cli import main
from lawsearch.terminal import (
    _aligned,
    _chunks,
    _display,
    _lines,
    _reorder,
    _visual_lines,
    _wrap,
    show_records,
)

WIDTHS = (40, 60, 80, 120)
NIQQUD = re.compile("[\u0591-\u05c7]")
MARKS = "\u05b0\u05b4\u05b5\u05b6\u05b8\u05bc\u05c1\u0591"


# ------------------------------------------------------------------- the reference: the algorithm

@functools.cache
def _stand_ins(bidi_class: str) -> str:
    """Characters of a bidi class that are neither marks nor mirrored."""
    return "".join(ch for ch in map(chr, range(0x21, 0x30000))
                   if unicodedata.bidirectional(ch) == bidi_class and not unicodedata.mirrored(ch)
                   and unicodedata.category(ch) not in ("Mn", "Me", "Cs", "Co", "Cn"))


def uba_visual(line: str) -> str:
    """`get_display(line, base_dir="R")` with rule L3: each letter with the marks after it is
    replaced by a stand-in of the letter's bidi class before the algorithm runs and put back,
    marks after their letter, after it. (A mark takes its letter's class, rule W1, so the
    algorithm treats the two alike; marks that open the line are of the paragraph's class, R.)"""
    graphemes: list[str] = []
    for i, ch in enumerate(line):
        if i and unicodedata.bidirectional(ch) == "NSM":
            graphemes[-1] += ch
        else:
            graphemes.append(ch)
    back: dict[str, str] = {}
    stand_ins: dict[str, str] = {}
    used = set(line)
    for g in graphemes:
        if len(g) == 1 and unicodedata.bidirectional(g) != "NSM" or g in stand_ins:
            continue
        first = unicodedata.bidirectional(g[0])
        cls = "R" if first == "NSM" else first
        assert cls in ("R", "L", "EN", "ON", "ET", "WS"), f"no stand-in for a mark on {g[0]!r}"
        stand_ins[g] = next(ch for ch in _stand_ins(cls) if ch not in used)
        used.add(stand_ins[g])
        back[stand_ins[g]] = g
    out = "".join(stand_ins.get(g, g) for g in graphemes)
    return "".join(back.get(ch, ch) for ch in get_display(out, base_dir="R"))


def test_the_reference_keeps_a_letter_with_its_marks():
    word = "הֶסְדֵּרָה"
    letters = re.findall(r".[\u05b0-\u05bc]*", word)
    assert uba_visual(word) == "".join(reversed(letters))
    assert get_display(word, base_dir="R") == word[::-1]  # python-bidi alone: marks before letters


# ------------------------------------------------------------------------------ one line

ALPHABET = "אבגדהוזחטיכלמנסעפצקרשתךםןףץ" + MARKS + "ABab" + "0123456789" + \
    "  .,:;-–!?\"'()[]{}<>«»%+/§#$°‹›≤\u200f\u05be"
# A mark on a bracket (mirrored) or on a separator (W4 reads "1,◌2" as two separators): the
# reference's stand-ins cannot imitate those.
UNSUPPORTED = re.compile(r"[()\[\]{}<>«»‹›≤.,:/+\-][" + MARKS + "]")


@settings(max_examples=1000, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=40))
def test_display_agrees_with_the_bidi_algorithm(line):
    assume(not UNSUPPORTED.search(line))
    visual, order = _reorder(line)
    assert visual == _display(line) == uba_visual(line)
    assert sorted(order) == list(range(len(line)))


@settings(max_examples=1000, deadline=None)
@given(st.text(alphabet="אבגדהוךם" + MARKS + "0123456789" + "  .,:;-–+/%#$°§()[]<>«»'\"",
               max_size=30))
def test_numbers_in_hebrew_lines_as_the_algorithm_orders_them(line):
    assume(not UNSUPPORTED.search(line))
    assert _display(line) == uba_visual(line)


@given(st.text(alphabet="אבגד" + "AB \u200b\t\u202b\u202c", max_size=20))
def test_what_the_algorithm_drops_is_dropped(line):
    """Embeddings and boundary neutrals (rule X9) are not printed; the rest is, once."""
    visual, order = _reorder(line)
    assert visual == get_display(line, base_dir="R")
    assert len(set(order)) == len(order) == len(visual)


def test_plain_hebrew_is_reversed_with_brackets_mirrored():
    assert _display("שחקן (מגן) הוביל") == "ליבוה (ןגמ) ןקחש"


def test_pointed_words_keep_each_mark_on_its_letter():
    assert _display("הֶסְדֵּרָה") == "ה" + "רָ" + "דֵּ" + "סְ" + "הֶ"
    assert _display("חוק 27, הֶסְדֵּרָה (A)") == uba_visual("חוק 27, הֶסְדֵּרָה (A)")


def test_law_numbers_keep_their_order():
    lines = [visual for visual, _ in _visual_lines("חוק 27 הכרזה בלתי מספקת", 10)]
    assert lines == ["27 קוח", "יתלב הזרכה", "תקפסמ"]


# ------------------------------------------------------------------------------ wrapping

GRAPHEMES = st.one_of(st.sampled_from(" -\u05be"), st.builds(
    lambda letter, marks: letter + marks, st.sampled_from("אבגדהו"),
    st.text(alphabet=MARKS, max_size=3)))


@settings(max_examples=500)
@given(st.lists(GRAPHEMES, max_size=40).map("".join), st.integers(1, 12))
def test_wrapping_keeps_everything_in_order_and_never_splits_a_letter_from_its_marks(text, width):
    spans = _wrap(text, width)
    lines = [text[a:b] for a, b in spans]
    assert "".join("".join(line.split()) for line in lines) == "".join(text.split())
    for (a, b), line in zip(spans, lines):
        assert line == line.strip() and cell_len(line) <= width
        assert unicodedata.bidirectional(text[a:a + 1] or "a") != "NSM"
        assert unicodedata.bidirectional(text[b:b + 1] or "a") != "NSM"


@settings(max_examples=300, deadline=None)
@given(st.text(st.characters(exclude_categories=("Cs",)), max_size=80), st.integers(1, 30),
       st.booleans())
def test_any_text_is_drawn_at_any_width(text, width, rtl):
    """Whatever an imported edition holds: every line of a cell is the column's width, each
    character that is printed at all printed once, the highlighted ones in reverse."""
    lines = _lines([(text, None, [(0, len(text) // 2)])], width, rtl)
    assert all(sum(cell_len(s.text) for s in line) == width for line in lines)
    if not rtl and width > 1:  # (reordering mirrors brackets and drops what X9 drops; a
        # character two cells wide is cut from a column of one)
        printed = "".join(s.text for line in lines for s in line)
        assert sorted(ch for ch in printed if not ch.isspace()) == sorted(
            ch for ch in text if not ch.isspace())
    for paragraph in text.split("\n"):
        for a, b in _wrap(paragraph, width):
            visual, order = _reorder(paragraph[a:b])
            assert len(order) == len(set(order)) == len(visual)


# an imported edition's text, with what a terminal would act on among its characters
HOSTILE_TEXT = st.lists(st.characters(exclude_categories=("Cs",)) | st.sampled_from(
    ["\x1b[31m", "\r", "\x9b2J", "\t", "\n", "\u05d0\u05b0"]), max_size=60).map("".join)


@settings(max_examples=100, deadline=None)
@given(st.lists(HOSTILE_TEXT, min_size=1, max_size=4), st.integers(20, 160))
def test_every_line_of_a_table_is_the_consoles_width(texts, width):
    records = [{"id": str(i + 1), "kind": "section", "text": {"tr": t, "he": t[::-1]},
                "num": {"tr": f"{i + 1}."}, "title": {}} for i, t in enumerate(texts)]
    console = Console(file=io.StringIO(), width=width, emoji=False, markup=False,
                      highlight=False)
    show_records(records, ["tr", "he", "da"], console=console, title="t",
                 captions=[f"{i + 1}\ncommentary" for i in range(len(texts))])
    printed = console.file.getvalue()
    assert not any(ch in printed for ch in "\x1b\r\x08\x9b")  # no control reaches the terminal
    out = printed.splitlines()
    assert all(cell_len(line) == width for line in out)
    # one table, or (a table of the text too wide for its column) one a language, stacked
    tables = len([line for line in out if line.startswith("┏")])
    assert tables in (1, 3)
    assert len([line for line in out if line.startswith("├")]) == tables * (len(texts) - 1)


# ----------------------------------------------------------------- what show and search print

def columns(out: str) -> list[list[str]]:
    """The last column's lines in each row of a printed table, without the padding."""
    rows: list[list[str]] = []
    row = None
    for line in out.splitlines():
        if line.startswith(("┡", "├")):
            row = []
            rows.append(row)
        elif line.startswith("└"):
            row = None
        elif line.startswith("│") and row is not None:
            row.append(line.rstrip().removesuffix("│").rsplit("│", 1)[1].strip())
    return rows


def assert_visual_order(printed: list[str], record: dict, annotations: bool = True) -> None:
    """Each printed line is the algorithm's visual order of the next stretch of the logical text,
    and the stretches are the whole text, in order."""
    chunks = _chunks(record, "he", annotations)
    if chunks is None:
        assert printed == ["—"]
        return
    lines = iter([p for p in printed if p])
    for chunk, _ in chunks:
        for paragraph in chunk.expandtabs().split("\n"):
            pos = len(paragraph) - len(paragraph.lstrip())
            while pos < len(paragraph):
                line = next(lines, None)
                assert line is not None, f"{record['id']}: {paragraph[pos:]!r} not printed"
                logical = paragraph[pos:pos + len(line)]
                assert line == uba_visual(logical), (record["id"], logical)
                pos += len(line)
                pos += len(paragraph[pos:]) - len(paragraph[pos:].lstrip())
    assert next(lines, None) is None, record["id"]


@pytest.fixture(scope="module")
def pointed_units(corpus) -> list[dict]:
    """The units whose Hebrew text or heading has niqqud."""
    units = [unit for unit in (corpus.show(uid)[0] for uid in corpus.ids)
             if any(NIQQUD.search(t or "") for t in (unit["text"]["he"], unit["title"]["he"]))]
    assert len(units) >= 80
    return units


@pytest.fixture(scope="module")
def pointed_laws(pointed_units) -> list[str]:
    """The laws of those units."""
    laws = sorted({unit["law"] for unit in pointed_units}, key=int)
    assert len(laws) >= 30
    return laws


@pytest.mark.parametrize("width", WIDTHS)
def test_show_prints_every_hebrew_line_in_the_algorithms_order(corpus, pointed_laws, width):
    for law in pointed_laws + ["18"]:
        records = corpus.show(law)
        console = Console(file=io.StringIO(), width=width, emoji=False, markup=False,
                          highlight=False)
        show_records(records, corpus.langs, console=console, cited=[law])
        rows = columns(console.file.getvalue())
        assert len(rows) == len(records)
        for printed, record in zip(rows, records):
            assert_visual_order(printed, record)
        if law == "27":  # the title keeps its first word
            assert "קוח" in rows[0][0] and rows[0][-1] != "ת…"
        if law == "18":  # "ד." begins the heading's line
            assert columns_of(rows, records, "18D")[0].endswith(".ד")


def columns_of(rows: list[list[str]], records: list[dict], uid: str) -> list[str]:
    return rows[[r["id"] for r in records].index(uid)]


@pytest.mark.parametrize("width", WIDTHS)
def test_pointed_units_at_every_width(pointed_units, width):
    records = pointed_units
    console = Console(file=io.StringIO(), width=width)
    show_records(records, ["he"], console=console, cited=[records[0]["id"]])
    for printed, record in zip(columns(console.file.getvalue()), records, strict=True):
        assert_visual_order(printed, record)


SEARCHES = ["הכרזה מספקת", "הכרזה בלתי מספקת", "הסדרה", "קלף עונשין"]


@pytest.mark.parametrize("width", WIDTHS)
def test_search_prints_every_hebrew_line_in_the_algorithms_order(capsys, monkeypatch, width):
    """A line a law, as wide as the terminal; its best unit's Hebrew text, from near the first
    word found, in the order the bidi algorithm gives it (a word reads reversed there)."""
    monkeypatch.setenv("COLUMNS", str(width))
    for query in SEARCHES:
        assert main(["search", query, "--limit", "8", "--lang", "he,tr,da"]) == 0
        lines = capsys.readouterr().out.splitlines()
        results = json_search(capsys, query)
        assert len(lines) == 1 + len(results) == 9
        for line, r in zip(lines[1:], results):
            assert cell_len(line) <= width and line.startswith(f"Law {r['law']} ")
            unit = next((u for u in r["units"] if u["id"] != r["id"]), None)
            if unit is None or width < 60:
                continue
            text = " ".join(t for t in (unit["title"]["he"], unit["text"]["he"]) if t)
            shown = [w for w in text.split() if _display(w) in line and len(w) > 2]
            assert shown, (line, text)


def json_search(capsys, query: str) -> list[dict]:
    import json

    assert main(["search", query, "--limit", "8", "--lang", "he,tr,da", "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)["results"]


def test_search_highlights_the_words_in_the_reordered_line():
    """The query's words, found in the logical text, are highlighted where they stand once the
    line is reordered: a word reads reversed there, its marks on their letters."""
    from lawsearch.search import Searcher
    from lawsearch.search.highlight import highlighter

    with Searcher() as searcher:
        # the law whose title has the pointed word (ranking is not what this test is about)
        results = [r for r in searcher.search("הסדרה", limit=5) if r.id == "10"]
        console = Console(file=io.StringIO(), width=60, force_terminal=True,
                          color_system="standard")
        show_records([r.record for r in results], ["he"], console=console,
                     highlight=highlighter(searcher, results), title="t", annotations=False)
    assert results[0].id == "10"
    word = results[0].record["title"]["he"].split()[-1]  # "קביעת הסְדָּרָה"
    assert NIQQUD.search(word)
    assert "\x1b[1;7m" + _display(word) + "\x1b[0m" in console.file.getvalue()  # bold, reverse


def test_logical_order_is_left_alone(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["show", "18D", "--lang", "he", "--logical"]) == 0
    assert "ד. הכרזה" in capsys.readouterr().out


def test_piped_output_at_the_default_width():
    """Piped, without COLUMNS: rich's default of 80 columns, the case the table used to wrap a
    second time."""
    import subprocess
    import sys

    from lawsearch import paths

    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(paths.ROOT)}
    result = subprocess.run([sys.executable, "-m", "lawsearch", "show", "27", "--lang",
                             "tr,da,he"], capture_output=True, text=True, env=env, check=False)
    assert result.returncode == 0, result.stderr
    heading = [line for line in columns(result.stdout)[0] if line]
    assert max(cell_len(line) for line in result.stdout.splitlines()) == 80
    assert heading[0].endswith("קוח") and heading[-1].startswith("תקפסמ")  # "חוק 27 … מספקת"
    result = subprocess.run([sys.executable, "-m", "lawsearch", "search", "הכרזה בלתי מספקת",
                             "--limit", "3", "--lang", "he"], capture_output=True, text=True,
                            env=env, check=False)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 4 and lines[1].startswith("Law 27 ")
    assert max(cell_len(line) for line in lines[1:]) == 80


def test_a_right_to_left_table_has_its_label_on_the_right(capsys, monkeypatch):
    """A Hebrew table in the terminal reads from the right as the page printed it: each row's
    label at the right end of its line, the numbers to its left (Law 77's scores)."""
    monkeypatch.setenv("COLUMNS", "100")
    assert main(["show", "77", "--lang", "he"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if _display("ללא דאבל") in line]
    assert lines
    for line in lines:
        text = line.strip("│ ").rstrip()
        assert text.endswith(_display("ללא דאבל")), line
        assert re.search(r"\d", text[:text.index(_display("ללא דאבל"))]), line


# ----------------------------------------------------------------------- tables (Law 77's kind)

LABELS = st.text(st.sampled_from("abc defgh") | st.sampled_from("אבגדה "), min_size=1, max_size=30)
NUMBERS = st.integers(0, 20000).map(str)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 5).flatmap(lambda n: st.lists(
           st.tuples(LABELS, st.lists(NUMBERS, min_size=n, max_size=n)), min_size=1, max_size=6)),
       st.integers(10, 100), st.booleans())
def test_a_tables_numbers_stand_under_each_other_and_its_labels_at_its_reading_start(
        rows, width, rtl):
    """Every line is `width` cells; each column's numbers end at the same place in every row;
    the labels are at the left of a left-to-right table, at the right of a right-to-left one."""
    table = [[label.strip() or "x"] + numbers for label, numbers in rows]
    drawn = _aligned(table, width, rtl)
    numbers = sum(max(len(r[i]) for r in table) for i in range(1, len(table[0])))
    if drawn is None:  # only when even the labels' narrowest column does not fit
        assert numbers + 2 * (len(table[0]) - 1) + min(8, max(len(r[0]) for r in table)) > width
        return
    assert all(cell_len(line) == width for line in drawn)
    # the labels have no digits: a line with numbers is a row's first, with all its numbers
    ends = {tuple(m.end() for m in re.finditer(r"\d+", line)) for line in drawn
            if re.search(r"\d", line)}
    assert len(ends) == 1, drawn
    for line in drawn:
        letters = [i for i, ch in enumerate(line) if ch.isalpha()]
        digits = [i for i, ch in enumerate(line) if ch.isdigit()]
        if letters and digits:
            assert min(letters) > max(digits) if rtl else max(letters) < min(digits), line


def test_law_77_at_80_columns_is_each_language_whole_and_aligned(capsys, monkeypatch):
    """Too wide for three columns of 80, Law 77 is printed one language under the other, each
    of its tables aligned: the numbers of a row under its headings, the Hebrew labels at the
    right."""
    monkeypatch.setenv("COLUMNS", "80")
    main(["show", "77"])
    out = capsys.readouterr().out.splitlines()
    assert all(cell_len(line) <= 80 for line in out)
    assert [line.strip("┃ ") for line in out if line.startswith("┃")] == [
        "Türkçe (tr)", "Dansk (da)", _display("עברית") + " (he)"]

    def row(pattern: str) -> str:
        return next(line for line in out if re.search(pattern, line))

    # the Turkish table of the trump suits: its numbers end where its headings do
    heads = [m.end() for m in re.finditer(r"Trefl|Karo|Kör|Pik", row(r"KOZUN TÜRÜ"))]
    for label in ("Kontursuz", "Konturlu", "Sürkonturlu"):
        assert [m.end() for m in re.finditer(r"\d+", row(rf"^│ {label} +\d"))] == heads
    # the Hebrew rows of the same table: the label at the right of its numbers
    redoubled = _display("עם רי-דאבל")
    line = row(re.escape(redoubled) + r" +│$")
    assert line.index(redoubled) > max(m.start() for m in re.finditer(r"\d+", line))
