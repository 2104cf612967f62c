"""The position evaluation a search may score a cut-short playout by: each seat's winning
chance from the board (hands against the opponent's Code, Guards in play)."""

import random

from tests.classified.helpers import GAME, position
from tutor.games.classified.evaluation import evaluate, measures


def random_states(games: int = 3, every: int = 4):
    for seed in range(games):
        state, rng = GAME.new_game(seed=seed), random.Random(seed)
        step = 0
        while not state.is_over:
            if step % every == 0:
                yield state.copy()
            seat = state.to_act[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1
        yield state


def test_the_chances_are_the_two_sides_of_one_estimate_and_change_nothing():
    for state in random_states():
        before = state.to_json()
        chances = evaluate(state)
        assert len(chances) == 2 and abs(sum(chances) - 1) < 1e-9
        assert all(0 <= c <= 1 for c in chances)
        assert state.to_json() == before


def test_a_hand_matching_the_opponents_code_unblocked_is_ahead():
    """Player 0 holds a 5 against Suitcase 4 (Code 3-4-5); player 1's 1 misses Suitcase 8."""
    ahead = position([["C5-A"], ["C1-A"]], ["C8-G", "C4-G"])
    assert measures(ahead.board, 0) == (1.0, 0.0) and measures(ahead.board, 1) == (0.0, 0.0)
    assert evaluate(ahead)[0] > 0.5 > evaluate(ahead)[1]
    blocked = position([["C5-A"], ["C1-A"]], ["C8-G", "C4-G"], guards=[[], ["C5-G"]])
    assert measures(blocked.board, 0)[0] == 0.0             # their Guard 5 blocks the match
    assert evaluate(blocked)[1] > 0.5                       # and counts for them


def test_a_finished_game_scores_its_result():
    *_, state = random_states(games=1)
    winners = state.result["winners"]
    assert evaluate(state) == [1 / len(winners) if p in winners else 0.0 for p in (0, 1)]
