"""What each player may see: the public table, and the viewer's own hand and face-down choices
(the whole board, for tests, is the core's snapshot of the typed board)."""

from __future__ import annotations

import json

from .board import Board, totals
from .cards import ACTION_CARDS, ENCRYPT, is_corporation_card
from .seats import direction


def public_seat(board: Board, seat: int, viewer: int | None) -> dict:
    """Everything the table can see of one player; the viewer also sees their encrypted card."""
    used = list(board.used[seat]) + ([ENCRYPT] if board.encrypted[seat] else [])
    face_down = None
    if board.encrypted[seat] is not None:
        face_down = {"face_down": True,
                     "card": board.encrypted[seat] if seat == viewer else None}
    return {
        "player": seat,
        "hand_size": len(board.hands[seat]),
        "has_face_down_choice": board.pending[seat] is not None,
        "used_actions": used,
        "action_cards_left": len(ACTION_CARDS) - len(used),
        "play_area": list(board.play[seat]),
        "encrypted": face_down,
        "archive": [c for c in board.archives[seat] if not is_corporation_card(c)],
        "corporation_cards": [c for c in board.archives[seat] if is_corporation_card(c)],
        "keys": [c for c in board.companies if board.keys[c] == seat],
        "spent": list(board.spent[seat]),
        "totals": totals(board, seat),
    }


def detached(data):
    """A deep copy of plain JSON data, so that observers cannot change the board."""
    return None if data is None else json.loads(json.dumps(data))


def observe(state, player: int | None, chosen=None) -> dict:
    """Public facts for everybody, plus ``player``'s own hand, action cards and face-down
    choices: the pair chosen today (``my_choice``, also while the others still choose, from
    ``chosen``, the player's action in the open decision) and the two-player discard
    (``my_discard``). A card chosen face down has left the hand."""
    b = state.board
    obs = {
        "game": state.game.name,
        "viewer": player,
        "players": state.players,
        "options": dict(state.options),
        "phase": b.phase,
        "week": b.week,
        "day": b.day,
        "direction": direction(b.week, state.players),
        "companies": list(b.companies),
        "removed": b.removed,
        "deck_size": len(b.deck),
        "discard_size": len(b.discards),
        "stacks": {c: list(s) for c, s in b.stacks.items()},
        "keys": dict(b.keys),
        "seats": [public_seat(b, q, player) for q in range(state.players)],
        "archiving": detached(b.archiving),
        "scores": detached(b.scores),
    }
    if player is not None:
        obs.update(own_view(b, player, chosen))
    return obs


def own_view(b: Board, player: int, chosen) -> dict:
    """The viewer's hand, action cards and face-down choices."""
    hand, actions = list(b.hands[player]), list(b.actions[player])
    choice = dict(b.pending[player]) if b.pending[player] else None
    discard = None
    if chosen is not None and chosen.kind == "discard":
        discard = chosen.card
        hand.remove(discard)
    elif chosen is not None:
        choice = {"card": chosen.card, "action": chosen.kind}
        hand.remove(chosen.card)
        actions.remove(chosen.kind)
    return {"hand": hand, "action_cards": actions, "my_choice": choice, "my_discard": discard}
