"""Capture, the six fake identities, and the agent's third-capture win."""

import pytest

from tutor.engine import Action
from tutor.games.rednotice.worldmap import default_map

from .helpers import AGENT, FORGER, act, last, legal, play, role_to_act, table


def captured(tiles=("journalist", "pilot"), flipped=(), **spec):
    """The agent steps into London, where the forger is."""
    identities = [{"id": t, "flipped": t in flipped} for t in tiles]
    state = table(forger_city="london", identities=identities, agenda=[act(AGENT, "M1")],
                  **spec)
    play(state, AGENT, "go", city="london")
    return state


def test_a_capture_reveals_her_city_and_she_chooses_the_identity():
    state = captured()
    assert state.board.possible == ["london"] and state.board.captures == 1
    assert set(legal(state, FORGER)) == {Action("identity", tile="journalist"),
                                         Action("identity", tile="pilot")}


def test_with_one_tile_left_it_is_flipped_without_a_choice():
    state = captured(flipped=("journalist",))
    assert state.decision.rule == "rednotice.identity.pilot" or \
        state.decision.info.get("via") == "rednotice.identity.pilot"
    assert all(i["flipped"] for i in state.board.identities)


def test_the_third_capture_wins_for_the_agent():
    state = captured(flipped=("journalist", "pilot"), captures=2)
    assert state.is_over and state.result["winner"] == AGENT
    assert state.result["captures"] == 3


def identity_move(state, tile):
    play(state, FORGER, "identity", tile=tile)
    assert state.decision.info["via"] == f"rednotice.identity.{tile}"
    return state.decision.info


def test_pilot_moves_three_from_the_capture_city():
    info = identity_move(captured(), "pilot")
    assert info["steps"] == 3 and info["mode"] == "normal"


def test_journalist_ignores_barriers_and_fires_no_radar():
    state = captured(barriers={"london~paris": "white"}, radars={"EU": "black"})
    info = identity_move(state, "journalist")
    assert info["mode"] == "journalist" and info["steps"] == 2
    assert Action("move", path=["paris", "rome"]) in legal(state, FORGER)
    play(state, FORGER, "move", path=["paris", "rome"])
    assert last(state, "report").public["reports"] == []
    assert "rome" in state.board.possible and "paris" in state.board.possible


def test_lawyer_removes_a_white_barrier_and_a_white_radar_then_moves_two():
    state = captured(tiles=("lawyer", "spy"), barriers={"london~paris": "white",
                                                        "cairo~rome": "white"},
                     radars={"EU": "white", "AF": "black"})
    play(state, FORGER, "identity", tile="lawyer")
    play(state, FORGER, "remove_barrier", road="london~paris")
    assert state.board.radars == {"AF": "black"}            # the only white radar, no choice
    assert state.decision.info["steps"] == 2


def test_career_woman_discards_one_permanent_upgrade_then_moves_two():
    state = captured(tiles=("career_woman", "doctor"), upgrades=["tracking", "extension"])
    play(state, FORGER, "identity", tile="career_woman")
    play(state, FORGER, "discard_upgrade", upgrade="tracking")
    assert state.board.upgrades == ["extension"] and "tracking" in state.board.upgrades_gone
    assert state.decision.info["steps"] == 2


def test_doctor_draws_two_checks_within_the_limit_then_moves_two():
    state = captured(tiles=("doctor", "spy"), hand=["AF-100-1", "AF-100-2", "AF-100-3",
                                                    "AF-100-4"])
    info = identity_move(state, "doctor")
    assert len(state.board.hand) == 5 and last(state, "draw_checks").public["lost"] == 1
    assert info["steps"] == 2


def test_spy_sets_the_track_to_four_and_moves_two():
    state = captured(tiles=("spy", "pilot"), security=1)
    info = identity_move(state, "spy")
    assert state.board.security == 4 and info["steps"] == 2


def test_after_the_identity_move_the_possible_cities_start_from_the_capture_city():
    state = captured()
    identity_move(state, "pilot")
    play(state, FORGER, "move", path=["paris"])
    assert set(state.board.possible) == default_map().within("london", 3)


@pytest.mark.parametrize("tile", ["lawyer", "career_woman", "journalist", "doctor", "pilot",
                                  "spy"])
def test_every_identity_ends_with_her_secret_move(tile):
    others = [t for t in ("lawyer", "pilot") if t != tile][:1]
    state = captured(tiles=(tile, others[0]))
    play(state, FORGER, "identity", tile=tile)
    while state.decision.rule != "rednotice.move.forger":
        assert role_to_act(state) == FORGER
        state.apply(state.board.seat(FORGER), legal(state, FORGER)[0])
    assert state.decision.info["via"] == f"rednotice.identity.{tile}"
