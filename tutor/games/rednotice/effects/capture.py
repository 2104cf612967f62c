"""Capture and the fake identities: a capture ends the agent's current action only; the forger
flips an identity and applies it, or, with none left, the third capture wins for the agent."""

from __future__ import annotations

from tutor.engine.agenda import Step

from ..actions import JOURNALIST, NORMAL, act, ask
from ..board import AGENT, FORGER, SECURITY_MAX, WHITE, push, task
from ..cards import IDENTITY_MOVES
from ..scoring import caught_for_good


def capture(state, t) -> None:
    b = state.board
    b.captures += 1
    b.possible = [t["city"]]
    b.clues.append({"round": b.round, "kind": "capture", "city": t["city"]})
    state.emit("capture", "rednotice.capture.catch", reveals=True, city=t["city"],
               captures=b.captures)
    if caught_for_good(state):
        return
    push(b, task("identity"))


def ask_identity(state, t):
    tiles = [i["id"] for i in state.board.identities if not i["flipped"]]
    return ask(FORGER, [act("identity", tile=i) for i in tiles], "rednotice.identity.choose",
               "choose_identity")


def identity(state, t, action):
    b, tile = state.board, action.tile
    for entry in b.identities:
        if entry["id"] == tile:
            entry["flipped"] = True
    state.emit("identity", f"rednotice.identity.{tile}", tile=tile)
    move = task("forger_move", steps=IDENTITY_MOVES[tile], rule=f"rednotice.identity.{tile}",
                mode=JOURNALIST if tile == "journalist" else NORMAL)
    if tile == "lawyer":
        push(b, task("lawyer_barrier"), task("lawyer_radar"), move)
    elif tile == "career_woman":
        push(b, task("career_discard"), move)
    elif tile == "doctor":
        push(b, task("draw_checks", count=2, rule="rednotice.identity.doctor"), move)
    elif tile == "spy":
        b.security = SECURITY_MAX
        state.emit("security", "rednotice.identity.spy", role=FORGER, gained=0, track=b.security)
        push(b, move)
    else:
        push(b, move)


def ask_lawyer_barrier(state, t):
    roads = [r for r, col in state.board.barriers.items() if col == WHITE]
    if not roads:
        return None
    return ask(FORGER, [act("remove_barrier", road=r) for r in roads],
               "rednotice.identity.lawyer", "lawyer_barrier")


def lawyer_barrier(state, t, action):
    del state.board.barriers[action.road]
    state.emit("remove_barrier", "rednotice.identity.lawyer", road=action.road,
               track=state.board.security)


def ask_lawyer_radar(state, t):
    spaces = [c for c, col in state.board.radars.items() if col == WHITE]
    if not spaces:
        return None
    return ask(FORGER, [act("remove_radar", continent=c) for c in spaces],
               "rednotice.identity.lawyer", "lawyer_radar")


def lawyer_radar(state, t, action):
    del state.board.radars[action.continent]
    state.emit("remove_radar", "rednotice.identity.lawyer", continent=action.continent,
               track=state.board.security)


def ask_career(state, t):
    held = list(state.board.upgrades)
    if not held:
        return None
    return ask(FORGER, [act("discard_upgrade", upgrade=u) for u in held],
               "rednotice.identity.career_woman", "career_discard")


def career(state, t, action):
    b = state.board
    b.upgrades.remove(action.upgrade)
    b.upgrades_gone.append(action.upgrade)
    state.emit("discard_upgrade", "rednotice.identity.career_woman", upgrade=action.upgrade,
               role=AGENT)


STEPS = {
    "capture": Step(capture),
    "identity": Step(ask_identity, identity, auto_single=True),
    "lawyer_barrier": Step(ask_lawyer_barrier, lawyer_barrier, auto_single=True),
    "lawyer_radar": Step(ask_lawyer_radar, lawyer_radar, auto_single=True),
    "career_discard": Step(ask_career, career, auto_single=True),
}
