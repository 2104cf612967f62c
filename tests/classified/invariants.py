"""Classified's invariants on any position (random play, hand-set scenarios, the soak): the
18 cards of the deck each in exactly one place, at most 3 Guard spots and 2 cards in hand
(3 for the player who has drawn this turn), and the engine's doors (observe, legal actions,
saves, copies, ``to_scenario``) working."""

from __future__ import annotations

from collections import Counter

from tests.engine.scenario_fuzz import common_invariants

from .helpers import all_cards


def check(state) -> None:
    """Every invariant of ``state``; an AssertionError names the first one broken."""
    b = state.board
    cards = all_cards(state.snapshot())
    assert len(cards) == 18 and Counter(cards) == Counter(b.cards), "18 cards, each once"
    assert all(len(row) <= 3 for row in b.guards)
    common_invariants(state)
