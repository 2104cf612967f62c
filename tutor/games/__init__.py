"""The registry of games: ``games.load(name)`` and ``games.names()``."""

from __future__ import annotations

import importlib

from ..engine import Game

_MODULES = {
    "classified": "tutor.games.classified",
    "infiltration": "tutor.games.infiltration",
    "persona": "tutor.games.persona",
    "rednotice": "tutor.games.rednotice",
}


def names() -> list[str]:
    """The games this tutor can load."""
    return sorted(_MODULES)


def load(name: str) -> Game:
    """The game definition called ``name``; an unknown name lists the valid ones."""
    if name not in _MODULES:
        raise ValueError(f"unknown game {name!r}; valid games: {', '.join(names())}")
    return importlib.import_module(_MODULES[name]).GAME
