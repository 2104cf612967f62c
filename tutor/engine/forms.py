"""The forms of a game's moves: each kind with the parameters it takes and what their values
may be, so that anything naming a move (``Game.describe``) refuses one the game does not have
with ``IllegalAction`` saying what is wrong in plain words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from . import rules
from .actions import Action
from .errors import IllegalAction, short_repr


@dataclass(frozen=True)
class Param:
    """One parameter of a kind of move: ``test(value)`` says whether a value is good, ``what``
    names a good value in plain words ("a card of this game"); ``optional`` may be left out."""

    test: Callable[[Any], bool]
    what: str
    optional: bool = False


Forms = Mapping[str, Mapping[str, Param]]


def whole(low: int, high: int) -> Callable[[Any], bool]:
    """A test for a whole number from ``low`` to ``high``."""
    return lambda v: type(v) is int and low <= v <= high


def one_of(values) -> Callable[[Any], bool]:
    """A test for one of ``values`` (compared type-strictly: True is not 1)."""
    allowed = {(type(v), v) for v in values}
    return lambda v: (type(v), v) in allowed


def list_of(test: Callable[[Any], bool], least: int = 1) -> Callable[[Any], bool]:
    """A test for a list of at least ``least`` values that each pass ``test``."""
    return lambda v: type(v) in (list, tuple) and len(v) >= least and all(test(x) for x in v)


def check_form(title: str, action: Any, forms: Forms) -> None:
    """Raise IllegalAction unless ``action`` is a move of the game called ``title``: a kind it
    has, each parameter it needs, none it does not take, every value of the right sort."""
    if not isinstance(action, Action):
        raise IllegalAction(rules.MALFORMED, f"{short_repr(action)} is not a move")
    params = forms.get(action.kind)
    if params is None:
        raise IllegalAction(rules.MALFORMED, f"{title} has no move called {action.kind!r}; "
                                             f"its moves are {', '.join(sorted(forms))}")
    given = dict(action.params)
    extra = sorted(set(given) - set(params))
    if extra:
        takes = f"it takes {', '.join(params)}" if params else "it takes nothing"
        raise IllegalAction(rules.MALFORMED, f"a {action.kind!r} move takes no "
                                             f"{', '.join(extra)} ({takes})")
    missing = [name for name, p in params.items() if not p.optional and name not in given]
    if missing:
        raise IllegalAction(rules.MALFORMED, f"a {action.kind!r} move needs "
                                             f"{', '.join(missing)}")
    for name, value in given.items():
        if not _passes(params[name], value):
            raise IllegalAction(rules.MALFORMED, f"the {name} of a {action.kind!r} move must "
                                                 f"be {params[name].what}, not "
                                                 f"{short_repr(value)}")


def _passes(param: Param, value: Any) -> bool:
    """Whether ``value`` passes the parameter's test (a test that trips over it fails it)."""
    try:
        return bool(param.test(value))
    except (TypeError, ValueError, LookupError, AttributeError):
        return False
