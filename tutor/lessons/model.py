"""Lessons as data: a ``Lesson`` is a start position plus ordered ``Step`` objects.

Write steps with the three constructors ``explain``, ``move`` and ``auto``; every learner-facing
text is a ``T(en, ja)`` pair so both languages sit side by side in the lesson file.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

from ..engine import Action
from .text import T, as_text

if TYPE_CHECKING:
    from ..engine import Game, State

EXPLAIN, MOVE, AUTO = "explain", "move", "auto"
KINDS = (EXPLAIN, MOVE, AUTO)


class LessonError(ValueError):
    """A lesson that is badly written (unknown rule, duplicate step id, impossible scripted move)."""


def _rules(rules: str | Iterable[str]) -> tuple[str, ...]:
    return (rules,) if isinstance(rules, str) else tuple(rules)


@dataclass(frozen=True)
class Step:
    """One step of a lesson. Build it with ``explain``, ``move`` or ``auto``.

    ``expect`` (move steps) is an Action, a tuple of accepted Actions, or a predicate
    ``f(action) -> bool``; ``solution`` is the canonical accepted move (used by walkthroughs and
    golden transcripts; derived from ``expect`` unless it is a predicate). ``action`` (auto steps)
    is an Action or ``f(observation, legal_actions) -> Action`` for the scripted side.
    ``why_not`` explains a legal move that is not the lesson's move: one ``T``, or a mapping from
    an Action or an action kind to ``T`` or ``(rule_id, T)``.
    ``narrate`` (any step) writes the step's text from the learner's moves so far,
    ``f(moves) -> T`` with ``moves`` mapping each move step's id to the Action made there; use
    it whenever an earlier step accepted more than one move, so that the narration never
    contradicts the learner. ``praise`` may likewise be ``f(action) -> T``.
    ``offboard`` (move steps made with ``note``) waits for something the learner records off
    the game, such as marks on a deduction wheel: the Action is checked, never applied.
    """

    id: str
    kind: str
    rules: tuple[str, ...] = ()
    text: T | None = None
    title: T | None = None
    highlight: tuple[str, ...] = ()
    player: int | None = None
    expect: Any = None
    solution: Action | None = None
    action: Any = None
    hint: T | None = None
    why_not: Any = None
    praise: Any = None
    moves: tuple = ()
    narrate: Callable[[Mapping[str, Action]], T] | None = None
    offboard: bool = False

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise LessonError(f"step {self.id}: kind must be one of {KINDS}")
        if self.kind == MOVE and self.solution is None:
            raise LessonError(f"step {self.id}: a predicate expect= needs an explicit solution=")
        if self.kind == AUTO and not self.moves and (self.player is None or self.action is None):
            raise LessonError(f"step {self.id}: an auto step needs player= and action=")

    @property
    def scripted(self) -> tuple:
        """An auto step's ``(player, action)`` pairs, in the order they are applied."""
        return self.moves or ((self.player, self.action),)

    @property
    def waits(self) -> bool:
        """True for a step that waits for the learner's move."""
        return self.kind == MOVE

    def accepts(self, action: Action) -> bool:
        """Whether ``action`` is (one of) the move(s) this step asks for."""
        if isinstance(self.expect, Action):
            return action == self.expect
        if isinstance(self.expect, tuple):
            return action in self.expect
        return bool(self.expect(action))

    def why_not_for(self, action: Action) -> tuple[str | None, T | None]:
        """The (rule id or None, text or None) this step gives for a legal but wrong ``action``."""
        entry = self.why_not
        if callable(entry) and not isinstance(entry, T):
            entry = entry(action)
        if isinstance(self.why_not, Mapping):
            entry = self.why_not.get(action, self.why_not.get(action.kind, self.why_not.get("*")))
        if isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[1], T):
            return entry
        return None, as_text(entry)


def _solution(expect: Any, solution: Action | None) -> Action | None:
    if solution is not None:
        return solution
    if isinstance(expect, Action):
        return expect
    if isinstance(expect, tuple) and expect:
        return expect[0]
    return None


def _praise(praise: Any) -> Any:
    return praise if callable(praise) else as_text(praise)


def explain(id: str, rules: str | Iterable[str] = (), text: T | None = None, *,
            title: T | None = None, highlight: Iterable[str] = (),
            narrate: Callable | None = None) -> Step:
    """A pure explanation step: the learner reads it and presses Next."""
    return Step(id, EXPLAIN, _rules(rules), as_text(text), as_text(title), tuple(highlight),
                narrate=narrate)


def move(id: str, expect: Action | Iterable[Action] | Callable[[Action], bool],
         rules: str | Iterable[str], text: T | None = None, *, hint: T | None = None,
         why_not: Any = None, solution: Action | None = None, player: int | None = None,
         title: T | None = None, highlight: Iterable[str] = (), praise: Any = None,
         narrate: Callable | None = None) -> Step:
    """A step that waits for the learner's move (``player`` defaults to the lesson's learner)."""
    if not isinstance(expect, Action) and not callable(expect):
        expect = tuple(expect)
    return Step(id, MOVE, _rules(rules), as_text(text), as_text(title), tuple(highlight), player,
                expect, _solution(expect, solution), None, as_text(hint), why_not,
                _praise(praise), narrate=narrate)


def note(id: str, expect: Callable[[Action], bool], solution: Action,
         rules: str | Iterable[str], text: T | None = None, *, hint: T | None = None,
         why_not: Any = None, title: T | None = None, highlight: Iterable[str] = (),
         praise: Any = None) -> Step:
    """A step that waits for the learner to record something off the board (the UI sends it
    as an Action of ``solution``'s kind, e.g. the numbers marked on a wheel): ``expect`` checks
    it; the game state does not change."""
    return Step(id, MOVE, _rules(rules), as_text(text), as_text(title), tuple(highlight), None,
                expect, solution, None, as_text(hint), why_not, _praise(praise), offboard=True)


def auto(id: str, player: int, action: Action | Callable, rules: str | Iterable[str] = (),
         text: T | None = None, *, title: T | None = None, highlight: Iterable[str] = (),
         narrate: Callable | None = None) -> Step:
    """A step where the tutor plays ``player``'s scripted ``action`` as soon as it is reached."""
    return Step(id, AUTO, _rules(rules), as_text(text), as_text(title), tuple(highlight), player,
                action=action, narrate=narrate)


def auto_all(id: str, moves: Mapping[int, Action | Callable], rules: str | Iterable[str] = (),
             text: T | None = None, *, title: T | None = None,
             highlight: Iterable[str] = (), narrate: Callable | None = None) -> Step:
    """One scripted step for several players at once (their halves of a simultaneous choice):
    ``moves`` maps each player to an Action or ``f(observation, legal) -> Action``, applied in
    player order as soon as the step is reached."""
    if not moves:
        raise LessonError(f"step {id}: auto_all needs at least one move")
    return Step(id, AUTO, _rules(rules), as_text(text), as_text(title), tuple(highlight),
                moves=tuple(sorted(moves.items(), key=lambda item: item[0])), narrate=narrate)


@dataclass(frozen=True)
class Lesson:
    """A lesson: id, bilingual title, game name, how to build the start, and ordered steps.

    The start is ``game.scenario(scenario, seed, options)`` when ``scenario`` is given, else
    ``game.new_game(seed, players, options)``; then the ``prelude`` moves ``(player, Action)``
    are applied silently. ``learner`` is the player the learner plays and sees as; ``summary``
    is a one-line description shown with the lesson title on its first step and in menus.
    """

    id: str
    game: str
    title: T
    steps: tuple[Step, ...]
    seed: int = 0
    players: int | None = None
    options: dict | None = None
    scenario: dict | None = None
    prelude: tuple = ()
    learner: int = 0
    summary: T | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "title", as_text(self.title))
        object.__setattr__(self, "summary", as_text(self.summary))
        object.__setattr__(self, "steps", tuple(self.steps))
        object.__setattr__(self, "prelude", tuple(tuple(p) for p in self.prelude))
        if not self.steps:
            raise LessonError(f"lesson {self.id} has no steps")
        ids = [s.id for s in self.steps]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise LessonError(f"lesson {self.id}: step ids appear twice: {', '.join(dupes)}")

    def build_state(self, game: "Game") -> "State":
        """The lesson's start position (after the prelude)."""
        if self.scenario is not None:
            state = game.scenario(self.scenario, seed=self.seed, options=self.options)
        else:
            state = game.new_game(seed=self.seed, players=self.players, options=self.options)
        for player, action in self.prelude:
            state.apply(player, action)
        return state

    def step_index(self, step_id: str) -> int:
        """The position of the step called ``step_id``."""
        for index, step in enumerate(self.steps):
            if step.id == step_id:
                return index
        raise KeyError(f"lesson {self.id} has no step {step_id!r}")
