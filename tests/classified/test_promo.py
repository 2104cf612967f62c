"""Promo cards: one scenario per card that checks what its ability does, restrictions, and the
instant wins and losses."""

import pytest

from tutor.engine import Action

from .helpers import GAME, PASS, act, answers, attack, events_of, position


def promo(select, hands, suitcases, options=None, **spec):
    """A position with a Deck select deck (numbers not named use Citrine)."""
    opts = {"deck": "select", "deck_select": select, "react_prompt": "when_able",
            **(options or {})}
    return position(hands, suitcases, options=opts, **spec)


def deploy(state, player, card):
    return act(state, player, "deploy", card=card)


def deployable(state, player, card):
    return Action("deploy", card=card) in state.legal_actions(player)


def snap(state):
    return state.snapshot()


# ---- P1a Look Closely ------------------------------------------------------------------------
def test_look_closely_peeks_three_cards_of_the_chosen_pile_privately():
    state = promo({1: "P1a"}, [["P1a-G", "C2-G"], ["C4-G", "C5-G"]], ["C7-G", "C8-G"],
                  encrypted=["C9-S1", "C3-S1", "C6-S1", "C6-S2"])
    deploy(state, 0, "P1a-G")
    assert state.legal_actions(0) == [Action("pile", pile="deck"), Action("pile", pile="encrypted")]
    events = act(state, 0, "pile", pile="encrypted")
    peek = events_of(events, "peek")[0]
    assert peek.view(0)["cards"] == ["C9-S1", "C3-S1", "C6-S1"]
    assert "cards" not in peek.view(1) and peek.view(1)["count"] == 3
    assert snap(state)["encrypted"] == ["C9-S1", "C3-S1", "C6-S1", "C6-S2"]   # unchanged


def test_look_closely_with_an_empty_encrypted_pile_peeks_the_deck():
    state = promo({1: "P1a"}, [["P1a-G", "C2-G"], ["C4-G", "C5-G"]], ["C7-G", "C8-G"],
                  deck=["C9-S1", "C3-S1"])
    top = snap(state)["deck"][:3]
    events = deploy(state, 0, "P1a-G")
    assert top[:2] == ["C9-S1", "C3-S1"]
    assert events_of(events, "peek")[0].view(0)["cards"] == top
    assert state.to_act == [1]


# ---- P1b Test of Loyalty ---------------------------------------------------------------------
def test_test_of_loyalty_reveals_a_card_and_gets_the_true_answer():
    state = promo({1: "P1b"}, [["P1b-G", "C5-G"], ["C4-G", "C6-S1"]], ["C2-A", "C7-G"])
    events = deploy(state, 0, "P1b-G")
    assert events_of(events, "revealed")[0].view(1)["cards"] == ["C5-G"]
    assert state.to_act == [1]                               # always asked
    assert state.legal_actions(1) == [Action("answer", answer="higher")]
    act(state, 1, "answer", answer="higher")
    assert answers(state) == [("higher_or_lower", "higher")]


def test_test_of_loyalty_lets_the_opponent_pick_either_answer_on_a_tie():
    state = promo({1: "P1b"}, [["P1b-G", "C2-G", "C5-G"], ["C4-G", "C6-S1"]],
                  ["C2-A", "C5-A"])
    deploy(state, 0, "P1b-G")
    assert state.legal_actions(0) == [Action("card", card="C2-G"), Action("card", card="C5-G")]
    act(state, 0, "card", card="C5-G")
    assert state.legal_actions(1) == [Action("answer", answer="higher"),
                                      Action("answer", answer="lower")]
    act(state, 1, "answer", answer="lower")
    assert answers(state) == [("higher_or_lower", "lower")]


# ---- P3a Short Circuit -----------------------------------------------------------------------
THREE_GUARDS = [["C1-G", "C2-G", "C4-G"], []]


def short_circuit(guards, options=None, suitcase="C5-A"):
    state = promo({3: "P3a"}, [["P3a-S1", "C5-G"], ["C7-G", "C8-G"]], [suitcase, "C6-S1"],
                  options=options, guards=guards)
    deploy(state, 0, "P3a-S1")
    assert snap(state)["area"][0] == [{"card": "P3a-S1"}]
    assert state.to_act == [1]
    act(state, 1, "encrypt", card="C7-G")
    return state


def test_short_circuit_wins_at_the_start_of_the_next_turn_with_three_guards():
    state = short_circuit(THREE_GUARDS)
    assert state.is_over
    assert state.result["winners"] == [0] and state.result["reason"] == "short_circuit"
    assert state.log[-1].rule == "classified.card.P3a"
    assert not any(e.kind == "draw" and e.public["player"] == 0 for e in state.log[-4:])
    from tutor.games.classified.narrate import event_text
    win = next(e for e in state.events_for(0) if e["kind"] == "instant_win")
    assert event_text(win, "en", 0) == "You won at once (Short Circuit)."
    assert event_text(win, "ja", 1).endswith("（ショートサーキット）。")


def test_short_circuit_is_discarded_without_three_guards():
    state = short_circuit([["C1-G", "C2-G"], []])
    assert not state.is_over and state.to_act == [0]
    assert snap(state)["area"][0] == [] and snap(state)["discard"][0] == "P3a-S1"


def test_short_circuit_with_three_guards_in_code_counts_only_guards_in_the_code():
    options = {"three_guards_meaning": "three_in_code"}
    assert not short_circuit(THREE_GUARDS, options, suitcase="C2-A").is_over     # 4 not in 1-2-3
    assert short_circuit([["C1-G", "C1-A", "C2-G"], []], options, suitcase="C2-A").is_over


# ---- P3b Suitcase Handoff --------------------------------------------------------------------
def test_suitcase_handoff_needs_three_guards():
    state = promo({3: "P3b"}, [["P3b-S1", "C5-G"], ["C7-G", "C8-G"]], ["C5-A", "C6-S1"],
                  guards=[["C1-G", "C2-G"], []])
    assert not deployable(state, 0, "P3b-S1")


def test_suitcase_handoff_exchanges_the_suitcase_with_the_top_of_the_deck():
    state = promo({3: "P3b"}, [["P3b-S1", "C5-G"], ["C7-G", "C8-G"]], ["C5-A", "C6-S1"],
                  guards=THREE_GUARDS, deck=["C9-S1"])
    events = deploy(state, 0, "P3b-S1")
    handoff = events_of(events, "suitcase_handoff")[0]
    assert handoff.view(0)["new"] == "C9-S1" and "new" not in handoff.view(1)
    assert snap(state)["suitcase"][0] == "C9-S1"
    assert events_of(state.log, "draw")[-1].view(1)["card"] == "C5-A"   # the old one, on top
    assert state.observe(0)["players"][0]["suitcase"] == "C9-S1"


# ---- P3c Cyber Trap --------------------------------------------------------------------------
def test_cyber_trap_wins_at_once_when_placed_with_a_pair_in_hand():
    state = promo({3: "P3c"}, [["P3c-S1", "C5-G", "C5-A"], ["C7-G", "C8-G"]],
                  ["C1-A", "C6-S1"])
    deploy(state, 0, "P3c-S1")
    assert snap(state)["area"][1] == [{"card": "P3c-S1", "on": "suitcase", "owner": 0}]
    assert state.is_over and state.result["winners"] == [0]
    assert state.result["reason"] == "cyber_trap"


def test_cyber_trap_wins_as_soon_as_a_drawn_card_makes_a_pair():
    state = promo({3: "P3c"}, [["P3c-S1", "C5-G", "C7-A"], ["C1-G", "C8-G"]],
                  ["C1-A", "C6-S1"], deck=["C2-G", "C5-A"])
    deploy(state, 0, "P3c-S1")
    assert not state.is_over
    act(state, 1, "encrypt", card="C1-G")
    assert state.is_over and state.result["winners"] == [0]       # on the draw, no Action
    assert events_of(state.log, "draw")[-1].view(0)["card"] == "C5-A"


def test_cyber_trap_wins_during_the_opponents_ability_when_a_pair_arrives():
    trap = {"card": "P3c-S1", "on": "suitcase", "owner": 0}
    state = promo({3: "P3c", 9: "P9b"}, [["C5-G", "C7-A"], ["P9b-S1", "C5-A", "C2-G"]],
                  ["C1-A", "C6-S1"], area=[[], [trap]], current=1)
    deploy(state, 1, "P9b-S1")
    act(state, 1, "card", card="C5-A")                         # mailed to the trap's owner
    assert state.is_over and state.result["winners"] == [0]
    assert state.result["reason"] == "cyber_trap" and "C5-A" in snap(state)["hands"][0]


def test_cyber_trap_can_be_cancelled_by_revealing_three_cards_of_one_guild():
    trap = {"card": "P3c-S1", "on": "suitcase", "owner": 0}
    state = promo({3: "P3c"}, [["C5-G", "C7-A"], ["C1-G", "C2-G", "C4-G"]], ["C1-A", "C6-S1"],
                  area=[[], [trap]], current=1)
    cancel = Action("cancel_trap", trap="P3c-S1", cards=["C1-G", "C2-G", "C4-G"])
    assert cancel in state.legal_actions(1)
    events = state.apply(1, cancel)
    assert events_of(events, "revealed")[0].view(0)["cards"] == ["C1-G", "C2-G", "C4-G"]
    assert snap(state)["area"][1] == [] and snap(state)["discard"][0] == "P3c-S1"
    assert state.to_act == [1] and snap(state)["hands"][1] == ["C1-G", "C2-G", "C4-G"]
    assert not [a for a in state.legal_actions(1) if a.kind == "cancel_trap"]


def test_cyber_trap_cannot_be_cancelled_with_mixed_guilds():
    trap = {"card": "P3c-S1", "on": "suitcase", "owner": 0}
    state = promo({3: "P3c"}, [["C5-G", "C7-A"], ["C1-G", "C2-A", "C4-G"]], ["C1-A", "C6-S1"],
                  area=[[], [trap]], current=1)
    assert not [a for a in state.legal_actions(1) if a.kind == "cancel_trap"]


# ---- P4a High-Stakes Gamble ------------------------------------------------------------------
def gamble(**spec):
    return promo({4: "P4a"}, [["P4a-G", "C5-G"], ["C1-G", "C8-G"]], ["C2-A", "C7-G"], **spec)


def test_high_stakes_gamble_needs_four_cards_in_the_deck():
    assert not deployable(gamble(deck=["C3-S1", "C6-S1", "C9-S1"], rest="discard"), 0, "P4a-G")
    assert deployable(gamble(deck=["C3-S1", "C6-S1", "C9-S1", "C9-S2"], rest="discard"), 0,
                      "P4a-G")


@pytest.mark.parametrize("guess, winner, reason", [(7, 0, "gamble_won"), (6, 1, "gamble_lost")])
def test_high_stakes_gamble_wins_or_loses_at_once(guess, winner, reason):
    state = gamble()
    deploy(state, 0, "P4a-G")
    act(state, 0, "number", n=guess)
    assert state.is_over
    assert state.result["winners"] == [winner] and state.result["reason"] == reason
    assert snap(state)["discard"][0] == "P4a-G" and not snap(state)["limbo"]


def test_high_stakes_gamble_blocked_by_pull_the_plug_does_nothing():
    cards = [f"C{n}-{g}" for n in (1, 2, 5, 7, 8) for g in "GA"]
    cards += ["C3-S1", "C3-S2", "R6-S1", "C6-S2", "C9-S1", "C9-S2", "P4a-G", "P4a-A"]
    state = GAME.scenario({"hands": [["P4a-G", "C5-G"], ["R6-S1", "C3-S1"]],
                           "suitcases": ["C2-A", "C7-G"], "cards": cards, "rest": "deck",
                           "drawn": True}, options={"react_prompt": "when_able"})
    deploy(state, 0, "P4a-G")
    act(state, 1, "react", card="R6-S1")
    assert state.decision.prompt == "discard_order"          # no guess is asked
    act(state, 0, "discard_order", cards=["P4a-G", "R6-S1"])
    assert not state.is_over and snap(state)["discard"][:2] == ["R6-S1", "P4a-G"]
    assert not answers(state) and snap(state)["winner"] is None


# ---- P4b Telepathy Vision --------------------------------------------------------------------
def test_telepathy_vision_keeps_the_guess_secret():
    state = promo({4: "P4b"}, [["P4b-G", "C5-G"], ["C1-G", "C8-G"]], ["C2-A", "C9-S1"])
    deploy(state, 0, "P4b-G")
    act(state, 0, "number", n=9)
    assert state.observe(0)["players"][0]["area"][0]["secret"] == 9
    assert "secret" not in state.observe(1)["players"][0]["area"][0]
    assert state.observe(1)["players"][0]["area"][0]["card"] == "P4b-G"


@pytest.mark.parametrize("guess, score, winners", [(9, 2.0, [0]), (8, 0, [0, 1])])
def test_telepathy_vision_counts_two_guards_at_the_end_when_right(guess, score, winners):
    state = promo({4: "P4b"}, [["P4b-G", "C5-G"], ["C2-G"]], ["C8-G", "C9-S1"], rest="discard")
    deploy(state, 0, "P4b-G")
    act(state, 0, "number", n=guess)
    assert state.is_over                                      # deck empty, one card each
    assert state.result["guard_scores"] == [score, 0] and state.result["winners"] == winners


# ---- P5a Cyberpunk Sandwich ------------------------------------------------------------------
def test_cyberpunk_sandwich_takes_three_cards_and_puts_one_back_in_each_place():
    state = promo({5: "P5a"}, [["P5a-G", "C1-G"], ["C7-G", "C8-G"]], ["C2-A", "C9-S1"],
                  guards=[[], [{"card": "C4-G", "up": False, "cover": "C6-S2"}]],
                  deck=["C2-G", "C6-S1", "C3-S1"], rest="discard")
    deploy(state, 0, "P5a-G")
    assert state.legal_actions(0) == [Action("guard_spot", owner=1, spot=0)]
    events = act(state, 0, "guard_spot", owner=1, spot=0)
    seen = events_of(events, "see_guard")[0]
    assert seen.view(0)["card"] == "C4-G" and "card" not in seen.view(1)
    assert sorted(snap(state)["hands"][0]) == ["C1-G", "C2-G", "C3-S1"]
    assert state.decision.info["place"] == "guard"
    assert sorted(a.card for a in state.legal_actions(0)) == ["C1-G", "C2-G", "C3-S1", "C4-G"]
    events = act(state, 0, "card", card="C2-G")
    assert events_of(events, "sandwich_guard")[0].view(None)["card"] == "C2-G"
    for place, card in (("top", "C4-G"), ("bottom", "C1-G")):
        assert state.decision.info["place"] == place
        act(state, 0, "card", card=card)
    s = snap(state)
    assert s["deck"] == ["C6-S1", "C1-G"] and s["hands"][0] == ["C3-S1"]
    assert "C4-G" in s["hands"][1]                            # the opponent drew the new top
    assert s["guards"][1][0] == {"card": "C2-G", "up": True, "cover": "C6-S2"}


def test_cyberpunk_sandwich_with_no_opponent_guard_takes_only_the_deck_cards():
    state = promo({5: "P5a"}, [["P5a-G", "C1-G"], ["C7-G", "C8-G"]], ["C2-A", "C9-S1"],
                  deck=["C2-G"], rest="discard")
    deploy(state, 0, "P5a-G")
    assert state.decision.info["place"] == "top"
    act(state, 0, "card", card="C1-G")
    assert snap(state)["hands"][0] == ["C2-G"] and "C1-G" in snap(state)["hands"][1]


# ---- P5b Armored Fedora ----------------------------------------------------------------------
def test_armored_fedora_is_played_face_down_as_a_guard():
    state = promo({5: "P5b"}, [["P5b-A", "C1-G"], ["C7-G", "C8-G"]], ["C2-A", "C9-S1"])
    events = deploy(state, 0, "P5b-A")
    assert snap(state)["guards"][0][0] == {"card": "P5b-A", "up": False, "cover": None}
    assert "card" not in events_of(events, "guard")[0].view(1)
    full = promo({5: "P5b"}, [["P5b-A", "C1-G"], ["C7-G", "C8-G"]], ["C2-A", "C9-S1"],
                 guards=[["C2-G", "C4-G", "C6-S1"], []])
    assert not deployable(full, 0, "P5b-A")


def test_armored_fedora_trigger_swaps_a_hand_card_with_a_discard():
    state = promo({5: "P5b"}, [["C2-G", "C7-G"], ["C4-A", "C8-A"]], ["C2-A", "C9-S1"],
                  guards=[["P5b-G"], []], discard=["C1-G"], current=1)
    attack(state, 1, "C4-A", 0)
    act(state, 1, "discard_order", cards=["C4-A", "P5b-G"])
    assert state.to_act == [0] and state.decision.prompt == "P5b.take"
    assert state.legal_actions(0) == [PASS] + [Action("card", card=c)
                                               for c in ["P5b-G", "C4-A", "C1-G"]]
    act(state, 0, "card", card="C1-G")
    act(state, 0, "card", card="C2-G")
    s = snap(state)
    assert s["discard"] == ["P5b-G", "C4-A", "C2-G"]
    assert "C1-G" in s["hands"][0] and "C2-G" not in s["hands"][0]


def test_armored_fedora_may_be_assassinated_by_its_owner_when_codes_overlap():
    state = promo({5: "P5b"}, [["C4-A", "C1-A", "C9-S1"], ["C7-G", "C8-G"]], ["C2-A", "C9-S2"],
                  guards=[["P5b-G"], []])
    own = [a for a in state.legal_actions(0) if a.kind == "enlist_assassin" and a.get("owner") == 0]
    assert own == [Action("enlist_assassin", card="C4-A", owner=0, spot=0)]   # 1 and 9 miss
    attack(state, 0, "C4-A", 0, owner=0)
    act(state, 0, "discard_order", cards=["C4-A", "P5b-G"])
    assert snap(state)["guards"][0][0] is None
    assert state.to_act == [0] and state.decision.prompt == "P5b.take"     # it fires for you
    act(state, 0, "pass")
    assert state.to_act == [1]


# ---- P7a Cybernetic Cubic Tower --------------------------------------------------------------
def tower(**spec):
    return promo({7: "P7a"}, [["P7a-G", "C1-G"], ["C8-A", "C5-G"]], ["C4-G", "C3-S1"], **spec)


def test_cubic_tower_needs_a_discard_and_an_empty_guard_spot():
    assert not deployable(tower(), 0, "P7a-G")
    assert not deployable(tower(discard=["C2-G"], guards=[["C6-S1", "C8-G", "C9-S1"], []]), 0,
                          "P7a-G")
    assert deployable(tower(discard=["C2-G"]), 0, "P7a-G")


def test_cubic_tower_tucks_a_discard_as_a_face_up_guard_and_asks_about_its_code():
    state = tower(discard=["C9-S1", "C2-G"])
    deploy(state, 0, "P7a-G")
    act(state, 0, "card", card="C2-G")
    assert snap(state)["guards"][0][0] == {"card": "C2-G", "up": True, "cover": None,
                                           "tower": "P7a-G"}
    assert state.legal_actions(0) == [Action("number", n=n) for n in (1, 2, 3)]
    act(state, 0, "number", n=3)
    assert answers(state) == [("is_suitcase", True)]
    assert state.observe(1)["players"][0]["guards"][0]["tower"] == "P7a-G"


def test_cubic_tower_is_hit_through_either_card_and_both_are_discarded():
    stack = {"card": "C2-G", "up": True, "cover": None, "tower": "P7a-G"}
    state = promo({7: "P7a"}, [["C1-G", "C6-S1"], ["C8-A", "C5-G"]], ["C4-G", "C3-S1"],
                  guards=[[stack], []], current=1)               # 8 overlaps 7, not 2
    attack(state, 1, "C8-A", 0)
    act(state, 1, "discard_order", cards=["C8-A", "C2-G", "P7a-G"])
    assert snap(state)["guards"][0][0] is None
    assert snap(state)["discard"][:3] == ["P7a-G", "C2-G", "C8-A"]


# ---- P7b Sands of Time -----------------------------------------------------------------------
def test_sands_of_time_discards_two_of_the_bottom_three_and_stays_in_play():
    state = promo({7: "P7b"}, [["P7b-G", "C1-G"], ["C8-A", "C5-G"]], ["C4-G", "C3-S1"],
                  deck=["C1-A", "C2-G", "C3-S2", "C4-A"], rest="discard")
    events = deploy(state, 0, "P7b-G")
    assert events_of(events, "peek")[0].view(0)["cards"] == ["C2-G", "C3-S2", "C4-A"]
    act(state, 0, "card", card="C3-S2")
    act(state, 0, "discard_order", cards=["C2-G", "C4-A"])
    s = snap(state)
    assert s["deck"] == ["C3-S2"] and "C1-A" in s["hands"][1]   # the opponent drew the top
    assert s["discard"][:2] == ["C4-A", "C2-G"]
    assert s["area"][0] == [{"card": "P7b-G"}]


def test_sands_of_time_only_once_per_player():
    spec = dict(area=[[{"card": "P7b-G"}], []])       # in the area: already Deployed
    mine = promo({7: "P7b"}, [["P7b-A", "C1-G"], ["C8-A", "C5-G"]], ["C4-G", "C3-S1"], **spec)
    assert not deployable(mine, 0, "P7b-A")
    theirs = promo({7: "P7b"}, [["C1-G", "C8-A"], ["P7b-A", "C5-G"]], ["C4-G", "C3-S1"],
                   current=1, **spec)
    assert deployable(theirs, 1, "P7b-A")


def test_sands_of_time_stays_used_after_it_left_the_play_area():
    used = promo({7: "P7b"}, [["P7b-A", "C1-G"], ["C8-A", "C5-G"]], ["C4-G", "C3-S1"],
                 discard=["P7b-G"], sands_used=[0])
    assert not deployable(used, 0, "P7b-A")
    fresh = promo({7: "P7b"}, [["P7b-A", "C1-G"], ["C8-A", "C5-G"]], ["C4-G", "C3-S1"],
                  discard=["P7b-G"])
    assert deployable(fresh, 0, "P7b-A")


# ---- P9a Unstable Grenade --------------------------------------------------------------------
def grenade(opp_guards, hand=("C5-G", "C6-S1")):
    state = promo({9: "P9a"}, [["P9a-S1", *hand], ["C7-A", "C3-S1"]], ["C4-A", "C2-A"],
                  guards=[[], opp_guards], encrypted=["C3-S2", "C6-S2"])
    return state, deploy(state, 0, "P9a-S1")


def test_unstable_grenade_attempts_every_guard_and_two_kills_reveal_the_hand():
    state, events = grenade(["C8-G", "C4-G", "C1-G"])           # 8 and 1 overlap 8-9-1, 4 not
    attempts = events_of(events, "assassination")
    assert [a.public["success"] for a in attempts] == [True, False, True]
    assert not events_of(events, "shown")                         # no failed-attempt reveal
    assert snap(state)["guards"][1] == [None, {"card": "C4-G", "up": False, "cover": None},
                                        None]
    assert events_of(events, "revealed")[0].view(1)["cards"] == ["C5-G", "C6-S1"]
    assert state.to_act == [1] and state.legal_actions(1) == [
        PASS, Action("pile", pile="deck"), Action("pile", pile="encrypted")]
    events = act(state, 1, "pile", pile="encrypted")
    assert events_of(events, "peek")[0].view(1)["cards"] == snap(state)["encrypted"][:2]
    assert snap(state)["discard"][0] == "P9a-S1" and not snap(state)["limbo"]


def test_unstable_grenade_one_kill_reveals_one_random_hand_card():
    state, events = grenade(["C8-G"])
    shown = events_of(events, "revealed")[0].view(1)["cards"]
    assert len(shown) == 1 and shown[0] in ("C5-G", "C6-S1")
    assert state.to_act == [1] and state.decision.rule == "classified.turn.action"


def test_unstable_grenade_three_kills_turn_the_suitcase_face_up():
    state, events = grenade(["C8-G", "C1-G", "C2-G"])
    assert snap(state)["guards"][1] == [None, None, None]
    assert state.observe(1)["players"][0]["suitcase"] == "C4-A"


def test_unstable_grenade_kills_can_be_blocked_one_by_one():
    cards = [f"C{n}-{g}" for n in (1, 2, 4, 5, 7, 8) for g in "GA"]
    cards += ["C3-S1", "C3-S2", "C6-S1", "C6-S2", "P9a-S1", "C9-S2"]
    state = GAME.scenario({"hands": [["P9a-S1", "C5-G", "C6-S1"], ["C9-S2", "C3-S1"]],
                           "suitcases": ["C4-A", "C2-A"], "guards": [[], ["C8-G", "C1-G"]],
                           "cards": cards, "rest": "deck", "drawn": True},
                          options={"react_prompt": "when_able"})
    deploy(state, 0, "P9a-S1")
    assert state.to_act == [1] and Action("react", card="C9-S2") in state.legal_actions(1)
    events = act(state, 1, "react", card="C9-S2")              # blocks the hit on C8-G
    assert [e.public["success"] for e in events_of(events, "assassination")] == [True]
    assert snap(state)["guards"][1] == [{"card": "C8-G", "up": False, "cover": None}, None,
                                        None]
    assert len(events_of(events, "revealed")[0].view(1)["cards"]) == 1    # one kill counted
    assert snap(state)["discard"][0] == "P9a-S1"


# ---- P9b No-Return Mail ----------------------------------------------------------------------
@pytest.mark.parametrize("allow_same, expected", [(False, ["C4-G", "C5-G"]),
                                                  (True, ["C4-G", "C5-G", "C1-G"])])
def test_no_return_mail_exchanges_cards_but_not_back(allow_same, expected):
    state = promo({9: "P9b"}, [["P9b-S1", "C1-G", "C2-G"], ["C4-G", "C5-G"]],
                  ["C7-A", "C8-A"], options={"no_return_mail_allow_same": allow_same})
    deploy(state, 0, "P9b-S1")
    events = act(state, 0, "card", card="C1-G")
    assert events_of(events, "give")[0].view(1)["card"] == "C1-G"
    assert "card" not in events_of(events, "give")[0].view(None)
    assert [a.card for a in state.legal_actions(1)] == expected
    act(state, 1, "card", card="C5-G")
    assert sorted(snap(state)["hands"][0]) == ["C2-G", "C5-G"]
    assert "C1-G" in snap(state)["hands"][1] and "C5-G" not in snap(state)["hands"][1]


def test_every_promo_rule_id_is_in_the_catalogue():
    for key in ("P1a", "P1b", "P3a", "P3b", "P3c", "P4a", "P4b", "P5a", "P5b", "P7a", "P7b",
                "P9a", "P9b"):
        assert f"classified.card.{key}" in GAME.catalogue
        assert GAME.catalogue[f"classified.ruling.{key}"].is_ruling
