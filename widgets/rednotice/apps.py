"""The Red Notice apps: the lessons (``RedNoticeTutorial``) and free play (``RedNoticeExplorer``)
on the clickable map, thin layers over the shared TutorialApp and ExplorerApp.

Each screen is drawn from the viewer's ``observe()``, ``events_for()`` and legal actions only:
the agent's screen never holds the forger's city or route.
"""

from __future__ import annotations

from typing import Sequence

import ipywidgets as w

from tutor.games.rednotice import GAME
from tutor.lessons import Lesson, T

from ..explorer_app import ExplorerApp
from ..play_view import PlayView
from ..registry import table_spec
from ..tutorial_app import TutorialApp
from .board import render_board
from .labels import action_label, event_text, kind_label

RULING_NOTE = T("Ruling of this tutor: {titles}. The sources leave this open; the tutor decided "
                "it, and you can change it where it is an option.",
                "このチュートリアルの裁定：{titles}。資料に定めがないため、チューターが決めました。"
                "オプションになっているものは変更できます。")
INTRO = T("Play a whole game of Red Notice on the tutor's own map, as the forger or the agent, "
          "against a bot or a friend on this screen. Click a disc, then a card half, to program "
          "a round; click a city to move there, a continent's circle for a radar, a road for a "
          "barrier. The agent's screen never shows where the forger is: only what she reports.",
          "チューター独自の地図でレッド・ノーティスを最後まで遊べます。詐欺師か捜査官を選び、"
          "ボットか、この画面を使う相手と対戦します。トークンを押してからカードの片側を押すと"
          "配置できます。都市を押すと移動、大陸の円でレーダー、道でバリケードです。捜査官の画面"
          "には詐欺師の居場所は決して表示されません。表示されるのは彼女の報告だけです。")
UI = {
    "role": T("You play", "あなたの役"), "forger": T("the forger", "詐欺師"),
    "agent": T("the agent", "捜査官"),
    "identities": T("Fake identities", "偽職業"),
    "beginner": T("Journalist + Pilot (beginner)", "ジャーナリスト＋パイロット（初心者）"),
    "random_ids": T("2 of 6 at random", "6枚から2枚をランダム"),
    "aid": T("Possible cities", "可能性のある都市"), "history": T("Forger's history", "詐欺師の経歴"),
    "shown": T("shown", "表示"), "hidden": T("hidden", "非表示"),
}


def default_lessons() -> list[Lesson]:
    """The Red Notice lessons in teaching order."""
    return list(GAME.lessons)


class RedNoticeTutorial(TutorialApp):
    """The lessons on the clickable map (CSS: TutorialApp's, plus ``rt-rednotice-tutorial``)."""

    game = GAME
    css = "rt-rednotice-tutorial"
    ruling_note = RULING_NOTE
    picker_layout = {"width": "auto"}

    def __init__(self, lessons: Sequence[Lesson] | None = None, lang: str = "en",
                 lesson: int = 0):
        super().__init__(lessons if lessons is not None else default_lessons(),
                         render_board=render_board, kind_label=kind_label,
                         event_text=event_text, lang=lang, lesson=lesson, table=table_spec(GAME))

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang)


def _choices(*pairs):
    return lambda lang: [(UI[key].get(lang), value) for key, value in pairs]


class RedNoticeExplorer(ExplorerApp):
    """Free play: you in seat 1 as the forger or the agent, against a bot or hot-seat.

    Who plays each seat (a person at this screen or any bot) is the shared seat panel's choice;
    ``opponent`` ("rules", "random" or "hotseat") only sets its first choice for seat 2.

    CSS: ExplorerApp's, plus ``rt-rednotice-explorer`` and the settings ``rt-role``,
    ``rt-identities``, ``rt-aid``, ``rt-history``."""

    game = GAME
    css = "rt-rednotice-explorer"
    ruling_note = RULING_NOTE
    intro = INTRO
    # the ruling note above the map
    screen = ("intro", "browser_key", "language", "settings", "status", "seats", "controls",
              "undo_why", "saves", "message", "note", "table", "board", "picker", "coach", "log",
              "rules")

    def __init__(self, role: str = "forger", opponent: str = "rules", seed: int = 1,
                 lang: str = "en", state=None, identities: str = "beginner",
                 deduction_aid: bool = True, forger_history: bool = True):
        self.seed = seed
        self.role = self._setting("role", role, ("forger", "forger"), ("agent", "agent"))
        self.identities = self._setting("identities", identities, ("beginner", "beginner"),
                                        ("random_ids", "random"))
        self.aid = self._setting("aid", deduction_aid, ("shown", True), ("hidden", False))
        self.history = self._setting("history", forger_history, ("shown", True),
                                     ("hidden", False))
        start = state if state is not None else self._deal(seed)
        second = "person" if opponent == "hotseat" else opponent
        super().__init__(start, render_board=render_board, seats=["person", second],
                         kind_label=kind_label, event_text=event_text, lang=lang,
                         table=table_spec(GAME))
        self.settings_box = w.HBox([self.role, self.identities, self.aid, self.history],
                                   layout=w.Layout(flex_flow="row wrap"))
        self.slots["settings"] = self.settings_box

    def _setting(self, key: str, value, *pairs) -> w.Dropdown:
        options = _choices(*pairs)
        css = {"aid": "rt-aid"}.get(key, f"rt-{key}")
        return self.add_setting(w.Dropdown(options=options("en"), value=value,
                                           layout=w.Layout(width="auto"),
                                           style={"description_width": "initial"}),
                                css, UI[key], options)

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang)

    # ---- games -------------------------------------------------------------------------------
    def options(self) -> dict:
        """The engine options of the settings."""
        return {"forger_seat": 0 if self.role.value == "forger" else 1,
                "identities": self.identities.value, "deduction_aid": self.aid.value,
                "forger_history": self.history.value}

    def _deal(self, seed: int):
        return GAME.new_game(seed=seed, players=2, options=self.options())

    def _new_game(self, view: PlayView) -> None:
        """Deal the next seed with the chosen role and options, seated as the seat panel says."""
        self.seed += 1
        self.start(self._deal(self.seed))

    def _loaded(self, state) -> None:
        """A loaded or resumed game: the settings show its roles and options (the seat panel
        shows who plays)."""
        options = state.options
        self.role.value = "forger" if options.get("forger_seat") == 0 else "agent"
        self.identities.value = options.get("identities", "beginner")
        self.aid.value = bool(options.get("deduction_aid", True))
        self.history.value = bool(options.get("forger_history", True))
