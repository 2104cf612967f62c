"""Classified Information lessons: golden transcripts, rule coverage, bilingual texts, and a
walkthrough of every lesson that also tries wrong moves and checks nothing changes."""

import pytest

from tutor.engine import Action, IllegalAction
from tutor.games.classified import GAME
from tutor.games.classified.lessons import LESSONS
from tutor.lessons import (CORRECT, ILLEGAL, MOVE, WRONG, LessonRunner, assert_golden,
                           taught_rules, unknown_rules, untaught_rules, walkthrough)
from tutor.lessons import messages

HIGHLIGHTS = {"hand", "suitcase", "guards", "opponent_guards", "opponent_hand", "encrypted",
              "deck", "discard", "wheel", "area", "log", "actions"}
BY_ID = {lesson.id: lesson for lesson in LESSONS}


def texts(lesson):
    """Every learner-facing text of a lesson (title, summary, step texts, hints, why-nots)."""
    found = [lesson.title] + ([lesson.summary] if lesson.summary else [])
    for step in lesson.steps:
        found += [t for t in (step.text, step.title, step.hint, step.praise) if t is not None]
        why = step.why_not
        entries = why.values() if isinstance(why, dict) else [why] if why else []
        found += [e[1] if isinstance(e, tuple) else e for e in entries]
    return found


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_golden(lesson):
    assert_golden(lesson, walkthrough(lesson, GAME).transcript)


def test_every_rule_is_taught_and_every_cited_rule_exists():
    assert unknown_rules(GAME.catalogue, LESSONS) == []
    assert untaught_rules(GAME.catalogue, LESSONS, ignore=("core.",)) == []


def test_lesson_ids_are_unique_and_the_first_lesson_is_the_set_up():
    assert len(BY_ID) == len(LESSONS)
    assert LESSONS[0].id == "classified-setup"
    assert all(lesson.game == "classified" and lesson.learner == 0 for lesson in LESSONS)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_steps_are_few_bilingual_and_highlight_known_parts(lesson):
    assert 5 <= len(lesson.steps) <= 15
    for step in lesson.steps:
        assert step.text is not None and step.rules, step.id
        assert set(step.highlight) <= HIGHLIGHTS, step.id
    for text in texts(lesson):
        assert text.en.strip() and text.ja.strip()
        assert any(ord(ch) > 0x3000 for ch in text.ja), text.ja      # really Japanese


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_move_step_has_a_hint_and_explains_each_wrong_move(lesson):
    for step in lesson.steps:
        if step.kind == MOVE:
            assert step.hint is not None, step.id
            assert step.why_not is not None or _no_wrong_move(lesson, step), step.id


def _no_wrong_move(lesson, step):
    runner = _runner_at(lesson, step.id)
    return all(step.accepts(a) for a in runner.legal_actions)


def _runner_at(lesson, step_id):
    runner = LessonRunner(lesson, GAME)
    while runner.step.id != step_id:
        if runner.waiting:
            assert runner.try_move(runner.step.solution).ok
        assert runner.next()
    return runner


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_walkthrough_with_wrong_moves_leaves_the_state_unchanged(lesson):
    """At each move step: every legal wrong move gets the step's own "why not" (citing a real
    rule) and changes nothing; an illegal move is refused; then the solution is accepted."""
    runner = LessonRunner(lesson, GAME)
    tried = 0
    while True:
        step = runner.step
        if runner.waiting:
            before = runner.state.snapshot()
            for action in runner.legal_actions:
                if step.accepts(action):
                    continue
                feedback = runner.try_move(action)
                assert feedback.kind == WRONG, (step.id, action)
                assert feedback.message != messages.WRONG, (step.id, action)
                assert feedback.rule in GAME.catalogue, (step.id, action)
                assert runner.state.snapshot() == before and runner.waiting
                tried += 1
            refused = runner.try_move(_illegal(runner))
            assert refused.kind == ILLEGAL and runner.state.snapshot() == before
            assert runner.try_move(step.solution).kind == CORRECT
        if not runner.next():
            break
    assert runner.finished and tried > 0


def _illegal(runner):
    """A move that is not legal now (a card the learner does not hold)."""
    action = Action("encrypt", card="nothing")
    with pytest.raises(IllegalAction):
        runner.state.check(runner.learner, action)
    return action


def test_the_first_lesson_needs_only_next_and_two_simple_moves():
    runner = LessonRunner(LESSONS[0], GAME)
    moves = 0
    while True:
        if runner.waiting:
            assert runner.step.solution.kind in ("encrypt", "guard")
            assert runner.try_move(runner.step.solution).ok
            moves += 1
        if not runner.next():
            break
    assert runner.finished and moves == 2


def test_taught_rules_cover_every_citrine_card():
    taught = taught_rules(LESSONS)
    assert {f"classified.card.C{n}" for n in range(1, 10)} <= taught


@pytest.mark.parametrize("lesson_id, step_id, action", [
    ("classified-guards", "full", ("guard", {"card": "C7-G"})),            # Guard limit
    ("classified-assassination", "kill-7", ("assassinate", {"card": "C1-A", "target": 1})),
    ("classified-react", "keep-vest", ("deploy", {"card": "C9-S2"})),       # REACT on own turn
])
def test_moves_the_lessons_call_impossible_are_refused_without_change(lesson_id, step_id,
                                                                       action):
    runner = _runner_at(BY_ID[lesson_id], step_id)
    before = runner.state.snapshot()
    feedback = runner.try_move(Action(action[0], **action[1]))
    assert feedback.kind == ILLEGAL and feedback.rule in GAME.catalogue
    assert runner.state.snapshot() == before and runner.waiting


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_going_back_to_the_start_rebuilds_the_start_position(lesson):
    runner = walkthrough(lesson, GAME)
    while runner.back():
        pass
    assert runner.index == 0
    assert runner.state.snapshot() == LessonRunner(lesson, GAME).state.snapshot()


def test_the_learner_never_sees_the_opponents_hidden_cards_during_a_lesson():
    """Mid-lesson observations hold no opponent hand or Suitcase (the end-game reveal aside)."""
    for lesson in LESSONS:
        runner = LessonRunner(lesson, GAME)
        while True:
            obs = runner.observation
            if not obs["over"]:
                opponent = obs["players"][1]
                assert opponent["hand"] is None and opponent["suitcase"] is None, lesson.id
            if runner.waiting:
                runner.try_move(runner.step.solution)
            if not runner.next():
                break


def test_the_learner_plays_every_citrine_ability_on_the_live_engine():
    played = set()
    for lesson in LESSONS:
        runner = walkthrough(lesson, GAME)
        for line in runner.transcript:
            for event in line["events"]:
                if event.get("player") == 0 and event["kind"] in ("deploy", "react"):
                    played.add(event["card"].split("-")[0])
    assert {f"C{n}" for n in range(1, 10)} <= played


@pytest.mark.parametrize("lesson_id, step_id, action, rule", [
    ("classified-guards", "full", Action("guard", card="C7-G"), "classified.guard.limit"),
    ("classified-assassination", "kill-7", Action("assassinate", card="C1-A", target=1),
     "classified.assassinate.face_up"),
    ("classified-react", "keep-vest", Action("deploy", card="C9-S2"),
     "classified.ruling.react_own_turn"),
])
def test_refused_moves_name_the_rule_they_break(lesson_id, step_id, action, rule):
    feedback = _runner_at(BY_ID[lesson_id], step_id).try_move(action)
    assert feedback.kind == ILLEGAL and feedback.rule == rule
