"""Instructions per decision under valgrind: an engine-cost figure that a busy machine cannot blur.

CPU time on a shared machine moves by 20% or more from run to run; the number of instructions the
interpreter executes for the same fixed-seed random games does not. For each checkout given, this
runs valgrind's callgrind on one game and on ``--games`` games of each row (``setups.ROWS``: the
games, options and player counts of the playout table) and reports

    (instructions(N games) - instructions(1 game)) / (decisions(N) - decisions(1))

so that start-up and imports cancel out. OpenSpiel's pure-Python ``python_tic_tac_toe`` under
uniformly random playouts is counted the same way (once per run; it does not depend on the
checkout) and every row is printed as a ratio to it: the load-independent form of the playout
table's "ratio to tic-tac-toe". Compare two checkouts side by side, e.g. before and after a
change::

    git worktree add /tmp/before <commit>
    python -m benchmarks.instructions --game persona /tmp/before .

It needs ``valgrind`` on the PATH (Debian: ``apt-get install valgrind``) and takes a few minutes
per checkout and row on a quiet machine.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from .openspiel_tictactoe import NAME as BASELINE
from .setups import ROWS

# The playout loop of benchmarks/playout.py: pick a uniformly random legal action, apply it,
# until the game is over. argv: game name, JSON list of new_game keyword arguments per seed.
PLAY = """
import json, random, sys
from tutor import games
game, setups = games.load(sys.argv[1]), json.loads(sys.argv[2])
decisions = 0
for seed, kwargs in enumerate(setups):
    state, rng = game.new_game(seed=seed, **kwargs), random.Random(seed)
    while not state.is_over:
        player = state.to_act[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
        decisions += 1
print("decisions", decisions)
"""

# The same loop on OpenSpiel's python_tic_tac_toe (benchmarks/openspiel_tictactoe.py). argv: games.
PLAY_BASELINE = f"""
import random, sys
import pyspiel
import open_spiel.python.games  # registers {BASELINE}
game, n = pyspiel.load_game("{BASELINE}"), int(sys.argv[1])
decisions = 0
for seed in range(n):
    state, rng = game.new_initial_state(), random.Random(seed)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        decisions += 1
print("decisions", decisions)
"""


# A fixed hash seed, and one thread for the numerical libraries OpenSpiel imports: their idle
# worker threads spin for as long as the scheduler lets them, and valgrind counts those
# instructions too (the baseline moved by 5% from run to run; with one thread, by 0.01%).
QUIET_ENV = {"PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1",
             "MKL_NUM_THREADS": "1"}


# Games per row. A full garbage collection of the heap comes every couple of hundred games and
# costs some 4 million instructions: over 20 games of Infiltration (665 decisions) that is 3%
# of the count, depending on whether one falls inside; 60 games spread it as play does.
GAMES = 60


def callgrind(args: list[str], cwd: Path, pythonpath: str | None = None) -> tuple[int, int]:
    """(decisions printed, instructions executed) of ``python -c args...`` under callgrind."""
    env = dict(os.environ, **QUIET_ENV)
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
         *args], cwd=cwd, env=env, capture_output=True, text=True, check=True)
    decisions = int(re.search(r"^decisions (\d+)$", done.stdout, re.M).group(1))
    instructions = int(re.search(r"Collected : (\d+)", done.stderr).group(1))
    return decisions, instructions


def count(checkout: Path, label: str, games: int) -> tuple[int, int]:
    """(decisions, instructions) of ``games`` fixed-seed random games of a row, by ``checkout``."""
    name, setup = ROWS[label]
    setups = json.dumps([setup(seed) for seed in range(games)])
    return callgrind([PLAY, name, setups], checkout, str(checkout))


def per_decision(measure, games: int) -> tuple[float, int]:
    """(instructions per decision, decisions counted): ``measure(games)`` minus ``measure(1)``."""
    d1, i1 = measure(1)
    dn, i_n = measure(games)
    return (i_n - i1) / (dn - d1), dn - d1


def baseline(games: int) -> tuple[float, int]:
    """OpenSpiel tic-tac-toe's (instructions per decision, decisions counted)."""
    return per_decision(lambda n: callgrind([PLAY_BASELINE, str(n)], Path.cwd()), games)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkouts", nargs="+", type=Path, help="repository checkouts to compare")
    parser.add_argument("--game", action="append",
                        help="row (game name, or e.g. 'infiltration 4p'; repeatable; a game name "
                             "takes all its rows; default: all)")
    parser.add_argument("--games", type=int, default=GAMES, help="random games per measurement")
    parser.add_argument("--baseline-games", type=int, default=300,
                        help=f"{BASELINE} games per measurement")
    parser.add_argument("--no-baseline", action="store_true", help=f"skip {BASELINE}")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (Debian: apt-get install valgrind)")
    labels = [label for label in ROWS
              if not args.game or label in args.game or ROWS[label][0] in args.game]
    base = None
    print(f"{'game':18s} {'checkout':32s} {'instr/decision':>15s} {'decisions':>9s} "
          f"{'vs first':>8s} {'vs tic-tac-toe':>14s}", flush=True)
    if not args.no_baseline:
        try:
            base, decisions = baseline(args.baseline_games)
            print(f"{BASELINE:18s} {'(OpenSpiel)':32s} {base:15,.0f} {decisions:9d} {'':8s} "
                  f"{1:14.2f}", flush=True)
        except subprocess.CalledProcessError as err:
            print(f"({BASELINE} could not run: {err.stderr.strip().splitlines()[-1]}; "
                  f"pip install -e '.[bench]')", flush=True)
    first: dict[str, float] = {}
    for label in labels:
        for checkout in args.checkouts:
            checkout = checkout.resolve()
            value, decisions = per_decision(lambda n: count(checkout, label, n), args.games)
            ratio = value / first.setdefault(label, value)
            versus = f"{value / base:14.2f}" if base else f"{'-':>14s}"
            print(f"{label:18s} {str(checkout)[-32:]:32s} {value:15,.0f} {decisions:9d} "
                  f"{ratio:8.3f} {versus}", flush=True)


if __name__ == "__main__":
    main()
