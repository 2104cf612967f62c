"""The forms of Red Notice's moves (``tutor.engine.forms``): what ``describe`` accepts; anything
else is refused with IllegalAction."""

from __future__ import annotations

from functools import lru_cache

from tutor.engine.forms import Param, list_of, one_of

from .actions import WILD_CODES
from .cards import DISC_VALUES, IDENTITIES, UPGRADES, default_decks
from .worldmap import default_map


def _city(value) -> bool:
    return isinstance(value, str) and value in default_map().cities


def _road(value) -> bool:
    return isinstance(value, str) and value in set(default_map().roads)


def _continent(value) -> bool:
    return isinstance(value, str) and value in default_map().continents


def _check(value) -> bool:
    return isinstance(value, str) and value in default_decks().checks


def _card(value) -> bool:
    return isinstance(value, str) and value in default_decks().actions


@lru_cache(maxsize=1)
def forms() -> dict:
    """Every kind of move with its parameters."""
    city = Param(_city, "a city on the map")
    road = Param(_road, "a road on the map")
    continent = Param(_continent, "a continent")
    check = Param(_check, "a check card")
    card = Param(_card, "an action card")
    upgrade = Param(one_of(tuple(UPGRADES)), "an upgrade card")
    return {
        "discard": {"check": check}, "cash": {"check": check}, "decline": {},
        "start": {"city": city}, "go": {"city": city},
        "place": {"card": card, "disc": Param(one_of(DISC_VALUES), "a disc (1 to 5 or POW)"),
                  "half": Param(one_of((0, 1)), "a half of the card (0 or 1)")},
        "reinforce": {"card": card}, "no_reinforce": {},
        "radar": {"continent": continent}, "black_radar": {"continent": continent},
        "remove_radar": {"continent": continent},
        "barrier": {"road": road}, "black_barrier": {"road": road},
        "remove_barrier": {"road": road}, "move_barrier": {"road": road, "to": road},
        "pass": {}, "keep_points": {}, "search": {}, "stop": {},
        "move": {"path": Param(list_of(_city, least=0), "a list of cities")},
        "wild": {"action": Param(one_of(tuple(WILD_CODES)),
                                 f"an action ({', '.join(WILD_CODES)})")},
        "give_upgrade": {"upgrade": upgrade}, "discard_upgrade": {"upgrade": upgrade},
        "identity": {"tile": Param(one_of(IDENTITIES), "an identity tile")},
    }
