"""``python -m benchmarks.coach_agreement``: how often the coach's top move is as good as the
best move a search with ten times its budget finds.

On ``--positions`` decisions per game (the search bot's decisions, spread over random games;
``benchmarks.bots.sample_positions``), the coach advises at its level (``coach.advice``: up to
``coach.ROUNDS`` searches of the level's iterations), and a reference search of ten times that
budget (``--factor``) estimates every move's winning chance, the coach's top move included, and
finds its best move (the one it would play: the most tried, or the best mean where it pairs its
samples). The coach agrees where its top move's reference chance lies within ``--margin`` (5
points) of that move's. Printed per game: positions, agreements with a 95% (Wilson) interval,
and the mean shortfall. Both searches count iterations, not seconds, so the figures do not
depend on the machine's load (their CPU time is printed, and does). At the default level and
100 positions the reference searches cost hours of CPU time; ``--level easy`` and fewer
positions give a quicker look.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

from tutor import bots
from tutor.bots import coach
from tutor.bots.base import seat_of
from tutor.bots.ismcts import ISMCTSBot, search_iterations

from .bots import GAMES, sample_positions


def wilson(hits: int, n: int) -> tuple[float, float]:
    """The 95% interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    return coach.interval(hits / n, n)


def compare(game_name: str, observation: dict, legal: list, level: str, factor: int,
            index: int) -> tuple[float, float] | None:
    """(shortfall of the coach's top move below the reference's best, CPU seconds), or None
    where the coach cannot advise."""
    start = time.process_time()
    game = bots.game_of(game_name)
    rng = coach.observation_rng(observation, index)
    tips = coach.advice(game, observation, legal, rng, level, top=1, why=False)
    if not tips or not tips[0].visits:
        return None
    budget = coach.ROUNDS * search_iterations(game)[level] * factor
    reference = ISMCTSBot(game, iterations=budget)
    me = seat_of(observation)
    root = reference.search(observation, me, coach.observation_rng(observation, -index - 1),
                            legal, include=tips[0].moves)
    rows = coach.merged(game, root, me, legal)
    mine = next((r for r in rows if tips[0].action in r.moves), None)
    if mine is None:
        return None
    return max(0.0, rows[0].chance - mine.chance), time.process_time() - start


def measure(game_name: str, positions: int, level: str, factor: int, margin: float,
            workers: int) -> str:
    """One line of figures for ``game_name``."""
    found = sample_positions(game_name, positions, seed=17)
    with ProcessPoolExecutor(workers) as pool:
        jobs = [pool.submit(compare, game_name, obs, legal, level, factor, i)
                for i, (obs, legal) in enumerate(found)]
        results = [r for r in (j.result() for j in jobs) if r is not None]
    n = len(results)
    hits = sum(short <= margin for short, _ in results)
    low, high = wilson(hits, n)
    shortfall = sum(s for s, _ in results) / n if n else math.nan
    cpu = sum(c for _, c in results)
    return (f"{game_name:<13} {n:>4} positions  coach within {margin * 100:.0f} points: "
            f"{hits:>4} ({100 * hits / max(n, 1):5.1f}%, 95% {100 * low:.0f}-{100 * high:.0f}%)"
            f"  mean shortfall {100 * shortfall:4.1f} points  CPU {cpu:7.1f} s")


def parse(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.coach_agreement",
                                description="The coach's top move against a 10x search.")
    p.add_argument("--positions", type=int, default=100, help="positions per game")
    p.add_argument("--level", default="normal", choices=("easy", "normal", "hard"),
                   help="the coach's level (default: normal, the explorers')")
    p.add_argument("--factor", type=int, default=10, help="the reference search's budget, "
                   "in multiples of the coach's")
    p.add_argument("--margin", type=float, default=0.05, help="agreement margin (0.05: five "
                   "points of winning chance)")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--game", action="append", choices=GAMES, help="only this game")
    return p.parse_args(argv)


def main(argv=None) -> None:
    args = parse(argv)
    print(f"The coach ({args.level}, up to {coach.ROUNDS} searches) against a search of "
          f"{args.factor}x its budget, on {args.positions} positions per game:")
    for game_name in args.game or GAMES:
        print(measure(game_name, args.positions, args.level, args.factor, args.margin,
                      args.workers), flush=True)


if __name__ == "__main__":
    main()
