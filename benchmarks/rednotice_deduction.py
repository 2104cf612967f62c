"""How much the agent can deduce in random Red Notice games: the size of the possible-city set
at the end of each round (median per round, and over all rounds)."""

from __future__ import annotations

import random
import statistics

from tutor.games import rednotice


def sizes_per_round(seed: int) -> list[int]:
    """One random game: the possible-city set's size when each round ends."""
    state = rednotice.GAME.new_game(seed=seed)
    rng, sizes, current = random.Random(seed), [], 0
    while not state.is_over:
        player = state.to_act[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
        b = state.board
        if b.round != current:
            if current:
                sizes.append(len(b.possible))
            current = b.round
    return sizes


def run(games: int = 200) -> dict:
    """Median set size per round number (rounds that at least 10 games reached) and overall."""
    by_round: dict[int, list[int]] = {}
    every = []
    for seed in range(games):
        for number, size in enumerate(sizes_per_round(seed), 1):
            by_round.setdefault(number, []).append(size)
            every.append(size)
    medians = {n: statistics.median(v) for n, v in sorted(by_round.items()) if len(v) >= 10}
    return {"games": games, "median": statistics.median(every), "per_round": medians}


if __name__ == "__main__":
    result = run()
    rounds = ", ".join(f"{n}:{m:g}" for n, m in list(result["per_round"].items())[:12])
    print(f"rednotice possible cities: median {result['median']:g} of 30 over all rounds of "
          f"{result['games']} random games; per round {rounds}")
