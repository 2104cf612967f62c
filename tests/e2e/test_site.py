"""The static Voici site (``make site``, in build/site) served by a plain static file server on
127.0.0.1, the tutor running on Pyodide in the browser with no kernel on a server: lesson 1 of
the Classified tutorial finished by clicks on the table, a page opened with ``?lang=ja`` in
Japanese, every other page of the site (home, tutorials, explorers) up to its first control, two
bots playing an explorer game a move at a time at the pace while the page answers a click, and
an explorer game back after a reload from the browser's storage; with no console error and no
request leaving 127.0.0.1 (the page's, its kernel worker's and its service worker's). ``slow``:
it needs ``make site`` first, and each
page starts Pyodide in the browser (about a minute on a loaded machine)."""

from __future__ import annotations

import functools
import http.server
import importlib.util
import json
import re
import socketserver
import threading

import pytest

import voila_app
from tests.e2e.table_clicks import walk_lesson
from tests.e2e.test_explorer_bots import ADVICE as ADVICE_BY_LANG
from tests.e2e.test_explorer_saves import hidden_in, play_first
from tests.e2e.test_serving_console import console_problems
from tests.widgets.test_classified_app import hidden_from
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


# ---- the explorer on the site: paced bots, a page that answers meanwhile, resume ------------
LOG_STEPS = """() => {
  const log = document.querySelector('.rt-log');
  const count = () => log.querySelectorAll('li.rt-event').length;
  window.rtLogSteps = [[performance.now(), count()]];
  new MutationObserver(() => {
    const n = count(), last = window.rtLogSteps[window.rtLogSteps.length - 1][1];
    if (n !== last) window.rtLogSteps.push([performance.now(), n]);
  }).observe(log, { childList: true, subtree: true, characterData: true });
}"""
ADVICE = ADVICE_BY_LANG["en"]
PACE_S = 1.0            # the explorers' default bot speed ("Normal (1 s a move)")


def test_explorer_bots_move_one_at_a_time_while_the_page_answers(site_context, site_url):
    """Two bots play a whole Classified game on the site: the log grows a move at a time, each
    move left on screen for the pace, and a click on the language switch meanwhile is answered
    while the bots play on."""
    context, requested = site_context
    page, problems = _open(context, f"{site_url}/voici/render/classified-explorer.html",
                           ".rt-new-game")
    try:
        page.locator(".rt-seat-0 select").select_option(label="Rule-based bot")
        page.locator(".rt-seat-1 select").select_option(label="Random bot")
        page.evaluate(LOG_STEPS)
        page.locator("button.rt-new-game").click()
        page.wait_for_function("() => window.rtLogSteps.length >= 3", timeout=120_000)
        page.locator(".rt-lang").get_by_role("button", name="日本語").click()
        page.locator("button.rt-new-game", has_text=t("new_game", "ja")).wait_for()
        assert page.locator(".rt-bots-moving").count() == 1, "the game ended before the click"
        answered_at = page.evaluate("window.rtLogSteps.length")
        page.locator(".rt-status-line", has_text=t("game_over", "ja")).wait_for(timeout=180_000)
        steps = page.evaluate("window.rtLogSteps")
        assert len(steps) > answered_at, "no bot moved after the click was answered"
        counts = [n for _, n in steps[1:]]                 # from the new game's first line
        assert counts == sorted(counts) and len(counts) >= 10, counts   # a move at a time
        # each move stays for the pace before the next: a lower bound that load only lengthens
        span_s = (steps[-1][0] - steps[1][0]) / 1000
        assert span_s >= 0.8 * PACE_S * (len(steps) - 2), (span_s, len(steps))
        assert problems == []
        assert _outside(requested, site_url) == [], "the site fetched something from outside"
    finally:
        page.close()


KEPT_GAMES = """async (suffix) => {
  const ask = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result);
                                               r.onerror = () => no(r.error); });
  const info = (await indexedDB.databases()).find((d) => d.name.endsWith(suffix));
  if (!info) return {};
  const db = await ask(indexedDB.open(info.name));
  const store = db.transaction('FILE_DATA', 'readonly').objectStore('FILE_DATA');
  const files = {};
  for (const path of await ask(store.getAllKeys())) {
    const entry = await ask(store.get(path));
    if (entry.contents) files[path.split('/').pop()] = new TextDecoder().decode(entry.contents);
  }
  db.close();
  return files;
}"""


def kept_on_the_site(page) -> dict[str, str]:
    """The resume files the site's kernel keeps in this browser's IndexedDB, by file name."""
    return page.evaluate(KEPT_GAMES, "rules-tutor/saves")


def kept_classified(page):
    """The Classified game kept for this browser's key (``None`` while none is)."""
    keys = list(page.evaluate("Object.values(localStorage)"))
    files = kept_on_the_site(page)
    found = [json.loads(text) for name, text in files.items()
             if name.endswith(f"-{GAME.name}.json") and name.split("-")[0] in keys]
    return GAME.from_json(found[0]["save"]) if found else None


def test_the_explorer_on_the_site_resumes_after_a_reload(site_context, site_url):
    """Play two moves against the bot, reload: the same game is back ("Welcome back"), kept by
    the page's kernel in this browser's storage; no card hidden from the player is on the page;
    the coach then answers in words."""
    context, requested = site_context
    url = f"{site_url}/voici/render/classified-explorer.html"
    page, problems = _open(context, url, ".rt-new-game")
    try:
        page.locator(".rt-save-note", has_text="reload the page and it comes back").wait_for()
        page.locator(".rt-seat-0 select").select_option(label="Person at this screen")
        page.locator(".rt-seat-1 select").select_option(label="Random bot")
        page.locator("button.rt-new-game").click()          # whatever an earlier page kept
        page.wait_for_function("() => !document.querySelector('.rt-bots-moving')")
        for _ in range(2):
            play_first(page)
        log = page.locator(".rt-log").inner_text()
        page.wait_for_function(f"""async () => {{
            const files = await ({KEPT_GAMES})("rules-tutor/saves");
            return Object.keys(files).length > 0; }}""")
        state = None
        for _ in range(50):                                  # the last move's write lands
            state = kept_classified(page)
            if state is not None and len([e for e in state.history if e.player == 0]) == 2:
                break
            page.wait_for_timeout(200)
        assert state is not None and [e.player for e in state.history].count(0) == 2
        page.reload(wait_until="commit")
        page.locator(".rt-save-message", has_text="Welcome back").wait_for(timeout=START_MS)
        assert page.locator(".rt-log").inner_text() == log
        assert kept_classified(page).snapshot() == state.snapshot()
        secret = hidden_from(state, 0)
        assert secret and not hidden_in(page.content(), secret)
        page.locator("button.rt-coach-ask").click()          # the coach, on the page's loop
        page.locator(".rt-coach-text li").first.wait_for(timeout=120_000)
        advice = page.locator(".rt-coach-text li").all_inner_texts()
        assert advice and all(re.search(ADVICE, line) for line in advice), advice
        assert problems == []
        assert _outside(requested, site_url) == [], "the site fetched something from outside"
    finally:
        page.close()
