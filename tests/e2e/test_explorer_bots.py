"""The Persona explorer in Chromium through Voila with chosen bots and the coach: a rule-based
bot and a search bot in the other seats, paced moves with "is thinking" in the status line, a
few days played by clicking, the coach's best moves in English and Japanese, at 1280 and 390
pixels; no card hidden from the player reaches the page or the widget messages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.e2e.test_explorer_saves import (hidden_in, kept_state, listen, open_notebook,
                                           saves, server)  # noqa: F401 - fixtures
from tests.widgets.test_persona_app import Watch
from tests.e2e.table_clicks import MOVE_BUTTON, open_move_list
from tutor.games.persona import GAME as PERSONA

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]
SHOTS = Path("/tmp/shots/botsui")
ADVICE = {"en": r"wins about \d games? in 10|almost never wins|wins almost every game",
          "ja": r"10回中およそ\d回勝つ|ほとんど勝てない|ほぼ必ず勝つ"}


def shoot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def settled(page) -> None:
    """Wait until the bots have moved and it is the person's turn again."""
    page.wait_for_function("() => !document.querySelector('.rt-bots-moving')")
    page.locator(".rt-status-line", has_text="You").wait_for()
    open_move_list(page)


def table_shows_the_hand(page, state) -> None:
    """The clickable table has drawn the person's hand of the game on screen."""
    hand = sorted(state.snapshot()["hands"][0])
    page.wait_for_function(
        "ids => JSON.stringify([...document.querySelectorAll("
        "'.rt-t-zone[data-id=\"hand\"] .rt-piece')].map(n => n.dataset.id).sort()) === ids",
        arg=json.dumps(hand, separators=(",", ":")))


def ask_coach(page, lang: str) -> list[str]:
    page.locator("button.rt-coach-ask").click()
    page.locator(".rt-coach-text li").first.wait_for()
    lines = page.locator(".rt-coach-text li").all_inner_texts()
    assert lines and all(re.search(ADVICE[lang], line) for line in lines), lines
    return lines


def test_persona_against_chosen_bots_with_the_coach(browser, server, saves):  # noqa: F811 - pytest fixtures as arguments
    context = browser.new_context(viewport={"width": 1280, "height": 1800})
    context.set_default_timeout(90_000)
    page = context.new_page()
    try:
        play_with_the_coach(page, saves, server)
    except Exception:
        shoot(page, "FAILED-persona-coach")
        raise
    finally:
        context.close()


def play_with_the_coach(page, saves, server) -> None:  # noqa: F811 - pytest fixtures as arguments
    frames = listen(page)
    open_notebook(page, server, "persona-explorer.ipynb")
    page.locator(".rt-seat-1 select").select_option(label="Rule-based bot")
    page.locator(".rt-seat-2 select").select_option(label="Search bot (easy)")
    page.locator(".rt-bot-pace select").select_option(label="Fast (½ s a move)")
    page.locator("button.rt-new-game").click()
    settled(page)
    frames.clear()                 # the first game's hand was the person's to see; a new deal
    watch = Watch(0)
    table_shows_the_hand(page, kept_state(saves, PERSONA, page))
    watch.hidden(kept_state(saves, PERSONA, page))              # the hand dealt to the person

    lines = ask_coach(page, "en")
    assert "sees only what you see" in page.locator(".rt-coach-text").inner_text()
    shoot(page, "persona-coach-1280-en")
    for _ in range(3):                                     # three days against the bots
        log = page.locator(".rt-log").inner_text()
        page.locator(MOVE_BUTTON).first.click()
        page.wait_for_function("t => document.querySelector('.rt-log').innerText !== t", arg=log)
        settled(page)
        table_shows_the_hand(page, kept_state(saves, PERSONA, page))
        watch.hidden(kept_state(saves, PERSONA, page))
    assert page.locator(".rt-coach-text li").count() == 0     # the old advice went with its day
    assert any("rt-thinking" in f and "Search bot (easy)" in f for f in frames), \
        "the search bot's turn was never shown as thinking"
    ask_coach(page, "en")
    page.set_viewport_size({"width": 390, "height": 1800})
    shoot(page, "persona-coach-390-en")

    page.locator(".rt-lang").first.get_by_role("button", name="日本語").click()
    page.locator("button.rt-coach-ask", has_text="強いプレイヤーならどうする？").wait_for()
    page.locator(".rt-coach-text li", has_text="回").first.wait_for()   # the answer, in Japanese
    assert all(re.search(ADVICE["ja"], x)
               for x in page.locator(".rt-coach-text li").all_inner_texts())
    assert page.locator(".rt-seat-1 select").evaluate(
        "s => s.options[s.selectedIndex].text") == "ルールボット"
    shoot(page, "persona-coach-390-ja")
    page.set_viewport_size({"width": 1280, "height": 1800})
    shoot(page, "persona-coach-1280-ja")

    secret = watch.hidden(kept_state(saves, PERSONA, page))
    assert secret and not hidden_in(page.content(), secret)
    assert not hidden_in("\n".join(frames), secret), "a hidden card reached the browser"
    assert lines
