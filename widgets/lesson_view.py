"""LessonView: a whole lesson screen built from the shared components around a LessonRunner.

A game's tutorial app supplies only ``render_board(observation, lang, highlights) -> html`` and an
action label function (the view itself outlines the parts "actions", "log" and "rules");
everything shown is built from ``runner.observation`` (the learner's
``observe()``), the learner's events and legal actions, and the rules catalogue.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import ipywidgets as w

from .outline import outline
from .action_picker import ActionLabel, ActionPicker, KindLabel
from .guard import GuardedCallbacks
from .language import LanguageSwitch
from .log import EventText, LogPanel
from .rule_panel import RulePanel
from .screen import Slots
from .send_now import send_now
from .stepper import Stepper

if TYPE_CHECKING:
    from tutor.lessons import LessonRunner

    from .table import TableSpec

RenderBoard = Callable[[dict, str, Sequence[str]], str]
SLOTS = ("language", "stepper", "table", "board", "picker", "log", "rules")


class LessonView(GuardedCallbacks):
    """Language switch, stepper, board, action picker, log and rule panel for one lesson.

    The screen is ``slots`` (``screen.Slots``), named as in ``SLOTS``; ``draw=False``: the
    owner draws the first time."""

    def __init__(self, runner: "LessonRunner", render_board: RenderBoard,
                 action_label: ActionLabel, *, kind_label: KindLabel | None = None,
                 event_text: EventText = None, lang: str = "en",
                 table: "TableSpec | None" = None, draw: bool = True):
        self.runner = runner
        self.table_spec = table
        self.render_board = render_board
        self.error: BaseException | None = None       # the last error a callback hit
        self._error_message: str | None = None
        self.language = LanguageSwitch(lang)
        self.stepper = Stepper()
        self.board = w.HTML()
        self.picker = ActionPicker(action_label, kind_label)
        self.log = LogPanel(runner.catalogue, event_text)
        self.rules = RulePanel(runner.catalogue, lang)
        self.table = table.board(action_label) if table is not None else None
        if self.table is not None:
            self.picker.collapse()                     # folded: drawn only when opened
        self.widget = w.VBox()
        self.slots = Slots(self.widget, SLOTS, language=self.language.widget,
                           stepper=self.stepper.widget, table=self.table, board=self.board,
                           picker=self.picker.widget, log=self.log.widget,
                           rules=self.rules.widget)
        self.board.add_class("rt-board")
        self.widget.add_class("rt-lesson-view")
        self._wire()
        if draw:
            self.render()

    @property
    def lang(self) -> str:
        return self.language.lang

    def _wire(self) -> None:
        s = self.stepper
        s.back_button.on_click(self.handler(lambda: self.runner.back()))
        s.next_button.on_click(self.handler(lambda: self._next()))
        s.restart_button.on_click(self.handler(lambda: self.runner.restart()))
        s.hint_button.on_click(self.handler(lambda: self.runner.hint()))
        self.picker.on_pick(self.handler(lambda action: self.runner.try_move(action)))
        if self.table is not None:
            self.table.on_play(self.handler(lambda action: self.runner.try_move(action)))
        self.language.on_change(self.handler(lambda: None))

    def _next(self) -> None:
        """Next: the lesson's next step."""
        self.runner.next()

    def _show_error(self, html: str) -> None:
        self.stepper.feedback.value = html

    def render(self) -> None:
        """Redraw every component from the runner, in the current language.

        Each changed widget is one message to the browser, sent in this order: the step's title,
        its text, and the table first (what a learner looks at after a click), each sent before
        the next part is drawn.
        """
        runner, lang = self.runner, self.lang
        self.stepper.render_title(runner, lang)
        send_now()
        self.stepper.render_text(runner, lang, self._error_message)
        send_now()
        if self.table is not None:
            self.table_spec.show(self.table, runner.observation, runner.legal_actions, lang,
                                 pointer=runner.step.highlight)
            send_now()
        self._outline(runner.step.highlight)
        self.log.render(runner.events, lang, runner.learner, new=len(runner.last_events))
        self.rules.lang = lang
        self.rules.show(self._related(runner.step.rules), heading="related_rules")
        self.picker.update(runner.legal_actions, lang)
        self.board.value = self.render_board(runner.observation, lang, runner.step.highlight)

    def _related(self, rule_ids: Sequence[str]) -> list[str]:
        """Rules related to the step's rules (the stepper already shows the step's own)."""
        related: list[str] = []
        for rule_id in rule_ids:
            for other in self.runner.catalogue[rule_id].related:
                if other not in rule_ids and other not in related:
                    related.append(other)
        return related

    def _outline(self, parts: Sequence[str]) -> None:
        """Outline the shared components a step names ("actions", "log", "rules")."""
        outlined = [("log", self.log.widget), ("rules", self.rules.widget)]
        if self.table is None:                   # on the table, "actions" are pointed at there
            outlined.append(("actions", self.picker.widget))
        for part, widget in outlined:
            outline(widget, part in parts)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
