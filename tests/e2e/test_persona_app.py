"""The Persona Non Grata tutorial in Chromium: from the home page, the first lesson clicked through
as a learner would, Japanese, the archive-phase lesson, and no opponent hand card or face-down
card anywhere the browser received."""

from __future__ import annotations

import re

import pytest

from tests.widgets.test_persona_app import Watch
from tests.e2e.table_clicks import open_move_list, option_text
from tutor.games.persona import GAME
from tutor.games.persona.lessons import LESSONS
from tutor.lessons import LessonRunner
from widgets.persona import action_label

pytestmark = [pytest.mark.browser, pytest.mark.timeout(120)]
TALL = {"width": 1200, "height": 2000}


def _choose(page, runner: LessonRunner) -> None:
    """Pick the step's expected move in the list of moves: the row of its kind, then Go."""
    open_move_list(page)
    move = runner.step.solution
    same_kind = [a for a in runner.legal_actions if a.kind == move.kind]
    label = action_label(move, "en", runner.learner)
    if len(same_kind) > 1:
        select = page.locator(f".widget-dropdown.rt-kind-{move.kind} select")
        index = same_kind.index(move)
        shown = option_text(select, index, label)
        assert shown == label, (shown, label)
        select.select_option(index=index)
    else:
        assert page.locator(f"button.rt-kind-{move.kind}").inner_text().strip() == label
    page.locator(f"button.rt-kind-{move.kind}").click()


def _hidden_in(text: str, cards: set[str]) -> list[str]:
    return sorted(c for c in cards if re.search(rf"\b{re.escape(c)}\b", text))


def test_first_lesson_from_the_home_page_then_japanese_then_the_archive_phase(open_app,
                                                                              screenshot):
    """Home -> Persona tutorial link -> every step of lesson 1 by clicking -> 日本語 -> the
    archive lesson; no opponent hand card, face-down choice or encrypted card reaches the page
    or the widget messages."""
    page = open_app("index.ipynb", ready=".rt-lang")
    page.set_viewport_size(TALL)
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on(
        "framereceived",
        lambda data: frames.append(data.decode("utf-8", "replace")
                                   if isinstance(data, bytes) else data)))
    page.locator('a.rt-open[href="persona-tutorial.ipynb"]').click()
    page.wait_for_selector(".rt-next", state="visible")
    picked = page.locator(".rt-lesson-picker select").evaluate(
        "s => s.options[s.selectedIndex].text")
    assert picked.replace("\xa0", " ") == f"1. {LESSONS[0].title.en}"

    runner = LessonRunner(LESSONS[0], GAME)        # the same lesson, walked beside the page
    watch = Watch(runner.learner)
    never_seen = watch.hidden(runner.state)
    total = len(runner.lesson.steps)
    while True:
        page.locator(".rt-step", has_text=f"Step {runner.index + 1} of {total}").wait_for()
        hidden = watch.hidden(runner.state)
        never_seen &= hidden
        assert not _hidden_in(page.content(), hidden)
        if runner.waiting:
            assert page.locator(".rt-board [data-part=choice]").count() == 3
            screenshot(page, "persona-tutorial-move-step")
            _choose(page, runner)
            assert runner.try_move(runner.step.solution).ok
            page.locator(".rt-feedback.rt-correct").wait_for()
            page.locator('.rt-board [data-card="LUM-P1"]').wait_for()   # the reveal arrived
        if runner.finished:
            break
        page.click(".rt-next")
        runner.next()
    page.get_by_text("Lesson complete").wait_for()
    screenshot(page, "persona-tutorial-done")

    page.locator(".rt-lang").get_by_role("button", name="日本語").click()
    page.locator(".rt-step", has_text="ステップ").wait_for()
    page.get_by_text("レッスン完了").wait_for()
    assert page.locator(".rt-table", has_text="あなたの手札").count() == 1     # the clickable table
    screenshot(page, "persona-tutorial-ja")
    assert not _hidden_in(page.content(), watch.hidden(runner.state))
    received = "\n".join(frames)                  # everything lesson 1 sent to the browser
    assert "rt-board" in received and "BIO-P1" in received
    assert never_seen and not _hidden_in(received, never_seen), "a hidden card reached the browser"

    page.locator(".rt-lang").get_by_role("button", name="English").click()
    page.locator(".rt-step", has_text="Step").wait_for()

    page.locator(".rt-lesson-picker select").select_option(index=4)
    page.locator(".rt-board", has_text="Archive phase: now comparing Biolife").wait_for()
    archive = LessonRunner(LESSONS[4], GAME)
    archive_watch = Watch(archive.learner)
    while not archive.waiting:
        page.click(".rt-next")
        archive.next()
        page.locator(".rt-step", has_text=f"Step {archive.index + 1} of").wait_for()
        assert not _hidden_in(page.content(), archive_watch.hidden(archive.state))
    assert page.locator(".rt-board", has_text="1st: You · 2nd: Player 2").count() == 1
    screenshot(page, "persona-tutorial-archive")
    _choose(page, archive)
    page.locator(".rt-feedback.rt-correct").wait_for()
    assert archive.try_move(archive.step.solution).ok
    screenshot(page, "persona-tutorial-archive-steal")
    assert not _hidden_in(page.content(), archive_watch.hidden(archive.state))


def test_explorer_plays_a_day_against_the_bots(open_app, screenshot):
    """The explorer notebook renders without cell errors; a choice makes the bots' cards appear."""
    page = open_app("persona-explorer.ipynb", ready=".rt-new-game")
    page.set_viewport_size(TALL)
    page.locator(".rt-table", has_text="Your hand").first.wait_for()      # the clickable table
    open_move_list(page)
    page.locator("button.rt-kind-download").first.click()
    page.locator(".rt-log", has_text="every choice is revealed at once").first.wait_for()
    screenshot(page, "persona-explorer")
