"""The reference pages: the subject index nested as printed, every entry linked or saying why it
links nowhere, no entry twice; the glossary and definitions saying once which edition has no
definitions; a regulation headed by its unit, not by the scrambled reference."""
from __future__ import annotations

import re
from html import unescape

import pytest
from lxml import html

from lawsearch import paths
from lawsearch.annotations import load_index
from lawsearch.model import IndexEntry
from lawsearch.site import reference
from lawsearch.site.subject_index import heads, order_key, tree, walk


def plain(markup: str) -> str:
    """The text of some HTML."""
    return unescape(re.sub(r"<[^>]+>", "", markup))


def page(site, name: str):
    return html.fromstring((site / name).read_bytes())


def own(li) -> dict:
    """What one entry of the page shows: its term, links and reasons (not its sub-entries')."""
    return {"term": li.find("span[@class='term']").text_content(),
            "links": [(a.get("href"), a.text_content()) for a in li.xpath("span[@class='refs']/a")],
            "reasons": [s.text_content() for s in li.xpath("span[@class='unresolved']")],
            "subs": li.xpath("ul/li")}


@pytest.fixture(scope="module")
def index(corpus):
    (he,) = reference.subject_index(corpus)
    return he


def test_every_entry_is_linked_or_says_why_not(site):
    doc = page(site, "subject-index.html")
    entries = doc.xpath("//ul[@class='index']//li")
    assert len(entries) >= 780
    linked = reasoned = headings = 0
    for li in entries:
        e = own(li)
        assert e["links"] or e["reasons"] or e["subs"], e["term"]
        if not e["links"] and not e["reasons"]:
            assert "heading" in li.get("class", "")  # a heading over the sub-entries it has
            headings += 1
        linked += bool(e["links"])
        reasoned += not e["links"] and bool(e["reasons"])
    summary = doc.xpath("//p[@class='index-summary']")[0].text_content()
    assert f"{linked} entries link" in summary and f"{headings} are headings" in summary
    assert f"{reasoned} link nowhere and say why" in summary
    assert linked >= 740 and reasoned <= 30  # was: 105 of 786 without a link


def test_what_the_index_printed_as_definitions_links_to_the_definition(site, index):
    by_term: dict = {}
    for i in walk(index["entries"]):
        by_term.setdefault(i.term, i)
    assert by_term["דאבל"].links == [("definitions.html#def-double", "definition")]
    assert by_term["התרעה"].links == [("definitions.html#def-alert", "definition")]
    # a sub-entry named by its head and its own word ("קלף" › "חשוף": the visible card)
    assert ("definitions.html#def-visible-card", "definition") in by_term["חשוף"].links
    # no definition of that name: the definitions page, which the printed reference names
    assert ("definitions.html", "the definitions") in by_term["הובלה"].links
    assert all("הגדרות" not in plain(r) for i in walk(index["entries"]) for r in i.reasons)


def test_a_see_entry_links_to_the_entry_it_sends_the_reader_to(index):
    items = list(walk(index["entries"]))
    by_anchor = {i.anchor: i for i in items}
    sees = [i for i in items if "ראו" in i.term]
    assert len(sees) >= 25
    for item in sees:
        target = re.split(r"ראו\s+(?:גם\s+)?", item.term)[-1].strip()
        if item.links:
            (href, label), = item.links
            assert label == target and order_key(by_anchor[href[1:]].term) == order_key(target)
        else:
            assert [plain(r) for r in item.reasons] == [
                f"“{target}”: no entry of that name in this index"]
            assert order_key(target) not in {order_key(i.term) for i in items}


def test_a_reference_that_names_nothing_says_what_it_was_read_as(index, corpus):
    reasons = {plain(r) for i in walk(index["entries"]) for r in i.reasons}
    assert "27א4: read as 27A4 — no 27A4; 27A has 27A1, 27A2" in reasons
    assert "ג77: read as 77C — no 77C; law 77 has no parts" in reasons
    assert "ג116: no unit of the Laws can be read from it" in reasons
    for reason in reasons:  # every reading a reason names is truly not a unit
        for cid in re.findall(r"read as (\S+) —|or as (\S+) —", reason):
            assert not set(cid) & set(corpus.ids), reason


def test_sub_entries_stay_under_their_head_entry(index):
    tops = {i.term: i for i in index["entries"]}
    double = [s.term for s in tops["דאבל"].subs]
    assert double == ["בלתי קביל", "בציון שגוי של החוזה", "הדרך הנכונה", "העלאת הכרזה", "חוקי",
                      "רישום תוצאה", "שלא בתור", "שלא בתור, קריאה שקולה"]
    director = {s.term: s.links for s in tops["מארגן התחרות"].subs}
    assert director["מינוי מנהל תחרות"] == [("laws/80.html#80B2a", "80B2(a)")]
    bid = [s.term for s in tops["הכרזה"].subs]
    assert bid[:3] == ["ראו גם קריאה", "אופן תקין", "אופנים שונים"]
    assert "הכרזה בלתי מספקת" in bid  # "Bid: insufficient", under Bid…
    assert "החלפה בטרם עת" in [s.term for s in tops["הכרזה בלתי מספקת"].subs]  # …and a head
    # heads run in alphabetical order, as printed
    keys = [order_key(i.term) for i in index["entries"]]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert 150 <= len(index["entries"]) <= 200


def test_the_page_nests_the_sub_entries(site):
    doc = page(site, "subject-index.html")
    (double,) = [li for li in doc.xpath("//ul[@class='index']/li")
                 if own(li)["term"] == "דאבל"]
    assert [own(li)["term"] for li in double.xpath("ul/li")][:2] == ["בלתי קביל",
                                                                     "בציון שגוי של החוזה"]
    assert doc.xpath("//ul[@class='index']")[0].get("dir") == "rtl"


def test_no_entry_twice_under_the_same_head(index, corpus):
    def same(item):
        return item.term, tuple(item.links), tuple(item.reasons)

    for parent in [{"subs": index["entries"]}] + [{"subs": i.subs} for i in walk(index["entries"])]:
        shown = [same(s) for s in parent["subs"] if not s.subs]
        assert len(shown) == len(set(shown))
    printed = load_index(paths.AKN)
    assert index["count"] == len(list(walk(index["entries"]))) == len(printed) - 1  # "השעיה" ×2


def test_heads_are_found_again_from_the_alphabet():
    def entry(term, refs=(), unresolved=()):
        return IndexEntry(term, list(refs), "he", 0, list(unresolved))

    entries = [entry("אדיבות", ["74A1"]), entry("בטרם עת", ["57"]),
               entry("הובלה או משחק", ["57"]), entry("תיקון חריגה", ["9"]),
               entry("דאבל", unresolved=["הגדרות"]), entry("ראו גם רי-דאבל"),
               entry("בלתי קביל", ["36"]), entry("שלא בתור", ["32"]),
               entry("דומם", unresolved=["הגדרות"]), entry("גישה", ["42"])]
    assert sorted(heads(entries)) == [0, 1, 4, 8]
    items = tree(entries, {"74A1", "57", "9", "36", "32", "42"}, {})
    assert [(i.term, [s.term for s in i.subs]) for i in items] == [
        ("אדיבות", []), ("בטרם עת", ["הובלה או משחק", "תיקון חריגה"]),
        ("דאבל", ["ראו גם רי-דאבל", "בלתי קביל", "שלא בתור"]), ("דומם", ["גישה"])]
    see = items[2].subs[0]
    assert see.reasons == ["“<bdi>רי-דאבל</bdi>”: no entry of that name in this index"]


def test_the_glossary_says_once_that_the_danish_edition_has_no_definitions(site):
    """The Danish edition defines nothing: a defined term's row gives the word its text uses
    where the reviewed `corpus/terms-da.json` names one ("den blinde" for Dummy), and is empty
    (silent) where it does not."""
    from lawsearch.glossary import load_named

    named = load_named(paths.CORPUS / "terms-da.json")
    doc = page(site, "glossary.html")
    text = doc.xpath("//section[@class='glossary']/p")[0].text_content()
    assert "The Danish edition has no definitions" in text
    head = doc.xpath("//thead//th[@data-lang='da']")[0].text_content()
    assert "no definitions" in head
    rows = doc.xpath("//tbody/tr[starts-with(@id, 'def-')]")
    assert len(rows) >= 60
    for tr in rows:
        (da,) = tr.xpath("td[@data-lang='da']")
        key = tr.get("id")[len("def-"):].replace("tr-", "tr:", 1)
        if key in named:
            assert da.get("class") == "lang" and da.text_content() == named[key], key
        else:
            assert da.get("class") == "lang silent" and da.text_content() == ""
        assert tr.xpath("td[@data-lang='he']")[0].text_content() or \
            tr.xpath("td[@data-lang='tr']")[0].text_content()
    (dummy,) = doc.xpath("//tbody/tr[@id='def-dummy']")
    assert dummy.xpath("td[@data-lang='da']")[0].text_content() == "den blinde"
    # the Danish titles of the laws are there
    (law27,) = doc.xpath("//tbody/tr[@id='law-27']")
    assert law27.xpath("td[@data-lang='da']")[0].text_content() == "Utilstrækkeligt bud"


def test_the_definitions_page_names_the_edition_without_definitions(site, corpus):
    doc = page(site, "definitions.html")
    assert reference.without_definitions(corpus) == ["da"]
    assert "The Danish edition has no definitions section." in doc.text_content()
    assert not doc.xpath("//thead//th[@data-lang='da']")


def test_a_regulation_is_headed_by_its_unit_not_the_scrambled_reference(site, corpus):
    from lawsearch.lang.he.citations import render

    regulations = [a for a in corpus.annotations if a.kind == "national-regulation"]
    assert len(regulations) == 27
    for a in regulations:
        if a.link["printed"].startswith("חוק") and "הערה" not in a.link["printed"]:
            assert a.title == render(a.targets[0]), a.link["printed"]
    law7 = (site / "laws" / "7.html").read_text(encoding="utf-8")
    assert 'class="title" lang="he">חוק 7ב2</span>' in law7
    assert "חוק 237" not in law7
    law40 = (site / "laws" / "40.html").read_text(encoding="utf-8")
    assert "חוק 40ב2(א)(ii)" in law40 and "חוק 240א(ii)" not in law40
