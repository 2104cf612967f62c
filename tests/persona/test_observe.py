"""Hidden information: observe() shows each player only what they may know."""

import json

from tutor.engine import Action

from .helpers import choose_all, play, scenario

HANDS = [["BIO-W1", "BIO-A1", "COS-W1", "COS-A1", "JIH-W1", "JIH-A1"],
         ["BIO-W2", "BIO-A2", "COS-W2", "COS-A2", "JIH-W2", "JIH-A2"],
         ["BIO-W3", "BIO-A3", "COS-W3", "COS-A3", "JIH-W3", "JIH-A3"],
         ["DEL-W1", "DEL-A1", "SJT-W1", "SJT-A1", "LUM-W1", "LUM-A1"]]
OTHER = ["DEL-W2", "DEL-A2", "SJT-W2", "SJT-A2", "LUM-W2", "LUM-A2"]


def four(hands=None, **spec):
    return scenario(players=4, hands=[list(h) for h in (hands or HANDS)], seed=3, **spec)


def without_to_act(obs):
    return {k: v for k, v in obs.items() if k != "to_act"}


def test_another_players_hand_changes_nothing_you_observe():
    a = four()
    b = four(hands=[HANDS[0], OTHER, HANDS[2], HANDS[3]])
    assert a.observe(0) == b.observe(0)
    assert a.observe(None) == b.observe(None)
    assert a.observe(1) != b.observe(1)
    assert a.observe(0)["hand"] == HANDS[0]
    assert a.observe(0)["seats"][1]["hand_size"] == 6


def test_a_pending_simultaneous_choice_is_hidden_from_the_others():
    state = four()
    before = state.observe(0)
    state.apply(1, play("BIO-W2", "encrypt"))
    assert without_to_act(state.observe(0)) == without_to_act(before)
    assert state.observe(1)["decision"]["chosen"] == "encrypt(card=BIO-W2)"
    assert "BIO-W2" not in json.dumps(state.observe(0))


def test_an_encrypted_card_shows_only_its_back_to_the_others():
    def after(card):
        state = four()
        choose_all(state, {0: play("BIO-W1", "download"), 1: play(card, "encrypt"),
                           2: play("BIO-W3", "download"), 3: play("DEL-W1", "download")})
        return state
    a, b = after("BIO-W2"), after("COS-A2")
    for viewer in (0, 3, None):
        assert a.observe(viewer) == b.observe(viewer)
        assert a.observe(viewer)["seats"][1]["encrypted"] == {"face_down": True, "card": None}
        assert "BIO-W2" not in json.dumps(a.events_for(viewer))
    assert a.observe(1)["seats"][1]["encrypted"] == {"face_down": True, "card": "BIO-W2"}
    assert a.observe(0)["seats"][1]["used_actions"] == ["encrypt"]
    assert any(e.get("encrypted") == "BIO-W2" for e in a.events_for(1))


def test_the_two_player_choice_stays_hidden_during_the_discard_decision():
    def during_discard(card, kind):
        state = scenario(players=2, hands=[HANDS[0], HANDS[1]], seed=3)
        choose_all(state, {0: play("BIO-W1", "download"), 1: play(card, kind)})
        return state
    a, b = during_discard("BIO-W2", "encrypt"), during_discard("COS-A2", "send_left")
    assert a.decision.rule == "persona.two.discard"
    assert a.observe(0) == b.observe(0)
    assert a.observe(0)["seats"][1]["has_face_down_choice"] is True
    assert a.observe(0)["seats"][1]["action_cards_left"] == 5
    assert a.observe(1)["my_choice"] == {"card": "BIO-W2", "action": "encrypt"}


def test_a_spectator_sees_no_hand_and_everyone_sees_the_public_facts():
    state = four(week=2, archives=[["BIO-C4"], [], [], []], keys={"biolife": 2})
    spectator = state.observe(None)
    assert "hand" not in spectator and "my_choice" not in spectator
    assert (spectator["week"], spectator["day"], spectator["direction"]) == \
        (2, 1, "counter-clockwise")
    seat = spectator["seats"][2]
    for key in ("hand_size", "used_actions", "action_cards_left", "play_area", "encrypted",
                "archive", "corporation_cards", "keys", "totals"):
        assert key in seat
    assert spectator["stacks"]["biolife"] == ["BIO-C2", "BIO-C0"]
    assert spectator["seats"][0]["corporation_cards"] == ["BIO-C4"]
    assert spectator["seats"][2]["keys"] == ["biolife"] and spectator["keys"]["biolife"] == 2
    assert spectator["deck_size"] == len(state.board.deck)
    json.dumps(spectator)  # plain JSON data


def test_the_deck_order_is_never_observed():
    state = four()
    text = json.dumps([state.observe(p) for p in (None, 0, 1, 2, 3)])
    assert not any(card in text for card in state.board.deck)


def test_a_discard_action_is_refused_outside_the_two_player_discard():
    state = four()
    assert Action("discard", card="BIO-W1") not in state.legal_actions(0)


def test_observations_are_detached_from_the_board():
    state = scenario(players=3, phase="archive",
                     play_areas=[["BIO-P1", "BIO-W1"], ["BIO-A1"], ["BIO-A2"]])
    obs = state.observe(0)
    obs["archiving"]["totals"][0] = 99
    obs["seats"][0]["play_area"].append("BIO-D1")
    obs["hand"].append("BIO-D2")
    assert state.observe(0)["archiving"]["totals"][0] == 8
    assert state.board.play[0] == ["BIO-P1", "BIO-W1"] and state.board.hands[0] == []
