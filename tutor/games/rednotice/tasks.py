"""The agenda interpreter: the game's flow as small tasks kept on the board.

A task is a plain dict ``{"do": kind, ...}``, never changed once made (a handler that needs a
different one makes a new dict), so the fixed ones are made once and shared (``round_agenda``,
``half_task``). An *automatic* task runs at once and may push more tasks; a *decision* task asks
one player one question (``Decision``), then applies the answer. Between two decisions the whole
position is the board, agenda included, so saves, scenarios and determinized states rebuild
exactly. Handlers live in the modules that import ``automatic`` / ``decision`` from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from tutor.engine import Decision


@dataclass(frozen=True)
class Handler:
    """How one task kind runs: ``run(state, task)``, or ``ask(state, task)`` (a question made by
    ``ask``, or None: nothing to ask) then ``answer(state, task, action)``. ``auto_single``: a
    question with one answer is not asked (use only where that is public knowledge)."""

    run: Callable | None = None
    ask: Callable | None = None
    answer: Callable | None = None
    auto_single: bool = False


HANDLERS: dict[str, Handler] = {}


def automatic(kind: str):
    """Register ``fn(state, task)`` as the automatic task ``kind``."""
    def register(fn):
        HANDLERS[kind] = Handler(run=fn)
        return fn
    return register


def decision(kind: str, auto_single: bool = False):
    """Register a decision task: decorate ``ask``; its ``.answer`` attribute is set by
    ``@<ask>.answers``."""
    def register(ask):
        def answers(fn):
            HANDLERS[kind] = Handler(ask=ask, answer=fn, auto_single=auto_single)
            return fn
        ask.answers = answers
        return ask
    return register


def push(board, *tasks: dict) -> None:
    """Put ``tasks`` at the front of the agenda, in the given order. (No task is changed once
    made, so they go on as they are, uncopied.)"""
    board.agenda[0:0] = tasks


def count_down(board, t: dict, **changes) -> None:
    """Queue what is left of a task that counts ``left`` down (nothing when this was the last:
    a task with none left would only be dropped)."""
    if t["left"] > 1:
        push(board, {**t, "left": t["left"] - 1, **changes})


def task(kind: str, **params) -> dict:
    return {"do": kind, **params}


def run_agenda(state):
    """The flow: run tasks until the agenda is empty or somebody has won."""
    b = state.board
    while b.agenda and b.winner is None:
        current = b.agenda[0]
        handler = HANDLERS[current["do"]]
        if handler.run is not None:
            del b.agenda[0]
            handler.run(state, current)
            continue
        asked = handler.ask(state, current)
        if asked is None:
            del b.agenda[0]
            continue
        role, actions, rule, prompt, info = asked
        if handler.auto_single and len(actions) == 1:
            action = actions[0]
        else:
            action = yield Decision({b.seat(role): actions}, rule, prompt, info)
        del b.agenda[0]
        handler.answer(state, current, action)


def ask(role: str, actions: list, rule: str, prompt: str, **info) -> tuple:
    """A question: who (a role), which actions (a new list, handed over as it is), the rule and
    prompt, and public info for the UI (the role first). A plain tuple: one is made at every
    decision and only ``run_agenda`` reads it."""
    return role, actions, rule, prompt, {"role": role, **info}


__all__ = ["HANDLERS", "ask", "automatic", "count_down", "decision", "push",
           "run_agenda", "task"]
