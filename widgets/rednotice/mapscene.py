"""The map zone of the Red Notice table: cities, radar spaces, roads and the pieces on them.

Drawn from one observation and the map data (``worldmap.default_map()``): cities coloured by
continent, roads as lines at the map's drawing positions (the road across the map's edge as two
dashed halves), a clickable point on every road (its barrier, white or black, when there is
one), each continent's radar space, the agent, and the forger with her route only when the
observation is hers. The possible-city shading appears when the observation's option says so.
"""

from __future__ import annotations

from functools import lru_cache

from tutor.engine.text import list_sep
from tutor.games.rednotice import texts as words
from tutor.games.rednotice.worldmap import default_map, road_cities

from ..table import Line, MapLayout, Piece, Zone
from .maplabels import label_sides
from .words import (AGENT_HERE, BARRIER_ON, CASHED_HERE, FORGER_HERE, MAP, MAY_BE, POSSIBLE,
                    RADAR_ON, RADAR_SPACE, ROAD, SEARCHED)

AGENT_INK = "#1565c0"
FORGER_INK = "#c62828"
POSSIBLE_INK = "#ffc107"
ITEM_INK = {"white": "#ffffff", "black": "#111111"}
TOP = 20                          # room above the highest radar space for its ring


def road_piece_id(key: str) -> str:
    return f"road-{key}"


def radar_piece_id(continent: str) -> str:
    return f"radar-{continent}"


def _point(city: str) -> tuple:
    x, y = default_map().cities[city]["pos"]
    return (x, y + TOP)


@lru_cache(maxsize=1)
def _road_lines() -> tuple[tuple, dict]:
    """A line per road (two dashed halves for a road across the edge) and each road's point."""
    world = default_map()
    width = world.size[0]
    lines, points = [], {}
    for key in world.roads:
        a, b = (_point(c) for c in road_cities(key))
        if key in world.wrap:
            left, right = sorted((a, b))
            mid = (left[1] + right[1]) / 2
            lines += [Line((left, (0, mid)), "dashed"), Line((right, (width, mid)), "dashed")]
            points[key] = (left[0] / 2, (left[1] + mid) / 2)
        else:
            lines.append(Line((a, b)))
            points[key] = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    return tuple(lines), points


def _roads(obs: dict, lang: str, points: dict) -> list[Piece]:
    out = []
    for key, at in points.items():
        colour = obs["barriers"].get(key)
        road = words.road(key, lang)
        if colour:
            out.append(Piece(road_piece_id(key), kind="token", color=ITEM_INK[colour], at=at,
                             name=BARRIER_ON.get(lang).format(
                                 colour=words.TEXTS.tr(f"colour.{colour}", lang), road=road)))
        else:
            out.append(Piece(road_piece_id(key), kind="slot", at=at,
                             name=ROAD.get(lang).format(road=road)))
    return out


def _cities(obs: dict, lang: str) -> list[Piece]:
    world = default_map()
    possible = set(obs["possible"]) if obs["show_possible"] else set()
    searched = {c["city"] for c in obs["clues"] if c["kind"] == "search"} \
        if obs["show_history"] else set()
    cashed = {c["city"] for c in obs["checks"]["cashed"]}
    sides, out = label_sides(lang, TOP), []
    for cid, data in world.cities.items():
        notes = [words.continent(data["continent"], lang)]
        icon = ""
        if cid in possible:
            notes.append(MAY_BE.get(lang))
        if cid in searched:
            notes.append(SEARCHED.get(lang))
            icon = "✕"
        if cid in cashed:
            notes.append(CASHED_HERE.get(lang))
            icon = "$"
        name = data["name"][lang]
        out.append(Piece(cid, kind="token", label=name, icon=icon, at=_point(cid),
                         color=world.continents[data["continent"]]["colour"],
                         halo=POSSIBLE_INK if cid in possible else "",
                         label_side=sides[cid], name=f"{name} ({list_sep(lang).join(notes)})"))
    return out


def _radars(obs: dict, lang: str) -> list[Piece]:
    sides, out = label_sides(lang, TOP), []
    for cid, data in default_map().continents.items():
        x, y = data["radar"]
        colour = obs["radars"].get(cid)
        continent = data["name"][lang]
        name = (RADAR_ON.get(lang).format(colour=words.TEXTS.tr(f"colour.{colour}", lang),
                                          continent=continent)
                if colour else RADAR_SPACE.get(lang).format(continent=continent))
        out.append(Piece(radar_piece_id(cid), kind="token", label=continent,
                         icon="◉" if colour else "", at=(x, y + TOP),
                         color=ITEM_INK.get(colour, "var(--rt-panel)"), halo=data["colour"],
                         label_side=sides[cid], name=name))
    return out


def _people(obs: dict, lang: str) -> tuple[list[Piece], list[Line]]:
    """The agent (always) and the forger with her recent route (her own observation only)."""
    x, y = _point(obs["agent_city"])
    agent_city = words.city(obs["agent_city"], lang)
    people = [Piece("agent", kind="token", icon="FBI", color=AGENT_INK, at=(x - 13, y - 22),
                    name=f"{AGENT_HERE.get(lang)}: {agent_city}")]
    lines = []
    city = obs.get("forger_city")
    if city:
        x, y = _point(city)
        people.append(Piece("forger", kind="token", icon="★", color=FORGER_INK,
                            at=(x + 13, y - 22),
                            name=f"{FORGER_HERE.get(lang)}: {words.city(city, lang)}"))
        route = [c for entry in obs.get("trail", [])[-2:] for c in entry["cities"]]
        if len(route) > 1:
            lines.append(Line(tuple(_point(c) for c in route), "trail"))
    return people, lines


def map_zone(obs: dict, lang: str) -> Zone:
    """The whole map as one zone of the table, titled as the tutor's own map."""
    world = default_map()
    width, height = world.size
    lines, points = _road_lines()
    people, trail = _people(obs, lang)
    # the cities above the radar spaces (a tap between the two goes to the city), the people
    # last, above the cities (the board's CSS keeps barrier markers on top)
    pieces = _roads(obs, lang, points) + _radars(obs, lang) + _cities(obs, lang) + people
    label = MAP.get(lang) + (f" · {POSSIBLE.get(lang)}" if obs["show_possible"] else "")
    return Zone("map", label, tuple(pieces), wide=True,
                map=MapLayout(width, height + TOP + 12, lines + tuple(trail)))
