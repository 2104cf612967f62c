"""Classified Information random playouts, cycling through the deck options."""

from __future__ import annotations

from tutor.games import classified

from . import setups
from .playout import random_playouts

DECKS = setups.CLASSIFIED_DECKS


def run(seconds: float = 3.0) -> dict:
    """Games per second and microseconds per decision over base, Emerald, Ruby and random-full
    (with promos) decks, normal difficulty."""
    return random_playouts(classified.GAME, seconds, setups.classified)


if __name__ == "__main__":
    result = run()
    print(f"classified: {result['games_per_second']:.0f} games/s, "
          f"{result['us_per_decision']:.1f} us/decision ({result['games']} games)")
