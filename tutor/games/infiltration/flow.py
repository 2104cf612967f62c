"""A round: selection (simultaneous, face down), execution in order, the NPC phase room by room
from the entrance, and the security phase. The flow reads only the board, so a rebuilt
position continues exactly where it stopped."""

from __future__ import annotations

from tutor.engine import Action, Decision

from .actions import MOVES, RULE_SELECT, selectable
from .board import (CAPTURED, INSIDE, PROXIMITY_END, execution_order, npc_entry, npcs_in,
                    record, room_flags, slots)
from .effects import ASKING, HANDLERS, handler, remove_npc, with_ctx
from .facility import ENTRY, ROOMS
from .scoring import final_scores

# the only tasks that raise proximity or take an operative out (besides the security phase)
ENDING_TASKS = frozenset({"proximity", "escape"})


def run(state):
    """The game until it ends: the effect stack first, then the phase at hand. The end is
    checked after the first step (a hand-set position may already be over) and then only after
    something that can end the game: a proximity change, an escape, the security phase."""
    b = state.board
    may_end = True
    while b.phase != "over":
        stack = b.stack                # handlers change the stack in place, never replace it
        while stack:
            task = stack[0]
            do = task["do"]
            if do in ASKING:
                stack[0:1] = yield from HANDLERS[do](state, task)
            else:
                stack[0:1] = HANDLERS[do](state, task)
            if may_end or do in ENDING_TASKS:
                may_end = False
                check_end(state)
                if b.phase == "over":
                    return
        if b.phase == "select":
            yield from selection(state)
        elif b.phase == "execute":
            next_operative(state)
        elif b.phase == "npc":
            start_npc_phase(state)
        else:
            security(state)
            may_end = True
        if may_end:
            check_end(state)
            may_end = False


def check_end(state) -> None:
    """Proximity 99 ends the game at once; so does the last operative leaving."""
    b = state.board
    if b.phase == "over":
        return
    if b.proximity >= PROXIMITY_END:
        finish(state, "proximity")
    else:
        for o in b.operatives:
            if o["status"] == INSIDE:
                return
        finish(state, "escaped")


def finish(state, reason: str) -> None:
    """End the game: capture those inside and score."""
    b = state.board
    for o in b.operatives:
        if o["status"] == INSIDE:
            o["status"] = CAPTURED
    b.phase, b.end, b.stack, b.queue = "over", reason, [], []
    b.scores = final_scores(state)
    rule = "infiltration.security.end" if reason == "proximity" else "infiltration.end.all_out"
    captured = [i for i, o in enumerate(b.operatives) if o["status"] == CAPTURED]
    state.emit("game_over", rule, reason=reason, captured=captured, reveals=True,
               scores=b.scores)


# ---- selection -----------------------------------------------------------------------------
def selection(state):
    """Every player picks one card face down for their operative of this slot, all at once."""
    b, n = state.board, state.players
    ops, first = b.operatives, b.select_slot * n         # this slot's operatives: op // n == slot
    options, owing = {}, []                              # by seat: operative op is seat op % n's
    for op in range(first, min(first + n, len(ops))):
        o = ops[op]
        if o["status"] == INSIDE and o["selected"] is None:
            options[o["owner"]] = selectable(b, op)
            owing.append(op)
    if options:
        choice = yield Decision(options, RULE_SELECT, "select_card",
                                {"round": b.round, "operatives": owing})
        if isinstance(choice, Action):                   # one player chose alone
            take_selection(state, choice.operative, choice.card)
        else:
            for player in options:                       # in seat order
                action = choice[player]
                take_selection(state, action.operative, action.card)
    if b.select_slot + 1 < slots(n):
        b.select_slot += 1
        return
    end_selection(state)


def take_selection(state, op: int, card: str) -> None:
    """The card goes face down from the hand; only its owner is told which."""
    o = state.board.operatives[op]
    (o["actions"] if card in o["actions"] else o["items"]).remove(card)
    o["selected"] = card
    state.emit("selected", RULE_SELECT, operative=op, private={o["owner"]: {"card": card}})


def end_selection(state) -> None:
    """Delayed operatives stand up again; execution starts from the first player."""
    b = state.board
    for op, o in enumerate(b.operatives):
        if o["delayed"]:
            o["delayed"] = False
            state.emit("delay_over", "infiltration.wound.delay", operative=op)
    b.select_slot = 0
    b.phase = "execute"
    b.queue = execution_order(b, state.players)
    state.emit("execution", "infiltration.execute.order", order=list(b.queue))


# ---- execution -----------------------------------------------------------------------------
def next_operative(state) -> None:
    """The next operative inside reveals and resolves its card, or the NPCs come."""
    b = state.board
    queue, ops = b.queue, b.operatives
    while queue and ops[queue[0]]["status"] != INSIDE:
        queue.pop(0)
    if not queue:
        b.phase = "npc"
        return
    op = queue.pop(0)
    b.stack = [{"do": "resolve", "op": op, "by": None, "room": None, "src": None,
                "rule": "infiltration.execute.order"}]


ACTION_RULES = {"advance": "infiltration.action.advance", "retreat": "infiltration.action.retreat",
                "interface": "infiltration.action.interface",
                "download": "infiltration.action.download"}


@handler("resolve")
def resolve(state, task):
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


@handler("place_item")
def place_item(state, task):
    """Put the item on the operative's room for as long as it says."""
    b, op = state.board, task["op"]
    node = b.operatives[op]["room"]
    lasts = b.content_set.items[task["src"]].stays
    b.placed.append({"card": task["src"], "room": node, "lasts": lasts})
    state.emit("item_placed", "infiltration.item.on_room", operative=op, card=task["src"],
               room=node, lasts=lasts)
    return []


@handler("card_done")
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


# ---- NPC phase -----------------------------------------------------------------------------
def start_npc_phase(state) -> None:
    """Every start-of-phase check first, then each room from the entrance inwards (with no NPC
    in play, as in most rounds, neither has anything to do)."""
    b = state.board
    b.npcs_acted = []
    if b.npcs:
        rooms = {"do": "npc_room", "op": None, "by": None, "room": ROOMS[0], "src": None,
                 "rule": "infiltration.npc.phase"}
        b.stack = [{"do": "npc_checks", "op": None, "by": None, "room": None, "src": None,
                    "rule": "infiltration.ruling.npc_checks_first"}, rooms]
    b.phase = "security"
    state.emit("npc_phase", "infiltration.npc.phase", round=b.round)


def leaves_here(board, npc) -> bool:
    """Whether the NPC stands where its card says it leaves play."""
    entry = npc_entry(board, npc.id)
    card = board.layout.get(entry["room"])
    return ("entry" in npc.leaves_from and entry["room"] == ENTRY) or card in npc.leaves_from


@handler("npc_checks")
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


@handler("npc_room")
def npc_room(state, task):
    """The NPC phase from room ``task["room"]`` inwards: the face-up NPCs of the first room that
    has any act, one at a time (with several, the first player picks who goes next), until
    none is left in any room."""
    b = state.board
    node, ready = next_npc_room(b, task["room"])
    if node is None:
        return []
    task = {**task, "room": node}
    npc = ready[0]
    if len(ready) > 1:
        action = yield Decision.single(b.first, [Action("npc", npc=n) for n in ready],
                                       "infiltration.npc.order", "npc_order", room=node)
        npc = action.npc
        record(b, "npc_order", room=node, npc=npc, player=b.first)
    b.npcs_acted.append(npc)
    state.emit("npc_acts", f"infiltration.npc.{npc}", npc=npc, room=node)
    card = b.content_set.npcs[npc]
    ctx = {"op": None, "by": npc, "room": None, "src": npc, "rule": f"infiltration.npc.{npc}"}
    return with_ctx(card.action, ctx) + [task]


# ---- security phase ------------------------------------------------------------------------
def security(state) -> None:
    """The first player rolls; proximity rises by the roll plus the alarm; then the die and the
    monitor pass to the left and a new round begins."""
    b = state.board
    b.last_roll = state.rng.randint(1, 6)
    before = b.proximity
    b.proximity = min(PROXIMITY_END, b.proximity + b.last_roll + b.alarm)
    record(b, "roll", roll=b.last_roll, alarm=b.alarm, proximity=b.proximity, player=b.first)
    state.emit("security", "infiltration.security.roll", roll=b.last_roll, alarm=b.alarm,
               change=b.proximity - before, proximity=b.proximity, player=b.first)
    if b.proximity >= PROXIMITY_END:
        return
    end_round(state)


def end_round(state) -> None:
    """Items placed for the round go; the die passes left; a new round starts."""
    b = state.board
    expired = [p["card"] for p in b.placed if p["lasts"] == "round"]
    if expired:
        b.placed = [p for p in b.placed if p["lasts"] != "round"]
        b.item_discard += expired
    b.first = (b.first + 1) % state.players
    b.round += 1
    b.downloads = {}
    b.played = []
    b.npcs_acted = []
    b.phase = "select"
    state.emit("new_round", "infiltration.ruling.first_passes", round=b.round, first=b.first,
               expired=expired)
