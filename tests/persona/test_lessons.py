"""Persona Non Grata lessons: golden transcripts, rule coverage, bilingual texts, wrong and
refused moves that change nothing, and no hidden card in what the learner is shown."""

import re

import pytest

from tutor.engine import Action
from tutor.games.persona import GAME
from tutor.games.persona.lessons import LESSONS
from tutor.lessons import AUTO, ILLEGAL, WRONG, LessonRunner

from tutor.games.persona.cards import company_of
from tutor.games.persona.texts import card_name, company_name, rank_name

from ..lessons.lesson_checks import (check_back_to_start, check_golden, check_hints_and_why_nots,
                                     check_narration_follows_the_move, check_refused,
                                     check_rule_panels, check_rules_taught, check_steps,
                                     check_wrong_moves_change_nothing, each_lesson)
from ..lessons.lesson_checks import runner_at as _runner_at

HIGHLIGHTS = {"status", "hand", "actions", "companies", "seats", "play_areas", "standings",
              "archives", "deck", "direction", "log"}
BY_ID = {lesson.id: lesson for lesson in LESSONS}
CARD_ID = re.compile(r"\b(?:BIO|COS|JIH|DEL|SJT|LUM)-[WAMDPC]\d\b")


def runner_at(lesson, step_id):
    return _runner_at(lesson, GAME, step_id)


@each_lesson(LESSONS)
def test_golden(lesson):
    check_golden(lesson, GAME)


def test_every_rule_is_taught_and_every_cited_rule_exists():
    check_rules_taught(GAME, LESSONS)


def test_lessons_run_in_teaching_order_from_the_goal_to_two_players():
    assert [lesson.id for lesson in LESSONS] == [
        "persona-goal", "persona-setup", "persona-day", "persona-encrypt", "persona-archive",
        "persona-ties", "persona-scoring", "persona-two"]
    assert all(lesson.game == "persona" and lesson.learner == 0 for lesson in LESSONS)
    players = [LessonRunner(lesson, GAME).state.players for lesson in LESSONS]
    assert players[0] == 4 and players[-1] == 2 and set(players[1:-1]) == {3}


@each_lesson(LESSONS)
def test_steps_are_few_bilingual_and_highlight_known_parts(lesson):
    check_steps(lesson, HIGHLIGHTS)


@each_lesson(LESSONS)
def test_every_move_step_has_a_hint_and_explains_each_wrong_move(lesson):
    check_hints_and_why_nots(lesson, GAME)


@each_lesson(LESSONS)
def test_walkthrough_with_wrong_moves_leaves_the_state_unchanged(lesson):
    """At each move step: every legal wrong move gets the step's own "why not" (citing a real
    rule) and changes nothing; a nonsense move is refused; then the solution is accepted."""
    check_wrong_moves_change_nothing(lesson, GAME, lambda runner: Action("nonsense"))


def test_wrong_moves_are_explained_in_several_lessons():
    """The "why not" texts are the step's own, and cite the rule that matters."""
    feedback = runner_at(BY_ID["persona-encrypt"], "encrypt-director").try_move(
        Action("download", card="JIH-D1"))
    assert feedback.kind == WRONG and "5 to 4" in feedback.message.en
    assert feedback.rule == "persona.action.encrypt"
    feedback = runner_at(BY_ID["persona-scoring"], "activator").try_move(
        Action("activate", card="BIO-C4"))
    assert feedback.kind == WRONG and "lose 4 points" in feedback.message.en
    feedback = runner_at(BY_ID["persona-archive"], "steal-manager").try_move(
        Action("steal", card="BIO-A1", victim=2))
    assert feedback.kind == WRONG and feedback.rule == "persona.archive.steal"


@pytest.mark.parametrize("lesson_id, step_id, action, rule", [
    ("persona-day", "send-right", Action("send_left", card="DEL-W1"),
     "persona.actions.once"),
    ("persona-ties", "rank", Action("rank_tie", first=0, second=1), "persona.archive.tie_first"),
    ("persona-archive", "steal-manager", Action("steal", card="BIO-W1", victim=0), "persona.archive.steal"),
    ("persona-archive", "steal-director", Action("steal", card="BIO-M1", victim=0),
     "persona.archive.steal"),
    ("persona-two", "discard", Action("discard", card="BIO-P1"), "persona.two.discard"),
])
def test_refused_moves_name_the_rule_they_break_and_change_nothing(lesson_id, step_id, action,
                                                                   rule):
    check_refused(BY_ID[lesson_id], GAME, step_id, action, rule)


def test_a_stolen_archive_card_is_refused_as_safe():
    runner = runner_at(BY_ID["persona-archive"], "steal-director")
    feedback = runner.try_move(Action("steal", card="DEL-M1", victim=1))  # in Player 2's archive
    assert feedback.kind == ILLEGAL and feedback.rule == "persona.archive.archive_safe"


@each_lesson(LESSONS)
def test_going_back_to_the_start_rebuilds_the_start_position(lesson):
    check_back_to_start(lesson, GAME)


def test_opponents_choose_with_auto_all_before_the_learner_reveals_the_day():
    runner = runner_at(BY_ID["persona-goal"], "download-president")
    assert runner.state.to_act == [0]                          # the others have chosen
    feedback = runner.try_move(runner.step.solution)
    kinds = [event["kind"] for event in feedback.events]
    assert kinds[0] == "reveal" and "pass" in kinds
    assert [s.kind for s in LESSONS[0].steps].count(AUTO) == 1


def secrets(state, viewer, log=False):
    """Card ids the viewer may not know now: other hands (known from the draft in the log),
    others' pending choices and encrypted cards, the deck and others' face-down discards."""
    snap = state.snapshot()
    hidden = set(snap["deck"]) | set(snap["out"])
    for p in range(state.players):
        if p == viewer:
            continue
        if not log:
            hidden |= set(snap["hands"][p])
        if snap["encrypted"][p]:
            hidden.add(snap["encrypted"][p])
        if snap["pending"][p]:
            hidden.add(snap["pending"][p]["card"])
    return hidden


def shown_ids(value) -> set[str]:
    return set(CARD_ID.findall(repr(value)))


def test_the_learner_never_sees_a_hidden_card_during_a_lesson():
    """Observations hold no opponent hand, pending choice, encrypted card or deck card; the log
    holds none of those either, except hands the learner held earlier in the draft."""
    checked = 0
    for lesson in LESSONS:
        runner = LessonRunner(lesson, GAME)
        while True:
            state, me = runner.state, runner.learner
            table = {k: v for k, v in runner.observation.items() if k != "knowledge"}
            assert not shown_ids(table) & secrets(state, me), (lesson.id, runner.step.id)
            assert not shown_ids(runner.observation["knowledge"]) & secrets(state, me, log=True)
            assert not shown_ids(runner.events) & secrets(state, me, log=True), runner.step.id
            checked += bool(secrets(state, me) - set(state.snapshot()["deck"]))
            if runner.waiting:
                runner.try_move(runner.step.solution)
            if not runner.next():
                break
    assert checked > 20                 # most steps had hidden cards besides the deck


@each_lesson(LESSONS)
def test_no_step_carries_more_than_two_rule_panels(lesson):
    check_rule_panels(lesson)


def card_names(card: str) -> set[str]:
    """How lesson texts name an information card ("Cosmoco Manager", "Cosmocoのマネージャー")."""
    company = company_name(company_of(card), "en")
    return {card_name(card, "en"), card_name(card, "ja"), f"{company} {rank_name(card, 'en')}",
            f"{company}の{rank_name(card, 'ja')}", f"{company} {rank_name(card, 'ja')}"}


@each_lesson(LESSONS)
def test_narration_never_contradicts_the_move_the_learner_made(lesson):
    check_narration_follows_the_move(lesson, GAME, card_names)


def test_a_free_choice_is_narrated_from_the_card_the_learner_chose():
    """Lesson 3: whichever card the learner sends left, the next step names that card."""
    lesson = BY_ID["persona-day"]
    for card in ("SJT-P1", "BIO-W2"):
        runner = runner_at(lesson, "send-left")
        assert runner.try_move(Action("send_left", card=card)).ok and runner.next()
        assert company_name(company_of(card), "en") in runner.text().en
        assert "Cosmoco Manager" not in runner.text().en
