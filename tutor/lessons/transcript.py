"""Transcript entries and observation digests, shared by the runner and golden tests."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def plain(value: Any) -> Any:
    """``value`` as plain JSON data (tuples become lists), so transcripts compare with files."""
    return json.loads(json.dumps(value, ensure_ascii=False, default=str))


def observation_digest(observation: dict) -> str:
    """A short stable fingerprint of an observation."""
    text = json.dumps(observation, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def entry(step_id: str, player: int | None, action: Any, events: list, observation: dict) -> dict:
    """One transcript line: step id, who moved what, events the learner saw, observation digest."""
    return {"step": step_id, "player": player, "action": None if action is None else str(action),
            "events": plain(events), "observation": observation_digest(observation)}
