"""Why the coach's top move: what it wins, blocks or risks, in the game's own terms.

A game's ``coach_terms`` module measures an observation in its own terms
(``measures(observation) -> {key: value}``, higher better for the viewer: keys taken, Guards
standing, files held, cities the forger may be in...) and names each key's change in words
from its text catalogue (``words(key, "gain" | "risk", lang)``). The coach plays the top move
and each alternative on the same sampled hidden states (``determinize`` of the player's own
observation), the other seats moving by the rules bot, up to the player's next decision of the
same kind in the next turn, day or round (``clock(observation)``, where the game has one), and
compares the player's measures there: the key where the top move does best against the
alternatives is its gain, the one where it does worst (if worse) its risk. Nothing but the
player's observation goes in, and only the player's observations of the samples are measured.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from ..engine import Action, IllegalAction
from .base import DeterminizeError, seat_of
from .hooks import determinizer, rules_bot_class, terms_of
from .random_bot import RandomBot

SAMPLES = 6            # sampled hidden states per move
MAX_STEPS = 400        # moves played on per sample before it is measured anyway
WIN = "win"            # the measure every game has: the game won by then (1) or not (0)
NOTABLE = 0.05         # a difference smaller than this (per sample) is no reason


@dataclass(frozen=True)
class Reason:
    """What the top move gains (a measure key) and, if anything, what it risks."""

    gain: str | None
    risk: str | None = None


def reason(game, observation: dict, best: Action, others: Sequence[Action],
           rng: random.Random, samples: int = SAMPLES) -> Reason | None:
    """The measure where ``best`` beats ``others`` most and the one where it loses most, on
    ``samples`` sampled states; None where the game has no terms or nothing differs."""
    terms, sample = terms_of(game), determinizer(game)
    if terms is None or sample is None or not others:
        return None
    seeds = [rng.getrandbits(64) for _ in range(samples)]
    try:
        mine = _outcomes(game, observation, best, seeds, terms)
        theirs = [_outcomes(game, observation, move, seeds, terms) for move in others]
    except (DeterminizeError, IllegalAction):      # a sample the move does not fit: no reason
        return None
    keys = sorted(set(mine).union(*theirs))
    edge = {k: mine.get(k, 0.0) - sum(t.get(k, 0.0) for t in theirs) / len(theirs)
            for k in keys}
    gain = max(keys, key=lambda k: edge[k], default=None)
    risk = min(keys, key=lambda k: edge[k], default=None)
    gain = gain if gain is not None and edge[gain] > NOTABLE else None
    risk = risk if risk is not None and edge[risk] < -NOTABLE else None
    return None if gain is None and risk is None else Reason(gain, risk)


def _outcomes(game, observation: dict, move: Action, seeds, terms) -> dict[str, float]:
    """The mean of the player's measures after ``move``, over the sampled states."""
    me = seat_of(observation)
    rule = (observation.get("decision") or {}).get("rule")
    start = terms.clock(observation) if hasattr(terms, "clock") else None
    rules = rules_bot_class(game)
    bot = rules(game) if rules is not None else RandomBot()
    total: dict[str, float] = {}
    for seed in seeds:
        state = determinizer(game)(observation, random.Random(seed))
        state.apply(me, move)
        _play_on(state, me, bot, random.Random(seed), rule, terms, start)
        seen = dict(terms.measures(state.observe(me)))
        if state.is_over:
            seen[WIN] = 1.0 if me in (state.result or {}).get("winners", ()) else 0.0
        for key, value in seen.items():
            total[key] = total.get(key, 0.0) + value / len(seeds)
    return total


def _play_on(state, me: int, bot, rng: random.Random, rule: str | None, terms,
             start) -> None:
    """Play on by the rules bot until ``me`` faces a decision under ``rule`` again after
    another seat has moved and, where the game keeps one, its clock (``terms.clock``: the
    turn, day or round) has moved on from ``start``."""
    others_moved = False
    for _ in range(MAX_STEPS):
        if state.is_over:
            return
        if others_moved and me in state.to_act and (rule is None or
                                                     state.decision.rule == rule):
            if start is None or terms.clock(state.observe(me)) != start:
                return
        seat = next((s for s in state.to_act if s != me), state.to_act[0])
        legal = state.legal_actions(seat)
        state.apply(seat, bot.decide(state.observe(seat), legal, rng))
        others_moved = others_moved or seat != me
