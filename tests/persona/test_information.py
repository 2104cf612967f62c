"""observe(p) is p's information state: p's own face-down choices, everything p was shown
privately (as ``knowledge``), and nothing else hidden; invariance in both directions."""

import json
import random

import pytest

from tutor.engine import Action
from tutor.games.persona import GAME

from .helpers import choose_all, play, random_move, scenario
from .variants import hidden_variant, visible_variant

HANDS = [["BIO-W1", "BIO-A1", "COS-W1", "COS-A1", "JIH-W1", "JIH-A1"],
         ["BIO-W2", "BIO-A2", "COS-W2", "COS-A2", "JIH-W2", "JIH-A2"],
         ["BIO-W3", "BIO-A3", "COS-W3", "COS-A3", "JIH-W3", "JIH-A3"],
         ["DEL-W1", "DEL-A1", "SJT-W1", "SJT-A1", "LUM-W1", "LUM-A1"]]


def four():
    return scenario(players=4, hands=[list(h) for h in HANDS], seed=3)


def text(observation) -> str:
    return json.dumps(observation, sort_keys=True)


def mentions(state, card: str) -> set:
    """The seats whose observation names ``card``."""
    return {p for p in range(state.players) if f'"{card}"' in text(state.observe(p))}


def test_your_own_face_down_choice_leaves_your_hand_and_shows_as_your_choice():
    state = four()
    others_before = [text(state.observe(q)) for q in (0, 2, 3)]
    state.apply(1, play("BIO-W2", "encrypt"))
    mine = state.observe(1)
    assert mine["my_choice"] == {"card": "BIO-W2", "action": "encrypt"}
    assert "BIO-W2" not in mine["hand"] and len(mine["hand"]) == 5
    assert mine["action_cards"] == ["download", "download", "send_left", "send_right"]
    assert mentions(state, "BIO-W2") == {1}
    for q, before in zip((0, 2, 3), others_before):   # the others only see that 1 has chosen
        now = state.observe(q)
        assert now["to_act"] == [0, 2, 3] and now["my_choice"] is None
        now["to_act"] = json.loads(before)["to_act"]
        assert text(now) == before


def test_your_two_player_discard_is_in_your_observation_only():
    state = scenario(players=2, hands=[HANDS[0], HANDS[1]], seed=3)
    choose_all(state, {0: play("BIO-W1", "download"), 1: play("BIO-W2", "send_left")})
    assert state.observe(0)["my_choice"] == {"card": "BIO-W1", "action": "download"}
    state.apply(0, Action("discard", card="JIH-A1"))
    mine = state.observe(0)
    assert mine["my_discard"] == "JIH-A1" and "JIH-A1" not in mine["hand"]
    assert mentions(state, "JIH-A1") == {0}
    assert mentions(state, "BIO-W1") == {0}          # still face down: chosen, not revealed


def test_an_encrypted_card_is_known_to_its_owner_only_until_the_archive_phase():
    state = four()
    choose_all(state, {0: play("BIO-W1", "download"), 1: play("BIO-W2", "encrypt"),
                       2: play("BIO-W3", "download"), 3: play("DEL-W1", "download")})
    assert mentions(state, "BIO-W2") == {1}
    shown = [k for k in state.observe(1)["knowledge"] if k["kind"] == "reveal"]
    assert shown == [{"step": 3, "kind": "reveal", "rule": "persona.day.reveal",
                      "encrypted": "BIO-W2"}]


def test_each_player_knows_the_hand_passed_to_them_and_what_they_passed():
    state = four()
    choose_all(state, {p: play(HANDS[p][0], "download") for p in range(4)})
    for p in range(4):
        passes = [k for k in state.observe(p)["knowledge"] if k["kind"] == "pass"]
        giver = (p - 1) % 4                                      # week 1 passes clockwise
        assert passes == [{"step": 3, "kind": "pass", "rule": "persona.day.pass",
                           "hand": HANDS[giver][1:], "passed": HANDS[p][1:],
                           "passed_to": (p + 1) % 4, "received_from": giver}]
    # the hand player 1 now holds was player 0's: players 0 and 1 know it, 2 and 3 do not
    assert mentions(state, "COS-A1") == {0, 1}


def test_the_deal_is_known_to_each_player_for_their_own_hand():
    state = GAME.new_game(seed=4, players=3)
    for p in range(3):
        deals = [k for k in state.observe(p)["knowledge"] if k["kind"] == "deal"]
        assert deals == [{"step": 0, "kind": "deal", "rule": "persona.setup.deal",
                          "hand": state.board.hands[p]}]
    assert state.observe(None)["knowledge"] == []


def test_a_two_player_draw_is_known_to_the_drawer_only():
    state = scenario(players=2, hands=[HANDS[0], HANDS[1]], deck_top=["SJT-P1", "DEL-P1"])
    choose_all(state, {0: play("BIO-W1", "download"), 1: play("BIO-W2", "download")})
    choose_all(state, {0: Action("discard", card="JIH-A1"), 1: Action("discard", card="JIH-A2")})
    assert mentions(state, "SJT-P1") == {0} and mentions(state, "DEL-P1") == {1}


def positions(players: int, count: int):
    """Random positions at decisions nobody has started answering, written as specs."""
    for seed in range(count):
        rng = random.Random(seed)
        state = GAME.new_game(seed=seed, players=players)
        for _ in range(rng.randrange(1, 90)):
            if state.is_over:
                break
            random_move(state, rng)
        while state.decision and len(state.to_act) != len(state.decision.players):
            random_move(state, rng)
        yield seed, state.to_scenario()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hidden_variants_look_the_same_and_visible_ones_differ(players):
    hidden_checked = visible_checked = 0
    for seed, spec in positions(players, 25):
        rng = random.Random(seed)
        viewer = rng.choice([None, *range(players)])
        base = GAME.scenario(spec, seed=seed)
        other = hidden_variant(spec, viewer, rng)
        if other is not None:
            assert other != spec
            assert text(GAME.scenario(other, seed=seed).observe(viewer)) == \
                text(base.observe(viewer))
            hidden_checked += 1
        seen = visible_variant(spec, viewer, rng)
        assert text(GAME.scenario(seen, seed=seed).observe(viewer)) != text(base.observe(viewer))
        visible_checked += 1
    assert hidden_checked >= 20 and visible_checked == 25
