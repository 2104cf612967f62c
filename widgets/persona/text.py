"""Names of cards, companies, action cards and seats for the Persona app, from the game's text
files (``tutor/games/persona/text``); unknown values read as they are, so a display never fails.
"""

from __future__ import annotations

from typing import Any

from tutor.engine.text import Seat
from tutor.games.persona.cards import is_known_card
from tutor.games.persona.texts import TEXTS, seats_text, sep
from tutor.games.persona.texts import card_name as _card_name
from tutor.lessons import T

__all__ = ["as_t", "card_name", "players_text", "sep", "who"]


def as_t(key: str) -> T:
    """A one-form message of the game's texts as a ``T`` (for the shared app widgets)."""
    entry = TEXTS.messages[key]
    return T(entry["en"], entry["ja"])


def card_name(card: Any, lang: str) -> str:
    """"Biolife Director 5"; an unknown value as it is."""
    return _card_name(card, lang) if is_known_card(card) else str(card)


def who(player: Any, lang: str, viewer: int | None) -> str:
    """A seat as the viewer names it ("You", "Player 2"); anything else as it is."""
    if type(player) is not int:
        return str(player)
    return TEXTS.tr("seat", lang, viewer, player=Seat(player))


def players_text(players, lang: str, viewer: int | None) -> str:
    return seats_text(players, lang, viewer)
