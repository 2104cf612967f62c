"""Hand-set positions the rules cannot reach are refused naming the key and the rule; mutated
real specs are refused or make a sound position (tests/engine/scenario_fuzz.py)."""

import pytest

from tests.engine.scenario_fuzz import fuzz_tests
from tutor.engine import ScenarioError
from tutor.games.persona import GAME
from tutor.games.persona.cards import is_activator

from .helpers import random_game

globals().update(fuzz_tests(GAME))


def test_a_corporation_card_in_a_stack_and_an_archive_is_refused():
    with pytest.raises(ScenarioError, match=r"'stacks'.*\[rule persona.setup.corporation\]"):
        GAME.scenario({"archives": [["SJT-C2"], []], "stacks": {"sjt": ["SJT-C2"]}})


def scoring_with_two_activator_holders() -> dict:
    """A finished two-player game's final scoring, each player holding an activator again."""
    for seed in range(50):
        spec = random_game(seed, 2).to_scenario()
        archives = [a + s for a, s in zip(spec["archives"], spec["spent"])]
        if all(any(is_activator(c) for c in a) for a in archives):
            return {**spec, "archives": archives, "spent": [[], []]}
    raise AssertionError("no game left both players an activator")


def test_activators_are_given_up_in_the_scoring_s_order():
    """Player 1 cannot have given up an activator while player 0 still holds one."""
    spec = scoring_with_two_activator_holders()
    GAME.scenario(spec)                                  # the scoring from its start
    first = next(c for c in spec["archives"][1] if is_activator(c))
    spec["archives"][1].remove(first)
    spec["spent"] = [[], [first]]
    with pytest.raises(ScenarioError, match=r"\[rule persona.score.activate\]"):
        GAME.scenario(spec)
