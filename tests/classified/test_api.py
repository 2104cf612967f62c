"""The notebook API: repr, game.card, action sentences, draw, scenario validation, to_scenario,
and the learner text files."""

import json
import random
import re

import numpy as np
import pytest

from tutor.engine import Action, OptionError, ScenarioError, UnknownCard
from tutor.engine.text import TextError
from tutor.games.classified.texts import TEXTS
from tutor.games.classified.narrate import event_text

from .helpers import GAME, act, position


# ---- repr and cards ----------------------------------------------------------------------------
def test_the_game_prints_its_name_players_and_options():
    text = repr(GAME)
    assert "Classified Information" in text and "2 players" in text and "difficulty" in text


def test_card_gives_names_set_number_guild_and_text_in_both_languages():
    info = GAME.card("C6-S1")
    assert info["name"] == {"en": "Extra Protection", "ja": "追加防御"}
    assert (info["set"], info["number"], info["guild"], info["code"]) == \
        ("citrine", 6, "Sentinel", [5, 6, 7])
    assert info["keywords"] == ["TUCK"] and info["text"]["en"].startswith("TUCK")
    assert info["text"]["ja"] and info["rule"] == "classified.card.C6"
    assert GAME.card("P7b-A")["name"]["en"] == "Sands of Time"


@pytest.mark.parametrize("bad", ["C6-G", "C5-S1", "X1-G", "C5", "", 5, None])
def test_an_unknown_card_id_says_how_ids_look(bad):
    with pytest.raises(UnknownCard, match="C5-G"):
        GAME.card(bad)


# ---- every action is a sentence ----------------------------------------------------------------
def test_every_action_of_random_games_reads_as_a_sentence_in_both_languages():
    kinds = set()
    for seed in range(40):
        rng = random.Random(seed)
        state = GAME.new_game(seed=seed, options={"deck": "random-full", "promos": True})
        while not state.is_over:
            player = state.to_act[0]
            obs = state.observe(player)
            for action in state.legal_actions(player):
                for lang in ("en", "ja"):
                    text = GAME.describe(action, lang, player, obs)
                    assert text and "_" not in text and "{" not in text, (action, text)
                    assert not re.search(r"\b[CERP]\d[a-c]?-(G|A|S1|S2)\b", text), text
                kinds.add(action.kind)
            state.apply(player, rng.choice(state.legal_actions(player)))
    assert {"deploy", "encrypt", "enlist_guard", "enlist_assassin"} <= kinds


def test_an_assassin_names_what_it_targets():
    state = position([["C7-A", "C1-A", "C8-G"], ["C2-G", "C8-A"]], ["C4-G", "C9-S2"],
                     guards=[[], [{"card": "C5-G", "cover": "C6-S1"}, "C2-A"]])
    obs = state.observe(0)
    texts = {GAME.describe(a, "en", 0, obs) for a in state.legal_actions(0)}
    assert "Enlist 7 Wheel of Fate (Assassin) as an Assassin against 6 Extra Protection " \
           "(Sentinel)" in texts
    assert "Enlist 1 Fortune Teller (Assassin) as an Assassin against Player 2's Guard in " \
           "spot 2" in texts


def test_naming_the_guard_under_extra_protection_says_to_hit_the_cover_first():
    state = position([["C7-A", "C1-A", "C5-G"], ["C2-G", "C8-A"]], ["C4-G", "C9-S2"],
                     guards=[[], [{"card": "C5-A", "up": True, "cover": "C6-S1"}]])
    before = state.snapshot()
    with pytest.raises(Exception, match="Extra Protection first") as err:
        act(state, 0, "enlist_assassin", card="C7-A", target="C5-A")
    assert err.value.rule == "classified.assassinate.target" and state.snapshot() == before


def test_a_face_up_target_named_by_its_place_is_told_to_name_the_card():
    state = position([["C7-A", "C1-A", "C5-G"], ["C2-G", "C8-A"]], ["C4-G", "C9-S2"],
                     guards=[[], [{"card": "C6-S1", "up": True}]])
    with pytest.raises(Exception, match="target='C6-S1'") as err:
        act(state, 0, "enlist_assassin", card="C7-A", owner=1, spot=0)
    assert err.value.rule == "classified.assassinate.target"
    act(state, 0, "enlist_assassin", card="C7-A", target="C6-S1")


def test_a_hidden_guard_under_extra_protection_is_not_revealed_by_the_refusal():
    state = position([["C7-A", "C1-A", "C5-G"], ["C2-G", "C8-A"]], ["C4-G", "C9-S2"],
                     guards=[[], [{"card": "C5-A", "cover": "C6-S1"}]])
    with pytest.raises(Exception) as err:
        act(state, 0, "enlist_assassin", card="C7-A", target="C5-A")
    assert "C6-S1" not in str(err.value) and "Extra Protection" not in str(err.value)


# ---- drawing -------------------------------------------------------------------------------------
def test_draw_shows_the_viewer_only_the_cards_they_may_see():
    state = position([["C1-A", "C8-G", "C5-G"], ["C2-G", "C7-A"]], ["C4-G", "C6-S1"],
                     guards=[["C3-S1"], [{"card": "C9-S2"}, {"card": "C5-A", "up": True}]])
    for viewer, hidden in ((0, {"C2-G", "C7-A", "C6-S1", "C9-S2"}),
                           (1, {"C1-A", "C8-G", "C5-G", "C4-G", "C3-S1"})):
        html = GAME.draw(state.observe(viewer), "en")
        shown = set(re.findall(r'data-card="([^"]+)"', html))
        assert "C5-A" in shown and not shown & hidden
    assert "<svg" in state.view(0)._repr_html_() and "あなた" in GAME.draw(state.observe(0), "ja")


# ---- scenario validation -------------------------------------------------------------------------
@pytest.mark.parametrize("edit, key", [
    ({"hands": "C1-A"}, "hands"),
    ({"hands": [["C1-A"], ["C2-Q"]]}, "hands"),
    ({"suitcases": ["C4-G"]}, "suitcases"),
    ({"guards": [["C5-G", "C7-G", "C8-G", "C9-S1"], []]}, "guards"),
    ({"guards": [[{"card": "C5-G", "up": "yes"}], []]}, "guards"),
    ({"guards": [[{"kard": "C5-G"}], []]}, "guards"),
    ({"area": [[{"tucked": "C5-G"}], []]}, "area"),
    ({"current": 2}, "current"),
    ({"turn": 0}, "turn"),
    ({"drawn": "no"}, "drawn"),
    ({"react_debt": [False]}, "react_debt"),
    ({"encrypted_by": {"C9-S1": 0}}, "encrypted_by"),
    ({"sands_used": [3]}, "sands_used"),
    ({"rest": "hand"}, "rest"),
    ({"flags": {}}, "flags"),
    ({"then": [[0, {"kind": "fly"}]]}, "then"),
    ({"chance": "lucky", "then": [[0, {"kind": "encrypt", "card": "C1-A"}]]}, "chance"),
])
def test_bad_specs_raise_scenario_errors_naming_the_key(edit, key):
    spec = {"hands": [["C1-A", "C8-G"], ["C2-G", "C7-A"]], "suitcases": ["C4-G", "C6-S1"],
            "rest": "deck", "drawn": True, **edit}
    with pytest.raises(ScenarioError, match=key):
        GAME.scenario(spec)


@pytest.mark.parametrize("edit, name", [
    ({"hands": [["C1-A", "C9-S"], ["C2-G", "C7-A"]]}, "'C9-S' is not a card id"),
    ({"suitcases": ["C4-G", "X1-G"]}, "'X1-G' is not a card id"),
    ({"deck": ["C5-G", 7]}, "7 is not a card id"),
])
def test_an_unknown_card_id_in_a_spec_is_named(edit, name):
    spec = {"hands": [["C1-A", "C8-G"], ["C2-G", "C7-A"]], "suitcases": ["C4-G", "C6-S1"],
            "rest": "deck", **edit}
    with pytest.raises(ScenarioError, match=name):
        GAME.scenario(spec)


def test_a_card_placed_twice_is_named():
    with pytest.raises(ScenarioError, match="C1-A"):
        GAME.scenario({"hands": [["C1-A"], ["C1-A"]], "suitcases": ["C4-G", "C6-S1"],
                       "rest": "deck"})


def test_a_spec_missing_cards_of_the_deck_says_so():
    with pytest.raises(ScenarioError, match="not a valid deck"):
        GAME.scenario({"hands": [["C1-A"], ["C2-G"]], "suitcases": ["C4-G", "C6-S1"]})


def test_the_scenario_docstring_documents_every_key_with_an_example():
    from tutor.games.classified import scenario
    for key in scenario.KEYS:
        line = next((ln for ln in scenario.__doc__.splitlines() if f"``{key}``:" in ln), None)
        assert line is not None, key
    assert scenario.__doc__.count("``[") + scenario.__doc__.count("``{") >= 10


# ---- to_scenario -----------------------------------------------------------------------------
def test_to_scenario_rebuilds_a_position_in_the_middle_of_a_turn_with_its_luck():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     guards=[[], ["C4-A"]], react_debt=[False, False])
    state = GAME.scenario(state.scenario_spec, seed=11)
    act(state, 0, "enlist_guard", card="C5-G")           # turn 1 ends; player 1 to act
    act(state, 1, "encrypt", card="C7-A")
    act(state, 0, "deploy", card="C1-A")                 # Fortune Teller asks for a number
    spec = state.to_scenario()
    assert spec["then"] == [[0, {"kind": "deploy", "card": "C1-A"}]]
    rebuilt = GAME.scenario(json.loads(json.dumps(spec)))
    assert rebuilt.snapshot() == state.snapshot()
    assert rebuilt.legal_actions(0) == state.legal_actions(0)
    assert rebuilt.to_scenario() == spec


def test_to_scenario_mid_turn_keeps_the_luck_already_drawn():
    """Agonizing Choice plays a deck card as an Assassin that fails (a random card is shown);
    the ability then asks for a discard: rebuilt there, the same card was shown."""
    seen = set()
    for seed in range(10):
        state = position([["R3-S1", "C5-G"], ["C7-A", "C8-A"]], ["C6-S1", "C2-A"],
                         guards=[[], ["C4-A"]], deck=["C1-A", "C2-G"],
                         options={"deck": "select", "deck_select": {3: "ruby"},
                                  "react_prompt": "when_able"})
        state = GAME.scenario(state.scenario_spec, seed=seed, options=state.options)
        act(state, 0, "deploy", card="R3-S1")
        act(state, 0, "enlist_assassin", card="C1-A", owner=1, spot=0)    # 9-1-2 misses 4
        assert state.decision.prompt == "R3.discard"
        spec = state.to_scenario()
        assert len(spec["then"]) == 2 and "chance" in spec
        rebuilt = GAME.scenario(json.loads(json.dumps(spec)), options=state.options)
        shown = [[k["card"] for k in s.observe(0)["knowledge"] if k["kind"] == "shown"]
                 for s in (state, rebuilt)]
        assert shown[0] == shown[1] and len(shown[0]) == 1
        assert rebuilt.snapshot() == state.snapshot() and rebuilt.to_scenario() == spec
        assert rebuilt.legal_actions(0) == state.legal_actions(0)
        seen.add(shown[0][0])
    assert seen == {"C7-A", "C8-A"}                      # the luck really varies by seed


def test_sands_of_time_use_survives_to_scenario_after_it_left_the_play_area():
    state = position([["P7b-A", "C1-G"], ["C8-A", "C5-G"]], ["C4-G", "C3-S1"],
                     discard=["P7b-G"], sands_used=[0],
                     options={"deck": "select", "deck_select": {7: "P7b"}})
    spec = state.to_scenario()
    assert spec["sands_used"] == [0]
    assert Action("deploy", card="P7b-A") not in \
        GAME.scenario(spec, options=state.options).legal_actions(0)


@pytest.mark.parametrize("selection, problem", [
    ({np.int64(1): "emerald"}, "is not a card number"), ({True: "emerald"}, "is not a card number"),
    ({1.0: "emerald"}, "is not a card number"), ({"01": "emerald"}, "is not a card number"),
    ({1: "emerald", "1": "ruby"}, "number 1 is given twice"),
    ({1: np.str_("emerald")}, "number 1 can come from"), ([(1, "emerald")], "give a dict"),
])
def test_deck_select_refuses_keys_that_are_not_plain_card_numbers(selection, problem):
    with pytest.raises(OptionError, match=f"option 'deck_select' cannot be .*{problem}"):
        GAME.new_game(options={"deck": "select", "deck_select": selection})


def test_deck_select_takes_numbers_or_their_digits_and_saves_them():
    options = {"deck": "select", "deck_select": {1: "emerald", "3": "ruby"}}
    state = GAME.new_game(options=options)
    options["deck_select"][1] = "ruby"                  # the caller's dict: not the game's
    assert {"E1-A", "R3-S1"} <= set(state.snapshot()["cards"])
    assert GAME.from_json(state.to_json()).snapshot() == state.snapshot()


# ---- learner text ---------------------------------------------------------------------------------
def test_the_text_files_have_every_key_in_both_languages_with_matching_placeholders():
    assert TEXTS.problems() == []


def test_counts_read_right_in_english_and_japanese():
    peek = {"kind": "peek", "rule": "classified.turn.action", "player": 1, "pile": "deck"}
    assert "the top card of the Draw Deck" in event_text({**peek, "count": 1}, "en", 0)
    assert "the top 2 cards of the Draw Deck" in event_text({**peek, "count": 2}, "en", 0)
    assert "山札の上から2枚" in event_text({**peek, "count": 2}, "ja", 0)
    assert TEXTS.tr("text.board.cards", "en", count=1) == "1 card"
    assert TEXTS.tr("text.board.cards", "en", count=3) == "3 cards"


def test_the_viewer_is_you_at_the_start_of_a_sentence_and_inside_it():
    shown = {"kind": "shown", "rule": "classified.ruling.shown_card", "player": 1, "to": 0,
             "card": "C5-G"}
    assert event_text(shown, "en", 0).startswith("Player 2 showed you a random card")
    assert event_text({**shown, "player": 0, "to": 1}, "en", 0).startswith("You showed Player 2")


def test_a_missing_message_or_placeholder_is_an_error_not_a_fallback():
    with pytest.raises(TextError):
        TEXTS.tr("no.such.message", "en")
    with pytest.raises(TextError):
        TEXTS.tr("text.board.cards", "en")
