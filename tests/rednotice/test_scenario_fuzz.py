"""Hand-set positions the rules cannot reach are refused naming the key and the rule; mutated
real specs are refused or make a sound position (tests/engine/scenario_fuzz.py)."""

import pytest

from tests.engine.scenario_fuzz import fuzz_tests, invariants_of
from tutor.engine import ScenarioError
from tutor.games.rednotice import GAME
from tutor.games.rednotice.cards import default_decks

from .helpers import table

globals().update(fuzz_tests(GAME, examples=25))

BIG = sorted(default_decks().checks, key=lambda c: -default_decks().checks[c]["value"])


@pytest.mark.parametrize("spec, key, rule", [
    ({"captures": 3}, "captures", "rednotice.capture.third"),
    ({"captures": 4, "winner": "agent"}, "captures", "rednotice.capture.third"),
    ({"cashed": [{"check": c, "city": "paris"} for c in BIG[:5]], "hand": []}, "cashed",
     "rednotice.goal.forger"),
    ({"security": 5}, "security", "rednotice.security.track"),
    ({"round": 2, "forger_city": ""}, "forger_city", "rednotice.setup.forger_start"),
    ({"agenda": []}, "agenda", "rednotice.round.flow"),
    ({"agenda": [{"do": "end_round"}, {"do": "end_round"}]}, "agenda", "rednotice.round.flow"),
])
def test_positions_the_rules_cannot_reach_name_the_key_and_the_rule(spec, key, rule):
    with pytest.raises(ScenarioError, match=rf"'{key}'.*\[rule {rule}\]"):
        table(**spec)


@pytest.mark.parametrize("spec, key", [
    ({"cashed": ["NA-100-1"]}, "cashed"),          # an AttributeError before
    ({"clues": [{"round": 1, "kind": "search", "city": 1.5}]}, "clues"),
    ({"clues": [{"round": 0.5, "kind": "search", "city": "paris"}]}, "clues"),
    ({"security": float("nan")}, "security"),
    ({"trail": [{"round": 1, "cities": [["paris"]]}]}, "trail"),
    ({"knowledge": {"0": [{"step": 1, "kind": "x", "rule": "no.such.rule"}]}}, "knowledge"),
    ({"agenda": [{"do": ["round"]}]}, "agenda"),
])
def test_values_of_the_wrong_type_name_their_key(spec, key):
    with pytest.raises(ScenarioError, match=f"'{key}'"):
        table(**spec)


def test_a_spec_without_her_city_after_the_start_is_refused_before_it_crashes():
    state = GAME.new_game(seed=4)
    while state.board.round < 2:
        state.apply(state.to_act[0], state.legal_actions(state.to_act[0])[0])
    spec = state.to_scenario()
    del spec["forger_city"]                        # KeyError: '' at the next move before
    with pytest.raises(ScenarioError, match="forger_city"):
        GAME.scenario(spec)


def round_spec() -> dict:
    """A real position while discs are being placed."""
    state = GAME.new_game(seed=2)
    while not any(h for halves in state.board.placed for h in halves):
        state.apply(state.to_act[0], state.legal_actions(state.to_act[0])[0])
    return state.to_scenario()


def test_a_round_places_every_disc_before_it_reveals():
    spec = round_spec()
    first_reveal = next(i for i, t in enumerate(spec["agenda"]) if t["do"] == "reveal")
    spec["agenda"].insert(0, spec["agenda"].pop(first_reveal))
    with pytest.raises(ScenarioError, match=r"'agenda'.*\[rule rednotice.round.flow\]"):
        GAME.scenario(spec)


def test_more_placements_than_discs_in_hand_are_refused():
    spec = round_spec()                   # the decision offered no action before
    spec["agenda"].insert(0, {"do": "place", "role": "forger"})
    spec["agenda"].insert(0, {"do": "place", "role": "forger"})
    with pytest.raises(ScenarioError, match=r"'agenda'.*\[rule rednotice.program.place\]"):
        GAME.scenario(spec)


def test_a_finished_game_is_a_position_too():
    state = table(captures=3, winner="agent", win_reason="rednotice.goal.agent")
    assert state.is_over and state.result["winner"] == "agent"
    invariants_of(GAME)(state)
