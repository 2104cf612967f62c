"""Matplotlib charts of a simulation (``Results``): win rate by seat with 95% intervals, score
distributions, game length, first-player advantage, and one chart per game (Classified: how
games end; Persona: points by company). Each function draws on ``ax`` (or a new figure) and
returns the Axes; ``dashboard`` puts them all on one figure. Uses ``matplotlib.figure.Figure``
directly, never pyplot's global state, so it works headless, in JupyterLab and in Voila.
"""

from __future__ import annotations

from collections import Counter

from matplotlib.figure import Figure

from .stats import first_player_rate, win_rates


def _axes(ax, size=(5, 3.2)):
    """``ax``, or the Axes of a new figure."""
    if ax is not None:
        return ax
    return Figure(figsize=size, layout="constrained").add_subplot()


def _labels(results) -> list[str]:
    return [f"{seat}: {bot}" for seat, bot in enumerate(results.seats)]


def win_rate(results, ax=None):
    """Each seat's win rate with its 95% (Wilson) interval; the line is an even share."""
    ax = _axes(ax)
    rates = win_rates(results.rows)
    values = [r["win_rate"] for r in rates]
    errors = [[r["win_rate"] - r["low"] for r in rates], [r["high"] - r["win_rate"] for r in rates]]
    ax.bar(_labels(results), values, yerr=errors, capsize=4, color="tab:blue")
    ax.axhline(1 / max(len(rates), 1), color="grey", linestyle="--", linewidth=1)
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate")
    ax.set_title(f"Win rate by seat ({len(results)} games, 95% intervals)")
    return ax


def scores(results, ax=None):
    """The distribution of each seat's final score."""
    ax = _axes(ax)
    per_seat = [[row["scores"][seat] for row in results.rows] for seat in range(len(results.seats))]
    ax.boxplot(per_seat, tick_labels=_labels(results))
    ax.set_ylabel("final score")
    ax.set_title("Scores by seat")
    return ax


def lengths(results, ax=None):
    """How many decisions games took."""
    ax = _axes(ax)
    values = results.column("length")
    ax.hist(values, bins=min(30, max(5, len(set(values)))), color="tab:green")
    ax.set_xlabel("decisions per game")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    return ax


def first_player(results, ax=None):
    """How often each seat won when it took the first decision, against when it did not."""
    ax = _axes(ax)
    if not any(r.get("first") is not None for r in results.rows):
        ax.text(0.5, 0.5, "Everyone starts at once:\nno first player", ha="center",
                va="center", transform=ax.transAxes)
        ax.set_axis_off()
        ax.set_title("First-player advantage")
        return ax
    seats = range(len(results.seats))
    first, later = [], []
    for seat in seats:
        led = [r for r in results.rows if r.get("first") == seat]
        other = [r for r in results.rows if r.get("first") not in (None, seat)]
        first.append(first_player_rate(led)["win_rate"] if led else 0.0)
        later.append(sum(seat in r["winners"] and 1 / len(r["winners"]) for r in other)
                     / len(other) if other else 0.0)
    xs = list(seats)
    ax.bar([x - 0.2 for x in xs], first, width=0.4, label="moved first")
    ax.bar([x + 0.2 for x in xs], later, width=0.4, label="did not")
    ax.set_xticks(xs, _labels(results))
    overall = first_player_rate(results.rows)
    ax.set_title(f"First-player advantage: the first to act wins {100 * overall['win_rate']:.0f}%")
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate")
    ax.legend(fontsize="small")
    return ax


def endings(results, ax=None):
    """Classified: how games end (a matching Final Card, more Guards, shared, instant wins),
    split by the winning seat."""
    ax = _axes(ax)
    counts = Counter((r["ending"], tuple(r["winners"])) for r in results.rows)
    kinds = sorted({k for k, _ in counts})
    bottoms = [0] * len(kinds)
    for winners in sorted({w for _, w in counts}):
        heights = [counts[(k, winners)] for k in kinds]
        name = "shared" if len(winners) > 1 else f"seat {winners[0]} won"
        ax.bar(kinds, heights, bottom=bottoms, label=name)
        bottoms = [b + h for b, h in zip(bottoms, heights)]
    ax.set_ylabel("games")
    ax.set_title("How games end")
    ax.legend(fontsize="small")
    return ax


def company_points(results, ax=None):
    """Persona: mean points each seat scored in each company."""
    ax = _axes(ax)
    companies = list(results.rows[0]["company_points"]) if results.rows else []
    seats = len(results.seats)
    width = 0.8 / max(seats, 1)
    for seat, label in enumerate(_labels(results)):
        means = [sum(r["company_points"][c][seat] for r in results.rows) / len(results.rows)
                 for c in companies]
        ax.bar([i + (seat - (seats - 1) / 2) * width for i in range(len(companies))], means,
               width=width, label=label)
    ax.set_xticks(range(len(companies)), companies)
    ax.set_ylabel("mean points")
    ax.set_title("Points by company")
    ax.legend(fontsize="small")
    return ax


GAME_CHARTS = {"classified": endings, "persona": company_points}


def game_chart(results, ax=None):
    """The chart this game's designers ask for, or None for a game without one."""
    chart = GAME_CHARTS.get(results.game)
    return chart(results, ax) if chart else None


def dashboard(results) -> Figure:
    """Every chart of ``results`` on one figure."""
    fig = Figure(figsize=(11, 9.5), layout="constrained")
    axes = fig.subplots(3, 2).flatten()
    for ax, chart in zip(axes, (win_rate, first_player, scores, lengths)):
        chart(results, ax)
    if game_chart(results, axes[4]) is None:
        axes[4].set_visible(False)
    axes[5].set_visible(False)
    return fig
