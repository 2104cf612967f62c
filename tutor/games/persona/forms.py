"""The forms of Persona Non Grata's moves (``tutor.engine.forms``): what ``describe`` accepts;
anything else is refused with IllegalAction."""

from __future__ import annotations

from tutor.engine.forms import Param, whole

from .actions import CARD_KINDS
from .cards import MAX_PLAYERS, is_known_card

MAX_SEAT = MAX_PLAYERS - 1
CARD = Param(is_known_card, "a Persona Non Grata card")
SEAT = Param(whole(0, MAX_SEAT), f"a seat (0 to {MAX_SEAT})")

FORMS = {
    **{kind: {"card": CARD} for kind in CARD_KINDS},
    "steal": {"card": CARD, "victim": SEAT},
    "skip_steal": {},
    "give_key": {"to": SEAT},
    "rank_tie": {"first": SEAT, "second": SEAT},
}
