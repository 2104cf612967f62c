"""Red Notice random playouts: both roles random, default options and both seatings."""

from __future__ import annotations

from tutor.games import rednotice

from . import setups
from .playout import random_playouts


def run(seconds: float = 3.0) -> dict:
    """Games per second and microseconds per decision, alternating which seat is the forger."""
    return random_playouts(rednotice.GAME, seconds, setups.rednotice)


if __name__ == "__main__":
    result = run()
    print(f"rednotice: {result['games_per_second']:.1f} games/s, "
          f"{result['us_per_decision']:.1f} us/decision ({result['games']} games)")
