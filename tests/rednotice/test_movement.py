"""Moving: the agent searches every city she enters; the forger moves in secret, stopped by
barriers, and reports every radar firing in order (each radar case of the rulings)."""

import pytest

from tutor.engine import Action, IllegalAction

from .helpers import AGENT, FORGER, act, last, legal, play, role_to_act, table


def forger_move(steps=2, **spec):
    return table(agenda=[act(FORGER, f"M{steps}")], **spec)


def report(state):
    return last(state, "report").public["reports"]


# ---- the agent ---------------------------------------------------------------------------------
def test_the_agent_searches_each_city_she_enters():
    state = table(forger_city="cairo", agenda=[act(AGENT, "M2")])
    play(state, AGENT, "go", city="london")
    play(state, AGENT, "go", city="paris")
    b = state.board
    assert b.agent_city == "paris" and not {"london", "paris"} & set(b.possible)
    assert [c["city"] for c in b.clues if c["kind"] == "search"] == ["london", "paris"]


def test_the_agent_may_stop_early_and_barriers_do_not_stop_her():
    state = table(forger_city="cairo", barriers={"london~new_york": "white"},
                  agenda=[act(AGENT, "M2")])
    assert Action("go", city="london") in legal(state, AGENT)
    play(state, AGENT, "go", city="london")
    play(state, AGENT, "stop")
    assert state.is_over and state.board.agent_city == "london"


def test_sharing_a_city_is_no_capture_and_searching_it_costs_a_step():
    state = table(forger_city="new_york", agenda=[act(AGENT, "M1")])
    assert state.board.captures == 0
    play(state, AGENT, "search")
    assert state.board.captures == 1
    assert last(state, "capture").public["city"] == "new_york"


def test_search_is_offered_only_before_she_has_searched_where_she_stands():
    state = table(forger_city="cairo", agenda=[act(AGENT, "M2")])
    play(state, AGENT, "go", city="london")
    assert Action("search") not in legal(state, AGENT)


def test_entering_her_city_captures_and_ends_only_the_current_action():
    state = table(forger_city="london", agenda=[act(AGENT, "M2"), act(AGENT, "S1")])
    play(state, AGENT, "go", city="london")
    assert state.board.captures == 1 and state.board.agent_city == "london"
    assert role_to_act(state) == FORGER                 # her identity choice
    play(state, FORGER, "identity", tile="pilot")
    play(state, FORGER, "move", path=["paris", "rome", "cairo"])
    assert state.decision.rule == "rednotice.security.agent"   # the next action goes on


# ---- the forger --------------------------------------------------------------------------------
def test_her_whole_route_is_one_secret_choice_of_up_to_the_symbol_count():
    state = forger_move(2)
    paths = [a.path for a in legal(state, FORGER)]
    assert () in paths and ("london",) in paths and ("london", "moscow") in paths
    assert max(len(p) for p in paths) == 2
    agent_view = state.observe(state.board.seat(AGENT))
    assert "forger_city" not in agent_view and "trail" not in agent_view
    assert agent_view["decision"]["info"] == {"role": FORGER, "steps": 2, "mode": "normal",
                                              "via": "rednotice.move.forger"}


def test_a_barrier_stops_her_naming_the_barrier_rule():
    state = forger_move(1, barriers={"london~paris": "white"})
    with pytest.raises(IllegalAction) as err:
        play(state, FORGER, "move", path=["london"])
    assert err.value.rule == "rednotice.move.barrier"


def test_a_route_longer_than_the_move_is_refused():
    state = forger_move(1)
    with pytest.raises(IllegalAction) as err:
        play(state, FORGER, "move", path=["london", "moscow"])
    assert err.value.rule == "rednotice.move.steps"


def test_a_radar_fires_when_a_step_ends_in_its_continent_and_a_white_one_returns():
    state = forger_move(2, forger_city="madrid", radars={"AF": "white"})
    play(state, FORGER, "move", path=["casablanca", "cairo"])
    assert report(state) == [{"continent": "AF"}]              # white: once only
    assert state.board.radars == {}


def test_a_black_radar_fires_on_every_step_in_its_continent():
    state = forger_move(2, forger_city="madrid", radars={"AF": "black"})
    play(state, FORGER, "move", path=["casablanca", "cairo"])
    assert report(state) == [{"continent": "AF"}, {"continent": "AF"}]
    assert state.board.radars == {"AF": "black"}


def test_moving_inside_an_armed_continent_fires_it_too():
    state = forger_move(1, forger_city="paris", radars={"EU": "white"})
    play(state, FORGER, "move", path=["london"])
    assert report(state) == [{"continent": "EU"}]


def test_leaving_a_continent_or_staying_put_fires_nothing():
    leaving = forger_move(1, forger_city="madrid", radars={"EU": "white"})
    play(leaving, FORGER, "move", path=["casablanca"])
    assert report(leaving) == [] and leaving.board.radars == {"EU": "white"}
    staying = forger_move(2, radars={"EU": "black"})
    play(staying, FORGER, "move", path=[])
    assert report(staying) == []


def test_several_radars_are_reported_in_the_order_they_fired():
    state = forger_move(2, forger_city="rome", radars={"AF": "white", "AS": "white"})
    play(state, FORGER, "move", path=["cairo", "dubai"])
    assert report(state) == [{"continent": "AF"}, {"continent": "AS"}]


def test_next_gen_radar_reports_name_the_city():
    state = forger_move(1, forger_city="rome", radars={"AF": "white"},
                        upgrades=["next_gen_radar"])
    play(state, FORGER, "move", path=["cairo"])
    assert report(state) == [{"continent": "AF", "city": "cairo"}]
    assert state.board.possible == ["cairo"]


def test_a_radar_placed_where_she_already_is_fires_on_her_next_step_there():
    state = table(forger_city="paris", agenda=[act(AGENT, "S1"), act(FORGER, "M1")])
    play(state, AGENT, "radar", continent="EU")
    assert not [c for c in state.board.clues if c["kind"] == "report"]
    play(state, FORGER, "move", path=["rome"])
    assert report(state) == [{"continent": "EU"}]


def test_her_route_stays_secret_and_the_agent_is_told_only_the_firings():
    state = forger_move(2, forger_city="madrid", radars={"AF": "white"})
    play(state, FORGER, "move", path=["casablanca", "lagos"])
    agent = state.board.seat(AGENT)
    public = last(state, "report").view(agent)
    assert public["reports"] == [{"continent": "AF"}] and "path" not in public
    assert "path" not in last(state, "forger_moved").view(agent)
    assert last(state, "forger_moved").view(state.board.seat(FORGER))["path"] == [
        "casablanca", "lagos"]


def test_the_agent_can_only_go_one_road_at_a_time():
    state = table(forger_city="cairo", agenda=[act(AGENT, "M2")])
    with pytest.raises(IllegalAction) as err:
        play(state, AGENT, "go", city="tokyo")
    assert err.value.rule == "rednotice.move.agent"


def test_her_secret_start_must_be_far_enough_from_the_agent():
    from tutor.games.rednotice import GAME
    state = GAME.new_game(seed=1)
    forger = state.board.seat(FORGER)
    state.apply(forger, state.legal_actions(forger)[0])
    with pytest.raises(IllegalAction) as err:
        state.apply(forger, Action("start", city="london"))
    assert err.value.rule == "rednotice.setup.forger_start"
    assert all(a.city not in ("london", "new_york") for a in state.legal_actions(forger))
