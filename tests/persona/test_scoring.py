"""Final scoring: pooling, activation (spent activator), keys, tie-breaks, shared wins."""

import pytest

from tutor.engine import Action, IllegalAction

from .helpers import events_of, scenario


def final(play_areas, archives=None, keys=None, options=None, players=3):
    """A position at the final scoring (after week 3's archive phase)."""
    return scenario(options=options, players=players, phase="scoring", week=3,
                    play_areas=play_areas, archives=archives, keys=keys or {})


def biolife(state, player=0):
    return state.result["details"][player]["companies"]["biolife"]


def test_a_worker_activates_and_is_spent():
    state = final([["BIO-W1", "BIO-P1", "BIO-A1"], [], []])
    assert state.is_over
    assert biolife(state) == {"activated": True, "activator": "BIO-W1", "points": 9,
                              "wasted": 0, "key_held": False, "key": 0}
    assert state.board.spent[0] == ["BIO-W1"] and "BIO-W1" not in state.board.archives[0]
    assert events_of(state, "company_score")[0]["rule"] == "persona.score.activator_spent"


def test_without_an_activator_the_company_scores_nothing():
    state = final([["BIO-P1", "BIO-A1"], [], []])
    assert biolife(state)["activated"] is False
    assert biolife(state)["points"] == 0 and biolife(state)["wasted"] == 9
    assert state.result["scores"][0] == 0


def test_play_area_and_archive_score_together():
    state = final([["BIO-A1"], [], []],
                  archives=[["BIO-C4", "BIO-P1"], [], []])
    assert biolife(state)["activator"] == "BIO-C4" and biolife(state)["points"] == 9
    assert state.board.play == [[], [], []]
    assert events_of(state, "pool")[0]["rule"] == "persona.score.pool"


@pytest.mark.parametrize("archive, spent, points", [
    (["BIO-C4", "BIO-C2", "BIO-C0"], "BIO-C0", 8),
    (["BIO-C4", "BIO-C2"], "BIO-C2", 6),
    (["BIO-C4"], "BIO-W1", 4),
])
def test_the_cheapest_activator_is_spent_by_default(archive, spent, points):
    state = final([["BIO-W1"], [], []], archives=[archive, [], []])
    assert biolife(state)["activator"] == spent and biolife(state)["points"] == points


def test_activator_choice_option_asks_the_player():
    state = final([["BIO-W1", "BIO-W2", "BIO-P1"], [], []], archives=[["BIO-C4"], [], []],
                  options={"activator": "choose"})
    assert state.to_act == [0] and state.decision.rule == "persona.score.activator_choice"
    assert {a.card for a in state.legal_actions(0)} == {"BIO-C4", "BIO-W1", "BIO-W2"}
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Action("activate", card="BIO-P1"))
    assert err.value.rule == "persona.score.activate"
    state.apply(0, Action("activate", card="BIO-C4"))
    assert state.is_over and biolife(state)["points"] == 10


def test_activator_choice_is_not_asked_with_a_single_activator():
    state = final([["BIO-W1", "BIO-A1", "BIO-P1"], [], []], options={"activator": "choose"})
    assert state.is_over and biolife(state)["points"] == 9


def test_a_key_is_worth_one_point_even_without_activation():
    state = final([["BIO-P1"], [], []], keys={"biolife": 0})
    assert biolife(state)["key"] == 1 and state.result["scores"][0] == 1
    assert events_of(state, "key_point")[0]["rule"] == "persona.score.key_unconditional"


def test_key_needs_activation_option():
    state = final([["BIO-P1"], [], []], keys={"biolife": 0},
                  options={"key_needs_activation": True})
    assert biolife(state)["key"] == 0 and state.result["scores"][0] == 0
    assert state.result["keys"][0] == 1  # still held, for the tie-break


def test_a_tie_on_points_goes_to_more_companies_activated():
    state = final([["BIO-W1", "BIO-A1"], ["COS-W1", "COS-A2"], []],
                  archives=[[], ["JIH-C0"], []])
    assert state.result["scores"] == [3, 3, 0]
    assert state.result["activated"] == [1, 2, 0]
    assert state.result["winners"] == [1]
    assert events_of(state, "final")[0]["rule"] == "persona.score.tiebreak"


def test_then_to_more_keys():
    state = final([["BIO-W1", "BIO-A1"], ["COS-W1", "COS-W2"], []], keys={"jihui": 1})
    assert state.result["scores"] == [3, 3, 0] and state.result["activated"] == [1, 1, 0]
    assert state.result["winners"] == [1]


def test_a_complete_tie_is_a_shared_win():
    state = final([["BIO-W1", "BIO-A1"], ["COS-W1", "COS-A2"], []])
    assert state.result["winners"] == [0, 1]
    assert events_of(state, "final")[0]["rule"] == "persona.score.shared"


def test_a_plain_win_cites_the_winner_rule():
    state = final([["BIO-W1", "BIO-P1"], ["COS-W1", "COS-A2"], []])
    assert state.result["winners"] == [0] and state.result["scores"] == [6, 3, 0]
    assert events_of(state, "final")[0]["rule"] == "persona.score.winner"
