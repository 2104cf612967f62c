"""The tutor's own map and decks: the shipped data, the graph, and the loaders' validation."""

import copy
import json

import networkx as nx
import pytest

from tutor.games.rednotice.cards import (DECKS_FILE, default_decks, half_kind,
                                              half_symbols, parse_decks)
from tutor.games.rednotice.worldmap import MAP_FILE, MapDataError, default_map, parse_map

MAP = json.loads(MAP_FILE.read_text(encoding="utf-8"))
DECKS = json.loads(DECKS_FILE.read_text(encoding="utf-8"))


def test_the_map_is_the_proposal_thirty_cities_forty_nine_roads_six_continents():
    world = default_map()
    g = world.graph
    assert len(g) == 30 and g.number_of_edges() == 49 and len(world.continents) == 6
    assert nx.is_connected(g) and nx.diameter(g) == 8
    assert all(2 <= d <= 5 for _, d in g.degree())
    assert all(sum(1 for c in world.cities.values() if c["continent"] == k) == 5
               for k in world.continents)
    assert g.has_edge("los_angeles", "beijing") and "beijing~los_angeles" in world.wrap
    assert world.name["en"] == "The tutor's own world map"


def test_every_city_and_continent_has_english_and_japanese_names():
    world = default_map()
    for entry in list(world.cities.values()) + list(world.continents.values()):
        assert entry["name"]["en"] and entry["name"]["ja"] != entry["name"]["en"]


def test_reachability_respects_barriers():
    world = default_map()
    assert world.within("paris", 1) == {"paris", "london", "madrid", "rome"}
    assert world.within("paris", 1, {"london~paris"}) == {"paris", "madrid", "rome"}
    assert "paris" not in world.at_least("new_york", 3) and "cairo" in world.at_least("new_york", 3)


def test_the_decks_are_the_proposal():
    decks = default_decks()
    assert len(decks.checks) == 36 and len(decks.actions) == 20
    assert sorted(decks.discs, key=str) == sorted([1, 1, 2, 2, 3, 4, 4, 5, "POW"], key=str)
    halves = [h for pair in decks.actions.values() for h in pair]
    counts = {code: halves.count(code) for code in set(halves)}
    assert counts == {"M1": 6, "M2": 4, "C1": 5, "C2": 4, "S1": 5, "S2": 4, "B": 7, "W": 5}
    assert half_kind("M2") == "move" and half_symbols("M2") == 2 and half_symbols("B") == 1


def broken(edit):
    data = copy.deepcopy(MAP)
    edit(data)
    return data


@pytest.mark.parametrize("edit, words", [
    (lambda d: d.update(format="x"), "not a map file"),
    (lambda d: d["cities"][0].update(continent="ZZ"), "continent 'ZZ'"),
    (lambda d: d["cities"][1].update(id=d["cities"][0]["id"]), "repeated city id"),
    (lambda d: d["roads"].append(["paris", "atlantis"]), "unknown city"),
    (lambda d: d["roads"].append(["paris", "paris"]), "itself"),
    (lambda d: d["roads"].append(["london", "paris"]), "appears twice"),
    (lambda d: d["cities"][0]["name"].pop("ja"), "needs a name"),
    (lambda d: d["cities"][0].update(pos=[5000, 1]), "outside the map"),
    (lambda d: d["continents"][0].update(colour="blue"), "colour"),
    (lambda d: d.update(roads=[r for r in d["roads"] if "auckland" not in r]), "connected"),
    (lambda d: d.update(agent_start="atlantis"), "agent_start"),
    (lambda d: d.update(wrap=[["paris", "tokyo"]]), "wrap"),
])
def test_a_broken_map_file_is_refused_saying_what_is_wrong(edit, words):
    with pytest.raises(MapDataError, match=words):
        parse_map(broken(edit))


@pytest.mark.parametrize("edit, words", [
    (lambda d: d.update(format="x"), "not a decks file"),
    (lambda d: d["actions"].append(["M3", "B"]), "bad half"),
    (lambda d: d.update(discs=[1, 2, 7]), "discs"),
    (lambda d: d["checks"].append({"value": 150, "per_continent": 1}), "thousands"),
    (lambda d: d.update(actions=d["actions"][:2]), "at least 4"),
])
def test_a_broken_decks_file_is_refused_saying_what_is_wrong(edit, words):
    data = copy.deepcopy(DECKS)
    edit(data)
    with pytest.raises(MapDataError, match=words):
        parse_decks(data, list(default_map().continents))
