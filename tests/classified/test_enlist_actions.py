"""The Enlist-as-Assassin actions each turn offers (worked out in one pass, because every turn
offers them) are exactly the Guard spots the legality rule allows, opponent's Guards first."""

import random

import pytest

from tutor.games.classified import GAME
from tutor.games.classified.actions import enlist_actions, enlist_assassin_refusal, target_action
from tutor.games.classified.board import GUARD_SPOTS
from tutor.games.classified.cards import can_assassinate
from tutor.games.classified.table import Table


def allowed_actions(table, player, card):
    """The actions ``enlist_assassin_refusal`` allows: opponent's spots first, then own."""
    order = [(1 - player, spot) for spot in range(GUARD_SPOTS)] + \
        [(player, spot) for spot in range(GUARD_SPOTS)]
    return [target_action(table, card, owner, spot) for owner, spot in order
            if enlist_assassin_refusal(table, player, card, owner, spot) is None]


@pytest.mark.parametrize("options", [{}, {"deck": "emerald"}, {"deck": "ruby"},
                                     {"deck": "random-full", "promos": True}])
def test_enlist_actions_are_what_the_legality_rule_allows(options):
    checked = 0
    for seed in range(25):
        state, rng = GAME.new_game(seed=seed, options=options), random.Random(seed)
        while not state.is_over:
            table = Table(state)
            for player in (0, 1):
                for card in table.b.hands[player]:
                    assert enlist_actions(table, player, card) == \
                        (allowed_actions(table, player, card) if can_assassinate(card) else [])
                    checked += 1
            seat = state.to_act[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 1000
