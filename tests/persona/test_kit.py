"""The shared game kit on Persona Non Grata: 2 to 4 players, the default rules and every
ruling option switched, with Persona's hidden and visible variants."""

from tests.engine.kit import kit_tests
from tests.persona.invariants import check
from tutor.games.persona import GAME

from .variants import hidden_variant, visible_variant

RULINGS = {"activator": "choose", "steal_optional": True, "sole_scorer_key": "table",
           "key_needs_activation": True, "removed_company": "biolife"}

globals().update(kit_tests(GAME, option_sets=[{}, RULINGS], players=[2, 3, 4], games=40,
                           hidden_variant=hidden_variant, visible_variant=visible_variant,
                           invariants=check))
