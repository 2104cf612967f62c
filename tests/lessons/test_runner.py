"""The lesson runner on the toy lessons: moves, feedback, navigation, and error safety."""

import pytest

from tests.toy.game import CHALLENGE, FIGHT, GAME, KEEP, PASS, SWAP
from tests.toy.lessons import BASICS, PASSING
from tutor.lessons import (CORRECT, HINT, ILLEGAL, NOT_NOW, WRONG, Lesson, LessonError,
                           LessonRunner, T, auto, explain, move)


def runner_at(lesson, step_id):
    """A runner advanced (playing solutions) to the step called ``step_id``."""
    runner = LessonRunner(lesson, GAME)
    while runner.step.id != step_id:
        if runner.waiting:
            assert runner.try_move(runner.step.solution).ok
        assert runner.next()
    return runner


def frozen(runner):
    """Everything that must not change on a refused move."""
    return (runner.index, runner.step_done, len(runner.state.history), runner.state.snapshot(),
            runner.transcript, set(runner.completed))


def test_an_explanation_step_is_done_at_once_and_next_moves_on():
    runner = LessonRunner(BASICS, GAME)
    assert runner.step.id == "deal" and runner.step_done and not runner.waiting
    assert runner.legal_actions == [] and runner.next()
    assert runner.step.id == "swap" and runner.waiting and not runner.step_done


def test_next_is_refused_while_the_step_waits_for_a_move():
    runner = runner_at(BASICS, "swap")
    before = frozen(runner)
    assert runner.next() is False and frozen(runner) == before


def test_the_lessons_move_is_applied_and_praised():
    runner = runner_at(BASICS, "challenge")
    feedback = runner.try_move(CHALLENGE)
    assert feedback.kind == CORRECT and feedback.ok and feedback.rule == "toy.challenge"
    assert runner.step_done and "challenge" in runner.completed
    assert runner.state.history[-1].action == CHALLENGE and runner.feedback is feedback


def test_a_legal_wrong_move_explains_why_not_and_changes_nothing():
    runner = runner_at(BASICS, "challenge")
    before = frozen(runner)
    feedback = runner.try_move(PASS)
    assert feedback.kind == WRONG and feedback.rule == "toy.fight"
    assert "90" in feedback.message.en and "90" in feedback.message.ja
    assert frozen(runner) == before


def test_a_wrong_move_without_a_why_not_gets_the_generic_text_citing_the_steps_rule():
    runner = runner_at(PASSING, "pass")
    feedback = runner.try_move(CHALLENGE)
    assert feedback.kind == WRONG and feedback.rule == "toy.challenge"
    assert "risks" in feedback.message.en
    lesson = Lesson("g", "toy", T("g", "g"), [move("m", SWAP, "toy.swap")])
    generic = LessonRunner(lesson, GAME).try_move(KEEP)
    assert generic.kind == WRONG and "not the move" in generic.message.en
    assert "求めている手ではありません" in generic.message.ja


@pytest.mark.parametrize("action, rule", [(FIGHT, "toy.swap"), ("swap", "core.malformed")])
def test_an_illegal_move_reports_the_engines_message_and_rule(action, rule):
    runner = runner_at(BASICS, "swap")
    before = frozen(runner)
    feedback = runner.try_move(action)
    assert feedback.kind == ILLEGAL and feedback.rule == rule
    assert rule not in feedback.message.en and rule not in feedback.message.ja   # no internal ids
    assert GAME.catalogue[rule].title["en"] in feedback.message.en
    assert GAME.catalogue[rule].title["ja"] in feedback.message.ja
    assert frozen(runner) == before


def test_a_move_on_a_step_that_does_not_wait_is_refused():
    runner = LessonRunner(BASICS, GAME)
    before = frozen(runner)
    assert runner.try_move(SWAP).kind == NOT_NOW and frozen(runner) == before
    runner.next()
    runner.try_move(SWAP)
    assert runner.try_move(SWAP).kind == NOT_NOW and len(runner.state.history) == 1


def test_hints_come_from_the_step_or_point_to_its_rule():
    runner = runner_at(BASICS, "swap")
    hint = runner.hint()
    assert hint.kind == HINT and hint.message.en == "Choose “swap”." and runner.feedback is hint
    lesson = Lesson("h", "toy", T("h", "h"), [move("m", SWAP, "toy.swap")])
    generic = LessonRunner(lesson, GAME).hint()
    assert "Keep or swap" in generic.message.en and "キープかスワップ" in generic.message.ja
    assert LessonRunner(BASICS, GAME).hint().message.en.startswith("Nothing to play")


def test_auto_steps_play_the_other_side_and_show_only_what_the_learner_may_see():
    runner = runner_at(BASICS, "swap")
    runner.try_move(SWAP)
    runner.next()
    assert runner.step.id == "opponent-keeps" and runner.step_done
    assert runner.state.history[-1].player == 1 and runner.state.history[-1].action == KEEP
    assert runner.last_events == ({"kind": "swap", "rule": "toy.swap", "player": 0, "card": 90},)
    assert runner.observation["my_card"] == 90


def test_auto_step_with_a_callable_picks_from_the_legal_actions():
    seen = {}

    def choose(observation, legal):
        seen["legal"] = legal
        return legal[-1]
    lesson = Lesson("c", "toy", T("c", "c"), [auto("a", 1, choose, "toy.swap")],
                    scenario={"deck": [1], "hands": [2, 3]})
    runner = LessonRunner(lesson, GAME)
    assert seen["legal"] == [KEEP, SWAP] and runner.state.history[-1].action == SWAP


def test_back_replays_the_moves_before_the_earlier_step():
    runner = runner_at(BASICS, "challenge")
    runner.try_move(CHALLENGE)
    runner.next()
    assert runner.step.id == "opponent-fights" and runner.state.is_over
    assert runner.back() and runner.step.id == "challenge" and runner.waiting
    fresh = runner_at(BASICS, "challenge")
    assert runner.state.snapshot() == fresh.state.snapshot()
    assert runner.observation == fresh.observation and runner.transcript == fresh.transcript
    assert runner.back() and runner.step.id == "new-card" and runner.step_done


def test_back_to_an_auto_step_replays_it_and_back_from_the_first_step_does_nothing():
    runner = runner_at(BASICS, "new-card")
    assert runner.back() and runner.step.id == "opponent-keeps"
    assert len(runner.state.history) == 2 and runner.state.history[-1].player == 1
    first = LessonRunner(BASICS, GAME)
    assert first.back() is False and first.index == 0


def test_restart_rebuilds_the_start_and_keeps_the_record_of_completed_steps():
    runner = runner_at(BASICS, "challenge")
    runner.restart()
    assert runner.index == 0 and runner.state.history == [] and len(runner.transcript) == 1
    assert runner.state.snapshot() == LessonRunner(BASICS, GAME).state.snapshot()
    assert {"deal", "swap", "opponent-keeps"} <= runner.completed


def test_prelude_moves_are_applied_before_the_first_step():
    runner = LessonRunner(PASSING, GAME)
    assert [e.action for e in runner.state.history] == [KEEP, KEEP]
    assert runner.next() and runner.legal_actions == [CHALLENGE, PASS]


def test_finished_only_on_the_completed_last_step():
    runner = runner_at(PASSING, "pass")
    assert not runner.finished
    runner.try_move(PASS)
    assert not runner.finished and runner.next() and runner.finished
    assert runner.next() is False


def test_a_game_error_while_applying_a_move_leaves_the_runner_intact(monkeypatch):
    runner = runner_at(BASICS, "challenge")
    before = frozen(runner)
    real_observe = type(GAME).observe

    def broken(self, state, player):
        if state.history and state.history[-1].action == CHALLENGE:
            raise RuntimeError("observe broke after the move")
        return real_observe(self, state, player)
    monkeypatch.setattr(type(GAME), "observe", broken)
    with pytest.raises(RuntimeError, match="observe broke"):
        runner.try_move(CHALLENGE)
    monkeypatch.setattr(type(GAME), "observe", real_observe)
    assert frozen(runner) == before and runner.waiting
    assert runner.try_move(CHALLENGE).ok


def test_an_error_inside_the_engine_flow_leaves_the_runner_intact(monkeypatch):
    runner = runner_at(BASICS, "swap")
    before = frozen(runner)
    monkeypatch.setattr(runner.state, "emit", lambda *a, **k: 1 / 0)
    runner.try_move(SWAP)          # the learner's half of a simultaneous choice emits nothing
    with pytest.raises(ZeroDivisionError):
        runner.next()              # the opponent's scripted half resolves the swap and fails
    assert runner.index == before[0] and runner.step.id == "swap" and runner.step_done
    assert len(runner.state.history) == 1


def test_a_failing_predicate_leaves_the_runner_intact():
    def explode(action):
        raise KeyError("bad predicate")
    lesson = Lesson("p", "toy", T("p", "p"), [move("m", explode, "toy.swap", solution=SWAP)])
    runner = LessonRunner(lesson, GAME)
    before = frozen(runner)
    with pytest.raises(KeyError):
        runner.try_move(SWAP)
    assert frozen(runner) == before


def test_an_impossible_scripted_move_is_a_lesson_error_and_changes_nothing():
    lesson = Lesson("bad", "toy", T("b", "b"), [
        explain("a", "toy.deal"), auto("b", 0, CHALLENGE, "toy.challenge")])
    runner = LessonRunner(lesson, GAME)
    before = frozen(runner)
    with pytest.raises(LessonError, match="scripted move challenge of player 0 is not legal"):
        runner.next()
    assert frozen(runner) == before and runner.step.id == "a"


def test_runner_refuses_a_game_the_lesson_is_not_for():
    from tutor.games import load
    with pytest.raises(LessonError, match="'toy' lesson; it cannot run on 'persona'"):
        LessonRunner(BASICS, load("persona"))
    assert LessonRunner(BASICS, GAME).game is GAME


def test_step_title_defaults_to_the_first_rules_title():
    runner = LessonRunner(BASICS, GAME)
    assert runner.step_title("en") == "The deal" and runner.step_title("ja") == "配札"
    custom = Lesson("t", "toy", T("L", "L"), [explain("a", title=T("Hi", "やあ"))])
    assert LessonRunner(custom, GAME).step_title("ja") == "やあ"
    assert LessonRunner(Lesson("n", "toy", T("Lt", "Lj"), [explain("a")]), GAME) \
        .step_title("ja") == "Lj"
    assert [r.id for r in runner.rules()] == ["toy.deal"]
