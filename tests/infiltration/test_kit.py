"""The shared game kit over every player count, once more with the non-default options, and a
long run (``-m slow``) over many more games."""

import pytest

from tests.engine.kit import kit_tests
from tests.infiltration.invariants import check
from tutor.games.infiltration import GAME

from .variants import hidden_variant, visible_variant

VARIANTS = {"hidden_variant": hidden_variant, "visible_variant": visible_variant}
OTHER = {"tie_break": "shared", "csx_releases_files": True, "entry_enter": "once",
         "secret_exit": "any", "two_player_capture": "all"}

globals().update(kit_tests(GAME, players=[2, 3, 4, 5, 6], games=3, every=13,
                           invariants=check, **VARIANTS))

globals().update({f"{name}_other_options": test for name, test in kit_tests(
    GAME, option_sets=[OTHER], players=[2, 3], games=3, every=13, **VARIANTS).items()})

globals().update({f"{name}_long": pytest.mark.slow(test) for name, test in kit_tests(
    GAME, option_sets=[{}, OTHER], players=[2, 3, 4, 5, 6], games=40, seed=100, every=5,
    **VARIANTS).items()})
