"""Golden transcripts: play a lesson's solutions and compare with a JSON file under
``tests/<game>/golden/<lesson id>.json``. Set ``REGEN_GOLDEN=1`` to (re)write the files."""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

from .model import Lesson
from .runner import LessonRunner
from .transcript import plain

if TYPE_CHECKING:
    from ..engine import Game

REGEN_ENV = "REGEN_GOLDEN"
TESTS_ROOT = Path(__file__).resolve().parents[2] / "tests"


def walkthrough(lesson: Lesson, game: "Game") -> LessonRunner:
    """A runner that has played every move step with its solution, to the end of the lesson."""
    runner = LessonRunner(lesson, game)
    while True:
        if runner.waiting:
            feedback = runner.try_move(runner.step.solution)
            if not feedback.ok:
                raise AssertionError(f"lesson {lesson.id} step {runner.step.id}: the solution "
                                     f"{runner.step.solution} was refused: {feedback.message.en}")
        if not runner.next():
            break
    if not runner.finished:
        raise AssertionError(f"lesson {lesson.id} stopped at step {runner.step.id}")
    return runner


def golden_path(game: str, lesson_id: str, root: Path | str = TESTS_ROOT) -> Path:
    """Where the golden transcript of ``lesson_id`` lives."""
    return Path(root) / game / "golden" / f"{lesson_id}.json"


def golden_document(lesson: Lesson, transcript: list[dict]) -> dict:
    return {"lesson": lesson.id, "game": lesson.game, "transcript": plain(transcript)}


def assert_golden(lesson: Lesson, transcript: list[dict], root: Path | str = TESTS_ROOT) -> Path:
    """Compare ``transcript`` with the lesson's golden file (or write it when REGEN_GOLDEN=1)."""
    path = golden_path(lesson.game, lesson.id, root)
    document = golden_document(lesson, transcript)
    text = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    if os.environ.get(REGEN_ENV) == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path
    if not path.exists():
        raise AssertionError(f"no golden transcript {path}; run the test with {REGEN_ENV}=1 "
                             "to record it, then review and commit the file")
    expected = path.read_text(encoding="utf-8")
    if json.loads(expected) != document:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True),
                                            str(path), "this run"))
        raise AssertionError(f"transcript of lesson {lesson.id} differs from {path} "
                             f"(if the change is intended, rerun with {REGEN_ENV}=1):\n{diff}")
    return path
