"""A day with 3-4 players: the simultaneous choice, reveal, the four actions, passing hands."""

import pytest

from tutor.engine import Action, IllegalAction
from tutor.games.persona import GAME

from .helpers import choose_all, events_of, play, scenario

HANDS4 = [["BIO-W1", "BIO-A1", "COS-W1", "COS-A1", "JIH-W1", "JIH-A1"],
          ["BIO-W2", "BIO-A2", "COS-W2", "COS-A2", "JIH-W2", "JIH-A2"],
          ["BIO-W3", "BIO-A3", "COS-W3", "COS-A3", "JIH-W3", "JIH-A3"],
          ["DEL-W1", "DEL-A1", "SJT-W1", "SJT-A1", "LUM-W1", "LUM-A1"]]


def four_players(**spec):
    return scenario(players=4, hands=[list(h) for h in HANDS4], **spec)


def test_the_day_is_one_simultaneous_decision_for_everybody():
    state = four_players()
    assert state.to_act == [0, 1, 2, 3]
    assert state.decision.rule == "persona.day.choose"
    legal = state.legal_actions(0)
    assert len(legal) == 6 * 4  # six cards, four different action cards
    assert play("BIO-W1", "download") in legal and play("BIO-W1", "encrypt") in legal


def test_nothing_is_revealed_until_everyone_has_chosen():
    state = four_players()
    before = state.snapshot()
    assert state.apply(0, play("BIO-W1", "download")) == []
    assert state.apply(1, play("BIO-W2", "download")) == []
    assert state.snapshot() == before
    assert state.to_act == [2, 3]


def test_the_four_actions_put_cards_where_they_say():
    state = four_players()
    choose_all(state, {0: play("BIO-W1", "download"), 1: play("BIO-W2", "encrypt"),
                       2: play("BIO-W3", "send_left"), 3: play("DEL-W1", "send_right")})
    b = state.board
    assert b.play[0] == ["BIO-W1"]
    assert b.encrypted[1] == "BIO-W2" and b.play[1] == []
    assert b.play[3] == ["BIO-W3"]          # left of player 2 is player 3
    assert b.play[2] == ["DEL-W1"]          # right of player 3 is player 2
    assert [e["kind"] for e in events_of(state, "reveal")] == ["reveal"]
    assert events_of(state, "encrypt")[0]["card"] is None


def test_send_left_from_the_last_seat_reaches_player_zero():
    state = four_players()
    choose_all(state, {0: play("BIO-W1", "send_right"), 1: play("BIO-W2", "download"),
                       2: play("BIO-W3", "download"), 3: play("DEL-W1", "send_left")})
    assert state.board.play[0] == ["DEL-W1"] and state.board.play[3] == ["BIO-W1"]


def test_used_action_cards_are_not_offered_again_that_week():
    state = four_players()
    choose_all(state, {p: play(HANDS4[p][0], "encrypt") for p in range(4)})
    kinds = {a.kind for a in state.legal_actions(0)}
    assert kinds == {"download", "send_left", "send_right"}
    with pytest.raises(IllegalAction) as err:
        state.apply(0, play(state.board.hands[0][0], "encrypt"))
    assert err.value.rule == "persona.actions.once"


def test_download_stays_available_for_its_second_copy():
    state = four_players()
    choose_all(state, {p: play(HANDS4[p][0], "download") for p in range(4)})
    assert "download" in {a.kind for a in state.legal_actions(0)}
    assert state.board.actions[0].count("download") == 1


def test_a_card_not_in_hand_is_refused_with_the_choose_rule():
    state = four_players()
    with pytest.raises(IllegalAction) as err:
        state.apply(0, play("BIO-W2", "download"))
    assert err.value.rule == "persona.day.choose" and "not in your hand" in str(err.value)
    with pytest.raises(IllegalAction) as err:
        state.apply(0, play("BIO-W1", "borrow"))
    assert err.value.rule == "persona.setup.actions"
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Action("discard", card="BIO-W1"))
    assert err.value.rule == "persona.day.choose"


@pytest.mark.parametrize("week, receives_from", [(1, {0: 3, 1: 0, 2: 1, 3: 2}),
                                                 (2, {0: 1, 1: 2, 2: 3, 3: 0}),
                                                 (3, {0: 3, 1: 0, 2: 1, 3: 2})])
def test_hands_pass_clockwise_counter_clockwise_clockwise_by_week(week, receives_from):
    state = four_players(week=week)
    choose_all(state, {p: play(HANDS4[p][0], "download") for p in range(4)})
    for player, giver in receives_from.items():
        assert state.board.hands[player] == HANDS4[giver][1:]
    direction = "counter-clockwise" if week == 2 else "clockwise"
    assert events_of(state, "pass")[0]["direction"] == direction
    assert state.observe(0)["direction"] == direction


def test_hands_shrink_from_six_to_two_and_the_last_card_is_discarded():
    state = scenario(players=3, hands=[h[:6] for h in HANDS4[:3]])
    sizes = []
    while state.board.phase == "day" and state.board.week == 1:
        sizes.append([len(h) for h in state.board.hands])
        b = state.board
        kinds = [b.actions[p][0] for p in range(3)]
        choose_all(state, {p: play(b.hands[p][0], kinds[p]) for p in range(3)})
    assert sizes == [[6] * 3, [5] * 3, [4] * 3, [3] * 3, [2] * 3]
    assert len(state.board.discards) == 3
    assert events_of(state, "last_card")[0]["rule"] == "persona.week.last_card_hidden"
    # no decision left in week 1's archive here, so week 2 starts with a fresh deal
    assert state.board.week == 2 and [len(h) for h in state.board.hands] == [6] * 3
    assert all(sorted(a) == sorted(["download", "download", "encrypt", "send_left",
                                    "send_right"]) for a in state.board.actions)


def test_a_choice_can_be_taken_back_until_the_reveal():
    state = four_players()
    state.apply(0, play("BIO-W1", "download"))
    assert state.can_undo(0)
    state.undo(0)
    assert state.to_act == [0, 1, 2, 3] and state.board.hands[0] == HANDS4[0]
    choose_all(state, {p: play(HANDS4[p][0], "download") for p in range(4)})
    assert not state.can_undo(3)  # the reveal showed everybody's cards


def test_a_finished_game_cannot_be_undone():
    state = GAME.new_game(seed=0, players=2, options={"activator": "choose"})
    while not state.is_over:
        player = state.to_act[0]
        state.apply(player, state.legal_actions(player)[0])
    last = state.history[-1].player
    with pytest.raises(IllegalAction, match="the game is over"):
        state.undo(last)
    assert state.is_over and not any(state.can_undo(p) for p in range(2))
