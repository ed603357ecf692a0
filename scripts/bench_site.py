"""The built site as a director's phone meets it on a weak signal: headless Chromium with a
phone's screen (390×844), a slow 4G line (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency) and a
CPU four times slower, through its devtools protocol; a first visit each time (a fresh browser,
nothing cached, no service worker yet). The site is served by `lawsearch serve`.

Each figure is the median of `--repeat` visits, with its ratio to the baseline measured in the
same run: the law page itself (`laws/27.html` opened directly until its table is on screen).
Figures only: nothing here is asserted anywhere.

    python scripts/bench_site.py [--site build/site] [--repeat 3]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from lawsearch import paths  # noqa: E402

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}
SLOW_4G = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8,
           "uploadThroughput": 750_000 / 8}
CPU_SLOWDOWN = 4
ON_SCREEN = 60.0  # seconds before a visit is given up


def visit(base: str, page: str, done: str, typed: str | None = None) -> tuple[float, int]:
    """Seconds from asking for `page` on a first visit to `done` (a script) being true, and the
    bytes the page fetched by then; with `typed`, from that typed in the page's search box
    (opened and first used before the clock starts) and Enter."""
    from selenium.webdriver.common.keys import Keys
    from test_browser import start_browser

    browser = start_browser(PHONE["width"], PHONE["height"])
    try:
        browser.execute_cdp_cmd("Network.enable", {})
        browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        # the service worker a first visit installs is left out: what is measured is the line
        browser.execute_cdp_cmd("Network.setBypassServiceWorker", {"bypass": True})
        browser.execute_cdp_cmd("Network.emulateNetworkConditions", SLOW_4G)
        browser.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
        browser.set_page_load_timeout(ON_SCREEN)
        browser.set_script_timeout(ON_SCREEN)
        if typed is not None:
            browser.get(f"{base}/{page}")
            box = browser.find_element("id", "q")
            box.click()
            box.send_keys(typed)
            time.sleep(2.0)  # a director's typing
            t0 = time.perf_counter()
            box.send_keys(Keys.ENTER)
        else:
            t0 = time.perf_counter()
            browser.execute_script("window.location.href = arguments[0]", f"{base}/{page}")
        end = t0 + ON_SCREEN
        while time.perf_counter() < end:
            try:
                if browser.execute_script(done):
                    break
            except Exception:  # a page between two loads
                pass
            time.sleep(0.02)
        seconds = time.perf_counter() - t0
        fetched = browser.execute_script(
            "return performance.getEntriesByType('resource').concat("
            "performance.getEntriesByType('navigation'))"
            ".reduce((n, e) => n + (e.transferSize || 0), 0)")
        return seconds, int(fetched or 0)
    finally:
        browser.quit()


# What "on screen" means: the law's aligned table laid out; the first result listed
LAW_ON_SCREEN = ("return location.pathname.endsWith('/laws/27.html') && "
                 "document.readyState !== 'loading' && "
                 "!!document.querySelector('table.aligned tr') && "
                 "document.querySelector('table.aligned').getBoundingClientRect().height > 0")
RESULT_ON_SCREEN = "return !!document.querySelector('#results li.result')"

VISITS = [
    ("baseline: laws/27.html opened directly", "laws/27.html", LAW_ON_SCREEN, None),
    ("search.html?q=Yasa 27 → Law 27 on screen", f"search.html?q={quote('Yasa 27')}",
     LAW_ON_SCREEN, None),
    ("\"Yasa 27\" typed on the home page → Law 27 on screen", "index.html", LAW_ON_SCREEN,
     "Yasa 27"),
    ("search.html?q=lead out of turn → first result on screen",
     f"search.html?q={quote('lead out of turn')}", RESULT_ON_SCREEN, None),
    # a question told as a story, and a query in another script
    ("search.html?q=my partner led out of turn… → first result",
     f"search.html?q={quote('my partner led out of turn and declarer accepted it, what now?')}",
     RESULT_ON_SCREEN, None),
    ("search.html?q=הכרזה בלתי מספקת → first result",
     f"search.html?q={quote('הכרזה בלתי מספקת')}", RESULT_ON_SCREEN, None),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", default=str(paths.SITE))
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    from lawsearch.site.serve import server

    httpd = server(Path(args.site), port=0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}"
    rows = []
    try:
        for name, page, done, typed in VISITS:
            runs = [visit(base, page, done, typed) for _ in range(args.repeat)]
            rows.append((name, statistics.median(r[0] for r in runs),
                         statistics.median(r[1] for r in runs)))
    finally:
        httpd.shutdown()
        httpd.server_close()
    baseline = rows[0][1]
    width = max(len(r[0]) for r in rows)
    print(f"phone 390×844, slow 4G (1.6 Mbit/s, 150 ms), CPU ×{CPU_SLOWDOWN}, first visit; "
          f"median of {args.repeat}")
    print(f"{'visit':<{width}}  {'seconds':>8}  {'× baseline':>10}  {'fetched':>10}")
    for name, seconds, fetched in rows:
        print(f"{name:<{width}}  {seconds:8.2f}  {seconds / baseline:10.2f}  "
              f"{fetched / 1024:8.0f} KiB")


if __name__ == "__main__":
    main()
