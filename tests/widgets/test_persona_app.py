"""The Persona Non Grata app driven headlessly: the first lesson clicked through, wrong moves,
Japanese, every lesson, whole games against random bots at 2-4 players by clicking, the board's
parts, and no hidden card (opponent hands, face-down choices, encrypted cards, the deck) in any
widget state."""

from __future__ import annotations

import random
import re

import pytest

from tutor.engine import Action
from tutor.games.persona import GAME
from tutor.games.persona.cards import rank_of
from tutor.games.persona.lessons import LESSONS
from widgets.persona import (PersonaExplorer, PersonaTutorial, action_label, event_text,
                             generic_event_text, kind_label, prompt_text, render_board)
from widgets.persona.text import card_name

from .app_checks import (check_end_of_lesson, assert_not_shown, check_explorer_css_classes,
                         check_first_lesson_by_clicking, check_japanese_at_first_move,
                         check_language_keeps_lesson_and_step, check_lesson_picker_opens,
                         check_ruling_note_follows_the_step, check_solution_praised_in_japanese,
                         check_tutorial_css_classes, check_wrong_move_changes_nothing, click_next,
                         finish_lesson)
from .tree import japanese, synced_text


# ---- hidden information ----------------------------------------------------------------------
class Watch:
    """Follows what one viewer has legitimately held, and checks a widget tree for the rest."""

    def __init__(self, viewer: int):
        self.viewer = viewer
        self.known: set[str] = set()
        self.checked = 0

    def hidden(self, state) -> set[str]:
        """Cards the viewer never held that sit in another hand, another player's face-down
        choice or encrypted spot, the deck, the face-down discards or out of the game."""
        snap, me = state.snapshot(), self.viewer
        self.known |= set(snap["hands"][me])
        if snap["encrypted"][me]:
            self.known.add(snap["encrypted"][me])
        if snap["pending"][me]:
            self.known.add(snap["pending"][me]["card"])
        secret = set(snap["deck"]) | set(snap["discards"]) | set(snap["out"])
        for p in range(state.players):
            if p != me:
                secret |= set(snap["hands"][p])
                secret |= {snap["encrypted"][p]} - {None}
                secret |= {snap["pending"][p]["card"]} if snap["pending"][p] else set()
        return secret - self.known

    def check(self, widget, state) -> None:
        secret = self.hidden(state)
        assert_not_shown(widget, secret, self.viewer)
        text = synced_text(widget)
        for card in secret:                    # a President's name is unique: check it too
            if rank_of(card) == "P":
                for lang in ("en", "ja"):
                    assert card_name(card, lang) not in text, card
        self.checked += bool(secret - set(state.snapshot()["deck"]))


# ---- the tutorial ----------------------------------------------------------------------------
def test_the_first_lesson_is_completed_by_clicking_next_and_the_expected_move():
    tutorial = PersonaTutorial()
    check_first_lesson_by_clicking(tutorial, LESSONS, "persona")
    assert 'data-card="BIO-P1"' in tutorial.view.board.value  # the President is in your area


def test_opponents_choices_show_as_backs_until_the_learner_reveals_the_day():
    tutorial = PersonaTutorial()
    view = tutorial.view
    while not view.runner.waiting:
        click_next(view)
    board = view.board.value
    assert board.count('data-part="choice"') == 3            # three opponents have chosen
    assert "Your choice" in board and "Choose one information card" in board
    assert not re.search(r'data-card="(SJT-A1|DEL-A1|LUM-P1)"', board)
    view.picker.choose(view.runner.step.solution)
    assert 'data-part="choice"' not in view.board.value
    assert 'data-card="LUM-P1"' in view.board.value           # revealed and downloaded


def test_a_wrong_move_is_explained_and_changes_nothing():
    feedback = check_wrong_move_changes_nothing(
        PersonaTutorial(), Action("send_left", card="BIO-W1"))
    assert "Biolife President" in feedback


def test_switching_to_japanese_redraws_everything_in_japanese():
    tutorial = PersonaTutorial()
    check_japanese_at_first_move(tutorial)
    view = tutorial.view
    assert japanese(view.stepper.body.value)
    assert "第1週" in view.board.value and "あなたの選択" in view.board.value
    labels = [label for row in view.picker.rows if row.kind for label, _ in row.dropdown.options]
    assert labels and all("ダウンロード" in l or "送信" in l or "暗号化" in l for l in labels)
    assert view.picker.row("download").dropdown.description == "ダウンロード"
    check_solution_praised_in_japanese(tutorial)


def test_the_lesson_picker_opens_another_lesson_at_its_first_step():
    tutorial = PersonaTutorial()
    check_lesson_picker_opens(tutorial, LESSONS, 4)
    board = tutorial.view.board.value
    assert "Archive phase: now comparing Biolife" in board and "1st: You" in board


def test_switching_language_keeps_the_lesson_and_the_step():
    check_language_keeps_lesson_and_step(PersonaTutorial(), LESSONS, 2)


def test_the_tutorial_and_explorer_controls_carry_stable_css_classes():
    check_tutorial_css_classes(PersonaTutorial(), "rt-persona-tutorial")
    explorer = PersonaExplorer()
    check_explorer_css_classes(explorer, "rt-persona-explorer", {"rt-players": explorer.players})


def test_a_ruling_step_of_any_lesson_carries_the_note():
    check_ruling_note_follows_the_step(PersonaTutorial, GAME, players=3)


def test_ruling_steps_carry_the_tutors_ruling_note_and_the_rule_panel_marks_them():
    tutorial = PersonaTutorial(lesson=1)                     # set-up: removed company ruling
    assert "Ruling of this tutor" in tutorial.note.value
    assert "Which company is removed" in tutorial.note.value
    assert "rt-ruling" in tutorial.view.stepper.body.value + tutorial.view.rules.results.value
    click_next(tutorial.view)                                # the deal: a published rule
    assert tutorial.note.value == ""


@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[l.id for l in LESSONS])
def test_every_lesson_can_be_finished_and_never_shows_a_hidden_card(index):
    tutorial = PersonaTutorial(lesson=index)
    watch = Watch(tutorial.runner.learner)
    finish_lesson(tutorial, lambda view, runner: watch.check(view.widget, runner.state), 100)
    assert tutorial.runner.finished
    tutorial.view.language.lang = "ja"
    watch.check(tutorial.view.widget, tutorial.runner.state)
    assert watch.checked or LESSONS[index].id == "persona-scoring"     # all open at the end
    tutorial.view.language.lang = "en"
    check_end_of_lesson(tutorial, LESSONS)


def test_encrypted_cards_are_backs_for_others_and_faces_for_their_owner():
    tutorial = PersonaTutorial(lesson=3)
    view = tutorial.view
    while view.runner.step.id != "backs":
        if view.runner.waiting:
            view.picker.choose(view.runner.step.solution)
        click_next(view)
    board = view.board.value
    assert 'data-card="JIH-D1"' in board and "encrypted (only you know)" in board
    assert 'data-card="COS-P1"' not in board and 'data-card="DEL-D1"' not in board
    assert board.count("rt-card-back") >= 3                  # two encrypted backs + the deck


# ---- the explorer ----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_against_random_bots_by_clicking_shows_no_hidden_card(players):
    explorer = PersonaExplorer(players=players, seed=players)
    view, rng, watch = explorer.view, random.Random(players), Watch(0)
    assert explorer.players.value == players and view.bots.keys() == set(range(1, players))
    for _ in range(200):
        state = explorer.state
        watch.check(view.widget, state)
        if state.is_over:
            break
        assert view.viewer == 0 and state.to_act == [0]      # the bots have moved
        assert f"Week {state.board.week} of 3" in view.board.value
        action = rng.choice(state.legal_actions(0))
        row = view.picker.row(action.kind)
        if len(row.actions) > 1:                             # select it, press Go
            row.dropdown.value = row.actions.index(action)
        row.button.click()
        assert view.error is None, view.error
    assert explorer.state.is_over and "Game over" in view.status.value
    assert "Final scores" in view.board.value and "Scores:" in view.status.value
    assert watch.checked > 5


def test_player_count_dropdown_and_new_game_deal_a_fresh_game():
    explorer = PersonaExplorer(players=3)
    first = explorer.state
    explorer.players.value = 4
    explorer.view.new_game_button.click()
    assert explorer.state is not first and explorer.state.players == 4
    assert len(explorer.view.bots) == 3 and explorer.state.to_act == [0]
    assert "Lumni" in explorer.view.board.value and "Player 4" in explorer.view.board.value
    explorer.players.value = 2
    explorer.view.new_game_button.click()
    assert explorer.state.players == 2 and "Player 3" not in explorer.view.board.value
    explorer.view.language.lang = "ja"
    assert explorer.players.description == "人数"
    assert "2人（あなた＋ボット1人）" in [label for label, _ in explorer.players.options]


def test_explorer_shows_the_decision_rule_and_marks_rulings_in_the_rule_panel():
    explorer = PersonaExplorer(players=3)
    rules = explorer.view.rules.results.value
    assert 'data-rule="persona.day.choose"' in rules
    explorer.view.rules.query.value = "removed"
    assert "Ruling of this tutor" in explorer.view.rules.results.value


def test_a_scenario_can_be_explored_from_a_hand_set_position():
    state = GAME.scenario({"players": 2, "week": 3, "phase": "archive",
                           "play_areas": [["BIO-P1", "BIO-W1"], ["BIO-A1", "BIO-A2"]]})
    explorer = PersonaExplorer(state=state)
    assert explorer.state is state and explorer.players.value == 2
    assert "Archive phase" in explorer.view.board.value


# ---- labels, prompts and events --------------------------------------------------------------
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_hints_quote_the_labels_the_picker_shows(lesson):
    """A quoted name in a hint is the start of the solution's label (en “...”) or its label or
    kind caption (ja 「...」), so the learner finds it in the picker."""
    for step in lesson.steps:
        if step.hint is None or step.solution is None:
            continue
        en, ja = action_label(step.solution, "en"), action_label(step.solution, "ja")
        for quoted in re.findall(r"\u201c(.+?)\u201d", step.hint.en):
            assert en.startswith(quoted), (step.id, quoted, en)
        for quoted in re.findall(r"「(.+?)」", step.hint.ja):
            assert ja.startswith(quoted) or quoted == kind_label(step.solution.kind, "ja"), \
                (step.id, quoted, ja)


def test_labels_and_prompts_in_both_languages_with_generic_fallbacks():
    play = Action("download", card="BIO-P1")
    assert action_label(play, "en") == "Download: Biolife President 6"
    assert action_label(play, "ja") == "ダウンロード：Biolife 大統領 6"
    assert action_label(Action("give_key", to=1), "en", 0) == "Give the key to Player 2"
    assert action_label(Action("rank_tie", first=1, second=0), "ja", 0) == "1位：プレイヤー2、2位：あなた"
    assert action_label(Action("activate", card="BIO-C2"), "en") == \
        "Give up Biolife corporation card 2"
    assert action_label(Action("mystery", card="JIH-D1"), "en") == "Mystery: card Jihui Director 5"
    assert kind_label("steal", "ja") == "盗む" and kind_label("new_kind", "en") == "New kind"
    decision = {"prompt": "break_second_tie", "rule": "persona.archive.tie_second",
                "info": {"company": "jihui", "tied": [1, 2]}}
    assert prompt_text(decision, "en", 0) == \
        "You are 1st in Jihui: choose who of Player 2, Player 3 takes the key."
    unknown = {"prompt": "new_prompt", "rule": "persona.archive.steal", "info": {}}
    assert prompt_text(unknown, "ja", 0, GAME.catalogue) == "1位と2位が盗む：選んでください。"


def test_event_texts_follow_the_viewer_and_unknown_events_get_a_generic_sentence():
    steal = {"kind": "steal", "rule": "persona.archive.steal", "company": "biolife", "player": 1,
             "victim": 0, "card": "BIO-D1", "value": 5}
    assert event_text(steal, "en", 0) == \
        "Player 2 stole Biolife Director 5 from you and archived it."
    assert "プレイヤー2はあなたからBiolife ディレクター 5を盗み" in event_text(steal, "ja", 0)
    encrypt = {"kind": "encrypt", "rule": "persona.action.encrypt", "player": 2, "to": 2,
               "card": None}
    assert event_text(encrypt, "en", 0) == "Player 3 encrypted a card face down (Encrypt)."
    odd = {"kind": "new_thing", "rule": "persona.day.choose", "player": 1, "card": "SJT-P1"}
    assert event_text(odd, "en", 0) == generic_event_text(odd, "en", 0)
    assert "SJT President 6" in event_text(odd, "en", 0)
    broken = {"kind": "steal", "rule": "persona.archive.steal"}          # fields missing
    assert event_text(broken, "en", 0).startswith("steal")


def test_render_board_highlights_parts_and_shows_direction_and_keys():
    hands = [[f"{code}-A{n}" for code in ("JIH", "DEL", "SJT")] + [f"{code}-W{n}" for code in
                                                                   ("JIH", "DEL", "SJT")]
             for n in (1, 2, 3)]
    state = GAME.scenario({"players": 3, "week": 2, "hands": hands,
                           "play_areas": [["BIO-P1"], ["BIO-A1"], []],
                           "archives": [["COS-C4"], [], []], "keys": {"cosmoco": 0}})
    obs = state.observe(0)
    html = render_board(obs, "en", ("companies", "archives"))
    assert 'rt-highlight" data-part="companies"' in html
    assert "counter-clockwise" in html and "you give to Player 3" in html
    assert "keys: Cosmoco" in html and 'data-card="COS-C4"' in html
    spectator = render_board(state.observe(None), "en", ())
    assert "Your hand" not in spectator and "Player 1" in spectator
    assert "you give" not in spectator and "counter-clockwise" in spectator
