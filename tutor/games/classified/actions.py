"""One legality predicate per turn-Action rule, shared by ``legal_actions`` and the why-not explainer.

Each ``*_refusal`` function returns None when the play is legal, else the IllegalAction that
names the rule it breaks; ``turn.card_actions`` offers a play exactly when its refusal is None,
and ``illegal.explain`` returns the refusal itself.
"""

from __future__ import annotations

from tutor.engine import IllegalAction

from .cards import REACT, can_assassinate, can_guard, card_type, codes_overlap, number
from .table import Table

RULE_GUARD_LIMIT = "classified.guard.limit"
RULE_GUILDS = "classified.card.guilds"
RULE_TARGET = "classified.assassinate.target"
RULE_FACE_UP = "classified.assassinate.face_up"
RULE_REACT_OWN_TURN = "classified.ruling.react_own_turn"
RULE_NO_TARGET = "classified.deploy.no_target"
# Restrictions the card text only implies (the card itself needs a place: CR tables "implied",
# ruling G3); the printed ones (E2, E4, P3b, P4a, P7b) cite the card.
IMPLIED_RESTRICTIONS = {"C6", "R7", "P7a"}


def guard_limit_refusal(table: Table, player: int, what: str) -> IllegalAction | None:
    """Rule classified.guard.limit: at most 3 Guards in play per player."""
    if table.has_guard_room(player):
        return None
    return IllegalAction(RULE_GUARD_LIMIT, f"{what} and you already have 3 Guards in play")


def deploy_obstacle(table: Table, player: int, card: str) -> str | None:
    """What forbids Deploying ``card`` now, or None: "react" (never a REACT card on your own
    turn, G4), "guard_limit" (a play-as-Guard card needs a free Guard spot) or "restriction"
    (the card's printed or implied play restriction does not hold)."""
    t = card_type(card)
    if REACT in t.keywords:
        return "react"
    if t.key in table.abilities.play_as_guard and not table.has_guard_room(player):
        return "guard_limit"
    check = table.abilities.can_deploy.get(t.key)
    if check is not None and not check(table, player, card):
        return "restriction"
    return None


def deploy_refusal(table: Table, player: int, card: str) -> IllegalAction | None:
    """The IllegalAction for ``deploy_obstacle``, naming the rule it breaks, or None."""
    obstacle = deploy_obstacle(table, player, card)
    if obstacle is None:
        return None
    t = card_type(card)
    if obstacle == "react":
        return IllegalAction(RULE_REACT_OWN_TURN,
                             f"{card} is a REACT card: it is played only in its reaction "
                             "window, never Deployed on your own turn")
    if obstacle == "guard_limit":
        return guard_limit_refusal(table, player, f"{card} is played as a Guard")
    rule = RULE_NO_TARGET if t.key in IMPLIED_RESTRICTIONS else f"classified.card.{t.key}"
    return IllegalAction(rule, f"{t.name_en} cannot be Deployed now: its play "
                               "restriction is not met")


def enlist_guard_allowed(table: Table, player: int, card: str) -> bool:
    """``enlist_guard_refusal(...) is None``, without building the refusal (legal actions)."""
    return can_guard(card) and table.has_guard_room(player)


def enlist_guard_refusal(table: Table, player: int, card: str) -> IllegalAction | None:
    """Enlist as Guard: only Guards and Sentinels, and only with a free Guard spot."""
    if not can_guard(card):
        return IllegalAction(RULE_GUILDS, f"{card} is an Assassin: only Guards and Sentinels "
                                          "can be Enlisted as Guards")
    return guard_limit_refusal(table, player, f"{card} would be a Guard")


def target_of(table: Table, owner: int, spot: int, card: str | None = None) -> tuple[str, bool]:
    """The card an assassination on Guard spot ``spot`` hits, and whether it is face up.
    A Guard under Extra Protection cannot be hit: the Extra Protection is hit instead.
    A Cybernetic Cubic Tower stack (key ``tower``: both cards face up) is hit through whichever
    of its two cards shares a Code number with the attacking ``card``, the tucked Guard first."""
    guard = table.b.guards[owner][spot]
    if guard["cover"]:
        return guard["cover"], True
    tower = guard.get("tower")
    if tower and card and not codes_overlap(number(card), number(guard["card"])) \
            and codes_overlap(number(card), number(tower)):
        return tower, True
    return guard["card"], guard["up"]


def enlist_assassin_refusal(table: Table, player: int, card: str, owner: int,
                            spot: int) -> IllegalAction | None:
    """Enlist as Assassin against Guard spot ``spot`` of ``owner``: only Assassins and
    Sentinels; an opponent's Guard (your own only where a card allows it: Armored Fedora);
    against a face-up target only an Assassin whose Code overlaps."""
    if not can_assassinate(card):
        return IllegalAction(RULE_GUILDS, f"{card} is a Guard: only Assassins and Sentinels "
                                          "can be Enlisted as Assassins")
    if table.b.guards[owner][spot] is None:
        return IllegalAction(RULE_TARGET, f"there is no Guard in player {owner + 1}'s spot "
                                          f"{spot + 1} to assassinate")
    if owner == player:
        if any(spot in own(table, player, card) for own in table.in_play.own_targets):
            return None
        return IllegalAction(RULE_TARGET, "an Assassin targets one of your opponent's Guards")
    hit, face_up = target_of(table, owner, spot, card)
    if face_up and not codes_overlap(number(card), number(hit)):
        return IllegalAction(RULE_FACE_UP, f"{card}'s Code does not overlap the face-up {hit}: "
                                           "against a face-up target you may only use an "
                                           "overlapping Assassin")
    return None
