"""The coach's terms for Classified Information (``tutor.bots.reasons``): the Guards each side
has standing, measured on the viewer's observation, named from ``text/coach.toml``."""

from __future__ import annotations

from .texts import TEXTS


def measures(observation: dict) -> dict[str, float]:
    """Higher is better for the viewer: Guards standing on your side and fewer on theirs."""
    me = observation["viewer"]
    standing = [sum(g is not None for g in p["guards"]) for p in observation["players"]]
    return {"guards": standing[me], "their_guards": -standing[1 - me]}


def clock(observation: dict):
    """Where the game stands: a reason is measured once this has moved on."""
    return observation["turn"]


def words(key: str, side: str, lang: str) -> str:
    """What a change of ``key`` means, as a gain or a risk."""
    return TEXTS.tr(f"coach.{key}.{side}", lang)
