"""auto_all: one scripted step for several players' halves of a simultaneous choice."""

import pytest

from tests.toy.game import GAME, KEEP, SWAP
from tutor.lessons import Lesson, LessonError, LessonRunner, T, auto, auto_all, explain


def lesson(*steps):
    return Lesson("sim", "toy", T("s", "s"), [explain("start", "toy.deal", T("a", "あ")), *steps],
                  scenario={"deck": [21, 44, 90], "hands": [13, 57]})


def test_every_scripted_half_is_applied_in_player_order_and_the_choice_resolves():
    runner = LessonRunner(lesson(auto_all("both", {1: KEEP, 0: SWAP}, "toy.swap",
                                          T("Both choose.", "両者が選びます。"))), GAME)
    assert runner.next() and runner.step_done
    assert [(e["player"], e["action"]) for e in runner.transcript[1:]] == [(0, "swap"), (1, "keep")]
    assert runner.state.to_act != [0, 1]                     # the swap was resolved
    assert [e["kind"] for e in runner.last_events] == [e["kind"] for e in
                                                      runner.transcript[2]["events"]]
    assert any(e["kind"] == "swap" for e in runner.last_events)


def test_a_callable_half_sees_only_its_players_observation_and_legal_actions():
    seen = []

    def pick(observation, legal):
        seen.append((observation["viewer"] if "viewer" in observation else None, list(legal)))
        return legal[0]
    runner = LessonRunner(lesson(auto_all("both", {0: KEEP, 1: pick})), GAME)
    runner.next()
    assert seen and seen[0][1] == [KEEP, SWAP]


def test_an_impossible_half_is_a_lesson_error_and_changes_nothing():
    runner = LessonRunner(lesson(auto_all("both", {0: KEEP, 1: KEEP}),
                                 auto_all("again", {0: KEEP})), GAME)
    runner.next()
    history = len(runner.state.history)
    with pytest.raises(LessonError, match="scripted move keep of player 0 is not legal"):
        runner.next()
    assert runner.step.id == "both" and len(runner.state.history) == history


def test_back_replays_to_before_the_scripted_halves():
    runner = LessonRunner(lesson(auto_all("both", {0: KEEP, 1: KEEP}),
                                 explain("after", "toy.deal", T("b", "い"))), GAME)
    runner.next()
    runner.next()
    assert runner.back() and runner.step.id == "both" and len(runner.state.history) == 2
    assert runner.back() and runner.step.id == "start" and runner.state.history == []


def test_auto_all_needs_a_move_and_plain_auto_is_unchanged():
    with pytest.raises(LessonError):
        auto_all("none", {})
    step = auto("one", 1, KEEP)
    assert step.scripted == ((1, KEEP),) and step.moves == ()
