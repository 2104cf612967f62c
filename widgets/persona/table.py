"""Persona Non Grata on the clickable table: the viewer's hand, action cards and face-down choice.

``TABLE`` (a ``TableSpec``) is all a Persona screen needs to play by clicks: a hand card opens
the plays for it (Download / Encrypt / Send Left / Send Right, or Discard); a play made on no
hand card (steal, key, tie, activation) is a button under the table. The rest of the board
stays in ``render_board(..., mine=False)``. Built from the viewer's observation only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.games.persona.cards import company_of, value_of

from ..table import Piece, Scene, Spot, TableSpec, Zone
from .labels import kind_label
from .text import (ACTION_NAMES, BOARD, COMPANY_COLORS, action_name, card_name,
                   company_name, rank_name, tr)

if TYPE_CHECKING:
    from tutor.engine import Action

CAPTION = {"en": "Your cards", "ja": "あなたのカード"}
ACTION_ICONS = {"download": "⬇", "encrypt": "▨", "send_left": "←", "send_right": "→"}


def card_piece(card: str, lang: str, marked: bool = False) -> Piece:
    """A face-up information card: company band and name, value, rank."""
    company = company_of(card)
    return Piece(card, label=str(value_of(card)), sub=rank_name(card, lang),
                 color=COMPANY_COLORS.get(company, "#444444"), icon=company_name(company),
                 name=card_name(card, lang), marked=marked)


def scene(observation: dict, lang: str) -> Scene:
    """The viewer's hand, action cards left and own face-down choice (a spectator: nothing)."""
    if "hand" not in observation:
        return Scene(caption=CAPTION[lang])
    hand = tuple(card_piece(c, lang) for c in observation["hand"])
    actions = tuple(Piece(f"action-{i}", label=ACTION_ICONS.get(a, "?"), sub=action_name(a, lang),
                          color="#455a64", name=action_name(a, lang))
                    for i, a in enumerate(observation.get("action_cards", [])))
    zones = [Zone("hand", f'{tr(BOARD["hand"], lang)} ({len(hand)})', hand, wide=True,
                  empty=tr(BOARD["empty"], lang)),
             Zone("actions", tr(BOARD["your_actions"], lang), actions,
                  empty=tr(BOARD["empty"], lang))]
    choice = observation.get("my_choice")
    if choice:
        zones.append(Zone("my_choice", tr(BOARD["face_down_choice"], lang), (
            card_piece(choice["info"], lang, marked=True),
            Piece("my-choice-action", kind="note", label=action_name(choice["action"], lang)))))
    return Scene(tuple(zones), caption=CAPTION[lang])


def locate(action: "Action", observation: dict) -> Spot:
    """A play is made on the hand card it names; any other play is a button under the table."""
    hand = set(observation.get("hand", []))
    card = next((v for _, v in action.params if isinstance(v, str) and v in hand), None)
    return Spot(card)


def verb(action: "Action", lang: str) -> str:
    """The menu entry on the card: the action card played (Download, ...) or the kind."""
    named = dict(action.params).get("action", action.kind)
    if named in ACTION_NAMES:
        return action_name(named, lang)
    return kind_label(action.kind, lang)


TABLE = TableSpec(scene, locate, verb)
