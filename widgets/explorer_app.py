"""ExplorerApp: the part of every game's free-play app that does not depend on the game.

The shared PlayView with a row of settings (relabelled on a language change), "New game" dealt
by the game's app with those settings, a note naming the rulings of this tutor among the rules
of what just happened, save / load / resume (``saves.py``, ``resume.py``) and stable CSS
classes. A game subclasses it (see README.md).

Every seat can be a person at this screen (hot-seat) or any bot at any difficulty, chosen in
the seat panel (``seats.py``); bots move one at a time at the chosen pace, thinking off the
kernel's event loop (``bot_turns.py``). The coach (``coach_panel.py``) answers "What would a
strong player do?" and reviews a finished game, from the viewer's observation only.
"""

from __future__ import annotations

import logging
from html import escape
from typing import TYPE_CHECKING, Callable, Mapping, Sequence

import ipywidgets as w

from tutor.engine import SaveFileError
from tutor.lessons import T

from .action_picker import KindLabel
from .coach_panel import CoachPanel
from .lesson_view import RenderBoard
from .log import EventText
from .page import follow_page_lang
from .play_view import PlayView, ResultText
from .resend import resend
from .resume import BrowserKey
from .saves import SavePanel, save_ruling
from .screen import Assembled, Slots
from .seats import DEFAULT_PACE, PERSON, SeatPanel, kind_of, make_bot
from .site_resume import resume_store
from .tutorial_app import OwnerHooks, relabel, ruling_note_html, widen_rows

if TYPE_CHECKING:
    from tutor.engine import Action, Game, State

    from .table import TableSpec

log = logging.getLogger("widgets")
Options = Callable[[str], Sequence[tuple[str, object]]]     # lang -> [(label, value), ...]


class HookedPlayView(OwnerHooks, PlayView):
    """PlayView that calls its owner's hooks on every redraw and leaves New game to the
    owner's ``_new_game(view)``."""

    def new_game(self) -> None:
        self.owner._new_game(self)


class ExplorerApp(metaclass=Assembled):
    """Free play of one game: the shared play screen plus the game's settings.

    Subclasses set ``game``, ``css`` (e.g. ``rt-classified-explorer``) and ``ruling_note``,
    implement ``action_label(action, lang)`` and ``_new_game(view)`` (deal with the settings;
    may end with ``PlayView.new_game(view)``), put their settings in a slot (``slots["settings"]
    = widget``, or a slot of their own named in ``screen``, the order of the named slots), and
    may override ``_note_rules(view)``, ``_before_render`` and ``_after_render`` (call super).
    They list their setting widgets with ``add_setting``, before or after ``super().__init__``:
    the screen is drawn once ``__init__`` has returned.

    Seats: ``seats`` (a SeatPanel, placed before the New game row) says who plays each seat;
    ``seats=`` in the constructor gives the first choices (default: those of ``bots``, a person
    elsewhere) and ``pace=`` the seconds a bot's move stays on screen. A subclass's
    ``_new_game`` ends with ``self.start(state)``, which seats the new game as the panel says; a
    game whose player count changes calls ``self.seats.set_players(n)``. The coach
    (``coach``, a CoachPanel) sits right after the action picker.

    Save / Load / resume: ``save_text()``, ``load(text)``, the Save and Load buttons, and the
    game kept for this browser across reloads (see ``saves.py`` for when a save file may reach
    the browser). A loaded or resumed game is seated by ``_bots_for(state, seats)`` (default:
    random bots) and shown to the game's ``_loaded(state)`` hook (e.g. to update the settings).

    Stable CSS classes: ``css``, ``rt-intro``, ``rt-new-game``, ``rt-undo``, ``rt-undo-why``,
    ``rt-handover``, ``rt-save``, ``rt-load``, ``rt-save-link``, ``rt-save-note``,
    ``rt-save-message``, ``rt-board``, ``rt-status-line``, ``rt-actions``, ``rt-log``,
    ``rt-kind-<kind>`` on each action row, one class per setting (``add_setting``),
    ``rt-ruling-note`` inside the note; ``rt-seats``, ``rt-seat-<n>``, ``rt-bot-pace``,
    ``rt-thinking`` and ``rt-bots-moving`` (on the status line), ``rt-coach``, ``rt-coach-ask``, ``rt-coach-review``,
    ``rt-coach-text``, ``rt-coach-worst``.
    """

    game: "Game"
    css: str
    ruling_note: T
    intro: T | None = None             # a line above the screen saying what it is for
    # the seat panel before the New game row, Save / Load after the Undo line, the ruling note
    # above the board, the coach right after the action picker
    screen: tuple[str, ...] = ("intro", "browser_key", "language", "settings", "status", "seats",
                               "controls", "undo_why", "saves", "message", "table", "note",
                               "board", "picker", "coach", "log", "rules")

    def __init__(self, state: "State", *, render_board: RenderBoard,
                 bots: Mapping[int, object] | None = None, kind_label: KindLabel | None = None,
                 event_text: EventText = None, result_text: ResultText | None = None,
                 lang: str = "en", table: "TableSpec | None" = None,
                 seats: Sequence[str] | None = None, pace: float = DEFAULT_PACE):
        bots = dict(bots or {})
        self.seats = SeatPanel(self.game, state.players,
                               seats or [kind_of(bots.get(p)) for p in range(state.players)],
                               lang, pace)
        if seats is not None:
            bots = self.seats.bots(state.seed)
        self.coach = CoachPanel(self.game, lang)
        self.note = w.HTML()
        self.intro_html = w.HTML()
        self.saves = SavePanel()
        self.browser_key = BrowserKey()
        self.store = resume_store()
        self._key: str | None = None       # this browser's resume key, once it has sent it
        self._kept: str | None = None      # the save text last kept for it
        self.forget_log()
        # only an app dealt afresh resumes: a position given by hand is never replaced
        self.resumable = state.scenario_spec is None and not state.history
        self.view = HookedPlayView(self, state, render_board, self.action_label, bots=bots,
                                   kind_label=kind_label, event_text=event_text,
                                   result_text=result_text, lang=lang, table=table,
                                   pace=self.seats.seconds)
        self.coach.attach(self.view)
        self.slots.arrange(self.screen, intro=self.intro_html, browser_key=self.browser_key,
                           seats=self.seats.widget, saves=self.saves.widget,
                           coach=self.coach.widget, note=self.note)
        self.view.add_controls(self.saves.save_button, self.saves.upload)
        self._mark()

    def _assemble(self) -> None:
        """Once built: wire Save, Load, resume and the bots' pace, and draw the first time."""
        self._wire_saves()
        self.seats.pace.observe(self._paced, "value")
        self.view.render()
        follow_page_lang(self.view.language)

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

    def _bots_for(self, state: "State", seats: list[int]) -> dict:
        """The bots that play ``seats`` of a loaded or resumed ``state``: the seat panel's
        choice, else the kind of bot now in that seat, else a random bot."""
        bots = {}
        for p in seats:
            kind = self._chosen(p)
            if kind == PERSON:
                kind = kind_of(self.view.bots[p]) if p in self.view.bots else "random"
            bots[p] = make_bot(self.game, kind, state.seed * 10 + p)
        return bots

    def _chosen(self, seat: int) -> str:
        """The seat panel's choice for ``seat``."""
        dropdowns = self.seats.dropdowns
        return dropdowns[seat].value if seat < len(dropdowns) else PERSON

    def _loaded(self, state: "State") -> None:
        """Called when a saved game is loaded or resumed (e.g. to show its settings)."""

    # ---- structure -----------------------------------------------------------------------------
    def _mark(self) -> None:
        """The stable CSS classes."""
        view = self.view
        self.intro_html.add_class("rt-intro")
        for widget, cls in ((view.new_game_button, "rt-new-game"), (view.undo_button, "rt-undo"),
                            (view.handover_button, "rt-handover"), (view.board, "rt-board"),
                            (view.status, "rt-status-line"), (view.picker.widget, "rt-actions"),
                            (view.log.widget, "rt-log"), (view.widget, self.css)):
            widget.add_class(cls)

    @property
    def slots(self) -> Slots:
        """The screen's named slots (``screen`` gives their order)."""
        return self.view.slots

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

    def start(self, state: "State") -> None:
        """Put a freshly dealt ``state`` on screen, seated as the seat panel says."""
        self.seats.set_players(state.players)
        self.view.seat(state, self.seats.bots(state.seed))
        self.forget_log()

    def _paced(self, change) -> None:
        """The bot speed changed: it applies from the next bot move."""
        self.view.turns.pace = float(change["new"])

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
        self.intro_html.value = "" if self.intro is None else \
            f"<p style='margin:2px 0'>{escape(self.intro.get(lang))}</p>"
        widen_rows(view.picker)
        self.seats.set_lang(lang)
        self.coach.render(view, lang)
        state = view.state
        self.saves.render(lang, save_ruling(state, view.bots), view.covered,
                          self._key is not None, self._moment(view))
        self._keep()

    @staticmethod
    def _moment(view: PlayView) -> tuple:
        """The position as the save panel counts changes: a paced bot's move is not one (a
        message such as "Welcome back" stays until a person at this screen decides)."""
        state, bots = view.state, view.bots
        return (id(state), sum(1 for e in state.history if e.player not in bots))

    # ---- save, load, resume --------------------------------------------------------------------
    def _wire_saves(self) -> None:
        view = self.view
        self.saves.save_button.on_click(view.handler(self._offer_save))
        self.saves.upload.observe(self._uploaded, "value")
        self.browser_key.on_key(self._page_listening)

    def _page_listening(self, key: str) -> None:
        """The page's browser key arrived, so the page hears the kernel now: send it the whole
        screen as it is (updates made while it connected may never have reached it), then
        play on from the game kept for that key, if any."""
        resend(self.widget)
        self.store.when_ready(self.view.handler(lambda: self._resume(key)))

    def save_allowed(self) -> bool:
        """Whether a save file may go to the browser now (see ``saves.save_ruling``)."""
        return not self.view.covered and save_ruling(self.state, self.view.bots) != "bots"

    def save_text(self) -> str:
        """The engine's saved-game text of the game on screen."""
        return self.state.to_json()

    def load(self, text: str | bytes) -> None:
        """Play on from a saved game: bots keep their seats when this game has bots (every
        seat but the first), else everyone is a human at this screen. A bad file raises
        SaveFileError and changes nothing."""
        self._load(text)
        self.view.render()

    def _load(self, text: str | bytes) -> None:
        state = self.game.from_json(text)
        seats = list(range(1, state.players)) if self.view.bots else []
        self._seat(state, seats)

    def _offer_save(self) -> None:
        if self.save_allowed():
            self.saves.offer(self.state)

    def _uploaded(self, change) -> None:
        if change["new"]:
            self.view.handler(self._load_upload)()

    def _load_upload(self) -> None:
        files = self.saves.upload.value
        self.saves.upload.value = ()
        if self.view.covered or not files:
            return
        try:
            self._load(bytes(files[0]["content"]))
        except SaveFileError as err:
            self.saves.say("load_failed", "error", error=str(err))
            return
        self.saves.say("loaded")

    def _seat(self, state: "State", seats: list[int]) -> None:
        """Put ``state`` on screen with bots in ``seats``; if the bots fail, nothing changes."""
        view = self.view
        view.seat(state, self._bots_for(state, seats), hand_over=True)
        self.forget_log()
        self.seats.set_kinds([kind_of(view.bots.get(p)) for p in range(state.players)])
        self._loaded(state)

    def _resume(self, key: str) -> None:
        """The browser sent its key: play on from the game kept for it, if there is one."""
        if not self.resumable or self._key is not None:    # only the first key counts
            return
        self._key = key
        self.store.prune()
        record = self.store.read(key, self.game.name)
        seats = record.get("bots") if record else None
        if record and isinstance(seats, list) and all(type(p) is int for p in seats):
            try:
                state = self.game.from_json(record.get("save"))
                self._recall_kinds(record.get("kinds"), state.players)
                self._seat(state, [p for p in seats if 0 <= p < state.players])
                self.saves.say("resumed")
            except SaveFileError:               # kept by an older engine: start afresh
                self.store.forget(key, self.game.name)

    def _keep(self) -> None:
        """Keep the game on screen for this browser, whenever it changed."""
        if self._key is None:
            return
        text = self.state.to_json()
        if text == self._kept:
            return
        try:
            self.store.write(self._key, self.game.name,
                             {"save": text, "bots": sorted(self.view.bots),
                              "kinds": [kind_of(self.view.bots.get(p))
                                        for p in range(self.state.players)]})
        except OSError:                      # a full or read-only disk: play on, without resume
            log.warning("cannot keep the game for resuming in %s", self.store.folder,
                        exc_info=True)
            self._key = None
            self.saves.render(self.view.lang, save_ruling(self.state, self.view.bots),
                              self.view.covered, False, self._moment(self.view))
            return
        self._kept = text

    def _recall_kinds(self, kinds, players: int) -> None:
        """Show a resumed game's seat choices (kept beside it), so its bots keep their kind."""
        if isinstance(kinds, list) and len(kinds) == players and \
                all(k in self.seats.choices for k in kinds):
            self.seats.set_kinds(kinds)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)

