"""Hostile visitors (``benchmarks.hostile``) against a private server: it keeps answering, sends
no traceback or path, lists nothing, and a burst of plain GETs leaves room for a learner.

No browser: the probes speak HTTP and the kernel websocket as a script would. One server with a
cap of ``CAP`` learner kernels, ``PER_ADDRESS`` pages per address without a websocket, a short
``CONNECT_S`` deadline for a page's websocket, and one pre-heated home page; it trusts the
address headers a reverse proxy sets, so the crawler below comes from ``CRAWLER`` (an address
written in a header, RFC 5737's documentation range: no traffic leaves loopback).
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest

import voila_app
from benchmarks import hostile
from benchmarks.kernel_client import Refused, learn

pytestmark = pytest.mark.timeout(240)

CAP = 3
PER_ADDRESS = 2
CONNECT_S = 3
REPO = str(voila_app.REPO)
CRAWLER, OTHER = "192.0.2.1", "192.0.2.2"
POOLS = {"default": {"pool_size": 0}, "notebooks/index.ipynb": {"pool_size": 1}}


@pytest.fixture(scope="module")
def server():
    """Base URL of the private server, its home pool warm."""
    args = (f"--TutorVoila.max_kernels={CAP}",
            f"--TutorVoila.max_unconnected_per_address={PER_ADDRESS}",
            f"--TutorVoila.connect_timeout={CONNECT_S}", "--TutorVoila.trust_xheaders=True",
            f"--VoilaKernelManager.kernel_pools_config={json.dumps(POOLS)}")
    with voila_app.running(extra_args=args, warm_timeout=120) as base_url:
        yield base_url


def run(coroutine) -> object:
    """Run ``coroutine`` to its end in a thread of its own (the browser tests' sync Playwright
    keeps an event loop running in this one)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def answers(base_url: str) -> dict:
    """The status page's answer (raises if the server does not answer within 10 s)."""
    return voila_app.server_status(base_url, timeout=10)


def test_a_legacy_websocket_is_refused_and_the_server_keeps_answering(server):
    """The client that froze the server (no v1 subprotocol, request_state to every comm of the
    simulation page) is refused with 400; the status page answers and memory stays put."""
    before = answers(server)["server_mb"]
    counts = run(hostile.legacy(server, REPO))
    assert counts["legacy refused"] == 1 and counts["legacy accepted"] == 0
    assert answers(server)["server_mb"] < before + 100


@pytest.fixture(scope="module")
def socket_probe(server):
    """The websocket probe's counts and the server's memory before and after it."""
    before = answers(server)["server_mb"]
    counts = run(hostile.socket(server, REPO))
    return counts, before, answers(server)["server_mb"]


def test_malformed_frames_are_dropped_and_the_socket_still_answers(socket_probe):
    """An offset count of 2**60, a text frame, random bytes, a truncated frame and a lone
    surrogate are dropped; the same socket then answers every widget's state."""
    counts, before, after = socket_probe
    assert counts["bad frames sent"] == 5 and counts["sockets closed"] == 0
    assert counts["states answered"] > 0 and after < before + 100


def test_invalid_widget_messages_send_back_no_error_or_traceback(socket_probe):
    """A Layout's grid_column = [] and a Board play whose move is a list: refused quietly."""
    counts, _, _ = socket_probe
    assert counts["bad widget messages sent"] == 2 and counts["sockets closed"] == 0
    assert counts["error messages"] == counts["leaks"] == 0


def test_only_the_apps_pages_are_served_and_bad_paths_get_a_plain_4xx(server):
    """The listing, a NUL byte, a .. path, /logout, notebooks outside notebooks/: 4xx (the tree
    redirects home), no traceback, path or CDN link in any body."""
    counts = run(hostile.paths(server, REPO))
    assert counts["paths 5xx"] == counts["paths 2xx"] == counts["leaks"] == 0
    assert counts["paths 4xx"] == len(hostile.BAD_PATHS) - 1          # /voila/tree: 3xx


def test_a_burst_of_plain_gets_leaves_room_for_a_learner(server):
    """Ten plain GETs at once from one address: PER_ADDRESS get a page, the rest a 429 that
    retries by itself; their kernels are shut down CONNECT_S after; meanwhile a learner from
    another address gets a control."""
    counts = run(hostile.crawler(server, 10, forwarded_for=CRAWLER))
    assert counts["GET 200"] <= PER_ADDRESS and counts["GET 200"] + counts["GET 429"] == 10
    try:
        learner = run(learn(server, hostile.TUTORIAL, "rt-next", "rt-step", clicks=1,
                                    timeout_s=120))
    except Refused:
        pytest.fail("the plain GETs kept the learner out")
    assert learner.first_control_s is not None and len(learner.clicks_ms) == 1
    status = voila_app.wait_until_warm(server, 30, ready=lambda s: s["unconnected"] == 0)
    assert status["unconnected"] == 0 and status["freed"] >= counts["GET 200"]


def test_seats_held_by_pages_without_a_websocket_are_waited_for_not_refused(server):
    """Plain GETs of the tutorial (no pre-heated kernel) from two addresses take all CAP seats;
    a learner arriving while they render is not sent the "full" page (no learner holds a seat): it waits until their kernels are freed
    (CONNECT_S after each page), then plays."""
    async def burst_then_learner():
        crawlers = asyncio.gather(*(
            hostile.crawler(server, gets, hostile.TUTORIAL, forwarded_for=address)
            for gets, address in ((PER_ADDRESS, CRAWLER), (CAP - PER_ADDRESS, OTHER))))
        await asyncio.sleep(1)            # the GETs are admitted: rendering, or waiting their turn
        try:
            learner = await learn(server, hostile.TUTORIAL, "rt-next", "rt-step", clicks=1,
                                  timeout_s=120)
        except Refused:
            learner = None
        return sum(await crawlers, start=Counter()), learner

    counts, learner = run(burst_then_learner())
    assert counts["GET 200"] == CAP
    assert learner is not None, "the learner got the full page while no learner held a seat"
    assert len(learner.clicks_ms) == 1
    status = voila_app.wait_until_warm(server, 30, ready=lambda s: s["unconnected"] == 0)
    assert status["unconnected"] == 0 and status["freed"] >= CAP


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_thirty_plain_gets_leave_the_default_server_open_to_learners():
    """voila.json's limits (24 seats, 4 pages per address, 30 s to connect): the issue's 30
    plain GETs at once hold at most 4 kernels, learners from other addresses get controls, and
    the GETs' kernels are shut down once their deadline passes (they held 24 for ~200 s before)."""
    with voila_app.running(extra_args=("--TutorVoila.trust_xheaders=True",),
                           warm_timeout=240) as base_url:
        counts = run(hostile.crawler(base_url, 30, forwarded_for=CRAWLER))
        assert counts["GET 200"] <= 4 and counts["GET 200"] + counts["GET 429"] == 30

        async def learners():
            return await asyncio.gather(*(
                learn(base_url, hostile.TUTORIAL, "rt-next", "rt-step", clicks=1, timeout_s=240,
                      address=f"198.51.100.{i + 1}") for i in range(3)))

        assert all(len(learner.clicks_ms) == 1 for learner in run(learners()))
        status = voila_app.wait_until_warm(base_url, 90, ready=lambda s: s["unconnected"] == 0)
        assert status["unconnected"] == 0 and status["freed"] >= counts["GET 200"]
