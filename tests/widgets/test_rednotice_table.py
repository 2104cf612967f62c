"""Red Notice on the clickable table: the agent's table never holds the forger's position, every
legal action of either role can be made by clicks, and the map zone is drawn from the graph."""

from __future__ import annotations

import json
import random

import pytest

from tutor.games.rednotice import GAME
from tutor.games.rednotice.rules_bot import RulesBot
from tutor.games.rednotice.worldmap import default_map
from widgets.rednotice.mapscene import radar_piece_id, road_piece_id
from widgets.rednotice.table import TABLE, locate, scene, verb
from widgets.table import Board

SEEDS = (1, 2, 3)
ON_A_PIECE = {"place", "go", "start", "move", "search", "radar", "black_radar", "remove_radar",
              "barrier", "black_barrier", "remove_barrier", "move_barrier", "reinforce", "cash",
              "discard", "give_upgrade", "identity", "discard_upgrade"}


def positions(seed: int, moves: int = 160):
    """States along a game of half random, half rules-bot choices (the same object, advanced:
    use each before the next)."""
    state, rng, bot = GAME.new_game(seed=seed, players=2), random.Random(seed), RulesBot(GAME)
    for _ in range(moves):
        if state.is_over:
            return
        yield state
        player = state.to_act[0]
        legal = state.legal_actions(player)
        pick = bot.decide(state.observe(player), legal, rng) if rng.random() < 0.5 else \
            rng.choice(legal)
        state.apply(player, pick)


def seats(state) -> dict:
    return state.observe(None)["seats"]


BOARD = TABLE.board(lambda action, lang: GAME.describe(action, lang))


def board_for(observation, actions, lang="en", board: Board = BOARD) -> Board:
    """The board redrawn for ``observation`` (one widget reused: each redraw replaces all)."""
    TABLE.show(board, observation, actions, lang)
    board._callbacks.clear()
    return board


def agent_state(board: Board) -> str:
    """What the board syncs to the browser (its own trait values, no model references)."""
    keys = ("scene", "moves", "pointer", "words", "lang")
    return json.dumps({k: board.get_state()[k] for k in keys}, ensure_ascii=False)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_agents_table_is_the_same_wherever_the_forger_may_be(seed):
    """In random positions the agent's synced board (scene and moves) has no forger piece and
    no route, and equals the board of a position rebuilt from her observation alone, where the
    forger stands in another possible city."""
    moved = compared = 0
    for step, state in enumerate(positions(seed)):
        agent = seats(state)["agent"]
        obs = state.observe(agent)
        assert "forger_city" not in obs and "trail" not in obs
        legal = state.legal_actions(agent) if agent in state.to_act else []
        board = board_for(obs, legal)
        before = agent_state(board)
        ids = {p["id"] for z in board.scene["zones"] for p in z["pieces"]}
        assert "forger" not in ids
        lines = [line for z in board.scene["zones"] for line in z.get("map", {}).get("lines", [])]
        assert not any(line["style"] == "trail" for line in lines)
        if step % 5:
            continue
        twin = GAME.determinize(obs, random.Random(step))
        twin_obs = twin.observe(agent)
        twin_legal = twin.legal_actions(agent) if agent in twin.to_act else []
        assert agent_state(board_for(twin_obs, twin_legal)) == before
        compared += 1
        moved += twin.observe(seats(twin)["forger"])["forger_city"] != \
            state.observe(seats(state)["forger"])["forger_city"]
    assert compared >= 8 and moved >= 3, (compared, moved)


def test_the_forger_sees_herself_and_her_route():
    """Her own table shows her piece at her city and, after a move, her route."""
    for state in positions(2):
        forger = seats(state)["forger"]
        obs = state.observe(forger)
        if obs.get("forger_city") and len([c for t in obs["trail"][-2:] for c in t["cities"]]) > 1:
            zone = scene(obs, "en").piece("map")
            piece = next(p for p in zone.pieces if p.id == "forger")
            city = default_map().cities[obs["forger_city"]]["pos"]
            assert abs(piece.at[0] - city[0]) < 20
            assert any(line.style == "trail" for line in zone.map.lines)
            return
    pytest.fail("the forger never moved")


def _clickable(board: Board, move) -> bool:
    """Whether a user could click exactly this move: its piece's menu entry, then its target
    (or its own button under the table)."""
    if move.item is None:
        return [label for label, _ in board.menu_at(None)].count(move.label) == 1
    entries = dict(board.menu_at(move.item))
    return [m.id for m in entries.get(move.verb, ()) if m.target == move.target] == [move.id]


@pytest.mark.parametrize("seed", SEEDS)
def test_every_legal_action_of_both_roles_can_be_made_by_clicks(seed):
    """Every legal action sits on one piece (or one button) of the scene, reachable by a unique
    click path; map and card actions are on pieces, not buttons; clicking plays that action."""
    kinds = set()
    for state in positions(seed, 120):
        player = state.to_act[0]
        obs, legal = state.observe(player), state.legal_actions(player)
        board = board_for(obs, legal, "ja" if seed == 2 else "en")
        for move, action in zip(board._moves, legal):
            assert _clickable(board, move), (action, move)
            if action.kind in ON_A_PIECE:
                assert move.item is not None, action
            kinds.add(action.kind)
        played = []
        board.on_play(played.append)
        pick = legal[len(legal) // 2]
        spot = locate(pick, obs)
        if spot.item is None:
            board.click(None, board.label(pick, board.lang))
        else:
            board.click(spot.item, verb(pick, board.lang), spot.target)
        assert played == [pick]
    assert {"place", "go", "move", "radar", "barrier", "cash", "start", "discard"} <= kinds


def test_the_map_zone_comes_from_the_graph():
    """One city piece per node at its drawing position, one road point per edge, a radar space
    per continent, a line per road (the road across the edge in two dashed halves)."""
    state = GAME.new_game(seed=1, players=2)
    zone = scene(state.observe(1), "ja").piece("map")
    world = default_map()
    ids = {p.id for p in zone.pieces}
    assert set(world.graph.nodes) <= ids
    assert {road_piece_id(k) for k in world.roads} <= ids
    assert {radar_piece_id(c) for c in world.continents} <= ids
    assert len(zone.map.lines) == len(world.roads) + len(world.wrap)
    tokyo = next(p for p in zone.pieces if p.id == "tokyo")
    assert tokyo.label == "東京" and tokyo.color == world.continents["AS"]["colour"]
    assert zone.label.startswith("チューター独自の地図")
    data = zone.to_json()
    assert data["map"]["width"] == world.size[0] and data["pieces"][0]["at"]


def test_radars_barriers_and_possible_cities_are_shown():
    """A radar colours its continent's space, a barrier its road point; the possible cities
    carry the shading ring when the option is on, and none when it is off."""
    spec_state = GAME.new_game(seed=4, players=2, options={"deduction_aid": False})
    agent = seats(spec_state)["agent"]
    for state in positions(4, 600):
        obs = state.observe(agent)
        if obs["radars"] and obs["barriers"]:
            zone = scene(obs, "en").piece("map")
            pieces = {p.id: p for p in zone.pieces}
            continent, colour = next(iter(obs["radars"].items()))
            assert pieces[radar_piece_id(continent)].color == \
                {"white": "#ffffff", "black": "#111111"}[colour]
            road = next(iter(obs["barriers"]))
            assert pieces[road_piece_id(road)].kind == "token"
            shaded = {p.id for p in zone.pieces if p.halo and p.id in default_map().cities}
            assert shaded == set(obs["possible"])
            break
    else:
        pytest.fail("no position with a radar and a barrier")
    off = scene(spec_state.observe(agent), "en").piece("map")
    assert not [p for p in off.pieces if p.halo and p.id in default_map().cities]


def test_each_of_two_equal_discs_can_be_placed():
    """Both discs of one value in hand are clickable and place the same disc."""
    for seed in range(30):
        for state in positions(seed, 40):
            player = state.to_act[0]
            obs, legal = state.observe(player), state.legal_actions(player)
            hand = obs["discs"].get(obs["role"] or "", {}).get("hand")
            twins = [d for d in set(hand or []) if (hand or []).count(d) > 1] \
                if legal[0].kind == "place" else []
            if not twins:
                continue
            board = board_for(obs, legal)
            discs = [f"disc-{i}" for i, d in enumerate(hand) if d == twins[0]]
            assert set(discs) <= set(board.legal_items())
            pick = next(a for a in legal if dict(a.params)["disc"] == twins[0])
            played = []
            board.on_play(played.append)
            spot = locate(pick, obs)
            for disc in discs:
                board.click(disc, verb(pick, "en"), spot.target)
            assert played == [pick] * len(discs)
            return
    pytest.fail("no position with two equal discs in hand")
