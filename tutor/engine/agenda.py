"""The agenda: effects still to resolve, kept on the board as data.

A game's flow is a generator (``state.py``). Where a position inside a card's effects must be
rebuilt from the board alone (a sampled board must continue mid-card), the game keeps those
effects as *tasks* on the board and its flow resolves them here, ``yield from resolve(...)``.

A task is a plain dict ``{"do": kind, ...}``, never changed once made (a step that needs a
different one makes a new dict), so tasks can be shared. The game names the step of each kind
in one explicit table, ``{kind: Step(...)}``. A step either runs at once, or asks one question
and then applies the answer; it changes nothing before asking, so the task stays first on the
agenda while the question waits and the question is asked again from a rebuilt board.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Collection, Mapping

from .decision import Decision, Flow

Task = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Step:
    """How tasks of one kind resolve.

    ``run(state, task)``: do it; it returns the tasks that come next (first on the agenda, in
    order) or None (it may have pushed its own). With ``ask``, the step may first ask:
    ``ask(state, task)`` returns the question (a ``Decision``, or whatever the ``pose`` of
    ``resolve`` turns into one) without changing anything, or None when there is none to ask;
    then ``answer(state, task, action)`` applies the choice and returns as ``run`` does. An
    asking step whose ``ask`` returns None does ``run`` if it has one, else nothing.
    ``auto_single``: a question with a single answer is answered without asking (only where
    that answer is public knowledge)."""

    run: Callable[[Any, Task], Any] | None = None
    ask: Callable[[Any, Task], Any] | None = None
    answer: Callable[[Any, Task, Any], Any] | None = None
    auto_single: bool = False


def single_answer(question: Decision):
    """The one action a question allows, or None when it allows more than one."""
    options = question.options
    if len(options) != 1:
        return None
    for actions in options.values():
        return actions[0] if len(actions) == 1 else None
    return None


def resolve(state, agenda: list, steps: Mapping[str, Step], *,
            until: Callable[[Any, Task], bool] | None = None,
            watch: Collection[str] | None = None,
            pose: Callable[[Any, Any], Decision] | None = None) -> Flow:
    """Resolve the tasks of ``agenda`` (a list on the board, changed in place) first to last,
    until it is empty. ``until(state, task)`` is called after each step whose kind is in
    ``watch`` (after every step when ``watch`` is None); when it returns True, ``resolve``
    stops and leaves the rest of the agenda as it is. ``pose(state, question)`` turns what an
    ``ask`` returns into the ``Decision`` to yield (default: it is one already)."""
    while agenda:
        task = agenda[0]
        kind = task["do"]
        step = steps[kind]
        ask = step.ask
        question = None if ask is None else ask(state, task)
        if question is not None:
            if pose is not None:
                question = pose(state, question)
            action = single_answer(question) if step.auto_single else None
            if action is None:
                action = yield question
            del agenda[0]
            after = step.answer(state, task, action)
        else:
            del agenda[0]
            run = step.run
            after = None if run is None else run(state, task)
        if after:
            agenda[0:0] = after
        if until is not None and (watch is None or kind in watch) and until(state, task):
            return


__all__ = ["Step", "Task", "resolve", "single_answer"]
