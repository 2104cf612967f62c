"""A round: selection (simultaneous, face down), execution in order, the NPC phase room by room
from the entrance, and the security phase. The flow reads only the board, so a rebuilt
position continues exactly where it stopped."""

from __future__ import annotations

from tutor.engine import Action, Decision
from tutor.engine.agenda import resolve

from .actions import RULE_SELECT, selectable
from .board import CAPTURED, INSIDE, PROXIMITY_END, execution_order, record, slots
from .effects import STEPS
from .facility import ROOMS
from .scoring import final_scores

# the only tasks that raise proximity or take an operative out (besides the security phase)
ENDING_TASKS = frozenset({"proximity", "escape"})


def run(state):
    """The game until it ends: the effect stack first (the engine's agenda), then the phase at
    hand. The end is checked after the first step (a hand-set position may already be over)
    and then only after something that can end the game: a proximity change, an escape, the
    security phase. (Checking after every step of the first stack is the same: no other step
    can end the game.)"""
    b = state.board
    may_end = True
    while b.phase != "over":
        if b.stack:
            yield from resolve(state, b.stack, STEPS, until=ended,
                               watch=None if may_end else ENDING_TASKS)
            may_end = False
            continue
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


def ended(state, task) -> bool:
    """After ``task``: whether the game has ended."""
    check_end(state)
    return state.board.phase == "over"


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
