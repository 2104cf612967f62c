"""Red Notice lessons: golden transcripts, every rule taught, bilingual steps, hints and
why-nots, wrong and refused moves that change nothing, both roles, and no secret leaking to
the agent learner."""

import json

from tutor.engine import Action
from tutor.games.rednotice import GAME
from tutor.games.rednotice.lessons import LESSONS
from tutor.lessons import LessonRunner

from ..lessons.lesson_checks import (check_back_to_start, check_golden, check_hints_and_why_nots,
                                     check_rules_taught, check_steps,
                                     check_wrong_moves_change_nothing, each_lesson)

HIGHLIGHTS = {"status", "map", "identities", "upgrades", "discs", "checks", "agent", "possible",
              "history", "row", "radars", "barriers", "security"}


@each_lesson(LESSONS)
def test_golden(lesson):
    check_golden(lesson, GAME)


def test_every_rule_is_taught_and_every_cited_rule_exists():
    check_rules_taught(GAME, LESSONS)


def test_lessons_teach_both_roles_in_order_from_the_goals_to_winning():
    assert LESSONS[0].id == "rednotice-goals" and LESSONS[-1].id == "rednotice-winning"
    roles = {LessonRunner(lesson, GAME).state.board.role_of(lesson.learner) for lesson in LESSONS}
    assert roles == {"forger", "agent"}


@each_lesson(LESSONS)
def test_steps_are_few_bilingual_and_highlight_known_parts(lesson):
    check_steps(lesson, HIGHLIGHTS)


@each_lesson(LESSONS)
def test_every_move_step_has_a_hint_and_explains_each_wrong_move(lesson):
    check_hints_and_why_nots(lesson, GAME)


@each_lesson(LESSONS)
def test_walkthrough_with_wrong_moves_leaves_the_state_unchanged(lesson):
    assert check_wrong_moves_change_nothing(lesson, GAME, lambda runner: Action("nonsense")) >= 0


@each_lesson(LESSONS)
def test_going_back_to_the_start_rebuilds_the_start_position(lesson):
    check_back_to_start(lesson, GAME)


@each_lesson([lesson for lesson in LESSONS
              if LessonRunner(lesson, GAME).state.board.role_of(lesson.learner) == "agent"])
def test_the_agent_learner_never_sees_the_forgers_city_or_route(lesson):
    runner = LessonRunner(lesson, GAME)
    while True:
        if runner.waiting:
            runner.try_move(runner.step.solution)
        seen = runner.state.observe(lesson.learner)
        assert "forger_city" not in seen and "trail" not in seen
        for event in runner.state.events_for(lesson.learner):
            assert "path" not in event
        json.dumps(seen)
        if not runner.next():
            break
