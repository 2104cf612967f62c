"""The lesson runner: walks a learner through a lesson's steps on a live game state.

Headless (no ipywidgets). Every public operation is a transaction: if anything raises while a
move is applied or a step is entered, the runner's step, progress, transcript and state are put
back exactly as they were before the error propagates.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterator

from ..engine import Action, IllegalAction
from . import messages
from .model import AUTO, EXPLAIN, Lesson, LessonError, Step
from .text import T
from .transcript import entry

if TYPE_CHECKING:
    from ..engine import Catalogue, Game, Rule, State

CORRECT, WRONG, ILLEGAL, HINT, NOT_NOW = "correct", "wrong", "illegal", "hint", "not_now"


@dataclass(frozen=True)
class Feedback:
    """The runner's answer to a move or a hint request.

    ``kind`` is one of "correct", "wrong" (legal but not the lesson's move), "illegal", "hint",
    "not_now"; ``message`` is bilingual; ``rule`` the catalogue id cited; ``events`` the events
    the move caused, as the learner sees them.
    """

    kind: str
    message: T
    rule: str | None = None
    events: tuple = ()

    @property
    def ok(self) -> bool:
        return self.kind == CORRECT


class LessonRunner:
    """Runs one ``Lesson``: ``try_move``, ``hint``, ``next``, ``back``, ``restart``."""

    def __init__(self, lesson: Lesson, game: "Game"):
        if getattr(game, "name", None) != lesson.game:
            raise LessonError(f"lesson {lesson.id} is a {lesson.game!r} lesson; it cannot run "
                              f"on {getattr(game, 'name', game)!r}")
        self.lesson = lesson
        self.game = game
        self.completed: set[str] = set()      # step ids ever completed (kept across restarts)
        self.feedback: Feedback | None = None
        self._state: "State | None" = None
        self._index = 0
        self._done = False
        self._last_events: tuple = ()
        self._marks: list[tuple[int, int]] = []   # per entered step: (history, transcript) sizes
        self._transcript: list[dict] = []
        self._made: list[tuple[str, Action | None]] = []   # per transcript line: (step, action)
        self.restart()

    # ---- read-only views ---------------------------------------------------------------------
    @property
    def state(self) -> "State":
        return self._state

    @property
    def index(self) -> int:
        """The current step's position (0-based)."""
        return self._index

    @property
    def step(self) -> Step:
        return self.lesson.steps[self._index]

    @property
    def learner(self) -> int:
        return self.lesson.learner

    @property
    def catalogue(self) -> "Catalogue":
        return self.game.catalogue

    @property
    def observation(self) -> dict:
        """What the learner may know now (the only view of the game the UI should use)."""
        return self._state.observe(self.learner)

    @property
    def events(self) -> list[dict]:
        """The whole game log as the learner may see it."""
        return self._state.events_for(self.learner)

    @property
    def last_events(self) -> tuple:
        """Events of the move made on this step (the learner's or the scripted one)."""
        return self._last_events

    @property
    def step_done(self) -> bool:
        """True once the current step needs nothing more from the learner."""
        return self._done

    @property
    def waiting(self) -> bool:
        """True while the current step waits for the learner's move."""
        return self.step.waits and not self._done

    @property
    def mover(self) -> int:
        """The player whose move the current step is about."""
        return self.learner if self.step.player is None else self.step.player

    @property
    def legal_actions(self) -> list[Action]:
        """The learner's legal actions while a move is awaited (wrong ones included), else []
        (also on a step that waits for a note off the board: no game move is legal then)."""
        if not self.waiting or self.step.offboard:
            return []
        return self._state.legal_actions(self.mover)

    @property
    def finished(self) -> bool:
        """True on the last step once it is done."""
        return self._index == len(self.lesson.steps) - 1 and self._done

    @property
    def transcript(self) -> list[dict]:
        """One entry per step passed on the current line: step, player, action, events, digest."""
        return [dict(e) for e in self._transcript]

    @property
    def moves(self) -> dict[str, Action]:
        """The learner's moves on the current line: move step id -> the Action made there."""
        waits = {s.id for s in self.lesson.steps if s.waits}
        return {step_id: action for step_id, action in self._made if step_id in waits}

    def text(self, step: Step | None = None) -> T | None:
        """The (current) step's text: written from the learner's moves when it narrates."""
        step = step or self.step
        return step.narrate(self.moves) if step.narrate is not None else step.text

    def rules(self, step: Step | None = None) -> list["Rule"]:
        """The catalogue rules the (current) step explains."""
        return [self.catalogue[r] for r in (step or self.step).rules]

    def step_title(self, lang: str, step: Step | None = None) -> str:
        """The step's own title, else its first rule's title, else the lesson title."""
        step = step or self.step
        if step.title is not None:
            return step.title.get(lang)
        if step.rules:
            return self.catalogue[step.rules[0]].title[lang]
        return self.lesson.title.get(lang)

    # ---- learner operations ------------------------------------------------------------------
    def try_move(self, action: Action) -> Feedback:
        """Check ``action`` against the step; apply it only when it is the lesson's move."""
        step = self.step
        if not step.waits or self._done:
            text = messages.ALREADY if step.waits else messages.NOT_NOW
            return self._set_feedback(Feedback(NOT_NOW, text))
        with self._transaction():
            feedback = self._judge(step, action)
            self.feedback = feedback
        return feedback

    def hint(self) -> Feedback:
        """A hint for the current step (the step's own, else a pointer to its rule)."""
        step = self.step
        rule = step.rules[0] if step.rules else None
        if step.hint is not None:
            text = step.hint
        elif not self.waiting:
            text = messages.HINT_READ
        else:
            text = self._with_title(messages.HINT, rule)
        return self._set_feedback(Feedback(HINT, text, rule))

    def next(self) -> bool:
        """Go to the next step; False (nothing changes) if this step is not done or is last."""
        if not self._done or self._index >= len(self.lesson.steps) - 1:
            return False
        with self._transaction():
            self._enter(self._index + 1)
        return True

    def back(self) -> bool:
        """Go to the previous step, rebuilding the state by replaying the moves before it."""
        if self._index == 0:
            return False
        with self._transaction():
            target = self._index - 1
            history, lines = self._marks[target]
            self._state = self._state.replay(history)
            self._transcript = self._transcript[:lines]
            self._made = self._made[:lines]
            self._enter(target)
        return True

    def restart(self) -> None:
        """Back to the first step on a freshly built start position."""
        with self._transaction():
            self._state = self.lesson.build_state(self.game)
            self._transcript = []
            self._made = []
            self._enter(0)

    # ---- internals ---------------------------------------------------------------------------
    def _judge(self, step: Step, action: Action) -> Feedback:
        if step.offboard:
            return self._judge_note(step, action)
        player = self.mover
        try:
            self._state.check(player, action)
        except IllegalAction as err:
            text = T(messages.ILLEGAL.en.format(reason=err.reason, title=self._title(err.rule, "en")),
                     messages.ILLEGAL.ja.format(title=self._title(err.rule, "ja")))
            return Feedback(ILLEGAL, text, err.rule)
        if not step.accepts(action):
            rule, text = step.why_not_for(action)
            return Feedback(WRONG, text or messages.WRONG, rule or (step.rules or (None,))[0])
        events = self._play(step, player, action)
        self._done = True
        self.completed.add(step.id)
        praise = step.praise(action) if callable(step.praise) else step.praise
        return Feedback(CORRECT, praise or messages.CORRECT, (step.rules or (None,))[0], events)

    def _judge_note(self, step: Step, action: Action) -> Feedback:
        """A step waiting for a note off the board: a game move is not for now (or illegal);
        the note is checked and recorded, and the state never changes."""
        if action.kind != step.solution.kind:
            try:
                self._state.check(self.mover, action)
            except IllegalAction as err:
                return Feedback(ILLEGAL, T(messages.ILLEGAL.en.format(
                    reason=err.reason, title=self._title(err.rule, "en")),
                    messages.ILLEGAL.ja.format(title=self._title(err.rule, "ja"))), err.rule)
            return Feedback(NOT_NOW, step.hint or messages.NOT_NOW, (step.rules or (None,))[0])
        if not step.accepts(action):
            rule, text = step.why_not_for(action)
            return Feedback(WRONG, text or messages.WRONG, rule or (step.rules or (None,))[0])
        self._transcript.append(entry(step.id, self.mover, action, [], self.observation))
        self._made.append((step.id, action))
        self._done = True
        self.completed.add(step.id)
        praise = step.praise(action) if callable(step.praise) else step.praise
        return Feedback(CORRECT, praise or messages.CORRECT, (step.rules or (None,))[0])

    def _enter(self, index: int) -> None:
        """Make step ``index`` current; explanation and scripted steps complete at once."""
        self._index = index
        self._marks = self._marks[:index] + [(len(self._state.history), len(self._transcript))]
        self._done = False
        self._last_events = ()
        self.feedback = None
        step = self.step
        if step.kind == EXPLAIN:
            self._transcript.append(entry(step.id, None, None, [], self.observation))
            self._made.append((step.id, None))
        elif step.kind == AUTO:
            events: tuple = ()
            for player, action in step.scripted:
                events += self._play(step, player, self._scripted(step, player, action))
            self._last_events = events
        else:
            return
        self._done = True
        self.completed.add(step.id)

    def _scripted(self, step: Step, player: int, action) -> Action:
        legal = self._state.legal_actions(player)
        if not isinstance(action, Action):
            action = action(self._state.observe(player), legal)
        if action not in legal:
            raise LessonError(f"lesson {self.lesson.id} step {step.id}: scripted move {action} "
                              f"of player {player} is not legal now (legal: "
                              f"{', '.join(map(str, legal)) or 'none'})")
        return action

    def _play(self, step: Step, player: int, action: Action) -> tuple:
        logged = len(self._state.log)
        self._state.apply(player, action)      # what the learner sees of it, not the mover
        views = tuple(self._state.events_for(self.learner, logged))
        self._last_events = views
        self._transcript.append(entry(step.id, player, action, list(views), self.observation))
        self._made.append((step.id, action if step.waits else None))
        return views

    def _title(self, rule_id: str | None, lang: str) -> str:
        if rule_id in self.catalogue:
            return self.catalogue[rule_id].title[lang]
        return rule_id or ""

    def _with_title(self, text: T, rule_id: str | None) -> T:
        return T(text.en.format(title=self._title(rule_id, "en")),
                 text.ja.format(title=self._title(rule_id, "ja")))

    def _set_feedback(self, feedback: Feedback) -> Feedback:
        self.feedback = feedback
        return feedback

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """Undo every change to the runner (and its state) if the block raises."""
        saved = (self._index, list(self._marks), list(self._transcript), list(self._made),
                 set(self.completed), self._done, self._last_events, self.feedback)
        state = self._state
        moves = None if state is None else len(state.history)
        try:
            yield
        except BaseException:
            (self._index, self._marks, self._transcript, self._made, self.completed,
             self._done, self._last_events, self.feedback) = saved
            self._state = state
            if state is not None and len(state.history) != moves:
                self._state = state.replay(moves)
            raise
