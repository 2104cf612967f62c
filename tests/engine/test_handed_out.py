"""What the engine hands out is the caller's: changing it changes nothing in the game, and a
player sees only their own private parts of the events their move caused."""

import random

import pytest

from tests.engine import kit
from tests.engine.scribble import check_scribbles_change_nothing, scribble
from tutor.engine import Action, Decision, IllegalAction, OptionError

from .toy_game import CHALLENGE, FIGHT, GAME, KEEP, SWAP, Toy


class LiveToy(Toy):
    """A careless toy that hands out its board's own hands list and decision info."""

    def observe(self, state, player):
        return {**super().observe(state, player), "hands_seen": state.board.hands}


def test_the_scribble_check_catches_a_game_that_hands_out_its_board():
    state = LiveToy().new_game(seed=3)
    with pytest.raises(AssertionError, match=r"observe\(None\)"):
        check_scribbles_change_nothing(state, random.Random(0))


def test_the_scribble_check_passes_the_core():
    state = GAME.new_game(seed=3)
    state.apply(0, SWAP)
    assert check_scribbles_change_nothing(state, random.Random(0)) > 0


def test_apply_returns_only_the_movers_private_part_as_copies():
    state = GAME.scenario({"deck": [1, 2, 3], "hands": [5, 6]})
    state.apply(0, SWAP)
    events = state.apply(1, SWAP)                     # both swap: each is told their card
    assert [dict(e.private) for e in events] == [{}, {1: {"card": 2}}]   # not player 0's part
    assert "card': 3" not in repr(events)
    assert [dict(e, kind=e.kind, rule=e.rule, **e.private.get(1, {})) for e in events] == \
        [e for e in state.events_for(1) if e["kind"] == "swap"]
    assert [e.kind for e in state.log if e.kind == "swap"] == ["swap", "swap"]
    events[1].private[1]["card"] = 99
    events[0]["player"] = 7
    assert state.observe(1)["knowledge"][0]["card"] == 2
    assert [e["player"] for e in state.events_for(None)] == [0, 1]


def test_events_nested_lists_are_copies():
    state = GAME.scenario({"deck": [], "hands": [5, 6], "stage": "react"})
    state.apply(1, FIGHT)
    for events in (state.events_for(None), state.events_for(0)):
        reveal = next(e for e in events if e["kind"] == "reveal")
        reveal["hands"].clear()
    assert next(e for e in state.events_for(1) if e["kind"] == "reveal")["hands"] == [5, 6]


@pytest.mark.parametrize("player", [True, 1.0, 99, -1, "0", [[0]]])
def test_events_for_checks_players_as_observe_does(player):
    state = GAME.new_game(seed=1)
    for call in (state.events_for, state.observe):
        with pytest.raises(IllegalAction, match="there is no player"):
            call(player)


def test_an_action_cannot_be_edited_through_vars_nor_spoil_later_actions():
    action = Action("deploy", card="C5-G", n=2)
    with pytest.raises(TypeError):
        vars(action)["card"] = "X"
    with pytest.raises(AttributeError):
        action.card = "X"
    with pytest.raises(AttributeError):
        del action.card
    assert scribble(action) == 0
    assert Action("deploy", card="C5-G", n=2).card == "C5-G" and action.get("n") == 2


def test_actions_never_built_are_refused_as_illegal():
    state = GAME.new_game(seed=1)
    for odd in kit.hostile_actions(KEEP):
        assert odd != KEEP and KEEP != odd
        for call in (state.apply, state.check):
            with pytest.raises(IllegalAction, match="never built"):
                call(0, odd)


def test_the_decision_handed_out_is_a_copy():
    state = GAME.new_game(seed=1)
    decision = state.decision
    decision.options[0].append(CHALLENGE)
    decision.options[1].clear()
    decision.info["day"] = 99
    assert state.decision == Decision({0: [KEEP, SWAP], 1: [KEEP, SWAP]}, "toy.swap")
    with pytest.raises(IllegalAction):
        state.apply(0, CHALLENGE)
    state.apply(0, KEEP), state.apply(1, KEEP)
    assert state.to_act == [0]


def test_a_spec_or_options_edited_after_building_change_nothing():
    spec = {"deck": [1, 2], "hands": [5, 6]}
    state = GAME.scenario(spec)
    state.apply(0, SWAP)
    text = state.to_json()
    spec["hands"][0] = 9
    spec["deck"].clear()
    assert state.scenario_spec == {"deck": [1, 2], "hands": [5, 6]}
    state.scenario_spec["deck"].append(4)
    assert state.replay().snapshot() == state.snapshot() == state.copy().snapshot()
    assert state.to_json() == text and GAME.from_json(text).snapshot() == state.snapshot()
    state.undo(0)
    assert state.snapshot()["hands"] == [5, 6]


def test_a_finished_game_cannot_be_undone():
    state = GAME.scenario({"deck": [], "hands": [5, 6], "stage": "challenge"})
    state.apply(0, CHALLENGE)
    state.apply(1, Action("concede"))                # reveals nothing: undoable were it not over
    assert state.is_over and state.why_no_undo(1) == "the game is over"
    with pytest.raises(IllegalAction, match="the game is over"):
        state.undo(1)
    assert state.is_over


def test_hostile_players_cannot_build_a_game():
    for player in kit.hostile_players(2)[6:]:        # nested, touchy, numpy
        with pytest.raises(OptionError):
            GAME.new_game(players=player)
        with pytest.raises(OptionError):
            GAME.new_game(seed=player)
