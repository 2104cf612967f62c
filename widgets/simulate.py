"""The simulation page: pick a game, a bot for each seat and a number of games, run them with a
progress bar, and see the summary and the charts (``tutor.simulate.plots``) as one image.

``SimulationApp()`` is the widget ``notebooks/simulate.ipynb`` shows; ``app.run()`` is what the
Run button does (the notebook calls it once so the page opens with results).
"""

from __future__ import annotations

import html
import io

import ipywidgets as w

from tutor import bots, games, simulate
from tutor.simulate import plots

TEXT = {
    "en": {"game": "Game", "players": "Players", "seat": "Seat {n}", "games": "Games",
           "seed": "Seed", "run": "Run", "running": "Playing {n} games…",
           "rotate": "Bots change seats each game",
           "error.play": "The games could not be played, so there are no results to show. "
                         "Try other bots or fewer games.",
           "error.draw": "The games were played (summary above), but the charts could not be "
                         "drawn.",
           "details": "Details",
           "bot.random": "random moves", "bot.rules": "rule-based",
           "bot.ismcts:easy": "search (easy)", "bot.ismcts:normal": "search (normal)",
           "bot.ismcts:hard": "search (hard)"},
    "ja": {"game": "ゲーム", "players": "人数", "seat": "席{n}", "games": "対戦数",
           "seed": "シード", "run": "実行", "running": "{n}ゲームを対戦中…",
           "rotate": "ゲームごとにボットの席を入れ替える",
           "error.play": "対戦できなかったため、表示できる結果がありません。"
                         "別のボットにするか、対戦数を減らしてください。",
           "error.draw": "対戦は終わりました（上の集計）が、グラフを描けませんでした。",
           "details": "詳細",
           "bot.random": "ランダム", "bot.rules": "ルールベース",
           "bot.ismcts:easy": "探索（やさしい）", "bot.ismcts:normal": "探索（ふつう）",
           "bot.ismcts:hard": "探索（むずかしい）"},
}
DIFFICULTIES = ("easy", "normal", "hard")


def seat_choices(game, lang: str) -> list[tuple[str, str]]:
    """(label, seat spec) for every bot of ``game``, search bots at each difficulty."""
    choices = []
    for name in bots.names(game):
        specs = [f"{name}:{d}" for d in DIFFICULTIES] if name == "ismcts" else [name]
        choices += [(TEXT[lang][f"bot.{spec}"], spec) for spec in specs]
    return choices


def figure_png(results) -> bytes:
    """The dashboard of ``results`` as PNG bytes."""
    buffer = io.BytesIO()
    plots.dashboard(results).savefig(buffer, format="png", dpi=72)
    return buffer.getvalue()


class SimulationApp(w.VBox):
    """Game, seats, number of games and seed; Run plays them and shows summary and charts."""

    def __init__(self, game: str = "classified", games_count: int = 40, lang: str = "en",
                 workers: int = 1):
        self.lang, self.workers = lang, workers
        t = TEXT[lang]
        self.game = w.Dropdown(options=[(games.load(g).title.get(lang, g), g)
                                        for g in games.names()], value=game,
                               description=t["game"])
        self.players = w.BoundedIntText(value=2, min=2, max=2, description=t["players"])
        self.games = w.BoundedIntText(value=games_count, min=1, max=100000, description=t["games"])
        self.seed = w.IntText(value=0, description=t["seed"])
        self.rotate = w.Checkbox(value=False, description=t["rotate"], indent=False)
        self.button = w.Button(description=t["run"], button_style="primary")
        self.seats = w.VBox()
        self.progress = w.Output()
        self.summary = w.HTML()
        self.error = w.HTML()
        self.image = w.Image(format="png")
        self.results = None
        self.game.observe(lambda _: self._game_changed(), "value")
        self.players.observe(lambda _: self._rebuild_seats(), "value")
        self.button.on_click(lambda _: self.run())
        self._game_changed()
        super().__init__([w.HBox([self.game, self.players]), self.seats,
                          w.HBox([self.games, self.seed, self.button]), self.rotate,
                          self.progress, self.error, self.summary, self.image])
        self.add_class("rt-simulate")

    def _game_changed(self) -> None:
        """New player range and seat choices for the chosen game."""
        game = games.load(self.game.value)
        self.players.max = game.max_players
        self.players.min = game.min_players
        self.players.value = max(game.min_players, min(self.players.value, game.max_players))
        self._rebuild_seats()

    def _rebuild_seats(self) -> None:
        """One bot picker per seat; the first seat starts as the rule-based bot."""
        game = games.load(self.game.value)
        choices = seat_choices(game, self.lang)
        pickers = []
        for n in range(self.players.value):
            start = "rules" if n == 0 and "rules" in bots.names(game) else "random"
            pickers.append(w.Dropdown(options=choices, value=start,
                                      description=TEXT[self.lang]["seat"].format(n=n + 1)))
        self.seats.children = pickers

    def seat_specs(self) -> list[str]:
        return [picker.value for picker in self.seats.children]

    def run(self):
        """Play the games with a progress bar, then show the summary and the charts; the last
        run's results go first, and a failure shows as a message in place of them."""
        self.button.disabled = True
        self.progress.clear_output()
        self.results, self.summary.value, self.error.value = None, "", ""
        self.image.value, self.image.layout.display = b"", "none"
        try:
            self._play()
        finally:
            self.button.disabled = False
        return self.results

    def _play(self) -> None:
        try:
            with self.progress:
                self.results = simulate.run(self.game.value, self.seat_specs(), self.games.value,
                                            seed=self.seed.value, workers=self.workers,
                                            rotate=self.rotate.value)
        except Exception as error:       # shown to the user, never a half-updated page
            return self._fail("error.play", error)
        self.summary.value = f"<pre>{html.escape(self.results.summary())}</pre>"
        try:
            self.image.value = figure_png(self.results)
        except Exception as error:
            return self._fail("error.draw", error)
        self.image.layout.display = None

    def _fail(self, key: str, error: Exception) -> None:
        """A plain message in the page's language, the technical detail folded away."""
        t = TEXT[self.lang]
        self.error.value = (f'<div class="rt-simulate-error" role="alert"><p>{t[key]}</p>'
                            f"<details><summary>{t['details']}</summary><pre>"
                            f"{html.escape(f'{type(error).__name__}: {error}')}</pre></details>"
                            "</div>")
