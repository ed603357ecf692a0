"""The parts of the reader of extracted editions, each on a table of the arrangements real
extractions have (from the issue and of our own): markers and citations, law headings and the
contents, page numbers and table cells, footnotes, definitions, the index, headings."""
from __future__ import annotations

import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.imports.definitions import read_definitions
from lawsearch.imports.footnotes import marked, read_notes
from lawsearch.imports.headings import read_contents, split_run_in, split_with_contents
from lawsearch.imports.laws import find_laws
from lawsearch.imports.markers import candidates
from lawsearch.imports.outline import outline
from lawsearch.imports.pages import lines_of, paginate
from lawsearch.imports.sequence import align
from lawsearch.imports.subject_index import read_index
from lawsearch.lang.en import LAW_TITLES
from lawsearch.lang.en import layout as v


@pytest.fixture(scope="module")
def laws_outline():
    return outline(paths.AKN)


def markers_of(law: str, text: str, laws_outline) -> list[tuple[str, str]]:
    """(unit id, marker as printed) of the markers the reader takes in a law's text."""
    cands = candidates(text, v.CITING_BEFORE, v.CITING_JOIN, v.CITING_AFTER)
    return [(p.id, p.candidate.printed) for p in align(laws_outline.parts_of(law), cands, text)]


@pytest.mark.parametrize("text, expected", [
    # markers at a line's start, inside a line, glued, two together, roman with a stop
    ("A. Head\\ntext\\nB. Head\\n1. text\\n(a) text\\n(b) text\\n2. text\\n3. text\\n4. text\\n"
     "C. Head text\\nD. Head text", None),
    ("A. Head\\nB. Head as follows: 1. (a) if one (b) if two 2. If three. "
     "3. If four 4. If five. C. Head D. Head", None),
    ("A. Head\\nB. Head\\n1.(a)it is (b)it is\\n2.A player 3. x 4. x\\nC. x\\nD. x", None),
])
def test_the_markers_of_law_27_in_every_arrangement(text, expected, laws_outline):
    text = text.replace("\\n", "\n")
    ids = [i for i, _ in markers_of("27", text, laws_outline)]
    assert ids == ["27A", "27B", "27B1", "27B1(a)", "27B1(b)", "27B2", "27B3", "27B4", "27C",
                   "27D"]


@pytest.mark.parametrize("text, kept", [
    ("A. x\nB. x not permitted by Law\n19. Law 36 applies.\n1. x", "'19.'"),  # a wrapped citation
    ("A. x\nB. x\n1. as in\n(b) above, and\n(a) real", "'(b)'"),
    ("A. x\nB. x\n1. Laws 12 and\n2. apply\n2. real", "'2.'"),
])
def test_a_wrapped_citation_at_a_line_start_is_no_marker(text, kept, laws_outline):
    cands = candidates(text, v.CITING_BEFORE, v.CITING_JOIN, v.CITING_AFTER)
    cited = [c for c in cands if c.cited and c.place == "line"]
    assert cited and cited[0].printed == kept.strip("'")
    taken = {id(p.candidate) for p in align(laws_outline.parts_of("27"), cands, text)}
    assert id(cited[0]) not in taken


def test_a_section_in_the_middle_of_a_line_after_a_sentence(laws_outline):
    text = "A. x\nB. x\nC. It ends with these Laws. D. Heading of D\nits text."
    assert markers_of("27", text, laws_outline)[-1] == ("27D", "D.")


def test_roman_items_and_letter_items_told_apart_by_sequence(laws_outline):
    """80B2 has items (a)…(k), (i) among them; (i) under an item is its sub-item."""
    parts = laws_outline.parts_of("80")
    items = [n for n in parts if n.id.startswith("80B2(") and n.level == 3]
    assert "80B2(i)" in [n.id for n in items]
    text = "A. x\nB. x\n1. x\n2. x " + " ".join(f"({n.part}) x" for n in items)
    found = dict(markers_of("80", text, laws_outline))
    assert "80B2(i)" in found and "80B2(h)(i)" not in found


def lines(text: str):
    return lines_of(text)


def test_contents_lines_are_not_laws_and_a_citation_at_a_line_start_neither():
    contents = "".join(f"LAW {n} - {t.upper()} ..... {n + 5}\n" for n, t in LAW_TITLES.items())
    body = "".join(f"LAW {n} - {t.upper()}\nIt is invented text.\nLaw 36 applies.\n"
                   for n, t in LAW_TITLES.items())
    found = find_laws(lines(contents + body), v.LAW_HEADING, LAW_TITLES)
    assert [s.n for s in found] == list(range(1, 94))
    assert all(s.index >= 93 for s in found)  # in the body
    assert found[26].title == "INSUFFICIENT BID"


@pytest.mark.parametrize("form", [
    lambda n, t: f"LAW {n} - {t.upper()}", lambda n, t: f"LAW {n} – {t.upper()}",
    lambda n, t: f"LAW {n}: {t.upper()}", lambda n, t: f"LAW {n}. {t.upper()}",
    lambda n, t: f"Law {n} – {t}", lambda n, t: f"Law {n}. {t}", lambda n, t: f"Law {n}\n{t}",
    lambda n, t: f"LAW {n}\n{t.upper()}"],
    ids=["hyphen", "dash", "colon", "period", "title, dash", "title, period", "title below",
         "capitals below"])
def test_every_form_of_a_laws_heading_is_found_and_a_sentence_after_a_citation_is_not(form):
    """A law's heading however an edition prints it; a line of text that begins with a
    citation and the end of a sentence ("Law 36. The Director…", a wrapped sentence) is none."""
    body = "".join(f"{form(n, t)}\nIt is invented text, as in\nLaw {94 - n}. The Director "
                   "rules.\nLaw 36.\n" for n, t in LAW_TITLES.items())
    found = find_laws(lines(body), v.LAW_HEADING, LAW_TITLES)
    assert [(s.n, s.title.upper()) for s in found] == [
        (n, t.upper()) for n, t in LAW_TITLES.items()]


def test_the_acbl_heading_with_its_title_below_and_a_title_over_two_lines():
    text = ("LAW 45\nCARD PLAYED\nx.\n"
            "LAW 46\nINCOMPLETE OR INVALID DESIGNATION OF CARD\nFROM DUMMY\nx.")
    found = find_laws(lines(text), v.LAW_HEADING, LAW_TITLES)
    assert [(s.n, s.title) for s in found] == [
        (45, "CARD PLAYED"), (46, "INCOMPLETE OR INVALID DESIGNATION OF CARD FROM DUMMY")]


@pytest.mark.parametrize("blanks", [0, 3, 6, 20])
def test_a_law_heading_at_a_pages_foot_has_its_title_overleaf(blanks):
    """"LAW 45" the last line of a page, blank lines below it where its notes were, its title
    atop the next page."""
    text = ("LAW 44\nSEQUENCE AND PROCEDURE OF PLAY\nx.\nLAW 45" + "\n" * (blanks + 1) +
            "\fCARD PLAYED\nx.\nLAW 46\nINCOMPLETE OR INVALID DESIGNATION OF CARD\nx.")
    found = find_laws(lines(text), v.LAW_HEADING, LAW_TITLES)
    assert [(s.n, s.title) for s in found] == [
        (44, "SEQUENCE AND PROCEDURE OF PLAY"), (45, "CARD PLAYED"),
        (46, "INCOMPLETE OR INVALID DESIGNATION OF CARD")]


@pytest.mark.parametrize("number", ["20", "Page 20", "20 | Page", "20 | P a g e", "– 20 –",
                                    "Page 20 of 160"])
def test_page_numbers_in_every_form_are_dropped_and_table_cells_kept(number):
    pages = []
    for p in range(18, 24):
        label = number.replace("20", str(p)).replace("160", "160")
        cells = "Grand slam\n500\n750\n" if p == 20 else ""
        pages.append(f"2017 LAWS OF DUPLICATE BRIDGE\nText of page {p}.\n{cells}\n{label}\n")
    for form_feeds in (True, False):
        text = ("\f" if form_feeds else "").join(pages)
        kept = [line.text for page in paginate(lines(text)) for line in page]
        assert "500" in kept and "750" in kept, (number, form_feeds)
        assert not any(str(p) in t and "Text" not in t for t in kept for p in range(18, 24))
        assert "2017 LAWS OF DUPLICATE BRIDGE" not in kept


_LINE = st.sampled_from(["", "", "LAW 27", "INSUFFICIENT BID", "A. Acceptance of", "Insufficient",
                         "The bid is conti-", "nues here.", "12", "\fLAWS OF BRIDGE 2017", "\f"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_LINE, min_size=2, max_size=60))
def test_a_double_spaced_text_reads_as_its_lines_with_their_own_numbers(rows):
    """A blank line after every line (as some tools give a PDF's text) is the text as printed:
    the same lines, each with its number in the text it came in, the paragraphs' own blank
    lines kept; a text that is not double-spaced is read as it stands."""
    from lawsearch.imports.pages import lines_and_spacing

    text = "\n".join(rows)
    single, was_double = lines_and_spacing(text)
    words = [line for line in single if line.text]
    run_on = sum(1 for a, b in zip(single, single[1:]) if a.text and b.text and a.page == b.page)
    assume(not was_double and run_on > 0.01 * len(words))
    doubled, now_double = lines_and_spacing(text.replace("\n", "\n\n"))
    assert now_double
    assert [(line.text, line.page) for line in doubled] == \
        [(line.text, line.page) for line in single]
    assert [line.number for line in doubled] == [2 * line.number - 1 for line in single]


def test_a_tables_column_of_numbers_in_a_text_with_no_pages_is_kept():
    """A text with no pages at all (a web page's copy), a table read a cell a line: the numbers
    heading its rows (2, 3, 4, 5) go up by one, a few lines apart, as page numbers would, but
    each has another number beside it: cells, all kept."""
    rows = "".join(f"Group {k}\n{k}\n{k + 4}\n{k + 8}\n" for k in range(2, 6))
    text = f"Some text.\n\nInvented group\nBoards\n{rows}More text.\n"
    kept = [line.text for page in paginate(lines(text)) for line in page if line.text]
    assert kept == [line for line in text.split("\n") if line]


@pytest.mark.parametrize("tail", ["before the next call.", "and the other two players,",
                                  "when it is noticed."])
def test_a_sentences_end_on_a_line_of_its_own_again_and_again_is_text_not_a_running_head(tail):
    """A text with no pages and no page numbers (a reflowed copy): the same end of a sentence
    on a line of its own throughout it, far apart, as a running head would stand; but it goes
    on a sentence (it begins in lower case): every word kept. A running head in the same text
    is still left out."""
    nouns = ["board", "card", "tray", "slip", "call", "bid", "lead", "trick", "score", "pair",
             "round", "table"]
    text = "".join(f"The {noun} is where the player and the {noun} he holds may\n{tail}\n"
                   + "".join(f"The {other} goes on with the {noun}, and the text with it.\n"
                             for other in nouns + nouns[:4])
                   + "LAWS OF DUPLICATE BRIDGE\n" for noun in nouns)
    kept = [line.text for page in paginate(lines(text)) for line in page if line.text]
    assert kept.count(tail) == 12
    assert "LAWS OF DUPLICATE BRIDGE" not in kept


ENDNOTES = {
    "numbered on": ("The Director1 rules. The call2 stands. The card3 is played.",
                    "1 Note one.\n2 Note two.\n3 Note three."),
    "numbered again": ("The Director1 rules. The call2 stands. The card1 is played.",
                       "1 Note one.\n2 Note two.\n1 Note three."),
    "over two lines": ("The Director1 rules. The call2 stands. The card3 is played.",
                       "1 Note one,\nstill one.\n2 Note two.\n3 Note three."),
    "under Endnotes": ("The Director1 rules. The call2 stands. The card3 is played.",
                       "1 Note one.\n2 Note two.\n3 Note three."),
}


@pytest.mark.parametrize("arrangement", ENDNOTES)
def test_notes_gathered_at_the_texts_end_are_the_notes_of_the_markers_in_order(arrangement):
    """A web page's copy or a document's text export gives no page a foot: every note after
    the text under a heading of its own, each marker glued to its word in the notes' order."""
    body, ends = ENDNOTES[arrangement]
    heading = "Endnotes" if arrangement == "under Endnotes" else "Notes"
    filler = "".join(f"Line {k} of the text goes on.\n" for k in range(150))
    text = f"A first line.\n{body}\n{filler}The Board 3 stays.\n\n{heading}\n\n{ends}\n"
    pages, notes = read_notes(paginate(lines(text)))
    texts = [n.text for n in notes.notes]
    assert texts == ["Note one, still one." if arrangement == "over two lines" else "Note one.",
                     "Note two.", "Note three."]
    body_text = " ".join(line.text for page in pages for line in page)
    assert [marked(ch) for ch in body_text if marked(ch)] == [n.number for n in notes.notes]
    assert re.sub("[\U00100000-\U0010FFFD]", "", body_text) == \
        "A first line. The Director rules. The call stands. The card is played. " + \
        " ".join(filler.split("\n")).strip() + " The Board 3 stays."
    assert notes.problems == [] and notes.unfound == []


def test_a_printed_pages_notes_heading_leaves_the_notes_at_the_pages_feet():
    """A heading "Notes" on a printed page (a page of its own for the reader's notes, say) is
    no gathering of the book's notes: they are at their pages' feet."""
    text = ("The Director1 rules.\n\n1 A note at the foot.\n\f"
            "The call2 stands.\n\n2 Another at the foot.\n\fNotes\n\n1 A reader's line.\n")
    pages, notes = read_notes(paginate(lines(text)))
    assert [n.text for n in notes.notes] == ["A note at the foot.", "Another at the foot."]
    assert "1 A reader's line." in [line.text for page in pages for line in page]


@pytest.mark.parametrize("form, cut", [("begun", False), ("alone", False), ("after", False),
                                       ("begun", True), ("joined", True)])
def test_notes_where_their_page_ended_in_a_text_with_no_pages_are_read(form, cut):
    """A reader that reflowed the pages and dropped their numbers and heads leaves each page's
    notes where the page ended, in the middle of the text: each run of them is the foot of the
    text before it (begun by its number, or its number alone on a line before its text or
    after it; set apart by a blank line, or in the middle of a sentence its page cut short, the
    sentence going on after the note on its line where a reader joined the two)."""
    parts = []
    # (numbered again from 1 after a blank line; the very next note in a sentence cut short)
    third = 3 if cut else 1
    for page, (n, word) in enumerate([(1, "Director"), (2, "call"), (third, "card")]):
        filler = [f"Line {k} of page {page} goes on." for k in range(60)]
        filler[30] = f"The {word}{n} stays."
        if cut:
            filler[-1] = f"Line 59 of page {page} goes on to the"
        text = f"Note {page}, in the notes."
        note = {"begun": f"{n} {text}", "alone": f"{n}\n{text}", "after": f"{text}\n{n}",
                "joined": f"{n} {text} next page."}[form]
        parts.append("\n".join(filler) + (f"\n{note}\n" if form == "joined" else
                                           f"\n{note}\nnext page.\n" if cut else
                                           f"\n\n{note}\n\n"))
    pages, notes = read_notes(paginate(lines("".join(parts) + "The end.\n")))
    assert [(str(n.number), n.text) for n in notes.notes] == [
        ("1", "Note 0, in the notes."), ("2", "Note 1, in the notes."),
        ("3" if cut else "1-2", "Note 2, in the notes.")]
    body = [line.text for page in pages for line in page if line.text]
    assert len(body) == 181 + 3 * cut and not any("Note" in text for text in body)
    assert [marked(ch) for text in body for ch in text if marked(ch)] == \
        [n.number for n in notes.notes]
    assert notes.unfound == [] and notes.problems == []


def test_a_heading_notes_with_no_notes_after_it_is_text():
    filler = "".join(f"Line {k} of the text goes on.\n" for k in range(150))
    text = (f"A first line.\nThe Director1 rules.\n{filler}\nNotes\n\n"
            "The last law's text, numbered 1.\n")
    pages, notes = read_notes(paginate(lines(text)))
    assert notes.notes == [] and [x["marker"] for x in notes.unfound] == ["1"]
    assert "Notes" in [line.text for page in pages for line in page]


NOTES = {
    "glued to a word": ("The Director3 rules.", "3 An invented note."),
    "after a stop": ("The call.3 It stands.", "3 An invented note."),
    "in lower case": ("The Director3 rules.", "3 an invented note in lower case."),
    "number alone before": ("The Director3 rules.", "3\nAn invented note."),
    "number alone after": ("The Director3 rules.", "An invented note.\n3"),
    "two on a line": ("The Director3 rules and the call4 stands.",
                      "3 An invented note. 4 Another invented\nnote."),
    "marker on its own line": ("The Director\n3\nrules.", "3 An invented note."),
}


@pytest.mark.parametrize("arrangement", NOTES)
def test_footnotes_in_every_arrangement(arrangement):
    body, foot = NOTES[arrangement]
    filler = "\n".join(f"Filler line {k} of the page." for k in range(6))
    text = (f"First page text.\n1 Note one.\n\fThe Director1 said.\n2 Note two.\n\f"
            f"{filler}\nThe judge2 said.\n{body}\n\n{foot}\n\fLast page.")
    pages, notes = read_notes(paginate(lines(text.replace("The Director1 said.\n2 Note two.",
                                                          "The Director1 and2 said."))))
    texts = {n.number: n.text for n in notes.notes}
    assert texts[3].lower().startswith("an invented note"), texts
    if arrangement == "two on a line":
        assert texts[4] == "Another invented note"[:0] + "Another invented note."
    body_text = " ".join(line.text for page in pages for line in page)
    assert any(marked(ch) == 3 for ch in body_text)  # its marker found and marked
    assert "An invented note" not in body_text and "an invented note" not in body_text


@pytest.mark.parametrize("part", ["D. A short part closes here.", "3. A short part closes here.",
                                  "(c) a short item closes here."])
def test_a_part_set_apart_above_a_note_printed_before_its_number_stays_in_the_body(part):
    """A page's last part begins after a blank line, then a note printed with its number after
    its text: the note is its last lines, never the part (a part's marker begins no note)."""
    filler = "\n".join(f"Filler line {k} of the page." for k in range(6))
    text = (f"First page text.\n1 Note one.\n\fThe Director1 and2 said.\n2 Note two.\n\f"
            f"{filler}\nThe judge3 said.\n\n{part}\nAn invented note.\n3\n\fLast page.")
    pages, notes = read_notes(paginate(lines(text)))
    assert {n.number: n.text for n in notes.notes}[3] == "An invented note."
    assert part in [line.text for page in pages for line in page]


def test_a_row_of_table_numbers_at_a_page_foot_is_no_footnote():
    text = "Scores.\nThe caller1 said.\n1 A note.\n\fSmall slam\n500\n750\n2 3 4\n\fNext page."
    pages, notes = read_notes(paginate(lines(text)))
    assert [n.number for n in notes.notes] == [1]
    assert [line.text for line in pages[1]][-1] == "2 3 4"


@pytest.mark.parametrize("text, term, key", [
    ("Adjusted Score – An invented score.", "Adjusted Score", "adjusted-score"),
    ("Adjusted Score: An invented score.", "Adjusted Score", "adjusted-score"),
    ("Adjusted Score—An invented score.", "Adjusted Score", "adjusted-score"),
    ("Adjusted Score\nAn invented score.", "Adjusted Score", "adjusted-score"),
    ("Adjusted Score\n– An invented score.", "Adjusted Score", "adjusted-score"),
    ("ADJUSTED SCORE. An invented score.", "ADJUSTED SCORE", "adjusted-score"),
    ("Adjusted Score\tAn invented score.", "Adjusted Score", "adjusted-score"),
    ("Redouble – An invented call.", "Redouble", "re-double"),
    ("visible card: An invented card.", "visible card", "visible-card"),
    ("Logical Alternative – An invented term the corpus lacks.", "Logical Alternative", None),
])
def test_definitions_in_every_form(text, term, key, laws_outline):
    read = read_definitions(lines("Alert – An invented notice.\n" + text + "\nBid: An invented bid."),
                            laws_outline)
    assert [(d.term, d.key) for d in read] == [("Alert", "alert"), (term, key), ("Bid", "bid")]
    assert read[1].text.startswith("An invented")


@pytest.mark.parametrize("heading", ["INDEX", "Index to Duplicate Laws", "INDEX TO THE 2017 LAWS",
                                     "Index"])
def test_index_headings(heading):
    assert v.INDEX_HEADING.match(heading)


def test_index_entries_run_on_wrap_and_nest():
    text = ("Adjusted score .......... 12, 86B\n— artificial, 12C2\n"
            "Auction, 17; period of, 17A Bid, 18, 27B1(a)\nClaim, contested by\n"
            "defenders, 70, 71\nBoards, 2, 6-7, Law 87\nPlayed card, 45A,\n  45C\n"
            "Revoke: see Failure to follow suit\n")
    assert [(e.term, e.refs) for e in read_index(lines(text))] == [
        ("Adjusted score", ["12", "86B"]), ("Adjusted score, artificial", ["12C2"]),
        ("Auction", ["17"]), ("Auction, period of", ["17A"]), ("Bid", ["18", "27B1(a)"]),
        ("Claim, contested by defenders", ["70", "71"]), ("Boards", ["2", "6", "7", "87"]),
        ("Played card", ["45A", "45C"])]


@pytest.mark.parametrize("folio", ["155", "  156", "1024"])
def test_a_page_number_left_in_an_index_is_no_reference(folio):
    """A page's number the extraction left among an index's entries (three digits or more: no
    law has one) is neither a reference ("155" once read as Law 15) nor a word of a term."""
    text = f"Habit, 27\nHand, 41B, 75D1, 79B1\n{folio}\nHonour, 45E1\nIMP, 6B {folio} Lead, 36B\n"
    assert [(e.term, e.refs) for e in read_index(lines(text))] == [
        ("Habit", ["27"]), ("Hand", ["41B", "75D1", "79B1"]), ("Honour", ["45E1"]),
        ("IMP", ["6B"]), ("Lead", ["36B"])]


@pytest.mark.parametrize("line, heading", [
    ("Acceptance of Insufficient Bid Any insufficient bid may be", "Acceptance of Insufficient Bid"),
    ("Heading Words The Director may act", "Heading Words"),
    ("Play After an Illegal Play The player may", "Play After an Illegal Play"),
    ("Procedure After Establishment of a Revoke When a revoke is", "Procedure After "
                                                                    "Establishment of a Revoke"),
    ("Dummy's Rights Dummy may give information", "Dummy's Rights"),
])
def test_a_run_in_heading_is_cut_where_the_sentence_begins(line, heading):
    assert split_run_in(line)[0] == heading


def test_the_contents_heading_is_matched_loosely():
    assert split_with_contents("New Shuffle and Re-deal A new shuffle is made.",
                               "New Shuffle and Redeal") == ("New Shuffle and Re-deal",
                                                            "A new shuffle is made.")
    toc = lines("5. Assignment of Seats . . 7\n6. The Shuffle and Deal . . . 9\nD. New Shuffle and Redeal . . 9\n"
                "B. Removal of Cards from\nBoard . . . . 11\nLAW 7 - CONTROL ..... 11\n"
                "A. Placement of Board ...... 11\n")
    assert read_contents(toc, v.LAW_HEADING) == {
        (6, "D"): "New Shuffle and Redeal", (6, "B"): "Removal of Cards from Board",
        (7, "A"): "Placement of Board"}


@pytest.mark.parametrize("toc, heading", [
    # its page number on a line of its own after the entry's two lines (pdftotext)
    ("A. Sufficient Appeal before the Prior Tray and Disputed\nResult between Notices\n73\n",
     "Sufficient Appeal before the Prior Tray and Disputed Result between Notices"),
    ("A. Partial Option by the Delayed Card\nbefore the Finding\n73\n",
     "Partial Option by the Delayed Card before the Finding"),
    # its page number after the first line (`-layout`): the second goes on in lower case
    ("A. Partial Option by the Delayed Card     73\nbefore the Finding\n",
     "Partial Option by the Delayed Card before the Finding"),
    ("A. Partial Option by the Delayed Card\n73\nbefore the Finding\n",
     "Partial Option by the Delayed Card before the Finding"),
    ("A. Removal of Cards from\nThe Board . . 11\n", "Removal of Cards from The Board"),
    # what follows the last entry is no part of it
    ("A. Partial Option by the Delayed Card\n73\nIndex\n150\n",
     "Partial Option by the Delayed Card"),
    ("A. Partial Option by the Delayed Card . . 73\nIndex . . 150\n",
     "Partial Option by the Delayed Card"),
    ("A. Partial Option by the Delayed Card     73\nIndex     150\n",
     "Partial Option by the Delayed Card"),
    ("A. Partial Option by the Delayed Card\n73\nLAW 29\nB. Early Call\n74\n",
     "Partial Option by the Delayed Card"),
])
def test_a_contents_entry_wrapped_over_two_lines_is_read_whole(toc, heading):
    assert read_contents(lines("LAW 28\n" + toc), v.LAW_HEADING)[(28, "A")] == heading


def test_an_index_in_two_columns_read_across_is_read_column_by_column():
    for gap in ("\t", "      "):
        text = (f"Adjusted score, 12, 86B{gap}Claim, 68\n  artificial, 12C2{gap}contested by\n"
                f"Auction, 17{gap}defenders, 70, 71\nperiod of, 17A{gap}Dummy, 42\n")
        assert [(e.term, e.refs) for e in read_index(lines(text))] == [
            ("Adjusted score", ["12", "86B"]), ("Adjusted score, artificial", ["12C2"]),
            ("Auction", ["17"]), ("Auction, period of", ["17A"]), ("Claim", ["68"]),
            ("Claim, contested by defenders", ["70", "71"]), ("Dummy", ["42"])], gap


@pytest.mark.parametrize("span, paragraphs", [
    # a sentence going on overleaf, blank lines at the page's foot where its notes were
    ("the North-\n\n\n\n\fSouth pair goes on.", ["the North-\fSouth pair goes on."]),
    ("the player\n  \n\n\f   may go on.", ["the player\f   may go on."]),
    ("as the player,\n\n\fthe partner goes on.", ["as the player,\fthe partner goes on."]),
    # a paragraph's end at a page's foot, a blank line inside a page, a number before the
    # break: paragraphs of their own
    ("It ends.\n\n\fA new one.", ["It ends.", "\fA new one."]),
    ("the player\n\nmay not.", ["the player", "may not."]),
    ("scores 500\n\n\f750 more.", ["scores 500", "\f750 more."]),
])
def test_a_sentence_goes_on_over_a_pages_foot_and_its_blank_lines(span, paragraphs):
    from lawsearch.imports.extracted import _paragraphs

    assert _paragraphs(span) == paragraphs


@pytest.mark.parametrize("marker", ["", "\U00100006", "\U00100006\U00100007"])
def test_closing_text_after_a_last_part_ending_in_a_note_marker(marker):
    """The closing text of a unit after its last part, that part's last line a sentence with a
    note's marker after it ("…as soon as it is noticed.⁶"): cut where the closing text begins."""
    from lawsearch.imports.extracted import _closing_cut

    span = ("The tournament organizer need not find the travelling slip when the\n"
            "auction ends. If the next player confirms the call, an opponent can\n"
            f"review it as soon as it is noticed.{marker}\n"
            "After the last of these, the next player may check the official score before\n"
            "the result is entered.")
    cut = _closing_cut(span, 1, 80)
    assert cut is not None and span[cut:].startswith("After the last of these")
