"""The shared game kit on Red Notice, over both role seatings and the non-default rulings."""

from tests.engine.kit import kit_tests
from tests.rednotice.invariants import check
from tutor.games.rednotice import GAME
from tutor.games.rednotice.board import AGENT, FORGER

OPTION_SETS = [{}, {"identities": "random", "forger_seat": 1, "first_initiative": "agent",
                    "removal_timing": "security_action", "black_barriers_count": False,
                    "forger_min_distance": 1, "deduction_aid": False, "forger_history": False,
                    "reinforce_when": "any_reveal", "move_black_barriers": True}]


def _role(spec, player):
    return FORGER if player == spec["forger"] else AGENT


def hidden_variant(spec, player, rng):
    """Move the forger to another possible city (the agent cannot see it), or swap two of the
    agent's unseen discs between hand and stack (the forger cannot see them)."""
    if _role(spec, player) == AGENT:
        others = [c for c in spec["possible"] if c != spec["forger_city"]]
        if not spec["forger_city"] or not others:
            return None
        city = rng.choice(others)
        spec["forger_city"] = city
        spec["trail"] = spec["trail"] + [{"round": spec["round"], "cities": [city]}]
        return spec
    discs = spec["discs"][AGENT]
    pairs = [(i, j) for i, a in enumerate(discs["hand"]) for j, b in enumerate(discs["stack"])
             if a != b]
    if not pairs:
        return None
    i, j = rng.choice(pairs)
    discs["hand"][i], discs["stack"][j] = discs["stack"][j], discs["hand"][i]
    return spec


def visible_variant(spec, player, rng):
    """Change the forger's public security track."""
    spec["security"] = (spec["security"] + 1) % 5
    return spec


globals().update(kit_tests(GAME, option_sets=OPTION_SETS, players=[2], games=2, every=97,
                           hidden_variant=hidden_variant, visible_variant=visible_variant,
                           invariants=check))
