"""Seat specifications: which bot plays each seat, written so that worker processes can build it.

A seat is a bot name (``"random"``), a name with a difficulty (``"ismcts:hard"``), a dict
(``{"bot": "ismcts", "iterations": 300}``) or a bot object (it must pickle to reach other
processes).
"""

from __future__ import annotations

from .. import bots


def parse_seat(seat) -> dict | object:
    """A seat as ``{"bot": name, **params}`` (or the bot object itself)."""
    if isinstance(seat, str):
        name, _, difficulty = seat.partition(":")
        return {"bot": name, **({"difficulty": difficulty} if difficulty else {})}
    if isinstance(seat, dict):
        if "bot" not in seat:
            raise ValueError(f"a seat dict names its bot with 'bot': {seat!r}")
        return dict(seat)
    if callable(getattr(seat, "decide", None)):
        return seat
    raise ValueError(f"a seat is a bot name, a dict with 'bot', or a bot object, not {seat!r}")


def seat_label(seat) -> str:
    """A short name for tables and plots: ``ismcts:hard``, ``rules``."""
    if isinstance(seat, dict):
        extra = [str(v) for k, v in seat.items() if k != "bot"]
        return ":".join([seat["bot"], *extra])
    return getattr(seat, "name", type(seat).__name__)


SEES_OPTIONS = {"ismcts"}     # bots that simulate the game and so must know its options


def build(seat, game, options: dict | None = None):
    """A fresh bot for one game from a parsed seat; search bots learn the game's options."""
    if isinstance(seat, dict):
        params = {k: v for k, v in seat.items() if k != "bot"}
        if seat["bot"] in SEES_OPTIONS and options is not None:
            params.setdefault("options", options)
        return bots.load(seat["bot"], game, **params)
    return seat


def check(seats, game) -> list:
    """Parse every seat and make sure each bot exists for ``game`` (fail before any work)."""
    parsed = [parse_seat(s) for s in seats]
    for seat in parsed:
        build(seat, game)
    return parsed
