"""How a search bot scores an Infiltration position it stops short of the end:
``evaluate(state) -> [winning chance of each seat]``.

The search hands it a sampled state (a determinization), so others' file values in it are
drawn, not the real ones. It reads each seat's own observation of that state
(``state.observe(seat)``: the public table and that seat's own file values) and nothing else.

From the rules: when proximity reaches 99 everyone still inside is captured and scores
nothing; the escaped operative (or, with two players, the seat whose escaped operatives hold)
the most data wins; nobody wins when nobody gets out. So each operative still inside escapes
with a chance that falls with the rounds it needs to walk out (a wounded one moves only every
other round) against the rounds the clock leaves (the rules bot's estimate: 99 less proximity,
over the average roll plus the alarm), and brings out its data plus a little more for each
spare round it can still dig. Taking those escapes as independent, the chance of each seat
winning is summed exactly over every combination of who gets out, the totals of those out
compared with a point or two of doubt (equal totals share), so the chances add up to one less
the chance that nobody escapes. A finished game scores its result.
"""

from __future__ import annotations

import math
from itertools import product

from tutor.bots.base import rewards

from .board import CAPTURED, ESCAPED
from .card_loader import content_named
from .rules_bot import exit_distance, rounds_left

# chosen by log loss on rules-bot games (``python -m benchmarks.fit_evaluations infiltration``
# prints it: about 0.47 against 0.67 for the base rate)
WIDTH = 0.8           # rounds of slack that take an escape from 1/2 to about 3/4
SURE = 0.12           # the least doubt about any escape (wounds, NPCs, exits on the way)
DIG = 0.7             # data an operative still inside is expected to add per spare round
DIG_ROUNDS = 3        # the most spare rounds counted as digging time
SPREAD = 1.5          # data points of doubt between two seats' totals at the end


def rounds_needed(op: dict) -> float:
    """Security phases ``op`` needs to walk out: one a room, two for a wounded one (delayed
    after each move), one more if it is delayed now."""
    steps = exit_distance(op["room"], op["came_from"])
    need = 2 * steps - 1 if op["wounded"] and steps else steps
    return need + (1 if op["delayed"] else 0)


def escape_chance(slack: float) -> float:
    """The chance of getting out with ``slack`` rounds to spare."""
    p = 1 / (1 + math.exp(-(slack - 0.5) / WIDTH))
    return SURE + (1 - 2 * SURE) * p


def prospects(views: list[dict]) -> list[tuple[int, float, float]]:
    """(owner, escape chance, data brought out) of every operative, from each seat's view."""
    first = views[0]
    specials = content_named(first["options"]["content"]).specials
    left = rounds_left(first)
    data = {m["operative"]: sum(m["files"]) for v in views for m in v.get("mine", [])}
    found = []
    for o in first["operatives"]:
        value = data.get(o["operative"], 0) + sum(specials[s].points for s in o["specials"])
        if o["status"] == ESCAPED:
            found.append((o["owner"], 1.0, float(value)))
        elif o["status"] == CAPTURED:
            found.append((o["owner"], 0.0, 0.0))
        else:
            slack = left - rounds_needed(o)
            found.append((o["owner"], escape_chance(slack),
                          value + DIG * max(0.0, min(slack - 1, DIG_ROUNDS))))
    return found


def win_chances(found, players: int, spread: float, all_out: bool = False) -> list[float]:
    """Each seat's share of the win, summed over who escapes (``all_out``: a seat scores only
    when all its operatives get out); among the seats that get out, the totals are compared
    with ``spread`` points of doubt (a softmax: equal totals share evenly)."""
    chances = [0.0] * players
    for outcome in product((True, False), repeat=len(found)):
        weight, score = 1.0, {}
        for out, (owner, p, value) in zip(outcome, found):
            weight *= p if out else 1 - p
            if out:
                score.setdefault(owner, 0.0)
                if score[owner] is not None:
                    score[owner] += value
            elif all_out:
                score[owner] = None
        alive = {s: v for s, v in score.items() if v is not None}
        if weight == 0.0 or not alive:
            continue
        best = max(alive.values())
        odds = {s: math.exp((v - best) / spread) for s, v in alive.items()}
        total = sum(odds.values())
        for s, o in odds.items():
            chances[s] += weight * o / total
    return chances


def evaluate(state) -> list[float]:
    """Each seat's estimated winning chance (a finished game: 1 a win, 1/k a shared win)."""
    if state.is_over:
        return rewards(state.result, state.players)
    views = [state.observe(q) for q in range(state.players)]
    all_out = views[0]["players"] == 2 and views[0]["options"]["two_player_capture"] == "all"
    return win_chances(prospects(views), state.players, SPREAD, all_out)
