"""Rules audit: one hand-set position per defect found, each checking the corrected behaviour."""

import pytest

from tutor.engine import Action, IllegalAction

from .helpers import GAME, act, attack, events_of, position

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
    attack(state, 0, "R9-S1", 0)     # 8-9-1 vs 9-1-2
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


# ---- a blocked event cites the card that blocked it; a discard order cites the rule for it ----
def test_bullet_proof_vest_block_cites_the_vest():
    state = position([["C7-A", "C2-G"], ["C9-S1", "C3-S1"]], ["C5-A", "C4-G"],
                     options={"react_prompt": "when_able"}, guards=[[], ["C8-G"]])
    attack(state, 0, "C7-A", 0)      # 6-7-8 vs 7-8-9: success
    act(state, 1, "react", card="C9-S1")
    assert state.decision.rule == "classified.assassinate.discard_order"   # an assassination
    act(state, 0, "discard_order", cards=["C9-S1", "C7-A"])
    assert events_of(state.log, "blocked")[0].rule == "classified.card.C9"


def test_resilience_block_cites_resilience():
    state = position([["E7-A", "E2-G"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                     options={"deck": "emerald", "react_prompt": "when_able"},
                     guards=[[], ["E6-S1"]])
    attack(state, 0, "E7-A", 0)
    act(state, 1, "resilience", spot=0)
    assert events_of(state.log, "blocked")[0].rule == "classified.card.E6"


def test_pull_the_plug_block_and_its_discard_order_cite_pull_the_plug():
    state = position([["R1-A", "R8-A"], ["R6-S1", "R7-A"]], ["R4-G", "R5-A"], options=RUBY,
                     deck=["R2-G", "R3-S1", "R4-A"])
    act(state, 0, "deploy", card="R1-A")
    act(state, 1, "react", card="R6-S1")
    assert state.decision.rule == "classified.ruling.R6"     # the deploying player orders
    act(state, 0, "discard_order", cards=["R6-S1", "R1-A"])
    assert events_of(state.log, "blocked")[0].rule == "classified.card.R6"


def test_sands_of_time_discard_order_cites_its_ruling():
    state = position([["P7b-G", "C1-G"], ["C8-A", "C5-G"]], ["C4-G", "C3-S1"],
                     options=select({7: "P7b"}), deck=["C1-A", "C2-G", "C3-S2", "C4-A"],
                     rest="discard")
    act(state, 0, "deploy", card="P7b-G")
    act(state, 0, "card", card="C3-S2")
    assert state.decision.rule == "classified.ruling.P7b"


def test_the_published_discard_order_rule_speaks_of_assassinations_only():
    rule = GAME.catalogue["classified.assassinate.discard_order"]
    assert not rule.is_ruling and "§11.14" not in rule.source
    assert "assassination" in rule.text["en"]


# ---- an implied play restriction (CR G3) is refused with the ruling, a printed one with the card
EMERALD = {"deck": "emerald", "react_prompt": "when_able"}


@pytest.mark.parametrize("hands, suitcases, options, guards, rule", [
    ([["C6-S1", "C4-G"], ["C2-G", "C7-A"]], ["C8-A", "C2-A"], None, [[], []],
     "classified.deploy.no_target"),                        # Extra Protection: no Guard to cover
    ([["R7-A", "R5-G"], ["R8-G", "R9-S1"]], ["R6-S1", "R8-A"], RUBY,
     [[], ["R1-A", "R2-G", "R4-G"]], "classified.deploy.no_target"),   # no opponent spot
    ([["E2-A", "E6-S1"], ["E7-G", "E8-A"]], ["E9-S1", "E7-A"], EMERALD,
     [["E1-A", "E3-S2", "E4-G"], ["E5-G"]], "classified.card.E2"),     # printed restriction
])
def test_refused_restrictions_cite_the_right_provenance(hands, suitcases, options, guards, rule):
    state = position(hands, suitcases, options=options, guards=guards)
    with pytest.raises(IllegalAction, match="restriction") as err:
        act(state, 0, "deploy", card=hands[0][0])
    assert err.value.rule == rule
    assert GAME.catalogue[rule].is_ruling == (rule == "classified.deploy.no_target")


# ---- "a Deploy with nothing to act on is legal" (§11.6, CR G3) lives only in the ruling ---------
def test_the_published_deploy_rule_does_not_carry_the_no_target_ruling():
    published = GAME.catalogue["classified.action.deploy"]
    assert "nothing to act on" not in published.text["en"] and "§11.6" not in published.source
    assert "classified.deploy.no_target" in published.related
    assert GAME.catalogue["classified.deploy.no_target"].is_ruling
