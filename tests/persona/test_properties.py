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
from tutor.games.persona.scenario import spec_from_board

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
    """No observation's view of the table names a card its viewer may not know now; what the
    viewer was privately shown earlier (``knowledge``) is exactly their private log."""
    for player in [None, *range(state.players)]:
        observation = state.observe(player)
        knowledge = observation.pop("knowledge")
        seen = set(CARD_ID.findall(json.dumps(observation)))
        assert not seen & hidden_from(state, player), (player, seen & hidden_from(state, player))
        private = [e.knowledge_for(player) for e in state.log if player in e.private]
        assert knowledge == json.loads(json.dumps(private))


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


def at_a_random_day_start(seed: int, players: int):
    """A random game stopped at the start of a random day (nobody has chosen yet)."""
    rng = random.Random(seed)
    state = GAME.new_game(seed=seed, players=players)
    days = rng.randrange(15)
    while True:
        if state.decision.rule == "persona.day.choose" and len(state.to_act) == players:
            if days == 0:
                return state
            days -= 1
        random_move(state, rng)


def normalised(snapshot: dict) -> dict:
    """A snapshot with used piles sorted and face-down discards counted as out of the game."""
    data = dict(snapshot, used=[sorted(u) for u in snapshot["used"]])
    data["out"] = sorted(data.pop("discards") + data["out"])
    return data


def with_hidden_cards_changed(spec: dict, q: int, r: int) -> dict | None:
    """``spec`` with player q's hand and encrypted card swapped for deck cards, or (with an
    empty deck) q's hand swapped with r's; None when neither is possible."""
    other = json.loads(json.dumps(spec))
    hand, deck = other["hands"][q], other["deck"]
    if len(deck) >= len(hand) + 1:
        other["hands"][q], other["deck"] = deck[:len(hand)], hand + deck[len(hand):]
        if other["encrypted"][q]:
            other["encrypted"][q], other["deck"][-1] = other["deck"][-1], other["encrypted"][q]
    elif r != q:
        other["hands"][q], other["hands"][r] = other["hands"][r], hand
    else:
        return None
    return other


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_position_written_as_a_scenario_rebuilds_the_same_board(players):
    for seed in range(40):
        state = at_a_random_day_start(seed, players)
        rebuilt = GAME.scenario(spec_from_board(state), options=state.options)
        assert normalised(rebuilt.snapshot()) == normalised(state.snapshot())
        assert rebuilt.legal_actions(0) == state.legal_actions(0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_positions_differing_only_in_hidden_cards_look_the_same_to_others(players):
    changed = 0
    for seed in range(40):
        spec = spec_from_board(at_a_random_day_start(seed, players))
        q, viewer = seed % players, (seed + 1) % players
        other = with_hidden_cards_changed(spec, q, (seed + 2) % players)
        if other is None:
            continue
        a, b = GAME.scenario(spec, seed=seed), GAME.scenario(other, seed=seed)
        assert a.observe(viewer) == b.observe(viewer)
        assert a.observe(None) == b.observe(None)
        assert a.observe(q) != b.observe(q)
        changed += 1
    assert changed >= 30
