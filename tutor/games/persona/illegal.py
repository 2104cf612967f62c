"""Why a move is refused: the first rule it breaks, from the same checks as the legal moves."""

from __future__ import annotations

from tutor.engine import IllegalAction

from .actions import Ctx, why_not


def explain_illegal(state, player: int, action) -> IllegalAction | None:
    """An IllegalAction naming the broken rule, or None to let the core's generic error stand."""
    decision = state.decision
    return why_not(decision.rule, Ctx(state.board, player, decision.info, state.options), action)
