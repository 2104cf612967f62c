"""Why a refused action is refused: the specific rule it breaks, for the learner."""

from __future__ import annotations

from tutor.engine import IllegalAction

from .actions import barrier_count
from .board import BLACK, MAX_BARRIERS, REMOVAL_COST
from .cards import default_decks
from .worldmap import default_map, road_key


def explain_illegal(state, player: int, action) -> IllegalAction | None:
    """An IllegalAction citing the broken rule, or None for the decision's own rule."""
    check = CHECKS.get(action.kind)
    if check is None:
        return None
    try:
        found = check(state, player, action)
    except (AttributeError, TypeError, KeyError, ValueError):
        return None
    return IllegalAction(*found) if found else None


def _place(state, player, action):
    b = state.board
    role = b.role_of(player)
    if action.disc not in b.discs[role]["hand"]:
        return "rednotice.program.draw", f"you have no {action.disc} disc to place"
    if action.card not in b.row:
        return "rednotice.program.deal", f"{action.card} is not one of this round's cards"
    slot = b.row.index(action.card)
    if action.half not in (0, 1):
        return "rednotice.program.one_per_half", "a card has two halves, 0 and 1"
    if b.placed[slot][action.half] is not None:
        return "rednotice.program.one_per_half", "that half already holds a disc"
    if b.placed[slot][1 - action.half] and b.placed[slot][1 - action.half]["role"] == role:
        return "rednotice.program.not_both", "you already hold the other half of that card"
    return None


def _start(state, player, action):
    b, need = state.board, state.options["forger_min_distance"]
    if action.city in default_map().cities and default_map().distance(b.agent_city,
                                                                      action.city) < need:
        return "rednotice.setup.forger_start", f"she must start at least {need} roads away"
    return None


def _cash(state, player, action):
    b = state.board
    if action.check not in b.hand:
        return "rednotice.bank.cash", "she can cash only a check from her hand"
    continent = default_decks().checks[action.check]["continent"]
    if default_map().continent_of(b.forger_city) != continent:
        return "rednotice.bank.colour", "the check's colour is not her continent's"
    return None


def _move(state, player, action):
    b, world = state.board, default_map()
    here = b.forger_city
    for city in action.path:
        if city not in world.cities or city not in world.neighbours(here):
            return "rednotice.move.steps", f"{city} is not one road from {here}"
        if road_key(here, city) in b.barriers:
            return "rednotice.move.barrier", f"a barrier blocks the road {here}-{city}"
        here = city
    if b.agenda and len(action.path) > b.agenda[0].get("steps", 0):
        return "rednotice.move.steps", "that route is longer than this move allows"
    return None


def _go(state, player, action):
    world = default_map()
    if action.city not in world.neighbours(state.board.agent_city):
        return "rednotice.move.agent", f"{action.city} is not one road away"
    return None


def _radar(state, player, action):
    if action.continent in state.board.radars:
        return "rednotice.security.radar", "that radar space already holds a radar"
    return None


def _barrier(state, player, action):
    if action.road in state.board.barriers:
        return "rednotice.security.barrier", "that road already has a barrier"
    if barrier_count(state) >= MAX_BARRIERS:
        return "rednotice.security.barrier_cap", "all 4 barriers are on the map"
    return None


def _remove(state, player, action):
    b = state.board
    colour = (b.radars.get(action.continent) if action.kind == "remove_radar"
              else b.barriers.get(action.road))
    if colour == BLACK:
        return "rednotice.security.black", "black items are never removed"
    if b.security < REMOVAL_COST:
        return "rednotice.security.remove", "removing costs 2 security points"
    return None


CHECKS = {"place": _place, "start": _start, "cash": _cash, "move": _move, "go": _go,
          "radar": _radar, "barrier": _barrier, "remove_radar": _remove,
          "remove_barrier": _remove}
