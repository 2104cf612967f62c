"""The agent's deduction aid: the set of cities where the forger may be.

It is computed from public facts only (where she may have started, the radar reports after each
move with the radars and barriers of that moment, the cities the agent searched, cashings and
captures), so it is exactly what the agent could work out with pencil and paper. The tests check
it against brute-force enumeration of the forger's possible histories.
"""

from __future__ import annotations

from .worldmap import default_map


def start_set(agent_city: str, distance: int) -> list[str]:
    """Where she may start: every city at least ``distance`` roads from the agent."""
    return default_map().at_least(agent_city, distance)


def fires(radars: dict, reported: list, continent: str) -> bool:
    """Whether a step into ``continent`` fires a radar, given the reports already made in this
    move (a white radar fires once, then goes back to the supply; a black one always fires)."""
    colour = radars.get(continent)
    if colour is None:
        return False
    return colour == "black" or all(r["continent"] != continent for r in reported)


def after_move(possible, steps: int, barriers: dict, radars: dict, reports: list,
               ignore_barriers: bool = False, silent: bool = False) -> list[str]:
    """The cities she may be in after a move of up to ``steps`` roads that produced ``reports``.

    A search over (city, number of reports matched so far): a step into an armed continent must
    match the next report (continent, and city when reports name cities)."""
    world = default_map()
    blocked = set() if ignore_barriers else set(barriers)
    # the continents whose radar fires once k reports are made (``fires``, worked out once)
    firing = [set() if silent else {c for c in radars if fires(radars, reports[:k], c)}
              for k in range(len(reports) + 1)]
    states = {(city, 0) for city in possible}
    seen = set(states)
    for _ in range(steps):
        nxt = set()
        for city, k in states:
            for n, road, cont in world.exits[city]:
                if road in blocked:
                    continue
                if cont in firing[k]:
                    if k < len(reports) and _matches(reports[k], cont, n):
                        nxt.add((n, k + 1))
                else:
                    nxt.add((n, k))
        states = nxt - seen
        seen |= nxt
    return sorted({city for city, k in seen if k == len(reports)})


def _matches(report: dict, continent: str, city: str) -> bool:
    return report["continent"] == continent and report.get("city", city) == city


def searched(possible, city: str) -> list[str]:
    """The agent searched ``city`` and did not find her there."""
    return [c for c in possible if c != city]
