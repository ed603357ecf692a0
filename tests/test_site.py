"""The website as built: every page, its aligned rows, links and margins, the search data, the
link checker, and a failed build leaving the previous site as it was."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from lxml import html

from lawsearch import paths
from lawsearch.errors import LawsearchError
from lawsearch.site.anchors import anchor, href
from lawsearch.site.links import check_site
from lawsearch.site.searchdata import IMPACT_BUCKETS, impact_bucket, read_data, read_part

WORDS, IMPACTS = "LAWSEARCH_WORDS", "LAWSEARCH_IMPACTS"  # a part of impacts/ sets both


def page(site, name):
    return html.parse(str(site / name)).getroot()


def test_every_law_and_every_other_page_is_built(site):
    assert sorted(int(p.stem) for p in (site / "laws").glob("*.html")) == list(range(1, 94))
    for name in ("index.html", "definitions.html", "glossary.html", "subject-index.html",
                 "elwell-1907.html", "editions.html", "quality.html", "search.html"):
        assert (site / name).is_file(), name


def test_every_page_describes_itself_for_a_search_engine(site):
    """A description in the page's head (what a search engine shows under the page's title)."""
    pages = sorted(site.rglob("*.html"))
    assert len(pages) > 95
    for page in pages:
        described = html.fromstring(page.read_bytes()).xpath("//head/meta[@name='description']")
        assert len(described) == 1 and "Turkish, Danish and Hebrew" in \
            described[0].get("content"), page


def test_no_broken_link_or_anchor_and_nothing_from_another_host(site):
    report = check_site(site)
    assert report.pages >= 100 and report.links > 10000
    assert report.problems == []


def test_a_law_page_aligns_its_units_row_by_row(site):
    root = page(site, "laws/27.html")
    assert root.find(".//title").text.startswith("Law 27 – Insufficient Bid")
    row = root.get_element_by_id("27B1a")
    assert row.get("data-id") == "27B1(a)"
    cells = {td.get("data-lang"): td for td in row.findall("td") if td.get("data-lang")}
    assert set(cells) == {"tr", "da", "he"}
    assert cells["he"].get("dir") == "rtl" and cells["tr"].get("dir") == "ltr"
    assert "Yetersiz deklare, geri alınan konuşma" in cells["tr"].text_content()
    assert "Hvis det utilstrækkelige bud rettes til det laveste" in cells["da"].text_content()
    assert "ההכרזה הבלתי-מספקת מוחלפת" in cells["he"].text_content()
    # the rows follow the document order of the law
    ids = [tr.get("data-id") for tr in root.iter("tr") if tr.get("data-id")]
    assert ids[:4] == ["27", "27A", "27A1", "27A2"]


def test_cross_references_are_links_with_their_target_named(site):
    row = page(site, "laws/27.html").get_element_by_id("27B1a")
    da = [td for td in row.findall("td") if td.get("data-lang") == "da"][0]
    links = {a.text: a.get("href") for a in da.iter("a") if "ref" in (a.get("class") or "")}
    assert links["26B"] == "26.html#26B"
    assert links["16C"] == "16.html#16C"
    assert links["27D"] == "#27D"  # on the same page
    previews = json.loads(page(site, "laws/27.html").get_element_by_id("previews").text)
    assert previews["26B"]["da"].startswith("B.")


def test_notes_sit_in_the_margin_of_their_row_marked_with_kind_and_source(site):
    root = page(site, "laws/27.html")
    notes = root.get_element_by_id("27").find_class("note")
    assert any("commentary" in n.get("class") and "YETERSİZ DEKLAREDEN" in n.text_content()
               for n in notes)
    assert all(n.find_class("kind") and n.find_class("source") for n in notes)
    # a footnote marker in the text links to its note in the margin of the same row
    for p in (site / "laws").glob("*.html"):
        root = page(site, f"laws/{p.name}")
        for sup in root.find_class("fn"):
            for a in sup.iter("a"):
                note = root.get_element_by_id(a.get("href")[1:])
                assert note.tag == "aside"
                row = sup.getparent()
                while row.tag != "tr":
                    row = row.getparent()
                assert note in row.iter("aside"), (p.name, a.get("href"))


def test_israeli_regulations_and_1907_rules_in_the_margin(site):
    kinds = set()
    for p in (site / "laws").glob("*.html"):
        kinds |= {c for n in page(site, f"laws/{p.name}").find_class("note")
                  for c in n.get("class").split()}
    assert {"national-regulation", "commentary", "historical", "footnote"} <= kinds


def test_reference_pages(site):
    definitions = page(site, "definitions.html")
    assert definitions.get_element_by_id("def-odd-trick") is not None
    glossary = page(site, "glossary.html").text_content()
    assert "Yetersiz Deklare" in glossary or "YETERSİZ DEKLARE" in glossary
    book = page(site, "elwell-1907.html")
    assert any(a.get("href", "").startswith("laws/") for a in book.iter("a"))
    editions = page(site, "editions.html").text_content()
    assert "2068465dfd99dcc114f6141354d71cd0e63683cf05c5f6e938e2b913554d2b1c" in editions
    quality = page(site, "quality.html").text_content()
    assert "Where the editions disagree" in quality and "23C" in quality


def _part(path: Path, glob: str = ""):
    """The data a part of the search's data sets (`…[key] = {…};`); of a part that sets several
    globals, the one of `glob`."""
    text = path.read_text(encoding="utf-8")
    return read_part(text, glob) if glob else read_data(text)


def test_the_situations_data_is_read_beside_the_terms_lists(site):
    folder = site / "assets" / "search"
    index = read_data((folder / "index.js").read_text(encoding="utf-8"))
    told = index["situations"]
    assert set(told["langs"]) == {"tr", "da", "he", "en"}
    concepts = told["concepts"]
    # a trigger beside the lists of the words of its rarest position: its concept, its
    # positions, each the readings of a word
    lists = _part(folder / "impacts" / f"{impact_bucket('kulørsvigt', 'da')}.js", IMPACTS)
    line = lists[told["triggers_field"] + "da"]["kulørsvigt"][0].split(" ")
    assert int(line[0]) < len(concepts) and "kulørsvigt" in line[1:]
    # the concepts of the lines that have a pair, under its first word
    pairs = lists[told["pairs_field"] + "da"]["kulørsvigt"]
    assert all(int(c) < len(concepts) for lines in pairs.values() for c in lines)
    # a word's counts in the laws' models, law by law, as the store keeps them; a pair's in the
    # whole pair's part
    model = lists[told["model_field"] + "da"]["kulørsvigt"]
    assert model and all(isinstance(law, int) for law in model[::2]) and 61 in model[::2]
    # nothing of a whole language's thesaurus is a part of its own: a query reads its words'
    assert not (folder / "situations").exists()


def test_search_data_comes_in_parts_and_holds_every_language(site):
    from lawsearch.lang.analysis import looked_up
    from lawsearch.site.wordparts import word_part

    folder = site / "assets" / "search"
    data = (folder / "index.js").read_text(encoding="utf-8")
    # what every word search reads first is small: the rest comes in parts, as a query reads them
    assert len(data.encode("utf-8")) < 256 * 1024
    index = read_data(data)
    assert index["parts"]["spelling"] == ["da", "en", "he", "tr"]
    assert "analysis" not in index and "laws" not in index and "impacts" not in index
    # a word in the part of its first letters, in its language, with its analysis (0: itself)
    # (in the part of the lists of the terms that begin as it does, one file for both)
    words = _part(folder / "impacts" / f"{word_part('tr', 'yetersiz')}.js", WORDS)["tr"]["words"]
    assert words[words.index("yetersiz") + 1] == 0
    # a Turkish word typed without its accents, with the word it stands for and its analysis
    typed = looked_up("tr", "dogru")
    unaccented = _part(folder / "impacts" / f"{word_part('tr', typed)}.js", WORDS)["tr"]["unaccented"]
    assert unaccented[unaccented.index(typed) + 1] == "doğru"
    # the lists in parts by term, each term in the part search.js computes for it, a pair of
    # words in its first word's
    lists = _part(folder / "impacts" / f"{impact_bucket('yetersiz', 'tr')}.js", IMPACTS)
    assert "yetersiz" in lists["title_tr"] and "yetersiz" in lists[index["law_field"] + "tr"]
    assert "yetersiz" in lists[index["forms_field"] + "tr"]["yetersiz"].split(" ")
    assert any(pair.startswith("yetersiz ") for pair in lists["pairs_text_tr"])
    assert impact_bucket("yetersiz deklare", "tr") == impact_bucket("yetersiz", "tr")
    # a term's lists are in the part of its first letters, as its language folds them (where a
    # typed word's are looked for first)
    assert impact_bucket("yetersiz", "tr") == impact_bucket("yeter", "tr") != IMPACT_BUCKETS
    assert (folder / "units" / "wbf-2017-27.js").is_file()


@pytest.mark.parametrize("cid, here, expected", [
    ("27B1(a)", "laws/27.html", "#27B1a"),
    ("26B", "laws/27.html", "26.html#26B"),
    ("27", "glossary.html", "laws/27.html"),
    ("30B1(b)(ii)", "quality.html", "laws/30.html#30B1bii"),
    ("def:odd-trick", "laws/1.html", "../definitions.html#def-odd-trick"),
    ("elwell-1907:scoring:3", "laws/77.html", "../elwell-1907.html#scoring-3"),
])
def test_links_between_pages(cid, here, expected):
    assert href(cid, here) == expected


def test_anchors_are_unique_on_every_law_page(site, corpus):
    seen: dict[str, str] = {}
    for cid in corpus.ids:
        if cid.startswith("def:"):
            continue
        key = (re.match(r"\d+", cid).group(), anchor(cid))
        assert key not in seen, (cid, seen.get(key))
        seen[key] = cid


def test_link_checker_finds_a_broken_anchor_and_an_outside_script(site, tmp_path):
    copy = shutil.copytree(site, tmp_path / "copy")
    law = copy / "laws" / "27.html"
    text = law.read_text(encoding="utf-8")
    text = text.replace('href="26.html#26B"', 'href="26.html#26Z"', 1)
    text = text.replace("</body>", '<script src="https://cdn.example.org/x.js"></script></body>')
    law.write_text(text, encoding="utf-8")
    problems = check_site(copy).problems
    assert any(p.target == "26.html#26Z" and "no anchor" in p.why for p in problems)
    assert any("another host" in p.why for p in problems)
    assert all(p.page == "laws/27.html" and p.line > 0 for p in problems)


def test_a_failed_build_leaves_the_site_as_it_was(site, tmp_path):
    from lawsearch.site.build import build_site

    out = shutil.copytree(site, tmp_path / "site")
    before = sorted(p.relative_to(out).as_posix() for p in out.rglob("*"))
    with pytest.raises(LawsearchError, match="no corpus here"):
        build_site(tmp_path / "empty-corpus", out)
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == before


def test_every_reference_on_a_law_page_has_its_preview(site):
    for p in (site / "laws").glob("*.html"):
        root = page(site, f"laws/{p.name}")
        previews = json.loads(root.get_element_by_id("previews").text)
        for a in root.find_class("ref"):
            assert a.get("data-target") in previews, (p.name, a.get("data-target"))


def test_the_situations_page_shows_each_situations_first_phrasings_and_its_laws(site):
    from lawsearch import situations
    from lawsearch.site.build import PHRASINGS

    html = page(site, "situations.html")
    for s in situations.load()[:40]:
        row = html.get_element_by_id(f"he-{s.id}")
        said = row[0].text_content().split(" · ")
        assert said == s.triggers["he"][:PHRASINGS]
        assert [a.get("href") for a in row[1].findall(".//a")][:len(s.laws)] == [
            f"laws/{law}.html" for law in s.laws]


def test_a_citation_the_other_editions_do_not_make_is_marked_beside_its_link(site):
    """Where the editions cite different units (a conflict on the Quality page), the citation
    no other edition makes is marked, linked to that row: the Hebrew 79A1 of 72B2 where the
    Turkish and Danish cite 79A2, both sides of 23C's 30B1(b)(ii) and 30B1(b)(i)."""
    def cell(law: int, unit: str, lang: str):
        return page(site, f"laws/{law}.html").get_element_by_id(unit).find(
            f'td[@data-lang="{lang}"]')

    def marked(td) -> list[str]:
        return [a.get("data-target") for a in td.iter("a") if a.get("data-target")
                and (a.getnext() is not None and a.getnext().get("class") == "erratum")]

    assert marked(cell(72, "72B2", "he")) == ["79A1"]
    assert marked(cell(72, "72B2", "tr")) == marked(cell(72, "72B2", "da")) == []
    mark = cell(72, "72B2", "he").find('.//a[@class="erratum"]')
    assert mark.get("href") == "../quality.html#cites-72B2"
    assert page(site, "quality.html").get_element_by_id("cites-72B2") is not None
    assert "30B1(b)(ii)" in marked(cell(23, "23C", "tr"))
    assert "30B1(b)(i)" in marked(cell(23, "23C", "da"))
    assert marked(cell(27, "27B1a", "he")) == []


def test_every_page_asks_for_one_stylesheet_with_its_print_rules(site):
    """One stylesheet a page (the theme's three in one, styles.py), the paper's rules in it for
    print alone: a page on a weak signal waits for one request before it is drawn, not three."""
    from lawsearch.site.styles import PRINT, SCREEN

    for page in ("index.html", "laws/27.html", "search.html", "glossary.html"):
        text = (site / page).read_text(encoding="utf-8")
        assert len(re.findall(r'<link rel="stylesheet"', text)) == 1, page
    sheet = (site / "assets" / "lawsearch.css").read_text(encoding="utf-8")
    printed = (paths.THEME / "theme" / "assets" / PRINT).read_text(encoding="utf-8").strip()
    assert "@media print {\n" + printed + "\n}" in sheet
    for name in SCREEN:
        assert (paths.THEME / "theme" / "assets" / name).read_text(encoding="utf-8").strip() in sheet
    assert not (site / "assets" / PRINT).exists() and not (site / "assets" / "reference.css").exists()
