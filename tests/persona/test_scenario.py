"""Hand-set positions: what a spec sets up, and clear ScenarioErrors for bad specs."""

import pytest

from tutor.engine import Action, ScenarioError

from .helpers import cards_on_board, scenario

HANDS = [["BIO-W1", "BIO-A1", "COS-W1"], ["BIO-W2", "BIO-A2", "COS-W2"],
         ["BIO-W3", "BIO-A3", "COS-W3"]]
ACTIONS = [["download", "send_left"], ["encrypt", "send_right"], ["download", "download"]]


def week2_day4(**changes):
    spec = dict(players=3, week=2, day=4, hands=[list(h) for h in HANDS],
                actions=[list(a) for a in ACTIONS], play_areas=[["JIH-P1"], [], []],
                encrypted=["JIH-A1", None, "JIH-A2"], archives=[["SJT-C4"], [], []],
                keys={"sjt": 1})
    spec.update(changes)
    return spec


def test_a_mid_week_position_is_set_up_as_described():
    state = scenario(**week2_day4())
    b = state.board
    assert (b.week, b.day, b.phase) == (2, 4, "day")
    assert b.hands == HANDS and b.actions == ACTIONS
    assert b.encrypted == ["JIH-A1", None, "JIH-A2"]
    assert b.stacks["sjt"] == ["SJT-C2", "SJT-C0"] and b.keys["sjt"] == 1
    assert sorted(cards_on_board(state)) == sorted(set(cards_on_board(state)))
    assert len([c for c in cards_on_board(state) if c[4] != "C"]) == 60
    assert state.to_act == [0, 1, 2] and len(state.legal_actions(0)) == 3 * 2


def test_the_used_pile_is_what_is_not_in_hand_and_encrypt_stays_with_its_card():
    b = scenario(**week2_day4()).board
    assert b.used[0] == ["download", "send_right"]            # encrypt is with JIH-A1
    assert b.used[1] == ["download", "download", "send_left"]
    assert b.used[2] == ["send_left", "send_right"]


def test_deck_given_leaves_the_other_cards_out_of_the_game():
    state = scenario(players=4, phase="scoring", week=3, deck=[])
    assert state.is_over and len(state.board.out) == 72


@pytest.mark.parametrize("changes, message", [
    ({"week": 4}, "week must be 1 to 3"),
    ({"day": 0}, "day must be 1 to 5"),
    ({"phase": "night"}, "phase must be one of"),
    ({"colour": "red"}, "unknown scenario keys"),
    ({"hands": [["BIO-W1"]]}, "one entry per player"),
    ({"hands": [["BIO-W1", "BIO-A1", "NOPE-1"], HANDS[1], HANDS[2]]}, "not a card id"),
    ({"hands": [["BIO-W1", "BIO-A1", "LUM-W1"], HANDS[1], HANDS[2]]}, "not in play"),
    ({"hands": [["BIO-W1", "BIO-A1", "BIO-W2"], HANDS[1], HANDS[2]]}, "placed twice"),
    ({"hands": [["BIO-W1", "BIO-A1"], HANDS[1], HANDS[2]]}, "must hold 3 cards"),
    ({"hands": [["BIO-W1", "BIO-A1", "BIO-C2"], HANDS[1], HANDS[2]]}, "corporation cards"),
    ({"actions": [["download"], ACTIONS[1], ACTIONS[2]]}, "holds 2 action cards"),
    ({"actions": [["download", "hack"], ACTIONS[1], ACTIONS[2]]}, "must come from"),
    ({"actions": [["encrypt", "send_left"], ACTIONS[1], ACTIONS[2]]}, "encrypted card"),
    ({"encrypted": [None, None, "JIH-A2"]}, "encrypted card"),
    ({"keys": {"lumni": 0}}, "no key for 'lumni'"),
    ({"keys": {"sjt": 7}}, "keeper must be a player"),
    ({"stacks": {"sjt": ["SJT-C0", "SJT-C2"]}}, "in that order"),
    ({"stacks": {"jihui": ["JIH-C0"]}}, "must be in the jihui stack or an archive"),
    ({"stacks": {"jihui": ["JIH-C4", "JIH-C0"]}, "archives": [["SJT-C4", "JIH-C2"], [], []]},
     "week 2's jihui corporation card"),
    ({"deck": ["BIO-W1"]}, "deck must list unplaced"),
    ({"deck": ["BIO-P1"] * 2}, "each once"),
    ({"deck": ["BIO-P1"]}, "the rest of the game draws 18"),
    ({"deck": [], "deck_top": []}, "either deck or deck_top"),
    ({"archives": [[["BIO-W1"]], [], []]}, "malformed"),
    ({"stacks": {"sjt": "SJT-C2"}}, "in that order"),
])
def test_bad_specs_raise_scenario_errors_that_say_what_is_wrong(changes, message):
    with pytest.raises(ScenarioError, match=message):
        scenario(**week2_day4(**changes))


def test_from_day_two_the_action_cards_must_be_given():
    spec = week2_day4()
    del spec["actions"]
    with pytest.raises(ScenarioError, match="give each player's action cards"):
        scenario(**spec)


def test_later_phases_need_empty_hands_and_scoring_needs_week_three():
    with pytest.raises(ScenarioError, match="must hold 0 cards"):
        scenario(players=2, phase="archive", hands=[["BIO-W1"], []])
    with pytest.raises(ScenarioError, match="after week 3"):
        scenario(players=2, phase="scoring", week=2)
    with pytest.raises(ScenarioError, match="revealed before the final scoring"):
        scenario(players=2, phase="scoring", week=3, encrypted=["BIO-W1", None])


def test_a_scenario_is_saved_and_restored_with_its_spec():
    from tutor.games.persona import GAME
    state = scenario(**week2_day4())
    state.apply(0, state.legal_actions(0)[0])
    again = GAME.from_json(state.to_json())
    assert again.snapshot() == state.snapshot()


def test_a_position_waiting_for_the_two_player_discard_is_written_with_its_pairs():
    hands = [["BIO-W1", "BIO-A1", "COS-W1", "COS-A1", "JIH-W1", "JIH-A1"],
             ["BIO-W2", "BIO-A2", "COS-W2", "COS-A2", "JIH-W2", "JIH-A2"]]
    state = scenario(players=2, hands=hands)
    state.apply(0, state.legal_actions(0)[0])
    state.apply(1, state.legal_actions(1)[0])
    assert state.decision.rule == "persona.two.discard"
    spec = state.to_scenario()
    assert spec["chosen"] == [{"card": "BIO-W1", "action": "download"},
                               {"card": "BIO-W2", "action": "download"}]
    assert [len(h) for h in spec["hands"]] == [5, 5]
    assert [len(a) for a in spec["actions"]] == [4, 4]
    rebuilt = scenario(**spec)
    assert rebuilt.decision.rule == "persona.two.discard" and rebuilt.to_act == [0, 1]
    assert rebuilt.snapshot() == state.snapshot()


@pytest.mark.parametrize("changes, message", [
    ({"chosen": [{"card": "BIO-W1", "action": "download"}, None]}, "a pair is"),
    ({"chosen": [{"card": "BIO-W1", "action": "borrow"}] * 2}, "a pair is"),
    ({"day": 5, "chosen": []}, "days 1 to 4"),
])
def test_bad_pending_pairs_are_refused(changes, message):
    spec = dict(players=2, hands=[["BIO-W2", "BIO-A2", "COS-W2", "COS-A2", "JIH-W2"],
                                  ["BIO-W3", "BIO-A3", "COS-W3", "COS-A3", "JIH-W3"]])
    spec.update(changes)
    with pytest.raises(ScenarioError, match=message):
        scenario(**spec)


def test_the_archive_phase_is_resumed_at_a_company_with_its_remaining_thieves():
    state = scenario(players=3, phase="archive", archives=[["BIO-C4"], [], []],
                     keys={"biolife": 1},
                     play_areas=[["BIO-W1", "BIO-A1"], ["BIO-P1"], []],
                     archiving={"company": "biolife", "totals": [8, 6, 0], "first": 0,
                                "second": 1, "thieves": [1]})
    assert state.to_act == [1] and state.decision.rule == "persona.archive.steal"
    assert state.legal_actions(1) == [Action("steal", card="BIO-W1", victim=0),
                                      Action("steal", card="BIO-A1", victim=0)]
    assert state.observe(None)["archiving"]["totals"] == [8, 6, 0]


@pytest.mark.parametrize("archiving, message", [
    ({"company": "lumni"}, "not a company in play"),
    ({"company": "biolife", "first": 0}, "all of"),
    ({"company": "biolife", "totals": [1, 2], "first": 0, "second": 1, "thieves": []},
     "one whole number per player"),
    ({"company": "biolife", "totals": [1, 2, 0], "first": 0, "second": 1, "thieves": [1, 0]},
     "1st and then 2nd"),
    ({"colour": "red", "company": "biolife"}, "archiving is"),
])
def test_bad_archiving_specs_name_the_key(archiving, message):
    with pytest.raises(ScenarioError, match=f"scenario key 'archiving'.*{message}"):
        scenario(players=3, phase="archive", archiving=archiving)


def test_the_final_scoring_is_resumed_with_the_activators_already_given_up():
    state = scenario(players=3, phase="scoring", week=3, options={"activator": "choose"},
                     archives=[["BIO-C4", "BIO-W1", "COS-W1", "COS-C2"], [], []],
                     spent=[["BIO-C0"], [], []])
    assert state.to_act == [0] and state.decision.info["company"] == "cosmoco"
    state.apply(0, Action("activate", card="COS-C2"))
    details = state.result["details"][0]["companies"]
    assert details["biolife"]["activator"] == "BIO-C0" and details["biolife"]["points"] == 6
    assert details["cosmoco"] == {"activated": True, "activator": "COS-C2", "points": 2,
                                  "wasted": 0, "key_held": False, "key": 0}


@pytest.mark.parametrize("spent, message", [
    ([["BIO-A1"], [], []], "only Workers and corporation cards"),
    ([["COS-W1", "BIO-W1"], [], []], "in the order"),
    ([["BIO-W1", "BIO-C0"], [], []], "one activator per company"),
])
def test_bad_spent_activators_are_refused(spent, message):
    with pytest.raises(ScenarioError, match=f"scenario key 'spent'.*{message}"):
        scenario(players=3, phase="scoring", week=3, spent=spent)


def test_every_key_is_documented_with_an_example():
    from tutor.games.persona import scenario as module
    for name in module.KEYS + ("pending",):
        assert f'"{name}":' in module.__doc__, name


def test_odd_values_in_any_key_raise_scenario_errors_and_nothing_else():
    import random

    from tutor.games.persona import GAME
    from .helpers import random_move
    rng = random.Random(5)
    odd = [None, True, -1, 99, 1.5, "x", [], {}, [[]], [None], [["BIO-W1"]], {"x": 1},
           ["BIO-W1"] * 3, [{"card": 1}], [[1, 2]]]
    tried = refused = 0
    for seed in range(4):
        state = GAME.new_game(seed=seed, players=2 + seed % 3)
        for _ in range(rng.randrange(60)):
            if state.is_over:
                break
            random_move(state, rng)
        spec = {k: v for k, v in state.to_scenario().items() if k != "pending"}
        for name in list(spec) + ["chosen", "archiving", "spent", "deck_top"]:
            for value in rng.sample(odd, 6):
                tried += 1
                try:
                    GAME.scenario(dict(spec, **{name: value}))
                except ScenarioError:
                    refused += 1
    assert tried > 300 and refused > tried // 2


def test_the_board_is_a_dataclass_with_a_comment_on_each_field_and_the_snapshot_has_them_all():
    import dataclasses
    import inspect

    from tutor.games.persona.board import Board
    lines = inspect.getsource(Board).splitlines()
    for field in dataclasses.fields(Board):
        at = next(i for i, line in enumerate(lines) if line.strip().startswith(f"{field.name}:"))
        assert lines[at - 1].strip().startswith("#"), field.name
    state = scenario(**week2_day4())
    assert set(state.snapshot()) == {f.name for f in dataclasses.fields(Board)}
