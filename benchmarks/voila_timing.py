"""Voila app timings in headless Chromium: navigation to the first control, click to update.

``measure_app(browser, base_url, notebook, first_control, next_button, updated)`` opens
``notebook`` (a path under the served root) as a Voila app ``loads`` times and clicks
``next_button`` ``clicks`` times; all three selectors are plain CSS (``document.querySelector``).
"""

from __future__ import annotations

import os
import statistics
import time
from dataclasses import dataclass
from typing import Callable

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
TIMEOUT_MS = 60_000

# Clicks the button, then resolves with [ms until the updated element's HTML differs, ms until
# the last change anywhere on the page before QUIET_MS without one]: the first thing a learner
# sees change, and the page settled with every update of the click drawn.
QUIET_MS = 250
_CLICK_TO_UPDATE_JS = """
([buttonSel, updatedSel, timeoutMs, quietMs]) => new Promise((resolve, reject) => {
  const html = () => { const el = document.querySelector(updatedSel); return el ? el.innerHTML : null; };
  const before = html();
  const button = document.querySelector(buttonSel);
  if (!button) { reject(new Error("no element matches " + buttonSel)); return; }
  let t0 = 0, first = 0, last = 0, quiet = null;
  const finish = () => { if (!first) return; observer.disconnect(); clearTimeout(timer); resolve([first, last]); };
  const observer = new MutationObserver(() => {
    last = performance.now() - t0;
    if (!first && html() !== before) first = last;
    clearTimeout(quiet);
    quiet = setTimeout(finish, quietMs);
  });
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error("no update of " + updatedSel)); }, timeoutMs);
  observer.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
  t0 = performance.now();
  button.click();
})
"""


@dataclass(frozen=True)
class AppTarget:
    """What to measure in one notebook: where it is and the CSS selectors of its controls."""

    label: str
    notebook: str
    first_control: str
    next_button: str
    updated: str
    restart: str | None = None       # pressed (not timed) when next_button is no longer clickable


def launch_browser(playwright):
    """Debian's headless chromium ($CHROMIUM, default /usr/bin/chromium) with the fixed flags."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def _load_once(browser, url: str, first_control: str):
    """Open ``url`` in a fresh context; return (seconds to a visible enabled control, context, page)."""
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
    page.wait_for_selector(first_control, state="visible", timeout=TIMEOUT_MS)
    page.wait_for_function("s => !document.querySelector(s).disabled", arg=first_control,
                           timeout=TIMEOUT_MS)
    return time.perf_counter() - start, context, page


def close_tab(page) -> None:
    """Close ``page`` as a learner closes a tab (its tab-close handler asks the server to end
    the kernel), then its context. A bare ``context.close()`` runs no handler: the kernel
    would idle until culled, and a run of many page loads would reach the server's kernel cap."""
    page.close(run_before_unload=True)
    time.sleep(0.5)                       # the tab-close request leaves as the page goes
    page.context.close()


def _clickable(page, selector: str) -> bool:
    """Whether ``selector`` matches an enabled element."""
    return page.evaluate("s => { const e = document.querySelector(s); return !!e && !e.disabled; }",
                         selector)


def click_timings_ms(page, next_button: str, updated: str, clicks: int,
                     timeout_ms: int = 30_000, restart: str | None = None) -> list[tuple[float, float]]:
    """(ms to the change of ``updated``, ms to the page settled) for each click on ``next_button``.

    When the button is gone or disabled (e.g. a lesson step that waits for a move) it stops, or
    with ``restart`` presses that button (untimed) and goes on, so every page gives ``clicks``.
    """
    samples = []
    for _ in range(clicks):
        if not _clickable(page, next_button) and restart and _clickable(page, restart):
            page.locator(restart).first.click()
            page.wait_for_function("s => { const e = document.querySelector(s); return e && !e.disabled; }",
                                   arg=next_button, timeout=timeout_ms)
            page.wait_for_timeout(QUIET_MS)
        if not _clickable(page, next_button):
            break
        first, last = page.evaluate(_CLICK_TO_UPDATE_JS, [next_button, updated, timeout_ms, QUIET_MS])
        samples.append((first, last))
    return samples


def click_latencies_ms(page, next_button: str, updated: str, clicks: int,
                       timeout_ms: int = 30_000) -> list[float]:
    """Milliseconds from each click on ``next_button`` to the change of ``updated``."""
    return [first for first, _ in click_timings_ms(page, next_button, updated, clicks, timeout_ms)]


def measure_app(browser, base_url: str, notebook: str, first_control: str, next_button: str,
                updated: str, loads: int = 3, clicks: int = 15, click_timeout_ms: int = 30_000,
                restart: str | None = None, settle: Callable[[], object] | None = None) -> dict:
    """Median seconds from navigation to the first control, and median ms from a click to the
    change of ``updated`` and to the page settled.

    Each of the ``loads`` fresh page loads is timed, then ``next_button`` is clicked up to
    ``clicks`` times on it (with ``restart``, pressed whenever Next is disabled, exactly
    ``clicks``); ``click_samples`` says how many clicks were measured in all. ``settle``, when
    given, is called between a load and its clicks (for example: wait until the server has
    heated a kernel for the next page, so clicks are not timed against that work).
    """
    url = f"{base_url.rstrip('/')}/voila/render/{notebook}"
    load_times, latencies = [], []
    for _ in range(loads):
        seconds, _, page = _load_once(browser, url, first_control)
        load_times.append(seconds)
        if settle is not None:
            settle()
        latencies += click_timings_ms(page, next_button, updated, clicks, click_timeout_ms, restart)
        close_tab(page)
    if not latencies:
        raise RuntimeError(f"{next_button} was never clickable in {notebook}")
    return {
        "first_control_s": statistics.median(load_times),
        "click_to_update_ms": statistics.median(first for first, _ in latencies),
        "click_to_settled_ms": statistics.median(last for _, last in latencies),
        "loads": loads,
        "click_samples": len(latencies),
    }


BASELINE = AppTarget(
    label="bare Voila notebook (benchmarks/baseline.ipynb)",
    notebook="benchmarks/baseline.ipynb",
    first_control=".baseline-next",
    next_button=".baseline-next",
    updated=".baseline-label",
)
