"""Bots: every bot has ``decide(observation, legal_actions, rng) -> Action`` and sees only its
observation, never the State. ``load(name, game, **params)`` builds one; ``names(game)`` lists
them (``random``, ``rules``, ``ismcts``)."""

from .base import Bot, DeterminizeError, seat_of
from .play import play_game
from .random_bot import RandomBot
from .hooks import determinizer, game_of
from .registry import load, names

__all__ = ["Bot", "DeterminizeError", "RandomBot", "determinizer", "game_of", "load", "names",
           "play_game", "seat_of"]
