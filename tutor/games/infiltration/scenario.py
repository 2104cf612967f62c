"""Hand-set positions: ``GAME.scenario(spec)`` validated into a board, and ``to_scenario``.

A spec holds ``players`` and any fields of the board (``board.Board``); every field left out
keeps the value of a fresh hand-set deal: rooms dealt at random, the entry room face up with
its tokens and file tokens, everyone in it, no items in hand, round 1, selection, first player
0. Keys::

    {"players": 3,
     "round": 2, "phase": "select", "first": 1, "alarm": 2, "proximity": 40,
     "layout": {"1.1": "lobby", ..., "2.6": "archive", "S": "ai-core"},   # all 13 positions
     "revealed": ["1.1", "1.2"],                   # the entry room ("1.1") always
     "room_files": {"1.2": [1, 3]}, "locks": {"1.2": [2]}, "scientists": {}, "interface_tokens": {},
     "npcs": [{"id": "harris", "room": "1.2", "face": "up"}],
     "placed": [{"card": "glue-trap", "room": "1.2", "lasts": "game"}],
     "operatives": [{"room": "1.2", "items": ["lockpick-set"], "wounded": true}, {}, {}],
     "item_deck": [...], "reserve": [...], "unused_rooms": [...], "specials": [...]}

The other board fields may be given too (``to_scenario`` gives them all): ``last_roll``,
``downloads`` ({position: Downloads this round}), ``npcs_gone``, ``npcs_acted``,
``item_discard``, ``box_files``, ``token_supply``, ``interface_supply``, ``select_slot``,
``queue`` (operatives yet to resolve), ``played`` (cards revealed this round), ``history``
(the public facts of earlier play, see ``observe``), ``stack``
(effects yet to resolve), ``end``, ``scores`` and ``content`` (must be the set the ``content``
option plays).

An operative entry is merged onto the default one (``card``, ``owner``, ``room``, ``status``,
``wounded``, ``delayed``, ``actions``, ``items``, ``files``, ``specials``, ``selected``,
``came_from``). Left out, ``unused_rooms``, ``item_deck``, ``reserve`` and ``specials`` hold
every card or token not placed elsewhere (shuffled); given, every room card, item, special
card and file token must be somewhere exactly once. ``to_scenario`` gives the whole board, so
it rebuilds any position, even in the middle of an effect. Left out, ``token_supply`` and
``interface_supply`` hold the tokens not on a room. Bad specs raise ScenarioError naming the
key (and the rule for a position play cannot reach): every value has the type of the board
field; proximity is 0 to 98 and ``end`` and ``scores`` are null until the game is over
(phase ``"over"``), then the scores are those its operatives make; an operative holds every
action card it has not selected; every card and token is somewhere exactly once.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from tutor.engine import ScenarioError
from tutor.games.spec_values import ANY, Table, check_plain, check_shape

from .board import (ALARM_MAX, ALARM_MIN, CAPTURED, ESCAPED, INSIDE, PHASES, PROXIMITY_END,
                    Board, operatives_of, slots)
from .cards import ACTION_KINDS, VOCABULARY
from .effects import STEPS
from .facility import ENTRY, OUTSIDE, PATH, ROOMS
from .scoring import final_scores
from .setup import deal

POOLS = ("unused_rooms", "item_deck", "reserve", "specials")
STATUSES = (INSIDE, ESCAPED, CAPTURED)
OPERATIVE = {"?card": str, "?owner": int, "?room": str, "?status": str, "?wounded": bool,
             "?delayed": bool, "?actions": [str], "?items": [str], "?files": [int],
             "?specials": [str], "?selected": (None, str), "?came_from": (None, str)}
OPERATIVE_KEYS = {k.lstrip("?") for k in OPERATIVE}
SHAPES = {                  # key -> shape of its value (tutor.games.spec_values)
    "players": int, "content": str, "round": int, "phase": str, "first": int, "alarm": int,
    "proximity": int, "last_roll": (None, int), "layout": Table(str, str), "revealed": [str],
    "unused_rooms": [str], "room_files": Table(str, [int]), "locks": Table(str, [int]),
    "scientists": Table(str, [int]), "interface_tokens": Table(str, int),
    "downloads": Table(str, int), "npcs": [{"id": str, "room": str, "face": str}],
    "npcs_gone": [str], "npcs_acted": [str],
    "placed": [{"card": str, "room": str, "lasts": str}], "specials": [str],
    "item_deck": [str], "item_discard": [str], "reserve": [int], "box_files": [int],
    "token_supply": int, "interface_supply": int, "operatives": [OPERATIVE],
    "select_slot": int, "queue": [int], "played": [{"operative": int, "card": str}],
    "history": [Table(str, ANY)], "stack": [Table(str, ANY)], "end": (None, str),
    "scores": (None, [Table(str, ANY)])}


def fields() -> dict:
    """The board's fields by name."""
    return {f.name: f for f in dataclasses.fields(Board)}


def setup_scenario(state, spec: dict) -> None:
    """Build the board from ``spec`` or raise ScenarioError."""
    known = set(fields()) | {"players"}
    unknown = set(spec) - known
    if unknown:
        raise ScenarioError(f"unknown scenario keys {sorted(unknown)}; valid: {sorted(known)}")
    check_plain(spec)
    for key, value in spec.items():
        check_shape(key, value, SHAPES[key])
    b = state.board
    if "content" in spec and spec["content"] != b.content:
        raise ScenarioError(f"content: this game plays the {b.content!r} set, not "
                            f"{spec['content']!r} (choose it with the content option)")
    deal(state, b, with_items=False)
    b.first = 0
    if "layout" in spec:
        b.layout = checked("layout", spec["layout"], b.layout)
        b.unused_rooms = sorted(set(b.content_set.rooms) - set(b.layout.values()))
        check_layout(b)
    default_entry(b)
    for key, value in spec.items():
        if key in ("players", "content", "layout"):
            continue
        setattr(b, key, checked(key, value, getattr(b, key)))
    b.operatives = merged_operatives(state, spec.get("operatives"))
    check_board(state, b)
    fill_pools(state, b, spec)
    fill_supplies(b, spec)
    check_conservation(b)
    check_dials(state, b)
    tell_players(state)


def default_entry(b: Board) -> None:
    """The entry room face up with its tokens and files (no effects: a hand-set position)."""
    room = b.content_set.rooms[b.layout[ENTRY]]
    b.revealed = [ENTRY]
    b.interface_tokens = {ENTRY: min(room.interface_slots, b.interface_supply)}
    b.interface_supply -= b.interface_tokens[ENTRY]
    b.locks, b.scientists = {ENTRY: list(room.locks)}, {ENTRY: list(room.scientists)}
    b.token_supply -= len(room.locks) + len(room.scientists)
    b.room_files = {ENTRY: [b.reserve.pop() for _ in range(min(room.files, len(b.reserve)))]}


def check_layout(b: Board) -> None:
    """A room card of the right floor at each of the 13 positions."""
    content = b.content_set
    if set(b.layout) != set(ROOMS):
        raise ScenarioError(f"layout: give a room card for each of {list(ROOMS)}")
    for node, card in b.layout.items():
        room = content.rooms.get(card)
        floor = "secret" if node == "S" else int(node[0])
        if room is None or room.floor != floor:
            raise ScenarioError(f"layout.{node}: {card!r} is not a floor-{floor} room card")


def checked(key: str, value, default):
    """``value`` if it has the type of the field's default value."""
    if isinstance(default, bool) or isinstance(value, bool):
        ok = type(value) is type(default)
    elif default is None:
        ok = value is None or isinstance(value, (int, str, list))
    elif isinstance(default, int):
        ok = type(value) is int
    else:
        ok = isinstance(value, type(default))
    if not ok:
        raise ScenarioError(f"{key}: expected {type(default).__name__}, not {value!r}"[:160])
    return value


def merged_operatives(state, given) -> list[dict]:
    """Each operative entry merged onto the fresh one."""
    b = state.board
    fresh = b.operatives if given is None else None
    if fresh is not None:
        return fresh
    count = operatives_of(state.players)
    if not isinstance(given, list) or len(given) != count:
        raise ScenarioError(f"operatives: {state.players} players have {count} operatives, "
                            "give a list of that many (empty entries keep the default)")
    defaults = default_operatives(state)
    merged = []
    for i, (base, entry) in enumerate(zip(defaults, given)):
        if not isinstance(entry, dict) or set(entry) - OPERATIVE_KEYS:
            raise ScenarioError(f"operatives[{i}]: a dict with keys from "
                                f"{sorted(OPERATIVE_KEYS)}")
        merged.append({k: checked(f"operatives[{i}].{k}", entry.get(k, v), v)
                       for k, v in base.items()})
    return merged


def default_operatives(state) -> list[dict]:
    """Fresh operatives in the entry room, cards in content order."""
    from .board import operative
    content = state.board.content_set
    cards = list(content.operatives)
    return [operative(cards[i], i % state.players) for i in range(operatives_of(state.players))]


def is_ints(value) -> bool:
    """Whether ``value`` is a list of whole numbers."""
    return isinstance(value, list) and all(type(v) is int for v in value)


def check_zones(b: Board) -> None:
    """The shape of each zone: position -> list of numbers, position -> number, lists."""
    for key in ("room_files", "locks", "scientists"):
        if not all(is_ints(v) for v in getattr(b, key).values()):
            raise ScenarioError(f"{key}: a table of position -> list of whole numbers")
    for key in ("interface_tokens", "downloads"):
        if not all(type(v) is int and v >= 0 for v in getattr(b, key).values()):
            raise ScenarioError(f"{key}: a table of position -> whole number")
    for key in ("reserve", "box_files", "queue"):
        if not is_ints(getattr(b, key)):
            raise ScenarioError(f"{key}: a list of whole numbers")
    if not all(isinstance(p, dict) and set(p) == {"card", "room", "lasts"}
               and p["room"] in b.revealed and p["lasts"] in ("round", "game") for p in b.placed):
        raise ScenarioError("placed: a list of {card, room (revealed), lasts: round/game}")
    if any(not 0 <= op < len(b.operatives) for op in b.queue):
        raise ScenarioError("queue: operative numbers")
    if not all(isinstance(p, dict) and set(p) == {"operative", "card"}
               and type(p["operative"]) is int for p in b.played):
        raise ScenarioError("played: a list of {operative, card}")
    if not all(isinstance(h, dict) and type(h.get("round")) is int
               and isinstance(h.get("fact"), str) for h in b.history):
        raise ScenarioError("history: a list of {round, fact, ...} public facts")


def check_board(state, b: Board) -> None:
    """Positions, cards and phases that exist; a consistent set of operatives."""
    content = b.content_set
    check_zones(b)
    if b.phase not in PHASES:
        raise ScenarioError(f"phase: one of {PHASES}, not {b.phase!r}")
    if b.first not in range(state.players):
        raise ScenarioError(f"first: a seat 0..{state.players - 1}, not {b.first!r}")
    if b.select_slot not in range(slots(state.players)):
        raise ScenarioError(f"select_slot: 0 .. {slots(state.players) - 1} (operatives per "
                            f"player less one), not {b.select_slot!r}")
    if ENTRY not in b.revealed or set(b.revealed) - set(ROOMS):
        raise ScenarioError("revealed: positions from the layout, the entry room 1.1 always")
    for key in ("room_files", "locks", "scientists", "interface_tokens", "downloads"):
        bad = set(getattr(b, key)) - set(b.revealed)
        if bad:
            raise ScenarioError(f"{key}: only revealed rooms hold tokens, not {sorted(bad)}")
    for i, o in enumerate(b.operatives):
        check_operative(state, i, o)
    for i, npc in enumerate(b.npcs):
        if not isinstance(npc, dict) or npc.get("id") not in content.npcs \
                or npc.get("room") not in b.revealed or npc.get("face") not in ("up", "down"):
            raise ScenarioError(f"npcs[{i}]: {{id, room (revealed), face up/down}}, not {npc!r}")
    for i, task in enumerate(b.stack):
        if not isinstance(task, dict) or not isinstance(task.get("do"), str) \
                or task["do"] not in STEPS:
            raise ScenarioError(f"stack[{i}]: a task whose 'do' is one of "
                                f"{sorted(set(VOCABULARY) | set(STEPS))}")


def check_operative(state, i: int, o: dict) -> None:
    """One operative entry: owner, card, status, room, cards and files that exist."""
    content = state.board.content_set
    where = f"operatives[{i}]"
    if o["owner"] != i % state.players:
        raise ScenarioError(f"{where}.owner: operative {i} belongs to seat {i % state.players}")
    if o["card"] not in content.operatives:
        raise ScenarioError(f"{where}.card: no operative card {o['card']!r}")
    if o["status"] not in STATUSES:
        raise ScenarioError(f"{where}.status: one of {STATUSES}")
    outside = o["status"] != INSIDE
    if (o["room"] == OUTSIDE) != (o["status"] == ESCAPED) or \
            (not outside and o["room"] not in state.board.revealed):
        raise ScenarioError(f"{where}.room: a revealed room while inside, 'out' once escaped")
    if set(o["actions"]) - set(content.actions) or len(set(o["actions"])) != len(o["actions"]):
        raise ScenarioError(f"{where}.actions: action cards from {sorted(content.actions)}")
    selected = o["selected"]
    if selected is not None and selected not in content.items and \
            selected not in hand_actions(content):
        raise ScenarioError(f"{where}.selected: null, an action card or an item card, not "
                            f"{selected!r}"[:160])
    if sorted(o["actions"] + [selected] * (selected in hand_actions(content))) != \
            sorted(hand_actions(content)):
        raise ScenarioError(f"{where}.actions: every action card is in hand or selected "
                            f"({hand_actions(content)}) [rule infiltration.setup.hands]")
    if any(c not in content.items for c in o["items"]):
        raise ScenarioError(f"{where}.items: item ids of the content set")
    if any(type(v) is not int or v not in content.file_tokens for v in o["files"]):
        raise ScenarioError(f"{where}.files: file values from {sorted(content.file_tokens)}")


def hand_actions(content) -> list[str]:
    """The action cards every operative holds (as the set-up deals them)."""
    return [a for a in content.actions if a in ACTION_KINDS]


def items_out_of_deck(b: Board) -> list[str]:
    """Every item card not in the deck."""
    items = b.content_set.items
    cards = list(b.item_discard) + [p["card"] for p in b.placed if p["card"] in items]
    for o in b.operatives:
        cards += o["items"]
        if o["selected"] and o["selected"] not in o["actions"] and o["selected"] in items:
            cards.append(o["selected"])
    return cards


def fill_pools(state, b: Board, spec: dict) -> None:
    """Pools the spec leaves out hold everything not placed elsewhere."""
    content = b.content_set
    if "unused_rooms" not in spec:
        b.unused_rooms = sorted(set(content.rooms) - set(b.layout.values()))
    if "item_deck" not in spec:
        used = set(items_out_of_deck(b))
        b.item_deck = [c for c in content.items if c not in used]
        state.rng.shuffle(b.item_deck)
    if "specials" not in spec:
        used = {c for o in b.operatives for c in o["specials"]} | {p["card"] for p in b.placed}
        b.specials = [s for s in content.specials if s not in used]
    if "reserve" not in spec:
        rest = Counter(content.file_bag()) - Counter(placed_files(b))
        b.reserve = sorted(rest.elements())
        state.rng.shuffle(b.reserve)


def fill_supplies(b: Board, spec: dict) -> None:
    """Supplies the spec leaves out hold the tokens not on a room."""
    content = b.content_set
    if "token_supply" not in spec:
        b.token_supply = content.lock_scientist_tokens - placed_tokens(b)
    if "interface_supply" not in spec:
        b.interface_supply = content.interface_tokens - sum(b.interface_tokens.values())


def placed_tokens(b: Board) -> int:
    """Lock and scientist tokens on rooms."""
    return sum(map(len, b.locks.values())) + sum(map(len, b.scientists.values()))


def check_dials(state, b: Board) -> None:
    """Round, alarm, proximity and die in range; a game is over exactly when it has ended,
    with the scores its operatives make."""
    if b.round < 1:
        raise ScenarioError("round: rounds count from 1 [rule infiltration.round.phases]")
    if not ALARM_MIN <= b.alarm <= ALARM_MAX:
        raise ScenarioError(f"alarm: the display runs {ALARM_MIN} to {ALARM_MAX} "
                            "[rule infiltration.security.roll]")
    if b.last_roll is not None and b.last_roll not in range(1, 7):
        raise ScenarioError("last_roll: null or a die roll 1 to 6 "
                            "[rule infiltration.security.roll]")
    over = b.phase == "over"
    if not over and not 0 <= b.proximity < PROXIMITY_END:
        raise ScenarioError(f"proximity: 0 to {PROXIMITY_END - 1} in a game not over; "
                            f"{PROXIMITY_END} ends it [rule infiltration.security.end]")
    if not over and (b.end is not None or b.scores is not None):
        raise ScenarioError("end / scores: null until the game is over (phase 'over') "
                            "[rule infiltration.score.total]")
    if over:
        check_finished(state, b)


def check_finished(state, b: Board) -> None:
    """A finished game: why it ended, nobody inside, and the scores the operatives make."""
    if b.end not in ("proximity", "escaped") or \
            (b.end == "proximity") != (b.proximity == PROXIMITY_END) or \
            not 0 <= b.proximity <= PROXIMITY_END:
        raise ScenarioError(f"end: 'proximity' (proximity at {PROXIMITY_END}) or 'escaped' "
                            "once the game is over [rule infiltration.security.end]")
    if any(o["status"] == INSIDE for o in b.operatives):
        raise ScenarioError("operatives: nobody is inside once the game is over (those left "
                            "are captured) [rule infiltration.security.end]")
    if b.scores != final_scores(state):
        raise ScenarioError("scores: once over, each seat's score as its escaped operatives "
                            "make it [rule infiltration.score.total]")


def placed_files(b: Board) -> list[int]:
    """Every file token not in the reserve."""
    files = [v for pile in b.room_files.values() for v in pile] + list(b.box_files)
    return files + [v for o in b.operatives for v in o["files"]]


def check_conservation(b: Board) -> None:
    """Every room card, item, special card and file token exactly once."""
    content = b.content_set
    rooms = list(b.layout.values()) + list(b.unused_rooms)
    if Counter(rooms) != Counter(list(content.rooms)):
        raise ScenarioError("layout / unused_rooms: every room card must be in exactly one place")
    items = items_out_of_deck(b) + list(b.item_deck)
    if Counter(items) != Counter(list(content.items)):
        raise ScenarioError("operatives.items / item_deck / item_discard / placed: every item "
                            "card must be in exactly one place")
    specials = list(b.specials) + [c for o in b.operatives for c in o["specials"]] + \
        [p["card"] for p in b.placed if p["card"] in content.specials]
    if Counter(specials) != Counter(list(content.specials)):
        raise ScenarioError("specials / operatives.specials / placed: every special card must "
                            "be in exactly one place")
    if Counter(placed_files(b) + list(b.reserve)) != Counter(content.file_bag()):
        raise ScenarioError("room_files / operatives.files / reserve / box_files: the file "
                            f"tokens must be exactly the set's {content.file_tokens}")
    if b.token_supply < 0 or b.token_supply + placed_tokens(b) != content.lock_scientist_tokens:
        raise ScenarioError(f"token_supply / locks / scientists: the set has "
                            f"{content.lock_scientist_tokens} lock and scientist tokens in all "
                            "[rule infiltration.room.locks]")
    if b.interface_supply < 0 or \
            b.interface_supply + sum(b.interface_tokens.values()) != content.interface_tokens:
        raise ScenarioError(f"interface_supply / interface_tokens: the set has "
                            f"{content.interface_tokens} interface tokens in all "
                            "[rule infiltration.room.interface]")


def tell_players(state) -> None:
    """Each player learns their operatives' hands, file values and face-down choices."""
    b = state.board
    for p in range(state.players):
        mine = {str(i): {"operative": o["card"], "items": list(o["items"]),
                         "files": list(o["files"]), "selected": o["selected"]}
                for i, o in enumerate(b.operatives) if o["owner"] == p}
        state.emit("scenario", "infiltration.setup.hands", player=p, private={p: {"hands": mine}})


def to_scenario(state) -> dict:
    """The whole board: rebuilds this very position."""
    from tutor.engine.board import snapshot_of
    return {"players": state.players, **snapshot_of(state.board)}


__all__ = ["setup_scenario", "to_scenario", "PATH"]
