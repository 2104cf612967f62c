"""Log sentences for Persona Non Grata events (``tutor.games.persona.narrate``), safe for display:
an event a sentence cannot phrase gets the generic sentence naming its fields."""

from __future__ import annotations

from tutor.engine.text import TextError
from tutor.games.persona.narrate import event_text as _event_text
from tutor.games.persona.narrate import generic_event_text

__all__ = ["event_text", "generic_event_text"]


def event_text(event: dict, lang: str, viewer: int | None) -> str:
    """The event as one sentence in ``lang`` for ``viewer``."""
    try:
        return _event_text(event, lang, viewer)
    except (TextError, KeyError, TypeError, ValueError, IndexError):
        return generic_event_text(event, lang, viewer)
