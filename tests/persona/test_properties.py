"""Seeded random games for 2, 3 and 4 players: invariants at every step, saves and replays."""

import json
import random
import re
from collections import Counter
from functools import lru_cache

import pytest

from tutor.games.persona import GAME
from tutor.games.persona.board import all_info_cards
from tutor.games.persona.cards import ACTION_CARDS, corporation_cards

from .helpers import cards_on_board, random_move

ACTIONS = sorted(ACTION_CARDS)
GAMES_PER_COUNT = 300
OPTION_SETS = [{}, {"activator": "choose", "steal_optional": True, "sole_scorer_key": "table",
                    "key_needs_activation": True, "removed_company": "biolife"}]


@lru_cache(maxsize=None)
def every_card(companies: tuple) -> list:
    corporation = [c for company in companies for c in corporation_cards(company)]
    return sorted(all_info_cards(companies) + corporation)


def check_cards_accounted_for(state) -> None:
    """Each information and corporation card is in exactly one zone; action cards too."""
    b = state.board
    assert sorted(cards_on_board(state)) == every_card(tuple(b.companies))
    for p in range(state.players):
        held = b.actions[p] + b.used[p] + ([b.pending[p]["action"]] if b.pending[p] else [])
        held += ["encrypt"] if b.encrypted[p] else []
        assert sorted(held) == ACTIONS


CARD_ID = re.compile(r'"([A-Z]{3}-[A-Z]\d)"')


def hidden_from(state, player: int | None) -> set:
    """Card ids ``player`` (None: a spectator) may not know now."""
    b = state.board
    hidden = set(b.deck) | set(b.discards) | set(b.out)
    for q in range(state.players):
        if q != player:
            hidden |= set(b.hands[q])
            hidden |= {b.pending[q]["info"]} if b.pending[q] else set()
            hidden |= {b.encrypted[q]} if b.encrypted[q] else set()
    return hidden


def check_observations(state) -> None:
    """No observation names a card its viewer may not know."""
    for player in [None, *range(state.players)]:
        seen = set(CARD_ID.findall(json.dumps(state.observe(player))))
        assert not seen & hidden_from(state, player), (player, seen & hidden_from(state, player))


def check_result(state) -> None:
    result = state.result
    assert 1 <= len(result["winners"]) <= state.players
    assert all(0 <= s <= 48 * 6 + 6 for s in result["scores"])
    for entry in result["details"]:
        companies = entry["companies"].values()
        assert entry["score"] == sum(c["points"] + c["key"] for c in companies)
        assert all(c["points"] == 0 or c["activated"] for c in companies)
    assert sum(result["keys"]) <= len(state.board.companies)
    for company in state.board.companies:  # 42 in information cards, 6 in corporation cards
        assert sum(e["companies"][company]["points"] for e in result["details"]) <= 48
    best = max(result["scores"])
    assert all(result["scores"][w] == best for w in result["winners"])


def run(seed: int, players: int, options: dict, deep: bool, saves: bool):
    """One random game; ``deep`` also checks observations at every step, ``saves`` a JSON
    round trip mid-game and a replay at the end."""
    state = GAME.new_game(seed=seed, players=players, options=options)
    rng = random.Random(seed)
    save_at = rng.randrange(20, 60) if saves else -1
    while not state.is_over:
        random_move(state, rng)
        check_cards_accounted_for(state)
        if deep:
            check_observations(state)
        if len(state.history) == save_at:
            loaded = GAME.from_json(state.to_json())
            assert loaded.snapshot() == state.snapshot()
            assert loaded.observe(0) == state.observe(0)
    check_result(state)
    if saves:
        assert state.replay().snapshot() == state.snapshot()
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    outcomes = Counter()
    for seed in range(GAMES_PER_COUNT):
        options = OPTION_SETS[seed % 2]
        state = run(seed, players, options, deep=seed % 10 == 0, saves=seed % 3 == 0)
        outcomes[len(state.result["winners"])] += 1
    assert outcomes[1] > GAMES_PER_COUNT // 2  # most games have a single winner


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_saved_game_continues_exactly_like_the_original(players):
    rng = random.Random(players)
    state = GAME.new_game(seed=42, players=players)
    for _ in range(25):
        random_move(state, rng)
    loaded = GAME.from_json(state.to_json())
    twin = random.Random(9)
    rng = random.Random(9)
    while not state.is_over:
        random_move(state, rng)
    while not loaded.is_over:
        random_move(loaded, twin)
    assert loaded.snapshot() == state.snapshot()
    assert json.dumps(loaded.result) == json.dumps(state.result)
