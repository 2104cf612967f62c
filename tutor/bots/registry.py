"""Bots by name: ``load(name, game, **params)`` and ``names(game)`` (the game hooks that enable
``rules`` and ``ismcts`` are described in ``tutor.bots.hooks``)."""

from __future__ import annotations

from .hooks import determinizer, game_of, rules_bot_class
from .ismcts import ISMCTSBot
from .random_bot import RandomBot


def names(game) -> list[str]:
    """The bots that can play ``game``."""
    game = game_of(game)
    found = ["random"]
    if rules_bot_class(game) is not None:
        found.append("rules")
    if determinizer(game) is not None:
        found.append("ismcts")
    return found


def load(name: str, game, **params):
    """A new bot called ``name`` for ``game``; ``params`` go to its constructor (e.g.
    ``difficulty="hard"`` or ``iterations=500`` for ismcts, ``seed=3`` for random)."""
    game = game_of(game)
    available = names(game)
    if name not in available:
        raise ValueError(f"no bot {name!r} for {game.name}; valid bots: {', '.join(available)}")
    if name == "random":
        return RandomBot(game=game, **params)
    if name == "rules":
        return rules_bot_class(game)(game, **params)
    return ISMCTSBot(game, **params)
