"""Infiltration lessons, in teaching order: each rule just before it is used.

The learner is player 0 ("You"); the other players' halves of each simultaneous selection are
scripted ``auto_all`` steps placed before the learner's move, so the learner's move starts the
execution phase. Steps highlight these parts of the board: ``facility`` (the room V),
``secret`` (the secret room), ``monitor`` (alarm and proximity), ``hand``, ``operatives``,
``files``, ``npcs``, ``log`` and ``scores``.
"""

from .actions import ACTIONS, REVEALING
from .basics import A_ROUND, GOAL, SETUP
from .ending import ESCAPE, SECRET_ROOM, TWO_PLAYERS
from .people import NPCS, WOUNDS

LESSONS = [GOAL, SETUP, A_ROUND, ACTIONS, REVEALING, NPCS, WOUNDS, SECRET_ROOM, ESCAPE,
           TWO_PLAYERS]

__all__ = ["LESSONS"]
