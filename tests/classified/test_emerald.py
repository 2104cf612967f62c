"""Emerald: one scenario per card that checks what its ability does, its restrictions, and how
its reactions and triggers interact with assassinations and Guard plays."""

import pytest

from tutor.engine import Action, IllegalAction, ScenarioError
from tutor.games.classified.cards import CARD_TYPES

from .helpers import PASS, act, answers, attack, events_of, position

EMERALD = sorted(c for k, t in CARD_TYPES.items() if t.set == "emerald" for c in t.copies())
WITH_VEST = sorted([c for c in EMERALD if not c.startswith("E9")] + ["C9-S1", "C9-S2"])
WITH_COVER = sorted([c for c in EMERALD if not c.startswith("E6")] + ["C6-S1", "C6-S2"])
QUIET = {"deck": "emerald", "react_prompt": "when_able"}


def emerald(hands, suitcases, options=QUIET, **spec):
    """An Emerald position, player 0 to act after the draw; unplaced cards fill the deck."""
    return position(hands, suitcases, options=dict(options), **spec)


def mixed(cards, hands, suitcases, options=None, **spec):
    """A position from an 18-card list mixing Emerald with other sets' cards."""
    options = {"react_prompt": "when_able"} if options is None else options
    return position(hands, suitcases, options=options, cards=cards, **spec)


def snap(state):
    return state.snapshot()


# ---- E1 High-Tech Bookends ---------------------------------------------------------------
@pytest.mark.parametrize("shown, expected", [("E7-A", True), ("E4-G", True), ("E2-G", False)])
def test_bookends_asks_whether_the_suitcase_is_between_1_and_the_revealed_card(shown, expected):
    state = emerald([["E1-G", shown, "E3-S1"], ["E8-A", "E9-S1"]], ["E5-G", "E4-A"])
    act(state, 0, "deploy", card="E1-G")
    events = act(state, 0, "card", card=shown)
    reveal = events_of(events, "reveal")[0]
    assert reveal.view(1)["card"] == shown                          # public
    assert answers(state) == [("in_low_range", expected)]
    assert shown in snap(state)["hands"][0]                         # ruling E1: stays in hand


def test_bookends_offers_only_cards_of_the_own_hand():
    state = emerald([["E1-G", "E7-A", "E2-G"], ["E3-S1", "E8-A"]], ["E5-G", "E4-A"])
    act(state, 0, "deploy", card="E1-G")
    assert {a.card for a in state.legal_actions(0)} == {"E7-A", "E2-G"}


# ---- E2 Mind Control ---------------------------------------------------------------------
def test_mind_control_needs_an_empty_guard_spot():
    full = emerald([["E2-A", "E7-A"], ["E3-S1", "E8-A"]], ["E5-G", "E4-A"],
                   guards=[["E1-G", "E7-G", "E8-G"], ["E4-G"]])
    assert Action("deploy", card="E2-A") not in full.legal_actions(0)
    with pytest.raises(IllegalAction):
        act(full, 0, "deploy", card="E2-A")
    free = emerald([["E2-A", "E7-A"], ["E3-S1", "E8-A"]], ["E5-G", "E4-A"],
                   guards=[["E1-G", "E7-G"], ["E4-G"]])
    assert Action("deploy", card="E2-A") in free.legal_actions(0)


def test_mind_control_captures_the_guard_face_up_and_the_captor_answers_about_own_code():
    state = emerald([["E2-A", "E7-A"], ["E3-S1", "E8-A"]], ["E5-G", "E1-A"],
                    guards=[[], [None, "E4-G"]])
    act(state, 0, "deploy", card="E2-A")
    act(state, 0, "guard_spot", owner=1, spot=1)
    s = snap(state)
    assert s["guards"][0][0] == {"card": "E4-G", "up": True, "cover": None}
    assert s["guards"][1] == [None, None, None]
    assert s["discard"][0] == "E2-A" and "E4-G" not in s["discard"]
    assert answers(state) == [("in_captor_code", True)]          # 4 is in 4-5-6
    assert state.to_act == [1]                                    # the turn is over


def test_mind_control_cannot_target_a_guard_under_extra_protection():
    state = mixed(WITH_COVER, [["E2-A", "E7-A"], ["E3-S1", "E8-A"]], ["E5-G", "E1-A"],
                  guards=[[], [{"card": "E4-G", "cover": "C6-S1"}, "E7-G"]])
    act(state, 0, "deploy", card="E2-A")
    assert state.legal_actions(0) == [Action("guard_spot", owner=1, spot=1)]


def test_mind_control_blocked_by_bullet_proof_vest_moves_nothing():
    state = mixed(WITH_VEST, [["E2-A", "E7-A"], ["C9-S1", "E3-S1"]], ["E5-G", "E1-A"],
                  guards=[[], ["E4-G"]])
    act(state, 0, "deploy", card="E2-A")
    act(state, 0, "guard_spot", owner=1, spot=0)
    assert Action("react", card="C9-S1") in state.legal_actions(1)
    act(state, 1, "react", card="C9-S1")
    act(state, 0, "discard_order", cards=["C9-S1", "E2-A"])
    s = snap(state)
    assert s["guards"][1][0]["card"] == "E4-G" and s["guards"][0] == [None, None, None]
    assert s["discard"][:2] == ["E2-A", "C9-S1"] and not answers(state)
    assert [e.public["player"] for e in state.log if e.kind == "react_price"] == [1]


def test_mind_control_capture_opens_no_return_to_sender_window():
    state = emerald([["E2-A", "E7-A"], ["E9-S1", "E3-S1"]], ["E5-G", "E1-A"],
                    guards=[[], ["E4-G"]])
    act(state, 0, "deploy", card="E2-A")
    act(state, 0, "guard_spot", owner=1, spot=0)
    assert snap(state)["guards"][0][0]["card"] == "E4-G"
    assert state.decision.rule == "classified.turn.action" and state.to_act == [1]


# ---- E3 Interrogation --------------------------------------------------------------------
def test_interrogation_lets_the_opponent_name_a_guild_that_is_not_their_suitcases():
    state = emerald([["E3-S1", "E7-A"], ["E1-G", "E8-A"]], ["E5-G", "E4-G"])
    act(state, 0, "deploy", card="E3-S1")
    assert state.to_act == [1]
    assert sorted(a.guild for a in state.legal_actions(1)) == ["Assassin", "Sentinel"]
    with pytest.raises(IllegalAction):
        act(state, 1, "guild", guild="Guard")
    act(state, 1, "guild", guild="Sentinel")
    assert answers(state) == [("not_suitcase_guild", "Sentinel")]


# ---- E4 Split Personality ----------------------------------------------------------------
def test_split_personality_needs_four_cards_in_the_draw_deck():
    short = emerald([["E4-A", "E7-A"], ["E1-G", "E8-A"]], ["E5-G", "E4-G"],
                    guards=[["E7-G"], []], deck=["E1-A", "E2-A", "E2-G"], rest="discard")
    assert Action("deploy", card="E4-A") not in short.legal_actions(0)
    enough = emerald([["E4-A", "E7-A"], ["E1-G", "E8-A"]], ["E5-G", "E4-G"],
                     guards=[["E7-G"], []], deck=["E1-A", "E2-A", "E2-G", "E3-S2"],
                     rest="discard")
    assert Action("deploy", card="E4-A") in enough.legal_actions(0)


def test_split_personality_makes_the_guard_a_public_suitcase_and_hides_the_old_one():
    state = emerald([["E4-A", "E7-A"], ["E1-G", "E8-A"]], ["E5-G", "E4-G"],
                    guards=[["E1-A", "E7-G"], []])
    act(state, 0, "deploy", card="E4-A")
    act(state, 0, "guard_spot", owner=0, spot=1)
    s = snap(state)
    assert s["suitcase"][0] == "E7-G" and s["suitcase_public"] == [True, False]
    assert s["guards"][0][1] == {"card": "E5-G", "up": False, "cover": None}
    seen = state.observe(1)["players"][0]
    assert seen["suitcase"] == "E7-G" and seen["guards"][1]["card"] is None


def test_split_personality_may_pick_a_covered_guard_whose_place_stays_covered():
    state = mixed(WITH_COVER, [["E4-A", "E7-A"], ["E1-G", "E8-A"]], ["E5-G", "E4-G"],
                  guards=[[{"card": "E2-G", "up": True, "cover": "C6-S2"}], []])
    act(state, 0, "deploy", card="E4-A")
    act(state, 0, "guard_spot", owner=0, spot=0)
    s = snap(state)
    assert s["suitcase"][0] == "E2-G"
    assert s["guards"][0][0] == {"card": "E5-G", "up": True, "cover": "C6-S2"}
    assert state.observe(1)["players"][0]["guards"][0]["card"] == "E5-G"   # face up: public


# ---- E5 Hiding Place ---------------------------------------------------------------------
@pytest.mark.parametrize("source, expected", [("discard_top", "E1-A"),
                                              ("discard_bottom", "E3-S2")])
def test_hiding_place_stashes_the_top_or_bottom_discard_face_up(source, expected):
    state = emerald([["E5-G", "E7-A"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                    discard=["E1-A", "E2-A", "E3-S2"])
    act(state, 0, "deploy", card="E5-G")
    act(state, 0, "stash", source=source)
    s = snap(state)
    assert s["area"][0] == [{"card": "E5-G", "tucked": expected, "tucked_up": True}]
    assert expected not in s["discard"] and "E5-G" not in s["discard"]
    assert state.observe(1)["players"][0]["area"][0]["tucked"] == expected


def test_hiding_place_with_nothing_to_stash_is_still_placed():
    state = emerald([["E5-G", "E7-A"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"])
    act(state, 0, "deploy", card="E5-G")
    assert snap(state)["area"][0] == [{"card": "E5-G", "tucked": None, "tucked_up": True}]
    assert state.to_act == [1]


def test_hiding_place_stashes_an_own_guard_which_stops_being_a_guard_and_stays_hidden():
    state = emerald([["E5-G", "E7-A"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                    guards=[["E7-G"], []])
    act(state, 0, "deploy", card="E5-G")
    act(state, 0, "stash", source="guard", spot=0)
    s = snap(state)
    assert s["guards"][0] == [None, None, None]
    assert s["area"][0][0]["tucked"] == "E7-G" and s["area"][0][0]["tucked_up"] is False
    assert state.observe(1)["players"][0]["area"][0]["tucked"] == "hidden"
    assert state.observe(0)["players"][0]["area"][0]["tucked"] == "E7-G"


def test_hiding_place_stashing_a_covered_guard_discards_its_extra_protection():
    state = mixed(WITH_COVER, [["E5-G", "E7-A"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                  guards=[[{"card": "E7-G", "cover": "C6-S1", "up": True}], []])
    act(state, 0, "deploy", card="E5-G")
    act(state, 0, "stash", source="guard", spot=0)
    s = snap(state)
    assert s["discard"][0] == "C6-S1" and s["area"][0][0]["tucked"] == "E7-G"
    assert s["area"][0][0]["tucked_up"] is True


WITH_TOWER = sorted([c for c in EMERALD if not c.startswith("E7")] + ["P7a-G", "P7a-A"])


def test_hiding_place_stashing_the_guard_of_a_cubic_tower_discards_the_tower():
    state = mixed(WITH_TOWER, [["E5-G", "E2-G"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                  guards=[[{"card": "E8-G", "up": True, "tower": "P7a-A"}], []])
    act(state, 0, "deploy", card="E5-G")
    act(state, 0, "stash", source="guard", spot=0)
    s = snap(state)
    assert s["discard"][0] == "P7a-A" and s["area"][0][0]["tucked"] == "E8-G"
    assert s["guards"][0] == [None, None, None]


def final_turn(**spec):
    """Player 0's last turn: the deck is empty and they hold two cards."""
    return emerald([["E7-A", "E2-G"], ["E1-G"]], ["E5-A", "E4-G"], rest="encrypted",
                   area=[[{"card": "E5-G", "tucked": "E8-A", "tucked_up": True}], []], **spec)


def test_hiding_place_swap_is_offered_before_the_action_only_on_the_final_turn():
    state = final_turn()
    swaps = [a for a in state.legal_actions(0) if a.kind == "hiding_swap"]
    assert sorted(a.card for a in swaps) == ["E2-G", "E7-A"]
    act(state, 0, "hiding_swap", place="E5-G", card="E7-A")
    s = snap(state)
    assert sorted(s["hands"][0]) == ["E2-G", "E8-A"] and s["area"][0][0]["tucked"] == "E7-A"
    assert state.to_act == [0] and state.decision.rule == "classified.turn.action"
    assert not [a for a in state.legal_actions(0) if a.kind == "hiding_swap"]   # once
    assert state.observe(1)["players"][0]["area"][0]["tucked"] == "hidden"
    act(state, 0, "encrypt", card="E2-G")
    assert state.is_over and state.result["finals"][0] == "E8-A"


def test_hiding_place_swap_is_not_offered_while_the_deck_has_cards():
    state = emerald([["E7-A", "E2-G", "E3-S1"], ["E1-G", "E2-A"]], ["E5-A", "E4-G"],
                    area=[[{"card": "E5-G", "tucked": "E8-A", "tucked_up": True}], []])
    assert not [a for a in state.legal_actions(0) if a.kind == "hiding_swap"]
    act(state, 0, "encrypt", card="E3-S1")
    assert state.to_act == [1] and state.decision.rule == "classified.turn.action"


def test_hiding_place_swap_after_the_action_exchanges_the_final_card():
    state = final_turn()
    act(state, 0, "encrypt", card="E2-G")
    assert state.to_act == [0] and state.decision.prompt == "E5.swap"
    assert state.legal_actions(0) == [PASS, Action("hiding_swap", place="E5-G", card="E7-A")]
    act(state, 0, "hiding_swap", place="E5-G", card="E7-A")
    assert state.is_over and state.result["finals"] == ["E8-A", "E1-G"]


def test_hiding_place_swap_after_the_action_may_be_declined():
    state = final_turn()
    act(state, 0, "encrypt", card="E2-G")
    act(state, 0, "pass")
    assert state.is_over and state.result["finals"][0] == "E7-A"


# ---- E6 Resilience -----------------------------------------------------------------------
def test_resilience_deploy_plays_it_face_down_as_a_guard_and_needs_a_spot():
    state = emerald([["E6-S1", "E7-A"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"])
    events = act(state, 0, "deploy", card="E6-S1")
    assert not events_of(events, "deploy")                         # not revealed (G8)
    assert snap(state)["guards"][0][0] == {"card": "E6-S1", "up": False, "cover": None}
    assert state.observe(1)["players"][0]["guards"][0]["card"] is None
    full = emerald([["E6-S1", "E7-A"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                   guards=[["E1-A", "E7-G", "E8-G"], []])
    assert Action("deploy", card="E6-S1") not in full.legal_actions(0)


def test_resilience_blocks_an_assassination_by_turning_face_up():
    state = emerald([["E7-A", "E2-G"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                    guards=[[], ["E6-S1"]])
    attack(state, 0, "E7-A", 0)
    assert state.to_act == [1]
    assert state.legal_actions(1) == [PASS, Action("resilience", spot=0)]
    act(state, 1, "resilience", spot=0)
    s = snap(state)
    assert s["guards"][1][0] == {"card": "E6-S1", "up": True, "cover": None}
    assert s["discard"][0] == "E7-A" and "E6-S1" not in s["discard"]
    assert s["react_debt"] == [False, False]                    # not a REACT: no price


def test_a_position_can_say_a_resilience_was_seen_before_it():
    """The scenario key ``seen``: the log starts with those cards, so a face-down Resilience
    seen earlier has no ability (ruling E6)."""
    spec = dict(guards=[[], ["E6-S1"]])
    state = emerald([["E7-A", "E2-G"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"], seen=["E6-S1"], **spec)
    assert state.log[0].kind == "seen_before" and state.log[0].public == {"cards": ["E6-S1"]}
    attack(state, 0, "E7-A", 0)
    assert Action("resilience", spot=0) not in state.legal_actions(state.to_act[0])
    with pytest.raises(ScenarioError, match="seen"):
        emerald([["E7-A", "E2-G"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"], seen=["C1-G"], **spec)


@pytest.mark.parametrize("seed", [99, 163])
def test_every_position_of_a_game_rebuilds_and_plays_on_as_it_did(seed):
    """to_scenario in the middle of a turn writes the cards seen before its board-only point:
    without them a rebuilt position offered a Resilience the game had seen (a soak found it)."""
    import json
    import random

    from tutor.games.classified import GAME

    game = GAME.new_game(seed=seed, options={"deck": "emerald"})
    rng = random.Random(seed)
    while not game.is_over:
        player = game.to_act[0]
        game.apply(player, rng.choice(game.legal_actions(player)))
    for n in range(1, len(game.history)):
        position = game.replay(n)
        rebuilt = GAME.scenario(json.loads(json.dumps(position.to_scenario())),
                                options=position.options)
        assert rebuilt.to_act == position.to_act
        for entry in game.history[n:]:
            rebuilt.apply(entry.player, entry.action)
        assert rebuilt.snapshot() == game.snapshot()


def test_face_up_resilience_has_no_ability():
    state = emerald([["E7-A", "E2-G"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                    guards=[[], [{"card": "E6-S1", "up": True}]])
    attack(state, 0, "E7-A", 0)
    assert state.decision.prompt == "discard_order"             # nobody was asked
    act(state, 0, "discard_order", cards=["E6-S1", "E7-A"])
    assert snap(state)["guards"][1] == [None, None, None]


def test_resilience_blocks_mind_control():
    state = emerald([["E2-A", "E7-A"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                    guards=[[], ["E6-S2"]])
    act(state, 0, "deploy", card="E2-A")
    act(state, 0, "guard_spot", owner=1, spot=0)
    act(state, 1, "resilience", spot=0)
    s = snap(state)
    assert s["guards"][0] == [None, None, None] and s["guards"][1][0]["card"] == "E6-S2"
    assert s["discard"][0] == "E2-A" and not answers(state)


def test_resilience_seen_once_has_no_ability_even_face_down_again():
    """Returned to hand (revealed) by Return to Sender, then enlisted again face down."""
    state = emerald([["E6-S1", "E1-A", "E3-S1"], ["E9-S1", "E2-G"]], ["E5-A", "E4-G"],
                    deck=["E8-G", "E5-G", "E7-A"])
    act(state, 0, "deploy", card="E6-S1")
    act(state, 1, "react", card="E9-S1")
    act(state, 0, "card", card="E1-A")
    act(state, 1, "peek_price")                                 # player 1 pays the price
    assert state.to_act == [0] and snap(state)["hands"][0] == ["E3-S1", "E6-S1", "E5-G"]
    act(state, 0, "enlist_guard", card="E6-S1")
    attack(state, 1, "E7-A", 0)
    assert state.decision.prompt == "discard_order"     # no Resilience block was offered
    act(state, 1, "discard_order", cards=["E6-S1", "E7-A"])
    assert snap(state)["guards"][0] == [None, None, None]


def test_asking_about_resilience_depends_only_on_public_facts():
    """A face-down Resilience and a face-down 8 look the same to the attacker: the defender
    is asked in both cases; only the defender's choices differ."""
    states = {}
    for guard in ("E6-S1", "E8-G"):
        state = emerald([["E7-A", "E2-G"], ["E8-A", "E3-S1"]], ["E5-A", "E4-G"],
                        options={"deck": "emerald"}, guards=[[], [guard]])
        attack(state, 0, "E7-A", 0)
        assert state.to_act == [1] and state.decision.prompt == "react.assassination_success"
        states[guard] = state
    assert states["E6-S1"].observe(0) == states["E8-G"].observe(0)
    assert Action("resilience", spot=0) in states["E6-S1"].legal_actions(1)
    assert states["E8-G"].legal_actions(1) == [PASS]


# ---- E7 Digital Dig ----------------------------------------------------------------------
def test_digital_dig_moves_a_discard_to_the_bottom_asks_and_peeks():
    state = emerald([["E7-A", "E2-G"], ["E1-G", "E8-A"]], ["E5-A", "E3-S2"],
                    discard=["E1-A", "E3-S1", "E4-G"], deck=["E9-S2"])
    act(state, 0, "deploy", card="E7-A")
    events = act(state, 0, "card", card="E3-S1")
    s = snap(state)
    assert s["discard"] == ["E7-A", "E1-A", "E4-G", "E3-S1"]
    assert answers(state) == [("is_suitcase", True)]
    peek = events_of(events, "peek")[0]
    assert peek.view(0)["cards"] == ["E9-S2"] and "cards" not in peek.view(1)
    assert "E9-S2" in s["hands"][1]                             # then drawn by player 1


def test_digital_dig_with_an_empty_discard_pile_only_peeks():
    state = emerald([["E7-A", "E2-G"], ["E1-G", "E8-A"]], ["E5-A", "E3-S2"], deck=["E9-S2"])
    events = act(state, 0, "deploy", card="E7-A")
    assert not answers(state) and events_of(events, "peek")[0].view(0)["cards"] == ["E9-S2"]


# ---- E8 Web Search -----------------------------------------------------------------------
def test_web_search_exchanges_with_the_bottom_discard_and_then_looks_at_the_encrypted_pile():
    state = emerald([["E8-A", "E2-G", "E7-A"], ["E1-G", "E8-G"]], ["E5-A", "E3-S2"],
                    discard=["E1-A", "E4-G"], encrypted=["E9-S2", "E6-S1"])
    act(state, 0, "deploy", card="E8-A")
    assert {a.mode for a in state.legal_actions(0)} == {"exchange", "encrypted"}
    act(state, 0, "mode", mode="exchange")
    act(state, 0, "card", card="E2-G")
    assert snap(state)["discard"] == ["E1-A", "E2-G"] and "E4-G" in snap(state)["hands"][0]
    assert {a.mode for a in state.legal_actions(0)} == {"encrypted", "done"}
    events = act(state, 0, "mode", mode="encrypted")
    peek = events_of(events, "peek")[0]
    assert peek.view(0)["cards"] == ["E9-S2"] and "cards" not in peek.view(1)
    s = snap(state)
    assert s["encrypted"][0] == "E6-S1" and s["encrypted"][-1] == "E9-S2"
    assert s["discard"][0] == "E8-A"


def test_web_search_may_only_look_at_the_encrypted_pile():
    state = emerald([["E8-A", "E2-G", "E7-A"], ["E1-G", "E8-G"]], ["E5-A", "E3-S2"],
                    discard=["E1-A"], encrypted=["E9-S2", "E6-S1"])
    act(state, 0, "deploy", card="E8-A")
    act(state, 0, "mode", mode="encrypted")
    s = snap(state)
    assert s["discard"] == ["E8-A", "E1-A"] and s["encrypted"][-1] == "E9-S2"
    assert state.to_act == [1]


def test_web_search_without_encrypted_cards_only_exchanges():
    state = emerald([["E8-A", "E2-G", "E7-A"], ["E1-G", "E8-G"]], ["E5-A", "E3-S2"],
                    discard=["E1-A"], rest="discard")
    act(state, 0, "deploy", card="E8-A")
    assert state.legal_actions(0) == [Action("mode", mode="exchange")]
    act(state, 0, "mode", mode="exchange")
    act(state, 0, "card", card="E7-A")
    assert snap(state)["discard"][-1] == "E7-A" and state.to_act == [1]


# ---- E9 Return to Sender -----------------------------------------------------------------
def test_return_to_sender_sends_an_enlisted_guard_back_and_forces_a_discard():
    state = emerald([["E7-G", "E2-G", "E1-A"], ["E9-S1", "E3-S1"]], ["E5-A", "E4-G"])
    act(state, 0, "enlist_guard", card="E7-G")
    assert Action("react", card="E9-S1") in state.legal_actions(1)
    events = act(state, 1, "react", card="E9-S1")
    assert events_of(events, "returned")[0].view(1)["card"] == "E7-G"        # revealed
    assert state.to_act == [0]
    assert sorted(a.card for a in state.legal_actions(0)) == ["E1-A", "E2-G", "E7-G"]
    act(state, 0, "card", card="E2-G")
    act(state, 1, "peek_price")                                 # player 1 pays the price
    s = snap(state)
    assert s["guards"][0] == [None, None, None]
    assert sorted(s["hands"][0]) == ["E1-A", "E2-A", "E7-G"]     # E2-A: next turn's draw
    assert s["discard"][:2] == ["E9-S1", "E2-G"]
    assert [e.public["player"] for e in state.log if e.kind == "react_price"] == [1]


def test_return_to_sender_needs_a_second_card_in_hand_and_cannot_be_deployed():
    state = emerald([["E7-G", "E2-G", "E1-A"], ["E9-S1"]], ["E5-A", "E4-G"])
    act(state, 0, "enlist_guard", card="E7-G")
    assert state.to_act == [1] and state.decision.rule == "classified.turn.action"
    mine = emerald([["E9-S1", "E2-G", "E1-A"], ["E7-G", "E3-S1"]], ["E5-A", "E4-G"])
    assert Action("deploy", card="E9-S1") not in mine.legal_actions(0)
    assert Action("enlist_guard", card="E9-S1") in mine.legal_actions(0)


def test_return_to_sender_price_next_turn_is_draw_no_action_peek():
    state = emerald([["E7-G", "E2-G", "E1-A"], ["E9-S1", "E3-S1"]], ["E5-A", "E4-G"],
                    deck=["E8-G", "E6-S1"])
    act(state, 0, "enlist_guard", card="E7-G")
    act(state, 1, "react", card="E9-S1")
    events = act(state, 0, "card", card="E2-G")
    assert events_of(events, "react_price") and state.legal_actions(1) == [Action("peek_price")]
    events = act(state, 1, "peek_price")
    assert events_of(events, "peek")[0].view(1)["cards"] == ["E6-S1"]
    assert snap(state)["hands"][1] == ["E3-S1", "E8-G"] and state.to_act == [0]


# ---- with other sets ---------------------------------------------------------------------
WITH_SNIPER = sorted([c for c in EMERALD if not c.startswith("E9")] + ["R9-S1", "R9-S2"])
WITH_DECOY = sorted([c for c in EMERALD if c != "E2-G"] + ["R2-G"])


def test_resilience_cannot_block_rooftop_sniper():
    state = mixed(WITH_SNIPER, [["R9-S1", "E2-A"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                  guards=[[], ["E6-S1"]], options={})       # ask whenever possible
    act(state, 0, "deploy", card="R9-S1")
    act(state, 0, "guard_spot", owner=1, spot=0)
    assert state.decision.prompt == "discard_order"          # player 1 was never asked
    act(state, 0, "discard_order", cards=["E6-S1", "R9-S1"])
    assert snap(state)["guards"][1] == [None, None, None]


def test_mind_control_capturing_a_decoy_guard_still_fires_it_for_its_former_owner():
    state = mixed(WITH_DECOY, [["E2-A", "E7-A"], ["E1-G", "E8-A"]], ["E5-A", "E4-G"],
                  guards=[[], ["R2-G"]])
    act(state, 0, "deploy", card="E2-A")
    act(state, 0, "guard_spot", owner=1, spot=0)
    assert snap(state)["guards"][0][0] == {"card": "R2-G", "up": True, "cover": None}
    assert state.to_act == [0] and state.decision.prompt == "R2.tell"     # Decoy Guard fires
    assert sorted(a.n for a in state.legal_actions(0)) == [4, 5, 6]
    act(state, 0, "number", n=6)
    assert answers(state) == [("in_captor_code", False), ("number_in_code", 6)]


def test_web_search_words_its_exchange_and_the_discards_end_in_each_language():
    from tutor.games.classified.narrate import event_text
    from tutor.games.classified.labels import action_label
    assert action_label(Action("mode", mode="exchange"), "ja") == "カードを交換する"
    event = {"kind": "exchange_discard", "rule": "classified.card.E8", "player": 0,
             "put": "C5-A", "card": "C7-G", "end": "top"}
    assert "捨て札の一番上の" in event_text(event, "ja", 0)
    assert "top discard" in event_text(event, "en", 0)
