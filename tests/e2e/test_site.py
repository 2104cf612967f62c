"""The static Voici site (``make site``, in build/site) served by a plain static file server on
127.0.0.1, the tutor running on Pyodide in the browser with no kernel on a server: lesson 1 of
the Classified tutorial finished by clicks on the table, a page opened with ``?lang=ja`` in
Japanese, and every other page of the site (home, tutorials, explorers) up to its first control,
with no console error and no request leaving 127.0.0.1 (the page's, its kernel worker's and its
service worker's). ``slow``: it needs ``make site`` first, and each
page starts Pyodide in the browser (about a minute on a loaded machine)."""

from __future__ import annotations

import functools
import http.server
import importlib.util
import socketserver
import threading

import pytest

import voila_app
from tests.e2e.table_clicks import walk_lesson
from tests.e2e.test_serving_console import console_problems
from tutor.games.classified import GAME
from tutor.games.classified.lessons import LESSONS
from tutor.lessons import LessonRunner
from widgets.i18n import t
from widgets.classified.table import locate, verb

SITE = voila_app.REPO / "build" / "site"
START_MS = 420_000          # Pyodide's start in a browser on a loaded machine
pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(900)]


def _site_notebooks() -> tuple[str, ...]:
    """SITE_NOTEBOOKS of binder/site.py (a script, not a package: loaded by its path)."""
    spec = importlib.util.spec_from_file_location("site_build", voila_app.REPO / "binder" / "site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.SITE_NOTEBOOKS


FIRST_CONTROL = {"index": ".rt-lang", "tutorial": ".rt-next", "explorer": ".rt-new-game"}
OTHER_PAGES = [n.removesuffix(".ipynb") for n in _site_notebooks()
               if n != "classified-tutorial.ipynb"]


def _first_control(name: str) -> str:
    return FIRST_CONTROL[name.rsplit("-", 1)[-1]]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def site_url():
    """http://127.0.0.1:<port> of a static file server on build/site."""
    if not (SITE / "voici" / "render" / "classified-tutorial.html").is_file():
        pytest.skip("no static site: run `make site` first")
    handler = functools.partial(QuietHandler, directory=str(SITE))
    with socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        yield f"http://127.0.0.1:{server.server_address[1]}"
        server.shutdown()


@pytest.fixture(scope="module")
def site_context(browser, site_url):
    """One browser context for the module (its cache and service worker shared by the pages,
    as for a learner going from page to page) and every URL it requested."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    yield context, requested
    context.close()


def _outside(requested: list[str], site_url: str) -> list[str]:
    return sorted({u for u in requested if not u.startswith((site_url + "/", "blob:", "data:"))})


def _open(context, url: str, ready: str):
    page = context.new_page()
    problems = console_problems(page)
    page.goto(url, wait_until="commit")
    page.wait_for_selector(ready, state="visible", timeout=START_MS)
    return page, problems


def test_classified_lesson_one_by_clicks_on_the_static_site(site_context, site_url):
    context, requested = site_context
    page, problems = _open(context, f"{site_url}/voici/render/classified-tutorial.html", ".rt-next")
    try:
        moves = walk_lesson(page, LessonRunner(LESSONS[0], GAME), locate, verb,
                            pointed=False)
        page.get_by_text("Lesson complete").wait_for()
        assert moves >= 1
        assert problems == []
        assert _outside(requested, site_url) == [], "the site fetched something from outside"
    finally:
        page.close()


@pytest.mark.parametrize("name", OTHER_PAGES)
def test_every_other_site_page_reaches_its_first_control(site_context, site_url, name):
    context, requested = site_context
    page, problems = _open(context, f"{site_url}/voici/render/{name}.html", _first_control(name))
    try:
        page.wait_for_timeout(1500)          # late widget-manager messages
        assert problems == []
        assert _outside(requested, site_url) == [], "the site fetched something from outside"
    finally:
        page.close()


def test_the_lang_parameter_of_the_page_url_opens_it_in_japanese(site_context, site_url):
    context, requested = site_context
    page, problems = _open(context, f"{site_url}/voici/render/classified-tutorial.html?lang=ja",
                           ".rt-next")
    try:
        total = len(LESSONS[0].steps)
        page.locator(".rt-step", has_text=t("step_of", "ja", n=1, total=total)).wait_for()
        page.locator(".rt-next", has_text=t("next", "ja")).wait_for()
        assert problems == []
        assert _outside(requested, site_url) == [], "the site fetched something from outside"
    finally:
        page.close()
