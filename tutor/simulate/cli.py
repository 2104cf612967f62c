"""``python -m tutor.simulate GAME --games N --seats random,ismcts [--workers K | --scheduler
ADDRESS] --out FILE``: play the games, print a summary, write the table as CSV or JSON."""

from __future__ import annotations

import argparse
import json
import sys
import time

from .. import games as game_registry
from .runner import run


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
    p = argparse.ArgumentParser(prog="python -m tutor.simulate", description=__doc__.split("\n")[0])
    p.add_argument("game", choices=game_registry.names())
    p.add_argument("--games", type=int, default=100, help="how many games to play")
    p.add_argument("--seats", default="random,random",
                   help="one bot per seat, comma-separated: random, rules, ismcts[:easy|normal|hard]")
    p.add_argument("--seed", type=int, default=0, help="the run's seed (same seed, same table)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, default=1, help="local worker processes")
    where.add_argument("--scheduler", help="a Dask scheduler address, e.g. tcp://host:8786")
    p.add_argument("--option", action="append", type=option_pair, default=[],
                   metavar="NAME=VALUE", help="a game option (repeatable)")
    p.add_argument("--out", help="write the table here: .csv or .json")
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
                    progress=not args.no_progress)
    except ValueError as error:          # bad seats, options or counts: say so, no traceback
        print(f"error: {error}", file=sys.stderr)
        return 2
    elapsed = time.perf_counter() - start
    print(table.summary())
    print(f"  {elapsed:.1f} s ({len(table) / elapsed:.1f} games/s)")
    if args.out:
        (table.to_csv if args.out.endswith(".csv") else table.to_json)(args.out)
        print(f"  table written to {args.out}")
    return 0
