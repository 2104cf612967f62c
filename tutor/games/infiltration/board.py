"""The Infiltration board: every zone and counter, and small queries over them.

The whole position lives here, including the work still to do (``queue`` of operatives yet to
resolve their card, ``stack`` of effects yet to resolve), so a snapshot of the board is a
complete position that ``scenario`` rebuilds exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from .card_loader import content_named
from .cards import ACTION_KINDS, ContentSet
from .facility import ENTRY, OUTSIDE, SECRET, facility, ways

INSIDE, ESCAPED, CAPTURED = "inside", "escaped", "captured"
PHASES = ("select", "execute", "npc", "security", "over")
ALARM_MIN, ALARM_MAX = 0, 9            # the seed's alarm display runs 0 to 9
PROXIMITY_END = 99


@dataclass
class Board:
    """One game of Infiltration."""

    content: str = "tutor"             # the content set's folder name
    round: int = 1                     # the round being played
    phase: str = "select"              # one of PHASES
    first: int = 0                     # seat holding the die and the security monitor
    alarm: int = 0                     # alarm display (0..9)
    proximity: int = 0                 # proximity display (0..99); 99 ends the game
    last_roll: int | None = None       # the last security die roll
    layout: dict = field(default_factory=dict)       # position -> room card id (face down too)
    revealed: list = field(default_factory=list)     # positions turned face up, in order
    unused_rooms: list = field(default_factory=list)  # room cards left in the box (hidden)
    room_files: dict = field(default_factory=dict)   # position -> face-down file values
    locks: dict = field(default_factory=dict)        # position -> extra files per lock left
    scientists: dict = field(default_factory=dict)   # position -> extra files per scientist
    interface_tokens: dict = field(default_factory=dict)  # position -> tokens left
    downloads: dict = field(default_factory=dict)    # position -> Downloads resolved this round
    npcs: list = field(default_factory=list)         # {"id", "room", "face"} in play order
    npcs_gone: list = field(default_factory=list)    # NPCs destroyed or gone for good
    npcs_acted: list = field(default_factory=list)   # NPCs that acted this NPC phase
    placed: list = field(default_factory=list)       # {"card", "room", "lasts"} on rooms
    specials: list = field(default_factory=list)     # special cards in the supply
    item_deck: list = field(default_factory=list)    # face-down item deck, top last (hidden)
    item_discard: list = field(default_factory=list)  # used items, face up
    reserve: list = field(default_factory=list)      # face-down file tokens, drawn from the end
    box_files: list = field(default_factory=list)    # file tokens discarded to the box (hidden)
    token_supply: int = 0              # lock / scientist tokens beside the facility
    interface_supply: int = 0          # interface tokens beside the facility
    operatives: list = field(default_factory=list)   # one dict per operative (see operative())
    select_slot: int = 0               # two players: which of their operatives selects now
    queue: list = field(default_factory=list)        # operatives yet to resolve, in order
    played: list = field(default_factory=list)       # {"operative", "card"} revealed this round
    history: list = field(default_factory=list)      # public facts of the game so far, in order
    stack: list = field(default_factory=list)        # effects yet to resolve, next first
    end: str | None = None             # why the game ended: "proximity" or "escaped"
    scores: list | None = None         # per seat, once over

    def __post_init__(self):
        # The content set played, looked up once (a game keeps its set): a plain attribute,
        # not a field, so neither snapshots nor scenarios carry it.
        self.content_set: ContentSet = content_named(self.content)


def operative(card: str, owner: int, actions=ACTION_KINDS) -> dict:
    """A fresh operative in the entry room, healthy, with its four action cards."""
    return {"card": card, "owner": owner, "room": ENTRY, "status": INSIDE, "wounded": False,
            "delayed": False, "actions": list(actions), "items": [], "files": [],
            "specials": [], "selected": None, "came_from": None}


def record(board: Board, fact: str, /, **data) -> None:
    """Keep a public fact (a card played, a room revealed, an option chosen, a security roll)
    with its round, so that every player's observation still holds it in later rounds.
    (Positional-only parameters: CPython then hands every keyword to ``data`` without first
    comparing it with each parameter name.)"""
    board.history.append({"round": board.round, "fact": fact, **data})


def operatives_of(players: int) -> int:
    """Two operatives each with two players, one each otherwise."""
    return 4 if players == 2 else players


def slots(players: int) -> int:
    """Operatives per player."""
    return 2 if players == 2 else 1


def op_id(seat: int, slot: int, players: int) -> int:
    """Operative number, slot-major: with two players 0 and 1 go first, then 2 and 3."""
    return slot * players + seat


def by_seat(board: Board, players: int) -> list[list[int]]:
    """The operatives each seat runs, by seat (one pass over the operatives)."""
    seats = [[] for _ in range(players)]
    for i, o in enumerate(board.operatives):
        seats[o["owner"]].append(i)
    return seats


def inside(board: Board) -> list[int]:
    """Operatives still inside the facility."""
    return [i for i, o in enumerate(board.operatives) if o["status"] == INSIDE]


def here(board: Board, node: str) -> list[int]:
    """Operatives inside in room ``node``."""
    return [i for i in inside(board) if board.operatives[i]["room"] == node]


def access_rooms(board: Board) -> frozenset:
    """Revealed rooms whose card leads into the secret room."""
    layout, access = board.layout, board.content_set.secret_access_rooms
    return frozenset(n for n in board.revealed if layout[n] in access)


def graph(board: Board):
    """The facility with the secret links the revealed rooms grant."""
    return facility(access_rooms(board))


def destinations_now(board: Board, node: str, move: str) -> list[str]:
    """Where ``move`` leads from ``node`` with the secret links the revealed rooms grant, in path
    order (the secret room last)."""
    return list(ways(access_rooms(board))[node, move])


def room_card(board: Board, node: str):
    """The room card at ``node`` (face up or not)."""
    return board.content_set.rooms[board.layout[node]]


def is_revealed(board: Board, node: str) -> bool:
    """Whether the room at ``node`` is face up."""
    return node in board.revealed


def npcs_in(board: Board, node: str, face: str | None = None) -> list[str]:
    """NPCs in ``node`` (only those showing ``face`` if given)."""
    return [n["id"] for n in board.npcs
            if n["room"] == node and (face is None or n["face"] == face)]


def npc_entry(board: Board, npc_id: str) -> dict | None:
    """The in-play entry of ``npc_id``, or None."""
    return next((n for n in board.npcs if n["id"] == npc_id), None)


def room_flags(board: Board, node: str) -> set[str]:
    """Flags of the items placed on ``node``."""
    items = board.content_set.items
    return {f for p in board.placed if p["room"] == node and p["card"] in items
            for f in items[p["card"]].room_flags}


def placed_enter_effects(board: Board, node: str) -> list[tuple[str, tuple]]:
    """(card id, room_enter effects) of each card placed on ``node``."""
    content = board.content_set
    found = []
    for p in board.placed:
        if p["room"] != node:
            continue
        card = content.items.get(p["card"]) or content.specials.get(p["card"])
        if card.room_enter:
            found.append((p["card"], card.room_enter))
    return found


def execution_order(board: Board, players: int) -> list[int]:
    """Operatives inside, from the first player clockwise (two players: each pair in turn)."""
    ops = board.operatives
    return [o for o in seat_order(board.first, players) if ops[o]["status"] == INSIDE]


@lru_cache(maxsize=None)
def seat_order(first: int, players: int) -> tuple[int, ...]:
    """Every operative from seat ``first`` clockwise (two players: each pair in turn)."""
    seats = [(first + k) % players for k in range(players)]
    return tuple(op_id(s, k, players) for k in range(slots(players)) for s in seats)


__all__ = ["Board", "CAPTURED", "ENTRY", "ESCAPED", "INSIDE", "OUTSIDE", "SECRET"]
