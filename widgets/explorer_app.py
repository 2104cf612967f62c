"""ExplorerApp: the part of every game's free-play app that does not depend on the game.

The shared PlayView with a row of settings (relabelled on a language change), "New game" dealt
by the game's app with those settings, a note naming the rulings of this tutor among the rules
of what just happened, and stable CSS classes. A game subclasses it (see README.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping, Sequence

import ipywidgets as w

from tutor.lessons import T

from .action_picker import KindLabel
from .lesson_view import RenderBoard
from .log import EventText
from .page import page_lang
from .play_view import PlayView, ResultText
from .tutorial_app import OwnerHooks, relabel, ruling_note_html, widen_rows

if TYPE_CHECKING:
    from tutor.engine import Action, Game, State

    from .table import TableSpec

Options = Callable[[str], Sequence[tuple[str, object]]]     # lang -> [(label, value), ...]


class HookedPlayView(OwnerHooks, PlayView):
    """PlayView that calls its owner's hooks on every redraw and leaves New game to the
    owner's ``_new_game(view)``."""

    def new_game(self) -> None:
        self.owner._new_game(self)


class ExplorerApp:
    """Free play of one game: the shared play screen plus the game's settings.

    Subclasses set ``game``, ``css`` (e.g. ``rt-classified-explorer``) and ``ruling_note``,
    implement ``action_label(action, lang)``, ``_new_game(view)`` (deal with the settings; may
    end with ``PlayView.new_game(view)``) and ``_arrange(children)`` (where the settings, the
    note and any extra widget go), and may override ``_note_rules(view)``, ``_before_render``
    and ``_after_render`` (call super). Before ``super().__init__`` they create their setting
    widgets and list them with ``add_setting``.

    Stable CSS classes: ``css``, ``rt-new-game``, ``rt-undo``, ``rt-handover``, ``rt-board``,
    ``rt-status-line``, ``rt-actions``, ``rt-log``, ``rt-kind-<kind>`` on each action row, one
    class per setting (``add_setting``), ``rt-ruling-note`` inside the note.
    """

    game: "Game"
    css: str
    ruling_note: T

    def __init__(self, state: "State", *, render_board: RenderBoard,
                 bots: Mapping[int, object] | None = None, kind_label: KindLabel | None = None,
                 event_text: EventText = None, result_text: ResultText | None = None,
                 lang: str = "en", table: "TableSpec | None" = None):
        lang = page_lang(lang)                     # the page's ?lang=, when it has one
        self.note = w.HTML()
        self.forget_log()
        self.view = HookedPlayView(self, state, render_board, self.action_label, bots=bots,
                                   kind_label=kind_label, event_text=event_text,
                                   result_text=result_text, lang=lang, table=table)
        self._layout()
        self.view.render()

    def add_setting(self, widget: w.Widget, css: str, caption: T,
                    options: Options | None = None) -> w.Widget:
        """Register a setting: CSS class ``css``, description ``caption`` and (for a Dropdown)
        ``options(lang)``, both redrawn in the current language; returns ``widget``."""
        widget.add_class(css)
        self.__dict__.setdefault("_settings", []).append((widget, caption, options))
        return widget

    # ---- to fill in ----------------------------------------------------------------------------
    def action_label(self, action: "Action", lang: str) -> str:
        """The text of ``action`` in the picker."""
        raise NotImplementedError(f"{type(self).__name__} must label its actions")

    def _arrange(self, children: list[w.Widget]) -> None:
        """Place the settings, the note and any extra widget in the screen."""
        raise NotImplementedError(f"{type(self).__name__} must place its settings")

    def _new_game(self, view: PlayView) -> None:
        """Deal a new game with the chosen settings into ``view``."""
        raise NotImplementedError(f"{type(self).__name__} must deal new games")

    def _note_rules(self, view: PlayView) -> list[str]:
        """Rules the ruling note looks at: those of the viewer's events since the last change of
        the log and the current decision's rule when the viewer is to act."""
        rules = self.recent_rules(view)
        decision = view.state.decision
        if decision is not None and view.viewer in view.state.to_act:
            rules.append(decision.rule)
        return rules

    def _before_render(self, view: PlayView) -> None:
        """Called before every redraw."""

    # ---- structure -----------------------------------------------------------------------------
    def _layout(self) -> None:
        view = self.view
        children = list(view.widget.children)
        self._arrange(children)
        view.widget.children = tuple(children)
        for widget, cls in ((view.new_game_button, "rt-new-game"), (view.undo_button, "rt-undo"),
                            (view.handover_button, "rt-handover"), (view.board, "rt-board"),
                            (view.status, "rt-status-line"), (view.picker.widget, "rt-actions"),
                            (view.log.widget, "rt-log"), (view.widget, self.css)):
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

    # ---- operations ----------------------------------------------------------------------------
    def play(self, action: "Action") -> None:
        """Play ``action`` for the current viewer, as a click on it would."""
        self.view.picker.choose(action)

    def forget_log(self) -> None:
        """Start the ruling note's log reading over (a new game)."""
        self._log_seen, self._recent = 0, []

    def recent_rules(self, view: PlayView) -> list[str]:
        """Rules of the viewer's events since the log last changed (kept until it changes)."""
        log = view.state.log
        if len(log) != self._log_seen:               # rules of what happened since the last draw
            self._recent = [e.rule for e in log[self._log_seen:] if e.visible_to(view.viewer)]
            self._log_seen = len(log)
        return list(self._recent)

    def _after_render(self, view: PlayView) -> None:
        """Relabel the settings in the current language and redraw the ruling note."""
        lang = view.lang
        for widget, caption, options in self.__dict__.get("_settings", ()):
            if options is not None:
                relabel(widget, options(lang))
            widget.description = caption.get(lang)
        self.note.value = ruling_note_html(self.game.catalogue, self._note_rules(view), lang,
                                           self.ruling_note)
        widen_rows(view.picker)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
