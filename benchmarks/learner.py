"""What one simulated learner does in a Chromium page, shared by the load tests of one Voila
server (``load.py``) and of JupyterHub (``hub_load.py``): open a tutorial and wait for its first
control (or the "full" page), click Next, close the page as a tab; and the figures' helpers."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from .voila_timing import _CLICK_TO_UPDATE_JS, QUIET_MS

TUTORIAL = "notebooks/classified-tutorial.ipynb"
FIRST_CONTROL = ".rt-next"
NEXT_BUTTON = ".rt-next"
UPDATED = ".rt-step"
FULL_PAGE = ".rt-server-full"
CELL_ERROR = "There was an error when executing cell"


@dataclass
class PageResult:
    """What one simulated learner saw."""

    first_control_s: float | None = None
    html_s: float | None = None
    clicks_ms: list = field(default_factory=list)
    refused: bool = False
    error: str | None = None


def percentile(values: list, q: float) -> float | None:
    """The q-th percentile (0-100) by nearest rank; None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, round(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def require_loopback(base_url: str) -> None:
    """Refuse to load anything but a server on this machine's loopback address."""
    host = urlsplit(base_url).hostname
    if host not in ("127.0.0.1", "localhost", "::1"):
        raise ValueError(f"the load test runs on loopback only, not {host}")


async def first_control(page, url: str, timeout_ms: int) -> tuple:
    """Navigate; return ("control", seconds) or ("refused", seconds) once either shows."""
    start = time.perf_counter()
    reply = await page.goto(url, wait_until="commit", timeout=timeout_ms)
    if reply is not None and reply.status == 503:
        await page.wait_for_selector(FULL_PAGE, timeout=timeout_ms)
        return "refused", time.perf_counter() - start
    await page.wait_for_function(
        "([sel, err]) => { const e = document.querySelector(sel);"
        " return (e && !e.disabled && e.offsetParent !== null)"
        " || (!!document.body && document.body.innerText.includes(err)); }",
        arg=[FIRST_CONTROL, CELL_ERROR], timeout=timeout_ms, polling=250)
    if await page.get_by_text(CELL_ERROR).count():
        raise RuntimeError("a cell failed in Voila")
    return "control", time.perf_counter() - start


async def click_next(page, clicks: int, timeout_ms: int) -> list:
    """Milliseconds from each Next click to the step's change, while Next stays clickable."""
    samples = []
    for _ in range(clicks):
        clickable = await page.evaluate(
            "s => { const e = document.querySelector(s); return !!e && !e.disabled; }", NEXT_BUTTON)
        if not clickable:
            break
        first, _settled = await page.evaluate(_CLICK_TO_UPDATE_JS,
                                              [NEXT_BUTTON, UPDATED, timeout_ms, QUIET_MS])
        samples.append(first)
        await page.wait_for_timeout(300)  # a learner reads a little between clicks
    return samples


async def close_all(contexts: list) -> None:
    """Close every page as a learner closes a tab (its tab-close request runs), then the contexts."""
    for context in contexts:
        for page in context.pages:
            try:
                await page.close(run_before_unload=True)
            except Exception:  # noqa: BLE001 - a page that is already gone is closed
                pass
    await asyncio.sleep(1.0)
    for context in contexts:
        try:
            await context.close()
        except Exception:  # noqa: BLE001 - a page already gone is closed
            pass


def num(value, fmt: str) -> str:
    """A figure, or '-' when there is none."""
    return "-" if value is None else format(value, fmt)
