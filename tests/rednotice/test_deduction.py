"""The possible-city set: always holds her true city, never more than public facts allow, and
on small positions exactly the cities a brute-force search over her secret choices finds."""

import json
import random

import pytest

from tutor.games.rednotice import GAME
from tutor.games.rednotice.board import AGENT, FORGER
from tutor.games.rednotice.deduction import after_move
from tutor.games.rednotice.worldmap import default_map

from .helpers import table

SECRET = ("start", "move")


def agent_view(state) -> str:
    """The agent's observation without the deduction itself (so nothing is circular)."""
    obs = state.observe(state.board.seat(AGENT))
    obs.pop("possible")
    return json.dumps(obs, sort_keys=True)


def brute_force(starts, history: list, views: list) -> set:
    """Every city she can be in after ``history``: branch over each of her secret choices
    (start city, route), replay the public ones, keep what gives the agent the same views."""
    frontier = {}
    for state in starts:
        if agent_view(state) == views[0]:
            frontier[_key(state)] = state
    for index, (player, action) in enumerate(history):
        nxt = {}
        for state in frontier.values():
            secret = player == state.board.seat(FORGER) and action.kind in SECRET
            choices = state.legal_actions(player) if secret else [action]
            for choice in choices:
                if choice not in state.legal_actions(player):
                    continue
                branch = state.copy()
                branch.apply(player, choice)
                if agent_view(branch) == views[index + 1]:
                    nxt[_key(branch)] = branch
        frontier = nxt
    return {s.board.forger_city for s in frontier.values()}


def _key(state) -> str:
    snap = state.snapshot()
    snap.pop("trail")
    return json.dumps(snap, sort_keys=True)


def small_position(rng: random.Random) -> dict:
    """A hand-set round-1 position: few possible cities, some radars and barriers."""
    world = default_map()
    cities = list(world.cities)
    possible = sorted(rng.sample(cities, rng.randint(2, 4)))
    radars = {c: rng.choice(["white", "black"]) for c in rng.sample(list(world.continents), 3)}
    barriers = {r: "white" for r in rng.sample(list(world.roads), 3)}
    agent = rng.choice([c for c in cities if c not in possible])
    return {"forger": 0, "agent_city": agent, "round": 0, "possible": possible,
            "radars": radars, "barriers": barriers, "agenda": [{"do": "round"}],
            "upgrades": rng.choice([[], ["next_gen_radar"]])}


def play_recording(state, rng, moves: int):
    history, views = [], [agent_view(state)]
    while not state.is_over and len(history) < moves:
        player = state.to_act[0]
        action = rng.choice(state.legal_actions(player))
        state.apply(player, action)
        history.append((player, action))
        views.append(agent_view(state))
    return history, views


def check_small_position(seed: int, moves: int) -> None:
    rng = random.Random(seed)
    base = small_position(rng)
    true_city = rng.choice(base["possible"])
    state = GAME.scenario({**base, "forger_city": true_city}, seed=seed)
    history, views = play_recording(state, rng, moves)
    starts = [GAME.scenario({**base, "forger_city": c}, seed=seed) for c in base["possible"]]
    found = brute_force(starts, history, views)
    assert true_city and state.board.forger_city in found
    assert set(state.board.possible) == found, (seed, state.board.possible, found)


@pytest.mark.parametrize("seed", range(4))
def test_on_small_positions_the_set_equals_brute_force_enumeration(seed):
    check_small_position(seed, moves=24)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4, 60))
def test_brute_force_agrees_on_many_more_positions(seed):
    check_small_position(seed, moves=40)


def test_brute_force_agrees_from_the_secret_start_of_a_real_game():
    options = {"forger_min_distance": 4}
    state = GAME.new_game(seed=11, options=options)
    history, views = play_recording(state, random.Random(11), 22)
    found = brute_force([GAME.new_game(seed=11, options=options)], history, views)
    assert set(state.board.possible) == found and state.board.forger_city in found


def random_games(count: int, options=None):
    for seed in range(count):
        rng = random.Random(seed)
        state = GAME.new_game(seed=seed, options=options)
        yield state, rng


@pytest.mark.parametrize("options", [{}, {"identities": "random", "forger_seat": 1}])
def test_in_random_games_her_city_is_always_possible_and_never_shown_to_the_agent(options):
    for state, rng in random_games(3, options):
        agent = state.board.seat(AGENT)
        while not state.is_over:
            b = state.board
            if b.forger_city:
                assert b.forger_city in b.possible
            view = state.observe(agent)
            assert "forger_city" not in view and "trail" not in view
            player = state.to_act[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
        for event in state.events_for(agent):
            if event["kind"] in ("start", "forger_moved"):
                assert "city" not in event and "path" not in event


@pytest.mark.slow
def test_thousands_of_random_games_keep_her_city_possible():
    for state, rng in random_games(1000, {"identities": "random"}):
        while not state.is_over:
            if state.board.forger_city:
                assert state.board.forger_city in state.board.possible
            player = state.to_act[0]
            state.apply(player, rng.choice(state.legal_actions(player)))


def test_the_agent_cannot_tell_apart_the_forger_in_any_possible_city():
    """Determinized states with the forger in each possible city all give the agent's view."""
    for state, rng in random_games(6):
        agent = state.board.seat(AGENT)
        for _ in range(rng.randrange(30, 200)):
            if state.is_over:
                break
            player = state.to_act[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
        view = state.observe(agent)
        cities = set()
        for sample in range(8):
            other = GAME.determinize(view, random.Random(sample))
            assert other.observe(agent) == view
            cities.add(other.board.forger_city)
        assert cities <= set(view["possible"])
        assert len(cities) > 1 or len(view["possible"]) <= 2


def test_the_forger_sees_the_same_possible_set_as_the_agent():
    state = table(possible=["paris", "rome"], agenda=[{"do": "round"}], round=0)
    views = [state.observe(p)["possible"] for p in (0, 1)]
    assert views[0] == views[1] == ["paris", "rome"]


def test_a_report_keeps_only_routes_that_fire_the_same_radars_in_order():
    # From Madrid or Lima, up to 2 steps, the white Africa radar reported once: she entered
    # Africa (and may have gone on inside it, or back to Madrid); Lima is too far.
    got = after_move(["madrid", "lima"], 2, {}, {"AF": "white"}, [{"continent": "AF"}])
    assert set(got) == {"casablanca", "lagos", "cairo", "madrid"}
    silent = after_move(["madrid"], 1, {"madrid~paris": "white"}, {"AF": "white"}, [])
    assert set(silent) == {"madrid", "rome", "new_york"}
