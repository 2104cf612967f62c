"""What a game provides to bots: the parts its ``Game`` class declares.

``Game.determinize(observation, rng) -> State`` enables ``ismcts``; ``Game.rules_bot`` (a
``tutor.bots.base.RulesBot`` subclass) enables ``rules``; ``Game.evaluation`` (``evaluate(state)
-> [winning chance of each seat]``) lets ``ismcts`` stop its playouts short of the end;
``Game.search`` tunes the search; ``Game.coach_terms`` gives the coach its reasons (what a move
wins, blocks or risks, measured on the player's observation). ``random`` works for every game.
Nothing is found by file name: a part the game does not declare is absent.
"""

from __future__ import annotations

from typing import Callable

from ..engine import Game


def game_of(game) -> Game:
    """A loaded game from a game or its registered name."""
    if isinstance(game, Game):
        return game
    from .. import games
    return games.load(game)


def determinizer(game) -> Callable | None:
    """``f(observation, rng) -> State`` for ``game``, or None when the game has none."""
    game = game_of(game)
    own = type(game).determinize
    return None if own is Game.determinize else game.determinize


def rules_bot_class(game):
    """The game's rule-based bot class, or None."""
    return game_of(game).rules_bot


def evaluator(game) -> Callable | None:
    """``evaluate(state) -> [winning chance of each seat]`` for ``game``, or None."""
    return game_of(game).evaluation


def terms_of(game):
    """The game's coach terms (``measures(observation)`` and ``words(key, side, lang)``), or
    None."""
    return game_of(game).coach_terms
