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
    match the next report (continent, and city when reports name cities). The cities reached
    with k reports matched are one bit mask (``WorldMap.city_bit``), grown a road at a time."""
    world = default_map()
    around = world.open_neighbour_masks(() if ignore_barriers else barriers)
    quiet, matching = _step_masks(world, radars, reports, silent)
    last = len(reports)
    reached = [world.mask_of(possible)] + [0] * last      # reached[k]: with k reports matched
    frontier = list(reached)
    for _ in range(steps):
        new = [0] * (last + 1)
        for k, cities in enumerate(frontier):
            if cities:
                new[k] |= _next_to(around, cities, quiet[k] & ~reached[k])
                if k < last:
                    new[k + 1] |= _next_to(around, cities, matching[k] & ~reached[k + 1])
        frontier = new
        reached = [mask | seen for mask, seen in zip(new, reached)]
    return world.cities_in(reached[last])


def _step_masks(world, radars: dict, reports: list, silent: bool) -> tuple[list, list]:
    """For k = 0..len(reports) reports made: the cities a step may enter without firing a radar,
    and (k < len(reports)) the cities whose entry makes exactly report k."""
    every = (1 << len(world.sorted_cities)) - 1
    quiet, matching = [], []
    for k in range(len(reports) + 1):
        firing = set() if silent else {c for c in radars if fires(radars, reports[:k], c)}
        armed = 0
        for continent in firing:
            armed |= world.continent_mask.get(continent, 0)
        quiet.append(every & ~armed)
        if k < len(reports):
            matching.append(_report_mask(world, reports[k]) if reports[k]["continent"] in firing
                            else 0)
    return quiet, matching


def _report_mask(world, report: dict) -> int:
    """The cities whose entry gives ``report`` (its continent; its city when it names one)."""
    mask = world.continent_mask.get(report["continent"], 0)
    return mask & world.city_bit.get(report["city"], 0) if "city" in report else mask


def _next_to(around: list, cities: int, among: int) -> int:
    """The cities of ``among`` next to one of ``cities`` (``around``: index -> neighbour mask).
    Roads go both ways, so the loop runs over whichever set is smaller."""
    if among.bit_count() < cities.bit_count():
        found = 0
        while among:
            lowest = among & -among                # the lowest set bit
            if around[lowest.bit_length() - 1] & cities:
                found |= lowest
            among ^= lowest
        return found
    near = 0
    while cities:
        lowest = cities & -cities
        near |= around[lowest.bit_length() - 1]
        cities ^= lowest
    return near & among


def searched(possible, city: str) -> list[str]:
    """The agent searched ``city`` and did not find her there."""
    return [c for c in possible if c != city]
