"""Hand-set Infiltration positions for the rule tests."""

from __future__ import annotations

from tutor.engine import Action
from tutor.games.infiltration import GAME
from tutor.games.infiltration.facility import FLOOR1, FLOOR2

FLOOR1_ROOMS = ["lobby", "mail-room", "copy-center", "break-room", "records-office", "it-helpdesk"]
FLOOR2_ROOMS = ["archive", "board-room", "data-vault", "cold-storage", "security-station",
                "executive-elevator"]
SECRET_ROOM = "ai-core"


def layout(**at) -> dict:
    """A full layout: the default rooms above, with ``at`` ("p1_3" = position 1.3) replacing."""
    rooms = dict(zip(FLOOR1 + FLOOR2, FLOOR1_ROOMS + FLOOR2_ROOMS), S=SECRET_ROOM)
    for key, card in at.items():
        node = "S" if key == "S" else key[1:].replace("_", ".")
        twin = next((n for n, c in rooms.items() if c == card), None)
        if twin is not None:                    # already laid out elsewhere: swap the two
            rooms[twin] = rooms[node]
        rooms[node] = card
    return rooms


def make(players: int = 3, rooms: dict | None = None, options: dict | None = None, **spec):
    """A scenario with the default layout (``rooms`` overrides positions, see ``layout``)."""
    return GAME.scenario({"players": players, "layout": layout(**(rooms or {})), **spec},
                         options=options)


def ops(players: int, **by_op) -> list[dict]:
    """Operative entries: ``o1={"room": "1.2"}`` sets operative 1; the rest keep defaults."""
    count = 4 if players == 2 else players
    return [dict(by_op.get(f"o{i}", {})) for i in range(count)]


def select(state, cards: dict) -> list:
    """Every operative in the pending selection(s) selects ``cards[op]``; returns the events."""
    events, start = [], state.board.round
    while state.decision and state.decision.rule == "infiltration.select.choose" \
            and state.board.round == start and state.board.phase == "select":
        for player in list(state.to_act):
            op = next(a.operative for a in state.legal_actions(player))
            events += state.apply(player, Action("select", operative=op, card=cards[op]))
    return events


def answer(state, action: Action) -> list:
    return state.apply(state.to_act[0], action)


def kinds(events) -> list[str]:
    return [e.kind for e in events]
