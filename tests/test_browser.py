"""The website in a real headless Chromium (Debian's chromium and chromium-driver, installed by
the test command through scripts/install-test-tools): pages opened from disk and over HTTP,
cross-references followed, searches in four languages, no console error, no outside request.
Screenshots are saved under build/screenshots/ for review."""
from __future__ import annotations

import shutil
import threading
import time
from pathlib import Path
from urllib.parse import quote

import pytest

from lawsearch import paths

SHOTS = paths.BUILD / "screenshots"


def start_browser(width: int = 1300, height: int = 1000):
    """Debian's Chromium, headless, through its ChromeDriver, its console logged; the browser
    tests of every module start theirs here."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not chromium or not driver:
        pytest.fail("Debian's chromium and chromium-driver are needed: scripts/install-test-tools")
    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={width},{height}", "--lang=en"):
        options.add_argument(arg)
    options.binary_location = chromium
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(service=Service(driver), options=options)
    d.set_page_load_timeout(30)
    SHOTS.mkdir(parents=True, exist_ok=True)
    return d


@pytest.fixture(scope="module")
def browser():
    d = start_browser()
    yield d
    d.quit()


def url(site: Path, page: str) -> str:
    """A page of the site opened from disk (file://), with its query and fragment if any."""
    return f"{site.as_uri()}/{page}"


def errors(browser) -> list[dict]:
    return [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]


def outside_requests(browser) -> list[str]:
    names = browser.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)"
        ".concat([location.href])")
    return [n for n in names if not n.startswith(("file://", "http://127.0.0.1"))]


# The search page's status once its results are all drawn (the list is aria-busy till then)
SEARCHED = ("const said = document.getElementById('search-status').textContent; "
            "return !document.getElementById('results').hasAttribute('aria-busy') && said")


def wait_for(browser, script: str, timeout: float = 30.0):
    """The script's first truthy value, asked every 50 ms (the timeout generous: what is waited
    for comes in a second or two, and a loaded machine must not fail a test)."""
    end = time.time() + timeout
    while time.time() < end:
        value = browser.execute_script(script)
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for: {script}")


def open_engine(browser, site: Path) -> None:
    """The search page of `site` (opened from disk) with the whole search engine and every part
    of its data loaded, as a page has them after every query: `window.LAWSEARCH.search(…)` then
    answers at once, as `lawsearch search` does."""
    from conftest import engine_scripts

    browser.get(url(site, "search.html"))
    browser.set_script_timeout(60)
    browser.execute_async_script("""
        const [sources, done] = arguments;
        sources.forEach((src, i) => {
          const s = document.createElement("script");
          s.src = src;
          s.async = false;  // run in this order
          if (i === sources.length - 1) s.onload = () => done();
          document.head.appendChild(s);
        });""", [Path(f).as_uri() for f in engine_scripts(site / "assets" / "search",
                                                          site / "assets")])


def search_from_box(browser, site: Path, query: str) -> None:
    from selenium.webdriver.common.keys import Keys

    browser.get(url(site, "index.html"))
    box = browser.find_element("id", "q")
    box.clear()
    box.send_keys(query, Keys.ENTER)
    wait_for(browser, "return document.readyState === 'complete' && "
                      "!location.pathname.endsWith('/index.html')")


def test_law_page_from_disk_with_hebrew_right_to_left(browser, site):
    browser.get(url(site, "laws/27.html"))
    cells = browser.find_elements("css selector", 'tr[id="27B1a"] td[data-lang="he"]')
    assert len(cells) == 1 and cells[0].get_attribute("dir") == "rtl"
    assert "ההכרזה הבלתי-מספקת מוחלפת" in cells[0].text
    assert browser.execute_script(
        "return getComputedStyle(document.querySelector('tr[id=\"27B1a\"] td[data-lang=he]'))"
        ".direction"
    ) == "rtl"
    browser.save_screenshot(str(SHOTS / "law-27.png"))
    assert errors(browser) == []
    assert outside_requests(browser) == []


def test_follow_a_cross_reference_with_its_preview(browser, site):
    browser.get(url(site, "laws/27.html"))
    link = browser.find_element("css selector",
                                'tr[id="27B1a"] td[data-lang="da"] a.ref[data-target="26B"]')
    browser.execute_script("arguments[0].focus()", link)
    preview = wait_for(browser, "return document.getElementById('preview-box')")
    assert "26B" in preview.text and link.get_attribute("aria-describedby") == "preview-box"
    browser.save_screenshot(str(SHOTS / "preview-26B.png"))
    link.click()
    wait_for(browser, "return location.hash === '#26B'")
    assert browser.current_url.endswith("/laws/26.html#26B")
    assert browser.find_element("id", "26B").get_attribute("data-id") == "26B"
    assert errors(browser) == []


def test_columns_can_be_hidden_reordered_and_stacked(browser, site):
    browser.get(url(site, "laws/27.html"))
    browser.execute_script("localStorage.clear()")
    browser.refresh()
    browser.find_element("id", "col-da").click()
    danish = browser.find_element("css selector", 'tr[id="27A"] td[data-lang="da"]')
    assert not danish.is_displayed()
    browser.find_element("id", "col-da").click()
    browser.find_element("css selector", 'button[aria-label="Move עברית (he) earlier"]').click()
    order = browser.execute_script(
        "return [...document.querySelectorAll('tr[id=\"27A\"] td[data-lang]')]"
        ".map(td => td.dataset.lang)")
    assert order == ["tr", "he", "da"]
    browser.find_element("css selector", "button.stack").click()
    assert "stacked" in browser.find_element("css selector", "table.aligned").get_attribute("class")
    browser.save_screenshot(str(SHOTS / "law-27-stacked.png"))
    browser.execute_script("localStorage.clear()")


def test_keyboard_moves_between_units(browser, site):
    browser.get(url(site, "laws/27.html"))
    body = browser.find_element("tag name", "body")
    body.send_keys("j")
    body.send_keys("j")
    assert browser.execute_script("return location.hash") == "#27A"


@pytest.mark.parametrize("query, landing", [
    ("Yasa 27", "/laws/27.html"),
    ("§ 27", "/laws/27.html"),
    ("חוק 27", "/laws/27.html"),
    ("§ 27B1a", "/laws/27.html#27B1a"),
    ("חוק 27ב1(א)", "/laws/27.html#27B1a"),
])
def test_a_citation_goes_straight_to_the_unit(browser, site, query, landing):
    search_from_box(browser, site, query)
    wait_for(browser, "return location.pathname.indexOf('/laws/') >= 0")
    assert browser.current_url.endswith(landing)
    assert errors(browser) == []


@pytest.mark.parametrize("query, law", [
    ("yetersiz deklare", "27"),
    ("utilstrækkeligt bud", "27"),
    ("הכרזה בלתי מספקת", "27"),
    ("insufficient bid", "27"),
    ("İZİNSİZ BİLGİ", "16"),
    ("kulørsvigt", "62"),  # 61-64 all answer; the command line puts 62 first too
])
def test_a_plain_search_lands_on_the_right_law(browser, site, query, law):
    search_from_box(browser, site, query)
    first = wait_for(browser, "return document.querySelector('#results li.result a')")
    wait_for(browser, "return document.querySelector('#results li.result .langs div')")
    browser.save_screenshot(str(SHOTS / f"search-{quote(query, safe='')}.png"))
    first.click()
    wait_for(browser, "return location.pathname.indexOf('/laws/') >= 0")
    assert browser.current_url.split("#")[0].endswith(f"/laws/{law}.html")
    assert errors(browser) == []
    assert outside_requests(browser) == []


def test_results_show_the_unit_in_every_language(browser, site):
    browser.get(url(site, "search.html?q=" + quote("yetersiz deklare")))
    wait_for(browser, "return document.querySelectorAll("
                      "'#results li.result:first-child .langs div').length >= 3")
    langs = browser.execute_script(
        "return [...document.querySelectorAll('#results li.result:first-child .langs div')]"
        ".map(d => [d.lang, d.dir])")
    assert ["tr", "ltr"] in langs and ["da", "ltr"] in langs and ["he", "rtl"] in langs
    assert browser.find_elements("css selector", "#results li.result:first-child mark")


def test_words_every_javascript_object_has_are_searched_as_words(browser, site):
    for query in ("constructor", "__proto__", "toString hasOwnProperty"):
        browser.get(url(site, "search.html?q=" + quote(query)))
        status = wait_for(browser, "const t = document.getElementById('search-status')"
                                   ".textContent; return t !== 'Searching…' && t")
        assert status == f"Nothing found for “{query}”.", status
        assert errors(browser) == []


def test_the_site_over_http_on_this_machine(browser, site):
    from lawsearch.site.serve import server

    httpd = server(site, port=0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        port = httpd.server_address[1]
        browser.get(f"http://127.0.0.1:{port}/search.html?q={quote('Yasa 27')}")
        wait_for(browser, "return location.pathname === '/laws/27.html'")
        browser.get(f"http://127.0.0.1:{port}/search.html?q={quote('kulørsvigt')}")
        first = wait_for(browser, "return document.querySelector('#results li.result')")
        assert first.get_attribute("data-id") in ("61", "62", "63", "64")
        assert errors(browser) == []
        assert outside_requests(browser) == []
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_site_search_agrees_with_the_command_line_on_the_development_set(browser, site):
    from lawsearch.search import Searcher
    from lawsearch.search.evaluation import load_devset

    open_engine(browser, site)
    queries = load_devset()
    same, differ = 0, []
    with Searcher() as searcher:
        for q in queries:
            cli = searcher.search(q["q"], limit=1)
            web = browser.execute_script("return window.LAWSEARCH.search(arguments[0], null, 1)",
                                         q["q"])
            a = (cli[0].work, cli[0].id) if cli else None
            b = (web[0]["work"], web[0]["id"]) if web else None
            if a == b:
                same += 1
            else:
                differ.append((q["q"], a, b))
    assert same / len(queries) >= 0.95, differ


def test_printed_a_law_is_its_aligned_table(browser, site):
    import base64

    browser.get(url(site, "laws/27.html"))
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        shown = browser.execute_script(
            "const v = s => getComputedStyle(document.querySelector(s)).display;"
            "return [v('nav.side'), v('header.top'), v('tr[id=\"27B1a\"]'),"
            " v('tr[id=\"27B1a\"] td[data-lang=\"he\"]')]")
        # each unit a row of its languages side by side (its notes under them, on a line of their own)
        assert shown == ["none", "none", "flex", "block"]
        pdf = browser.execute_cdp_cmd("Page.printToPDF", {"printBackground": False})
        (SHOTS / "law-27.pdf").write_bytes(base64.b64decode(pdf["data"]))
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_every_control_has_an_accessible_name(browser, site):
    for page in ("laws/27.html", "search.html?q=kontr", "index.html"):
        browser.get(url(site, page))
        unnamed = browser.execute_script("""
            const named = el => (el.getAttribute('aria-label') || el.textContent.trim() ||
                (el.id && document.querySelector('label[for="' + el.id + '"]')) ||
                el.getAttribute('title'));
            return [...document.querySelectorAll('button, input, select, a[href]')]
                .filter(el => !named(el)).map(el => el.outerHTML.slice(0, 80));""")
        assert unnamed == [], page
        assert browser.execute_script(
            "return [...document.querySelectorAll('td[data-lang]')].every(td => td.lang)")


def test_a_narrow_screen_stacks_the_languages(browser, site):
    browser.set_window_size(420, 900)
    try:
        browser.get(url(site, "laws/27.html"))
        display = browser.execute_script(
            "return getComputedStyle(document.querySelector('tr[id=\"27A\"] td[data-lang=\"he\"]'))"
            ".display")
        assert display == "block"
        assert browser.execute_script(
            "return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
        browser.save_screenshot(str(SHOTS / "law-27-narrow.png"))
    finally:
        browser.set_window_size(1300, 1000)
