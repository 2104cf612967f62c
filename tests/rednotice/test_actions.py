"""Check, Bank, Security and Wild for both roles; halves that mean nothing to the agent."""

import pytest

from tutor.engine import Action, IllegalAction

from .helpers import AGENT, FORGER, act, kinds, last, legal, play, role_to_act, table

EU100, EU200, NA100 = "EU-100-1", "EU-200-1", "NA-100-1"


# ---- Check -------------------------------------------------------------------------------------
def test_check_draws_one_per_symbol_secretly():
    state = table(hand=["AF-100-1"], agenda=[act(FORGER, "C2")])
    b = state.board
    assert len(b.hand) == 3
    agent_view = state.observe(b.seat(AGENT))["checks"]
    assert agent_view["hand"] is None and agent_view["hand_count"] == 3
    assert state.observe(b.seat(FORGER))["checks"]["hand"] == b.hand


def test_she_cannot_draw_while_holding_five_and_extra_draws_are_lost():
    state = table(hand=["AF-100-1", "AF-100-2", "AF-100-3", "AF-100-4"],
                  agenda=[act(FORGER, "C2")])
    event = last(state, "draw_checks")
    assert len(state.board.hand) == 5 and event.public["lost"] == 1
    assert event.rule == "rednotice.check.limit"


def test_an_empty_check_deck_is_rebuilt_from_the_discards():
    from tutor.games.rednotice.cards import default_decks
    checks = list(default_decks().checks)
    state = table(check_deck=[], check_discard=checks[4:], hand=checks[:4],
                  agenda=[act(FORGER, "C1")])
    assert len(state.board.hand) == 5 and len(state.board.check_deck) == len(checks) - 5
    assert "reshuffle_checks" in kinds(state.log)


@pytest.mark.parametrize("code", ["C1", "B"])
def test_check_and_bank_do_nothing_for_the_agent(code):
    state = table(agenda=[act(AGENT, code)])
    assert last(state, "nothing").rule == "rednotice.action.useless"
    assert state.board.hand == []


# ---- Bank --------------------------------------------------------------------------------------
def bank(hand, city="paris", **spec):
    return table(hand=hand, forger_city=city, agenda=[act(FORGER, "B")], **spec)


def test_bank_cashes_one_check_of_her_continents_colour_and_names_the_city():
    state = bank([EU200, NA100])
    assert legal(state, FORGER) == [Action("cash", check=EU200), Action("decline")]
    play(state, FORGER, "cash", check=EU200)
    b = state.board
    assert b.cashed == [{"check": EU200, "city": "paris"}] and b.total() == 200_000
    assert b.possible == ["paris"]
    assert last(state, "cash").public["city"] == "paris"


def test_a_check_of_another_colour_is_refused_naming_the_colour_rule():
    state = bank([NA100])
    with pytest.raises(IllegalAction) as err:
        play(state, FORGER, "cash", check=NA100)
    assert err.value.rule == "rednotice.bank.colour"


def test_bank_is_asked_even_when_nothing_can_be_cashed_and_declining_reveals_nothing():
    state = bank([NA100])
    assert legal(state, FORGER) == [Action("decline")]
    before = list(state.board.possible)
    play(state, FORGER, "decline")
    assert state.board.possible == before and state.board.cashed == []


def test_100k_gives_her_a_secret_flight_bonus_of_one_step():
    state = bank([EU100])
    play(state, FORGER, "cash", check=EU100)
    assert state.decision.rule == "rednotice.move.forger"
    info = state.decision.info
    assert info["steps"] == 1 and info["via"] == "rednotice.bank.flight"
    play(state, FORGER, "move", path=["london"])
    assert state.board.forger_city == "london"
    assert set(state.board.possible) == {"paris", "london", "madrid", "rome"}


def test_200k_lets_the_forger_choose_the_agents_upgrade_and_removes_the_other():
    state = bank([EU200], upgrade_display=["tracking", "extension"],
                 upgrade_deck=["blockade", "special_forces", "reinforcements"])
    play(state, FORGER, "cash", check=EU200)
    assert role_to_act(state) == FORGER and state.decision.rule == "rednotice.upgrade.gain"
    play(state, FORGER, "give_upgrade", upgrade="extension")
    b = state.board
    assert b.upgrades == ["extension"] and "tracking" in b.upgrades_gone
    assert b.upgrade_display == ["blockade", "special_forces"]


def test_the_last_upgrade_is_gained_without_a_choice():
    state = bank([EU200], upgrade_display=["extension"], upgrade_deck=[])
    play(state, FORGER, "cash", check=EU200)
    assert state.board.upgrades == ["extension"] and state.board.upgrade_display == []


def test_with_no_upgrade_left_the_agent_takes_one_security_and_one_move():
    state = bank([EU200], upgrade_display=[], upgrade_deck=[])
    play(state, FORGER, "cash", check=EU200)
    assert state.decision.rule == "rednotice.security.agent"
    play(state, AGENT, "radar", continent="EU")
    assert state.decision.rule == "rednotice.move.agent" and state.decision.info["left"] == 1


def test_reaching_a_million_wins_at_once():
    cashed = [{"check": c, "city": "lima"} for c in
              ["SA-200-1", "SA-200-2", "NA-200-1", "NA-200-2"]]
    state = bank([EU200], cashed=cashed)
    play(state, FORGER, "cash", check=EU200)
    assert state.is_over and state.result["winner"] == FORGER
    assert state.result["winners"] == [state.board.seat(FORGER)]


# ---- Security ----------------------------------------------------------------------------------
def test_agent_security_places_one_item_per_symbol():
    state = table(agenda=[act(AGENT, "S2")])
    play(state, AGENT, "radar", continent="EU")
    play(state, AGENT, "barrier", road="london~paris")
    assert state.board.radars == {"EU": "white"}
    assert state.board.barriers == {"london~paris": "white"}


def test_one_radar_per_space_and_one_barrier_per_road():
    state = table(radars={"EU": "white"}, barriers={"london~paris": "white"},
                  agenda=[act(AGENT, "S1")])
    for action, rule in ((Action("radar", continent="EU"), "rednotice.security.radar"),
                         (Action("barrier", road="london~paris"), "rednotice.security.barrier")):
        with pytest.raises(IllegalAction) as err:
            state.apply(state.board.seat(AGENT), action)
        assert err.value.rule == rule


FOUR = {"london~paris": "white", "madrid~paris": "white", "paris~rome": "black",
        "madrid~rome": "white"}


def test_with_four_barriers_out_a_symbol_moves_a_white_one_instead():
    state = table(barriers=dict(FOUR), agenda=[act(AGENT, "S1")])
    kinds_offered = {a.kind for a in legal(state, AGENT)}
    assert "barrier" not in kinds_offered and "move_barrier" in kinds_offered
    assert all(a.road != "paris~rome" for a in legal(state, AGENT) if a.kind == "move_barrier")
    with pytest.raises(IllegalAction) as err:
        state.apply(state.board.seat(AGENT), Action("barrier", road="cairo~rome"))
    assert err.value.rule == "rednotice.security.barrier_cap"
    play(state, AGENT, "move_barrier", road="london~paris", to="cairo~rome")
    assert "cairo~rome" in state.board.barriers and "london~paris" not in state.board.barriers


def test_black_barriers_may_be_moved_by_option():
    state = table(barriers=dict(FOUR), agenda=[act(AGENT, "S1")],
                  options={"move_black_barriers": True})
    assert any(a.road == "paris~rome" for a in legal(state, AGENT) if a.kind == "move_barrier")


def test_black_barriers_need_not_count_toward_the_cap():
    state = table(barriers=dict(FOUR), agenda=[act(AGENT, "S1")],
                  options={"black_barriers_count": False})
    assert any(a.kind == "barrier" for a in legal(state, AGENT))


def test_forger_security_moves_her_track_up_to_four():
    state = table(security=3, agenda=[act(FORGER, "S2")])
    assert state.board.security == 4


def test_she_spends_two_points_to_remove_a_white_item_but_never_a_black_one():
    state = table(security=2, radars={"EU": "white", "AF": "black"},
                  agenda=[act(FORGER, "S1")])
    offered = legal(state, FORGER)
    assert Action("remove_radar", continent="EU") in offered
    assert Action("remove_radar", continent="AF") not in offered
    with pytest.raises(IllegalAction) as err:
        play(state, FORGER, "remove_radar", continent="AF")
    assert err.value.rule == "rednotice.security.black"
    play(state, FORGER, "remove_radar", continent="EU")
    assert state.board.radars == {"AF": "black"} and state.board.security == 1


@pytest.mark.parametrize("timing, asked", [("any_action", True), ("security_action", False)])
def test_when_she_may_spend_follows_the_removal_timing_ruling(timing, asked):
    state = table(security=2, barriers={"london~paris": "white"}, agenda=[act(FORGER, "M1")],
                  options={"removal_timing": timing})
    assert (state.decision.rule == "rednotice.security.remove") is asked


# ---- Wild --------------------------------------------------------------------------------------
def test_wild_is_any_one_action_with_one_symbol():
    state = table(agenda=[act(FORGER, "W")])
    assert {a.action for a in legal(state, FORGER)} == {"check", "bank", "security", "move"}
    play(state, FORGER, "wild", action="check")
    assert len(state.board.hand) == 1


def test_extension_gives_the_agent_two_wild_actions():
    state = table(upgrades=["extension"], agenda=[act(AGENT, "W")])
    play(state, AGENT, "wild", action="security")
    play(state, AGENT, "radar", continent="AS")
    assert state.decision.rule == "rednotice.wild.choose"
    play(state, AGENT, "wild", action="move")
    assert state.decision.rule == "rednotice.move.agent"
