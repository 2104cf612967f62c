"""A lesson step's move made in the browser by clicks on the table, as a learner makes it, and a
whole lesson walked on the page beside a LessonRunner."""

from __future__ import annotations

import re
import time

from tutor.lessons import LessonRunner
from widgets.i18n import t


def click_solution(page, runner: LessonRunner, locate, verb, lang: str = "en",
                   label=None) -> None:
    """Click the step's piece, its play in the menu beside it, then its target if it has one
    (``locate`` and ``verb`` are the game's table functions). With ``label`` (the whole move as
    a sentence, as the board names it), a play on no piece is its button under the table."""
    move = runner.step.solution
    spot = locate(move, runner.observation)
    if spot.item is None and label is not None:
        click_loose(page, label(move, lang))
        return
    assert spot.item is not None, move
    page.locator(f'.rt-piece.rt-legal[data-id="{spot.item}"]').click()
    page.locator(".rt-t-menu").get_by_role("menuitem", name=verb(move, lang)).click()
    if spot.target is not None:
        page.locator(f'.rt-target[data-id="{spot.target}"]').click()


MOVE_BUTTON = ".rt-actions button[class*='rt-kind-']:not([disabled])"   # a row of the moves list


def open_move_list(page) -> None:
    """Unfold the list of legal moves under the table (a press on its toggle), unless it is open;
    then wait for its first row."""
    toggle = page.locator("button.rt-actions-toggle").first
    toggle.wait_for()
    if "mod-active" not in (toggle.get_attribute("class") or ""):
        toggle.click()
    page.locator(MOVE_BUTTON).first.wait_for()


def click_loose(page, text: str) -> None:
    """Press the button under the table (a play on no piece) that reads exactly ``text``."""
    exact = re.compile(f"^{re.escape(text)}$")
    page.locator('button.rt-t-play[data-id^="move:"]').filter(has_text=exact).click()


def walk_lesson(page, runner: LessonRunner, locate, verb, lang: str = "en", *, each=None,
                label=None, pointed: bool = True, heading: str | None = None) -> int:
    """Walk the open lesson to its end on the page, ``runner`` beside it: at each step wait for
    its header ("Step n of N", and ``heading`` when given), call ``each(runner)``, make a waiting
    step's move by clicks (``click_solution``; with ``pointed`` the step must point at the table),
    then press Next. Returns the number of moves made."""
    total, moves = len(runner.lesson.steps), 0
    while True:
        header = page.locator(".rt-step", has_text=t("step_of", lang, n=runner.index + 1,
                                                      total=total))
        (header.filter(has_text=heading) if heading else header).wait_for()
        if each:
            each(runner)
        if runner.waiting:
            if pointed:
                page.locator(".rt-pointed").first.wait_for()    # the table is drawn after the text
            click_solution(page, runner, locate, verb, lang, label=label)
            assert runner.try_move(runner.step.solution).ok
            page.locator(".rt-feedback.rt-correct").wait_for()
            moves += 1
        if runner.finished:
            return moves
        page.click(".rt-next")
        runner.next()


def option_text(select, index: int, want: str, timeout: float = 15.0) -> str:
    """The text of option ``index`` in a move list's dropdown once it reads ``want``, or what it
    reads when ``timeout`` seconds have passed (the options arrive in a message after the
    dropdown is drawn; a non-breaking space, as ipywidgets writes it, reads as a space)."""
    deadline = time.monotonic() + timeout
    while True:
        shown = select.evaluate(
            f"s => s.options.length > {index} ? s.options[{index}].text : ''").replace("\xa0", " ")
        if shown == want or time.monotonic() > deadline:
            return shown
        select.page.wait_for_timeout(100)
