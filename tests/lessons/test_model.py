"""Lesson data: step constructors, validation, bilingual text, why-not lookup."""

import pytest

from tests.toy.game import CHALLENGE, FIGHT, KEEP, PASS, SWAP
from tutor.lessons import AUTO, EXPLAIN, MOVE, Lesson, LessonError, T, auto, explain, move


def test_text_needs_both_languages_and_picks_one():
    text = T("Swap", "交換")
    assert text.get("en") == "Swap" and text.get("ja") == "交換"
    with pytest.raises(ValueError):
        T("Swap", "")
    with pytest.raises(ValueError, match="unknown language"):
        text.get("fr")
    assert T("{n} cards", "{n}枚").format(n=3) == T("3 cards", "3枚")


def test_constructors_set_kind_rules_and_solution():
    step = move("s", [SWAP, KEEP], "toy.swap", ("Swap", "交換"))
    assert step.kind == MOVE and step.rules == ("toy.swap",) and step.solution == SWAP
    assert step.text == T("Swap", "交換") and step.waits
    assert explain("e", ["a", "b"]).kind == EXPLAIN and not explain("e").waits
    assert auto("a", 1, KEEP).kind == AUTO


def test_expect_forms_accept_the_right_actions():
    assert move("one", SWAP, "r").accepts(SWAP) and not move("one", SWAP, "r").accepts(KEEP)
    several = move("many", [SWAP, KEEP], "r")
    assert several.accepts(KEEP) and not several.accepts(PASS)
    predicate = move("p", lambda a: a.kind == "pass", "r", solution=PASS)
    assert predicate.accepts(PASS) and not predicate.accepts(CHALLENGE)


def test_predicate_needs_a_solution_and_auto_needs_player_and_action():
    with pytest.raises(LessonError, match="solution"):
        move("p", lambda a: True, "r")
    with pytest.raises(LessonError, match="auto step"):
        auto("a", None, KEEP)


def test_why_not_by_action_then_kind_then_default():
    text_a, text_b, text_c = T("a", "あ"), T("b", "い"), T("c", "う")
    step = move("s", SWAP, "r", why_not={KEEP: text_a, "pass": ("toy.fight", text_b), "*": text_c})
    assert step.why_not_for(KEEP) == (None, text_a)
    assert step.why_not_for(PASS) == ("toy.fight", text_b)
    assert step.why_not_for(FIGHT) == (None, text_c)
    assert move("s", SWAP, "r", why_not=text_a).why_not_for(KEEP) == (None, text_a)
    assert move("s", SWAP, "r").why_not_for(KEEP) == (None, None)


def test_lesson_rejects_duplicate_step_ids_and_empty_steps():
    with pytest.raises(LessonError, match="twice: x"):
        Lesson("l", "toy", T("L", "L"), [explain("x"), explain("x")])
    with pytest.raises(LessonError, match="no steps"):
        Lesson("l", "toy", T("L", "L"), [])


def test_step_index_finds_steps_by_id():
    lesson = Lesson("l", "toy", ("L", "エル"), [explain("a"), explain("b")])
    assert lesson.step_index("b") == 1 and lesson.title == T("L", "エル")
    with pytest.raises(KeyError):
        lesson.step_index("c")
