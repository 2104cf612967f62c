"""Edits of a ``to_scenario()`` spec that one player cannot see (hidden variants) or can see
(visible variants), for the hidden-information checks of the game kit.

Hidden from a player: the other players' hands, their encrypted cards, the pairs they chose
face down, the face-down discards and the deck. Everything else is public, and the player's own
hand, encrypted card and chosen pair are theirs to see.
"""

from __future__ import annotations

import copy
import random


def _slots(spec: dict, seats) -> list[tuple]:
    """(zone, seat, index) of every card lying in a zone of ``seats`` that can be exchanged:
    not a card already chosen in the open simultaneous decision (the core's "pending")."""
    slots = []
    for seat in seats:
        slots += [("hands", seat, i) for i in range(len(spec.get("hands", [[]] * (seat + 1))[seat]))]
        if spec.get("encrypted") and spec["encrypted"][seat] is not None:
            slots.append(("encrypted", seat, None))
        if spec.get("chosen") and spec["chosen"][seat]:
            slots.append(("chosen", seat, None))
    taken = {a.get("card") for a in spec.get("pending", {}).values()}
    return [slot for slot in slots if _get(spec, slot) not in taken]


def _get(spec: dict, slot: tuple) -> str:
    zone, seat, index = slot
    if zone in ("deck", "discards"):
        return spec[zone][index]
    if zone == "encrypted":
        return spec["encrypted"][seat]
    if zone == "chosen":
        return spec["chosen"][seat]["card"]
    return spec[zone][seat][index]


def _put(spec: dict, slot: tuple, card: str) -> None:
    zone, seat, index = slot
    if zone in ("deck", "discards"):
        spec[zone][index] = card
    elif zone == "encrypted":
        spec["encrypted"][seat] = card
    elif zone == "chosen":
        spec["chosen"][seat]["card"] = card
    else:
        spec[zone][seat][index] = card


def _swap(spec: dict, a: tuple, b: tuple) -> dict:
    out = copy.deepcopy(spec)
    first, second = _get(spec, a), _get(spec, b)
    _put(out, a, second)
    _put(out, b, first)
    return out


def _pile(spec: dict, zone: str) -> list[tuple]:
    return [(zone, None, i) for i in range(len(spec.get(zone, [])))]


def hidden_variant(spec: dict, player: int | None, rng: random.Random) -> dict | None:
    """``spec`` with two cards exchanged between zones ``player`` cannot see (an opponent's
    hand, encrypted card or chosen pair, the deck, the discards); None when there are not two
    such cards."""
    others = [q for q in range(spec["players"]) if q != player]
    hidden = _slots(spec, others) + _pile(spec, "deck") + _pile(spec, "discards")
    pairs = [(a, b) for i, a in enumerate(hidden) for b in hidden[i + 1:]]
    if not pairs:
        return None
    return _swap(spec, *rng.choice(pairs))


def visible_variant(spec: dict, player: int | None, rng: random.Random) -> dict:
    """``spec`` changed in a way ``player`` sees: one of the player's own cards exchanged with
    a hidden one, a play-area card exchanged with a hidden one, or a key moved."""
    others = [q for q in range(spec["players"]) if q != player]
    hidden = _slots(spec, others) + _pile(spec, "deck") + _pile(spec, "discards")
    mine = [] if player is None else _slots(spec, [player])
    shown = [("play_areas", seat, i) for seat in range(spec["players"])
             for i in range(len(spec.get("play_areas", [[]] * spec["players"])[seat]))]
    edits = [(a, b) for a in mine + shown for b in hidden]
    if edits and rng.random() < 0.8:
        return _swap(spec, *rng.choice(edits))
    out = copy.deepcopy(spec)
    company = rng.choice(sorted(out["stacks"]))
    keeper = out.setdefault("keys", {}).get(company)
    out["keys"][company] = 0 if keeper is None else None
    return out
