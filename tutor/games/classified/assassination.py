"""Assassination (rules spec §4): targets, the code-overlap test, success, failure, blocks."""

from __future__ import annotations

from .actions import RULE_FACE_UP, target_of
from .cards import codes_overlap, number, type_key
from .reactions import offer
from .table import Table

RULE_ATTEMPT = "classified.assassinate.attempt"
RULE_SUCCESS = "classified.assassinate.success"
RULE_FAILURE = "classified.assassinate.failure"
RULE_SHOWN = "classified.ruling.shown_card"
WINDOW = "assassination_success"


def assassinate(table: Table, attacker: int, card: str | None, spot: int, *, compare=True,
                unblockable=False, capture=None, rule=RULE_ATTEMPT, defender=None):
    """Resolve an assassination by ``attacker`` with ``card`` (already out of hand, in limbo)
    against the opponent's Guard spot ``spot``. Returns True on an unblocked success.

    ``compare=False``: no code comparison (automatic success). ``unblockable``: no reaction or
    trigger may block it or fire from it (Rooftop Sniper). ``capture``: a generator
    ``(table, attacker, guard) -> None`` that takes the hit Guard instead of discarding it
    (Mind Control); then only ``card`` is discarded. ``defender``: whose Guard is hit, by
    default the opponent (an own Armored Fedora may be hit; nobody may react then).
    """
    defender = table.other(attacker) if defender is None else defender
    target, face_up = target_of(table, defender, spot, card)
    covered = table.b.guards[defender][spot]["cover"] is not None
    success = codes_overlap(number(card), number(target)) if compare and card else True
    # the face-up overlap rule governs compared assassinations only (not Mind Control/Sniper)
    table.emit("assassination", RULE_FACE_UP if face_up and compare else rule, reveals=True,
               player=attacker, card=card, spot=spot, face_up=face_up,
               target=target if face_up else None, success=success)
    if not success:
        yield from _fail(table, attacker, card)
        return False
    ctx = {"attacker": attacker, "card": card, "spot": spot, "target": target,
           "face_up": face_up, "unblockable": unblockable}
    if defender != attacker and (yield from offer(table, defender, WINDOW, ctx)):
        blocked_by = ctx.get("blocked_rule") or RULE_SUCCESS
        table.emit("blocked", blocked_by, player=defender, spot=spot)
        yield from table.discard_in_order(attacker, table.limbo_cards(), blocked_by)
        return False
    yield from _kill(table, attacker, card, spot, covered, capture, defender)
    if not unblockable and not covered:
        trigger = table.abilities.on_guard_killed.get(type_key(target))
        if trigger is not None:
            yield from trigger(table, defender, target, attacker, ctx)
    return True


def _kill(table: Table, attacker: int, card, spot: int, covered: bool, capture,
          defender=None):
    defender = table.other(attacker) if defender is None else defender
    guard = table.b.guards[defender][spot]
    tower = [] if covered else [t for t in [guard.pop("tower", None)] if t]   # CCT goes too
    if covered:                                  # only the Extra Protection dies
        hit, guard["cover"] = guard["cover"], None
    elif capture is not None:
        table.remove_guard(defender, spot)
        table.emit("killed", RULE_SUCCESS, reveals=True, player=defender, spot=spot,
                   card=guard["card"], **({"tower": tower[0]} if tower else {}))
        yield from capture(table, attacker, guard)
        yield from table.discard_in_order(attacker, table.limbo_cards() + tower, RULE_SUCCESS)
        return
    else:
        hit = table.remove_guard(defender, spot)["card"]
    table.emit("killed", RULE_SUCCESS, reveals=True, player=defender, spot=spot, card=hit,
               **({"tower": tower[0]} if tower else {}))
    yield from table.discard_in_order(attacker, table.limbo_cards() + [hit] + tower, RULE_SUCCESS)


def _fail(table: Table, attacker: int, card):
    """A failed attempt: the assassin is discarded and the attacker sees one random card of
    the defender's hand."""
    defender = table.other(attacker)
    cards = table.limbo_cards()
    for c in cards:
        table.b.limbo.remove(c)
    table.to_discard(cards, RULE_FAILURE)
    hand = table.b.hands[defender]
    if hand:
        shown = table.state.rng.choice(sorted(hand))
        # the attacker sees the card; the defender knows which card they showed (ruling)
        table.emit("shown", RULE_SHOWN, private={attacker: {"card": shown},
                                                   defender: {"card": shown}},
                   player=defender, to=attacker)
    yield from ()
