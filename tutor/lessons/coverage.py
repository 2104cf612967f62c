"""Checks over a set of lessons: which rules they teach and whether they cite real rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .model import Lesson

if TYPE_CHECKING:
    from ..engine import Catalogue


def taught_rules(lessons: Iterable[Lesson]) -> set[str]:
    """Every rule id explained by some step of ``lessons``."""
    return {rule for lesson in lessons for step in lesson.steps for rule in step.rules}


def untaught_rules(catalogue: "Catalogue", lessons: Iterable[Lesson],
                   ignore: Iterable[str] = ()) -> list[str]:
    """Catalogue rule ids no step teaches (ids starting with a prefix in ``ignore`` excepted)."""
    taught = taught_rules(lessons)
    prefixes = tuple(ignore)
    return [r for r in catalogue.ids() if r not in taught and not (prefixes and r.startswith(prefixes))]


def unknown_rules(catalogue: "Catalogue", lessons: Iterable[Lesson]) -> list[str]:
    """'lesson/step: rule' for every cited rule id the catalogue does not hold."""
    problems = []
    for lesson in lessons:
        for step in lesson.steps:
            cited = list(step.rules)
            if isinstance(step.why_not, dict):
                cited += [v[0] for v in step.why_not.values() if isinstance(v, tuple)]
            problems += [f"{lesson.id}/{step.id}: {r}" for r in cited if r not in catalogue]
    return problems
