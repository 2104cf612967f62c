"""A hand-set scenario per rule: revealing, actions, Download 2-then-1, wounds and delay, items
on rooms, locks and scientists, the secret room, escaping, proximity 99 and the first player."""

import pytest

from tutor.engine import Action, IllegalAction
from tutor.games.infiltration import GAME

from .helpers import answer, kinds, make, ops, select

FLOOR1 = ["1.1", "1.2", "1.3", "1.4", "1.5", "1.6"]


def test_advancing_into_a_face_down_room_reveals_it_in_the_seeds_order():
    # Neural Lab: reveal places Tyrone Kent face down, enter turns him up, 2 scientists, 4 files
    state = make(3, {"p2_1": "neural-lab"}, revealed=FLOOR1,
                 operatives=ops(3, o0={"room": "1.6"}))
    events = select(state, {0: "advance", 1: "download", 2: "download"})
    order = [k for k in kinds(events) if k in ("room_revealed", "npc_placed", "npc_woken",
                                                "tokens_placed", "files_added")]
    assert order == ["room_revealed", "npc_placed", "npc_woken", "tokens_placed", "files_added"]
    b = state.board
    assert "2.1" in b.revealed and b.scientists["2.1"] == [2, 1]
    assert len(b.room_files["2.1"]) == 4
    assert b.npcs == [{"id": "kent", "room": "1.6", "face": "up"}]   # woken, he acted and retreated


def test_enter_effects_apply_every_time_and_reveal_effects_once():
    state = make(3, {"p2_1": "cold-storage"}, revealed=FLOOR1 + ["2.1"],
                 operatives=ops(3, o0={"room": "2.1"}, o1={"room": "1.6"}))
    events = select(state, {0: "retreat", 1: "advance", 2: "interface"})
    assert state.board.operatives[1]["wounded"] and not state.board.operatives[0]["wounded"]
    assert "room_revealed" not in kinds(events)


def test_download_takes_two_for_the_first_in_a_room_then_one_and_resets_next_round():
    files = {"1.1": [1, 2, 3, 1, 2, 3, 1]}
    state = make(3, room_files=files, first=1)
    select(state, {0: "download", 1: "download", 2: "download"})
    got = [len(o["files"]) for o in state.board.operatives]
    assert got[1] == 2 and got[2] == 1 and got[0] == 1          # player 2 (seat 1) went first
    select(state, {0: "download", 1: "interface", 2: "interface"})
    assert len(state.board.operatives[0]["files"]) == 3          # first again next round: 2


def test_files_taken_by_an_item_do_not_count_as_the_first_download():
    state = make(3, room_files={"1.1": [1, 1, 1, 1, 1]},
                 operatives=ops(3, o0={"items": ["data-spike"]}))
    select(state, {0: "data-spike", 1: "download", 2: "interface"})
    assert [len(o["files"]) for o in state.board.operatives] == [1, 2, 0]


def test_file_values_are_private_to_their_owner():
    state = make(3, room_files={"1.1": [3, 3]})
    select(state, {0: "download", 1: "interface", 2: "interface"})
    assert state.observe(0)["mine"][0]["files"] == [3, 3]
    assert state.observe(1)["operatives"][0]["files"] == 2 and "3, 3" not in str(state.observe(1))
    taken = [k for k in state.observe(0)["knowledge"] if k["kind"] == "files_taken"]
    assert taken[-1]["values"] == [3, 3]


def test_a_wounded_operative_that_moves_by_card_is_delayed_and_may_not_move_next_round():
    state = make(3, operatives=ops(3, o0={"wounded": True}))
    select(state, {0: "advance", 1: "interface", 2: "interface"})
    assert state.board.operatives[0]["delayed"]
    cards = {a.card for a in state.legal_actions(0)}
    assert "advance" not in cards and "retreat" not in cards and "download" in cards
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Action("select", operative=0, card="advance"))
    assert err.value.rule == "infiltration.select.delayed"
    select(state, {0: "download", 1: "interface", 2: "interface"})
    assert not state.board.operatives[0]["delayed"]


def test_a_wounded_operative_is_not_wounded_again_and_healing_turns_it_back():
    state = make(3, {"p2_1": "cold-storage"}, revealed=FLOOR1 + ["2.1"],
                 operatives=ops(3, o0={"room": "1.6", "wounded": True}))
    events = select(state, {0: "advance", 1: "interface", 2: "interface"})
    assert "wounded" not in kinds(events)
    state = make(3, {"p1_2": "break-room"}, revealed=["1.1", "1.2"],
                 operatives=ops(3, o0={"wounded": True}))
    select(state, {0: "advance", 1: "interface", 2: "interface"})
    assert not state.board.operatives[0]["wounded"]


def test_moving_by_an_item_never_delays_a_wounded_operative():
    state = make(3, operatives=ops(3, o0={"wounded": True, "items": ["grappling-line"]}))
    select(state, {0: "grappling-line", 1: "interface", 2: "interface"})
    o = state.board.operatives[0]
    assert o["room"] == "1.2" and not o["delayed"]


def test_interface_spends_a_token_and_is_spent_when_none_is_left():
    state = make(3, {"p1_1": "reception"}, alarm=3)
    assert state.board.interface_tokens["1.1"] == 2
    select(state, {0: "interface", 1: "interface", 2: "interface"})
    assert state.board.interface_tokens["1.1"] == 0
    assert state.board.alarm == 3 - 2 + 0        # two uses lowered it, the third found none


def test_destroying_a_lock_releases_its_files_the_biggest_first():
    state = make(3, {"p1_1": "lobby"}, locks={"1.1": [1, 3]},
                 operatives=ops(3, o0={"items": ["lockpick-set"]}))
    before = len(state.board.room_files["1.1"])
    select(state, {0: "lockpick-set", 1: "interface", 2: "interface"})
    assert state.board.locks["1.1"] == [1]
    assert len(state.board.room_files["1.1"]) == before + 3


def test_destroying_scientists_releases_their_files():
    state = make(3, scientists={"1.1": [2, 1]},
                 operatives=ops(3, o0={"items": ["tranquilizer-gas"]}))
    before = len(state.board.room_files["1.1"])
    select(state, {0: "tranquilizer-gas", 1: "interface", 2: "interface"})
    assert state.board.scientists["1.1"] == [] and len(state.board.room_files["1.1"]) == before + 3


def test_an_item_with_several_effects_asks_which_one():
    state = make(3, locks={"1.1": [2]}, operatives=ops(3, o0={"items": ["code-breaker"]}))
    select(state, {0: "code-breaker", 1: "interface", 2: "interface"})
    assert state.decision.prompt == "choose_option"
    assert state.legal_actions(0) == [Action("option", n=0), Action("option", n=1)]
    answer(state, Action("option", n=0))
    assert state.board.locks["1.1"] == []


def test_items_placed_on_a_room_stay_as_long_as_their_text_says():
    state = make(3, {"p1_2": "lobby", "p1_1": "reception"}, revealed=["1.1", "1.2"],
                 operatives=ops(3, o0={"room": "1.2", "items": ["glue-trap"]},
                                o1={"items": ["signal-jammer"]}))
    select(state, {0: "glue-trap", 1: "signal-jammer", 2: "advance"})
    b = state.board
    assert b.operatives[2]["delayed"] and b.operatives[2]["room"] == "1.2"
    assert [p["card"] for p in b.placed] == ["glue-trap"]        # the jammer lasted a round
    assert "signal-jammer" in b.item_discard and "glue-trap" not in b.item_discard


def test_smoke_screen_stops_wounds_in_its_room():
    state = make(3, {"p1_2": "guard-post"}, revealed=["1.1", "1.2"],
                 npcs=[{"id": "harris", "room": "1.2", "face": "up"}],
                 operatives=ops(3, o0={"room": "1.2", "items": ["smoke-screen"]}))
    events = select(state, {0: "smoke-screen", 1: "interface", 2: "interface"})
    assert not state.board.operatives[0]["wounded"] and "wound_prevented" in kinds(events)


def test_targeting_another_operative_asks_only_when_there_is_a_choice():
    state = make(3, operatives=ops(3, o0={"items": ["tripwire"]}))
    select(state, {0: "tripwire", 1: "interface", 2: "interface"})
    assert state.decision.prompt == "choose_target"
    assert state.legal_actions(0) == [Action("target", operative=1), Action("target", operative=2)]
    answer(state, Action("target", operative=2))
    assert state.board.operatives[2]["delayed"] and not state.board.operatives[1]["delayed"]


def test_sludge_placed_by_a_reveal_delays_whoever_enters_later():
    state = make(3, {"p2_1": "clean-room"}, revealed=FLOOR1,
                 operatives=ops(3, o0={"room": "1.6"}, o1={"room": "1.6"}))
    select(state, {0: "advance", 1: "interface", 2: "interface"})
    b = state.board
    assert [p["room"] for p in b.placed] == ["2.1"] and b.placed[0]["card"].startswith("sludge")
    assert not b.operatives[0]["delayed"]                    # revealing it placed the sludge
    select(state, {0: "interface", 1: "advance", 2: "interface"})
    assert b.operatives[1]["delayed"] and b.operatives[1]["room"] == "2.1"


def test_moving_up_to_n_rooms_asks_at_each_room_and_may_stop():
    state = make(3, {"p1_1": "maintenance-shaft"}, operatives=ops(3))
    select(state, {0: "interface", 1: "interface", 2: "interface"})
    mover = state.to_act[0]                 # the shaft also leads into the secret room
    assert state.legal_actions(mover) == [Action("move_to", room="1.2"),
                                          Action("move_to", room="S"), Action("stop")]
    answer(state, Action("move_to", room="1.2"))
    assert state.legal_actions(mover) == [Action("move_to", room="1.3"), Action("stop")]
    answer(state, Action("stop"))
    assert state.board.operatives[mover]["room"] == "1.2"


def test_an_item_can_add_an_interface_token_and_use_it_at_once():
    state = make(3, {"p1_1": "records-office"}, interface_tokens={"1.1": 0},
                 operatives=ops(3, o0={"items": ["backdoor-script"]}))
    before = len(state.board.room_files["1.1"])
    select(state, {0: "backdoor-script", 1: "interface", 2: "interface"})
    assert len(state.board.room_files["1.1"]) == before + 2
    assert state.board.interface_tokens["1.1"] == 0


def test_an_effect_can_delay_every_other_operative_in_the_room():
    state = make(3, operatives=ops(3, o0={"items": ["fake-alarm"]}, o2={"room": "1.2"}),
                 revealed=["1.1", "1.2"])
    select(state, {0: "fake-alarm", 1: "interface", 2: "interface"})
    b = state.board
    assert b.operatives[1]["delayed"] and not b.operatives[2]["delayed"] and b.alarm == 1


def test_rooms_hand_out_special_cards_while_they_last():
    state = make(3, {"p2_1": "prototype-workshop"}, revealed=FLOOR1 + ["2.1"],
                 interface_tokens={"2.1": 1}, specials=["prototype-1", "blackmail-1",
                 "blackmail-2", "sludge-1", "sludge-2"],
                 operatives=ops(3, o0={"room": "2.1"}, o2={"specials": ["prototype-2"]}))
    select(state, {0: "interface", 1: "interface", 2: "interface"})
    assert state.board.operatives[0]["specials"] == ["prototype-1"]
    assert "prototype-1" not in state.board.specials


def test_retreating_out_of_the_entry_room_by_an_item_escapes_too():
    state = make(3, {"p1_2": "lobby", "p1_1": "reception"}, revealed=["1.1", "1.2"],
                 operatives=ops(3, o0={"room": "1.2", "items": ["exit-map"]}))
    select(state, {0: "exit-map", 1: "interface", 2: "interface"})
    answer(state, Action("move_to", room="1.1"))
    assert state.legal_actions(0) == [Action("move_to", room="out"), Action("stop")]
    answer(state, Action("move_to", room="out"))
    assert state.board.operatives[0]["status"] == "escaped"


def test_a_rooms_retreat_effect_applies_when_a_retreat_card_is_played_there():
    state = make(3, {"p1_2": "mail-room"}, revealed=["1.1", "1.2"],
                 room_files={"1.1": [], "1.2": [2]}, operatives=ops(3, o0={"room": "1.2"}))
    select(state, {0: "retreat", 1: "interface", 2: "interface"})
    o = state.board.operatives[0]
    assert o["files"] == [2] and o["room"] == "1.1"


def test_option_entry_enter_once_applies_the_entry_rooms_enter_effect_once():
    for seed in range(60):
        state = GAME.new_game(seed=seed, players=3, options={"entry_enter": "once"})
        if state.board.layout["1.1"] == "reception":
            assert state.board.alarm == 1
            return
    pytest.fail("no seed put the Reception at the entrance")


def test_option_secret_exit_any_lets_the_operative_choose_an_access_room():
    spec = dict(rooms={"p1_2": "maintenance-shaft", "p1_4": "stairwell",
                       "p2_2": "directors-office"},
                revealed=FLOOR1 + ["2.1", "2.2", "S"],
                operatives=ops(3, o0={"room": "S", "came_from": "1.2"}))
    state = make(3, options={"secret_exit": "any"}, **spec)
    select(state, {0: "retreat", 1: "interface", 2: "interface"})
    assert state.legal_actions(0) == [Action("move_to", room="1.2"),
                                      Action("move_to", room="2.2")]
    state = make(3, **spec)
    select(state, {0: "retreat", 1: "interface", 2: "interface"})
    assert state.board.operatives[0]["room"] == "1.2"
