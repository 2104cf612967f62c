"""What a player can deduce about the opponent's Suitcase Number from an observation.

Two sources: cards (a number whose two copies the player can see, or has seen outside the
opponent's Suitcase, is ruled out) and the compulsory truthful answers the opponent gave to the
player's questions (``observation["answers"]``: each answer event's public data, ``player``
being who asked). Used by the rule-based bot and by ``determinize``.
"""

from __future__ import annotations

from collections import Counter

from .cards import in_code, number, ring_distance

NUMBERS = range(1, 10)


def _fits(question: str, answer, info: dict, s: int) -> bool | None:
    """Whether Suitcase Number ``s`` agrees with one answer (None: the question is unknown)."""
    n = info.get("number")
    checks = {
        "within_two": lambda: (ring_distance(s, n) <= 2) == answer,
        "is_suitcase": lambda: (s == n) == answer,
        "not_suitcase": lambda: s != answer,
        "in_code": lambda: in_code(n, s) == answer,
        "in_low_range": lambda: (info["low"] <= s <= info["high"]) == answer,
        "between": lambda: (info["low"] <= s <= info["high"]) == answer,
        "parity": lambda: ("odd" if s % 2 else "even") == answer,
        "higher_or_lower": lambda: s == n or (s > n) == (answer == "higher"),
    }
    check = checks.get(question)
    return None if check is None else check()


def visible_cards(obs: dict, me: int) -> list[str]:
    """Every card of the deck list the viewer can see where it lies."""
    seen = list(obs["discard"]) + list(obs["limbo"]) + list(obs["encrypted_mine"])
    for player in obs["players"]:
        seen += [c for c in (player["hand"] or [])]
        seen += [player["suitcase"]] if player["suitcase"] else []
        for guard in player["guards"]:
            if guard:
                seen += [c for c in (guard["card"], guard["cover"], guard.get("tower")) if c]
        for item in player["area"]:
            seen += [c for c in (item["card"], item.get("tucked")) if c and c != "hidden"]
    return seen


def answers_about(observation: dict, me: int) -> list[dict]:
    """The answers the opponent gave to ``me``'s questions."""
    return [a for a in observation.get("answers") or [] if a.get("player") == me]


def seen_elsewhere(observation: dict, me: int) -> Counter:
    """How many copies of each number ``me`` sees now outside the opponent's Suitcase, or was
    shown in the opponent's hand."""
    cards = set(visible_cards(observation, me))
    for entry in observation.get("knowledge") or []:
        for key in ("card", "cards", "hand", "shown"):
            value = entry.get(key)
            values = value if isinstance(value, list) else [value]
            cards.update(v for v in values if isinstance(v, str) and "-" in v)
    opp_suitcase = observation["players"][1 - me]["suitcase"]
    cards.discard(opp_suitcase)
    return Counter(number(c) for c in cards if c in set(observation["deck_list"]))


def suitcase_numbers(observation: dict, me: int) -> set[int]:
    """The numbers the opponent's Suitcase may still hold, as far as ``me`` can tell."""
    opp = observation["players"][1 - me]
    if opp["suitcase"]:
        return {number(opp["suitcase"])}
    copies = Counter(number(c) for c in observation["deck_list"])
    seen = seen_elsewhere(observation, me)
    possible = {s for s in NUMBERS if seen[s] < copies[s]}
    for a in answers_about(observation, me):
        info = {k: v for k, v in a.items() if k not in ("question", "answer", "player")}
        possible = {s for s in possible if _fits(a["question"], a["answer"], info, s) is not False}
    return possible
