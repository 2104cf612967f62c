"""The coach: what a strong player would do here, and after a game, where the estimate dropped.

``advice`` runs the search bot on one observation and returns its top moves with their
estimated winning chances; ``review`` walks a finished game from one player's side (only what
that player observed at each of their decisions) and lists the moves after which their chance
fell most, with the move the search preferred. ``say`` phrases either in English or Japanese.

The coach sees what the player sees and nothing else: every search starts from
``observe(player)``, and its random source is seeded from that observation, so two games that
look the same to the player get the same advice.
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass
from typing import Callable

from ..engine import Action
from .base import DeterminizeError, seat_of
from .hooks import game_of
from .ismcts import ISMCTSBot

TEXT = {
    "en": {"advice": "{move} — {chance}.",
           "review": "Your move {n}: you chose “{chosen}” ({mine}); “{best}” was better "
                     "({theirs}).",
           "only": "{move} — your only move here.",
           "none": "The coach looks ahead only at the main decision of a turn; choose this one "
                   "as you see fit."},
    "ja": {"advice": "{move} — {chance}。",
           "review": "あなたの{n}手目：「{chosen}」を選びました（{mine}）。「{best}」のほうが"
                     "良い手でした（{theirs}）。",
           "only": "{move} — ここではこの手しかありません。",
           "none": "コーチが先を読むのは手番の主な判断だけです。この判断はご自分で選んでください。"},
}
CHANCE = {
    "en": {"never": "almost never wins", "always": "wins almost every game",
           "tenths": "wins about {n} games in 10"},
    "ja": {"never": "ほとんど勝てない", "always": "ほぼ必ず勝つ",
           "tenths": "10回中およそ{n}回勝つ"},
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
    turn: int = 0        # the player's own decision number, counted from 1

    @property
    def drop(self) -> float:
        return self.best_chance - self.chosen_chance


def observation_rng(observation: dict, salt: object = "") -> random.Random:
    """A random source seeded from the observation alone (never from hidden cards)."""
    text = json.dumps(observation, sort_keys=True, default=str)
    return random.Random(f"coach/{salt}/{text}")


def chance_words(chance: float, lang: str = "en") -> str:
    """"wins about 6 games in 10" (or almost never / almost always) in ``lang``."""
    words = CHANCE[lang]
    tenths = round(10 * chance)
    if tenths <= 0:
        return words["never"]
    if tenths >= 10:
        return words["always"]
    return words["tenths"].format(n=tenths)


def describe(game, action: Action, lang: str, viewer=None) -> str:
    """The game's sentence for ``action`` (``Game.describe``)."""
    return game.describe(action, lang, viewer=viewer)


def advice(game, observation: dict, legal_actions, rng: random.Random | None = None,
           difficulty: str = "normal", top: int = 3, include=()) -> list[Advice]:
    """The search bot's ``top`` moves, most tried first (equally tried: the better first); a
    single move is returned with no estimate (visits 0); empty where the search cannot
    rebuild the position. The moves in ``include`` are searched even where the bot would
    only compare the rules bot's best few."""
    if len(legal_actions) == 1:
        return [Advice(legal_actions[0], float("nan"), 0)]
    bot = ISMCTSBot(game, difficulty=difficulty)
    rng = rng or observation_rng(observation)
    me = seat_of(observation)
    try:
        root = bot.search(observation, me, rng, legal_actions, include)
    except DeterminizeError:
        return []
    rows = [r for r in bot.estimates(root, me) if r[0] in legal_actions]
    return [Advice(action, chance, visits) for action, visits, chance in rows[:top]]


def review(state, player: int, difficulty: str = "normal", seed: int = 0, top: int = 3,
           progress: Callable[[int, int], None] | None = None,
           min_drop: float = 0.0) -> list[Mistake]:
    """The ``top`` decisions of ``player`` in ``state``'s game where the chosen move's estimate
    fell furthest (more than ``min_drop``) below the best one's, largest drop first (each
    search sees only ``player``'s observation). ``progress(done, total)`` is called after each
    of the player's decisions."""
    steps = [i for i, entry in enumerate(state.history) if entry.player == player]
    mistakes = []
    for turn, step in enumerate(steps, 1):
        found = _mistake(state, player, step, difficulty, seed)
        if found is not None:
            mistakes.append(Mistake(*found, turn=turn))
        if progress is not None:
            progress(turn, len(steps))
    return sorted((m for m in mistakes if m.drop > min_drop), key=lambda m: -m.drop)[:top]


def _mistake(state, player: int, step: int, difficulty: str, seed: int):
    """(step, chosen, its chance, best, its chance) where the search would have played another
    move (its most tried) and expected more from it."""
    position = state.replay(step)
    legal = position.legal_actions(player)
    if len(legal) < 2:
        return None
    observation = position.observe(player)
    played = state.history[step].action
    ranked = advice(state.game, observation, legal, observation_rng(observation, seed),
                    difficulty, len(legal), include=[played])
    rows = {a.action: a for a in ranked}
    chosen = rows.get(played)
    if chosen is None:
        return None
    best = ranked[0]                                     # the move the search would play
    if best.action == chosen.action or not best.chance > chosen.chance:
        return None
    return step, chosen.action, chosen.chance, best.action, best.chance


def say(game, item, lang: str = "en", viewer=None) -> str:
    """A learner's sentence for an ``Advice`` or a ``Mistake``."""
    game = game_of(game)
    t = TEXT[lang]
    if isinstance(item, Advice):
        move = describe(game, item.action, lang, viewer)
        if item.visits == 0 or math.isnan(item.chance):
            return t["only"].format(move=move)
        return t["advice"].format(move=move, chance=chance_words(item.chance, lang))
    return t["review"].format(n=item.turn or item.step + 1,
                              chosen=describe(game, item.chosen, lang, viewer),
                              mine=chance_words(item.chosen_chance, lang),
                              best=describe(game, item.best, lang, viewer),
                              theirs=chance_words(item.best_chance, lang))


def no_advice(lang: str = "en") -> str:
    """What the coach says where it cannot look ahead."""
    return TEXT[lang]["none"]
