"""The coach: what a strong player would do here, and after a game, where the estimate dropped.

``advice`` runs the search bot on one observation and returns its top moves with their
estimated winning chances; ``review`` walks a finished game from one player's side (only what
that player observed at each of their decisions) and lists the moves after which their chance
fell most, with the move the search preferred. ``say`` phrases either in English or Japanese.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import Action
from .base import DeterminizeError, seat_of
from .hooks import game_of
from .ismcts import ISMCTSBot

TEXT = {
    "en": {"advice": "{move}: about {chance}% to win",
           "review": "Move {n}: you chose {chosen} (about {mine}% to win); {best} was better "
                     "(about {theirs}%).",
           "none": "No estimate here: this decision is settled by the rule-based strategy."},
    "ja": {"advice": "{move}：勝率 約{chance}%",
           "review": "{n}手目：あなたは{chosen}を選びました（勝率 約{mine}%）。{best}のほうが良い手でした"
                     "（約{theirs}%）。",
           "none": "ここでは見積もりがありません。この判断はルールに基づく戦略で決めます。"},
}


@dataclass(frozen=True)
class Advice:
    """One move the search considered: how often it tried it and how often it then won."""

    action: Action
    chance: float
    visits: int


@dataclass(frozen=True)
class Mistake:
    """A decision of the reviewed player where the estimate dropped."""

    step: int            # index in the game's history
    chosen: Action
    chosen_chance: float
    best: Action
    best_chance: float

    @property
    def drop(self) -> float:
        return self.best_chance - self.chosen_chance


def describe(game, action: Action, lang: str, viewer=None) -> str:
    """The game's sentence for ``action`` (``Game.describe``)."""
    return game.describe(action, lang, viewer=viewer)


def advice(game, observation: dict, legal_actions, rng: random.Random | None = None,
           difficulty: str = "normal", top: int = 3) -> list[Advice]:
    """The search bot's ``top`` moves, most tried first; empty where it cannot search."""
    bot = ISMCTSBot(game, difficulty=difficulty)
    rng = rng or random.Random(0)
    if len(legal_actions) == 1:
        return [Advice(legal_actions[0], float("nan"), 0)]
    me = seat_of(observation)
    try:
        root = bot.search(observation, me, rng)
    except DeterminizeError:
        return []
    rows = [r for r in bot.estimates(root, me) if r[0] in legal_actions]
    return [Advice(action, chance, visits) for action, visits, chance in rows[:top]]


def review(state, player: int, difficulty: str = "easy", seed: int = 0,
           top: int = 3) -> list[Mistake]:
    """The ``top`` decisions of ``player`` in ``state``'s game where the chosen move's estimate
    fell furthest below the best one's (the search sees only ``player``'s observations)."""
    mistakes = []
    for step, entry in enumerate(state.history):
        if entry.player != player:
            continue
        position = state.replay(step)
        legal = position.legal_actions(player)
        if len(legal) < 2:
            continue
        rows = {a.action: a for a in advice(state.game, position.observe(player), legal,
                                            random.Random(seed + step), difficulty, len(legal))}
        if entry.action not in rows:
            continue
        best = max(rows.values(), key=lambda a: a.chance)
        chosen = rows[entry.action]
        if best.action != chosen.action and best.chance > chosen.chance:
            mistakes.append(Mistake(step, chosen.action, chosen.chance, best.action, best.chance))
    return sorted(mistakes, key=lambda m: -m.drop)[:top]


def say(game, item, lang: str = "en", viewer=None) -> str:
    """A learner's sentence for an ``Advice`` or a ``Mistake``."""
    game = game_of(game)
    t = TEXT[lang]
    if isinstance(item, Advice):
        if item.visits == 0:
            return t["none"]
        return t["advice"].format(move=describe(game, item.action, lang, viewer),
                                  chance=round(100 * item.chance))
    return t["review"].format(n=item.step + 1,
                              chosen=describe(game, item.chosen, lang, viewer),
                              mine=round(100 * item.chosen_chance),
                              best=describe(game, item.best, lang, viewer),
                              theirs=round(100 * item.best_chance))
