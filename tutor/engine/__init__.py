"""The engine core every game shares.

A game is a :class:`Game` subclass that sets up a board and runs its flow as a generator that
yields :class:`Decision` objects. :class:`State` drives that generator and gives every game the same
public API: ``to_act``, ``legal_actions``, ``apply``, ``observe``, JSON save and load, replay, undo.
"""

from .actions import Action
from .catalogue import Catalogue, Rule, load_catalogue
from .errors import IllegalAction, OptionError, SaveFileError, ScenarioError
from .events import Event
from .game import Decision, Game, Option
from .state import State

__all__ = [
    "Action", "Catalogue", "Decision", "Event", "Game", "IllegalAction", "Option", "OptionError",
    "Rule", "SaveFileError", "ScenarioError", "State", "load_catalogue",
]
