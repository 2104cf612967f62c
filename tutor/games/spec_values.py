"""Checks every game's scenario spec shares: plain JSON values, and the shape of a key's value.

A shape is ``int``, ``str`` or ``bool`` (that very type: ``True`` is not an int), a tuple of
alternatives (``None`` among them allows null), ``[shape]`` (a list of such values),
``{"name": shape, "?name": shape}`` (a dict with exactly these keys, ``?`` ones optional) or
``Table(key_shape, value_shape)`` (a dict of any keys). ``ANY`` is any plain value.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from tutor.engine import ScenarioError
from tutor.engine.errors import short_repr

MAX_DEPTH = 12                      # no spec of any game nests deeper (to_scenario: 6)
ANY = object()


class Table(NamedTuple):
    """A dict of any keys of ``key`` shape, each with a value of ``value`` shape."""

    key: Any
    value: Any


def fail(key: str, message: str):
    """Refuse the spec: ScenarioError naming ``key``."""
    raise ScenarioError(f"scenario key {key!r}: {message}")


def check_plain(spec: dict) -> None:
    """Every value is plain JSON data: finite numbers, text without unpaired surrogates, text
    keys, at most ``MAX_DEPTH`` levels deep. The error names the top-level key."""
    for key, value in spec.items():
        problem = _not_plain(value, 1)
        if problem:
            fail(str(key), problem)


def _not_plain(value: Any, depth: int) -> str | None:
    if depth > MAX_DEPTH:
        return f"nested more than {MAX_DEPTH} levels deep"
    kind = type(value)
    if kind is float and not math.isfinite(value):
        return f"{value!r} is not a number"
    if kind is str:
        return None if _encodable(value) else "text with an unpaired surrogate"
    if kind is list:
        return next((p for p in (_not_plain(v, depth + 1) for v in value) if p), None)
    if kind is dict:
        if any(type(k) is not str or not _encodable(k) for k in value):
            return "a table whose keys are not all text"
        return next((p for p in (_not_plain(v, depth + 1) for v in value.values()) if p), None)
    if value is None or kind in (int, float, bool):
        return None
    return f"{kind.__name__} is not a JSON value"


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_shape(key: str, value: Any, shape: Any) -> None:
    """Refuse ``value`` (given under ``key``) unless it has ``shape``; the error says where."""
    problem = shape_problem(value, shape, str(key))
    if problem:
        fail(key, problem)


def shape_problem(value: Any, shape: Any, where: str) -> str | None:
    """None if ``value`` has ``shape``, else what is wrong and where."""
    at = f"{where}: " if where else ""
    if shape is ANY:
        return None
    if type(shape) is tuple:
        if any(shape_problem(value, s, where) is None for s in shape if s is not None) or \
                (None in shape and value is None):
            return None
        return f"{at}{short_repr(value)} is not {describe(shape)}"
    if shape in (int, str, bool):
        return None if type(value) is shape else f"{at}{short_repr(value)} is not {describe(shape)}"
    if type(shape) is list:
        if type(value) is not list:
            return f"{at}{short_repr(value)} is not a list"
        return next((p for i, v in enumerate(value)
                     if (p := shape_problem(v, shape[0], f"{where}[{i}]"))), None)
    if type(shape) is Table:
        if type(value) is not dict:
            return f"{at}{short_repr(value)} is not a table"
        return next((p for k, v in value.items()
                     if (p := shape_problem(k, shape.key, f"{where} key {k!r}")
                         or shape_problem(v, shape.value, f"{where}[{k!r}]"))), None)
    return _record_problem(value, shape, where, at)


def _record_problem(value: Any, shape: dict, where: str, at: str) -> str | None:
    if type(value) is not dict:
        return f"{at}{short_repr(value)} is not a table with keys {sorted(_names(shape))}"
    names = _names(shape)
    missing = [n for n in names if n not in value and f"?{n}" not in shape]
    extra = [k for k in value if k not in names]
    if missing or extra:
        return f"{at}a table with keys {sorted(names)} (missing {missing}, unknown {extra})"
    return next((p for k, v in value.items()
                 if (p := shape_problem(v, shape.get(k, shape.get(f"?{k}")), f"{where}.{k}"))),
                None)


def _names(shape: dict) -> list[str]:
    return [n.lstrip("?") for n in shape]


def describe(shape: Any) -> str:
    """A shape in words, for error messages."""
    if type(shape) is tuple:
        return " or ".join("null" if s is None else describe(s) for s in shape)
    if shape in (int, str, bool):
        return {int: "a whole number", str: "text", bool: "true or false"}[shape]
    if type(shape) is list:
        return f"a list of {describe(shape[0])}"
    if type(shape) is Table:
        return "a table"
    return f"a table with keys {sorted(_names(shape))}"
