"""Bots: every bot has ``decide(observation, legal_actions) -> Action`` and sees only its
observation, never the board."""

from .random_bot import RandomBot

__all__ = ["RandomBot"]
