"""The position evaluation the search bot uses when it cuts a playout short: the forger's
winning chance against the agent's, read from the forger's view of the sampled state."""

import random
from functools import lru_cache

from tests.bots.positions import ObserveOnly
from tests.bots.positions import rules_positions as shared_positions
from tests.rednotice.helpers import table
from tutor.games.rednotice import GAME
from tutor.games.rednotice.evaluation import evaluate


@lru_cache(maxsize=None)
def rules_positions(games: int = 2, every: int = 25) -> tuple:
    """States met in rules-bot games (copies), every ``every`` decisions."""
    return shared_positions(GAME, games, every, lambda seed: GAME.new_game(
        seed=seed, players=2, options={"forger_seat": seed % 2}))


def test_the_chances_are_the_two_sides_of_one_estimate():
    for state in rules_positions():
        chances = evaluate(state)
        assert len(chances) == 2 and all(0 < c < 1 for c in chances)
        assert abs(sum(chances) - 1) < 1e-9


def test_it_reads_only_the_observations_and_changes_nothing():
    for state in rules_positions()[::3]:
        before = state.to_json()
        assert evaluate(ObserveOnly(state)) == evaluate(state)
        assert state.to_json() == before


def test_a_sampled_state_is_scored_by_its_own_hidden_city():
    """Inside the search the state is a determinization from the agent's view: the estimate
    follows the sampled forger city (near the agent or far from her), not the real one."""
    near = table(forger_city="chicago", possible=["chicago", "sydney"])
    obs = near.observe(near.board.seat("agent"))
    seen = {}
    for seed in range(20):
        sample = GAME.determinize(obs, random.Random(seed))
        seen[sample.board.forger_city] = evaluate(sample)[sample.board.seat("forger")]
    assert set(seen) == {"chicago", "sydney"}
    assert seen["sydney"] > seen["chicago"]


def test_a_decisive_position_favours_the_side_ahead():
    rich = table(forger_city="sydney", possible=["sydney", "perth", "auckland"],
                 cashed=[{"check": f"OC-200-{i}", "city": "sydney"} for i in (1, 2)]
                 + [{"check": f"OC-100-{i}", "city": "sydney"} for i in (1, 2, 3, 4)],
                 captures=0)
    caught = table(forger_city="chicago", possible=["chicago"], agent_city="new_york",
                   identities=[{"id": "pilot", "flipped": True},
                               {"id": "journalist", "flipped": True}], captures=2)
    forger_rich = evaluate(rich)[rich.board.seat("forger")]
    forger_caught = evaluate(caught)[caught.board.seat("forger")]
    assert forger_rich > 0.5 > forger_caught


def test_a_finished_game_scores_its_result():
    state = GAME.new_game(seed=3, players=2)
    rng = random.Random(3)
    while not state.is_over:
        seat = state.to_act[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    winner = state.result["winners"][0]
    assert evaluate(state) == [1.0 if p == winner else 0.0 for p in range(2)]
