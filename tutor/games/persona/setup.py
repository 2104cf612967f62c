"""Dealing: a new game's deck, and the hands and action cards everyone takes each week."""

from __future__ import annotations

from .board import draw
from .cards import ACTION_CARDS, HAND_SIZE, all_info_cards


def setup(state) -> None:
    """Shuffle the information cards of the companies in play and deal the first week."""
    b = state.board
    b.deck = all_info_cards(b.companies)
    state.rng.shuffle(b.deck)
    rule = "persona.setup.remove" if b.removed is None else "persona.setup.removed_company"
    state.emit("setup", rule, companies=list(b.companies), removed=b.removed)
    deal_week(state)


def deal_week(state) -> None:
    """Each player takes their five action cards back and draws a fresh hand of six."""
    b = state.board
    for p in range(state.players):
        b.actions[p], b.used[p] = list(ACTION_CARDS), []
        b.hands[p] = draw(b, HAND_SIZE)
    state.emit("deal", "persona.setup.deal", week=b.week, hand_size=HAND_SIZE,
               private={p: {"hand": list(b.hands[p])} for p in range(state.players)})
