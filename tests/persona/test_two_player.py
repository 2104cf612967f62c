"""The two-player rules: the face-down discard, sends to the opponent, pass then draw."""

import json

import pytest

from tutor.engine import Action, IllegalAction

from .helpers import choose_all, events_of, play, scenario

HANDS = [["BIO-W1", "BIO-A1", "BIO-A2", "BIO-M1", "BIO-D1", "BIO-P1"],
         ["COS-W1", "COS-A1", "COS-A2", "COS-M1", "COS-D1", "COS-P1"]]
DECK = ["JIH-W1", "JIH-W2", "JIH-W3", "JIH-A1", "JIH-A2", "JIH-A3", "JIH-A4", "JIH-M1"]


def two_players(**spec):
    return scenario(players=2, hands=[list(h) for h in HANDS], **spec)


def discard(card):
    return Action("discard", card=card)


def test_after_the_play_each_player_discards_one_card_face_down():
    state = two_players()
    choose_all(state, {0: play("BIO-W1", "download"), 1: play("COS-W1", "download")})
    assert state.to_act == [0, 1]
    assert state.decision.rule == "persona.two.discard"
    assert state.legal_actions(0) == [discard(c) for c in HANDS[0][1:]]
    choose_all(state, {0: discard("BIO-P1"), 1: discard("COS-P1")})
    assert sorted(state.board.discards) == ["BIO-P1", "COS-P1"]
    assert state.board.play == [["BIO-W1"], ["COS-W1"]]


def test_the_card_being_played_cannot_be_the_discard():
    state = two_players()
    choose_all(state, {0: play("BIO-W1", "download"), 1: play("COS-W1", "download")})
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(0, discard("BIO-W1"))
    assert err.value.rule == "persona.two.discard" and "you play today" in str(err.value)
    with pytest.raises(IllegalAction) as err:
        state.apply(0, discard("COS-A1"))
    assert err.value.rule == "persona.two.discard" and "not in your hand" in str(err.value)
    assert state.snapshot() == before


@pytest.mark.parametrize("kind", ["send_left", "send_right"])
def test_both_sends_go_to_the_opponent(kind):
    state = two_players()
    choose_all(state, {0: play("BIO-W1", kind), 1: play("COS-W1", kind)})
    choose_all(state, {0: discard("BIO-P1"), 1: discard("COS-P1")})
    assert state.board.play == [["COS-W1"], ["BIO-W1"]]
    assert events_of(state, kind)[0]["rule"] == "persona.two.send"


def test_hands_pass_to_the_opponent_then_each_draws_one():
    state = two_players(deck_top=list(DECK))
    choose_all(state, {0: play("BIO-W1", "download"), 1: play("COS-W1", "download")})
    choose_all(state, {0: discard("BIO-P1"), 1: discard("COS-P1")})
    assert state.board.hands[0] == ["COS-A1", "COS-A2", "COS-M1", "COS-D1", "JIH-W1"]
    assert state.board.hands[1] == ["BIO-A1", "BIO-A2", "BIO-M1", "BIO-D1", "JIH-W2"]
    assert state.board.deck[:6] == DECK[2:]
    assert events_of(state, "pass")[0]["rule"] == "persona.two.pass_draw"


def test_hand_sizes_day_by_day_and_no_discard_on_day_five():
    state = two_players(deck_top=list(DECK))
    starts, after = [], []
    while state.board.week == 1 and state.board.phase == "day":
        b = state.board
        starts.append([len(h) for h in b.hands])
        choose_all(state, {p: play(b.hands[p][0], b.actions[p][0]) for p in range(2)})
        if state.decision and state.decision.rule == "persona.two.discard":
            after.append([len(h) for h in state.board.hands])
            choose_all(state, {p: discard(state.board.hands[p][-1]) for p in range(2)})
    assert starts == [[6, 6], [5, 5], [4, 4], [3, 3], [2, 2]]
    assert after == [[5, 5], [4, 4], [3, 3], [2, 2]]          # day 5 asks for no discard
    draws = [e["card"] for e in state.events_for(0) if e["kind"] == "draw" and e["player"] == 0]
    assert draws == DECK[0::2]                                 # 4 draws each, top of the deck
    assert len(state.board.discards) == 2 * 4 + 2              # 4 discards + last card each


def test_a_whole_two_player_game_uses_the_sixty_card_deck_exactly():
    from .helpers import random_game
    state = random_game(seed=11, players=2)
    b = state.board
    assert b.deck == [] and b.out == []
    assert len(b.discards) == 3 * (2 * 4 + 2)


def test_the_discard_is_never_shown_to_the_opponent():
    state = two_players()
    choose_all(state, {0: play("BIO-W1", "download"), 1: play("COS-W1", "download")})
    choose_all(state, {0: discard("BIO-P1"), 1: discard("COS-P1")})
    assert "BIO-P1" not in json.dumps(state.observe(1))
    assert "BIO-P1" not in json.dumps(state.events_for(1))
    assert "BIO-P1" not in json.dumps(state.events_for(None))
    assert any(e.get("card") == "BIO-P1" for e in state.events_for(0))
