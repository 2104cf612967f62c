"""Infiltration lessons: golden transcripts, every rule taught, bilingual steps, hints and "why
not" texts, wrong and refused moves that change nothing, Back to the start, and no hidden
file value or other hand in what the learner is shown."""

import json

import pytest

from tutor.engine import Action
from tutor.games.infiltration import GAME
from tutor.games.infiltration.lessons import LESSONS
from tutor.lessons import LessonRunner

from ..lessons.lesson_checks import (check_back_to_start, check_golden, check_hints_and_why_nots,
                                     check_refused, check_rules_taught, check_steps,
                                     check_wrong_moves_change_nothing, each_lesson)

HIGHLIGHTS = {"facility", "monitor", "hand", "operatives", "files", "npcs", "log", "secret",
              "scores"}
BY_ID = {lesson.id: lesson for lesson in LESSONS}


@each_lesson(LESSONS)
def test_golden(lesson):
    check_golden(lesson, GAME)


def test_every_rule_is_taught_and_every_cited_rule_exists():
    check_rules_taught(GAME, LESSONS)


def test_lessons_run_in_teaching_order_from_the_goal_to_two_players():
    assert [lesson.id for lesson in LESSONS] == [
        "infiltration-goal", "infiltration-setup", "infiltration-round", "infiltration-actions",
        "infiltration-revealing", "infiltration-npcs", "infiltration-wounds",
        "infiltration-secret", "infiltration-escape", "infiltration-two"]
    players = [LessonRunner(lesson, GAME).state.players for lesson in LESSONS]
    assert players[-1] == 2 and set(players[:-1]) == {3}


@each_lesson(LESSONS)
def test_steps_are_few_bilingual_and_highlight_known_parts(lesson):
    check_steps(lesson, HIGHLIGHTS)


@each_lesson(LESSONS)
def test_every_move_step_has_a_hint_and_explains_each_wrong_move(lesson):
    check_hints_and_why_nots(lesson, GAME)


@each_lesson(LESSONS)
def test_walkthrough_with_wrong_moves_leaves_the_state_unchanged(lesson):
    check_wrong_moves_change_nothing(lesson, GAME, lambda runner: Action("select", card="x"))


@pytest.mark.parametrize("lesson_id, step_id, action, rule", [
    ("infiltration-wounds", "heal", Action("select", operative=0, card="advance"),
     "infiltration.select.delayed"),
    ("infiltration-goal", "escape", Action("select", operative=0, card="lockpick-set"),
     "infiltration.select.choose"),
    ("infiltration-two", "first", Action("select", operative=1, card="advance"),
     "infiltration.select.choose"),
])
def test_refused_moves_name_the_rule_they_break_and_change_nothing(lesson_id, step_id, action,
                                                                   rule):
    check_refused(BY_ID[lesson_id], GAME, step_id, action, rule)


@each_lesson(LESSONS)
def test_going_back_to_the_start_rebuilds_the_start_position(lesson):
    check_back_to_start(lesson, GAME)


@each_lesson(LESSONS)
def test_the_learner_never_sees_another_operatives_hand_or_file_values(lesson):
    runner = LessonRunner(lesson, GAME)
    while True:
        if runner.waiting:
            assert runner.try_move(runner.step.solution).ok
        state = runner.state
        shown = json.dumps(runner.observation) + json.dumps(runner.transcript)
        for o in state.board.operatives:
            if o["owner"] != lesson.learner:
                assert not any(f'"{card}"' in shown for card in o["items"]
                               if card not in state.board.item_discard)
        others = [e for e in runner.transcript for x in e["events"]
                  if x["kind"] == "files_taken" and x["operative"] % state.players != 0
                  and "values" in x]
        assert others == []
        if not runner.next():
            break


def test_hints_quote_the_move_as_the_game_describes_it():
    quoted = 0
    for lesson in LESSONS:
        for step in lesson.steps:
            hint = step.hint.en if step.kind == "move" else ""
            if "\u201c" in hint and "Choose the" not in hint:
                assert GAME.describe(step.solution, "en") in step.hint.en, step.id
                assert GAME.describe(step.solution, "ja") in step.hint.ja, step.id
                quoted += 1
    assert quoted >= 5
