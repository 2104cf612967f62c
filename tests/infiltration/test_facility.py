"""The facility graph: the V of 6 + 6 rooms, the way out, and secret links from revealed access
rooms only."""

import networkx as nx
import pytest

from tutor.engine import Action
from tutor.games.infiltration.facility import (ADVANCE, ENTRY, OUTSIDE, PATH, RETREAT, SECRET,
                                               adjacent, destinations, facility)

from .helpers import make, ops, select


def test_the_path_runs_from_the_entrance_through_both_floors_and_out():
    graph = facility()
    assert list(nx.shortest_path(graph, ENTRY, "2.6")) == list(PATH)
    assert destinations(graph, ENTRY, RETREAT) == [OUTSIDE]
    assert destinations(graph, "1.6", ADVANCE) == ["2.1"]
    assert destinations(graph, "2.6", ADVANCE) == []
    assert SECRET not in nx.descendants(graph, ENTRY)


def test_secret_links_come_only_from_access_rooms():
    graph = facility(frozenset({"1.4", "2.5"}))
    assert destinations(graph, "1.4", ADVANCE) == ["1.5", SECRET]
    assert destinations(graph, SECRET, RETREAT) == ["1.4", "2.5"]
    assert destinations(graph, SECRET, ADVANCE) == []
    assert adjacent(graph, SECRET) == [] and adjacent(graph, ENTRY) == ["1.2"]
    with pytest.raises(nx.NetworkXError):
        graph.add_edge("1.1", SECRET)                # shared graphs are frozen


def test_an_access_room_must_be_face_up_to_lead_into_the_secret_room():
    state = make(3, {"p1_2": "maintenance-shaft"}, operatives=ops(3))
    select(state, {0: "advance", 1: "interface", 2: "interface"})
    assert state.board.operatives[0]["room"] == "1.2"       # it was face down: no choice
    select(state, {0: "advance", 1: "interface", 2: "interface"})
    assert state.legal_actions(0) == [Action("move_to", room="1.3"),
                                      Action("move_to", room="S")]
