"""The forms of Persona Non Grata's moves (``tutor.engine.forms``): what ``describe`` accepts;
anything else is refused with IllegalAction."""

from __future__ import annotations

from tutor.engine.forms import Param, whole

from .cards import is_known_card
from .actions import CARD_KINDS

MAX_SEAT = 3
CARD = Param(is_known_card, "a Persona Non Grata card")
SEAT = Param(whole(0, MAX_SEAT), f"a seat (0 to {MAX_SEAT})")

FORMS = {
    **{kind: {"card": CARD} for kind in CARD_KINDS},
    "steal": {"card": CARD, "victim": SEAT},
    "skip_steal": {},
    "give_key": {"to": SEAT},
    "rank_tie": {"first": SEAT, "second": SEAT},
}
