"""Slow Red Notice browser runs (``make test-slow``): all the lessons finished in the Voila
tutorial by clicks on the board only, in English and in Japanese, each in the role the lesson
gives the learner (the forger's city never reaches the agent's page or websocket frames); and
one whole explorer game played by clicks to its end against the rules bot."""

from __future__ import annotations

import json
import re
import time

import pytest

from tests.e2e.table_clicks import click_loose, walk_lesson
from tests.e2e.test_explorer_saves import kept_state, open_notebook, saves, server  # noqa: F401 - fixtures
from tests.e2e.test_rednotice_app import RULE_ID, _collect, beyond_the_public_map
from tutor.games.rednotice import GAME
from tutor.games.rednotice.lessons import LESSONS
from tutor.games.rednotice.rules_bot import RulesBot
from tutor.games.rednotice.worldmap import default_map
from tutor.lessons import LessonRunner
from widgets.rednotice.labels import action_label
from widgets.rednotice.table import locate, verb

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(3600)]
DONE = {"en": "Lesson complete", "ja": "レッスン完了"}


def without_public_pointers(text: str, possible_sets: list[set]) -> str:
    """``text`` without the lesson pointers that point at a whole possible-city set (public:
    the agent's deduction aid), so that any pointer left naming a city singles it out."""
    def public(match):
        names = set(json.loads(f"[{match.group(1)}]"))
        cities = names & set(default_map().cities)
        return "" if not cities or any(cities == p for p in possible_sets) else match.group(0)
    return re.sub(r'"pointer":\s*\[([^\]]*)\]', public, text)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_lesson_by_clicking_the_board(page, app_url, screenshot, lang):
    page.set_viewport_size({"width": 390, "height": 1600})
    errors, frames = _collect(page)
    page.goto(app_url("rednotice-tutorial.ipynb") + f"?lang={lang}", timeout=180_000)
    page.wait_for_selector(".rt-table", state="visible")
    roles = []
    for index, lesson in enumerate(LESSONS):
        if index:
            page.locator(".rt-lesson-picker select").select_option(index=index)
        frames.clear()
        runner = LessonRunner(lesson, GAME)
        role = runner.observation["role"]
        roles.append(role)
        forger = runner.state.observe(None)["seats"]["forger"]
        cities: set[str] = set()
        possible: list[set] = []

        def private(r):
            cities.add(r.state.observe(forger)["forger_city"])
            possible.append(set(r.observation["possible"]))
            if role == "agent":
                html = page.content()
                assert not [c for c in cities if c and beyond_the_public_map(html, c)], \
                    f"lesson {index + 1}: the forger's city is in the agent's page"
            assert not RULE_ID.search(page.inner_text("body")), "a rule id is visible"

        walk_lesson(page, runner, locate, verb, lang, each=private, label=action_label,
                    pointed=False)
        page.get_by_text(DONE[lang]).wait_for()
        if role == "agent":
            received = without_public_pointers("\n".join(frames), possible)
            assert not [c for c in cities if c and beyond_the_public_map(received, c)], \
                f"lesson {index + 1}: the forger's city reached the agent's browser"
    screenshot(page, f"rednotice-all-lessons-{lang}")
    assert {"forger", "agent"} <= set(roles) and len(roles) == len(LESSONS)
    assert not errors, errors


def _fingerprint(state) -> str:
    return json.dumps(state.snapshot(), sort_keys=True, default=str)


def _settled_state(page, saves, before: str | None, timeout: float = 120):  # noqa: F811 - pytest fixtures as arguments
    """The kept game once it changed from ``before`` and the bot has finished moving."""
    deadline = time.monotonic() + timeout
    while True:
        page.wait_for_function("() => !document.querySelector('.rt-bots-moving')")
        state = kept_state(saves, GAME, page)
        if _fingerprint(state) != before and (state.is_over or 0 in state.to_act):
            return state
        assert time.monotonic() < deadline, "the game did not move on after a click"
        page.wait_for_timeout(200)


def test_a_whole_explorer_game_against_the_rules_bot(page, server, saves, screenshot):  # noqa: F811 - pytest fixtures as arguments
    """The person (the forger) plays by clicks what a rules bot would choose from her own
    observation; the rules bot plays the agent; the game ends with a winner on the page."""
    page.set_viewport_size({"width": 1280, "height": 1800})
    errors, _ = _collect(page)
    open_notebook(page, server, "rednotice-explorer.ipynb")
    page.locator(".rt-bot-pace select").select_option(label="Fast (½ s a move)")
    state, chooser, moves = _settled_state(page, saves, None), RulesBot(GAME, seed=3), 0
    while not state.is_over:
        obs, legal = state.observe(0), state.legal_actions(0)
        action = chooser.decide(obs, legal)
        spot = locate(action, obs)
        before = _fingerprint(state)
        if spot.item is None:
            click_loose(page, action_label(action, "en"))
        else:
            page.locator(f'.rt-piece.rt-legal[data-id="{spot.item}"]').click()
            page.locator(".rt-t-menu").get_by_role("menuitem", name=verb(action, "en")).click()
            if spot.target is not None:
                page.locator(f'.rt-target[data-id="{spot.target}"]').click()
        state = _settled_state(page, saves, before)
        moves += 1
    assert state.result["winner"] in ("forger", "agent") and moves > 10
    screenshot(page, "rednotice-explorer-game-over")
    assert not errors, errors
