"""Shorthands the Persona Non Grata lessons share: actions and move predicates."""

from tutor.engine import Action
from tutor.games.persona.cards import DOWNLOAD, value_of
from tutor.games.persona.texts import card_name
from tutor.lessons import T

GAME_NAME = "persona"


def play(card: str, action: str) -> Action:
    """Pair information card ``card`` with action card ``action`` (the action's kind)."""
    return Action(action, card=card)


def steal(card: str, victim: int) -> Action:
    """Steal ``card`` from ``victim``'s play area."""
    return Action("steal", card=card, victim=victim)


def give_key(to: int) -> Action:
    return Action("give_key", to=to)


def rank_tie(first: int, second: int) -> Action:
    return Action("rank_tie", first=first, second=second)


def discard(card: str) -> Action:
    return Action("discard", card=card)


def activate(card: str) -> Action:
    return Action("activate", card=card)


def with_action(kind: str):
    """A move predicate: any play that uses action card ``kind``."""
    return lambda action: action.kind == kind


def richest_steal(observation: dict, legal: list) -> Action:
    """A scripted thief takes the most valuable card offered (first one on a tie)."""
    return max(legal, key=lambda a: value_of(a.card) if a.kind == "steal" else -1)


def best_download(observation: dict, legal: list) -> Action:
    """A scripted player downloads the most valuable card it holds (first one on a tie)."""
    downloads = [a for a in legal if a.kind == DOWNLOAD] or legal
    return max(downloads, key=lambda a: value_of(a.card))


def naming(step_id: str, text: T):
    """A ``narrate`` function: ``text`` with ``{card}`` replaced by the name of the card the
    learner played at ``step_id``, in each language."""
    def narrate(moves: dict) -> T:
        card = moves[step_id].card
        return T(text.en.format(card=card_name(card, "en")),
                 text.ja.format(card=card_name(card, "ja")))
    return narrate
