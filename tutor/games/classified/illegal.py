"""Why a refused move is refused: the specific rule a wrong Action breaks (for IllegalAction)."""

from __future__ import annotations

from tutor.engine import Action, IllegalAction

from .assassination import target_of
from .cards import REACT, can_assassinate, can_guard, card_type, codes_overlap, number
from .hooks import CAN_DEPLOY, PLAY_AS_GUARD
from .table import Table

RULE_ACTION = "classified.turn.action"
PLAY_KINDS = ("deploy", "encrypt", "guard", "assassinate")
# Restrictions the card text only implies (the card itself needs a place: CR tables "implied",
# ruling G3); the printed ones (E2, E4, P3b, P4a, P7b) cite the card.
IMPLIED_RESTRICTIONS = {"C6", "R7", "P7a"}
RULE_NO_TARGET = "classified.deploy.no_target"


def explain(table: Table, player: int, action: Action, decision_rule: str) -> IllegalAction | None:
    """An IllegalAction naming the broken rule, or None to let the generic error stand."""
    if action.kind == "react":
        return _explain_react(table, player, action)
    if decision_rule != RULE_ACTION or action.kind not in PLAY_KINDS:
        return None
    card = action.get("card")
    if card not in table.b.hands[player]:
        return IllegalAction(RULE_ACTION, f"{card} is not in your hand")
    check = {"deploy": _deploy, "guard": _guard, "assassinate": _assassinate}.get(action.kind)
    return check(table, player, card, action) if check else None


def _deploy(table: Table, player: int, card: str, action: Action):
    key = card_type(card).key
    if REACT in card_type(card).keywords:
        return IllegalAction("classified.ruling.react_own_turn",
                             f"{card} is a REACT card: it is played only in its reaction window, "
                             "never Deployed on your own turn")
    if key in PLAY_AS_GUARD and table.free_spot(player) is None:
        return IllegalAction("classified.guard.limit",
                             f"{card} is played as a Guard and you already have 3 Guards")
    check = CAN_DEPLOY.get(key)
    if check is not None and not check(table, player, card):
        rule = RULE_NO_TARGET if key in IMPLIED_RESTRICTIONS else f"classified.card.{key}"
        return IllegalAction(rule,
                             f"{card_type(card).name_en} cannot be Deployed now: its play "
                             "restriction is not met")
    return None


def _guard(table: Table, player: int, card: str, action: Action):
    if not can_guard(card):
        return IllegalAction("classified.card.guilds",
                             f"{card} is an Assassin: only Guards and Sentinels can be Guards")
    if table.free_spot(player) is None:
        return IllegalAction("classified.guard.limit", "you already have 3 Guards in play")
    return None


def _assassinate(table: Table, player: int, card: str, action: Action):
    if not can_assassinate(card):
        return IllegalAction("classified.card.guilds",
                             f"{card} is a Guard: only Assassins and Sentinels can assassinate")
    owner = player if action.get("own") else table.other(player)
    spots = table.b.guards[owner]
    target = action.get("target")
    if not isinstance(target, int) or not 0 <= target < len(spots) or spots[target] is None:
        return IllegalAction("classified.assassinate.target",
                             f"there is no Guard in spot {target} to assassinate")
    hit, face_up = target_of(table, owner, target, card)
    if face_up and not codes_overlap(number(card), number(hit)):
        return IllegalAction("classified.assassinate.face_up",
                             f"{card}'s Code does not overlap the face-up {hit}: against a "
                             "face-up target you may only use an overlapping Assassin")
    return None


def _explain_react(table: Table, player: int, action: Action):
    card = action.get("card")
    if card in table.b.hands[player] and len(table.b.hands[player]) < 2:
        return IllegalAction("classified.keyword.react",
                             "you may not react with your last card in hand")
    if card in table.b.hands[player] and REACT not in card_type(card).keywords:
        return IllegalAction("classified.keyword.react", f"{card} is not a REACT card")
    return None
