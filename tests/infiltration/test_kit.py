"""The shared game kit over every player count, and once more with the non-default options."""

from tests.engine.kit import kit_tests
from tutor.games.infiltration import GAME

from .variants import hidden_variant, visible_variant

globals().update(kit_tests(GAME, players=[2, 3, 4, 5, 6], games=4, every=11,
                           hidden_variant=hidden_variant, visible_variant=visible_variant))

OTHER_OPTIONS = kit_tests(GAME, option_sets=[{"tie_break": "shared", "csx_releases_files": True}],
                          players=[3], games=4, every=11, hidden_variant=hidden_variant,
                          visible_variant=visible_variant)
globals().update({f"{name}_other_options": test for name, test in OTHER_OPTIONS.items()})
