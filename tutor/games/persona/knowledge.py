"""What a player knows about other hands from what they were shown: hands pass whole, so the
cards of a hand the player held are still in it wherever it went, unless played since."""

from __future__ import annotations

from .seats import passes_to


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
            moved = {passes_to(q, max(week, 1), n): cards for q, cards in known.items()}
            if "passed" in entry and "passed_to" in entry:
                moved[entry["passed_to"]] = set(entry["passed"])
            known = moved
            known[me] = set(entry["hand"])
        elif kind == "draw" and "card" in entry and me in known:
            known[me].add(entry["card"])
        elif kind == "discard" and "card" in entry and me in known:
            known[me].discard(entry["card"])
    return {q: sorted(cards) for q, cards in known.items() if q != me}
