"""The facility as a networkx graph: the V of 6 + 6 rooms, the secret room and the way out.

Nodes are positions: ``1.1`` .. ``1.6`` (first floor, ``1.1`` is the entry room), ``2.1`` ..
``2.6`` (second floor, deeper and deeper), ``S`` (the secret room) and ``out`` (escaped).
Edges carry ``move="advance"`` or ``move="retreat"``. The secret room is linked only to
revealed rooms whose card grants access, and is adjacent to nothing for "adjacent" effects.
"""

from __future__ import annotations

from functools import lru_cache

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
    found = [n for n in graph.successors(node) if graph.edges[node, n]["move"] == move]
    return sorted(found, key=lambda n: (n == OUTSIDE, ROOMS.index(n) if n in ROOMS else 99))


class Ways(dict):
    """(node, move) -> ``destinations`` in ``facility(access)`` as a tuple, each worked out on
    first use (the graph is frozen): a move then costs one dict lookup."""

    def __init__(self, access: frozenset):
        super().__init__()
        self.graph = facility(access)

    def __missing__(self, key: tuple[str, str]) -> tuple[str, ...]:
        found = self[key] = tuple(destinations(self.graph, *key))
        return found


@lru_cache(maxsize=64)
def ways(access: frozenset = frozenset()) -> Ways:
    """The move table of ``facility(access)``, one per set of access rooms."""
    return Ways(access)


def adjacent(graph: nx.DiGraph, node: str) -> list[str]:
    """Rooms next to ``node`` for "adjacent" effects: path neighbours; the secret room has none."""
    if node == SECRET:
        return []
    neighbours = set(graph.successors(node)) | set(graph.predecessors(node))
    return [n for n in PATH if n in neighbours]


def depth(node: str) -> int:
    """Order of the NPC phase and of drawing: the entrance first, the secret room last."""
    return ROOMS.index(node)
