"""Position evaluations that let the search stop its playouts short of the end: each seat's
winning chance from the rules bot's estimate of the points."""

import random

from tutor import games
from tutor.games.persona.evaluation import chance, evaluate

STRONG = ["COS-W1", "COS-W3", "COS-A3", "COS-A4"]     # a Worker activates the company


def persona_spec():
    """A two-player position in week 3 (the deck and the hands as a random game left them)."""
    game = games.load("persona")
    state, rng = game.new_game(seed=1, players=2), random.Random(1)
    for _ in range(12):
        seat = state.to_act[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    spec = state.to_scenario()
    spec["week"] = 3
    return game, spec


def placed(game, spec, seat: int):
    """The position with the STRONG cards moved from wherever they lie to ``seat``'s area."""
    spec = {**spec, "play_areas": [list(a) for a in spec["play_areas"]]}
    for key in ("deck", "discards"):
        spec[key] = [c for c in spec[key] if c not in STRONG]
    spec["hands"] = [[c for c in h if c not in STRONG] for h in spec["hands"]]
    spec["play_areas"] = [[c for c in a if c not in STRONG] for a in spec["play_areas"]]
    spec["encrypted"] = [None if c in STRONG else c for c in spec["encrypted"]]
    spec["play_areas"][seat] += STRONG
    return game.scenario(spec)


def test_a_won_majority_scores_above_a_lost_one():
    game, spec = persona_spec()
    ahead, behind = evaluate(placed(game, spec, 0)), evaluate(placed(game, spec, 1))
    assert ahead[0] > 0.5 > behind[0]
    assert ahead[0] > behind[0] and ahead[1] < behind[1]
    assert abs(sum(ahead) - 1) < 1e-9 and all(0 < p < 1 for p in ahead + behind)


def test_the_same_margin_decides_more_in_the_last_week():
    assert chance(0, 1) == 0.5 == chance(0, 3)
    assert 0.5 < chance(5, 1) < chance(5, 3) < chance(10, 3) < 1
    assert chance(-5, 3) < chance(-5, 1) < 0.5


def test_a_finished_game_scores_its_result():
    game = games.load("persona")
    state, rng = game.new_game(seed=2, players=2), random.Random(2)
    while not state.is_over:
        seat = state.to_act[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    winners = state.result["winners"]
    assert evaluate(state) == [1 / len(winners) if p in winners else 0.0 for p in range(2)]
