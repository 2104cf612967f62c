"""Property tests over random games for 2 to 6 players: every card and token is somewhere
exactly once, dials stay in range, nobody stands in a face-down room, the escaped stay out,
delayed operatives are never offered a move, and games end for the rules' two reasons.
The default run plays 20 games per player count; ``-m slow`` plays 600 per count."""

import random
from collections import Counter

import pytest

from tutor.games.infiltration import GAME
from tutor.games.infiltration.card_loader import content_named

CONTENT = content_named("tutor")


def check_invariants(state, escaped_before: set) -> set:
    b = state.board
    files = [v for pile in b.room_files.values() for v in pile] + b.reserve + b.box_files
    files += [v for o in b.operatives for v in o["files"]]
    assert Counter(files) == Counter(CONTENT.file_bag())
    items = b.item_deck + b.item_discard
    items += [p["card"] for p in b.placed if p["card"] in CONTENT.items]
    for o in b.operatives:
        items += o["items"] + ([o["selected"]] if o["selected"] in CONTENT.items else [])
    assert sorted(items) == sorted(CONTENT.items)
    assert sorted(list(b.layout.values()) + b.unused_rooms) == sorted(CONTENT.rooms)
    tokens = b.token_supply + sum(map(len, b.locks.values())) + sum(map(len, b.scientists.values()))
    assert tokens == CONTENT.lock_scientist_tokens
    assert b.interface_supply + sum(b.interface_tokens.values()) == CONTENT.interface_tokens
    assert 0 <= b.alarm <= 9 and 0 <= b.proximity <= 99
    escaped = {i for i, o in enumerate(b.operatives) if o["status"] == "escaped"}
    assert escaped_before <= escaped
    for o in b.operatives:
        assert (o["room"] == "out") == (o["status"] == "escaped")
        assert o["status"] != "inside" or o["room"] in b.revealed
    if state.decision and state.decision.rule == "infiltration.select.choose":
        for player in state.to_act:
            for action in state.legal_actions(player):
                o = b.operatives[action.operative]
                assert o["owner"] == player and o["status"] == "inside"
                assert not (o["delayed"] and action.card in ("advance", "retreat"))
    return escaped


def play(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(seed=seed, players=players)
    escaped = set()
    while not state.is_over:
        escaped = check_invariants(state, escaped)
        player = rng.choice(state.to_act)
        state.apply(player, rng.choice(state.legal_actions(player)))
    check_invariants(state, escaped)
    result, b = state.result, state.board
    if result["reason"] == "proximity":
        assert b.proximity == 99
    else:
        assert result["reason"] == "escaped" and b.proximity < 99
    assert "inside" not in {o["status"] for o in b.operatives}
    for seat in result["winners"]:
        assert any(o["owner"] == seat and o["status"] == "escaped" for o in b.operatives)
    for viewer in range(players):
        seen = state.observe(viewer)
        assert {m["operative"] for m in seen["mine"]} == \
            {i for i, o in enumerate(b.operatives) if o["owner"] == viewer}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant(players):
    for seed in range(20):
        play(players, seed)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_thousands_of_random_games_keep_every_invariant(players):
    for seed in range(1000, 1600):
        play(players, seed)
