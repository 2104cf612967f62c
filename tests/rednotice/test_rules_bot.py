"""The Red Notice rules bot: found by the registry, plays both roles from its observation, follows
the basic strategy (search from the possible cities, radar where they lie, bank when she can,
routes around radars), and beats the random bot in most games of a fixed seed set."""

from __future__ import annotations

import random

import pytest

from tutor import bots
from tutor.bots import RandomBot, play_game
from tutor.engine import Action
from tutor.games.rednotice import GAME
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


def test_the_forger_cashes_whenever_she_can_unless_the_agent_is_next_door():
    """Cashing announces her city: she declines only with the agent one road away."""
    seen = 0
    for obs, legal in decisions({"cash"}):
        choice = RulesBot(GAME).decide(obs, legal, random.Random(0))
        near = default_map().distance(obs["agent_city"], obs["forger_city"]) <= 1
        assert choice.kind == ("decline" if near else "cash")
        seen += 1
    assert seen >= 3


def test_the_forger_routes_around_a_radar():
    """Of two routes to equally far cities, the one that sets off no radar."""
    for obs, legal in decisions({"move"}):
        if obs["role"] == "forger" and obs["radars"]:
            bot = RulesBot(GAME)
            moves = [a for a in legal if a.kind == "move"]
            score = {a: bot.score(obs, a) for a in moves}
            fired = [a for a in moves if bot._fires(obs, list(a.path))]
            quiet = [a for a in moves if not bot._fires(obs, list(a.path))]
            if fired and quiet:
                end = lambda a: a.path[-1] if a.path else obs["forger_city"]   # noqa: E731
                same_place = [(f, q) for f in fired for q in quiet if end(f) == end(q)
                              and len(f.path) == len(q.path)]
                if same_place:
                    f, q = same_place[0]
                    assert score[q] > score[f]
                    return
    pytest.skip("no position with two equal routes, one through a radar")


def test_it_decides_from_an_observation_alone():
    """A hand-made observation (no State anywhere) is enough to decide."""
    state = GAME.new_game(seed=1, players=2)
    obs = state.observe(0)
    legal = state.legal_actions(0)
    choice = RulesBot(GAME).decide(dict(obs), legal)
    assert choice in legal and choice.kind == "discard"
    assert RulesBot(GAME).decide(obs, [Action("pass")]) == Action("pass")
