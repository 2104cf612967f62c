"""Persona Non Grata on the clickable table: every lesson finished by clicking cards and plays
(no action list), the plays offered on a hand card, Japanese menus, and no hidden card synced."""

import pytest

from tutor.engine import Action
from tutor.games.persona.lessons import LESSONS
from widgets.persona import PersonaExplorer, PersonaTutorial
from widgets.persona.table import TABLE, locate, scene, verb

from .app_checks import click_on_table, finish_lesson_on_table, to_first_move
from .test_persona_app import Watch


def test_lesson_one_is_a_card_click_then_a_play():
    app = PersonaTutorial()
    to_first_move(app)
    table, runner = app.view.table, app.view.runner
    assert set(table.legal_items()) == set(runner.observation["hand"])
    solution = runner.step.solution
    card = locate(solution, runner.observation).item
    assert [v for v, _ in table.menu_at(card)] == ["Download", "Encrypt", "Send Left",
                                                   "Send Right"]
    assert "hand" in table.pointer
    assert finish_lesson_on_table(app) >= 1 and app.view.runner.finished


@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[l.id for l in LESSONS])
def test_every_lesson_finishes_on_the_table_and_keeps_secrets(index):
    app = PersonaTutorial(lesson=index)
    watch = Watch(app.view.runner.learner)
    finish_lesson_on_table(app, check=lambda view, runner: watch.check(view.widget, runner.state))
    assert app.view.runner.finished


def test_the_menu_and_the_table_speak_japanese():
    app = PersonaTutorial(lang="ja")
    to_first_move(app)
    table = app.view.table
    assert [v for v, _ in table.menu_at(table.legal_items()[0])][0] == "ダウンロード"
    assert table.scene["caption"] == "あなたのカード"


def test_a_play_on_no_hand_card_is_a_button_under_the_table():
    observation = {"hand": ["BIO-W1"], "action_cards": []}
    assert locate(Action("steal", card="JIH-A3", victim=2), observation).item is None
    assert locate(Action("discard", card="BIO-W1"), observation).item == "BIO-W1"
    assert verb(Action("send_left", card="BIO-W1"), "en") == "Send Left"
    assert verb(Action("download", card="BIO-W1"), "ja") == "ダウンロード"


def test_a_spectator_sees_an_empty_table():
    assert scene({"players": 3}, "en").zones == () and TABLE.scene is scene


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_explorer_game_by_table_clicks_keeps_secrets(seed):
    app = PersonaExplorer(players=3, seed=seed)
    view, watch, moves = app.view, Watch(0), 0
    while not view.state.is_over:
        watch.check(view.widget, view.state)
        actions = view.state.legal_actions(view.viewer)
        click_on_table(view, actions[(seed + moves) % len(actions)])
        assert view.error is None, view.error
        moves += 1
    assert moves >= 15 and "Final scores" in view.board.value
