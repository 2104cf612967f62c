"""Boards: each game's typed dataclass of zones and counters, and the snapshot derived from it."""

from __future__ import annotations

import dataclasses
import json
from typing import Any


class AttrBoard:
    """An untyped attribute bag, for small test games that do not declare a board class."""

    def __repr__(self) -> str:
        return f"AttrBoard({', '.join(sorted(vars(self)))})"


def snapshot_of(board: Any) -> dict:
    """Every field of ``board`` (a dataclass or an attribute bag) as detached plain JSON data."""
    if dataclasses.is_dataclass(board):
        data = {f.name: getattr(board, f.name) for f in dataclasses.fields(board)}
    else:
        data = dict(vars(board))
    return json.loads(json.dumps(data, default=_plain))


def _plain(value: Any) -> Any:
    """JSON for the few non-JSON values boards hold (sets, tuples of tuples, dataclasses)."""
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    if dataclasses.is_dataclass(value):
        return snapshot_of(value)
    raise TypeError(f"a board holds a {type(value).__name__}, which has no JSON form")
