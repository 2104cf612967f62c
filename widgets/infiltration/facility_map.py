"""The facility zone of the Infiltration table: the room V laid out from the facility graph.

The graph is rebuilt from the observation (its ``rooms`` with their floors and its ``edges``);
``arms`` walks it from the entry room along Advance corridors, so the first-floor rooms form
the first arm (the entry room at its top, "Outside" above it) and the second-floor rooms come
back up the second arm, the deepest room at its top; the secret room stands apart in the open
middle of the V, joined by dashed lines only to the rooms whose edges lead there. Every
corridor of the graph is a line. Each room's operatives and NPCs stand in a strip under it,
and a row of the V is as tall as its fullest room needs, so nothing overlaps.
"""

from __future__ import annotations

from dataclasses import replace

import networkx as nx

from tutor.games.infiltration.facility import ADVANCE, OUTSIDE, SECRET

from ..table import Line, MapLayout, Piece, Zone
from .pieces import occupants, room_id, room_piece
from .text import ui

WIDTH = 100                   # map units across
CARD = (30, 11)               # a room card, in map units
X0, SLANT = 16, 3             # the first arm's x at the top row, and its step per row
TOKEN_STEP, TOKEN_ROW = 10.5, 6.5   # token spacing across and down (map units)
PER_ROW = 3                   # tokens side by side under a room
GAP, TOP, NOTE = 2.5, 1.5, 7  # between rows, above the first row, the secret room's note


def graph_of(obs: dict) -> nx.DiGraph:
    """The facility graph of the observation: rooms with their floor, Outside, every edge."""
    graph = nx.DiGraph()
    for room in obs["rooms"]:
        graph.add_node(room["room"], floor=room["floor"])
    graph.add_node(OUTSIDE, floor=None)
    graph.add_edges_from((u, v, {"move": move}) for u, v, move in obs["edges"])
    return graph


def entry_of(graph: nx.DiGraph) -> str:
    """The room whose Retreat leads outside."""
    return next(u for u, v in graph.in_edges(OUTSIDE))


def arms(graph: nx.DiGraph) -> tuple[list[str], list[str]]:
    """The first-floor and second-floor rooms, each in walking order from the entry room
    (by distance along Advance corridors); the secret room belongs to neither arm."""
    advance = nx.DiGraph([(u, v) for u, v, d in graph.edges(data=True) if d["move"] == ADVANCE])
    entry = entry_of(graph)
    advance.add_node(entry)
    distance = nx.single_source_shortest_path_length(advance, entry)
    walk = sorted(distance, key=lambda n: (distance[n], n))
    floor = nx.get_node_attributes(graph, "floor")
    return [n for n in walk if floor.get(n) == 1], [n for n in walk if floor.get(n) == 2]


def rows_of(graph: nx.DiGraph) -> list[list[tuple[str, float]]]:
    """The V row by row as (node, x): Outside and the secret room on top, then each first-floor
    room beside the second-floor room at the same height (the deepest at the top)."""
    first, second = arms(graph)
    rows = [[(OUTSIDE, X0)] + ([(SECRET, WIDTH / 2)] if SECRET in graph else [])]
    for r in range(1, max(len(first), len(second)) + 1):
        row = []
        if r <= len(first):
            row.append((first[r - 1], X0 + SLANT * r))
        k = len(second) - r                      # the second arm climbs back up
        if 0 <= k < len(second):
            row.append((second[k], WIDTH - X0 - SLANT * r))
        rows.append(row)
    return rows


def strip_rows(count: int) -> int:
    """Rows of tokens under a room holding ``count`` pieces."""
    return -(-count // PER_ROW)


def layout(graph: nx.DiGraph, counts: dict[str, int]) -> tuple[dict[str, tuple], float]:
    """Each node's card centre and the map's height, given how many tokens stand at each node."""
    at, y = {}, TOP
    for r, row in enumerate(rows_of(graph)):
        need = max(strip_rows(counts.get(n, 0)) for n, _ in row) * TOKEN_ROW
        if r == 0 and SECRET in graph:
            need = max(need, strip_rows(counts.get(SECRET, 0)) * TOKEN_ROW + NOTE)
        for node, x in row:
            at[node] = (x, round(y + CARD[1] / 2, 2))
        y += CARD[1] + need + GAP
    return at, round(y, 2)


def strip(pieces: list[Piece], centre: tuple) -> list[Piece]:
    """``pieces`` placed in rows of PER_ROW under the card centred at ``centre``."""
    x, y = centre
    placed = []
    for i, piece in enumerate(pieces):
        row, col = divmod(i, PER_ROW)
        in_row = min(PER_ROW, len(pieces) - row * PER_ROW)
        dx = (col - (in_row - 1) / 2) * TOKEN_STEP
        dy = CARD[1] / 2 + TOKEN_ROW * (row + 0.5)
        placed.append(replace(piece, at=(round(x + dx, 2), round(y + dy, 2))))
    return placed


def corridors(graph: nx.DiGraph, at: dict) -> tuple[Line, ...]:
    """One line per corridor (a pair of nodes joined by an edge); dashed into the secret room."""
    pairs = sorted({tuple(sorted((u, v))) for u, v in graph.edges() if u in at and v in at})
    return tuple(Line((at[u], at[v]), "dashed" if SECRET in (u, v) else "road")
                 for u, v in pairs)


def secret_note(obs: dict, graph: nx.DiGraph, centre: tuple, tokens: int, lang: str) -> Piece:
    """Under the secret room: which revealed rooms lead into it (the graph's Advance edges)."""
    access = sorted(u for u, _ in graph.in_edges(SECRET)
                    if graph.edges[u, SECRET]["move"] == ADVANCE)
    sep = "、" if lang == "ja" else ", "
    if access:
        short = ui("secret_way_in", lang, rooms=sep.join(access))
        text = ui("secret_from", lang, rooms=sep.join(access))
    else:
        short, text = ui("secret_no_way", lang), ui("secret_none", lang)
    x, y = centre
    y += CARD[1] / 2 + strip_rows(tokens) * TOKEN_ROW + NOTE / 2 + 0.5
    return Piece("secret", kind="note", label=ui("secret_short", lang), sub=short,
                 name=ui("secret", lang), text=text,
                 at=(x, round(y, 2)))


def facility_zone(obs: dict, lang: str) -> Zone:
    """The whole facility as one map zone: rooms, Outside, corridors, who stands where."""
    graph = graph_of(obs)
    rooms = {r["room"]: r for r in obs["rooms"]}
    people = {node: occupants(obs, node, lang) for node in graph}
    at, height = layout(graph, {n: len(p) for n, p in people.items()})
    pieces = []
    for node in at:
        if node == OUTSIDE:
            card = Piece(room_id(OUTSIDE), kind="slot", label=ui("outside", lang),
                         sub=ui("outside_sub", lang), name=ui("outside", lang))
        else:
            card = room_piece(obs, rooms[node], lang)
        pieces.append(replace(card, at=at[node]))
        pieces += strip(people[node], at[node])
        if node == SECRET:
            pieces.append(secret_note(obs, graph, at[node], len(people[node]), lang))
    return Zone("facility", ui("facility", lang), tuple(pieces), wide=True,
                map=MapLayout(WIDTH, height, corridors(graph, at), card=CARD, token=34,
                              max_width=600))
