"""Moving: the agent openly, searching each city she enters; the forger in secret, stopped by
barriers, firing radars, and reporting every firing after her whole move."""

from __future__ import annotations

from tutor.engine.agenda import Step

from ..actions import JOURNALIST, NORMAL, act, ask, forger_moves, go_actions
from ..board import AGENT, BLACK, FORGER, count_down, push, task
from ..deduction import after_move, fires, searched
from ..worldmap import default_map


# ---- the agent ---------------------------------------------------------------------------------
def ask_agent_step(state, t):
    """One step of her move: go to a neighbouring city, search where she is, or stop."""
    b = state.board
    if t["left"] <= 0:
        return None
    actions = list(go_actions(b.agent_city))
    if not t.get("here_searched"):
        actions.append(act("search"))
    actions.append(act("stop"))
    return ask(AGENT, actions, "rednotice.move.agent", "agent_step", left=t["left"],
               via=t.get("rule", "rednotice.move.agent"))


def agent_step(state, t, action):
    b = state.board
    if action.kind == "stop":
        state.emit("agent_stop", "rednotice.move.steps", city=b.agent_city)
        return
    rule = "rednotice.move.search_here"
    if action.kind == "go":
        b.agent_city, rule = action.city, "rednotice.move.agent"
        state.emit("agent_move", "rednotice.move.agent", city=action.city)
    if search(state, rule):
        return                                   # a capture ends the current action
    count_down(b, t, here_searched=True)


def search(state, rule: str) -> bool:
    """The agent checks her city; True on a capture."""
    b = state.board
    city = b.agent_city
    if city == b.forger_city:
        push(b, task("capture", city=city))
        return True
    b.possible = searched(b.possible, city)
    b.clues.append({"round": b.round, "kind": "search", "city": city})
    state.emit("searched", rule, city=city, found=False)
    return False


def firings(board, path, mode: str, nextgen: bool) -> list[dict]:
    """The radar reports a walk produces, in order."""
    if mode == JOURNALIST:
        return []
    world, reports = default_map(), []
    for city in path:
        continent = world.continent_of(city)
        if fires(board.radars, reports, continent):
            reports.append({"continent": continent, **({"city": city} if nextgen else {})})
    return reports


def ask_forger_move(state, t):
    """Her whole move is one secret choice of route (so nobody can count her steps)."""
    mode = t.get("mode", NORMAL)
    return ask(FORGER, forger_moves(state.board, t["steps"], mode), "rednotice.move.forger",
               "forger_move", steps=t["steps"], mode=mode,
               via=t.get("rule", "rednotice.move.forger"))


def forger_move(state, t, action):
    b, mode = state.board, t.get("mode", NORMAL)
    path = list(action.path)
    reports = firings(b, path, mode, b.has("next_gen_radar"))
    before = dict(b.radars)
    if path:
        b.forger_city = path[-1]
        b.trail.append({"round": b.round, "cities": path})
    state.emit("forger_moved", t.get("rule", "rednotice.move.forger"),
               private={b.seat(FORGER): {"path": path, "city": b.forger_city}})
    returned = []
    for report in reports:
        if b.radars.get(report["continent"]) not in (None, BLACK):
            del b.radars[report["continent"]]
            returned.append(report["continent"])
    b.possible = after_move(b.possible, t["steps"], b.barriers, before, reports,
                            ignore_barriers=mode == JOURNALIST, silent=mode == JOURNALIST)
    b.clues.append({"round": b.round, "kind": "report", "steps": t["steps"], "mode": mode,
                    "reports": reports})
    rule = "rednotice.identity.journalist" if mode == JOURNALIST else "rednotice.move.report"
    state.emit("report", rule, steps=t["steps"], reports=reports, returned=returned)


STEPS = {
    "agent_step": Step(ask_agent_step, agent_step),
    "forger_move": Step(ask_forger_move, forger_move),
}
