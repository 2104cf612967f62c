"""``python -m tutor.simulate``: play games between bots from a terminal, print a summary, and
write the table (CSV or JSON) and the charts (PNG)."""

from __future__ import annotations

import argparse
import json
import sys
import time

from .. import games as game_registry
from .play import MAX_DECISIONS
from .runner import run

DESCRIPTION = "Play many games between bots and print who won, how often and how games went."
EPILOG = """\
examples:
  python -m tutor.simulate persona --games 1000 --seats rules,random,random --workers 2
  python -m tutor.simulate rednotice --games 200 --seats rules,random --rotate --out run.csv
  python -m tutor.simulate classified --seats rules,ismcts:easy --plots charts/
  python -m tutor.simulate infiltration --games 500 --scheduler tcp://127.0.0.1:8786

The same seed gives the same games, whatever the number of workers or the cluster.
--scheduler needs Dask: pip install 'rules-tutor[cluster]'. More in docs/SIMULATE.md."""


def option_pair(text: str) -> tuple[str, object]:
    """``name=value`` with the value read as JSON when it parses (``promos=true``, ``first_player=0``)."""
    name, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"options are name=value, not {text!r}")
    try:
        return name, json.loads(value)
    except json.JSONDecodeError:
        return name, value


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m tutor.simulate", description=DESCRIPTION,
                                epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("game", choices=game_registry.names(), help="the game to play")
    p.add_argument("--games", type=int, default=100, help="how many games to play (default 100)")
    p.add_argument("--seats", default="random,random",
                   help="one bot per seat, comma-separated, in seat order: random, rules, "
                        "ismcts or ismcts:easy|normal|hard (default random,random)")
    p.add_argument("--seed", type=int, default=0,
                   help="the run's seed: the same seed gives the same games (default 0)")
    p.add_argument("--rotate", action="store_true",
                   help="move the bots one seat round after each game, so each bot plays each "
                        "seat (and in Red Notice each role); the summary gives both views")
    p.add_argument("--max-decisions", type=int, default=MAX_DECISIONS, metavar="N",
                   help="stop a game after N decisions and record it as truncated "
                        f"(default {MAX_DECISIONS:,})")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, default=1,
                       help="local worker processes (default 1)")
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="run on the Dask cluster whose scheduler is at ADDRESS, e.g. "
                            "tcp://127.0.0.1:8786")
    p.add_argument("--option", action="append", type=option_pair, default=[],
                   metavar="NAME=VALUE",
                   help="a game option, repeatable, e.g. --option difficulty=hard")
    p.add_argument("--out", metavar="FILE",
                   help="write the table to FILE: .csv (one column per seat and option) or "
                        ".json (the rows as lists)")
    p.add_argument("--plots", metavar="DIR",
                   help="save every chart and the dashboard as PNG files in DIR")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    return p


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    if args.out and not args.out.endswith((".csv", ".json")):
        parser().error("--out must end in .csv or .json")
    start = time.perf_counter()
    try:
        table = run(args.game, args.seats.split(","), args.games, options=dict(args.option),
                    seed=args.seed, workers=args.workers, client=args.scheduler,
                    progress=not args.no_progress, rotate=args.rotate,
                    max_decisions=args.max_decisions)
    except (ValueError, ConnectionError) as error:  # bad seats, options or counts; no cluster
        print(f"error: {error}", file=sys.stderr)
        return 2
    elapsed = time.perf_counter() - start
    print(table.summary())
    print(f"  {elapsed:.1f} s ({len(table) / elapsed:.1f} games/s)")
    if args.out:
        (table.to_csv if args.out.endswith(".csv") else table.to_json)(args.out)
        print(f"  table written to {args.out}")
    if args.plots:
        from .plots import save_all            # matplotlib only when charts are asked for
        paths = save_all(table, args.plots)
        print(f"  {len(paths)} charts saved in {args.plots}")
    return 0
