"""The site's search reads a citation as the command line does, in headless Chromium: the same
units for a citation, the same message for a citation of nothing ("no law 94; laws run 1–93"),
no unrelated results; and each result is headed by its law's title and the unit's path."""
from __future__ import annotations

import contextlib
import json
import re
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from citation_queries import citation_queries, python_answer
from test_browser import SEARCHED, SHOTS, browser, errors, open_engine, outside_requests, search_from_box, url, wait_for  # noqa: F401

from lawsearch import paths
from lawsearch.corpus import Corpus
from lawsearch.errors import LawsearchError
from lawsearch.lang.en import LAW_TITLES

# The parity table: each query, and what `lawsearch show` and `lawsearch search` answer — a
# message for a citation of nothing, else the units cited. The site must answer the same.
PARITY = [
    # English, and bare ids
    ("Law 94", "no law 94; laws run 1–93"),
    ("Law 27E", "no 27E; law 27 has 27A, 27B, 27C, 27D"),
    ("27B9", "no 27B9; 27B has 27B1, 27B2, 27B3, 27B4"),
    ("Law 27B1(c)", "no 27B1(c); 27B1 has 27B1(a), 27B1(b)"),
    ("27B1(a)(i)", "no 27B1(a)(i); 27B1(a) has no parts"),
    ("Laws 90-99", "end of range: no law 99; laws run 1–93"),
    ("Laws 64-61", "'Laws 64-61' runs backwards, from 64 to 61: a range names its first unit first"),
    ("Law 999", "no law 999; laws run 1–93"),
    ("Laws 4, 12C2 and 99", "no law 99; laws run 1–93"),
    ("Law 0", "no law 0; laws run 1–93"),
    ("Law 27B1 and 27B9", "no 27B9; 27B has 27B1, 27B2, 27B3, 27B4"),
    ("Law 27", ["27"]),
    ("27B1(a)", ["27B1(a)"]),
    ("Law 27B1z", "no 27B1(z); 27B1 has 27B1(a), 27B1(b)"),  # not 27B1 without a word
    ("L27", ["27"]),
    ("Law 12 C 2", ["12C2"]),
    ("Laws 61-64", ["61", "62", "63", "64"]),
    ("Laws 4, 12C2 and 91", ["4", "12C2", "91"]),
    # Turkish
    ("Yasa 94", "no law 94; laws run 1–93"),
    ("Yasa 27E'ye", "no 27E; law 27 has 27A, 27B, 27C, 27D"),
    ("Yasa 27B5", "no 27B5; 27B has 27B1, 27B2, 27B3, 27B4"),
    ("Yasa 27B1(z)", "no 27B1(z); 27B1 has 27B1(a), 27B1(b)"),
    ("Yasa 42 ve 94", "no law 94; laws run 1–93"),
    ("Yasalar 90-99", "end of range: no law 99; laws run 1–93"),
    ("Yasa 93C4", "no 93C4; 93C has 93C1, 93C2, 93C3"),
    ("Yasa 27'de", ["27"]),
    ("Yasa 27B1a", ["27B1(a)"]),
    ("Yasa 42 ve 43", ["42", "43"]),
    ("Yasalar 61-64", ["61", "62", "63", "64"]),
    # Danish
    ("§ 94", "no law 94; laws run 1–93"),
    ("§ 27F", "no 27F; law 27 has 27A, 27B, 27C, 27D"),
    ("§ 101", "no law 101; laws run 1–93"),
    ("§ 27B9", "no 27B9; 27B has 27B1, 27B2, 27B3, 27B4"),
    ("§§ 61-99", "end of range: no law 99; laws run 1–93"),
    ("§ 12C1f", "no 12C1(f); 12C1 has 12C1(a), 12C1(b), 12C1(c), 12C1(d), 12C1(e)"),
    ("§ 27B1a", ["27B1(a)"]),
    ("§ 27B", ["27B"]),
    ("§ 42 og 43", ["42", "43"]),
    ("§§ 61-64", ["61", "62", "63", "64"]),
    # Hebrew
    ("חוק 94", "no law 94; laws run 1–93"),
    ("חוק 27ה", "no 27E; law 27 has 27A, 27B, 27C, 27D"),
    ("חוק 27ב9", "no 27B9; 27B has 27B1, 27B2, 27B3, 27B4"),
    ("חוק 27ו", "no 27F; law 27 has 27A, 27B, 27C, 27D"),
    ("חוקים 90-99", "end of range: no law 99; laws run 1–93"),
    ("בחוק 27ב1(ג)", "no 27B1(c); 27B1 has 27B1(a), 27B1(b)"),
    ("חוק 27ב1(א)", ["27B1(a)"]),
    ("בחוק 27", ["27"]),
    ("חוק 127ב", ["27B1"]),  # the edition's scrambled form, read as the grammar reads it
    ("חוקים 61-64", ["61", "62", "63", "64"]),
    ("חוק 12ג1", ["12C1"]),
]


def cli(query: str):
    """What `lawsearch show` answers (the message of its error, or the units it names), checked
    against what `lawsearch search` answers for the same query."""
    from lawsearch.search import Searcher
    from lawsearch.showing import lookup

    try:
        shown = lookup(query, paths.AKN).cited
    except LawsearchError as err:
        shown = str(err)
    with Searcher() as searcher:
        try:
            results = searcher.search(query)
            searched = [u.id for r in results for u in r.units] \
                if results and results[0].citation else None
        except LawsearchError as err:
            searched = str(err)
    assert searched == shown, (query, shown, searched)
    return shown


def heading(work: str, cid: str, corpus: Corpus) -> str:
    """What heads a result: the law's title and the unit's path, a definition's term, the 1907
    book's heading of the section."""
    import re

    if work != "wbf-2017":
        book = Corpus.load(paths.AKN, work=work)
        section = ":".join(cid.split(":")[:2])
        versions = book.versions(section)
        title = next(versions[lang].heading for lang in ["en"] + book.langs if lang in versions)
        return " › ".join(["The 1907 laws", title] + cid.split(":")[2:])
    if cid.startswith("def:"):
        versions = corpus.definitions()[cid[4:]]
        term = next((d.english for d in versions.values() if d.english), None)
        return f"Definition: {term or next(iter(versions.values())).term}"
    law = re.match(r"\d+", cid).group()
    parts = re.findall(r"[A-Z]|\d+|\([a-z]+\)", cid[len(law):])
    return " › ".join([f"Law {law} {LAW_TITLES[int(law)]}"] + parts)


def landing(cid: str) -> str:
    """Where a unit of the Laws is: its law's page, at its anchor."""
    from lawsearch.ids import law_number

    law, anchor = law_number(cid), cid.replace("(", "").replace(")", "")
    return f"/laws/{law}.html" + ("" if anchor == law else f"#{anchor}")


def test_the_parity_table_is_the_command_line():
    for query, expected in PARITY:
        assert cli(query) == expected, query


def test_the_site_answers_every_citation_of_the_table_as_the_command_line(browser, site):
    open_engine(browser, site)
    got = browser.execute_script(
        "return arguments[0].map(q => window.LAWSEARCH.query(q, null, 20))",
        [q for q, _ in PARITY])
    for (query, expected), answer in zip(PARITY, got):
        if isinstance(expected, str):
            assert answer["refused"] == expected and answer["results"] == [], query
        else:
            assert answer["refused"] is None, query
            assert [u["id"] for r in answer["results"] for u in r["units"]] == expected, query
            assert all(r["citation"] for r in answer["results"]), query
            # a result a law, each with the units of it cited
            assert [r["id"] for r in answer["results"]] == list(dict.fromkeys(
                re.match(r"\d+", cid).group() for cid in expected)), query
    assert errors(browser) == []


# One of each kind in each language, through the page a director sees.
@pytest.mark.parametrize("query", [
    "Law 94", "Yasa 94", "§ 94", "חוק 94", "Law 27E", "Yasa 27E'ye", "§ 27B9", "חוק 27ה",
    "Laws 90-99",
])
def test_the_search_page_says_what_exists_and_lists_nothing(browser, site, query):
    expected = dict(PARITY)[query]
    browser.get(url(site, "search.html?q=" + quote(query)))
    status = wait_for(browser, "return document.getElementById('search-status').textContent")
    assert status == expected
    assert browser.current_url.split("?")[0].endswith("/search.html")
    assert browser.find_elements("css selector", "#results li") == []
    assert errors(browser) == [] and outside_requests(browser) == []


def test_the_search_box_of_every_page_answers_a_citation_of_nothing(browser, site):
    browser.set_window_size(390, 844)
    try:
        search_from_box(browser, site, "Law 94")
        status = wait_for(browser, "return document.getElementById('search-status').textContent")
        assert status == "no law 94; laws run 1–93"
        browser.save_screenshot(str(SHOTS / "search-law-94-phone.png"))
    finally:
        browser.set_window_size(1300, 1000)


@pytest.mark.parametrize("query", ["Law 27B1b", "Yasa 27B1a", "§ 27B", "חוק 127ב", "yasa 27b1"])
def test_a_valid_citation_lands_on_the_unit_the_command_line_shows(browser, site, query,
                                                                   corpus):
    from lawsearch.showing import lookup

    shown = lookup(query, paths.AKN)
    (cid,) = shown.cited
    browser.get(url(site, "search.html?q=" + quote(query)))
    wait_for(browser, "return location.pathname.indexOf('/laws/') >= 0")
    assert browser.current_url.endswith(landing(cid))
    anchor = cid.replace("(", "").replace(")", "")
    assert wait_for(browser, f"return document.getElementById({json.dumps(anchor)})")
    # the unit's text as `show` prints it (its own, or its first part's) is the page's
    first = next(r for r in shown.records if r["text"]["da"])
    page = browser.execute_script("return document.querySelector('main').textContent")
    assert " ".join(first["text"]["da"].split())[:60] in " ".join(page.split())


@pytest.mark.parametrize("query", ["Laws 61-64", "Yasa 42 ve 43", "§§ 61-64", "חוקים 61-64"])
def test_a_range_or_a_list_lists_the_units_it_names(browser, site, query, corpus):
    browser.get(url(site, "search.html?q=" + quote(query)))
    wait_for(browser, SEARCHED)  # every result drawn
    ids = browser.execute_script(
        "return [...document.querySelectorAll('#results li.result')].map(li => li.dataset.id)")
    assert ids == cli(query)
    heads = browser.execute_script(
        "return [...document.querySelectorAll('#results .result-head a')].map(a => a.textContent)")
    assert heads == [heading("wbf-2017", cid, corpus) for cid in ids]


@pytest.mark.parametrize("query", ["insufficient bid", "trumps", "alert"])
def test_results_are_headed_by_the_law_title_and_the_unit_path(browser, site, query, corpus):
    from lawsearch.search import Searcher

    browser.get(url(site, "search.html?q=" + quote(query)))
    wait_for(browser, SEARCHED)  # every result drawn
    shown = browser.execute_script(
        "return [...document.querySelectorAll('#results li.result')].map(li => ["
        "li.dataset.work, li.dataset.id, li.querySelector('.result-head a').textContent,"
        "li.querySelector('.result-head small.id').textContent,"
        "li.querySelector('.result-head a').getAttribute('href')])")
    units = browser.execute_script(
        "return [...document.querySelectorAll('#results li.result')].map(li => {"
        "const u = li.querySelector('.result-unit'); return u ? [u.dataset.id, "
        "u.querySelector('a').textContent] : null; })")
    with Searcher() as searcher:
        results = searcher.search(query, limit=20)
        ranked = [(r.work, r.id) for r in results]
    assert [(w, i) for w, i, *_ in shown][:5] == ranked[:5]
    for (work, cid, head, small, href), unit in zip(shown, units):
        assert head == heading(work, cid, corpus)
        assert small == (cid if work == "wbf-2017" else cid.split(":", 1)[1])
        if unit is not None:  # a law's best unit below it, headed by its path
            assert unit[0].startswith(cid) and unit[1] == heading(work, unit[0], corpus)
    # the law's best unit is the command line's
    best = [next((u.id for u in r.units if u.id != r.id), None) for r in results[:5]]
    assert [u[0] if u else None for u in units][:5] == best
    browser.save_screenshot(str(SHOTS / f"search-headings-{quote(query, safe='')}.png"))


def test_a_heading_names_the_unit_path_to_the_item(corpus):
    assert heading("wbf-2017", "27B1(a)", corpus) == "Law 27 Insufficient Bid › B › 1 › (a)"
    assert heading("wbf-2017", "61", corpus) == \
        "Law 61 Failure to Follow Suit – Inquiries Concerning a Revoke"
    assert heading("wbf-2017", "def:alert", corpus) == "Definition: Alert"


def test_the_site_reads_every_citation_as_the_command_line(browser, site):
    """The class: fifteen hundred citation-like queries (seeded), each read by the site's
    citations.js and by `citations.query.citation_query` as `lawsearch search` calls it."""
    from lawsearch.search import Searcher

    queries = citation_queries(2017, 1000)
    with Searcher() as searcher:
        expected = [python_answer(q, searcher.ids) for q in queries]
    browser.get(url(site, "search.html"))
    got = browser.execute_script(
        "return arguments[0].map(q => window.LAWSEARCH_CITATIONS.read(q))", queries)
    differ = [(q, a, b) for q, a, b in zip(queries, expected, got) if a != b]
    assert differ == []
    kinds = {("units" if e and "units" in e else "refused" if e else "text") for e in expected}
    assert kinds == {"units", "refused", "text"}  # the sample holds all three answers


@pytest.fixture(scope="module")
def served(site):
    """The site over HTTP (as a federation serves it), for the duration of the module."""
    import threading

    from lawsearch.site.serve import server

    httpd = server(site, port=0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


SEARCH_DATA = ["*/assets/search/index.js", "*/assets/search/spelling/*",
               "*/assets/search/impacts/*", "*/assets/search.js"]


@pytest.mark.parametrize("query, lands", [
    ("Yasa 27", "/laws/27.html"),
    ("§ 27B1a", "/laws/27.html#27B1a"),
    ("חוק 27ב1(א)", "/laws/27.html#27B1a"),
    ("Law 80B2(k)", "/laws/80.html#80B2k"),
    ("27", "/laws/27.html"),
])
def test_a_citation_is_answered_before_any_search_data_arrives(browser, served, query, lands):
    """With the search's data (index, situations, engine) never arriving, a citation of one unit
    still lands on it: what reads it is the small assets/search/grammars.js."""
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": SEARCH_DATA})
    try:
        browser.get(f"{served}/search.html?q={quote(query)}")
        wait_for(browser, f"return location.pathname + location.hash === {json.dumps(lands)}")
        assert browser.execute_script("return !window.LAWSEARCH_INDEX")
    finally:
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})


def test_a_citation_of_nothing_is_answered_before_any_search_data_arrives(browser, served):
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": SEARCH_DATA})
    try:
        browser.get(f"{served}/search.html?q={quote('Yasa 94')}")
        said = wait_for(browser, "return document.getElementById('search-status').textContent")
        assert said == "no law 94; laws run 1–93"
        assert browser.execute_script("return !window.LAWSEARCH_INDEX")
    finally:
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})


def test_words_are_searched_once_the_search_data_arrives(browser, served):
    browser.get(f"{served}/search.html?q={quote('insufficient bid')}")
    first = wait_for(browser, "return document.querySelector('#results li.result')")
    assert first.get_attribute("data-id") == "27"
    assert browser.execute_script("return !!window.LAWSEARCH_INDEX")


@pytest.mark.parametrize("page, query, lands", [
    ("index.html", "Yasa 27", "/laws/27.html"),
    ("laws/80.html", "§ 27B1a", "/laws/27.html#27B1a"),
    ("glossary.html", "חוק 12ג1", "/laws/12.html#12C1"),
])
def test_a_citation_typed_in_any_pages_box_goes_straight_to_its_unit(browser, served, page,
                                                                       query, lands):
    """The box of every page reads a citation itself (what reads one is fetched as the box is
    first used): neither the search page nor any of the search's data is fetched on the way."""
    from selenium.webdriver.common.keys import Keys

    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": SEARCH_DATA + ["*/search.html*"]})
    try:
        browser.get(f"{served}/{page}")
        box = browser.find_element("id", "q")
        box.click()
        wait_for(browser, "return !!window.LAWSEARCH_CITATIONS")
        box.send_keys(query, Keys.ENTER)
        wait_for(browser, f"return location.pathname + location.hash === {json.dumps(lands)}")
    finally:
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})


def test_what_is_not_a_citation_of_one_unit_goes_to_the_search_page(browser, served):
    from selenium.webdriver.common.keys import Keys

    browser.get(f"{served}/index.html")
    box = browser.find_element("id", "q")
    box.click()
    wait_for(browser, "return !!window.LAWSEARCH_CITATIONS")
    box.send_keys("Yasa 94", Keys.ENTER)
    said = wait_for(browser, "return location.pathname.endsWith('/search.html') && "
                             "document.getElementById('search-status').textContent")
    assert said == "no law 94; laws run 1–93"


LAYOUT_SHIFT = """
const done = arguments[0]; let total = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (!e.hadRecentInput) total += e.value;
}).observe({type: "layout-shift", buffered: true});
setTimeout(() => done(total), 300);
"""


@contextlib.contextmanager
def a_slow_phone(browser, bytes_per_second: int):
    """The browser as a phone's screen on a slow line (150 ms latency) with a CPU four times
    slower, for the duration; then as it was."""
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": 150, "downloadThroughput": bytes_per_second,
        "uploadThroughput": 100_000})
    browser.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
    browser.set_window_size(390, 844)
    try:
        yield browser
    finally:
        browser.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 1})
        browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        browser.set_window_size(1300, 1000)


def test_nothing_on_the_search_page_moves_as_its_results_arrive(browser, served):
    """On a slow phone the results, and each result's texts, come after the page: each is drawn
    whole, below the ones before it and a footer kept off the screen, so nothing a reader sees
    moves (layout shift at most 0.05, Lighthouse's "good"), measured once all are drawn."""
    with a_slow_phone(browser, 1_000_000):
        browser.get(f"{served}/search.html?q={quote('lead out of turn')}")
        wait_for(browser, SEARCHED, timeout=60)
        assert browser.execute_async_script(LAYOUT_SHIFT) <= 0.05


@pytest.mark.parametrize("page", ["laws/27.html", "laws/77.html", "index.html", "glossary.html"])
def test_nothing_on_a_page_moves_as_its_scripts_arrive(browser, served, page):
    """A phone's page is laid out for its scripts from its first paint (the menu folded, not
    shown above the text until a script folds it)."""
    with a_slow_phone(browser, 200_000):
        browser.get(f"{served}/{page}")
        assert browser.execute_async_script(LAYOUT_SHIFT) <= 0.05


def test_a_query_fetches_the_parts_of_the_search_data_it_reads_and_answers_as_python(
        browser, served):
    """The search page fetches the parts of the impact lists a query reads, answers, and only
    then the rest; its answer is the command line's: the development set's queries, a few in
    each language, through the page."""
    from lawsearch.search import Searcher
    from lawsearch.search.evaluation import load_devset

    queries = load_devset()[::16]
    with Searcher() as searcher:
        for q in queries:
            expected = searcher.search(q["q"], limit=1)
            browser.get(f"{served}/search.html?q={quote(q['q'])}")
            if expected and expected[0].citation:
                continue  # a citation goes to its unit: the tests above
            first = wait_for(browser, "return document.querySelector('#results li.result')")
            fetched = browser.execute_script(
                "return performance.getEntriesByType('resource').map(e => e.name)"
                ".filter(n => n.includes('/search/impacts/')).length")
            assert first.get_attribute("data-id") == (expected[0].id if expected else None), q
            assert 0 < fetched


# search.js in Node.js with only its index: `prepare` fetches (from disk) the parts it names, as
# the page does, recording them; then the query's first result
PREPARE = r"""
const fs = require("fs"), vm = require("vm");
const [data, query, ...scripts] = process.argv.slice(2);
const context = {window: {}};
vm.createContext(context);
for (const file of scripts) vm.runInContext(fs.readFileSync(file, "utf8"), context);
const fetched = [];
function fetch(names) {
  fetched.push(names);
  for (const n of names) {
    const file = data + "/" + n + ".js";
    if (fs.existsSync(file)) vm.runInContext(fs.readFileSync(file, "utf8"), context);
  }
  return Promise.resolve();
}
context.window.LAWSEARCH.prepare(query, null, 10, fetch).then(() => {
  const found = context.window.LAWSEARCH.search(query, null, 1);
  process.stdout.write(JSON.stringify({rounds: fetched, first: found.length ? found[0].id : null}));
});
"""


@pytest.mark.parametrize("query, langs", [
    ("lead out of turn", {"tr", "da", "en"}),  # Latin letters: the Latin-script languages
    ("yetersiz deklare", {"tr", "da", "en"}),
    ("kulørsvigt", {"tr", "da", "en"}),
    ("הכרזה בלתי מספקת", {"he"}),
    ("insufficent bid", {"tr", "da", "en"}),  # a typo, read against the corpus's words
    ("my partner led out of turn and declarer accepted it, what now?", {"tr", "da", "en"}),
])
def test_a_word_search_fetches_only_the_parts_it_reads(site, node, tmp_path, query, langs):
    """Fetched as the page fetches them, a query reads the parts of its own words first (those
    the page asks for beside the index), then the lists of their terms, then the glossary's
    and the situations' (at most four rounds, each part once): a small share of the data, and
    its answer is the command line's. The terms an English query reaches through the glossary
    are read from their concepts' parts (glossed/), never from their words' whole lists."""
    import subprocess

    from conftest import engine_scripts
    from lawsearch.lang.analysis import looked_up
    from lawsearch.search import Searcher
    from lawsearch.site.searchdata import impact_bucket
    from lawsearch.site.wordparts import word_part

    data = site / "assets" / "search"
    script = tmp_path / "prepare.js"
    script.write_text(PREPARE, encoding="utf-8")
    parts = ("/spelling/", "/impacts/", "/glossed/")
    scripts = [f for f in engine_scripts(data, site / "assets")
               if not any(p in f for p in parts) and not f.endswith("glossary.js")]
    got = json.loads(subprocess.run([node, str(script), str(data), query, *scripts],
                                    capture_output=True, text=True, check=True).stdout)
    rounds = got["rounds"]
    # the first round is the parts of the query's words in its script's languages, their lists
    # with them (and the glossary, for a query in its script), nothing else
    words = re.findall(r"\w+", query)
    typed = {(lang, looked_up(lang, w)) for lang in langs for w in words if looked_up(lang, w)}
    assert set(rounds[0]) == {f"impacts/{word_part(lang, w)}" for lang, w in typed} | (
        {"glossary"} if "en" in langs else set())
    assert {f"impacts/{impact_bucket(w, lang)}" for lang, w in typed} <= set(rounds[0])
    fetched = [n for names in rounds for n in names]
    assert len(rounds) <= 4 and len(fetched) == len(set(fetched))
    # the situations beside the lists of its words, nothing of a whole language's
    assert {n.split("/")[0] for n in fetched} <= {
        "impacts", "glossed", "spelling", "glossary", "units"}
    # a small share of the data: the index and the parts read, against all of it
    read = sum((data / f"{n}.js").stat().st_size for n in fetched) + (data / "index.js").stat().st_size
    whole = sum(p.stat().st_size for sub in parts for p in (data / sub.strip("/")).glob("*.js"))
    assert read < 0.1 * whole, (read, whole)
    with Searcher() as searcher:
        cli = searcher.search(query, limit=1)
        reading = searcher.read(query)
    assert got["first"] == (cli[0].id if cli else None)
    # no part is fetched for the lists of a term the glossary reaches (they come from their
    # concepts' parts): those fetched are of the terms the query itself is read as, and of the
    # words it reads (its own, a Danish compound's head)
    own = {impact_bucket(t, q.lang) for q in reading.queries if q.clauses for t in q.terms}
    own |= {impact_bucket(w, lang) for lang, w in typed}
    glossed = {impact_bucket(t, q.lang) for q in reading.queries if not q.clauses
               for t in q.terms} - own
    lists = {int(n.split("/")[1]) for n in fetched if n.startswith("impacts/")}
    assert not lists & glossed, (lists & glossed, rounds)


# each query answered twice: fetching only the parts it reads (as the page does), and with
# every part of the data loaded
BOTH = r"""
const fs = require("fs"), vm = require("vm");
const [data, queries, ...scripts] = process.argv.slice(2);
function context(files) {
  const c = {window: {}};
  vm.createContext(c);
  for (const f of files) vm.runInContext(fs.readFileSync(f, "utf8"), c);
  return c;
}
const engine = scripts.filter((f) => !f.startsWith(data + "/") || /\/(index|grammars)\.js$/.test(f));
const everything = context(scripts);
(async () => {
  const out = [];
  for (const [i, q] of JSON.parse(fs.readFileSync(queries, "utf8")).entries()) {
    const c = context(engine);
    // every other query first built for as the page does (search.js's `warm`): the same answer
    if (i % 2) for (const step of c.window.LAWSEARCH.warm(q, null)) step();
    const got = await c.window.LAWSEARCH.prepare(q, null, 10, (names) => {
      for (const n of names) {
        const file = data + "/" + n + ".js";
        if (fs.existsSync(file)) vm.runInContext(fs.readFileSync(file, "utf8"), c);
      }
      return Promise.resolve();
    });
    out.push([q, got.results.map((r) => [r.id, r.score]),
              everything.window.LAWSEARCH.search(q, null, 10).map((r) => [r.id, r.score])]);
  }
  process.stdout.write(JSON.stringify(out));
})();
"""


def test_a_search_that_fetches_only_what_it_reads_answers_as_one_with_all_the_data(
        site, node, tmp_path):
    """The parts a query fetches hold all it reads (the glossary's terms' lists in their
    concepts' parts, their triggers that can fire, each term's whole lists beside its word's):
    on every other query of the development and tuning sets, the same results with the same
    scores, to the last digit, as when every part of the data is there; and the same again
    where what its first reading builds was built before it, as the page builds it."""
    import subprocess

    from conftest import engine_scripts
    from lawsearch.search.evaluation import DEVSET, TUNING, load_devset

    data = site / "assets" / "search"
    script = tmp_path / "both.js"
    script.write_text(BOTH, encoding="utf-8")
    queries = tmp_path / "queries.json"
    # every other query of the two sets (the other half's words are mostly the same words)
    asked = [q["q"] for q in load_devset(DEVSET, *TUNING)][::2]
    queries.write_text(json.dumps(asked), encoding="utf-8")
    got = json.loads(subprocess.run(
        [node, str(script), str(data), str(queries), *engine_scripts(data, site / "assets")],
        capture_output=True, text=True, check=True).stdout)
    assert len(got) == len(asked) > 250
    assert [q for q, fetched, whole in got if fetched != whole] == []
    assert sum(1 for _, fetched, _ in got if fetched) > 0.95 * len(got)


# queries answered at once by one engine (as when the reader changes language while an answer is
# loading), each part coming after its own delay, against the same queries with every part loaded
AT_ONCE = r"""
const fs = require("fs"), vm = require("vm");
const [data, queries, ...scripts] = process.argv.slice(2);
function context(files) {
  const c = {window: {}, setTimeout};
  vm.createContext(c);
  for (const f of files) vm.runInContext(fs.readFileSync(f, "utf8"), c);
  return c;
}
const engine = scripts.filter((f) => !f.startsWith(data + "/") || /\/(index|grammars)\.js$/.test(f));
const everything = context(scripts), c = context(engine);
let calls = 0;
function fetch(names) {  // each batch comes later than the one asked before it
  const delay = 5 * (++calls % 7);
  return new Promise((resolve) => setTimeout(() => {
    for (const n of names) {
      const file = data + "/" + n + ".js";
      if (fs.existsSync(file)) vm.runInContext(fs.readFileSync(file, "utf8"), c);
    }
    resolve();
  }, delay));
}
const asked = JSON.parse(fs.readFileSync(queries, "utf8"));
Promise.all(asked.map((q) => c.window.LAWSEARCH.prepare(q, null, 10, fetch))).then((answers) => {
  process.stdout.write(JSON.stringify(answers.map((got, i) => [asked[i],
    got.results.map((r) => [r.id, r.score]),
    everything.window.LAWSEARCH.search(asked[i], null, 10).map((r) => [r.id, r.score])])));
});
"""


def test_answers_prepared_at_once_wait_for_the_parts_each_other_asked_for(site, node, tmp_path):
    """Several answers prepared at once by one engine (a reader who changes the interface's
    language while an answer is loading; two searches typed in turn), the parts coming late and
    out of order: each waits for the parts another has asked for, never reading one still on its
    way as absent, and gives what it gives with every part loaded."""
    import subprocess

    from conftest import engine_scripts

    data = site / "assets" / "search"
    script = tmp_path / "at_once.js"
    script.write_text(AT_ONCE, encoding="utf-8")
    asked = ["lead out of turn", "lead out of turn", "my partner led out of turn and declarer "
             "accepted it, what now?", "insufficient bid", "yetersiz deklare", "kulørsvigt",
             "הכרזה בלתי מספקת", "revoke", "lead out of turn declarer", "Law 27 insufficient"]
    queries = tmp_path / "queries.json"
    queries.write_text(json.dumps(asked), encoding="utf-8")
    got = json.loads(subprocess.run(
        [node, str(script), str(data), str(queries), *engine_scripts(data, site / "assets")],
        capture_output=True, text=True, check=True).stdout)
    assert [q for q, _, _ in got] == asked
    assert [q for q, at_once, whole in got if at_once != whole] == []
    assert all(at_once for q, at_once, _ in got)


# words.js in Node.js, reading one word per line: the parts it asks for a word in each language
PARTS = r"""
const fs = require("fs"), vm = require("vm"), readline = require("readline");
const context = {window: {}};
vm.createContext(context);
for (const file of process.argv.slice(2)) vm.runInContext(fs.readFileSync(file, "utf8"), context);
const R = context.window.LAWSEARCH_WORDS_READER;
readline.createInterface({input: process.stdin}).on("line", (line) => {
  const [lang, word] = JSON.parse(line);
  process.stdout.write(JSON.stringify([R.normal(lang, word), R.part(lang, R.normal(lang, word)),
                                       R.lists(lang, R.normal(lang, word) + " x")]) + "\n");
});
"""


@pytest.fixture(scope="module")
def parts_reader(site, node, tmp_path_factory):
    """words.js with the site's citation data, in one Node.js process: (lang, word) → what it
    makes of the word and the parts it asks for."""
    import subprocess

    script = tmp_path_factory.mktemp("parts") / "parts.js"
    script.write_text(PARTS, encoding="utf-8")
    proc = subprocess.Popen([node, str(script), str(site / "assets" / "search" / "grammars.js"),
                             str(paths.THEME / "theme" / "assets" / "words.js")],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            encoding="utf-8")

    def ask(lang: str, word: str) -> list:
        proc.stdin.write(json.dumps([lang, word]) + "\n")
        proc.stdin.flush()
        return json.loads(proc.stdout.readline())

    yield ask
    proc.stdin.close()
    proc.wait()


# search.js's first concept of each glossary word, for each [language, word]
HOMES = r"""
const fs = require("fs"), vm = require("vm");
const [asked, ...scripts] = process.argv.slice(2);
const context = {window: {}};
vm.createContext(context);
for (const file of scripts) vm.runInContext(fs.readFileSync(file, "utf8"), context);
process.stdout.write(JSON.stringify(JSON.parse(fs.readFileSync(asked, "utf8"))
  .map(([lang, w]) => context.window.LAWSEARCH.home(lang, w))));
"""


def test_the_browser_looks_for_a_glossary_words_lists_where_the_build_wrote_them(
        site, node, tmp_path):
    """Each word of a glossary term has its lists in the part of the first concept that names it
    (glossedparts.homes): search.js finds that concept for every such word in every language,
    and a word no term has none (its whole lists' part is read instead)."""
    import subprocess

    from conftest import engine_scripts
    from lawsearch.site.glossedparts import homes
    from lawsearch.site.searchdata import read_data

    data = site / "assets" / "search"
    glossary = read_data((data / "glossary.js").read_text(encoding="utf-8"))
    documents = read_data((data / "index.js").read_text(encoding="utf-8"))["documents"]
    expected = homes(glossary, lambda d: documents["langs"][documents["lang"][d]])
    asked = [[lang, w] for lang, words in sorted(expected.items()) for w in sorted(words)]
    assert len(asked) > 1000 and {lang for lang, _ in asked} == {"tr", "da", "he"}
    asked += [["tr", "zzqq"], ["he", "kart"]]
    script, words = tmp_path / "homes.js", tmp_path / "words.json"
    script.write_text(HOMES, encoding="utf-8")
    words.write_text(json.dumps(asked), encoding="utf-8")
    scripts = [f for f in engine_scripts(data, site / "assets")
               if "/assets/search/" not in f or f.endswith(("/index.js", "/glossary.js",
                                                            "/grammars.js"))]
    got = json.loads(subprocess.run([node, str(script), str(words), *scripts],
                                    capture_output=True, text=True, check=True).stdout)
    assert got == [expected[lang][w] for lang, w in asked[:-2]] + [None, None]


# The search page's head run as a page would run it (main.html, lawsearch/site/ahead.py): for each
# [address's query string, the reader's stored interface language, the page's language], what it
# asks for before any of the page's scripts has come, and whether it marks the page as asked.
HEAD = r"""
const fs = require("fs"), vm = require("vm");
const [page, cases] = process.argv.slice(2);
const html = fs.readFileSync(page, "utf8");
const head = html.slice(0, html.indexOf("</head>"));
const scripts = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])
  .filter((s) => s.includes("preload") || s.includes("LAWSEARCH_WORDS_DATA"));
if (scripts.length !== 2) throw new Error("the head's words reader and preloading script not found");
process.stdout.write(JSON.stringify(JSON.parse(fs.readFileSync(cases, "utf8")).map((search) => {
  const asked = [], classes = [];
  const context = {URLSearchParams, location: {search},
    document: {documentElement: {lang: "en", classList: {add: (c) => classes.push(c)}},
               createElement: () => ({}),
               head: {appendChild: (link) => asked.push([link.rel, link.as, link.href])}}};
  context.window = context;
  vm.createContext(context);
  for (const script of scripts) vm.runInContext(script, context);
  return [asked, classes];
})));
"""


@pytest.mark.node
def test_the_pages_head_asks_for_a_querys_words(site, node, tmp_path):
    """A query of words in the search page's address has the search's index and engine asked for
    from the page's head, with the parts that read its words in each language of its script (or
    the one the reader chose), the glossary where English is one, as wordparts.py places them,
    and nothing else (no table of a whole language, whatever the query's length); a citation (a
    digit) nothing; never more words than the page reads (the command line's bounds). Any query
    hides the empty page's help."""
    import re
    import subprocess
    from urllib.parse import unquote

    from lawsearch.bounds import MAX_QUERY, MAX_WORDS
    from lawsearch.lang import LANGUAGES, SOURCE
    from lawsearch.lang.analysis import looked_up
    from lawsearch.site.wordparts import word_part

    def q(text: str, lang: str = "") -> str:
        return "?" + "&".join([f"q={quote(text)}"] + ([f"lang={lang}"] if lang else []))

    words_asked = [q("lead out of turn"), q("lead out of turn", "da"), q("lead out of turn", "he"),
                   q("הכרזה בלתי מספקת"), q("insufficient bid"), q('"out of" turn'),
                   q('out“of”turn'), q("revoke"), q("  a  b  "), q("a b c Ω"),
                   q("İZİNSİZ kulørsvigt"),
                   q("my partner led out of turn and declarer accepted it, what now?"),
                   # an address longer than the page reads: no more than its words' parts
                   q(" ".join(a + b + c for a in "bcdfg" for b in "aeiou" for c in "lmnrst"))]
    nothing = [q("Law 27 lead out of turn"), "?q=", ""]
    script, data = tmp_path / "head.js", tmp_path / "cases.json"
    script.write_text(HEAD, encoding="utf-8")
    data.write_text(json.dumps(words_asked + nothing), encoding="utf-8")
    got = json.loads(subprocess.run([node, str(script), str(site / "search.html"), str(data)],
                                    capture_output=True, text=True, check=True).stdout)
    engine = [["preload", "script", "./assets/search/index.js"],
              ["preload", "script", "./assets/search.js"]]

    def words(search: str) -> list[list[str]]:
        """The parts that read the query's words, as wordparts.py placed them."""
        params = dict(p.split("=", 1) for p in search[1:].split("&"))
        text = unquote(params["q"])
        hebrew = re.search(r"[\u05d0-\u05ea]", text)
        langs = [params["lang"]] if "lang" in params else [
            c for c, lang in LANGUAGES.items() if (lang.script == "Hebr") == bool(hebrew)]
        kept = re.findall(r"\w+", text[:MAX_QUERY])[:MAX_WORDS]
        names = {f"impacts/{word_part(lang, looked_up(lang, w))}" for w in kept for lang in langs}
        names |= {"glossary"} if SOURCE in langs else set()
        return sorted(["preload", "script", f"./assets/search/{n}.js"] for n in names)

    for search, (asked, classes) in zip(words_asked + nothing, got):
        assert classes == ([] if search in ("", "?q=") else ["asked"]), search
        if search in nothing:
            assert asked == [], search
            continue
        assert asked[:2] == engine and sorted(asked[2:]) == words(search), search


@pytest.mark.node
@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(word=st.text(st.characters(categories=("L", "M", "N")), min_size=1, max_size=12) | st.sampled_from(
    ["İZİNSİZ", "kulørsvigt", "Kulorsvigt", "ıi", "והכרזה", "דָּבָר", "Yasa'nın", "ǅemal", "ß", "ﬁne"]))
def test_the_browser_and_python_find_a_words_parts_alike(parts_reader, word):
    """The part a typed word is read from, and the part of the lists of a term it begins, are the
    same in words.js as in wordparts.py for any word in any language: a part looked for in the
    wrong place reads as a word the corpus lacks, silently."""
    from lawsearch.lang import LANGUAGES
    from lawsearch.lang.analysis import looked_up
    from lawsearch.site.wordparts import list_part, word_part

    for lang in LANGUAGES:
        typed, part, lists = parts_reader(lang, word)
        assert typed == looked_up(lang, word)
        assert part == f"impacts/{word_part(lang, typed)}"
        assert lists == f"impacts/{list_part(lang, typed + ' x')}"


def test_no_beginning_shorter_than_a_words_key_is_looked_up():
    """A word the corpus lacks is read from its longest known beginning, all in the word's own
    part, only while no language looks up a beginning shorter than the letters its part is
    found by (a language with a shorter lemma stem would read as if the beginning were absent)."""
    from lawsearch.lang import LANGUAGES
    from lawsearch.site.searchdata import _lemma_settings
    from lawsearch.site.wordparts import KEY_LETTERS

    for lang in LANGUAGES:
        assert _lemma_settings(lang)["min_stem"] >= KEY_LETTERS, lang
    # a compound's head (search.js's `compound`) is at least three letters
    assert "h.length < 3" in (paths.THEME / "theme" / "assets" / "search.js").read_text(
        encoding="utf-8") and KEY_LETTERS <= 3


def test_a_query_of_words_has_its_index_and_engine_fetched_with_the_page(browser, served):
    """The search page's head asks for the search's index and engine at once for a query of
    words, with the parts that read its words (they arrive with the page's own scripts, not
    after its load), each fetched once, and for nothing of them for a citation, which needs
    neither."""
    def preloaded(query: str) -> list[str]:
        browser.get(f"{served}/search.html?q={quote(query)}")
        return browser.execute_script(
            "return [...document.querySelectorAll('link[rel=preload]')]"
            ".map(l => l.getAttribute('href'))")

    engine = ["./assets/search/index.js", "./assets/search.js"]
    asked = preloaded("insufficient bid")
    # with the parts of its words (wordparts.py), and the glossary an English query may read
    assert asked[:2] == engine and "./assets/search/glossary.js" in asked
    assert [a for a in asked[2:] if not a.startswith("./assets/search/impacts/")] == [
        "./assets/search/glossary.js"]
    # a told story: its words' parts, and nothing of a whole language
    asked = preloaded("lead out of turn")
    assert asked[:2] == engine and len([a for a in asked if "/impacts/" in a]) == 4  # lead, out…
    assert [a for a in asked[2:] if "/impacts/" not in a] == ["./assets/search/glossary.js"]
    wait_for(browser, SEARCHED)
    fetched = browser.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)"
        ".filter(n => /assets\\/(search\\/index|search|"
        "search\\/impacts\\/\\d+|search\\/glossary)\\.js$/.test(n))")
    # each once: the page's scripts are the preloaded ones
    assert sorted(f.split("/assets/")[1] for f in fetched) == sorted(a[len("./assets/"):] for a in asked)
    assert preloaded("Law 94") == []  # a citation of nothing: the page stays, and says so
    # asked for before the stylesheet is (a script after a stylesheet waits for it)
    browser.get(f"{served}/search.html?q={quote('lead out of turn')}")
    assert browser.execute_script(
        "return [...document.head.querySelectorAll('link[rel=preload], link[rel=stylesheet]')]"
        ".map(l => l.rel)") == ["preload"] * len(asked) + ["stylesheet"]


def test_a_query_of_words_asks_for_its_words_parts_before_the_pages_load(browser, served):
    """The parts that read the query's words are asked for as soon as the page is read, not once
    it has loaded (the answer waits on them; the load on the preloaded index and engine)."""
    browser.get(f"{served}/search.html?q={quote('lead out of turn')}")
    wait_for(browser, SEARCHED)
    starts, load = browser.execute_script(
        "return [performance.getEntriesByType('resource')"
        ".filter(e => /assets\\/search\\/impacts\\//.test(e.name))"
        ".map(e => [e.name.split('/assets/search/')[1], e.startTime]),"
        " performance.getEntriesByType('navigation')[0].loadEventStart]")
    assert len(starts) >= 4, starts  # a part a word: lead, out, of, turn
    assert [name for name, start in starts if start < load], (starts, load)


def test_a_search_reads_what_arrived_in_a_task_of_its_own(browser, served):
    """What reads the parts of a round runs in a task after the one in which the last of them
    arrived (a phone's long task split in two): the search's own promise of its parts resolves
    after any task the part's arrival queued."""
    watch = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.rounds = [];
        let arriving = false;
        document.addEventListener('load', (e) => {  // before the part's own onload
          if (!e.target.src || e.target.src.indexOf('/assets/search/') < 0) return;
          arriving = true;
          setTimeout(() => { arriving = false; }, 0);
        }, true);
        let engine;
        Object.defineProperty(window, 'LAWSEARCH', {configurable: true,
          get() { return engine; },
          set(value) {
            const prepare = value.prepare;
            value.prepare = (q, langs, limit, fetch) => prepare(q, langs, limit, (names) =>
              fetch(names).then((v) => { window.rounds.push(arriving); return v; }));
            engine = value;
          }});
        """})
    try:
        browser.get(f"{served}/search.html?q={quote('lead out of turn')}")
        wait_for(browser, SEARCHED)
        rounds = browser.execute_script("return window.rounds")
        assert rounds and not any(rounds), rounds
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                                {"identifier": watch["identifier"]})


# set in a page before its own scripts: when its first result is drawn
FIRST_DRAWN = """
new MutationObserver(function (changes, observer) {
  if (document.querySelector('#results li.result')) { window.__drawn = performance.now(); observer.disconnect(); }
}).observe(document, {childList: true, subtree: true});
"""


def test_the_first_screen_is_drawn_before_the_texts_below_it_are_asked_for(browser, served):
    """The results whose texts came with the answer's last parts (the laws it put first while
    they were coming) are drawn at once, and the texts of the results below them are asked for
    only after: on a slow line they do not share it with the first screen's."""
    added = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIRST_DRAWN})
    try:
        browser.get(f"{served}/search.html?q={quote('lead out of turn')}")
        wait_for(browser, SEARCHED)
        drawn, parts, texts = browser.execute_script(
            "const r = performance.getEntriesByType('resource');"
            "const of = re => r.filter(e => re.test(e.name));"
            "return [window.__drawn,"
            " Math.max(...of(/\\/search\\/(impacts|glossed|situations)\\//).map(e => e.responseEnd)),"
            " of(/\\/search\\/units\\//).map(e => [e.name.split('/units/')[1], e.startTime])]")
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", added)
    before = [name for name, start in texts if start < drawn]
    after = [name for name, start in texts if start >= drawn]
    # the first result's texts were here when it was drawn, asked for with the answer's parts
    first = browser.find_element("css selector", "#results li.result").get_attribute("data-id")
    assert f"wbf-2017-{re.match(r'[0-9]+', first).group()}.js" in before, (first, texts)
    assert before and all(start <= parts for name, start in texts if name in before), texts
    assert len(after) >= 3, texts  # the others' once it was drawn
