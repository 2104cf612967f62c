"""How the rules bot guides the search: an opponent model that decides on the opponent's own
observation of the sampled state, epsilon-greedy rules playouts, the root prior, and the
settings each game chooses."""

import random

import pytest

from tests.bots.positions import positions
from tutor import bots
from tutor.bots.ismcts import SETTINGS, ISMCTSBot, search_settings


class SpyGuide:
    """Records what the search hands its guide; plays the first legal move."""

    name = "spy"

    def __init__(self):
        self.calls = []

    def decide(self, observation, legal_actions, rng):
        self.calls.append((observation, list(legal_actions)))
        return legal_actions[0]


def day_position():
    return next(positions("persona", 1, 2, None, lambda o: o["phase"] == "day"))


def classified_position():
    return next(positions("classified", 3, 2, None,
                          lambda o: o["decision"]["rule"] == "classified.turn.action"
                          and not o["limbo"]))


def spied(game, **settings):
    bot = bots.load("ismcts", game, **settings)
    bot.guide = SpyGuide()
    return bot


def test_opponent_moves_in_the_tree_come_from_their_own_observation():
    state, seat = day_position()
    legal = state.legal_actions(seat)
    bot = spied("persona", iterations=2 * len(legal) + 5, opponents="rules", playout="random",
                prior=0.0, epsilon=0.0)      # past the root once every move is tried
    bot.decide(state.observe(seat), legal, random.Random(3))
    viewers = {obs["viewer"] for obs, _ in bot.guide.calls}
    assert bot.guide.calls and viewers == {1 - seat}
    assert all(isinstance(obs, dict) for obs, _ in bot.guide.calls)


def test_without_the_model_the_opponents_are_searched():
    state, seat = day_position()
    legal = state.legal_actions(seat)
    bot = spied("persona", iterations=2 * len(legal) + 5, opponents="search", playout="random",
                prior=0.0)
    bot.decide(state.observe(seat), legal, random.Random(3))
    assert bot.guide.calls == []


def test_rules_playouts_ask_the_guide_for_every_seat():
    state, seat = classified_position()
    bot = spied("classified", iterations=6, opponents="search", playout="rules", epsilon=0.0,
                prior=0.0)
    bot.decide(state.observe(seat), state.legal_actions(seat), random.Random(1))
    assert {obs["viewer"] for obs, _ in bot.guide.calls} == {0, 1}


def test_epsilon_one_makes_the_playouts_random():
    state, seat = classified_position()
    bot = spied("classified", iterations=6, opponents="search", playout="rules", epsilon=1.0,
                prior=0.0)
    bot.decide(state.observe(seat), state.legal_actions(seat), random.Random(1))
    assert bot.guide.calls == []


def test_a_strong_prior_keeps_the_rules_bots_move():
    """With a bias far above any win rate and few iterations, the search plays what the rules
    bot would play on the same observation and random source."""
    state, seat = classified_position()
    obs, legal = state.observe(seat), state.legal_actions(seat)
    rules = bots.load("rules", "classified").decide(obs, legal, random.Random(4))
    for root in ("ucb", "paired"):
        bot = bots.load("ismcts", "classified", iterations=len(legal) + 10, prior=1000.0,
                        root=root)
        assert bot.decide(obs, legal, random.Random(4)) == rules


def test_the_prior_goes_to_the_rules_move_at_the_root():
    """Once every root move is tried, an overwhelming bias sends every visit to the rules
    bot's move; without legal actions (or with no prior) there is no hint."""
    state, seat = classified_position()
    obs, legal = state.observe(seat), state.legal_actions(seat)
    iterations = len(legal) + 20
    bot = bots.load("ismcts", "classified", iterations=iterations, prior=1000.0, root="ucb",
                    candidates=0)
    root = bot.search(obs, seat, random.Random(0), legal)
    me, hinted = bot._hint
    assert me == seat and hinted in legal
    root_moves = [k for k in root.children if k[0] == seat]
    assert len(root_moves) == len(legal)
    assert root.children[(me, hinted)].visits == iterations - (len(legal) - 1)
    bot.search(obs, seat, random.Random(0))
    assert bot._hint is None
    unbiased = bots.load("ismcts", "classified", iterations=5, prior=0.0)
    unbiased.search(obs, seat, random.Random(0), legal)
    assert unbiased._hint is None


def test_guided_search_is_reproducible():
    state, seat = classified_position()
    obs, legal = state.observe(seat), state.legal_actions(seat)
    choices = {bots.load("ismcts", "classified", iterations=15, playout="rules",
                         opponents="rules").decide(obs, legal, random.Random(9))
               for _ in range(3)}
    assert len(choices) == 1


def test_each_game_sets_its_guidance_and_settings_are_checked():
    for game in ("classified", "persona", "rednotice", "infiltration"):
        settings = search_settings(game)
        assert set(settings) == set(SETTINGS)
        assert bots.load("ismcts", game).settings == settings
    assert search_settings("classified")["playout"] == "rules"
    assert ISMCTSBot("persona", prior=0.0).prior == 0.0
    with pytest.raises(TypeError, match="unknown ismcts settings: depth"):
        ISMCTSBot("persona", depth=3)
    with pytest.raises(ValueError, match="playout 'greedy': valid are rules, random"):
        ISMCTSBot("persona", playout="greedy")
    with pytest.raises(ValueError, match="epsilon"):
        ISMCTSBot("persona", epsilon=2)
    with pytest.raises(ValueError, match="root 'flat': valid are ucb, paired"):
        ISMCTSBot("persona", root="flat")
    for key in ("candidates", "cutoff"):
        with pytest.raises(ValueError, match=key):
            ISMCTSBot("persona", **{key: -1})
