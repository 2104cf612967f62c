"""Checks every game's lessons must pass, shared by ``tests/<game>/test_lessons.py``: golden
transcripts, every rule taught, short bilingual steps, hints and "why not" texts, wrong and
refused moves that leave the state unchanged, and Back rebuilding the start.

See tutor/lessons/README.md ("Tests every game should have").
"""

from __future__ import annotations

from typing import Callable, Iterable

import pytest

from tutor.engine import Action
from tutor.lessons import (CORRECT, ILLEGAL, MOVE, WRONG, LessonRunner, assert_golden,
                           unknown_rules, untaught_rules, walkthrough)
from tutor.lessons import T, messages


def each_lesson(lessons):
    """Decorator: run the test once per lesson (argument ``lesson``, test id = lesson id)."""
    return pytest.mark.parametrize("lesson", lessons, ids=lambda lesson: lesson.id)


def texts(lesson) -> list:
    """Every learner-facing text of a lesson (title, summary, step texts, hints, why-nots)."""
    found = [lesson.title] + ([lesson.summary] if lesson.summary else [])
    for step in lesson.steps:
        found += [t for t in (step.text, step.title, step.hint, step.praise) if t is not None]
        why = step.why_not
        if callable(why) and not isinstance(why, T):
            continue                          # written from the move (checked where it is used)
        entries = why.values() if isinstance(why, dict) else [why] if why else []
        found += [e[1] if isinstance(e, tuple) else e for e in entries]
    return found


def runner_at(lesson, game, step_id: str) -> LessonRunner:
    """A runner at step ``step_id``, reached by Next and the solutions of the moves before it."""
    runner = LessonRunner(lesson, game)
    while runner.step.id != step_id:
        if runner.waiting:
            assert runner.try_move(runner.step.solution).ok
        assert runner.next()
    return runner


def check_golden(lesson, game) -> None:
    """The walkthrough's transcript matches ``tests/<game>/golden/<lesson id>.json``."""
    assert_golden(lesson, walkthrough(lesson, game).transcript)


def check_rules_taught(game, lessons, ignore: Iterable[str] = ("core.",)) -> None:
    """Every rule the lessons cite exists; every catalogue rule (but ``ignore``) is taught."""
    assert unknown_rules(game.catalogue, lessons) == []
    assert untaught_rules(game.catalogue, lessons, ignore=tuple(ignore)) == []


def check_steps(lesson, highlights: set[str], steps: range = range(5, 16)) -> None:
    """``len(steps)`` in ``steps``; each step has a text and rules and highlights only known
    board parts; every text has English and real Japanese."""
    assert len(lesson.steps) in steps
    for step in lesson.steps:
        assert (step.text is not None or step.narrate is not None) and step.rules, step.id
        assert set(step.highlight) <= highlights, step.id
    for text in texts(lesson):
        assert text.en.strip() and text.ja.strip()
        assert any(ord(ch) > 0x3000 for ch in text.ja), text.ja      # really Japanese


def check_hints_and_why_nots(lesson, game) -> None:
    """Every move step has a hint, and a "why not" unless no legal move is wrong there."""
    for step in lesson.steps:
        if step.kind == MOVE:
            assert step.hint is not None, step.id
            runner = runner_at(lesson, game, step.id)
            wrong = [a for a in runner.legal_actions if not step.accepts(a)]
            assert step.why_not is not None or not wrong, step.id


def check_wrong_moves_change_nothing(lesson, game,
                                     illegal: Callable[[LessonRunner], Action]) -> int:
    """At each move step: every legal wrong move gets the step's own "why not" (citing a real
    rule) and changes nothing; ``illegal(runner)`` is refused without change; then the solution
    is accepted. Returns how many wrong moves were tried."""
    runner = LessonRunner(lesson, game)
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
                assert feedback.rule in game.catalogue, (step.id, action)
                assert runner.state.snapshot() == before and runner.waiting
                tried += 1
            refused = runner.try_move(illegal(runner))
            assert refused.kind == ILLEGAL and runner.state.snapshot() == before
            assert runner.try_move(step.solution).kind == CORRECT
        if not runner.next():
            break
    assert runner.finished
    return tried


def check_refused(lesson, game, step_id: str, action: Action, rule: str | None = None) -> None:
    """At ``step_id``, ``action`` is refused citing a catalogue rule (``rule`` if given) and
    the state is unchanged."""
    runner = runner_at(lesson, game, step_id)
    before = runner.state.snapshot()
    feedback = runner.try_move(action)
    assert feedback.kind == ILLEGAL and feedback.rule in game.catalogue
    assert rule is None or feedback.rule == rule, feedback.rule
    assert runner.state.snapshot() == before and runner.waiting


def check_back_to_start(lesson, game) -> None:
    """Back from the end to step 1 rebuilds exactly the start position."""
    runner = walkthrough(lesson, game)
    while runner.back():
        pass
    assert runner.index == 0
    assert runner.state.snapshot() == LessonRunner(lesson, game).state.snapshot()


def check_rule_panels(lesson, most: int = 2) -> None:
    """No step shows more than ``most`` rule panels (a step teaches one or two rules)."""
    crowded = [(step.id, len(step.rules)) for step in lesson.steps if len(step.rules) > most]
    assert crowded == [], f"steps with more than {most} rules: {crowded}"


def _walk_with(lesson, game, step_id: str, choice: Action) -> tuple[list, LessonRunner]:
    """Walk the lesson with ``choice`` at ``step_id`` (solutions elsewhere) to the end; return
    the texts the learner reads from that move on (its praise, then every later step's text)."""
    runner = LessonRunner(lesson, game)
    read, after = [], False
    while True:
        if after:
            read.append(runner.text())
        if runner.waiting:
            move = choice if runner.step.id == step_id else runner.step.solution
            feedback = runner.try_move(move)
            assert feedback.ok, (lesson.id, runner.step.id, move)
            if runner.step.id == step_id:
                after = True
                read.append(feedback.message)
        if not runner.next():
            break
    assert runner.finished, (lesson.id, step_id, choice)
    return [text for text in read if text is not None], runner


def check_narration_follows_the_move(lesson, game, names: Callable[[str], Iterable[str]]) -> int:
    """A step either accepts exactly one legal move, or the narration after it follows the move
    made: with every accepted move the lesson still finishes, and nothing the learner reads
    afterwards names a card that only another accepted move would have played (``names(card)``
    gives a card id's names in both languages). Returns how many alternatives were walked."""
    walked = 0
    runner = LessonRunner(lesson, game)
    while True:
        step = runner.step
        if runner.waiting:
            accepted = [a for a in runner.legal_actions if step.accepts(a)]
            if len(accepted) > 1:
                cards = [_cards(a) for a in accepted]
                for choice, mine in zip(accepted, cards):
                    own = {name for card in mine for name in names(card)}
                    other = {name for card in set().union(*cards) - mine
                             for name in names(card)} - own
                    read, _ = _walk_with(lesson, game, step.id, choice)
                    for name in other:
                        for text in read:
                            assert name not in text.en and name not in text.ja, (
                                f"{lesson.id} {step.id}: after {choice} the learner reads "
                                f"{name!r}: {text.en}")
                    walked += 1
            assert runner.try_move(step.solution).ok
        if not runner.next():
            break
    return walked


def _cards(action: Action) -> set[str]:
    """The card ids an action names (string parameters and lists of strings)."""
    found = set()
    for _, value in action.params:
        values = value if isinstance(value, (list, tuple)) else [value]
        found |= {v for v in values if isinstance(v, str)}
    return found
