"""The games every engine benchmark plays: one row per game (or per player count), each with
the ``new_game`` keyword arguments of seed ``i`` (the playout table, the instruction counts
and the rules digest all play these)."""

from __future__ import annotations

from typing import Callable

CLASSIFIED_DECKS = ("base", "emerald", "ruby", "random-full")
PERSONA_PLAYERS = (2, 3, 4)
INFILTRATION_PLAYERS = (2, 4, 6)


def classified(i: int) -> dict:
    """Base, Emerald, Ruby and random-full (with promos) decks in turn, normal difficulty."""
    return {"options": {"deck": CLASSIFIED_DECKS[i % len(CLASSIFIED_DECKS)], "promos": True}}


def persona(i: int) -> dict:
    """2, 3 and 4 players in turn, default options."""
    return {"players": PERSONA_PLAYERS[i % len(PERSONA_PLAYERS)]}


def rednotice(i: int) -> dict:
    """Default options, the forger's seat alternating."""
    return {"options": {"forger_seat": i % 2}}


def infiltration(players: int) -> Callable[[int], dict]:
    """Always ``players`` players, default options."""
    return lambda i: {"players": players}


# row label -> (game name, setup(seed) -> new_game keyword arguments)
ROWS: dict[str, tuple[str, Callable[[int], dict]]] = {
    "classified": ("classified", classified),
    "persona": ("persona", persona),
    "rednotice": ("rednotice", rednotice),
    **{f"infiltration {n}p": ("infiltration", infiltration(n)) for n in INFILTRATION_PLAYERS},
}


def load(label: str):
    """(game, setup) of a row."""
    from tutor import games

    name, setup = ROWS[label]
    return games.load(name), setup
