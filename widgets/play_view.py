"""PlayView: free play, hot-seat between humans and/or against bots, from the shared components.

Only the current viewer's ``observe()``, ``events_for()`` and legal actions reach the widgets.
With several humans, a hand-over screen hides everything until the next player confirms.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Callable, Mapping

import ipywidgets as w

from tutor.engine import Action

from .action_picker import ActionLabel, ActionPicker, KindLabel
from .bot_turns import MAX_BOT_MOVES, BotTurns
from .guard import GuardedCallbacks, guarded
from .i18n import list_sep, player_name, t
from .language import LanguageSwitch
from .lesson_view import RenderBoard
from .log import EventText, LogPanel
from .rule_panel import RulePanel
from .seats import thinking_text
from .screen import Slots
from .send_now import send_now
from .stepper import error_html
from .table.scene import Scene

if TYPE_CHECKING:
    from tutor.engine import State

    from .table import TableSpec

__all__ = ["MAX_BOT_MOVES", "PlayView", "ResultText", "SLOTS", "undo_reason"]
SLOTS = ("language", "status", "controls", "undo_why", "message", "table", "board", "picker",
         "log", "rules")
ResultText = Callable[[dict, str, "int | None"], str]     # (result, lang, viewer) -> text


def undo_reason(state: "State", player: int, lang: str) -> str | None:
    """Why ``player`` cannot undo now, as a sentence in ``lang`` (None when they can).

    The engine decides (``State.why_no_undo``, Board Game Arena's rule: only your own last
    decision, before anyone else decided, and only if it revealed nothing); this says which part
    of the rule applies, naming who decided last."""
    if state.why_no_undo(player) is None:
        return None
    if not state.history:
        why = t("no_undo_start", lang)
    elif all(decision.player != player for decision in state.history):
        why = t("no_undo_yours", lang)         # others' choices (maybe hidden) are not named
    elif state.history[-1].player != player:
        why = t("no_undo_other", lang, player=player_name(state.history[-1].player, lang, player))
    else:
        why = t("no_undo_revealed", lang)
    return t("no_undo", lang, reason=why)


class PlayView(GuardedCallbacks):
    """A game in progress: status, board, action picker, log, rules, New game and Undo.

    ``bots`` maps a player to an object with ``decide(observation, legal_actions, rng)``; the
    other players are humans sharing the screen. ``result_text(result, lang, viewer)`` phrases
    the end of the game (default: the winners). ``pace`` (seconds): on a running event loop the
    bots move one at a time, thinking off the loop, each move left on screen that long (see
    ``bot_turns.py``); None plays them at once. ``draw=False``: the owner draws the first time.

    The screen is ``slots`` (``screen.Slots``), named as in ``SLOTS``.
    """

    def __init__(self, state: "State", render_board: RenderBoard, action_label: ActionLabel, *,
                 bots: Mapping[int, object] | None = None, kind_label: KindLabel | None = None,
                 event_text: EventText = None, result_text: ResultText | None = None,
                 lang: str = "en", table: "TableSpec | None" = None,
                 pace: float | None = None, draw: bool = True):
        self.state = state
        self.turns = BotTurns(self, pace)
        self.table_spec = table
        self.bots = dict(bots or {})
        self.humans = [p for p in range(state.players) if p not in self.bots]
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.covered = False               # the hand-over screen is up
        self.render_board = render_board
        self.result_text = result_text
        self.error: BaseException | None = None
        self._error_message: str | None = None
        self._seen: dict[int | None, int] = {}    # log length when each viewer last moved
        self.language = LanguageSwitch(lang)
        self.status = w.HTML()
        self.board = w.HTML()
        self.handover_button = w.Button(button_style="warning")
        self.new_game_button = w.Button(icon="refresh")
        self.undo_button = w.Button(icon="undo")
        self.undo_why = w.HTML()
        self.message = w.HTML()
        self.picker = ActionPicker(action_label, kind_label)
        self.log = LogPanel(state.game.catalogue, event_text)
        self.rules = RulePanel(state.game.catalogue, lang)
        self.controls = w.HBox([self.new_game_button, self.undo_button, self.handover_button],
                               layout=w.Layout(flex_flow="row wrap"))
        self.table = table.board(action_label) if table is not None else None
        if self.table is not None:
            self.picker.collapse()                     # folded: drawn only when opened
        self.widget = w.VBox()
        self.slots = Slots(self.widget, SLOTS, language=self.language.widget, status=self.status,
                           controls=self.controls, undo_why=self.undo_why, message=self.message,
                           table=self.table, board=self.board, picker=self.picker.widget,
                           log=self.log.widget, rules=self.rules.widget)
        for widget, css in ((self.new_game_button, "rt-new-game"), (self.undo_button, "rt-undo"),
                            (self.handover_button, "rt-handover"), (self.board, "rt-board"),
                            (self.status, "rt-status-line"), (self.message, "rt-message"),
                            (self.undo_why, "rt-undo-why"), (self.widget, "rt-play-view")):
            widget.add_class(css)
        self._wire()
        self._run_bots()
        self.choose_viewer()
        if draw:
            self.render()

    @property
    def lang(self) -> str:
        return self.language.lang

    # ---- wiring ------------------------------------------------------------------------------
    def _wire(self) -> None:
        self.picker.on_pick(self.handler(self.play))
        if self.table is not None:
            self.table.on_play(self.handler(self.play))
        self.new_game_button.on_click(self.handler(self.new_game))
        self.undo_button.on_click(self.handler(self.undo))
        self.handover_button.on_click(self.handler(self.take_over))
        self.language.on_change(self.handler(lambda: None))

    def _show_error(self, html: str) -> None:
        self.message.value = html

    # ---- operations --------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        """The viewer plays ``action``, then the bots move, then the next viewer is chosen; if
        anything fails the game is put back as it was before ``action``."""
        if self.covered or self.viewer is None:
            return
        moves, events = len(self.state.history), len(self.state.log)
        seen = self._seen.get(self.viewer)
        self._seen[self.viewer] = events
        try:
            self.state.apply(self.viewer, action)
            self._run_bots()
        except Exception:
            if len(self.state.history) != moves:      # a bot failed: take the whole turn back
                self.state = self.state.replay(moves)
            if seen is None:
                del self._seen[self.viewer]
            else:
                self._seen[self.viewer] = seen
            raise
        self.choose_viewer()

    def new_game(self) -> None:
        """A fresh game with the next seed, the same players, options (and scenario, if any)."""
        old = self.state
        if old.scenario_spec is not None:
            self.state = old.game.scenario(old.scenario_spec, old.seed + 1, old.options)
        else:
            self.state = old.game.new_game(old.seed + 1, old.players, old.options)
        self._seen = {}
        self._run_bots()
        self.choose_viewer()

    def seat(self, state: "State", bots: Mapping[int, object], hand_over: bool = False) -> None:
        """Put ``state`` on screen with ``bots`` in their seats and people in the others: the
        bots move and the first person to act becomes the viewer; ``hand_over`` puts up the
        hand-over screen when several people share this one and the game goes on. If a bot
        fails, the screen keeps the game it had and the error is raised."""
        before = (self.state, self.bots, self.humans, self.viewer, self.covered, self._seen)
        try:
            self.state, self.bots = state, dict(bots)
            self.humans = [p for p in range(state.players) if p not in self.bots]
            self.viewer, self.covered, self._seen = (self.humans or [None])[0], False, {}
            self._run_bots()
            self.choose_viewer()
        except Exception:
            self.state, self.bots, self.humans, self.viewer, self.covered, self._seen = before
            raise
        if hand_over:
            self.covered = len(self.humans) > 1 and not state.is_over

    def add_controls(self, *widgets: w.Widget) -> None:
        """Put ``widgets`` at the end of the row of New game and Undo."""
        self.controls.children += widgets

    def undo(self) -> None:
        """Take back the viewer's last decision (the engine's undo policy decides)."""
        if self.viewer is not None and self.state.can_undo(self.viewer):
            self.state.undo(self.viewer)
            self._seen[self.viewer] = len(self.state.log)

    def take_over(self) -> None:
        """The next player confirms they hold the device: lift the hand-over screen."""
        self.covered = False

    def _run_bots(self) -> None:
        self.turns.run()

    def visible_events(self) -> int:
        """How many log lines the viewer can see."""
        return sum(1 for event in self.state.log if event.visible_to(self.viewer))

    def redraw(self) -> None:
        """Draw again outside a callback (a bot moved); a failure is shown, never raised."""
        guarded(self.render, self._fail_render)()

    def choose_viewer(self) -> None:
        """The human to act next becomes the viewer; a change of human puts up the hand-over."""
        waiting = [p for p in self.state.to_act if p in self.humans]
        if not waiting:
            return
        if waiting[0] != self.viewer:
            self.covered = len(self.humans) > 1
            self.viewer = waiting[0]

    # ---- drawing -----------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw from the viewer's observation only (nothing at all while covered)."""
        lang, state, viewer = self.lang, self.state, self.viewer
        if self.turns.active:              # first, so a browser sees it before the move's lines
            self.status.add_class("rt-bots-moving")
        else:
            self.status.remove_class("rt-bots-moving")
        self.new_game_button.description = t("new_game", lang)
        self.undo_button.description = t("undo", lang)
        self._render_undo(lang)
        self.rules.set_lang(lang)
        self.message.value = error_html(self._error_message) if self._error_message else ""
        if self.covered:
            name = player_name(viewer, lang)
            self.status.value = f"<b>{escape(t('pass_device', lang, player=name))}</b>"
            self.handover_button.description = t("i_am", lang, player=name)
            self.handover_button.layout.display = None
            self.board.value = ""
            self.picker.update([], lang)
            if self.table is not None:          # nothing of the last viewer stays on the table
                self.table.show(Scene(), [], lang)
            self.log.render([], lang, viewer)
            return
        self.handover_button.description = ""
        self.handover_button.layout.display = "none"
        self.status.value = self._status_html(lang)
        observation = state.observe(viewer)
        actions = state.legal_actions(viewer) if viewer is not None else []
        if self.table is not None:          # the table and status are sent first, then the rest
            self.table_spec.show(self.table, observation, actions, lang)
        send_now()
        self.board.value = self.render_board(observation, lang, ())
        decision = observation.get("decision")
        self.rules.show([decision["rule"]] if decision else [], heading="this_decision")
        self.picker.update(actions, lang)
        self.log.render(state.events_for(viewer), lang, viewer, new=self._unseen(viewer))

    def _render_undo(self, lang: str) -> None:
        """Enable Undo exactly when the engine allows it; otherwise say why in words."""
        if self.covered or self.viewer is None:
            reason = None
            self.undo_button.disabled = True
        else:
            reason = undo_reason(self.state, self.viewer, lang)
            self.undo_button.disabled = reason is not None
        self.undo_button.tooltip = t("undo_tip", lang) if reason is None else reason
        self.undo_why.value = "" if reason is None else \
            f"<span style='opacity:0.75;font-size:90%'>{escape(reason)}</span>"

    def _unseen(self, viewer: int | None) -> int:
        """How many of the viewer's log lines happened since the viewer's last move."""
        since = self.state.log[self._seen.get(viewer, len(self.state.log)):]
        return sum(1 for event in since if event.visible_to(viewer))

    def _status_html(self, lang: str) -> str:
        state, viewer = self.state, self.viewer
        if state.is_over:
            result = state.result or {}
            winners = result.get("winners", [])
            names = list_sep(lang).join(player_name(p, lang, viewer) for p in winners)
            line = t("winners", lang, players=names) if winners else t("draw", lang)
            if self.result_text is not None:
                line = self.result_text(result, lang, viewer)
            return f"<b>{escape(t('game_over', lang))}</b> {escape(line)}"
        names = ", ".join(player_name(p, lang, viewer) for p in state.to_act)
        line = escape(t("to_act", lang, players=names))
        thinking = self.turns.thinking
        if thinking is not None:
            text = thinking_text(player_name(thinking, lang, viewer), self.bots.get(thinking), lang)
            line += f" <span class='rt-thinking'>{escape(text)}</span>"
        return line

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
