"""Rest points: the positions a game's board alone rebuilds, and the spec of every other one.

A game whose board holds every position writes its spec from the board (``Game.to_scenario``).
A game whose flow can wait deep inside a card's ability (the ability's local variables are not
on the board) names instead the decisions at which the board is enough: its rest points
(``Game.rest_rules``, the rule ids of those decisions). The spec of any other position is the
game's spec of the last rest point plus two keys the engine reads for such a game:

- ``then``: the actions made since that rest point, ``[player, action]`` each, which
  ``Game.scenario`` replays in order once the board is built;
- ``chance``: the random source's state at the rest point, written when those actions consulted
  chance (a card shown at random, a shuffle), so that the replay meets the same luck.
"""

from __future__ import annotations

import math

from .actions import Action
from .errors import IllegalAction, ScenarioError

THEN, CHANCE = "then", "chance"


def spec_since(state, rest) -> dict:
    """The spec of ``state``'s position from ``rest``, the same game replayed to its last rest
    point: the game's spec there, ``then`` the actions since, ``chance`` when they drew luck."""
    spec = rest.game.to_scenario(rest)
    then = [entry.to_json() for entry in state.history[len(rest.history):]]
    if then:
        spec[THEN] = then
        if state.rng.calls != rest.rng.calls:
            version, internal, gauss = rest.rng.getstate()
            spec[CHANCE] = [version, list(internal), gauss]
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
