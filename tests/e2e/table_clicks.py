"""A lesson step's move made in the browser by clicks on the table, as a learner makes it."""

from __future__ import annotations

import re

from tutor.lessons import LessonRunner


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


def click_loose(page, text: str) -> None:
    """Press the button under the table (a play on no piece) that reads exactly ``text``."""
    exact = re.compile(f"^{re.escape(text)}$")
    page.locator('button.rt-t-play[data-id^="move:"]').filter(has_text=exact).click()
