"""The effect vocabulary, interpreted: one small handler per verb of ``content.VOCABULARY``.

A task is a plain dict ``{"do": verb, ...parameters, "op", "npc", "room", "src", "rule"}``: the
acting operative (or NPC), the room the effect comes from (None: where the actor is now), the
card that caused it and the rule to cite. A handler changes the board and returns the tasks
that follow, which go on top of the stack; one that may ask is a generator that first yields
its Decision (reading the board only). The others are plain functions, so most tasks cost no
generator. Tasks stay on the board until done, so any position can be rebuilt.
"""

from __future__ import annotations

from inspect import isgeneratorfunction

from tutor.engine import Action, Decision

from .actions import move_options, room_choices
from .board import (ALARM_MAX, ALARM_MIN, ESCAPED, INSIDE, OUTSIDE, PROXIMITY_END,
                    destinations_now, graph, here, is_revealed, npc_entry, npcs_in,
                    placed_enter_effects, record, room_flags)
from .facility import ENTRY, RETREAT, SECRET, adjacent

HANDLERS = {}
ASKING: set[str] = set()           # verbs whose handler is a generator (it may ask)
RULE_CSX_FILES = "infiltration.ruling.csx_files"


def handler(verb: str):
    """Register the handler of ``verb``."""
    def register(fn):
        """Store ``fn`` as the handler (noting whether it is a generator that may ask)."""
        HANDLERS[verb] = fn
        if isgeneratorfunction(fn):
            ASKING.add(verb)
        return fn
    return register


def with_ctx(effects, task: dict, /, **extra) -> list[dict]:
    """Effects from card data as tasks carrying ``task``'s context (actor, source, rule), with
    ``extra`` context overriding it (positional-only, as ``board.record``)."""
    if not effects:                    # most cards have nothing for most triggers
        return []
    get = task.get
    ctx = {"op": get("op"), "by": get("by"), "room": get("room"), "src": get("src"),
           "rule": get("rule"), **extra}        # a task's context, spelt out (a hot path)
    return [{**e, **ctx} for e in effects]      # a dict display: no keyword arguments to pass


def where(state, task: dict) -> str:
    """The room an effect happens in: the source room, else where the actor is now."""
    if task.get("by"):
        return npc_entry(state.board, task["by"])["room"]
    if task.get("room"):
        return task["room"]
    return state.board.operatives[task["op"]]["room"]


def owner(state, op: int) -> int:
    """The seat that runs operative ``op``."""
    return state.board.operatives[op]["owner"]


def is_inside(state, op) -> bool:
    """Whether ``op`` is an operative still inside the facility."""
    return op is not None and state.board.operatives[op]["status"] == INSIDE


def ask(state, task: dict, actions: list[Action], prompt: str, **info):
    """Ask the acting operative's owner (or, for NPCs, the first player) to choose."""
    player = owner(state, task["op"]) if task.get("op") is not None else state.board.first
    return (yield Decision.single(player, actions, task["rule"], prompt,
                                  src=task.get("src"), **info))


# ---- the dials -----------------------------------------------------------------------------
@handler("alarm")
def alarm(state, task):
    """Move the alarm display by ``n`` (0 to 9)."""
    b = state.board
    before, b.alarm = b.alarm, max(ALARM_MIN, min(ALARM_MAX, b.alarm + task["n"]))
    state.emit("alarm", task["rule"], src=task.get("src"), change=b.alarm - before, alarm=b.alarm)
    return []


@handler("proximity")
def proximity(state, task):
    """Move the proximity display by ``n`` (0 to 99)."""
    b = state.board
    before, b.proximity = b.proximity, max(0, min(PROXIMITY_END, b.proximity + task["n"]))
    state.emit("proximity", task["rule"], src=task.get("src"), change=b.proximity - before,
               proximity=b.proximity)
    return []


# ---- wounds and delay ----------------------------------------------------------------------
def others_in(state, task, nodes) -> list[int]:
    """Operatives inside in ``nodes`` other than the actor."""
    return [o for n in nodes for o in here(state.board, n) if o != task.get("op")]


def targets(state, task, who: str) -> list[int]:
    """Operatives an effect reaches, before any choice."""
    node = where(state, task)
    if who == "self":
        return [task["op"]] if is_inside(state, task.get("op")) else []
    if who == "all_here":
        return here(state.board, node)
    if who in ("others_here", "choose_here"):
        return others_in(state, task, [node])
    nodes = [node] + adjacent(graph(state.board), node)
    return others_in(state, task, nodes)


def pick_targets(state, task, who: str):
    """The targets; a choice among several asks the actor's owner."""
    found = targets(state, task, who)
    if who.startswith("choose") and len(found) > 1:
        action = yield from ask(state, task, [Action("target", operative=o) for o in found],
                                "choose_target", effect=task["do"])
        return [action.operative]
    return found[:1] if who.startswith("choose") else found


@handler("wound")
def wound(state, task):
    """Wound the targets (a wounded operative, or one in a room protected by a card, is not)."""
    b = state.board
    for op in (yield from pick_targets(state, task, task.get("who", "self"))):
        o = b.operatives[op]
        if "no_wounds" in room_flags(b, o["room"]):
            state.emit("wound_prevented", "infiltration.item.on_room", operative=op,
                       src=task.get("src"))
        elif not o["wounded"]:
            o["wounded"] = True
            state.emit("wounded", "infiltration.wound.wound", operative=op, src=task.get("src"))
    return []


@handler("heal")
def heal(state, task):
    """Turn the operative back to its healthy side."""
    o = state.board.operatives[task["op"]]
    if o["wounded"]:
        o["wounded"] = False
        state.emit("healed", "infiltration.wound.heal", operative=task["op"], src=task.get("src"))
    return []


@handler("delay")
def delay(state, task):
    """Delay the targets."""
    for op in (yield from pick_targets(state, task, task.get("who", "self"))):
        state.board.operatives[op]["delayed"] = True
        state.emit("delayed", "infiltration.wound.delay", operative=op, src=task.get("src"))
    return []


# ---- file tokens ---------------------------------------------------------------------------
def draw_reserve(state, count: int) -> list[int]:
    """Up to ``count`` face-down file tokens from the reserve (fewer if it runs out)."""
    b = state.board
    count = min(count, len(b.reserve))
    taken = b.reserve[len(b.reserve) - count:]
    del b.reserve[len(b.reserve) - count:]
    return taken


def steal_files(state, op: int, node: str, count: int, rule: str, src=None) -> int:
    """``op`` takes up to ``count`` face-down files of ``node``; only its owner sees the values."""
    b = state.board
    pile = b.room_files.setdefault(node, [])
    taken = pile[len(pile) - min(count, len(pile)):]
    del pile[len(pile) - len(taken):]
    b.operatives[op]["files"] += taken
    state.emit("files_taken", rule, operative=op, room=node, count=len(taken), src=src,
               private={owner(state, op): {"values": list(taken)}})
    return len(taken)


def add_files(state, node: str, count: int, rule: str, src=None) -> None:
    """Put up to ``count`` file tokens from the reserve face down on ``node``."""
    tokens = draw_reserve(state, count)
    state.board.room_files.setdefault(node, []).extend(tokens)
    state.emit("files_added", rule, room=node, count=len(tokens), src=src)


@handler("take_files")
def take_files(state, task):
    """The operative takes up to ``n`` file tokens of the room (not a Download)."""
    if is_inside(state, task["op"]):
        steal_files(state, task["op"], where(state, task), task["n"], task["rule"],
                    task.get("src"))
    return []


@handler("add_files")
def add_files_effect(state, task):
    """Put ``n`` file tokens from the reserve on the room."""
    add_files(state, where(state, task), task["n"], task["rule"], task.get("src"))
    return []


@handler("discard_files")
def discard_files(state, task):
    """Discard the room's file tokens (all, or ``n``) to the box."""
    b, node = state.board, where(state, task)
    pile = b.room_files.get(node, [])
    count = len(pile) if task.get("n") is None else min(task["n"], len(pile))
    b.box_files += pile[len(pile) - count:]
    del pile[len(pile) - count:]
    state.emit("files_discarded", task["rule"], room=node, count=count, src=task.get("src"))
    return []


@handler("download")
def download(state, task):
    """The Download card: 2 files for the first Download in the room this round, then 1."""
    b, op = state.board, task["op"]
    node = b.operatives[op]["room"]
    first = b.downloads.get(node, 0) == 0
    b.downloads[node] = b.downloads.get(node, 0) + 1
    steal_files(state, op, node, 2 if first else 1, "infiltration.action.download")
    return []


# ---- items and specials --------------------------------------------------------------------
@handler("draw_items")
def draw_items(state, task):
    """The operative draws up to ``n`` item cards; only its owner sees them."""
    b, op = state.board, task["op"]
    count = min(task["n"], len(b.item_deck))
    cards = [b.item_deck.pop() for _ in range(count)]
    b.operatives[op]["items"] += cards
    state.emit("items_drawn", task["rule"], operative=op, count=count, src=task.get("src"),
               private={owner(state, op): {"cards": cards}})
    return []


def special_of(state, kind: str) -> str | None:
    """A special card of ``kind`` left in the supply, or None."""
    content = state.board.content_set
    return next((s for s in state.board.specials if content.specials[s].kind == kind), None)


@handler("take_special")
def take_special(state, task):
    """The operative takes a special card of ``kind`` while any is left."""
    card = special_of(state, task["kind"])
    if card is not None:
        state.board.specials.remove(card)
        state.board.operatives[task["op"]]["specials"].append(card)
    state.emit("special_taken", task["rule"], operative=task["op"], card=card,
               special=task["kind"], src=task.get("src"))
    return []


@handler("place_special")
def place_special(state, task):
    """Place a special card of ``kind`` on the room for the rest of the game."""
    card, node = special_of(state, task["kind"]), where(state, task)
    if card is not None:
        state.board.specials.remove(card)
        state.board.placed.append({"card": card, "room": node, "lasts": "game"})
    state.emit("special_placed", task["rule"], room=node, card=card, special=task["kind"],
               src=task.get("src"))
    return []


# ---- NPCs ----------------------------------------------------------------------------------
@handler("place_npc")
def place_npc(state, task):
    """The NPC enters play in the room, unless it is in play or gone already."""
    b, npc, node = state.board, task["npc"], where(state, task)
    if npc_entry(b, npc) or npc in b.npcs_gone:
        state.emit("npc_unavailable", "infiltration.npc.arrive", npc=npc, src=task.get("src"))
        return []
    face = task.get("face", "up")
    b.npcs.append({"id": npc, "room": node, "face": face})
    state.emit("npc_placed", "infiltration.npc.arrive", npc=npc, room=node, face=face,
               src=task.get("src"))
    return []


@handler("wake_npcs")
def wake_npcs(state, task):
    """Turn the room's face-down NPCs face up."""
    node = where(state, task)
    for entry in state.board.npcs:
        if entry["room"] == node and entry["face"] == "down":
            entry["face"] = "up"
            state.emit("npc_woken", "infiltration.ruling.npc_face", npc=entry["id"], room=node)
    return []


def remove_npc(state, npc: str, rule: str, kind: str = "npc_destroyed", **data) -> None:
    """Take ``npc`` out of the game for good."""
    b = state.board
    entry = npc_entry(b, npc)
    b.npcs.remove(entry)
    b.npcs_gone.append(npc)
    state.emit(kind, rule, npc=npc, room=entry["room"], **data)


@handler("destroy_npc")
def destroy_npc(state, task):
    """Destroy one NPC of the room (chosen when several) or every other one."""
    node = where(state, task)
    found = [n for n in npcs_in(state.board, node) if n != task.get("by")]
    if not task.get("all") and len(found) > 1:
        action = yield from ask(state, task, [Action("npc", npc=n) for n in found],
                                "choose_npc")
        found = [action.npc]
    for npc in found if task.get("all") else found[:1]:
        remove_npc(state, npc, "infiltration.npc.destroy", src=task.get("src"))
    return []


def release_default(state, task) -> bool:
    """Operatives release the extra files; NPCs only under the csx_releases_files ruling."""
    if task.get("by"):
        return state.options.get("csx_releases_files", False)
    return task.get("release", True)


def destroy_tokens(state, task, zone: str, kind: str) -> list:
    """Destroy locks or scientists of the room: most files first; each releases its files."""
    b, node = state.board, where(state, task)
    tokens = sorted(getattr(b, zone).get(node, []), reverse=True)
    count = len(tokens) if task.get("all") else min(task.get("n", 1), len(tokens))
    release = release_default(state, task)
    for bonus in tokens[:count]:
        getattr(b, zone)[node].remove(bonus)
        b.token_supply += 1
        rule = f"infiltration.room.{zone}" if release else RULE_CSX_FILES
        state.emit(kind, rule, room=node, bonus=bonus, released=release, src=task.get("src"),
                   operative=task.get("op"), npc=task.get("by"))
        if release and bonus:
            add_files(state, node, bonus, f"infiltration.room.{zone}", task.get("src"))
    return []


@handler("destroy_lock")
def destroy_lock(state, task):
    """Destroy locks of the room."""
    return destroy_tokens(state, task, "locks", "lock_destroyed")


@handler("destroy_scientist")
def destroy_scientist(state, task):
    """Destroy scientists of the room."""
    return destroy_tokens(state, task, "scientists", "scientist_destroyed")


@handler("npc_retreat")
def npc_retreat(state, task):
    """One room toward the exit; from the entry room the NPC leaves play; from the secret room it
    goes to the first revealed room that leads there."""
    b = state.board
    entry = npc_entry(b, task["by"])
    if entry is None:
        return []
    node = entry["room"]
    if node == ENTRY:
        remove_npc(state, task["by"], "infiltration.ruling.npc_retreat_edge", "npc_left")
        return []
    options = destinations_now(b, node, RETREAT)
    if not options:
        return []
    entry["room"] = options[0]
    rule = "infiltration.ruling.npc_retreat_edge" if node == SECRET else task["rule"]
    state.emit("npc_moved", rule, npc=task["by"], frm=node, to=options[0])
    return []


# ---- interface -----------------------------------------------------------------------------
@handler("interface")
def interface(state, task):
    """Use the interface of the actor's room: spend one of its tokens, then its effects."""
    b = state.board
    node = b.operatives[task["op"]]["room"]
    if not is_inside(state, task["op"]) or node == OUTSIDE:
        return []
    room = b.content_set.rooms[b.layout[node]]
    if not room.interface or b.interface_tokens.get(node, 0) == 0:
        state.emit("interface_unavailable", "infiltration.room.interface", operative=task["op"],
                   room=node)
        return []
    b.interface_tokens[node] -= 1
    b.interface_supply += 1
    state.emit("interface_used", "infiltration.room.interface", operative=task["op"], room=node,
               card=room.id, tokens_left=b.interface_tokens[node])
    return with_ctx(room.interface, task, room=node, src=room.id,
                    rule="infiltration.room.interface")


@handler("interface_tokens")
def interface_tokens(state, task):
    """Put up to ``n`` interface tokens from the supply on the room."""
    b, node = state.board, where(state, task)
    count = min(task["n"], b.interface_supply)
    b.interface_supply -= count
    b.interface_tokens[node] = b.interface_tokens.get(node, 0) + count
    state.emit("interface_tokens_added", task["rule"], room=node, count=count,
               src=task.get("src"))
    return []


@handler("choose")
def choose(state, task):
    """The owner picks one of the options; its effects follow."""
    options = task["options"]
    action = yield from ask(state, task, [Action("option", n=i) for i in range(len(options))],
                            "choose_option", options=len(options))
    record(state.board, "option_chosen", operative=task.get("op"), n=action.n,
           src=task.get("src"))
    state.emit("option_chosen", task["rule"], operative=task.get("op"), n=action.n,
               src=task.get("src"))
    return with_ctx(options[action.n], task)


# ---- moving --------------------------------------------------------------------------------
def leave_room(state, op: int, frm: str, to: str) -> None:
    """Put the operative in ``to``, remembering the way into the secret room."""
    o = state.board.operatives[op]
    o["room"] = to
    if to == SECRET:
        o["came_from"] = frm


@handler("move")
def move(state, task):
    """Move up to / exactly ``n`` rooms one at a time; each room entered is revealed and entered
    before the next step. A choice of rooms (the secret room) or of stopping asks the owner."""
    op = task["op"]
    if not is_inside(state, op) or task["n"] <= 0:
        return []
    options = move_options(state, op, task["dir"])
    if not options:
        rule = "infiltration.ruling.dead_end"
        state.emit("no_way", rule, operative=op, room=state.board.operatives[op]["room"])
        return []
    to = options[0]
    if len(options) > 1 or task.get("up_to"):
        choice = yield from ask(state, task, room_choices(options, task.get("up_to")),
                                "choose_room", dir=task["dir"], left=task["n"])
        if choice.kind == "stop":
            return []
        to = choice.room
    tasks = step(state, task, to)
    if task["n"] > 1:
        tasks.append({**task, "n": task["n"] - 1})
    return tasks


def step(state, task, to: str) -> list[dict]:
    """The operative moves one room to ``to`` (``out`` = escape) and enters it."""
    b, op = state.board, task["op"]
    frm = b.operatives[op]["room"]
    if to == OUTSIDE:
        return [{**task, "do": "escape", "rule": "infiltration.escape.retreat"}]
    leave_room(state, op, frm, to)
    rule = "infiltration.ruling.secret_retreat" if frm == SECRET else \
        "infiltration.secret.access" if to == SECRET else task["rule"]
    state.emit("moved", rule, operative=op, frm=frm, to=to, src=task.get("src"))
    return [{"do": "enter", "op": op, "room": to, "src": None, "rule": "infiltration.room.enter",
             "by": None}]


@handler("escape")
def escape(state, task):
    """The operative leaves the facility for good."""
    o = state.board.operatives[task["op"]]
    if o["status"] != INSIDE:
        return []
    frm, o["room"], o["status"] = o["room"], OUTSIDE, ESCAPED
    rule = task["rule"] if task["rule"] == "infiltration.escape.retreat" else \
        "infiltration.escape.effect"
    state.emit("escaped", rule, operative=task["op"], frm=frm, src=task.get("src"))
    return []


@handler("enter")
def enter(state, task):
    """Entering a room: a face-down room turns face up and resolves as ``reveal_tasks`` says; a
    face-up room's enter effect, then that of the cards placed on it."""
    b, node = state.board, task["room"]
    room = b.content_set.rooms[b.layout[node]]
    if is_revealed(b, node):
        return enter_effects(state, task, room)
    ctx = {**task, "room": node, "src": room.id}
    b.revealed.append(node)
    record(b, "room_revealed", room=node, card=room.id, operative=task.get("op"))
    state.emit("room_revealed", "infiltration.room.reveal", room=node, card=room.id,
               operative=task.get("op"), reveals=True)
    return reveal_tasks(room, ctx, [ctx["op"]], "infiltration.room.enter")


def reveal_tasks(room, ctx: dict, entering: list[int], enter_rule: str) -> list[dict]:
    """A room turned face up resolves in the seed's order (``infiltration.room.reveal``): its
    reveal effect, its enter effect for each operative ``entering`` (under ``enter_rule``),
    then its interface / lock / scientist tokens, then its file tokens. The set-up's entry room
    and every room revealed in play follow it."""
    tasks = with_ctx(room.reveal, ctx, rule="infiltration.room.reveal_effect")
    for op in entering:
        tasks += with_ctx(room.enter, ctx, op=op, rule=enter_rule)
    return tasks + [{**ctx, "do": "place_tokens", "rule": "infiltration.room.reveal"},
                    {**ctx, "do": "place_files", "rule": "infiltration.room.files"}]


def enter_effects(state, task: dict, room) -> list[dict]:
    """The enter effects of the face-up room ``task`` enters and of the cards placed on it."""
    tasks = with_ctx(room.enter, task, src=room.id, rule="infiltration.room.enter")
    for card, effects in placed_enter_effects(state.board, task["room"]):
        tasks += with_ctx(effects, task, src=card, rule="infiltration.item.on_room")
    return tasks


@handler("place_tokens")
def place_tokens(state, task):
    """Interface tokens on the interface slots, locks and scientists on theirs (while the
    supplies last)."""
    b, node = state.board, task["room"]
    room = b.content_set.rooms[b.layout[node]]
    count = min(room.interface_slots, b.interface_supply)
    b.interface_supply -= count
    b.interface_tokens[node] = count
    placed = {}
    for zone in ("locks", "scientists"):
        bonuses = list(getattr(room, zone))[:b.token_supply]
        b.token_supply -= len(bonuses)
        getattr(b, zone)[node] = bonuses
        placed[zone] = list(bonuses)          # the event's own copy: the board's list changes
    state.emit("tokens_placed", "infiltration.room.reveal", room=node, interface=count, **placed)
    return []


@handler("place_files")
def place_files(state, task):
    """The revealed room's printed number of file tokens, face down."""
    b, node = state.board, task["room"]
    room = b.content_set.rooms[b.layout[node]]
    add_files(state, node, room.files, "infiltration.room.files", room.id)
    return []
