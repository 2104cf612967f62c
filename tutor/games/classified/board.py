"""Classified Information's board: every zone and counter of a position, as one typed record.

Piles are lists whose index 0 is the TOP card. A Guard spot is None or a dict
``{"card": id, "up": bool, "cover": id | None}`` (``cover``: an Extra Protection lying on the
Guard; ``tower``: a Cybernetic Cubic Tower stacked face up on it). A play-area entry is a dict
``{"card": id, ...}`` (``tucked`` / ``tucked_up`` / ``secret``, see ``observe.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tutor.engine.board import snapshot_of

GUARD_SPOTS = 3          # the Guard limit: three Guard spots per player (rule classified.guard.limit)
PLAYERS = (0, 1)


def _per_player(value):
    """A field holding ``value`` for each of the two players (a list value is copied)."""
    if isinstance(value, list):
        return field(default_factory=lambda: [value.copy(), value.copy()])
    return field(default_factory=lambda: [value, value])


@dataclass
class Board:
    """One Classified Information position."""

    # the 18 card ids in play this game, sorted (the public deck list)
    cards: list = field(default_factory=list)
    # the Draw Deck, top card first
    deck: list = field(default_factory=list)
    # each player's hand, in the order the cards arrived
    hands: list = _per_player([])
    # each player's Suitcase card (face down unless suitcase_public)
    suitcase: list = _per_player(None)
    # the Encrypted Card Pile, top card first
    encrypted: list = field(default_factory=list)
    # encrypted card id -> the player who encrypted it (they know it; cards put there by
    # set-up or by abilities have no entry)
    encrypted_by: dict = field(default_factory=dict)
    # the Discard Pile, top card first (face up, public)
    discard: list = field(default_factory=list)
    # cards being resolved (face up, public): played Actions, REACT cards waiting for their price
    limbo: list = field(default_factory=list)
    # limbo cards below this index belong to an ability still resolving around a nested play
    # (Agonizing Choice, Precision Procedure, Unstable Grenade) and stay until it ends
    limbo_floor: int = 0
    # each player's GUARD_SPOTS Guard spots: None or a Guard dict (see the module docstring)
    guards: list = _per_player([None] * GUARD_SPOTS)
    # each player's play area (TUCK and TRIGGER cards that stay in play), as entry dicts
    area: list = _per_player([])
    # whether each player still owes a REACT card's price (their next turn: no Action, PEEK 1)
    react_debt: list = _per_player(False)
    # whether each player's Suitcase Number is public (Split Personality's new Suitcase)
    suitcase_public: list = _per_player(False)
    # players who have Deployed Sands of Time (printed: once per game, even after it leaves)
    sands_used: list = field(default_factory=list)
    # whose turn it is
    current: int = 0
    # who took the first turn
    first: int = 0
    # the turn number, 1 for the first turn
    turn: int = 1
    # whether the current player has already drawn this turn
    drawn: bool = False
    # an instant winner (a card's win or loss), else None
    winner: int | None = None
    # why the instant winner won (a short reason key), else None
    win_reason: str | None = None
    # the catalogue rule of the instant win, else None
    win_rule: str | None = None
    # the result once the game is over (winners, reason, finals, matches, scores), else None
    result: dict | None = None


def board_snapshot(board: Board) -> dict:
    """Every field of ``board`` as detached plain JSON data (the core's ``snapshot_of``)."""
    return snapshot_of(board)
