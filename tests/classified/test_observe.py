"""observe(p) is p's information state: what p learned is there, as data, for exactly the
players who learned it; histories p cannot tell apart look the same, others do not."""

import json
import random

from .helpers import GAME, act, attack, position
from .variants import hidden_variant, visible_variant

SEATS = (0, 1, None)


def learned(state, player, kind):
    """The knowledge entries of ``kind`` in ``player``'s observation."""
    return [k for k in state.observe(player)["knowledge"] if k["kind"] == kind]


def canonical(state, player):
    return json.dumps(state.observe(player), sort_keys=True)


def failed_attempt(opp_hand=("C2-G", "C7-A")):
    state = position([["C1-A", "C5-G", "C6-S1"], list(opp_hand)], ["C4-G", "C8-A"],
                     guards=[[], ["C4-A"]])
    attack(state, 0, "C1-A", 0)                     # 9-1-2 misses 3-4-5
    return state


def test_the_card_shown_after_a_failed_attempt_is_known_to_attacker_and_defender_only():
    state = failed_attempt()
    shown = [e for e in state.log if e.kind == "shown"][0].private[0]["card"]
    assert shown in ("C2-G", "C7-A")
    entry = {"kind": "shown", "rule": "classified.ruling.shown_card", "card": shown}
    for player in (0, 1):                            # the defender knows which card they showed
        assert [{k: v for k, v in e.items() if k != "step"}
                for e in learned(state, player, "shown")] == [entry]
    assert state.observe(None)["knowledge"] == []
    public = [e for e in state.observe(None)["public_log"] if e["kind"] == "shown"]
    assert public and all("card" not in e for e in public)


def test_an_answer_is_public_so_every_seat_has_it():
    state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"])
    act(state, 0, "deploy", card="C1-A")
    act(state, 0, "number", n=8)                     # 8 is within 2 of the Suitcase 8
    for seat in SEATS:
        answers = state.observe(seat)["answers"]
        assert [(a["player"], a["question"], a["answer"], a["number"]) for a in answers] == \
            [(0, "within_two", True, 8)]
        assert answers[0]["rule"] == "classified.card.C1"


def test_a_hand_shown_by_test_access_codes_is_known_to_the_asker_only():
    state = position([["C2-A", "C8-A"], ["C5-G", "C7-A"]], ["C4-G", "C5-A"],
                     options={"react_prompt": "when_able"})
    act(state, 0, "deploy", card="C2-A")
    assert [k["cards"] for k in learned(state, 0, "hand_shown")] == [["C5-G", "C7-A"]]
    assert learned(state, 1, "hand_shown") == [] and state.observe(None)["knowledge"] == []


def test_a_peek_is_known_to_the_peeker_only_and_the_deck_stays_hidden_to_the_other():
    state = position([["E7-A", "C8-A"], ["C2-G", "C5-G"]], ["C4-G", "C3-S1"],
                     deck=["C9-S1", "C1-G"], discard=["C6-S2"], rest="discard",
                     options={"deck": "select", "deck_select": {7: "emerald"},
                              "react_prompt": "when_able"})
    act(state, 0, "deploy", card="E7-A")             # Digital Dig: move a discard, PEEK 1
    act(state, 0, "card", card="C6-S2")
    assert [k["cards"] for k in learned(state, 0, "peek")] == [["C9-S1"]]
    assert learned(state, 1, "peek") == []
    assert all("cards" not in e for e in state.observe(1)["public_log"] if e["kind"] == "peek")


def test_own_face_down_choices_are_visible_to_their_owner_only():
    state = position([["C5-G", "C8-A", "C1-G"], ["C2-G", "C7-A"]], ["C4-G", "C3-S1"])
    act(state, 0, "enlist_guard", card="C5-G")
    act(state, 1, "encrypt", card="C7-A")
    assert state.observe(0)["players"][0]["guards"][0]["card"] == "C5-G"
    assert state.observe(1)["players"][0]["guards"][0]["card"] is None
    assert state.observe(1)["encrypted_mine"] == ["C7-A"]
    assert state.observe(0)["encrypted_mine"] == [] and learned(state, 0, "encrypt") == []
    assert [k["card"] for k in learned(state, 1, "encrypt")] == ["C7-A"]


def test_histories_the_attacker_cannot_tell_apart_give_identical_observations():
    """Two failed attempts whose defenders hold different unshown cards: the same card shown."""
    seen = {}
    for seed in range(40):
        for other in ("C7-A", "C9-S1"):
            state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", other]], ["C4-G", "C8-A"],
                             guards=[[], ["C4-A"]], deck=["C3-S1"], rest="deck")
            state = GAME.scenario(state.scenario_spec, seed=seed)
            attack(state, 0, "C1-A", 0)
            shown = learned(state, 0, "shown")[0]["card"]
            if shown == "C2-G":
                seen[other] = canonical(state, 0)
        if len(seen) == 2:
            break
    assert len(seen) == 2 and seen["C7-A"] == seen["C9-S1"]


def test_histories_the_attacker_can_tell_apart_give_different_observations():
    """Against spot 0 or spot 1: the table looks the same afterwards, the record does not."""
    observations = []
    for spot in (0, 1):
        state = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                         guards=[[], ["C4-A", "C5-A"]])
        attack(state, 0, "C1-A", spot)               # both attempts fail
        observations.append(canonical(state, 0))
    assert observations[0] != observations[1]


def test_the_kit_variants_hide_and_show_what_they_claim():
    rng = random.Random(3)
    base = position([["C1-A", "C5-G", "C6-S1"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                    guards=[["C3-S1"], ["C4-A"]], encrypted=["C9-S1", "C9-S2"],
                    encrypted_by={"C9-S1": 0})
    spec = base.to_scenario()
    for player in (0, 1):
        hidden = hidden_variant(json.loads(json.dumps(spec)), player, rng)
        visible = visible_variant(json.loads(json.dumps(spec)), player, rng)
        assert hidden != spec and visible != spec
        assert canonical(GAME.scenario(hidden), player) == canonical(base, player)
        assert canonical(GAME.scenario(visible), player) != canonical(base, player)
        assert hidden["hands"][player] == spec["hands"][player]
        assert hidden["encrypted_by"] == {"C9-S1": 0} or player == 1


def test_the_options_are_public():
    state = position([["C1-A", "C5-G"], ["C2-G", "C7-A"]], ["C4-G", "C8-A"],
                     options={"difficulty": "hard"})
    for seat in SEATS:
        assert state.observe(seat)["options"]["difficulty"] == "hard"
