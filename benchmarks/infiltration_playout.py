"""Infiltration random playouts with 2, 4 and 6 players (one row each)."""

from __future__ import annotations

from tutor.games import infiltration

from .playout import random_playouts

PLAYER_COUNTS = (2, 4, 6)


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


if __name__ == "__main__":
    for label, result in rows().items():
        print(f"{label}: {result['games_per_second']:.1f} games/s, "
              f"{result['us_per_decision']:.1f} us/decision ({result['games']} games)")
