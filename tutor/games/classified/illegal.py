"""Why a refused move is refused: the specific rule a wrong Action breaks (for IllegalAction).

The turn's Action is checked by the same predicates ``legal_actions`` uses (``actions.py``).
"""

from __future__ import annotations

from tutor.engine import Action, IllegalAction

from .actions import (DEPLOY_KIND, ENLIST_ASSASSIN, ENLIST_GUARD, PLAY_KINDS, RULE_TARGET,
                      deploy_refusal, enlist_assassin_refusal, enlist_guard_refusal, locate,
                      target_of)
from .cards import REACT, card_type
from .flow import RULE_ACTION
from .table import Table


def explain(table: Table, player: int, action: Action, decision_rule: str) -> IllegalAction | None:
    """An IllegalAction naming the broken rule, or None to let the generic error stand."""
    if action.kind == "react":
        return _explain_react(table, player, action)
    if decision_rule != RULE_ACTION or action.kind not in PLAY_KINDS:
        return None
    card = action.get("card")
    if not isinstance(card, str) or card not in table.b.hands[player]:
        return IllegalAction(RULE_ACTION, f"{card} is not in your hand")
    if action.kind == DEPLOY_KIND:
        return deploy_refusal(table, player, card)
    if action.kind == ENLIST_GUARD:
        return enlist_guard_refusal(table, player, card)
    if action.kind == ENLIST_ASSASSIN:
        return _explain_assassin(table, player, card, action)
    return None


def _explain_assassin(table: Table, player: int, card: str, action: Action):
    place = locate(table, action)
    if place is None:
        target = action.get("target")
        covered = [g["cover"] for (owner, _), g in _guards(table) if g["cover"]
                   and target == g["card"] and (g["up"] or owner == player)]
        if covered:
            return IllegalAction(RULE_TARGET, f"{target} lies under the Extra Protection "
                                              f"{covered[0]}: assassinate the Extra Protection "
                                              "first")
        return IllegalAction(RULE_TARGET, "name a Guard in play: a face-up card by its id, a "
                                          "face-down Guard by owner and spot")
    refusal = enlist_assassin_refusal(table, player, card, *place)
    if refusal is None and action.get("target") is None:
        hit, face_up = target_of(table, place[0], place[1], card)
        if face_up:
            return IllegalAction(RULE_TARGET, f"that Guard spot shows {hit} face up: name the "
                                              f"target by its card, target={hit!r}")
    return refusal


def _guards(table: Table):
    return [((o, s), table.b.guards[o][s]) for o, s in table.guards_anywhere()]


def _explain_react(table: Table, player: int, action: Action):
    card = action.get("card")
    if card in table.b.hands[player] and len(table.b.hands[player]) < 2:
        return IllegalAction("classified.keyword.react",
                             "you may not react with your last card in hand")
    if card in table.b.hands[player] and REACT not in card_type(card).keywords:
        return IllegalAction("classified.keyword.react", f"{card} is not a REACT card")
    return None
