"""The world map: a validated data file (``data/map.json``) and the networkx graph built from it.

The file holds continents (name, colour, radar space), cities (name, continent, drawing position),
roads and the roads drawn across the map's edge. The shipped file is the tutor's own map, not the
printed board; a transcription of the real board in the same format replaces it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import compress
from pathlib import Path

import networkx as nx

MAP_FILE = Path(__file__).with_name("data") / "map.json"
MAP_FORMAT = "rules-tutor/rednotice-map"
LANGUAGES = ("en", "ja")


class MapDataError(ValueError):
    """A map file that breaks the format described in this module."""


def road_key(a: str, b: str) -> str:
    """The stable id of the road between two cities: both ids sorted, joined by ``~``."""
    return "~".join(sorted((a, b)))


def road_cities(key: str) -> tuple[str, str]:
    a, _, b = key.partition("~")
    return a, b


@dataclass(frozen=True)
class WorldMap:
    """A loaded map: plain data plus the graph used for legality."""

    name: dict
    note: dict
    size: tuple
    agent_start: str
    continents: dict            # id -> {"name", "colour", "radar"}
    cities: dict                # id -> {"name", "continent", "pos"}
    roads: tuple                # road keys, in file order
    wrap: frozenset             # road keys drawn across the map edge

    @cached_property
    def graph(self) -> nx.Graph:
        """Cities as nodes (with ``continent``), roads as edges (with ``road`` = the key)."""
        g = nx.Graph()
        for city, data in self.cities.items():
            g.add_node(city, continent=data["continent"])
        for key in self.roads:
            g.add_edge(*road_cities(key), road=key)
        return g

    @cached_property
    def exits(self) -> dict:
        """city -> [(neighbour, road key, neighbour's continent)], sorted (for fast searches)."""
        return {c: [(n, road_key(c, n), self.cities[n]["continent"])
                    for n in sorted(self.graph.neighbors(c))] for c in self.cities}

    @cached_property
    def road_index(self) -> dict:
        """road key -> its position in ``roads``."""
        return {key: i for i, key in enumerate(self.roads)}

    def continent_of(self, city: str) -> str:
        return self.cities[city]["continent"]

    def neighbours(self, city: str) -> list[str]:
        return sorted(self.graph.neighbors(city))

    def distance(self, a: str, b: str) -> int:
        """Roads between two cities (looked up: the rules bot asks some 2,000 times a game)."""
        return self._distances[a][b]

    @cached_property
    def _distances(self) -> dict:
        return dict(nx.all_pairs_shortest_path_length(self.graph))

    def at_least(self, origin: str, steps: int) -> list[str]:
        """Cities at least ``steps`` roads from ``origin``."""
        return sorted(c for c, d in self._distances[origin].items() if d >= steps)

    def within(self, origin: str, steps: int, blocked=frozenset()) -> set[str]:
        """Cities within ``steps`` roads of ``origin``, avoiding the ``blocked`` roads."""
        seen, frontier = {origin}, {origin}
        for _ in range(steps):
            frontier = {n for c in frontier for n in self.graph.neighbors(c)
                        if road_key(c, n) not in blocked} - seen
            seen |= frontier
        return seen

    def city_ids(self) -> list[str]:
        return list(self.cities)

    # ---- sets of cities as bit masks (bit i: the i-th city id in sorted order), for searches
    @cached_property
    def sorted_cities(self) -> tuple[str, ...]:
        return tuple(sorted(self.cities))

    @cached_property
    def city_bit(self) -> dict:
        """city -> its bit."""
        return {city: 1 << i for i, city in enumerate(self.sorted_cities)}

    @cached_property
    def continent_mask(self) -> dict:
        """continent -> the mask of its cities."""
        masks = dict.fromkeys(self.continents, 0)
        for city, data in self.cities.items():
            masks[data["continent"]] |= self.city_bit[city]
        return masks

    @cached_property
    def neighbour_masks(self) -> tuple[int, ...]:
        """bit index -> the mask of that city's neighbours."""
        return tuple(self.mask_of(self.graph.neighbors(c)) for c in self.sorted_cities)

    @cached_property
    def _road_bits(self) -> dict:
        """road key -> (bit index of one end, bit index of the other)."""
        index = {city: i for i, city in enumerate(self.sorted_cities)}
        return {key: tuple(index[c] for c in road_cities(key)) for key in self.roads}

    def open_neighbour_masks(self, barred) -> list[int]:
        """``neighbour_masks`` without the roads in ``barred`` (road keys)."""
        masks = list(self.neighbour_masks)
        for road in barred:
            if road in self._road_bits:
                a, b = self._road_bits[road]
                masks[a] &= ~(1 << b)
                masks[b] &= ~(1 << a)
        return masks

    def mask_of(self, cities) -> int:
        mask = 0
        for city in cities:
            mask |= self.city_bit[city]
        return mask

    def cities_in(self, mask: int) -> list[str]:
        """The cities of a mask, sorted (compress keeps those whose bit ``mask`` has set)."""
        return list(compress(self.sorted_cities, map(mask.__and__, self.city_bit.values())))


def _need(condition: bool, message: str) -> None:
    if not condition:
        raise MapDataError(message)


def _names(entry: dict, what: str) -> dict:
    names = entry.get("name")
    _need(isinstance(names, dict) and all(isinstance(names.get(l), str) and names[l]
                                          for l in LANGUAGES),
          f"{what} needs a name in {' and '.join(LANGUAGES)}")
    return dict(names)


def _point(value, size, what: str) -> tuple:
    _need(isinstance(value, list) and len(value) == 2
          and all(isinstance(v, (int, float)) for v in value), f"{what} must be [x, y]")
    _need(0 <= value[0] <= size[0] and 0 <= value[1] <= size[1],
          f"{what} {value} lies outside the map size {list(size)}")
    return tuple(value)


def _continents(data: dict, size) -> dict:
    entries = data.get("continents")
    _need(isinstance(entries, list) and entries, "continents must be a non-empty list")
    out = {}
    for entry in entries:
        cid = entry.get("id")
        _need(isinstance(cid, str) and cid and cid not in out,
              f"bad or repeated continent id {cid!r}")
        colour = entry.get("colour")
        _need(isinstance(colour, str) and colour.startswith("#") and len(colour) == 7,
              f"continent {cid}: colour must look like #3b7dd8")
        out[cid] = {"name": _names(entry, f"continent {cid}"), "colour": colour,
                    "radar": _point(entry.get("radar"), size, f"continent {cid} radar space")}
    return out


def _cities(data: dict, continents: dict, size) -> dict:
    entries = data.get("cities")
    _need(isinstance(entries, list) and entries, "cities must be a non-empty list")
    out = {}
    for entry in entries:
        cid = entry.get("id")
        _need(isinstance(cid, str) and cid and "~" not in cid and cid not in out,
              f"bad or repeated city id {cid!r}")
        _need(entry.get("continent") in continents,
              f"city {cid}: continent {entry.get('continent')!r} is not one of {list(continents)}")
        out[cid] = {"name": _names(entry, f"city {cid}"), "continent": entry["continent"],
                    "pos": _point(entry.get("pos"), size, f"city {cid} position")}
    for continent in continents:
        _need(any(c["continent"] == continent for c in out.values()),
              f"continent {continent} has no city")
    return out


def _roads(pairs, cities: dict, what: str) -> list[str]:
    _need(isinstance(pairs, list), f"{what} must be a list of [city, city] pairs")
    keys = []
    for pair in pairs:
        _need(isinstance(pair, list) and len(pair) == 2, f"{what}: {pair!r} is not a pair")
        a, b = pair
        _need(a in cities and b in cities, f"{what}: {pair!r} names an unknown city")
        _need(a != b, f"{what}: {pair!r} joins a city to itself")
        key = road_key(a, b)
        _need(key not in keys, f"{what}: the road {a}-{b} appears twice")
        keys.append(key)
    return keys


def parse_map(data: dict) -> WorldMap:
    """Validate map data (a dict in the file's format) and build the ``WorldMap``."""
    _need(isinstance(data, dict) and data.get("format") == MAP_FORMAT,
          f"not a map file: expected format {MAP_FORMAT!r}")
    size = data.get("size")
    _need(isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) and v > 0
                                                            for v in size), "size must be [w, h]")
    continents = _continents(data, size)
    cities = _cities(data, continents, size)
    roads = _roads(data.get("roads"), cities, "roads")
    wrap = _roads(data.get("wrap", []), cities, "wrap")
    _need(set(wrap) <= set(roads), "every wrap road must also be listed in roads")
    start = data.get("agent_start")
    _need(start in cities, f"agent_start {start!r} is not a city")
    world = WorldMap(_names(data, "the map"), _names({"name": data.get("note")}, "the note"),
                     tuple(size), start, continents, cities, tuple(roads), frozenset(wrap))
    _need(nx.is_connected(world.graph), "the map must be connected (every city reachable)")
    lonely = [c for c in cities if world.graph.degree(c) < 1]
    _need(not lonely, f"cities without a road: {lonely}")
    return world


def load_map(path: str | Path = MAP_FILE) -> WorldMap:
    """Read and validate a map file."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as err:
        raise MapDataError(f"{Path(path).name}: not JSON ({err})") from None
    return parse_map(data)


@lru_cache(maxsize=1)
def default_map() -> WorldMap:
    """The tutor's own map, loaded once."""
    return load_map()
