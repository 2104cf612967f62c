"""The Persona Non Grata apps: the lessons (``PersonaTutorial``) and free play against random
bots with 2 to 4 players (``PersonaExplorer``), thin layers over the shared TutorialApp and
ExplorerApp.

Both draw only from the viewer's observation, events and legal actions, and add a note whenever
a rule shown is a ruling of this tutor rather than a published rule.
"""

from __future__ import annotations

from typing import Iterable, Sequence

import ipywidgets as w

from tutor.bots import RandomBot
from tutor.games.persona import GAME
from tutor.lessons import Lesson, T

from ..explorer_app import ExplorerApp
from ..play_view import PlayView
from ..tutorial_app import TutorialApp
from ..tutorial_app import ruling_note_html as _ruling_note_html
from .board import render_board
from .events import event_text
from .labels import action_label, kind_label
from .table import TABLE
from .text import BOARD, players_text, tr, who

RULING_NOTE = T("Ruling of this tutor: {titles}. The sources leave this open; the tutor decides "
                "it as shown in the rule panel (reason given there).",
                "このチュートリアルの裁定：{titles}。資料では決まっていない点を、ルールパネルに"
                "示す理由でこのチュートリアルが定めています。")
UI = {
    "players": T("Players", "人数"),
    "n_players": T("{n} players (you + {bots} bots)", "{n}人（あなた＋ボット{bots}人）"),
}
RESULT = T("{line} Scores: {scores}.", "{line} 得点：{scores}。")


def board_without_hand(observation: dict, lang: str, highlights: Sequence[str] = ()) -> str:
    """The board around the clickable table (which shows the viewer's own cards)."""
    return render_board(observation, lang, highlights, mine=False)


def default_lessons() -> list[Lesson]:
    """The Persona Non Grata lessons in teaching order."""
    from tutor.games.persona.lessons import LESSONS
    return list(LESSONS)


def ruling_note_html(rule_ids: Iterable[str], lang: str) -> str:
    """A marked note naming the rulings among ``rule_ids`` (empty when there are none)."""
    return _ruling_note_html(GAME.catalogue, rule_ids, lang, RULING_NOTE)


def result_text(result: dict, lang: str, viewer) -> str:
    """"Winner: You. Scores: You 18, Player 2 18, Player 3 5." in ``lang``."""
    winners = result.get("winners", [])
    key = "shared" if len(winners) > 1 else "winner"
    line = tr(BOARD[key], lang, who=players_text(winners, lang, viewer)) + "."
    scores = ("、" if lang == "ja" else ", ").join(
        f"{who(p, lang, viewer)} {s}" for p, s in enumerate(result.get("scores", [])))
    return tr(RESULT, lang, line=line, scores=scores)


class PersonaTutorial(TutorialApp):
    """The lessons: a lesson picker above the shared lesson screen (CSS classes: see
    TutorialApp, plus ``rt-persona-tutorial``)."""

    game = GAME
    css = "rt-persona-tutorial"
    ruling_note = RULING_NOTE
    picker_layout = {"width": "auto"}

    def __init__(self, lessons: Sequence[Lesson] | None = None, lang: str = "en",
                 lesson: int = 0):
        super().__init__(lessons if lessons is not None else default_lessons(),
                         render_board=board_without_hand, kind_label=kind_label,
                         event_text=event_text, lang=lang, lesson=lesson, table=TABLE)

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang, self.view.runner.learner)


class PersonaExplorer(ExplorerApp):
    """Free play: you (player 1 on screen) against random bots, 2 to 4 players.

    ``state`` starts from a given position (e.g. ``GAME.scenario(...)``), with bots in every
    other seat; "New game" then deals a fresh game with the chosen player count. CSS classes:
    see ExplorerApp, plus ``rt-persona-explorer`` and ``rt-players``.
    """

    game = GAME
    css = "rt-persona-explorer"
    ruling_note = RULING_NOTE

    def __init__(self, players: int = 3, seed: int = 1, lang: str = "en", state=None):
        self.seed = seed
        start = state if state is not None else GAME.new_game(seed=seed, players=players)
        self.players = self.add_setting(
            w.Dropdown(options=self._player_options(lang), value=start.players),
            "rt-players", UI["players"], self._player_options)
        super().__init__(start, render_board=board_without_hand, bots=self._bots(start.players),
                         kind_label=kind_label, event_text=event_text, result_text=result_text,
                         lang=lang, table=TABLE)

    def _arrange(self, children: list[w.Widget]) -> None:
        view = self.view
        children[children.index(view.language.widget)] = w.HBox([view.language.widget,
                                                                 self.players])
        children.remove(view.picker.widget)            # the choice right above the board
        children.insert(children.index(view.board), view.picker.widget)
        children.insert(children.index(view.board), self.note)

    def _player_options(self, lang: str):
        return [(tr(UI["n_players"], lang, n=n, bots=n - 1), n) for n in (2, 3, 4)]

    def action_label(self, action, lang: str) -> str:
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
        self.forget_log()
        view._run_bots()
