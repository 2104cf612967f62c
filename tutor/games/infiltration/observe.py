"""What each player may see: the public table plus their own operatives' hands, file values and
face-down choices. Face-down rooms, the decks, the reserve, others' hands, choices and file
values stay hidden.

``history`` keeps every public fact of the game so far (cards played, rooms revealed, options
chosen, the NPC order, security rolls), each with its round, since every player saw them; what
a player alone was shown (their file values, the items they drew, their own choices) is in the
engine's ``knowledge`` of that player's observation only."""

from __future__ import annotations

import json

from .board import access_rooms
from .facility import ROOMS, edge_list, floor_of


def public_room(b, node: str) -> dict:
    """A room position as everybody sees it."""
    up = node in b.revealed
    return {"room": node, "floor": floor_of(node), "revealed": up,
            "card": b.layout[node] if up else None,
            "files": len(b.room_files.get(node, [])), "locks": list(b.locks.get(node, [])),
            "scientists": list(b.scientists.get(node, [])),
            "interface_tokens": b.interface_tokens.get(node, 0),
            "downloads": b.downloads.get(node, 0)}


def public_operative(o: dict, op: int) -> dict:
    """An operative as everybody sees it (hand size and file count only)."""
    return {"operative": op, "card": o["card"], "owner": o["owner"], "room": o["room"],
            "status": o["status"], "wounded": o["wounded"], "delayed": o["delayed"],
            "hand_size": len(o["actions"]) + len(o["items"]), "files": len(o["files"]),
            "specials": list(o["specials"]), "has_selected": o["selected"] is not None,
            "came_from": o["came_from"]}


def own_operative(o: dict, op: int) -> dict:
    """What the owner alone sees of an operative."""
    return {"operative": op, "actions": list(o["actions"]), "items": list(o["items"]),
            "files": list(o["files"]), "selected": o["selected"]}


def observe(state, player: int | None) -> dict:
    """Public facts for everybody, plus ``player``'s own operatives' secrets."""
    b = state.board
    content = b.content_set
    edges = [list(e) for e in edge_list(access_rooms(b))]
    obs = {
        "game": "infiltration", "viewer": player, "players": state.players,
        "options": dict(state.options),
        "content": {"id": content.id, "name": dict(content.name)},
        "round": b.round, "phase": b.phase, "first": b.first, "alarm": b.alarm,
        "proximity": b.proximity, "last_roll": b.last_roll,
        "rooms": [public_room(b, node) for node in ROOMS], "edges": edges,
        "npcs": [dict(n) for n in b.npcs], "npcs_gone": list(b.npcs_gone),
        "npcs_acted": list(b.npcs_acted), "placed": [dict(p) for p in b.placed],
        "specials": list(b.specials), "item_deck": len(b.item_deck),
        "item_discard": list(b.item_discard), "reserve": len(b.reserve),
        "box_files": len(b.box_files), "token_supply": b.token_supply,
        "interface_supply": b.interface_supply, "unused_rooms": len(b.unused_rooms),
        "operatives": [public_operative(o, i) for i, o in enumerate(b.operatives)],
        "select_slot": b.select_slot, "queue": list(b.queue),
        "played": [dict(p) for p in b.played],
        "history": [dict(h) for h in b.history],
        "pending": json.loads(json.dumps(b.stack)) if b.stack else [], "end": b.end,
        "scores": [dict(s) for s in b.scores] if b.scores else None,
    }
    if player is not None:
        obs["mine"] = [own_operative(o, i) for i, o in enumerate(b.operatives)
                       if o["owner"] == player]
    return obs
