"""The Red Notice rules bot: found by the registry, plays both roles from its observation, follows
the basic strategy (search from the possible cities, radar where they lie, bank when she can,
keeps out of the agent's reach and keeps her possible cities many, cashes when safe), and beats the random bot in most games of a fixed seed set."""

from __future__ import annotations

import random

import pytest

from tutor import bots
from tutor.bots import RandomBot, play_game
from tutor.engine import Action
from tutor.games.rednotice import GAME
from tutor.games.rednotice import forger_plan as plan
from tutor.games.rednotice.cards import default_decks
from tutor.games.rednotice.rules_bot import RulesBot
from tutor.games.rednotice.worldmap import default_map

SEEDS = range(8)


def test_the_registry_offers_the_rules_bot():
    assert "rules" in bots.names("rednotice")
    assert isinstance(bots.load("rules", "rednotice"), RulesBot)


def _match(seed: int, rules_seat: int) -> bool:
    state = GAME.new_game(seed=seed, players=2)
    seats = [RandomBot(seed=seed), RandomBot(seed=seed)]
    seats[rules_seat] = RulesBot(GAME)
    play_game(state, seats, seed)
    return state.result["winners"] == [rules_seat]


@pytest.mark.parametrize("role_seat", [0, 1], ids=["as-forger", "as-agent"])
def test_it_beats_the_random_bot_more_often_than_not(role_seat):
    """Seat 0 is the forger by default: 8 games in each role against the random bot."""
    wins = sum(_match(seed, role_seat) for seed in SEEDS)
    assert wins > len(SEEDS) / 2, f"{wins} of {len(SEEDS)}"


def decisions(kinds: set, seeds=range(6), limit=600):
    """(observation, legal actions) at decisions offering one of ``kinds``, along random games."""
    for seed in seeds:
        state, rng = GAME.new_game(seed=seed, players=2), random.Random(seed)
        for _ in range(limit):
            if state.is_over:
                break
            player = state.to_act[0]
            legal = state.legal_actions(player)
            if {a.kind for a in legal} & kinds:
                yield state.observe(player), legal
            state.apply(player, rng.choice(legal))


def test_the_agent_enters_a_possible_city_when_one_is_next_door():
    seen = 0
    for obs, legal in decisions({"go"}):
        goes = [a for a in legal if a.kind == "go"]
        if any(a.city in obs["possible"] for a in goes):
            choice = RulesBot(GAME).decide(obs, legal, random.Random(0))
            assert (choice.kind == "go" and choice.city in obs["possible"]) or \
                (choice.kind == "search" and obs["agent_city"] in obs["possible"])
            seen += 1
    assert seen >= 5


def test_the_agent_puts_a_radar_where_the_possible_cities_are():
    seen = 0
    for obs, legal in decisions({"radar"}):
        continents = {default_map().continent_of(c) for c in obs["possible"]}
        free = [a for a in legal if a.kind == "radar" and a.continent in continents]
        if free:
            choice = RulesBot(GAME).decide(obs, legal, random.Random(0))
            assert choice.kind != "radar" or choice.continent in continents
            assert choice.kind in ("radar", "barrier", "black_radar", "black_barrier")
            seen += 1
    assert seen >= 5


def test_the_forger_cashes_when_the_agent_cannot_reach_her_in_time():
    """Cashing announces her city: with a check that is safe to cash (or that wins) she cashes."""
    seen = 0
    for obs, legal in decisions({"cash"}, seeds=range(12)):
        checks = [a for a in legal if a.kind == "cash"]
        safe = [a for a in checks if plan.cash_risk(obs, a.check) == 0]
        if safe:
            choice = RulesBot(GAME).decide(obs, legal, random.Random(0))
            assert choice.kind == "cash"
            seen += 1
    assert seen >= 3


def test_the_forger_declines_when_cashing_would_hand_her_to_the_agent():
    seen = 0
    for obs, legal in decisions({"cash"}, seeds=range(40)):
        checks = [a for a in legal if a.kind == "cash"]
        value = max(default_decks().checks[a.check]["value"] for a in checks)
        wins = obs["checks"]["total"] + value >= 1_000_000
        if not wins and all(plan.cash_risk(obs, a.check) >= 1 for a in checks):
            assert RulesBot(GAME).decide(obs, legal, random.Random(0)).kind == "decline"
            seen += 1
    assert seen >= 1


def _forger_moves(seeds=range(6)):
    for obs, legal in decisions({"move"}, seeds=seeds):
        if obs["role"] == "forger":
            yield obs, legal


def test_a_route_is_judged_by_the_possible_cities_the_agent_will_see():
    """The bot's reading of a route (from her observation) is what the engine then computes."""
    checked = 0
    for seed in range(4):
        state, rng = GAME.new_game(seed=seed, players=2), random.Random(seed)
        while not state.is_over and checked < 40 * (seed + 1):
            player = state.to_act[0]
            legal = state.legal_actions(player)
            action = rng.choice(legal)
            if action.kind == "move":
                obs = state.observe(player)
                info = obs["decision"]["info"]
                expected = plan.possible_after(obs, list(action.path), info["steps"],
                                               info["mode"])
                state.apply(player, action)
                assert sorted(state.board.possible) == expected
                checked += 1
            else:
                state.apply(player, action)
    assert checked >= 20


def test_the_forger_prefers_the_route_that_leaves_more_possible_cities():
    """Of two routes to the same city, equally safe, the one that tells the agent less (e.g.
    one that sets off no radar)."""
    bot = RulesBot(GAME)
    for obs, legal in _forger_moves():
        if not obs["radars"]:
            continue
        info = obs["decision"]["info"]
        routes = [list(a.path) for a in legal]
        scores = plan.route_scores(obs, routes, info["steps"], info["mode"])
        seen = {}
        for route, score in zip(routes, scores):
            end = route[-1] if route else obs["forger_city"]
            size = len(plan.possible_after(obs, route, info["steps"], info["mode"]))
            for other_size, other_score in seen.get((end, len(route)), []):
                if size != other_size:
                    assert (size > other_size) == (score > other_score)
                    assert bot.decide(obs, legal, random.Random(0)) in legal
                    return
            seen.setdefault((end, len(route)), []).append((size, score))
    pytest.skip("no position with two routes to one city telling the agent different things")


def test_the_agent_may_walk_only_where_the_public_row_lets_her():
    """Her reach counts the Move halves still to come for her, read from the public agenda."""
    counted = 0
    for obs, _legal in _forger_moves():
        reach = plan.agent_reach(obs)
        assert reach >= plan.NEXT_ROUND_STEPS
        later = [t for t in obs["agenda"][1:] if t.get("do") == "act" and t["role"] == "agent"
                 and t["code"].startswith("M")]
        assert reach >= plan.NEXT_ROUND_STEPS + sum(int(t["code"][1:]) for t in later)
        counted += 1
    assert counted >= 5


def test_the_rules_forger_wins_a_fair_share_against_the_rules_agent():
    """Ten fixed-seed games, forger in seat 0: she wins some, and the agent some."""
    wins = 0
    for seed in range(10):
        state = GAME.new_game(seed=seed, players=2)
        play_game(state, [RulesBot(GAME), RulesBot(GAME)], seed)
        wins += state.result["winners"] == [0]
    assert 2 <= wins <= 8, wins


def test_it_decides_from_an_observation_alone():
    """A hand-made observation (no State anywhere) is enough to decide."""
    state = GAME.new_game(seed=1, players=2)
    obs = state.observe(0)
    legal = state.legal_actions(0)
    choice = RulesBot(GAME).decide(dict(obs), legal)
    assert choice in legal and choice.kind == "discard"
    assert RulesBot(GAME).decide(obs, [Action("pass")]) == Action("pass")
