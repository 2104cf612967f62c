"""The engine core every game shares.

A game is a :class:`Game` subclass that sets up a typed board and runs its flow as a generator
that yields :class:`Decision` objects. :class:`State` drives that generator and gives every game
the same public API: ``to_act``, ``legal_actions``, ``apply``, ``observe`` (the player's whole
information state, ``knowledge`` included), ``events_for``, JSON save and load, replay, undo,
``to_scenario`` and ``view``/``_repr_html_`` for notebooks.
"""

from .actions import Action
from .catalogue import Catalogue, Rule, load_catalogue
from .decision import Decision, Option
from .errors import IllegalAction, OptionError, SaveFileError, ScenarioError, UnknownCard
from .events import Event
from .game import Game
from .state import State

__all__ = [
    "Action", "Catalogue", "Decision", "Event", "Game", "IllegalAction", "Option", "OptionError",
    "Rule", "SaveFileError", "ScenarioError", "State", "UnknownCard", "load_catalogue",
]
