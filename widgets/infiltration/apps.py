"""The Infiltration apps: the lessons (``InfiltrationTutorial``) and free play with 2 to 6 seats,
any mix of people at one screen (hot-seat, behind the hand-over screen) and rules bots
(``InfiltrationExplorer``), thin layers over the shared TutorialApp and ExplorerApp, played by
clicks on the table (the table the game declares).

Everything shown is built from the viewer's observation, events and legal actions only.
"""

from __future__ import annotations

from typing import Sequence

import ipywidgets as w

from tutor.engine.text import seat_name
from tutor.games.infiltration import GAME
from tutor.lessons import Lesson

from ..explorer_app import ExplorerApp
from ..play_view import PlayView
from ..registry import table_spec
from ..tutorial_app import TutorialApp
from .board import render_board
from .labels import action_label, event_text, kind_label
from .text import UI, ui

PLAYERS = (2, 3, 4, 5, 6)


def default_lessons() -> list[Lesson]:
    """The Infiltration lessons in teaching order."""
    return list(GAME.lessons)


def result_text(result: dict, lang: str, viewer) -> str:
    """The winners and every seat's score (captured seats score nothing)."""
    sep = "、" if lang == "ja" else ", "
    winners = sep.join(seat_name(p, lang, viewer) for p in result.get("winners", []))
    scores = sep.join(
        ui("score_line", lang, who=seat_name(d["seat"], lang, viewer),
           score=ui("captured", lang) if d["score"] is None else d["score"])
        for d in result.get("details", []))
    return f"{ui('winner', lang, who=winners or '—')} {ui('scores', lang, scores=scores)}"


class InfiltrationTutorial(TutorialApp):
    """The lessons on the table (CSS classes: see TutorialApp, plus
    ``rt-infiltration-tutorial``)."""

    game = GAME
    css = "rt-infiltration-tutorial"
    ruling_note = UI["ruling_note"]
    picker_layout = {"width": "auto"}

    def __init__(self, lessons: Sequence[Lesson] | None = None, lang: str = "en",
                 lesson: int = 0):
        super().__init__(lessons if lessons is not None else default_lessons(),
                         render_board=render_board, kind_label=kind_label,
                         event_text=self._event_text, lang=lang, lesson=lesson,
                         table=table_spec(GAME))
        self._obs: dict | None = None

    def _before_render(self, view) -> None:
        self._obs = view.runner.observation

    def _event_text(self, event: dict, lang: str, viewer) -> str | None:
        return event_text(event, self._obs, lang) if self._obs is not None else None

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang, self._obs)


class InfiltrationExplorer(ExplorerApp):
    """Free play with 2 to 6 seats. Who plays each seat (a person at this screen, hot-seat, or
    any bot) is the shared seat panel's choice; ``people`` only sets its first choices (the
    first ``people`` seats people, the rest rules bots). CSS classes: see ExplorerApp, plus
    ``rt-infiltration-explorer`` and ``rt-players``."""

    game = GAME
    css = "rt-infiltration-explorer"
    ruling_note = UI["ruling_note"]
    intro = UI["intro"]

    def __init__(self, players: int = 3, people: int = 1, seed: int = 1, lang: str = "en",
                 state=None):
        self.seed = seed
        start = state if state is not None else GAME.new_game(seed=seed, players=players)
        people = max(1, min(people, start.players))
        seats = ["person"] * people + ["rules"] * (max(PLAYERS) - people)
        super().__init__(start, render_board=render_board, seats=seats, kind_label=kind_label,
                         event_text=self._event_text, result_text=result_text, lang=lang,
                         table=table_spec(GAME))
        self._obs: dict | None = None
        self.players = self.add_setting(
            w.Dropdown(options=self._player_options("en"), value=start.players),
            "rt-players", UI["players"], self._player_options)
        self.slots["language"] = w.HBox([self.view.language.widget, self.players],
                                        layout=w.Layout(flex_flow="row wrap"))
        self.players.observe(lambda change: self.seats.set_players(change["new"]), "value")

    # ---- settings ------------------------------------------------------------------------------
    def _player_options(self, lang: str):
        return [(ui("n_players", lang, n=n), n) for n in PLAYERS]

    # ---- games -------------------------------------------------------------------------------
    def _loaded(self, state) -> None:
        self.players.value = state.players

    def _new_game(self, view: PlayView) -> None:
        """Deal the next seed with the chosen number of players, seated as the seat panel says."""
        self.seed += 1
        self.start(GAME.new_game(seed=self.seed, players=self.players.value))

    # ---- drawing -------------------------------------------------------------------------------
    def _before_render(self, view) -> None:
        self._obs = None if view.covered else view.state.observe(view.viewer)

    def _event_text(self, event: dict, lang: str, viewer) -> str | None:
        return event_text(event, self._obs, lang) if self._obs is not None else None

    def action_label(self, action, lang: str) -> str:
        return action_label(action, lang, self._obs)
