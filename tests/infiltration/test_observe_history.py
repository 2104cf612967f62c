"""Earlier rounds stay in every observation as public facts; private facts reach only the
player who saw them."""

import pytest

from tutor.engine import ScenarioError
from tutor.games.infiltration import GAME

from .helpers import make, select


def facts(obs: dict, fact: str) -> list[dict]:
    return [h for h in obs["history"] if h["fact"] == fact]


def after_one_round():
    """Round 1: operative 0 downloads (values 3, 3), 1 advances into face-down 1.2, 2 interfaces."""
    state = make(3, room_files={"1.1": [3, 3]})
    select(state, {0: "download", 1: "advance", 2: "interface"})
    assert state.board.round == 2 and state.board.phase == "select"
    return state


def test_cards_played_rooms_revealed_and_the_roll_of_round_one_stay_for_everybody():
    state = after_one_round()
    roll = state.board.history[-1]
    for viewer in (None, 0, 1, 2):
        obs = state.observe(viewer)
        assert obs["played"] == []                       # this round: nothing revealed yet
        played = {(h["round"], h["operative"], h["card"]) for h in facts(obs, "played")}
        assert played == {(1, 0, "download"), (1, 1, "advance"), (1, 2, "interface")}
        assert [(h["room"], h["card"], h["operative"]) for h in facts(obs, "room_revealed")] \
            == [("1.2", "mail-room", 1)]
        assert facts(obs, "roll") == [roll] and roll["round"] == 1
        assert roll["proximity"] == obs["proximity"]


def test_the_values_of_files_taken_in_round_one_reach_only_their_owner():
    state = after_one_round()
    def values(obs):
        return [k["values"] for k in obs["knowledge"] if k["kind"] == "files_taken"]
    assert values(state.observe(0)) == [[3, 3]]
    for viewer in (None, 1, 2):
        obs = state.observe(viewer)
        assert values(obs) == [] and "values" not in str(obs["history"])
        assert obs["operatives"][0]["files"] == 2
        assert all(m["operative"] != 0 for m in obs.get("mine", []))


def test_a_face_down_choice_is_its_owners_alone_until_it_is_revealed_then_everybodys():
    state = after_one_round()
    player = state.to_act[1]
    op = next(a.operative for a in state.legal_actions(player))
    state.apply(player, next(a for a in state.legal_actions(player) if a.card == "retreat"))
    assert "retreat" in state.observe(player)["decision"]["chosen"]
    for viewer in (None, *[p for p in range(3) if p != player]):
        obs = state.observe(viewer)
        assert "chosen" not in obs["decision"]
        assert not [h for h in obs["history"] if h["round"] == 2]
    select(state, {0: "interface", 1: "retreat", 2: "interface"})
    for viewer in (None, 0, 1, 2):
        assert {"round": 2, "fact": "played", "operative": op, "card": "retreat"} \
            in state.observe(viewer)["history"]


def test_a_rebuilt_position_keeps_the_history_and_bad_history_is_refused():
    state = after_one_round()
    again = GAME.scenario(state.to_scenario())
    assert again.observe(1)["history"] == state.observe(1)["history"]
    with pytest.raises(ScenarioError, match="history"):
        make(3, history=[{"fact": "played"}])


def test_the_tokens_a_revealed_room_got_stay_in_its_event_after_the_board_changes():
    """The event keeps its own lists: a lock later opened on the board does not rewrite the
    log (a copy shares the log with its original, whose board plays on)."""
    for seed in range(40):
        state = GAME.new_game(seed=seed, players=2)
        placed = [e for e in state.log if e.kind == "tokens_placed" and e["locks"]]
        if placed:
            break
    event = placed[0]
    before = list(event["locks"])
    state.board.locks[event["room"]].clear()
    assert event["locks"] == before
