"""Classified Information lessons, in teaching order: each rule just before it is used.

``LESSONS`` is the ordered list the tutorial app offers; every lesson runs on the live engine
from a fixed seed or a hand-set position, with the learner as player 0. The other card sets
(Ruby, Emerald, Promo) come one or two cards per step, each played or shown on the board.
"""

from .basics import GUARDS, SETUP, TURN
from .citrine import DISCARDS, GUARD_CARDS, QUESTIONS
from .deduction import DEDUCTION, REACTING
from .emerald import EMERALD_GUARDS, EMERALD_QUESTIONS
from .endgame import ENDGAME
from .fights import ASSASSINATION, SENTINELS
from .promo import PROMO_GUARDS, PROMO_LOOKS, PROMO_WINS
from .ruby import RUBY_GUARDS, RUBY_QUESTIONS

LESSONS = [SETUP, TURN, GUARDS, ASSASSINATION, SENTINELS, DEDUCTION, REACTING,
           QUESTIONS, DISCARDS, GUARD_CARDS, ENDGAME,
           RUBY_QUESTIONS, RUBY_GUARDS, EMERALD_QUESTIONS, EMERALD_GUARDS,
           PROMO_LOOKS, PROMO_WINS, PROMO_GUARDS]

__all__ = ["LESSONS"]
