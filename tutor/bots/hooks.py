"""What a game provides to bots, found by convention beside its engine.

A game plugs in its own pieces by convention, beside its engine:
``Game.determinize(observation, rng) -> State`` (or a module ``<game package>.determinize`` with
``determinize(game, observation, rng)``) enables ``ismcts``; a module ``<game package>.rules_bot``
with a class ``RulesBot(game, **params)`` enables ``rules``; a module ``<game package>.evaluation``
with ``evaluate(state) -> [winning chance of each seat]`` lets ``ismcts`` stop its playouts
short of the end; a module ``<game package>.coach_terms`` gives the coach its reasons (what a
move wins, blocks or risks, measured on the player's observation). ``random`` works for every
game.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import partial
from typing import Callable

from ..engine import Game


def game_of(game) -> Game:
    """A loaded game from a game or its registered name."""
    if isinstance(game, Game):
        return game
    from .. import games
    return games.load(game)


def _package(game: Game) -> str:
    return type(game).__module__.rsplit(".", 1)[0]


def _module(game: Game, name: str):
    """The game package's module ``name``, or None when the game has none."""
    full = f"{_package(game)}.{name}"
    try:
        found = importlib.util.find_spec(full)
    except ModuleNotFoundError:
        return None
    return importlib.import_module(full) if found else None


def determinizer(game) -> Callable | None:
    """``f(observation, rng) -> State`` for ``game``, or None when the game has none."""
    game = game_of(game)
    own = getattr(type(game), "determinize", None)
    if own is not None and own is not getattr(Game, "determinize", None):
        return game.determinize
    module = _module(game, "determinize")
    return None if module is None else partial(module.determinize, game)


def rules_bot_class(game):
    """The game's rule-based bot class, or None."""
    game = game_of(game)
    if game.rules_bot is not None:
        return game.rules_bot
    module = _module(game, "rules_bot")
    return None if module is None else module.RulesBot


def evaluator(game) -> Callable | None:
    """``evaluate(state) -> [winning chance of each seat]`` for ``game``, or None."""
    game = game_of(game)
    if game.evaluation is not None:
        return game.evaluation
    module = _module(game, "evaluation")
    return None if module is None else module.evaluate


def terms_of(game):
    """The game's coach terms (module ``<game package>.coach_terms``: ``measures(observation)``
    and ``words(key, side, lang)``), or None."""
    game = game_of(game)
    if game.coach_terms is not None:
        return game.coach_terms
    return _module(game, "coach_terms")
