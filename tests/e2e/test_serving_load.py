"""A small run of the load test (``make load`` runs 5 to 40 pages): every page gets a control.

No timing thresholds: the figures depend on the machine; only outcomes are checked. The rounds
are ``slow`` (``make test-slow``); ``make test`` keeps the quick checks of the load generator.
"""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

import voila_app
from benchmarks.load import percentile, require_loopback, run_with_browser, summary

PAGES = 3


def run_in_thread(coroutine_function, *args, **kwargs):
    """Run an asyncio Playwright round in a thread of its own (the session's browser is sync)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(lambda: asyncio.run(coroutine_function(*args, **kwargs))).result()


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize("client", ["chromium", "ws"])
def test_learners_opened_together_all_get_a_control_and_clicks(voila_server, client):
    """PAGES learners at once: all get the tutorial's control, none refused or failed, clicks answer."""
    before = voila_app.server_status(voila_server)["learner_kernels"]
    result = run_in_thread(run_with_browser, voila_server, PAGES, clicks=2, client=client,
                           page_timeout_s=150.0, round_timeout_s=240.0)
    figures = summary(result)
    assert [r.error for r in result.results] == [None] * PAGES
    assert figures["control"] == PAGES and figures["refused"] == 0
    assert figures["clicks"] >= PAGES and figures["peak_kernels"] >= PAGES
    assert learner_kernels_after(voila_server, before, seconds=20) <= before  # closed tabs freed them


def learner_kernels_after(base_url: str, target: int, seconds: float) -> int:
    """Learner kernels once they are down to ``target`` or ``seconds`` have passed."""
    deadline = time.monotonic() + seconds
    while ((count := voila_app.server_status(base_url)["learner_kernels"]) > target
           and time.monotonic() < deadline):
        time.sleep(0.5)
    return count


def test_percentile_is_nearest_rank():
    """p95 of 1..20 is 19, the median rank of 1..3 is 2, nothing gives None."""
    assert percentile(list(range(1, 21)), 95) == 19
    assert percentile([3, 1, 2], 50) == 2
    assert percentile([], 95) is None


def test_load_refuses_hosts_other_than_loopback():
    """The load generator only ever targets this machine."""
    require_loopback("http://127.0.0.1:8866")
    with pytest.raises(ValueError, match="loopback"):
        require_loopback("http://example.org:8866")
