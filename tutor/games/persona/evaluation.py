"""How a search bot scores a Persona Non Grata position it stops short of the end:
``evaluate(state) -> [winning chance of each seat]``.

Each seat's estimated final points are the rules bot's (``RulesBot.values``: its cards at full
value once activated, a share before; what this week's archive would give on the current
totals; keys), each counted with the cards that seat holds face down itself. A seat's margin
over the best other seat becomes a chance through a logistic curve whose width shrinks as the
weeks go by (fitted to rules-bot games: the same margin decides more in week 3 than in week 1).
A finished game scores its result.
"""

from __future__ import annotations

import math

from tutor.bots.base import rewards

from .cards import WEEKS
from .rules_bot import RulesBot

# points of margin that make the logistic go from 1/2 to about 3/4, by week
WIDTH = {1: 14.0, 2: 12.0, 3: 6.0}
_RULES = RulesBot()


def seat_values(views: list[dict]) -> list[float]:
    """Each seat's estimated final points, from every seat's own view (``views[q]`` is
    ``state.observe(q)``)."""
    cards = [RulesBot._cards(views[q])[q] for q in range(len(views))]
    week = [RulesBot._week_cards(views[q])[q] for q in range(len(views))]
    return _RULES.values(views[0], cards, week)


def chance(margin: float, week: int) -> float:
    """The winning chance of a seat ``margin`` points ahead of the best other one."""
    return 1 / (1 + math.exp(-margin / WIDTH.get(week, WIDTH[WEEKS])))


def evaluate(state) -> list[float]:
    """Each seat's estimated winning chance (a finished game: 1 a win, 1/k a shared win)."""
    if state.is_over:
        return rewards(state.result, state.players)
    views = [state.observe(q) for q in range(state.players)]
    values, week = seat_values(views), views[0]["week"]
    return [chance(v - max(w for q, w in enumerate(values) if q != p), week)
            for p, v in enumerate(values)]
