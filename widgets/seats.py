"""Who plays each seat of an explorer: a person at this screen or a bot at a difficulty, and how
fast the bots' moves are shown.

``SeatPanel(game, players, kinds, lang)`` is a row of Dropdowns (``rt-seat-<n>``, counted from
0) offering ``person`` and the bots the game has (``random``, ``rules``, ``ismcts-easy``,
``ismcts-normal``, ``ismcts-hard``), and the pace Dropdown (``rt-bot-pace``, seconds a bot's
move stays on screen before the next). Seat choices take effect at the next New game; the pace
at once. ``make_bot(game, kind, seed)`` builds the bot a choice names.
"""

from __future__ import annotations

from typing import Sequence

import ipywidgets as w

from tutor import bots as bot_registry
from tutor.lessons import T

from .i18n import player_name
from .tutorial_app import relabel

PERSON = "person"
DIFFICULTIES = ("easy", "normal", "hard")
KIND_NAMES = {
    PERSON: T("Person at this screen", "この画面の人"),
    "random": T("Random bot", "ランダムボット"),
    "rules": T("Rule-based bot", "ルールボット"),
    "ismcts-easy": T("Search bot (easy)", "探索ボット（やさしい）"),
    "ismcts-normal": T("Search bot (normal)", "探索ボット（ふつう）"),
    "ismcts-hard": T("Search bot (hard)", "探索ボット（むずかしい）"),
}
PACES = ((2.0, T("Slow (2 s a move)", "ゆっくり（1手2秒）")),
         (1.0, T("Normal (1 s a move)", "ふつう（1手1秒）")),
         (0.5, T("Fast (½ s a move)", "速い（1手0.5秒）")))
DEFAULT_PACE = 1.0
UI = {
    "seats": T("Who plays", "プレイヤー"),
    "pace": T("Bot speed", "ボットの速さ"),
    "thinking": T("{player} ({bot}) is thinking…", "{player}（{bot}）が考えています…"),
    "when": T("Seat changes start with the next New game; several people at this screen take "
              "turns behind a hand-over screen.",
              "席の変更は次の「新しいゲーム」から有効です。この画面で複数の人が遊ぶときは、"
              "交代の画面をはさんで順番に操作します。"),
}


def seat_kinds(game) -> list[str]:
    """``person`` and the bot choices ``game`` has, in the order the Dropdowns offer them."""
    names = bot_registry.names(game)
    kinds = [PERSON] + [n for n in ("random", "rules") if n in names]
    if "ismcts" in names:
        kinds += [f"ismcts-{d}" for d in DIFFICULTIES]
    return kinds


def make_bot(game, kind: str, seed: int = 0):
    """The bot a seat choice names (None for a person)."""
    if kind == PERSON:
        return None
    if kind.startswith("ismcts-"):
        return bot_registry.load("ismcts", game, difficulty=kind.split("-", 1)[1])
    if kind == "random":
        return bot_registry.load("random", game, seed=seed)
    return bot_registry.load(kind, game)


def kind_of(bot) -> str:
    """The seat choice that describes an existing bot (``random`` when it is not one of ours)."""
    if bot is None:
        return PERSON
    name = getattr(bot, "name", "random")
    if name == "ismcts":
        return f"ismcts-{getattr(bot, 'difficulty', 'normal')}"
    return name if name in KIND_NAMES else "random"


def kind_name(kind: str, lang: str) -> str:
    """The learner's name of a seat choice."""
    return KIND_NAMES[kind].get(lang)


def thinking_text(player: str, bot, lang: str) -> str:
    """"Player 2 (Search bot (normal)) is thinking…" in ``lang``."""
    return UI["thinking"].get(lang).format(player=player, bot=kind_name(kind_of(bot), lang))


class SeatPanel:
    """One Dropdown per seat (as many as the game allows; those beyond ``players`` hidden) and
    the bots' pace."""

    def __init__(self, game, players: int, kinds: Sequence[str], lang: str = "en",
                 pace: float = DEFAULT_PACE):
        self.game = game
        self.choices = seat_kinds(game)
        self.players = players
        self.lang = lang
        seats = max(game.max_players or players, players)
        start = list(kinds) + [PERSON if not kinds else kinds[-1]] * (seats - len(kinds))
        self.dropdowns = [w.Dropdown(options=self._options(lang), value=self._valid(k),
                                     layout=w.Layout(width="auto"))
                          for k in start[:seats]]
        for p, dropdown in enumerate(self.dropdowns):
            dropdown.add_class(f"rt-seat-{p}")
            dropdown.add_class("rt-seat")
            dropdown.style.description_width = "initial"
        self.pace = w.Dropdown(options=self._pace_options(lang), value=pace,
                               layout=w.Layout(width="auto"))
        self.pace.style.description_width = "initial"
        self.pace.add_class("rt-bot-pace")
        self.caption = w.HTML()
        self.hint = w.HTML()
        row = w.HBox([*self.dropdowns, self.pace], layout=w.Layout(flex_flow="row wrap"))
        self.widget = w.VBox([self.caption, row, self.hint])
        self.widget.add_class("rt-seats")
        self.set_players(players)
        self.set_lang(lang)

    def _valid(self, kind: str) -> str:
        if kind not in self.choices:
            raise ValueError(f"seat choice {kind!r}: valid are {', '.join(self.choices)}")
        return kind

    def _options(self, lang: str) -> list[tuple[str, str]]:
        return [(kind_name(k, lang), k) for k in self.choices]

    @staticmethod
    def _pace_options(lang: str) -> list[tuple[str, float]]:
        return [(text.get(lang), seconds) for seconds, text in PACES]

    @property
    def kinds(self) -> list[str]:
        """The choice of each seat of a ``players``-player game."""
        return [d.value for d in self.dropdowns[:self.players]]

    @property
    def seconds(self) -> float:
        """How long a bot's move stays on screen before the next bot moves."""
        return float(self.pace.value)

    def set_players(self, players: int) -> None:
        """Show the Dropdowns of ``players`` seats."""
        self.players = players
        for p, dropdown in enumerate(self.dropdowns):
            dropdown.layout.display = None if p < players else "none"

    def set_kinds(self, kinds: Sequence[str]) -> None:
        """Show these choices (e.g. those of a loaded game)."""
        self.set_players(len(kinds))
        for dropdown, kind in zip(self.dropdowns, kinds):
            dropdown.value = self._valid(kind)

    def bots(self, seed: int = 0) -> dict[int, object]:
        """A new bot for every seat not played by a person."""
        made = {p: make_bot(self.game, kind, seed * 10 + p) for p, kind in enumerate(self.kinds)}
        return {p: bot for p, bot in made.items() if bot is not None}

    def set_lang(self, lang: str) -> None:
        """Relabel everything in ``lang``."""
        self.lang = lang
        for p, dropdown in enumerate(self.dropdowns):
            relabel(dropdown, self._options(lang))
            dropdown.description = player_name(p, lang)
        relabel(self.pace, self._pace_options(lang))
        self.pace.description = UI["pace"].get(lang)
        self.caption.value = f"<b>{UI['seats'].get(lang)}</b>"
        self.hint.value = f"<span style='opacity:0.75;font-size:90%'>{UI['when'].get(lang)}</span>"
