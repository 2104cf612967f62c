"""Ruby: one scenario per card that checks what its ability does, its restrictions, and how
its reactions and triggers interplay (card reference §4, rulings R2-R9)."""

import pytest

from tutor.engine import Action, IllegalAction
from tutor.games.classified.cards import code

from .helpers import PASS, act, answers, attack, events_of, position

RUBY = {"deck": "ruby", "react_prompt": "when_able"}
SUITCASES = ["R4-G", "R5-A"]                 # player 0 holds Suitcase 4, player 1 Suitcase 5


def ruby(hands, suitcases=SUITCASES, options=RUBY, **spec):
    return position(hands, list(suitcases), options=dict(options), **spec)


def deploy(card, other="R8-A", opp=("R1-G", "R7-A"), **spec):
    """Player 0 Deploys ``card`` (player 1 has no Pull the Plug, so nothing is asked)."""
    state = ruby([[card, other], list(opp)], **spec)
    act(state, 0, "deploy", card=card)
    return state


def kinds(state):
    return [e.kind for e in state.log]


# ---- R1 Hacking Dart --------------------------------------------------------------------------
@pytest.mark.parametrize("suitcase, parity", [("R5-A", "odd"), ("R9-S1", "odd"),
                                              ("R2-G", "even"), ("R8-G", "even")])
def test_hacking_dart_tells_odd_or_even(suitcase, parity):
    state = deploy("R1-A", suitcases=("R4-G", suitcase))
    assert answers(state) == [("parity", parity)]
    assert state.snapshot()["discard"][0] == "R1-A" and state.to_act == [1]


# ---- R2 Decoy Guard ---------------------------------------------------------------------------
def test_decoy_guard_is_played_face_down_without_being_revealed():
    state = ruby([["R2-A", "R8-A"], ["R6-S1", "R7-A"]])
    events = act(state, 0, "deploy", card="R2-A")          # the Assassin copy may do it (G8)
    assert state.snapshot()["guards"][0][0] == {"card": "R2-A", "up": False, "cover": None}
    assert "deploy" not in kinds(state)                      # not revealed, no Deploy event
    assert state.observe(1)["players"][0]["guards"][0]["card"] is None
    # Pull the Plug is no answer to a card played as a Guard: player 1 was never asked
    assert state.to_act == [1] and state.decision.rule == "classified.turn.action"
    assert not events_of(events, "react")


def test_decoy_guard_needs_an_empty_guard_spot():
    state = ruby([["R2-A", "R8-A"], ["R1-G", "R7-A"]],
                 guards=[["R1-A", "R4-A", "R5-G"], []])
    assert Action("deploy", card="R2-A") not in state.legal_actions(0)
    assert Action("encrypt", card="R2-A") in state.legal_actions(0)


def test_decoy_guard_makes_its_assassin_tell_a_number_of_their_own_code():
    state = ruby([["R8-A", "R7-G"], ["R1-A", "R8-G"]], guards=[["R2-G"], []], current=1)
    attack(state, 1, "R1-A", 0)      # codes 9-1-2 and 1-2-3 overlap
    act(state, 1, "discard_order", cards=["R2-G", "R1-A"])
    assert state.to_act == [1] and state.decision.prompt == "R2.tell"
    assert state.legal_actions(1) == [Action("number", n=n) for n in code(5)]
    act(state, 1, "number", n=6)
    answer = [e for e in state.log if e.kind == "answer"][0]
    assert answer.public == {"player": 0, "question": "number_in_code", "answer": 6, "by": 1}
    assert answer.view(None)["answer"] == 6                  # public


def test_decoy_guard_says_nothing_when_the_attempt_fails():
    state = ruby([["R8-A", "R7-G"], ["R5-A", "R8-G"]], suitcases=["R4-G", "R1-A"],
                 guards=[["R2-G"], []], current=1)
    attack(state, 1, "R5-A", 0)      # 4-5-6 misses 1-2-3
    assert not answers(state) and state.to_act == [0]


# ---- R3 Agonizing Choice ----------------------------------------------------------------------
def test_agonizing_choice_plays_one_of_the_top_two_and_shuffles_the_other_back():
    state = deploy("R3-S1", deck=["R1-A", "R7-G"], discard=["R9-S2", "R5-G"])
    peek = events_of(state.log, "peek")[0]
    assert peek.view(0)["cards"] == ["R1-A", "R7-G"] and "cards" not in peek.view(1)
    legal = state.legal_actions(0)
    assert {a.card for a in legal} == {"R1-A", "R7-G"}
    assert {a.kind for a in legal} == {"deploy", "encrypt", "enlist_guard"}   # R1-A: no target
    assert Action("deploy", card="R7-G") in legal                     # opponent spot free
    act(state, 0, "deploy", card="R1-A")                              # Hacking Dart
    assert answers(state) == [("parity", "odd")]
    assert state.decision.prompt == "R3.discard"
    assert [a.card for a in state.legal_actions(0)] == ["R1-A", "R9-S2", "R5-G"]
    assert state.snapshot()["limbo"] == ["R3-S1"]            # still resolving
    act(state, 0, "card", card="R9-S2")
    shuffled = events_of(state.log, "shuffle_into_deck")[0]
    assert shuffled.public["card"] == "R9-S2" and shuffled.public["deck"] == 10   # as before
    snap = state.snapshot()
    assert snap["discard"] == ["R3-S1", "R1-A", "R5-G"]
    assert "R7-G" in snap["deck"] + snap["hands"][1] and "R9-S2" in snap["deck"] + snap["hands"][1]


def test_agonizing_choice_may_encrypt_the_chosen_card_secretly():
    state = deploy("R3-S1", deck=["R1-A", "R7-G"])
    act(state, 0, "encrypt", card="R7-G")
    snap = state.snapshot()
    assert snap["encrypted"][0] == "R7-G" and snap["encrypted_by"]["R7-G"] == 0
    assert state.observe(0)["encrypted_mine"] == ["R7-G"]
    assert state.observe(1)["encrypted_mine"] == []
    assert "R7-G" not in str(state.events_for(1))             # never shown to player 1
    assert snap["discard"] == ["R3-S1"]                      # nothing to shuffle back


def test_agonizing_choice_can_enlist_an_assassin_and_stays_until_its_end():
    state = deploy("R3-S1", deck=["R9-S1", "R2-A"], guards=[[], ["R2-G"]],
                   discard=["R4-A"])
    attack(state, 0, "R9-S1", 0)      # 8-9-1 overlaps 1-2-3
    assert state.legal_actions(0) == [Action("discard_order", cards=["R9-S1", "R2-G"]),
                                      Action("discard_order", cards=["R2-G", "R9-S1"])]
    act(state, 0, "discard_order", cards=["R2-G", "R9-S1"])
    assert state.to_act == [0] and state.decision.prompt == "R2.tell"   # the Decoy fires
    act(state, 0, "number", n=4)
    assert state.snapshot()["limbo"] == ["R3-S1"]
    act(state, 0, "card", card="R4-A")
    assert state.snapshot()["discard"] == ["R3-S1", "R9-S1", "R2-G"]


def test_agonizing_choice_with_an_empty_deck_does_nothing():
    state = ruby([["R3-S1", "R8-A"], ["R1-G", "R7-A"]], rest="encrypted")
    act(state, 0, "deploy", card="R3-S1")
    assert "peek" not in kinds(state) and state.snapshot()["discard"] == ["R3-S1"]
    assert state.to_act == [1]


# ---- R4 Digital Revival -----------------------------------------------------------------------
def test_digital_revival_revives_the_top_encrypted_card_as_a_face_up_guard():
    state = deploy("R4-A", encrypted=["R9-S1", "R1-A"], encrypted_by={"R9-S1": 1})
    assert [a.mode for a in state.legal_actions(0)] == ["encrypted"]   # no Guard to exchange
    act(state, 0, "mode", mode="encrypted")
    snap = state.snapshot()
    assert snap["guards"][0][0] == {"card": "R9-S1", "up": True, "cover": None}
    assert snap["encrypted"] == ["R1-A"] and "R9-S1" not in snap["encrypted_by"]
    assert state.legal_actions(0) == [PASS, Action("card", card="R8-A")]
    act(state, 0, "pass")
    assert state.snapshot()["guards"][0][0]["card"] == "R9-S1" and state.to_act == [1]


def test_digital_revival_exchange_lets_the_opponent_choose_the_card():
    state = deploy("R4-A", guards=[["R5-G"], []])
    assert [a.mode for a in state.legal_actions(0)] == ["exchange"]    # no encrypted card
    act(state, 0, "mode", mode="exchange")
    act(state, 0, "guard_spot", owner=0, spot=0)
    assert state.to_act == [1]
    assert state.legal_actions(1) == [Action("card", card="R1-G"), Action("card", card="R7-A")]
    act(state, 1, "card", card="R7-A")
    snap = state.snapshot()
    assert snap["guards"][0][0] == {"card": "R7-A", "up": True, "cover": None}
    assert sorted(snap["hands"][1]) == ["R1-G", "R5-G"]
    swap = events_of(state.log, "exchange_guard_hand")[0]
    assert swap.view(1)["gave"] == "R5-G" and "gave" not in swap.view(None)
    # the follow-up: exchange the new Guard with a hand card, which lies face up (G6)
    act(state, 0, "card", card="R8-A")
    snap = state.snapshot()
    assert snap["guards"][0][0] == {"card": "R8-A", "up": True, "cover": None}
    assert snap["hands"][0][0] == "R7-A"


def test_digital_revival_with_nothing_to_do_is_still_spent():
    state = deploy("R4-A")
    assert state.to_act == [1] and state.snapshot()["discard"] == ["R4-A"]


# ---- R5 Precision Procedure -------------------------------------------------------------------
def test_precision_procedure_takes_the_bottom_discard_and_enlists_another_card():
    state = deploy("R5-G", other="R8-G", discard=["R9-S2", "R3-S2", "R1-A"])
    assert state.legal_actions(0) == [Action("end", end="top"), Action("end", end="bottom")]
    act(state, 0, "end", end="bottom")
    assert state.snapshot()["discard"] == ["R9-S2", "R3-S2", "R5-G"]
    legal = state.legal_actions(0)
    assert {a.card for a in legal} == {"R8-G"}                # not the card just taken
    assert {a.kind for a in legal} == {"discard", "enlist_guard"}
    act(state, 0, "enlist_guard", card="R8-G")
    snap = state.snapshot()
    assert snap["guards"][0][0] == {"card": "R8-G", "up": False, "cover": None}
    assert snap["hands"][0] == ["R1-A"]


def test_precision_procedure_may_discard_instead():
    state = deploy("R5-G", other="R8-G", discard=["R9-S2"])
    assert state.legal_actions(0) == [Action("end", end="top")]
    act(state, 0, "end", end="top")
    act(state, 0, "discard", card="R8-G")
    snap = state.snapshot()
    assert snap["discard"] == ["R8-G", "R5-G"] and snap["hands"][0] == ["R9-S2"]


def test_precision_procedure_with_an_empty_discard_pile_does_nothing():
    state = deploy("R5-G", other="R8-G")
    snap = state.snapshot()
    assert snap["discard"] == ["R5-G"] and snap["hands"][0] == ["R8-G"]
    assert state.to_act == [1]


# ---- R6 Pull the Plug -------------------------------------------------------------------------
def test_pull_the_plug_blocks_a_deploy_and_its_owner_pays_next_turn():
    state = ruby([["R1-A", "R8-A"], ["R6-S1", "R7-A"]], deck=["R2-G", "R3-S1", "R4-A"])
    act(state, 0, "deploy", card="R1-A")
    assert state.to_act == [1] and state.legal_actions(1) == [PASS,
                                                              Action("react", card="R6-S1")]
    act(state, 1, "react", card="R6-S1")
    assert state.snapshot()["limbo"] == ["R1-A", "R6-S1"]
    events = act(state, 0, "discard_order", cards=["R6-S1", "R1-A"])
    assert not answers(state)                                # Hacking Dart had no effect
    snap = state.snapshot()
    assert snap["discard"] == ["R1-A", "R6-S1"] and snap["hands"][1] == ["R7-A", "R2-G"]
    # player 1's turn: draw, no Action, and PEEK 1 as their one move; then player 0 draws and acts
    assert [e.kind for e in events][-2:] == ["draw", "react_price"]
    events = act(state, 1, "peek_price")
    assert [e.kind for e in events] == ["peek", "draw"]
    assert events_of(events, "peek")[0].view(1)["cards"] == ["R3-S1"]
    assert state.to_act == [0] and state.decision.rule == "classified.turn.action"


def test_pull_the_plug_needs_a_second_card_in_hand():
    state = ruby([["R1-A", "R8-A"], ["R6-S1"]])
    act(state, 0, "deploy", card="R1-A")
    assert answers(state) == [("parity", "odd")] and state.to_act == [1]


def test_pull_the_plug_cannot_be_deployed_on_your_own_turn():
    state = ruby([["R6-S1", "R8-A"], ["R1-G", "R7-A"]])
    with pytest.raises(IllegalAction):
        act(state, 0, "deploy", card="R6-S1")
    assert Action("encrypt", card="R6-S1") in state.legal_actions(0)


def test_public_prompt_asks_for_pull_the_plug_without_leaking_the_hand():
    with_plug = ruby([["R1-A", "R8-A"], ["R6-S1", "R7-A"]], options={"deck": "ruby"})
    without = ruby([["R1-A", "R8-A"], ["R1-G", "R7-A"]], options={"deck": "ruby"})
    for state in (with_plug, without):
        act(state, 0, "deploy", card="R1-A")
        assert state.to_act == [1] and state.decision.prompt == "react.deploy"
        assert state.observe(0)["decision"] == with_plug.observe(0)["decision"]
    assert without.legal_actions(1) == [PASS]


def test_no_prompt_once_both_plugs_are_in_plain_sight():
    state = ruby([["R1-A", "R8-A"], ["R1-G", "R7-A"]], options={"deck": "ruby"},
                 discard=["R6-S1", "R6-S2"])
    act(state, 0, "deploy", card="R1-A")
    assert answers(state) == [("parity", "odd")] and state.to_act == [1]


def test_pull_the_plug_blocks_the_deploy_inside_agonizing_choice_only():
    state = ruby([["R3-S1", "R8-A"], ["R6-S1", "R7-A"]], deck=["R1-A", "R4-A"],
                 discard=["R5-G"])
    act(state, 0, "deploy", card="R3-S1")
    act(state, 1, "pass")                                    # Agonizing Choice resolves
    act(state, 0, "deploy", card="R1-A")                     # the nested Deploy...
    act(state, 1, "react", card="R6-S1")                     # ...is blocked
    assert state.legal_actions(0) == [Action("discard_order", cards=["R1-A", "R6-S1"]),
                                      Action("discard_order", cards=["R6-S1", "R1-A"])]
    act(state, 0, "discard_order", cards=["R6-S1", "R1-A"])
    assert not answers(state) and state.snapshot()["limbo"] == ["R3-S1"]
    assert state.decision.prompt == "R3.discard"             # Agonizing Choice goes on
    act(state, 0, "card", card="R5-G")
    assert state.snapshot()["discard"] == ["R3-S1", "R1-A", "R6-S1"]
    assert "react_price" in kinds(state) and state.to_act == [1]    # player 1 pays: PEEK 1
    act(state, 1, "peek_price")
    assert state.to_act == [0]


def test_pull_the_plug_blocks_a_rooftop_sniper():
    state = ruby([["R9-S1", "R8-A"], ["R6-S1", "R7-A"]], guards=[[], ["R1-G"]])
    act(state, 0, "deploy", card="R9-S1")
    act(state, 1, "react", card="R6-S1")
    act(state, 0, "discard_order", cards=["R6-S1", "R9-S1"])
    assert state.snapshot()["guards"][1][0]["card"] == "R1-G"
    assert "assassination" not in kinds(state)


def test_a_blocked_infiltrate_enemy_lines_goes_to_the_discard_pile():
    state = ruby([["R7-G", "R8-A"], ["R6-S1", "R1-G"]])
    act(state, 0, "deploy", card="R7-G")
    act(state, 1, "react", card="R6-S1")
    act(state, 0, "discard_order", cards=["R7-G", "R6-S1"])
    snap = state.snapshot()
    assert snap["guards"][1] == [None, None, None] and snap["discard"] == ["R6-S1", "R7-G"]
    assert "hand_shown" not in kinds(state)


# ---- R7 Infiltrate Enemy Lines ----------------------------------------------------------------
def test_infiltrate_enemy_lines_joins_the_opponent_guards_and_asks_a_number():
    state = deploy("R7-A", opp=("R1-G", "R3-S1"), guards=[[], ["R8-G"]])
    snap = state.snapshot()
    assert snap["guards"][1][1] == {"card": "R7-A", "up": True, "cover": None}
    assert "R7-A" not in snap["discard"] + snap["limbo"]
    shown = events_of(state.log, "hand_shown")[0]
    assert shown.view(0)["cards"] == ["R1-G", "R3-S1"] and "cards" not in shown.view(None)
    assert state.legal_actions(0) == [Action("number", n=n) for n in range(1, 10)]
    act(state, 0, "number", n=5)
    assert answers(state) == [("is_suitcase", True)]


def test_infiltrate_enemy_lines_needs_an_empty_opponent_spot():
    state = ruby([["R7-A", "R8-A"], ["R1-G", "R3-S1"]], guards=[[], ["R8-G", "R4-A", "R5-G"]])
    assert Action("deploy", card="R7-A") not in state.legal_actions(0)


# ---- R8 Shine Spotlights ----------------------------------------------------------------------
@pytest.mark.parametrize("pair, inside", [((0, 1), True), ((1, 2), True), ((0, 2), False)])
def test_shine_spotlights_flips_every_guard_and_asks_between_two(pair, inside):
    guards = [["R1-A", {"card": "R7-G", "up": True}], ["R2-G"]]         # numbers 1, 7 | 2
    state = deploy("R8-A", other="R9-S1", guards=guards)
    snap = state.snapshot()
    assert all(g["up"] for row in snap["guards"] for g in row if g)
    spots = [(0, 0), (0, 1), (1, 0)]
    assert [(a.owner, a.spot) for a in state.legal_actions(0)] == spots
    act(state, 0, "guard_spot", owner=spots[pair[0]][0], spot=spots[pair[0]][1])
    assert (spots[pair[0]][0], spots[pair[0]][1]) not in \
        [(a.owner, a.spot) for a in state.legal_actions(0)]
    act(state, 0, "guard_spot", owner=spots[pair[1]][0], spot=spots[pair[1]][1])
    assert answers(state) == [("between", inside)]           # Suitcase 5; 7 and 2: 2..7


def test_shine_spotlights_with_one_guard_only_flips():
    state = deploy("R8-A", other="R9-S1", guards=[[], ["R2-G"]])
    assert state.snapshot()["guards"][1][0]["up"] and not answers(state)
    assert state.to_act == [1]


# ---- R9 Rooftop Sniper ------------------------------------------------------------------------
def test_rooftop_sniper_hits_without_comparing_codes():
    state = deploy("R9-S1", guards=[[], [{"card": "R5-G", "up": True}, "R4-A"]])
    assert state.legal_actions(0) == [Action("guard_spot", owner=1, spot=0),
                                      Action("guard_spot", owner=1, spot=1)]
    act(state, 0, "guard_spot", owner=1, spot=0)             # 8-9-1 vs 4-5-6: no overlap
    act(state, 0, "discard_order", cards=["R9-S1", "R5-G"])
    snap = state.snapshot()
    assert snap["guards"][1][0] is None and snap["discard"][:2] == ["R5-G", "R9-S1"]


def test_rooftop_sniper_without_opponent_guards_is_simply_spent():
    state = deploy("R9-S1")
    assert state.to_act == [1] and state.snapshot()["discard"] == ["R9-S1"]
    assert "assassination" not in kinds(state)


def test_rooftop_sniper_does_not_fire_decoy_guard():
    state = deploy("R9-S1", guards=[[], ["R2-A"]])
    act(state, 0, "guard_spot", owner=1, spot=0)
    act(state, 0, "discard_order", cards=["R9-S1", "R2-A"])
    assert not answers(state) and state.to_act == [1]


def test_rooftop_sniper_cannot_be_stopped_by_a_bullet_proof_vest():
    cards = [c for c in _ruby_cards() if not c.startswith("R9-S2")] + ["C9-S2"]
    state = ruby([["R9-S1", "R8-A"], ["C9-S2", "R7-A"]], guards=[[], ["R1-G"]], cards=cards,
                 options={"deck": "random-full", "react_prompt": "public"})
    act(state, 0, "deploy", card="R9-S1")
    act(state, 1, "pass")                                    # the Deploy window (public ask)
    act(state, 0, "guard_spot", owner=1, spot=0)
    assert state.to_act == [0] and state.decision.prompt == "discard_order"   # no Vest asked
    act(state, 0, "discard_order", cards=["R9-S1", "R1-G"])
    assert state.snapshot()["guards"][1][0] is None and "C9-S2" in state.snapshot()["hands"][1]


SELECT = {"deck": "select", "deck_select": {n: "ruby" for n in (1, 2, 3, 4, 5, 7, 8, 9)}
          | {6: "citrine"}, "react_prompt": "when_able"}


def test_rooftop_sniper_hits_extra_protection_not_the_guard_under_it():
    state = ruby([["R9-S1", "R8-A"], ["R1-G", "R7-A"]], options=SELECT,
                 guards=[[], [{"card": "R2-G", "cover": "C6-S1"}]])
    act(state, 0, "deploy", card="R9-S1")
    act(state, 0, "guard_spot", owner=1, spot=0)
    act(state, 0, "discard_order", cards=["R9-S1", "C6-S1"])
    snap = state.snapshot()
    assert snap["guards"][1][0] == {"card": "R2-G", "up": False, "cover": None}
    assert not answers(state)                                # the Decoy was not hit


def test_decoy_guard_does_not_fire_when_only_its_extra_protection_dies():
    state = ruby([["R8-A", "R7-G"], ["R5-A", "R8-G"]], ["R4-G", "R1-A"], SELECT, current=1,
                 guards=[[{"card": "R2-G", "cover": "C6-S1"}], []])
    attack(state, 1, "R5-A", 0)      # 4-5-6 overlaps EP's 5-6-7
    act(state, 1, "discard_order", cards=["R5-A", "C6-S1"])
    assert not answers(state) and state.snapshot()["guards"][0][0]["card"] == "R2-G"


def _ruby_cards():
    from tutor.games.classified.cards import CARD_TYPES
    return [c for k, t in CARD_TYPES.items() if t.set == "ruby" for c in t.copies()]


# ---- mixed decks: Ruby against Emerald reactions --------------------------------------------------
def with_emerald(*numbers, prompt="when_able"):
    select = {n: ("emerald" if n in numbers else "ruby") for n in range(1, 10)}
    return {"deck": "select", "deck_select": select, "react_prompt": prompt}


def test_decoy_guard_opens_the_return_to_sender_window_not_pull_the_plug():
    state = ruby([["R2-A", "R8-A"], ["E9-S1", "R7-A"]], options=with_emerald(9))
    act(state, 0, "deploy", card="R2-A")
    assert state.to_act == [1] and state.decision.prompt == "react.guard_played"
    assert Action("react", card="E9-S1") in state.legal_actions(1)


def test_digital_revival_from_the_encrypted_pile_is_not_playing_a_guard():
    state = ruby([["R4-A", "R8-A"], ["E9-S1", "R7-A"]], options=with_emerald(9),
                 encrypted=["R1-A"])
    act(state, 0, "deploy", card="R4-A")
    act(state, 0, "mode", mode="encrypted")
    assert state.to_act == [0] and state.decision.prompt == "R4.swap"   # nobody was asked


@pytest.mark.parametrize("sniper", [True, False])
def test_resilience_cannot_answer_a_rooftop_sniper(sniper):
    state = ruby([["R9-S1", "R7-A"], ["R1-G", "R8-A"]], options=with_emerald(6, prompt="public"),
                 guards=[[], ["E6-S1"]])
    if sniper:
        act(state, 0, "deploy", card="R9-S1")
        act(state, 0, "guard_spot", owner=1, spot=0)
        assert state.to_act == [0] and state.decision.prompt == "discard_order"
    else:                                                    # control: an ordinary success
        attack(state, 0, "R7-A", 0)    # 6-7-8 overlaps 5-6-7
        assert state.to_act == [1] and state.decision.prompt == "react.assassination_success"
        assert Action("resilience", spot=0) in state.legal_actions(1)


def test_playing_decoy_guard_looks_like_enlisting_a_guard_to_the_opponent():
    deployed = ruby([["R2-A", "R8-A"], ["R1-G", "R7-A"]])
    enlisted = ruby([["R2-G", "R8-A"], ["R1-G", "R7-A"]])
    act(deployed, 0, "deploy", card="R2-A")
    act(enlisted, 0, "enlist_guard", card="R2-G")
    assert deployed.events_for(1) == enlisted.events_for(1)


@pytest.mark.parametrize("card, deck, said", [
    ("C4-G", 5, "You shuffled 4 Switch Places and the other card into the Draw Deck (5 cards)."),
    ("C4-G", 1, "You shuffled 4 Switch Places into the Draw Deck (1 card)."),
    (None, 1, "You shuffled the card not chosen back into the Draw Deck (1 card)."),
    (None, 0, "You had no card to shuffle into the Draw Deck, which stays empty."),
])
def test_agonizing_choice_says_which_cards_went_back_and_counts_the_deck(card, deck, said):
    from tutor.games.classified.narrate import event_text
    event = {"kind": "shuffle_into_deck", "rule": "classified.card.R3", "player": 0,
             "card": card, "deck": deck}
    assert event_text(event, "en", 0) == said
