"""The explorers' Save, Load and resume in Chromium through the session's Voila server: play, reload the page and the
game is back (the browser keeps only a random key; no hidden card reaches it); a hot-seat game
downloaded and loaded in another browser; a bad file refused in words; the undo reason shown;
the designers' notebook linked to JupyterLab from the home page."""

from __future__ import annotations

import json
import re

import pytest

import voila_app
from widgets import home
from tests.widgets.test_classified_app import hidden_from
from tests.widgets.test_persona_app import Watch
from tests.e2e.table_clicks import MOVE_BUTTON, open_move_list
from tutor.games.classified import GAME as CLASSIFIED
from tutor.games.persona import GAME as PERSONA

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]
TALL = {"width": 1280, "height": 2000}


@pytest.fixture(scope="module")
def saves(resume_saves):
    """The folder where the session server keeps resume files."""
    return resume_saves


@pytest.fixture(scope="module")
def server(voila_server):
    """The session's server (its kernels keep resume files in ``saves``)."""
    return voila_server


def open_notebook(page, server, name: str, ready: str = ".rt-new-game"):
    page.goto(voila_app.render_url(server, f"notebooks/{name}"))
    page.wait_for_selector(ready, state="visible")
    assert page.get_by_text("There was an error when executing cell").count() == 0
    return page


def listen(page) -> list[str]:
    """Every websocket frame the page receives from now on."""
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on(
        "framereceived",
        lambda data: frames.append(data.decode("utf-8", "replace")
                                   if isinstance(data, bytes) else data)))
    return frames


def browser_store(page) -> dict:
    return dict(page.evaluate("Object.entries(localStorage)"))


def kept_state(saves, game, page):
    """The game the server keeps for ``page``'s browser key (other tests' browsers have theirs)."""
    keys = set(browser_store(page).values())
    files = [f for f in saves.glob(f"*-{game.name}.json") if f.name.split("-")[0] in keys]
    assert len(files) == 1, files
    return game.from_json(json.loads(files[0].read_text())["save"])


def hidden_in(text: str, cards: set[str]) -> list[str]:
    return sorted(c for c in cards if re.search(rf"\b{re.escape(c)}\b", text))


def choose_file(page, path) -> None:
    """Press Load and pick ``path`` in the file chooser it opens."""
    with page.expect_file_chooser() as chooser:
        page.locator("button.rt-load").click()
    chooser.value.set_files(str(path))


def learners_turn(page) -> None:
    """Wait until the bots have made their opening moves and the learner has a piece to click."""
    page.locator(".rt-piece.rt-legal").first.wait_for()
    page.wait_for_function("() => !document.querySelector('.rt-bots-moving')")


def play_first(page) -> None:
    """Click the first move button the picker offers, wait for the log to change and for the
    bots' paced answers to end."""
    before = page.locator(".rt-log").first.inner_text()
    open_move_list(page)
    page.locator(MOVE_BUTTON).first.click()
    page.wait_for_function("t => document.querySelector('.rt-log').innerText !== t", arg=before)
    page.wait_for_function("() => !document.querySelector('.rt-bots-moving')")


def test_classified_against_the_bot_resumes_after_a_reload(browser, server, saves, screenshot):
    """Play two moves, reload: the same game is back, the browser holds only a random key,
    and neither the page nor the widget messages ever held the bot's hidden cards."""
    context = browser.new_context(viewport=TALL)
    context.set_default_timeout(60_000)
    page = context.new_page()
    frames = listen(page)
    open_notebook(page, server, "classified-explorer.ipynb")
    page.locator(".rt-save-note", has_text="reload the page and it comes back").wait_for()
    assert page.locator("button.rt-save").is_disabled()
    assert "once the game is over" in page.locator(".rt-save-note").inner_text()
    assert page.locator(".rt-intro").inner_text().startswith("Play whole games")
    assert page.locator(".rt-undo-why", has_text="Undo is not available").count() == 1
    for _ in range(2):
        play_first(page)
    page.wait_for_timeout(500)                         # the last change reaches the server
    state = kept_state(saves, CLASSIFIED, page)
    log = page.locator(".rt-log").inner_text()
    screenshot(page, "classified-explorer-before-reload")

    stored = browser_store(page)
    assert list(stored.values()) and all(re.fullmatch(r"[0-9a-f]{32}", v) for v in stored.values())
    page.reload()
    page.locator(".rt-save-message", has_text="Welcome back").wait_for()
    assert page.locator(".rt-log").inner_text() == log
    screenshot(page, "classified-explorer-resumed")
    resumed = kept_state(saves, CLASSIFIED, page)
    assert resumed.snapshot() == state.snapshot()
    secret = hidden_from(resumed, 0)
    assert secret and not hidden_in(page.content(), secret)
    assert not hidden_in("\n".join(frames), secret), "a hidden card reached the browser"
    assert "data:application/json" not in "\n".join(frames)
    page.locator(".rt-lang").get_by_role("button", name="日本語").click()
    page.locator(".rt-save-message", has_text="おかえりなさい").wait_for()
    assert "取り消しはできません" in page.locator(".rt-undo-why").inner_text()
    assert "ゲームが終わってから" in page.locator(".rt-save-note").inner_text()
    assert page.locator(".rt-intro").inner_text().startswith("ボットと対戦")
    screenshot(page, "classified-explorer-resumed-ja")
    context.close()


def test_persona_resumes_after_a_reload(browser, server, saves, screenshot):
    context = browser.new_context(viewport=TALL)
    context.set_default_timeout(60_000)
    page = context.new_page()
    frames = listen(page)
    open_notebook(page, server, "persona-explorer.ipynb")
    page.locator(".rt-save-note", has_text="reload the page").wait_for()
    watch = Watch(0)
    watch.hidden(kept_state(saves, PERSONA, page))           # the hand dealt to the viewer
    play_first(page)
    page.wait_for_timeout(500)
    watch.hidden(kept_state(saves, PERSONA, page))
    log = page.locator(".rt-log").inner_text()
    page.reload()
    page.locator(".rt-save-message", has_text="Welcome back").wait_for()
    assert page.locator(".rt-log").inner_text() == log
    screenshot(page, "persona-explorer-resumed")
    secret = watch.hidden(kept_state(saves, PERSONA, page))
    assert secret and not hidden_in("\n".join(frames), secret)
    context.close()


def test_hot_seat_save_downloads_and_loads_in_another_browser(browser, server, tmp_path,
                                                               screenshot):
    """Hot-seat: Save warns that the file holds every hidden card, downloads the engine's file;
    a fresh browser loads it; a broken file is refused in words and changes nothing."""
    context = browser.new_context(viewport=TALL, accept_downloads=True)
    context.set_default_timeout(60_000)
    page = context.new_page()
    open_notebook(page, server, "classified-explorer.ipynb")
    page.locator(".rt-seat-1 select").select_option(index=0)         # a person: hot-seat
    page.locator("button.rt-new-game").click()
    note = page.locator(".rt-save-note", has_text="every player's hidden cards")
    handover = page.locator("button.rt-handover", has_text="I am")
    note.or_(handover).first.wait_for()
    if handover.is_visible():                          # the second player begins
        handover.click()
    note.wait_for()
    play_first(page)
    page.locator("button.rt-handover").click()
    page.locator("button.rt-save").click()
    with page.expect_download() as download:
        page.locator("a.rt-save-file").click()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    text = path.read_text("utf-8")
    saved = CLASSIFIED.from_json(text)
    assert len(saved.history) >= 1 and path.name == f"classified-game-{len(saved.history)}-moves.json"
    screenshot(page, "classified-explorer-hotseat-save")
    context.close()

    other = browser.new_context(viewport={"width": 390, "height": 1600})
    other.set_default_timeout(60_000)
    page = other.new_page()
    open_notebook(page, server, "classified-explorer.ipynb")
    learners_turn(page)                                # the bot may begin: its move is in the log
    log = page.locator(".rt-log").inner_text()
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "rules-tutor/saved-game", "version": 1')
    choose_file(page, broken)
    message = page.locator(".rt-save-message", has_text="This file was not loaded")
    message.wait_for()
    assert "not valid JSON" in message.inner_text()
    assert page.locator(".rt-log").inner_text() == log
    screenshot(page, "classified-explorer-load-refused-390")
    choose_file(page, path)
    page.locator(".rt-save-message", has_text="The saved game is loaded.").wait_for()
    assert page.locator(".rt-log").inner_text() != log
    screenshot(page, "classified-explorer-loaded-390")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    other.close()


def test_home_links_no_jupyterlab_on_the_tutors_own_server(browser, server):
    """The tutor's Voila server has no JupyterLab (its /lab is 404): the home page links none,
    says where the Python notebooks open and opens the simulation as an app page."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(voila_app.render_url(server, "notebooks/index.ipynb"))
    page.wait_for_selector(".rt-lang", state="visible")
    assert page.locator("a.rt-open-lab").count() == 0
    python = [nb.file for game in home.GAMES for nb in game.notebooks if nb.designer]
    assert page.locator(".rt-lab-steps").count() == len(python) == 4
    simulate = page.locator("a.rt-open", has_text="Simulate many games")
    assert simulate.get_attribute("href") == "simulate.ipynb"
    context.close()
