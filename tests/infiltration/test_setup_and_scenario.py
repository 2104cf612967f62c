"""Setting up for 2 to 6 players, what each player sees of it, and hand-set scenarios: bad
specs raise ScenarioError naming the key."""

import pytest

from tutor.engine import ScenarioError
from tutor.games.infiltration import GAME
from tutor.games.infiltration.card_loader import content_named

from .helpers import layout, make, ops

CONTENT = content_named("tutor")


@pytest.mark.parametrize("players, operatives", [(2, 4), (3, 3), (4, 4), (5, 5), (6, 6)])
def test_setup_lays_out_the_v_reveals_the_entry_room_and_deals_the_hands(players, operatives):
    state = GAME.new_game(seed=players, players=players)
    b = state.board
    floors = [CONTENT.rooms[b.layout[n]].floor for n in sorted(b.layout)]
    assert floors == [1] * 6 + [2] * 6 + ["secret"]
    assert b.revealed == ["1.1"] and len(b.unused_rooms) == 32 - 13
    assert len(b.operatives) == operatives
    assert len({o["card"] for o in b.operatives}) == operatives
    for o in b.operatives:
        assert o["room"] == "1.1" and o["actions"] == ["advance", "retreat", "interface",
                                                      "download"]
        assert len(o["items"]) == 4
    assert len(b.item_deck) == 35 - 4 * operatives
    assert b.alarm >= 0 and 0 <= b.first < players
    assert len(b.room_files["1.1"]) == CONTENT.rooms[b.layout["1.1"]].files
    assert state.to_act == list(range(players))


def test_each_player_sees_only_their_own_items_and_no_face_down_room():
    state = GAME.new_game(seed=3, players=4)
    for viewer in range(4):
        seen = state.observe(viewer)
        mine = [m["operative"] for m in seen["mine"]]
        assert mine == [viewer]
        hidden = [card for o in state.board.operatives if o["owner"] != viewer
                  for card in o["items"]]
        assert not any(f"'{card}'" in str(seen) for card in hidden)
        assert [r["card"] for r in seen["rooms"] if not r["revealed"]] == [None] * 12
        dealt = [k for k in seen["knowledge"] if k["kind"] == "hands_dealt"]
        assert dealt[0]["hands"][str(viewer)]["items"] == state.board.operatives[viewer]["items"]
    assert "mine" not in state.observe(None)


def test_the_entry_rooms_effects_apply_at_setup():
    for seed in range(40):
        state = GAME.new_game(seed=seed, players=3)
        if state.board.layout["1.1"] == "reception":     # enter: alarm +1 for each operative
            assert state.board.alarm == 3
            return
    pytest.fail("no seed put the Reception at the entrance")


def test_to_scenario_rebuilds_a_position_in_the_middle_of_an_effect():
    state = make(3, locks={"1.1": [2]}, operatives=ops(3, o0={"items": ["code-breaker"]}))
    from .helpers import select
    select(state, {0: "code-breaker", 1: "interface", 2: "interface"})
    assert state.decision.prompt == "choose_option"
    spec = state.to_scenario()
    rebuilt = GAME.scenario(spec)
    assert rebuilt.snapshot() == state.snapshot()
    assert rebuilt.legal_actions(0) == state.legal_actions(0)


@pytest.mark.parametrize("change, key", [
    ({"round": "two"}, "round"),
    ({"phase": "lunch"}, "phase"),
    ({"first": 7}, "first"),
    ({"layout": {"1.1": "lobby"}}, "layout"),
    ({"layout": layout(p1_1="ai-core")}, "layout.1.1"),
    ({"revealed": ["1.2"]}, "revealed"),
    ({"room_files": {"2.3": [1]}}, "room_files"),
    ({"operatives": [{}]}, "operatives"),
    ({"operatives": ops(3, o0={"room": "2.2"})}, "operatives[0].room"),
    ({"operatives": ops(3, o1={"owner": 0})}, "operatives[1].owner"),
    ({"operatives": ops(3, o0={"items": ["ray-gun"]})}, "operatives[0].items"),
    ({"operatives": ops(3, o0={"files": [7]})}, "operatives[0].files"),
    ({"operatives": ops(3, o0={"pockets": 1})}, "operatives[0]"),
    ({"npcs": [{"id": "ghost", "room": "1.1", "face": "up"}]}, "npcs[0]"),
    ({"stack": [{"do": "explode"}]}, "stack[0]"),
    ({"item_deck": []}, "item_deck"),
    ({"reserve": [1]}, "reserve"),
    ({"content": "other"}, "content"),
    ({"weather": "rain"}, "unknown scenario keys"),
])
def test_bad_scenarios_raise_scenario_errors_naming_the_key(change, key):
    spec = {"players": 3, "layout": layout(), **change}
    with pytest.raises(ScenarioError, match=key.replace("[", r"\[").replace("]", r"\]")):
        GAME.scenario(spec)


@pytest.mark.parametrize("change, key", [
    ({"room_files": {"1.1": 5}}, "room_files"),
    ({"interface_tokens": {"1.1": -1}}, "interface_tokens"),
    ({"queue": ["a"]}, "queue"),
    ({"queue": [9]}, "queue"),
    ({"select_slot": 10 ** 9}, "select_slot"),
    ({"placed": [{"card": "glue-trap"}]}, "placed"),
])
def test_zones_of_the_wrong_shape_are_refused_by_name(change, key):
    with pytest.raises(ScenarioError, match=key):
        GAME.scenario({"players": 3, "layout": layout(), **change})


def test_randomly_damaged_specs_raise_only_scenario_errors():
    import copy
    import random
    rng = random.Random(5)
    state = make(3, operatives=ops(3, o0={"items": ["code-breaker"]}))
    spec = state.to_scenario()
    odd = [None, -1, "x", [], {}, [1.5], {"1.1": "x"}, [["x"]], True, 10 ** 9]
    refused = 0
    for _ in range(150):
        damaged = copy.deepcopy(spec)
        damaged[rng.choice(sorted(damaged))] = rng.choice(odd)
        try:
            GAME.scenario(damaged)
        except ScenarioError:
            refused += 1
    assert refused > 100


def test_the_game_is_registered_as_infiltration_with_its_rulings_as_options():
    from tutor import games
    assert "infiltration" in games.names() and games.load("infiltration") is GAME
    for option in GAME.options:
        assert GAME.catalogue[option.rule].is_ruling
    assert GAME.min_players == 2 and GAME.max_players == 6
