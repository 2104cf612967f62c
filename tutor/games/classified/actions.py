"""One legality predicate per turn-Action rule, shared by ``legal_actions`` and the why-not explainer.

Each ``*_refusal`` function returns None when the play is legal, else the IllegalAction that
names the rule it breaks; ``card_actions`` offers a play exactly when its refusal is None, and
``illegal.explain`` returns the refusal itself. ``action_choices`` lists a turn's legal Actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from tutor.engine import Action, IllegalAction

from .board import GUARD_SPOTS
from .cards import REACT, can_assassinate, can_guard, card_type, codes_overlap, number
from .table import Table

# the kinds of a turn's Action
DEPLOY_KIND, ENCRYPT, ENLIST_GUARD = "deploy", "encrypt", "enlist_guard"
ENLIST_ASSASSIN = "enlist_assassin"
PLAY_KINDS = (DEPLOY_KIND, ENCRYPT, ENLIST_GUARD, ENLIST_ASSASSIN)

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


# ---- the legal Actions of a turn ----------------------------------------------------------------
def deployable(table: Table, me: int, card: str) -> bool:
    """Whether ``me`` may Deploy ``card`` now (see ``actions.deploy_refusal``)."""
    return deploy_obstacle(table, me, card) is None


def action_choices(table: Table, me: int) -> list[Action]:
    """Every legal Action for ``me`` now: Deploy, Encrypt, Enlist as Guard or as Assassin, and
    any free actions cards in play allow."""
    actions = []
    for card in dict.fromkeys(table.b.hands[me]):
        actions += card_actions(table, me, card)
    for offer_free in table.in_play.free_offers:
        actions += offer_free(table, me)
    return actions


def card_actions(table: Table, me: int, card: str) -> list[Action]:
    """The ways ``me`` may play ``card`` as their Action: Deploy, Encrypt, Enlist."""
    plays = card_plays(card)
    if deploy_obstacle(table, me, card) is None:
        actions = [plays.deploy, plays.encrypt]
    else:
        actions = [plays.encrypt]
    if enlist_guard_allowed(table, me, card):
        actions.append(plays.enlist_guard)
    if can_assassinate(card):
        actions += enlist_actions(table, me, card)
    return actions


@dataclass(frozen=True, slots=True)      # slots: read at every decision (faster than a tuple)
class CardPlays:
    """The Deploy, Encrypt and Enlist-as-Guard Actions of one card."""

    deploy: Action
    encrypt: Action
    enlist_guard: Action


@cache
def card_plays(card: str) -> CardPlays:
    """A card's turn Actions, made once per card id (every turn offers them again)."""
    return CardPlays(*(Action(kind, card=card) for kind in (DEPLOY_KIND, ENCRYPT, ENLIST_GUARD)))


# ---- Enlist as an Assassin: naming and listing the targets ---------------------------------------
def target_action(table: Table, card: str, owner: int, spot: int) -> Action:
    """The Enlist-as-Assassin Action against Guard spot ``spot`` of ``owner``, named as the
    attacker can name it: a face-up target (a face-up Guard, an Extra Protection lying on a
    Guard, a Cubic Tower stack) by its card id, a face-down Guard by its place."""
    hit, face_up = target_of(table, owner, spot, card)
    if face_up:
        return _at_card(card, hit)
    return _at_place(card, owner, spot)


# The (shared) Enlist-as-Assassin actions, looked up by position: every turn offers them again.
@cache
def _at_card(card: str, target: str) -> Action:
    return Action(ENLIST_ASSASSIN, card=card, target=target)


@cache
def _at_place(card: str, owner: int, spot: int) -> Action:
    return Action(ENLIST_ASSASSIN, card=card, owner=owner, spot=spot)


def locate(table: Table, action: Action) -> tuple[int, int] | None:
    """The (owner, spot) an Enlist-as-Assassin Action aims at, or None when it names nothing an
    Assassin can hit there (a card not face up in play, one under Extra Protection, a bad
    place)."""
    target, card = action.get("target"), action.get("card")
    if target is not None:
        for owner, spot in table.guards_anywhere():
            hit, face_up = target_of(table, owner, spot, card if isinstance(card, str) else None)
            if face_up and hit == target:
                return owner, spot
        return None
    owner, spot = action.get("owner"), action.get("spot")
    if type(owner) is int and type(spot) is int and 0 <= owner < 2 and 0 <= spot < GUARD_SPOTS:
        return owner, spot
    return None


def enlist_actions(table: Table, player: int, card: str) -> list[Action]:
    """The Enlist-as-Assassin actions ``card`` allows: the opponent's Guards first, then own
    ones a card allows, each side in spot order: the spots ``enlist_assassin_refusal`` allows,
    worked out here in one pass because every turn offers them (tests/classified/
    test_enlist_actions.py checks that the two agree)."""
    if not can_assassinate(card):
        return []
    guards = table.b.guards
    opponent = 1 - player
    actions = []
    for spot, guard in enumerate(guards[opponent]):
        if guard is None:
            continue
        hit, face_up = target_of(table, opponent, spot, card)
        if not face_up:
            actions.append(_at_place(card, opponent, spot))
        elif codes_overlap(number(card), number(hit)):     # face up: only when codes overlap
            actions.append(_at_card(card, hit))
    own_targets = table.in_play.own_targets
    if own_targets and any(guards[player]):
        allowed = {spot for own in own_targets for spot in own(table, player, card)}
        actions += [target_action(table, card, player, spot)
                    for spot, guard in enumerate(guards[player])
                    if guard is not None and spot in allowed]
    return actions
