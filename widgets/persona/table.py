"""Persona Non Grata on the clickable table: the viewer's hand, action cards and face-down choice.

``TABLE`` (a ``TableSpec``) is all a Persona screen needs to play by clicks: a hand card opens
the plays for it (Download / Encrypt / Send Left / Send Right, or Discard); a play made on no
hand card (steal, key, tie, activation) is a button under the table. The rest of the board
stays in ``draw_board(..., mine=False)``. Built from the viewer's observation only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.engine.colours import readable
from tutor.games.persona.cards import company_of, value_of
from tutor.games.persona.draw import COMPANY_COLORS, draw_board
from tutor.games.persona.texts import (action_card_name, card_name, card_text, company_name,
                                       rank_name, tr)

from ..table import Piece, Scene, Spot, TableSpec, Zone
from .labels import kind_label

if TYPE_CHECKING:
    from typing import Sequence

    from tutor.engine import Action

CAPTION = {"en": "Your cards", "ja": "あなたのカード"}
ACTION_ICONS = {"download": "⬇", "encrypt": "▨", "send_left": "←", "send_right": "→"}


def card_piece(card: str, lang: str, marked: bool = False) -> Piece:
    """A face-up information card: company band and name, value, rank; its text on tap (the
    company's colour darkened where needed to read on the card's paper)."""
    company = company_of(card)
    return Piece(card, label=str(value_of(card)), sub=rank_name(card, lang),
                 color=readable(COMPANY_COLORS.get(company, "#444444")),
                 icon=company_name(company, lang),
                 name=card_name(card, lang), text=card_text(card, lang), marked=marked)


def scene(observation: dict, lang: str) -> Scene:
    """The viewer's hand, action cards left and own face-down choice (a spectator: nothing)."""
    if "hand" not in observation:
        return Scene(caption=CAPTION[lang])
    empty = tr("board.empty", lang)
    hand = tuple(card_piece(c, lang) for c in observation["hand"])
    actions = tuple(Piece(f"action-{i}", label=ACTION_ICONS.get(a, "?"),
                          sub=action_card_name(a, lang), color="#455a64",
                          name=action_card_name(a, lang))
                    for i, a in enumerate(observation.get("action_cards", [])))
    zones = [Zone("hand", f'{tr("board.hand", lang)} ({len(hand)})', hand, wide=True,
                  empty=empty),
             Zone("actions", tr("board.your_actions", lang), actions, empty=empty)]
    choice = observation.get("my_choice")
    if choice:
        zones.append(Zone("my_choice", tr("board.face_down_choice", lang), (
            card_piece(choice["card"], lang, marked=True),
            Piece("my-choice-action", kind="note",
                  label=action_card_name(choice["action"], lang)))))
    if observation.get("my_discard"):
        zones.append(Zone("my_discard", tr("board.face_down_discard", lang),
                          (card_piece(observation["my_discard"], lang, marked=True),)))
    return Scene(tuple(zones), caption=CAPTION[lang])


def locate(action: "Action", observation: dict) -> Spot:
    """A play is made on the hand card it names; any other play is a button under the table."""
    hand = set(observation.get("hand", []))
    card = next((v for _, v in action.params if isinstance(v, str) and v in hand), None)
    return Spot(card)


def verb(action: "Action", lang: str) -> str:
    """The menu entry on the card: the kind of play (Download, Send Left, Discard, ...)."""
    return kind_label(action.kind, lang)


def board_without_hand(observation: dict, lang: str, highlights: "Sequence[str]" = ()) -> str:
    """The board around the table (which shows the viewer's own cards)."""
    return draw_board(observation, lang, highlights, mine=False)


TABLE = TableSpec(scene, locate, verb)
