"""``python -m benchmarks.scribble_probe``: how many places of what the engine API hands out
reach the game when a caller changes them (tests/engine/scribble.py, one place at a time).

For each game, ``--games`` seeded random games are played; at a few positions of each, every
place (or ``--limit`` sampled places) of every observation, event list, result, decision, the
legal actions, ``to_scenario`` and ``snapshot`` is scribbled over on a state of its own. A
place whose change shows in the game, its copy, replay or save is **live**; one after which
the save no longer loads **breaks the save**. Both should be 0.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

from tutor import games as registry


def probe(name: str, games: int, limit: int | None, every: int) -> tuple[Counter, list[str]]:
    """Counts over ``games`` random games of ``name``, and the live places met."""
    from tests.engine.kit import checkpoints
    from tests.engine.scribble import live_paths

    game, counts, live = registry.load(name), Counter(), []
    for seed in range(games):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        rng = random.Random(seed)
        for state in checkpoints(game, seed, players, {}, 100_000, every):
            found = live_paths(state, rng, limit)
            counts["positions"] += 1
            counts["scribbles"] += found["scribbles"]
            counts["live"] += len(found["live"])
            counts["saves broken"] += len(found["saves broken"])
            live += found["live"]
    return counts, live


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.scribble_probe",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--limit", type=int, default=40, help="places sampled per value")
    parser.add_argument("--every", type=int, default=25, help="moves between probed positions")
    parser.add_argument("--game", action="append", choices=registry.names())
    args = parser.parse_args(argv)
    from tests.engine.scribble import actions_are_editable

    columns = ("positions", "scribbles", "live", "saves broken")
    print(f"  {'game':<14}" + "".join(f"{c:>14}" for c in columns))
    failed = False
    for name in args.game or registry.names():
        counts, live = probe(name, args.games, args.limit, args.every)
        print(f"  {name:<14}" + "".join(f"{counts[c]:>14}" for c in columns))
        kinds = Counter(place.split("[")[0].split("(")[0] for place in live)
        if kinds:
            print("      live in: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
        failed = failed or bool(counts["live"])
    editable = actions_are_editable()
    print(f"  an edit through vars() reaches Actions: {'yes' if editable else 'no'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
