"""Serving that holds up: kernels freed when pages close or are abandoned, a cap that refuses politely.

One private server with a short idle cull (``CULL_S``) and a cap of ``CAP`` learner kernels;
kernel counts come from its ``/tutor/status`` page (pre-heated pool kernels are not learners').
The idle-cull wait (abandoned tabs) is ``slow``: ``make test-slow`` runs it.
"""

from __future__ import annotations

import time
import urllib.error
import urllib.request

import pytest

import voila_app

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

CULL_S = 30  # longer than a page takes to connect its kernel on a busy 2-core machine
CAP = 3
SETTLE_S = 40.0
HOME = ("index.ipynb", ".rt-lang button")
TUTORIAL = ("classified-tutorial.ipynb", ".rt-next")


@pytest.fixture(scope="module")
def server():
    """Base URL of a server that culls kernels idle for CULL_S seconds and holds at most CAP."""
    args = (f"--MappingKernelManager.cull_idle_timeout={CULL_S}",
            "--MappingKernelManager.cull_interval=1", f"--TutorVoila.max_kernels={CAP}")
    with voila_app.running(extra_args=args, warm_timeout=240) as base_url:   # pools warm first
        yield base_url


def learners(base_url: str) -> int:
    """Kernels held by pages (or pages being rendered) right now."""
    status = voila_app.server_status(base_url)
    return status["learner_kernels"] + status["waiting"]


def wait_for_learners(base_url: str, count: int, timeout: float = SETTLE_S) -> int:
    """Poll until ``count`` learner kernels remain (or the timeout); return the last count."""
    deadline = time.monotonic() + timeout
    while (now := learners(base_url)) != count and time.monotonic() < deadline:
        time.sleep(0.5)
    return now


def url(base_url: str, name: str) -> str:
    """Render URL of notebooks/<name>."""
    return voila_app.render_url(base_url, f"notebooks/{name}")


def open_pages(browser, base_url: str, apps) -> list:
    """Start every navigation first, then wait for each page's control; return the pages."""
    pages = []
    for name, _ in apps:
        page = browser.new_context(viewport={"width": 1200, "height": 900}).new_page()
        page.goto(url(base_url, name), wait_until="commit", timeout=60_000)
        pages.append(page)
    for page, (_, ready) in zip(pages, apps):
        page.wait_for_selector(ready, state="visible", timeout=90_000)
    return pages


def close(page, unload: bool = True) -> None:
    """Close the page (running its tab-close handlers when ``unload``) and its context."""
    context = page.context
    page.close(run_before_unload=unload)
    if unload:
        time.sleep(0.5)  # the tab-close request leaves as the page goes
    context.close()


def test_pages_at_once_get_a_control_a_full_server_refuses_politely_and_closing_frees_kernels(
        browser, server):
    """CAP pages opened together (home and tutorials) all show their control; one more gets the
    bilingual full page (503) at once; after a tab closes a page is admitted again; closing
    every tab brings the learner kernels back to the baseline."""
    baseline = wait_for_learners(server, 0)
    pages = open_pages(browser, server, [HOME, TUTORIAL, TUTORIAL][:CAP - baseline])
    assert learners(server) == CAP
    extra = browser.new_page()
    try:
        started = time.monotonic()
        reply = extra.goto(url(server, TUTORIAL[0]))
        assert reply.status == 503 and time.monotonic() - started < 10
        assert "Rules Tutor is full" in extra.inner_text("body")
        assert "満席" in extra.inner_text("body")
        assert reply.headers["retry-after"].isdigit()
        close(pages.pop())
        assert wait_for_learners(server, CAP - 1, timeout=10) == CAP - 1
        extra.goto(url(server, TUTORIAL[0]))
        extra.wait_for_selector(TUTORIAL[1], state="visible", timeout=90_000)
    finally:
        for page in pages + [extra]:
            close(page)
    # each tab-close request frees its kernel at once (checked above); one lost as the browser
    # context closes on a loaded machine is freed by the idle cull
    assert wait_for_learners(server, baseline, timeout=CULL_S + SETTLE_S) == baseline


@pytest.mark.slow
def test_abandoned_tabs_and_plain_gets_do_not_keep_kernels(browser, server):
    """A tab that dies without its tab-close request (crash, lost network) leaves a kernel that
    the idle cull ends; a GET that never runs the page's script (a crawler, curl) leaves one that
    is shut down when its page has opened no websocket in time (``TutorVoila.connect_timeout``)."""
    baseline = wait_for_learners(server, 0)
    (page,) = open_pages(browser, server, [TUTORIAL])
    with urllib.request.urlopen(url(server, TUTORIAL[0]), timeout=120) as reply:
        assert reply.status == 200 and b"rt-" in reply.read()
    assert learners(server) == baseline + 2
    close(page, unload=False)
    assert wait_for_learners(server, baseline, timeout=CULL_S + SETTLE_S) == baseline


def test_status_page_counts_kernels_without_naming_them(server):
    """/tutor/status gives counts and memory, never kernel ids."""
    status = voila_app.server_status(server)
    assert set(status) == {"kernels", "pooled", "warm", "pool_size", "learner_kernels",
                           "connected", "unconnected", "freed", "waiting", "max_kernels",
                           "server_mb", "kernels_mb"}
    assert status["max_kernels"] == CAP and status["kernels"] >= status["pooled"] >= status["warm"]
    assert status["pool_size"] == 7                     # the pools voila.json names
    assert all(isinstance(value, (int, float)) for value in status.values())


def test_tab_close_request_without_the_xsrf_cookie_is_refused(server):
    """The kernel shutdown endpoint still demands the _xsrf cookie the page now receives."""
    request = urllib.request.Request(f"{server}/voila/api/shutdown/0", data=b"", method="POST")
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 403
