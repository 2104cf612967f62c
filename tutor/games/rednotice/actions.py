"""Legal actions: what each rule lets a player do now, as the lists the decisions offer (and
``illegal`` explains refusals against). The actions recur all game long, so most are made once
and shared."""

from __future__ import annotations

from functools import lru_cache

from tutor.engine import Action, Decision

from .board import BLACK, MAX_BARRIERS, RADAR_TOKENS, REMOVAL_COST, WHITE
from .cards import DISC_VALUES, default_decks
from .worldmap import default_map

NORMAL, JOURNALIST = "normal", "journalist"      # how the forger moves
WILD_CODES = {"check": "C1", "bank": "B", "security": "S1", "move": "M1"}


@lru_cache(maxsize=None)
def act(kind: str, **params) -> Action:
    """A shared (immutable) Action: the same choices recur all game long."""
    return Action(kind, **params)


def ask(role: str, actions: list, rule: str, prompt: str, **info) -> tuple:
    """A question a step asks: who (a role), which actions (a new list, handed over as it is),
    the rule and prompt, and public info for the UI (the role first). A plain tuple: one is made
    at every decision, and ``pose`` turns it into the Decision."""
    return role, actions, rule, prompt, {"role": role, **info}


def pose(state, question: tuple) -> Decision:
    """The Decision for a question made by ``ask``: the role's seat chooses among its actions."""
    role, actions, rule, prompt, info = question
    return Decision({state.board.seat(role): actions}, rule, prompt, info)


# ---- programming -------------------------------------------------------------------------------
def placements(board, role: str) -> list:
    """Every legal placement: a disc from hand on a free half of a card she has no disc on."""
    free = []                                    # per free half: disc value -> placing action
    for card, (half0, half1) in zip(board.row, board.placed):
        if (half0 and half0["role"] == role) or (half1 and half1["role"] == role):
            continue                             # she already has a disc on this card
        on_card = place_actions(card)
        if half0 is None:
            free.append(on_card[0])
        if half1 is None:
            free.append(on_card[1])
    values = sorted(set(board.discs[role]["hand"]), key=str)
    return [half[v] for v in values for half in free]


@lru_cache(maxsize=None)
def place_actions(card: str) -> tuple[dict, dict]:
    """The (shared) actions placing each disc value on half 0 and on half 1 of ``card``: up to
    24 are offered at every placement, so they are made once per card and looked up."""
    return tuple({disc: Action("place", disc=disc, card=card, half=half) for disc in DISC_VALUES}
                 for half in (0, 1))


# ---- Bank --------------------------------------------------------------------------------------
def cashable(board) -> list[str]:
    checks = default_decks().checks
    continent = default_map().continent_of(board.forger_city)
    return [c for c in board.hand if checks[c]["continent"] == continent]


# ---- Security ----------------------------------------------------------------------------------
def barrier_count(state) -> int:
    b = state.board
    if state.options["black_barriers_count"]:
        return len(b.barriers)
    return sum(1 for colour in b.barriers.values() if colour == WHITE)


def free_roads(board) -> list[str]:
    return [r for r in default_map().roads if r not in board.barriers]


def radar_actions(board, kind: str = "radar") -> list:
    if len(board.radars) >= RADAR_TOKENS:
        return []
    return [act(kind, continent=c) for c in default_map().continents if c not in board.radars]


def barrier_actions(state) -> list:
    """New barriers while fewer than the cap are out, else moving one white barrier."""
    b = state.board
    barred = sorted(default_map().road_index[road] for road in b.barriers)
    if barrier_count(state) < MAX_BARRIERS:
        return _skipping(_barrier_actions(), barred)
    actions = []
    for road, colour in b.barriers.items():
        if colour == WHITE or state.options["move_black_barriers"]:
            actions += _skipping(_move_barrier_actions(road), barred)
    return actions


def _skipping(table: tuple, gaps: list[int]) -> list:
    """The items of ``table`` but those at the sorted positions ``gaps`` (a few barriers among
    many roads: copied a run at a time)."""
    items, start = [], 0
    for gap in gaps:
        items += table[start:gap]
        start = gap + 1
    items += table[start:]
    return items

# The (shared) barrier actions, one per road in the map's road order, looked up by position: a
# Security symbol offers one per free road, or one per (white barrier, free road) pair, well over
# a hundred.
@lru_cache(maxsize=1)
def _barrier_actions() -> tuple[Action, ...]:
    return tuple(Action("barrier", road=road) for road in default_map().roads)


@lru_cache(maxsize=None)
def _move_barrier_actions(barrier: str) -> tuple[Action, ...]:
    """The actions moving the barrier on road ``barrier`` to each road (one table per road)."""
    return tuple(Action("move_barrier", road=barrier, to=road) for road in default_map().roads)


def removals(board) -> list:
    if board.security < REMOVAL_COST:
        return []
    radars = [act("remove_radar", continent=c) for c, col in board.radars.items()
              if col == WHITE]
    barriers = [act("remove_barrier", road=r) for r, col in board.barriers.items()
                if col == WHITE]
    return radars + barriers


def black_barrier_roads(state) -> list[str]:
    """Roads that can take a black barrier: a white one to flip, or a free road within the cap."""
    b = state.board
    flips = [r for r, col in b.barriers.items() if col == WHITE]
    new = free_roads(b) if barrier_count(state) < MAX_BARRIERS else []
    return flips + new


def black_radar_spaces(board) -> list[str]:
    return [c for c in default_map().continents if board.radars.get(c) != BLACK]


# ---- Move --------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def go_actions(city: str) -> tuple:
    """The (shared) actions going from ``city`` to each neighbour, in sorted order (made once
    per city)."""
    return tuple(act("go", city=c) for c in default_map().neighbours(city))


@lru_cache(maxsize=None)
def _walks(city: str, steps: int) -> tuple:
    """Every walk of 0..steps roads from ``city``, depth first over its sorted neighbours, as
    (the roads it takes, the action taking it: the cities after the start, in order). One entry
    per city and step count: barriers only filter these."""
    walks = [(frozenset(), Action("move", path=()))]
    if steps == 0:
        return tuple(walks)
    for n, road, _ in default_map().exits[city]:
        walks += [(roads | {road}, Action("move", path=(n, *move.path)))
                  for roads, move in _walks(n, steps - 1)]
    return tuple(walks)


def forger_moves(board, steps: int, mode: str = NORMAL) -> list[Action]:
    """Her legal moves: every walk of 0..steps roads from her city (crossing no barrier unless
    she travels as the journalist)."""
    walks = _walks(board.forger_city, steps)
    if mode == JOURNALIST or not board.barriers:
        return [move for _, move in walks]
    return [move for roads, move in walks if roads.isdisjoint(board.barriers)]
