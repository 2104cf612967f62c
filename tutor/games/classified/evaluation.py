"""How a search bot may score a Classified Information position it stops short of the end:
``evaluate(state) -> [winning chance of each seat]``.

The search hands it a sampled state (a determinization), whose hands and Suitcases are drawn,
not the real ones; it reads that state's board. The game is won by a Final Card whose number is
in the opponent's Suitcase Code and not blocked by one of their Guards, and a tie is broken by
the Guards in play. So each seat has two measures: the share of its hand that would score now
(``matching``) and its Guards in play (``guards``). Seat 0's log-odds are the weighted
differences of the two seats' measures, a logistic regression fitted to rules-against-rules
games (``python -m benchmarks.fit_evaluations classified`` refits ``WEIGHTS``). A finished game
scores its result.
"""

from __future__ import annotations

import math

from tutor.bots.base import rewards

from .cards import in_code, number

NAMES = ("matching", "guards")
# fitted by ``benchmarks.fit_evaluations`` to 400 rules-against-rules games (2,691 positions;
# log loss 0.642 against 0.693 for the base rate, Brier 0.153 against 0.177)
WEIGHTS = (1.506, 0.245)


def measures(board, seat: int) -> tuple[float, float]:
    """(share of ``seat``'s hand matching the opponent's Code unblocked, its Guards in play)."""
    opponent = 1 - seat
    suitcase = number(board.suitcase[opponent])
    blocked = {number(g["card"]) for g in board.guards[opponent] if g is not None}
    hand = [number(c) for c in board.hands[seat]]
    matching = sum(in_code(n, suitcase) and n not in blocked for n in hand)
    guards = sum(g is not None for g in board.guards[seat])
    return (matching / len(hand) if hand else 0.0), float(guards)


def features(board) -> list[float]:
    """Seat 0's measures less seat 1's, in the order of ``NAMES``."""
    return [a - b for a, b in zip(measures(board, 0), measures(board, 1))]


def evaluate(state) -> list[float]:
    """Each seat's estimated winning chance (a finished game: its result's shares)."""
    if state.is_over:
        return rewards(state.result, state.players)
    score = sum(w * x for w, x in zip(WEIGHTS, features(state.board)))
    first = 1 / (1 + math.exp(-max(-30.0, min(30.0, score))))
    return [first, 1 - first]
