"""The Hebrew reader on the real source (`corpus/sources/wbf-2017-he.txt`), one test per trap,
plus property tests: mangled input is read or refused with a SourceError, never a crash."""
from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsearch.errors import SourceError
from lawsearch.lang import he
from lawsearch.model import NoteRef, Paragraph, Table
from lawsearch.sources import wbf2017_he

SOURCE = Path(__file__).resolve().parent.parent / "corpus" / "sources" / "wbf-2017-he.txt"
TEXT = SOURCE.read_text(encoding="utf-8")
LINES = TEXT.split("\n")


@pytest.fixture(scope="module")
def details():
    return wbf2017_he.read_details(SOURCE)


@pytest.fixture(scope="module")
def ed(details):
    return details[0]


@pytest.fixture(scope="module")
def toc(details):
    return details[1].toc


def texts(blocks):
    return [b.text if isinstance(b, Paragraph) else b.rows for b in blocks]


def child_ids(ed, cid):
    return [c.id for c in ed.unit(cid).children]


def repair_at(ed, line, what):
    return [r for r in ed.repairs if r.line == line and what in r.what]


# --- the Hebrew letters ------------------------------------------------------------------------


def test_letter_maps():
    assert [he.section_part(x) for x in "אבגדהוז"] == list("ABCDEFG")
    assert [he.item_part(x) for x in ("א", "ט", "י", "יא")] == ["a", "i", "j", "k"]
    assert he.section_letter("F") == "ו"
    assert he.slug("Event or Tournament") == "event-or-tournament"
    assert he.normalise_title("פקיעת הזכות להֶסְדָּרָה") == he.normalise_title("פקיעת הזכות להסְדָּרָה")


# --- laws ----------------------------------------------------------------------------------------


def test_93_laws_each_with_title(ed):
    assert ed.work == "wbf-2017" and ed.lang == "he"
    assert ed.title == "ספר החוקים 2017"
    assert [law.id for law in ed.laws] == [str(n) for n in range(1, 94)]
    assert all(law.heading for law in ed.laws)
    law27 = ed.unit("27")
    assert (law27.num, law27.heading) == ("חוק 27", "הכרזה בלתי מספקת")
    assert child_ids(ed, "27") == ["27A", "27B", "27C", "27D"]


def test_unit_counts(ed):
    assert Counter(u.kind for u in ed.units()) == {
        "law": 93, "section": 271, "subsection": 331, "item": 114, "subitem": 19}


def test_body_starts_at_law_1_after_the_definitions(ed):
    # the table of contents ("22\tחוק 1 - החפיסה") and the definitions are not laws
    law1 = ed.unit("1")
    assert law1.line == 763 and law1.heading == "החפיסה"
    assert child_ids(ed, "1") == ["1A", "1B", "1C"]
    assert ed.unit("1A").heading == "דרוג הקלפים והצבעים"
    assert texts(ed.unit("1A").intro)[1:] == [
        "דרוג הקלפים בכל צבע בסדר יורד:",
        "אס (A), מלך (K), מלכה (Q), נסיך (J) ו-10, 9, 8, 7, 6, 5, 4, 3, 2."]


def test_index_and_regulations_end_the_laws(ed):
    last = list(ed.unit("93").walk())[-1]
    assert last.id == "93C3(b)"
    assert last.intro[-1].text == ("הגוף המחוקק רשאי, בכפוף למתן הודעה מוקדמת למתחרים, לאשר "
                                   "השמטה או התאמה כרצונו, של שלבי תהליך הערעורים כפי שפורטו "
                                   "בחוקים אלה. ★")
    everything = " ".join(b.text for u in ed.units() for b in u.intro + u.wrapup
                          if isinstance(b, Paragraph))
    assert "אינדקס" not in everything
    assert "☆ **חוק" not in everything and "אדיבות" not in everything
    assert max(u.line for u in ed.units()) < LINES.index("אינדקס") + 1


# --- table of contents and section headings ------------------------------------------------------


def test_table_of_contents_in_all_its_layouts(toc):
    assert sorted(toc) == list(range(1, 94))
    assert toc[1].sections == {"A": "דרוג הקלפים והצבעים", "B": "פני הקלפים", "C": "גב הקלפים"}
    assert toc[11].sections["B"] == "עונש לאחר חלוט זכות ההסְדָּרָה"  # "26 ב. …" layout
    assert toc[27].sections["A"] == "קבלת הכרזה בלתי-מספקת"  # "- 39 א. …" layout
    assert toc[27].title == "הכרזה בלתי מספקת"  # "- 39 חוק 27 - …**"
    assert toc[70].title == "תביעה או וויתור שבמחלוקת"  # no page number
    # a title broken over two lines
    assert toc[15].sections["B"] == "לוח לא נכון - נתגלה במהלך תקופת המכרז או תקופת המשחק"
    assert toc[77].sections == {}  # "70 נקודות לקיחה" is no lettered section
    assert toc[93].sections["C"] == "אפשרויות נוספות לערעור"  # "80 אינדקס" is not part of it


def test_sections_are_those_of_the_table_of_contents(ed, toc):
    untitled = []
    for law in ed.laws:
        titled = [c.id[len(law.id):] for c in law.children if c.heading]
        assert titled == sorted(toc[int(law.id)].sections), law.id
        if any(c.heading is None for c in law.children):
            untitled.append(law.id)
    assert untitled == ["22", "35", "56", "71"]  # lettered paragraphs without titles
    assert texts(ed.unit("22B").intro) == [
        "כל ארבעת השחקנים קראו פאס (אך ראו חוק 25). הידיים מוחזרות ללוח ללא משחק. "
        "לא תבוצע חלוקה חדשה."]


@pytest.mark.parametrize("cid, heading, line, first", [
    ("40C", 'סטייה מההבנות ופעולת "סייק"', 1525, None),
    ("80B", "מארגן התחרות", 2459, None),
    ("92C", "כיצד לערער", 2647, "כל הבקשות לבדיקה של פסיקה תתבצענה באמצעות מנהל התחרות."),
])
def test_missing_section_headings_restored(ed, cid, heading, line, first):
    unit = ed.unit(cid)
    assert (unit.heading, unit.line) == (heading, line)
    assert repair_at(ed, line, f"missing heading of {cid} restored")
    if first:
        assert texts(unit.intro) == [first]
    else:
        assert unit.children[0].id == cid + "1"
    assert child_ids(ed, "40") == ["40A", "40B", "40C"]
    assert child_ids(ed, "40B")[-1] == "40B5"  # 40C1 no longer continues 40B
    assert child_ids(ed, "92") == ["92A", "92B", "92C", "92D"]


def test_damaged_section_heading_restored(ed):
    # "1. הסבר קריאות" (line 1164) is the heading of 20F
    unit = ed.unit("20F")
    assert (unit.num, unit.heading) == ("ו.", "הסבר קריאות")
    assert child_ids(ed, "20F") == [f"20F{n}" for n in range(1, 7)]
    assert repair_at(ed, 1164, "damaged heading of 20F")[0].before == "1. הסבר קריאות"
    # and "ב מידע חיצוני מהשותף" (no period) is still the heading of 16B
    assert ed.unit("16B").heading == "מידע חיצוני מהשותף"


def test_headings_glued_to_their_text(ed):
    assert ed.unit("21A").heading == "קריאה או משחק הנובעים מאי-הבנה של השחקן עצמו"
    assert texts(ed.unit("21A").intro) == ["אין הִסְדָּרָה או פיצוי לשחקן שפעל על בסיס אי-הבנה שלו."]
    # the table of contents spells it הסְדָּרָה, the body הֶסְדָּרָה: niqqud kept as printed
    assert ed.unit("29A").heading == "פקיעת הזכות להֶסְדָּרָה"
    assert ed.unit("28B").heading == "קריאה של שחקן נכון המבטלת קריאה שלא בתור."
    assert [ed.unit(f"{c}").heading is not None for c in ("28A", "29B", "29C", "30A")] == [True] * 4


# --- numbering ---------------------------------------------------------------------------------


def test_numbers_printed_as_bullets_restored(ed):
    assert child_ids(ed, "23A") == ["23A1", "23A2", "23A3"]
    assert child_ids(ed, "79B") == ["79B1", "79B2", "79B3"]
    assert child_ids(ed, "80A") == ["80A1", "80A2", "80A3"]
    assert child_ids(ed, "80A1") == ["80A1(a)", "80A1(b)", "80A1(c)"]
    assert child_ids(ed, "30B") == ["30B1", "30B2"]
    assert child_ids(ed, "30B1(b)") == ["30B1(b)(i)", "30B1(b)(ii)"]
    # an introduction in "- " form stays an introduction when numbers follow
    assert texts(ed.unit("13A").intro) == ["אם אף שחקן שבדיו מספר שגוי של קלפים עדיין לא קרא, אזי:"]


def test_letter_items_vs_roman_in_80B2(ed):
    # (ט) is the letter item i; (i)/(ii) are roman sub-items of the item whose letter was lost
    assert child_ids(ed, "80B2") == [f"80B2({x})" for x in "abcdefghijkl"]
    assert child_ids(ed, "80B2(g)") == ["80B2(g)(i)", "80B2(g)(ii)"]
    assert ed.unit("80B2(h)").num == "(ז)" and ed.unit("80B2(l)").num == "(יא)"
    assert texts(ed.unit("80B2(i)").intro) == ["לדאוג לתנאי משחק נאותים ולפרסמם למתחרים."]


def test_glued_and_unprinted_numbers(ed):
    assert texts(ed.unit("40B3(b)").intro) == ["ניתן להעניש הפרה חוזרת של הדרישה לגילוי הבנות שותפות."]
    assert texts(ed.unit("40B4").intro)[0].startswith("כשצד ניזוק משימוש של יריב")
    assert child_ids(ed, "86B2") == ["86B2(a)", "86B2(b)", "86B2(c)"]
    assert child_ids(ed, "93C") == ["93C1", "93C2", "93C3"]
    assert child_ids(ed, "93C3") == ["93C3(a)", "93C3(b)"]
    assert ed.unit("8C").children == []  # a lone "1." is no list


# --- text ----------------------------------------------------------------------------------------


def test_paragraph_split_by_page_break_and_footnotes_joined(ed):
    assert texts(ed.unit("15B2").intro) == [
        "אם איש מארבעת השחקנים לא שיחק את הלוח קודם לכן, מנהל התחרות ידרוש להשלים את המכרז "
        "ואת המשחק. הוא יאשר את התוצאה ורשאי לדרוש משני הזוגות לשחק את הלוח הנכון זה כנגד זה "
        "מאוחר יותר."]
    assert texts(ed.unit("81C3").intro) == [
        "לתקן טעות או חריגה שהגיעה לידיעתו באופן כלשהו, בתוך תקופות התיקון שנקבעו בהתאם "
        "לחוקים 79 ו-92ב."]
    assert repair_at(ed, 1026, "page break")


def test_line_breaks_inside_a_sentence_joined(ed):
    assert texts(ed.unit("62B1").intro) == [
        "אם הקלף שמשחקו בוטל שייך ליד לא חשופה של מגן, הוא הופך לקלף עונשין בכיר (חוק 50)."]
    assert texts(ed.unit("69B1").intro) == ["אם שחקן הסכים להפסד של לקיחה שעובדתית הצד שלו זכה בה; או"]


def test_closing_text_after_a_list(ed):
    assert texts(ed.unit("69B").wrapup) == ["תוצאת הלוח נרשמת מחדש כשלקיחה כזאת מוענקת לצד שלו."]
    assert texts(ed.unit("71").wrapup) == ["תוצאת הלוח נרשמת מחדש כשלקיחה כזאת מוענקת לצד שלו."]
    assert ed.unit("71B").wrapup == []


def test_stars_niqqud_and_scrambled_citations_kept(ed):
    assert texts(ed.unit("18F").intro) == ["הגוף המחוקק רשאי לאשר אופנים שונים לביצוע הקריאות. ★"]
    assert texts(ed.unit("40B2(a)(iii)").intro)[0].endswith("☆")
    assert ed.unit("10").heading == "קביעת הסְדָּרָה"
    assert "[ראו חוקים 127ב, 130ב, 131ב, 131א, 132א, 132ב]" in ed.unit("23C").intro[0].text


def test_tables(ed):
    tables = [b for u in ed.units() for b in u.intro + u.wrapup if isinstance(b, Table)]
    assert len(tables) == 11
    # each row in reading order, from the right of the page: its label first
    law2 = ed.unit("2").intro[1]
    assert law2.rows[0] == ["צפון מחלק", "בלוחות", "13, 9, 5, 1"] and len(law2.rows) == 8
    imp = ed.unit("78B").intro[1]
    assert imp.rows[0] == ["IMP", "הפרש נקודות"] * 3
    assert imp.rows[-1] == ["", "", "", "", "8", "320-360"]
    doubled = ed.unit("77").intro[1] if isinstance(ed.unit("77").intro[1], Table) else next(
        b for b in ed.unit("77").intro if isinstance(b, Table))
    assert doubled.rows[0] == ["ללא דאבל", "20", "20", "30", "30"]


# --- footnotes -----------------------------------------------------------------------------------


def notes_of(ed):
    where: dict[int, list[str]] = {}
    for u in ed.units():
        refs = list(u.heading_notes) + [p for b in u.intro + u.wrapup if isinstance(b, Paragraph)
                                        for p in b.parts if isinstance(p, NoteRef)]
        for ref in refs:
            where.setdefault(he.superscript_value(ref.marker), []).append(u.id)
    return where


def test_footnotes_all_attached(ed):
    assert len(ed.footnotes) == 28
    assert [he.superscript_value(f.marker) for f in ed.footnotes] == list(range(1, 29))
    where = notes_of(ed)
    assert sorted(where) == list(range(1, 29))
    assert where[1] == ["6D2"] and where[28] == ["93C3(b)"]
    # one footnote, several markers (22's text was printed inside Law 72)
    assert where[22] == ["70D1", "70E1", "71B"]
    assert ed.footnotes[21].line == 2196
    assert ed.footnotes[21].text == 'לצורך חוקים 70 ו-71, "רגיל" כולל משחק שעלול להיות רשלני או נחות לרמת השחקן הנדון.'
    assert "לצורך חוקים 70 ו-71" not in " ".join(b.text for b in ed.unit("72C").intro)


def test_footnote_markers_in_headings(ed):
    assert ed.unit("13").heading == "מספר קלפים שגוי"
    assert [n.note.text[:24] for n in ed.unit("13").heading_notes] == ["חוק זה חל כשנתגלה שביד א"]
    assert ed.unit("15B").heading == "לוח לא נכון - נתגלה במהלך תקופת המכרז או תקופת המשחק"
    assert [n.marker for n in ed.unit("15B").heading_notes] == ["⁴"]


def test_footnote_marker_printed_as_digits(ed):
    # "לפני הלקיחה ה-1713" is "ה-13" followed by the marker of footnote 17
    parts = ed.unit("53A").intro[0].parts
    assert parts[0] == "לפני הלקיחה ה-13"
    assert isinstance(parts[1], NoteRef) and parts[1].note.text == "חובה להחזיר הובלה שלא בתור בלקיחה ה-13."


# --- definitions ---------------------------------------------------------------------------------


def test_definitions(ed, details):
    defs = {d.key: d for d in ed.definitions}
    assert len(ed.definitions) == len(defs) == 62
    # between the introduction's last paragraph ("לסיום, …") and Law 1, nothing else
    assert (ed.definitions[0].key, ed.definitions[-1].key) == ("withdrawn", "matchpoint")
    assert min(p.line for d in ed.definitions for p in d.text) == 528
    assert [x.split(":")[0] for x in details[1].definition_inferences] == ["Pass", "Psychic call"]
    assert all(d.english for d in ed.definitions)
    # definition printed before its term
    assert (defs["withdrawn"].term, defs["withdrawn"].line) == ("בוטל", 530)
    assert texts(defs["withdrawn"].text) == ["פעולה שבוטלה תוגדר כקלף שמשחקו בוטל או כקריאה שהוחלפה."]
    # "1." before the term, "2." after it
    assert texts(defs["deal"].text) == ["1. חלוקת החפיסה ליצירת הידיים לארבעת השחקנים.",
                                        "2. הקלפים שחולקו בצורה זו יחשבו כיחידה אחת, כולל במכרז ובמשחק."]
    assert texts(defs["pack"].text) == ["52 קלפי המשחק."]
    # term then definition
    assert texts(defs["partscore"].text) == ["90 נקודות לקיחה או פחות שנרשמו בחלוקה אחת (ראו חוק 77)."]
    assert len(defs["play"].text) == 4 and defs["play"].text[0].text.startswith("1.הנחת")
    # <p> rows
    assert (defs["irregularity"].term, texts(defs["irregularity"].text)) == (
        "חריגה", ["סטייה מנוהל תקין, כולל, אך לא רק, הפרות על-ידי שחקן."])
    # the English term on a line of its own, after a blank line
    assert (defs["event-or-tournament"].term, defs["event-or-tournament"].english) == (
        "תחרות", "Event or Tournament")
    # where the order changes (two definitions between two terms)
    assert texts(defs["pass"].text)[0].startswith("קריאה המציינת ששחקן אינו מעוניין")
    assert texts(defs["vulnerability"].text)[0].startswith("התנאים להענקת נקודות מענק")
    assert texts(defs["psychic-call"].text)[0].startswith("הצהרה כוזבת מאוד")
    assert texts(defs["artificial-call"].text)[1:] == ["2. פאס המבטיח כח.",
                                                       "3. פאס שמבטיח או שולל ערכים בצבע שונה מהאחרון שצויין."]
    assert defs["rectification"].term == "הסְדָּרָה"
    assert defs["imp"].term == "IMP" and defs["matchpoint"].english == "Matchpoint"


def test_repairs_are_recorded(ed):
    kinds = Counter(r.what.split(" ")[0] for r in ed.repairs)
    assert len(ed.repairs) == 72  # 61, and each of the 11 tables' cells in reading order
    assert sum(r.what.startswith("a table's cells in reading order") for r in ed.repairs) == 11
    assert all(r.line > 0 for r in ed.repairs)
    assert kinds["missing"] == 3 and kinds["damaged"] == 1 and kinds["title"] == 2


# --- mangled input -------------------------------------------------------------------------------


def _read_mangled(lines: list[str]):
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "wbf-2017-he.txt"
        path.write_text("\n".join(lines), encoding="utf-8")
        try:
            ed = wbf2017_he.read(path)
        except SourceError as err:
            assert err.path == str(path)
            assert 1 <= err.line <= max(len(lines), 1), (err.line, len(lines))
            return err
        assert [law.id for law in ed.laws] == [str(n) for n in range(1, 94)]
        return ed


JUNK = st.one_of(
    st.text(max_size=40),
    st.sampled_from(["חוק 5 - כותרת", "חוק 94 - x", "א. כותרת", "ז. דבר", "1. (א) טקסט", "(i)",
                     "(יא) טקסט", "¹ הערה", "²⁹ הערה", "טקסט³⁰", "\t", "a\tb", "(Foo)",
                     "<p>x</p>\t<p>y</p>", "אינדקס", "תוכן עניינים", "- ", "**", "\u00a0"]),
)
SETTINGS = settings(max_examples=30, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(st.lists(st.integers(0, len(LINES) - 1), min_size=1, max_size=5))
def test_random_deletions(indices):
    keep = set(range(len(LINES))) - set(indices)
    _read_mangled([LINES[i] for i in sorted(keep)])


@SETTINGS
@given(st.integers(0, len(LINES) - 1), st.integers(1, 3))
def test_random_duplication(i, times):
    _read_mangled(LINES[:i + 1] + [LINES[i]] * times + LINES[i + 1:])


@SETTINGS
@given(st.integers(0, len(LINES) - 8), st.randoms(use_true_random=False))
def test_random_shuffle_of_a_few_lines(i, rnd):
    window = LINES[i:i + 8]
    rnd.shuffle(window)
    _read_mangled(LINES[:i] + window + LINES[i + 8:])


@SETTINGS
@given(st.lists(st.tuples(st.integers(0, len(LINES)), JUNK), min_size=1, max_size=4))
def test_random_junk_lines(insertions):
    lines = list(LINES)
    for at, junk in sorted(insertions, reverse=True):
        lines[at:at] = junk.split("\n")
    _read_mangled(lines)


@SETTINGS
@given(st.integers(0, len(LINES) - 1))
def test_truncation(n):
    result = _read_mangled(LINES[:n])
    if n <= LINES.index("אינדקס"):
        assert isinstance(result, SourceError)


# --- completeness: every line of the law body is in the output, once, and nothing else ---------

def _render(parts) -> str:
    """A paragraph's parts with its footnote markers put back where they stood."""
    return "".join(p.marker if isinstance(p, NoteRef) else p if isinstance(p, str) else p.text
                   for p in parts)


def _body_range(ed) -> tuple[int, int]:
    """0-based [start, end) of the law body: from `חוק 1 - החפיסה` to the line before `אינדקס`."""
    return ed.laws[0].line - 1, LINES.index(he.INDEX_HEADING)


def _source_stream(ed):
    """The body's tokens with their line numbers, its footnote lines and its table rows. Layout
    only is taken away: indentation, the `- ` printed before a line, bold `**`, and the ` - `
    between a law's number and its title (the number and the title are separate in the model)."""
    start, end = _body_range(ed)
    tokens, notes, rows = [], {}, {}
    for i in range(start, end):
        raw, s = LINES[i], LINES[i].strip()
        if not s:
            continue
        if he.FOOTNOTE_TEXT.match(s):
            notes[i + 1] = s
            continue
        if "\t" in raw:
            # the page's cells, read from its right (the reader's reading order)
            rows[i + 1] = [c.strip() for c in raw.strip(" \u00a0").split("\t")][::-1]
            tokens.append((f"<row {i + 1}>", i + 1))
            continue
        s = he.DASH.sub("", s).replace("**", "")
        if m := he.LAW_HEADING.match(s):
            s = f"{he.LAW_WORD} {m.group(1)} {m.group(2)}"
        tokens += [(t, i + 1) for t in s.split()]
    return tokens, notes, rows


def _output_stream(ed):
    """The same from the edition: each unit's num, heading (its footnote markers after it), its
    paragraphs with their markers where they stood, its table rows, in document order."""
    tokens, rows = [], {}

    def blocks(items):
        for b in items:
            if isinstance(b, Table):
                for k, row in enumerate(b.rows):
                    rows[b.line + k] = row
                    tokens.append((f"<row {b.line + k}>", b.line + k))
            else:
                tokens.extend((t, b.line) for t in _render(b.parts).replace("**", "").split())

    def walk(u):
        head = " ".join(x for x in (u.num, u.heading) if x) + "".join(n.marker for n in u.heading_notes)
        tokens.extend((t, u.line) for t in head.split())
        blocks(u.intro)
        for c in u.children:
            walk(c)
        blocks(u.wrapup)

    for law in ed.laws:
        walk(law)
    notes = {f.line: f"{f.marker} {f.text}" for f in ed.footnotes}
    return tokens, notes, rows


# Every difference between the body's words and the output's, each one a recorded Repair at that
# line: (line, source tokens, output tokens).
EXPECTED_CHANGES = [
    (880, ["1."], []),  # 8C: a lone "1." (no 2.) dropped
    (1041, ["ב"], ["ב."]),  # 16B: heading printed without its period
    (1164, ["1."], ["ו."]),  # 20F: damaged heading
    (1216, [], ["1."]), (1217, [], ["2."]), (1218, [], ["3."]),  # 23A: numbers printed as "- "
    (1330, [], ["1."]),  # 30B1
    (1525, [], ["ג.", "סטייה", "מההבנות", "ופעולת", '"סייק"']),  # 40C heading (from the TOC)
    (1815, ["ה-1713"], ["ה-13¹⁷"]),  # 53A: footnote 17's marker printed as digits
    (2430, [], ["1."]), (2431, [], ["2."]),  # 79A
    (2437, [], ["1."]), (2438, [], ["2."]), (2439, [], ["3."]),  # 79B
    (2443, [], ["1."]), (2444, [], ["2."]),  # 79C
    (2450, [], ["1."]), (2454, [], ["2."]), (2455, [], ["3."]),  # 80A
    (2459, [], ["ב.", "מארגן", "התחרות"]),  # 80B heading (from the TOC)
    (2467, [], ["(ז)"]),  # 80B2(g): the item of the sub-items (i), (ii)
    (2573, ["יותר²⁷."], ["יותר.²⁷"]),  # 86B2's title: its marker follows the heading
    (2647, [], ["ג.", "כיצד", "לערער"]),  # 92C heading (from the TOC)
    (2673, [], ["3."]),  # 93C3: number not printed
]


def test_every_body_line_is_in_the_output_once_and_nothing_else(ed):
    """Law 1 to the end of Law 93 (the index is not read): the words of every non-blank line, in
    order, are the words of the output, except for the recorded Repairs listed above; footnote
    texts and table rows are compared line by line. A dropped, duplicated or altered word fails."""
    import difflib

    src, src_notes, src_rows = _source_stream(ed)
    out, out_notes, out_rows = _output_stream(ed)
    assert out_notes == src_notes and len(src_notes) == 28
    assert out_rows == src_rows and len(src_rows) == 47
    a, b = [t for t, _ in src], [t for t, _ in out]
    changes = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op != "equal":
            line = src[i1][1] if i1 < i2 else out[j1][1]
            changes.append((line, a[i1:i2], b[j1:j2]))
    assert changes == EXPECTED_CHANGES
    repaired = {r.line for r in ed.repairs}
    assert [c for c in changes if c[0] not in repaired] == []
    start, end = _body_range(ed)
    assert LINES[start] == "חוק 1 - החפיסה" and src[-1][1] == 2674 < end + 1 == 2678


def test_output_is_in_source_order(ed):
    out, _, _ = _output_stream(ed)
    lines = [line for _, line in out]
    assert lines == sorted(lines)


def test_every_definition_pairs_term_english_and_text_as_printed(ed):
    """All 62 pairings, checked against the source layout: the term's line (with its English term
    on it or on the next non-blank line) and the lines of its definition, printed before the term
    (most), after it (Play … Pass, Psychic call, the second senses of Deal and Artificial call) or
    in the same <p> row."""
    got = [(d.key, d.line, [p.line for p in d.text]) for d in ed.definitions]
    assert got == DEFINITION_LAYOUT
    for d in ed.definitions:
        term_line = LINES[d.line - 1].strip()
        if row := he.P_ROW.match(term_line):
            assert row.group("term") == f"{d.term} ({d.english})"
            assert [p.text for p in d.text] == [row.group("text")]
            continue
        rest = [s.strip() for s in LINES[d.line:d.line + 3] if s.strip()]
        assert term_line in (f"{d.term} ({d.english})", d.term), d.key
        if term_line == d.term and d.english != d.term:
            assert rest[0] == f"({d.english})", d.key
        assert [p.text for p in d.text] == [he.DASH.sub("", LINES[p.line - 1].strip())
                                            for p in d.text], d.key


DEFINITION_LAYOUT = [
    ("withdrawn", 530, [528]), ("unintended", 535, [533]), ("double", 540, [538]),
    ("dummy", 545, [542, 543]), ("opening-lead", 549, [547]), ("retracted", 554, [552]),
    ("bid", 559, [557]), ("rectification", 563, [561]), ("infraction", 568, [566]),
    ("alert", 573, [571]), ("contract", 577, [575]), ("extraneous", 582, [580]),
    ("deal", 587, [585, 589]), ("pack", 593, [591]), ("sorted-deck", 597, [595]),
    ("irregularity", 600, [600]), ("hand", 601, [601]), ("opponent", 602, [602]),
    ("declarer", 603, [603]), ("presumed-declarer", 604, [604]), ("board", 605, [605]),
    ("trick", 606, [606]), ("undertrick", 607, [607]), ("odd-trick", 608, [608]),
    ("overtrick", 609, [609]), ("follow-suit", 610, [610]), ("defender", 611, [611]),
    ("session", 612, [612]), ("misinformation", 613, [613]), ("auction", 614, [614]),
    ("play", 616, [618, 619, 620, 621]), ("partscore", 623, [625]), ("game", 627, [629]),
    ("contestant", 631, [633]), ("honour", 635, [637]), ("trick-points", 639, [641]),
    ("premium-points", 643, [645]), ("rotation", 647, [649]), ("round", 651, [653]),
    ("denomination", 655, [657]), ("slam", 659, [661]), ("penalty", 663, [665]),
    ("pass", 667, [669]), ("vulnerability", 673, [671]), ("suit", 678, [676]),
    ("side", 682, [680]), ("team", 686, [684]), ("lead", 690, [688]),
    ("visible-card", 695, [693]), ("penalty-card", 700, [698]), ("call", 705, [703]),
    ("artificial-call", 709, [707, 712, 714]), ("psychic-call", 716, [719]),
    ("re-double", 723, [721]), ("partner", 728, [726]), ("trump", 732, [730]),
    ("adjusted-score", 736, [734]), ("turn", 741, [739]), ("event-or-tournament", 745, [743]),
    ("play-period", 751, [749]), ("imp", 757, [755]), ("matchpoint", 761, [759]),
]


def test_subsection_titles_in_86B(ed):
    # "1. הושגה תוצאה אחרת." then the text on its own line: a title, as in the Danish edition
    assert (ed.unit("86B1").num, ed.unit("86B1").heading) == ("1.", "הושגה תוצאה אחרת.")
    assert texts(ed.unit("86B1").intro) == [
        "כאשר מנהל התחרות פוסק על תוצאה מתוקנת במשחק קבוצות והתוצאה בין אותן הקבוצות בשולחן "
        "השני היא במובהק לטובת אחד הצדדים, מנהל התחרות יעניק תוצאה מתוקנת נקבעת [ראו חוק "
        "12ג(ג), אך לגבי מספר תוצאות מתוקנות ראו סעיף 22 להלן]."]
    b2 = ed.unit("86B2")
    assert b2.heading == "מספר תוצאות שהושגו בשולחן אחד או יותר."
    assert [n.note.text for n in b2.heading_notes] == ["כולל תוצאות מלוח פגום."]
    assert texts(b2.intro) == [
        "במשחק קבוצות, כשהושגו שתי תוצאות או יותר שאינן בנות השוואה בין אותם המתחרים, או "
        "במקרים אחרים שחוקים אלה דורשים ממנהל התחרות להעניק יותר מתוצאה מתוקנת אחת:"]
    assert child_ids(ed, "86B2") == ["86B2(a)", "86B2(b)", "86B2(c)"]
    assert repair_at(ed, 2569, "title of subsection 86B1")
    # no other subsection has a title
    assert [u.id for u in ed.units() if u.kind == "subsection" and u.heading] == ["86B1", "86B2"]
