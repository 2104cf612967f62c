"""The forms of Infiltration's moves (``tutor.engine.forms``): what ``describe`` accepts;
anything else is refused with IllegalAction."""

from __future__ import annotations

from tutor.engine.forms import Param, one_of, whole

from .cards import MAX_OPERATIVES, ContentSet
from .facility import OUTSIDE, ROOMS

OPERATIVE = Param(whole(0, MAX_OPERATIVES - 1),
                  f"an operative's number (0 to {MAX_OPERATIVES - 1})")


_MADE: dict[str, dict] = {}


def forms(content: ContentSet) -> dict:
    """Every kind of move with its parameters, for one content set (made once per set)."""
    if content.id not in _MADE:
        _MADE[content.id] = _forms(content)
    return _MADE[content.id]


def _forms(content: ContentSet) -> dict:
    cards = tuple(content.actions) + tuple(content.items)
    return {
        "select": {"operative": OPERATIVE,
                   "card": Param(one_of(cards), "an action or item card of this game")},
        "move_to": {"room": Param(one_of(ROOMS + (OUTSIDE,)),
                                  "a room of the facility (1.1 to 2.6, S or out)")},
        "stop": {},
        "option": {"n": Param(whole(0, 99), "an option's number (0 or more)")},
        "target": {"operative": OPERATIVE},
        "npc": {"npc": Param(one_of(tuple(content.npcs)), "a person of this game")},
    }
