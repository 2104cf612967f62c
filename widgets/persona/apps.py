"""The Persona Non Grata apps: the lessons (``PersonaTutorial``) and free play against random
bots with 2 to 4 players (``PersonaExplorer``), built from the shared LessonView and PlayView.

Both draw only from the viewer's observation, events and legal actions, and add a note whenever
a rule shown is a ruling of this tutor rather than a published rule.
"""

from __future__ import annotations

from html import escape
from typing import Iterable, Sequence

import ipywidgets as w

from tutor.bots import RandomBot
from tutor.games.persona import GAME
from tutor.lessons import Lesson, LessonRunner, T

from ..lesson_view import LessonView
from ..play_view import PlayView
from .board import render_board
from .events import event_text
from .labels import action_label, kind_label
from .text import BOARD, players_text, tr, who

RULING_NOTE = T("Ruling of this tutor: {titles}. The sources leave this open; the tutor decides "
                "it as shown in the rule panel (reason given there).",
                "このチュートリアルの裁定：{titles}。資料では決まっていない点を、ルールパネルに"
                "示す理由でこのチュートリアルが定めています。")
UI = {
    "lesson": T("Lesson", "レッスン"),
    "players": T("Players", "人数"),
    "n_players": T("{n} players (you + {bots} bots)", "{n}人（あなた＋ボット{bots}人）"),
}
RESULT = T("{line} Scores: {scores}.", "{line} 得点：{scores}。")


def default_lessons() -> list[Lesson]:
    """The Persona Non Grata lessons in teaching order."""
    from tutor.games.persona.lessons import LESSONS
    return list(LESSONS)


def ruling_note_html(rule_ids: Iterable[str], lang: str) -> str:
    """A marked note naming the rulings among ``rule_ids`` (empty when there are none)."""
    catalogue = GAME.catalogue
    rulings = [catalogue[r] for r in dict.fromkeys(rule_ids)
               if r in catalogue and catalogue[r].is_ruling]
    if not rulings:
        return ""
    titles = ("、" if lang == "ja" else ", ").join(r.title[lang] for r in rulings)
    return (f'<div class="rt-ruling-note" style="border-left:4px solid #b35900;padding:4px 8px;'
            f'margin:4px 0;background:#fff6ec;font-size:12px">'
            f'{escape(tr(RULING_NOTE, lang, titles=titles))}</div>')


def result_text(result: dict, lang: str, viewer) -> str:
    """"Winner: You. Scores: You 18, Player 2 18, Player 3 5." in ``lang``."""
    winners = result.get("winners", [])
    key = "shared" if len(winners) > 1 else "winner"
    line = tr(BOARD[key], lang, who=players_text(winners, lang, viewer)) + "."
    scores = ("、" if lang == "ja" else ", ").join(
        f"{who(p, lang, viewer)} {s}" for p, s in enumerate(result.get("scores", [])))
    return tr(RESULT, lang, line=line, scores=scores)


def _relabel(dropdown: w.Dropdown, options: Sequence[tuple[str, object]]) -> None:
    """Change a dropdown's option labels, keeping its value."""
    value = dropdown.value
    if [label for label, _ in dropdown.options] != [label for label, _ in options]:
        dropdown.options = list(options)
        dropdown.value = value


def _widen(picker) -> None:
    """Dropdowns as wide as their longest card pair."""
    for row in picker.rows:
        row.dropdown.layout.width = "auto"
        row.button.layout.width = "auto"
        row.button.layout.min_width = "80px"


class _LessonScreen(LessonView):
    """LessonView that lets its owner add to every redraw."""

    def __init__(self, owner, *args, **kwargs):
        self.owner = owner
        super().__init__(*args, **kwargs)

    def render(self) -> None:
        super().render()
        self.owner._after_render(self)


class PersonaTutorial:
    """The lessons: a lesson picker above the shared lesson screen.

    Stable CSS classes: ``rt-lesson-picker`` (the lesson Dropdown), ``rt-persona-tutorial``,
    plus the shared ones (``rt-next``, ``rt-step``, ``rt-board``, ``rt-actions``, ``rt-log``,
    ``rt-kind-<kind>``...).
    """

    def __init__(self, lessons: Sequence[Lesson] | None = None, lang: str = "en",
                 lesson: int = 0):
        self.lessons = list(lessons) if lessons is not None else default_lessons()
        self.note = w.HTML()
        self.lesson_picker = w.Dropdown(options=self._lesson_options(lang), value=lesson,
                                        layout=w.Layout(width="auto"))
        self.lesson_picker.add_class("rt-lesson-picker")
        self.view = _LessonScreen(self, LessonRunner(self.lessons[lesson], GAME), render_board,
                                  self._label, kind_label=kind_label, event_text=event_text,
                                  lang=lang)
        self._layout()
        self.lesson_picker.observe(self._picked, names="value")
        self.view.render()

    def _layout(self) -> None:
        view = self.view
        children = list(view.widget.children)
        children[children.index(view.language.widget)] = w.HBox([view.language.widget,
                                                                 self.lesson_picker])
        children.remove(view.picker.widget)            # the move right under the step's text
        children.insert(children.index(view.stepper.widget) + 1, view.picker.widget)
        children.insert(children.index(view.board), self.note)
        view.widget.children = tuple(children)
        s = view.stepper
        for widget, cls in ((s.next_button, "rt-next"), (s.back_button, "rt-back"),
                            (s.hint_button, "rt-hint"), (s.restart_button, "rt-restart"),
                            (s.header, "rt-step"), (view.log.widget, "rt-log"),
                            (view.widget, "rt-persona-tutorial")):
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
        return action_label(action, lang, self.view.runner.learner)

    def open_lesson(self, index: int) -> None:
        """Start lesson ``index`` from its first step."""
        self.lesson_picker.value = index

    def _picked(self, change) -> None:
        self.view.runner = LessonRunner(self.lessons[change["new"]], GAME)
        self.view.error = None
        self.view.render()

    def _after_render(self, view: LessonView) -> None:
        lang = view.lang
        _relabel(self.lesson_picker, self._lesson_options(lang))
        self.lesson_picker.description = tr(UI["lesson"], lang)
        self.note.value = ruling_note_html(view.runner.step.rules, lang)
        _widen(view.picker)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)


class _PlayScreen(PlayView):
    """PlayView whose owner adds to every redraw and deals New games with its settings."""

    def __init__(self, owner, *args, **kwargs):
        self.owner = owner
        super().__init__(*args, **kwargs)

    def render(self) -> None:
        super().render()
        self.owner._after_render(self)

    def new_game(self) -> None:
        self.owner._new_game(self)


class PersonaExplorer:
    """Free play: you (player 1 on screen) against random bots, 2 to 4 players.

    ``state`` starts from a given position (e.g. ``GAME.scenario(...)``), with bots in every
    other seat; "New game" then deals a fresh game with the chosen player count.
    """

    def __init__(self, players: int = 3, seed: int = 1, lang: str = "en", state=None):
        self.seed = seed
        self.note = w.HTML()
        start = state if state is not None else GAME.new_game(seed=seed, players=players)
        self.players = w.Dropdown(options=self._player_options(lang), value=start.players)
        self.players.add_class("rt-players")
        self._log_seen, self._note_rules = 0, []
        self.view = _PlayScreen(self, start, render_board, self._label,
                                bots=self._bots(start.players), kind_label=kind_label,
                                event_text=event_text, result_text=result_text, lang=lang)
        self._layout()
        self.view.render()

    def _layout(self) -> None:
        view = self.view
        children = list(view.widget.children)
        children[children.index(view.language.widget)] = w.HBox([view.language.widget,
                                                                 self.players])
        children.remove(view.picker.widget)            # the choice right above the board
        children.insert(children.index(view.board), view.picker.widget)
        children.insert(children.index(view.board), self.note)
        view.widget.children = tuple(children)
        for widget, cls in ((view.picker.widget, "rt-actions"), (view.log.widget, "rt-log"),
                            (view.widget, "rt-persona-explorer")):
            widget.add_class(cls)

    @property
    def widget(self) -> w.Widget:
        return self.view.widget

    @property
    def state(self):
        return self.view.state

    @property
    def viewer(self):
        return self.view.viewer

    def _player_options(self, lang: str):
        return [(tr(UI["n_players"], lang, n=n, bots=n - 1), n) for n in (2, 3, 4)]

    def _label(self, action, lang: str) -> str:
        view = getattr(self, "view", None)
        return action_label(action, lang, view.viewer if view is not None else 0)

    def _bots(self, players: int) -> dict:
        return {p: RandomBot(seed=self.seed * 10 + p) for p in range(1, players)}

    def _new_game(self, view: PlayView) -> None:
        """Deal the next seed with the chosen number of players, you against the bots."""
        self.seed += 1
        view.state = GAME.new_game(seed=self.seed, players=self.players.value)
        view.bots = self._bots(self.players.value)
        view.humans = [0]
        view.viewer, view.covered = 0, False
        view._seen = {}
        self._log_seen, self._note_rules = 0, []
        view._run_bots()

    def play(self, action) -> None:
        """Play ``action`` for the viewer, as a click on it would."""
        self.view.picker.choose(action)

    def _after_render(self, view: PlayView) -> None:
        lang = view.lang
        _relabel(self.players, self._player_options(lang))
        self.players.description = tr(UI["players"], lang)
        log = view.state.log
        if len(log) != self._log_seen:                 # rules of what happened since last draw
            self._note_rules = [e.rule for e in log[self._log_seen:] if e.visible_to(view.viewer)]
            self._log_seen = len(log)
        rules = list(self._note_rules)
        decision = view.state.decision
        if decision is not None and view.viewer in view.state.to_act:
            rules.append(decision.rule)
        self.note.value = ruling_note_html(rules, lang)
        _widen(view.picker)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
