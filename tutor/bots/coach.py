"""The coach: what a strong player would do here, and after a game, where the estimate dropped.

``advice`` runs the search bot on one observation and returns its top moves with their
estimated winning chances and a 95% interval around each (moves that read the same, such as
two copies of one card, are one move); while the interval of the first move overlaps the
second's it searches again, up to ``ROUNDS`` times the difficulty's work, and the first move
comes with its reason in the game's own terms (``reasons``). ``review`` walks a finished game
from one player's side (only what that player observed at each of their decisions) and lists
the moves after which their chance fell most, with the move the search preferred. ``say`` phrases either in English or Japanese.

The coach sees what the player sees and nothing else: every search starts from
``observe(player)``, and its random source is seeded from that observation, so two games that
look the same to the player get the same advice.
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass, replace
from typing import Callable

from ..engine import Action
from .base import DeterminizeError, seat_of
from .hooks import game_of, terms_of
from .ismcts import ISMCTSBot, Node
from .reasons import WIN, Reason, reason

ROUNDS = 4          # searches at most, each of the difficulty's iterations, to tell moves apart
Z = 1.96            # the normal quantile of a 95% interval
COMPARED = 2        # alternatives the top move's reason is measured against

TEXT = {
    "en": {"advice": "{move} — {chance}{range}.",
           "range": " (likely between {low} and {high})",
           "why": " Why: {gain}.", "risk": " Risk: {risk}.",
           "win.gain": "it can win the game before your next turn",
           "win.risk": "it passes up a win",
           "close": "The coach could not tell the first two moves apart in the time it has: "
                    "their likely ranges overlap, so either may be the better one.",
           "review": "Your move {n}: you chose “{chosen}” ({mine}); “{best}” was better "
                     "({theirs}).",
           "only": "{move} — your only move here.",
           "none": "The coach looks ahead only at the main decision of a turn; choose this one "
                   "as you see fit."},
    "ja": {"advice": "{move} — {chance}{range}。",
           "range": "（おそらく{low}〜{high}回）",
           "why": "理由：{gain}。", "risk": "リスク：{risk}。",
           "win.gain": "次の手番までに勝てる",
           "win.risk": "勝ちを逃すおそれがある",
           "close": "コーチの持ち時間では、上の二つの手の優劣をつけられませんでした。"
                    "見込みの幅が重なっているので、どちらが良い手でもありえます。",
           "review": "あなたの{n}手目：「{chosen}」を選びました（{mine}）。「{best}」のほうが"
                     "良い手でした（{theirs}）。",
           "only": "{move} — ここではこの手しかありません。",
           "none": "コーチが先を読むのは手番の主な判断だけです。この判断はご自分で選んでください。"},
}
CHANCE = {
    "en": {"never": "almost never wins", "always": "wins almost every game",
           "tenths": "wins about {n} games in 10", "one": "wins about 1 game in 10"},
    "ja": {"never": "ほとんど勝てない", "always": "ほぼ必ず勝つ",
           "tenths": "10回中およそ{n}回勝つ", "one": "10回中およそ1回勝つ"},
}


@dataclass(frozen=True)
class Advice:
    """One move the search considered: how often it tried it, how often it then won (with a
    95% interval), the moves that read the same (merged into it), and for the top move why."""

    action: Action
    chance: float
    visits: int
    low: float = float("nan")
    high: float = float("nan")
    moves: tuple = ()
    reason: Reason | None = None


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
    return words["one"] if tenths == 1 else words["tenths"].format(n=tenths)


def interval(chance: float, visits: int) -> tuple[float, float]:
    """The Wilson 95% interval of a winning chance seen over ``visits`` games."""
    if visits <= 0:
        return 0.0, 1.0
    centre = chance + Z * Z / (2 * visits)
    spread = Z * math.sqrt(chance * (1 - chance) / visits + Z * Z / (4 * visits * visits))
    scale = 1 + Z * Z / visits
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def told_apart(rows) -> bool:
    """Whether the first move's interval lies wholly above the second's (or there is one)."""
    return len(rows) < 2 or rows[0].low > rows[1].high


def describe(game, action: Action, lang: str, viewer=None) -> str:
    """The game's sentence for ``action`` (``Game.describe``)."""
    return game.describe(action, lang, viewer=viewer)


def advice(game, observation: dict, legal_actions, rng: random.Random | None = None,
           difficulty: str = "normal", top: int = 3, include=(), rounds: int = ROUNDS,
           why: bool = True) -> list[Advice]:
    """The search bot's ``top`` moves, most tried first (equally tried: the better first),
    moves that read the same merged; searched again (up to ``rounds`` searches) while the
    first two cannot be told apart; with ``why``, the first comes with its reason. A single
    move is returned with no estimate (visits 0); empty where the search cannot rebuild the
    position. The moves in ``include`` are searched even where the bot would only compare
    the rules bot's best few."""
    if len(legal_actions) == 1:
        return [Advice(legal_actions[0], float("nan"), 0, moves=(legal_actions[0],))]
    game = game_of(game)
    bot = ISMCTSBot(game, difficulty=difficulty)
    rng = rng or observation_rng(observation)
    me = seat_of(observation)
    try:
        root = bot.search(observation, me, rng, legal_actions, include)
        rows = merged(game, root, me, legal_actions)
        for _ in range(rounds - 1):
            if told_apart(rows):
                break
            bot.search(observation, me, rng, legal_actions, include, root=root)
            rows = merged(game, root, me, legal_actions)
    except DeterminizeError:
        return []
    rows = rows[:top]
    if why and len(rows) > 1:
        others = [r.action for r in rows[1:1 + COMPARED]]
        rows[0] = replace(rows[0], reason=reason(game, observation, rows[0].action, others,
                                                 rng))
    return rows


def merged(game, root: Node, me: int, legal_actions) -> list[Advice]:
    """The root's moves as Advice, moves that read the same (``describe``) counted as one,
    most tried first (equally tried: the better first)."""
    groups: dict[str, list] = {}
    for (player, action), child in root.children.items():
        if player == me and child.visits and action in legal_actions:
            groups.setdefault(describe(game, action, "en", me), []).append((action, child))
    rows = []
    for members in groups.values():
        members.sort(key=lambda m: -m[1].visits)
        visits = sum(c.visits for _, c in members)
        chance = sum(c.reward for _, c in members) / visits
        rows.append(Advice(members[0][0], chance, visits, *interval(chance, visits),
                           moves=tuple(a for a, _ in members)))
    return sorted(rows, key=lambda r: (-r.visits, -r.chance))


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
                    difficulty, len(legal), include=[played], rounds=1, why=False)
    chosen = next((a for a in ranked if played in a.moves), None)
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
        return t["advice"].format(move=move, chance=chance_words(item.chance, lang),
                                  range=range_words(item, lang)) + why_words(game, item, lang)
    return t["review"].format(n=item.turn or item.step + 1,
                              chosen=describe(game, item.chosen, lang, viewer),
                              mine=chance_words(item.chosen_chance, lang),
                              best=describe(game, item.best, lang, viewer),
                              theirs=chance_words(item.best_chance, lang))


def range_words(item: Advice, lang: str) -> str:
    """" (likely between 4 and 7)", or nothing where both ends round alike."""
    if math.isnan(item.low):
        return ""
    low, high = round(10 * item.low), round(10 * item.high)
    return "" if low == high else TEXT[lang]["range"].format(low=low, high=high)


def why_words(game, item: Advice, lang: str) -> str:
    """" Why: it takes a key. Risk: ..." from the game's own terms, or nothing."""
    if item.reason is None:
        return ""
    t, terms = TEXT[lang], terms_of(game)

    def words(key: str, side: str) -> str:
        return t[f"win.{side}"] if key == WIN else terms.words(key, side, lang)
    text = t["why"].format(gain=words(item.reason.gain, "gain")) if item.reason.gain else ""
    if item.reason.risk:
        text += t["risk"].format(risk=words(item.reason.risk, "risk"))
    return text


def verdict(rows, lang: str = "en") -> str:
    """What the coach says when it could not tell its first two moves apart, else nothing."""
    ranked = [r for r in rows if r.visits]
    return "" if told_apart(ranked) else TEXT[lang]["close"]


def no_advice(lang: str = "en") -> str:
    """What the coach says where it cannot look ahead."""
    return TEXT[lang]["none"]
