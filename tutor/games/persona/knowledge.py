"""What a player knows about other hands from what they were shown: hands pass whole, so the
cards of a hand the player held are still in it wherever it went, unless played since."""

from __future__ import annotations

COUNTER_CLOCKWISE_WEEK = 2      # hands pass to the right in week 2, to the left otherwise


def _receiver(q: int, week: int, players: int) -> int:
    """Who receives seat ``q``'s hand at a pass in ``week``."""
    step = -1 if players > 2 and week == COUNTER_CLOCKWISE_WEEK else 1
    return (q + step) % players


def known_hands(observation: dict, me: int) -> dict[int, list[str]]:
    """For each other seat, the cards ``me`` saw in the hand that seat holds now (some may have
    been played since; callers drop the ones seen elsewhere). Empty without ``knowledge``."""
    n = observation["players"]
    week, known = 0, {}
    for entry in observation.get("knowledge") or []:
        kind = entry.get("kind")
        if kind == "deal" and "hand" in entry:
            week, known = week + 1, {me: set(entry["hand"])}
        elif kind == "pass" and "hand" in entry:
            moved = {_receiver(q, max(week, 1), n): cards for q, cards in known.items()}
            if "passed" in entry and "passed_to" in entry:
                moved[entry["passed_to"]] = set(entry["passed"])
            known = moved
            known[me] = set(entry["hand"])
        elif kind == "draw" and "card" in entry and me in known:
            known[me].add(entry["card"])
        elif kind == "discard" and "card" in entry and me in known:
            known[me].discard(entry["card"])
    return {q: sorted(cards) for q, cards in known.items() if q != me}
