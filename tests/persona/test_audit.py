"""Rules audit: events and refusals cite the rule actually applied, rulings included, so that
the learner is told when the tutor's own ruling (not the printed game) decided something."""

import pytest

from tutor.engine import Action, IllegalAction
from tutor.games.persona import GAME

from .helpers import events_of, scenario


def archive(play_areas, players=3, **spec):
    return scenario(players=players, phase="archive", play_areas=play_areas, **spec)


def final(play_areas, keys, players=3):
    return scenario(players=players, phase="scoring", week=3, play_areas=play_areas, keys=keys)


def of(state, kind, company="biolife"):
    return [e for e in events_of(state, kind) if e.get("company") == company]


def test_a_sole_scorers_key_cites_the_sole_scorer_ruling_not_the_second_place_rule():
    state = archive([["BIO-P1"], [], []])
    key = of(state, "key")[0]
    assert key["player"] == 0 and key["rule"] == "persona.archive.sole"


def test_a_real_second_place_key_still_cites_the_second_place_rule():
    state = archive([["BIO-P1"], ["BIO-A1"], []])
    assert of(state, "key")[0]["rule"] == "persona.archive.second"


def test_a_key_point_without_activation_cites_the_unconditional_key_ruling():
    state = final([["BIO-P1"], ["COS-W1", "COS-A1"], []], keys={"biolife": 0, "cosmoco": 1})
    unactivated = of(state, "key_point")[0]
    assert unactivated["player"] == 0 and unactivated["rule"] == "persona.score.key_unconditional"
    activated = of(state, "key_point", "cosmoco")[0]
    assert activated["player"] == 1 and activated["rule"] == "persona.score.key"


def test_a_steal_taken_without_asking_cites_the_mandatory_steal_ruling():
    state = archive([["BIO-P1"], ["BIO-A1"], []])
    steals = of(state, "steal")
    assert [(e["player"], e["card"]) for e in steals] == [(0, "BIO-A1"), (1, "BIO-P1")]
    assert {e["rule"] for e in steals} == {"persona.archive.steal_mandatory"}


def test_a_chosen_steal_cites_the_steal_rule():
    state = archive([["BIO-P1", "BIO-W1"], ["BIO-D1"], ["BIO-A1"]])
    state.apply(0, Action("steal", card="BIO-D1", victim=1))
    assert of(state, "steal")[0]["rule"] == "persona.archive.steal"


def test_refusing_to_steal_is_explained_by_the_mandatory_steal_ruling():
    state = archive([["BIO-P1", "BIO-W1"], ["BIO-D1"], ["BIO-A1"]])
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Action("skip_steal"))
    assert err.value.rule == "persona.archive.steal_mandatory"
    assert state.snapshot() == before


@pytest.mark.parametrize("first, second, rule", [
    (0, 0, "persona.archive.tie_first_pair"),      # the same player twice
    (0, 2, "persona.archive.tie_first_pair"),      # 2nd from outside the tie
    (2, 0, "persona.archive.tie_first"),           # the winner from outside the tie
])
def test_a_wrong_tie_ranking_cites_the_rule_it_breaks(first, second, rule):
    state = archive([["BIO-P1"], ["BIO-A1", "BIO-A2"], ["BIO-W1"]], keys={"biolife": 2})
    with pytest.raises(IllegalAction) as err:
        state.apply(2, Action("rank_tie", first=first, second=second))
    assert err.value.rule == rule


@pytest.mark.parametrize("players, rule", [(2, "persona.setup.removed_company"),
                                           (3, "persona.setup.removed_company"),
                                           (4, "persona.setup.remove")])
def test_the_setup_event_cites_the_ruling_that_chose_the_removed_company(players, rule):
    state = GAME.new_game(seed=1, players=players)
    setup = events_of(state, "setup")[0]
    assert setup["rule"] == rule
    assert setup["removed"] == (None if players == 4 else "lumni")


def test_a_new_two_player_week_passes_to_the_opponent_as_the_board_and_pass_events_say():
    state = archive([["BIO-P1"], ["BIO-A1"]], players=2)
    week = events_of(state, "week")[0]
    assert week["week"] == 2 and week["direction"] == "opponent"
    assert state.observe(0)["direction"] == "opponent"
    three = archive([["BIO-P1"], ["BIO-A1"], []])
    assert events_of(three, "week")[0]["direction"] == "counter-clockwise"
