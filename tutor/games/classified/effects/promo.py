"""Promo cards: the 13 single Promo abilities (card reference, section 5; rulings section 7)."""

from __future__ import annotations

from itertools import combinations

from tutor.engine import Action

from ..abilities import Abilities, FreeAction
from ..actions import target_of
from ..assassination import assassinate
from ..cards import code, codes_overlap, guild, in_code, number, type_key
from ..table import PASS, Table

R = "classified.card."
RULING_P1B = "classified.ruling.P1b"
RULING_P3A = "classified.ruling.P3a"
RULING_P3C = "classified.ruling.P3c"
RULING_P5B = "classified.ruling.P5b"
RULING_P7B = "classified.ruling.P7b"
RULING_P9A = "classified.ruling.P9a"
RULING_P9B = "classified.ruling.P9b"
PILES = ("deck", "encrypted")


def area_items(t: Table, player: int, key: str) -> list[dict]:
    """``player``'s play-area entries holding a card of type ``key``."""
    return [item for item in t.b.area[player] if type_key(item["card"]) == key]


def to_area(t: Table, me: int, card: str, rule: str) -> None:
    """Move ``card`` out of limbo, face up into ``me``'s play area."""
    t.b.limbo.remove(card)
    t.b.area[me].append({"card": card})
    t.emit("play_area", rule, reveals=True, player=me, card=card)


def three_guards(t: Table, me: int) -> bool:
    """Ruling P3a: "your Suitcase is guarded by 3 Guards" (option three_guards_meaning)."""
    guards = t.guards(me)
    if t.options["three_guards_meaning"] == "three_in_code":
        guards = [g for g in guards if in_code(number(g["card"]), t.suitcase_number(me))]
    return len(guards) >= 3


def choose_pile(t: Table, player: int, rule: str, prompt: str, optional: bool = False):
    """``player`` picks the Draw Deck or the Encrypted Card Pile (a non-empty one), or None."""
    piles = [p for p in PILES if getattr(t.b, p)]
    if not piles:
        return None
    if len(piles) == 1 and not optional:
        return piles[0]
    actions = ([PASS] if optional else []) + [Action("pile", pile=p) for p in piles]
    choice = yield from t.ask(player, actions, rule, prompt)
    return None if choice == PASS else choice.pile


# ---- P1a Look Closely, P1b Test of Loyalty ---------------------------------------------------
def look_closely(t: Table, me: int, card: str):
    """P1a: PEEK 3 at the Draw Deck or the Encrypted Card Pile (your choice)."""
    pile = yield from choose_pile(t, me, R + "P1a", "P1a.pile")
    if pile is not None:
        t.peek(me, 3, R + "P1a", pile=pile)


def test_of_loyalty(t: Table, me: int, card: str):
    """P1b: reveal another card from your hand; is the opponent's Suitcase Number higher or
    lower? On a tie the opponent picks the answer. They are always asked, so being asked
    tells nothing."""
    opp, hand = t.other(me), t.b.hands[me]
    if not hand:
        return
    shown = hand[0]
    if len(set(hand)) > 1:
        shown = yield from t.choose_card(me, hand, R + "P1b", "P1b.reveal")
    t.emit("revealed", R + "P1b", reveals=True, player=me, cards=[shown])
    x, suitcase = number(shown), t.suitcase_number(opp)
    replies = ["higher", "lower"] if x == suitcase else ["higher" if suitcase > x else "lower"]
    reply = yield from t.ask(opp, [Action("answer", answer=a) for a in replies], RULING_P1B,
                             "P1b.answer", number=x)
    t.answer(R + "P1b", me, "higher_or_lower", reply.answer, number=x)


# ---- P3a Short Circuit, P3b Suitcase Handoff ---------------------------------------------------
def short_circuit(t: Table, me: int, card: str):
    """P3a: wait face up in your play area until the start of your next turn."""
    to_area(t, me, card, R + "P3a")
    yield from ()


def short_circuit_fires(t: Table, me: int):
    """P3a TRIGGER at the start of the owner's turn: win with 3 Guards, else discard it.
    (A position set up after the draw is past the start of the turn.)"""
    if t.b.drawn:
        return
    for item in area_items(t, me, "P3a"):
        if three_guards(t, me):
            t.win(me, "short_circuit", R + "P3a", card=item["card"])
        t.b.area[me].remove(item)
        t.to_discard([item["card"]], RULING_P3A)
    yield from ()


def suitcase_handoff(t: Table, me: int, card: str):
    """P3b: your Suitcase and the top card of the Draw Deck change places."""
    b = t.b
    if not b.deck:
        return
    old, new = b.suitcase[me], b.deck.pop(0)
    b.suitcase[me] = new
    b.deck.insert(0, old)
    known = {"old": old} if b.suitcase_public[me] else {}
    b.suitcase_public[me] = False
    t.emit("suitcase_handoff", R + "P3b", private={me: {"old": old, "new": new}}, player=me,
           **known)
    yield from ()


# ---- P3c Cyber Trap --------------------------------------------------------------------------
def cyber_trap(t: Table, me: int, card: str):
    """P3c: lay the trap face up on the opponent's Suitcase (their play area)."""
    opp = t.other(me)
    t.b.limbo.remove(card)
    t.b.area[opp].append({"card": card, "on": "suitcase", "owner": me})
    t.emit("trap", R + "P3c", reveals=True, player=me, card=card, on=opp)
    yield from ()


def trap_springs(t: Table) -> None:
    """P3c: a trap's owner holding two cards of one number wins at once (a ``win_checks`` ability)."""
    if not (t.b.area[0] or t.b.area[1]):         # no play-area card, so no trap (most events)
        return
    for victim in (t.b.current, t.other(t.b.current)):
        for item in area_items(t, victim, "P3c"):
            owner = item["owner"]
            numbers = [number(c) for c in t.b.hands[owner]]
            pair = next((n for n in numbers if numbers.count(n) > 1), None)
            if pair is not None:
                t.win(owner, "cyber_trap", R + "P3c", number=pair)


def trap_cancel_offers(t: Table, me: int) -> list[Action]:
    """Ruling P3c: with a trap on your Suitcase, reveal 3 hand cards of one printed guild."""
    traps = area_items(t, me, "P3c")
    if not traps:
        return []
    trios = [list(trio) for trio in combinations(sorted(t.b.hands[me]), 3)
             if len({guild(c) for c in trio}) == 1]
    return [Action("cancel_trap", trap=item["card"], cards=trio) for item in traps
            for trio in trios]


def trap_cancel(t: Table, me: int, action: Action):
    """Show the three cards (they stay in hand) and discard the trap."""
    t.emit("revealed", RULING_P3C, reveals=True, player=me, cards=list(action.cards))
    item = next(i for i in t.b.area[me] if i["card"] == action.trap)
    t.b.area[me].remove(item)
    t.to_discard([action.trap], RULING_P3C)
    yield from ()


# ---- P4a High-Stakes Gamble, P4b Telepathy Vision ----------------------------------------------
def high_stakes_gamble(t: Table, me: int, card: str):
    """P4a: name the opponent's Suitcase Number: right wins the game, wrong loses it."""
    opp = t.other(me)
    guess = yield from t.choose_number(me, R + "P4a", "P4a.guess")
    right = guess == t.suitcase_number(opp)
    t.answer(R + "P4a", me, "is_suitcase", right, number=guess)
    t.b.limbo.remove(card)
    t.to_discard([card], R + "P4a")
    t.win(me if right else opp, "gamble_won" if right else "gamble_lost", R + "P4a")


def telepathy_vision(t: Table, me: int, card: str):
    """P4b: secretly guess the opponent's Suitcase Number; the card waits face down."""
    guess = yield from t.choose_number(me, R + "P4b", "P4b.guess")
    t.b.limbo.remove(card)
    t.b.area[me].append({"card": card, "face_down": True, "secret": guess})
    t.emit("play_area", R + "P4b", reveals=True, private={me: {"guess": guess}}, player=me,
           card=card)


def telepathy_score(t: Table, player: int) -> float:
    """P4b TRIGGER at the end: a right guess counts as 2 Guards."""
    suitcase = t.suitcase_number(t.other(player))
    return 2.0 * sum(1 for item in area_items(t, player, "P4b") if item["secret"] == suitcase)


# ---- P5a Cyberpunk Sandwich, P5b Armored Fedora ------------------------------------------------
def sandwich_take_deck(t: Table, me: int) -> list[str]:
    """Take the top and the bottom card of the Draw Deck; returns the places emptied."""
    b, places = t.b, []
    for place, index in (("top", 0), ("bottom", -1)):
        if b.deck:
            card = b.deck.pop(index)
            b.hands[me].append(card)
            places.append(place)
            t.emit("take_deck", R + "P5a", private={me: {"card": card}}, player=me, place=place)
    return places


def sandwich_guard(t: Table, me: int):
    """Take an opponent Guard and put a hand card (or the Guard itself) in its place, face up,
    in one step so that the spot is never empty."""
    b, opp = t.b, t.other(me)
    spots = [(opp, s) for s, g in enumerate(b.guards[opp]) if g]
    if not spots:
        return
    _, spot = yield from t.choose_guard(me, spots, R + "P5a", "P5a.guard")
    guard = b.guards[opp][spot]
    taken = guard["card"]
    t.emit("see_guard", R + "P5a", private={me: {"card": taken}}, player=me, spot=spot)
    back = yield from t.choose_card(me, b.hands[me] + [taken], R + "P5a", "P5a.return",
                                    place="guard")
    if back != taken:
        b.hands[me].append(taken)
        t.take_from_hand(me, back)
    guard["card"], guard["up"] = back, True
    t.emit("sandwich_guard", R + "P5a", reveals=True, private={me: {"took": taken},
                                                               opp: {"took": taken}},
           player=me, spot=spot, card=back)


def cyberpunk_sandwich(t: Table, me: int, card: str):
    """P5a: take top, bottom and an opponent Guard, then return one hand card to each place
    (a card put in the Guard spot becomes the opponent's face-up Guard)."""
    places = sandwich_take_deck(t, me)
    yield from sandwich_guard(t, me)
    b = t.b
    for place in places:
        back = yield from t.choose_card(me, b.hands[me], R + "P5a", "P5a.return", place=place)
        t.take_from_hand(me, back)
        b.deck.insert(0 if place == "top" else len(b.deck), back)
        t.emit("return_deck", R + "P5a", private={me: {"card": back}}, player=me, place=place)


def fedora_fires(t: Table, owner: int, card: str, attacker: int, ctx: dict):
    """P5b TRIGGER: after the kill, the owner may swap a hand card with any discard."""
    b = t.b
    if not b.hands[owner] or not b.discard:
        return
    offers = [PASS] + [Action("card", card=c) for c in dict.fromkeys(b.discard)]
    choice = yield from t.ask(owner, offers, RULING_P5B, "P5b.take")
    if choice == PASS:
        return
    give = yield from t.choose_card(owner, b.hands[owner], R + "P5b", "P5b.give",
                                    take=choice.card)
    position = b.discard.index(choice.card)
    t.take_from_hand(owner, give)
    b.discard[position] = give
    b.hands[owner].append(choice.card)
    t.emit("exchange_discard", R + "P5b", reveals=True, player=owner, took=choice.card,
           gave=give, position=position)


def fedora_self_targets(t: Table, me: int, card: str) -> list[int]:
    """Ruling P5b: your own uncovered Armored Fedora, when the codes overlap."""
    spots = []
    for spot, guard in enumerate(t.b.guards[me]):
        if guard is None or guard["cover"] or type_key(guard["card"]) != "P5b":
            continue
        if codes_overlap(number(card), number(guard["card"])):
            spots.append(spot)
    return spots


# ---- P7a Cybernetic Cubic Tower, P7b Sands of Time -------------------------------------------
def cubic_tower(t: Table, me: int, card: str):
    """P7a: tuck a discard with this card into an empty Guard spot (the tucked card is a
    face-up Guard); name one of its Code numbers: is it the opponent's Suitcase Number?"""
    b = t.b
    spot = t.free_spot(me)
    tucked = yield from t.choose_card(me, b.discard, R + "P7a", "P7a.take")
    b.discard.remove(tucked)
    b.limbo.remove(card)
    b.guards[me][spot] = {"card": tucked, "up": True, "cover": None, "tower": card}
    t.emit("tower", R + "P7a", reveals=True, player=me, spot=spot, card=card, tucked=tucked)
    x = yield from t.choose_number(me, R + "P7a", "P7a.number", numbers=code(number(tucked)))
    t.answer(R + "P7a", me, "is_suitcase", x == t.suitcase_number(t.other(me)), number=x)


def sands_of_time(t: Table, me: int, card: str):
    """P7b: look at the bottom 3 deck cards, discard all but one (which stays at the bottom);
    this card stays in your play area."""
    b = t.b
    b.sands_used = sorted(set(b.sands_used) | {me})
    bottom = b.deck[-3:]
    if bottom:
        t.emit("peek", R + "P7b", private={me: {"cards": list(bottom)}}, player=me,
               pile="deck_bottom", count=len(bottom))
        keep = bottom[-1]
        if len(bottom) > 1:
            keep = yield from t.choose_card(me, bottom, R + "P7b", "P7b.keep")
        drop = [c for c in bottom if c != keep]
        for c in drop:
            b.deck.remove(c)
        yield from t.discard_in_order(me, drop, R + "P7b", order_rule=RULING_P7B)
    to_area(t, me, card, RULING_P7B)


# ---- P9a Unstable Grenade, P9b No-Return Mail --------------------------------------------------
def grenade_attempts(t: Table, me: int, card: str):
    """One attempt with the Grenade's Code against each opponent Guard; returns the kills."""
    b, opp = t.b, t.other(me)
    kills = 0
    for spot in [s for s, g in enumerate(b.guards[opp]) if g]:
        guard = b.guards[opp][spot]
        if guard is None:
            continue
        target, face_up = target_of(t, opp, spot, card)
        if not codes_overlap(number(card), number(target)):
            t.emit("assassination", RULING_P9A, reveals=True, player=me, card=card, spot=spot,
                   face_up=face_up, target=target if face_up else None, success=False)
            continue
        covered = guard["cover"] is not None
        if (yield from assassinate(t, me, card, spot, rule=R + "P9a")) and not covered:
            kills += 1
    return kills


def reveal_from_hand(t: Table, me: int, count: int):
    """Reveal ``count`` cards of your hand (your whole hand if it is smaller)."""
    hand = t.b.hands[me]
    if count == 1:
        shown = [t.state.rng.choice(sorted(hand))] if hand else []
    elif len(hand) <= count:
        shown = list(hand)
    else:
        first = yield from t.choose_card(me, hand, RULING_P9A, "P9a.reveal")
        second = yield from t.choose_card(me, [c for c in hand if c != first], RULING_P9A,
                                          "P9a.reveal")
        shown = [first, second]
    if shown:
        t.emit("revealed", R + "P9a", reveals=True, player=me, cards=shown)


def unstable_grenade(t: Table, me: int, card: str):
    """P9a: attempt every opponent Guard, then pay by kills: 1 a random hand card shown,
    2 two hand cards shown and the opponent may PEEK 2, 3 your Suitcase face up."""
    # the Grenade waits in limbo while its kills discard
    kills = yield from t.above_limbo(grenade_attempts(t, me, card))
    t.emit("grenade", R + "P9a", player=me, kills=kills)
    if kills in (1, 2):
        yield from reveal_from_hand(t, me, kills)
    if kills == 2:
        opp = t.other(me)
        pile = yield from choose_pile(t, opp, R + "P9a", "P9a.peek", optional=True)
        if pile is not None:
            t.peek(opp, 2, R + "P9a", pile=pile)
    elif kills == 3:
        t.b.suitcase_public[me] = True
        t.emit("suitcase_revealed", R + "P9a", reveals=True, player=me, card=t.b.suitcase[me])


def no_return_mail(t: Table, me: int, card: str):
    """P9b: give a hand card to the opponent; they give you one of theirs back."""
    b, opp = t.b, t.other(me)
    given = None
    if b.hands[me]:
        given = yield from t.choose_card(me, b.hands[me], R + "P9b", "P9b.give")
        b.hands[opp].append(t.take_from_hand(me, given))
        t.emit("give", R + "P9b", private={me: {"card": given}, opp: {"card": given}},
               player=me, to=opp)
    same = t.options["no_return_mail_allow_same"]
    allowed = [c for c in b.hands[opp] if same or c != given]
    if allowed:
        back = yield from t.choose_card(opp, allowed, RULING_P9B, "P9b.give_back")
        b.hands[me].append(t.take_from_hand(opp, back))
        t.emit("give", R + "P9b", private={me: {"card": back}, opp: {"card": back}},
               player=opp, to=me)


# ---- what each Promo card brings (``abilities.py``) ------------------------------------------
ABILITIES = Abilities(
    deploy={"P1a": look_closely, "P1b": test_of_loyalty, "P3a": short_circuit,
            "P3b": suitcase_handoff, "P3c": cyber_trap, "P4a": high_stakes_gamble,
            "P4b": telepathy_vision, "P5a": cyberpunk_sandwich, "P7a": cubic_tower,
            "P7b": sands_of_time, "P9a": unstable_grenade, "P9b": no_return_mail},
    play_as_guard=frozenset({"P5b"}),
    can_deploy={"P3b": lambda t, me, card: three_guards(t, me),
                "P4a": lambda t, me, card: len(t.b.deck) >= 4,
                "P7a": lambda t, me, card: t.has_guard_room(me) and bool(t.b.discard),
                "P7b": lambda t, me, card: me not in t.b.sands_used},
    on_guard_killed={"P5b": fedora_fires},
    own_targets={"P5b": fedora_self_targets},
    start_of_turn={"P3a": short_circuit_fires},
    win_checks={"P3c": trap_springs},
    free_actions={"cancel_trap": FreeAction("P3c", trap_cancel_offers, trap_cancel)},
    guard_score={"P4b": telepathy_score},
)
