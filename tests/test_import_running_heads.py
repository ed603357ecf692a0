"""Page furniture that names more than the page: a page number printed inside the running header
("12  LAWS OF DUPLICATE BRIDGE 2017"), a running head naming the law a page is in ("LAW 6",
"Law 6 – The Shuffle and Deal"), and
the front matter numbered in roman numerals ("vi", "Page vii"). Each is page furniture, never a
unit's text, a law's heading or a definition's words, in every rendering: text with form feeds
and without, `pdftotext -layout` columns, and the PDF. The editions are invented
(tests/english_editions.py)."""
from __future__ import annotations

import copy
import re
from collections.abc import Callable

import pytest
from english_editions import FAMILIES, RENDERINGS, InventedEdition, invented
from test_import_english import SEED, differences, imported

from lawsearch.imports.pages import lines_of, paginate
from lawsearch.lang.en import LAW_TITLES

pytestmark = pytest.mark.slow  # imports whole invented editions

TITLE = "LAWS OF DUPLICATE BRIDGE 2017"


def roman(n: int) -> str:
    """n in lower-case roman numerals."""
    out = ""
    for value, letters in ((100, "c"), (90, "xc"), (50, "l"), (40, "xl"), (10, "x"), (9, "ix"),
                           (5, "v"), (4, "iv"), (1, "i")):
        while n >= value:
            out, n = out + letters, n - value
    return out


def _first_law_page(edition: InventedEdition) -> int:
    return next(k for k, page in enumerate(edition.pages)
                if any((line.anchor or "").startswith("law:") for line in page.lines))


def number_in_header(edition: InventedEdition) -> InventedEdition:
    """The page number printed in the running header at the page's outer edge, beside the
    book's title ("12 TITLE" on even pages, "TITLE 13" on odd ones); no footer."""
    out = copy.deepcopy(edition)
    for page in out.pages:
        if page.footer is None:
            continue
        n = re.search(r"\d+", page.footer).group(0)
        page.header = f"{n} {TITLE}" if page.number % 2 == 0 else f"{TITLE} {n}"
        page.footer = None
    return out


def law_in_header(edition: InventedEdition,
                  name: Callable[[str], str] = lambda n: f"LAW {n}") -> InventedEdition:
    """A running head naming the law the page is in (`name`: "LAW 6"): the first law beginning
    on the page where the page begins with one, else the law the page goes on with; the front
    matter without a running head."""
    out = copy.deepcopy(edition)
    for page in out.pages[:_first_law_page(out)]:
        page.header = None
    current = None
    for page in out.pages[_first_law_page(out):]:
        laws = [line.anchor[4:] for line in page.lines
                if (line.anchor or "").startswith("law:")]
        begins = bool(page.lines) and (page.lines[0].anchor or "").startswith("law:")
        shown = laws[0] if laws and (begins or current is None) else current
        if shown is not None and page.header is not None:
            page.header = name(shown)
        current = laws[-1] if laws else current
    return out


def roman_front(edition: InventedEdition) -> InventedEdition:
    """The front matter numbered i, ii, iii … in the footer's own style ("vi", "Page vi"),
    the body from 1."""
    out = copy.deepcopy(edition)
    first = _first_law_page(out)
    for k, page in enumerate(out.pages):
        if page.footer is not None:
            n = roman(k + 1) if k < first else str(k - first + 1)
            page.footer = re.sub(r"\d+", n, page.footer, count=1)
    return out


VARIANTS: dict[str, Callable[[InventedEdition], InventedEdition]] = {
    "page number in the header": number_in_header,
    "law in the header": law_in_header,
    # the law and its title, in capitals as the heading is, or as a title (the heading's own
    # words in other letters: "Law 6 – The Shuffle and Deal" over "LAW 6 - THE SHUFFLE …")
    "law and title in the header": lambda e: law_in_header(
        e, lambda n: f"LAW {n} {LAW_TITLES[int(n)].upper()}"),
    "law and title as a title in the header": lambda e: law_in_header(
        e, lambda n: f"Law {n} – {LAW_TITLES[int(n)]}"),
    "roman front matter": roman_front,
}
# With page breaks (form feeds, a PDF's pages) a header with its page number was already read as
# the same line at every page's top; it is without them that the number tells the pages apart.
PAGED_ALREADY = {"page number in the header"}
# Each variant in half of the renderings it may meet, each in one family, in turn, so that every
# rendering and family meets the variants (a whole import costs seconds); the PDF twice.
_MEETS = {v: [r for r in RENDERINGS
              if v not in PAGED_ALREADY or RENDERINGS[r].get("form_feeds") is False]
          for v in VARIANTS}
TEXT_CASES = [(v, r, FAMILIES[k % len(FAMILIES)]) for k, (v, r) in enumerate(
    (v, r) for i, v in enumerate(VARIANTS) for r in _MEETS[v][i % 2::2])]
PDF_CASES = [("law and title as a title in the header", FAMILIES[-1]),
             ("roman front matter", FAMILIES[0])]


def edition_of(family: str) -> InventedEdition:
    return invented(family, SEED[family])


def _check(edition: InventedEdition, tmp_path, path) -> None:
    report, read, index = imported(tmp_path, path)
    assert report.laws == 93 and len(report.aligned) == 828
    assert report.missing == [] and report.unmatched == [] and report.suspicious == []
    assert differences(edition.expected, read, index) == []
    assert report.definitions == len(edition.expected.definitions)
    assert report.verdict.startswith("read whole")


@pytest.mark.parametrize("variant, rendering, family", TEXT_CASES)
def test_running_heads_and_folios_are_furniture_in_text(variant, rendering, family, tmp_path):
    varied = VARIANTS[variant](edition_of(family))
    path = tmp_path / "laws.txt"
    path.write_text(varied.text(**RENDERINGS[rendering]), encoding="utf-8")
    _check(varied, tmp_path, path)


@pytest.mark.parametrize("variant, family", PDF_CASES)
def test_running_heads_and_folios_are_furniture_in_a_pdf(variant, family, tmp_path):
    varied = VARIANTS[variant](edition_of(family))
    path = tmp_path / "laws.pdf"
    path.write_bytes(varied.pdf())
    _check(varied, tmp_path, path)


def _front_matter(folio: Callable[[int], str]) -> list[str]:
    """Five invented front pages, each ending in its folio (`folio(n)`), with items marked
    "(i)" and "(v)", and a lone "x" and "v" (a table's cells) at a page's top and foot."""
    pages = []
    for n in range(1, 6):
        body = ["x" if n == 2 else "Invented words open the page.",
                "(i) an invented item", "(v) another invented item",
                "v" if n == 3 else "Invented words close the page."]
        pages.append("\n".join(body + ["", folio(n)]))
    return pages


@pytest.mark.parametrize("form_feeds", [True, False])
@pytest.mark.parametrize("folio", [roman, lambda n: f"Page {roman(n)}"])
def test_roman_folios_in_a_run_are_furniture_items_and_words_are_not(folio, form_feeds):
    text = ("\f" if form_feeds else "\n").join(_front_matter(folio))
    kept = [line.text for page in paginate(lines_of(text)) for line in page if line.text]
    assert [t for t in kept if t in ("x", "v")] == ["x", "v"]
    assert kept.count("(i) an invented item") == kept.count("(v) another invented item") == 5
    assert not {folio(n) for n in range(1, 5)} & set(kept)  # v, the fifth, is counted above


# A running title drawn after the body, then the page's number, then the notes (a content-order
# extraction): not at the page's edge where the page has notes, but beside its page's number.
_FOOTS = {
    "a labelled folio": lambda n: f"Page {n}",
    "a bare folio": str,
    "a label the extractor turned round": lambda n: f"{n} | Page",
}


_NOUNS = ("tray", "lantern", "wallet", "ledger", "board", "slip", "guide", "table", "card",
          "score")


def _drawn_after_the_body(folio: Callable[[int], str], notes_on: set[int]) -> str:
    pages = []
    for n in range(1, 11):
        noun = _NOUNS[n - 1]  # each page's own words (a line on every page is furniture)
        body = [f"Invented words open the page of the {noun}.",
                f"The caddie keeps the {noun} in view.",
                *(f"{verb.capitalize()} the {noun} at once, the scorer {verb}s it again."
                  for verb in ("check", "mark", "show", "count")),
                f"The {noun} closes the page."]
        notes = [f"{n} An invented note on the {noun}, which runs over",  # three lines: the
                 "two lines.", f"{n + 20} Another invented note on the {noun}."] \
            if n in notes_on else []  # title is further from the page's foot than an edge
        pages.append("\n".join(body + ["Laws of Invented Bridge 2031", folio(n)] + notes))
    return "\f".join(pages)


@pytest.mark.parametrize("folio", _FOOTS)
def test_a_running_title_beside_its_pages_number_is_furniture_wherever_it_is_drawn(folio):
    text = _drawn_after_the_body(_FOOTS[folio], notes_on={2, 3, 5, 7, 8})
    kept = [line.text for page in paginate(lines_of(text)) for line in page if line.text]
    assert "Laws of Invented Bridge 2031" not in kept
    assert not {_FOOTS[folio](n) for n in range(1, 11)} & set(kept)
    assert sum(t.startswith("Invented words open the page") for t in kept) == 10
    assert sum("nvented note on the" in t for t in kept) == 10  # the notes stay


def test_a_line_equal_to_the_running_title_in_the_body_stays():
    text = _drawn_after_the_body(str, notes_on={2, 3})
    text = text.replace("Show the lantern at once, the scorer shows it again.",  # mid-page
                        "Show the lantern at once, the scorer shows it again.\n"
                        "Laws of Invented Bridge 2031", 1)
    kept = [line.text for page in paginate(lines_of(text)) for line in page if line.text]
    assert kept.count("Laws of Invented Bridge 2031") == 1  # not beside a page's number


@pytest.mark.parametrize("stamp", [lambda n: f"3/{n}/17 {n}:{n:02d} PM",
                                   lambda n: f"2017-03-{n:02d} {n + 8}:{n:02d}:{n + 30}",
                                   lambda n: f"{n + 8}:{n + 40}"],
                         ids=["month, day, year", "ISO", "a time alone"])
@pytest.mark.parametrize("feed", ["\f", "\n"], ids=["form feeds", "none"])
def test_a_printers_slug_is_furniture(stamp, feed):
    """A PDF made for the printer: below each page's folio, the slug with the file's name and
    the page, and the date and time it was made (the time apart, as `pdftotext` reads it
    without `-layout`): every page's, never the text's."""
    pages = []
    for n in range(1, 11):
        noun = _NOUNS[n - 1]
        pages.append("\n".join([
            f"Invented words open the page of the {noun}.",
            f"The caddie keeps the {noun} in view from 3/{n}/17 at {n}:30 PM.",
            f"The {noun} closes the page.", "", str(n), f"Laws2017_print.indd {n}", "",
            stamp(n), ""]))
    kept = [line.text for page in paginate(lines_of(feed.join(pages))) for line in page
            if line.text]
    assert kept == [text for n in range(1, 11) for text in (
        f"Invented words open the page of the {_NOUNS[n - 1]}.",
        f"The caddie keeps the {_NOUNS[n - 1]} in view from 3/{n}/17 at {n}:30 PM.",
        f"The {_NOUNS[n - 1]} closes the page.")]
