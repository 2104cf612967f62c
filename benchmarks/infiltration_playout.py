"""Infiltration random playouts with 2, 4 and 6 players (one row each)."""

from __future__ import annotations

import hashlib
import random
import time

from tutor.games import infiltration

from . import setups
from .playout import random_playouts

PLAYER_COUNTS = setups.INFILTRATION_PLAYERS


def run(seconds: float = 3.0, players: int | None = None) -> dict:
    """Games per second and microseconds per decision with the default options; ``players``
    fixes the player count, else the games cycle through 2, 4 and 6."""
    counts = (players,) if players else PLAYER_COUNTS
    return random_playouts(infiltration.GAME, seconds,
                           lambda i: {"players": counts[i % len(counts)]})


def runners() -> dict:
    """One ``run(seconds)`` per player count, by row label (for alternating rounds)."""
    return {f"infiltration {n}p": (lambda seconds, n=n: run(seconds, n)) for n in PLAYER_COUNTS}


def rows(seconds: float = 3.0) -> dict[str, dict]:
    """One result per player count, each measured for ``seconds``."""
    return {f"infiltration {n}p": run(seconds, n) for n in PLAYER_COUNTS}


def fixed_seeds(games: int = 300) -> dict:
    """CPU time (``time.process_time``, so other load on the machine counts less) of ``games``
    random games on seeds 0.. cycling through 2, 4 and 6 players, and a digest of every decision
    and result: a change that only makes the engine faster keeps the digest."""
    digest, decisions = hashlib.sha256(), 0
    start = time.process_time()
    for seed in range(games):
        state = infiltration.GAME.new_game(seed=seed, players=PLAYER_COUNTS[seed % 3])
        rng = random.Random(seed)
        while not state.is_over:
            player = state.to_act[0]
            action = rng.choice(state.legal_actions(player))
            state.apply(player, action)
            digest.update(str(action).encode())
            decisions += 1
        digest.update(repr(state.result).encode())
    cpu = time.process_time() - start
    return {"games": games, "decisions": decisions, "cpu_seconds": cpu,
            "cpu_us_per_decision": cpu / decisions * 1e6, "digest": digest.hexdigest()[:16]}


if __name__ == "__main__":
    fixed = fixed_seeds()
    print(f"fixed seeds: {fixed['decisions']} decisions, {fixed['cpu_us_per_decision']:.1f} CPU "
          f"us/decision, digest {fixed['digest']}")
    for label, result in rows().items():
        print(f"{label}: {result['games_per_second']:.1f} games/s, "
              f"{result['us_per_decision']:.1f} us/decision ({result['games']} games)")
