"""The simulation page: pick a game, a bot for each seat and a number of games, run them with
a progress line in words, and see the summary and the charts (``tutor.simulate.plots``), one
image each so that they wrap on a narrow screen, all in the page's language (English /
日本語 switch, ``lang`` URL parameter). How to do the same from Python is folded away in a
box for designers.

``SimulationApp()`` is the widget ``notebooks/simulate.ipynb`` shows; ``app.run()`` is what the
Run button does (the notebook calls it once so the page opens with results).
"""

from __future__ import annotations

import base64
import html
import io

import ipywidgets as w

from tutor import bots, games, simulate
from tutor.simulate import plots, words

from .language import LanguageSwitch
from .page import follow_page_lang

TEXT = {
    "en": {"title": "Simulate: who wins, how often, and why",
           "intro": "Play many games between bots and look at the results. Pick a game, the bot"
           " in each seat and how many games, then press Run. Tick “Bots change seats each"
           " game” to move every bot round the table between games, so that a seat's (or a"
           " role's) advantage is not taken for a bot's skill. The same seed always gives the"
           " same games.",
           "game": "Game", "players": "Players", "seat": "Seat {n}", "games": "Games",
           "seed": "Seed", "run": "Run",
           "rotate": "Bots change seats each game",
           "error.play": "The games could not be played, so there are no results to show. "
                         "Try other bots or fewer games.",
           "error.draw": "The games were played (summary above), but the charts could not be "
                         "drawn.",
           "details": "Details", "designers": "For designers: the same in Python",
           "python": "In a Python notebook or script, simulate.run plays the games and returns"
           " a table with one row per game (seats in it count from 0); rotate=True moves the"
           " bots round the seats, summary(\"en\") or summary(\"ja\") gives this summary and"
           " tutor.simulate.plots draws these charts. The project's simulation guide, in its"
           " documentation, also covers the command line, CSV and pandas, and running on a"
           " cluster."},
    "ja": {"title": "シミュレーション：誰が、どれくらい、なぜ勝つか",
           "intro": "ボット同士でたくさんのゲームを対戦させ、結果を見ます。ゲーム・各席のボット・"
           "対戦数を選んで「実行」を押してください。「ゲームごとにボットの席を入れ替える」を選ぶと、"
           "ゲームごとに全ボットが席を移るので、席や役の有利・不利とボットの強さを分けて見られます。"
           "同じシードからはいつも同じゲームになります。",
           "game": "ゲーム", "players": "人数", "seat": "席{n}", "games": "対戦数",
           "seed": "シード", "run": "実行",
           "rotate": "ゲームごとにボットの席を入れ替える",
           "error.play": "対戦できなかったため、表示できる結果がありません。"
                         "別のボットにするか、対戦数を減らしてください。",
           "error.draw": "対戦は終わりました（上の集計）が、グラフを描けませんでした。",
           "details": "詳細", "designers": "デザイナー向け：同じことをPythonで",
           "python": "Pythonのノートブックやスクリプトでは、simulate.run が対戦を行い、1ゲーム1行の"
           "表を返します（表の中の席は0から数えます）。rotate=True でボットが席を移り、"
           "summary(\"ja\") がこの集計を、tutor.simulate.plots がこのグラフを作ります。"
           "コマンドライン、CSVとpandas、クラスターでの実行は、プロジェクトの資料にある"
           "シミュレーションの手引きにあります。"},
}
EXAMPLE = ('from tutor import simulate\nfrom tutor.simulate import plots\n\n'
           'table = simulate.run("persona", ["rules", "random", "random"], games=100, seed=7,\n'
           '                     rotate=True)\nprint(table.summary("{lang}"))\n'
           'plots.dashboard(table, lang="{lang}")')
DIFFICULTIES = ("easy", "normal", "hard")
CONTROL = {"width": "260px", "max_width": "100%"}     # each control; the rows wrap at 390 px
STYLE = {"description_width": "70px"}


def seat_choices(game, lang: str) -> list[tuple[str, str]]:
    """(label, seat spec) for every bot of ``game``, search bots at each difficulty."""
    choices = []
    for name in bots.names(game):
        specs = [f"{name}:{d}" for d in DIFFICULTIES] if name == "ismcts" else [name]
        choices += [(words.bot_label(spec, lang), spec) for spec in specs]
    return choices


def chart_pngs(results, lang: str = "en") -> list[tuple[bytes, str]]:
    """Each chart of ``results`` (``plots.charts_of``) as PNG bytes, 560 px wide, with its
    title (the image's text alternative)."""
    images = []
    for chart in plots.charts_of(results):
        ax = chart(results, lang=lang)
        buffer = io.BytesIO()
        with plots.fonts(lang):
            ax.figure.savefig(buffer, format="png", dpi=100)
        title = ax.get_title() or ax.figure.get_suptitle()
        images.append((buffer.getvalue(), title))
    return images


def chart_html(png: bytes, title: str) -> str:
    """One chart as an image that fits the screen's width, its title as its alternative."""
    data = base64.b64encode(png).decode("ascii")
    return (f'<img src="data:image/png;base64,{data}" alt="{html.escape(title)}" '
            'style="display:block;width:560px;max-width:100%;height:auto;margin:4px 0">')


def summary_html(results, lang: str) -> str:
    """The summary as lines that wrap between words, never inside a number."""
    lines = []
    for line in results.summary(lang).splitlines():
        indent = "padding-left:1.5em" if line.startswith("  ") else ""
        lines.append(f'<div class="rt-simulate-line" style="{indent}">'
                     f"{html.escape(line.strip())}</div>")
    return (f'<div class="rt-simulate-summary" lang="{lang}" style="line-height:1.5;'
            f'word-break:normal;overflow-wrap:normal">{"".join(lines)}</div>')


def row(*children) -> w.Box:
    """Controls side by side that wrap onto the next line on a narrow screen."""
    return w.Box(list(children), layout=w.Layout(display="flex", flex_flow="row wrap",
                                                 align_items="center", width="100%"))


class SimulationApp(w.VBox):
    """Game, seats, number of games and seed; Run plays them and shows summary and charts."""

    def __init__(self, game: str = "classified", games_count: int = 40, lang: str = "en",
                 workers: int = 1):
        self.workers = workers
        self.language = LanguageSwitch(lang)
        self.heading = w.HTML()
        self.designers = w.HTML()
        self.game = w.Dropdown(value=None, layout=w.Layout(**CONTROL), style=STYLE)
        self.players = w.BoundedIntText(value=2, min=2, max=2,
                                        layout=w.Layout(width="160px"), style=STYLE)
        self.games = w.BoundedIntText(value=games_count, min=1, max=100000,
                                      layout=w.Layout(width="160px"), style=STYLE)
        self.seed = w.IntText(value=0, layout=w.Layout(width="160px"), style=STYLE)
        self.rotate = w.Checkbox(value=False, indent=False,
                                 layout=w.Layout(width="auto", max_width="100%"))
        self.button = w.Button(button_style="primary", layout=w.Layout(width="auto",
                                                                       margin="2px 4px"))
        self.seats = row()
        self.progress = w.HTML()
        self.summary = w.HTML()
        self.error = w.HTML()
        self.charts = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap", width="100%",
                                             overflow="hidden"))
        self.charts.add_class("rt-simulate-charts")
        self.results, self._relabelling = None, True
        self.chart_images: list[bytes] = []          # the PNGs the charts show
        self._progress: tuple[int, int] | None = None   # the last progress line's (done, total)
        self._name_controls(game)
        self._relabelling = False
        self.game.observe(lambda _: self._game_changed(), "value")
        self.players.observe(lambda _: self._rebuild_seats(), "value")
        self.button.on_click(lambda _: self.run())
        self.language.on_change(lambda _: self._relabel())
        self._game_changed()
        super().__init__([self.language.widget, self.heading, row(self.game, self.players),
                          self.seats, row(self.games, self.seed, self.button), self.rotate,
                          self.progress, self.error, self.summary, self.charts, self.designers])
        self.add_class("rt-simulate")
        follow_page_lang(self.language)                # last: the page's language wins

    @property
    def lang(self) -> str:
        return self.language.lang

    def _name_controls(self, game: str | None = None) -> None:
        """Every word of the controls and the text around them in the page's language."""
        t = TEXT[self.lang]
        self.heading.value = (f"<h2 lang='{self.lang}'>{html.escape(t['title'])}</h2>"
                              f"<p lang='{self.lang}'>{html.escape(t['intro'])}</p>")
        example = html.escape(EXAMPLE.replace("{lang}", self.lang))
        self.designers.value = (f"<details class='rt-simulate-designers' lang='{self.lang}'>"
                                f"<summary>{html.escape(t['designers'])}</summary>"
                                f"<p>{html.escape(t['python'])}</p>"
                                f"<pre style='white-space:pre-wrap'>{example}</pre></details>")
        self.game.options = [(words.game_name(g, self.lang), g) for g in games.names()]
        self.game.value = game or self.game.value
        for control, key in ((self.game, "game"), (self.players, "players"),
                             (self.games, "games"), (self.seed, "seed")):
            control.description = t[key]
        self.rotate.description = t["rotate"]
        self.button.description = t["run"]

    def _relabel(self) -> None:
        """A new language: controls, seat pickers (bots kept), and the results redrawn."""
        specs, self._relabelling = self.seat_specs(), True
        try:
            self._name_controls(self.game.value)     # new option labels: no new game
        finally:
            self._relabelling = False
        self._rebuild_seats(specs)
        if self._progress is not None:
            self._report(*self._progress)
        if self.results is not None:
            self._show(self.results)

    def _game_changed(self) -> None:
        """New player range and seat choices for the chosen game."""
        if self._relabelling:
            return
        game = games.load(self.game.value)
        self.players.max = game.max_players
        self.players.min = game.min_players
        self.players.value = max(game.min_players, min(self.players.value, game.max_players))
        self._rebuild_seats()

    def _rebuild_seats(self, specs: list[str] | None = None) -> None:
        """One bot picker per seat; the first seat starts as the rule-based bot (or the bot
        ``specs`` gives it)."""
        game = games.load(self.game.value)
        choices = seat_choices(game, self.lang)
        offered = {spec for _, spec in choices}
        pickers = []
        for n in range(self.players.value):
            start = "rules" if n == 0 and "rules" in bots.names(game) else "random"
            if specs and n < len(specs) and specs[n] in offered:
                start = specs[n]
            pickers.append(w.Dropdown(options=choices, value=start, style=STYLE,
                                      layout=w.Layout(**CONTROL),
                                      description=TEXT[self.lang]["seat"].format(n=n + 1)))
        self.seats.children = pickers

    def seat_specs(self) -> list[str]:
        return [picker.value for picker in self.seats.children]

    def run(self):
        """Play the games with a progress line, then show the summary and the charts; the last
        run's results go first, and a failure shows as a message in place of them."""
        self.button.disabled = True
        self.results, self.summary.value, self.error.value = None, "", ""
        self.charts.children, self.chart_images = (), []
        try:
            self._play()
        finally:
            self.button.disabled = False
        return self.results

    def _report(self, done: int, total: int) -> None:
        """The progress line: "35 of 100 games" (kept, to be said again in a new language)."""
        self._progress = (done, total)
        said = html.escape(words.t("progress", self.lang, done=done, total=total))
        self.progress.value = (f"<div class='rt-simulate-progress' lang='{self.lang}'>"
                               f"<progress max='{total}' value='{done}'></progress> {said}</div>")

    def _play(self) -> None:
        try:
            self.results = simulate.run(self.game.value, self.seat_specs(), self.games.value,
                                        seed=self.seed.value, workers=self.workers,
                                        rotate=self.rotate.value, progress=self._report)
        except Exception as error:       # shown to the user, never a half-updated page
            return self._fail("error.play", error)
        self._show(self.results)

    def _show(self, results) -> None:
        """The summary and the charts of ``results`` in the page's language."""
        self.summary.value, self.error.value = summary_html(results, self.lang), ""
        try:
            pngs = chart_pngs(results, self.lang)
        except Exception as error:
            self.charts.children, self.chart_images = (), []
            return self._fail("error.draw", error)
        self.chart_images = [png for png, _ in pngs]
        self.charts.children = [w.HTML(chart_html(png, title),
                                       layout=w.Layout(max_width="100%"))
                                for png, title in pngs]

    def _fail(self, key: str, error: Exception) -> None:
        """A plain message in the page's language, the technical detail folded away."""
        t = TEXT[self.lang]
        self.error.value = (f'<div class="rt-simulate-error" role="alert"><p>{t[key]}</p>'
                            f"<details><summary>{t['details']}</summary><pre>"
                            f"{html.escape(f'{type(error).__name__}: {error}')}</pre></details>"
                            "</div>")
