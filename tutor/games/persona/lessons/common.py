"""Shorthands the Persona Non Grata lessons share: actions and move predicates."""

from tutor.engine import Action
from tutor.games.persona.cards import value_of

GAME_NAME = "persona"
DOWNLOAD, ENCRYPT, SEND_LEFT, SEND_RIGHT = "download", "encrypt", "send_left", "send_right"


def play(info: str, action: str) -> Action:
    """Pair information card ``info`` with action card ``action``."""
    return Action("play", info=info, action=action)


def steal(card: str) -> Action:
    return Action("steal", card=card)


def give_key(player: int) -> Action:
    return Action("give_key", player=player)


def rank_tie(first: int, second: int) -> Action:
    return Action("rank_tie", first=first, second=second)


def discard(card: str) -> Action:
    return Action("discard", card=card)


def activate(card: str) -> Action:
    return Action("activate", card=card)


def with_action(kind: str):
    """A move predicate: any play that uses action card ``kind``."""
    return lambda action: action.kind == "play" and action.get("action") == kind


def richest_steal(observation: dict, legal: list) -> Action:
    """A scripted thief takes the most valuable card offered (first one on a tie)."""
    return max(legal, key=lambda a: value_of(a.card) if a.kind == "steal" else -1)
