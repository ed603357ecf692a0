"""The generator of invented English editions (tests/english_editions.py) checked on its own,
not through any importer: every canonical unit is there, and each family's rendered text has
each feature of the real extractions at least once; the PDF opens and has the same pages."""
from __future__ import annotations

import io
import re

import pytest
from english_editions import FAMILIES, invented

from lawsearch import paths
from lawsearch.corpus import Corpus

SEEDS = (0, 1, 2)
PAGE_NUMBER = r"(?:\d+|\d+ \| Page|Page \d+)"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return Corpus.load(paths.AKN, user=False)


@pytest.fixture(scope="module")
def canonical(corpus) -> list[str]:
    return [i for i in corpus.ids if not i.startswith("def:")]


@pytest.fixture(scope="module", params=[(f, s) for f in FAMILIES for s in SEEDS],
                ids=lambda p: f"{p[0]}-{p[1]}")
def edition(request):
    return invented(*request.param)


def lines(text: str) -> list[str]:
    return text.replace("\f", "").split("\n")


def body(edition) -> str:
    """The plain text from the first law on (the contents repeat the law headings), without
    form feeds (pdftotext puts one before the first line of a page)."""
    text = edition.text(form_feeds=False)
    first = "LAW 1 - THE PACK\n" if edition.family == "wbf" else "LAW 1\nTHE PACK\n"
    return text[text.rindex(first):]


def test_every_canonical_unit_is_expected_with_its_heading_and_text(edition, canonical, corpus):
    units = edition.expected.units
    assert list(units) == canonical
    assert len(units) == 828
    sections = [i for i in canonical if re.fullmatch(r"\d+[A-H]", i)]
    without = {i for i in sections if units[i][0] is None}
    assert without == {"22A", "22B", "35A", "35B", "35C", "35D", "56A", "56B", "71A", "71B"}
    assert units["86B1"][0] and units["86B2"][0] and units["27B1"][0] is None
    assert units["27"][0] == "Insufficient Bid" == edition.expected.titles[27]
    assert units["2"][1] and not units["27B1"][1]  # a part that only opens its items
    with_text = {u.id for e in corpus.editions.values() for u in e.units() if u.intro or u.wrapup}
    assert {i for i, (h, t) in units.items() if t} == with_text
    # no text gives its unit away by starting with the id
    assert not [i for i, (h, t) in units.items() if t.startswith(i)]
    headings = [h for i, (h, t) in units.items() if h and i in sections]
    assert len(headings) == len(set(headings)) == 261


def test_closing_text_and_tables(edition):
    units, tables = edition.expected.units, edition.expected.tables
    for cid in ("20F5(b)", "69B", "71"):
        assert units[cid][1].endswith(".") and "After the last of these" in units[cid][1]
    assert set(tables) == {"2", "77", "78B"}
    assert [len(t) for t in tables["77"]] == [4, 5, 3, 3] and len(tables["2"]) == 1
    for cid, each in tables.items():
        for rows in each:
            assert all(rows) and any(len(row) > 1 for row in rows)
            assert " ".join(c for row in rows for c in row) in units[cid][1]


def test_law_headings_and_contents(edition):
    text = edition.text(form_feeds=False)
    if edition.family == "wbf":
        assert len(re.findall(r"(?m)^LAW 9 - PROCEDURE FOLLOWING AN IRREGULARITY", text)) == 2
        # the contents list every law once more
        assert len(re.findall(r"(?m)^LAW \d+ - ", text)) >= 2 * 93 - 4
    else:
        assert re.search(r"(?m)^LAW 27\nINSUFFICIENT BID$", text)
        contents = text[:text.index("INTRODUCTION")]
        # leaders, or (odd seeds) the body's own style: the page number on a line of its own
        page = r" \.{3,} \d+$" if edition.seed % 2 == 0 else r"\n\d+$"
        assert re.search(r"(?m)^[A-H]\. [A-Z][\w -]+" + page, contents)
        assert re.search(r"(?m)^LAW 27\nINSUFFICIENT BID" + page, contents)
        # headings spelled differently in the contents: a lost hyphen, another case, no "the"
        units = edition.expected.units
        shown = set(re.findall(r"(?m)^[A-H]\. (.+?)" + page, contents))
        headings = {h for i, (h, t) in units.items() if re.fullmatch(r"\d+[A-H]", i) and h}
        odd = shown - headings
        pairs = [(o, h) for o in odd for h in headings]
        assert any("-" in h and o.lower() == h.replace("-", "").lower() for o, h in pairs)
        assert any(o.lower() == h.lower() for o, h in pairs)
        assert any(o == h.replace(" the ", " ", 1) for o, h in pairs)


def test_headings_run_in_own_line_long_and_mid_line(edition):
    units = edition.expected.units
    ls = lines(body(edition))
    starts = [(x, ls[i + 1]) for i, x in enumerate(ls[:-1]) if re.match(r"[A-H]\. ", x)]
    mids = set(re.findall(r"(?m)^.+ these Laws\. ([A-H]\. \S+)", "\n".join(ls)))
    runin = own = long = short = mid = 0
    for cid, (heading, own_text) in units.items():
        m = re.fullmatch(r"\d+([A-H])", cid)
        if not m or not heading:
            continue
        head = f"{m.group(1)}. {heading}"
        first = own_text.split(" ")[0] if own_text else None
        for line, after in starts:
            runin += bool(first) and line.startswith(f"{head} {first} ")
            own += line == head
            wrapped = line != head and head.startswith(line) and f"{line} {after}" == head
            long += wrapped
            short += wrapped and len(line) < 35 and after[:1].isupper()  # "Between Partners"
        mid += f"{m.group(1)}. {heading.split()[0]}" in mids
    assert runin >= 10 and own >= 50 and long >= 3 and short >= 2 and mid >= 2


def test_markers_inside_lines_glued_and_together(edition):
    text = body(edition)
    assert re.search(r"(?m)as follows: (1\.|\(a\)) If ", text)
    assert re.search(r"(?m)\. (2\.|\(b\)) If ", text)
    assert re.search(r"(?m)^\d\.\(a\)", text)  # 3.(a)
    assert re.search(r"(?m)^1\.A player ", text)
    assert re.search(r"(?m)^\([a-z]\)it ", text)
    assert re.search(r"(?m)^\d\. \(a\) ", text)  # 2. (a)
    assert re.search(r"(?m)^\(g\) \(i\.?\) ", text)
    assert re.search(r"(?m)^\(ii?\.\) ", text)


def test_citations_that_wrap_to_the_start_of_a_line(edition):
    ls = lines(body(edition))
    law = [i for i, line in enumerate(ls) if re.match(r"\d+\. Law \d+ applies", line)]
    assert len(law) >= 4 and all(ls[i - 1].endswith("Law") for i in law)
    assert any(ls[i] .startswith("19. Law 36 applies") for i in law)
    above = [i for i, line in enumerate(ls) if re.match(r"\([a-z]\) above,", line)]
    assert above and all(ls[i - 1].endswith("as in") for i in above)


def test_page_furniture(edition):
    text = edition.text()
    assert "\f" in text and "\f" not in edition.text(form_feeds=False)
    assert re.search(r"(?m)^\d+$", text)
    assert re.search(r"(?m)^\d+ \| Page$", text)
    assert re.search(r"(?m)^Page \d+$", text)
    assert re.search(r"(?m)^\f2017 LAWS OF DUPLICATE BRIDGE$", text)
    assert re.search(r"(?m)^\fLaws of Duplicate Bridge 2017$", text)
    assert len(text.split("\f")) == len(edition.pages)
    # a paragraph split by the page break: blank line, page number, header, its next words
    assert re.search(rf"[a-z,]\n\n{PAGE_NUMBER}\n\f[^\n]+\n\n[a-z]", text)
    # table cells alone on lines, and a row of table numbers, at the very foot of a page
    assert re.search(rf"\n(20|30|500|750)\n\n{PAGE_NUMBER}\n\f", text)
    assert re.search(rf"\n20 30 500 750\n\n{PAGE_NUMBER}\n\f", text)


def test_footnotes(edition):
    notes = edition.expected.footnotes
    assert len(notes) == 28 and list(notes)[:2] == ["1", "2"]
    # the ACBL family's odd seeds number their notes again from 1 from Law 40 on
    again = [m for m in notes if m.endswith("-2")]
    assert bool(again) == (edition.family == "acbl" and edition.seed % 2 == 1)
    assert notes["1"][0].startswith("def:") and notes["2"][0] == "13"
    assert any(re.fullmatch(r"\d+[A-H]", host) for m, (host, t) in list(notes.items())[2:]
               if host in edition.expected.units and edition.expected.units[host][0])
    text = edition.text(form_feeds=False)
    assert re.search(r"(?im)^(LAW 13 - )?Incorrect Number of Cards2$", text)
    assert re.search(r"Director3\s", text) and re.search(r"call\.4\s", text)
    foot = [line.text for page in edition.pages for line in page.notes]
    assert any(re.match(r"\d+ [a-z]", f) for f in foot)  # starting in lower case
    assert any(re.match(r"\d+ .*\. \d+ [A-Z]", f) for f in foot)  # two on one line
    assert sum(1 for f in foot if re.fullmatch(r"\d+", f)) >= 4  # numbers on lines of their own
    pages = edition.pages
    before = after = False
    for page in pages:
        for i, line in enumerate(page.notes):
            if re.fullmatch(r"\d+", line.text):
                before |= i + 1 < len(page.notes) and not re.match(r"\d", page.notes[i + 1].text)
                after |= i > 0 and not page.notes[i - 1].text[:1].isdigit()
    assert before and after
    # a marker on page p + 1 whose note is at the foot of page p
    where = {n: page.number for page in pages for line in page.lines for n in line.notes}
    printed: dict[str, list[int]] = {}  # number printed → the pages whose foot prints it
    for page in pages:
        for line in page.notes:
            for label in re.findall(r"(?:^|\. )(\d+)(?= |$)", line.text):
                printed.setdefault(label, []).append(page.number)
    assert sorted(where) == list(range(1, 29))
    assert sum(1 for n in where if where[n] - 1 in printed.get(edition.labels[n], [])) >= 1
    assert sum(1 for n in where if where[n] in printed.get(edition.labels[n], [])) >= 20


def test_definitions(edition):
    defs = edition.expected.definitions
    assert len(defs) == 62
    text = edition.text(form_feeds=False)
    assert re.search(r"(?m)^(DEFINITIONS|Definitions)$", text)
    forms = {"colon": 0, "dash": 0, "line": 0, "run together": 0}
    for key, (term, definition) in defs.items():
        first = definition.split(" ")[0]
        if re.search(rf"(?m)^{re.escape(term)}: {re.escape(first)}", text):
            forms["colon"] += 1
        if re.search(rf"(?m)^{re.escape(term)} – {re.escape(first)}", text):
            forms["dash"] += 1
        if re.search(rf"(?m)^{re.escape(term)}\n{re.escape(first)}", text):
            forms["line"] += 1
        if re.search(rf"\. {re.escape(term)} – {re.escape(first)}", text):
            forms["run together"] += 1  # after the definition before, on its line
    together = forms.pop("run together")
    assert together == 0 if edition.family == "acbl" else together >= 1, together
    assert all(n >= 3 for n in forms.values()), forms
    # (a term at the foot of a page, its text on the next)
    assert sum(forms.values()) + together >= 60
    assert any(len(d.split()) > 25 for t, d in defs.values())  # texts over several lines


def test_index(edition, canonical):
    index = edition.expected.index
    assert len(index) > 100
    assert all(r in canonical for t, refs in index for r in refs)
    assert any(", " in t and t.split(", ")[1][0].islower() for t, r in index)  # sub-entries
    text = edition.text(form_feeds=False)
    tail = text[text.rindex("LAW 93"):]
    heading = re.search(r"(?m)^(INDEX|Index to Duplicate Laws|INDEX TO THE 2017 LAWS)$", tail)
    assert heading
    ls = lines(tail[heading.end():])
    ref = r"\d+[A-H]?\d*(?:\([a-z]+\))*"
    assert any(re.fullmatch(rf"[A-Z][\w ]*, {ref}(, {ref})* [A-Z][\w ]*, {ref}(, {ref})*", x)
               for x in ls)  # two entries on one line
    assert any(x.endswith(",") and re.match(rf"{ref}, ", ls[i + 1]) for i, x in enumerate(ls[:-1]))
    assert any(re.match(rf"[a-z][a-z ]*, {ref}", x) for x in ls)
    assert re.search(rf"(?m)^ {{2,}}[a-z][a-z ]*, {ref}",
                     edition.text(layout=True).split("INDEX")[-1])  # indented in the layout


def test_ligatures_hyphens_and_dashes(edition):
    plain = edition.text()
    assert "EastWest" in plain or "NorthSouth" in plain
    assert "nonoffending" in plain
    assert "\ufb01" in edition.text(ligatures="codepoints")
    lost = edition.text(ligatures="lost")
    for damaged in ("Insu cient", "o ender", "a ect", "nono ending", "o cial", "speci ed"):
        assert damaged in lost, damaged
    assert re.search(r"\bsta\b", lost)
    assert not re.search(r"\b(sta|o|a|e) [A-H]?\d", lost)  # no damage next to a citation
    soft = edition.text(soft_hyphen_dashes=True)
    soft.encode("cp1252")
    assert " \u00ad " in soft and " – " in soft
    with pytest.raises(ValueError):
        edition.text(ligatures="codepoints", soft_hyphen_dashes=True)
    # words broken at a line's end: with a hyphen of their own ("North-" / "South", "so-" /
    # "called") and with one the line break added ("contin-" / "ues")
    assert re.search(r"(?m)\b(?:North|East|so|non)-$\n^(?:South|West|called|offend)", plain)
    assert len(re.findall(r"(?m)[a-z]{4}-$\n^[a-z]{2}", plain)) >= 10


def test_layout_rendering(edition):
    text = edition.text(layout=True)
    assert re.search(r"(?m)^ {4,}\([a-z]\) \S", text)  # items indented
    assert re.search(r"(?m)^ *Undoubled {2,}20 {2,}30$", text)  # table cells apart
    assert re.search(r"(?m)^ {10,}\d+$", text) or re.search(r"(?m)^ {10,}Page \d+$", text)


def test_generation_is_deterministic():
    edition = invented("acbl", 7)
    text = edition.text()
    assert invented("acbl", 7).text() == text
    assert invented("acbl", 8).text() != text
    assert 140 <= len(edition.pages) <= 180


@pytest.mark.parametrize("family", FAMILIES)
def test_the_pdf_opens_with_its_pages_and_its_text(family):
    import pypdf
    from pdfminer.high_level import extract_text

    edition = invented(family, 0)
    data = edition.pdf()
    assert len(pypdf.PdfReader(io.BytesIO(data)).pages) == len(edition.pages)
    page = next(p.number for p in edition.pages for line in p.lines if line.anchor == "law:27")
    text = extract_text(io.BytesIO(data), page_numbers=[page - 1])
    assert "LAW 27" in text
    assert "INSUFFICIENT BID" in text
