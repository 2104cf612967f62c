"""The nine upgrades: instant ones act once when gained, permanent ones stay."""

from tutor.engine import Action

from .helpers import AGENT, FORGER, act, last, legal, play, table

EU200 = "EU-200-1"


def gaining(upgrade, **spec):
    """The forger cashes a $200k check in Paris and gives the agent ``upgrade``."""
    other = "extension" if upgrade != "extension" else "tracking"
    state = table(hand=[EU200] + spec.pop("extra_hand", []),
                  upgrade_display=[upgrade, other], agenda=[act(FORGER, "B")], **spec)
    play(state, FORGER, "cash", check=EU200)
    play(state, FORGER, "give_upgrade", upgrade=upgrade)
    return state


def test_place_radars_places_up_to_four_white_radars_then_is_discarded():
    state = gaining("place_radars")
    for continent in ("EU", "AF", "AS"):
        play(state, AGENT, "radar", continent=continent)
    play(state, AGENT, "radar", continent="NA")
    assert state.board.radars == {c: "white" for c in ("EU", "AF", "AS", "NA")}
    assert "place_radars" in state.board.upgrades_gone and state.board.upgrades == []
    assert state.is_over


def test_blockade_places_up_to_three_white_barriers_within_the_cap():
    state = gaining("blockade", barriers={"london~paris": "white", "madrid~paris": "white"})
    play(state, AGENT, "barrier", road="cairo~rome")
    play(state, AGENT, "barrier", road="madrid~rome")
    assert len(state.board.barriers) == 4 and state.is_over     # the cap stops the third


def test_blockade_may_stop_early():
    state = gaining("blockade")
    play(state, AGENT, "pass")
    assert state.board.barriers == {} and state.is_over


def test_permanent_forces_places_a_black_radar_and_a_black_barrier():
    state = gaining("permanent_forces", radars={"EU": "white"})
    play(state, AGENT, "black_radar", continent="EU")
    play(state, AGENT, "black_barrier", road="london~paris")
    assert state.board.radars == {"EU": "black"}
    assert state.board.barriers == {"london~paris": "black"}
    assert state.board.upgrades == ["permanent_forces"]


def test_permanent_forces_flips_a_white_barrier_when_four_are_out():
    four = {"london~paris": "white", "madrid~paris": "white", "paris~rome": "white",
            "madrid~rome": "white"}
    state = gaining("permanent_forces", barriers=dict(four))
    play(state, AGENT, "black_radar", continent="AS")
    assert {a.road for a in legal(state, AGENT)} == set(four)


def test_tracking_opens_her_hand_from_then_on():
    state = gaining("tracking", extra_hand=["NA-100-1"])
    view = state.observe(state.board.seat(AGENT))
    assert view["checks"]["hand"] == ["NA-100-1"]
    assert last(state, "tracking").public["hand"] == ["NA-100-1"]


def test_private_jet_lets_the_agent_move_two_after_her_flight_bonus():
    state = table(hand=["EU-100-1"], upgrades=["private_jet"], agenda=[act(FORGER, "B")],
                  forger_city="rome")
    play(state, FORGER, "cash", check="EU-100-1")
    play(state, FORGER, "move", path=["cairo"])
    assert state.decision.info == {"role": AGENT, "left": 2, "via": "rednotice.upgrade.private_jet"}
    play(state, AGENT, "go", city="madrid")
    play(state, AGENT, "go", city="rome")
    assert state.board.captures == 0 and "rome" not in state.board.possible


def test_next_gen_special_forces_reinforcements_and_extension_are_kept():
    for upgrade in ("next_gen_radar", "special_forces", "reinforcements", "extension"):
        state = gaining(upgrade)
        assert state.board.upgrades == [upgrade] and state.is_over


def test_the_unchosen_upgrade_is_removed_and_two_new_are_turned_up():
    state = gaining("tracking", upgrade_deck=["blockade", "special_forces"])
    assert state.board.upgrade_display == ["blockade", "special_forces"]
    assert "extension" in state.board.upgrades_gone
    assert Action("give_upgrade", upgrade="tracking") not in legal(state, FORGER)
