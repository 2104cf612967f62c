"""Legal actions: what each decision offers, one check per rule. The same checks word a
refusal (``illegal``), so a move is offered exactly when no rule forbids it."""

from __future__ import annotations

from functools import lru_cache

from tutor.engine import Action

from .board import destinations_now
from .cards import MAX_OPERATIVES
from .facility import SECRET

MOVES = frozenset({"advance", "retreat"})     # the action cards that move (a set: tested often)
NOTHING = frozenset()
RULE_SELECT = "infiltration.select.choose"
RULE_DELAYED = "infiltration.select.delayed"
STOP = Action("stop")


# ---- selection: one card face down for each operative ------------------------------------
def owns(o: dict, player: int) -> bool:
    """A player selects for their own operatives only (``infiltration.select.choose``)."""
    return o["owner"] == player


def holds(o: dict, card: str) -> bool:
    """The card is in the operative's hand (``infiltration.select.choose``)."""
    return card in o["actions"] or card in o["items"]


def barred(o: dict) -> frozenset:
    """The action cards the operative may not select: Advance and Retreat while delayed
    (``infiltration.select.delayed``)."""
    return MOVES if o["delayed"] else NOTHING


class SelectActions(dict):
    """Card -> the action selecting it for one operative, made on first use and then shared
    (actions are immutable): a plain string-keyed lookup at every selection."""

    def __init__(self, op: int):
        super().__init__()
        self.op = op

    def __missing__(self, card: str) -> Action:
        action = self[card] = Action("select", operative=self.op, card=card)
        return action


SELECT_ACTIONS = tuple(SelectActions(op) for op in range(MAX_OPERATIVES))   # by operative


def selectable(board, op: int) -> list[Action]:
    """The cards ``op`` may select: the action cards it holds that are not barred, then its
    items."""
    o = board.operatives[op]
    no = barred(o)
    actions = [c for c in o["actions"] if c not in no] if no else o["actions"]
    mine = SELECT_ACTIONS[op]
    return [mine[c] for c in actions + o["items"]]


# ---- moving while a card resolves ----------------------------------------------------------
def move_options(state, op: int, direction: str) -> list[str]:
    """Rooms one move away; out of the secret room only back to where the operative came from
    (``infiltration.ruling.secret_retreat``, under the ``secret_exit`` option)."""
    o = state.board.operatives[op]
    found = destinations_now(state.board, o["room"], direction)
    back = state.options["secret_exit"] == "came_from"
    if o["room"] == SECRET and back and o["came_from"] in found:
        return [o["came_from"]]
    return found


@lru_cache(maxsize=None)
def move_to(room: str) -> Action:
    """The (immutable, so shared) action of moving into ``room``."""
    return Action("move_to", room=room)


def room_choices(options: list[str], up_to: bool) -> list[Action]:
    """A move's choice: each room it may enter, and stopping when it moves "up to" n rooms."""
    return [move_to(n) for n in options] + ([STOP] if up_to else [])
