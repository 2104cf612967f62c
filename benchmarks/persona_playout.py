"""Persona Non Grata random playouts, cycling through 2, 3 and 4 players."""

from __future__ import annotations

from tutor.games import persona

from . import setups
from .playout import random_playouts

PLAYER_COUNTS = setups.PERSONA_PLAYERS


def run(seconds: float = 3.0) -> dict:
    """Games per second and microseconds per decision over 2-, 3- and 4-player games with the
    default options."""
    return random_playouts(persona.GAME, seconds, setups.persona)


if __name__ == "__main__":
    result = run()
    print(f"persona: {result['games_per_second']:.0f} games/s, "
          f"{result['us_per_decision']:.1f} us/decision ({result['games']} games)")
