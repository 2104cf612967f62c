"""Persona Non Grata lessons, in teaching order: each rule just before it is used.

``LESSONS`` is the ordered list the tutorial app offers. Every lesson runs on the live engine
from a fixed seed or a hand-set position, with the learner as player 0 ("You"); the other
players' halves of each simultaneous choice are scripted ``auto_all`` steps placed before the
learner's move, so the learner's move reveals the day.
"""

from .archive import ARCHIVE, TIES
from .basics import GOAL, SETUP
from .day import A_DAY, ENCRYPTING
from .scoring import SCORING
from .two import TWO_PLAYERS

LESSONS = [GOAL, SETUP, A_DAY, ENCRYPTING, ARCHIVE, TIES, SCORING, TWO_PLAYERS]

__all__ = ["LESSONS"]
