"""The Red Notice apps driven headlessly: every lesson (both roles) finished by clicks on the map
and cards only, Japanese, the stable CSS classes, the ruling note, and free play as the agent
against the rules bot by clicks, where nothing of the forger's position or secret route reaches
the widgets."""

from __future__ import annotations

import json
import random

import pytest

from tutor.games.rednotice import GAME
from tutor.games.rednotice.lessons import LESSONS
from widgets.rednotice import RedNoticeExplorer, RedNoticeTutorial

from .app_checks import (check_end_of_lesson, check_explorer_css_classes,
                         check_first_lesson_by_clicking, check_lesson_picker_opens,
                         check_ruling_note_follows_the_step, check_tutorial_css_classes,
                         click_on_table, finish_lesson_on_table, to_first_move)
from .tree import japanese, synced_text

FORGER_ONLY = ('"forger_city"', '"trail"', '"id": "forger"', '"style": "trail"')


def test_first_lesson_by_next_and_the_action_list():
    check_first_lesson_by_clicking(RedNoticeTutorial(), LESSONS, "rednotice")


@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[l.id for l in LESSONS])
def test_every_lesson_by_clicks_on_the_table(index):
    """Next and clicks on the map, cards and discs only; the table points at what the step
    names; as the agent, no forger-only part is ever on her screen."""
    tutorial = RedNoticeTutorial()
    tutorial.open_lesson(index)
    pointed = []

    def check(view, runner):
        if runner.observation["role"] == "agent":
            text = synced_text(view.widget)
            assert not [m for m in FORGER_ONLY if m in text], runner.step.id
        pointed.extend(view.table.pointer)

    moves = finish_lesson_on_table(tutorial, check)
    assert moves == sum(1 for s in LESSONS[index].steps if s.kind == "move")
    assert pointed, "no step pointed at the table"
    check_end_of_lesson(tutorial, LESSONS)


def test_japanese_redraws_the_map_the_menus_and_the_lists():
    tutorial = RedNoticeTutorial()
    to_first_move(tutorial)
    view = tutorial.view
    view.language.lang = "ja"
    scene = json.dumps(view.table.scene, ensure_ascii=False)
    assert "チューター独自の地図" in scene and "手札の小切手" in scene and "ニューヨーク" in scene
    assert view.table.lang == "ja" and all(japanese(m["verb"]) for m in view.table.moves)
    assert [label for label, _ in tutorial.lesson_picker.options] == \
        [f"{i + 1}. {lesson.title.ja}" for i, lesson in enumerate(LESSONS)]
    view.picker.open()
    labels = [label for row in view.picker.rows if row.kind for label, _ in row.dropdown.options]
    assert labels and all(japanese(label) for label in labels)
    assert "公開された経歴" in view.board.value and "Public history" not in view.board.value


def test_css_classes_picker_and_ruling_note():
    check_tutorial_css_classes(RedNoticeTutorial(), "rt-rednotice-tutorial")
    check_lesson_picker_opens(RedNoticeTutorial(), LESSONS, 6)
    check_lesson_picker_opens(RedNoticeTutorial(), LESSONS, 4)          # "The forger's actions"
    check_ruling_note_follows_the_step(RedNoticeTutorial, GAME)
    app = RedNoticeExplorer()
    check_explorer_css_classes(app, "rt-rednotice-explorer", {
        "rt-role": app.role, "rt-identities": app.identities,
        "rt-aid": app.aid, "rt-history": app.history})


def test_a_game_as_the_agent_by_clicks_shows_only_what_she_was_told():
    """Against the rules bot, every decision made by a click on the table; at every redraw the
    synced widget state has no forger-only part and no sentence describing one of her secret
    routes (her moves reach the log only as the engine's events for the agent)."""
    app = RedNoticeExplorer(role="agent", opponent="rules", seed=3)
    rng = random.Random(3)
    assert app.state.observe(app.viewer)["role"] == "agent"
    routes, told = set(), False
    for _ in range(160):
        if app.state.is_over:
            break
        state = app.state
        for record in state.history:
            if record.action.kind == "move" and record.action.params[0][1]:
                routes |= {GAME.describe(record.action, lang) for lang in ("en", "ja")}
        text = synced_text(app.widget)
        assert not [m for m in FORGER_ONLY if m in text]
        assert not [r for r in routes if r in text], "a secret route reached the widgets"
        told |= "The forger reports: " in app.view.log.widget.value
        legal = state.legal_actions(app.viewer)
        click_on_table(app.view, rng.choice(legal))
        assert app.view.error is None, app.view.error
    assert routes, "the forger never moved"
    assert told, "the log never gave her report"


def test_hot_seat_hides_the_forger_behind_the_hand_over_screen():
    """With a friend at the screen, after the forger's last programming decision the table is
    empty until the agent confirms she holds the device."""
    app = RedNoticeExplorer(role="forger", opponent="hotseat", seed=2)
    view = app.view
    while not view.covered:
        click_on_table(view, view.state.legal_actions(view.viewer)[0])
    assert view.table.scene.get("zones", []) == [] and view.table.moves == []
    view.take_over()
    view.render()
    assert view.state.observe(view.viewer)["role"] == "agent"
    assert not [m for m in FORGER_ONLY if m in synced_text(app.widget)]


def test_new_game_follows_the_settings():
    app = RedNoticeExplorer(role="forger", opponent="random", seed=5)
    app.role.value, app.identities.value = "agent", "random"
    app.seats.set_kinds(["person", "rules"])
    app.view.new_game_button.click()
    obs = app.state.observe(app.viewer)
    assert obs["role"] == "agent" and app.state.options["identities"] == "random"
    assert type(app.view.bots[1]).__name__ == "RulesBot"


def test_a_loaded_game_shows_its_roles_and_options_and_a_bad_file_changes_nothing():
    from tutor.engine import SaveFileError
    saved = GAME.new_game(seed=9, players=2, options={"forger_seat": 1, "identities": "random",
                                                      "deduction_aid": False})
    app = RedNoticeExplorer(role="forger", opponent="rules")
    app.load(saved.to_json())
    assert (app.role.value, app.identities.value, app.aid.value) == ("agent", "random", False)
    assert app.state.observe(app.viewer)["role"] == "agent"
    before = app.state.to_json()
    with pytest.raises(SaveFileError):
        app.load("{}")
    assert app.state.to_json() == before
