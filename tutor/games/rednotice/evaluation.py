"""How a search bot scores a Red Notice position it stops short of the end:
``evaluate(state) -> [winning chance of each seat]``.

The search hands it a sampled state (a determinization), so the forger's city and hand in it
are drawn, not the real ones. The evaluation reads the forger's observation of that state
(``state.observe``: what she knows, which includes everything the agent knows) and nothing
else: the money she has cashed and the checks she could still cash, the fake identities she
has left, how near the agent stands to her, how many cities the agent must still consider,
the agent's upgrades and the forger's security points. Their weighted sum is a logistic
regression of "the forger wins" fitted to rules-bot games (``python -m
benchmarks.fit_evaluations rednotice`` refits ``WEIGHTS``). A finished game scores its result.
"""

from __future__ import annotations

import math

from tutor.bots.base import rewards

from .board import FORGER, FORGER_TARGET
from .cards import default_decks
from .forger_plan import distance

# the features, in order (``features``), and their weights in the forger's log-odds, fitted
# by ``benchmarks.fit_evaluations`` to 400 rules-against-rules games (21,164 positions; log
# loss 0.594 against 0.689 for the base rate)
NAMES = ("bias", "cashed", "cashable", "lives", "near", "distance", "possible", "upgrades",
         "security")
WEIGHTS = (-3.366, 4.181, -0.975, 1.412, -0.061, 0.544, 0.152, -0.214, 0.248)
FAR = 5                      # roads beyond which the agent's distance no longer matters


def features(view: dict) -> list[float]:
    """The evaluation's inputs, read from the forger's observation ``view``."""
    checks, decks = view["checks"], default_decks().checks
    cashed = checks["total"] / FORGER_TARGET
    hand = sum(decks[c]["value"] for c in checks["hand"] or ()) / FORGER_TARGET
    apart = min(distance(view["agent_city"], view.get("forger_city")), FAR)
    return [1.0, cashed, min(hand, max(0.0, 1 - cashed)),
            float(sum(not i["flipped"] for i in view["identities"])),
            1.0 if apart <= 1 else 0.0, apart / FAR,
            math.log2(max(1, len(view["possible"]))),
            float(len(view["upgrades"]["held"])), view["security"] / 4]


def forger_chance(view: dict) -> float:
    """The forger's winning chance in the position ``view`` shows her."""
    score = sum(w * x for w, x in zip(WEIGHTS, features(view)))
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, score))))


def evaluate(state) -> list[float]:
    """Each seat's estimated winning chance (a finished game: 1 the winner, 0 the other)."""
    if state.is_over:
        return rewards(state.result, state.players)
    view = state.observe(0)
    if view["role"] != FORGER:
        view = state.observe(view["seats"][FORGER])
    p = forger_chance(view)
    forger = view["seats"][FORGER]
    return [p if seat == forger else 1 - p for seat in range(state.players)]
