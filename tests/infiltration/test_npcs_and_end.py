"""NPCs one by one, the NPC order, the secret room, escaping, proximity 99, the first player,
scoring and ties, and the two-player game."""

from tutor.engine import Action
from tutor.games.infiltration.facility import SECRET, adjacent, facility

from .helpers import answer, kinds, make, ops, select

FLOOR1 = ["1.1", "1.2", "1.3", "1.4", "1.5", "1.6"]
IDLE = {0: "interface", 1: "interface", 2: "interface"}


def npc_state(npc, room="1.3", face="up", **spec):
    return make(3, revealed=FLOOR1, npcs=[{"id": npc, "room": room, "face": face}], **spec)


def test_james_harris_wounds_everyone_in_his_room_retreats_and_proximity_rises_by_5():
    state = npc_state("harris", operatives=ops(3, o0={"room": "1.3"}, o1={"room": "1.3"}))
    select(state, IDLE)
    b = state.board
    assert b.operatives[0]["wounded"] and b.operatives[1]["wounded"]
    assert not b.operatives[2]["wounded"]
    assert b.npcs[0]["room"] == "1.2" and b.proximity == 5 + b.last_roll + b.alarm


def test_harris_in_the_entry_room_leaves_play_before_acting():
    state = npc_state("harris", room="1.1")
    select(state, IDLE)
    assert state.board.npcs == [] and "harris" in state.board.npcs_gone
    assert not any(o["wounded"] for o in state.board.operatives)


def test_leah_bailey_leaving_from_the_loading_dock_adds_20():
    state = make(3, {"p1_3": "loading-dock"}, revealed=FLOOR1,
                 npcs=[{"id": "bailey", "room": "1.3", "face": "up"}])
    select(state, IDLE)
    b = state.board
    assert b.npcs == [] and b.proximity == 20 + b.last_roll


def test_leah_bailey_elsewhere_just_walks_toward_the_exit():
    state = npc_state("bailey", room="1.4")
    select(state, IDLE)
    assert state.board.npcs[0]["room"] == "1.3" and state.board.proximity == state.board.last_roll


def test_officer_nelson_wounds_raises_the_alarm_and_stays():
    state = npc_state("nelson", operatives=ops(3, o2={"room": "1.3"}))
    select(state, IDLE)
    b = state.board
    assert b.operatives[2]["wounded"] and b.alarm == 1 and b.npcs[0]["room"] == "1.3"


def test_tyrone_kent_retreats_then_discards_the_files_where_he_ends_to_the_box():
    state = npc_state("kent", room="1.3", room_files={"1.2": [3, 2], "1.3": [1]})
    select(state, IDLE)
    b = state.board
    assert b.npcs[0]["room"] == "1.2" and b.room_files["1.2"] == [] and b.room_files["1.3"] == [1]
    assert sorted(b.box_files) == [2, 3]


def test_csx13_clears_its_room_without_releasing_files_then_retreats():
    state = make(3, revealed=FLOOR1, locks={"1.3": [2]}, scientists={"1.3": [1]},
                 npcs=[{"id": "csx13", "room": "1.3", "face": "up"},
                       {"id": "nelson", "room": "1.3", "face": "down"}])
    select(state, IDLE)
    b = state.board
    assert b.locks["1.3"] == [] and b.scientists["1.3"] == [] and b.room_files.get("1.3", []) == []
    assert [n["id"] for n in b.npcs] == ["csx13"] and b.npcs[0]["room"] == "1.2"


def test_csx13_releases_files_under_the_option():
    state = make(3, revealed=FLOOR1, locks={"1.3": [2]},
                 npcs=[{"id": "csx13", "room": "1.3", "face": "up"}],
                 options={"csx_releases_files": True})
    select(state, IDLE)
    assert len(state.board.room_files["1.3"]) == 2


def test_a_face_down_npc_does_nothing():
    state = npc_state("nelson", face="down", operatives=ops(3, o0={"room": "1.3"}))
    select(state, IDLE)
    assert not state.board.operatives[0]["wounded"] and state.board.alarm == 0


def test_with_two_npcs_in_a_room_the_first_player_chooses_who_acts_first():
    state = make(3, revealed=FLOOR1, first=2, operatives=ops(3, o0={"room": "1.3"}),
                 npcs=[{"id": "nelson", "room": "1.3", "face": "up"},
                       {"id": "harris", "room": "1.3", "face": "up"}])
    select(state, IDLE)
    assert state.to_act == [2] and state.decision.rule == "infiltration.npc.order"
    assert set(state.legal_actions(2)) == {Action("npc", npc="nelson"), Action("npc", npc="harris")}
    events = answer(state, Action("npc", npc="harris"))
    acts = [e.public["npc"] for e in events if e.kind == "npc_acts"]
    assert acts == ["harris", "nelson"]


def test_npcs_act_room_by_room_from_the_entrance():
    state = make(3, revealed=FLOOR1, npcs=[{"id": "nelson", "room": "1.5", "face": "up"},
                                           {"id": "bailey", "room": "1.3", "face": "up"}])
    events = select(state, IDLE)
    assert [e.public["npc"] for e in events if e.kind == "npc_acts"] == ["bailey", "nelson"]


def test_an_effect_can_destroy_a_face_down_npc():
    state = npc_state("kent", room="1.1", face="down",
                      operatives=ops(3, o0={"items": ["emp-grenade"]}))
    select(state, {0: "emp-grenade", 1: "interface", 2: "interface"})
    assert state.board.npcs == [] and "kent" in state.board.npcs_gone


def test_the_secret_room_opens_from_a_revealed_access_room_and_retreat_goes_back():
    state = make(3, {"p1_4": "maintenance-shaft"}, revealed=FLOOR1,
                 operatives=ops(3, o0={"room": "1.4"}))
    select(state, {0: "advance", 1: "interface", 2: "interface"})
    assert state.legal_actions(0) == [Action("move_to", room="1.5"), Action("move_to", room="S")]
    answer(state, Action("move_to", room="S"))
    b = state.board
    assert "S" in b.revealed and b.operatives[0]["room"] == "S"
    select(state, {0: "retreat", 1: "interface", 2: "interface"})
    assert b.operatives[0]["room"] == "1.4"


def test_the_secret_room_is_adjacent_to_nothing():
    graph = facility(frozenset({"1.4"}))
    assert adjacent(graph, SECRET) == [] and SECRET not in adjacent(graph, "1.4")
    assert adjacent(graph, "1.4") == ["1.3", "1.5"]
    state = make(3, {"p1_4": "maintenance-shaft"}, revealed=FLOOR1 + ["S"],
                 operatives=ops(3, o0={"room": "S", "came_from": "1.4", "items": ["caltrops"]},
                                o1={"room": "1.4"}))
    select(state, {0: "caltrops", 1: "interface", 2: "interface"})
    assert not state.board.operatives[1]["delayed"]


def test_advance_from_the_deepest_room_goes_nowhere():
    state = make(3, revealed=FLOOR1 + [f"2.{i}" for i in range(1, 7)],
                 operatives=ops(3, o0={"room": "2.6"}))
    events = select(state, {0: "advance", 1: "interface", 2: "interface"})
    assert state.board.operatives[0]["room"] == "2.6" and "no_way" in kinds(events)


def test_retreating_from_the_entry_room_escapes_and_the_game_ends_when_all_are_out():
    state = make(3, room_files={"1.1": []},
                 operatives=ops(3, o0={"files": [3]}, o1={"files": [1, 1]}, o2={"files": [2]}))
    select(state, {0: "retreat", 1: "retreat", 2: "retreat"})
    assert state.is_over and state.result["reason"] == "escaped"
    assert state.result["scores"] == [3, 2, 2] and state.result["winners"] == [0]


def test_an_interface_can_let_an_operative_out_of_another_room():
    state = make(3, {"p1_2": "loading-dock"}, revealed=["1.1", "1.2"],
                 interface_tokens={"1.2": 2}, operatives=ops(3, o0={"room": "1.2"}))
    events = select(state, {0: "interface", 1: "interface", 2: "interface"})
    assert state.board.operatives[0]["status"] == "escaped"
    assert any(e.kind == "escaped" and e.rule == "infiltration.escape.effect" for e in events)


def test_proximity_99_ends_the_game_at_once_mid_round_and_captures_those_inside():
    state = make(3, {"S": "server-farm", "p1_4": "maintenance-shaft"}, revealed=FLOOR1,
                 proximity=90, first=0, operatives=ops(3, o0={"room": "1.4", "files": [3]},
                                                       o1={"files": [1]}))
    select(state, {0: "advance", 1: "retreat", 2: "download"})
    answer(state, Action("move_to", room="S"))
    b = state.board
    assert state.is_over and b.proximity == 99 and state.result["reason"] == "proximity"
    assert [o["status"] for o in b.operatives] == ["captured"] * 3   # player 2 never retreated
    assert state.result["winners"] == []


def test_the_first_player_passes_to_the_left_after_the_security_phase():
    state = make(3, first=2)
    select(state, IDLE)
    assert state.board.first == 0 and state.board.round == 2


def test_ties_go_to_more_file_tokens_then_more_items_or_are_shared_by_option():
    spec = dict(room_files={"1.1": []}, operatives=ops(
        3, o0={"files": [3], "items": ["lockpick-set"]}, o1={"files": [1, 2]},
        o2={"files": [1, 1, 1], "status": "captured"}))
    state = make(3, **spec)
    select(state, {0: "retreat", 1: "retreat", 2: "interface"})
    assert state.result["scores"] == [3, 3, None] and state.result["winners"] == [1]
    state = make(3, options={"tie_break": "shared"}, **spec)
    select(state, {0: "retreat", 1: "retreat", 2: "interface"})
    assert state.result["winners"] == [0, 1]


def test_special_cards_add_their_points():
    state = make(3, {"p1_1": "reception"}, room_files={"1.1": []}, specials=["blackmail-1",
                 "blackmail-2", "prototype-2", "sludge-1", "sludge-2"],
                 operatives=ops(3, o0={"specials": ["prototype-1"]}, o1={"files": [3, 3]}))
    select(state, {0: "retreat", 1: "retreat", 2: "retreat"})
    assert state.result["scores"] == [4, 6, 0] and state.result["winners"] == [1]


def test_two_players_run_two_operatives_each_choosing_separately_in_slot_order():
    state = make(2, first=1)
    assert len(state.board.operatives) == 4 and state.to_act == [0, 1]
    assert {a.operative for a in state.legal_actions(0)} == {0}
    state.apply(0, Action("select", operative=0, card="interface"))
    state.apply(1, Action("select", operative=1, card="interface"))
    assert state.to_act == [0, 1] and {a.operative for a in state.legal_actions(1)} == {3}
    state.apply(0, Action("select", operative=2, card="interface"))
    events = state.apply(1, Action("select", operative=3, card="interface"))
    order = next(e.public["order"] for e in events if e.kind == "execution")
    assert order == [1, 0, 3, 2]
    seen = state.observe(0)
    assert [m["operative"] for m in seen["mine"]] == [0, 2]


def test_a_two_player_seat_scores_its_escaped_operatives():
    state = make(2, room_files={"1.1": []}, operatives=ops(
        2, o0={"files": [3]}, o2={"files": [2], "status": "captured"}, o1={"files": [1]},
        o3={"files": [1]}))
    select(state, {0: "retreat", 1: "retreat", 3: "retreat"})
    assert state.result["scores"] == [3, 2] and state.result["winners"] == [0]


def test_option_two_player_capture_all_stops_a_seat_with_a_captured_operative_winning():
    spec = dict(room_files={"1.1": []}, operatives=ops(
        2, o0={"files": [3]}, o2={"files": [2], "status": "captured"}, o1={"files": [1]},
        o3={"files": [1]}))
    state = make(2, options={"two_player_capture": "all"}, **spec)
    select(state, {0: "retreat", 1: "retreat", 3: "retreat"})
    assert state.result["scores"] == [None, 2] and state.result["winners"] == [1]
