"""The shared game kit, run on the toy game (and shown to catch a game that leaks)."""

import random

import pytest

from tests.engine import kit
from tests.toy.game import GAME, KEEP, SWAP, TutorialToy as Toy


def hide_deck_order(spec, player, rng):
    """The order of the face-down deck is hidden from both players."""
    if len(spec["deck"]) < 2:
        return None
    spec["deck"] = spec["deck"][::-1]
    return spec if spec["deck"] != spec["deck"][::-1] else None


def change_own_card(spec, player, rng):
    spec["hands"][player] += 10
    return spec


globals().update(kit.kit_tests(GAME, option_sets=[{}, {"deck_size": 8}], games=6, every=1,
                               hidden_variant=hide_deck_order, visible_variant=change_own_card))


class LeakyToy(Toy):
    """A broken toy that shows each player the other's card."""

    def observe(self, state, player):
        return {**super().observe(state, player), "their_card": state.board.hands[1 - (player or 0)]}


def test_the_hidden_variant_check_catches_a_leak():
    def change_other_card(spec, player, rng):
        spec["hands"][1 - player] += 10
        return spec
    state = LeakyToy().new_game(seed=2)
    with pytest.raises(AssertionError, match="hidden variant changed the observation"):
        kit.check_hidden_information(state, change_other_card, None, random.Random(0))


def test_the_refusal_check_catches_a_game_that_changes_state_on_bad_input():
    class Careless(Toy):
        def explain_illegal(self, state, player, action):
            state.board.deck.append(99)             # a bug: explaining changes the board
            return None
    state = Careless().new_game(seed=1)
    with pytest.raises(AssertionError, match="changed the state"):
        kit.check_refused_inputs(state, random.Random(0))


def test_knowledge_records_what_a_player_was_privately_shown_and_when():
    state = GAME.new_game(seed=1)
    state.apply(0, SWAP), state.apply(1, KEEP)
    card = state.board.hands[0]
    assert state.observe(0)["knowledge"] == [{"step": 1, "kind": "swap", "rule": "toy.swap",
                                              "card": card}]
    assert state.observe(1)["knowledge"] == [] and state.observe(None)["knowledge"] == []
