"""What the forger's rules bot reads from her observation: how far the agent may still walk
before the forger can move again, what each route tells the agent, and how likely a route or a
cashing is to end in a capture.

Everything here uses the forger's observation only (her city, the public row of cards and the
pending agenda, radars, barriers and the agent's possible-city set), and the same deduction the
agent's aid uses, so the bot judges a route by the possible-city set the agent will really see.
"""

from __future__ import annotations

import math
from functools import lru_cache

from .cards import POW, default_decks, half_kind, half_symbols
from .deduction import after_move, fires
from .worldmap import default_map

NEXT_ROUND_STEPS = 1        # steps the agent may take next round before the forger moves again
MAX_AGENT_DISC = 5
SET_WEIGHT = 1.3            # a route's worth per doubling of the agent's possible cities


@lru_cache(maxsize=None)
def _distances() -> dict:
    import networkx as nx
    return dict(nx.all_pairs_shortest_path_length(default_map().graph))


def distance(a: str | None, b: str | None) -> int:
    """Roads between two cities (9 when either is unknown)."""
    if not a or not b:
        return 9
    return _distances()[a][b]


def _moves_of(code: str, extension: bool) -> int:
    kind = half_kind(code)
    if kind == "move":
        return half_symbols(code)
    if kind == "wild":
        return 2 if extension else 1
    return 0


def _agent_can_win(obs: dict, forger_disc) -> bool:
    """Whether the agent's disc may beat the forger's on a card (the forger knows her own)."""
    if forger_disc == POW:
        return False
    held = obs["upgrades"]["held"]
    best = MAX_AGENT_DISC + (1 if "special_forces" in held else 0) \
        + (3 if "reinforcements" in held and not obs.get("reinforced") else 0)
    return forger_disc is None or best > int(forger_disc)


def card_steps(obs: dict, slot: int) -> int:
    """The most agent steps one unresolved card can give her."""
    card = obs["row"][slot]
    halves = default_decks().actions[card["card"]]
    extension = "extension" in obs["upgrades"]["held"]
    mine = {d["role"]: (half, d) for half, d in enumerate(card["discs"]) if d}
    if "agent" not in mine:
        return 0
    half, _ = mine["agent"]
    forger = mine.get("forger")
    own = _moves_of(halves[half], extension)
    if forger is None or _agent_can_win(obs, forger[1]["disc"]):
        return own + _moves_of(halves[1 - half], extension)
    return 0 if forger[1]["disc"] == POW else own


def agent_reach(obs: dict) -> int:
    """Steps the agent may still take this round after the current decision, plus the ones she
    may take early next round: read from the public agenda and the row."""
    extension = "extension" in obs["upgrades"]["held"]
    steps = NEXT_ROUND_STEPS
    for t in obs["agenda"][1:]:
        kind = t.get("do")
        if kind == "act" and t.get("role") == "agent":
            steps += _moves_of(t["code"], extension)
        elif kind == "agent_step":
            steps += t.get("left", 0)
        elif kind == "wild" and t.get("role") == "agent":
            steps += 1
        elif kind == "fbi_bonus":
            steps += 1 if not obs["upgrades"]["display"] else 0
        elif kind in ("reveal", "settle") and t.get("slot") is not None:
            steps += card_steps(obs, t["slot"]) if kind == "reveal" else 0
    return steps


def reports_of(obs: dict, path, silent: bool = False) -> list[dict]:
    """The radar reports this route makes (as the engine will announce them)."""
    if silent:
        return []
    world, nextgen, reports = default_map(), "next_gen_radar" in obs["upgrades"]["held"], []
    for city in path:
        continent = world.continent_of(city)
        if fires(obs["radars"], reports, continent):
            reports.append({"continent": continent, **({"city": city} if nextgen else {})})
    return reports


def possible_after(obs: dict, path, steps: int, mode: str) -> list[str]:
    """The agent's possible-city set after this route."""
    journalist = mode == "journalist"
    return after_move(obs["possible"], steps, obs["barriers"], obs["radars"],
                      reports_of(obs, path, journalist), ignore_barriers=journalist,
                      silent=journalist)


def capture_risk(agent_city: str, city: str, possible, reach: int) -> float:
    """Rough chance that the agent walks into ``city`` before the forger can move: zero out of
    her reach, else her steps shared among the possible cities she can reach."""
    if distance(agent_city, city) > reach:
        return 0.0
    near = [c for c in possible if distance(agent_city, c) <= reach]
    return min(1.0, max(1, reach) / max(1, len(near)))


def lives(obs: dict) -> int:
    """Captures she can still survive."""
    return sum(not i["flipped"] for i in obs["identities"])


def checks_for(obs: dict, city: str | None) -> list[str]:
    """Her checks that can be cashed in ``city``."""
    if city is None:
        return []
    continent = default_map().continent_of(city)
    return [c for c in obs["checks"]["hand"] or []
            if default_decks().checks[c]["continent"] == continent]


def route_scores(obs: dict, paths, steps: int, mode: str) -> list[float]:
    """How good each route is: safe from the agent's reach, leaving the agent many possible
    cities, far from her, and in a continent where a check of hers can be cashed."""
    reach, sets = agent_reach(obs), {}
    danger = 14.0 if lives(obs) == 0 else 9.0
    scores = []
    for path in paths:
        end = path[-1] if path else obs["forger_city"]
        told = tuple(tuple(sorted(r.items())) for r in reports_of(obs, path))
        if told not in sets:                     # the set depends on the reports only
            sets[told] = possible_after(obs, path, steps, mode)
        possible = sets[told]
        risk = capture_risk(obs["agent_city"], end, possible, reach)
        radar_here = 0.6 if default_map().continent_of(end) in obs["radars"] else 0.0
        scores.append(-danger * risk + SET_WEIGHT * math.log2(len(possible))
                      + 0.5 * min(distance(obs["agent_city"], end), 5)
                      + bank_prospect(obs, end) - radar_here + 0.01 * len(path))
    return scores


def bank_prospect(obs: dict, city: str) -> float:
    """How well placed ``city`` is for cashing: a check of hers cashable there, else how near
    the closest city where one is (more pressing with a full hand)."""
    hand = obs["checks"]["hand"] or []
    if not hand:
        return 0.0
    if checks_for(obs, city):
        return 2.5
    world = default_map()
    wanted = {default_decks().checks[c]["continent"] for c in hand}
    gap = min(distance(city, c) for c, data in world.cities.items()
              if data["continent"] in wanted)
    return -(0.9 if len(hand) >= 4 else 0.5) * gap


def cash_risk(obs: dict, check: str) -> float:
    """The chance of a capture after cashing ``check`` here (her city is announced; a $100k
    check lets her step one road away first)."""
    city, reach = obs["forger_city"], agent_reach(obs)
    if default_decks().checks[check]["value"] > 100_000:
        return capture_risk(obs["agent_city"], city, [city], reach)
    world = default_map()
    options = [c for c in world.neighbours(city)
               if _road(city, c) not in obs["barriers"]] or [city]
    spread = [city, *options]
    return min(capture_risk(obs["agent_city"], c, spread, reach) for c in options)


def _road(a: str, b: str) -> str:
    return "~".join(sorted((a, b)))
