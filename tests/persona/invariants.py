"""Persona's invariants on any position (random play, hand-set scenarios, the soak): every
information, corporation and action card in exactly one zone, the calendar in range, and the
engine's doors (observe, legal actions, saves, copies, ``to_scenario``) working."""

from __future__ import annotations

from functools import lru_cache

from tests.engine.scenario_fuzz import common_invariants
from tutor.games.persona.board import count_all_cards
from tutor.games.persona.cards import (ACTION_CARDS, DAYS, WEEKS, all_info_cards,
                                       corporation_cards)

ACTIONS = sorted(ACTION_CARDS)


@lru_cache(maxsize=None)
def every_card(companies: tuple) -> list:
    corporation = [c for company in companies for c in corporation_cards(company)]
    return sorted(all_info_cards(companies) + corporation)


def check_cards_accounted_for(state) -> None:
    """Each information and corporation card is in exactly one zone; action cards too."""
    b = state.board
    assert sorted(count_all_cards(b)) == every_card(tuple(b.companies)), "cards in one zone"
    for p in range(state.players):
        held = b.actions[p] + b.used[p] + ([b.pending[p]["action"]] if b.pending[p] else [])
        held += ["encrypt"] if b.encrypted[p] else []
        assert sorted(held) == ACTIONS, f"player {p}'s action cards"


def check(state) -> None:
    """Every invariant of ``state``; an AssertionError names the first one broken."""
    b = state.board
    check_cards_accounted_for(state)
    assert 1 <= b.week <= WEEKS and 1 <= b.day <= DAYS
    assert all(k is None or k in range(state.players) for k in b.keys.values())
    common_invariants(state)
