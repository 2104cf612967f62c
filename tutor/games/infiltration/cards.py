"""The components of Infiltration as data: the card kinds a content set holds (rooms, items,
specials, NPCs, operatives, action cards), the effect vocabulary their effects are written in,
and the ids the rules name (the four action cards, the floors). ``card_loader`` reads a content
set's TOML files into these; ``effects`` carries the effects out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

FLOORS = (1, 2, "secret")
LANGUAGES = ("en", "ja")
MAX_OPERATIVES = 6
ACTION_KINDS = ("advance", "retreat", "interface", "download")

WHO_WOUND = ("self", "all_here", "others_here", "choose_here")
WHO_DELAY = ("self", "others_here", "choose_here", "choose_adjacent")
# verb -> {parameter: (type or tuple of choices, required)}
VOCABULARY: dict[str, dict[str, tuple]] = {
    "alarm": {"n": (int, True)},
    "proximity": {"n": (int, True)},
    "wound": {"who": (WHO_WOUND, False)},
    "heal": {},
    "delay": {"who": (WHO_DELAY, False)},
    "take_files": {"n": (int, True)},
    "add_files": {"n": (int, True)},
    "discard_files": {"n": (int, False)},
    "draw_items": {"n": (int, True)},
    "move": {"dir": (("advance", "retreat"), True), "n": (int, True), "up_to": (bool, False)},
    "escape": {},
    "place_npc": {"npc": (str, True), "face": (("up", "down"), False)},
    "wake_npcs": {},
    "destroy_npc": {"all": (bool, False)},
    "destroy_lock": {"n": (int, False), "all": (bool, False), "release": (bool, False)},
    "destroy_scientist": {"n": (int, False), "all": (bool, False), "release": (bool, False)},
    "take_special": {"kind": (str, True)},
    "place_special": {"kind": (str, True)},
    "interface": {},
    "interface_tokens": {"n": (int, True)},
    "choose": {"options": (list, True)},
    "npc_retreat": {},
}
NPC_ONLY = {"npc_retreat"}
NPC_VERBS = {"alarm", "proximity", "wound", "destroy_npc", "destroy_lock", "destroy_scientist",
             "discard_files", "npc_retreat", "add_files", "wake_npcs"}
ROOM_FLAGS = ("npcs_idle", "no_wounds")



@dataclass(frozen=True)
class Room:
    """A room card."""

    id: str
    name: dict
    floor: object                       # 1, 2 or "secret"
    files: int = 0                      # file tokens placed face down on reveal
    reveal: tuple = ()                  # effects, once, when turned face up
    enter: tuple = ()                   # effects, every time an operative enters
    interface: tuple = ()               # effects of an Interface here (spends a token)
    interface_slots: int = 0            # interface tokens placed on reveal
    advance: tuple = ()                 # effects when an Advance card is played here
    retreat: tuple = ()                 # effects when a Retreat card is played here
    locks: tuple = ()                   # extra files released per destroyed lock
    scientists: tuple = ()              # extra files released per destroyed scientist
    secret_access: bool = False         # Advance from here may enter the secret room
    text: dict | None = None            # printed text, when transcribed


@dataclass(frozen=True)
class Item:
    """An item card."""

    id: str
    name: dict
    effects: tuple = ()
    stays: str = ""                     # "", "round" or "game": placed on the room that long
    room_enter: tuple = ()              # while placed: effects on every operative entering
    room_flags: tuple = ()              # while placed: npcs_idle / no_wounds
    text: dict | None = None


@dataclass(frozen=True)
class Special:
    """A special card: points when held, or a room hazard."""

    id: str
    kind: str
    name: dict
    points: int = 0
    on_room: bool = False
    room_enter: tuple = ()
    text: dict | None = None


@dataclass(frozen=True)
class Npc:
    """An NPC card."""

    id: str
    name: dict
    leaves_from: tuple = ()             # room ids (or "entry") checked at the NPC phase start
    on_leave: tuple = ()
    action: tuple = ()
    text: dict | None = None


@dataclass(frozen=True)
class Operative:
    id: str
    name: dict


@dataclass(frozen=True)
class ActionCard:
    id: str
    name: dict
    copies: int
    text: dict
    variant: bool = False


@dataclass(frozen=True)
class ContentSet:
    """A whole validated content set."""

    id: str
    name: dict
    folder: str
    starting_items: int
    file_tokens: dict                   # face value -> count
    lock_scientist_tokens: int
    interface_tokens: int
    rooms: dict = field(default_factory=dict)
    items: dict = field(default_factory=dict)
    specials: dict = field(default_factory=dict)
    npcs: dict = field(default_factory=dict)
    operatives: dict = field(default_factory=dict)
    actions: dict = field(default_factory=dict)

    def rooms_of(self, floor) -> list[str]:
        """Room ids of one floor, in file order."""
        return list(self._floor_rooms.get(floor, ()))

    def special_kinds(self) -> set[str]:
        """The kinds of special card in the set."""
        return {s.kind for s in self.specials.values()}

    def file_bag(self) -> list[int]:
        """Every file token's value, sorted."""
        return list(self._file_values)

    # Worked out once per set (every new game deals from it; the set is frozen). A
    # cached_property writes to the instance's __dict__, which a frozen dataclass allows.
    @cached_property
    def action_rank(self) -> dict[str, int]:
        """Action card id -> its place in file order, the order of every hand (a sort key)."""
        return {card: rank for rank, card in enumerate(self.actions)}

    @cached_property
    def secret_access_rooms(self) -> frozenset[str]:
        """Ids of the room cards that lead into the secret room (never a secret room card)."""
        return frozenset(r.id for r in self.rooms.values() if r.secret_access)

    @cached_property
    def _floor_rooms(self) -> dict:
        """Floor -> its room ids in file order."""
        return {floor: tuple(r.id for r in self.rooms.values() if r.floor == floor)
                for floor in FLOORS}

    @cached_property
    def _file_values(self) -> tuple[int, ...]:
        """Every file token's value, sorted."""
        return tuple(v for v, count in sorted(self.file_tokens.items()) for _ in range(count))

