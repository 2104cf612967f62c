"""Shorthands the Red Notice lessons share."""

from tutor.engine import Action

GAME_NAME = "rednotice"
ROW = ["A13", "A11", "A06", "A20"]          # C1/S2, C2/S1, M1/S2, C2/S2


def first(observation, legal):
    """A scripted side that takes its first legal choice."""
    return legal[0]


def kind_is(kind: str):
    """A move predicate: any action of ``kind``."""
    return lambda action: action.kind == kind


def place(disc, card: str, half: int) -> Action:
    return Action("place", disc=disc, card=card, half=half)


def discs(forger_hand, agent_hand, forger_placed=(), agent_placed=()):
    """Disc zones: the given hands, the rest of each set (less the placed discs) stacked."""
    full = [1, 1, 2, 2, 3, 4, 4, 5, "POW"]

    def zone(hand, placed):
        stack = list(full)
        for value in list(hand) + list(placed):
            stack.remove(value)
        return {"stack": stack, "hand": list(hand), "used": []}
    return {"forger": zone(forger_hand, forger_placed), "agent": zone(agent_hand, agent_placed)}


def act(role: str, code: str) -> dict:
    """An agenda task: ``role`` carries out one card half."""
    return {"do": "act", "role": role, "code": code}
