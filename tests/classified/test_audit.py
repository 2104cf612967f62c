"""Rules audit: one hand-set position per defect found, each checking the corrected behaviour."""

import pytest

from tutor.engine import Action, IllegalAction

from .helpers import GAME, act, events_of, position

RUBY = {"deck": "ruby", "react_prompt": "when_able"}


def select(choice, **extra):
    return {"deck": "select", "deck_select": choice, "react_prompt": "when_able", **extra}


# ---- an assassination without code comparison cites its card, not the face-up overlap rule ----
def test_rooftop_sniper_on_a_face_up_guard_cites_the_sniper_not_the_overlap_rule():
    state = position([["R9-S1", "R8-A"], ["R1-G", "R7-A"]], ["R4-G", "R5-A"], options=RUBY,
                     guards=[[], [{"card": "R5-G", "up": True}]])
    act(state, 0, "deploy", card="R9-S1")
    act(state, 0, "guard_spot", owner=1, spot=0)             # 8-9-1 vs 4-5-6: no overlap
    hit = events_of(state.log, "assassination")[0]
    assert hit.public["face_up"] and hit.public["success"]
    assert hit.rule == "classified.card.R9"                  # not classified.assassinate.face_up


def test_mind_control_on_a_face_up_guard_cites_mind_control():
    state = position([["E2-A", "E8-A"], ["E1-G", "E7-A"]], ["E4-G", "E5-A"],
                     options={"deck": "emerald", "react_prompt": "when_able"},
                     guards=[[], [{"card": "E7-G", "up": True}]])
    act(state, 0, "deploy", card="E2-A")
    act(state, 0, "guard_spot", owner=1, spot=0)             # 1-2-3 vs 6-7-8: no overlap
    hit = events_of(state.log, "assassination")[0]
    assert hit.public["face_up"] and hit.rule == "classified.card.E2"


def test_an_enlisted_assassin_on_a_face_up_guard_still_cites_the_overlap_rule():
    state = position([["R9-S1", "R8-A"], ["R8-G", "R7-A"]], ["R4-G", "R5-A"], options=RUBY,
                     guards=[[], [{"card": "R1-G", "up": True}]])
    act(state, 0, "assassinate", card="R9-S1", target=0)     # 8-9-1 vs 9-1-2
    assert events_of(state.log, "assassination")[0].rule == "classified.assassinate.face_up"


# ---- Agonizing Choice: a play restriction is checked with the chosen card out of the deck ----
def test_agonizing_choice_counts_the_deck_without_the_chosen_card():
    # 4 cards in the Draw Deck: once Split Personality is taken out only 3 remain, so it may
    # not be Deployed ("only if the Draw Deck holds at least 4 cards"), nor High-Stakes Gamble.
    state = position([["R3-S1", "C8-A"], ["C1-G", "C7-A"]], ["C5-G", "C5-A"],
                     options=select({3: "ruby", 4: "emerald"}),
                     guards=[["C1-A"], []], deck=["E4-G", "C2-G", "C2-A", "C6-S1"],
                     rest="discard")
    act(state, 0, "deploy", card="R3-S1")
    legal = state.legal_actions(0)
    assert Action("encrypt", card="E4-G") in legal
    assert Action("deploy", card="E4-G") not in legal
    assert Action("deploy", card="C2-G") in legal


def test_agonizing_choice_allows_split_personality_with_five_cards_in_the_deck():
    state = position([["R3-S1", "C8-A"], ["C1-G", "C7-A"]], ["C5-G", "C5-A"],
                     options=select({3: "ruby", 4: "emerald"}),
                     guards=[["C1-A"], []], deck=["E4-G", "C2-G", "C2-A", "C6-S1", "C6-S2"],
                     rest="discard")
    act(state, 0, "deploy", card="R3-S1")
    assert Action("deploy", card="E4-G") in state.legal_actions(0)


# ---- "REACT cards cannot be Deployed on your own turn" is a ruling (CR G4), not printed -------
def test_refusing_to_deploy_a_react_card_cites_a_ruling():
    state = position([["C9-S1", "C8-A"], ["C1-G", "C7-A"]], ["C4-G", "C5-A"])
    with pytest.raises(IllegalAction) as err:
        act(state, 0, "deploy", card="C9-S1")
    assert GAME.catalogue[err.value.rule].is_ruling
    published = GAME.catalogue["classified.keyword.react"]
    assert not published.is_ruling and "Deployed" not in published.text["en"]


# ---- "played face down like an enlisted Guard" (CR G8) is a ruling, not the printed text ------
@pytest.mark.parametrize("card, ruling", [("E6", "classified.ruling.E6"),
                                          ("R2", "classified.ruling.R2.play_as_guard"),
                                          ("P5b", "classified.ruling.P5b")])
def test_play_as_guard_orientation_is_only_in_the_rulings(card, ruling):
    printed = GAME.catalogue[f"classified.card.{card}"]
    assert "face down" not in printed.text["en"] and "裏向き" not in printed.text["ja"]
    assert "G8" not in printed.source
    assert GAME.catalogue[ruling].is_ruling and "face down" in GAME.catalogue[ruling].text["en"]
