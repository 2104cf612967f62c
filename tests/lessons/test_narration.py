"""Narration never contradicts the learner, in the Red Notice and Infiltration lessons too
(Classified and Persona check it with their own card names in their test_lessons.py): where a
step accepts several moves, the lesson finishes with each of them, and nothing read afterwards
names a city, check or card that only another accepted move would have used."""

import importlib

import pytest

from tutor import games

from .lesson_checks import check_narration_follows_the_move

GAMES = ("rednotice", "infiltration")


def plain_names(thing: str) -> set[str]:
    """How a text may name a parameter: as written, or capitalised ("cairo" -> "Cairo")."""
    return {thing, thing.replace("_", " ").title()}


def _lessons():
    for name in GAMES:
        for lesson in importlib.import_module(f"tutor.games.{name}.lessons").LESSONS:
            yield pytest.param(name, lesson, id=lesson.id)


@pytest.mark.parametrize("name, lesson", list(_lessons()))
def test_narration_follows_every_accepted_move(name, lesson):
    check_narration_follows_the_move(lesson, games.load(name), plain_names)
