"""Seeded random games for 2, 3 and 4 players: Persona's own invariants at every step (the kit
checks saves, replays and hidden-information invariance), and to_scenario at every decision."""

import json
import random
import re
from collections import Counter

import pytest

from tutor.games.persona import GAME

from .helpers import random_move
from .invariants import check_cards_accounted_for

GAMES_PER_COUNT = 80
OPTION_SETS = [{}, {"activator": "choose", "steal_optional": True, "sole_scorer_key": "table",
                    "key_needs_activation": True, "removed_company": "biolife"}]

CARD_ID = re.compile(r'"([A-Z]{3}-[A-Z]\d)"')


def hidden_from(state, player: int | None) -> set:
    """Card ids ``player`` (None: a spectator) may not know now."""
    b = state.board
    hidden = set(b.deck) | set(b.discards) | set(b.out)
    for q in range(state.players):
        if q != player:
            hidden |= set(b.hands[q])
            hidden |= {b.pending[q]["card"]} if b.pending[q] else set()
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


def run(seed: int, players: int, options: dict, deep: bool):
    """One random game; ``deep`` also checks observations at every step."""
    state = GAME.new_game(seed=seed, players=players, options=options)
    rng = random.Random(seed)
    while not state.is_over:
        random_move(state, rng)
        check_cards_accounted_for(state)
        if deep:
            check_observations(state)
    check_result(state)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    outcomes = Counter()
    for seed in range(GAMES_PER_COUNT):
        state = run(seed, players, OPTION_SETS[seed % 2], deep=seed % 8 == 0)
        outcomes[len(state.result["winners"])] += 1
    assert outcomes[1] > GAMES_PER_COUNT // 2  # most games have a single winner


def whole_decisions(seed: int, players: int, options: dict):
    """A random game, yielded at every decision nobody has started answering yet."""
    rng = random.Random(seed)
    state = GAME.new_game(seed=seed, players=players, options=options)
    while True:
        if state.decision is None or len(state.to_act) == len(state.decision.players):
            yield state
        if state.is_over:
            return
        random_move(state, rng)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_to_scenario_rebuilds_every_position_exactly(players):
    """At every decision (day, discard, ties, steals, activators) and at the end, the written
    spec rebuilds the same board and the same legal actions."""
    rules = Counter()
    for seed in range(6):
        options = OPTION_SETS[seed % 2]
        for state in whole_decisions(seed, players, options):
            rebuilt = GAME.scenario(state.to_scenario(), seed=seed + 1, options=options)
            assert rebuilt.snapshot() == state.snapshot()
            assert rebuilt.to_act == state.to_act
            assert all(rebuilt.legal_actions(p) == state.legal_actions(p) for p in state.to_act)
            rules[state.decision.rule if state.decision else "over"] += 1
    assert {"persona.day.choose", "persona.archive.steal", "over"} <= set(rules)
    assert ("persona.two.discard" in rules) == (players == 2)
