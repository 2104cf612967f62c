"""The bot interface: legal choices, reproducible with the same rng, and blind to hidden
information (observations that differ only in what the bot cannot see give the same choice)."""

import random

import pytest

from tests.classified.helpers import position
from tests.persona.helpers import scenario
from tutor import bots

HANDS = [["BIO-W1", "BIO-A1", "COS-W1", "COS-A1", "JIH-W1", "JIH-A1"],
         ["BIO-W2", "BIO-A2", "COS-W2", "COS-A2", "JIH-W2", "JIH-A2"],
         ["BIO-W3", "BIO-A3", "COS-W3", "COS-A3", "JIH-W3", "JIH-A3"]]
OTHER = ["DEL-W2", "DEL-A2", "SJT-W2", "SJT-A2", "DEL-M1", "SJT-M1"]


def persona_pair():
    """Two 3-player positions differing only in seat 1's hand."""
    a = scenario(players=3, hands=[list(h) for h in HANDS], seed=3)
    b = scenario(players=3, hands=[HANDS[0], OTHER, HANDS[2]], seed=3)
    return a, b


def classified_pair():
    """Two positions differing only in the opponent's hand and the deck order."""
    a = position([["C1-G", "C5-A", "C7-A"], ["C2-G", "C4-A"]], ["C3-S1", "C8-G"],
                 deck=["C9-S1", "C6-S2"])
    b = position([["C1-G", "C5-A", "C7-A"], ["C9-S1", "C6-S2"]], ["C3-S1", "C8-G"],
                 deck=["C4-A", "C2-G"])
    return a, b


BOT_SETTINGS = [("random", {}), ("rules", {}), ("ismcts", {"iterations": 12})]


@pytest.mark.parametrize("pair", [persona_pair, classified_pair])
@pytest.mark.parametrize("name,params", BOT_SETTINGS)
def test_hidden_information_does_not_change_the_choice(pair, name, params):
    a, b = pair()
    assert a.observe(0) == b.observe(0) and a.snapshot() != b.snapshot()
    game = a.game
    for seed in range(3):
        choice_a = bots.load(name, game, **params).decide(
            a.observe(0), a.legal_actions(0), random.Random(seed))
        choice_b = bots.load(name, game, **params).decide(
            b.observe(0), b.legal_actions(0), random.Random(seed))
        assert choice_a == choice_b and choice_a in a.legal_actions(0)


@pytest.mark.parametrize("name,params", BOT_SETTINGS)
def test_whole_games_with_legal_moves(name, params):
    for game, players in (("persona", 3), ("classified", 2)):
        seats = [bots.load(name, game, **params)] + [bots.load("random", game)] * (players - 1)
        state = bots.game_of(game).new_game(seed=4, players=players)
        decisions = bots.play_game(state, seats, seed=4)
        assert state.is_over and decisions == len(state.history)


def test_a_bot_never_gets_the_state():
    """play_game hands bots plain JSON observations and the legal actions only."""
    seen = []

    class Spy:
        name = "spy"

        def decide(self, observation, legal_actions, rng):
            seen.append((type(observation), type(rng)))
            return legal_actions[0]

    state = bots.game_of("classified").new_game(seed=1)
    bots.play_game(state, [Spy(), Spy()], seed=1)
    assert {s for s in seen} == {(dict, random.Random)}


def test_no_legal_action_is_an_error():
    for name in ("random", "rules", "ismcts"):
        bot = bots.load(name, "persona")
        with pytest.raises(ValueError, match="at least one legal action"):
            bot.decide({"viewer": 0}, [], random.Random(0))


def test_a_bot_that_reads_no_observation_is_handed_none_and_plays_the_same_game():
    """The random bot declares reads_observation = False: play_game skips observing for it
    (a long game's observations cost far more than its choices) and the game is unchanged."""
    seen = []

    class Watching(bots.RandomBot):
        reads_observation = True

        def decide(self, observation, legal_actions, rng=None):
            seen.append(type(observation))
            return super().decide(observation, legal_actions, rng)

    blind = bots.game_of("rednotice").new_game(seed=3)
    bots.play_game(blind, [bots.RandomBot(), bots.RandomBot()], seed=3)
    watched = bots.game_of("rednotice").new_game(seed=3)
    bots.play_game(watched, [Watching(), Watching()], seed=3)
    assert set(seen) == {dict}
    assert [e.to_json() for e in blind.history] == [e.to_json() for e in watched.history]
