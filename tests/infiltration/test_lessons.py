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


def step_at(lesson_id: str, step_id: str) -> LessonRunner:
    """A runner of ``lesson_id`` at its step ``step_id`` (explanations only before it)."""
    runner = LessonRunner(BY_ID[lesson_id], GAME)
    while runner.step.id != step_id:
        assert runner.next(), step_id
    return runner


def test_setting_up_says_what_the_board_shows():
    """Room 1.1 is face up from the first step and the entry room raised the alarm: the words
    say so instead of "all face down" and "alarm 0"."""
    runner = step_at("infiltration-setup", "facility")
    up = [r["room"] for r in runner.observation["rooms"] if r["revealed"]]
    assert up == ["1.1"] and "Only room 1.1 has been turned face up" in runner.text().en
    assert "表向きになったのは部屋1.1だけ" in runner.text().ja
    runner = step_at("infiltration-setup", "entry")
    raised = [e for e in runner.events if e["kind"] == "alarm"]
    assert len(raised) == 3 and raised[-1]["alarm"] == runner.observation["alarm"] == 3
    assert "that is why the alarm already shows 3" in runner.text().en
    runner = step_at("infiltration-setup", "first")
    obs = runner.observation
    assert (obs["alarm"], obs["proximity"]) == (3, 0)
    assert "raised the alarm to 3; proximity is still 00" in runner.text().en
    assert "アラームはすでに3に上がっています。接近度は00のままです" in runner.text().ja


def test_a_wrong_escape_says_proximity_reaches_99_and_never_passes_it():
    runner = step_at("infiltration-goal", "escape")
    wrong = next(a for a in runner.legal_actions if not runner.step.accepts(a))
    message = runner.try_move(wrong).message
    assert "reach 99 this round and the game ends there" in message.en and "pass" not in message.en
    assert "99に達し" in message.ja and "超え" not in message.ja


def test_the_extract_card_has_one_japanese_name():
    rule = GAME.catalogue["infiltration.ruling.no_extract"]
    texts = [rule.title["ja"], rule.text["ja"], rule.reason["ja"],
             step_at("infiltration-setup", "hands").text().ja]
    assert all("抽出" in text and "脱出" not in text for text in texts)
