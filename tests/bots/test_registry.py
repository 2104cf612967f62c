"""Bots by name: every game lists random, rules and ismcts; bad names and settings are refused."""

import pytest

from tutor import bots
from tutor.bots.ismcts import DIFFICULTIES, ISMCTSBot, search_iterations
from tutor import games
from tutor.games import load


@pytest.mark.parametrize("game", ["classified", "persona"])
def test_every_game_has_the_three_bots(game):
    assert bots.names(game) == ["random", "rules", "ismcts"]
    assert [bots.load(name, game).name for name in bots.names(game)] == bots.names(game)


def test_a_loaded_game_or_its_name():
    assert bots.names(load("persona")) == bots.names("persona")


def test_unknown_bot_lists_the_valid_ones():
    with pytest.raises(ValueError, match="valid bots: random, rules, ismcts"):
        bots.load("alphazero", "persona")


def test_difficulties_set_the_iterations():
    for game in ("persona", "classified"):
        counts = [bots.load("ismcts", game, difficulty=d).iterations for d in DIFFICULTIES]
        assert counts == sorted(counts) and counts[0] < counts[-1]
        assert dict(zip(DIFFICULTIES, counts)) == search_iterations(game)
    assert bots.load("ismcts", "persona", iterations=7).iterations == 7
    with pytest.raises(ValueError, match="valid are easy, normal, hard"):
        bots.load("ismcts", "persona", difficulty="insane")


def test_a_game_without_determinize_cannot_have_ismcts():
    from tests.toy.game import GAME
    assert bots.names(GAME) == ["random"]
    with pytest.raises(ValueError, match="no determinize"):
        ISMCTSBot(GAME)


def test_the_game_hook_finds_the_module():
    game = load("classified")
    assert bots.determinizer(game) is not None


@pytest.mark.parametrize("game", games.names())
def test_every_registered_game_gets_its_bots(game):
    """Any game with a determinize gets the search bot; it plays the game's first decision."""
    import random
    names = bots.names(game)
    assert names[0] == "random" and "ismcts" in names
    state = load(game).new_game(seed=1)
    seat = state.to_act[0]
    choice = bots.load("ismcts", game, iterations=2).decide(
        state.observe(seat), state.legal_actions(seat), random.Random(0))
    assert choice in state.legal_actions(seat)


def test_a_game_gets_the_parts_it_declares_and_no_others():
    """Bots come from the Game class's declared parts, never from files found by name."""
    from tests.toy.game import GAME
    from tutor.bots.base import RulesBot
    from tutor.bots.hooks import evaluator, rules_bot_class, terms_of

    class ToyBot(RulesBot):
        def scores(self, observation, legal_actions):
            return [0.0] * len(legal_actions)

    declared = type("DeclaredToy", (type(GAME),), {"rules_bot": ToyBot,
                                                   "evaluation": staticmethod(lambda s: [0.5])})()
    assert rules_bot_class(declared) is ToyBot and "rules" in bots.names(declared)
    assert evaluator(declared)(None) == [0.5] and terms_of(declared) is None
    assert rules_bot_class(GAME) is None and evaluator(GAME) is None
