"""The site kept on a phone: the web app manifest and the icons drawn from the favicon, the service
worker's list of every other file with a version drawn from their content, `lawsearch serve`'s
types, the link checker on the manifest, and in a real headless Chromium the site opened once over
HTTP and then read with its server stopped (laws, reference pages and the search from the
browser's copy), while pages opened from disk stay as they were."""
from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import struct
import threading
import urllib.error
import urllib.request
import zlib
from pathlib import Path

import pytest
import yaml
from lxml import etree, html
from test_browser import SHOTS, errors, outside_requests, start_browser, url, wait_for

from lawsearch import paths
from lawsearch.errors import LawsearchError
from lawsearch.site import icons, offline
from lawsearch.site.build import CONFIG
from lawsearch.site.links import check_site
from lawsearch.site.serve import server

PHONE = (390, 844)
LINE = re.compile(r'^var VERSION = ("[0-9a-f]{16}"), FILES = (\[.*\]);$', re.MULTILINE)


@pytest.fixture(scope="module")
def browser():
    d = start_browser(*PHONE)
    # a phone's screen (a headless window is never narrower than 500 px)
    d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True})
    yield d
    d.quit()


def precache(site: Path) -> tuple[str, list[str]]:
    """The version and the files the built service worker keeps."""
    m = LINE.search((site / offline.WORKER).read_text(encoding="utf-8"))
    assert m, "sw.js has no list of files"
    runs = json.loads(m.group(2))  # [folder, [its files]] in order
    return json.loads(m.group(1)), offline.files_of(runs)


def decode_png(data: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and RGBA rows of an 8-bit RGBA PNG whose rows are not filtered."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks = 8, {}
    while pos < len(data):
        (length,), kind = struct.unpack(">I", data[pos:pos + 4]), data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        assert struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0] == \
            zlib.crc32(kind + body), kind
        chunks[kind] = chunks.get(kind, b"") + body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
    assert (depth, colour, interlace) == (8, 6, 0)  # 8-bit RGBA, not interlaced
    raw = zlib.decompress(chunks[b"IDAT"])
    stride = 1 + 4 * width
    assert len(raw) == stride * height and all(raw[r * stride] == 0 for r in range(height))
    return width, height, [raw[r * stride + 1:(r + 1) * stride] for r in range(height)]


def pixel(rows: list[bytes], x: int, y: int) -> tuple[int, int, int, int]:
    return tuple(rows[y][4 * x:4 * x + 4])


def test_the_manifest_names_the_site_and_its_icons_are_the_favicon_drawn(site):
    data = json.loads((site / offline.MANIFEST).read_text(encoding="utf-8"))
    config = yaml.safe_load(CONFIG.read_text(encoding="utf-8"))
    assert data["name"] == config["site_name"]
    assert data["description"] == config["site_description"]
    assert 0 < len(data["short_name"]) <= 12  # what a home screen shows under the icon
    assert (data["display"], data["scope"], data["start_url"]) == ("standalone", "./", "index.html")
    assert (site / data["start_url"]).is_file()
    favicon = etree.parse(str(icons.FAVICON)).getroot()
    tile = next(el for el in favicon.iter() if el.tag.endswith("rect"))
    assert data["theme_color"] == tile.get("fill") == "#1f5fbf"
    for name in ("index.html", "laws/27.html", "search.html", "glossary.html"):
        meta = html.parse(str(site / name)).getroot().find(".//meta[@name='theme-color']")
        assert meta.get("content") == data["theme_color"], name
    assert re.fullmatch(r"#[0-9a-f]{6}", data["background_color"])
    blue = (0x1F, 0x5F, 0xBF, 255)
    pngs = [i for i in data["icons"] if i["type"] == "image/png"]
    assert {(i["sizes"], i["purpose"]) for i in pngs} >= {("192x192", "any"), ("512x512", "any"),
                                                         ("512x512", "maskable")}
    for icon in pngs:
        width, height, rows = decode_png((site / icon["src"]).read_bytes())
        assert f"{width}x{height}" == icon["sizes"]
        # the white spade in the middle of the blue tile; a tile with rounded corners, or (for a
        # phone's own mask) the whole square
        assert pixel(rows, width // 2, height // 2) == (255, 255, 255, 255)
        assert pixel(rows, width // 16, height // 2) == blue
        assert pixel(rows, width // 2, height // 20) == blue
        assert pixel(rows, 0, 0) == (blue if icon["purpose"] == "maskable" else (0, 0, 0, 0))
        # and its edges anti-aliased: some pixels between blue and white
        assert any(0x5F < px[1] < 255 for px in zip(*[iter(rows[height // 2])] * 4)), icon["src"]
    svg = [i for i in data["icons"] if i["type"] == "image/svg+xml"]
    assert [(site / i["src"]).read_bytes() for i in svg] == [icons.FAVICON.read_bytes()]


def test_the_icon_reader_refuses_what_it_cannot_draw(tmp_path):
    with pytest.raises(LawsearchError, match="'A' is not drawn"):
        icons.path_outlines("M0 0 A 1 1 0 0 1 2 2z")
    svg = tmp_path / "icon.svg"
    svg.write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">'
                   '<circle cx="8" cy="8" r="8" fill="#000"/></svg>', encoding="utf-8")
    with pytest.raises(LawsearchError, match="<circle> is not drawn"):
        icons.read(svg)
    # relative and absolute commands alike, curves flattened through their end points
    outline, = icons.path_outlines("M1 1h4v4H1z")
    assert outline == [(1, 1), (5, 1), (5, 5), (1, 5)]
    outline, = icons.path_outlines("M0 0c0 2 4 2 4 0z")
    assert outline[-1] == (4, 0) and max(y for _, y in outline) == pytest.approx(1.5)


def test_the_service_worker_keeps_every_other_file_under_a_content_version(site):
    version, files = precache(site)
    on_disk = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())
    assert sorted(files) == [f for f in on_disk if f != "sw.js"] and len(set(files)) == len(files)
    # what a director needs first, first: the pages' scripts and what reads a citation, the
    # laws, the other pages, then the search's data (megabytes)
    at = files.index
    assert max(at("index.html"), at("search.html"), at("assets/lawsearch.css")) < at("laws/27.html")
    assert max(at("assets/search/grammars.js"), at("assets/citations.js")) < at("laws/1.html")
    assert at("laws/93.html") < at("glossary.html") < at("assets/search/index.js")
    assert max(at(f) for f in files if not f.startswith("assets/search/")) < \
        min(at(f) for f in files if f.startswith("assets/search/") and "grammars" not in f)
    for name in ("index.html", "laws/77.html", "definitions.html", "search.html",
                 "assets/search/index.js", "assets/search/units/wbf-2017-27.js",
                 "manifest.webmanifest", "assets/icon-512.png", "assets/offline.js"):
        assert name in files, name
    assert version == offline.version(site, files)
    assert (site / "sw.js").stat().st_size < 20_000  # the list is a small part of the worker
    # what the worker fetches over a compressing line (the search's data in small parts, each
    # read as a query needs it, is larger in all than when it came in a few whole files)
    assert sum(len(gzip.compress((site / f).read_bytes(), 6)) for f in on_disk) <= 6 * 2**20


@pytest.mark.slow  # builds the site twice
def test_the_same_site_gives_the_same_version_and_a_changed_file_another(site, tmp_path):
    from lawsearch.site.build import build_site

    again = tmp_path / "again"
    build_site(paths.AKN, again)
    assert (again / "sw.js").read_bytes() == (site / "sw.js").read_bytes()
    version, files = precache(site)
    page = again / "laws" / "27.html"
    page.write_bytes(page.read_bytes().replace(b"</main>", b"<p>x</p></main>", 1))
    assert offline.version(again, files) != version
    (again / "laws" / "27.html").unlink()
    assert offline.worker(offline.files(again), "v") != offline.worker(files, "v")


def test_the_worker_template_must_hold_the_line_the_build_fills(tmp_path):
    template = tmp_path / "sw.js"
    template.write_text("self.addEventListener('fetch', function () {});\n", encoding="utf-8")
    with pytest.raises(LawsearchError, match="must be there once"):
        offline.worker(["index.html"], "0123456789abcdef", template)


def test_serve_gives_the_manifest_and_the_worker_their_types(site):
    httpd = server(site, port=0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{httpd.server_address[1]}/"
        for name, kind in (("manifest.webmanifest", "application/manifest+json"),
                           ("sw.js", "text/javascript"), ("assets/offline.js", "text/javascript"),
                           ("assets/icon-192.png", "image/png")):
            with urllib.request.urlopen(base + name) as response:
                assert response.headers.get_content_type() == kind, name
                assert response.read() == (site / name).read_bytes()
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.mark.parametrize("name, compressed", [
    ("laws/27.html", True), ("assets/search/index.js", True), ("assets/lawsearch.css", True),
    ("sw.js", True), ("assets/i18n-data.js", True), ("assets/icon-192.png", False),
    ("manifest.webmanifest", False),  # under a kilobyte: its headers would cost more
])
def test_serve_compresses_text_for_a_browser_that_takes_gzip(site, name, compressed):
    """The site's text travels compressed where the browser says it takes gzip (a law page and
    the search's data a fraction of their size on a weak signal), with its own type, and as it
    is to one that does not; the file on disk is what arrives either way."""
    import gzip

    httpd = server(site, port=0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        address = f"http://127.0.0.1:{httpd.server_address[1]}/{name}"
        on_disk = (site / name).read_bytes()
        asked = urllib.request.Request(address, headers={"Accept-Encoding": "gzip, deflate"})
        with urllib.request.urlopen(asked) as response:
            body = response.read()
            assert (response.headers.get("Content-Encoding") == "gzip") == compressed
            if compressed:
                assert gzip.decompress(body) == on_disk and len(body) < len(on_disk) / 2
                assert response.headers.get("Vary") == "Accept-Encoding"
                assert int(response.headers["Content-Length"]) == len(body)
        with urllib.request.urlopen(address) as response:
            assert response.headers.get("Content-Encoding") is None
            assert response.read() == on_disk
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_the_link_checker_follows_the_manifests_addresses(site, tmp_path):
    report = check_site(site)
    assert report.problems == []
    without = tmp_path / "plain"
    (without / "assets").mkdir(parents=True)
    (without / "index.html").write_text("<!doctype html><title>t</title><p>x</p>", encoding="utf-8")
    (without / "assets" / "a.png").write_bytes(b"")
    assert check_site(without).links == 0
    (without / "app.webmanifest").write_text(json.dumps({
        "start_url": "index.html", "scope": "./",
        "icons": [{"src": "assets/a.png"}, {"src": "assets/b.png"},
                  {"src": "https://example.org/c.png"}]}), encoding="utf-8")
    report = check_site(without)
    assert report.links == 5
    assert [(p.page, p.target, p.why) for p in report.problems] == [
        ("app.webmanifest", "assets/b.png", "icons[1]: no such file"),
        ("app.webmanifest", "https://example.org/c.png", "icons[2]: loaded from another host")]
    (without / "app.webmanifest").write_text("{", encoding="utf-8")
    assert "not JSON" in check_site(without).problems[0].why


def test_pages_opened_from_disk_neither_install_nor_log_an_error(browser, site):
    # every call of register() noted before the page's own scripts run
    watch = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.registered = [];
        const sw = navigator.serviceWorker, register = sw && sw.register.bind(sw);
        if (sw) sw.register = (u, o) => { window.registered.push(String(u)); return register(u, o); };
        """})
    try:
        for page in ("index.html", "laws/27.html", "search.html?q=insufficient%20bid"):
            browser.get(url(site, page))
            wait_for(browser, "return document.readyState === 'complete'")
            assert browser.execute_script(
                "return [!!document.querySelector('script[src$=\"assets/offline.js\"]'),"
                " 'serviceWorker' in navigator, window.registered,"
                " document.querySelectorAll('link[rel=manifest]').length,"
                " !!document.getElementById('offline-status')]") == [True, True, [], 0, False]
            assert errors(browser) == [], page
            assert outside_requests(browser) == [], page
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                                {"identifier": watch["identifier"]})


def test_a_search_pages_first_answer_comes_before_the_copy_of_the_site(browser, site):
    """Over HTTP the service worker would share the line with the search's parts: on a search
    page with a query of words it is asked for once the answer is drawn; any other page asks at
    once."""
    # each call of register() noted with whether the search's answer was drawn by then
    watch = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.registered = [];
        const sw = navigator.serviceWorker, register = sw && sw.register.bind(sw);
        if (sw) sw.register = (u, o) => {
          const list = document.getElementById('results');
          window.registered.push(!list ? 'no list' : list.hasAttribute('aria-busy') ? 'busy' :
                                 list.querySelector('li.result') ? 'drawn' : 'empty');
          return Promise.reject(new Error('not in this test'));
        };
        """})
    httpd = server(site, port=0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"
    try:
        for page, expected in (("search.html?q=insufficient%20bid", "drawn"),
                               ("search.html?q=zzqqxx", "empty"), ("search.html", "empty"),
                               ("laws/27.html", "no list")):
            browser.get(base + page)
            assert wait_for(browser, "return window.registered.length && window.registered",
                            timeout=30) == [expected], page
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                                {"identifier": watch["identifier"]})
        httpd.shutdown()
        httpd.server_close()


def test_once_opened_over_http_the_site_is_read_with_the_server_stopped(browser, site):
    """On a first visit (a port of its own: an origin no other test has opened) the worker
    tells the page, after each batch of files it keeps, how many of the site's files are kept;
    the footer says it, then that the site is available offline. Then the copy alone serves
    the site."""
    version, files = precache(site)
    httpd = server(site, port=0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"
    watching = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__progress = []; window.__said = [];
        navigator.serviceWorker.addEventListener('message', e => window.__progress.push(e.data));
        new MutationObserver(() => {
          const s = document.getElementById('offline-status');
          if (s && window.__said[window.__said.length - 1] !== s.textContent)
            window.__said.push(s.textContent);
        }).observe(document, {childList: true, subtree: true, characterData: true});"""})
    try:
        browser.get(base + "index.html")
        status = wait_for(browser, "var s = document.getElementById('offline-status');"
                                   "return navigator.serviceWorker.controller && s && "
                                   "s.textContent.startsWith('Available') && s.textContent",
                          timeout=60)
        assert status == "Available offline: every law and the search are on this device."
        progress = browser.execute_script("return window.__progress")
        kept = [p["kept"] for p in progress if p.get("type") == "progress"]
        assert kept and kept == sorted(kept) and kept[-1] == len(files), progress[-3:]
        assert {p["files"] for p in progress} == {len(files)}
        said = browser.execute_script("return window.__said")
        assert any(re.fullmatch(r"Keeping the site on this device for offline use: \d+ of "
                                rf"{len(files)} files", s) for s in said), said
        assert said[-1] == status
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", watching)
        kept = browser.execute_async_script("""
            const done = arguments[arguments.length - 1];
            (async () => {
              const scope = (await navigator.serviceWorker.getRegistration()).scope;
              const names = (await caches.keys()).filter(n => n.startsWith('lawsearch '));
              const urls = await Promise.all(names.map(async n =>
                (await (await caches.open(n)).keys()).map(r => r.url)));
              return {scope, names, urls};
            })().then(done, e => done({error: String(e)}));""")
        assert kept.get("scope") == base, kept
        assert kept["names"] == [f"lawsearch {base} {version}"]
        assert sorted(kept["urls"][0]) == sorted(base + f for f in files)
        app = browser.execute_cdp_cmd("Page.getAppManifest", {})
        assert app["url"] == base + "manifest.webmanifest" and app["errors"] == []
        installable = browser.execute_cdp_cmd("Page.getInstallabilityErrors", {})
        assert installable["installabilityErrors"] == []
        assert errors(browser) == []
    finally:
        httpd.shutdown()
        httpd.server_close()
    with pytest.raises(urllib.error.URLError):  # nothing answers there any more
        urllib.request.urlopen(base + "index.html", timeout=5)

    # A law with its tables, straight from the copy (no console error allowed: nothing may be
    # asked of the stopped server).
    browser.get(base + "laws/77.html")
    disk = html.parse(str(site / "laws" / "77.html")).getroot()
    assert browser.find_element("tag name", "h1").text == disk.find(".//h1").text_content().strip()
    shown = browser.execute_script(
        "return document.querySelector('tr[id=\"77\"] td[data-lang=\"tr\"]').textContent")
    assert shown == disk.xpath('//tr[@id="77"]/td[@data-lang="tr"]')[0].text_content()
    assert "TURNUVA BRİCİ SKORLAMA TABLOSU" in shown
    assert browser.execute_script(  # its scoring tables, and the stylesheet that lays them out
        "return [document.querySelectorAll('tr[id=\"77\"] td[data-lang] table').length > 0,"
        " document.querySelector('link[rel=stylesheet]').sheet.cssRules.length > 0]") == \
        [True, True]
    browser.save_screenshot(str(SHOTS / "offline-law-77-phone.png"))
    assert errors(browser) == []

    browser.get(base + "definitions.html")
    disk = html.parse(str(site / "definitions.html")).getroot()
    first = disk.xpath("//td[@data-lang]")[0]
    assert browser.execute_script(
        "return document.querySelector('td[data-lang]').textContent") == first.text_content()
    assert errors(browser) == []

    # The search reads its index and, for the results, a law's texts it never loaded before.
    browser.get(base + "search.html?q=insufficient%20bid")
    first = wait_for(browser, "return document.querySelector('#results li.result')", timeout=60)
    assert first.get_attribute("data-id").startswith("27")
    wait_for(browser, "return document.querySelectorAll("
                      "'#results li.result:first-child .langs div').length >= 3")
    turkish, unit = browser.execute_script(
        "const li = document.querySelector('#results li.result:first-child');"
        "const u = li.querySelector('.result-unit');"
        "return [li.querySelector('.langs div[lang=tr]').textContent, u ? u.dataset.id : '27']")
    row = unit.replace("(", "").replace(")", "")
    shown = html.parse(str(site / "laws" / "27.html")).getroot() \
        .xpath(f'//tr[@id="{row}"]/td[@data-lang="tr"]')[0].text_content()
    # the law's best unit, its Turkish text as the law's page has it (read offline)
    assert unit.startswith("27") and "Yetersiz" in turkish
    assert " ".join(shown.split())[:30] in " ".join(turkish.split())
    loaded = browser.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)")
    assert base + "assets/search/units/wbf-2017-27.js" in loaded
    browser.save_screenshot(str(SHOTS / "offline-search-phone.png"))
    assert errors(browser) == []
    assert outside_requests(browser) == []

    # A page the site does not have: sent home, with its styles and scripts from the copy.
    browser.get(base + "laws/94.html")
    wait_for(browser, f"return location.href === '{base}index.html'")
    assert wait_for(browser, "var s = document.getElementById('offline-status');"
                             "return s && s.textContent").startswith("Available offline")
    assert errors(browser) == []


STATUS = """
    const done = arguments[arguments.length - 1];
    const channel = new MessageChannel();
    channel.port1.onmessage = event => done(event.data);
    navigator.serviceWorker.controller.postMessage({type: 'status'}, [channel.port2]);"""


def test_a_file_missing_at_install_is_fetched_later_and_only_then_offline_is_said(
        browser, site, tmp_path):
    copy = shutil.copytree(site, tmp_path / "site")
    name = "assets/search/units/wbf-2017-77.js"
    (copy / name).rename(tmp_path / "aside.js")
    httpd = server(copy, port=0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{httpd.server_address[1]}/"
        browser.get(base + "index.html")
        wait_for(browser, "return !!navigator.serviceWorker.controller", timeout=60)
        status = browser.execute_async_script(STATUS)
        # installed all the same, the one file it could not get named, and nothing claimed
        assert status["missing"] == [name] and status["files"] == len(precache(copy)[1])
        said = browser.find_elements("id", "offline-status")  # at most how far it has got
        assert not said or said[0].text.startswith("Keeping the site on this device")
        (tmp_path / "aside.js").rename(copy / name)
        browser.refresh()
        assert wait_for(browser, "var s = document.getElementById('offline-status');"
                                 "return s && s.textContent.startsWith('Available offline')",
                        timeout=30)
        assert browser.execute_async_script(STATUS)["missing"] == []
        assert errors(browser) == []
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_build_gzip_writes_a_compressed_copy_beside_each_text_file_and_serve_sends_it(
        site, tmp_path):
    """`build --gzip`: beside every text file worth compressing a `.gz` copy that is that file
    (for a static host's gzip_static), none beside an image or a small file, none in the
    worker's list; `serve` sends the copy as it is, and the file itself where the copy is stale."""
    import gzip

    from lawsearch.site import compressed

    copy = shutil.copytree(site, tmp_path / "site")
    written = compressed.write(copy)
    gz = sorted(p.relative_to(copy).as_posix() for p in copy.rglob("*.gz"))
    assert written == len(gz) > 400
    assert "laws/27.html.gz" in gz and "assets/search/index.js.gz" in gz and "sw.js.gz" in gz
    assert not any(n.endswith((".png.gz", "manifest.webmanifest.gz")) for n in gz)
    for name in gz:
        assert gzip.decompress((copy / name).read_bytes()) == (copy / name[:-3]).read_bytes()
    assert not any(f.endswith(".gz") for f in precache(copy)[1])
    (copy / "laws" / "27.html.gz").write_bytes(compressed.compress(b"<p>the copy</p>" * 100))
    httpd = server(copy, port=0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        base = f"http://127.0.0.1:{httpd.server_address[1]}/"
        asked = urllib.request.Request(base + "laws/27.html", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(asked) as response:
            assert gzip.decompress(response.read()) == b"<p>the copy</p>" * 100
        # an edited file, its copy older: the file itself, compressed here
        os.utime(copy / "laws" / "27.html.gz", (1, 1))
        with urllib.request.urlopen(asked) as response:
            assert gzip.decompress(response.read()) == (copy / "laws" / "27.html").read_bytes()
    finally:
        httpd.shutdown()
        httpd.server_close()
