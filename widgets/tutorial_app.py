"""TutorialApp: the part of every game's lessons app that does not depend on the game.

A lesson picker beside the language switch, the action picker right under the step's text, a
note naming the rulings of this tutor among the step's rules, and stable CSS classes, around the
shared LessonView. A game subclasses it (see README.md), supplying its board, labels and texts.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Iterable, Sequence

import ipywidgets as w

from tutor.lessons import Lesson, LessonRunner, T

from .action_picker import KindLabel
from .lesson_view import LessonView, RenderBoard
from .log import EventText
from .i18n import SENTENCE_ENDS, list_sep, t
from .page import follow_page_lang
from .screen import Assembled, Slots
from .theme import TINT, WARN

if TYPE_CHECKING:
    from tutor.engine import Action, Catalogue, Game

    from .table import TableSpec

LESSON = T("Lesson", "レッスン")


def ruling_note_html(catalogue: "Catalogue", rule_ids: Iterable[str], lang: str,
                     note: T) -> str:
    """A marked note naming the rulings among ``rule_ids`` (empty when there are none);
    ``note`` is the sentence around them, with a ``{titles}`` placeholder."""
    rulings = [catalogue[r] for r in dict.fromkeys(rule_ids)
               if r in catalogue and catalogue[r].is_ruling]
    if not rulings:
        return ""
    titles = list_sep(lang).join(r.title[lang] for r in rulings)
    text = note.get(lang).format(titles=titles)
    if titles.endswith(SENTENCE_ENDS):           # "Where can she be?." -> "Where can she be?"
        text = text.replace(titles + ".", titles).replace(titles + "。", titles)
    return (f'<div class="rt-ruling-note" style="border-left:4px solid {WARN};padding:4px 8px;'
            f'margin:4px 0;background:{TINT};font-size:12px">'
            f'{escape(text)}</div>')


def relabel(dropdown: w.Dropdown, options: Sequence[tuple[str, object]]) -> None:
    """Change a dropdown's option labels, keeping its value."""
    value = dropdown.value
    if [label for label, _ in dropdown.options] != [label for label, _ in options]:
        dropdown.options = list(options)
        dropdown.value = value


def widen_rows(picker) -> None:
    """Action-picker dropdowns and buttons as wide as their labels."""
    for row in picker.rows:
        row.dropdown.layout.width = "auto"
        row.button.layout.width = "auto"
        row.button.layout.min_width = "80px"


class OwnerHooks:
    """Mixin for a screen: its ``owner``'s ``_before_render(screen)`` and
    ``_after_render(screen)`` run around every redraw; the owner draws the first time, once
    it is assembled."""

    def __init__(self, owner, *args, **kwargs):
        self.owner = owner
        super().__init__(*args, draw=False, **kwargs)

    def render(self) -> None:
        self.owner._before_render(self)
        super().render()
        self.owner._after_render(self)


class HookedLessonView(OwnerHooks, LessonView):
    """LessonView that calls its owner's hooks on every redraw; at the end of a lesson its Next
    button opens the owner's next lesson."""

    def _next(self) -> None:
        if self.runner.finished and self.owner.next_lesson() is not None:
            self.owner.start_lesson(self.owner.next_lesson())
        else:
            super()._next()


class TutorialApp(metaclass=Assembled):
    """A game's lessons: a lesson picker above the shared lesson screen.

    Subclasses set ``game``, ``css`` (the whole screen's class, e.g. ``rt-classified-tutorial``)
    and ``ruling_note`` (a ``T`` with ``{titles}``), implement ``action_label(action, lang)``, and
    may override ``screen`` (the order of the named slots; a game's own widgets go in slots of
    their own, or in ``slots[name] = widget`` of an existing one), ``_lesson_opened``,
    ``_before_render`` and ``_after_render`` (call super). The screen is drawn once ``__init__``
    has returned, so a subclass may create its widgets after ``super().__init__()``.

    Stable CSS classes: ``rt-lesson-picker`` (the lesson Dropdown), ``css``, ``rt-next`` /
    ``rt-back`` / ``rt-hint`` / ``rt-restart`` (stepper buttons; at the end of a lesson
    ``rt-next`` opens the next one), ``rt-step`` (step header),
    ``rt-board``, ``rt-actions``, ``rt-log``, ``rt-kind-<kind>`` on each action row,
    ``rt-ruling-note`` inside the note.
    """

    game: "Game"
    css: str
    ruling_note: T
    picker_layout: dict | None = None          # Layout of the lesson Dropdown (None: default)
    # the move right under the step's text (under the table when there is one), the ruling
    # note above the board
    screen: tuple[str, ...] = ("language", "stepper", "table", "picker", "note", "board", "log",
                               "rules")

    def __init__(self, lessons: Sequence[Lesson], *, render_board: RenderBoard,
                 kind_label: KindLabel | None = None, event_text: EventText = None,
                 lang: str = "en", lesson: int = 0, table: "TableSpec | None" = None):
        self.lessons = list(lessons)
        self.note = w.HTML()
        layout = {} if self.picker_layout is None else {"layout": w.Layout(**self.picker_layout)}
        self.lesson_picker = w.Dropdown(options=self._lesson_options(lang), value=lesson,
                                        **layout)
        self.lesson_picker.add_class("rt-lesson-picker")
        self._relabelling = False
        self.view = HookedLessonView(self, LessonRunner(self.lessons[lesson], self.game),
                                     render_board, self.action_label, kind_label=kind_label,
                                     event_text=event_text, lang=lang, table=table)
        language = w.HBox([self.view.language.widget, self.lesson_picker],
                          layout=w.Layout(flex_flow="row wrap"))   # wraps on a phone
        self.slots.arrange(self.screen, language=language, note=self.note)
        self._mark()

    def _assemble(self) -> None:
        """Once built: follow the lesson picker and draw the first time."""
        self.lesson_picker.observe(self._picked, names="value")
        self.view.render()
        follow_page_lang(self.view.language)

    # ---- to fill in ----------------------------------------------------------------------------
    def action_label(self, action: "Action", lang: str) -> str:
        """The text of ``action`` in the picker."""
        raise NotImplementedError(f"{type(self).__name__} must label its actions")

    def _lesson_opened(self) -> None:
        """Called when the picker starts another lesson (before the redraw)."""

    def _before_render(self, view: LessonView) -> None:
        """Called before every redraw."""

    # ---- structure -----------------------------------------------------------------------------
    def _mark(self) -> None:
        """The stable CSS classes."""
        view = self.view
        s = view.stepper
        for widget, cls in ((s.next_button, "rt-next"), (s.back_button, "rt-back"),
                            (s.hint_button, "rt-hint"), (s.restart_button, "rt-restart"),
                            (s.header, "rt-step"), (view.board, "rt-board"),
                            (view.picker.widget, "rt-actions"), (view.log.widget, "rt-log"),
                            (view.widget, self.css)):
            widget.add_class(cls)

    @property
    def slots(self) -> Slots:
        """The screen's named slots (``screen`` gives their order)."""
        return self.view.slots

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

    # ---- operations ----------------------------------------------------------------------------
    def open_lesson(self, index: int) -> None:
        """Start lesson ``index`` from its first step."""
        self.lesson_picker.value = index

    def next_lesson(self) -> int | None:
        """The index of the lesson after the open one (None after the last)."""
        following = self.lesson_picker.value + 1
        return following if following < len(self.lessons) else None

    def start_lesson(self, index: int) -> None:
        """Start lesson ``index`` from its first step without redrawing (the caller does)."""
        self._relabelling = True                 # not a new choice: no second redraw
        try:
            self.lesson_picker.value = index
        finally:
            self._relabelling = False
        self.view.runner = LessonRunner(self.lessons[index], self.game)
        self.view.error = None
        self._lesson_opened()

    def _picked(self, change) -> None:
        if self._relabelling:
            return
        self.start_lesson(change["new"])
        self.view.render()

    def _after_render(self, view: LessonView) -> None:
        """Relabel the lesson picker in the current language and redraw the ruling note."""
        lang = view.lang
        self._relabelling = True                 # new labels are not a new choice
        try:
            relabel(self.lesson_picker, self._lesson_options(lang))
        finally:
            self._relabelling = False
        self.lesson_picker.description = LESSON.get(lang)
        self.note.value = ruling_note_html(self.game.catalogue, view.runner.step.rules, lang,
                                           self.ruling_note)
        widen_rows(view.picker)
        self._offer_next_lesson(view)

    def _offer_next_lesson(self, view: LessonView) -> None:
        """At the end of a lesson Next names and opens the next one; after the last lesson a
        line says so."""
        if not view.runner.finished:
            return
        button, lang, following = view.stepper.next_button, view.lang, self.next_lesson()
        if following is not None:
            title = f"{following + 1}. {self.lessons[following].title.get(lang)}"
            button.description = button.tooltip = t("next_lesson", lang, title=title)
            button.disabled = False
        else:
            view.stepper.feedback.value += (
                f'<div class="rt-last-lesson" style="margin:4px 0">'
                f'{escape(t("last_lesson", lang))}</div>')

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
