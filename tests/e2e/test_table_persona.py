"""The Persona tutorial on the clickable table in Chromium: lesson 1 finished by clicking a card
and a play (no action list), opened in Japanese from the page's ?lang=, and the layout at 390 px
and 1280 px in the light and dark themes (screenshots table-persona-<width>-<theme>.png)."""

from __future__ import annotations

import pytest

from tutor.games.persona import GAME
from tutor.games.persona.lessons import LESSONS
from tests.e2e.table_clicks import click_solution
from tutor.lessons import LessonRunner
from widgets.persona.table import locate, verb

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_lesson_one_by_clicking_the_board(page, app_url, screenshot, lang):
    page.set_viewport_size({"width": 1280, "height": 1400})
    page.goto(app_url("persona-tutorial.ipynb") + f"?lang={lang}")
    page.wait_for_selector(".rt-next", state="visible")
    runner = LessonRunner(LESSONS[0], GAME)
    step_word = "Step" if lang == "en" else "ステップ"
    while True:
        page.locator(".rt-step", has_text=f"{step_word} {runner.index + 1} ").wait_for()
        if runner.waiting:
            page.locator(".rt-pointed").first.wait_for()           # the step points at the table (drawn after its text)
            click_solution(page, runner, locate, verb, lang)
            assert runner.try_move(runner.step.solution).ok
            page.locator(".rt-feedback.rt-correct").wait_for()
        if runner.finished:
            break
        page.click(".rt-next")
        runner.next()
    done = "Lesson complete" if lang == "en" else "レッスン完了"
    page.get_by_text(done).wait_for()
    screenshot(page, f"table-persona-done-{lang}")


@pytest.mark.parametrize(("theme", "lang"), [("light", "en"), ("dark", "ja")])
def test_the_tutorial_fits_and_reads(page, app_url, screenshot, theme, lang):
    """One page per theme (and language) at the first move step, checked at 1280 px and again
    resized to 390 px."""
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(app_url("persona-tutorial.ipynb") + f"?lang={lang}&theme={theme}")
    page.wait_for_selector(".rt-next", state="visible")
    runner = LessonRunner(LESSONS[0], GAME)
    while not runner.waiting:
        page.click(".rt-next")
        runner.next()
        step = f"Step {runner.index + 1} of" if lang == "en" else f"ステップ {runner.index + 1} /"
        page.locator(".rt-step", has_text=step).wait_for()
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        if page.locator(".rt-t-menu").count():        # the menu opened at the other width
            page.keyboard.press("Escape")
            page.locator(".rt-t-menu").wait_for(state="hidden")
        page.locator(".rt-piece.rt-legal").first.click()
        page.locator(".rt-t-menu").wait_for()
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        screenshot(page, f"table-persona-{width}-{theme}")
        assert overflow <= 0, f"{overflow}px of horizontal scrolling at {width}px"
