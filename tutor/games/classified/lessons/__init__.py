"""Classified Information lessons, in teaching order: each rule just before it is used.

``LESSONS`` is the ordered list the tutorial app offers; every lesson runs on the live engine
from a fixed seed or a hand-set position, with the learner as player 0.
"""

from .basics import GUARDS, SETUP, TURN
from .citrine import DISCARDS, GUARD_CARDS, QUESTIONS
from .deduction import DEDUCTION, REACTING
from .endgame import ENDGAME
from .fights import ASSASSINATION, SENTINELS
from .other_sets import EMERALD_RUBY, PROMOS_AND_OPTIONS

LESSONS = [SETUP, TURN, GUARDS, ASSASSINATION, SENTINELS, DEDUCTION, REACTING,
           QUESTIONS, DISCARDS, GUARD_CARDS, ENDGAME,
           EMERALD_RUBY, PROMOS_AND_OPTIONS]

__all__ = ["LESSONS"]
