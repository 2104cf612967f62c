"""Hand-set positions the rules cannot reach are refused naming the key and the rule; mutated
real specs are refused or make a sound position (tests/engine/scenario_fuzz.py)."""

import pytest

from tests.engine.scenario_fuzz import fuzz_tests, invariants_of
from tutor.engine import ScenarioError
from tutor.games.infiltration import GAME

globals().update(fuzz_tests(GAME))


def spec(**keys):
    return {"players": 3, **keys}


@pytest.mark.parametrize("keys, key, rule", [
    ({"proximity": 99}, "proximity", "infiltration.security.end"),
    ({"proximity": -1}, "proximity", "infiltration.security.end"),
    ({"alarm": 10}, "alarm", "infiltration.security.roll"),
    ({"scores": []}, "scores", "infiltration.score.total"),
    ({"end": "proximity"}, "end", "infiltration.score.total"),
    ({"operatives": [{"actions": []}, {}, {}]}, "actions", "infiltration.setup.hands"),
    ({"token_supply": 0}, "token_supply", "infiltration.room.locks"),
    ({"round": 0}, "round", "infiltration.round.phases"),
])
def test_positions_the_rules_cannot_reach_name_the_key_and_the_rule(keys, key, rule):
    with pytest.raises(ScenarioError, match=rf"{key}.*\[rule {rule}\]"):
        GAME.scenario(spec(**keys))


@pytest.mark.parametrize("keys, key", [
    ({"scores": 5}, "scores"),                      # observe raised TypeError before
    ({"layout": {"1.1": ["lobby"]}}, "layout"),
    ({"operatives": [{"actions": [{}]}, {}, {}]}, "operatives"),
    ({"alarm": float("nan")}, "alarm"),
    ({"stack": [{"do": {"a": 1}}]}, "stack"),
])
def test_values_of_the_wrong_type_name_their_key(keys, key):
    with pytest.raises(ScenarioError, match=key):
        GAME.scenario(spec(**keys))


def test_a_room_card_selected_is_refused():
    room = GAME.new_game(seed=1, players=3).board.unused_rooms[0]
    with pytest.raises(ScenarioError, match="selected"):
        GAME.scenario(spec(operatives=[{"selected": room}, {}, {}]))


def test_a_finished_game_needs_the_scores_its_operatives_make():
    state = GAME.new_game(seed=2, players=3)
    while not state.is_over:
        state.apply(state.to_act[0], state.legal_actions(state.to_act[0])[0])
    finished = state.to_scenario()
    invariants_of(GAME)(GAME.scenario(finished))
    finished["scores"][0]["score"] = 77
    with pytest.raises(ScenarioError, match="scores"):
        GAME.scenario(finished)


def test_tokens_left_out_of_the_supply_are_the_ones_not_on_rooms():
    state = GAME.scenario(spec(scientists={"1.1": [1, 1, 1]}))
    invariants_of(GAME)(state)
