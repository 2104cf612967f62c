"""Labels of the Red Notice action list and log, from the game's text files.

``action_label`` names only the viewer's own legal actions (the forger's secret route is
labelled for her alone, since only she is offered it); the log is ``event_text`` over
``events_for(viewer)``, so what the agent reads of the forger's moves is what the engine told
her ("The forger moved in secret.", the radar reports), never a description of the action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.engine.text import TextError
from tutor.games.rednotice import texts as language

from .words import KINDS

if TYPE_CHECKING:
    from tutor.engine import Action


def kind_label(kind: str, lang: str) -> str:
    """The caption of a kind's row in the action list."""
    return KINDS[kind].get(lang) if kind in KINDS else kind.replace("_", " ").capitalize()


def action_label(action: "Action", lang: str) -> str:
    """The whole action as a sentence (the viewer's own legal action)."""
    try:
        return language.describe(action, lang)
    except (TextError, KeyError, TypeError, ValueError):
        head = kind_label(action.kind, lang)
        params = ", ".join(f"{k} {v}" for k, v in action.params)
        return f"{head}: {params}" if params else head


def event_text(event: dict, lang: str, viewer: int | None) -> str | None:
    """One log line for an event as ``events_for(viewer)`` gives it (None: the generic line)."""
    try:
        return language.narrate(event, lang, viewer)
    except (TextError, KeyError, TypeError, ValueError, IndexError):
        return None
