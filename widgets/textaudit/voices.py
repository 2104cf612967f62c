"""How each game's screens put its play into words (the functions its apps use): the log's
sentence for an event, an action's label and its row's caption, the table, the board beside
it, and the result line, each called as the app calls it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Callable

from tutor import games

from ..log import describe_event
from ..registry import table_spec


@dataclass(frozen=True)
class Voice:
    """One game's words: ``event(event, lang, viewer, obs)``, ``label(action, lang, viewer,
    obs)``, ``kind(kind, lang)``, ``table`` (its TableSpec), ``board(obs, lang)`` (HTML) and
    ``result(result, lang, viewer)`` (None: the shared result line)."""

    event: Callable[[dict, str, Any, dict], str]
    label: Callable[[Any, str, Any, dict], str]
    kind: Callable[[str, str], str]
    table: Any
    board: Callable[[dict, str], str]
    result: Callable[[dict, str, Any], str] | None = None


def _table(name: str):
    """The table ``name`` declares."""
    return table_spec(games.load(name))


def _classified() -> Voice:
    from tutor.games.classified import GAME
    from tutor.games.classified.narrate import make_event_text
    from tutor.games.classified.labels import action_label, kind_label

    from ..classified.notes import board_notes
    text = make_event_text(GAME.catalogue)
    return Voice(lambda e, lang, viewer, obs: describe_event(e, lang, viewer, text),
                 lambda a, lang, viewer, obs: action_label(a, lang, viewer, obs),
                 kind_label, _table("classified"), lambda obs, lang: board_notes(obs, lang, ()))


def _persona() -> Voice:
    from ..persona.apps import result_text
    from ..persona.events import event_text
    from ..persona.labels import action_label, kind_label
    from ..persona.table import board_without_hand
    return Voice(lambda e, lang, viewer, obs: describe_event(e, lang, viewer, event_text),
                 lambda a, lang, viewer, obs: action_label(a, lang, viewer),
                 kind_label, _table("persona"),
                 lambda obs, lang: board_without_hand(obs, lang, ()), result_text)


def _rednotice() -> Voice:
    from ..rednotice.board import render_board
    from ..rednotice.labels import action_label, event_text, kind_label
    return Voice(lambda e, lang, viewer, obs: describe_event(e, lang, viewer, event_text),
                 lambda a, lang, viewer, obs: action_label(a, lang),
                 kind_label, _table("rednotice"), lambda obs, lang: render_board(obs, lang, ()))


def _infiltration() -> Voice:
    from ..infiltration.apps import result_text
    from ..infiltration.board import render_board
    from ..infiltration.labels import action_label, event_text, kind_label

    def event(e, lang, viewer, obs):
        return describe_event(e, lang, viewer, lambda ev, lg, v: event_text(ev, obs, lg))
    return Voice(event, lambda a, lang, viewer, obs: action_label(a, lang, obs), kind_label,
                 _table("infiltration"), lambda obs, lang: render_board(obs, lang, ()), result_text)


@cache
def voice(game: str) -> Voice:
    """The words of ``game``'s screens."""
    return {"classified": _classified, "persona": _persona, "rednotice": _rednotice,
            "infiltration": _infiltration}[game]()
