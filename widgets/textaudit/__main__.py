"""``python -m widgets.textaudit`` (``make text-audit``): the text audit of every game in
English and Japanese; prints the findings per check and game, with examples, and exits 1 if
there is any. ``--games N``: random games per game (default 300); ``--game NAME`` (repeatable)."""

from __future__ import annotations

import argparse
import sys
import time

from .audit import GAMES, audit
from .tally import Tally


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m widgets.textaudit", description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="random games per game")
    parser.add_argument("--game", action="append", choices=GAMES, help="only this game")
    args = parser.parse_args(argv)
    names = args.game or list(GAMES)
    tally = Tally()
    for name in names:
        start = time.perf_counter()
        audit(name, args.games, tally)
        print(f"{name}: {time.perf_counter() - start:.1f} s", file=sys.stderr)
    print(tally.report(names))
    return 1 if tally.total else 0


if __name__ == "__main__":
    sys.exit(main())
