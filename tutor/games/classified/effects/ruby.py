"""Ruby: abilities of cards R1 to R9 (card reference, section 4; rulings R2-R9 in section 7)."""

from __future__ import annotations

from tutor.engine import Action

from ..abilities import Abilities
from ..actions import ENLIST_GUARD, card_actions, enlist_actions, enlist_guard_refusal
from ..assassination import assassinate
from ..cards import code, number
from ..flow import play_nested
from ..reactions import react_card, start_react_price
from ..table import PASS, Table

R = "classified.card."

# Rulings kept as named constants (catalogue: classified.ruling.R3 ... R8).
AGONIZING_LOOK = 2                     # R3: cards looked at (fewer if the deck is shorter)
PRECISION_NEEDS_DISCARD = True         # R5: with an empty Discard Pile nothing happens
INFILTRATE_NUMBERS = range(1, 10)      # R7: the number named may be any of 1-9
SPOTLIGHT_SIDES = (0, 1)               # R8: "every Guard" means both players' Guards


def hacking_dart(t: Table, me: int, card: str):
    """R1: the opponent tells you whether their Suitcase Number is odd or even."""
    parity = "odd" if t.suitcase_number(t.other(me)) % 2 else "even"
    t.answer(R + "R1", me, "parity", parity)
    yield from ()


# ---- R2 Decoy Guard: played as a face-down Guard (G8); TRIGGER when assassinated ------------
def decoy_guard_killed(t: Table, owner: int, card: str, attacker: int, ctx: dict):
    """R2: the assassin tells the Decoy Guard's owner one number of their own Code, their
    choice which (ruling R2)."""
    numbers = code(t.suitcase_number(attacker))
    told = yield from t.choose_number(attacker, R + "R2", "R2.tell", numbers=numbers)
    t.answer("classified.ruling.R2", owner, "number_in_code", told, by=attacker)


# ---- R3 Agonizing Choice ----------------------------------------------------------------------
def agonizing_choice(t: Table, me: int, card: str):
    """R3: look at the top 2 cards, play one as if from hand (Deploy, Enlist or Encrypt), then
    shuffle the other together with a Discard Pile card of your choice into the Draw Deck."""
    if not t.b.deck:                   # ruling R3: nothing to look at, nothing happens
        return
    seen = t.peek(me, AGONIZING_LOOK, R + "R3")
    plays = [a for c in seen for a in _plays_from_deck(t, me, c)]
    play = yield from t.ask(me, plays, R + "R3", "R3.play")
    t.b.deck.remove(play.card)
    t.b.hands[me].append(play.card)
    t.emit("take_from_deck", R + "R3", player=me)
    yield from play_nested(t, me, play)
    if t.b.winner is not None:
        return
    if t.b.discard:
        back = yield from t.choose_card(me, t.b.discard, "classified.ruling.R3", "R3.discard")
        t.b.discard.remove(back)
        t.b.deck.insert(0, back)
    else:
        back = None
    t.state.rng.shuffle(t.b.deck)
    t.emit("shuffle_into_deck", R + "R3", reveals=True, player=me, card=back,
           deck=len(t.b.deck))


def _plays_from_deck(t: Table, me: int, card: str) -> list[Action]:
    """The ways ``card`` could be played "as if from hand": its play restrictions are checked
    with the card already out of the Draw Deck (e.g. Split Personality's 4-card minimum)."""
    index = t.b.deck.index(card)
    t.b.deck.pop(index)
    try:
        return card_actions(t, me, card)
    finally:
        t.b.deck.insert(index, card)


# ---- R4 Digital Revival -----------------------------------------------------------------------
def _revival_modes(t: Table, me: int) -> list[str]:
    modes = []
    if t.b.encrypted and t.has_guard_room(me):
        modes.append("encrypted")
    if t.guards(me) and t.b.hands[t.other(me)]:
        modes.append("exchange")
    return modes


def digital_revival(t: Table, me: int, card: str):
    """R4: (a) the top Encrypted card becomes your face-up Guard, or (b) exchange one of your
    Guards with an opponent's hand card they choose; then you may exchange that new Guard with
    a card from your hand."""
    modes = _revival_modes(t, me)
    if not modes:
        return
    mode = (yield from t.ask(me, [Action("mode", mode=m) for m in modes], R + "R4",
                             "R4.mode")).mode
    if mode == "encrypted":
        spot = _revive_encrypted(t, me)
    else:
        spot = yield from _exchange_with_hand(t, me)
    yield from _revival_swap(t, me, spot)


def _revive_encrypted(t: Table, me: int) -> int:
    card = t.b.encrypted.pop(0)
    t.emit("reveal_encrypted", R + "R4", reveals=True, player=me, card=card)
    return t.place_guard(me, card, up=True, rule=R + "R4")


def _exchange_with_hand(t: Table, me: int):
    opp = t.other(me)
    mine = [(me, s) for s, g in enumerate(t.b.guards[me]) if g]
    _, spot = yield from t.choose_guard(me, mine, R + "R4", "R4.guard")
    given = yield from t.choose_card(opp, t.b.hands[opp], "classified.ruling.R4", "R4.give")
    guard = t.b.guards[me][spot]
    old, was_up = guard["card"], guard["up"]
    t.take_from_hand(opp, given)
    t.b.hands[opp].append(old)
    guard["card"], guard["up"] = given, True
    public = {"gave": old} if was_up else {}
    t.emit("exchange_guard_hand", R + "R4", reveals=True, private={opp: {"gave": old}},
           player=me, spot=spot, got=given, **public)
    return spot


def _revival_swap(t: Table, me: int, spot: int):
    """The optional follow-up: the new Guard goes to hand, a hand card takes its face-up place
    (G6)."""
    hand = t.b.hands[me]
    if not hand:
        return
    choice = yield from t.ask(me, [PASS] + [Action("card", card=c) for c in hand],
                              "classified.ruling.R4", "R4.swap", spot=spot)
    if choice == PASS:
        return
    guard = t.b.guards[me][spot]
    revived = guard["card"]
    t.take_from_hand(me, choice.card)
    hand.append(revived)
    guard["card"] = choice.card
    t.emit("swap_guard_hand", R + "R4", reveals=True, player=me, spot=spot, got=revived,
           card=choice.card)


# ---- R5 Precision Procedure -------------------------------------------------------------------
def precision_procedure(t: Table, me: int, card: str):
    """R5: exchange this card with the top or bottom discard; then Enlist or discard another
    card from your hand."""
    pile = t.b.discard
    taken = None
    if pile:
        ends = ["top", "bottom"] if len(pile) > 1 else ["top"]
        end = (yield from t.ask(me, [Action("end", end=e) for e in ends], R + "R5",
                                "R5.end")).end
        where = 0 if end == "top" else len(pile) - 1
        taken, pile[where] = pile[where], card
        t.b.limbo.remove(card)
        t.b.hands[me].append(taken)
        t.emit("exchange_discard", R + "R5", player=me, end=end, card=taken, put=card)
    elif PRECISION_NEEDS_DISCARD:
        return
    others = [c for c in dict.fromkeys(t.b.hands[me]) if c != taken]
    if not others:
        return
    choice = yield from t.ask(me, [a for c in others for a in _enlist_or_discard(t, me, c)],
                              "classified.ruling.R5", "R5.enlist_or_discard")
    if choice.kind == "discard":
        t.to_discard([t.take_from_hand(me, choice.card)], R + "R5")
    else:
        yield from play_nested(t, me, choice)


def _enlist_or_discard(t: Table, me: int, card: str) -> list[Action]:
    actions = [Action("discard", card=card)]
    if enlist_guard_refusal(t, me, card) is None:
        actions.append(Action(ENLIST_GUARD, card=card))
    return actions + enlist_actions(t, me, card)


# ---- R7 Infiltrate Enemy Lines ------------------------------------------------------------------
def infiltrate_enemy_lines(t: Table, me: int, card: str):
    """R7: this card becomes a face-up Guard of the opponent; they show you their hand; you
    name a number and they tell you whether it is their Suitcase Number."""
    opp = t.other(me)
    t.b.limbo.remove(card)
    t.place_guard(opp, card, up=True, rule=R + "R7")
    hand = list(t.b.hands[opp])
    t.emit("hand_shown", R + "R7", private={me: {"cards": hand}}, player=opp, to=me)
    x = yield from t.choose_number(me, "classified.ruling.R7", "R7.number",
                                numbers=INFILTRATE_NUMBERS)
    t.answer(R + "R7", me, "is_suitcase", x == t.suitcase_number(opp), number=x)


# ---- R8 Shine Spotlights ------------------------------------------------------------------------
def shine_spotlights(t: Table, me: int, card: str):
    """R8: flip every Guard in play face up; choose 2 of them; is the opponent's Suitcase
    Number between their numbers (inclusive, no wrap)?"""
    spots = [(p, s) for p, s in t.guards_anywhere() if p in SPOTLIGHT_SIDES]
    for owner, spot in spots:
        t.flip_up(owner, spot, R + "R8")
    if len(spots) < 2:
        return
    first = yield from t.choose_guard(me, spots, R + "R8", "R8.first")
    second = yield from t.choose_guard(me, [s for s in spots if s != first], "classified.ruling.R8",
                                       "R8.second")
    low, high = sorted(number(t.b.guards[o][s]["card"]) for o, s in (first, second))
    inside = low <= t.suitcase_number(t.other(me)) <= high
    t.answer(R + "R8", me, "between", inside, low=low, high=high)


# ---- R9 Rooftop Sniper --------------------------------------------------------------------------
def rooftop_sniper(t: Table, me: int, card: str):
    """R9: assassinate an opponent Guard (or the Extra Protection on it) without comparing
    codes; nothing can block it and nothing fires from it."""
    opp = t.other(me)
    spots = [(opp, s) for s, g in enumerate(t.b.guards[opp]) if g]
    if not spots:
        return
    _, spot = yield from t.choose_guard(me, spots, "classified.ruling.R9", "R9.target")
    yield from assassinate(t, me, card, spot, compare=False, unblockable=True, rule=R + "R9")


# ---- R6 Pull the Plug: REACT when the opponent Deploys ------------------------------------------
def _plug_resolve(t: Table, player: int, action: Action, ctx: dict):
    start_react_price(t, player, action.card)
    t.emit("pull_the_plug", "classified.ruling.R6", player=player, blocked=ctx["card"])
    yield from ()
    return True


# ---- what each Ruby card brings (``abilities.py``) -------------------------------------------
ABILITIES = Abilities(
    deploy={"R1": hacking_dart, "R3": agonizing_choice, "R4": digital_revival,
            "R5": precision_procedure, "R7": infiltrate_enemy_lines, "R8": shine_spotlights,
            "R9": rooftop_sniper},
    play_as_guard=frozenset({"R2"}),
    on_guard_killed={"R2": decoy_guard_killed},
    can_deploy={"R7": lambda t, me, card: t.has_guard_room(t.other(me))},
    reactions={"deploy": (react_card("pull_the_plug", "R6", _plug_resolve),)},
)
