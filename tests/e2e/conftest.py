"""Fixtures for browser tests: a real Voila server on a free 127.0.0.1 port and Debian's chromium.

Use them in any ``tests/e2e/test_*.py`` (mark the test ``@pytest.mark.browser`` and give it a
``@pytest.mark.timeout``):

    @pytest.mark.browser
    @pytest.mark.timeout(90)
    def test_tutorial_next_step(open_app, screenshot):
        page = open_app("classified-tutorial.ipynb", ready=".rt-next")
        page.click(".rt-next")
        page.locator(".rt-step", has_text="Step 2 of").wait_for()
        screenshot(page, "classified-tutorial-step2")

Fixtures: ``voila_server`` (base URL, session; resume files in ``resume_saves``), ``app_url(name)`` (render URL of notebooks/<name>),
``browser`` (session), ``page`` (fresh page per test), ``open_app(name, ready)`` (page showing the
notebook as a Voila app, checked for cell errors), ``screenshot(page, name)`` (PNG under
test-output/screenshots/). A failing test that used ``page`` leaves
test-output/screenshots/FAILED-<test>.png (those of earlier runs are removed at the start).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import voila_app
from benchmarks.voila_timing import CHROMIUM, launch_browser

SCREENSHOTS = voila_app.REPO / "test-output" / "screenshots"
PAGE_TIMEOUT_MS = 60_000
VOILA_CELL_ERROR = "There was an error when executing cell"


@pytest.fixture(scope="session", autouse=True)
def _no_stale_failure_screenshots():
    """Remove FAILED-*.png left by earlier runs, so every one on disk belongs to this run."""
    for old in SCREENSHOTS.glob("FAILED-*.png"):
        old.unlink()


# The session's server has voila.json's settings but no kernel cap and no per-address limit: a
# test must never meet the "full" or "one moment" page because earlier tests left pages open or
# fetched pages without their script (tests/e2e/test_serving*.py test both limits). It also
# renders the test and benchmark notebooks (tests/e2e/table-board.ipynb, the timing baseline).
SESSION_SERVER_ARGS = ("--TutorVoila.max_kernels=0", "--TutorVoila.max_unconnected_per_address=0",
                       f"--TutorVoila.pages={voila_app.DEVELOPER_PAGES}")


@pytest.fixture(scope="session")
def resume_saves(tmp_path_factory):
    """The folder where the session server's kernels keep the explorers' resume files."""
    return tmp_path_factory.mktemp("resume-saves")


@pytest.fixture(scope="session")
def voila_server(resume_saves):
    """Base URL (http://127.0.0.1:<port>) of a Voila server on the repository, for the session;
    its kernels keep resume files in ``resume_saves`` (not in the user's cache)."""
    old = os.environ.get("RULES_TUTOR_SAVES")
    os.environ["RULES_TUTOR_SAVES"] = str(resume_saves)
    try:
        with voila_app.running(extra_args=SESSION_SERVER_ARGS, warm_timeout=240) as base_url:
            yield base_url
    finally:
        if old is None:
            os.environ.pop("RULES_TUTOR_SAVES", None)
        else:
            os.environ["RULES_TUTOR_SAVES"] = old


@pytest.fixture(scope="session")
def app_url(voila_server):
    """``app_url("classified-tutorial.ipynb")``: the URL that opens notebooks/<name> as a Voila app."""
    return lambda name: voila_app.render_url(voila_server, f"notebooks/{name}")


@pytest.fixture(scope="session")
def browser():
    """Headless Debian chromium driven by Playwright, for the session."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"no chromium at {CHROMIUM}; run `make chromium` (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch_browser(playwright)
        yield chromium
        chromium.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test item, so fixtures can tell whether the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


@pytest.fixture
def page(browser, request):
    """A fresh page (own context, 1200x900) with a 60 s default timeout; closed after the test
    as a learner closes a tab (the page's tab-close request frees its kernel at once).

    When the test fails, the page is saved as test-output/screenshots/FAILED-<test>.png.
    """
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    context.set_default_timeout(PAGE_TIMEOUT_MS)
    new_page = context.new_page()
    yield new_page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        name = "".join(c if c.isalnum() or c in "-_" else "_" for c in request.node.name)
        try:
            new_page.screenshot(path=str(SCREENSHOTS / f"FAILED-{name}.png"), full_page=True)
        except Exception:  # noqa: BLE001 - a page that cannot be captured must not hide the failure
            pass
    try:
        new_page.close(run_before_unload=True)
        new_page.wait_for_timeout(300)  # the tab-close request leaves as the page goes
    except Exception:  # noqa: BLE001 - a page the test already closed
        pass
    context.close()


def voila_cell_errors(page) -> int:
    """How many cells Voila reported as failed on ``page`` (tracebacks themselves are hidden)."""
    return page.get_by_text(VOILA_CELL_ERROR).count()


@pytest.fixture
def open_app(page, app_url):
    """``open_app(name, ready)``: open notebooks/<name> in Voila, wait for ``ready``, check no cell failed."""

    def _open(name: str, ready: str):
        page.goto(app_url(name))
        page.wait_for_selector(ready, state="visible")
        assert voila_cell_errors(page) == 0, f"a cell of {name} failed in Voila"
        return page

    return _open


@pytest.fixture(scope="session")
def screenshot():
    """``screenshot(page, name)``: save a full-page PNG as test-output/screenshots/<name>.png."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def _shoot(page, name: str) -> Path:
        path = SCREENSHOTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return _shoot
