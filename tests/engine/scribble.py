"""The caller's copies: everything the engine API hands out must be the caller's to change.

A careless caller (a notebook, a bot, a widget) may change whatever it is given: append to a
list in an observation, clear an event's hand, set ``info["day"]``, edit an Action through
``vars``, or edit the spec or options it built a game from. None of that may reach the game,
its copy, its replay or its save. ``scribble`` makes such changes everywhere inside a value;
``handed_out`` lists what the API hands out; ``check_scribbles_change_nothing`` (the kit's
check) scribbles over all of it and compares; ``live_paths`` (the soak's and the probe's)
scribbles over one place at a time and names each place that reached the game.
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any, Callable, Iterator

MARK = "scribbled"


def scribble(value: Any, path: tuple | None = None) -> int:
    """Change, in place, every container inside ``value`` (or only the one at ``path``): add a
    key to each dict and overwrite its scalar values, append to each list, and write into each
    object's attributes (an Action's through ``vars``). Returns how many changes were made;
    a change the object refuses is not counted."""
    made = 0
    for at, container in containers(value):
        if path is None or at == path:
            made += _change(container)
    return made


def containers(value: Any, at: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """(path, container) of every container inside ``value``, innermost first."""
    if isinstance(value, dict):
        for key, item in list(value.items()):
            yield from containers(item, (*at, key))
        if isinstance(getattr(value, "private", None), dict):      # an Event's private parts
            yield from containers(value.private, (*at, "private"))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(list(value)):
            yield from containers(item, (*at, index))
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from containers(getattr(value, field.name), (*at, field.name))
    elif hasattr(type(value), "__slots__") or hasattr(value, "__dict__"):
        inner = _attributes(value)
        if inner is not None:
            yield from containers(inner, (*at, "vars"))
    else:
        return
    yield at, value


def _attributes(value: Any) -> Any:
    """What ``vars(value)`` gives, or None."""
    try:
        return vars(value)
    except TypeError:
        return None


def _change(container: Any) -> int:
    try:
        if isinstance(container, dict):
            for key, item in list(container.items()):
                if not isinstance(item, (dict, list, tuple)):
                    container[key] = MARK
            container[MARK] = [MARK]
        elif isinstance(container, list):
            container.append(MARK)
        elif dataclasses.is_dataclass(container):
            for field in dataclasses.fields(container):
                setattr(container, field.name, MARK)
        else:
            return 0                             # a tuple, or an object with no attributes
    except (TypeError, AttributeError, dataclasses.FrozenInstanceError):
        return 0                                 # refused: read-only, as it should be
    return 1


# ---- what the API hands out ----------------------------------------------------------------
def handed_out(state) -> list[tuple[str, Callable[[], Any]]]:
    """(name, fetch) of every value the API hands out about ``state``; each fetch asks anew."""
    seats = [None, *range(state.players)]
    values: list = []
    for p in seats:
        values += [(f"observe({p})", lambda p=p: state.observe(p)),
                   (f"events_for({p})", lambda p=p: state.events_for(p))]
    values += [("result", lambda: state.result), ("decision", lambda: state.decision),
               ("legal actions", lambda: [state.legal_actions(p) for p in state.to_act]),
               ("to_scenario", state.to_scenario), ("snapshot", state.snapshot)]
    return values


class SaveBroken(Exception):
    """A state's save no longer loads."""


def fingerprint(state) -> str:
    """The game, its copy and its reloaded save (a replay of its history), as one text
    (SaveBroken when the save no longer loads)."""
    from .kit import fingerprint as one

    text = state.to_json()
    try:
        reloaded = state.game.from_json(text)
    except Exception as err:  # noqa: BLE001 - a scribble that breaks the save is the finding
        raise SaveBroken(f"{type(err).__name__}: {err}") from None
    parts = [one(state), one(state.copy()), one(reloaded), text,
             reloaded.to_json(), [[str(a) for a in state.legal_actions(p)] for p in state.to_act],
             state.why_no_undo(state.history[-1].player) if state.history else None]
    return json.dumps(parts)


def _broken(state, before: str) -> str | None:
    """None when ``state`` still has the fingerprint ``before``, else what differs."""
    try:
        after = fingerprint(state)
    except SaveBroken as err:
        return f"its save no longer loads: {err}"
    except Exception as err:  # noqa: BLE001 - any failure is the finding
        return f"it raises {type(err).__name__}: {err}"
    return None if after == before else "it changed the game (or its copy, replay or saved text)"


def check_scribbles_change_nothing(state, rng: random.Random) -> int:
    """Scribble over everything ``state`` hands out, over the events ``apply`` returns, and over
    the spec and options a game was built from: the game, its copy, replay and save stay the
    same. Returns how many changes were made."""
    text = state.to_json()
    state = state.game.from_json(text)                   # a state nobody else holds
    before = fingerprint(state)
    made = sum(scribble(fetch()) for _, fetch in handed_out(state))
    if _broken(state, before) is not None:               # find which value reached the game
        for name, _ in handed_out(state):
            fresh = state.game.from_json(text)
            scribble(dict(handed_out(fresh))[name]())
            problem = _broken(fresh, before)
            assert problem is None, f"scribbling over {name}: {problem}"
        raise AssertionError("scribbling over what the state handed out changed it")
    made += _scribble_applied(state, rng)
    made += _scribble_inputs(state)
    return made


def _scribble_applied(state, rng: random.Random) -> int:
    """A move on ``state`` (scribbled over already) plays as on a clean twin, and the events
    ``apply`` returns (and the Action it was given) are the caller's."""
    if state.is_over:
        return 0
    twin = state.game.from_json(state.to_json())
    player = rng.choice(twin.to_act)
    action = rng.choice(twin.legal_actions(player))
    twin.apply(player, action)
    before = fingerprint(twin)
    made = scribble(state.apply(player, action)) + scribble(action)
    problem = _broken(state, before)         # its history holds the Action scribbled over
    assert problem is None, f"scribbling over the events apply returned: {problem}"
    return made


def _scribble_inputs(state) -> int:
    """The spec and options a game is built from stay the caller's after building."""
    spec, options = state.to_scenario(), json.loads(json.dumps(state.options))
    built = state.game.scenario(spec, seed=state.seed, options=options)
    before = fingerprint(built)
    made = scribble(spec) + scribble(options)
    problem = _broken(built, before)
    assert problem is None, f"scribbling over the spec and options a game was built from: {problem}"
    return made


def actions_are_editable() -> bool:
    """Whether an edit through ``vars`` reaches an Action, or a later Action made alike."""
    from tutor.engine import Action

    action = Action("scribble_probe", n=1)
    scribble(action)
    return Action("scribble_probe", n=1).n != 1 or action.n != 1 or action.get("n") != 1


def _forget_actions() -> None:
    from tutor.engine import actions

    actions._MADE.clear()


# ---- one place at a time (the probe) --------------------------------------------------------
def live_paths(state, rng: random.Random, limit: int | None = None) -> dict:
    """Scribble over one place of one handed-out value at a time, each on a state of its own
    (reloaded from the save): {"scribbles": n, "live": [names], "saves broken": [names]}.
    ``limit`` samples that many places per value. Actions' attributes are left out: a game's
    own caches keep Actions across states, so an edit there would spoil every later probe
    (``actions_are_editable`` asks about them once)."""
    text = state.to_json()
    found: dict = {"scribbles": 0, "live": [], "saves broken": []}
    probe = state.game.from_json(text)
    before = fingerprint(probe)
    for name, fetch in handed_out(probe):
        paths = [at for at, _ in containers(fetch()) if "vars" not in at]   # see below
        if limit is not None and len(paths) > limit:
            paths = rng.sample(paths, limit)
        for at in paths:
            fresh = state.game.from_json(text)
            value = dict(handed_out(fresh))[name]()
            if not scribble(value, at):
                continue
            found["scribbles"] += 1
            problem = _broken(fresh, before)
            _forget_actions()          # an Action scribbled over must not spoil the next probe
            if problem is not None:
                found["live"].append(f"{name}{list(at)}")
                if problem.startswith("its save no longer loads"):
                    found["saves broken"].append(f"{name}{list(at)}")
    return found
