"""The HTML under the Classified table: a legend of the guild symbols, the result at the end
of a game and the deck list (everything else is on the clickable table, ``table.py``)."""

from __future__ import annotations

from html import escape
from typing import Sequence

from tutor.games.classified.draw import render_notes

from ..theme import MUTED
from .ui_text import tr


def board_notes(observation: dict, lang: str, highlights: Sequence[str] = ()) -> str:
    """Legend, result and deck list for the observation's viewer, in ``lang``."""
    legend = (f'<div class="rt-legend" style="font-size:12px;color:{MUTED};margin:2px 0">'
              f'{escape(tr("table.legend", lang))}</div>')
    return legend + render_notes(observation, lang, highlights)
