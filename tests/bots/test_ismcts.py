"""ISMCTS: reproducible for a fixed number of iterations, honest time budgets, a fallback where
determinize cannot rebuild the position, and root estimates."""

import random
import time

from tests.bots.positions import positions
from tutor import bots
from tutor.bots.ismcts import ISMCTSBot


def first_day():
    state, seat = next(positions("persona", 1, 3, None, lambda o: o["phase"] == "day"))
    return state, seat


def test_same_rng_same_choice():
    state, seat = first_day()
    obs, legal = state.observe(seat), state.legal_actions(seat)
    choices = {bots.load("ismcts", "persona", iterations=30).decide(obs, legal, random.Random(5))
               for _ in range(3)}
    assert len(choices) == 1 and choices <= set(legal)


def test_iterations_are_counted_and_time_is_a_budget():
    state, seat = first_day()
    bot = bots.load("ismcts", "persona", iterations=25, root="ucb")
    bot.decide(state.observe(seat), state.legal_actions(seat), random.Random(0))
    assert bot.last_stats == {"iterations": 25, "fallback": False}
    paired = bots.load("ismcts", "persona", iterations=25, root="paired", candidates=4)
    paired.decide(state.observe(seat), state.legal_actions(seat), random.Random(0))
    assert paired.last_stats == {"iterations": 24, "fallback": False}   # whole rounds of 4
    timed = ISMCTSBot("persona", iterations=10 ** 9, seconds=0.2)
    start = time.perf_counter()
    timed.decide(state.observe(seat), state.legal_actions(seat), random.Random(0))
    assert time.perf_counter() - start < 1.0 and timed.last_stats["iterations"] > 1


def test_undeterminizable_positions_use_the_rules_bot():
    state, seat = next(positions("classified", 30, 2, None,
                                 lambda o: o["decision"]["prompt"] == "discard_order"))
    bot = bots.load("ismcts", "classified", iterations=5)
    obs, legal = state.observe(seat), state.legal_actions(seat)
    choice = bot.decide(obs, legal, random.Random(1))
    assert bot.last_stats == {"fallback": True}
    assert choice == bots.load("rules", "classified").decide(obs, legal, random.Random(1))


def test_root_estimates_are_chances_of_the_bots_own_moves():
    state, seat = first_day()
    bot = bots.load("ismcts", "persona", iterations=60)
    root = bot.search(state.observe(seat), seat, random.Random(2))
    rows = bot.estimates(root, seat)
    assert sum(v for _, v, _ in rows) == 60
    assert all(a in state.legal_actions(seat) and 0 <= p <= 1 for a, _, p in rows)
    assert rows == sorted(rows, key=lambda r: -r[1])


def test_the_search_plays_by_the_game_options():
    """Its determinizations use the options the observation lists, else those it was given."""
    options = {"steal_optional": True, "activator": "choose"}
    bot = bots.load("ismcts", "persona", iterations=3, options=options, root="ucb")
    samples, sample = [], bot.determinize
    bot.determinize = lambda obs, rng: samples.append(sample(obs, rng)) or samples[-1]
    state, seat = first_day()
    obs = {k: v for k, v in state.observe(seat).items() if k != "options"}
    bot.decide(obs, state.legal_actions(seat), random.Random(0))
    assert len(samples) == 3
    assert all(s.options["steal_optional"] and s.options["activator"] == "choose" for s in samples)
