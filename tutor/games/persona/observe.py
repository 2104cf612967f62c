"""What each player may see (observe) and the whole board (snapshot)."""

from __future__ import annotations

import json

from .board import totals
from .cards import ACTION_CARDS, ENCRYPT, direction, is_corporation_card


def public_seat(board, seat: int, viewer: int | None) -> dict:
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


def observe(state, player: int | None) -> dict:
    """Public facts for everybody, plus ``player``'s own hand, actions and pending choice."""
    b = state.board
    obs = {
        "game": "persona",
        "viewer": player,
        "players": state.players,
        "phase": b.phase,
        "week": b.week,
        "day": b.day,
        "direction": direction(b.week) if state.players > 2 else "opponent",
        "companies": list(b.companies),
        "removed": b.removed,
        "deck_size": len(b.deck),
        "discard_size": len(b.discards),
        "stacks": {c: list(s) for c, s in b.stacks.items()},
        "keys": dict(b.keys),
        "seats": [public_seat(b, q, player) for q in range(state.players)],
        "archiving": detached(b.archive_view),
        "scores": detached(b.scores),
    }
    if player is not None:
        obs["hand"] = list(b.hands[player])
        obs["action_cards"] = list(b.actions[player])
        obs["my_choice"] = None if b.pending[player] is None else dict(b.pending[player])
    return obs


def snapshot(state) -> dict:
    """The complete board, hidden cards included."""
    b = state.board
    return {
        "phase": b.phase, "week": b.week, "day": b.day, "companies": b.companies,
        "removed": b.removed, "deck": b.deck, "hands": b.hands, "actions": b.actions,
        "used": b.used, "pending": b.pending, "play": b.play, "encrypted": b.encrypted,
        "archives": b.archives, "stacks": b.stacks, "keys": b.keys, "discards": b.discards,
        "out": b.out, "spent": b.spent, "archiving": b.archive_view, "scores": b.scores,
    }
