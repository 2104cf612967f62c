"""Classified Information on the clickable table: the scene holds no hidden card, every legal
action of random positions is clickable where the scene says and comes back as itself, every
lesson and a whole game are finished by board clicks only, cards teach, and the app's words
are text data."""

from __future__ import annotations

import copy
import json
import random

import pytest

from tutor.engine import Action
from tutor.games.classified import GAME
from tutor.games.classified.lessons import LESSONS
from widgets.classified import ClassifiedExplorer, ClassifiedTutorial
from widgets.classified.table import (GUILD_COLORS, GUILD_ICONS, TABLE, card_piece, choices,
                                      locate, places, scene, verb)
from widgets.classified.ui_text import UI_TEXTS
from widgets.table import Board

from .app_checks import click_on_table, finish_lesson_on_table, to_first_move
from .test_classified_app import CARD_ID, assert_nothing_hidden, hidden_from, mark_on_wheel

DECKS = ("base", "emerald", "ruby", "random-full")


def positions(seeds=range(6), limit: int = 400):
    """(state, player) at every decision of random games over every deck (promos included)."""
    for seed in seeds:
        deck = DECKS[seed % len(DECKS)]
        state = GAME.new_game(seed=seed, options={"deck": deck, "promos": True})
        rng = random.Random(seed)
        for _ in range(limit):
            if state.is_over:
                break
            player = state.to_act[0]
            yield state, player
            state.apply(player, rng.choice(state.legal_actions(player)))
        yield state, 0                                   # the end: everything face up


def _full_scene(state, player, lang="en"):
    observation = state.observe(player)
    actions = state.legal_actions(player) if not state.is_over else []
    full = scene(observation, lang)
    extra = choices(observation, actions, lang)
    return observation, actions, full, extra


# ---- hidden information ----------------------------------------------------------------------
def test_the_scene_shows_only_cards_the_viewer_may_see_and_hidden_places_have_no_identity():
    checked = 0
    for state, player in positions(range(8)):
        for viewer in (player, 1 - player):
            observation, actions, full, extra = _full_scene(state, viewer)
            if viewer != player:
                actions = []
                extra = choices(observation, actions, "en")
            data = json.dumps([full.to_json()] + [z.to_json() for z in extra])
            leaked = set(CARD_ID.findall(data)) & hidden_from(state, viewer)
            assert not leaked, (leaked, state.to_json())
            for zone in full.zones:
                for piece in zone.pieces:
                    if not piece.face_up:
                        shown = piece.to_json()
                        assert set(shown) <= {"id", "kind", "face_up", "name", "badge"}
                        assert not CARD_ID.search(piece.id + shown["name"]), piece
            checked += 1
    assert checked > 250


def test_the_synced_table_state_of_a_hot_seat_game_holds_no_hidden_card():
    explorer = ClassifiedExplorer(deck="random-full", opponent="hotseat", seed=4, promos=True)
    view, rng, moves = explorer.view, random.Random(4), 0
    while not view.state.is_over:
        if view.covered:
            assert view.table.scene.get("zones", []) == [] and view.table.moves == []
            view.handover_button.click()
        assert_nothing_hidden(view.table, view.state, view.viewer)
        actions = view.state.legal_actions(view.viewer)
        click_on_table(view, rng.choice(actions))
        assert view.error is None, view.error
        moves += 1
    assert moves > 10


# ---- every legal action is clickable and comes back as itself --------------------------------
def test_every_legal_action_of_random_positions_round_trips_through_board_clicks():
    board = Board(lambda action: None, verb, lambda action, lang: str(action))
    played: list[Action] = []
    board.on_play(played.append)
    kinds: set[str] = set()
    targeted = 0
    for state, player in positions(range(12)):
        if state.is_over:
            continue
        observation = state.observe(player)
        actions = state.legal_actions(player)
        for lang in ("en", "ja"):
            TABLE.show(board, observation, actions, lang)
            for action in actions:
                spot = locate(action, observation)
                played.clear()
                if spot.item is None:
                    board.click(None, str(action))
                else:
                    board.click(spot.item, verb(action, lang), spot.target)
                    targeted += spot.target is not None
                assert played == [action], (action, spot)
                kinds.add(action.kind)
    assert {"deploy", "encrypt", "enlist_guard", "enlist_assassin", "number", "card",
            "guard_spot"} <= kinds
    assert targeted > 50


def test_cards_are_clicked_where_they_lie_and_assassins_aim_at_a_guard_spot():
    state = GAME.scenario({"hands": [["C8-G", "C5-A", "C2-A"], ["C2-G", "C7-A"]],
                           "suitcases": ["C4-G", "C6-S1"], "rest": "deck", "drawn": True,
                           "guards": [[{"card": "C5-G", "up": False}],
                                      [{"card": "C9-S2", "up": False},
                                       {"card": "C3-S1", "up": True, "cover": "C6-S2"}]]})
    observation = state.observe(0)
    where = places(observation)
    assert where["C5-G"] == "guard-0-0" and where["C6-S2"] == "cover-1-1"
    assert "C9-S2" not in where and "C6-S1" not in where
    spots = {locate(a, observation) for a in state.legal_actions(0) if a.kind == "enlist_assassin"}
    assert {(s.item, s.target) for s in spots} >= {("C5-A", "guard-1-0"), ("C5-A", "cover-1-1")}
    shown = scene(observation, "en")
    theirs = shown.piece("opponent_guards").pieces
    assert [p.id for p in theirs] == ["guard-1-0", "guard-1-1", "cover-1-1", "guard-1-2"]
    assert not theirs[0].face_up and theirs[1].label == "3" and theirs[3].kind == "slot"
    mine = shown.piece("guard-0-0")
    assert mine.veiled and mine.label == "5" and "only you know" in mine.name
    assert not shown.piece("suitcase-1").face_up and shown.piece("suitcase-0").veiled


def test_a_hand_card_offers_the_four_plays_and_a_number_is_a_row_of_tokens():
    app = ClassifiedTutorial(lesson=1)                     # a turn: Deploy the 1, name a number
    to_first_move(app)
    table = app.view.table
    assert [v for v, _ in table.menu_at("C1-A")] == ["Deploy", "Encrypt"]   # no Guard to hit
    assert [v for v, _ in table.menu_at("C8-G")] == ["Deploy", "Encrypt", "Enlist as Guard"]
    assert "C1-A" in table.pointer                         # the step's exact card
    table.click("C1-A", "Deploy")
    assert "rt-correct" in app.view.stepper.feedback.value
    to_first_move(app)
    numbers = [z for z in table.scene["zones"] if z["id"] == "numbers"]
    assert [p["label"] for p in numbers[0]["pieces"]] == [str(n) for n in range(1, 10)]
    table.click("number-2")
    assert "rt-correct" in app.view.stepper.feedback.value


# ---- lessons and games by clicks only --------------------------------------------------------
@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[lesson.id for lesson in LESSONS])
def test_every_lesson_finishes_by_board_clicks_and_keeps_secrets(index):
    app = ClassifiedTutorial(lesson=index)

    def check(view, runner):
        assert_nothing_hidden(view.table, runner.state, runner.learner)
        named = [h for h in runner.step.highlight if CARD_ID.fullmatch(h)]
        pointed = places(runner.observation)
        assert all(pointed.get(card) in view.table.pointer for card in named), \
            (runner.step.id, named, view.table.pointer)    # a named card is pointed at

    assert finish_lesson_on_table(app, check, offboard=mark_on_wheel) >= 1
    assert app.runner.finished


@pytest.mark.parametrize("seed,deck", [(5, "base"), (7, "random-full")])
def test_a_whole_game_against_the_bot_by_board_clicks(seed, deck):
    explorer = ClassifiedExplorer(deck=deck, seed=seed, promos=deck.startswith("random"))
    view, rng, moves = explorer.view, random.Random(seed), 0
    while not view.state.is_over:
        click_on_table(view, rng.choice(view.state.legal_actions(view.viewer)))
        assert view.error is None, view.error
        moves += 1
    assert moves >= 5 and "Final cards" in view.board.value
    assert "Game over" in view.table.scene["status"]
    for side in ("guards", "opponent_guards"):           # every Guard face up, none veiled
        pieces = [z for z in view.table.scene["zones"] if z["id"] == side][0]["pieces"]
        assert all(p.get("face_up", True) and not p.get("veiled") for p in pieces)


# ---- cards that teach, words as data ---------------------------------------------------------
def test_card_faces_carry_guild_colour_symbol_code_and_ability_in_both_languages():
    guard, assassin, sentinel = (card_piece(c, "en") for c in ("C5-G", "C5-A", "C3-S1"))
    assert len({guard.color, assassin.color, sentinel.color}) == 3
    assert (guard.icon, assassin.icon, sentinel.icon) == tuple(GUILD_ICONS.values())
    assert guard.color == GUILD_COLORS["Guard"] and guard.badge == "4·5·6"
    assert "Discard Pile" in guard.text and guard.text.startswith("Guard · Citrine · Code 4-5-6")
    ja = card_piece("C5-G", "ja")
    assert "捨て札" in ja.text and ja.sub == "探索" and ja.text.startswith("衛兵")
    assert "classified." not in guard.text + ja.text      # no rule ids on a card


def test_the_table_speaks_japanese():
    app = ClassifiedTutorial(lang="ja")
    to_first_move(app)
    table = app.view.table
    assert [v for v, _ in table.menu_at("C8-G")] == ["展開", "暗号化", "衛兵として徴兵"]
    assert table.scene["caption"] == "テーブル"
    assert table.scene["status"].startswith("ターン")


def test_the_apps_own_words_are_complete_text_data():
    assert UI_TEXTS.problems() == []
    assert {"wheel.title", "table.verbs.deploy", "app.decks.base"} <= set(UI_TEXTS.keys())


def test_a_step_waiting_for_the_wheel_is_judged_on_every_change(monkeypatch):
    """Lessons whose step has ``offboard`` wait for wheel marks: each change sends the ruled-out
    numbers to the runner as a ``mark_wheel`` move (other steps leave the runner alone)."""
    app = ClassifiedTutorial()
    runner, sent = app.view.runner, []
    monkeypatch.setattr(type(runner), "waiting", property(lambda self: True))
    monkeypatch.setattr(runner, "try_move", sent.append)
    app.wheel.cycle(4)
    assert sent == []                                    # lesson 1's steps are not wheel steps
    wheel_step = copy.copy(runner.step)
    object.__setattr__(wheel_step, "offboard", True)        # as lessons' note() steps are
    monkeypatch.setattr(type(runner), "step", property(lambda self: wheel_step))
    app.wheel.cycle(4)
    app.wheel.cycle(7), app.wheel.cycle(7)
    assert sent[0] == Action("mark_wheel", ruled_out=(4,))
    assert sent[-1] == Action("mark_wheel", ruled_out=(4, 7))


def test_the_status_line_names_the_decision_only_while_a_step_waits_for_it():
    app = ClassifiedTutorial()
    assert app.view.table.scene["status"] == "Turn 1"            # an explanation: press Next
    to_first_move(app)
    assert app.view.table.scene["status"].startswith("Turn 1 · Your decision: ")


def test_a_step_naming_a_card_points_at_the_piece_showing_it(monkeypatch):
    """A highlight may name a card id: in hand it is the piece itself, as a Guard or Suitcase
    its positional piece; a card the learner cannot see is never pointed at (nor synced)."""
    app = ClassifiedTutorial()
    runner = app.view.runner
    suitcase = runner.observation["players"][0]["suitcase"]
    secret = runner.state.snapshot()["suitcase"][1]               # the opponent's Suitcase
    step = copy.copy(runner.step)
    object.__setattr__(step, "highlight", ("hand", suitcase, secret))
    monkeypatch.setattr(type(runner), "step", property(lambda self: step))
    app.view.render()
    assert app.view.table.pointer == ["hand", "suitcase-0"]


def test_a_click_sent_as_the_page_key_arrives_is_played(tmp_path, monkeypatch):
    """The page's browser key can reach the kernel after the learner clicked: the screen is
    redrawn for it, but the table is unchanged, so the click still plays (it was ignored as
    stale, and a phone learner on a busy server saw nothing happen)."""
    monkeypatch.setenv("RULES_TUTOR_SAVES", str(tmp_path / "saves"))
    explorer = ClassifiedExplorer(deck="base", difficulty="normal", opponent="bot", seed=3)
    table, state = explorer.view.table, explorer.view.state
    shown = table.revision
    move = next(m for m in table.moves if m["verb"] == "Encrypt")
    action, before = table._actions[move["id"]], len(state.history)
    explorer.browser_key.key = "a" * 32                    # arrives before the click
    table.press(move["id"], revision=shown)                # the click, made on the first draw
    assert not table.ignored
    assert state.history[before].action == action
