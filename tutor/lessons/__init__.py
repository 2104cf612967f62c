"""Lessons: data over scripted scenarios, run step by step by ``LessonRunner`` (headless).

Write a lesson with ``Lesson`` and the step constructors ``explain``, ``move``, ``auto``, every
text as ``T(en, ja)``; see README.md in this folder.
"""

from .coverage import taught_rules, unknown_rules, untaught_rules
from .golden import assert_golden, golden_path, walkthrough
from .model import (AUTO, EXPLAIN, MOVE, Lesson, LessonError, Step, auto, auto_all, explain, move,
                    note)
from .runner import CORRECT, HINT, ILLEGAL, NOT_NOW, WRONG, Feedback, LessonRunner
from .text import LANGUAGES, T
from .transcript import observation_digest

__all__ = [
    "AUTO", "CORRECT", "EXPLAIN", "Feedback", "HINT", "ILLEGAL", "LANGUAGES", "Lesson",
    "LessonError", "LessonRunner", "MOVE", "NOT_NOW", "Step", "T", "WRONG", "assert_golden",
    "auto", "auto_all", "explain", "golden_path", "move", "note", "observation_digest",
    "taught_rules", "unknown_rules", "untaught_rules", "walkthrough",
]
