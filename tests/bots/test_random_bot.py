"""RandomBot: legal, reproducible, and able to finish games."""

import pytest

from tests.toy.game import GAME
from tutor.bots import RandomBot


def play_out(seed, bot_seed):
    """A whole toy game between two random bots; returns the action history."""
    state = GAME.new_game(seed=seed)
    bots = {0: RandomBot(bot_seed), 1: RandomBot(bot_seed + 1)}
    while not state.is_over:
        player = state.to_act[0]
        legal = state.legal_actions(player)
        action = bots[player].decide(state.observe(player), legal)
        assert action in legal
        state.apply(player, action)
    return [str(e.action) for e in state.history]


def test_bots_finish_hundreds_of_games_with_legal_moves():
    lines = {tuple(play_out(seed, seed * 7)) for seed in range(300)}
    assert len(lines) > 3        # the choices vary with the seed


def test_same_seed_same_choices():
    assert play_out(5, 11) == play_out(5, 11)


def test_no_legal_action_is_an_error():
    with pytest.raises(ValueError, match="at least one legal action"):
        RandomBot(0).decide({}, [])
