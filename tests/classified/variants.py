"""Hidden and visible variants of a Classified ``to_scenario()`` spec, for the shared game kit.

``hidden_variant`` shuffles every card ``player`` cannot see among the places that hide it
(the opponent's hand and face-down Guards, the Draw Deck, Encrypted cards others put there, the
opponent's secret Suitcase); ``visible_variant`` exchanges a card of ``player``'s own hand with
a Draw Deck card. A spec that replays ``then`` actions has no variant: the actions may depend on
the cards moved.
"""

from __future__ import annotations

import random


def hidden_slots(spec: dict, player: int) -> list[tuple]:
    """(container, key) of every card ``player`` cannot see in ``spec``."""
    opp = 1 - player
    slots = [(spec["hands"][opp], i) for i in range(len(spec["hands"][opp]))]
    slots += [(spec["deck"], i) for i in range(len(spec["deck"]))]
    by = spec.get("encrypted_by", {})
    slots += [(spec["encrypted"], i) for i, c in enumerate(spec["encrypted"])
              if by.get(c) != player]
    slots += [(g, "card") for g in spec["guards"][opp] if g and not g["up"]]
    if not spec["suitcase_public"][opp]:
        slots.append((spec["suitcases"], opp))
    return slots


def hidden_variant(spec: dict, player: int, rng: random.Random) -> dict | None:
    """The same position with the cards hidden from ``player`` shuffled among their places."""
    if spec.get("then"):
        return None
    slots = hidden_slots(spec, player)
    cards = [place[key] for place, key in slots]
    shuffled = list(cards)
    rng.shuffle(shuffled)
    if shuffled == cards:
        return None
    by = spec.get("encrypted_by", {})
    owners = {i: by[c] for i, c in enumerate(spec["encrypted"]) if c in by}
    for (place, key), card in zip(slots, shuffled):
        place[key] = card
    spec["encrypted_by"] = {spec["encrypted"][i]: o for i, o in owners.items()}
    return spec


def visible_variant(spec: dict, player: int, rng: random.Random) -> dict | None:
    """The same position but one card of ``player``'s hand exchanged with a Draw Deck card."""
    hand, deck = spec["hands"][player], spec["deck"]
    if spec.get("then") or not hand or not deck:
        return None
    i, j = rng.randrange(len(hand)), rng.randrange(len(deck))
    hand[i], deck[j] = deck[j], hand[i]
    return spec
