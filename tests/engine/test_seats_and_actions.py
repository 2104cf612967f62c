"""Seat arithmetic for 2 to 6 players, and type-strict, well-formed Actions."""

import pytest

from tutor.engine import Action, IllegalAction
from tutor.engine.seats import left_of, next_seat, others, right_of, turn_order


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_left_and_right_are_inverse_and_turn_order_visits_everyone_once(players):
    for seat in range(players):
        assert right_of(left_of(seat, players), players) == seat
        assert next_seat(seat, players) == left_of(seat, players)
        order = turn_order(seat, players)
        assert order[0] == seat and sorted(order) == list(range(players))
        assert others(seat, players) == order[1:]
    assert left_of(players - 1, players) == 0 and right_of(0, players) == players - 1


def test_parameters_compare_by_type():
    assert Action("n", n=1) != Action("n", n=True)
    assert Action("n", n=0) != Action("n", n=False)
    assert Action("n", n=[1, 2]) == Action("n", n=(1, 2))
    assert Action("n", n=[1, 2]).n == (1, 2)
    assert len({Action("n", n=1), Action("n", n=True)}) == 2


@pytest.mark.parametrize("kind, params", [
    (None, {}), (5, {}), ("Deploy", {}), ("", {}), ("deploy", {"n": 6.0}),
    ("deploy", {"n": 6 + 0j}), ("deploy", {"n": {"a": 1}}), ("deploy", {"card": object()}),
    ("deploy", {"n": [[[[[[[[[[1]]]]]]]]]]}), ("deploy", {"kind": "encrypt"}),
])
def test_malformed_actions_are_refused_at_construction(kind, params):
    with pytest.raises(IllegalAction) as err:
        Action(kind, **params)
    assert err.value.rule == "core.malformed"


def test_an_action_round_trips_through_json_and_bad_json_is_malformed():
    action = Action("deploy", card="C5-G", spots=[0, 2], confirm=True, note=None)
    assert Action.from_json(action.to_json()) == action
    for bad in (None, [], {"card": 1}, {"kind": "x", "1bad": 2}):
        with pytest.raises(IllegalAction, match="core.malformed"):
            Action.from_json(bad)


def test_parameters_read_as_attributes_and_never_shadow_the_actions_own():
    action = Action("cash", check="C3", get=1, params=2)
    assert action.check == "C3" and action.get("get") == 1 and action.get("params") == 2
    assert callable(action.get) and action.params == (("check", "C3"), ("get", 1), ("params", 2))
    with pytest.raises(AttributeError, match="no parameter 'city'"):
        _ = action.city
    with pytest.raises(AttributeError):
        action.check = "C4"
    assert action.check == "C3"


def test_a_subclass_instance_never_stands_in_for_a_plain_action():
    class Lookalike(Action):
        __slots__ = ()

    fresh = {"card": "never-made-before-1", "n": 3}          # arguments no Action was made with
    lookalike = Lookalike("deploy", **fresh)
    assert type(lookalike) is Lookalike
    assert type(Action("deploy", **fresh)) is Action
    assert type(Action.from_json({"kind": "deploy", **fresh})) is Action
    made = Action("deploy", card="C5-G")
    assert type(Lookalike("deploy", card="C5-G")) is Lookalike and type(made) is Action
