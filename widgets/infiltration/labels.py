"""Infiltration actions as the list below the table names them, and the log's sentences."""

from __future__ import annotations

from tutor.engine.text import TextError
from tutor.games.infiltration import GAME
from tutor.games.infiltration.texts import event_text as game_event_text

from .table import option_text
from .text import ui

KINDS = {"select": ("Select a card face down", "カードを裏向きで選ぶ"),
         "move_to": ("Move", "移動"), "stop": ("Stop", "停止"),
         "option": ("Choose an option", "選択肢を選ぶ"),
         "target": ("Choose an operative", "エージェントを選ぶ"),
         "npc": ("Which NPC acts next", "次に行動するNPC")}


def action_label(action, lang: str, observation: dict | None = None) -> str:
    """The whole action as a sentence; an option says what it does."""
    if action.kind == "option" and observation is not None:
        text = option_text(observation, action.n, lang)
        if text:
            return ui("option_label", lang, number=action.n + 1, text=text)
    return GAME.describe(action, lang)


def kind_label(kind: str, lang: str) -> str:
    """The caption of a row of the action list."""
    en, ja = KINDS.get(kind, (kind, kind))
    return ja if lang == "ja" else en


def event_text(event: dict, observation: dict, lang: str) -> str | None:
    """One log line for ``observation``'s viewer (None: the log's generic sentence)."""
    try:
        return game_event_text(event, observation, lang)
    except (TextError, KeyError, TypeError, ValueError, IndexError):
        return None
