"""A bot that picks uniformly among the legal actions."""

from __future__ import annotations

import random
from typing import Sequence

from ..engine import Action
from .base import require_actions


class RandomBot:
    """Chooses a random legal action with the ``rng`` it is handed (or its own seeded one)."""

    name = "random"
    reads_observation = False          # game loops may hand it None (see tutor.bots.base)

    def __init__(self, seed: int = 0, game=None):
        self.seed = seed
        self._rng = random.Random(seed)

    def decide(self, observation: dict | None, legal_actions: Sequence[Action],
               rng: random.Random | None = None) -> Action:
        """One of ``legal_actions`` (the observation, if any, is accepted for the common bot
        interface and not read)."""
        require_actions(legal_actions, "RandomBot")
        rng = self._rng if rng is None else rng
        return legal_actions[rng.randrange(len(legal_actions))]
