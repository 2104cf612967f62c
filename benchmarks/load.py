"""``python -m benchmarks.load``: many learners opening a tutorial at once, on loopback only.

Starts one Voila server on 127.0.0.1 with the repository's ``voila.json`` (kernel cap, culling,
pre-heated pools), then for each count in ``--pages`` (default 5 10 20 40) opens that many
learners on the tutorial together, clicks Next up to ``--clicks`` times on every one that got a
control, closes them all and waits for the kernels to go back to the baseline before the next
round. Two kinds of learner (``--client``): browserless ones (``kernel_client.py``: the page's
GET, then the kernel's websocket as Voila's widget manager uses it; the server's share of a
learner's wait) and headless Chromium pages (a context each; the whole wait, but their browser
runs on the server's own cores, which a real learner's does not). Everything is bounded: each
learner has ``--page-timeout`` seconds, each round ``--round-timeout``; the run stops by itself.

With ``--hub`` the learners log in to JupyterHub instead, each getting a server of their own
(``benchmarks/hub_load.py``; default rounds 2, 5 and 10 learners, Chromium only).

Hostile visitors can share each round (``benchmarks.hostile``): ``--hostile N`` runs N visitors
that each try the legacy websocket, malformed frames, invalid widget messages and bad paths
while the learners open their pages, and ``--crawlers N`` sends N plain GETs of the home page
(no websocket) at the round's start; their counts are printed under the round, and the learners'
figures show what they cost.

Every simulated learner has an address of its own, as real learners do: the server trusts the
``X-Forwarded-For`` header (``--TutorVoila.trust_xheaders=True``, as behind a reverse proxy) and
each learner sends one from RFC 5737's documentation range (``learner_address``); the crawlers
share one. Nothing leaves loopback: the addresses are only written in a header.

Per round it prints: learners that got a control, learners refused with the "full" page, errors,
time to first control, time until the server finished sending the rendered page ("page"), click
latency (median and 95th percentile), the most kernels at once, and the kernels' resident memory
(total and per kernel), sampled from ``/tutor/status`` each second.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

from .learner import (FIRST_CONTROL, TUTORIAL, UPDATED, PageResult, click_next, close_all,
                      first_control, num, percentile, require_loopback)
from .voila_timing import CHROMIUM, CHROMIUM_ARGS

# every simulated learner has its own address, written in X-Forwarded-For (see learner_address)
LOOPBACK_ARGS = ("--TutorVoila.trust_xheaders=True",)
CRAWLER_ADDRESS = "192.0.2.250"


def learner_address(index: int) -> str:
    """The address learner ``index`` gives in its X-Forwarded-For header (a documentation range)."""
    return f"198.51.100.{index % 250 + 1}" if index < 250 else f"203.0.113.{index % 250 + 1}"


@dataclass
class RoundResult:
    """One round: the pages' results and the server's peaks while they ran."""

    pages: int
    results: list
    hostile: Counter = field(default_factory=Counter)
    peak_kernels: int = 0
    peak_learner_kernels: int = 0
    peak_kernels_mb: float = 0.0
    peak_server_mb: float = 0.0
    mb_per_kernel: float = 0.0
    seconds: float = 0.0


async def _learner(browser, url: str, clicks: int, page_timeout_s: float, opened: list,
                   address: str = "") -> PageResult:
    """One learner: open the tutorial, then click through a few steps."""
    result = PageResult()
    headers = {"X-Forwarded-For": address} if address else {}
    context = await browser.new_context(viewport={"width": 1200, "height": 900},
                                        extra_http_headers=headers)
    opened.append(context)
    page = await context.new_page()
    timeout_ms = int(page_timeout_s * 1000)
    try:
        outcome, seconds = await first_control(page, url, timeout_ms)
        if outcome == "refused":
            result.refused = True
            return result
        result.first_control_s = seconds
        result.html_s = await page.evaluate(
            "() => performance.getEntriesByType('navigation')[0].responseEnd / 1000")
        result.clicks_ms = await click_next(page, clicks, timeout_ms)
    except Exception as error:  # noqa: BLE001 - every failure is counted, none stops the round
        result.error = f"{type(error).__name__}: {str(error).splitlines()[0][:120]}"
    return result


class Roll:
    """Counts learners still being measured; measured ones keep their page open until all are."""

    def __init__(self, count: int):
        self.left = count
        self.everyone = asyncio.Event()
        if count <= 0:
            self.everyone.set()

    def measured(self) -> None:
        """One more learner is done (measured, refused or failed)."""
        self.left -= 1
        if self.left <= 0:
            self.everyone.set()

    async def stay(self, timeout_s: float) -> None:
        """Report done, then wait (bounded) for everyone else."""
        self.measured()
        try:
            await asyncio.wait_for(self.everyone.wait(), timeout_s)
        except asyncio.TimeoutError:
            pass


async def _ws_learner(base_url: str, notebook: str, clicks: int, page_timeout_s: float,
                      roll: Roll, address: str = "") -> PageResult:
    """One browserless learner (benchmarks/kernel_client.py): the server's share of the wait."""
    from .kernel_client import Refused, learn

    result = PageResult()
    stayed = False

    async def linger():
        nonlocal stayed
        stayed = True
        await roll.stay(page_timeout_s)

    try:
        learner = await learn(base_url, notebook, FIRST_CONTROL.lstrip("."), UPDATED.lstrip("."),
                              clicks, timeout_s=page_timeout_s, linger=linger, address=address)
    except Refused:
        result.refused = True
    except Exception as error:  # noqa: BLE001 - every failure is counted, none stops the round
        result.error = f"{type(error).__name__}: {str(error).splitlines()[0][:120] if str(error) else ''}"
    else:
        result.first_control_s, result.html_s = learner.first_control_s, learner.page_s
        result.clicks_ms = learner.clicks_ms
    finally:
        if not stayed:
            roll.measured()
    return result


async def _sample_status(base_url: str, round_result: RoundResult, stop: asyncio.Event) -> None:
    """Record the server's peak kernel count and memory each second until ``stop``."""
    import voila_app

    while not stop.is_set():
        try:
            status = await asyncio.to_thread(voila_app.server_status, base_url, 5.0)
        except OSError:
            status = None
        if status:
            round_result.peak_kernels = max(round_result.peak_kernels, status["kernels"])
            round_result.peak_learner_kernels = max(round_result.peak_learner_kernels,
                                                    status["learner_kernels"])
            if status["kernels_mb"] > round_result.peak_kernels_mb:
                round_result.peak_kernels_mb = status["kernels_mb"]
                round_result.mb_per_kernel = status["kernels_mb"] / max(status["kernels"], 1)
            round_result.peak_server_mb = max(round_result.peak_server_mb, status["server_mb"])
        try:
            await asyncio.wait_for(stop.wait(), timeout=1.0)
        except asyncio.TimeoutError:
            pass


async def wait_for_baseline(base_url: str, timeout_s: float = 240.0) -> dict:
    """Wait until no page holds a kernel and the pre-heated pools are full and warm again (each
    pooled kernel has run its notebook up to the page's request); return the status."""
    import voila_app

    return await asyncio.to_thread(voila_app.wait_until_warm, base_url, timeout_s)


async def _hostile(base_url: str, visitors: int, crawlers: int) -> Counter:
    """``crawlers`` plain GETs, and ``visitors`` hostile visitors at once: their counts."""
    import voila_app

    from . import hostile

    jobs = [hostile.visitor(base_url, str(voila_app.REPO)) for _ in range(visitors)]
    if crawlers:
        jobs.append(hostile.crawler(base_url, crawlers, forwarded_for=CRAWLER_ADDRESS))
    total = Counter()
    for counts in await asyncio.gather(*jobs):
        total.update(counts)
    return total


async def run_round(browser, base_url: str, pages: int, clicks: int = 5,
                    page_timeout_s: float = 180.0, round_timeout_s: float = 420.0,
                    notebook: str = TUTORIAL, client: str = "chromium",
                    hostile: int = 0, crawlers: int = 0) -> RoundResult:
    """Open ``pages`` learners at once on ``notebook``, beside ``hostile`` hostile visitors and
    ``crawlers`` plain GETs; bounded by ``round_timeout_s``.

    ``client``: "chromium" (a page each in ``browser``) or "ws" (browserless learners; ``browser``
    unused).
    """
    import voila_app

    require_loopback(base_url)
    url = voila_app.render_url(base_url, notebook)
    round_result = RoundResult(pages=pages, results=[])
    stop = asyncio.Event()
    sampler = asyncio.create_task(_sample_status(base_url, round_result, stop))
    contexts: list = []
    started = time.perf_counter()
    if client == "ws":
        roll = Roll(pages)
        learners = [_ws_learner(base_url, notebook, clicks, page_timeout_s, roll, learner_address(i))
                    for i in range(pages)]
    else:
        learners = [_learner(browser, url, clicks, page_timeout_s, contexts, learner_address(i))
                    for i in range(pages)]
    others = asyncio.create_task(_hostile(base_url, hostile, crawlers)) if hostile or crawlers else None
    tasks = [asyncio.create_task(learner) for learner in learners]
    done, pending = await asyncio.wait(tasks, timeout=round_timeout_s)
    for task in pending:
        task.cancel()
    if others is not None:
        try:
            round_result.hostile = await asyncio.wait_for(others, round_timeout_s)
        except asyncio.TimeoutError:
            round_result.hostile = Counter({"hostile round timeout": 1})
    round_result.seconds = time.perf_counter() - started
    for task in tasks:
        if task in done:
            round_result.results.append(task.result())
        else:
            round_result.results.append(PageResult(error="round timeout"))
    stop.set()
    await sampler
    await close_all(contexts)
    return round_result


def summary(round_result: RoundResult) -> dict:
    """The round's figures: counts, medians and 95th percentiles, peaks."""
    results = round_result.results
    controls = [r.first_control_s for r in results if r.first_control_s is not None]
    htmls = [r.html_s for r in results if r.html_s is not None]
    clicks = [ms for r in results for ms in r.clicks_ms]
    return {
        "pages": round_result.pages,
        "control": len(controls),
        "refused": sum(r.refused for r in results),
        "errors": sum(r.error is not None for r in results),
        "first_control_median_s": statistics.median(controls) if controls else None,
        "first_control_p95_s": percentile(controls, 95),
        "html_median_s": statistics.median(htmls) if htmls else None,
        "html_p95_s": percentile(htmls, 95),
        "click_median_ms": statistics.median(clicks) if clicks else None,
        "click_p95_ms": percentile(clicks, 95),
        "clicks": len(clicks),
        "peak_kernels": round_result.peak_kernels,
        "peak_learner_kernels": round_result.peak_learner_kernels,
        "peak_kernels_mb": round_result.peak_kernels_mb,
        "mb_per_kernel": round_result.mb_per_kernel,
        "peak_server_mb": round_result.peak_server_mb,
        "seconds": round_result.seconds,
    }


def print_table(rows: list) -> None:
    """One line per round."""
    print(f"{'pages':>5} {'control':>7} {'refused':>7} {'errors':>6} {'1st ctl med':>11} {'p95':>7}"
          f" {'page med':>8} {'p95':>7}"
          f" {'click med':>9} {'p95':>7} {'clicks':>6} {'kernels':>7} {'kern MB':>8} {'MB/kern':>7}"
          f" {'server MB':>9} {'round s':>7}")
    for row in rows:
        print(f"{row['pages']:>5} {row['control']:>7} {row['refused']:>7} {row['errors']:>6}"
              f" {num(row['first_control_median_s'], '.1f') + ' s':>11} {num(row['first_control_p95_s'], '.1f') + ' s':>7}"
              f" {num(row['html_median_s'], '.1f') + ' s':>8} {num(row['html_p95_s'], '.1f') + ' s':>7}"
              f" {num(row['click_median_ms'], '.0f') + ' ms':>9} {num(row['click_p95_ms'], '.0f') + ' ms':>7}"
              f" {row['clicks']:>6} {row['peak_kernels']:>7} {row['peak_kernels_mb']:>8.0f}"
              f" {row['mb_per_kernel']:>7.0f} {row['peak_server_mb']:>9.0f} {row['seconds']:>7.0f}")


async def run_with_browser(base_url: str, pages: int, clicks: int = 3, client: str = "chromium",
                           **bounds) -> RoundResult:
    """One round against a running server, with a browser of its own for Chromium learners (tests)."""
    if client != "chromium":
        return await run_round(None, base_url, pages, clicks, client=client, **bounds)
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            return await run_round(browser, base_url, pages, clicks, client=client, **bounds)
        finally:
            await browser.close()


CLIENTS = {
    "ws": "browserless learners (the kernel's websocket, as the widget manager talks to it)",
    "chromium": "headless Chromium pages (a context each), on the same cores as the server",
}


async def _rounds(browser, base_url: str, client: str, counts: list, clicks: int,
                  page_timeout_s: float, round_timeout_s: float, **others) -> list:
    """Every round with one kind of client (``others``: hostile visitors and crawlers beside
    each round); each starts from the baseline."""
    rows = []
    for count in counts:
        baseline = await wait_for_baseline(base_url)
        print(f"{client}: round of {count} pages (baseline: {baseline['kernels']} kernels, "
              f"{baseline['pooled']} pre-heated, {baseline['warm']} warm)", flush=True)
        result = await run_round(browser, base_url, count, clicks, page_timeout_s,
                                 round_timeout_s, client=client, **others)
        rows.append(summary(result))
        print_table(rows[-1:])
        for error in sorted({r.error for r in result.results if r.error}):
            print(f"  error: {error}")
        if result.hostile:
            print("  hostile: " + ", ".join(f"{k} {v}" for k, v in sorted(result.hostile.items())))
    return rows


async def run(counts: list, clicks: int, page_timeout_s: float, round_timeout_s: float,
              clients: list, extra_args: tuple = (), **others) -> dict:
    """Start the server (and a browser if needed), run every round (``others``: hostile
    visitors and crawlers beside each), print the tables."""
    from playwright.async_api import async_playwright

    import voila_app

    tables = {}
    with voila_app.running(extra_args=(*LOOPBACK_ARGS, *extra_args)) as base_url:
        require_loopback(base_url)
        async with async_playwright() as playwright:
            browser = None
            if "chromium" in clients:
                browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                for client in clients:
                    tables[client] = await _rounds(browser, base_url, client, counts, clicks,
                                                   page_timeout_s, round_timeout_s, **others)
            finally:
                if browser is not None:
                    await browser.close()
    for client, rows in tables.items():
        print(f"\n{CLIENTS[client]}; one server, its limits from voila.json")
        print_table(rows)
    return tables


def main(argv=None) -> None:
    """Parse the bounds and run."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.load", description=__doc__.split("\n")[0])
    parser.add_argument("--pages", type=int, nargs="+",
                        help="learners per round (default 5 10 20 40; with --hub 2 5 10)")
    parser.add_argument("--clicks", type=int, default=5, help="Next clicks per page")
    parser.add_argument("--page-timeout", type=float, default=180.0, help="seconds per page")
    parser.add_argument("--round-timeout", type=float, default=420.0, help="seconds per round")
    parser.add_argument("--client", choices=[*CLIENTS, "both"], default="both",
                        help="browserless learners, Chromium pages, or both (ws first)")
    parser.add_argument("--max-pages", type=int, default=60, help="refuse rounds larger than this")
    parser.add_argument("--hostile", type=int, default=0,
                        help="hostile visitors beside each round (benchmarks.hostile)")
    parser.add_argument("--crawlers", type=int, default=0,
                        help="plain GETs of the home page at each round's start")
    parser.add_argument("--server-arg", action="append", default=[],
                        help="extra Voila option for the server, e.g. --server-arg=--TutorVoila.max_kernels=8")
    parser.add_argument("--hub", action="store_true",
                        help="learners log in to JupyterHub (make hub's configuration), a server each")
    args = parser.parse_args(argv)
    args.pages = args.pages or ([2, 5, 10] if args.hub else [5, 10, 20, 40])
    if max(args.pages + [args.hostile, args.crawlers]) > args.max_pages:
        parser.error(f"at most {args.max_pages} pages, visitors or crawlers per round")
    if args.hub:
        from .hub_load import run as run_hub

        asyncio.run(run_hub(args.pages, args.clicks, args.page_timeout, args.round_timeout))
        return
    clients = list(CLIENTS) if args.client == "both" else [args.client]
    asyncio.run(run(args.pages, args.clicks, args.page_timeout, args.round_timeout, clients,
                    tuple(args.server_arg), hostile=args.hostile, crawlers=args.crawlers))


if __name__ == "__main__":
    main()
