"""How much the agent can deduce in Red Notice games: the size of the possible-city set at the
end of each round (median per round, and over all rounds), between random bots by default or
between rules bots on both sides (``--bots rules``)."""

from __future__ import annotations

import argparse
import random
import statistics

from tutor import bots as registry
from tutor.bots.play import seat_rng
from tutor.games import rednotice


def sizes_per_round(seed: int, bot: str = "random") -> list[int]:
    """One game between two ``bot`` bots: the possible-city set's size when each round ends."""
    state = rednotice.GAME.new_game(seed=seed)
    if bot == "random":
        rng = random.Random(seed)
        choose = lambda player, legal: rng.choice(legal)            # noqa: E731 - one of two bots
    else:
        players = [registry.load(bot, "rednotice") for _ in range(2)]
        rngs = [seat_rng(seed, seat) for seat in range(2)]
        choose = lambda player, legal: players[player].decide(      # noqa: E731 - one of two bots
            state.observe(player), legal, rngs[player])
    sizes, current = [], 0
    while not state.is_over:
        player = state.to_act[0]
        state.apply(player, choose(player, state.legal_actions(player)))
        b = state.board
        if b.round != current:
            if current:
                sizes.append(len(b.possible))
            current = b.round
    return sizes


def run(games: int = 200, bot: str = "random") -> dict:
    """Median set size per round number (rounds that at least 10 games reached) and overall."""
    by_round: dict[int, list[int]] = {}
    every = []
    for seed in range(games):
        for number, size in enumerate(sizes_per_round(seed, bot), 1):
            by_round.setdefault(number, []).append(size)
            every.append(size)
    medians = {n: statistics.median(v) for n, v in sorted(by_round.items()) if len(v) >= 10}
    return {"games": games, "bots": bot, "median": statistics.median(every),
            "per_round": medians}


def main(argv=None) -> None:
    p = argparse.ArgumentParser(prog="python -m benchmarks.rednotice_deduction",
                                description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--bots", default="random", choices=("random", "rules"),
                   help="the bot on both sides")
    args = p.parse_args(argv)
    result = run(args.games, args.bots)
    rounds = ", ".join(f"{n}:{m:g}" for n, m in list(result["per_round"].items())[:12])
    print(f"rednotice possible cities: median {result['median']:g} of 30 over all rounds of "
          f"{result['games']} {result['bots']}-bot games; per round {rounds}")


if __name__ == "__main__":
    main()
