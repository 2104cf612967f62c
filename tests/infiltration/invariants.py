"""Infiltration's invariants on any position (random play, hand-set scenarios, the soak): every
room card, item, special card, file token and token in exactly one place, the dials in range,
operatives where their status says, and the engine's doors (observe, legal actions, saves,
copies, ``to_scenario``) working."""

from __future__ import annotations

from collections import Counter

from tests.engine.scenario_fuzz import common_invariants
from tutor.games.infiltration.board import ESCAPED, INSIDE


def check_conservation(state) -> None:
    """Every card, file token and token exactly once; dials in range; operatives placed."""
    b = state.board
    content = b.content_set
    files = [v for pile in b.room_files.values() for v in pile] + b.reserve + b.box_files
    files += [v for o in b.operatives for v in o["files"]]
    assert Counter(files) == Counter(content.file_bag()), "every file token once"
    items = b.item_deck + b.item_discard
    items += [p["card"] for p in b.placed if p["card"] in content.items]
    for o in b.operatives:
        items += o["items"] + ([o["selected"]] if o["selected"] in content.items else [])
    assert sorted(items) == sorted(content.items), "every item card once"
    specials = b.specials + [c for o in b.operatives for c in o["specials"]]
    specials += [p["card"] for p in b.placed if p["card"] in content.specials]
    assert sorted(specials) == sorted(content.specials), "every special card once"
    assert sorted(list(b.layout.values()) + b.unused_rooms) == sorted(content.rooms)
    tokens = b.token_supply + sum(map(len, b.locks.values())) + sum(map(len, b.scientists.values()))
    assert tokens == content.lock_scientist_tokens, "lock and scientist tokens"
    assert b.interface_supply + sum(b.interface_tokens.values()) == content.interface_tokens
    assert 0 <= b.alarm <= 9 and 0 <= b.proximity <= 99
    for o in b.operatives:
        assert (o["room"] == "out") == (o["status"] == ESCAPED)
        assert o["status"] != INSIDE or o["room"] in b.revealed


def check(state) -> None:
    """Every invariant of ``state``; an AssertionError names the first one broken."""
    check_conservation(state)
    common_invariants(state)
