"""The bot interface every bot shares, and small helpers bots and simulations use.

A bot is any object with ``name`` and ``decide(observation, legal_actions, rng) -> Action``:
it sees what one player may see (``State.observe(player)``) and the actions the engine offers
that player, and draws any chance from ``rng`` (a ``random.Random``). It never receives the State.
A bot whose choice never depends on the observation (the random bot) says so with
``reads_observation = False``; a game loop may then hand it None instead of building one
(``observation_for``): observing costs far more than a random choice in a long game.
"""

from __future__ import annotations

import random
from typing import Protocol, Sequence

from ..engine import Action

SEAT_KEYS = ("viewer", "player", "seat")   # how games name the observing seat


class Bot(Protocol):
    """What ``tutor.bots.load`` returns."""

    name: str

    def decide(self, observation: dict, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        """One of ``legal_actions``."""


class DeterminizeError(ValueError):
    """A game's ``determinize`` cannot rebuild a full state at this kind of decision."""


def seat_of(observation: dict) -> int:
    """The seat an observation belongs to (games name it ``viewer``)."""
    for key in SEAT_KEYS:
        if isinstance(observation.get(key), int) and not isinstance(observation[key], bool):
            return observation[key]
    raise ValueError(f"the observation names no seat (looked for {', '.join(SEAT_KEYS)})")


def observation_for(bot, state, seat: int) -> dict | None:
    """What ``bot`` is handed to decide for ``seat``: ``state.observe(seat)``, or None for a
    bot that declares ``reads_observation = False``."""
    return state.observe(seat) if getattr(bot, "reads_observation", True) else None


def require_actions(legal_actions: Sequence[Action], who: str) -> None:
    """Raise ValueError when there is nothing to choose from."""
    if not legal_actions:
        raise ValueError(f"{who}.decide needs at least one legal action")


def best_scored(legal_actions: Sequence[Action], scores: Sequence[float],
                rng: random.Random) -> Action:
    """The action with the highest score; equal scores (within rounding) drawn by ``rng``."""
    best = max(scores)
    ties = [a for a, s in zip(legal_actions, scores) if s >= best - 1e-9]
    return ties[rng.randrange(len(ties))]


def rewards(result: dict, players: int) -> list[float]:
    """1 for a sole winner, 1/k each for k sharing the win, 0 for the others."""
    winners = list(result.get("winners") or [])
    return [1 / len(winners) if p in winners else 0.0 for p in range(players)]


class RulesBot:
    """The base of every game's rule-based bot: ``decide`` picks the best-scored legal action.

    A game's bot subclasses it and writes ``scores(observation, legal_actions)`` (how good each
    action looks, what a search bot also ranks candidates by); ``chosen_scores`` may add noise
    to them for the final choice (a bluff). ``rng`` defaults to the bot's own seeded source.
    """

    name = "rules"

    def __init__(self, game=None, seed: int = 0):
        self.game = game
        self._rng = random.Random(seed)

    def decide(self, observation: dict, legal_actions: Sequence[Action],
               rng: random.Random | None = None) -> Action:
        """The best-scored legal action (ties broken by ``rng``)."""
        require_actions(legal_actions, type(self).__name__)
        rng = self._rng if rng is None else rng
        if len(legal_actions) == 1:
            return legal_actions[0]
        return best_scored(legal_actions, self.chosen_scores(observation, legal_actions, rng),
                           rng)

    def scores(self, observation: dict, legal_actions: Sequence[Action]) -> list[float]:
        """How good each legal action looks now (each game's bot says)."""
        raise NotImplementedError(f"{type(self).__name__} must score the legal actions")

    def chosen_scores(self, observation: dict, legal_actions: Sequence[Action],
                      rng: random.Random) -> list[float]:
        """The scores ``decide`` maximises: ``scores`` unless the bot adds to them."""
        return self.scores(observation, legal_actions)
