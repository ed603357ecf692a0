"""Footnotes of extracted editions whose notes are not numbered in one sequence through the book:
numbers that start again (from 1 or from a lower number: per part, chapter or law, on a new page
or inside a page's foot), a number printed twice, a number skipped, a note printed on the page
before its marker. Every marker must be attached to the word it follows and to its own note,
no number left glued to a word unsaid, and notes printed with the same number told apart in the
model (and in valid Akoma Ntoso). Every page here is invented: an invented sentence for each
marker, and a note naming the word its marker follows."""
from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsearch import akn
from lawsearch.imports.footnotes import MARKERS, NoteNumber, mark, marked, read_notes
from lawsearch.imports.importer import import_edition
from lawsearch.imports.pages import Line
from lawsearch.lang.en import LAW_TITLES

GLUED = re.compile(r"[A-Za-z.,;:)’'\"”][0-9⁰¹²³⁴⁵⁶⁷⁸⁹]")


def book(*pages: str) -> list[list[Line]]:
    """Pages as the reader gets them: one Line a line of text, numbered through the book."""
    out: list[list[Line]] = []
    number = 0
    for p, text in enumerate(pages):
        lines = []
        for raw in text.split("\n"):
            number += 1
            lines.append(Line(number, raw, p, top=not lines))
        out.append(lines)
    return out


def attached(pages: list[list[Line]], notes) -> list[tuple[str, str, str]]:
    """(note's number, the word its marker follows, the word its text names) of every note."""
    words = {}
    for page in pages:
        for line in page:
            for m in re.finditer(r"([A-Za-z]+)([\U00100000-\U0010fffd])", line.text):
                words.setdefault(marked(m.group(2)), []).append(m.group(1))
    return [(str(note.number), " ".join(words.get(note.number, ["(none)"])),
             note.text.rstrip(".").split()[-1]) for note in notes.notes]


def check(pages: list[list[Line]], notes, markers: list[str] | None = None) -> None:
    """Every note's marker after the word its text names, once; no number glued to a word; no
    problem; the notes' numbers distinct (and as `markers` says, where given)."""
    for number, word, named in attached(pages, notes):
        assert word == named, (number, word, named)
    body = "\n".join(line.text for page in pages for line in page)
    assert not GLUED.search(body), GLUED.search(body)
    assert notes.problems == []
    numbers = [note.number for note in notes.notes]
    assert len(set(numbers)) == len(numbers)
    if markers is not None:
        assert [str(n) for n in numbers] == markers


CASES = {
    "numbered again from 1 per part": (
        ["PART ONE\nThe player moves the tray1 at once.\n\n1 An invented note on the tray.",
         "The caddie names the board2 later on.\n\n2 An invented note on the board.",
         "PART TWO\nThe captain reads the score1 aloud.\n\n1 An invented note on the score.",
         "The scorer checks the ledger2 again.\n\n2 An invented note on the ledger."],
        ["1", "2", "1-2", "2-2"]),
    "numbered again from a lower number mid-book": (
        ["The player moves the tray1 and the board2 at once.\n\n"
         "1 An invented note on the tray.\n2 An invented note on the board.",
         "The caddie keeps the wallet3 and the curtain4 and the bench5 in view.\n\n"
         "3 An invented note on the wallet.\n4 An invented note on the curtain.\n"
         "5 An invented note on the bench.",
         "CHAPTER TWO\nThe captain lights the lantern3 at the start.\n\n"
         "3 An invented note on the lantern.",
         "The scorer ties the ribbon4 in good time.\n\n4 An invented note on the ribbon."],
        ["1", "2", "3", "4", "5", "3-2", "4-2"]),
    "numbered again inside a page's foot (a law per paragraph)": (
        ["The player moves the tray1 at once.\n\n1 An invented note on the tray.",
         "The caddie keeps the wallet2 in view.\nLAW TWO\nThe captain lights the lantern1 now.\n\n"
         "2 An invented note on the wallet.\n1 An invented note on the lantern."],
        ["1", "2", "1-2"]),
    "a number printed twice on two pages": (
        ["The player moves the tray1 at once.\n\n1 An invented note on the tray.",
         "The caddie keeps the wallet2 in view.\n\n2 An invented note on the wallet.",
         "The captain lights the lantern2 now.\n\n2 An invented note on the lantern.",
         "The scorer ties the ribbon3 in good time.\n\n3 An invented note on the ribbon."],
        ["1", "2", "2-2", "3"]),
    "a number printed twice in one foot": (
        ["The player moves the tray1 at once.\n\n1 An invented note on the tray.",
         "The caddie keeps the wallet2 in view.\nThe captain lights the lantern2 now.\n\n"
         "2 An invented note on the wallet.\n2 An invented note on the lantern."],
        ["1", "2", "2-2"]),
    "a number skipped between pages": (
        ["The player moves the tray1 at once.\n\n1 An invented note on the tray.",
         "The caddie keeps the wallet3 in view.\n\n3 An invented note on the wallet."],
        ["1", "3"]),
    "a number skipped inside a foot": (
        ["The player moves the tray1 and the board3 at once.\n\n"
         "1 An invented note on the tray.\n3 An invented note on the board."],
        ["1", "3"]),
    "a note printed a page before its marker": (
        ["The player moves the tray1 at once.\nThe caddie turns to the next page.\n\n"
         "1 An invented note on the tray.\n2 An invented note on the wallet.",
         "The wallet2 stays on the table.\n\n3 An invented note on the kettle.\n",
         "The kettle3 is not used."],
        ["1", "2", "3"]),
    "numbered again, the note a page before its marker": (
        ["The player moves the tray1 and the board2 at once.\n\n"
         "1 An invented note on the tray.\n2 An invented note on the board.",
         "PART TWO\nThe caddie turns to the next page.\n\n1 An invented note on the saddle.",
         "The saddle1 is put away.\nThe pebble2 is not.\n\n2 An invented note on the pebble."],
        ["1", "2", "1-2", "2-2"]),
    "a note begun by its number, the next with its number after its text": (
        ["The player moves the tray1 at once and the caddie keeps the lantern2 lit.\n\n"
         "1 An invented note on the tray.\nAn invented note on the lantern.\n2"],
        ["1", "2"]),
    "a note after its number alone, the next with its number after its text": (
        ["The player moves the tray1 at once and the caddie keeps the lantern2 lit.\n\n"
         "1\nAn invented note on the tray.\nAn invented note on the lantern.\n2"],
        ["1", "2"]),
    "a note after its number alone, the next with its number after its text, each two lines": (
        ["The player moves the tray1 at once and the caddie keeps the lantern2 lit.\n\n"
         "1\nAn invented note of two sentences. It is on\nthe tray.\n"
         "An invented note of two lines, on\nthe lantern.\n2"],
        ["1", "2"]),
    "the number alone after its text, numbered again": (
        ["The player moves the tray1 at once.\n\nAn invented note on the tray.\n1",
         "The captain lights the lantern1 now.\n\nAn invented note on the lantern.\n1"],
        ["1", "1-2"]),
}


@pytest.mark.parametrize("case", CASES)
def test_every_marker_attached_to_its_own_note(case):
    pages, markers = CASES[case]
    body, notes = read_notes(book(*pages))
    check(body, notes, markers)
    text = "\n".join(line.text for page in body for line in page)
    assert "An invented note" not in text  # every note's text out of the body


def test_a_number_glued_to_a_word_with_no_note_is_a_problem():
    pages, notes = read_notes(book(
        "The player moves the tray1 at once.\n\n1 An invented note on the tray.",
        "The caddie keeps the wallet7 in view, and the bench is empty."))
    assert [str(n.number) for n in notes.notes] == ["1"]
    problems = [p for p in notes.problems if "'7'" in p[1] and "wallet" in p[1]]
    assert problems and problems[0][0] == pages[1][0].number


def test_a_second_marker_of_a_note_on_its_page_is_attached_and_said():
    pages, notes = read_notes(book(
        "The player moves the tray1 at once, and the tray1 again.\n\n"
        "1 An invented note on the tray."))
    text = pages[0][0].text
    assert text.count(mark(notes.notes[0].number)) == 2 and not GLUED.search(text)
    assert len(notes.problems) == 1 and "again" in notes.problems[0][1]


def test_citations_and_numbers_are_no_markers():
    pages, notes = read_notes(book(
        "Law 12C1 applies, see Laws 40B2(a); the score is 1,430 or 2.5 points.\n"
        "The player moves the tray1 at once.\n\n1 An invented note on the tray."))
    assert notes.problems == [] and [w for _, w, _ in attached(pages, notes)] == ["tray"]
    assert pages[0][0].text.startswith("Law 12C1 applies, see Laws 40B2(a); the score is 1,430")


@pytest.mark.parametrize("cited", ["2A1", "2B3(a)", "2C", "2H1", "2A(1)", "2D4(b)(ii)"])
def test_a_citation_wrapped_to_a_pages_last_line_begins_no_note(cited):
    """"…The rule of Law" / "2A1 applies…" at a page's foot, a note 2 on the next page: a law's
    number and a section's letter (with its number or alone) begin no note's text."""
    pages, notes = read_notes(book(
        "The player moves the tray1 at once.\n\n1 An invented note on the tray.",
        f"The caddie keeps the wallet in view. The rule of Law\n{cited} applies to the board.",
        "The captain lights the lantern2 now.\n\n2 An invented note on the lantern."))
    assert [str(n.number) for n in notes.notes] == ["1", "2"] and notes.problems == []
    assert [(word, named) for _, word, named in attached(pages, notes)] == [
        ("tray", "tray"), ("lantern", "lantern")]
    assert pages[1][-1].text == f"{cited} applies to the board."


def test_note_numbers_are_unique_keys_printed_as_the_book_prints_them():
    first, second = NoteNumber(11), NoteNumber(11, 2)
    assert (str(first), str(second), f"{second}") == ("11", "11-2", "11-2")
    assert first == 11 and second != first and {first: 1}.get(11) == 1
    assert marked(mark(second)) == second and str(marked(mark(second))) == "11-2"
    assert (second.printed, second.occurrence) == (11, 2)
    assert marked("a") is None


# -- a hypothesis property over invented books ---------------------------------------------------

NOUNS = ["tray", "board", "wallet", "curtain", "bench", "lantern", "ribbon", "kettle", "saddle",
         "pebble", "marble", "whistle", "ledger", "basket", "candle", "mirror", "pillow", "rudder",
         "anchor", "bucket", "carpet", "feather", "goblet", "helmet", "jacket", "ladder"]


def noun(k: int) -> str:
    """An invented word of letters only, a different one for each k."""
    word, k = NOUNS[k % len(NOUNS)], k // len(NOUNS)
    while k:
        word, k = word + "abcdefghij"[k % 10], k // 10
    return word


MOVES = st.sampled_from(["next", "next", "next", "skip", "repeat", "again"])
RAISED = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
FOOT_FORMS = {  # a note at its page's foot, as extractions give it (one way in a book)
    "number first": lambda n, text: [f"{n} {text}"],
    "number alone before": lambda n, text: [str(n), text],
    "number alone after": lambda n, text: [text, str(n)],
}


@st.composite
def books(draw):
    """(pages, [(printed number, word) of each note in order]): none to three notes a page,
    numbered on, skipping a number or two, repeating one or numbered again from a lower one; the
    first note of a page printed at the foot of the page before now and then; markers in plain
    or raised digits; the feet set apart by a blank line or not, in one of the forms."""
    per_page = draw(st.lists(st.integers(0, 3), min_size=1, max_size=8)) + [0]
    numbers: list[int] = []
    for _ in range(sum(per_page)):
        move, last = draw(MOVES), numbers[-1] if numbers else 0
        numbers.append(1 if not numbers else
                       {"next": last + 1, "skip": last + draw(st.integers(2, 3)),
                        "repeat": last}.get(move) or draw(st.integers(1, max(1, last - 1))))
    pages_text: list[list[str]] = []
    feet: list[list[int]] = [[] for _ in per_page]
    at = 0
    for p, k in enumerate(per_page):
        lines = [f"The {noun(100 + p)} of this invented page is set out here."]
        for j in range(k):
            number = str(numbers[at + j])
            number = number.translate(RAISED) if draw(st.booleans()) else number
            lines.append(f"The caddie moves the {noun(at + j)}{number} before the round.")
            early = j == 0 and p > 0 and draw(st.booleans())
            feet[p - 1 if early else p].append(at + j)
        pages_text.append(lines)
        at += k
    # one form for the book, or each note begun by its number or closed by it (notes drawn
    # apart on one foot; a number alone before its text, then one after its text, has two
    # readings where the body's last line reads as a note)
    one = draw(st.sampled_from(sorted(FOOT_FORMS))) if draw(st.booleans()) else None
    mixed = st.sampled_from(["number first", "number alone after"])
    for p, lines in enumerate(pages_text):
        if feet[p]:
            lines += [""] if draw(st.booleans()) else []
            for i in feet[p]:
                form = FOOT_FORMS[one or draw(mixed)]
                lines += form(numbers[i], f"An invented note on the {noun(i)}.")
    return ["\n".join(lines) for lines in pages_text], [(n, noun(i)) for i, n in enumerate(numbers)]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(books())
def test_any_numbering_every_marker_attached_to_its_own_note(drawn):
    pages, expected = drawn
    body, notes = read_notes(book(*pages))
    check(body, notes)
    assert [(n.number.printed, n.text.rstrip(".").split()[-1]) for n in notes.notes] == expected


# -- through the whole reader into Akoma Ntoso ---------------------------------------------------

def test_notes_numbered_again_per_law_are_distinct_in_valid_akoma_ntoso(tmp_path):
    pages = []
    for n in range(1, 13):
        a, b = noun(n), noun(n + 40)
        pages.append(f"LAW {n} - {LAW_TITLES[n].upper()}\nThe invented rule moves the {a}1 "
                     f"before play.\nThe caddie then keeps the {b}2 in good time.\n\n"
                     f"1 An invented note on the {a}.\n2 An invented note on the {b}.")
    path = tmp_path / "laws.txt"
    path.write_text("\f".join(pages), encoding="utf-8")
    user = tmp_path / "user"
    report = import_edition(path, "en", user_dir=user)  # refuses XML that is not valid AKN
    assert report.footnotes == 24
    assert not [p for p in report.problems if "footnote" in p["what"] or "glued" in p["what"]]
    data = (user / "en" / "wbf-2017.xml").read_bytes()
    assert akn.validate(data, "x") == [] and akn.broken_links(data, "x") == []
    edition, _ = akn.from_xml(data, "en")
    for law in edition.laws:
        n = int(law.id)
        refs = [(ref.marker, ref.note.text) for block in law.intro for ref in
                getattr(block, "parts", []) if hasattr(ref, "note")]
        suffix = "" if n == 1 else f"-{n}"
        assert refs == [(f"1{suffix}", f"An invented note on the {noun(n)}."),
                        (f"2{suffix}", f"An invented note on the {noun(n + 40)}.")], law.id


# An extractor that reads a line's raised markers after its words (pypdf on a PDF that draws
# them apart): the first glued to the line's last word, the spaces they left doubled.
MOVED = {
    "two markers after the line's words": (
        "The player moves the tray  and the caddie keeps the lantern  lit in the hall1 2\n"
        "for the rest of the session.\n\n"
        "1 An invented note on the tray.\n2 An invented note on the lantern.",
        ["1", "2"], "lit in the hall"),
    "a marker glued to a citation's number": (
        "The caddie keeps the wallet  in view, as Law 851\ndescribes it.\n\n"
        "1 An invented note on the wallet.",
        ["1"], "as Law 85"),
    "a marker glued to the word before a citation's number": (
        "The player moves the tray  at once. The rule of Law1\n12 applies.\n\n"
        "1 An invented note on the tray.",
        ["1"], "The rule of Law"),
    "the last word's marker after the others": (
        "The player moves the tray  and the caddie keeps the lantern1 2\n\n"
        "1 An invented note on the tray.\n2 An invented note on the lantern.",
        ["1", "2"], "keeps the lantern\U00100002"),
    "a foot right below the body, its one marker moved": (
        "The player moves the tray  at once. The rule of Law1\n12 applies.\n"
        "1 An invented note on the tray.",
        ["1"], "The rule of Law"),
}


@pytest.mark.parametrize("case", MOVED)
def test_markers_read_after_their_lines_words_go_back_where_the_spaces_show(case):
    page, markers, ends = MOVED[case]
    body, notes = read_notes(book(page))
    check(body, notes, markers)
    assert body[0][0].text.endswith(ends)


@pytest.mark.parametrize("foot", [
    "1 An invented note on the tray.\n2 An invented note on the lantern.",
    "1 An invented note on the tray. 2 An invented note on the lantern.",  # on one line
])
def test_markers_moved_after_their_lines_words_find_a_foot_numbered_again(foot):
    """Notes numbered again from 1 whose markers an extractor read after their line's words
    (after a word broken at the line's end too: "a so-1 2" / "called"): the foot is the
    page's notes, each marker back after its word."""
    body, notes = read_notes(book(
        "The player moves the kettle1 and the saddle2 at once.\n\n"
        "1 An invented note on the kettle.\n2 An invented note on the saddle.",
        "PART TWO\nThe player moves the tray  and the caddie keeps the lantern  lit in a so-1 2\n"
        "called hall.\n\n" + foot))
    check(body, notes, ["1", "2", "1-2", "2-2"])
    assert body[1][1].text.endswith("lit in a so-")


def test_a_marker_moved_after_its_words_atop_the_page_after_its_note():
    """A note printed at the foot of the page before its marker, the marker read after the
    words of the line that opens the next page (after a word broken at its end: "tourna-4")."""
    body, notes = read_notes(book(
        "The player moves the kettle1 at once.\n\n1 An invented note on the kettle.",
        "The caddie keeps the saddle2 in view.\nThe caddie turns to the next page.\n\n"
        "2 An invented note on the saddle.\n3 An invented note on the tray.",
        "The player moves the tray  at once, and the tourna-3\nment goes on.\n"
        "The bench4 is empty.\n\n4 An invented note on the bench."))
    check(body, notes, ["1", "2", "3", "4"])
    assert body[2][0].text.endswith("at once, and the tourna-")


@pytest.mark.parametrize("cited", ["Law 80A2", "Laws 12C and 80A2", "LAW 6D3"])
def test_a_line_ending_in_a_sections_item_keeps_its_citation(cited):
    """"…as Law 80A2" / "describes it.": the digit after a section's letter is its item's
    number, not a marker read after the line's words, whatever note of that number the page
    has."""
    number = cited[-1]
    body, notes = read_notes(book(
        f"The player moves the tray{number} at once, as {cited}\ndescribes it.\n\n"
        f"{number} An invented note on the tray."))
    assert [str(n.number) for n in notes.notes] == [number] and notes.problems == []
    assert [w for _, w, _ in attached(body, notes)] == ["tray"]
    assert body[0][0].text.endswith(f"as {cited}")


@pytest.mark.parametrize("cited, number, ends", [
    ("Law 5A18", 18, "Law 5A"),  # a section's letter, then the marker
    ("LAW 6D18", 18, "LAW 6D"),
    ("Law 25B19", 9, "Law 25B1"),  # a section's item (one digit), then the marker
    ("Laws 12C and 25B19", 9, "Laws 12C and 25B1"),
    ("Law 40B24", 4, "Law 40B2"),
])
def test_a_marker_read_after_a_citation_of_a_section_goes_back_after_it(cited, number, ends):
    """"…as Law 5A18" / "describes it." with a note 18 on the page and no other marker of it:
    the marker read after the line's last word, a citation of a section or of its item (an
    item is numbered in one digit, so "25B19" is 25B1 and note 9)."""
    before = [range(n, min(n + 3, number)) for n in range(1, number, 3)]  # three a page
    body, notes = read_notes(book(*(
        "\n".join(f"The caddie keeps the kettle{n} in view." for n in page) + "\n\n"
        + "\n".join(f"{n} An invented note on the kettle." for n in page) for page in before),
        f"The player moves the tray at once, as {cited}\ndescribes it.\n\n"
        f"{number} An invented note on the section."))
    assert [n.number for n in notes.notes] == [*range(1, number + 1)] and notes.problems == []
    assert body[-1][0].text == f"The player moves the tray at once, as {ends}{mark(number)}"


def test_a_digit_after_a_sections_letter_is_its_item_even_with_no_marker_elsewhere():
    """"…as Law 80A2" / "describes it." with a note 2 whose marker is nowhere: the citation is
    kept whole (a marker after a section's letter and an item of one digit cannot be told
    apart there, and an item is the likelier); the note is said to have no marker."""
    body, notes = read_notes(book(
        "The caddie keeps the kettle1 in view.\n\n1 An invented note on the kettle.",
        "The player moves the tray at once, as Law 80A2\ndescribes it.\n\n"
        "2 An invented note on the tray."))
    assert body[1][0].text.startswith("The player moves the tray at once, as Law 80A2")
    assert [what for _, what, _ in notes.problems] == ["footnote 2 has no marker"]


def test_a_line_ending_in_a_law_with_a_doubled_space_keeps_its_citation():
    body, notes = read_notes(book(
        "The player moves the tray1 at once.  The rule of Law 85\napplies.\n\n"
        "5 An invented note on the rule."))
    assert body[0][0].text.endswith("The rule of Law 85")


# Lines as any extraction may give them: words, numbers glued or apart, superscript digits (the
# PDF reader's markers), doubled spaces, citations, notes' numbers at a line's start.
_TOKENS = st.sampled_from(["the", "tray", "Law", "Laws", "85", "5", "12", "1", "2", "20", "8520",
                           "²", "¹²", "³", "7²", "tray5", "Law5", "hall1", ".", "An", "note",
                           "(a)", "A.", "—", ""])
_LINE = st.lists(_TOKENS, max_size=12).flatmap(
    lambda words: st.lists(st.sampled_from([" ", "  ", ""]), min_size=len(words),
                           max_size=len(words)).map(
        lambda gaps: "".join(w + g for w, g in zip(words, gaps)).rstrip()))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_LINE, min_size=1, max_size=8), min_size=1, max_size=3))
def test_any_lines_read_without_an_error_and_keep_their_words(pages):
    body, notes = read_notes(book(*("\n".join(lines) for lines in pages)))
    kept = " ".join(MARKERS.sub(" ", line.text) for page in body for line in page)
    for note in notes.notes:
        kept += f" {note.printed} {note.text}"
    letters = re.compile(r"[A-Za-z]+")
    assert sorted(letters.findall(kept)) == sorted(
        w for lines in pages for line in lines for w in letters.findall(line))


# A text with no pages (a web page's copy, a reflowed reader's text): sentences with markers,
# notes' lines, numbers alone, blank lines and headings of notes gathered at the end, long
# enough to be read as a text whose page breaks were lost.
_FLOW_LINES = st.sampled_from([
    "The tray1 stays.", "The call2 is made.", "The card1 and the bid2 stand.", "A line goes",
    "on here.", "", "", "1 A note.", "2 Another note,", "still going.", "1", "2", "3 Note three.",
    "Notes", "Endnotes", "1 An end note.", "Law 12 applies.", "12", "13"])


@settings(max_examples=150, deadline=None)
@given(st.lists(_FLOW_LINES, min_size=15, max_size=40), st.integers(10, 20))
def test_any_text_with_no_pages_reads_without_an_error_and_keeps_its_words(lines, times):
    from lawsearch.imports.pages import lines_of, paginate

    def unique(k: int, line: str) -> str:
        """The line with a word of its own (a line printed on many pages is a running head)."""
        if not line or line.isdigit() or line in ("Notes", "Endnotes"):
            return line
        word = "".join(chr(ord("a") + int(d)) for d in str(k))
        return line[:-1] + f" {word}" + line[-1] if line.endswith(".") else f"{line} {word}"

    text = "\n".join(unique(k, line) for k, line in enumerate(lines * times))
    body, notes = read_notes(paginate(lines_of(text)))
    kept = " ".join(MARKERS.sub(" ", line.text) for page in body for line in page)
    for note in notes.notes:
        kept += f" {note.text}"
    letters = re.compile(r"[A-Za-z]+")
    read, given_ = sorted(letters.findall(kept)), sorted(letters.findall(text))
    # every word kept, but the heading of the notes gathered at the end
    missing = list(given_)
    for word in read:
        missing.remove(word)
    assert set(missing) <= {"Notes", "Endnotes"} and len(missing) <= 1
