"""Actions: immutable, hashable, printable values a player hands to ``State.apply``.

Parameters are JSON scalars (``str``, ``int``, ``bool``, ``None``) or lists of them, compared
type-strictly: ``Action("n", n=True)`` is not ``Action("n", n=1)``, and a float is refused. Game
code can therefore rely on the exact type of every parameter of a legal action.
"""

from __future__ import annotations

import re
from types import MappingProxyType
from typing import Any

from . import rules
from .errors import IllegalAction, short_repr

KIND = re.compile(r"^[a-z][a-z0-9_]*$")
MAX_DEPTH = 8


_TAGS = {str: "str", int: "int", bool: "bool", type(None): "NoneType"}
_KINDS: set[str] = set()                         # kinds already checked against KIND
_MADE: dict[tuple, "Action"] = {}                # actions already made, by their arguments
MAX_CACHED = 200_000


def _freeze(value: Any, depth: int = 0) -> Any:
    """A hashable, type-tagged form of a parameter value; refuses anything not JSON-scalar."""
    tag = _TAGS.get(type(value))
    if tag is not None:
        return (tag, value)
    if depth > MAX_DEPTH:
        raise IllegalAction(rules.MALFORMED, "an action parameter is nested too deeply")
    if type(value) in (list, tuple):
        return ("list", tuple(_freeze(v, depth + 1) for v in value))
    raise IllegalAction(rules.MALFORMED, f"an action parameter cannot be a "
                                         f"{type(value).__name__} ({short_repr(value)})")


def _freeze_params(params: dict) -> tuple[tuple, dict]:
    """(sorted type-tagged pairs, plain values) of an action's parameters (a hot path)."""
    items = sorted(params.items()) if len(params) > 1 else params.items()
    frozen, values = [], {}
    for name, value in items:
        tag = _TAGS.get(type(value))
        if tag is None:
            tagged = _freeze(value)
            frozen.append((name, tagged))
            values[name] = _tuple(_thaw(tagged))
        else:
            frozen.append((name, (tag, value)))
            values[name] = value
    return tuple(frozen), values


def _check_kind(kind: Any) -> None:
    """Refuse a kind that is not a lower-case word; remember the good ones (a hot path)."""
    if type(kind) is not str or not KIND.match(kind):
        raise IllegalAction(rules.MALFORMED, f"an action kind must be a lower-case word, "
                                             f"not {short_repr(kind)}")
    _KINDS.add(kind)


def _thaw(frozen: tuple) -> Any:
    tag, value = frozen
    return [_thaw(v) for v in value] if tag == "list" else value


class _Attributes:
    """Holds an Action's instance dict: parameters are kept there so that ``action.card`` is a
    plain attribute read (games read parameters at every decision)."""

    __slots__ = ("__dict__",)


_own_dict = _Attributes.__dict__["__dict__"].__get__      # the real instance dict of an Action


class Action(_Attributes):
    """One decision: a ``kind`` such as ``"deploy"`` and keyword parameters such as ``card="C5-G"``.

    >>> Action("deploy", card="C5-G")
    Action('deploy', card='C5-G')
    """

    # A parameter named like one of the class's own attributes (``kind``, ``get``, ...) is read
    # with ``get`` only. Equal actions are one shared object (see __new__), so nothing of an
    # action can be changed: ``vars(action)`` is a read-only view of its parameters.
    __slots__ = ("kind", "_params", "_values", "_key", "_hash")

    @property
    def __dict__(self) -> MappingProxyType:  # type: ignore[override]  # read-only on purpose
        """The parameters as a read-only mapping (what ``vars(action)`` gives)."""
        return MappingProxyType(_own_dict(self))

    def __new__(cls, kind: str, /, **params: Any) -> "Action":
        # ``kind`` is positional-only so that CPython matches each parameter keyword against no
        # name of its own (an action named by keyword would be refused by _make).
        # Actions are immutable, so an equal one already made is handed out again: games build
        # the same few actions at every decision. The cache key holds each value's type, so
        # that 1 and True (equal, same hash) stay different actions; lists and tuples (whose
        # items could hide the same confusion) are not cached. Nor are a subclass's instances:
        # cached, one would be handed out for every later Action made with the same arguments.
        types = tuple(map(type, params.values()))
        if tuple in types or list in types or cls is not Action:
            return cls._make(kind, params)
        key = (kind, tuple(params.items()), types)
        try:
            return _MADE[key]
        except KeyError:
            pass
        except TypeError:                        # an unhashable value: refused by _make
            return cls._make(kind, params)
        action = cls._make(kind, params)
        if len(_MADE) >= MAX_CACHED:
            _MADE.clear()
        _MADE[key] = action
        return action

    @classmethod
    def _make(cls, kind: str, params: dict) -> "Action":
        if type(kind) is not str or kind not in _KINDS:
            _check_kind(kind)
        if "kind" in params:                     # ``kind`` is positional-only (see __new__)
            raise IllegalAction(rules.MALFORMED, "an action parameter cannot be named 'kind'")
        if params:
            frozen, values = _freeze_params(params)
        else:
            frozen, values = (), {}
        key = (kind, frozen)
        self = object.__new__(cls)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "_params", frozen)
        object.__setattr__(self, "_values", values)         # private, never handed out
        object.__setattr__(self, "_key", key)
        object.__setattr__(self, "_hash", hash(key))
        _own_dict(self).update((k, v) for k, v in values.items() if k not in _OWN)
        return self

    def __reduce__(self):
        return (Action.from_json, (self.to_json(),))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Action is immutable")

    @property
    def params(self) -> tuple:
        """The parameters as sorted ``(name, value)`` pairs, lists given back as tuples."""
        return tuple(self._values.items())

    @property
    def key(self) -> tuple:
        """The type-tagged identity of this action (what equality and hashing compare)."""
        return self._key

    def __getattr__(self, name: str) -> Any:
        """Only reached for a name that is no parameter (parameters sit in ``__dict__``), or
        for a field of an Action that was never built (made without ``Action(...)``)."""
        if name in _FIELDS:
            raise AttributeError(f"this Action was never built: it has no {name!r}")
        raise AttributeError(f"{self.kind!r} action has no parameter {name!r}")

    def get(self, name: str, default: Any = None) -> Any:
        """The parameter ``name``, or ``default`` when the action has none."""
        return self._values.get(name, default)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Action:
            return False
        try:
            return self._key == other._key
        except AttributeError:                   # one of them was never built
            return False

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
        return {"kind": self.kind, **{k: _thaw(v) for k, v in self._params}}

    @classmethod
    def from_json(cls, data: Any) -> "Action":
        """The action a saved dict describes; IllegalAction (core.malformed) for anything else."""
        if type(data) is not dict or "kind" not in data:
            raise IllegalAction(rules.MALFORMED, f"a saved action must be an object with a "
                                                 f"'kind', not {short_repr(data)}")
        data = dict(data)
        kind = data.pop("kind")
        if any(type(k) is not str or not KIND.match(k) for k in data):
            raise IllegalAction(rules.MALFORMED, "a saved action has a bad parameter name")
        return cls(kind, **data)


_OWN = frozenset(dir(Action))                 # names a parameter cannot shadow
_FIELDS = frozenset(Action.__slots__)


def _tuple(value: Any) -> Any:
    """Lists as (nested) tuples, so that parameters stay hashable and read-only."""
    return tuple(_tuple(v) for v in value) if isinstance(value, list) else value


def as_action(value: Any) -> Action:
    """``value`` itself when it is a real Action, else IllegalAction citing core.malformed."""
    if type(value) is not Action:
        raise IllegalAction(rules.MALFORMED, f"{short_repr(value)} is not an Action; pick one of "
                                             f"state.legal_actions(player)")
    if not all(hasattr(value, name) for name in _FIELDS):
        raise IllegalAction(rules.MALFORMED, "this Action was never built (made without "
                                             "Action(...)); pick one of state.legal_actions(player)")
    return value
