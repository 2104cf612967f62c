"""Hand-set Red Notice positions for rule tests, addressed by role rather than seat."""

from __future__ import annotations

import random

from tutor.engine import Action
from tutor.games.rednotice import GAME
from tutor.games.rednotice.board import AGENT, FORGER
from tutor.games.rednotice.worldmap import default_map

ALL_CITIES = list(default_map().cities)


def table(seed: int = 0, options: dict | None = None, **spec):
    """A position: the forger in Paris, the agent in New York, round 1, unless ``spec`` says."""
    base = {"forger": 0, "forger_city": "paris", "agent_city": "new_york", "round": 1,
            "possible": ALL_CITIES, "hand": []}
    base.update(spec)
    return GAME.scenario(base, seed=seed, options=options)


def act(role: str, code: str) -> dict:
    return {"do": "act", "role": role, "code": code}


def role_to_act(state) -> str | None:
    return state.board.role_of(state.to_act[0]) if state.to_act else None


def legal(state, role: str) -> list:
    return state.legal_actions(state.board.seat(role))


def play(state, role: str, kind: str, **params):
    """Apply ``role``'s action and return its events."""
    assert role_to_act(state) == role, (role, role_to_act(state), state.decision)
    return state.apply(state.board.seat(role), Action(kind, **params))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def last(state, kind: str):
    """The most recent event of ``kind``."""
    return next(e for e in reversed(state.log) if e.kind == kind)


def random_move(state, rng: random.Random):
    player = state.to_act[0]
    return player, rng.choice(state.legal_actions(player))


__all__ = ["AGENT", "FORGER", "act", "kinds", "last", "legal", "play", "random_move",
           "role_to_act", "table"]
