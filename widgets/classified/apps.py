"""The Classified Information apps: the lessons (``ClassifiedTutorial``) and free play
(``ClassifiedExplorer``), thin layers over the shared TutorialApp and ExplorerApp.

Both draw only from the viewer's observation, events and legal actions, and add the deduction
wheel and a note whenever a rule shown is a ruling of this tutor rather than a published rule.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Sequence

import ipywidgets as w

from tutor.engine import Action
from tutor.games.classified import GAME
from tutor.games.classified.decks import DIFFICULTY
from tutor.games.classified.narrate import make_event_text
from tutor.games.classified.labels import action_label, kind_label
from tutor.lessons import Lesson

from ..explorer_app import ExplorerApp
from ..lesson_view import LessonView
from ..play_view import PlayView
from ..registry import table_spec
from ..tutorial_app import TutorialApp
from ..tutorial_app import ruling_note_html as _ruling_note_html
from .notes import board_notes
from .table import items_of, places, scene
from .ui_text import as_t, tr
from .wheel import DeductionWheel

RULING_NOTE = as_t("app.ruling_note")
INTRO = as_t("app.intro")
DECKS = ("base", "emerald", "ruby", "random-pair", "random-full")


def default_lessons() -> list[Lesson]:
    """The Classified Information lessons in teaching order."""
    return list(GAME.lessons)


def ruling_note_html(rule_ids: Iterable[str], lang: str) -> str:
    """A marked note naming the rulings among ``rule_ids`` (empty when there are none)."""
    return _ruling_note_html(GAME.catalogue, rule_ids, lang, RULING_NOTE)


def beside_table(view, extra: w.Widget) -> None:
    """Put ``extra`` (the wheel) to the right of the table on a wide screen, under it on a
    phone (the row wraps), in the table's slot."""
    view.table.layout = w.Layout(flex="1 1 320px", min_width="0", max_width="100%")
    row = w.HBox([view.table, extra], layout=w.Layout(flex_flow="row wrap", max_width="100%",
                                                      align_items="flex-start"))
    row.add_class("rt-table-row")
    view.slots["table"] = row


def exact_actions(step) -> tuple[Action, ...]:
    """The moves a waiting step asks for when it names them (not a predicate)."""
    expect = getattr(step, "expect", None)
    if isinstance(expect, Action):
        return (expect,)
    if isinstance(expect, tuple) and all(isinstance(a, Action) for a in expect):
        return expect
    return ()


class ClassifiedTutorial(TutorialApp):
    """The lessons: a lesson picker above the shared lesson screen, with the deduction wheel
    beside the board (CSS classes: see TutorialApp, plus ``rt-classified-tutorial``)."""

    game = GAME
    css = "rt-classified-tutorial"
    ruling_note = RULING_NOTE
    # the board's notes (legend, result) and the ruling note right under the table and wheel
    screen = ("language", "stepper", "table", "board", "note", "picker", "log", "rules")

    def __init__(self, lessons: Sequence[Lesson] | None = None, lang: str = "en", lesson: int = 0):
        super().__init__(lessons if lessons is not None else default_lessons(),
                         render_board=board_notes, kind_label=kind_label,
                         event_text=make_event_text(GAME.catalogue), lang=lang, lesson=lesson,
                         table=replace(table_spec(GAME), scene=self._scene,
                                       point=self._exact_pointer))
        self._runner = None
        self._obs: dict | None = None
        self._viewer = 0
        self._entered: tuple | None = None        # (runner, step index) last drawn
        self.wheel = DeductionWheel(lang)
        beside_table(self.view, self.wheel.widget)
        self.wheel.on_change(self._wheel_marked)

    # ---- steps answered on the wheel -----------------------------------------------------------
    def _wheel_step(self) -> bool:
        runner = self.view.runner
        return bool(getattr(runner.step, "offboard", False)) and runner.waiting

    def _wheel_marked(self) -> None:
        """A step that waits for the wheel judges the numbers now ruled out, and the screen is
        redrawn with its feedback (other steps: the wheel only redraws itself)."""
        if self._wheel_step():
            marks = Action("mark_wheel", ruled_out=self.wheel.ruled_out())
            self.view.handler(lambda: self.view.runner.try_move(marks))()

    def _scene(self, observation: dict, lang: str):
        """The table; its status line names the decision only while the step waits for it."""
        runner = self._runner
        return scene(observation, lang, asking=runner is None or runner.waiting)

    def _exact_pointer(self, observation: dict) -> list[str]:
        """Where the step's card ids lie (a Guard, a Suitcase: positional pieces), and the card a
        waiting step asks the learner to play (the step's zones are pointed at anyway)."""
        runner = self._runner
        if runner is None:
            return []
        where = places(observation)
        named = [where[h] for h in runner.step.highlight if h in where]
        return named + (items_of(exact_actions(runner.step), observation) if runner.waiting
                        else [])

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang, self._viewer, self._obs)

    def _lesson_opened(self) -> None:
        """Another lesson: the wheel's notes are cleared."""
        self.wheel.reset()

    def _before_render(self, view: LessonView) -> None:
        self._runner = view.runner
        entered = (id(view.runner), view.runner.index)
        if entered != self._entered:                 # a step is entered: marks already made count
            self._entered = entered
            if getattr(view.runner.step, "offboard", False) and view.runner.waiting \
                    and self.wheel.ruled_out():
                view.runner.try_move(Action("mark_wheel", ruled_out=self.wheel.ruled_out()))
        self._viewer = view.runner.learner
        self._obs = view.runner.observation

    def _after_render(self, view: LessonView) -> None:
        super()._after_render(view)
        self.wheel.highlight = "wheel" in view.runner.step.highlight
        self.wheel.viewer = view.runner.learner
        self.wheel.set_lang(view.lang)


class ClassifiedExplorer(ExplorerApp):
    """Free play: against any bot or hot-seat, any deck and difficulty, with the wheel.

    ``state`` starts from a given position (e.g. ``GAME.scenario(...)``); "New game" then deals
    a fresh game with the chosen settings. CSS classes: see ExplorerApp, plus
    ``rt-classified-explorer``, ``rt-deck``, ``rt-difficulty``, ``rt-promos`` (who plays: the seat panel, ``rt-seat-<n>``;
    ``opponent="bot"`` seats a random bot, ``"hotseat"`` a second person).
    """

    game = GAME
    css = "rt-classified-explorer"
    ruling_note = RULING_NOTE
    intro = INTRO
    screen = ("intro", "browser_key", "language", "settings", "status", "seats", "controls",
              "undo_why", "saves", "message", "table", "board", "note", "picker", "coach", "log",
              "rules")

    def __init__(self, deck: str = "base", difficulty: str = "normal", opponent: str = "bot",
                 seed: int = 1, lang: str = "en", state=None, promos: bool = False):
        self.seed = seed
        self.deck = self.add_setting(w.Dropdown(options=self._deck_options(lang), value=deck),
                                     "rt-deck", as_t("app.deck"), self._deck_options)
        self.difficulty = self.add_setting(
            w.Dropdown(options=self._difficulty_options(lang), value=difficulty),
            "rt-difficulty", as_t("app.difficulty"), self._difficulty_options)
        self.promos = self.add_setting(w.Checkbox(value=promos, indent=False), "rt-promos",
                                       as_t("app.promos"))
        super().__init__(state if state is not None else self._deal(seed),
                         render_board=board_notes, kind_label=kind_label,
                         event_text=make_event_text(GAME.catalogue), lang=lang,
                         table=table_spec(GAME),
                         seats=["person", "random" if opponent == "bot" else "person"])
        self._obs: dict | None = None
        self._viewer: int | None = None
        self.wheel = DeductionWheel(lang)
        beside_table(self.view, self.wheel.widget)
        self.slots["settings"] = w.HBox([self.deck, self.difficulty, self.promos],
                                        layout=w.Layout(flex_flow="row wrap"))

    def _deck_options(self, lang):
        return [(tr(f"app.decks.{key}", lang), key) for key in DECKS]

    def _difficulty_options(self, lang):
        return [(tr(f"app.difficulties.{key}", lang), key) for key in DIFFICULTY]

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang, self._viewer, self._obs)

    # ---- games -------------------------------------------------------------------------------
    def _deal(self, seed: int):
        return GAME.new_game(seed=seed, options={"deck": self.deck.value,
                                                 "difficulty": self.difficulty.value,
                                                 "promos": self.promos.value})

    def _new_game(self, view: PlayView) -> None:
        """Deal the next seed with the chosen deck and difficulty, seated as the seat panel
        says."""
        self.seed += 1
        self.wheel.reset()
        self.start(self._deal(self.seed))

    def _loaded(self, state) -> None:
        """A loaded or resumed game: the settings show its deck and difficulty (the seat panel
        shows who plays)."""
        for setting, key in ((self.deck, "deck"), (self.difficulty, "difficulty"),
                             (self.promos, "promos")):
            values = [v for _, v in setting.options] if hasattr(setting, "options") else None
            if values is None or state.options.get(key) in values:
                setting.value = state.options.get(key, setting.value)
        self.wheel.reset()

    def _before_render(self, view: PlayView) -> None:
        hidden = view.covered or view.viewer is None
        self._viewer = view.viewer
        self._obs = None if hidden else view.state.observe(view.viewer)

    def _note_rules(self, view: PlayView) -> list[str]:
        """Nothing while the hand-over screen is up; else the rules of the viewer's new events
        and of the viewer's decision."""
        if view.covered or view.viewer is None:
            return []
        rules = self.recent_rules(view)
        if self._obs and self._obs.get("decision"):
            rules.append(self._obs["decision"]["rule"])
        return rules

    def _after_render(self, view: PlayView) -> None:
        super()._after_render(view)
        self.wheel.viewer = view.viewer
        self.wheel.set_lang(view.lang)
        self.wheel.show(not (view.covered or view.viewer is None))
