"""``python -m benchmarks.load --hub``: learners on JupyterHub, each with a server of their own.

For each count in ``--pages`` a fresh hub (``benchmarks.hub``: the configuration ``make hub``
runs, on free 127.0.0.1 ports) is started; that many learners, each a headless Chromium context,
log in together, wait for the home page that the hub's default URL opens (their own server is
started for it), open the tutorial and click Next up to ``--clicks`` times; then the hub is
stopped with every server and kernel. Bounded like the single-server rounds: ``--page-timeout``
per learner, ``--round-timeout`` per round.

Per round: learners whose home page was drawn, learners that got the tutorial's first control,
errors, time from pressing "Sign in" to the drawn home page (the server's start included), time
from opening the tutorial to its first control, click latency, the most servers at once, and the
resident memory per learner (their server, their kernels, both), sampled each second.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from dataclasses import dataclass, field

from .hub import HOME_READY, alogin, learner_memory_mb, running_hub
from .learner import (TUTORIAL, PageResult, click_next, close_all, first_control, num,
                      percentile, require_loopback)
from .voila_timing import CHROMIUM, CHROMIUM_ARGS


@dataclass
class HubLearner(PageResult):
    """What one learner saw: ``PageResult`` plus the wait from login to the home page."""

    home_s: float | None = None


@dataclass
class HubRound:
    """One round: the learners' results and the servers' peaks while they ran."""

    learners: int
    results: list = field(default_factory=list)
    peak_servers: int = 0
    peak_total_mb: float = 0.0
    server_mb: float = 0.0          # the learners' servers at the peak, all together
    kernels_mb: float = 0.0         # their kernels at the peak, all together
    seconds: float = 0.0


async def _learner(browser, hub, name: str, clicks: int, page_timeout_s: float,
                   contexts: list) -> HubLearner:
    """One learner: log in, wait for the home page, open the tutorial, click through."""
    import voila_app

    result = HubLearner()
    context = await browser.new_context(viewport={"width": 1200, "height": 900})
    contexts.append(context)
    page = await context.new_page()
    timeout_ms = int(page_timeout_s * 1000)
    page.set_default_timeout(timeout_ms)
    try:
        await alogin(page, hub, name)
        start = time.perf_counter()
        await page.wait_for_selector(HOME_READY, state="visible", timeout=timeout_ms)
        result.home_s = time.perf_counter() - start
        url = voila_app.render_url(hub.user_url(name).rstrip("/"), TUTORIAL)
        outcome, seconds = await first_control(page, url, timeout_ms)
        if outcome == "refused":
            result.refused = True
            return result
        result.first_control_s = seconds
        result.clicks_ms = await click_next(page, clicks, timeout_ms)
    except Exception as error:  # noqa: BLE001 - every failure is counted, none stops the round
        result.error = f"{type(error).__name__}: {str(error).splitlines()[0][:120]}"
    return result


async def _sample_memory(hub, round_result: HubRound, stop: asyncio.Event) -> None:
    """Record the most servers at once and the learners' memory at its peak, each second."""
    while not stop.is_set():
        memory = await asyncio.to_thread(learner_memory_mb, hub)
        servers = sum(mb for mb, _ in memory.values())
        kernels = sum(mb for _, mb in memory.values())
        round_result.peak_servers = max(round_result.peak_servers, len(memory))
        if servers + kernels > round_result.peak_total_mb:
            round_result.peak_total_mb = servers + kernels
            round_result.server_mb, round_result.kernels_mb = servers, kernels
        try:
            await asyncio.wait_for(stop.wait(), timeout=1.0)
        except asyncio.TimeoutError:
            pass


async def run_round(browser, learners: int, clicks: int, page_timeout_s: float,
                    round_timeout_s: float) -> HubRound:
    """A fresh hub and ``learners`` logging in at once; the hub is stopped at the end."""
    round_result = HubRound(learners)
    with tempfile.TemporaryDirectory(prefix="rules-tutor-hub-") as state, running_hub(state) as hub:
        require_loopback(hub.url)
        stop = asyncio.Event()
        sampler = asyncio.create_task(_sample_memory(hub, round_result, stop))
        contexts: list = []
        started = time.perf_counter()
        tasks = [asyncio.create_task(_learner(browser, hub, f"learner{i}", clicks, page_timeout_s,
                                              contexts)) for i in range(learners)]
        done, pending = await asyncio.wait(tasks, timeout=round_timeout_s)
        for task in pending:
            task.cancel()
        round_result.seconds = time.perf_counter() - started
        round_result.results = [task.result() if task in done else HubLearner(error="round timeout")
                                for task in tasks]
        stop.set()
        await sampler
        await close_all(contexts)
    return round_result


def summary(round_result: HubRound) -> dict:
    """The round's figures: counts, medians and 95th percentiles, memory per learner."""
    results = round_result.results
    homes = [r.home_s for r in results if r.home_s is not None]
    controls = [r.first_control_s for r in results if r.first_control_s is not None]
    clicks = [ms for r in results for ms in r.clicks_ms]
    per = max(round_result.peak_servers, 1)
    return {
        "learners": round_result.learners,
        "home": len(homes),
        "control": len(controls),
        "errors": sum(r.error is not None for r in results),
        "home_median_s": statistics.median(homes) if homes else None,
        "home_p95_s": percentile(homes, 95),
        "first_control_median_s": statistics.median(controls) if controls else None,
        "first_control_p95_s": percentile(controls, 95),
        "click_median_ms": statistics.median(clicks) if clicks else None,
        "click_p95_ms": percentile(clicks, 95),
        "clicks": len(clicks),
        "servers": round_result.peak_servers,
        "server_mb_each": round_result.server_mb / per,
        "kernels_mb_each": round_result.kernels_mb / per,
        "mb_each": round_result.peak_total_mb / per,
        "seconds": round_result.seconds,
    }


def print_table(rows: list) -> None:
    """One line per round."""
    print(f"{'learners':>8} {'home':>4} {'control':>7} {'errors':>6} {'home med':>8} {'p95':>7}"
          f" {'1st ctl med':>11} {'p95':>7} {'click med':>9} {'p95':>7} {'servers':>7}"
          f" {'MB server':>9} {'MB kernels':>10} {'MB each':>7} {'round s':>7}")
    for row in rows:
        print(f"{row['learners']:>8} {row['home']:>4} {row['control']:>7} {row['errors']:>6}"
              f" {num(row['home_median_s'], '.1f') + ' s':>8} {num(row['home_p95_s'], '.1f') + ' s':>7}"
              f" {num(row['first_control_median_s'], '.1f') + ' s':>11}"
              f" {num(row['first_control_p95_s'], '.1f') + ' s':>7}"
              f" {num(row['click_median_ms'], '.0f') + ' ms':>9} {num(row['click_p95_ms'], '.0f') + ' ms':>7}"
              f" {row['servers']:>7} {row['server_mb_each']:>9.0f} {row['kernels_mb_each']:>10.0f}"
              f" {row['mb_each']:>7.0f} {row['seconds']:>7.0f}")


async def run(counts: list, clicks: int, page_timeout_s: float, round_timeout_s: float) -> list:
    """Every round, each on a hub of its own, with one browser; print the table."""
    from playwright.async_api import async_playwright

    rows = []
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            for count in counts:
                print(f"hub: round of {count} learners", flush=True)
                result = await run_round(browser, count, clicks, page_timeout_s, round_timeout_s)
                rows.append(summary(result))
                print_table(rows[-1:])
                for error in sorted({r.error for r in result.results if r.error}):
                    print(f"  error: {error}")
        finally:
            await browser.close()
    print("\nJupyterHub (binder/jupyterhub_config.py): a server per learner, Chromium learners")
    print_table(rows)
    return rows
