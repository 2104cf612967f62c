"""Red Notice's invariants on any position (random play, hand-set scenarios, the soak):
every card, disc and upgrade in exactly one place, counters in their ranges, a finished
game exactly when someone has won, and the engine's doors (observe, legal actions, saves,
copies, ``to_scenario``) working."""

from __future__ import annotations

from collections import Counter

from tests.engine.scenario_fuzz import common_invariants
from tutor.games.rednotice.board import (CAPTURES_TO_WIN, FORGER_TARGET, MAX_BARRIERS,
                                         RADAR_TOKENS, ROLES, SECURITY_MAX)
from tutor.games.rednotice.cards import UPGRADES, default_decks
from tutor.games.rednotice.worldmap import default_map


def check(state) -> None:
    """Every invariant of ``state``; an AssertionError names the first one broken."""
    b, decks = state.board, default_decks()
    checks = b.check_deck + b.check_discard + b.hand + [c["check"] for c in b.cashed]
    assert Counter(checks) == Counter(list(decks.checks)), "every check in exactly one zone"
    assert Counter(b.action_deck + b.action_discard + b.row) == Counter(list(decks.actions))
    upgrades = b.upgrade_deck + b.upgrade_display + b.upgrades + b.upgrades_gone
    assert Counter(upgrades) == Counter(list(UPGRADES)), "every upgrade in exactly one zone"
    for role in ROLES:
        discs = b.discs[role]
        placed = [h["disc"] for halves in b.placed for h in halves if h and h["role"] == role]
        held = discs["stack"] + discs["hand"] + discs["used"] + placed
        assert Counter(held) == Counter(decks.discs), f"{role}'s discs"
    assert 0 <= b.security <= SECURITY_MAX and 0 <= b.captures <= CAPTURES_TO_WIN
    assert len(b.radars) <= RADAR_TOKENS and len(b.barriers) <= MAX_BARRIERS
    cities = default_map().cities
    assert b.agent_city in cities and (b.forger_city in cities or not b.forger_city)
    won = b.captures >= CAPTURES_TO_WIN or b.total() >= FORGER_TARGET
    assert not won or b.winner, "three captures or $1,000,000 cashed end the game"
    assert (b.winner is not None) == state.is_over, "a game is over exactly when won"
    assert all(type(c) is dict and set(c) >= {"kind", "round"} for c in b.clues)
    common_invariants(state)
