"""The coach's terms for Persona Non Grata (``tutor.bots.reasons``): keys held and the points
in the play areas, measured on the viewer's observation, named from ``text/coach.toml``."""

from __future__ import annotations

from .texts import TEXTS


def measures(observation: dict) -> dict[str, float]:
    """Higher is better for the viewer: keys you hold, points in your play area, and fewer
    points in the best of your opponents'."""
    me = observation["viewer"]
    seats = observation["seats"]
    points = [sum(s["totals"].values()) for s in seats]
    return {"keys": len(seats[me]["keys"]), "points": points[me],
            "their_points": -max((p for i, p in enumerate(points) if i != me), default=0)}


def clock(observation: dict):
    """Where the game stands: a reason is measured once this has moved on."""
    return observation["week"], observation["day"]


def words(key: str, side: str, lang: str) -> str:
    """What a change of ``key`` means, as a gain or a risk."""
    return TEXTS.tr(f"coach.{key}.{side}", lang)
