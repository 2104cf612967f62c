"""The agent's upgrades: gaining one after a $200k cashing, and the instant ones' placements."""

from __future__ import annotations

from tutor.engine.agenda import Step

from ..actions import (act, ask, barrier_actions, barrier_count, black_barrier_roads,
                       black_radar_spaces, radar_actions)
from ..board import AGENT, BLACK, FORGER, MAX_BARRIERS, WHITE, count_down, push, task
from ..cards import INSTANT, UPGRADES


def fbi_bonus(state, t) -> None:
    """A $200k check: the agent gains an upgrade; with none left, one Security and one Move."""
    b = state.board
    if b.upgrade_display:
        push(b, task("give_upgrade"))
        return
    state.emit("no_upgrades", "rednotice.bank.no_upgrades")
    push(b, task("secure", left=1),
         task("agent_step", left=1, rule="rednotice.bank.no_upgrades"))


def ask_give(state, t):
    """The forger picks which of the face-up upgrades the agent gains."""
    b = state.board
    return ask(FORGER, [act("give_upgrade", upgrade=u) for u in b.upgrade_display],
               "rednotice.upgrade.gain", "give_upgrade")


def give(state, t, action):
    b = state.board
    chosen = action.upgrade
    b.upgrade_display.remove(chosen)
    b.upgrades_gone += b.upgrade_display          # the card not chosen is removed for good
    b.upgrade_display = b.upgrade_deck[:2]
    b.upgrade_deck = b.upgrade_deck[2:]
    state.emit("upgrade", "rednotice.upgrade.gain", upgrade=chosen,
               display=list(b.upgrade_display), reveals=True)
    gain(state, chosen)


def gain(state, upgrade: str) -> None:
    """Apply an upgrade the agent has just gained."""
    b = state.board
    if UPGRADES[upgrade] == INSTANT:
        b.upgrades_gone.append(upgrade)
        push(b, task("place_radars", left=4) if upgrade == "place_radars"
             else task("blockade", left=3))
        return
    b.upgrades.append(upgrade)
    if upgrade == "permanent_forces":
        push(b, task("black_radar"), task("black_barrier"))
    elif upgrade == "tracking":
        state.emit("tracking", "rednotice.upgrade.tracking", reveals=True, hand=list(b.hand))


def ask_place_radars(state, t):
    """Place radars: up to 4 white radars, one decision each."""
    actions = radar_actions(state.board)
    if t["left"] <= 0 or not actions:
        return None
    return ask(AGENT, actions + [act("pass")], "rednotice.upgrade.place_radars",
               "place_radars", left=t["left"])


def place_radar(state, t, action):
    b = state.board
    if action.kind == "pass":
        return
    b.radars[action.continent] = WHITE
    state.emit("radar", "rednotice.upgrade.place_radars", continent=action.continent,
               colour=WHITE)
    count_down(b, t)


def ask_blockade(state, t):
    """Blockade: up to 3 new white barriers, within the cap of 4 on the map."""
    if t["left"] <= 0 or barrier_count(state) >= MAX_BARRIERS:
        return None
    actions = barrier_actions(state)           # below the cap: new barriers only
    if not actions:
        return None
    return ask(AGENT, actions + [act("pass")], "rednotice.upgrade.blockade", "blockade",
               left=t["left"])


def blockade(state, t, action):
    b = state.board
    if action.kind == "pass":
        return
    b.barriers[action.road] = WHITE
    state.emit("barrier", "rednotice.upgrade.blockade", road=action.road, colour=WHITE)
    count_down(b, t)


def ask_black_radar(state, t):
    """Permanent forces: one radar black side up (new, or a white one flipped)."""
    spaces = black_radar_spaces(state.board)
    if not spaces:
        return None
    return ask(AGENT, [act("black_radar", continent=c) for c in spaces],
               "rednotice.upgrade.permanent_forces", "black_radar")


def black_radar(state, t, action):
    state.board.radars[action.continent] = BLACK
    state.emit("radar", "rednotice.upgrade.permanent_forces", continent=action.continent,
               colour=BLACK)


def ask_black_barrier(state, t):
    """Permanent forces: one barrier black side up (new within the cap, or a white one flipped)."""
    roads = black_barrier_roads(state)
    if not roads:
        return None
    return ask(AGENT, [act("black_barrier", road=r) for r in roads],
               "rednotice.upgrade.permanent_forces", "black_barrier")


def black_barrier(state, t, action):
    state.board.barriers[action.road] = BLACK
    state.emit("barrier", "rednotice.upgrade.permanent_forces", road=action.road, colour=BLACK)


STEPS = {
    "fbi_bonus": Step(fbi_bonus),
    "give_upgrade": Step(ask_give, give, auto_single=True),
    "place_radars": Step(ask_place_radars, place_radar),
    "blockade": Step(ask_blockade, blockade),
    "black_radar": Step(ask_black_radar, black_radar, auto_single=True),
    "black_barrier": Step(ask_black_barrier, black_barrier, auto_single=True),
}
