"""Classified Information through the shared game kit, over its deck options."""

from tests.engine.kit import kit_tests
from tests.classified.invariants import check

from .helpers import GAME
from .variants import hidden_variant, visible_variant

OPTION_SETS = [
    {},
    {"deck": "random-full", "promos": True, "difficulty": "hard"},
    {"deck": "emerald", "react_prompt": "when_able"},
    {"deck": "ruby", "first_player": 1, "difficulty": "insane"},
]

globals().update(kit_tests(GAME, option_sets=OPTION_SETS, players=[2], games=10,
                           hidden_variant=hidden_variant, visible_variant=visible_variant,
                           invariants=check))
