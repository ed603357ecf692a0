"""The website's interface in four languages: the catalogues complete and in step with the
templates and scripts, a site built in Turkish (`--site-lang tr`), and in Chromium the reader's
own choice of language, remembered from page to page, with no English label left on any page
(checked against the catalogue), Hebrew right to left. Screenshots of Laws 27 and 77 on a phone
and a desk in each interface language go to build/screenshots/."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from lawsearch import paths
from lawsearch.site import i18n
from test_browser import SEARCHED, SHOTS, errors, url, wait_for
from test_site_layout import SIZES, browser  # noqa: F401 (the module's browser)

FIELDS = re.compile(r"\{(\w+)\}")
PAGES = ["index.html", "laws/27.html", "laws/77.html", "definitions.html", "glossary.html",
         "situations.html",
         "subject-index.html", "elwell-1907.html", "editions.html", "quality.html",
         "search.html?q=insufficient%20bid", "search.html?q=Law%2094"]


@pytest.fixture(scope="module")
def catalogue_ids() -> set[str]:
    return set(i18n.extract())


@pytest.mark.parametrize("lang", ["tr", "da", "he"])
def test_every_message_is_translated_with_its_fields(lang, catalogue_ids):
    table = i18n.messages(lang)
    assert catalogue_ids - set(table) == set(), "run scripts/messages.py and translate"
    assert set(table) - catalogue_ids == set(), "messages no longer used: scripts/messages.py"
    for msgid, text in table.items():
        assert set(FIELDS.findall(text)) == set(FIELDS.findall(msgid)), (lang, msgid, text)


def test_the_catalogue_holds_the_strings_the_pages_show(catalogue_ids):
    # a sample of what each kind of source gives: templates, theme, scripts, Python
    for msgid in ("Law {number}", "Menu", "Columns:", "no law {law}; laws run {first}–{last}",
                  "commentary", "Subject index", "Available offline: every law and the search "
                  "are on this device."):
        assert msgid in catalogue_ids


def test_a_message_with_fields_is_filled_in_its_language():
    ui = i18n.Interface("tr")
    assert ui.gettext("Law {number}", number=27) == i18n.messages("tr")["Law {number}"].replace(
        "{number}", "27")
    marked = ui.text("Law {number}", number=27)
    assert 'data-i18n="Law {number}"' in marked and "27" in marked


def test_an_unknown_interface_language_is_refused():
    from lawsearch.errors import LawsearchError

    with pytest.raises(LawsearchError, match="no interface language"):
        i18n.messages("xx")


@pytest.fixture(scope="module")
def turkish_site(tmp_path_factory) -> Path:
    from lawsearch.site.build import build_site

    out = tmp_path_factory.mktemp("site-tr") / "site"
    build_site(paths.AKN, out, ui_lang="tr")
    return out


@pytest.mark.slow  # builds a Turkish site
def test_a_site_built_in_turkish_speaks_turkish_without_script(turkish_site):
    tr = i18n.messages("tr")
    page = (turkish_site / "laws" / "27.html").read_text(encoding="utf-8")
    assert '<html lang="tr" dir="ltr"' in page
    assert f'>{tr["Definitions"]}</span>' in page and f'>{tr["Sections"]}</span>' in page
    assert ">Definitions</span>" not in page
    title = re.search(r"<title[^>]*>(.*?)</title>", page).group(1)
    assert title.startswith(tr["Law {number} – {title}"].split("{")[0])
    assert "YETERSİZ" in title.upper()  # the law's own Turkish title


def interface_english(browser, lang: str) -> list[str]:
    """The English messages (whose translation differs) still shown as interface text: text
    nodes and labelling attributes outside the law texts (which carry their own language)."""
    table = i18n.messages(lang)
    english = sorted({m for m, t in table.items() if t != m and re.search("[A-Za-z]{2}", m)
                      and not FIELDS.search(m)})
    # a message with fields, filled ("Law 27"): its English words around any values
    filled = sorted({"^" + "".join(re.escape(p) if i % 2 == 0 else ".+?"
                                   for i, p in enumerate(FIELDS.split(m))) + "$"
                     for m, t in table.items() if FIELDS.search(m) and t != m
                     and re.search("[A-Za-z]{3}", FIELDS.sub("", m))})
    return browser.execute_script("""
        const english = new Set(arguments[0]), ui = arguments[1], found = [];
        const filled = arguments[2].map(p => new RegExp(p, 's'));
        const foreign = el => { const c = el && el.closest('[lang]');
                                return c && c !== document.documentElement && c.lang !== ui; };
        const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n; (n = walk.nextNode());) {
          const text = n.textContent.trim();
          if (foreign(n.parentElement) || n.parentElement.closest('script, style')) continue;
          if (english.has(text) || filled.some(r => r.test(text))) found.push(text);
        }
        for (const el of document.querySelectorAll('[placeholder],[aria-label],[title]')) {
          for (const a of ['placeholder', 'aria-label', 'title'])
            if (english.has(el.getAttribute(a)) && !foreign(el)) found.push(a + '=' + el.getAttribute(a));
        }
        return found;""", english, lang, filled)


def choose(browser, lang: str) -> None:
    """Choose the interface's language as a reader does: from the list at the top of the
    navigation (on a phone, the menu opened first and closed after)."""
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select

    select = browser.find_element("id", "ui-lang")
    phone = not select.is_displayed()
    if phone:
        browser.find_element("css selector", "button.menu").click()
    Select(select).select_by_value(lang)
    wait_for(browser, f"return document.documentElement.lang === '{lang}'")
    if phone:
        browser.find_element("tag name", "body").send_keys(Keys.ESCAPE)
        wait_for(browser, "return !document.getElementById('site-nav').classList.contains('open')")


@pytest.mark.parametrize("lang", ["tr", "he", "da"])
def test_the_readers_language_on_every_kind_of_page_with_no_english_left(browser, site, lang):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", SIZES["desk"])
    try:
        browser.get(url(site, "index.html"))
        browser.execute_script("localStorage.clear()")
        browser.refresh()
        choose(browser, lang)
        for page in PAGES:
            browser.get(url(site, page))  # the choice is remembered from page to page
            # (from disk, its language's part is asked for once the page's scripts read it)
            wait_for(browser, f"return document.documentElement.lang === '{lang}'")
            if page.startswith("search"):
                wait_for(browser, SEARCHED)
            assert browser.execute_script("return document.documentElement.lang") == lang, page
            assert interface_english(browser, lang) == [], page
            assert errors(browser) == []
        expected = "rtl" if lang == "he" else "ltr"
        assert browser.execute_script("return document.documentElement.dir") == expected
        # the search's own message for a citation of nothing, in that language
        status = browser.find_element("id", "search-status").text
        want = i18n.messages(lang)["no law {law}; laws run {first}–{last}"]
        assert status == i18n.fill(want, {"law": 94, "first": 1, "last": 93})
    finally:
        browser.execute_script("localStorage.clear()")
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_back_to_english_restores_every_label(browser, site):
    browser.get(url(site, "laws/27.html"))
    choose(browser, "he")
    choose(browser, "en")
    assert interface_english(browser, "tr") != []  # English labels are back
    assert browser.find_element("css selector", "th.margin").text == "Notes"
    browser.execute_script("localStorage.clear()")


@pytest.mark.parametrize("lang", ["en", "tr", "da", "he"])
def test_screenshots_of_laws_27_and_77_in_each_interface_language(browser, site, lang):
    try:
        for size in ("phone", "desk"):
            browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", SIZES[size])
            for law in (27, 77):
                browser.get(url(site, f"laws/{law}.html"))
                choose(browser, lang)
                head = browser.find_element("css selector", f"#law-{law}").text
                assert str(law) in head
                browser.save_screenshot(str(SHOTS / f"law-{law}-{size}-{lang}.png"))
                assert (SHOTS / f"law-{law}-{size}-{lang}.png").stat().st_size > 10_000
    finally:
        browser.execute_script("localStorage.clear()")
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_no_page_is_wider_than_a_phone_in_the_right_to_left_interface(browser, site):
    """In a right-to-left page, whatever sticks out on the left widens the page (the skip link
    parked at left: -999px did)."""
    from test_site_layout import every_page

    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", SIZES["phone"])
    try:
        browser.get(url(site, "index.html"))
        choose(browser, "he")
        wide = []
        for page in every_page(site):
            browser.get(url(site, page))
            wait_for(browser, "return document.documentElement.dir === 'rtl'")
            width = browser.execute_script("return [document.documentElement.scrollWidth, "
                                           "document.documentElement.clientWidth, "
                                           "document.documentElement.dir]")
            assert width[2] == "rtl", page
            if width[0] > width[1]:
                wide.append((page, width[0]))
        assert wide == []
    finally:
        browser.execute_script("localStorage.clear()")
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@pytest.mark.slow  # builds a Turkish site
def test_a_turkish_site_installs_under_a_turkish_name(turkish_site):
    import json

    data = json.loads((turkish_site / "manifest.webmanifest").read_text(encoding="utf-8"))
    tr = i18n.messages("tr")
    assert data["lang"] == "tr"
    assert data["name"] == tr["lawsearch – the Laws of Duplicate Bridge"]


def test_search_results_are_redrawn_in_the_language_chosen(browser, site):
    browser.get(url(site, "search.html?q=insufficient%20bid"))
    browser.execute_script("localStorage.clear()")
    browser.refresh()
    status = wait_for(browser, SEARCHED)
    assert status.endswith("results for “insufficient bid”")
    choose(browser, "da")
    count = int(status.split()[0])
    want = i18n.fill(i18n.messages("da")["{count} results for “{query}”"],
                     {"count": count, "query": "insufficient bid"})
    assert browser.find_element("id", "search-status").text == want
    head = browser.find_element("css selector", "#results .result-head a").text
    assert head.startswith(i18n.fill(i18n.messages("da")["Law {law} {title}"].split("{title}")[0],
                                     {"law": head.split()[1]}))
    browser.execute_script("localStorage.clear()")


@pytest.mark.parametrize("page", ["index.html", "search.html"])
def test_the_examples_of_citations_keep_their_order_in_any_paragraph(site, page):
    """The introductions' examples of citations are isolated (U+2068…U+2069) in every interface
    language: a Hebrew one in an English or Turkish sentence, or a Latin one in a Hebrew
    sentence, is drawn in its own direction, never scrambled with the words around it."""
    text = (site / page).read_text(encoding="utf-8")
    assert "\u2068חוק 27ב1(א)\u2069" in text and "\u2068§ 27B1a\u2069" in text
    assert "חוק 27ב1(א)" not in text.replace("\u2068חוק 27ב1(א)\u2069", "")
    catalogues = (paths.PACKAGE / "lang").glob("*/site.po")
    for po in catalogues:
        body = po.read_text(encoding="utf-8")
        assert "חוק 27ב1(א)" not in body.replace("\u2068חוק 27ב1(א)\u2069", ""), po


def test_a_reader_fetches_only_the_interface_language_chosen(browser, site):
    """Over HTTP: a reader who keeps the site's own language fetches no other language's part
    of the interface (assets/i18n/); one who has chosen Turkish has its part asked for from the
    page's head, before the page's scripts, and no other, and reads the page in Turkish."""
    import threading

    from lawsearch.site.serve import server

    def parts() -> list[str]:
        return browser.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name)"
            ".filter(n => /assets\\/(i18n\\/|i18n\\.js|lawsearch\\.js)/.test(n))"
            ".map(n => n.split('/assets/')[1])")

    httpd = server(site, port=0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"
    try:
        browser.get(base + "laws/27.html")
        browser.execute_script("localStorage.clear()")
        browser.get(base + "laws/77.html")
        assert parts() == ["i18n.js", "lawsearch.js"]
        assert browser.execute_script("return document.documentElement.lang") == "en"
        choose(browser, "tr")  # fetched when chosen
        assert "i18n/tr.js" in parts()
        browser.get(base + "laws/27.html")
        assert sorted(parts()) == ["i18n.js", "i18n/tr.js", "lawsearch.js"]
        # asked for by the page's head (its element, which i18n.js waits on), not by i18n.js
        assert browser.execute_script(
            "return [...document.scripts].filter(s => /i18n\\/tr\\.js$/.test(s.src))"
            ".map(s => s.id + ' ' + s.dataset.lang)") == ["i18n-part tr"]
        assert browser.execute_script("return document.documentElement.lang") == "tr"
        assert interface_english(browser, "tr") == []
        assert errors(browser) == []
    finally:
        browser.execute_script("localStorage.clear()")
        httpd.shutdown()
        httpd.server_close()


def test_a_chosen_language_that_cannot_be_had_leaves_the_page_in_its_own(browser, site):
    """The chosen language's part not to be had (a server that lost it): the page stays whole in
    the site's own language, left to right, rather than a Hebrew page of English words, whether
    the choice was remembered or is made on the page."""
    import threading

    from selenium.webdriver.support.ui import Select

    from lawsearch.site.serve import server

    httpd = server(site, port=0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/assets/i18n/he.js"]})
    english = "return [document.documentElement.lang, document.documentElement.dir]"
    try:
        browser.get(base + "laws/27.html")
        browser.execute_script("localStorage.setItem('lawsearch.interface', 'he')")
        browser.get(base + "laws/77.html")
        assert browser.execute_script(english) == ["en", "ltr"]
        browser.execute_script("localStorage.clear()")
        browser.refresh()
        Select(browser.find_element("id", "ui-lang")).select_by_value("he")
        wait_for(browser, "return [...document.scripts].some(s => /i18n\\/he\\.js$/.test(s.src))")
        # (a wrong switch would come as soon as the request failed: never waited for in vain)
        with pytest.raises(AssertionError):
            wait_for(browser, "return document.documentElement.lang === 'he'", timeout=3)
        assert browser.execute_script(english) == ["en", "ltr"]
        assert browser.find_element("css selector", "th.margin").text == "Notes"
    finally:
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        browser.execute_script("localStorage.clear()")
        httpd.shutdown()
        httpd.server_close()
