"""Matplotlib charts of a simulation (``Results``): win rate by seat with 95% intervals, by bot
and by role (seat rotation, Red Notice's roles), score distributions, game length,
first-player advantage, and one chart per game (how games end; Persona: points by company).
Each function draws on ``ax`` (or a new figure) in ``lang`` (en, ja; the names of ``words``,
seats counted from 1) and returns the Axes; a chart with nothing to draw (no scores, no games)
says so on its Axes. ``dashboard`` puts them all on one figure. Uses
``matplotlib.figure.Figure`` directly, never pyplot's global state, so it works headless, in
JupyterLab and in Voila.
"""

from __future__ import annotations

from collections import Counter
from contextlib import contextmanager
from functools import wraps
from pathlib import Path

from matplotlib import font_manager, rc_context
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from . import words
from .stats import first_player_rate, percent, win_rates

# fonts with Japanese glyphs; the first one installed draws what DejaVu Sans lacks
JAPANESE_FONTS = ("IPAexGothic", "IPAGothic", "Noto Sans CJK JP", "Noto Sans JP",
                  "TakaoGothic", "Hiragino Sans", "Yu Gothic", "MS Gothic")
HEADROOM = 1.35          # room above the tallest bar for a legend that must not cover it


@contextmanager
def fonts(lang: str):
    """Text drawn inside has a font for ``lang``: Japanese falls back to the first installed
    Japanese font (none installed: matplotlib warns of missing glyphs)."""
    if lang != "ja":
        yield
        return
    installed = {f.name for f in font_manager.fontManager.ttflist}
    found = [name for name in JAPANESE_FONTS if name in installed]
    with rc_context({"font.family": ["DejaVu Sans", *found[:1]]}):
        yield


def _chart(draw):
    """A chart that takes ``lang`` and draws its text in a font for it."""
    @wraps(draw)
    def chart(results, ax=None, lang: str = "en"):
        with fonts(lang):
            return draw(results, _axes(ax), lang)
    return chart


def _axes(ax, size=(5.6, 3.6)):
    """``ax``, or the Axes of a new figure."""
    if ax is not None:
        return ax
    return Figure(figsize=size, layout="constrained").add_subplot()


def _labels(results, lang: str) -> list[str]:
    """One label per seat, counted from 1: with its bot, or the seat alone when bots rotated."""
    return [words.seat_name(r["seat"], lang, None if r["bot"] == "rotated" else r["bot"])
            for r in win_rates(results.rows)]


def _message(ax, title: str, text: str):
    """A chart with nothing to draw: ``text`` in the middle of ``ax``."""
    ax.text(0.5, 0.5, text, ha="center", va="center", transform=ax.transAxes)
    ax.set_axis_off()
    ax.set_title(title)
    return ax


def _ticks(ax, labels: list[str]) -> None:
    """Category labels under the bars, turned when there are many."""
    ax.set_xticks(range(len(labels)), labels, rotation=20 if len(labels) > 3 else 0,
                  ha="right" if len(labels) > 3 else "center")


def _legend_above_bars(ax, entries: int) -> None:
    """A legend in the headroom above the bars, never over one."""
    low, high = ax.get_ylim()
    ax.set_ylim(low, high * HEADROOM)
    ax.legend(fontsize="small", loc="upper center", ncol=min(entries, 3), frameon=False)


def _rate_bars(ax, xs: list[float], rates: list[dict], lang: str, width: float = 0.8,
               **style) -> None:
    """Bars of win rates at ``xs`` with their 95% intervals (error bars never below zero)."""
    values = [r["win_rate"] for r in rates]
    errors = [[max(0.0, r["win_rate"] - r["low"]) for r in rates],
              [max(0.0, r["high"] - r["win_rate"]) for r in rates]]
    ax.bar(xs, values, width=width, yerr=errors, capsize=4, **style)
    ax.set_ylim(0, 1)
    ax.set_yticks([0, 0.25, 0.5, 0.75, 1])
    ax.set_ylabel(words.t("win_rate", lang))


@_chart
def win_rate(results, ax, lang):
    """Each seat's win rate with its 95% (Wilson) interval; the line is an even share."""
    title = words.t("title.win_rate", lang, games=words.games_count(len(results), lang))
    if not results.rows:
        return _message(ax, title, words.t("no_games", lang))
    rates = win_rates(results.rows)
    _rate_bars(ax, list(range(len(rates))), rates, lang, color="tab:blue")
    _ticks(ax, _labels(results, lang))
    ax.axhline(1 / max(len(rates), 1), color="grey", linestyle="--", linewidth=1)
    ax.set_title(title)
    return ax


@_chart
def win_rate_by_bot(results, ax, lang):
    """Each bot's win rate wherever it sat (seat rotation) and, in a game with roles, in each
    role, with 95% intervals."""
    by_role = [r for r in results.role_rates() if r["bot"]]
    title = words.t("title.by_bot_role" if by_role else "title.by_bot", lang)
    if not results.rows:
        return _message(ax, title, words.t("no_games", lang))
    entries = [r["entry"] for r in results.bot_rates()]
    labels = [words.entry_name(r["entry"], r["bot"], lang) for r in results.bot_rates()]
    roles = list(dict.fromkeys(r["role"] for r in by_role))
    if not roles:
        _rate_bars(ax, list(range(len(labels))), results.bot_rates(), lang, color="tab:purple")
    width = 0.8 / max(len(roles), 1)
    for i, role in enumerate(roles):
        held = [r for r in by_role if r["role"] == role]      # bots that held this role
        offset = (i - (len(roles) - 1) / 2) * width
        _rate_bars(ax, [entries.index(r["entry"]) + offset for r in held], held, lang,
                   width=width, label=words.role_name(role, lang))
    _ticks(ax, labels)
    if roles:
        _legend_above_bars(ax, len(roles))
    ax.set_title(title)
    return ax


@_chart
def scores(results, ax, lang):
    """The distribution of each seat's final score (games where a seat has none, such as a
    captured thief in Infiltration, left out and counted under its name)."""
    title = words.t("title.scores", lang)
    per_seat = [[s for s in (row["scores"][seat] for row in results.rows) if s is not None]
                for seat in range(len(results.seats))]
    if not any(per_seat):
        return _message(ax, title, words.t("no_scores", lang))
    labels = [label + ("\n" + words.t("none_in", lang, n=len(results) - len(values))
                       if len(values) < len(results) else "")
              for label, values in zip(_labels(results, lang), per_seat)]
    kept = [(label, values) for label, values in zip(labels, per_seat) if values]
    ax.boxplot([values for _, values in kept], tick_labels=[label for label, _ in kept])
    ax.set_ylabel(words.t("final_score", lang))
    ax.set_title(title)
    return ax


@_chart
def lengths(results, ax, lang):
    """How many decisions games took (games stopped at the limit counted in the title)."""
    title = words.t("title.lengths", lang)
    values = results.column("length")
    if not values:
        return _message(ax, title, words.t("no_games", lang))
    ax.hist(values, bins=min(30, max(5, len(set(values)))), color="tab:green")
    ax.set_xlabel(words.t("decisions", lang))
    ax.set_ylabel(words.t("games_axis", lang))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))      # a count of games is whole
    truncated = sum(bool(t) for t in results.column("truncated"))
    ax.set_title(title + (words.t("stopped", lang, n=truncated) if truncated else ""))
    return ax


@_chart
def first_player(results, ax, lang):
    """How often each seat won when it took the first decision (the game's first player, as
    ``play.first_to_act`` finds it), against when it did not."""
    if not any(r.get("first") is not None for r in results.rows):
        return _message(ax, words.t("title.first", lang), words.t("no_first", lang))
    seats = range(len(results.seats))
    first, later = [], []
    for seat in seats:
        led = [r for r in results.rows if r.get("first") == seat]
        other = [r for r in results.rows if r.get("first") not in (None, seat)]
        first.append(first_player_rate(led)["win_rate"] if led else 0.0)
        later.append(sum(seat in r["winners"] and 1 / len(r["winners"]) for r in other)
                     / len(other) if other else 0.0)
    xs = list(seats)
    ax.bar([x - 0.2 for x in xs], first, width=0.4, label=words.t("moved_first", lang))
    ax.bar([x + 0.2 for x in xs], later, width=0.4, label=words.t("did_not", lang))
    _ticks(ax, _labels(results, lang))
    overall = first_player_rate(results.rows)
    ax.set_title(words.t("title.first_rate", lang, rate=percent(overall["win_rate"])))
    ax.set_ylim(0, 1)
    ax.set_yticks([0, 0.25, 0.5, 0.75, 1])
    ax.set_ylabel(words.t("win_rate", lang))
    _legend_above_bars(ax, 2)
    return ax


def _winner_label(row: dict, lang: str) -> str:
    """Who won one game, by role where the game has roles, seats counted from 1."""
    winners = row["winners"]
    if not winners:
        return words.t("nobody", lang)
    if len(winners) > 1:
        return words.t("shared_win", lang)
    who = (words.role_name(row["roles"][winners[0]], lang) if "roles" in row
           else words.seat_name(winners[0], lang))
    return words.t("won", lang, who=who)


@_chart
def endings(results, ax, lang):
    """How games end (each game's ``end``, in plain words: Classified's matching Final Card,
    more Guards, a shared win or an instant win; Red Notice's cashing or capture;
    Infiltration's escape or police; Persona's score or tie-break; stopped at the limit),
    split by who won."""
    title = words.t("title.endings", lang)
    if not results.rows:
        return _message(ax, title, words.t("no_games", lang))
    counts = Counter((r["end"], _winner_label(r, lang)) for r in results.rows)
    kinds = sorted({k for k, _ in counts})
    bottoms = [0] * len(kinds)
    winners = sorted({w for _, w in counts})
    for winner in winners:
        heights = [counts[(k, winner)] for k in kinds]
        ax.bar(range(len(kinds)), heights, bottom=bottoms, label=winner)
        bottoms = [b + h for b, h in zip(bottoms, heights)]
    _ticks(ax, [words.end_name(k, lang) for k in kinds])
    ax.set_ylabel(words.t("games_axis", lang))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_title(title)
    _legend_above_bars(ax, len(winners))
    return ax


@_chart
def company_points(results, ax, lang):
    """Persona: mean points each seat scored in each company (finished games)."""
    title = words.t("title.companies", lang)
    rows = [r for r in results.rows if "company_points" in r]
    if not rows:
        return _message(ax, title, words.t("no_finished", lang))
    companies = list(rows[0]["company_points"])
    seats = len(results.seats)
    width = 0.8 / max(seats, 1)
    for seat, label in enumerate(_labels(results, lang)):
        means = [sum(r["company_points"][c][seat] for r in rows) / len(rows) for c in companies]
        ax.bar([i + (seat - (seats - 1) / 2) * width for i in range(len(companies))], means,
               width=width, label=label)
    ax.set_xticks(range(len(companies)), [words.company_name(c, lang) for c in companies])
    ax.set_ylabel(words.t("mean_points", lang))
    ax.set_title(title)
    _legend_above_bars(ax, seats)
    return ax


GAME_CHARTS = {"persona": company_points}


def game_chart(results, ax=None, lang: str = "en"):
    """The chart this game's designers ask for beyond how games end, or None for a game
    without one."""
    chart = GAME_CHARTS.get(results.game)
    return chart(results, ax, lang) if chart else None


CHARTS = {"win_rate": win_rate, "win_rate_by_bot": win_rate_by_bot,
          "first_player": first_player, "scores": scores, "lengths": lengths,
          "endings": endings, "game_chart": game_chart}


def charts_of(results) -> list:
    """The charts that say something about ``results``, in the dashboard's order: by bot and
    role only when bots rotated or seats have roles; the game's own chart where it has one."""
    charts = [win_rate, first_player, scores, lengths, endings]
    if results.rotate or results.role_rates():
        charts.insert(1, win_rate_by_bot)
    if results.game in GAME_CHARTS:
        charts.append(game_chart)
    return charts


def dashboard(results, lang: str = "en") -> Figure:
    """Every chart of ``results`` (``charts_of``) on one figure, two to a row."""
    charts = charts_of(results)
    rows = (len(charts) + 1) // 2
    with fonts(lang):
        fig = Figure(figsize=(11.2, 3.6 * rows), layout="constrained")
        axes = fig.subplots(rows, 2).flatten()
    for ax, chart in zip(axes, charts):
        chart(results, ax, lang)
    for ax in axes[len(charts):]:
        ax.set_visible(False)
    return fig


def save_all(results, folder, lang: str = "en") -> list:
    """Every chart and the dashboard as PNG files in ``folder`` (made if missing); returns
    their paths."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, chart in CHARTS.items():
        ax = chart(results, lang=lang)
        if ax is None:
            continue
        path = folder / f"{results.game}-{name}.png"
        with fonts(lang):
            ax.figure.savefig(path, dpi=100)
        paths.append(path)
    path = folder / f"{results.game}-dashboard.png"
    with fonts(lang):
        dashboard(results, lang).savefig(path, dpi=100)
    return paths + [path]
