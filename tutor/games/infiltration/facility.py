"""The facility as a networkx graph: the V of 6 + 6 rooms, the secret room and the way out.

Nodes are positions: ``1.1`` .. ``1.6`` (first floor, ``1.1`` is the entry room), ``2.1`` ..
``2.6`` (second floor, deeper and deeper), ``S`` (the secret room) and ``out`` (escaped).
Edges carry ``move="advance"`` or ``move="retreat"``. The secret room is linked only to
revealed rooms whose card grants access, and is adjacent to nothing for "adjacent" effects.
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType

import networkx as nx

FLOOR1 = tuple(f"1.{i}" for i in range(1, 7))
FLOOR2 = tuple(f"2.{i}" for i in range(1, 7))
PATH = FLOOR1 + FLOOR2                 # the walking path, from the entrance inwards
ENTRY = PATH[0]
SECRET = "S"
OUTSIDE = "out"
ROOMS = PATH + (SECRET,)               # every room position, entrance first, secret last
ADVANCE, RETREAT = "advance", "retreat"


def floor_of(node: str):
    """1, 2 or "secret"."""
    return "secret" if node == SECRET else int(node[0])


@lru_cache(maxsize=64)
def facility(access: frozenset = frozenset()) -> nx.DiGraph:
    """The graph with secret links from the revealed access rooms in ``access`` (read-only)."""
    graph = nx.DiGraph()
    for node in ROOMS:
        graph.add_node(node, floor=floor_of(node))
    graph.add_node(OUTSIDE, floor=None)
    for deeper, shallower in zip(PATH[1:], PATH):
        graph.add_edge(shallower, deeper, move=ADVANCE)
        graph.add_edge(deeper, shallower, move=RETREAT)
    graph.add_edge(ENTRY, OUTSIDE, move=RETREAT)
    for node in sorted(access):
        graph.add_edge(node, SECRET, move=ADVANCE)
        graph.add_edge(SECRET, node, move=RETREAT)
    return nx.freeze(graph)


@lru_cache(maxsize=64)
def edge_list(access: frozenset = frozenset()) -> tuple:
    """Every edge of ``facility(access)`` as sorted (from, to, move) triples."""
    return tuple(sorted((u, v, d["move"]) for u, v, d in facility(access).edges(data=True)))


def destinations(graph: nx.DiGraph, node: str, move: str) -> list[str]:
    """Where ``move`` leads from ``node``, in path order (the secret room last)."""
    return list(_destinations(graph, node, move))


@lru_cache(maxsize=4096)
def _destinations(graph: nx.DiGraph, node: str, move: str) -> tuple[str, ...]:
    """``destinations`` worked out once per graph (graphs are frozen, and kept by ``facility``;
    a graph is its own key, by identity)."""
    found = [n for n in graph.successors(node) if graph.edges[node, n]["move"] == move]
    return tuple(sorted(found, key=lambda n: (n == OUTSIDE, ROOMS.index(n) if n in ROOMS else 99)))


@lru_cache(maxsize=64)
def ways(access: frozenset = frozenset()) -> MappingProxyType:
    """(node, move) -> ``destinations`` of ``facility(access)``, every pair worked out at once:
    a move then costs one lookup in a read-only table instead of a cached call on the graph."""
    graph = facility(access)
    return MappingProxyType({(node, move): _destinations(graph, node, move)
                             for node in graph for move in (ADVANCE, RETREAT)})


def adjacent(graph: nx.DiGraph, node: str) -> list[str]:
    """Rooms next to ``node`` for "adjacent" effects: path neighbours; the secret room has none."""
    if node == SECRET:
        return []
    neighbours = set(graph.successors(node)) | set(graph.predecessors(node))
    return [n for n in PATH if n in neighbours]


def depth(node: str) -> int:
    """Order of the NPC phase and of drawing: the entrance first, the secret room last."""
    return ROOMS.index(node)
