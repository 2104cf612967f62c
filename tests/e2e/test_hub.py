"""JupyterHub as ``make hub`` runs it (binder/jupyterhub_config.py) in Chromium: two learners log
in, each lands on the tutor's home page in a Jupyter server of their own, rendered with
voila.json's settings, and plays a lesson step there; the hub listens on loopback only. Slow:
a load round on the hub, and the idle culler stopping a server."""

from __future__ import annotations

import time

import psutil
import pytest

from benchmarks.hub import (HOME_READY, learner_memory_mb, listening_addresses, login,
                            running_hub, single_user_servers)
from benchmarks.voila_timing import CHROMIUM, CHROMIUM_ARGS
from tests.e2e.conftest import PAGE_TIMEOUT_MS, voila_cell_errors
from tests.e2e.table_clicks import click_solution
from tutor.lessons import LessonRunner
from tutor.games.infiltration import GAME as INFILTRATION
from tutor.games.infiltration.lessons import LESSONS as INFILTRATION_LESSONS
from tutor.games.rednotice import GAME as REDNOTICE
from tutor.games.rednotice.lessons import LESSONS as REDNOTICE_LESSONS
from widgets.i18n import t
from widgets.infiltration import table as infiltration_table
from widgets.rednotice import table as rednotice_table

pytestmark = [pytest.mark.browser, pytest.mark.timeout(420)]
HOME = "voila/render/notebooks/index.ipynb"
SPAWN_MS = 180_000                  # logging in starts the learner's server: slow on a busy machine
TEMPLATE_CDN = "@fortawesome/fontawesome-free"      # in Voila's lab template, not in the tutor's


def _learner(browser, hub, name: str):
    """A browser context of its own, logged in as ``name``; its page once the home page is drawn."""
    context = browser.new_context(viewport={"width": 1280, "height": 1400})
    context.set_default_timeout(PAGE_TIMEOUT_MS)
    page = context.new_page()
    login(page, hub, name)
    page.wait_for_selector(HOME_READY, state="visible", timeout=SPAWN_MS)
    return page


def _play_first_move(page, runner: LessonRunner, table) -> None:
    """Press Next until the lesson waits for a move, make that move by clicks on the table, and
    see it accepted."""
    total = len(runner.lesson.steps)
    while not runner.waiting:
        page.click(".rt-next")
        runner.next()
        page.locator(".rt-step", has_text=t("step_of", "en", n=runner.index + 1, total=total)).wait_for()
    page.locator(".rt-pointed").first.wait_for()
    click_solution(page, runner, table.locate, table.verb)
    assert runner.try_move(runner.step.solution).ok
    page.locator(".rt-feedback.rt-correct").wait_for()


def test_two_learners_each_play_a_lesson_step_in_a_server_of_their_own(tmp_path, browser, page,
                                                                       screenshot):
    """A wrong password is refused. Two learners land on the home page in their own servers, with
    the tutor's template and no code; neither can open the other's; each opens a tutorial from
    the home page and plays its first move; every process of the hub listens on 127.0.0.1 only;
    stopping the hub ends its proxy, the learners' servers and their kernels."""
    with running_hub(tmp_path / "hub") as hub:
        login(page, hub, "cy", "not-the-password")
        page.get_by_text("Invalid username or password").wait_for()
        assert "/hub/login" in page.url
        _two_learners(hub, browser, screenshot)
        assert "cy" not in single_user_servers(hub)
        processes = psutil.Process(hub.proc.pid).children(recursive=True)
        assert len(processes) >= 2 + 2 + 2      # the proxy, the culler, two servers, their kernels
    assert not [p for p in processes if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]


def _two_learners(hub, browser, screenshot) -> None:
    """ana and ben log in, are checked, and each plays a lesson's first move."""
    ana, ben = _learner(browser, hub, "ana"), _learner(browser, hub, "ben")
    try:
        for name, page in (("ana", ana), ("ben", ben)):
            assert page.url == hub.user_url(name, HOME)
            assert voila_cell_errors(page) == 0
            assert TEMPLATE_CDN not in page.content()                   # voila.json: "tutor"
            assert "import " not in page.locator("body").inner_text()   # voila.json: strip_sources
        assert set(single_user_servers(hub)) == {"ana", "ben"}
        assert set(learner_memory_mb(hub)) == {"ana", "ben"}
        assert listening_addresses(hub) == {"127.0.0.1"}
        assert ben.request.get(hub.user_url("ana", HOME)).status == 403     # ana's server is hers
        source = ana.request.get(hub.user_url("ana", "voila/files/notebooks/index.ipynb"))
        assert source.status == 403                           # voila.json's file_denylist
        screenshot(ana, "hub-home-ana")

        ana.locator('a.rt-open[href="rednotice-tutorial.ipynb"]').click()
        ben.locator('a.rt-open[href="infiltration-tutorial.ipynb"]').click()
        for page in (ana, ben):
            page.wait_for_selector(".rt-next", state="visible")
        _play_first_move(ana, LessonRunner(REDNOTICE_LESSONS[0], REDNOTICE), rednotice_table)
        _play_first_move(ben, LessonRunner(INFILTRATION_LESSONS[0], INFILTRATION), infiltration_table)
        assert ana.url == hub.user_url("ana", "voila/render/notebooks/rednotice-tutorial.ipynb")
        screenshot(ben, "hub-infiltration-ben")
    finally:
        for page in (ana, ben):
            page.context.close()


@pytest.mark.slow
def test_a_load_round_on_the_hub_gives_every_learner_a_control_and_stops():
    """``make load LOAD_ARGS=--hub``'s round with two learners: both reach the home page and the
    tutorial's control and click; two servers were measured; nothing of the hub is left."""
    from benchmarks.hub_load import run_round, summary
    from tests.e2e.test_serving_load import run_in_thread

    async def one_round():
        from playwright.async_api import async_playwright

        async with async_playwright() as playwright:
            chromium = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                return await run_round(chromium, 2, clicks=2, page_timeout_s=180.0,
                                       round_timeout_s=300.0)
            finally:
                await chromium.close()

    result = run_in_thread(one_round)
    figures = summary(result)
    assert [r.error for r in result.results] == [None, None]
    assert figures["home"] == figures["control"] == figures["servers"] == 2
    assert figures["clicks"] >= 2
    assert figures["server_mb_each"] > 0 and figures["kernels_mb_each"] > 0


@pytest.mark.slow
def test_the_culler_stops_a_learner_server_left_idle(tmp_path, page):
    """With the culler's timeout at 30 s, a learner who logged in and left has no server a while
    later: the culler service runs with the permissions it needs."""
    with running_hub(tmp_path / "hub", cull_s=30) as hub:
        login(page, hub, "dee")
        page.wait_for_selector(HOME_READY, state="visible", timeout=SPAWN_MS)
        assert set(single_user_servers(hub)) == {"dee"}
        page.close(run_before_unload=True)
        deadline = time.monotonic() + 150
        while single_user_servers(hub) and time.monotonic() < deadline:
            time.sleep(2)
        assert single_user_servers(hub) == {}
