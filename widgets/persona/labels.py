"""Labels for the Persona Non Grata action picker, and the current decision's question, from
the game's text files.

``action_label(action, lang, viewer)`` names every Action the engine offers; an action without
a label falls back to its kind and parameters, so a new engine action never breaks the picker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.engine.text import TextError
from tutor.games.persona import texts
from tutor.games.persona.texts import prompt_text

from .text import card_name

if TYPE_CHECKING:
    from tutor.engine import Action

__all__ = ["action_label", "generic_label", "kind_label", "prompt_text"]


def kind_label(kind: str, lang: str) -> str:
    """The caption of a kind's dropdown; unknown kinds read as their name."""
    try:
        return texts.kind_label(kind, lang)
    except TextError:
        return kind.replace("_", " ").capitalize()


def generic_label(action: "Action", lang: str) -> str:
    """"Kind: key value, ..." with card ids shown as card names."""
    params = ", ".join(f"{k} {card_name(v, lang)}" for k, v in action.params)
    head = kind_label(action.kind, lang)
    return f"{head}: {params}" if params else head


def action_label(action: "Action", lang: str, viewer: int | None = 0) -> str:
    """The text of a button or dropdown entry for ``action``, as ``viewer`` reads it."""
    try:
        return texts.action_label(action, lang, viewer)
    except (TextError, KeyError, TypeError, ValueError):
        return generic_label(action, lang)
