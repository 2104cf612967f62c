"""The end and the result: the forger wins once $1,000,000 is cashed, the agent at a capture
the forger has no fake identity left for (her third)."""

from __future__ import annotations

from .board import AGENT, FORGER, FORGER_TARGET


def cashed_enough(state) -> bool:
    """Whether her cashed checks reach $1,000,000; if so the forger has won (announced)."""
    b = state.board
    if b.total() < FORGER_TARGET:
        return False
    b.winner, b.win_reason = FORGER, "rednotice.goal.forger"
    state.emit("win", "rednotice.goal.forger", winner=FORGER, total=b.total())
    return True


def caught_for_good(state) -> bool:
    """Whether every identity is spent at a capture; if so the agent has won (announced)."""
    b = state.board
    if not all(i["flipped"] for i in b.identities):
        return False
    b.winner, b.win_reason = AGENT, "rednotice.goal.agent"
    state.emit("win", "rednotice.capture.third", winner=AGENT, captures=b.captures)
    return True


def result(state) -> dict:
    """The winner (if any), why, and the totals of the game so far."""
    b = state.board
    return {"winner": b.winner, "winners": [b.seat(b.winner)] if b.winner else [],
            "reason": b.win_reason, "total": b.total(), "captures": b.captures,
            "rounds": b.round}
