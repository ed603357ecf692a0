"""Footnotes where an extractor that reads a page in the order it was drawn puts them: at the
page's top (drawn before the body) or, with no page breaks kept, after the page's number (drawn
after the folio, so atop the next page as the pages are cut); and markers set apart from their
words by a space ("lantern 3 now": justified text, kerned text). A note is a note because its
marker is in the body of its page, wherever its text was put; a number set apart from a word is
a marker only where it can be nothing else: a number in the text ("Law 3", "3 down", "13 cards",
"Table 3", "3. ") stays. Every page here is invented; the editions are the invented ones
(tests/english_editions.py) drawn in those orders."""
from __future__ import annotations

import re

import pytest
from english_editions import FAMILIES, InventedEdition, Line, _render, invented
from test_import_english import SEED, differences, imported
from test_import_footnotes import attached, book, check, noun

from lawsearch.imports.footnotes import mark, read_notes


def body_text(pages) -> str:
    return "\n".join(line.text for page in pages for line in page)


# -- notes at a page's top ---------------------------------------------------------------------

TOP = {
    "drawn before the body": (
        ["The caddie sets out the first page here.",
         "1 An invented note on the lantern.\nThe caddie lights the lantern1 now.\n"
         "The round goes on."], ["1"]),
    "after the page's number, no page breaks (atop the next page)": (
        ["The caddie lights the lantern1 now.\nThe round goes on.",
         "1 An invented note on the lantern.\nThe scorer reads the ledger aloud."], ["1"]),
    "its number alone after its text": (
        ["The caddie lights the lantern1 now.",
         "An invented note on the lantern.\n1\nThe scorer reads the ledger aloud."], ["1"]),
    "two, the second begun on the first's line": (
        ["1 An invented note, on the lantern. 2 An invented note on the wallet.\n"
         "The caddie lights the lantern1 and keeps the wallet2 now."], ["1", "2"]),
    "over two lines": (
        ["1 An invented note that runs over two lines and ends on the\nlantern.\n"
         "The caddie lights the lantern1 now."], ["1"]),
    "the body below it going on from the page before": (
        ["The caddie lights the",
         "1 An invented note on the lantern.\nlantern1 before the round."], ["1"]),
    "the body below it a part": (
        ["1 An invented note on the lantern.\nB. Invented Part\nThe caddie lights the lantern1."],
        ["1"]),
    "printed a page before its marker": (
        ["1 An invented note on the lantern.\nThe round goes on.",
         "The caddie lights the lantern1 now."], ["1"]),
    "going on from the notes before": (
        ["The caddie lights the lantern1 now.\n\n1 An invented note on the lantern.",
         "2 An invented note on the wallet.\nThe caddie keeps the wallet2 in view."],
        ["1", "2"]),
}


@pytest.mark.parametrize("case", TOP)
def test_notes_at_a_pages_top_are_notes(case):
    pages, markers = TOP[case]
    body, notes = read_notes(book(*pages))
    check(body, notes, markers)
    assert "An invented note" not in body_text(body)


@pytest.mark.parametrize("top", [
    "3 invented trays stay on the table.",  # no marker 3 anywhere
    "2 invented trays stay on the table.",  # 2 is a note's, but its marker is elsewhere
    "12 The caddie keeps the tray.",  # beyond the notes' sequence
])
def test_a_number_opening_a_page_with_no_marker_of_it_stays_text(top):
    pages, notes = read_notes(book(
        "1 An invented note on the lantern.\nThe caddie lights the lantern1 now.",
        f"{top}\nThe round goes on.",
        "The caddie keeps the wallet2 in view.\n\n2 An invented note on the wallet."))
    check(pages, notes, ["1", "2"])
    assert pages[1][0].text == top


# -- markers set apart from their words --------------------------------------------------------

SPACED = {  # a note's marker set apart from its word, as it must be read
    "after a word": ["The caddie lights the lantern 1 now.\n\n1 An invented note on the lantern."],
    "after a capitalised word": [
        "The lantern stays with the Director 1 at once.\n\n1 An invented note on the Director."],
    "at a line's end": [
        "The caddie lights the lantern 1\nbefore the round.\n\n1 An invented note on the lantern."],
    "in a heading": ["INVENTED NUMBER OF LANTERNS 1\nA. Second Part\nThe round goes on.\n\n"
                     "1 An invented note on the LANTERNS."],
    "no blank line above the foot": [
        "The caddie lights the lantern 1 now.\nThe round goes on.\n"
        "1 An invented note on the lantern."],
    "two on a page": [
        "The caddie lights the lantern 1 now and keeps the wallet 2 in view.\n"
        "1 An invented note on the lantern.\n2 An invented note on the wallet."],
    "after a short word, before a word no number counts": [
        "The staff ask for 1 it at once.\n\n1 An invented note on the word for."],
    "atop the page after its note's": [
        "The caddie turns to the next page.\n\n1 An invented note on the lantern.",
        "The caddie lights the lantern 1 now.\nThe round goes on."],
}


@pytest.mark.parametrize("case", SPACED)
def test_a_marker_set_apart_from_its_word_is_a_marker(case):
    pages, notes = read_notes(book(*SPACED[case]))
    check(pages, notes)
    assert not re.search(r"\s\d\b", body_text(pages))
    assert "An invented note" not in body_text(pages)


def test_a_marker_set_apart_after_a_sentences_end_is_a_marker():
    pages, notes = read_notes(book("The caddie lights the lantern. 1 The round goes on.\n"
                                   "1 An invented note on the lantern."))
    assert body_text(pages) == f"The caddie lights the lantern.{mark(1)} The round goes on."
    assert [note.text for note in notes.notes] == ["An invented note on the lantern."]
    assert notes.problems == []


# Numbers in the text on the page of a note of that number, its marker set apart too: they stay
# as printed, and the marker is found. (`elsewhere`: what the book prints on another page.)
STAYS = {
    "a citation": ("The tray goes back under Law {n} at once.", ""),
    "a range of laws": ("Laws 2 through {n} apply to the tray.", ""),
    "a plural of one of the book's nouns": ("The player holds {n} cards, and the card is shown.",
                                            ""),
    "a word the book counts": ("The contract goes {n} down at once.",
                               "The contract went 2 down."),
    "a label the book numbers": ("Play moves to Table {n} after the round.", "Table 5 is empty."),
    "after a short word": ("The best of {n} takes the tray.", ""),
    "after an abbreviation": ("See No. {n} on the list.", ""),
    "a range's start": ("The score lies between {n} and 14 points.", ""),
    "a call": ("The player bids {n} NT at once.", ""),
    "a percentage": ("The rate rises {n} % each round.", ""),
    "after a comma": ("The trays, {n} in all, stay.", ""),
    "after a colon": ("The trays are as follows: {n} stay.", ""),
    "an item's marker": ("{n}. The player moves the tray.", ""),
    "a number alone after a number": ("The tray scores 10 {n}", ""),
}


def earlier_notes(n: int) -> str:
    """A page with notes 1 to n - 1, their markers glued to their words."""
    lines = [f"The caddie moves the {noun(k)}{k} here." for k in range(1, n)]
    return "\n".join(lines + [""] + [f"{k} An invented note on the {noun(k)}."
                                     for k in range(1, n)])


@pytest.mark.parametrize("n", [3, 13])
@pytest.mark.parametrize("case", STAYS)
def test_a_number_in_the_text_stays_where_a_marker_set_apart_is_found(case, n):
    stays, elsewhere = STAYS[case]
    stays = stays.format(n=n)
    pages = [f"The caddie sets out the first page here. {elsewhere}", "The round goes on."]
    pages += [earlier_notes(n)] if n > 1 else []
    pages.append(f"{stays}\nThe caddie lights the lantern {n} now.\n\n"
                 f"{n} An invented note on the lantern.")
    body, notes = read_notes(book(*pages))
    assert body[-1][0].text == stays
    assert attached(body, notes)[-1] == (str(n), "lantern", "lantern")
    assert notes.problems == []


# -- whole invented editions, drawn in those orders -------------------------------------------

def _set_apart(line: Line) -> str:
    """The line with each marker set apart from its word; but after a word of three letters or
    fewer ("for 3", "The 13") or before a word ending in "s" ("3 reviews"), where it may as
    well be a count ("13 cards"), which the reader leaves as text: those stay glued."""
    text = ""
    for k, span in enumerate(line.spans):
        after = line.spans[k + 1].text.split()[:1] if k + 1 < len(line.spans) else []
        count = len(re.findall(r"[A-Za-z]*\W*$", text)[0]) <= 3 or \
            (after and after[0].endswith("s"))
        text += (" " if span.style == "sup" and text and not count else "") + span.text
    return text


def _lines(lines: list[Line], spaced: bool) -> list[str]:
    """The lines as a content-order extractor gives them: no blank lines; the markers set apart
    from their words where `spaced`."""
    out = []
    for line in lines:
        if spaced and line.kind == "text":
            out.append(_set_apart(line))
        else:
            out += [r for r in _render(line, False) if r]
    return out


def drawn(edition: InventedEdition, order: str, form_feeds: bool, spaced: bool = False) -> str:
    """The edition's text with each page's parts in the order they were drawn: "notes first"
    (header, page number, notes, body), "notes after the folio" (header, body, page number,
    notes), "header and notes after the body" (body, header, page number, notes) or "in place"
    (header, body, notes, page number)."""
    pages = []
    for page in edition.pages:
        head = [page.header] if page.header else []
        folio = [page.footer] if page.footer else []
        body, notes = _lines(page.lines, spaced), _lines(page.notes, False)
        pages.append("\n".join({"notes first": head + folio + notes + body,
                                "notes after the folio": head + body + folio + notes,
                                "header and notes after the body": body + head + folio + notes,
                                "in place": head + body + notes + folio}[order]))
    return ("\n\f" if form_feeds else "\n").join(pages) + "\n"


RENDERINGS = {
    "notes drawn first": ("notes first", True, False),
    "notes drawn first, no page breaks": ("notes first", False, False),
    "notes after the folio, no page breaks": ("notes after the folio", False, False),
    # the running title between the body and the notes, not at the page's edge
    "header, page number and notes drawn after the body": ("header and notes after the body",
                                                           True, False),
    "markers set apart": ("in place", True, True),
    "markers set apart, no page breaks": ("in place", False, True),
}


@pytest.mark.slow
# each rendering in one family, the families in turn (a whole import costs seconds)
@pytest.mark.parametrize("family, rendering", [(FAMILIES[k % len(FAMILIES)], r)
                                               for k, r in enumerate(RENDERINGS)])
def test_an_edition_drawn_so_is_read_whole(family, rendering, tmp_path):
    edition = invented(family, SEED[family])
    path = tmp_path / "laws.txt"
    path.write_text(drawn(edition, *RENDERINGS[rendering]), encoding="utf-8")
    report, read, index = imported(tmp_path, path)
    assert report.missing == [] and len(report.aligned) == 828
    assert differences(edition.expected, read, index) == []
    assert not [p for p in report.problems if "footnote" in p["what"] or "glued" in p["what"]]
