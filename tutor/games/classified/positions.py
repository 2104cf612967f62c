"""``to_scenario`` for any position, and the ``then`` / ``chance`` scenario keys it needs.

A board alone rebuilds a position only where the flow waits for a player's turn Action (every
other decision lies inside an ability or a reaction window that is still resolving). So a spec
is the board of the last such point, plus ``then``: the actions made since, replayed in order,
plus ``chance``: the state of the random source at that point when those actions consulted it
(a failed assassination's shown card, a shuffle), so that the replay meets the same luck.
"""

from __future__ import annotations

import math

from tutor.engine import Action, IllegalAction, ScenarioError

from .effects.emerald import seen_before
from .scenario import board_spec
from .turn import RULE_ACTION

THEN, CHANCE = "then", "chance"


def at_turn_action(state) -> bool:
    """Whether the flow waits for the current player's turn Action (a board-only point)."""
    return state.decision is not None and state.decision.rule == RULE_ACTION


def position_spec(state) -> dict:
    """The spec that rebuilds ``state``: the last board-only point, then the actions since."""
    if at_turn_action(state):
        return _with_seen(board_spec(state.board), state.board, state.log)
    fresh = state.replay(0)
    mark = (0, board_spec(fresh.board), fresh.rng.getstate(), fresh.rng.calls, len(fresh.log))
    for index, entry in enumerate(state.history):
        if index and at_turn_action(fresh):
            mark = (index, board_spec(fresh.board), fresh.rng.getstate(), fresh.rng.calls,
                    len(fresh.log))
        fresh.apply(entry.player, entry.action)
    index, spec, chance, calls, logged = mark
    _with_seen(spec, state.board, state.log[:logged])
    then = [entry.to_json() for entry in state.history[index:]]
    if then:
        spec[THEN] = then
        if state.rng.calls != calls:
            version, internal, gauss = chance
            spec[CHANCE] = [version, list(internal), gauss]
    return spec


def _with_seen(spec: dict, board, events) -> dict:
    """``spec`` with the ``seen`` key of the cards ``events`` showed (none: no key)."""
    seen = seen_before(board, events)
    if seen:
        spec["seen"] = seen
    else:
        spec.pop("seen", None)
    return spec


def set_chance(state, chance) -> None:
    """Put the random source into the state a ``chance`` key records."""
    if not is_random_state(chance):
        raise ScenarioError("scenario key 'chance': not a saved random state (copy it from "
                            "to_scenario, never write it by hand)")
    version, internal, gauss = chance
    try:
        state.rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError, OverflowError) as err:
        raise ScenarioError(f"scenario key 'chance': not a saved random state ({err})") from None


WORDS = 624                               # the Mersenne Twister's 32-bit words, then its index


def is_random_state(chance) -> bool:
    """Whether ``chance`` has the shape of ``random.getstate()`` as a list: version 3, the 624
    words and the index (whole numbers that fit 32 bits), and None or a number for gauss."""
    if type(chance) is not list or len(chance) != 3:
        return False
    version, internal, gauss = chance
    return (type(version) is int and type(internal) is list and len(internal) == WORDS + 1
            and all(type(w) is int and 0 <= w < 2 ** 32 for w in internal)
            and 0 < internal[-1] <= WORDS
            and (gauss is None or type(gauss) is float and math.isfinite(gauss)))


def replay_then(state, then) -> None:
    """Make the ``then`` actions in order; a bad one is a ScenarioError naming it."""
    if type(then) is not list:
        raise ScenarioError("scenario key 'then': give a list of [player, action] pairs")
    for number, entry in enumerate(then, 1):
        try:
            player, data = entry
            state.apply(player, Action.from_json(data))
        except (IllegalAction, TypeError, ValueError) as err:
            raise ScenarioError(f"scenario key 'then': entry {number} cannot be played "
                                f"({err})") from None
