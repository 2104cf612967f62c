"""Instructions per decision under valgrind: an engine-cost figure that a busy machine cannot blur.

CPU time on a shared machine moves by 20% or more from run to run; the number of instructions the
interpreter executes for the same fixed-seed random games does not. For each checkout given, this
runs valgrind's callgrind on one game and on ``--games`` games and reports

    (instructions(N games) - instructions(1 game)) / (decisions(N) - decisions(1))

so that start-up and imports cancel out. Compare two checkouts side by side, e.g. before and after
a change::

    git worktree add /tmp/before <commit>
    python -m benchmarks.instructions --game persona --games 20 /tmp/before .

It needs ``valgrind`` on the PATH (Debian: ``apt-get install valgrind``) and takes about a minute
per checkout and game on a quiet machine.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

PLAY = """
import random, sys
from tutor import games
game, n = games.load(sys.argv[1]), int(sys.argv[2])
decisions = 0
for seed in range(n):
    state, rng = game.new_game(seed=seed), random.Random(seed)
    while not state.is_over:
        player = state.to_act[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
        decisions += 1
print("decisions", decisions)
"""


def count(checkout: Path, game: str, games: int) -> tuple[int, int]:
    """(decisions, instructions) of ``games`` fixed-seed random games played by ``checkout``."""
    env = dict(os.environ, PYTHONPATH=str(checkout), PYTHONHASHSEED="0")
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         sys.executable, "-c", PLAY, game, str(games)],
        cwd=checkout, env=env, capture_output=True, text=True, check=True)
    decisions = int(re.search(r"^decisions (\d+)$", done.stdout, re.M).group(1))
    instructions = int(re.search(r"Collected : (\d+)", done.stderr).group(1))
    return decisions, instructions


def per_decision(checkout: Path, game: str, games: int) -> tuple[float, int]:
    """(instructions per decision, decisions counted) for one checkout."""
    d1, i1 = count(checkout, game, 1)
    dn, i_n = count(checkout, game, games)
    return (i_n - i1) / (dn - d1), dn - d1


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkouts", nargs="+", type=Path, help="repository checkouts to compare")
    parser.add_argument("--game", action="append", help="game name (repeatable; default: all)")
    parser.add_argument("--games", type=int, default=20, help="random games per measurement")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (Debian: apt-get install valgrind)")
    names = args.game or ["classified", "persona", "rednotice", "infiltration"]
    first: dict[str, float] = {}
    print(f"{'game':14s} {'checkout':40s} {'instr/decision':>15s} {'decisions':>9s} {'vs first':>8s}")
    for name in names:
        for checkout in args.checkouts:
            value, decisions = per_decision(checkout.resolve(), name, args.games)
            ratio = value / first.setdefault(name, value)
            print(f"{name:14s} {str(checkout):40s} {value:15,.0f} {decisions:9d} {ratio:8.3f}")


if __name__ == "__main__":
    main()
