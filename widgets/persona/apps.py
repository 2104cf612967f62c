"""The Persona Non Grata apps: the lessons (``PersonaTutorial``) and free play against bots
or friends with 2 to 4 players (``PersonaExplorer``), thin layers over the shared TutorialApp and
ExplorerApp.

Both draw only from the viewer's observation, events and legal actions, and add a note whenever
a rule shown is a ruling of this tutor rather than a published rule.
"""

from __future__ import annotations

from typing import Iterable, Sequence

import ipywidgets as w

from tutor.bots import RandomBot
from tutor.games.persona import GAME
from tutor.games.persona.texts import TEXTS
from tutor.lessons import Lesson, T

from ..explorer_app import ExplorerApp
from ..play_view import PlayView
from ..registry import table_spec
from ..tutorial_app import TutorialApp
from ..tutorial_app import ruling_note_html as _ruling_note_html
from .events import event_text
from .labels import action_label, kind_label
from .table import board_without_hand
from .text import as_t, players_text, sep, who

RULING_NOTE = as_t("app.ruling_note")
INTRO = T("Play whole games with 2, 3 or 4 players against bots (random, rule-based, or a "
          "search bot at three difficulties) or friends at this screen. Choose the number of "
          "players and who plays, then press New game. Ask the coach what a strong player would "
          "do, and after the game let it review your moves. Each day pick one information card "
          "and one action card (Download, Encrypt, Send Left, Send Right); the others choose at "
          "the same time, and everything is revealed together. Every log line cites its rule; click it to read the "
          "rule. Rules marked Ruling of this tutor are the tutor's answers where the sources are "
          "silent.",
          "2〜4人で、ボット（ランダム・ルール・3段階の探索ボット）やこの画面の友だちと最後まで"
          "対戦できます。人数とプレイヤーを選んで「新しいゲーム」を押してください。コーチに強い"
          "プレイヤーならどうするかを聞けます。対局後にはコーチが手をふりかえります。"
          "毎日、情報カード1枚とアクションカード（ダウンロード・暗号化・左へ送信・"
          "右へ送信）1枚を選びます。ほかのプレイヤーも同時に選び、全員の選択が一斉に公開されます。記録の"
          "各行にはルールが示され、押すとルールを読めます。「このチュートリアルの裁定」と書かれた"
          "ルールは、資料にない点をチュートリアルが定めたものです。")


def default_lessons() -> list[Lesson]:
    """The Persona Non Grata lessons in teaching order."""
    return list(GAME.lessons)


def ruling_note_html(rule_ids: Iterable[str], lang: str) -> str:
    """A marked note naming the rulings among ``rule_ids`` (empty when there are none)."""
    return _ruling_note_html(GAME.catalogue, rule_ids, lang, RULING_NOTE)


def result_text(result: dict, lang: str, viewer) -> str:
    """"Winner: You. Scores: You 18, Player 2 18, Player 3 5." in ``lang``."""
    winners = result.get("winners", [])
    key = "board.shared" if len(winners) > 1 else "board.winner"
    line = TEXTS.tr(key, lang, viewer, who=players_text(winners, lang, viewer))
    scores = sep(lang).join(f"{who(p, lang, viewer)} {s}"
                            for p, s in enumerate(result.get("scores", [])))
    return TEXTS.tr("app.result", lang, viewer, line=line, scores=scores)


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
                         event_text=event_text, lang=lang, lesson=lesson, table=table_spec(GAME))

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang, self.view.runner.learner)


class PersonaExplorer(ExplorerApp):
    """Free play: you (player 1 on screen) against bots (random ones at first) or friends, 2
    to 4 players; the seat panel chooses who plays each seat.

    ``state`` starts from a given position (e.g. ``GAME.scenario(...)``), with bots in every
    other seat; "New game" then deals a fresh game with the chosen player count and seats. CSS classes:
    see ExplorerApp, plus ``rt-persona-explorer`` and ``rt-players``.
    """

    game = GAME
    css = "rt-persona-explorer"
    ruling_note = RULING_NOTE
    intro = INTRO
    # the choice (and the coach) right above the board
    screen = ("intro", "browser_key", "language", "status", "seats", "controls", "undo_why",
              "saves", "message", "table", "picker", "coach", "note", "board", "log", "rules")

    def __init__(self, players: int = 3, seed: int = 1, lang: str = "en", state=None):
        self.seed = seed
        start = state if state is not None else GAME.new_game(seed=seed, players=players)
        super().__init__(start, render_board=board_without_hand, bots=self._bots(start.players),
                         kind_label=kind_label, event_text=event_text, result_text=result_text,
                         lang=lang, table=table_spec(GAME))
        self.players = self.add_setting(
            w.Dropdown(options=self._player_options(lang), value=start.players),
            "rt-players", as_t("app.players"), self._player_options)
        self.slots["language"] = w.HBox([self.view.language.widget, self.players])
        self.players.observe(lambda change: self.seats.set_players(change["new"]), "value")

    def _player_options(self, lang: str):
        return [(TEXTS.tr("app.n_players", lang, players=n, count=n - 1), n) for n in (2, 3, 4)]

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang, self.view.viewer)

    def _bots(self, players: int) -> dict:
        return {p: RandomBot(seed=self.seed * 10 + p) for p in range(1, players)}

    def _loaded(self, state) -> None:
        """A loaded or resumed game: the player count shows its number of players."""
        self.players.value = state.players

    def _new_game(self, view: PlayView) -> None:
        """Deal the next seed with the chosen number of players, seated as the panel says."""
        self.seed += 1
        self.start(GAME.new_game(seed=self.seed, players=self.players.value))
