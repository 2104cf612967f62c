"""Playing a whole game between bots, each seeing only its own observation."""

from __future__ import annotations

import random
from typing import Sequence

from .base import observation_for


def seat_rng(seed: int, seat: int) -> random.Random:
    """The random source of one seat in one game (independent of every other seat)."""
    return random.Random(f"bot/{seed}/{seat}")


def play_game(state, bots: Sequence, seed: int = 0, max_decisions: int | None = None) -> int:
    """Play ``state`` to the end, or until ``max_decisions`` decisions (then the game is left
    unfinished), with ``bots[seat]`` deciding for each seat; returns the number of decisions
    taken. Each bot gets ``observe(seat)``, ``legal_actions(seat)`` and its seat's own random
    source (a bot that reads no observation is handed None: ``observation_for``)."""
    rngs = [seat_rng(seed, seat) for seat in range(len(bots))]
    decisions = 0
    while not state.is_over and (max_decisions is None or decisions < max_decisions):
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        bot = bots[seat]
        action = bot.decide(observation_for(bot, state, seat), legal, rngs[seat])
        state.apply(seat, action)
        decisions += 1
    return decisions
