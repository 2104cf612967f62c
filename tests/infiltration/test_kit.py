"""The shared game kit over every player count and the options that change play."""

from tests.engine.kit import kit_tests
from tutor.games.infiltration import GAME

from .variants import hidden_variant, visible_variant

globals().update(kit_tests(GAME, option_sets=[{}, {"tie_break": "shared",
                                                   "csx_releases_files": True}],
                           players=[2, 3, 4, 5, 6], games=6, every=9,
                           hidden_variant=hidden_variant, visible_variant=visible_variant))
