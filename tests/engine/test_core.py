"""The engine core, checked on the toy game: decisions, legality, chance, saves, undo."""

import json

import pytest

from tutor.engine import Action, IllegalAction, OptionError, SaveFileError, save

from .toy_game import CHALLENGE, CONCEDE, FIGHT, GAME, KEEP, PASS, SWAP


def test_simultaneous_decision_waits_for_every_player():
    state = GAME.new_game(seed=1)
    assert state.to_act == [0, 1]
    assert state.apply(0, SWAP) == []
    assert state.to_act == [1]
    assert state.legal_actions(0) == []
    state.apply(1, KEEP)
    assert state.to_act == [0]


def test_pending_simultaneous_choice_is_hidden_from_the_other_player():
    state = GAME.new_game(seed=1)
    state.apply(0, SWAP)
    assert state.observe(0)["decision"]["chosen"] == "swap"
    assert "chosen" not in state.observe(1)["decision"]
    assert "swap" not in json.dumps(state.observe(1)).replace("toy.swap", "")


def test_reaction_is_offered_to_the_non_active_player():
    state = GAME.new_game(seed=1)
    state.apply(0, KEEP), state.apply(1, KEEP), state.apply(0, CHALLENGE)
    assert state.to_act == [1]
    assert state.legal_actions(1) == [CONCEDE, FIGHT]
    state.apply(1, CONCEDE)
    assert state.is_over and state.result == {"winners": [0]}


@pytest.mark.parametrize("player, action, rule", [
    (1, CHALLENGE, "core.turn"), (0, FIGHT, "toy.challenge"), (0, "challenge", "core.malformed")])
def test_illegal_action_names_the_rule_and_changes_nothing(player, action, rule):
    state = GAME.new_game(seed=3)
    state.apply(0, KEEP), state.apply(1, SWAP)
    before, log = state.snapshot(), len(state.log)
    with pytest.raises(IllegalAction) as err:
        state.apply(player, action)
    assert err.value.rule == rule and rule in str(err.value)
    assert isinstance(err.value, ValueError)
    assert state.snapshot() == before and len(state.log) == log and len(state.history) == 2


def test_acting_after_the_end_is_illegal():
    state = GAME.new_game(seed=3)
    for p, a in [(0, KEEP), (1, KEEP), (0, PASS)]:
        state.apply(p, a)
    with pytest.raises(IllegalAction, match="core.over"):
        state.apply(0, KEEP)


def test_options_are_validated_with_the_valid_values_listed():
    with pytest.raises(OptionError, match="valid options: deck_size"):
        GAME.new_game(options={"decksize": 6})
    with pytest.raises(OptionError, match="valid values: 6, 8"):
        GAME.new_game(options={"deck_size": 7})
    with pytest.raises(OptionError, match="played by 2 players, not 3"):
        GAME.new_game(players=3)
    assert GAME.new_game(options={"deck_size": 8}).options == {"deck_size": 8}


def test_same_seed_same_game_and_seed_matters():
    deals = {json.dumps(GAME.new_game(seed=s).snapshot()) for s in range(20)}
    assert len(deals) > 1
    assert GAME.new_game(seed=5).snapshot() == GAME.new_game(seed=5).snapshot()


def test_private_event_parts_reach_only_their_player():
    state = GAME.new_game(seed=2)
    state.apply(0, SWAP), state.apply(1, KEEP)
    swap = [e for e in state.events_for(1) if e["kind"] == "swap"]
    assert swap and "card" not in swap[0]
    assert "card" in [e for e in state.events_for(0) if e["kind"] == "swap"][0]


def test_an_event_without_private_parts_has_a_shared_read_only_empty_one():
    state = GAME.new_game(seed=3)
    state.apply(0, SWAP), state.apply(1, KEEP), state.apply(0, CHALLENGE), state.apply(1, FIGHT)
    assert [e.kind for e in state.log] == ["swap", "reveal", "win"]
    empty = [e for e in state.log if not e.private]
    assert len(empty) >= 2 and all(e.private is empty[0].private for e in empty)
    with pytest.raises(TypeError):
        empty[0].private[0] = {"card": "seen by nobody"}
    assert [e.view(0) for e in empty] == [e.view(1) for e in empty] == [e.view(None) for e in empty]


def test_an_event_is_its_public_facts_and_equal_only_to_an_event_equal_in_every_field():
    state = GAME.new_game(seed=3)
    state.apply(0, SWAP), state.apply(1, KEEP), state.apply(0, CHALLENGE), state.apply(1, FIGHT)
    reveal = next(e for e in state.log if e.kind == "reveal")
    assert reveal.public is reveal and reveal.public == dict(reveal) and reveal.reveals
    twin = state.replay().log[state.log.index(reveal)]
    assert twin == reveal and not twin != reveal
    later = GAME.new_game(seed=3)
    later.apply(0, SWAP), later.apply(1, KEEP)
    later.emit("reveal", reveal.rule, reveals=True, **reveal.public)    # same facts, later step
    assert later.log[-1] != reveal and dict(later.log[-1]) == dict(reveal)


def test_json_round_trip_is_lossless_and_replays_the_same_future():
    state = GAME.new_game(seed=4, options={"deck_size": 8})
    state.apply(0, SWAP), state.apply(1, SWAP)
    loaded = GAME.from_json(state.to_json())
    assert loaded.snapshot() == state.snapshot()
    assert loaded.to_act == state.to_act and loaded.to_json() == state.to_json()
    for s in (state, loaded):
        s.apply(0, CHALLENGE), s.apply(1, FIGHT)
    assert loaded.result == state.result and loaded.snapshot() == state.snapshot()


def signed(data: dict) -> dict:
    """``data`` with its checks written anew: as a file from another rules version would be."""
    return {**data, "checks": save.checks(data)}


@pytest.mark.parametrize("mutate, message", [
    (lambda d: "not json", "not valid JSON"),
    (lambda d: {**d, "format": "x"}, "not a saved game"),
    (lambda d: {**d, "version": 99}, "version 99"),
    (lambda d: {**d, "version": 1}, "version 1 is not supported"),
    (lambda d: {**d, "game": "chess"}, "saved 'chess' game"),
    (lambda d: signed({**d, "history": [[1, {"kind": "fly"}]]}), "action 1 is illegal"),
    (lambda d: {**d, "history": [[0]]}, "action 1 must be"),
    (lambda d: {**d, "seed": d["seed"] + 1}, "its start .* was edited"),
    (lambda d: signed({**d, "seed": d["seed"] + 1}), "digest"),
    (lambda d: signed({**d, "options": {"deck_size": 5}}), "cannot rebuild"),
    (lambda d: {k: v for k, v in d.items() if k != "history"}, "missing history"),
    (lambda d: {k: v for k, v in d.items() if k != "checks"}, "missing checks"),
    (lambda d: {**d, "checks": [1]}, "checks must be an object"),
    (lambda d: {**d, "history": d["history"][:-1]}, "holds 1 actions but 2 were saved"),
    (lambda d: {**d, "history": d["history"][::-1]}, "its history .* was edited"),
    (lambda d: {**d, "checks": {**d["checks"], "actions": True}}, "True were saved"),
])
def test_corrupt_or_foreign_saves_give_clear_errors(mutate, message):
    state = GAME.new_game(seed=4)
    state.apply(0, SWAP), state.apply(1, KEEP)
    data = mutate(json.loads(state.to_json()))
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(SaveFileError, match=message):
        GAME.from_json(text)


def test_scenario_sets_up_a_position_by_hand_and_survives_a_save():
    state = GAME.scenario({"deck": [1, 2], "hands": [6, 3]})
    assert state.observe(0)["my_card"] == 6 and state.observe(1)["my_card"] == 3
    state.apply(0, KEEP), state.apply(1, SWAP)
    assert state.observe(1)["my_card"] == 2
    assert GAME.from_json(state.to_json()).snapshot() == state.snapshot()


def test_copy_is_independent():
    state = GAME.new_game(seed=6)
    twin = state.copy()
    twin.apply(0, KEEP)
    assert state.to_act == [0, 1] and twin.to_act == [1]


def test_undo_takes_back_a_choice_that_revealed_nothing():
    state = GAME.new_game(seed=6)
    state.apply(0, SWAP)
    assert state.can_undo(0)
    state.undo(0)
    assert state.to_act == [0, 1] and state.history == []


def test_undo_is_refused_across_chance_hidden_information_or_another_players_move():
    state = GAME.new_game(seed=6)
    state.apply(0, KEEP)
    with pytest.raises(IllegalAction, match="core.undo"):
        state.undo(1)                                  # not player 1's decision
    state.apply(1, SWAP)                               # completes the choice: a card is drawn
    assert not state.can_undo(1) and not state.can_undo(0)
    with pytest.raises(IllegalAction, match="revealed hidden information"):
        state.undo(1)
    state.apply(0, CHALLENGE)
    assert state.can_undo(0)
    state.apply(1, FIGHT)                              # reveals both hands
    assert not state.can_undo(1)


def test_a_copy_keeps_the_undo_window_where_the_original_has_it():
    state = GAME.new_game(seed=6)
    state.apply(0, KEEP), state.apply(1, SWAP)          # a card is drawn: the window closes
    twin = state.copy()
    assert not twin.can_undo(1)
    twin.apply(0, CHALLENGE)                           # reveals nothing: undoable in both
    state.apply(0, CHALLENGE)
    assert twin.can_undo(0) and state.can_undo(0)
    twin.apply(1, FIGHT)                               # reveals both hands
    assert not twin.can_undo(1)


def test_history_replays_to_the_same_state():
    state = GAME.new_game(seed=8)
    for p, a in [(0, SWAP), (1, SWAP), (0, CHALLENGE), (1, FIGHT)]:
        state.apply(p, a)
    assert state.replay().snapshot() == state.snapshot()
    assert state.replay(2).to_act == [0]


def test_a_failure_inside_game_code_leaves_the_state_as_it_was(monkeypatch):
    state = GAME.new_game(seed=8)
    state.apply(0, KEEP)
    before = state.snapshot()

    def broken_emit(*args, **kwargs):
        state.board.hands[0] = 99
        raise RuntimeError("bug in a card")
    monkeypatch.setattr(state, "emit", broken_emit)
    with pytest.raises(RuntimeError):
        state.apply(1, SWAP)
    assert state.snapshot() == before and state.to_act == [1]


def test_actions_are_values():
    a = Action("deploy", card="C5-G", targets=[1, 2])
    assert a == Action("deploy", targets=[1, 2], card="C5-G") and len({a, a}) == 1
    assert a.card == "C5-G" and a.get("missing", 0) == 0
    assert Action.from_json(a.to_json()) == a
    assert str(a) == "deploy(card=C5-G, targets=(1, 2))"
    with pytest.raises(AttributeError):
        a.kind = "x"


def test_the_counting_random_source_draws_what_random_draws_and_counts_every_draw():
    import random

    from tutor.engine.state import CountingRandom

    counting, plain = CountingRandom(7), random.Random(7)
    for n in (1, 2, 3, 7, 100, 2 ** 40 + 3):
        assert [counting.randrange(n) for _ in range(30)] == [plain.randrange(n) for _ in range(30)]
    deck, same = list(range(60)), list(range(60))
    counting.shuffle(deck), plain.shuffle(same)
    for size in (0, 1, 2, 3, 17):
        short, plain_short = list(range(size)), list(range(size))
        counting.shuffle(short), plain.shuffle(plain_short)
        assert short == plain_short
    assert deck == same and counting.sample(deck, 5) == plain.sample(same, 5)
    assert counting.random() == plain.random() and counting.getrandbits(9) == plain.getrandbits(9)
    assert counting.calls == 6 * 30 + 59 + (1 + 2 + 16) + 5 + 2
