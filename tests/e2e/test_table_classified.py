"""The Classified tutorial on the clickable table in Chromium (through Voila): lesson 1 finished
by clicking cards and their plays only, at 390 px with no horizontal scrolling, no console
errors and no rule ids in the visible text; then the same page in Japanese and at 1280 px, and
a second page in the dark theme. Screenshots: table-classified-<width>-<lang>-<theme>.png.

Two page loads in all (one per theme); the language and the width change inside a page.
"""

from __future__ import annotations

import re

import pytest

from tests.e2e.test_serving_console import console_problems
from tutor.games.classified import GAME
from tutor.games.classified.lessons import LESSONS
from tests.e2e.table_clicks import walk_lesson
from tutor.lessons import LessonRunner
from widgets.classified.table import locate, verb

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]
LOAD_MS = 240_000

INTERNAL = re.compile(r"classified\.[a-z_]+\.|§|\bseed \d|\.toml\b|\.md\b")
STEP = {"en": "Step {n} of", "ja": "ステップ {n} /"}


def _open(page, url: str) -> None:
    """Open ``url`` and wait for the first control (a loaded machine may take minutes)."""
    page.goto(url, wait_until="commit")
    page.wait_for_selector(".rt-next", state="visible", timeout=LOAD_MS)


def _visible_text(page) -> str:
    """The page's rendered text (a closed "For designers" detail shows nothing)."""
    return page.evaluate("document.body.innerText")


def _overflow(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth - window.innerWidth")


def _cut_off(page, selector: str) -> list[str]:
    """Elements matching ``selector`` that end beyond the right edge of the window."""
    return page.evaluate(
        """sel => [...document.querySelectorAll(sel)].filter(e => e.offsetParent !== null)
             .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5)
             .map(e => e.className)""", selector)


def _fits(page, width: int) -> None:
    assert _overflow(page) <= 0, f"{_overflow(page)}px of horizontal scrolling at {width}px"
    for selector in (".rt-wheel-9", ".rt-wheel-box button", ".rt-lang button", ".rt-piece",
                     ".rt-t-menu"):
        assert _cut_off(page, selector) == [], f"{selector} cut off at {width}px"


def _to_first_move(page, lang: str) -> LessonRunner:
    runner = LessonRunner(LESSONS[0], GAME)
    while not runner.waiting:
        page.click(".rt-next")
        runner.next()
        page.locator(".rt-step", has_text=STEP[lang].format(n=runner.index + 1)).wait_for()
    return runner


def _open_menu(page, runner: LessonRunner) -> None:
    item = locate(runner.step.solution, runner.observation).item
    page.locator(f'.rt-piece.rt-legal[data-id="{item}"]').click()
    page.locator(".rt-t-menu").wait_for()


def _switch(page, lang: str) -> None:
    page.locator(".rt-lang").get_by_role("button", name="日本語" if lang == "ja" else "English"
                                         ).click()
    page.locator(f'.rt-table[lang="{lang}"]').wait_for()


def test_lesson_one_by_board_clicks_at_390_then_japanese_and_desktop(page, app_url, screenshot):
    problems = console_problems(page)
    page.set_viewport_size({"width": 390, "height": 1000})
    _open(page, app_url("classified-tutorial.ipynb") + "?lang=en")
    menus = []

    def check(runner):
        """No internal ids on any step; before a move, its menu fits the phone's width."""
        text = _visible_text(page)
        assert not INTERNAL.findall(text), INTERNAL.findall(text)
        if runner.waiting:
            _open_menu(page, runner)
            _fits(page, 390)
            if not menus:
                screenshot(page, "table-classified-390-en-light")
            menus.append(runner.step.id)
            page.keyboard.press("Escape")

    moves = walk_lesson(page, LessonRunner(LESSONS[0], GAME), locate, verb, each=check)
    page.get_by_text("Lesson complete").wait_for()
    assert moves == 2 == len(menus)

    _switch(page, "ja")
    page.get_by_text("レッスン完了").wait_for()
    page.locator(".rt-table-board", has_text="あなたの手札").wait_for()
    _fits(page, 390)
    screenshot(page, "table-classified-390-ja-light")
    page.set_viewport_size({"width": 1280, "height": 900})
    _fits(page, 1280)
    screenshot(page, "table-classified-1280-ja-light")
    _switch(page, "en")
    page.locator(".rt-table-board", has_text="Your hand").wait_for()
    screenshot(page, "table-classified-1280-en-light")
    assert problems == []


def test_dark_theme_reads_at_both_widths(page, app_url, screenshot):
    problems = console_problems(page)
    page.set_viewport_size({"width": 1280, "height": 900})
    _open(page, app_url("classified-tutorial.ipynb") + "?lang=ja&theme=dark")
    runner = _to_first_move(page, "ja")
    _open_menu(page, runner)
    ink = page.evaluate("getComputedStyle(document.querySelector('.rt-t-zone-label')).color")
    panel = page.evaluate("getComputedStyle(document.querySelector('.rt-t-zone'))"
                          ".backgroundColor")
    assert _light(ink) and not _light(panel), (ink, panel)        # light text on a dark panel
    screenshot(page, "table-classified-1280-ja-dark")
    page.set_viewport_size({"width": 390, "height": 1000})
    _fits(page, 390)
    screenshot(page, "table-classified-390-ja-dark")
    page.keyboard.press("Escape")
    _switch(page, "en")
    page.locator(".rt-table-board", has_text="Your hand").wait_for()
    _open_menu(page, runner)
    _fits(page, 390)
    screenshot(page, "table-classified-390-en-dark")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.wait_for_timeout(500)                        # the menu follows on the next frame
    screenshot(page, "table-classified-1280-en-dark")
    menu, card = (page.locator(sel).bounding_box() for sel in (".rt-t-menu", ".rt-selected"))
    assert 0 <= menu["y"] - (card["y"] + card["height"]) < 40    # the menu moved with its card
    assert problems == []


def _light(css_color: str) -> bool:
    """Whether an ``rgb(...)``/``rgba(...)`` colour is closer to white than to black."""
    values = [float(v) for v in re.findall(r"[\d.]+", css_color)[:3]]
    return sum(values) / 3 > 128
