"""Actions: immutable, hashable, printable values a player hands to ``State.apply``."""

from __future__ import annotations

from typing import Any


def _freeze(value: Any) -> Any:
    """Make lists (and nested lists) hashable so an Action can live in sets and compare equal."""
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


class Action:
    """One decision: a ``kind`` such as ``"deploy"`` and keyword parameters such as ``card="C5-G"``.

    >>> Action("deploy", card="C5-G")
    Action('deploy', card='C5-G')
    """

    __slots__ = ("kind", "params", "_hash")

    def __init__(self, kind: str, **params: Any):
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "params", tuple(sorted((k, _freeze(v)) for k, v in params.items())))
        object.__setattr__(self, "_hash", hash((kind, self.params)))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    def __getattr__(self, name: str) -> Any:
        for key, value in object.__getattribute__(self, "params"):
            if key == name:
                return value
        raise AttributeError(f"{self.kind!r} action has no parameter {name!r}")

    def get(self, name: str, default: Any = None) -> Any:
        """The parameter ``name``, or ``default`` when the action has none."""
        return dict(self.params).get(name, default)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and self.kind == other.kind and self.params == other.params

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Action({self.kind!r}{args})"

    def __str__(self) -> str:
        args = ", ".join(f"{k}={v}" for k, v in self.params)
        return f"{self.kind}({args})" if args else self.kind

    def to_json(self) -> dict:
        """A plain dict for saved games: ``{"kind": ..., **params}``."""
        return {"kind": self.kind, **{k: _thaw(v) for k, v in self.params}}

    @classmethod
    def from_json(cls, data: dict) -> "Action":
        data = dict(data)
        return cls(data.pop("kind"), **data)
