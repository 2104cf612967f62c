"""Emerald: abilities of cards E1 to E9 (card reference, sections 3 and 7)."""

from __future__ import annotations

from tutor.engine import Action

from ..assassination import assassinate
from ..cards import ASSASSIN, COPIES_OF, GUARD, SENTINEL, guild, in_code, number, type_key
from ..abilities import Abilities, FreeAction, Reaction
from ..reactions import react_card, start_react_price
from ..table import PASS, Table

R = "classified.card."
RULING_E5 = "classified.ruling.E5"
RULING_E6 = "classified.ruling.E6"
RULING_E9 = "classified.ruling.E9"

SPLIT_MIN_DECK = 4                  # E4, printed: "only if the Draw Deck holds at least 4 cards"
# Ruling E5: when Hiding Place's swap may be made on its owner's final turn.
HIDING_PLACE_SWAP_TIMES = ("before_action", "after_action")


def own_guards(t: Table, me: int) -> list[tuple[int, int]]:
    return [(me, s) for s, g in enumerate(t.b.guards[me]) if g]


# ---- E1 High-Tech Bookends -------------------------------------------------------------------
def high_tech_bookends(t: Table, me: int, card: str):
    """E1: reveal a hand card k; is the opponent's Suitcase Number within 1..k?"""
    hand = t.b.hands[me]
    if not hand:
        return
    shown = yield from t.choose_card(me, hand, R + "E1", "E1.reveal")
    t.emit("reveal", "classified.ruling.E1", reveals=True, player=me, card=shown)
    k = number(shown)
    yes = 1 <= t.suitcase_number(t.other(me)) <= k
    t.answer(R + "E1", me, "in_low_range", yes, low=1, high=k)


# ---- E2 Mind Control ---------------------------------------------------------------------------
def capturable(t: Table, me: int) -> list[tuple[int, int]]:
    """Ruling E2: opponent Guards that could be assassinated now (no covered Guard, no Extra
    Protection)."""
    opp = t.other(me)
    return [(opp, s) for s, g in enumerate(t.b.guards[opp]) if g and not g["cover"]]


def mind_control(t: Table, me: int, card: str):
    """E2: assassinate an opponent Guard without comparing codes; unless blocked it becomes
    your face-up Guard and you tell whether its number is in your own Code."""
    targets = capturable(t, me)
    if not targets:
        return
    _, spot = yield from t.choose_guard(me, targets, "classified.ruling.E2", "E2.target")
    yield from assassinate(t, me, card, spot, compare=False, capture=_capture, rule=R + "E2")


def _capture(t: Table, me: int, guard: dict):
    """The hit Guard changes owner: face up into an empty spot of ``me`` (G6), then the
    compulsory answer about ``me``'s own Code."""
    n = number(guard["card"])
    t.place_guard(me, guard["card"], up=True, rule=R + "E2")
    t.answer(R + "E2", t.other(me), "in_captor_code", in_code(n, t.suitcase_number(me)),
             number=n, answered_by=me)
    yield from ()


# ---- E3 Interrogation ----------------------------------------------------------------------
GUILDS = (GUARD, ASSASSIN, SENTINEL)


def interrogation(t: Table, me: int, card: str):
    """E3: the opponent names a guild that is not the printed guild of their Suitcase."""
    opp = t.other(me)
    allowed = [g for g in GUILDS if g != guild(t.b.suitcase[opp])]
    choice = yield from t.ask(opp, [Action("guild", guild=g) for g in allowed],
                              "classified.ruling.E3", "E3.name")
    t.answer(R + "E3", me, "not_suitcase_guild", choice.guild)


# ---- E4 Split Personality --------------------------------------------------------------------
def split_personality(t: Table, me: int, card: str):
    """E4: reveal one of your Guards and exchange it with your Suitcase (ruling E4: the old
    Suitcase takes the Guard's orientation and tucked status; the new one is public)."""
    mine = own_guards(t, me)
    if not mine:
        return
    _, spot = yield from t.choose_guard(me, mine, R + "E4", "E4.guard")
    guard = t.b.guards[me][spot]
    new, old = guard["card"], t.b.suitcase[me]
    t.b.suitcase[me], guard["card"] = new, old
    t.b.suitcase_public[me] = True
    t.emit("suitcase_exchange", "classified.ruling.E4", reveals=True, private={me: {"guard": old}},
           player=me, spot=spot, suitcase=new, up=guard["up"],
           guard=old if guard["up"] else None)


# ---- E5 Hiding Place -------------------------------------------------------------------------
def _stash_choices(t: Table, me: int) -> list[Action]:
    choices = []
    if t.b.discard:
        choices.append(Action("stash", source="discard_top"))
    if len(t.b.discard) > 1:
        choices.append(Action("stash", source="discard_bottom"))
    choices += [Action("stash", source="guard", spot=s) for _, s in own_guards(t, me)]
    return choices


def hiding_place(t: Table, me: int, card: str):
    """E5 (TUCK): into your play area, tucking the top or bottom discard or one of your
    Guards (which stops being a Guard)."""
    choices = _stash_choices(t, me)
    choice = (yield from t.ask(me, choices, R + "E5", "E5.stash")) if choices else None
    item = {"card": card, "tucked": None, "tucked_up": True}
    t.b.limbo.remove(card)
    t.b.area[me].append(item)
    if choice is None:
        t.emit("tuck", R + "E5", reveals=True, player=me, card=card, tucked=None)
    elif choice.source == "guard":
        _stash_guard(t, me, card, item, choice.spot)
    else:
        item["tucked"] = t.b.discard.pop(0 if choice.source == "discard_top" else -1)
        t.emit("tuck", R + "E5", reveals=True, player=me, card=card, source=choice.source,
               tucked=item["tucked"])


def _stash_guard(t: Table, me: int, card: str, item: dict, spot: int) -> None:
    """Ruling E5: the Guard keeps its orientation; an Extra Protection (or a Cybernetic Cubic
    Tower) left holding nothing is discarded."""
    guard = t.remove_guard(me, spot)
    item["tucked"], item["tucked_up"] = guard["card"], guard["up"]
    t.emit("tuck", RULING_E5, reveals=True, private={me: {"tucked": guard["card"]}}, player=me,
           card=card, source="guard", spot=spot,
           tucked=guard["card"] if guard["up"] else None)
    left = [c for c in (guard["cover"], guard.get("tower")) if c]
    if left:
        t.to_discard(left, RULING_E5)


def _swappable(t: Table, me: int) -> list[dict]:
    return [item for item in t.b.area[me] if type_key(item["card"]) == "E5"
            and item.get("tucked") and not item.get("swapped")]


def _swap_actions(t: Table, me: int) -> list[Action]:
    return [Action("hiding_swap", place=item["card"], card=c)
            for item in _swappable(t, me) for c in dict.fromkeys(t.b.hands[me])]


def final_turn_before_action(t: Table, me: int) -> bool:
    """Ruling E5: the Draw Deck is empty and the player will keep one card after this Action."""
    return not t.b.deck and len(t.b.hands[me]) == 2


def _swap_offers(t: Table, me: int) -> list[Action]:
    """Free action: on your final turn, before your Action."""
    if "before_action" not in HIDING_PLACE_SWAP_TIMES or not final_turn_before_action(t, me):
        return []
    return _swap_actions(t, me)


def _swap(t: Table, me: int, action: Action):
    """Exchange a Hiding Place's tucked card with a hand card (once per Hiding Place)."""
    item = next(i for i in t.b.area[me] if i["card"] == action.place)
    old, was_up = item["tucked"], item["tucked_up"]
    t.take_from_hand(me, action.card)
    t.b.hands[me].append(old)
    item.update(tucked=action.card, tucked_up=False, swapped=True)
    t.emit("hiding_swap", RULING_E5, private={me: {"gave": action.card, "took": old}},
           player=me, place=action.place, took=old if was_up else None)
    yield from ()


def _swap_after_action(t: Table, me: int):
    """End of turn: on your final turn, after your Action, with your Final Card."""
    if "after_action" not in HIDING_PLACE_SWAP_TIMES or t.b.deck or len(t.b.hands[me]) != 1:
        return
    offers = _swap_actions(t, me)
    if not offers:
        return
    choice = yield from t.ask(me, [PASS] + offers, RULING_E5, "E5.swap")
    if choice != PASS:
        yield from _swap(t, me, choice)


# ---- E6 Resilience (played as a Guard; TRIGGER in the assassination_success window) ------------
def _scalars(values):
    """Every scalar inside ``values`` (through nested dicts, lists and tuples), in no
    particular order: one walk for a whole log instead of a call per value."""
    stack = list(values)
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, (list, tuple)):
            stack.extend(value)
        else:
            yield value


def publicly_seen(t: Table, card: str) -> bool:
    """Ruling E6: ``card`` has been face up for both players at some point (a face-up Guard,
    the Discard Pile, a reveal): every public event so far (a hand-set position's log starts
    with the cards seen before it) and the public zones now."""
    if card in t.public_cards():
        return True
    return card in _scalars(e.public for e in t.state.log)


def seen_before(board, events) -> list[str]:
    """The cards of this game named in ``events``' public parts, sorted: the ``seen`` scenario
    key that lets a position rebuilt after those events answer ``publicly_seen`` as the game
    did (the cards on the table it rebuilds answer for themselves)."""
    named = {v for v in _scalars(e.public for e in events) if isinstance(v, str)}
    return sorted(named & set(board.cards))


def _resilience_offers(t: Table, player: int, ctx: dict) -> list[Action]:
    target = ctx["target"]
    if ctx["face_up"] or type_key(target) != "E6" or publicly_seen(t, target):
        return []
    return [Action("resilience", spot=ctx["spot"])]


def _resilience_possible(t: Table, player: int, ctx: dict) -> bool:
    """From public facts: the hit Guard is face down and some Resilience was never seen."""
    return not ctx["face_up"] and any(
        c in t.b.cards and not publicly_seen(t, c) for c in COPIES_OF["E6"])


def _resilience_resolve(t: Table, player: int, action: Action, ctx: dict):
    t.flip_up(player, action.spot, R + "E6")
    t.emit("resilience", RULING_E6, player=player, spot=action.spot)
    yield from ()
    return True


# ---- E7 Digital Dig ----------------------------------------------------------------------------
def digital_dig(t: Table, me: int, card: str):
    """E7: move any discard to the bottom of the pile; is its number the opponent's Suitcase
    Number? Then PEEK 1 at once (G12)."""
    if t.b.discard:
        moved = yield from t.choose_card(me, t.b.discard, "classified.ruling.E7", "E7.move")
        t.b.discard.remove(moved)
        t.b.discard.append(moved)
        t.emit("discard_to_bottom", R + "E7", player=me, card=moved)
        n = number(moved)
        t.answer(R + "E7", me, "is_suitcase", n == t.suitcase_number(t.other(me)), number=n)
    if t.b.deck:
        t.peek(me, 1, R + "E7")


# ---- E8 Web Search -----------------------------------------------------------------------------
def web_search(t: Table, me: int, card: str):
    """E8: (a) exchange a hand card with the bottom discard and/or (b) look at the top
    Encrypted card and put it at the bottom; ruling E8: in that order."""
    can_exchange = bool(t.b.discard and t.b.hands[me])
    modes = (["exchange"] if can_exchange else []) + (["encrypted"] if t.b.encrypted else [])
    if not modes:
        return
    mode = (yield from t.ask(me, [Action("mode", mode=m) for m in modes], R + "E8",
                             "E8.mode")).mode
    if mode == "exchange":
        yield from _web_exchange(t, me)
        if not t.b.encrypted:
            return
        mode = (yield from t.ask(me, [Action("mode", mode="encrypted"),
                                      Action("mode", mode="done")], "classified.ruling.E8",
                              "E8.also")).mode
    if mode == "encrypted":
        t.peek(me, 1, R + "E8", pile="encrypted")
        t.b.encrypted.append(t.b.encrypted.pop(0))
        t.emit("encrypted_to_bottom", R + "E8", player=me)


def _web_exchange(t: Table, me: int):
    mine = yield from t.choose_card(me, t.b.hands[me], R + "E8", "E8.give")
    t.take_from_hand(me, mine)
    took = t.b.discard.pop()
    t.b.discard.append(mine)
    t.b.encrypted_by.pop(mine, None)
    t.b.hands[me].append(took)
    t.emit("discard_exchange", R + "E8", reveals=True, player=me, gave=mine, took=took)


# ---- E9 Return to Sender: REACT when the opponent plays a Guard --------------------------------
def _return_resolve(t: Table, player: int, action: Action, ctx: dict):
    """The Guard just played is revealed and goes back to its owner's hand; the owner then
    discards a card of their choice; Return to Sender goes on top (ruling E9)."""
    start_react_price(t, player, action.card)
    owner, spot = ctx["player"], ctx["spot"]
    returned = t.remove_guard(owner, spot)["card"]
    t.b.hands[owner].append(returned)
    t.emit("returned", R + "E9", reveals=True, player=owner, spot=spot, card=returned)
    drop = yield from t.choose_card(owner, t.b.hands[owner], R + "E9", "E9.discard")
    t.to_discard([t.take_from_hand(owner, drop)], R + "E9")
    t.b.limbo.remove(action.card)
    t.to_discard([action.card], RULING_E9)
    return True


# ---- what each Emerald card brings (``abilities.py``) ----------------------------------------
ABILITIES = Abilities(
    deploy={"E1": high_tech_bookends, "E2": mind_control, "E3": interrogation,
            "E4": split_personality, "E5": hiding_place, "E7": digital_dig, "E8": web_search},
    can_deploy={"E2": lambda t, me, card: t.has_guard_room(me),
                "E4": lambda t, me, card: len(t.b.deck) >= SPLIT_MIN_DECK},
    play_as_guard=frozenset({"E6"}),
    free_actions={"hiding_swap": FreeAction("E5", _swap_offers, _swap)},
    end_of_turn={"E5": _swap_after_action},
    reactions={
        "assassination_success": (Reaction("resilience", "E6", _resilience_offers,
                                           _resilience_possible, _resilience_resolve,
                                           R + "E6"),),
        "guard_played": (react_card("return_to_sender", "E9", _return_resolve),),
    },
)
