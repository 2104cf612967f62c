"""Random-playout speed of any game: whole games of uniformly random legal moves, timed in CPU
time (``time.process_time``: other processes on a shared machine do not count)."""

from __future__ import annotations

import random
import time
from typing import Callable


def random_playouts(game, seconds: float = 3.0,
                    setup: Callable[[int], dict] | None = None) -> dict:
    """Play random games for about ``seconds`` of CPU time; ``setup(seed)`` gives new_game
    keyword args. Each call starts again from seed 0, so repeated runs play the same games."""
    games = decisions = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        kwargs = setup(games) if setup else {}
        state = game.new_game(seed=games, **kwargs)
        rng = random.Random(games)
        while not state.is_over:
            player = state.to_act[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
            decisions += 1
        games += 1
    elapsed = time.process_time() - start
    return {"games": games, "decisions": decisions, "seconds": elapsed,
            "games_per_second": games / elapsed, "us_per_decision": elapsed / decisions * 1e6}
