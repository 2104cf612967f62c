"""The action picker: legal Actions grouped by kind, one row (Dropdown + Button) per kind.

A kind with a single action is one button labelled with that action; a kind with several is a
Dropdown of them and a Go button. Rows are reused between redraws, so the number of widget models
stays at two per action kind however many cards a hand holds.

Beside a clickable table the list is the secondary control: ``collapse()`` folds it behind a
toggle that names how many moves there are, and its rows are drawn only while it is open (a
redraw of a folded list is one message, not a row's worth each).
"""

from __future__ import annotations

from typing import Callable, Sequence

import ipywidgets as w

from tutor.engine import Action

from .i18n import count, t

ActionLabel = Callable[[Action, str], str]
KindLabel = Callable[[str, str], str]


def default_kind_label(kind: str, lang: str) -> str:
    return kind.replace("_", " ").capitalize()


def group_by_kind(actions: Sequence[Action]) -> list[tuple[str, list[Action]]]:
    """``[(kind, actions of that kind)]`` in order of first appearance."""
    groups: dict[str, list[Action]] = {}
    for action in actions:
        groups.setdefault(action.kind, []).append(action)
    return list(groups.items())


class _Row:
    """One reusable row: a Dropdown (hidden for single actions) and a Button."""

    def __init__(self, on_go: Callable[["_Row"], None]):
        self.actions: list[Action] = []
        self.kind = ""
        self.dropdown = w.Dropdown(options=[], style={"description_width": "initial"})
        self.button = w.Button()
        self.button.on_click(lambda _button: on_go(self))
        self.box = w.HBox([self.dropdown, self.button])

    def _tag(self, kind: str) -> None:
        """CSS class ``rt-kind-<kind>`` on the row's widgets (stable hooks for browser tests)."""
        for widget in (self.box, self.dropdown, self.button):
            for css in [c for c in widget._dom_classes if c.startswith("rt-kind-")]:
                widget.remove_class(css)
            if kind:
                widget.add_class(f"rt-kind-{kind}")

    def show(self, kind: str, actions: list[Action], lang: str, label: ActionLabel,
             kind_label: KindLabel) -> None:
        self._tag(kind)
        self.kind, self.actions = kind, actions
        self.box.layout.display = None
        if len(actions) == 1:
            self.dropdown.options = []
            self.dropdown.description = ""
            self.dropdown.layout.display = "none"
            self.button.description = self.button.tooltip = label(actions[0], lang)
        else:
            self.dropdown.options = [(label(a, lang), i) for i, a in enumerate(actions)]
            self.dropdown.index = 0
            self.dropdown.description = kind_label(kind, lang)
            self.dropdown.layout.display = None
            self.button.description = self.button.tooltip = t("go", lang)

    def hide(self) -> None:
        """Hide and forget (so no stale labels of an earlier viewer stay in widget state)."""
        self._tag("")
        self.kind, self.actions = "", []
        self.dropdown.options = []
        self.dropdown.description = self.button.description = self.button.tooltip = ""
        self.box.layout.display = "none"

    @property
    def selected(self) -> Action | None:
        if len(self.actions) == 1:
            return self.actions[0]
        index = self.dropdown.value
        return None if index is None else self.actions[index]


class ActionPicker:
    """Turns a list of legal Actions into a few controls; ``on_pick`` callbacks get the Action."""

    def __init__(self, action_label: ActionLabel, kind_label: KindLabel | None = None):
        self.action_label = action_label
        self.kind_label = kind_label or default_kind_label
        self.prompt = w.HTML()
        self.toggle = w.ToggleButton(value=False, icon="list", layout=w.Layout(display="none",
                                                                              width="auto"))
        self.toggle.add_class("rt-actions-toggle")
        self.rows: list[_Row] = []
        self.rows_box = w.VBox()
        self.widget = w.VBox([self.prompt, self.toggle, self.rows_box])
        self.widget.add_class("rt-actions")
        self.prompt_key = "choose"          # "choose_list" once folded beside a table
        self.collapsible = False
        self._callbacks: list[Callable[[Action], None]] = []
        self._shown: tuple[list[Action], str] = ([], "en")
        self.toggle.observe(lambda _change: self.update(*self._shown), names="value")

    def collapse(self) -> None:
        """Fold the list behind its toggle (closed); the prompt gives way to the toggle."""
        self.collapsible = True
        self.prompt_key = "choose_list"     # the list is the secondary control
        self.toggle.value = False
        self.toggle.layout.display = None
        self.prompt.layout.display = "none"
        self.update(*self._shown)

    @property
    def is_open(self) -> bool:
        """Whether the rows are shown (always, unless the list is folded and closed)."""
        return not self.collapsible or self.toggle.value

    def open(self) -> None:
        """Unfold the list, as a learner pressing its toggle would."""
        self.toggle.value = True

    def on_pick(self, callback: Callable[[Action], None]) -> None:
        self._callbacks.append(callback)

    def update(self, actions: Sequence[Action], lang: str) -> None:
        """Show ``actions`` (the viewer's legal actions; empty = nothing to play)."""
        self._shown = (list(actions), lang)
        groups = group_by_kind(actions) if self.is_open else []
        if self.collapsible:
            self.toggle.description = self.toggle.tooltip = (
                count("moves_list", lang, len(actions)) if actions else t("no_actions", lang))
            self.toggle.disabled = not actions
            self.rows_box.layout.display = None if self.is_open else "none"
        while len(self.rows) < len(groups):
            self.rows.append(_Row(self._go))
            self.rows_box.children = tuple(r.box for r in self.rows)
        for row, (kind, acts) in zip(self.rows, groups):
            row.show(kind, acts, lang, self.action_label, self.kind_label)
        for row in self.rows[len(groups):]:
            row.hide()
        self.prompt.value = t(self.prompt_key, lang) if actions else t("no_actions", lang)

    def row(self, kind: str) -> _Row:
        """The visible row of ``kind`` (for tests and scripted use; a folded list is opened)."""
        self.open()
        for row in self.rows:
            if row.kind == kind:
                return row
        raise KeyError(f"no {kind!r} actions are offered now")

    def choose(self, action: Action) -> None:
        """Select ``action`` in its row and press the row's button, as a user would."""
        row = self.row(action.kind)
        if len(row.actions) > 1:
            row.dropdown.value = row.actions.index(action)
        row.button.click()

    def _go(self, row: _Row) -> None:
        action = row.selected
        if action is None:
            return
        for callback in list(self._callbacks):
            callback(action)
