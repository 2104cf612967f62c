"""Explanations of refused moves: the specific rule a selection breaks."""

from __future__ import annotations

from tutor.engine import IllegalAction

from .rounds import MOVES, RULE_SELECT


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
    if o["owner"] != player:
        return IllegalAction(RULE_SELECT, f"operative {op} is not yours")
    if card in MOVES and o["delayed"] and card in o["actions"]:
        return IllegalAction("infiltration.select.delayed",
                             f"operative {op} is delayed and may not select {card} this round")
    if card not in o["actions"] and card not in o["items"]:
        return IllegalAction(RULE_SELECT, f"operative {op} holds no card {card!r}")
    return None
