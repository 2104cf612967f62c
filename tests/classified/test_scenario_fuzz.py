"""Hand-set positions the rules cannot reach are refused naming the key and the rule; mutated
real specs are refused or make a sound position (tests/engine/scenario_fuzz.py)."""

import random

import pytest

from tests.engine.scenario_fuzz import fuzz_tests, real_spec
from tutor.engine import ScenarioError

from .helpers import GAME, position

globals().update(fuzz_tests(GAME))


def test_a_hand_of_five_is_refused_naming_the_rule():
    with pytest.raises(ScenarioError, match=r"'hands'.*\[rule classified.turn.action\]"):
        position([["C1-G", "C2-G", "C4-G", "C5-G", "C7-G"], []], ["C4-A", "C3-S1"])


def test_the_player_who_waits_holds_at_most_two():
    with pytest.raises(ScenarioError, match="'hands'"):
        position([["C1-G"], ["C2-G", "C4-G", "C5-G"]], ["C4-A", "C3-S1"])
    assert position([["C1-G", "C2-G", "C5-G"], ["C4-G", "C7-G"]], ["C4-A", "C3-S1"]).to_act == [0]


def test_an_empty_hand_after_the_draw_is_refused():
    with pytest.raises(ScenarioError, match="'hands'"):
        position([[], []], ["C4-A", "C3-S1"])


def chance_spec() -> dict:
    for seed in range(200):
        spec, _ = real_spec(GAME, random.Random(seed))
        if "chance" in spec:
            return spec
    raise AssertionError("no position with a chance key")


@pytest.mark.parametrize("word", [-1, 2 ** 32, 1.5, None])
def test_a_chance_key_with_a_bad_word_is_refused(word):
    spec = chance_spec()
    spec["chance"][1][3] = word                     # -1: OverflowError before
    with pytest.raises(ScenarioError, match="'chance'"):
        GAME.scenario(spec)


def test_piles_of_lists_name_their_key():
    with pytest.raises(ScenarioError, match="'encrypted'"):
        position([["C1-G"], []], ["C4-A", "C3-S1"], encrypted=[[]])
