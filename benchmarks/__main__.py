"""``python -m benchmarks``: random-playout speed per game, and Voila timings beside a baseline.

Playouts: every ``benchmarks/<game>_playout.py`` in ``PLAYOUTS`` that exists provides
``run(seconds=3.0) -> dict`` with ``games_per_second`` and ``us_per_decision``; they run in
alternating rounds with OpenSpiel's ``python_tic_tac_toe`` and each is printed as a ratio to it
(CPU time, fastest round), with the part of each row's cost spent in Python's garbage
collector (``collector``). Copies: ``copy()`` of a mid-game state per game (``copy_cost``).
App: one Voila server on the repository per serving set-up (``SERVINGS``: as served by
``voila.json``, and with no pre-heated kernels); each page is measured right after the bare
baseline notebook and printed beside that baseline with the ratio app / baseline. Measure any
notebook with ``--notebook PATH --first-control CSS --next-button CSS --updated CSS``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
from functools import partial
from pathlib import Path

from . import copy_cost, openspiel_tictactoe
from .collector import CollectorTime
from .voila_timing import BASELINE, AppTarget, launch_browser, measure_app

REPO = Path(__file__).resolve().parent.parent
PLAYOUTS = {"classified": "benchmarks.classified_playout", "persona": "benchmarks.persona_playout",
            "rednotice": "benchmarks.rednotice_playout",
            "infiltration": "benchmarks.infiltration_playout"}

TUTORIAL_GAMES = ("classified", "persona", "rednotice", "infiltration")

# Clicks are timed once the server has refilled its pre-heated pools after the page took a
# kernel (every page, the baseline too). Refilling runs a tutorial notebook in a new kernel
# for a few seconds; a click timed during it measured the refill (on 2 cores a Next click
# took 20-25 ms then and 12-18 ms after), which a learner reading the first step never meets.
SETTLE_TIMEOUT_S = 60

# Serving set-ups the app table is measured under: (title, extra Voila options).
SERVINGS = {
    "served": ("as served (voila.json: home and tutorials pre-heated, the baseline not)", ()),
    "cold": ("no pre-heated kernels (every page, baseline too, starts its kernel)",
             ("--VoilaConfiguration.preheat_kernel=False",)),
}


def tutorial_target(game: str) -> AppTarget:
    """A game's tutorial notebook, timed on the shared lesson stepper: Next (.rt-next) -> step (.rt-step)."""
    notebook = f"notebooks/{game}-tutorial.ipynb"
    return AppTarget(f"{game} tutorial ({notebook}), Next button", notebook,
                     first_control=".rt-next", next_button=".rt-next", updated=".rt-step",
                     restart=".rt-restart")       # at a move step, start the lesson again


CLASSIFIED_TUTORIAL = tutorial_target("classified")
HOME = AppTarget(
    label="home page (notebooks/index.ipynb), the other language's button",
    notebook="notebooks/index.ipynb",
    first_control=".rt-lang button",
    next_button=".rt-lang button:not(.mod-active)",
    updated=".rt-page",
)


def playout_runners() -> tuple[list, list[str]]:
    """(label, run(seconds) -> result) for OpenSpiel's tic-tac-toe, then each game's playout
    (one per row of a module with ``runners``); and notes for what is missing."""
    runners, notes = [], []
    try:
        openspiel_tictactoe.load_game()
        runners.append((openspiel_tictactoe.NAME, openspiel_tictactoe.run))
    except ImportError as err:
        notes.append(str(err))
    for game, module_name in PLAYOUTS.items():
        if importlib.util.find_spec(module_name) is None:
            notes.append(f"{game}: no {module_name.replace('.', '/')}.py yet")
            continue
        module = importlib.import_module(module_name)
        if hasattr(module, "runners"):  # one row per setting, e.g. per player count
            runners += list(module.runners().items())
        else:
            runners.append((game, module.run))
    return runners, notes


def playout_rows(seconds: float, rounds: int = 5) -> tuple[list[tuple], list[str]]:
    """(label, games/s, us/decision, ratio to tic-tac-toe) per row: ``rounds`` alternating
    rounds of ``seconds / rounds`` CPU seconds each, every row keeping its fastest round."""
    runners, notes = playout_runners()
    best: dict[str, dict] = {}
    for _ in range(rounds):
        for label, run in runners:
            with CollectorTime() as collector:
                result = run(seconds / rounds)
            result["collector_us"] = collector.seconds / result["decisions"] * 1e6
            if label not in best or result["us_per_decision"] < best[label]["us_per_decision"]:
                best[label] = result
    base = best.get(openspiel_tictactoe.NAME, {}).get("us_per_decision")
    rows = [(label, f"{r['games_per_second']:.1f}", f"{r['us_per_decision']:.1f}",
             f"{r['us_per_decision'] / base:.2f}" if base else "-", f"{r['collector_us']:.1f}")
            for label, r in best.items()]
    return rows, notes


def app_targets(args) -> list[AppTarget]:
    """The pages to time: the command-line notebook, else each game tutorial that exists and the home page."""
    if args.notebook:
        return [AppTarget(f"{args.notebook} (command line)", args.notebook, args.first_control,
                          args.next_button, args.updated)]
    tutorials = [tutorial_target(game) for game in TUTORIAL_GAMES]
    return [t for t in tutorials if (REPO / t.notebook).is_file()] + [HOME]


def app_rows(targets: list[AppTarget], loads: int, clicks: int, server_args: tuple = ()) -> list[tuple]:
    """Measure every target with one server (``server_args`` added) and one browser, each right
    after a measurement of the baseline of its own (this machine's speed drifts: the
    bare button's click took 8 ms in one run and 11 ms in the next)."""
    from playwright.sync_api import sync_playwright

    import voila_app

    rows = []
    server_args = (f"--TutorVoila.pages={voila_app.DEVELOPER_PAGES}", *server_args)  # the baseline
    with voila_app.running(REPO, extra_args=server_args, warm_timeout=240) as base_url, sync_playwright() as playwright:
        browser = launch_browser(playwright)
        settle = partial(voila_app.wait_until_warm, base_url, SETTLE_TIMEOUT_S, voila_app.pools_full)
        try:
            _measure(browser, base_url, BASELINE, 1, 1, settle)  # warm-up: the first render is slower
            for target in targets:
                base = _measure(browser, base_url, BASELINE, loads, clicks, settle)
                rows.append((target, _measure(browser, base_url, target, loads, clicks, settle), base))
        finally:
            browser.close()
    return rows


def _measure(browser, base_url: str, target: AppTarget, loads: int, clicks: int,
             settle=None) -> dict:
    """measure_app for one target; a failure is reported in the table, not raised."""
    try:
        return measure_app(browser, base_url, target.notebook, target.first_control,
                           target.next_button, target.updated, loads=loads, clicks=clicks,
                           restart=target.restart, settle=settle)
    except Exception as error:  # noqa: BLE001 - one broken page must not hide the others
        return {"error": f"{type(error).__name__}: {str(error).splitlines()[0][:100]}"}


def _fmt(result: dict, key: str, scale: float, unit: str) -> str:
    """One measured value, or the error that prevented it."""
    if "error" in result:
        return "failed"
    return f"{result[key] * scale:.0f} {unit}"


def _ratio(app: dict, base: dict, key: str) -> str:
    """app / baseline for one measured value, or '-' when either failed."""
    if "error" in app or "error" in base or not base[key]:
        return "-"
    return f"{app[key] / base[key]:.2f}x"


def print_playouts(rows, notes, rounds: int) -> None:
    """The engine table."""
    print(f"Random playouts (uniformly random moves; CPU time, fastest of {rounds} alternating rounds;"
          f" 'collector': the part of us/decision spent in Python's garbage collector)")
    print(f"  {'game':<20}{'games/s':>10}{'us/decision':>13}{'ratio to tic-tac-toe':>22}"
          f"{'collector':>11}")
    for game, gps, usd, ratio, collector in rows:
        print(f"  {game:<20}{gps:>10}{usd:>13}{ratio:>22}{collector:>11}")
    for note in notes:
        print(f"  ({note})")


def print_app(rows, loads: int, clicks: int, title: str = "") -> None:
    """The Voila table: each page beside the baseline measured just before it, and their ratio."""
    print(f"\nVoila app, {title} (median of {loads} page loads; median of up to {clicks} clicks per load, each load's clicks once the pools are refilled)")
    print(f"  {'page':<70}{'app':>10}{'baseline':>12}{'ratio':>8}")
    for target, app, base in rows:
        print(f"  {target.label}")
        print(f"  {'  navigation -> first interactive control':<70}"
              f"{_fmt(app, 'first_control_s', 1000, 'ms'):>10}{_fmt(base, 'first_control_s', 1000, 'ms'):>12}"
              f"{_ratio(app, base, 'first_control_s'):>8}")
        print(f"  {'  click -> updated element':<70}"
              f"{_fmt(app, 'click_to_update_ms', 1, 'ms'):>10}{_fmt(base, 'click_to_update_ms', 1, 'ms'):>12}"
              f"{_ratio(app, base, 'click_to_update_ms'):>8}")
        print(f"  {'  click -> page settled (every update drawn)':<70}"
              f"{_fmt(app, 'click_to_settled_ms', 1, 'ms'):>10}{_fmt(base, 'click_to_settled_ms', 1, 'ms'):>12}"
              f"{_ratio(app, base, 'click_to_settled_ms'):>8}")
        print(f"  {'  clicks measured':<70}{app.get('click_samples', '-'):>10}{base.get('click_samples', '-'):>12}")
        for name, result in (("app", app), ("baseline", base)):
            if "error" in result:
                print(f"    {name} failed: {result['error']}")


def main(argv=None) -> None:
    """Parse arguments, run the benchmarks, print the tables."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="playout CPU time per game")
    parser.add_argument("--rounds", type=int, default=5,
                        help="alternating playout rounds (each row keeps its fastest)")
    parser.add_argument("--skip-copies", action="store_true")
    parser.add_argument("--loads", type=int, default=3, help="page loads per page")
    parser.add_argument("--clicks", type=int, default=15, help="clicks per page")
    parser.add_argument("--skip-playouts", action="store_true")
    parser.add_argument("--skip-app", action="store_true")
    parser.add_argument("--serving", choices=[*SERVINGS, "both"], default="both",
                        help="serving set-up(s) for the app table")
    parser.add_argument("--notebook", help="notebook path under the repository to time instead")
    parser.add_argument("--first-control", help="CSS of the first interactive control")
    parser.add_argument("--next-button", help="CSS of the button to click")
    parser.add_argument("--updated", help="CSS of the element a click changes")
    args = parser.parse_args(argv)
    if args.notebook and not (args.first_control and args.next_button and args.updated):
        parser.error("--notebook needs --first-control, --next-button and --updated")
    if not args.skip_playouts:
        rows, notes = playout_rows(args.seconds, args.rounds)
        print_playouts(rows, notes, args.rounds)
    if not args.skip_copies:
        copy_cost.print_table(copy_cost.rows())
    if not args.skip_app:
        for name in SERVINGS if args.serving == "both" else [args.serving]:
            title, server_args = SERVINGS[name]
            rows = app_rows(app_targets(args), args.loads, args.clicks, server_args)
            print_app(rows, args.loads, args.clicks, title)


if __name__ == "__main__":
    main()
