"""Dealing a new game (rules spec §2): the deck the options build, shuffled; two cards to each
hand, a Suitcase each, the Encrypted cards, and the first player."""

from __future__ import annotations

from .decks import DIFFICULTY, build_deck


def deal(state) -> None:
    """Deal a new game onto ``state.board``; the deal is each player's private knowledge."""
    b = state.board
    cards = build_deck(state.options, state.rng)
    deck = list(cards)
    state.rng.shuffle(deck)
    b.cards = sorted(cards)
    # dealt from the top: two cards to each hand, a Suitcase each, then the Encrypted cards
    dealt = 6 + DIFFICULTY[state.options["difficulty"]]
    b.hands = [deck[0:2], deck[2:4]]
    b.suitcase = deck[4:6]
    b.encrypted, b.deck = deck[6:dealt], deck[dealt:]
    first = state.options["first_player"]
    b.first = b.current = state.rng.randrange(2) if first == "random" else first
    state.emit("setup", "classified.setup.deal", first=b.first,
               private={p: {"hand": list(b.hands[p]), "suitcase": b.suitcase[p]}
                        for p in (0, 1)},
               encrypted=len(b.encrypted), deck=len(b.deck))
