"""The coach's terms for Infiltration (``tutor.bots.reasons``): your operatives' files, who got
out and who is wounded, the alarm and proximity, measured on the viewer's observation and named
from ``texts.toml``."""

from __future__ import annotations

from .texts import TEXTS


def measures(observation: dict) -> dict[str, float]:
    """Higher is better for the viewer."""
    mine = [o for o in observation["operatives"] if o["owner"] == observation["viewer"]]
    return {"files": sum(o["files"] for o in mine),
            "escaped": sum(o["status"] == "escaped" for o in mine),
            "wounded": -sum(bool(o["wounded"]) for o in mine),
            "alarm": -observation["alarm"], "proximity": -observation["proximity"]}


def clock(observation: dict):
    """Where the game stands: a reason is measured once this has moved on."""
    return observation["round"]


def words(key: str, side: str, lang: str) -> str:
    """What a change of ``key`` means, as a gain or a risk."""
    return TEXTS.tr(f"coach_{key}_{side}", lang)
