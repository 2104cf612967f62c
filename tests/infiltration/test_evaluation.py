"""The position evaluation the search bot uses when it cuts a playout short: each seat's
chance of being the one who gets out with the most data."""

import random
from functools import lru_cache

from tests.bots.positions import ObserveOnly
from tests.bots.positions import rules_positions as shared_positions
from tests.infiltration.helpers import make, ops
from tutor.games.infiltration import GAME
from tutor.games.infiltration.evaluation import escape_chance, evaluate, win_chances
from tutor.games.infiltration.facility import PATH


@lru_cache(maxsize=None)
def rules_positions(players: int, games: int = 2, every: int = 7) -> tuple:
    """States met in rules-bot games (copies), every ``every`` decisions."""
    return shared_positions(GAME, games, every,
                            lambda seed: GAME.new_game(seed=seed, players=players))


def test_the_chances_are_shares_of_one_win_or_nobody():
    for players in (2, 4):
        for state in rules_positions(players):
            chances = evaluate(state)
            assert len(chances) == players and all(0 <= c <= 1 for c in chances)
            assert sum(chances) <= 1 + 1e-9


def test_it_reads_only_the_observations_and_changes_nothing():
    for state in rules_positions(2)[::2]:
        before = state.to_json()
        assert evaluate(ObserveOnly(state)) == evaluate(state)
        assert state.to_json() == before


def test_a_sampled_state_is_scored_by_its_own_hidden_files():
    """Inside the search the state is a determinization: the other seat's file values are
    drawn, and the estimate follows the drawn ones."""
    state = make(2, operatives=ops(2, o0={"room": "out", "status": "escaped", "files": [2]},
                                   o1={"room": "out", "status": "escaped", "files": [1, 1]}),
                 proximity=60)
    obs = state.observe(0)
    seen = {}
    for seed in range(30):
        sample = GAME.determinize(obs, random.Random(seed))
        seen[sum(sample.board.operatives[1]["files"])] = evaluate(sample)[0]
    assert len(seen) > 1
    low, high = min(seen), max(seen)
    assert seen[low] > seen[high]


def test_a_decisive_position_favours_the_seat_ahead():
    out_rich = {"room": "out", "status": "escaped", "files": [3, 3, 2]}
    deep = {"room": "2.6", "files": [1]}
    state = make(2, operatives=ops(2, o0=out_rich, o1=deep, o2={"room": "1.1"}, o3=deep),
                 revealed=list(PATH), proximity=90, alarm=2)
    chances = evaluate(state)
    assert chances[0] > 0.8 and chances[1] < 0.1


def test_only_escapes_count_when_everyone_may_be_caught():
    assert escape_chance(5) > escape_chance(0) > escape_chance(-3)
    sure, none = win_chances([(0, 1.0, 4.0), (1, 0.0, 9.0)], 2, 1.5), \
        win_chances([(0, 0.0, 4.0), (1, 0.0, 9.0)], 2, 1.5)
    assert sure == [1.0, 0.0] and none == [0.0, 0.0]
    even = win_chances([(0, 1.0, 3.0), (1, 1.0, 3.0)], 2, 1.5)
    assert abs(even[0] - 0.5) < 1e-9 and abs(even[1] - 0.5) < 1e-9
    # two players, "all": a seat with one operative caught cannot win
    assert win_chances([(0, 1.0, 9.0), (1, 1.0, 1.0), (0, 0.0, 0.0), (1, 1.0, 1.0)], 2, 1.5,
                       all_out=True) == [0.0, 1.0]


def test_a_finished_game_scores_its_result():
    state = GAME.new_game(seed=3, players=2)
    rng = random.Random(3)
    while not state.is_over:
        seat = state.to_act[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    winners = state.result["winners"]
    assert evaluate(state) == [1 / len(winners) if p in winners else 0.0 for p in range(2)]
