"""The website's layout in a real headless Chromium, on a phone (390 × 844, emulated) and on a desk
(1400 × 900), opened from disk: the phone's menu and language switcher, no page wider than a
phone, tables inside their cells, permalinks landing below the sticky bars, the margin only where
there are notes, previews that say where their target sits, a law's sections, and print (the PDF
Chromium makes, read back with pdftotext). Screenshots of Laws 27 and 77 on both go to
build/screenshots/."""
from __future__ import annotations

import base64
import contextlib
import json
import re
import subprocess

import pytest
from lxml import html
from selenium.webdriver.common.keys import Keys
from test_browser import SEARCHED, SHOTS, errors, outside_requests, start_browser, url, wait_for

from lawsearch.corpus import blocks_text, own_text
from lawsearch.model import Table
from lawsearch.site import pages
from lawsearch.site.html import blocks

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}
DESK = {"width": 1400, "height": 900, "deviceScaleFactor": 1, "mobile": False}
SIZES = {"phone": PHONE, "desk": DESK}
A4 = (8.27, 11.69)  # inches
LETTER = (8.5, 11.0)


@pytest.fixture(scope="module")
def browser():
    d = start_browser(1400, 900)
    yield d
    d.quit()


@pytest.fixture
def on(browser):
    """`on("phone")` or `on("desk")`: the browser at that size (and a clean storage) until the
    test ends."""
    def size(name: str):
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", SIZES[name])
        return browser

    yield size
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.execute_script("localStorage.clear()")


@pytest.fixture(scope="module")
def law_pages(corpus) -> dict[int, pages.LawPage]:
    return {p.number: p for p in pages.law_pages(corpus)}


def every_page(site) -> list[str]:
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))


def rect(browser, selector: str) -> dict:
    return browser.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width}",
        selector)


def bars_bottom(browser) -> float:
    """The bottom of the sticky bars over a law's rows: the top bar, and the table's header on a
    desk or the language switcher on a phone (whichever is shown)."""
    return browser.execute_script("""
        return Math.max(...['header.top', 'table.aligned > thead > tr > th', '.lang-switch']
            .map(s => document.querySelector(s))
            .filter(el => el && getComputedStyle(el).display !== 'none')
            .map(el => el.getBoundingClientRect().bottom));""")


def squash(text: str) -> str:
    """Text without any whitespace: a PDF's lines break words wherever the column ends."""
    return re.sub(r"\s+", "", text)


def print_pdf(browser, paper: tuple[float, float]) -> tuple[list[str], bytes]:
    """The page printed by Chromium on `paper` (inches): the text of each PDF page, the PDF."""
    pdf = browser.execute_cdp_cmd("Page.printToPDF", {"printBackground": False,
                                                      "paperWidth": paper[0],
                                                      "paperHeight": paper[1]})
    data = base64.b64decode(pdf["data"])
    text = subprocess.run(["pdftotext", "-", "-"], input=data, capture_output=True,
                          check=True).stdout.decode("utf-8")
    return text.split("\f")[:-1], data  # each page's text ends with a form feed


# --------------------------------------------------------------------------- a phone

def test_the_menu_is_one_tap_away_on_every_kind_of_page(on, site):
    browser = on("phone")
    for page in ("index.html", "laws/27.html", "laws/77.html#77", "glossary.html",
                 "subject-index.html", "search.html"):
        browser.get(url(site, page))
        assert browser.execute_script("return innerWidth") == 390
        browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
        button = browser.find_element("css selector", "button.menu")
        box = rect(browser, "button.menu")
        assert 0 <= box["top"] and box["bottom"] <= 844, (page, box)  # the bar stays on screen
        assert button.get_attribute("aria-expanded") == "false"
        assert not browser.find_element("id", "site-nav").is_displayed()
        button.click()
        assert button.get_attribute("aria-expanded") == "true"
        for name in ("Home", "Definitions", "Glossary", "Subject index", "The 1907 laws",
                     "Editions", "Quality", "Search", "27 Insufficient Bid"):
            assert browser.find_element("link text", name).is_displayed(), (page, name)
        glossary = rect(browser, '#site-nav a[href$="glossary.html"]')
        assert glossary["bottom"] <= 844, page  # no scrolling to reach the other pages
        # Escape closes it, the focus back on the button
        browser.switch_to.active_element.send_keys(Keys.ESCAPE)
        assert button.get_attribute("aria-expanded") == "false"
        assert not browser.find_element("id", "site-nav").is_displayed()
        assert browser.switch_to.active_element == button
    button.click()
    browser.find_element("link text", "Glossary").click()
    wait_for(browser, "return location.pathname.endsWith('/glossary.html')")
    assert errors(browser) == []


def test_the_menu_is_a_keyboard_disclosure_and_absent_from_a_desk(on, site):
    browser = on("desk")
    browser.get(url(site, "laws/27.html"))
    assert not browser.find_element("css selector", "button.menu").is_displayed()
    assert browser.find_element("id", "site-nav").is_displayed()
    browser = on("phone")
    browser.get(url(site, "laws/27.html"))
    button = browser.find_element("css selector", "button.menu")
    assert button.get_attribute("aria-controls") == "site-nav"
    browser.execute_script("arguments[0].focus()", button)
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    assert button.get_attribute("aria-expanded") == "true"
    browser.switch_to.active_element.send_keys(Keys.TAB)  # into the menu
    assert browser.execute_script(
        "return document.getElementById('site-nav').contains(document.activeElement)")


def test_no_page_is_wider_than_a_phone(on, site):
    browser = on("phone")
    pages_ = every_page(site) + ["search.html?q=kontrat"]
    assert len(pages_) >= 100
    wide = {}
    for page in pages_:
        browser.get(url(site, page))
        if page.startswith("search.html?"):
            wait_for(browser, SEARCHED)
        width = browser.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        if width[0] > width[1]:
            wide[page] = width
    assert wide == {}
    assert errors(browser) == []


def test_a_phone_shows_the_language_the_reader_picks_and_remembers_it(on, site, corpus):
    browser = on("phone")
    browser.get(url(site, "laws/27.html"))
    shown = ("return [...document.querySelectorAll('tr[id=\"27B1a\"] > td.lang')]"
             ".filter(td => getComputedStyle(td).display !== 'none').map(td => td.dataset.lang)")
    assert browser.execute_script(shown) == ["tr", "da", "he"]  # stacked, all of them
    switch = browser.find_element("css selector", ".lang-switch")
    assert switch.is_displayed()
    assert [b.text for b in switch.find_elements("tag name", "button")] == \
        ["All", "Türkçe", "Dansk", "עברית"]
    switch.find_element("css selector", 'button[value="da"]').click()
    assert browser.execute_script(shown) == ["da"]
    # every row still one unit: its id, then its Danish text
    row = browser.find_element("id", "27B1a")
    assert row.find_element("css selector", "th.id").text.startswith("27B1(a)")
    assert "Hvis det utilstrækkelige bud rettes til det laveste" in row.text
    assert "ההכרזה" not in row.text
    browser.refresh()
    assert browser.execute_script(shown) == ["da"]  # remembered
    assert browser.find_element("css selector", '.lang-switch button[value="da"]') \
        .get_attribute("aria-pressed") == "true"
    browser.find_element("css selector", '.lang-switch button[value="he"]').click()
    assert browser.execute_script(shown) == ["he"]
    assert browser.execute_script(
        "return getComputedStyle(document.querySelector('tr[id=\"27B1a\"] > td[data-lang=he]'))"
        ".direction") == "rtl"
    browser.find_element("css selector", '.lang-switch button[value="all"]').click()
    assert browser.execute_script(shown) == ["tr", "da", "he"]
    # a desk keeps its columns side by side whatever the phone chose
    browser.find_element("css selector", '.lang-switch button[value="tr"]').click()
    on("desk")
    browser.refresh()
    assert browser.execute_script(shown) == ["tr", "da", "he"]
    assert not browser.find_element("css selector", ".lang-switch").is_displayed()


# --------------------------------------------------------------------------- tables

@pytest.mark.parametrize("size", ["desk", "phone"])
def test_law_77s_tables_stay_inside_their_cells(on, site, size):
    browser = on(size)
    browser.get(url(site, "laws/77.html"))
    boxes = browser.execute_script("""
        return [...document.querySelectorAll('table.inner, pre')].map(t => {
            const td = t.parentElement.closest('td'), box = t.closest('.scroll') || t;
            const a = box.getBoundingClientRect(), b = td.getBoundingClientRect();
            return {cell: td.dataset.lang || td.className, left: a.left - b.left,
                    right: b.right - a.right, scrolls: box.scrollWidth > box.clientWidth,
                    overflow: getComputedStyle(box).overflowX,
                    display: t.tagName === 'TABLE' ?
                        getComputedStyle(t.querySelector('td')).display : 'pre'};
        });""")
    assert len(boxes) >= 20  # the scoring tables of three editions and the 1907 notes
    for box in boxes:
        assert box["left"] >= -0.5 and box["right"] >= -0.5, box
        assert box["overflow"] == "auto" or not box["scrolls"], box
        assert box["display"] in ("table-cell", "pre"), box  # a table, not a list
    # and the table of cells inside a cell is still the table: its rows side by side
    first = browser.execute_script("""
        const t = document.querySelector('tr[id="77"] > td[data-lang="tr"] table.inner');
        const cells = [...t.rows[1].cells].map(c => c.getBoundingClientRect());
        return cells.every((c, i) => i === 0 || Math.abs(c.top - cells[0].top) < 1);""")
    assert first
    browser.save_screenshot(str(SHOTS / f"law-77-{size}-en.png"))
    browser.get(url(site, "laws/27.html"))
    browser.save_screenshot(str(SHOTS / f"law-27-{size}-en.png"))
    assert errors(browser) == []
    assert outside_requests(browser) == []


@pytest.mark.parametrize("size", ["desk", "phone"])
def test_a_right_to_left_table_has_its_label_on_the_right(on, site, size):
    """A Hebrew table reads from the right, as the page printed it: each row's label is its
    rightmost cell, the numbers to its left (Law 77's scores, Law 2's dealers)."""
    browser = on(size)
    for law, label in (("77", "ללא דאבל"), ("2", "צפון מחלק")):
        browser.get(url(site, f"laws/{law}.html"))
        row = browser.execute_script("""
            const cell = [...document.querySelectorAll('td[data-lang="he"] table.inner td')]
                .find(td => td.textContent.trim() === arguments[0]);
            const cells = [...cell.parentElement.cells].map(c => c.getBoundingClientRect());
            return {label: cell.getBoundingClientRect().left,
                    others: cells.filter((c, i) => i !== cell.cellIndex).map(c => c.left)};""",
            label)
        assert row["others"] and all(left < row["label"] for left in row["others"]), (law, row)


def test_a_preformatted_1907_table_keeps_its_lines(on, site):
    browser = on("phone")
    browser.get(url(site, "laws/45.html"))
    pre = browser.find_element("css selector", "td.margin pre")
    browser.execute_script("const d = arguments[0].closest('details'); if (d) d.open = true", pre)
    assert browser.execute_script("return getComputedStyle(arguments[0]).whiteSpace", pre) == "pre"
    lines = pre.get_attribute("textContent").split("\n")
    height = browser.execute_script("return arguments[0].scrollHeight", pre)
    line = browser.execute_script("return parseFloat(getComputedStyle(arguments[0]).lineHeight)"
                                  " || 1.45 * parseFloat(getComputedStyle(arguments[0]).fontSize)",
                                  pre)
    assert len(lines) > 5 and (len(lines) - 1) * line < height < (len(lines) + 1) * line


def test_a_table_in_the_corpus_is_in_a_box_of_its_own_with_its_numbers_kept_whole():
    table = Table(rows=[["Kontursuz", "20", "1 000"], ["redoblet", "120", "iki"]])
    out = blocks([table], "laws/77.html", "tr")
    assert out.startswith('<div class="scroll"><table class="inner">')
    assert '<td>Kontursuz</td><td class="n">20</td><td class="n">1 000</td>' in out
    assert '<td>iki</td>' in out


# --------------------------------------------------------------------------- permalinks

@pytest.mark.parametrize("size", ["desk", "phone"])
@pytest.mark.parametrize("target", ["27B1a", "40B1a", "77"])
def test_a_permalink_lands_with_its_unit_below_the_bars_and_highlighted(on, site, size, target):
    browser = on(size)
    law = re.match(r"\d+", target).group()
    browser.get(url(site, "index.html"))
    browser.get(url(site, f"laws/{law}.html#{target}"))
    wait_for(browser, "return document.readyState === 'complete'")
    check_landed(browser, target)


def check_landed(browser, target: str) -> None:
    row = rect(browser, f'[id="{target}"]')
    assert row["top"] >= bars_bottom(browser) - 0.5, (target, row, bars_bottom(browser))
    assert row["top"] < browser.execute_script("return innerHeight") - 100, (target, row)
    assert browser.execute_script(
        "const r = document.getElementById(arguments[0]);"
        "return r.matches(':target') && getComputedStyle(r).backgroundColor", target) \
        == "rgb(255, 242, 168)"


@pytest.mark.parametrize("size", ["desk", "phone"])
def test_a_reference_from_another_law_lands_below_the_bars(on, site, size):
    browser = on(size)
    browser.get(url(site, "laws/23.html"))
    link = browser.find_element("css selector", 'a.ref[href^="27.html#"]')
    target = link.get_attribute("href").split("#")[1]
    browser.execute_script("arguments[0].click()", link)
    wait_for(browser, "return location.pathname.endsWith('/laws/27.html') && "
                      "document.readyState === 'complete'")
    check_landed(browser, target)


@pytest.mark.parametrize("size", ["desk", "phone"])
def test_j_and_k_move_the_highlight_and_land_below_the_bars(on, site, size):
    browser = on(size)
    browser.get(url(site, "laws/27.html#27B1a"))
    body = browser.find_element("tag name", "body")
    body.send_keys("j")
    wait_for(browser, "return location.hash === '#27B1b'")
    check_landed(browser, "27B1b")
    assert not browser.execute_script("return document.getElementById('27B1a').matches(':target')")
    body.send_keys("k")
    body.send_keys("k")
    wait_for(browser, "return location.hash === '#27B1'")
    check_landed(browser, "27B1")


# --------------------------------------------------------------------------- the margin

def test_the_margin_only_on_laws_with_notes(site, law_pages):
    assert not law_pages[12].has_notes and law_pages[27].has_notes
    for number, page in law_pages.items():
        root = html.parse(str(site / "laws" / f"{number}.html")).getroot()
        table = root.find_class("aligned")[0]
        margins = table.find_class("margin")
        if page.has_notes:  # a cell on every row, so the rows stay aligned
            assert len(margins) == len(page.rows) + 1, number
        else:
            assert margins == [], number
    assert not html.parse(str(site / "laws" / "12.html")).getroot().find_class("note")


def test_languages_take_the_width_the_margin_leaves(on, site):
    browser = on("desk")
    widths = {}
    for law in (12, 27):
        browser.get(url(site, f"laws/{law}.html"))
        widths[law] = browser.execute_script(
            "return [...document.querySelectorAll('table.aligned > thead th')]"
            ".map(th => [th.className, th.getBoundingClientRect().width])")
    assert [c for c, _ in widths[12]] == ["id", "lang", "lang", "lang"]
    assert [c for c, _ in widths[27]] == ["id", "lang", "lang", "lang", "margin"]
    for law in (12, 27):
        langs = [w for c, w in widths[law] if c == "lang"]
        assert max(langs) - min(langs) < 1  # Hebrew's share as the others'
    assert min(w for c, w in widths[12] if c == "lang") > 320
    assert min(w for c, w in widths[27] if c == "lang") > 250


# --------------------------------------------------------------------------- previews

def test_a_preview_says_where_its_target_sits_and_a_lead_in_shows_its_first_item(
        on, site, corpus):
    browser = on("desk")
    browser.get(url(site, "laws/27.html"))
    link = browser.find_element("css selector",
                                'tr[id="27B1a"] td[data-lang="da"] a.ref[data-target="16C"]')
    browser.execute_script("arguments[0].focus()", link)
    box = wait_for(browser, "return document.getElementById('preview-box')")
    assert box.find_element("css selector", ".pid").text == "16C"
    assert box.find_element("css selector", ".where").text == \
        "Law 16 Authorized and Unauthorized Information › C"
    text = box.find_element("css selector", ".text").text
    lead, first = corpus.versions("16C")["da"], corpus.versions("16C1")["da"]
    assert text.startswith(f"C. {lead.heading}")
    assert own_text(lead).endswith(":")
    assert f"1. {own_text(first)[:60]}" in text  # the item the colon announces
    browser.save_screenshot(str(SHOTS / "preview-16C.png"))
    # a unit deeper down: its path in parts
    link = browser.find_element("css selector", 'a.ref[data-target="27B1(a)"]')
    browser.execute_script("arguments[0].focus()", link)
    wait_for(browser, "return document.querySelector('#preview-box .pid').textContent"
                      " === '27B1(a)'")
    assert browser.find_element("css selector", "#preview-box .where").text == \
        "Law 27 Insufficient Bid › B › 1 › (a)"


def test_previews_data_name_each_targets_law_and_path(law_pages, corpus):
    page = law_pages[27]
    assert page.heads["paths"]["16C"] == ["16", ["C"]]
    assert page.heads["paths"]["27B1(a)"] == ["27", ["B", "1", "(a)"]]
    assert page.heads["titles"]["16"]["en"] == "Authorized and Unauthorized Information"
    assert page.heads["titles"]["16"]["he"] == corpus.versions("16")["he"].heading
    assert set(page.heads["paths"]) == set(page.previews)
    # a unit whose text ends otherwise shows its own text alone
    assert page.previews["26B"]["da"] == pages._plain(corpus.versions("26B")["da"])
    assert own_text(corpus.versions("26B")["da"]).endswith(".")
    # the previews of every page together stay small
    assert sum(len(pages.previews_json(p)) + len(p.heads_json)
               for p in law_pages.values()) < 400_000


def test_previews_places_are_safe_in_their_attribute_for_any_title(law_pages):
    import dataclasses

    hostile = "Director's \"<script>\" & '</article>"
    heads = {"paths": {"12": ["12", []]}, "titles": {"12": {"en": hostile, "tr": "&amp;"}}}
    page = dataclasses.replace(law_pages[12], heads=heads)
    root = html.fromstring(f"<div><article data-heads='{page.heads_json}'></article><p>after</p>"
                           "</div>")
    assert json.loads(root.find("article").get("data-heads")) == heads
    assert root.find("p").text == "after"


def test_a_folded_notes_summary_leaves_its_tables_out(law_pages):
    notes = [m for m in law_pages[77].rows[0].margin if m.long and "<table" in m.html]
    assert notes
    for m in notes:
        assert "[S][C]" not in m.summary and len(m.summary) <= pages.SUMMARY_CHARS + 2
        assert m.summary.startswith("Onurlar orijinal sahiplerine")


# --------------------------------------------------------------------------- a law's sections

def test_a_law_page_lists_its_sections(on, site, corpus):
    browser = on("desk")
    browser.get(url(site, "laws/27.html"))
    toc = browser.find_element("css selector", "nav.toc")
    links = toc.find_elements("css selector", "li a")
    assert [a.get_attribute("href").split("#")[1] for a in links] == ["27A", "27B", "27C", "27D"]
    assert links[1].text == "B " + corpus.versions("27B")["tr"].heading
    assert links[1].is_displayed()
    links[2].click()
    wait_for(browser, "return location.hash === '#27C'")
    check_landed(browser, "27C")
    # folded on a phone, unfolded with one tap
    browser = on("phone")
    browser.get(url(site, "laws/27.html"))
    summary = browser.find_element("css selector", "nav.toc summary")
    link = browser.find_element("css selector", 'nav.toc a[href="#27C"]')
    assert summary.is_displayed() and not link.is_displayed()
    summary.click()
    assert link.is_displayed()
    link.click()
    wait_for(browser, "return location.hash === '#27C'")
    check_landed(browser, "27C")


def test_sections_are_the_units_right_under_a_law(law_pages, corpus):
    assert [(s.anchor, s.num) for s in law_pages[40].sections] == \
        [("40A", "A"), ("40B", "B"), ("40C", "C")]
    assert all(s.heading == corpus.versions(s.id)[s.lang].heading
               for p in law_pages.values() for s in p.sections if s.lang)
    assert law_pages[77].sections == []


# --------------------------------------------------------------------------- print

@contextlib.contextmanager
def as_on_paper(browser):
    """The page laid out for print as on A4 paper (8.27 inches less the page's margins, at 96
    pixels an inch), measured on the screen."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": 700, "height": 1000, "deviceScaleFactor": 1, "mobile": False})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        yield
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_printed_every_note_is_whole_and_the_languages_share_the_width(browser, site, corpus):
    browser.get(url(site, "laws/27.html"))
    # what a screen hid (a column on a desk, the languages a phone left out) is printed
    browser.execute_script("localStorage.setItem('lawsearch.columns', '{\"hidden\": [\"da\"]}');"
                           "localStorage.setItem('lawsearch.language', '\"he\"')")
    browser.refresh()
    try:
        with as_on_paper(browser):
            widths = browser.execute_script(
                "return [...document.querySelectorAll('table.aligned > thead th.lang')]"
                ".map(th => th.getBoundingClientRect().width)")
            assert len(widths) == 3 and max(widths) - min(widths) < 1, widths
            hidden = browser.execute_script(
                "return ['button.menu', '.lang-switch', 'nav.toc', '.controls', 'nav.side']"
                ".map(s => getComputedStyle(document.querySelector(s)).display)")
            assert hidden == ["none"] * 5
    finally:
        browser.execute_script("localStorage.clear()")
    commentary = next(a for a in corpus.annotations_of("27") if a.kind == "commentary")
    last = blocks_text(commentary.blocks).split("\n")[-1]
    for paper in (A4, LETTER):
        text, data = print_pdf(browser, paper)
        whole = squash(" ".join(text))
        assert squash(last) in whole, paper  # the folded commentary's last paragraph
        # the columns the screen hid: a word of each found in their cells only
        assert "benævnelse" in whole and "מוחלפת" in whole
        width, height = (float(v) / 72 for v in re.search(
            rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data).groups())
        assert abs(width - paper[0]) < 0.05 and abs(height - paper[1]) < 0.05
    (SHOTS / "law-27-a4.pdf").write_bytes(print_pdf(browser, A4)[1])


def test_printed_a_units_notes_follow_it_and_law_27_without_notes_takes_two_a4_pages(
        browser, site, corpus):
    """On paper a note is under its unit across the whole width (not beside it in a narrow
    margin); with the notes unticked in the columns' controls, Law 27 prints on two A4 pages, no
    word of its Turkish or Danish text broken over two lines."""
    browser.get(url(site, "laws/27.html"))
    browser.execute_script("localStorage.clear()")
    browser.refresh()
    with as_on_paper(browser):
        unit, note, table = browser.execute_script(
            "const tr = document.querySelector('tr.noted'), n = tr.querySelector('aside.note');"
            "const box = e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom, r.width]; };"
            "return [box(tr.querySelector('td.lang')), box(n), box(document.querySelector('table.aligned'))]")
        assert note[0] >= unit[1] - 1 and note[2] > 0.9 * table[2], (unit, note, table)
    with_notes, _ = print_pdf(browser, A4)
    commentary = next(a for a in corpus.annotations_of("27") if a.kind == "commentary")
    first = squash(blocks_text(commentary.blocks).split("\n")[0])
    assert first in squash(" ".join(with_notes))
    browser.find_element("id", "col-notes").click()
    try:
        text, data = print_pdf(browser, A4)
        (SHOTS / "law-27-a4-without-notes.pdf").write_bytes(data)
        assert len(text) <= 2 and first not in squash(" ".join(text))
        printed = set(re.findall(r"\w+", " ".join(text)))
        for lang in ("tr", "da"):
            units = [corpus.versions(cid).get(lang) for cid in corpus.subtree("27")]
            words = set(re.findall(r"\w+", " ".join(own_text(u) for u in units if u)))
            assert words - printed == set(), lang  # a word broken over two lines is two words
    finally:
        browser.execute_script("localStorage.clear()")


def test_printed_law_77_starts_on_its_first_page(browser, site, corpus):
    browser.get(url(site, "laws/77.html"))
    text, data = print_pdf(browser, A4)
    (SHOTS / "law-77-a4.pdf").write_bytes(data)
    # the first line of the law's text in each edition (short: a PDF's columns are read
    # line by line across the page)
    opening = [blocks_text(corpus.versions("77")[lang].intro).split("\n")[0]
               for lang in ("tr", "da", "he")]
    assert opening[0] == "LÖVE SKORU"
    assert all(line in text[0] for line in opening), text[0][:500]
    assert len(text) > 1 and all(squash(t) for t in text)  # no blank page anywhere


@pytest.mark.parametrize("typed", ["kontrakt", "חוזה", "Insufficient"])
def test_the_glossary_is_filtered_by_what_is_typed_in_any_language(on, site, typed):
    """On a phone the glossary is one long table: typing keeps the rows holding the term, in any
    language, and says how many of them there are."""
    browser = on("phone")
    browser.get(url(site, "glossary.html"))
    box = browser.find_element("id", "filter")
    assert box.is_displayed()
    total = browser.execute_script("return document.querySelectorAll('table.glossary-terms tbody tr').length")
    box.send_keys(typed)
    shown = browser.execute_script("""
        return [...document.querySelectorAll('table.glossary-terms tbody tr')]
            .filter(r => !r.hidden).map(r => r.textContent.toLocaleLowerCase());""")
    assert 0 < len(shown) < total
    assert all(typed.lower() in text for text in shown)
    said = browser.find_element("css selector", ".filter-count").text
    assert said == f"{len(shown)} of {total}"
    box.clear()
    box.send_keys(" ")
    assert browser.execute_script(
        "return [...document.querySelectorAll('table.glossary-terms tbody tr')].every(r => !r.hidden)")


def test_on_a_phone_the_first_result_stands_in_the_screens_upper_part(on, site):
    """The search page's explanation is for the empty page: with a query, the first result
    starts in the upper 40% of a phone's screen (below the explanation, past 55%)."""
    browser = on("phone")
    browser.get(url(site, "search.html?q=" + "lead%20out%20of%20turn"))
    first = wait_for(browser, "return document.querySelector('#results li.result')")
    top, height = browser.execute_script(
        "return [arguments[0].getBoundingClientRect().top, window.innerHeight]", first)
    assert top < 0.4 * height
    browser.get(url(site, "search.html"))
    assert browser.find_element("id", "search-help").is_displayed()


def test_a_page_asked_a_query_never_draws_the_empty_pages_help(on, site):
    """The explanation the empty search page gives is not drawn on a page asked a query, not even
    before the page's scripts have come (the head says so: on a slow line it would stand in the
    first screen, then vanish under the reader's eyes when the results came)."""
    browser = on("phone")
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/assets/search-page.js"]})
    try:
        browser.get(url(site, "search.html?q=" + "lead%20out%20of%20turn"))
        assert not browser.find_element("id", "search-help").is_displayed()
        browser.get(url(site, "search.html"))
        assert browser.find_element("id", "search-help").is_displayed()
    finally:
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
