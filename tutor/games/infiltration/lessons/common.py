"""Shorthands the Infiltration lessons share: actions, a fixed facility and operative entries."""

from tutor.engine import Action
from tutor.lessons import T

GAME_NAME = "infiltration"
P = "infiltration."
FLOOR1 = ["1.1", "1.2", "1.3", "1.4", "1.5", "1.6"]
ROOMS = {"1.1": "lobby", "1.2": "mail-room", "1.3": "copy-center", "1.4": "break-room",
         "1.5": "records-office", "1.6": "it-helpdesk", "2.1": "archive", "2.2": "board-room",
         "2.3": "data-vault", "2.4": "cold-storage", "2.5": "security-station",
         "2.6": "executive-elevator", "S": "ai-core"}


def select(operative: int, card: str) -> Action:
    """Operative ``operative`` selects ``card`` face down."""
    return Action("select", operative=operative, card=card)


def layout(**at) -> dict:
    """The lessons' facility with some positions replaced ("p1_3" = position 1.3, "S")."""
    rooms = dict(ROOMS)
    for key, card in at.items():
        node = "S" if key == "S" else key[1:].replace("_", ".")
        twin = next((n for n, c in rooms.items() if c == card), None)
        if twin is not None:
            rooms[twin] = rooms[node]
        rooms[node] = card
    return rooms


def operatives(count: int, **by_op) -> list[dict]:
    """Operative entries: ``o1={"room": "1.2"}`` sets operative 1, the rest keep defaults."""
    return [dict(by_op.get(f"o{i}", {})) for i in range(count)]


def only(card: str, en: str, ja: str, rule: str):
    """A "why not" for every other legal move: this step practises ``card``."""
    return {"*": (rule, T(en, ja))}
