"""``copy()`` of a mid-game state, per game, in CPU time: the replay of the whole history that
``copy()`` used to be, the first copy of a position (written with ``to_scenario`` and rebuilt
from it) and a repeated copy of the same position (its written form is kept).

Positions: ``SEEDS`` random games per game, each stopped half-way; every figure is the fastest of
``repeats`` timings, averaged over the positions.
"""

from __future__ import annotations

import random
import time

from tutor import games

SEEDS = range(5)


def midgame(game, seed: int):
    """The state half-way through the uniformly random game ``seed``."""
    def play(limit):
        rng, state = random.Random(seed), game.new_game(seed=seed)
        while not state.is_over and len(state.history) < limit:
            player = state.to_act[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
        return state
    return play(len(play(10 ** 6).history) // 2)


def fastest(function, repeats: int) -> float:
    """The least CPU time of ``repeats`` calls of ``function``, in milliseconds."""
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        function()
        best = min(best, time.process_time() - start)
    return best * 1000


def first_copy(state):
    """A copy with the state's written position forgotten, as for a position met the first time."""
    state.__dict__.pop("_position_cache", None)
    return state.copy()


def rows(repeats: int = 5) -> list[tuple]:
    """(game, mean history length, replay ms, first copy ms, repeated copy ms) per game."""
    out = []
    for name in games.names():
        states = [midgame(games.load(name), seed) for seed in SEEDS]
        figures = [(fastest(s.replay, repeats), fastest(lambda s=s: first_copy(s), repeats),
                    fastest(s.copy, repeats)) for s in states]
        mean = [sum(column) / len(states) for column in zip(*figures)]
        out.append((name, sum(len(s.history) for s in states) / len(states), *mean))
    return out


def print_table(table) -> None:
    """The copy table."""
    print(f"\ncopy() of a mid-game state (CPU ms, fastest of 5, mean of {len(SEEDS)} positions)")
    print(f"  {'game':<16}{'moves':>7}{'replay (old copy)':>19}{'first copy':>12}"
          f"{'repeated copy':>15}")
    for name, moves, replay, first, repeated in table:
        print(f"  {name:<16}{moves:>7.0f}{replay:>19.2f}{first:>12.2f}{repeated:>15.2f}")


if __name__ == "__main__":
    print_table(rows())
