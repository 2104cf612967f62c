"""Plain data handed to callers: a copy of every container, so that what a caller is given is
theirs to change and the game's own lists and dicts never leave the engine."""

from __future__ import annotations

import copy
from typing import Any

from .actions import Action

# Values shared as they are: immutable, and holding nothing mutable.
_SHARED = frozenset((str, int, bool, float, type(None)))


def detach(value: Any) -> Any:
    """``value`` with every dict, list and set in it copied (scalars are shared)."""
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is list:
        return [item if type(item) in _SHARED else detach(item) for item in value]
    if kind is dict or isinstance(value, dict):
        return {key: item if type(item) in _SHARED else detach(item)
                for key, item in value.items()}
    if kind is tuple:
        if all(type(item) in _SHARED for item in value):
            return value
        return tuple(detach(item) for item in value)
    if kind is Action or kind is frozenset:  # immutable through and through
        return value
    return copy.deepcopy(value)
