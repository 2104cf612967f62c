"""``python -m benchmarks.site_timing``: the static Voici site's size and each page's time to
its first control, in headless Chromium, served by a plain static file server on 127.0.0.1.

Needs ``make site`` first (build/site). Each page is opened ``--loads`` times in a new browser
context (an empty cache: a learner's first visit), then once more in the same context (the
browser's cache warm: their next visit). The time runs from navigation to the first control
visible: Pyodide starting in the browser, the tutor's wheel installed, the notebook run.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import socketserver
import statistics
import threading
import time
from pathlib import Path

from .voila_timing import launch_browser

SITE = Path(__file__).resolve().parent.parent / "build" / "site"
PAGES = {"index": ".rt-lang", "classified-tutorial": ".rt-next", "persona-tutorial": ".rt-next",
         "rednotice-tutorial": ".rt-next", "infiltration-tutorial": ".rt-next",
         "classified-explorer": ".rt-new-game"}
TIMEOUT_MS = 600_000


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def site_mb(root: Path = SITE) -> float:
    """The site's size on disk in MB of 2**20 bytes, as ``make site`` prints it."""
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file()) / 2**20


def _time_to(page, url: str, selector: str) -> float:
    start = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
    page.wait_for_selector(selector, state="visible", timeout=TIMEOUT_MS)
    return time.perf_counter() - start


def measure(base: str, browser, name: str, selector: str, loads: int) -> tuple[float, float]:
    """(median seconds with an empty cache, seconds of one more load with the cache warm)."""
    cold, warm = [], 0.0
    url = f"{base}/voici/render/{name}.html"
    for i in range(loads):
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        try:
            cold.append(_time_to(context.new_page(), url, selector))
            if i == loads - 1:
                warm = _time_to(context.new_page(), url, selector)
        finally:
            context.close()
    return statistics.median(cold), warm


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.site_timing",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--loads", type=int, default=3, help="first visits per page")
    parser.add_argument("--page", action="append", choices=list(PAGES), help="only this page")
    args = parser.parse_args(argv)
    if not (SITE / "voici" / "render" / "index.html").is_file():
        raise SystemExit("no static site in build/site: run `make site` first")
    from playwright.sync_api import sync_playwright

    handler = functools.partial(_Quiet, directory=str(SITE))
    with socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler) as server, \
            sync_playwright() as playwright:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        browser = launch_browser(playwright)
        print(f"Static site (build/site): {site_mb():.1f} MB; time to the first control "
              f"(median of {args.loads} first visits, then one visit with the cache warm)")
        print(f"  {'page':<26}{'first visit':>14}{'cache warm':>14}")
        try:
            for name in args.page or PAGES:
                cold, warm = measure(base, browser, name, PAGES[name], args.loads)
                print(f"  {name:<26}{cold:>12.1f} s{warm:>12.1f} s", flush=True)
        finally:
            browser.close()
            server.shutdown()


if __name__ == "__main__":
    main()
