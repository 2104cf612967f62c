"""The forms of Classified Information's moves (``tutor.engine.forms``): what ``describe``
accepts; anything else is refused with IllegalAction."""

from __future__ import annotations

from tutor.engine.forms import Param, list_of, one_of, whole

from .board import GUARD_SPOTS
from .cards import is_card_id

CARD = Param(is_card_id, "a Classified Information card")
SEAT = Param(whole(0, 1), "a seat (0 or 1)")
SPOT = Param(whole(0, GUARD_SPOTS - 1), f"a Guard spot (0 to {GUARD_SPOTS - 1})")
GUILD_NAMES = ("Guard", "Assassin", "Sentinel")
MODE_NAMES = ("guard", "discard", "hand", "flip", "rearrange", "bottom", "encrypted", "done",
              "exchange")


def optional(param: Param) -> Param:
    return Param(param.test, param.what, optional=True)


FORMS = {
    "deploy": {"card": CARD},
    "encrypt": {"card": CARD},
    "enlist_guard": {"card": CARD},
    "react": {"card": CARD},
    "card": {"card": CARD},
    "discard": {"card": CARD},
    "enlist_assassin": {"card": CARD, "target": optional(CARD), "owner": optional(SEAT),
                        "spot": optional(SPOT)},
    "guard_spot": {"owner": SEAT, "spot": SPOT},
    "number": {"n": Param(whole(1, 9), "a number from 1 to 9")},
    "mode": {"mode": Param(one_of(MODE_NAMES), "a way to use this card")},
    "pass": {},
    "peek_price": {},
    "discard_order": {"cards": Param(list_of(is_card_id), "a list of cards")},
    "end": {"end": Param(one_of(("top", "bottom")), "the top or the bottom")},
    "guild": {"guild": Param(one_of(GUILD_NAMES), "a guild (Guard, Assassin or Sentinel)")},
    "stash": {"source": Param(one_of(("discard_top", "discard_bottom", "guard")),
                              "a place to take the card from"), "spot": optional(SPOT)},
    "hiding_swap": {"place": CARD, "card": CARD},
    "resilience": {"spot": SPOT},
    "answer": {"answer": Param(one_of(("higher", "lower", "odd", "even")),
                               "an answer (higher, lower, odd or even)")},
    "pile": {"pile": Param(one_of(("deck", "encrypted")), "a pile (deck or encrypted)")},
    "cancel_trap": {"trap": CARD, "cards": Param(list_of(is_card_id, 3), "three cards")},
}
