"""The Classified Information apps: the lessons (``ClassifiedTutorial``) and free play
(``ClassifiedExplorer``), built from the shared LessonView and PlayView.

Both draw only from the viewer's observation, events and legal actions, and add the deduction
wheel and a note whenever a rule shown is a ruling of this tutor rather than a published rule.
"""

from __future__ import annotations

from html import escape
from typing import Iterable, Sequence

import ipywidgets as w

from tutor.bots import RandomBot
from tutor.games.classified import GAME
from tutor.games.classified.decks import DIFFICULTY
from tutor.lessons import Lesson, LessonRunner, T

from ..lesson_view import LessonView
from ..play_view import PlayView
from .board import render_board
from .events import make_event_text
from .labels import action_label, kind_label
from .text import tr
from .wheel import DeductionWheel

RULING_NOTE = T("Ruling of this tutor: {titles}. The published rules leave this open; the "
                "tutor decides it as shown in the rule panel (reason given there).",
                "このチュートリアルの裁定：{titles}。公式ルールでは決まっていない点を、"
                "ルールパネルに示す理由でこのチュートリアルが定めています。")
UI = {
    "lesson": T("Lesson", "レッスン"),
    "deck": T("Deck", "デッキ"),
    "difficulty": T("Difficulty", "難易度"),
    "opponent": T("Opponent", "対戦相手"),
    "bot": T("Random bot", "ランダムボット"),
    "hotseat": T("Hot-seat (two people)", "ホットシート（2人で交代）"),
    "promos": T("Promo cards in random decks", "ランダムデッキにプロモカードを入れる"),
}
DECK_NAMES = {"base": T("Citrine (base)", "シトリン（基本）"), "emerald": T("Emerald", "エメラルド"),
              "ruby": T("Ruby", "ルビー"), "random-pair": T("Random (pair)", "ランダム（ペア）"),
              "random-full": T("Random (full)", "ランダム（フル）")}
DIFFICULTY_NAMES = {"normal": T("Normal (2 encrypted)", "ノーマル（暗号化2枚）"),
                    "hard": T("Hard (4 encrypted)", "ハード（暗号化4枚）"),
                    "insane": T("Insane (6 encrypted)", "インセイン（暗号化6枚）")}


def default_lessons() -> list[Lesson]:
    """The Classified Information lessons in teaching order."""
    from tutor.games.classified.lessons import LESSONS
    return list(LESSONS)


def ruling_note_html(rule_ids: Iterable[str], lang: str) -> str:
    """A marked note naming the rulings among ``rule_ids`` (empty when there are none)."""
    catalogue = GAME.catalogue
    rulings = [catalogue[r] for r in dict.fromkeys(rule_ids)
               if r in catalogue and catalogue[r].is_ruling]
    if not rulings:
        return ""
    titles = ", ".join(r.title[lang] for r in rulings) if lang == "en" else \
        "、".join(r.title[lang] for r in rulings)
    return (f'<div class="rt-ruling-note" style="border-left:4px solid #b35900;padding:4px 8px;'
            f'margin:4px 0;background:#fff6ec;font-size:12px">'
            f'{escape(tr(RULING_NOTE, lang, titles=titles))}</div>')


def _relabel(dropdown: w.Dropdown, options: Sequence[tuple[str, object]]) -> None:
    """Change a dropdown's option labels, keeping its value."""
    value = dropdown.value
    if [label for label, _ in dropdown.options] != [label for label, _ in options]:
        dropdown.options = list(options)
        dropdown.value = value


def _tag_rows(picker) -> None:
    """CSS classes naming each action-picker row's kind (``rt-kind-deploy``...), for tests and
    scripted browsers."""
    for row in picker.rows:
        for widget in (row.box, row.dropdown, row.button):
            for cls in [c for c in widget._dom_classes if c.startswith("rt-kind-")]:
                widget.remove_class(cls)
            if row.kind:
                widget.add_class(f"rt-kind-{row.kind}")
        row.dropdown.layout.width = "auto"
        row.button.layout.width = "auto"
        row.button.layout.min_width = "80px"


def _beside_board(view, extra: w.Widget, note: w.Widget) -> None:
    """Put ``extra`` (the wheel) to the right of the board and ``note`` under it."""
    children = list(view.widget.children)
    i = children.index(view.board)
    view.board.layout.flex = "1 1 auto"
    children[i:i + 1] = [w.HBox([view.board, extra]), note]
    view.widget.children = tuple(children)


class _LessonScreen(LessonView):
    """LessonView that lets its owner add to every redraw."""

    def __init__(self, owner, *args, **kwargs):
        self.owner = owner
        super().__init__(*args, **kwargs)

    def render(self) -> None:
        self.owner._before_render(self)
        super().render()
        self.owner._after_render(self)


class ClassifiedTutorial:
    """The lessons: a lesson picker above the shared lesson screen, with the deduction wheel.

    Stable CSS classes: ``rt-lesson-picker`` (the lesson Dropdown), ``rt-next`` / ``rt-back`` /
    ``rt-hint`` / ``rt-restart`` (stepper buttons), ``rt-step`` (step header), ``rt-board``,
    ``rt-actions``, ``rt-log``, ``rt-kind-<kind>`` on each action row.
    """

    def __init__(self, lessons: Sequence[Lesson] | None = None, lang: str = "en", lesson: int = 0):
        self.lessons = list(lessons) if lessons is not None else default_lessons()
        self.wheel = DeductionWheel(lang)
        self.note = w.HTML()
        self.lesson_picker = w.Dropdown(options=self._lesson_options(lang), value=lesson)
        self.lesson_picker.add_class("rt-lesson-picker")
        self._obs: dict | None = None
        self._viewer = 0
        self._relabelling = False
        self.view = _LessonScreen(self, LessonRunner(self.lessons[lesson]), render_board,
                                  self._label, kind_label=kind_label,
                                  event_text=make_event_text(GAME.catalogue), lang=lang)
        self._layout()
        self.lesson_picker.observe(self._picked, names="value")
        self.view.render()

    # ---- structure ---------------------------------------------------------------------------
    def _layout(self) -> None:
        view = self.view
        _beside_board(view, self.wheel.widget, self.note)
        children = list(view.widget.children)
        i = children.index(view.language.widget)
        children[i] = w.HBox([view.language.widget, self.lesson_picker])
        children.remove(view.picker.widget)            # the move right under the step's text
        children.insert(children.index(view.stepper.widget) + 1, view.picker.widget)
        view.widget.children = tuple(children)
        s = view.stepper
        for widget, cls in ((s.next_button, "rt-next"), (s.back_button, "rt-back"),
                            (s.hint_button, "rt-hint"), (s.restart_button, "rt-restart"),
                            (s.header, "rt-step"), (view.board, "rt-board"),
                            (view.picker.widget, "rt-actions"), (view.log.widget, "rt-log"),
                            (view.widget, "rt-classified-tutorial")):
            widget.add_class(cls)

    @property
    def widget(self) -> w.Widget:
        return self.view.widget

    @property
    def runner(self) -> LessonRunner:
        return self.view.runner

    @property
    def lang(self) -> str:
        return self.view.lang

    def _lesson_options(self, lang: str) -> list[tuple[str, int]]:
        return [(f"{i + 1}. {lesson.title.get(lang)}", i) for i, lesson in enumerate(self.lessons)]

    def _label(self, action, lang: str) -> str:
        return action_label(action, lang, self._viewer, self._obs)

    # ---- operations --------------------------------------------------------------------------
    def open_lesson(self, index: int) -> None:
        """Start lesson ``index`` from its first step (the wheel's notes are cleared)."""
        self.lesson_picker.value = index

    def _picked(self, change) -> None:
        if self._relabelling:
            return
        self.view.runner = LessonRunner(self.lessons[change["new"]])
        self.view.error = None
        self.wheel.reset()
        self.view.render()

    def _before_render(self, view: LessonView) -> None:
        self._viewer = view.runner.learner
        self._obs = view.runner.observation

    def _after_render(self, view: LessonView) -> None:
        lang = view.lang
        self._relabelling = True                 # new labels are not a new choice
        try:
            _relabel(self.lesson_picker, self._lesson_options(lang))
        finally:
            self._relabelling = False
        self.lesson_picker.description = tr(UI["lesson"], lang)
        self.wheel.highlight = "wheel" in view.runner.step.highlight
        self.wheel.viewer = view.runner.learner
        self.wheel.set_lang(lang)
        self.note.value = ruling_note_html(view.runner.step.rules, lang)
        _tag_rows(view.picker)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)


class _PlayScreen(PlayView):
    """PlayView whose owner adds to every redraw and deals New games with its settings."""

    def __init__(self, owner, *args, **kwargs):
        self.owner = owner
        super().__init__(*args, **kwargs)

    def render(self) -> None:
        self.owner._before_render(self)
        super().render()
        self.owner._after_render(self)

    def new_game(self) -> None:
        self.owner._new_game(self)


class ClassifiedExplorer:
    """Free play: against the random bot or hot-seat, any deck and difficulty, with the wheel.

    ``state`` starts from a given position (e.g. ``GAME.scenario(...)``); "New game" then deals
    a fresh game with the chosen settings.
    """

    def __init__(self, deck: str = "base", difficulty: str = "normal", opponent: str = "bot",
                 seed: int = 1, lang: str = "en", state=None, promos: bool = False):
        self.seed = seed
        self.wheel = DeductionWheel(lang)
        self.note = w.HTML()
        self.deck = w.Dropdown(options=self._deck_options(lang), value=deck)
        self.difficulty = w.Dropdown(options=self._difficulty_options(lang), value=difficulty)
        self.opponent = w.Dropdown(options=self._opponent_options(lang), value=opponent)
        self.promos = w.Checkbox(value=promos, indent=False)
        for widget, cls in ((self.deck, "rt-deck"), (self.difficulty, "rt-difficulty"),
                            (self.opponent, "rt-opponent"), (self.promos, "rt-promos")):
            widget.add_class(cls)
        self._obs: dict | None = None
        self._viewer: int | None = None
        self._log_seen, self._note_rules = 0, []
        self.view = _PlayScreen(self, state if state is not None else self._deal(seed), render_board,
                                self._label, bots=self._bots(), kind_label=kind_label,
                                event_text=make_event_text(GAME.catalogue), lang=lang)
        self._layout()
        self.view.render()

    # ---- structure ---------------------------------------------------------------------------
    def _layout(self) -> None:
        view = self.view
        _beside_board(view, self.wheel.widget, self.note)
        children = list(view.widget.children)
        i = children.index(view.language.widget)
        children.insert(i + 1, w.HBox([self.deck, self.difficulty, self.opponent, self.promos],
                                      layout=w.Layout(flex_flow="row wrap")))
        view.widget.children = tuple(children)
        for widget, cls in ((view.new_game_button, "rt-new-game"), (view.undo_button, "rt-undo"),
                            (view.handover_button, "rt-handover"), (view.board, "rt-board"),
                            (view.status, "rt-status-line"), (view.picker.widget, "rt-actions"),
                            (view.log.widget, "rt-log"), (view.widget, "rt-classified-explorer")):
            widget.add_class(cls)

    @property
    def widget(self) -> w.Widget:
        return self.view.widget

    @property
    def state(self):
        return self.view.state

    @property
    def viewer(self) -> int | None:
        return self.view.viewer

    def _deck_options(self, lang):
        return [(tr(text, lang), key) for key, text in DECK_NAMES.items()]

    def _difficulty_options(self, lang):
        return [(tr(DIFFICULTY_NAMES[key], lang), key) for key in DIFFICULTY]

    def _opponent_options(self, lang):
        return [(tr(UI["bot"], lang), "bot"), (tr(UI["hotseat"], lang), "hotseat")]

    def _label(self, action, lang: str) -> str:
        return action_label(action, lang, self._viewer, self._obs)

    # ---- games -------------------------------------------------------------------------------
    def _deal(self, seed: int):
        return GAME.new_game(seed=seed, options={"deck": self.deck.value,
                                                 "difficulty": self.difficulty.value,
                                                 "promos": self.promos.value})

    def _bots(self) -> dict:
        return {1: RandomBot(seed=self.seed)} if self.opponent.value == "bot" else {}

    def _new_game(self, view: PlayView) -> None:
        """Deal the next seed with the chosen deck, difficulty and opponent: PlayView's New game
        deals the seed after the current state's, with its options."""
        view.state = self._deal(self.seed)
        self.seed += 1
        view.bots = self._bots()
        view.humans = [p for p in range(view.state.players) if p not in view.bots]
        view.viewer, view.covered = view.humans[0], False
        self.wheel.reset()
        self._log_seen, self._note_rules = 0, []
        PlayView.new_game(view)

    def play(self, action) -> None:
        """Play ``action`` for the current viewer, as a click on it would."""
        self.view.picker.choose(action)

    def _before_render(self, view: PlayView) -> None:
        hidden = view.covered or view.viewer is None
        self._viewer = view.viewer
        self._obs = None if hidden else view.state.observe(view.viewer)

    def _after_render(self, view: PlayView) -> None:
        lang = view.lang
        for dropdown, options, key in ((self.deck, self._deck_options(lang), "deck"),
                                       (self.difficulty, self._difficulty_options(lang),
                                        "difficulty"),
                                       (self.opponent, self._opponent_options(lang), "opponent")):
            _relabel(dropdown, options)
            dropdown.description = tr(UI[key], lang)
        self.promos.description = tr(UI["promos"], lang)
        covered = view.covered or view.viewer is None
        self.wheel.viewer = view.viewer
        self.wheel.set_lang(lang)
        self.wheel.show(not covered)
        rules: list[str] = []
        if not covered:
            log = view.state.log
            if len(log) != self._log_seen:           # rules of what happened since the last draw
                self._note_rules = [e.rule for e in log[self._log_seen:]
                                    if e.visible_to(view.viewer)]
                self._log_seen = len(log)
            rules = list(self._note_rules)
            if self._obs and self._obs.get("decision"):
                rules.append(self._obs["decision"]["rule"])
        self.note.value = ruling_note_html(rules, lang)
        _tag_rows(view.picker)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
