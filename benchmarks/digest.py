"""A digest of fixed-seed random games: the check that a speed-up changed no rule.

For each game's playout set-ups (``setups.ROWS``), ``games`` random games on seeds 0.. are
played as the playout benchmark plays them; every legal-action list, chosen action and event
(public and private parts), each player's final observation and the result go into one SHA-256
digest per row. An optimisation must leave every digest as it was::

    python -m benchmarks.digest --games 300            # before, then after the change
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random

from .setups import ROWS, load


def _plain(value) -> str:
    """Deterministic text of nested event data (sets sorted, keys sorted)."""
    return json.dumps(value, sort_keys=True, default=lambda v: sorted(v, key=repr)
                      if isinstance(v, (set, frozenset)) else repr(v))


def digest(label: str, games: int) -> tuple[str, int]:
    """(digest, decisions) of ``games`` random games of one row."""
    game, setup = load(label)
    sha, decisions = hashlib.sha256(), 0
    for seed in range(games):
        state, rng = game.new_game(seed=seed, **setup(seed)), random.Random(seed)
        while not state.is_over:
            player = state.to_act[0]
            legal = state.legal_actions(player)
            sha.update(repr(legal).encode())
            logged = len(state.log)
            state.apply(player, rng.choice(legal))
            for event in state.log[logged:]:          # every event, all private parts
                sha.update(_plain([event.kind, event.rule, event.public,
                                   {str(k): v for k, v in event.private.items()},
                                   event.reveals, event.step]).encode())
            decisions += 1
        for player in [None, *range(state.players)]:
            sha.update(_plain(state.observe(player)).encode())
        sha.update(_plain(state.result).encode())
        sha.update(str(len(state.log)).encode())
    return sha.hexdigest()[:16], decisions


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--row", action="append", help="row label (default: all)")
    args = parser.parse_args(argv)
    for label in args.row or ROWS:
        value, decisions = digest(label, args.games)
        print(f"{label:18s} {args.games} games {decisions:7d} decisions digest {value}", flush=True)


if __name__ == "__main__":
    main()
