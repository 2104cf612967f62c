"""Citrine, the base set: one scenario per card that checks what its ability does."""

import pytest

from tutor.engine import Action, IllegalAction

from .helpers import act, answers, position

HANDS = [["C5-G", "C8-A"], ["C2-G", "C7-A"]]


def deploy(card, hand_extra=(), opp=("C2-G", "C7-A"), suitcases=("C4-G", "C5-A"), **spec):
    hand = [card, *hand_extra] if hand_extra else [card, "C8-A"]
    state = position([hand, list(opp)], list(suitcases),
                     options={"react_prompt": "when_able"}, **spec)
    act(state, 0, "deploy", card=card)
    return state


@pytest.mark.parametrize("named, expected", [(5, True), (3, True), (7, True), (2, False),
                                             (8, False), (1, False)])
def test_fortune_teller_answers_within_two_of_the_suitcase(named, expected):
    state = deploy("C1-A")                                   # opponent's Suitcase is 5
    assert state.legal_actions(0) == [Action("number", n=n) for n in range(1, 10)]
    act(state, 0, "number", n=named)
    assert answers(state) == [("within_two", expected)]


def test_fortune_teller_wraps_around_the_ring():
    state = deploy("C1-A", suitcases=("C4-G", "C9-S1"))
    act(state, 0, "number", n=2)
    assert answers(state) == [("within_two", True)]


def test_test_access_codes_shows_the_hand_to_the_player_only_and_asks_one_number():
    state = deploy("C2-A", opp=("C5-G", "C7-A"))
    shown = [e for e in state.log if e.kind == "hand_shown"][0]
    assert shown.view(0)["cards"] == ["C5-G", "C7-A"] and "cards" not in shown.view(1)
    assert state.legal_actions(0) == [Action("number", n=5), Action("number", n=7)]
    act(state, 0, "number", n=5)
    assert answers(state) == [("is_suitcase", True)]


def test_picking_petals_lets_the_opponent_name_a_number_that_is_not_their_suitcase():
    state = deploy("C3-S1", guards=[["C1-G"], []])
    assert state.to_act == [1]
    named = [a.n for a in state.legal_actions(1)]
    assert 3 not in named and 5 not in named and len(named) == 7
    act(state, 1, "number", n=8)
    assert answers(state) == [("not_suitcase", 8)] and state.to_act == [1]   # turn passed


def test_picking_petals_asks_a_second_number_when_no_guards_are_in_play():
    state = deploy("C3-S1")
    act(state, 1, "number", n=8)
    assert state.decision.prompt == "C3.name_second"
    assert 8 not in [a.n for a in state.legal_actions(1)]
    act(state, 1, "number", n=1)
    assert answers(state) == [("not_suitcase", 8), ("not_suitcase", 1)]


def test_switch_places_with_an_opponent_guard_turns_both_face_up():
    state = deploy("C4-A", guards=[["C1-G"], ["C7-G"]])
    act(state, 0, "mode", mode="guard")
    act(state, 0, "guard_spot", owner=0, spot=0)
    act(state, 0, "guard_spot", owner=1, spot=0)
    snap = state.snapshot()
    assert snap["guards"][0][0] == {"card": "C7-G", "up": True, "cover": None}
    assert snap["guards"][1][0] == {"card": "C1-G", "up": True, "cover": None}


def test_switch_places_with_the_top_discard():
    state = deploy("C4-A", guards=[["C1-G"], []], discard=["C6-S1", "C3-S1"])
    assert [a.mode for a in state.legal_actions(0)] == ["discard", "hand"]
    act(state, 0, "mode", mode="discard")
    act(state, 0, "guard_spot", owner=0, spot=0)
    snap = state.snapshot()
    assert snap["guards"][0][0] == {"card": "C6-S1", "up": True, "cover": None}
    assert snap["discard"][:2] == ["C4-A", "C1-G"]


def test_switch_places_into_a_guard_spot_keeps_orientation_and_cover():
    state = deploy("C4-A", guards=[[{"card": "C1-G", "cover": "C6-S1"}], []])
    act(state, 0, "mode", mode="hand")
    act(state, 0, "guard_spot", owner=0, spot=0)
    assert state.snapshot()["guards"][0][0] == {"card": "C4-A", "up": False, "cover": "C6-S1"}
    assert sorted(a.card for a in state.legal_actions(0)) == ["C1-G", "C8-A"]
    act(state, 0, "card", card="C1-G")
    assert state.snapshot()["discard"][0] == "C1-G"
    assert state.snapshot()["hands"][0] == ["C8-A"]


def test_switch_places_without_guards_does_nothing():
    state = deploy("C4-A")
    assert state.to_act == [1] and state.snapshot()["discard"] == ["C4-A"]


def test_scavenge_takes_one_of_the_top_three_and_discards_another_card():
    state = deploy("C5-A", discard=["C6-S1", "C3-S1", "C1-G", "C9-S1"],
                   suitcases=("C4-G", "C2-A"))
    assert [a.card for a in state.legal_actions(0)] == ["C6-S1", "C3-S1", "C1-G"]
    act(state, 0, "card", card="C1-G")
    assert [a.card for a in state.legal_actions(0)] == ["C8-A"]       # not the card just taken
    act(state, 0, "card", card="C8-A")
    snap = state.snapshot()
    assert snap["hands"][0] == ["C1-G"]
    assert snap["discard"][:3] == ["C5-A", "C8-A", "C6-S1"]


def test_extra_protection_covers_a_guard_and_needs_one():
    state = position([["C6-S1", "C8-A"], HANDS[1]], ["C4-G", "C5-A"])
    assert Action("deploy", card="C6-S1") not in state.legal_actions(0)
    state = deploy("C6-S1", guards=[["C1-G", "C7-G"], []])
    assert [a.spot for a in state.legal_actions(0)] == [0, 1]
    act(state, 0, "guard_spot", owner=0, spot=1)
    snap = state.snapshot()
    assert snap["guards"][0][1] == {"card": "C7-G", "up": False, "cover": "C6-S1"}
    assert "C6-S1" not in snap["discard"]
    assert state.observe(1)["players"][0]["guards"][1] == {"up": False, "card": None,
                                                            "cover": "C6-S1"}


def test_wheel_of_fate_flips_a_guard_and_asks_about_the_code():
    state = deploy("C7-A", guards=[["C4-G", {"card": "C1-G", "up": True}], []],
                   suitcases=("C3-S2", "C5-A"), opp=("C2-G", "C7-G"))
    assert [a.spot for a in state.legal_actions(0)] == [0, 1]           # face-up allowed
    act(state, 0, "guard_spot", owner=0, spot=0)
    assert state.snapshot()["guards"][0][0]["up"] is True
    assert answers(state) == [("in_code", True)]                        # 4 in 4-5-6


def test_neutralize_flips_an_opponent_guard():
    state = deploy("C8-G", hand_extra=["C1-A"], guards=[[], ["C4-A"]])
    assert [a.mode for a in state.legal_actions(0)] == ["flip", "bottom"]
    act(state, 0, "mode", mode="flip")
    act(state, 0, "guard_spot", owner=1, spot=0)
    assert state.observe(0)["players"][1]["guards"][0]["card"] == "C4-A"


def test_neutralize_rearranges_the_discard_pile():
    state = deploy("C8-G", hand_extra=["C1-A"], discard=["C6-S1", "C3-S1", "C1-G"])
    act(state, 0, "mode", mode="rearrange")
    act(state, 0, "card", card="C1-G")
    act(state, 0, "card", card="C6-S1")
    assert state.snapshot()["discard"] == ["C8-G", "C1-G", "C6-S1", "C3-S1"]


def test_neutralize_looks_at_the_bottom_two_cards_privately():
    state = deploy("C8-G", hand_extra=["C1-A"])
    bottom = state.snapshot()["deck"][-2:]
    act(state, 0, "mode", mode="bottom")
    peek = [e for e in state.log if e.kind == "peek"][0]
    assert peek.view(0)["cards"] == bottom and "cards" not in peek.view(1)
    assert state.snapshot()["deck"][-2:] == bottom


def test_bullet_proof_vest_cannot_be_deployed():
    state = position([["C9-S1", "C8-A"], HANDS[1]], ["C4-G", "C5-A"])
    with pytest.raises(IllegalAction, match="REACT card") as err:
        act(state, 0, "deploy", card="C9-S1")
    assert err.value.rule == "classified.ruling.react_own_turn"


def test_wrong_number_is_rejected_without_changing_anything():
    state = deploy("C2-A", opp=("C5-G", "C7-A"))
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        act(state, 0, "number", n=3)
    assert state.snapshot() == before


def test_picking_petals_scope_constant_can_look_at_the_answerer_only(monkeypatch):
    from tutor.games.classified.effects import citrine
    monkeypatch.setattr(citrine, "PETALS_NO_GUARDS_SCOPE", "answerer")
    state = deploy("C3-S1", guards=[["C1-G"], []])            # only the asker has a Guard
    act(state, 1, "number", n=8)
    assert state.decision.prompt == "C3.name_second"
