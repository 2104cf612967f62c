"""A lesson step's move made in the browser by clicks on the table, as a learner makes it."""

from __future__ import annotations

from tutor.lessons import LessonRunner


def click_solution(page, runner: LessonRunner, locate, verb, lang: str = "en") -> None:
    """Click the step's piece, its play in the menu beside it, then its target if it has one
    (``locate`` and ``verb`` are the game's table functions)."""
    move = runner.step.solution
    spot = locate(move, runner.observation)
    assert spot.item is not None, move
    page.locator(f'.rt-piece.rt-legal[data-id="{spot.item}"]').click()
    page.locator(".rt-t-menu").get_by_role("menuitem", name=verb(move, lang)).click()
    if spot.target is not None:
        page.locator(f'.rt-target[data-id="{spot.target}"]').click()
