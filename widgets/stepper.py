"""The stepper: the lesson step's title and text, Back/Next/Restart/Hint, and a feedback area."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

import ipywidgets as w

from .i18n import after_title, t
from .log import citation_html
from .rule_panel import provenance_html
from .theme import ERROR, INFO, LINE, MUTED, SUCCESS, WARN

if TYPE_CHECKING:
    from tutor.lessons import Feedback, LessonRunner

FEEDBACK_COLORS = {"correct": SUCCESS, "wrong": WARN, "illegal": ERROR,
                   "hint": INFO, "not_now": MUTED, "error": ERROR}


def feedback_html(feedback: "Feedback", runner: "LessonRunner", lang: str) -> str:
    """A coloured box: what kind of answer, the message, the rule it cites."""
    color = FEEDBACK_COLORS.get(feedback.kind, MUTED)
    cite = citation_html(feedback.rule, runner.catalogue, lang) if feedback.rule else ""
    after = ""
    if feedback.ok and not runner.finished:
        after = f"<div>{escape(t('press_next', lang))}</div>"
    return (f'<div class="rt-feedback rt-{feedback.kind}" style="border-left:4px solid {color};'
            f'padding:4px 8px;margin:4px 0"><b style="color:{color}">'
            f'{escape(t("feedback_" + feedback.kind, lang))}</b> '
            f'{escape(feedback.message.get(lang))} {cite}{after}</div>')


def error_html(message: str) -> str:
    color = FEEDBACK_COLORS["error"]
    return (f'<div class="rt-feedback rt-error" style="border-left:4px solid {color};'
            f'padding:4px 8px;margin:4px 0;color:{color}">{escape(message)}</div>')


class Stepper:
    """Shows a LessonRunner's current step; the owner wires the four buttons."""

    def __init__(self):
        self.header = w.HTML()
        self.body = w.HTML()
        self.feedback = w.HTML()
        self.back_button = w.Button(icon="arrow-left")
        self.next_button = w.Button(icon="arrow-right", button_style="primary")
        self.restart_button = w.Button(icon="refresh")
        self.hint_button = w.Button(icon="lightbulb-o")
        buttons = w.HBox([self.back_button, self.next_button, self.restart_button, self.hint_button],
                         layout=w.Layout(flex_flow="row wrap"))   # wraps on a phone
        for button in buttons.children:
            button.layout.width = "auto"                           # as wide as its words
        self.widget = w.VBox([self.header, self.body, buttons, self.feedback])
        for widget, css in ((self.back_button, "rt-back"), (self.next_button, "rt-next"),
                            (self.restart_button, "rt-restart"), (self.hint_button, "rt-hint"),
                            (self.header, "rt-step"), (self.body, "rt-step-text"),
                            (self.feedback, "rt-feedback-area"), (self.widget, "rt-stepper")):
            widget.add_class(css)

    def render_title(self, runner: "LessonRunner", lang: str) -> None:
        """The lesson's title and the step's: what a learner sees change first on Next."""
        lesson = runner.lesson
        summary = ""
        if lesson.summary is not None and runner.index == 0:
            summary = (f"<div class='rt-summary' style='font-style:italic'>"
                       f"{escape(lesson.summary.get(lang))}</div>")
        self.header.value = (
            f"<h3 style='margin:4px 0'>{escape(lesson.title.get(lang))}</h3>{summary}"
            f"<div style='font-size:12px;color:{MUTED}'>"
            f"{escape(t('step_of', lang, n=runner.index + 1, total=len(lesson.steps)))}</div>"
            f"<h4 style='margin:4px 0'>{escape(runner.step_title(lang))}</h4>")

    def render_text(self, runner: "LessonRunner", lang: str, error: str | None = None) -> None:
        """The step's text and rules, the buttons, and the feedback (or ``error``)."""
        body = runner.text()
        text = f"<p>{escape(body.get(lang))}</p>" if body else ""
        rules = "".join(
            f'<div class="rt-step-rule" style="margin:4px 0;padding-left:8px;'
            f'border-left:3px solid {LINE}"><b>{escape(after_title(r.title[lang]))}</b>'
            f'{escape(r.text[lang])}{provenance_html(r, lang)}</div>' for r in runner.rules())
        your_move = f"<p><b>{escape(t('your_move', lang))}</b></p>" if runner.waiting else ""
        self.body.value = text + rules + your_move
        for button, key in ((self.back_button, "back"), (self.next_button, "next"),
                            (self.restart_button, "restart"), (self.hint_button, "hint")):
            button.description = button.tooltip = t(key, lang)
        self.back_button.disabled = runner.index == 0
        self.next_button.disabled = not runner.step_done or runner.finished
        if error:
            self.feedback.value = error_html(error)
        elif runner.finished:
            done = (f'<div class="rt-feedback rt-done" style="color:{SUCCESS};margin:4px 0">'
                    f'<b>{escape(t("lesson_done", lang))}</b></div>')
            last = feedback_html(runner.feedback, runner, lang) if runner.feedback else ""
            self.feedback.value = last + done
        elif runner.feedback is not None:
            self.feedback.value = feedback_html(runner.feedback, runner, lang)
        else:
            self.feedback.value = ""
