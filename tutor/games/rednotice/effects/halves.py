"""What a card half does, for both roles: Check, Bank, Security, Move and Wild."""

from __future__ import annotations

from functools import lru_cache

from tutor.engine.agenda import Step

from ..actions import (NORMAL, WILD_CODES, act, ask, barrier_actions, cashable, radar_actions,
                       removals)
from ..board import (AGENT, FORGER, HAND_LIMIT, REMOVAL_COST, SECURITY_MAX, WHITE, count_down,
                     push, task)
from ..cards import default_decks, half_kind, half_symbols
from ..scoring import cashed_enough

KIND_RULE = {"check": "rednotice.check.draw", "bank": "rednotice.bank.cash",
             "security": "rednotice.security.agent", "move": "rednotice.move.steps",
             "wild": "rednotice.wild.choose"}


def carry_out(state, t) -> None:
    """Carry out one half of a card for one role."""
    b, role, code = state.board, t["role"], t["code"]
    kind = half_kind(code)
    if role == AGENT and kind in ("check", "bank"):
        state.emit("nothing", "rednotice.action.useless", role=role, action=code)
        return
    state.emit("action", KIND_RULE[kind], role=role, action=code)
    if role == FORGER and kind != "security" and state.options["removal_timing"] == "any_action":
        push(b, task("spend"), _task_for(role, code))
    else:
        push(b, _task_for(role, code))


@lru_cache(maxsize=None)
def _task_for(role: str, code: str) -> dict:
    """The task carrying out half ``code`` for ``role`` (made once: tasks are never changed)."""
    kind, n = half_kind(code), half_symbols(code)
    if kind == "check":
        return task("draw_checks", count=n)
    if kind == "bank":
        return task("bank")
    if kind == "security":
        return task("secure", left=n) if role == AGENT else task("gain_security", count=n)
    if kind == "move":
        if role == AGENT:
            return task("agent_step", left=n, rule="rednotice.move.agent")
        return task("forger_move", steps=n, mode=NORMAL, rule="rednotice.move.forger")
    return task("wild", role=role, second=False)


# ---- Check -------------------------------------------------------------------------------------
def draw_check(state) -> str | None:
    """One check from the deck (the face-down discards reshuffled when it is empty)."""
    b = state.board
    if not b.check_deck and b.check_discard:
        state.rng.shuffle(b.check_discard)
        b.check_deck, b.check_discard = b.check_discard, []
        state.emit("reshuffle_checks", "rednotice.check.reshuffle", deck=len(b.check_deck))
    return b.check_deck.pop(0) if b.check_deck else None


def draw_checks(state, t) -> None:
    """Draw one check per symbol; she cannot draw while she holds 5 (extra draws are lost)."""
    b = state.board
    drawn = []
    for _ in range(t["count"]):
        if len(b.hand) >= HAND_LIMIT:
            break
        check = draw_check(state)
        if check is None:
            break
        b.hand.append(check)
        drawn.append(check)
    lost = t["count"] - len(drawn)
    open_hand = {"checks": drawn} if b.has("tracking") else {}
    rule = "rednotice.check.limit" if lost else t.get("rule", "rednotice.check.draw")
    state.emit("draw_checks", rule,
               role=FORGER, drawn=len(drawn), lost=lost, hand=len(b.hand), **open_hand,
               private={b.seat(FORGER): {"checks": drawn}})


# ---- Bank --------------------------------------------------------------------------------------
def ask_bank(state, t):
    """Always asked (even with nothing to cash), so that declining tells the agent nothing."""
    actions = [act("cash", check=c) for c in cashable(state.board)] + [act("decline")]
    return ask(FORGER, actions, "rednotice.bank.cash", "bank")


def bank(state, t, action):
    b = state.board
    if action.kind == "decline":
        state.emit("decline_bank", "rednotice.bank.decline", role=FORGER)
        return
    value = default_decks().checks[action.check]["value"]
    b.hand.remove(action.check)
    b.cashed.append({"check": action.check, "city": b.forger_city})
    b.possible = [b.forger_city]
    b.clues.append({"round": b.round, "kind": "cash", "city": b.forger_city,
                    "check": action.check})
    state.emit("cash", "rednotice.bank.announce", reveals=True, check=action.check,
               value=value, city=b.forger_city, total=b.total())
    if cashed_enough(state):
        return
    if value == 100_000:
        bonus = [task("forger_move", steps=1, mode=NORMAL, rule="rednotice.bank.flight")]
        if b.has("private_jet"):
            bonus.append(task("agent_step", left=2, rule="rednotice.upgrade.private_jet"))
        push(b, *bonus)
    else:
        push(b, task("fbi_bonus"))


# ---- Security ----------------------------------------------------------------------------------
def ask_secure(state, t):
    """One Security symbol for the agent: a radar or a barrier (or pass)."""
    if t["left"] <= 0:
        return None
    actions = radar_actions(state.board) + barrier_actions(state) + [act("pass")]
    return ask(AGENT, actions, "rednotice.security.agent", "secure", left=t["left"])


def secure(state, t, action):
    b = state.board
    if action.kind == "pass":
        state.emit("pass_security", "rednotice.security.agent", role=AGENT)
        return
    if action.kind == "radar":
        b.radars[action.continent] = WHITE
        state.emit("radar", "rednotice.security.radar", continent=action.continent, colour=WHITE)
    elif action.kind == "barrier":
        b.barriers[action.road] = WHITE
        state.emit("barrier", "rednotice.security.barrier", road=action.road, colour=WHITE)
    else:
        del b.barriers[action.road]
        b.barriers[action.to] = WHITE
        state.emit("move_barrier", "rednotice.security.move_barrier", road=action.road,
                   to=action.to)
    count_down(b, t)


def gain_security(state, t) -> None:
    """The forger's marker moves up one per symbol, to at most 4; then she may spend."""
    b = state.board
    gained = min(SECURITY_MAX, b.security + t["count"]) - b.security
    b.security += gained
    state.emit("security", "rednotice.security.track", role=FORGER, gained=gained,
               track=b.security)
    push(b, task("spend"))


def ask_spend(state, t):
    """She may spend 2 points to remove a white radar or barrier (asked only when she can)."""
    actions = removals(state.board)
    if not actions:
        return None
    return ask(FORGER, actions + [act("keep_points")], "rednotice.security.remove", "spend",
               points=state.board.security)


def spend(state, t, action):
    b = state.board
    if action.kind == "keep_points":
        return
    b.security -= REMOVAL_COST
    if action.kind == "remove_radar":
        del b.radars[action.continent]
        state.emit("remove_radar", "rednotice.security.remove", continent=action.continent,
                   track=b.security)
    else:
        del b.barriers[action.road]
        state.emit("remove_barrier", "rednotice.security.remove", road=action.road,
                   track=b.security)
    push(b, task("spend"))


# ---- Wild --------------------------------------------------------------------------------------
def ask_wild(state, t):
    """Wild: any one of Check, Bank, Security or Move with one symbol."""
    actions = [act("wild", action=kind) for kind in WILD_CODES]
    return ask(t["role"], actions, "rednotice.wild.choose", "wild", second=t["second"])


def wild(state, t, action):
    b, role = state.board, t["role"]
    state.emit("wild", "rednotice.wild.choose", role=role, action=action.action)
    follow = [task("act", role=role, code=WILD_CODES[action.action],
                   rule="rednotice.wild.choose")]
    if role == AGENT and b.has("extension") and not t["second"]:
        follow.append(task("wild", role=role, second=True))
    push(b, *follow)


STEPS = {
    "act": Step(carry_out),
    "draw_checks": Step(draw_checks),
    "bank": Step(ask_bank, bank),
    "secure": Step(ask_secure, secure),
    "gain_security": Step(gain_security),
    "spend": Step(ask_spend, spend),
    "wild": Step(ask_wild, wild),
}
