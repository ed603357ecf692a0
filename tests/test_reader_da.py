"""The Danish reader (`lawsearch.sources.wbf2017_da`) on the real source, trap by trap."""
from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.errors import SourceError
from lawsearch.model import Edition, NoteRef, Paragraph, Table
from lawsearch.sources import wbf2017_da

SOURCE = paths.SOURCES / "wbf-2017-da.txt"
NBSP = "\u00a0"


@pytest.fixture(scope="module")
def edition() -> Edition:
    return wbf2017_da.read(SOURCE)


@pytest.fixture(scope="module")
def source_lines() -> list[str]:
    return SOURCE.read_text(encoding="utf-8").split("\n")


def ids(unit) -> list[str]:
    return [c.id for c in unit.children]


def texts(blocks) -> list[str]:
    return [b.text for b in blocks if isinstance(b, Paragraph)]


def read_text(text: str) -> Edition:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "wbf-2017-da.txt"
        path.write_text(text, encoding="utf-8")
        return wbf2017_da.read(path)


def read_error(text: str) -> SourceError:
    with pytest.raises(SourceError) as info:
        read_text(text)
    return info.value


# -- the whole edition ------------------------------------------------------------------------

def test_edition_identity(edition):
    assert (edition.work, edition.lang, edition.title) == (
        "wbf-2017", "da", "Love for turneringsbridge 2017")


def test_93_laws_each_with_a_title(edition):
    assert [law.id for law in edition.laws] == [str(n) for n in range(1, 94)]
    assert all(law.heading for law in edition.laws)
    assert [law.num for law in edition.laws[:2]] == ["§ 1.", "§ 2."]
    assert edition.laws[26].heading == "Utilstrækkeligt bud"
    assert edition.laws[92].heading == "Fremgangsmåden ved appel"


def test_unit_counts(edition):
    kinds = [u.kind for u in edition.units()]
    assert {k: kinds.count(k) for k in set(kinds)} == {
        "law": 93, "section": 271, "subsection": 331, "item": 114, "subitem": 19}


def test_footnote_count_and_every_footnote_attached(edition):
    assert len(edition.footnotes) == 30
    attached = {id(ref.note) for u in edition.units() for ref in _refs(u)}
    assert attached == {id(note) for note in edition.footnotes}


def test_no_definitions(edition):
    assert edition.definitions == []


def test_repairs_are_only_the_73A_renumbering(edition):
    assert [(r.line, r.before, r.after) for r in edition.repairs] == [
        (1833, "73A (text of the section)", "73A1"), (1835, "73A1", "73A2")]


def _refs(unit):
    yield from unit.heading_notes
    for block in unit.intro + unit.wrapup:
        if isinstance(block, Paragraph):
            yield from (p for p in block.parts if isinstance(p, NoteRef))


# -- trap: NBSP blank lines and NBSP indentation ----------------------------------------------

def test_nbsp_layout_is_removed_but_inner_nbsp_kept(edition):
    for unit in edition.units():
        for text in texts(unit.intro + unit.wrapup):
            assert text == text.strip(" " + NBSP), unit.id
            assert not text.startswith(("1.", "a.", "i.")), unit.id
    assert ids(edition.unit("6D")) == ["6D1", "6D2", "6D3"]
    assert edition.unit("6E4").intro[0].text == (
        "Turneringslederen kan kræve kortgivningen eller en forudgående kortgivning foretaget på "
        "en anden måde, som bevirker samme fuldstændig tilfældige kortgivning som §\u00a06A og "
        "§\u00a06B.")


# -- trap: Roman sub-items indented less than their parent letter items -----------------------

def test_roman_subitems_belong_to_the_item_above(edition):
    assert ids(edition.unit("12C1")) == [f"12C1({c})" for c in "abcde"]
    assert ids(edition.unit("12C1(e)")) == ["12C1(e)(i)", "12C1(e)(ii)"]
    sub = edition.unit("12C1(e)(ii)")
    assert (sub.kind, sub.num) == ("subitem", "ii.")
    assert sub.intro[0].text == ("Den ikke-fejlende side får ikke kompensation for den del af "
                                 "skaden, som er selvforskyldt.")
    assert ids(edition.unit("12C")) == ["12C1", "12C2", "12C3", "12C4"]
    assert ids(edition.unit("40B2(a)")) == [f"40B2(a)({r})" for r in ("i", "ii", "iii", "iv", "v")]


def test_letter_i_is_an_item_in_80B2(edition):
    assert ids(edition.unit("80B2")) == [f"80B2({c})" for c in "abcdefghijkl"]
    assert ids(edition.unit("80B2(g)")) == ["80B2(g)(i)", "80B2(g)(ii)"]
    item_i = edition.unit("80B2(i)")
    assert (item_i.kind, item_i.children) == ("item", [])
    assert item_i.intro[0].text == "At sørge for passende spilleforhold og meddele dem til deltagerne."
    # `g. i.` on one line: item g has no text of its own, its first sub-item has the text.
    assert edition.unit("80B2(g)").intro == []
    assert edition.unit("80B2(g)(i)").intro[0].text == (
        "At sørge for at udpege de assistenter, turneringslederen måtte have brug for.")


# -- trap: `1. a.` opens a subsection and its item at once ------------------------------------

def test_subsection_and_item_on_one_line(edition):
    sub = edition.unit("9B1")
    assert (sub.num, sub.intro) == ("1.", [])
    assert ids(sub) == ["9B1(a)", "9B1(b)", "9B1(c)", "9B1(d)"]
    assert sub.children[0].line == sub.line == 167
    assert sub.children[0].intro[0].text == (
        "Turneringslederen bør straks tilkaldes, når der bliver gjort opmærksom på en "
        "uregelmæssighed.")
    assert ids(edition.unit("9B")) == ["9B1", "9B2"]


# -- trap: a citation `§\xa072C` at the start of a body line ----------------------------------

def test_citation_at_line_start_is_not_a_law_heading(edition):
    section = edition.unit("38D")
    assert section.heading == "Anvendelse af § 26B og § 72C"
    assert section.intro[0].text.startswith(
        "§\u00a072C (berigtigelsen skader den ikke-fejlende side) og udspilsbegrænsningerne i "
        "§\u00a026B kan komme på tale")
    assert ids(edition.unit("38")) == ["38A", "38B", "38C", "38D"]
    assert edition.unit("72").line == 1809


# -- trap: footnotes `*)`…`****)` numbered per law and reused ---------------------------------

def test_footnote_in_a_paragraph(edition):
    parts = edition.unit("6D2").intro[0].parts
    assert parts[0].endswith("hvis et sorteret")
    assert isinstance(parts[1], NoteRef) and parts[1].marker == "*)"
    assert parts[1].note.text == "Et sorteret spil kort er et spil kort, som ikke er blevet korrekt blandet."
    assert parts[1].note.line == 103
    assert parts[2].startswith(" spil kort gives uden at være blandet")
    assert "*)" not in edition.unit("6D2").intro[0].text


def test_same_marker_in_different_laws_gets_its_own_law_s_text(edition):
    def note_of(cid):
        refs = list(_refs(edition.unit(cid)))
        assert len(refs) == 1
        return refs[0].note
    assert note_of("31A2").line == 801  # *) of § 31
    assert note_of("31A2").text == "En ulovlig melding af MTH berigtiges på normal vis."
    assert note_of("53A").line == 1365  # *) of § 53
    assert note_of("53A").text == "Et udspil uden for tur til stik 13 skal tages tilbage."
    # § 70 and § 71 print the same text, each under its own law.
    assert note_of("70C3").line == 1789
    assert note_of("71B").line == 1805
    assert note_of("70C3") is not note_of("71B")
    assert note_of("70C3").text == note_of("71B").text


def test_one_footnote_several_markers_in_one_law(edition):
    refs = [r for u in edition.unit("41").walk() for r in _refs(u)]
    assert [(r.marker, r.note.line) for r in refs] == [
        ("*)", 1023), ("**)", 1025), ("***)", 1027), ("****)", 1029), ("****)", 1029)]
    assert [r.marker for r in _refs(edition.unit("41B"))] == ["***)", "****)"]
    notes = {r.note.line for u in edition.unit("70").walk() for r in _refs(u)}
    assert notes == {1789}


def test_footnote_marker_in_headings(edition):
    law13 = edition.unit("13")
    assert law13.heading == "Forkert antal kort"
    assert [(r.marker, r.note.line) for r in law13.heading_notes] == [("*)", 299)]
    assert law13.heading_notes[0].note.text.startswith(
        "Denne paragraf anvendes, når en eller flere hænder indeholder flere end 13 kort.")
    s15b = edition.unit("15B")
    assert s15b.heading == "Forkert spil opdaget under meldeperioden eller spilleperioden"
    assert [(r.marker, r.note.line) for r in s15b.heading_notes] == [("**)", 363)]
    s86b2 = edition.unit("86B2")
    assert s86b2.heading == "Der er opnået to eller flere resultater ved ét eller flere borde"
    assert s86b2.heading_notes[0].note.text == "Fx på grund af mapper med forkert kortfordeling."


def test_national_notes(edition):
    national = [(n.line, n.marker) for n in edition.footnotes if n.kind == "national-note"]
    assert national == [(1025, "**)"), (1863, "*)")]
    refs = {r.marker: r.note for r in _refs(edition.unit("41A"))}
    assert refs["**)"].kind == "national-note"
    assert refs["**)"].text.startswith("Ifølge gældende DBf-bestemmelser kan et fordækt")
    assert refs["*)"].kind == "footnote"
    # § 93's footnote speaks of national legislation but is the WBF's own footnote.
    last = list(_refs(edition.unit("93C3(b)")))[0].note
    assert (last.line, last.kind) == (2430, "footnote")


# -- trap: score tables -----------------------------------------------------------------------

def test_law_2_tables(edition):
    tables = [b for b in edition.unit("2").intro if isinstance(b, Table)]
    assert [t.rows for t in tables] == [
        [["Kortgiver", "Mappe nr."], ["Nord", "1", "5", "9", "13"], ["Øst", "2", "6", "10", "14"],
         ["Syd", "3", "7", "11", "15"], ["Vest", "4", "8", "12", "16"]],
        [["I farezonen", "Mappe nr."], ["Ingen", "1", "8", "11", "14"],
         ["Nord-Syd", "2", "5", "12", "15"], ["Øst-Vest", "3", "6", "9", "16"],
         ["Alle", "4", "7", "10", "13"]],
    ]
    assert tables[0].line == 23


def test_law_77_tables(edition):
    law = edition.unit("77")
    tables = [b for b in law.intro if isinstance(b, Table)]
    assert len(tables) == 7
    assert tables[0].rows == [["Trumfkontrakter", "C", "D", "H", "S"],
                              ["udoblet", "20", "20", "30", "30"],
                              ["doblet", "40", "40", "60", "60"],
                              ["redoblet", "80", "80", "120", "120"]]
    assert tables[2].rows == [["", "uden for farezonen", "i farezonen"],
                              ["lilleslem (12 stik)", "500", "750"],
                              ["storeslem (13 stik)", "1000", "1500"]]
    assert tables[4].rows[2] == ["vundet delkontrakt", "50"]
    assert tables[5].rows[2] == ["2. og 3. undertræk", "50", "200", "400"]
    assert texts(law.intro)[0] == "Trækværdi"
    assert law.children == []


def test_law_78_imp_table(edition):
    table = [b for b in edition.unit("78B").intro if isinstance(b, Table)][0]
    assert len(table.rows) == 28
    assert table.rows[:2] == [["Difference", "Imp"], ["0 - 10", "0"]]
    assert table.rows[-1] == ["4000+", "24"]
    assert sum(row == ["Difference", "Imp"] for row in table.rows) == 3


def test_table_count(edition):
    tables = [b for u in edition.units() for b in u.intro + u.wrapup if isinstance(b, Table)]
    assert len(tables) == 10


# -- trap: the `Middel …` list inside 12C2(a) -------------------------------------------------

def test_unnumbered_list_stays_in_item_12C2a(edition):
    item = edition.unit("12C2(a)")
    assert item.children == []
    paragraphs = texts(item.intro)
    assert len(paragraphs) == 4
    assert paragraphs[1] == ("Middel minus (i parturneringer højst 40 % af de parpoint, det var "
                             "muligt at opnå i det pågældende spil) til en deltager, som var "
                             "direkte skyld i uregelmæssigheden.")
    assert [p.split(" (")[0] for p in paragraphs[1:]] == ["Middel minus", "Middel", "Middel plus"]
    assert ids(edition.unit("12C2")) == [f"12C2({c})" for c in "abcd"]


# -- section text versus section title; closing text ------------------------------------------

def test_sections_without_titles_and_closing_text(edition):
    law22 = edition.unit("22")
    assert [s.heading for s in law22.children] == [None, None]
    assert texts(law22.intro) == ["Meldeforløbet slutter som følger:"]
    assert edition.unit("35D").intro[0].text == (
        "En melding efter den afsluttende pas i meldeforløbet er utilladelig (se §\u00a039).")
    law71 = edition.unit("71")
    assert texts(law71.wrapup) == ["Et sådant stik tildeles den side, der fejlagtigt havde givet "
                                   "afkald på det, og spillets score udregnes på ny på dette "
                                   "grundlag."]
    assert texts(edition.unit("69B").wrapup) == [
        "Et sådant stik tildeles den side, der trækker sin accept tilbage, og spillets score "
        "udregnes på ny på dette grundlag."]
    assert edition.unit("86B1").heading == "Der er opnået ét resultat"


def test_73A_follows_the_wbf_numbering(edition):
    section = edition.unit("73A")
    assert section.intro == []
    assert [(c.id, c.num) for c in section.children] == [("73A1", ""), ("73A2", "1.")]
    assert section.children[0].intro[0].text.startswith(
        "Kommunikation mellem makkere under meldeforløbet og spillet må kun foregå")
    refs = list(_refs(section.children[1]))
    assert refs[0].note.kind == "national-note"


# -- the end of the file ----------------------------------------------------------------------

def test_end_of_file(edition, source_lines):
    assert source_lines[-1].startswith("*) Den regulerende myndighed er ansvarlig")
    last = edition.unit("93C3(b)")
    assert last.intro[0].text.endswith("som er defineret i disse love.")
    assert last.wrapup == [] and edition.unit("93").wrapup == []


def test_text_after_the_last_footnote_is_refused(source_lines):
    err = read_error("\n".join(source_lines + ["\u00a0", "Trykt i Danmark 2017"]))
    assert err.line == len(source_lines) + 2
    assert "after the footnotes of § 93" in err.expected


# -- errors -----------------------------------------------------------------------------------

def test_missing_law_is_reported_where_it_shows(source_lines):
    start = source_lines.index("§ 5. Spillernes placering")
    end = source_lines.index("§ 6. Blanding og kortgivning")
    err = read_error("\n".join(source_lines[:start] + source_lines[end:]))
    assert (err.line, err.expected) == (start + 1, "§ 5.")


def test_truncated_file(source_lines):
    cut = source_lines.index("§ 60. Spil efter et ulovligt udspil eller tilspil")
    err = read_error("\n".join(source_lines[:cut]))
    assert "§ 60." in err.expected and "truncated" in err.expected
    assert 1 <= err.line <= cut


def test_marker_without_footnote_text(source_lines):
    lines = [l for l in source_lines if not l.startswith("*) Et sorteret")]
    err = read_error("\n".join(lines))
    assert (err.line, err.found[:20]) == (83, "Medmindre formålet m")
    assert err.expected == "the text of footnote *) at the end of § 6"


def test_footnote_without_marker(source_lines):
    lines = list(source_lines)
    lines[82] = lines[82].replace("sorteret*)", "sorteret")
    err = read_error("\n".join(lines))
    assert err.line == 103 and "marker *) in § 6" in err.expected


def test_numbering_gap(source_lines):
    lines = [l for l in source_lines if not l.startswith("\u00a0 2. Medmindre formålet")]
    err = read_error("\n".join(lines).replace("sorteret*)", "sorteret"))
    # Line 85 of the source is line 84 once line 83 is gone.
    assert (err.line, err.found) == (84, "3.")
    assert err.expected.startswith("2. (after 6D1")


# -- never a crash on mangled input -----------------------------------------------------------

_LINES = SOURCE.read_text(encoding="utf-8").split("\n")
_JUNK = st.one_of(
    st.text(max_size=40),
    st.sampled_from(["§ 94. Ekstra", "§\u00a072C", "*) note", "****) x", "\u00a0 \u00a0 \u00a0 a. x",
                     "\u00a0 iv. x", "Z. Titel", "\u00a0 1. a. b.", "Nord 1 2", "§ 0. Nul",
                     "\u00a0 g. ii. x", "A. ", "\u00a0", "", "1 2 3"]),
)


def _check(text: str) -> None:
    n_lines = len(text.split("\n"))
    try:
        read_text(text)
    except SourceError as err:
        assert err.path.endswith("wbf-2017-da.txt")
        assert 1 <= err.line <= n_lines, (err.line, n_lines, str(err))


_SETTINGS = settings(max_examples=30, deadline=None,
                     suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@_SETTINGS
@given(st.lists(st.tuples(st.integers(0, len(_LINES) - 1), st.sampled_from(["del", "dup"])),
                min_size=1, max_size=8))
def test_deleted_or_duplicated_lines(edits):
    lines = list(_LINES)
    for index, op in sorted(edits, reverse=True):
        if index < len(lines):
            if op == "del":
                del lines[index]
            else:
                lines.insert(index, lines[index])
    _check("\n".join(lines))


@_SETTINGS
@given(st.integers(0, len(_LINES) - 30), st.randoms(use_true_random=False))
def test_shuffled_window(start, rnd):
    lines = list(_LINES)
    window = lines[start:start + 30]
    rnd.shuffle(window)
    lines[start:start + 30] = window
    _check("\n".join(lines))


@_SETTINGS
@given(st.lists(st.tuples(st.integers(0, len(_LINES)), _JUNK), min_size=1, max_size=5))
def test_junk_lines(junk):
    lines = list(_LINES)
    for index, text in sorted(junk, key=lambda j: j[0], reverse=True):
        lines.insert(index, text)
    _check("\n".join(lines))


@_SETTINGS
@given(st.integers(0, len("\n".join(_LINES))))
def test_truncation(cut):
    _check("\n".join(_LINES)[:cut])


# -- completeness: every line of the source is in the output, once, and nothing else -----------

def _render(parts) -> str:
    """A paragraph's parts with its footnote markers put back where they stood."""
    return "".join(p.marker if isinstance(p, NoteRef) else p if isinstance(p, str) else p.text
                   for p in parts)


def _output_lines(edition) -> tuple[dict[int, list[str]], list[int], set[int]]:
    """What the edition says each source line held (nums, headings with their markers, paragraphs
    with their markers, table rows, footnotes), the lines in document order, and the table rows."""
    pieces: dict[int, list[str]] = {}
    order: list[int] = []
    rows: set[int] = set()

    def put(line: int, text: str) -> None:
        pieces.setdefault(line, []).append(text)
        order.append(line)

    def blocks(items) -> None:
        for block in items:
            if isinstance(block, Table):
                for k, row in enumerate(block.rows):
                    put(block.line + k, " ".join(cell for cell in row if cell))
                    rows.add(block.line + k)
            else:
                put(block.line, _render(block.parts))

    def walk(unit) -> None:
        head = " ".join(t for t in (unit.num, unit.heading) if t)
        head += "".join(ref.marker for ref in unit.heading_notes)
        if head:
            put(unit.line, head)
        blocks(unit.intro)
        for child in unit.children:
            walk(child)
        blocks(unit.wrapup)

    for law in edition.laws:
        walk(law)
    for note in edition.footnotes:
        pieces.setdefault(note.line, []).append(f"{note.marker} {note.text}")
    return pieces, order, rows


def test_every_source_line_is_in_the_output_once_and_nothing_else(edition, source_lines):
    """The source is the law body only (§ 1. to the last footnote of § 93.). Each non-blank line,
    without its NBSP/space indentation, must be exactly what the output holds for that line: the
    printed markers (`1. a.`), the heading or paragraph with its footnote markers where they stood,
    the footnote's marker and text. Table rows are compared cell by cell (the column spacing is
    layout). A dropped, duplicated or altered sentence fails."""
    pieces, _, rows = _output_lines(edition)
    expected = {n: line.strip(" \t" + NBSP) for n, line in enumerate(source_lines, 1)}
    expected = {n: t for n, t in expected.items() if t}
    found = {n: " ".join(texts) for n, texts in pieces.items()}
    for n in rows:
        expected[n] = " ".join(expected.get(n, "").split())
    wrong = [(n, t, found.get(n)) for n, t in expected.items() if found.get(n) != t]
    extra = [(n, t) for n, t in found.items() if n not in expected]
    assert wrong == [] and extra == [], (wrong[:5], extra[:5])
    assert source_lines[0] == "§ 1. Kortene" and source_lines[-1].startswith("*) ")
    assert len(expected) == 1128


def test_output_is_in_source_order(edition):
    _, order, _ = _output_lines(edition)
    assert order == sorted(order)


def test_every_footnote_marker_points_to_its_own_law_s_footnote(edition):
    starts = [law.line for law in edition.laws] + [10 ** 9]
    for k, law in enumerate(edition.laws):
        for unit in law.walk():
            for ref in _refs(unit):
                assert starts[k] < ref.note.line < starts[k + 1], (unit.id, ref.marker)
                assert ref.note.marker == ref.marker, unit.id


# -- depth: every unit stands at the indentation its kind is printed at -----------------------

def test_every_unit_at_its_printed_depth(edition, source_lines):
    from lawsearch.lang import da
    shared = []
    for unit in edition.units():
        if unit.kind == "law":
            continue
        depth, text = da.indentation(source_lines[unit.line - 1])
        words = text.split()
        if unit.id == "73A1":  # the unnumbered paragraph under 73A's title (a Repair)
            assert (depth, unit.num) == (0, "")
        elif unit.kind == "section":
            assert (depth, words[0]) == (0, unit.num), unit.id
        elif unit.kind == "subsection" or unit.kind == "subitem":
            if words[0] != unit.num:  # `g. i. …`: the sub-item on its item's line
                shared.append(unit.id)
                assert words[1] == unit.num, unit.id
            assert depth == 1, unit.id
        elif depth == 2:
            assert words[0] == unit.num, unit.id
        else:  # `1. a. …` (the item on its subsection's line) or `g. i. …` (with its sub-item)
            assert depth == 1, unit.id
            assert words[0] == unit.num and words[1].rstrip(".") in da.ROMAN or words[1] == unit.num, \
                unit.id
            shared.append(unit.id)
    assert "80B2(g)(i)" in shared and "80B2(g)" in shared and "9B1(a)" in shared
    assert len(shared) == 29


# -- text at the left margin: the unit opened last, except the closing texts -------------------

def test_left_margin_text_goes_to_the_unit_opened_last_except_closing_texts(edition, source_lines):
    from lawsearch.lang import da
    units = list(edition.units())
    other = []
    for unit in units:
        for part, blocks in (("intro", unit.intro), ("wrapup", unit.wrapup)):
            for block in blocks:
                if da.indentation(source_lines[block.line - 1])[0]:
                    continue
                last = max((u for u in units if u.line <= block.line), key=lambda u: u.line)
                if (last.id, part) != (unit.id, "intro"):
                    other.append((block.line, unit.id, part, last.id))
    assert other == [
        (1747, "69B", "wrapup", "69B2"),  # closes the list 69B1–69B2 (WBF: part of 69B)
        (1801, "71", "wrapup", "71B"),  # closes the untitled sections 71A–71B (WBF: Law 71)
    ]


def test_titled_subsections_of_86B_hold_the_text_under_their_titles(edition):
    b1, b2 = edition.unit("86B1"), edition.unit("86B2")
    assert (b1.heading, b1.children) == ("Der er opnået ét resultat", [])
    assert texts(b1.intro) == [
        "Når turneringslederen justerer scoren i en holdkamp og det opnåede resultat mellem de "
        "samme deltagere ved det andet bord er klart fordelagtigt for en af siderne, skal "
        "turneringslederen tildele en korrigeret score (§\u00a012C1c). Se dog §\u00a086B2, når "
        "der er opnået et resultat ved to eller flere borde i samme kamp."]
    assert texts(b2.intro)[0].endswith("justerer mere end én score i det samme spil, gælder følgende:")
    assert ids(b2) == ["86B2(a)", "86B2(b)", "86B2(c)"] and b2.wrapup == []
    assert ids(edition.unit("86B")) == ["86B1", "86B2", "86B3"]
    assert edition.unit("86B").intro == []


def test_law_77_headings_are_paragraphs_of_the_law(edition):
    law = edition.unit("77")
    assert [b.text for b in law.intro if isinstance(b, Paragraph) and b.text[-1] not in ".:"] == [
        "Trækværdi", "Bonuspoint for slem", "Bonuspoint for overtræk",
        "Bonuspoint for udgang, delkontrakt og vundet kontrakt", "Straf for undertræk", "Passpil"]
    tables = [b for b in law.intro if isinstance(b, Table)]
    assert [t.line for t in tables] == [1989, 1994, 2004, 2012, 2019, 2029, 2034]
    assert tables[3].rows[1] == ["udoblet", "trækværdi", "trækværdi"]
    assert tables[4].rows == [["vundet udgang i farezonen", "500"],
                              ["vundet udgang uden for farezonen", "300"],
                              ["vundet delkontrakt", "50"], ["vundet doblet kontrakt", "50"],
                              ["vundet redoblet kontrakt", "100"]]
    assert tables[6].rows[-1] == ["4. og flg. undertræk", "100", "300", "600"]


# -- footnotes: every text checked against the national-note rule ---------------------------

def test_national_note_rule_against_every_footnote(edition):
    kinds = {(n.line, n.kind) for n in edition.footnotes}
    national = {line for line, kind in kinds if kind == "national-note"}
    assert national == {1025, 1863}
    # Exactly the two notes about DBf's rules; none of the 28 others names Denmark or DBf.
    for note in edition.footnotes:
        assert ("DBf" in note.text) == (note.line in national), note.line
    markers = [(n.line, n.marker) for n in sorted(edition.footnotes, key=lambda n: n.line)]
    assert len(markers) == 30 and len({line for line, _ in markers}) == 30
