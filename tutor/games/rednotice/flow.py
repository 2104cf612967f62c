"""The game's flow: the agenda on the board, resolved by the engine's agenda until somebody has
won. A new game's agenda is the setup choices and the first round; a round deals, then queues
the placements, the reveals from the initiative holder's end and its own end, which queues the
next round. A revealed card queues the halves carried out (``effects/``). ``STEPS`` names the
step of every task kind.
"""

from __future__ import annotations

from functools import lru_cache

from tutor.engine.agenda import Step, resolve

from . import effects
from .actions import act, ask, placements, pose
from .board import AGENT, CARDS_PER_ROUND, DISCS_PER_ROUND, FORGER, other, push, task
from .cards import POW, default_decks, disc_strength
from .deduction import start_set


def run(state):
    """The game until somebody has won (or, in a hand-set position, the agenda runs out)."""
    if state.board.winner is None:
        yield from resolve(state, state.board.agenda, STEPS, until=won, pose=pose)


def won(state, t) -> bool:
    """After a step: whether somebody has won (the agenda then stops)."""
    return state.board.winner is not None


# ---- setup choices -----------------------------------------------------------------------------
def ask_keep(state, t):
    """The forger keeps 3 of her 4 dealt checks: she discards one face down."""
    b = state.board
    return ask(FORGER, [act("discard", check=c) for c in b.hand], "rednotice.setup.checks",
               "discard_check")


def keep(state, t, action):
    b = state.board
    b.hand.remove(action.check)
    b.check_discard.append(action.check)
    state.emit("discard_check", "rednotice.setup.checks", role=FORGER, hand=len(b.hand),
               private={b.seat(FORGER): {"check": action.check}})


def ask_start(state, t):
    """She picks her starting city in secret, far enough from the agent."""
    b = state.board
    cities = start_set(b.agent_city, state.options["forger_min_distance"])
    return ask(FORGER, [act("start", city=c) for c in cities], "rednotice.setup.forger_start",
               "choose_start", distance=state.options["forger_min_distance"])


def start(state, t, action):
    b = state.board
    b.forger_city = action.city
    b.trail.append({"round": 0, "cities": [action.city]})
    b.possible = start_set(b.agent_city, state.options["forger_min_distance"])
    b.clues.append({"round": 0, "kind": "start", "distance": state.options["forger_min_distance"],
                    "from": b.agent_city})
    state.emit("start", "rednotice.setup.forger_start", role=FORGER,
               distance=state.options["forger_min_distance"], near=b.agent_city,
               private={b.seat(FORGER): {"city": action.city}})


# ---- a round -----------------------------------------------------------------------------------
def _deal_cards(state) -> None:
    b = state.board
    if len(b.action_deck) < CARDS_PER_ROUND:
        state.rng.shuffle(b.action_discard)
        b.action_deck += b.action_discard
        b.action_discard = []
        state.emit("reshuffle_actions", "rednotice.program.deal", deck=len(b.action_deck))
    b.row, b.action_deck = b.action_deck[:CARDS_PER_ROUND], b.action_deck[CARDS_PER_ROUND:]
    b.placed = [[None, None] for _ in b.row]
    b.revealed = []
    state.emit("deal_cards", "rednotice.program.deal", round=b.round, cards=list(b.row))


def _draw_discs(state) -> None:
    b = state.board
    for role in (FORGER, AGENT):
        discs = b.discs[role]
        if len(discs["stack"]) < DISCS_PER_ROUND:
            discs["stack"] += discs["used"]
            discs["used"] = []
            state.rng.shuffle(discs["stack"])
            state.emit("restack", "rednotice.program.restack", role=role)
        discs["hand"] = discs["stack"][:DISCS_PER_ROUND]
        discs["stack"] = discs["stack"][DISCS_PER_ROUND:]
        state.emit("draw_discs", "rednotice.program.draw", role=role,
                   private={b.seat(role): {"discs": list(discs["hand"])}})


def _slots_from(initiative: str, cards: int) -> list[int]:
    """Slots from the initiative holder's end: the forger's end is slot 0 (a ruling)."""
    slots = list(range(cards))
    return slots if initiative == FORGER else slots[::-1]


@lru_cache(maxsize=None)
def round_agenda(first: str, cards: int) -> tuple[dict, ...]:
    """A round's tasks once its cards are dealt: placements alternating from ``first`` (who
    holds the initiative), the reveals from that end, the round's end. Made once per initiative
    and row length (tasks are never changed, so they are shared)."""
    order = [first if i % 2 == 0 else other(first) for i in range(2 * DISCS_PER_ROUND)]
    return (*[task("place", role=r) for r in order],
            *[task("reveal", slot=s) for s in _slots_from(first, cards)], task("end_round"))


def new_round(state, t) -> None:
    """Turn up 4 cards, draw 3 discs each, then alternate placements and resolve."""
    b = state.board
    b.round += 1
    b.reinforced = False
    state.emit("round", "rednotice.round.flow", round=b.round, initiative=b.initiative)
    _deal_cards(state)
    _draw_discs(state)
    push(b, *round_agenda(b.initiative, len(b.row)))


def ask_place(state, t):
    return ask(t["role"], placements(state.board, t["role"]), "rednotice.program.place",
               "place_disc", left=len(state.board.discs[t["role"]]["hand"]))


def place(state, t, action):
    b, role = state.board, t["role"]
    slot = b.row.index(action.card)
    b.discs[role]["hand"].remove(action.disc)
    b.placed[slot][action.half] = {"role": role, "disc": action.disc}
    state.emit("place", "rednotice.program.place", role=role, card=action.card, half=action.half,
               private={b.seat(role): {"disc": action.disc}})


# ---- resolving a card --------------------------------------------------------------------------
def _discs_on(board, slot: int) -> dict:
    """role -> (half, disc entry) for the discs on a card."""
    discs = {}
    for half, h in enumerate(board.placed[slot]):
        if h:
            discs[h["role"]] = (half, h)
    return discs


def reveal(state, t) -> None:
    """Turn the card's discs face up; the agent may then use Reinforcements."""
    b, slot = state.board, t["slot"]
    b.revealed.append(slot)
    discs = _discs_on(b, slot)
    state.emit("reveal", "rednotice.resolve.reveal", reveals=bool(discs), card=b.row[slot],
               discs={r: {"half": half, "disc": h["disc"]} for r, (half, h) in discs.items()})
    if not b.reinforced and b.has("reinforcements") and _may_reinforce(state, discs):
        push(b, task("reinforce", slot=slot), task("settle", slot=slot))
    else:
        _settle(state, slot, discs)              # nothing to decide first: settled at once


def _may_reinforce(state, discs: dict) -> bool:
    """Reinforcements is offered when her disc is revealed: by default only against a number."""
    if AGENT not in discs:
        return False
    if state.options["reinforce_when"] == "any_reveal":
        return True
    return len(discs) == 2 and all(h["disc"] != POW for _, h in discs.values())


def ask_reinforce(state, t):
    card = state.board.row[t["slot"]]
    return ask(AGENT, [act("reinforce", card=card), act("no_reinforce")],
               "rednotice.upgrade.reinforcements", "reinforce", card=card)


def reinforce(state, t, action):
    b = state.board
    if action.kind == "reinforce":
        b.reinforced = True
        half, entry = _discs_on(b, t["slot"])[AGENT]
        b.placed[t["slot"]][half] = {**entry, "bonus": 3}
        state.emit("reinforce", "rednotice.upgrade.reinforcements", card=action.card)


def strength(board, role: str, entry: dict) -> int:
    value = disc_strength(entry["disc"], role == AGENT and board.has("special_forces"))
    return value + entry.get("bonus", 0)


def outcome(board, discs: dict) -> tuple[str, list]:
    """(rule id of the case, [(role, half)] in the order they are carried out) for a card with
    ``discs`` on it (``_discs_on``)."""
    if len(discs) == 2:
        f, a = discs[FORGER][1]["disc"], discs[AGENT][1]["disc"]
        if f == POW and a == POW:
            return "rednotice.resolve.pow_pow", _tie(board, discs)
        if POW in (f, a):
            role = FORGER if f == POW else AGENT
            return "rednotice.resolve.pow", _both(role, discs[role][0])
        fs, as_ = strength(board, FORGER, discs[FORGER][1]), strength(board, AGENT, discs[AGENT][1])
        if fs == as_:
            return "rednotice.resolve.tie", _tie(board, discs)
        win = FORGER if fs > as_ else AGENT
        return "rednotice.resolve.higher", _both(win, discs[win][0]) + [
            (other(win), discs[other(win)][0])]
    if len(discs) == 1:
        (role, (half, _)), = discs.items()
        return "rednotice.resolve.one", _both(role, half)
    return "rednotice.resolve.none", []


def _both(role: str, own_half: int) -> list:
    return [(role, own_half), (role, 1 - own_half)]


def _tie(board, discs) -> list:
    first = board.initiative
    return [(first, discs[first][0]), (other(first), discs[other(first)][0])]


def settle(state, t) -> None:
    """Work out who carries out which half, then queue those actions."""
    _settle(state, t["slot"], _discs_on(state.board, t["slot"]))


def _settle(state, slot: int, discs: dict) -> None:
    b = state.board
    rule, steps = outcome(b, discs)
    card = b.row[slot]
    halves = default_decks().actions[card]
    state.emit("outcome", rule, card=card,
               steps=[{"role": r, "half": h, "action": halves[h]} for r, h in steps])
    push(b, *[half_task(r, halves[h], card, rule) for r, h in steps])


@lru_cache(maxsize=None)
def half_task(role: str, code: str, card: str, rule: str) -> dict:
    """The task carrying out half ``code`` of ``card`` for ``role`` (made once: tasks are
    never changed, so they are shared)."""
    return task("act", role=role, code=code, card=card, rule=rule)


def end_round(state, t) -> None:
    """Cards and discs are discarded face up; the initiative passes."""
    b = state.board
    for halves in b.placed:
        for entry in halves:
            if entry:
                b.discs[entry["role"]]["used"].append(entry["disc"])
    for zone in b.discs.values():              # a hand-set position may leave some unplaced
        zone["used"] += zone["hand"]
        zone["hand"] = []
    b.action_discard += b.row
    b.row, b.placed, b.revealed = [], [], []
    b.initiative = other(b.initiative)
    state.emit("end_round", "rednotice.round.end", round=b.round, initiative=b.initiative)
    push(b, task("round"))



STEPS = {
    # the setup choices
    "keep_checks": Step(ask_keep, keep),
    "start_city": Step(ask_start, start),
    # a round
    "round": Step(new_round),
    "place": Step(ask_place, place),
    "reveal": Step(reveal),
    "reinforce": Step(ask_reinforce, reinforce),
    "settle": Step(settle),
    "end_round": Step(end_round),
    # what the cards do
    **effects.halves.STEPS,
    **effects.movement.STEPS,
    **effects.capture.STEPS,
    **effects.upgrades.STEPS,
}
