"""What cards, rooms and NPCs do: one small step per verb of ``content.VOCABULARY`` (plus
revealing a card and the NPC phase), named in the table ``STEPS`` that the engine's agenda
(``tutor.engine.agenda``) resolves.

A task is a plain dict ``{"do": verb, ...parameters, "op", "by", "room", "src", "rule"}``: the
acting operative (or NPC), the room the effect comes from (None: where the actor is now), the
card that caused it and the rule to cite. A step changes the board and returns the tasks that
follow, which go on top of the stack (``board.stack``). A step that may ask has an ``ask`` that
reads the board only and returns its Decision (or None: nothing to ask), and an ``answer`` that
applies the choice. Tasks stay on the board until done, so any position can be rebuilt.
"""

from __future__ import annotations

from tutor.engine import Action, Decision
from tutor.engine.agenda import Step

from .actions import MOVES, move_options, room_choices
from .board import (ALARM_MAX, ALARM_MIN, ESCAPED, INSIDE, OUTSIDE, PROXIMITY_END,
                    destinations_now, graph, here, is_revealed, npc_entry, npcs_in,
                    placed_enter_effects, record, room_flags)
from .facility import ENTRY, RETREAT, ROOMS, SECRET, adjacent

RULE_CSX_FILES = "infiltration.ruling.csx_files"


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


def question(state, task: dict, actions: list[Action], prompt: str, **info) -> Decision:
    """A choice for the acting operative's owner (or, for NPCs, the first player)."""
    player = owner(state, task["op"]) if task.get("op") is not None else state.board.first
    return Decision.single(player, actions, task["rule"], prompt, src=task.get("src"), **info)


# ---- the dials -----------------------------------------------------------------------------
def alarm(state, task):
    """Move the alarm display by ``n`` (0 to 9)."""
    b = state.board
    before, b.alarm = b.alarm, max(ALARM_MIN, min(ALARM_MAX, b.alarm + task["n"]))
    state.emit("alarm", task["rule"], src=task.get("src"), change=b.alarm - before, alarm=b.alarm)
    return []


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


def ask_target(state, task):
    """An effect on one operative of several ("choose..."): the actor's owner picks which."""
    who = task.get("who", "self")
    if who.startswith("choose"):
        found = targets(state, task, who)
        if len(found) > 1:
            return question(state, task, [Action("target", operative=o) for o in found],
                            "choose_target", effect=task["do"])
    return None


def unasked_targets(state, task) -> list[int]:
    """The targets when nobody chooses: all found, or the only one of a choice."""
    who = task.get("who", "self")
    found = targets(state, task, who)
    return found[:1] if who.startswith("choose") else found


def wound(state, task):
    """Wound the targets nobody had to choose."""
    return wound_targets(state, task, unasked_targets(state, task))


def wound_chosen(state, task, action):
    """Wound the chosen target."""
    return wound_targets(state, task, [action.operative])


def wound_targets(state, task, ops: list[int]):
    """Wound ``ops`` (a wounded operative, or one in a room protected by a card, is not)."""
    b = state.board
    for op in ops:
        o = b.operatives[op]
        if "no_wounds" in room_flags(b, o["room"]):
            state.emit("wound_prevented", "infiltration.item.on_room", operative=op,
                       src=task.get("src"))
        elif not o["wounded"]:
            o["wounded"] = True
            state.emit("wounded", "infiltration.wound.wound", operative=op, src=task.get("src"))
    return []


def heal(state, task):
    """Turn the operative back to its healthy side."""
    o = state.board.operatives[task["op"]]
    if o["wounded"]:
        o["wounded"] = False
        state.emit("healed", "infiltration.wound.heal", operative=task["op"], src=task.get("src"))
    return []


def delay(state, task):
    """Delay the targets nobody had to choose."""
    return delay_targets(state, task, unasked_targets(state, task))


def delay_chosen(state, task, action):
    """Delay the chosen target."""
    return delay_targets(state, task, [action.operative])


def delay_targets(state, task, ops: list[int]):
    """Delay ``ops``."""
    for op in ops:
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


def take_files(state, task):
    """The operative takes up to ``n`` file tokens of the room (not a Download)."""
    if is_inside(state, task["op"]):
        steal_files(state, task["op"], where(state, task), task["n"], task["rule"],
                    task.get("src"))
    return []


def add_files_effect(state, task):
    """Put ``n`` file tokens from the reserve on the room."""
    add_files(state, where(state, task), task["n"], task["rule"], task.get("src"))
    return []


def discard_files(state, task):
    """Discard the room's file tokens (all, or ``n``) to the box."""
    b, node = state.board, where(state, task)
    pile = b.room_files.get(node, [])
    count = len(pile) if task.get("n") is None else min(task["n"], len(pile))
    b.box_files += pile[len(pile) - count:]
    del pile[len(pile) - count:]
    state.emit("files_discarded", task["rule"], room=node, count=count, src=task.get("src"))
    return []


def download(state, task):
    """The Download card: 2 files for the first Download in the room this round, then 1."""
    b, op = state.board, task["op"]
    node = b.operatives[op]["room"]
    first = b.downloads.get(node, 0) == 0
    b.downloads[node] = b.downloads.get(node, 0) + 1
    steal_files(state, op, node, 2 if first else 1, "infiltration.action.download")
    return []


# ---- items and specials --------------------------------------------------------------------
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


def take_special(state, task):
    """The operative takes a special card of ``kind`` while any is left."""
    card = special_of(state, task["kind"])
    if card is not None:
        state.board.specials.remove(card)
        state.board.operatives[task["op"]]["specials"].append(card)
    state.emit("special_taken", task["rule"], operative=task["op"], card=card,
               special=task["kind"], src=task.get("src"))
    return []


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


def other_npcs(state, task) -> list[str]:
    """The NPCs of the effect's room, the acting NPC aside."""
    return [n for n in npcs_in(state.board, where(state, task)) if n != task.get("by")]


def ask_npc_target(state, task):
    """Destroying one NPC of several: the actor's owner picks which."""
    if not task.get("all"):
        found = other_npcs(state, task)
        if len(found) > 1:
            return question(state, task, [Action("npc", npc=n) for n in found], "choose_npc")
    return None


def destroy_npc(state, task):
    """Destroy every other NPC of the room, or the only one."""
    found = other_npcs(state, task)
    for npc in found if task.get("all") else found[:1]:
        remove_npc(state, npc, "infiltration.npc.destroy", src=task.get("src"))
    return []


def destroy_chosen_npc(state, task, action):
    """Destroy the chosen NPC."""
    remove_npc(state, action.npc, "infiltration.npc.destroy", src=task.get("src"))
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


def destroy_lock(state, task):
    """Destroy locks of the room."""
    return destroy_tokens(state, task, "locks", "lock_destroyed")


def destroy_scientist(state, task):
    """Destroy scientists of the room."""
    return destroy_tokens(state, task, "scientists", "scientist_destroyed")


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


def interface_tokens(state, task):
    """Put up to ``n`` interface tokens from the supply on the room."""
    b, node = state.board, where(state, task)
    count = min(task["n"], b.interface_supply)
    b.interface_supply -= count
    b.interface_tokens[node] = b.interface_tokens.get(node, 0) + count
    state.emit("interface_tokens_added", task["rule"], room=node, count=count,
               src=task.get("src"))
    return []


def ask_option(state, task):
    """The owner picks one of the options."""
    count = len(task["options"])
    return question(state, task, [Action("option", n=i) for i in range(count)],
                    "choose_option", options=count)


def option_chosen(state, task, action):
    """The chosen option's effects follow."""
    options = task["options"]
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


def ask_room(state, task):
    """Move up to / exactly ``n`` rooms one at a time; each room entered is revealed and entered
    before the next step. A choice of rooms (the secret room) or of stopping asks the owner."""
    op = task["op"]
    if not is_inside(state, op) or task["n"] <= 0:
        return None
    options = move_options(state, op, task["dir"])
    if len(options) > 1 or (options and task.get("up_to")):
        return question(state, task, room_choices(options, task.get("up_to")), "choose_room",
                        dir=task["dir"], left=task["n"])
    return None


def move(state, task):
    """The move when there was nothing to choose: the only way, or none (a dead end)."""
    op = task["op"]
    if not is_inside(state, op) or task["n"] <= 0:
        return []
    options = move_options(state, op, task["dir"])
    if not options:
        rule = "infiltration.ruling.dead_end"
        state.emit("no_way", rule, operative=op, room=state.board.operatives[op]["room"])
        return []
    return move_on(state, task, options[0])


def room_chosen(state, task, choice):
    """The chosen room, or stopping."""
    return [] if choice.kind == "stop" else move_on(state, task, choice.room)


def move_on(state, task, to: str) -> list[dict]:
    """One room to ``to``, then the rest of the move."""
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


def place_files(state, task):
    """The revealed room's printed number of file tokens, face down."""
    b, node = state.board, task["room"]
    room = b.content_set.rooms[b.layout[node]]
    add_files(state, node, room.files, "infiltration.room.files", room.id)
    return []


# ---- revealing a card ----------------------------------------------------------------------
ACTION_RULES = {"advance": "infiltration.action.advance", "retreat": "infiltration.action.retreat",
                "interface": "infiltration.action.interface",
                "download": "infiltration.action.download"}


def resolve_card(state, task):
    """Reveal the operative's selected card and resolve it; ``card_done`` comes last."""
    b, op = state.board, task["op"]
    card = b.operatives[op]["selected"]
    b.played.append({"operative": op, "card": card})
    record(b, "played", operative=op, card=card)
    if card in ACTION_RULES:
        state.emit("card_revealed", ACTION_RULES[card], operative=op, card=card, reveals=True)
        tasks = action_tasks(state, op, card)
    else:
        state.emit("card_revealed", "infiltration.item.play", operative=op, card=card,
                   reveals=True)
        tasks = item_tasks(state, op, card)
    tasks.append({"do": "card_done", "op": op, "by": None, "room": None, "src": card,
                  "rule": "infiltration.execute.order"})
    return tasks


def action_tasks(state, op: int, card: str) -> list[dict]:
    """An action card as tasks: Advance / Retreat first apply the room's advance / retreat
    effect, then move one room; Interface and Download are one task each."""
    rule = ACTION_RULES[card]
    if card not in MOVES:
        return [{"op": op, "by": None, "room": None, "src": card, "rule": rule, "do": card}]
    b = state.board
    node = b.operatives[op]["room"]
    room = b.content_set.rooms[b.layout[node]]
    move = {"op": op, "by": None, "room": None, "src": card, "rule": rule, "do": "move",
            "dir": card, "n": 1}
    own = with_ctx(getattr(room, card), move, room=node, src=room.id,   # the move's context
                   rule="infiltration.room.advance_retreat")
    own.append(move)
    return own


def item_tasks(state, op: int, card: str) -> list[dict]:
    """An item card as tasks: placed on the room first if it stays there, then its effects."""
    item = state.board.content_set.items[card]
    tasks = []
    if item.stays:
        tasks.append({"do": "place_item", "op": op, "by": None, "room": None, "src": card,
                      "rule": "infiltration.item.on_room"})
    ctx = {"op": op, "by": None, "room": None, "src": card, "rule": "infiltration.item.play"}
    return tasks + with_ctx(item.effects, ctx)


def place_item(state, task):
    """Put the item on the operative's room for as long as it says."""
    b, op = state.board, task["op"]
    node = b.operatives[op]["room"]
    lasts = b.content_set.items[task["src"]].stays
    b.placed.append({"card": task["src"], "room": node, "lasts": lasts})
    state.emit("item_placed", "infiltration.item.on_room", operative=op, card=task["src"],
               room=node, lasts=lasts)
    return []


def card_done(state, task):
    """Action cards go back to hand; used items are discarded unless placed on a room. A wounded
    operative that resolved an Advance or Retreat card is delayed."""
    b, op, card = state.board, task["op"], task["src"]
    o = b.operatives[op]
    o["selected"] = None
    if card in ACTION_RULES:
        hand = o["actions"]
        if card not in hand:
            hand.append(card)
        hand.sort(key=b.content_set.action_rank.__getitem__)
        if card in MOVES and o["wounded"] and o["status"] == INSIDE:
            o["delayed"] = True
            state.emit("delayed", "infiltration.wound.delay", operative=op, src=card)
    elif not b.placed or not any(p["card"] == card for p in b.placed):
        b.item_discard.append(card)
    return []


# ---- the NPC phase -------------------------------------------------------------------------
def leaves_here(board, npc) -> bool:
    """Whether the NPC stands where its card says it leaves play."""
    entry = npc_entry(board, npc.id)
    card = board.layout.get(entry["room"])
    return ("entry" in npc.leaves_from and entry["room"] == ENTRY) or card in npc.leaves_from


def npc_checks(state, task):
    """Every NPC that must leave does so (and its leaving effect follows)."""
    b = state.board
    npcs = b.content_set.npcs
    leaving = [n["id"] for n in b.npcs if leaves_here(b, npcs[n["id"]])]
    follow = []
    for npc in leaving:
        remove_npc(state, npc, f"infiltration.npc.{npc}", "npc_left")
        follow += with_ctx(npcs[npc].on_leave, task, src=npc, rule=f"infiltration.npc.{npc}")
    return follow


def ready_npcs(board, node: str) -> list[str]:
    """Face-up NPCs in ``node`` that have not acted this phase."""
    if "npcs_idle" in room_flags(board, node):
        return []
    return [n for n in npcs_in(board, node, "up") if n not in board.npcs_acted]


def next_npc_room(board, node: str) -> tuple[str | None, list[str]]:
    """The first room from ``node`` inwards (the secret room last) with NPCs ready to act, and
    those NPCs; (None, []) when no room has any."""
    waiting = {n["room"] for n in board.npcs
               if n["face"] == "up" and n["id"] not in board.npcs_acted}
    if not waiting:
        return None, []
    for room in ROOMS[ROOMS.index(node):]:
        if room in waiting:
            ready = ready_npcs(board, room)
            if ready:
                return room, ready
    return None, []


def ask_npc_order(state, task):
    """The NPC phase from room ``task["room"]`` inwards: the face-up NPCs of the first room that
    has any act, one at a time (with several, the first player picks who goes next), until
    none is left in any room."""
    b = state.board
    node, ready = next_npc_room(b, task["room"])
    if len(ready) > 1:
        return Decision.single(b.first, [Action("npc", npc=n) for n in ready],
                               "infiltration.npc.order", "npc_order", room=node)
    return None


def npc_room(state, task):
    """The only NPC ready in the next room acts (none left: the NPC phase is over)."""
    node, ready = next_npc_room(state.board, task["room"])
    if node is None:
        return []
    return npc_acts(state, task, node, ready[0])


def npc_chosen(state, task, action):
    """The NPC the first player picked acts."""
    b, npc = state.board, action.npc
    node = npc_entry(b, npc)["room"]
    record(b, "npc_order", room=node, npc=npc, player=b.first)
    return npc_acts(state, task, node, npc)


def npc_acts(state, task, node: str, npc: str) -> list[dict]:
    """``npc`` in ``node`` acts; then the phase goes on from ``node``."""
    b = state.board
    task = {**task, "room": node}
    b.npcs_acted.append(npc)
    state.emit("npc_acts", f"infiltration.npc.{npc}", npc=npc, room=node)
    card = b.content_set.npcs[npc]
    ctx = {"op": None, "by": npc, "room": None, "src": npc, "rule": f"infiltration.npc.{npc}"}
    return with_ctx(card.action, ctx) + [task]


# ---- the table of steps --------------------------------------------------------------------
STEPS = {
    # a card and the NPC phase
    "resolve": Step(resolve_card),
    "place_item": Step(place_item),
    "card_done": Step(card_done),
    "npc_checks": Step(npc_checks),
    "npc_room": Step(npc_room, ask=ask_npc_order, answer=npc_chosen),
    # the vocabulary of effects
    "alarm": Step(alarm),
    "proximity": Step(proximity),
    "wound": Step(wound, ask=ask_target, answer=wound_chosen),
    "heal": Step(heal),
    "delay": Step(delay, ask=ask_target, answer=delay_chosen),
    "take_files": Step(take_files),
    "add_files": Step(add_files_effect),
    "discard_files": Step(discard_files),
    "download": Step(download),
    "draw_items": Step(draw_items),
    "take_special": Step(take_special),
    "place_special": Step(place_special),
    "place_npc": Step(place_npc),
    "wake_npcs": Step(wake_npcs),
    "destroy_npc": Step(destroy_npc, ask=ask_npc_target, answer=destroy_chosen_npc),
    "destroy_lock": Step(destroy_lock),
    "destroy_scientist": Step(destroy_scientist),
    "npc_retreat": Step(npc_retreat),
    "interface": Step(interface),
    "interface_tokens": Step(interface_tokens),
    "choose": Step(ask=ask_option, answer=option_chosen),
    "move": Step(move, ask=ask_room, answer=room_chosen),
    "escape": Step(escape),
    "enter": Step(enter),
    "place_tokens": Step(place_tokens),
    "place_files": Step(place_files),
}
