"""Infiltration in Chromium through Voila, all of it (``slow``: ``make test-slow``): every lesson
finished in English and in Japanese by clicking the board only, and whole explorer games played
to their end on the board with 2 seats (English, light, 1280 px) and 6 seats (Japanese, dark,
390 px), the other seats rules bots. ``test_infiltration_app.py`` keeps the quick lesson-1 check in ``make test``."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.e2e.table_clicks import walk_lesson
from tests.e2e.test_infiltration_app import (RULE_ID, VISIBLE_TEXT, check_facility_fits,
                                             console_errors)
from tutor.games.infiltration import GAME
from tutor.games.infiltration.lessons import LESSONS
from tutor.lessons import LessonRunner
from widgets.i18n import t
from widgets.infiltration.table import locate, verb
from widgets.infiltration.text import ui
from widgets.seats import PACES

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(2400)]
WIDE = {"width": 1280, "height": 1400}
FASTEST = min(PACES, key=lambda pace: pace[0])[1]


def finish_lesson(page, index: int, lang: str) -> int:
    """Pick lesson ``index`` and walk it to the end beside a LessonRunner, every move made by
    clicks on the table; returns the number of moves."""
    lesson = LESSONS[index]
    page.locator(".rt-lesson-picker select").select_option(index=index)
    moves = walk_lesson(page, LessonRunner(lesson, GAME), locate, verb, lang,
                        heading=lesson.title.get(lang))
    page.get_by_text(t("lesson_done", lang)).wait_for()
    return moves


@pytest.mark.parametrize("lang, theme", [("en", "light"), ("ja", "dark")])
def test_every_lesson_is_finished_by_clicking_the_board(page, app_url, screenshot, lang, theme):
    errors = console_errors(page)
    page.set_viewport_size(WIDE)
    page.goto(app_url("infiltration-tutorial.ipynb") + f"?lang={lang}&theme={theme}")
    page.wait_for_selector(".rt-next", state="visible")
    moves = [finish_lesson(page, index, lang) for index in range(len(LESSONS))]
    assert all(moves) and len(moves) == len(LESSONS)
    text = page.evaluate(VISIBLE_TEXT)
    assert not RULE_ID.search(text), RULE_ID.search(text).group(0)
    screenshot(page, f"infiltration-last-lesson-{lang}-{theme}")
    assert errors == []


def settle(page) -> None:
    """Wait until the table took the last click and the bots have moved."""
    page.wait_for_selector(".rt-table:not(.rt-busy)")
    page.wait_for_timeout(150)
    page.wait_for_function("() => !document.querySelector('.rt-bots-moving')")


def click_any_play(page, rng: random.Random) -> bool:
    """One legal play made on the board: a piece, its first verb, a target if it asks for one;
    else a button under the table. False when the board offers nothing."""
    legal = page.locator(".rt-table .rt-piece.rt-legal")
    if legal.count():
        legal.nth(rng.randrange(legal.count())).click()
        plays = page.locator(".rt-t-menu button.rt-t-play")
        try:
            plays.first.wait_for(timeout=5000)
        except PlaywrightTimeout:          # the table was redrawn under the click: look again
            return False
        plays.nth(rng.randrange(plays.count())).click()
        targets = page.locator(".rt-table .rt-target")
        if targets.count():
            targets.nth(rng.randrange(targets.count())).click()
        return True
    buttons = page.locator(".rt-table .rt-t-actions button:not([disabled])")
    if buttons.count():
        buttons.nth(rng.randrange(buttons.count())).click()
        return True
    return False


@pytest.mark.parametrize("players, lang, theme, width",
                         [(2, "en", "light", 1280), (6, "ja", "dark", 390)])
def test_a_whole_game_is_played_on_the_board(page, app_url, screenshot, players, lang, theme,
                                             width):
    """To the end, the room V checked after every move: on the map, nothing overlapping."""
    errors = console_errors(page)
    page.set_viewport_size({"width": width, "height": 1400})
    page.goto(app_url("infiltration-explorer.ipynb") + f"?lang={lang}&theme={theme}")
    page.wait_for_selector(".rt-piece.rt-legal", state="visible")
    page.locator(".rt-players select").select_option(label=ui("n_players", lang, n=players))
    page.locator(".rt-bot-pace select").select_option(label=FASTEST.get(lang))
    page.locator("button.rt-new-game").click()
    operatives = 4 if players == 2 else players                  # two each with 2 players
    page.wait_for_function(
        "n => document.querySelectorAll('[data-id^=\"opinfo-\"]').length === n", arg=operatives)
    over = "Scores:" if lang == "en" else "得点："
    rng, clicks = random.Random(players), 0
    for _ in range(600):
        settle(page)
        check_facility_fits(page)
        if page.locator(".rt-status-line", has_text=over).count():
            break
        if click_any_play(page, rng):
            clicks += 1
    else:
        raise AssertionError("the game did not end")
    assert clicks >= 1
    assert page.locator('.rt-t-zone[data-id="facility"] .rt-t-full').count() == 1
    text = page.evaluate(VISIBLE_TEXT)
    assert not RULE_ID.search(text), RULE_ID.search(text).group(0)
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    screenshot(page, f"infiltration-game-{players}-{lang}-{theme}-{width}")
    assert errors == []
