"""The coach's terms for Red Notice (``tutor.bots.reasons``): captures, money cashed, the
cities the forger may be in and the roads and continents closed, measured on the viewer's
observation (each role wants the opposite of the other; the keys name the role) and named
from ``texts.toml``."""

from __future__ import annotations

from .texts import TEXTS

AGENT = "agent"


def measures(observation: dict) -> dict[str, float]:
    """Higher is better for the viewer."""
    role = observation["role"]
    sign = 1 if role == AGENT else -1
    closed = len(observation["barriers"]) + len(observation["radars"])
    return {f"{role}.captures": sign * observation["captures"],
            f"{role}.cashed": -sign * observation["checks"]["total"] / 100_000,
            f"{role}.possible": -sign * len(observation["possible"]),
            f"{role}.closed": sign * closed}


def clock(observation: dict):
    """Where the game stands: a reason is measured once this has moved on."""
    return observation["round"]


def words(key: str, side: str, lang: str) -> str:
    """What a change of ``key`` (``<role>.<measure>``) means, as a gain or a risk."""
    return TEXTS.tr(f"coach.{key}.{side}", lang)
