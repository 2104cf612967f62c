"""The Classified Information apps: the lessons (``ClassifiedTutorial``) and free play
(``ClassifiedExplorer``), thin layers over the shared TutorialApp and ExplorerApp.

Both draw only from the viewer's observation, events and legal actions, and add the deduction
wheel and a note whenever a rule shown is a ruling of this tutor rather than a published rule.
"""

from __future__ import annotations

from typing import Iterable, Sequence

import ipywidgets as w

from tutor.games.classified import GAME
from tutor.games.classified.decks import DIFFICULTY
from tutor.games.classified.present.board import render_board
from tutor.games.classified.present.events import make_event_text
from tutor.games.classified.present.labels import action_label, kind_label
from tutor.lessons import Lesson, T

from ..explorer_app import ExplorerApp
from ..lesson_view import LessonView
from ..play_view import PlayView
from ..tutorial_app import TutorialApp
from ..tutorial_app import ruling_note_html as _ruling_note_html
from .ui_text import tr
from .wheel import DeductionWheel

RULING_NOTE = T("Ruling of this tutor: {titles}. The published rules leave this open; the "
                "tutor decides it as shown in the rule panel (reason given there).",
                "このチュートリアルの裁定：{titles}。公式ルールでは決まっていない点を、"
                "ルールパネルに示す理由でこのチュートリアルが定めています。")
UI = {
    "deck": T("Deck", "デッキ"),
    "difficulty": T("Difficulty", "難易度"),
    "promos": T("Promo cards in random decks", "ランダムデッキにプロモカードを入れる"),
}
INTRO = T("Play whole games against a bot (random, rule-based, or a search bot at three "
          "difficulties), or hot-seat with a friend (a hand-over screen hides your cards between "
          "turns). Choose the deck, the difficulty and who plays, then press New game. Ask the "
          "coach what a strong player would do, and after the game let it review your moves. "
          "Every log line cites its rule; click it to read the rule. The deduction wheel keeps "
          "your notes on the opponent's Suitcase number.",
          "ボットと対戦するか（ランダム・ルール・3段階の探索ボット）、2人で交代しながら遊べます"
          "（ホットシート。交代の画面が手番の間あなたのカードを隠します）。デッキと難易度と"
          "プレイヤーを選んで「新しいゲーム」を押してください。コーチに強いプレイヤーならどうするかを"
          "聞けます。対局後にはコーチが手をふりかえります。"
          "記録の各行にはルールが示され、押すとルールを読めます。推理ホイールで相手のスーツケース"
          "の番号をメモできます。")
DECK_NAMES = {"base": T("Citrine (base)", "シトリン（基本）"), "emerald": T("Emerald", "エメラルド"),
              "ruby": T("Ruby", "ルビー"), "random-pair": T("Random (pair)", "ランダム（ペア）"),
              "random-full": T("Random (full)", "ランダム（フル）")}
DIFFICULTY_NAMES = {"normal": T("Normal (2 encrypted)", "ノーマル（暗号化2枚）"),
                    "hard": T("Hard (4 encrypted)", "ハード（暗号化4枚）"),
                    "insane": T("Insane (6 encrypted)", "インセイン（暗号化6枚）")}


def default_lessons() -> list[Lesson]:
    """The Classified Information lessons in teaching order."""
    from tutor.games.classified.lessons import LESSONS
    return list(LESSONS)


def ruling_note_html(rule_ids: Iterable[str], lang: str) -> str:
    """A marked note naming the rulings among ``rule_ids`` (empty when there are none)."""
    return _ruling_note_html(GAME.catalogue, rule_ids, lang, RULING_NOTE)


def _beside_board(view, children: list[w.Widget], extra: w.Widget, note: w.Widget) -> None:
    """Put ``extra`` (the wheel) to the right of the board and ``note`` under it."""
    i = children.index(view.board)
    view.board.layout.flex = "1 1 auto"
    children[i:i + 1] = [w.HBox([view.board, extra]), note]


class ClassifiedTutorial(TutorialApp):
    """The lessons: a lesson picker above the shared lesson screen, with the deduction wheel
    beside the board (CSS classes: see TutorialApp, plus ``rt-classified-tutorial``)."""

    game = GAME
    css = "rt-classified-tutorial"
    ruling_note = RULING_NOTE

    def __init__(self, lessons: Sequence[Lesson] | None = None, lang: str = "en", lesson: int = 0):
        self.wheel = DeductionWheel(lang)
        self._obs: dict | None = None
        self._viewer = 0
        super().__init__(lessons if lessons is not None else default_lessons(),
                         render_board=render_board, kind_label=kind_label,
                         event_text=make_event_text(GAME.catalogue), lang=lang, lesson=lesson)

    def _arrange(self, children: list[w.Widget]) -> None:
        _beside_board(self.view, children, self.wheel.widget, self.note)

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang, self._viewer, self._obs)

    def _lesson_opened(self) -> None:
        """Another lesson: the wheel's notes are cleared."""
        self.wheel.reset()

    def _before_render(self, view: LessonView) -> None:
        self._viewer = view.runner.learner
        self._obs = view.runner.observation

    def _after_render(self, view: LessonView) -> None:
        super()._after_render(view)
        self.wheel.highlight = "wheel" in view.runner.step.highlight
        self.wheel.viewer = view.runner.learner
        self.wheel.set_lang(view.lang)


class ClassifiedExplorer(ExplorerApp):
    """Free play: against any bot or hot-seat, any deck and difficulty, with the wheel.

    ``state`` starts from a given position (e.g. ``GAME.scenario(...)``); "New game" then deals
    a fresh game with the chosen settings. CSS classes: see ExplorerApp, plus
    ``rt-classified-explorer``, ``rt-deck``, ``rt-difficulty``, ``rt-promos`` (who plays: the seat panel, ``rt-seat-<n>``;
    ``opponent="bot"`` seats a random bot, ``"hotseat"`` a second person).
    """

    game = GAME
    css = "rt-classified-explorer"
    ruling_note = RULING_NOTE
    intro = INTRO

    def __init__(self, deck: str = "base", difficulty: str = "normal", opponent: str = "bot",
                 seed: int = 1, lang: str = "en", state=None, promos: bool = False):
        self.seed = seed
        self.wheel = DeductionWheel(lang)
        self.deck = self.add_setting(w.Dropdown(options=self._deck_options(lang), value=deck),
                                     "rt-deck", UI["deck"], self._deck_options)
        self.difficulty = self.add_setting(
            w.Dropdown(options=self._difficulty_options(lang), value=difficulty),
            "rt-difficulty", UI["difficulty"], self._difficulty_options)
        self.promos = self.add_setting(w.Checkbox(value=promos, indent=False), "rt-promos",
                                       UI["promos"])
        self._obs: dict | None = None
        self._viewer: int | None = None
        super().__init__(state if state is not None else self._deal(seed),
                         render_board=render_board, kind_label=kind_label,
                         event_text=make_event_text(GAME.catalogue), lang=lang,
                         seats=["person", "random" if opponent == "bot" else "person"])

    def _arrange(self, children: list[w.Widget]) -> None:
        _beside_board(self.view, children, self.wheel.widget, self.note)
        children.insert(children.index(self.view.language.widget) + 1,
                        w.HBox([self.deck, self.difficulty, self.promos],
                               layout=w.Layout(flex_flow="row wrap")))

    def _deck_options(self, lang):
        return [(tr(text, lang), key) for key, text in DECK_NAMES.items()]

    def _difficulty_options(self, lang):
        return [(tr(DIFFICULTY_NAMES[key], lang), key) for key in DIFFICULTY]

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang, self._viewer, self._obs)

    # ---- games -------------------------------------------------------------------------------
    def _deal(self, seed: int):
        return GAME.new_game(seed=seed, options={"deck": self.deck.value,
                                                 "difficulty": self.difficulty.value,
                                                 "promos": self.promos.value})

    def _new_game(self, view: PlayView) -> None:
        """Deal the next seed with the chosen deck and difficulty, seated as the seat panel
        says."""
        self.seed += 1
        self.wheel.reset()
        self.start(self._deal(self.seed))

    def _loaded(self, state) -> None:
        """A loaded or resumed game: the settings show its deck and difficulty (the seat panel
        shows who plays)."""
        for setting, key in ((self.deck, "deck"), (self.difficulty, "difficulty"),
                             (self.promos, "promos")):
            values = [v for _, v in setting.options] if hasattr(setting, "options") else None
            if values is None or state.options.get(key) in values:
                setting.value = state.options.get(key, setting.value)
        self.wheel.reset()

    def _before_render(self, view: PlayView) -> None:
        hidden = view.covered or view.viewer is None
        self._viewer = view.viewer
        self._obs = None if hidden else view.state.observe(view.viewer)

    def _note_rules(self, view: PlayView) -> list[str]:
        """Nothing while the hand-over screen is up; else the rules of the viewer's new events
        and of the viewer's decision."""
        if view.covered or view.viewer is None:
            return []
        rules = self.recent_rules(view)
        if self._obs and self._obs.get("decision"):
            rules.append(self._obs["decision"]["rule"])
        return rules

    def _after_render(self, view: PlayView) -> None:
        super()._after_render(view)
        self.wheel.viewer = view.viewer
        self.wheel.set_lang(view.lang)
        self.wheel.show(not (view.covered or view.viewer is None))
