"""Explanations of refused moves: the specific rule a selection breaks, by the checks that
make the legal moves (``actions``)."""

from __future__ import annotations

from tutor.engine import IllegalAction

from .actions import RULE_DELAYED, RULE_SELECT, barred, holds, owns


def explain_illegal(state, player: int, action) -> IllegalAction | None:
    """A delayed operative picking Advance / Retreat, or a card not in the operative's hand."""
    d = state.decision
    if action.kind != "select" or d is None or d.rule != RULE_SELECT:
        return None
    b = state.board
    op, card = action.get("operative"), action.get("card")
    if type(op) is not int or not 0 <= op < len(b.operatives):
        return IllegalAction(RULE_SELECT, f"there is no operative {op!r}")
    o = b.operatives[op]
    if not owns(o, player):
        return IllegalAction(RULE_SELECT, f"operative {op} is not yours")
    if card in barred(o) and card in o["actions"]:
        return IllegalAction(RULE_DELAYED,
                             f"operative {op} is delayed and may not select {card} this round")
    if not holds(o, card):
        return IllegalAction(RULE_SELECT, f"operative {op} holds no card {card!r}")
    return None
