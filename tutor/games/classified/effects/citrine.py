"""Citrine, the base set: abilities of cards 1 to 9 (card reference, section 2)."""

from __future__ import annotations

from tutor.engine import Action

from ..cards import in_code, number, ring_distance
from ..abilities import Abilities
from ..reactions import react_card, start_react_price
from ..table import Table

R = "classified.card."


def fortune_teller(t: Table, me: int, card: str):
    """C1: name X; is the opponent's Suitcase Number within 2 steps of X on the ring?"""
    x = yield from t.choose_number(me, R + "C1", "C1.number")
    yes = ring_distance(x, t.suitcase_number(t.other(me))) <= 2
    t.answer(R + "C1", me, "within_two", yes, number=x)


def test_access_codes(t: Table, me: int, card: str):
    """C2: the opponent shows you their hand; pick a number among it: is it their Suitcase?"""
    opp = t.other(me)
    hand = list(t.b.hands[opp])
    if not hand:
        return
    t.emit("hand_shown", R + "C2", private={me: {"cards": hand}}, player=opp, to=me)
    shown = sorted({number(c) for c in hand})
    x = yield from t.choose_number(me, R + "C2", "C2.number", numbers=shown)
    t.answer(R + "C2", me, "is_suitcase", x == t.suitcase_number(opp), number=x)


# Ruling C3 (classified.ruling.C3): whose Guards "no Guards in play" looks at: "both" players'
# (the tutor's reading) or only the "answerer"'s.
PETALS_NO_GUARDS_SCOPE = "both"


def no_guards_in_play(t: Table, answerer: int) -> bool:
    """Ruling C3: with the default scope, "no Guards in play" means neither player has one."""
    if PETALS_NO_GUARDS_SCOPE == "answerer":
        return not t.guards(answerer)
    return not t.guards_anywhere()


def picking_petals(t: Table, me: int, card: str):
    """C3: the opponent names a number that is neither their Suitcase Number nor 3; a second
    one when no Guards are in play."""
    opp = t.other(me)
    allowed = [n for n in range(1, 10) if n not in (3, t.suitcase_number(opp))]
    first = yield from t.choose_number(opp, R + "C3", "C3.name", allowed)
    t.answer(R + "C3", me, "not_suitcase", first)
    if no_guards_in_play(t, opp):
        second = yield from t.choose_number(opp, R + "C3", "C3.name_second",
                                            [n for n in allowed if n != first])
        t.answer(R + "C3", me, "not_suitcase", second)


def switch_places(t: Table, me: int, card: str):
    """C4: (a) swap one of your Guards with an opponent Guard or the top discard (the card you
    get is face up); or (b) put this card in one of your Guards' spots, take that Guard into
    hand, then discard a card from hand."""
    mine = [(me, s) for s, g in enumerate(t.b.guards[me]) if g]
    if not mine:
        return
    modes = []
    if t.guards(t.other(me)):
        modes.append("guard")
    if t.b.discard:
        modes.append("discard")
    modes.append("hand")
    mode = (yield from t.ask(me, [Action("mode", mode=m) for m in modes], R + "C4",
                             "C4.mode")).mode
    _, spot = yield from t.choose_guard(me, mine, R + "C4", "C4.own_guard")
    own = t.b.guards[me][spot]
    if mode == "guard":
        theirs = [(t.other(me), s) for s, g in enumerate(t.b.guards[t.other(me)]) if g]
        opp, their_spot = yield from t.choose_guard(me, theirs, R + "C4", "C4.their_guard")
        other = t.b.guards[opp][their_spot]
        own["card"], other["card"] = other["card"], own["card"]
        own["up"] = other["up"] = True
        t.emit("swap_guards", R + "C4", reveals=True, player=me, spot=spot,
               their_spot=their_spot, got=own["card"], gave=other["card"])
    elif mode == "discard":
        old, own["card"], own["up"] = own["card"], t.b.discard.pop(0), True
        t.emit("swap_discard", R + "C4", reveals=True, player=me, spot=spot, got=own["card"])
        t.to_discard([old], R + "C4")
    else:
        old = own["card"]
        t.b.limbo.remove(card)
        own["card"] = card
        t.b.hands[me].append(old)
        t.emit("swap_into_spot", R + "C4", private={me: {"took": old}}, player=me, spot=spot,
               up=own["up"])
        drop = yield from t.choose_card(me, t.b.hands[me], R + "C4", "C4.discard")
        t.to_discard([t.take_from_hand(me, drop)], R + "C4")


def scavenge(t: Table, me: int, card: str):
    """C5: take one of the top 3 discards into hand, then discard another card from hand."""
    if not t.b.discard:
        return
    taken = yield from t.choose_card(me, t.b.discard[:3], R + "C5", "C5.take")
    t.b.discard.remove(taken)
    t.b.hands[me].append(taken)
    t.emit("take_discard", R + "C5", player=me, card=taken)
    rest = [c for c in t.b.hands[me] if c != taken]
    if rest:
        drop = yield from t.choose_card(me, rest, R + "C5", "C5.discard")
        t.to_discard([t.take_from_hand(me, drop)], R + "C5")


def uncovered_guards(t: Table, me: int) -> list[tuple[int, int]]:
    return [(me, s) for s, g in enumerate(t.b.guards[me]) if g and not g["cover"]]


def extra_protection(t: Table, me: int, card: str):
    """C6 (TUCK): lay this card on one of your Guards, which can then not be assassinated until
    this card is; it counts as half a Guard at the end."""
    _, spot = yield from t.choose_guard(me, uncovered_guards(t, me), R + "C6", "C6.guard")
    t.b.limbo.remove(card)
    t.b.guards[me][spot]["cover"] = card
    t.emit("cover", R + "C6", reveals=True, player=me, spot=spot, card=card)


def wheel_of_fate(t: Table, me: int, card: str):
    """C7: flip one of your Guards face up; is its number in the opponent's Code?"""
    mine = [(me, s) for s, g in enumerate(t.b.guards[me]) if g]
    if not mine:
        return
    _, spot = yield from t.choose_guard(me, mine, R + "C7", "C7.guard")
    t.flip_up(me, spot, R + "C7")
    n = number(t.b.guards[me][spot]["card"])
    t.answer(R + "C7", me, "in_code", in_code(n, t.suitcase_number(t.other(me))), number=n)


def neutralize_the_target(t: Table, me: int, card: str):
    """C8: (a) flip an opponent Guard face up, (b) rearrange the Discard Pile, or (c) look at
    the bottom 2 cards of the Draw Deck."""
    opp = t.other(me)
    face_down = [(opp, s) for s, g in enumerate(t.b.guards[opp]) if g and not g["up"]]
    modes = (["flip"] if face_down else []) + (["rearrange"] if len(t.b.discard) > 1 else []) \
        + (["bottom"] if t.b.deck else [])
    if not modes:
        return
    mode = (yield from t.ask(me, [Action("mode", mode=m) for m in modes], R + "C8",
                             "C8.mode")).mode
    if mode == "flip":
        _, spot = yield from t.choose_guard(me, face_down, R + "C8", "C8.flip")
        t.flip_up(opp, spot, R + "C8")
    elif mode == "rearrange":
        yield from rearrange_discard(t, me, R + "C8")
    else:
        bottom = t.b.deck[-2:]
        t.emit("peek", R + "C8", private={me: {"cards": bottom}}, player=me, pile="deck_bottom",
               count=len(bottom))


def rearrange_discard(t: Table, me: int, rule: str):
    """Put the Discard Pile in any order: pick the new top card, then the next, and so on."""
    remaining, order = list(t.b.discard), []
    while len(remaining) > 1:
        pick = yield from t.choose_card(me, remaining, rule, "C8.next_top", placed=len(order))
        remaining.remove(pick)
        order.append(pick)
    t.b.discard[:] = order + remaining
    t.emit("rearranged", rule, player=me, discard=list(t.b.discard))


# ---- C9 Bullet Proof Vest: REACT to a successful assassination of your Guard -----------------
def _vest_resolve(t: Table, player: int, action: Action, ctx: dict):
    start_react_price(t, player, action.card)
    yield from ()
    return True


# ---- what each Citrine card brings (``abilities.py``) ----------------------------------------
ABILITIES = Abilities(
    deploy={"C1": fortune_teller, "C2": test_access_codes, "C3": picking_petals,
            "C4": switch_places, "C5": scavenge, "C6": extra_protection, "C7": wheel_of_fate,
            "C8": neutralize_the_target},
    can_deploy={"C6": lambda t, me, card: bool(uncovered_guards(t, me))},
    guard_score={"C6": lambda t, p: 0.5 * sum(1 for g in t.guards(p) if g["cover"])},
    reactions={"assassination_success": (
        react_card("bullet_proof_vest", "C9", _vest_resolve),)},
)
