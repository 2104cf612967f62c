"""Matplotlib charts of a simulation (``Results``): win rate by seat with 95% intervals, by bot
and by role (seat rotation, Red Notice's roles), score distributions, game length,
first-player advantage, and one chart per game (how games end; Persona: points by company).
Each function draws on ``ax`` (or a new figure) and returns the Axes; a chart with nothing to
draw (no scores, no games) says so on its Axes. ``dashboard`` puts them all on one figure. Uses
``matplotlib.figure.Figure`` directly, never pyplot's global state, so it works headless, in
JupyterLab and in Voila.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from matplotlib.figure import Figure

from .stats import first_player_rate, win_rates


def _axes(ax, size=(5, 3.2)):
    """``ax``, or the Axes of a new figure."""
    if ax is not None:
        return ax
    return Figure(figsize=size, layout="constrained").add_subplot()


def _labels(results) -> list[str]:
    """One label per seat: its bot, or the seat alone when bots rotated."""
    return [f"{r['seat']}: {r['bot']}" if r["bot"] != "rotated" else f"seat {r['seat']}"
            for r in win_rates(results.rows)]


def _message(ax, title: str, text: str):
    """A chart with nothing to draw: ``text`` in the middle of ``ax``."""
    ax.text(0.5, 0.5, text, ha="center", va="center", transform=ax.transAxes)
    ax.set_axis_off()
    ax.set_title(title)
    return ax


def _rate_bars(ax, xs: list[float], rates: list[dict], width: float = 0.8, **style) -> None:
    """Bars of win rates at ``xs`` with their 95% intervals (error bars never below zero)."""
    values = [r["win_rate"] for r in rates]
    errors = [[max(0.0, r["win_rate"] - r["low"]) for r in rates],
              [max(0.0, r["high"] - r["win_rate"]) for r in rates]]
    ax.bar(xs, values, width=width, yerr=errors, capsize=4, **style)
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate")


def win_rate(results, ax=None):
    """Each seat's win rate with its 95% (Wilson) interval; the line is an even share."""
    ax = _axes(ax)
    title = f"Win rate by seat ({len(results)} game{'s' * (len(results) != 1)}, 95% intervals)"
    if not results.rows:
        return _message(ax, title, "No games")
    rates = win_rates(results.rows)
    _rate_bars(ax, list(range(len(rates))), rates, color="tab:blue")
    ax.set_xticks(range(len(rates)), _labels(results))
    ax.axhline(1 / max(len(rates), 1), color="grey", linestyle="--", linewidth=1)
    ax.set_title(title)
    return ax


def win_rate_by_bot(results, ax=None):
    """Each bot's win rate wherever it sat (seat rotation) and, in a game with roles, in each
    role, with 95% intervals."""
    ax = _axes(ax)
    by_role = [r for r in results.role_rates() if r["bot"]]
    title = "Win rate by bot" + (" and role" if by_role else "")
    if not results.rows:
        return _message(ax, title, "No games")
    labels = [f"{r['entry']}: {r['bot']}" for r in results.bot_rates()]
    roles = list(dict.fromkeys(r["role"] for r in by_role))
    if not roles:
        _rate_bars(ax, list(range(len(labels))), results.bot_rates(), color="tab:purple")
    width = 0.8 / max(len(roles), 1)
    for i, role in enumerate(roles):
        held = [r for r in by_role if r["role"] == role]      # bots that held this role
        offset = (i - (len(roles) - 1) / 2) * width
        _rate_bars(ax, [labels.index(r["bot"]) + offset for r in held], held, width=width,
                   label=role)
    ax.set_xticks(range(len(labels)), labels)
    if roles:
        ax.legend(fontsize="small")
    ax.set_title(title)
    return ax


def scores(results, ax=None):
    """The distribution of each seat's final score (games where a seat has none, such as a
    captured thief in Infiltration, left out and counted under its name)."""
    ax = _axes(ax)
    per_seat = [[s for s in (row["scores"][seat] for row in results.rows) if s is not None]
                for seat in range(len(results.seats))]
    if not any(per_seat):
        return _message(ax, "Scores by seat", "No scores in these games")
    labels = [label + (f"\n(none in {len(results) - len(values)})"
                       if len(values) < len(results) else "")
              for label, values in zip(_labels(results), per_seat)]
    kept = [(label, values) for label, values in zip(labels, per_seat) if values]
    ax.boxplot([values for _, values in kept], tick_labels=[label for label, _ in kept])
    ax.set_ylabel("final score")
    ax.set_title("Scores by seat")
    return ax


def lengths(results, ax=None):
    """How many decisions games took (games stopped at the limit counted in the title)."""
    ax = _axes(ax)
    values = results.column("length")
    if not values:
        return _message(ax, "Game length", "No games")
    ax.hist(values, bins=min(30, max(5, len(set(values)))), color="tab:green")
    ax.set_xlabel("decisions per game")
    ax.set_ylabel("games")
    truncated = sum(bool(t) for t in results.column("truncated"))
    ax.set_title("Game length" + (f" ({truncated} stopped at the limit)" if truncated else ""))
    return ax


def first_player(results, ax=None):
    """How often each seat won when it took the first decision, against when it did not."""
    ax = _axes(ax)
    if not any(r.get("first") is not None for r in results.rows):
        return _message(ax, "First-player advantage", "Everyone starts at once:\nno first player")
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


def _winner_label(row: dict) -> str:
    """Who won one game, by role where the game has roles."""
    winners = row["winners"]
    if not winners:
        return "nobody won"
    if len(winners) > 1:
        return "shared"
    return f"{row['roles'][winners[0]] if 'roles' in row else 'seat %d' % winners[0]} won"


def endings(results, ax=None):
    """How games end (each game's ``end``: Classified's matching Final Card, more Guards, a
    shared win or an instant win; Red Notice's cashing or capture; Infiltration's escape or
    proximity; Persona's score or tie-break; truncated), split by who won."""
    ax = _axes(ax)
    if not results.rows:
        return _message(ax, "How games end", "No games")
    counts = Counter((r["end"], _winner_label(r)) for r in results.rows)
    kinds = sorted({k for k, _ in counts})
    bottoms = [0] * len(kinds)
    for winner in sorted({w for _, w in counts}):
        heights = [counts[(k, winner)] for k in kinds]
        ax.bar(kinds, heights, bottom=bottoms, label=winner)
        bottoms = [b + h for b, h in zip(bottoms, heights)]
    ax.set_ylabel("games")
    ax.set_title("How games end")
    ax.legend(fontsize="small")
    return ax


def company_points(results, ax=None):
    """Persona: mean points each seat scored in each company (finished games)."""
    ax = _axes(ax)
    rows = [r for r in results.rows if "company_points" in r]
    if not rows:
        return _message(ax, "Points by company", "No finished games")
    companies = list(rows[0]["company_points"])
    seats = len(results.seats)
    width = 0.8 / max(seats, 1)
    for seat, label in enumerate(_labels(results)):
        means = [sum(r["company_points"][c][seat] for r in rows) / len(rows) for c in companies]
        ax.bar([i + (seat - (seats - 1) / 2) * width for i in range(len(companies))], means,
               width=width, label=label)
    ax.set_xticks(range(len(companies)), companies)
    ax.set_ylabel("mean points")
    ax.set_title("Points by company")
    ax.legend(fontsize="small")
    return ax


GAME_CHARTS = {"persona": company_points}


def game_chart(results, ax=None):
    """The chart this game's designers ask for beyond how games end, or None for a game
    without one."""
    chart = GAME_CHARTS.get(results.game)
    return chart(results, ax) if chart else None


CHARTS = {"win_rate": win_rate, "win_rate_by_bot": win_rate_by_bot,
          "first_player": first_player, "scores": scores, "lengths": lengths,
          "endings": endings, "game_chart": game_chart}


def dashboard(results) -> Figure:
    """Every chart of ``results`` on one figure (by bot and role only when bots rotated or
    seats have roles; the game's own chart only where it has one)."""
    charts = [win_rate, first_player, scores, lengths, endings]
    if results.rotate or results.role_rates():
        charts.insert(1, win_rate_by_bot)
    if results.game in GAME_CHARTS:
        charts.append(game_chart)
    rows = (len(charts) + 1) // 2
    fig = Figure(figsize=(11, 3.2 * rows), layout="constrained")
    axes = fig.subplots(rows, 2).flatten()
    for ax, chart in zip(axes, charts):
        chart(results, ax)
    for ax in axes[len(charts):]:
        ax.set_visible(False)
    return fig


def save_all(results, folder) -> list:
    """Every chart and the dashboard as PNG files in ``folder`` (made if missing); returns
    their paths."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, chart in CHARTS.items():
        ax = chart(results)
        if ax is None:
            continue
        path = folder / f"{results.game}-{name}.png"
        ax.figure.savefig(path, dpi=100)
        paths.append(path)
    path = folder / f"{results.game}-dashboard.png"
    dashboard(results).savefig(path, dpi=100)
    return paths + [path]
