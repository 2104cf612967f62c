"""A bot that picks uniformly among the legal actions, from its own seeded random source."""

from __future__ import annotations

import random
from typing import Sequence

from ..engine import Action


class RandomBot:
    """Chooses a random legal action; the same seed gives the same choices."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._rng = random.Random(seed)

    def decide(self, observation: dict, legal_actions: Sequence[Action]) -> Action:
        """One of ``legal_actions`` (the observation is accepted for the common bot interface)."""
        if not legal_actions:
            raise ValueError("RandomBot.decide needs at least one legal action")
        return legal_actions[self._rng.randrange(len(legal_actions))]
