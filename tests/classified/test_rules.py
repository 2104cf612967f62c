"""Classified Information's general rules: set-up, turns, guards, assassination, reactions,
end of game. Positions are set by hand; each test checks one rule."""

import pytest

from tutor.engine import Action, IllegalAction, OptionError, ScenarioError
from tutor.games.classified.cards import code, codes_overlap, in_code, ring_distance

from .helpers import GAME, PASS, act, answers, assassin, attack, events_of, position


# ---- cards and set-up --------------------------------------------------------------------
def test_codes_wrap_around_the_ring():
    assert code(1) == (9, 1, 2) and code(9) == (8, 9, 1) and code(5) == (4, 5, 6)
    assert ring_distance(1, 9) == 1 and ring_distance(2, 7) == 4
    assert in_code(9, 1) and not in_code(3, 1)
    assert not codes_overlap(1, 4) and codes_overlap(1, 3) and codes_overlap(8, 1)


@pytest.mark.parametrize("difficulty, encrypted, deck", [("normal", 2, 10), ("hard", 4, 8),
                                                         ("insane", 6, 6)])
def test_setup_deals_hands_suitcases_and_encrypted_cards(difficulty, encrypted, deck):
    state = GAME.new_game(seed=11, options={"difficulty": difficulty})
    snap = state.snapshot()
    first = snap["first"]
    assert len(snap["encrypted"]) == encrypted
    assert len(snap["hands"][first]) == 3 and len(snap["hands"][1 - first]) == 2
    assert len(snap["deck"]) == deck - 1                      # the first player has drawn
    assert all(s for s in snap["suitcase"])


def test_options_are_validated():
    with pytest.raises(OptionError, match="valid values"):
        GAME.new_game(options={"difficulty": "easy"})
    with pytest.raises(OptionError, match="valid options"):
        GAME.new_game(options={"decks": "base"})
    with pytest.raises(OptionError, match="number 2 can come from"):
        GAME.new_game(options={"deck": "select", "deck_select": {2: "P1a"}})


def test_deck_select_uses_the_chosen_sets():
    state = GAME.new_game(seed=1, options={"deck": "select",
                                           "deck_select": {1: "emerald", "3": "P3b"}})
    cards = state.snapshot()["cards"]
    assert {"E1-G", "E1-A", "P3b-S1", "P3b-S2", "C2-G"} <= set(cards)


def test_first_player_option():
    assert GAME.new_game(seed=5, options={"first_player": 1}).to_act == [1]


def test_scenario_rejects_a_position_that_is_not_a_deck():
    with pytest.raises(ScenarioError, match="C1-A more than once"):
        GAME.scenario({"hands": [["C1-A"], ["C1-A"]], "suitcases": ["C2-G", "C3-S1"]})
    with pytest.raises(ScenarioError, match="not a valid deck"):
        GAME.scenario({"hands": [["C1-A"], ["C1-G"]], "suitcases": ["C2-G", "C3-S1"]})


# ---- a turn --------------------------------------------------------------------------------
def test_a_turn_is_a_draw_then_one_action():
    state = position([["C1-A", "C5-G"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"], deck=["C6-S1"],
                     drawn=False)
    assert state.snapshot()["hands"][0] == ["C1-A", "C5-G", "C6-S1"]      # drew on arrival
    kinds = {a.kind for a in state.legal_actions(0)}
    assert kinds == {"deploy", "encrypt", "enlist_guard"}
    act(state, 0, "encrypt", card="C1-A")
    assert state.to_act == [1] and len(state.snapshot()["hands"][0]) == 2


def test_encrypted_card_is_hidden_from_the_opponent_but_known_to_its_owner():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"])
    act(state, 0, "encrypt", card="C1-A")
    assert "C1-A" in state.observe(0)["encrypted_mine"]
    seen_by_1 = {k: v for k, v in state.observe(1).items() if k != "deck_list"}
    assert "C1-A" not in str(seen_by_1) and state.observe(1)["encrypted_size"] == 1


def test_react_cards_cannot_be_deployed_but_can_be_enlisted_or_encrypted():
    state = position([["C9-S1", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"])
    legal = state.legal_actions(0)
    assert Action("deploy", card="C9-S1") not in legal
    assert Action("enlist_guard", card="C9-S1") in legal and Action("encrypt", card="C9-S1") in legal
    with pytest.raises(IllegalAction):
        act(state, 0, "deploy", card="C9-S1")


# ---- guards --------------------------------------------------------------------------------
def test_enlisting_a_guard_puts_it_face_down():
    state = position([["C5-G", "C1-A", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"])
    act(state, 0, "enlist_guard", card="C5-G")
    assert state.observe(0)["players"][0]["guards"][0] == {"up": False, "card": "C5-G",
                                                            "cover": None}
    assert state.observe(1)["players"][0]["guards"][0] == {"up": False, "card": None,
                                                            "cover": None}


def test_assassin_copies_cannot_be_guards_and_sentinels_can_be_both():
    state = position([["C1-A", "C3-S1", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], ["C5-G"]])
    legal = state.legal_actions(0)
    assert Action("enlist_guard", card="C1-A") not in legal
    assert Action("enlist_guard", card="C3-S1") in legal
    assert assassin(state, 0, "C3-S1", 0) in legal


def test_guard_limit_is_three():
    state = position([["C5-G", "C3-S1", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[["C1-G", "C7-G", "C8-G"], []])
    assert not [a for a in state.legal_actions(0) if a.kind == "enlist_guard"]
    with pytest.raises(IllegalAction):
        act(state, 0, "enlist_guard", card="C5-G")


# ---- assassination -------------------------------------------------------------------------
def test_face_down_attempt_succeeds_on_overlap_and_both_cards_are_discarded():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], ["C2-A"]], options={"react_prompt": "when_able"})
    events = attack(state, 0, "C1-A", 0)
    assert events_of(events, "assassination")[0].public["success"] is True
    assert state.to_act == [0] and state.decision.prompt == "discard_order"
    act(state, 0, "discard_order", cards=["C2-A", "C1-A"])
    snap = state.snapshot()
    assert snap["guards"][1] == [None, None, None] and snap["discard"][:2] == ["C1-A", "C2-A"]


def test_failed_attempt_shows_the_attacker_one_random_card_of_the_defender():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], ["C4-A"]])
    events = attack(state, 0, "C1-A", 0)
    assert events_of(events, "assassination")[0].public["success"] is False
    shown = events_of(events, "shown")[0]
    assert shown.view(0)["card"] in ("C2-G", "C7-A") and "card" not in shown.view(None)
    assert shown.view(1)["card"] == shown.view(0)["card"]     # the defender knows what they showed
    snap = state.snapshot()
    assert snap["guards"][1][0]["card"] == "C4-A" and not snap["guards"][1][0]["up"]
    assert snap["discard"] == ["C1-A"]


def test_face_up_guard_needs_an_overlapping_assassin():
    state = position([["C1-A", "C3-S1", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], [{"card": "C5-G", "up": True}]])
    legal = state.legal_actions(0)
    assert Action("enlist_assassin", card="C1-A", target="C5-G") not in legal   # 9-1-2 vs 4-5-6
    assert Action("enlist_assassin", card="C3-S1", target="C5-G") in legal      # 2-3-4 vs 4-5-6


def test_guard_under_extra_protection_is_reached_only_through_it():
    state = position([["C7-A", "C3-S1", "C1-A"], ["C2-G", "C8-A"]], ["C4-G", "C9-S2"],
                     guards=[[], [{"card": "C5-G", "cover": "C6-S1"}]],
                     options={"react_prompt": "when_able"})
    legal = state.legal_actions(0)
    assert Action("enlist_assassin", card="C1-A", target="C6-S1") not in legal  # 9-1-2 vs 5-6-7
    assert assassin(state, 0, "C7-A", 0) == Action("enlist_assassin", card="C7-A",
                                                   target="C6-S1")    # the cover is named
    attack(state, 0, "C7-A", 0)
    act(state, 0, "discard_order", cards=["C7-A", "C6-S1"])
    snap = state.snapshot()
    assert snap["guards"][1][0] == {"card": "C5-G", "up": False, "cover": None}


# ---- reactions -----------------------------------------------------------------------------
def test_bullet_proof_vest_blocks_and_its_owner_pays_next_turn():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C9-S1", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], ["C2-A"]], deck=["C3-S1", "C8-G"])
    attack(state, 0, "C1-A", 0)
    assert state.to_act == [1] and Action("react", card="C9-S1") in state.legal_actions(1)
    act(state, 1, "react", card="C9-S1")
    events = act(state, 0, "discard_order", cards=["C9-S1", "C1-A"])
    snap = state.snapshot()
    assert snap["guards"][1][0]["card"] == "C2-A" and set(snap["discard"]) == {"C1-A", "C9-S1"}
    # player 1's turn: draw, no Action; the PEEK 1 is their one move; then player 0's turn
    assert [e.kind for e in events][-2:] == ["draw", "react_price"]
    assert state.to_act == [1] and state.legal_actions(1) == [Action("peek_price")]
    events = act(state, 1, "peek_price")
    assert [e.kind for e in events] == ["peek", "draw"]
    peek = events_of(events, "peek")[0]
    assert peek.view(1)["cards"] == ["C8-G"] and "cards" not in peek.view(0)
    assert events[-1].public["player"] == 0 and state.to_act == [0]


def test_no_reaction_that_would_empty_the_hand():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C9-S1"]], ["C4-G", "C8-A"],
                     guards=[[], ["C2-A"]], options={"react_prompt": "when_able"})
    attack(state, 0, "C1-A", 0)
    assert state.to_act == [0]                       # no vest offered, straight to the discards


def test_public_react_prompt_asks_even_without_the_card():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], ["C2-A"]])
    attack(state, 0, "C1-A", 0)
    assert state.to_act == [1] and state.legal_actions(1) == [PASS]


def test_no_prompt_once_both_vests_are_public():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], ["C2-A"]], discard=["C9-S1", "C9-S2"])
    attack(state, 0, "C1-A", 0)
    assert state.to_act == [0]


# ---- the end of the game --------------------------------------------------------------------
def end_position(final0, final1, suit0, suit1, guards=None, **spec):
    """Both players about to play their last card with an empty deck."""
    hands = [[final0, "C8-G"], [final1, "C8-A"]]
    return position(hands, [suit0, suit1], guards=guards or [[], []], rest="encrypted", **spec)


def finish(state):
    act(state, 0, "encrypt", card="C8-G")
    act(state, 1, "encrypt", card="C8-A")
    assert state.is_over
    return state.result


def test_game_ends_when_the_deck_is_empty_and_both_hold_one_card():
    state = end_position("C1-A", "C2-G", "C5-G", "C7-A")
    act(state, 0, "encrypt", card="C8-G")
    assert not state.is_over and state.to_act == [1]
    act(state, 1, "encrypt", card="C8-A")
    assert state.is_over and state.legal_actions(0) == []


def test_a_single_unblocked_match_wins():
    result = finish(end_position("C6-S1", "C2-G", "C5-G", "C7-A"))  # 6 in 4-5-6
    assert result["winners"] == [0] and result["reason"] == "match"


def test_a_guard_blocks_its_own_number_only():
    blocked = finish(end_position("C6-S1", "C2-G", "C5-G", "C7-A",
                                  guards=[["C4-G"], ["C6-S2"]]))
    assert blocked["matches"] == [False, False]
    not_blocked = finish(end_position("C6-S1", "C2-G", "C5-G", "C7-A",
                                      guards=[[], ["C5-A"]]))
    assert not_blocked["matches"] == [True, False] and not_blocked["winners"] == [0]


def test_tie_broken_by_guards_with_extra_protection_as_half():
    result = finish(end_position("C1-A", "C2-G", "C5-G", "C7-A",
                                 guards=[["C4-G"], [{"card": "C3-S1", "cover": "C6-S1"}]]))
    assert result["matches"] == [False, False] and result["guard_scores"] == [1, 1.5]
    assert result["winners"] == [1] and result["reason"] == "guards"


def test_equal_guards_share_the_victory():
    result = finish(end_position("C6-S1", "C6-S2", "C5-G", "C7-A"))  # both match
    assert result["matches"] == [True, True] and result["winners"] == [0, 1]
    assert result["reason"] == "shared"


def test_everything_is_revealed_at_the_end():
    state = end_position("C6-S1", "C2-G", "C5-G", "C7-A", guards=[["C4-G"], []])
    finish(state)
    obs = state.observe(1)
    assert obs["players"][0]["suitcase"] == "C5-G" and obs["players"][0]["hand"] == ["C6-S1"]
    assert obs["players"][0]["guards"][0]["card"] == "C4-G"


def test_reacting_in_the_final_turns_pays_the_price_without_drawing():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C9-S1", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], ["C2-A"]], rest="encrypted")
    attack(state, 0, "C1-A", 0)
    act(state, 1, "react", card="C9-S1")
    act(state, 0, "discard_order", cards=["C9-S1", "C1-A"])
    assert state.to_act == [0]                       # player 1 paid: no draw, no Action
    assert [e.kind for e in state.log[-2:]] == ["discard", "react_price"]
    act(state, 0, "encrypt", card="C5-G")
    assert state.is_over and state.result["finals"] == ["C6-S1", "C7-A"]


def test_game_ends_at_once_when_a_reaction_leaves_both_with_one_card():
    state = position([["C1-A", "C5-G"], ["C9-S1", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], ["C2-A"]], rest="encrypted")
    attack(state, 0, "C1-A", 0)
    act(state, 1, "react", card="C9-S1")
    act(state, 0, "discard_order", cards=["C9-S1", "C1-A"])
    assert state.is_over and state.result["finals"] == ["C5-G", "C7-A"]


def test_player_with_one_card_and_an_empty_deck_skips():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C7-A"]], ["C4-G", "C8-A"], rest="encrypted")
    act(state, 0, "encrypt", card="C1-A")
    assert state.to_act == [0] and state.log[-1].kind == "skip"
    act(state, 0, "encrypt", card="C5-G")
    assert state.is_over


def test_answers_are_public_events():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"])
    act(state, 0, "deploy", card="C1-A")
    act(state, 0, "number", n=8)
    assert answers(state) == [("within_two", True)]
    seen = [e for e in state.events_for(1) if e["kind"] == "answer"]
    assert seen[0]["answer"] is True and seen[0]["number"] == 8


# ---- refused moves name the rule they break ------------------------------------------------
@pytest.mark.parametrize("action, rule, message", [
    (Action("deploy", card="C2-G"), "classified.turn.action", "not in your hand"),
    (Action("enlist_guard", card="C1-A"), "classified.card.guilds", "only Guards and Sentinels"),
    (Action("enlist_assassin", card="C5-G", target="C5-A"), "classified.card.guilds",
     "only Assassins and Sentinels"),
    (Action("enlist_assassin", card="C1-A", target="C5-A"), "classified.assassinate.face_up",
     "does not overlap"),
    (Action("enlist_assassin", card="C1-A", owner=1, spot=2), "classified.assassinate.target",
     "no Guard in player 2's spot 3"),
    (Action("enlist_assassin", card="C1-A", target="C9-S1"), "classified.assassinate.target",
     "name a Guard in play"),
    (Action("enlist_assassin", card="C1-A", owner=0, spot=5), "classified.assassinate.target",
     "name a Guard in play"),
    (Action("deploy", card="C6-S1"), "classified.deploy.no_target", "restriction"),
])
def test_refused_moves_cite_the_specific_rule(action, rule, message):
    state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], [{"card": "C5-A", "up": True}]])
    before = state.snapshot()
    with pytest.raises(IllegalAction, match=message) as err:
        state.apply(0, action)
    assert err.value.rule == rule and state.snapshot() == before


def test_guard_limit_is_named_when_refused():
    state = position([["C5-G", "C3-S1", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[["C1-G", "C7-G", "C8-G"], []])
    with pytest.raises(IllegalAction, match="3 Guards") as err:
        act(state, 0, "enlist_guard", card="C3-S1")
    assert err.value.rule == "classified.guard.limit"


def test_a_blocked_match_is_logged_citing_the_guard_block_ruling():
    state = end_position("C6-S1", "C2-G", "C5-G", "C7-A", guards=[[], ["C6-S2"]])
    finish(state)
    blocked = [e for e in state.log if e.kind == "match_blocked"]
    assert [(e.public["player"], e.public["number"]) for e in blocked] == [(0, 6)]
    assert blocked[0].rule == "classified.ruling.guard_block"
    assert GAME.catalogue[blocked[0].rule].is_ruling
