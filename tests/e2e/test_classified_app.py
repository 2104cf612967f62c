"""The Classified tutorial in Chromium: from the home page, the first lesson clicked through as a
learner would, Japanese, and no hidden card of the opponent anywhere the browser received."""

from __future__ import annotations

import re

import pytest

from tests.widgets.test_classified_app import hidden_from
from tests.e2e.table_clicks import open_move_list, option_text
from tutor.games.classified import GAME
from tutor.games.classified.lessons import LESSONS
from tutor.lessons import LessonRunner
from widgets.classified import action_label

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]
TALL = {"width": 1200, "height": 2200}


def _choose(page, runner: LessonRunner) -> None:
    """Pick the step's expected move in the list of moves: the row of its kind, then Go."""
    open_move_list(page)
    move = runner.step.solution
    same_kind = [a for a in runner.legal_actions if a.kind == move.kind]
    if len(same_kind) > 1:
        select = page.locator(f".widget-dropdown.rt-kind-{move.kind} select")
        label = action_label(move, "en", runner.learner, runner.observation)
        index = same_kind.index(move)
        shown = option_text(select, index, label)
        assert shown == label, (shown, label)
        select.select_option(index=index)
    else:
        assert page.locator(f"button.rt-kind-{move.kind}").inner_text().strip() == \
            action_label(move, "en", runner.learner, runner.observation)
    page.locator(f"button.rt-kind-{move.kind}").click()


def _hidden_in(text: str, cards: set[str]) -> list[str]:
    return sorted(c for c in cards if re.search(rf"\b{re.escape(c)}\b", text))


def test_first_lesson_from_the_home_page_in_english_then_japanese(open_app, screenshot):
    """Home -> tutorial link -> every step of lesson 1 by clicking -> 日本語; the opponent's hand,
    Suitcase and face-down Guards never reach the page or the widget messages."""
    page = open_app("index.ipynb", ready=".rt-lang")
    page.set_viewport_size(TALL)
    screenshot(page, "classified-home")
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on(
        "framereceived",
        lambda data: frames.append(data.decode("utf-8", "replace")
                                   if isinstance(data, bytes) else data)))
    page.locator('a.rt-open[href="classified-tutorial.ipynb"]').click()
    page.wait_for_selector(".rt-next", state="visible")
    picked = page.locator(".rt-lesson-picker select").evaluate("s => s.options[s.selectedIndex].text")
    assert picked.replace("\xa0", " ") == f"1. {LESSONS[0].title.en}"    # ipywidgets uses nbsp

    runner = LessonRunner(LESSONS[0], GAME)        # the same lesson, walked beside the page
    always_hidden = hidden_from(runner.state, runner.learner)
    total = len(runner.lesson.steps)
    shot = False
    while True:
        page.locator(".rt-step", has_text=f"Step {runner.index + 1} of {total}").wait_for()
        always_hidden &= hidden_from(runner.state, runner.learner)
        assert not _hidden_in(page.content(), hidden_from(runner.state, runner.learner))
        if runner.waiting:
            if not shot:
                screenshot(page, "classified-tutorial-move-step")
                shot = True
            _choose(page, runner)
            assert runner.try_move(runner.step.solution).ok
            page.locator(".rt-feedback.rt-correct").wait_for()
        if runner.finished:
            break
        page.click(".rt-next")
        runner.next()
    page.get_by_text("Lesson complete").wait_for()
    assert always_hidden                   # the opponent's hand and Suitcase at least
    screenshot(page, "classified-tutorial-done")

    page.locator(".rt-lang").get_by_role("button", name="日本語").click()
    page.locator(".rt-step", has_text="ステップ").wait_for()
    page.get_by_text("レッスン完了").wait_for()
    assert page.locator(".rt-table-board", has_text="あなたの手札").count() == 1
    relabelled = page.locator(".rt-lesson-picker select option", has_text="ゲームの目的")
    relabelled.wait_for(state="attached")          # the picker is redrawn after the step and table
    assert relabelled.count() == 1
    screenshot(page, "classified-tutorial-ja")

    final = hidden_from(runner.state, runner.learner)
    assert not _hidden_in(page.content(), final), "a hidden card is in the page"
    received = "\n".join(frames)
    assert "rt-board" in received and '"scene"' in received    # widget state came this way
    assert not _hidden_in(received, always_hidden), "a hidden card reached the browser"


def test_benchmark_selectors_find_the_first_control_and_update_the_step(open_app):
    """The selectors handed to benchmarks/voila_timing.py: .rt-next is the first control and a
    click on it redraws .rt-step."""
    page = open_app("classified-tutorial.ipynb", ready=".rt-next")
    assert page.locator(".rt-next").is_enabled()
    before = page.locator(".rt-step").inner_html()
    page.click(".rt-next")
    page.locator(".rt-step", has_text="Step 2 of").wait_for()
    assert page.locator(".rt-step").inner_html() != before


def test_explorer_plays_a_move_on_the_board_at_390_px(open_app, screenshot):
    """The explorer notebook renders without cell errors and fits a phone; a card clicked on
    the table and its Encrypt play make the bot answer."""
    page = open_app("classified-explorer.ipynb", ready=".rt-new-game")
    page.set_viewport_size({"width": 390, "height": 1400})
    page.locator(".rt-table-board", has_text="Your hand").first.wait_for()
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    log = page.locator(".rt-log").first
    before = log.inner_text()
    page.locator('.rt-t-zone[data-id="hand"] .rt-piece.rt-legal').first.click()
    page.locator(".rt-t-menu").get_by_role("menuitem", name="Encrypt").click()
    page.wait_for_function(
        "before => document.querySelector('.rt-log').innerText !== before", arg=before)
    assert "encrypted" in log.inner_text()
    screenshot(page, "classified-explorer-390")
    page.set_viewport_size({"width": 1280, "height": 1400})
    screenshot(page, "classified-explorer-1280")
