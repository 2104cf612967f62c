"""``python -m benchmarks.bots``: bot strength and speed, and bulk simulation time.

1. CPU seconds per decision of the search bot at each difficulty, over positions from random games
   (``time.process_time``: the search is bound by iterations, so its strength does not depend on
   the machine's load; its speed is reported, not tested).
2. Win rates of the rules bot against ``random``, and of the search bot (each difficulty
   measured) against ``rules`` (and ``random`` in the full run), in each seat and both seats
   pooled, with 95% (Wilson) intervals, two players, through ``tutor.simulate.run``.
3. Wall and CPU time of N random-bot games per game on a local pool of K workers, and of N
   rules-bot games (the rules bot in every seat, two players) against the target: 10,000
   games per game in 60 s of wall time on two workers.
4. Games with roles (Red Notice): each role's bot against the other role's, counted from the
   forger's side, with 95% (Wilson) intervals.

The default run measures the search bot's default level against the rules bot and, with a few
games, against random, in every game (the rules bot against itself, over many more games than
the search plays, gives the rate a bot no stronger would score in each seat: Red Notice has
roles, and in Infiltration nobody may win): over an hour of CPU time, some 40 minutes on two
free cores, 10,000 random-bot games per game included (Red Notice's are the long ones: some 4
minutes on two workers); ``--full`` (or ``RULES_TUTOR_BENCH_FULL=1 make bench``) plays both
levels with more games, and times 50,000 random-bot games per game (long: hours of CPU time).
"""

from __future__ import annotations

import argparse
import os
import random
import time

from tutor import bots, simulate
from tutor.bots.ismcts import search_iterations

GAMES = ("classified", "persona", "rednotice", "infiltration")
ROLE_MATCHUPS = {"rednotice": (("rules", "rules"), ("rules", "random"), ("random", "rules"))}
# the decisions timed (None: any decision with a choice)
SEARCH_DECISIONS = {"classified": ("classified.turn.action",),
                    "persona": ("persona.day.choose", "persona.two.discard"),
                    "rednotice": None, "infiltration": None}


def sample_positions(game_name: str, count: int, seed: int = 0) -> list[tuple[dict, list]]:
    """(observation, legal actions) at ``count`` search decisions spread over random games."""
    game = bots.game_of(game_name)
    found, s = [], seed
    while len(found) < count:
        state, rng = game.new_game(seed=s, players=2), random.Random(s)
        step = 0
        while not state.is_over:
            seat = state.to_act[0]
            obs = state.observe(seat)
            wanted = SEARCH_DECISIONS[game_name]
            rule = (obs.get("decision") or {}).get("rule")
            if (wanted is None or rule in wanted) and step % 7 == s % 7 \
                    and len(state.legal_actions(seat)) > 1:
                found.append((obs, state.legal_actions(seat)))
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1
        s += 1
    return found[:count]


def decision_seconds(game_name: str, positions: int) -> list[tuple[str, int, float, float]]:
    """(difficulty, iterations, mean s, max s) of CPU time per decision of the search bot."""
    sample = sample_positions(game_name, positions)
    rows = []
    for difficulty, iterations in search_iterations(game_name).items():
        bot = bots.load("ismcts", game_name, difficulty=difficulty)
        times = []
        for i, (obs, legal) in enumerate(sample):
            start = time.process_time()         # CPU time: wall time means little on a shared box
            bot.decide(obs, legal, random.Random(i))
            times.append(time.process_time() - start)
        rows.append((difficulty, iterations, sum(times) / len(times), max(times)))
    return rows


def reference_rows(game_name: str, games: int, workers: int, seed: int) -> list[dict]:
    """The rules bot against itself: its own win rate in each seat (what a bot no stronger
    than it scores there; below one half in a game with roles or where nobody may win) and
    both seats pooled."""
    table = simulate.run(game_name, ["rules", "rules"], games, seed=seed, workers=workers,
                         progress=False)
    rows = [{"game": game_name, "bot": "rules", "opponent": "rules", **r, "verdict": "reference"}
            for r in table.win_rates()]
    mean = sum(r["win_rate"] for r in rows) / len(rows)
    low, high = simulate.wilson(mean * len(rows) * len(table), len(rows) * len(table))
    rows.append({"game": game_name, "bot": "rules", "opponent": "rules", "seat": "both",
                 "win_rate": mean, "low": low, "high": high, "games": len(rows) * len(table),
                 "verdict": "reference"})
    return rows


def win_rate_rows(game_name: str, bot: str, opponent: str, games: int, workers: int,
                  seed: int, reference: list[float] | None = None) -> list[dict]:
    """``bot``'s win rate against ``opponent`` with ``bot`` in seat 0, then in seat 1, then
    both seats pooled (``seat`` "both"); each row says whether its 95% interval lies wholly
    above or below the ``reference`` rate of its seat (seat 0, seat 1, both; by default one
    half, the opponent's rate in a two-player game without roles or draws)."""
    rows, wins, played = [], 0.0, 0
    cpu = children_cpu()
    for seat in (0, 1):
        seats = [bot, opponent] if seat == 0 else [opponent, bot]
        table = simulate.run(game_name, seats, games, seed=seed + seat, workers=workers,
                             progress=False)
        rate = table.win_rates()[seat]
        wins, played = wins + rate["win_rate"] * rate["games"], played + rate["games"]
        rows.append({"game": game_name, "bot": bot, "opponent": opponent, "seat": seat, **rate})
    cpu = children_cpu() - cpu
    low, high = simulate.wilson(wins, played)
    rows.append({"game": game_name, "bot": bot, "opponent": opponent, "seat": "both",
                 "win_rate": wins / played, "low": low, "high": high, "games": played,
                 "cpu": cpu})
    for row, ref in zip(rows, reference or (0.5, 0.5, 0.5)):
        row["verdict"] = verdict(row, ref)
    return rows


def role_row(game_name: str, forger: str, agent: str, games: int, workers: int,
             seed: int) -> dict:
    """The forger's win rate with ``forger`` against ``agent`` (the forger in seat 0)."""
    table = simulate.run(game_name, [forger, agent], games, options={"forger_seat": 0},
                         seed=seed, workers=workers, progress=False)
    wins = sum(1 for row in table if 0 in row["winners"])
    low, high = simulate.wilson(wins, len(table))
    return {"game": game_name, "forger": forger, "agent": agent, "games": len(table),
            "wins": wins, "win_rate": wins / len(table), "low": low, "high": high}


def print_role_rows(rows: list[dict]) -> None:
    print(f"  {'game':<11}{'forger':<9}{'agent':<9}{'games':>7}  forger wins (95% interval)",
          flush=True)
    for r in rows:
        print(f"  {r['game']:<11}{r['forger']:<9}{r['agent']:<9}{r['games']:>7}  "
              f"{r['wins']:>4}  {100 * r['win_rate']:5.1f}%  ({100 * r['low']:.1f}-"
              f"{100 * r['high']:.1f}%)", flush=True)


def children_cpu() -> float:
    """CPU seconds of this process and its finished worker processes."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def verdict(row: dict, reference: float = 0.5) -> str:
    """"stronger" / "weaker" when the interval excludes the ``reference`` rate, else "not
    separated"."""
    if row["low"] > reference:
        return "stronger"
    if row["high"] < reference:
        return "weaker"
    return "not separated"


def print_speed(game_name: str, rows) -> None:
    print(f"  {game_name}")
    for difficulty, iterations, mean, worst in rows:
        print(f"    {difficulty:<8}{iterations:>6} iterations  {mean:6.3f} CPU s/decision mean, "
              f"{worst:6.3f} s max", flush=True)


def print_win_rate_header() -> None:
    print(f"  {'game':<13}{'bot':<15}{'against':<9}{'seat':>5}{'games':>7}  "
          "win rate (95% interval)", flush=True)


def print_win_rates(rows: list[dict]) -> None:
    for r in rows:
        cpu = f"  [{r['cpu']:.0f} CPU s]" if "cpu" in r else ""
        print(f"  {r['game']:<13}{r['bot']:<15}{r['opponent']:<9}{r['seat']:>5}{r['games']:>7}  "
              f"{100 * r['win_rate']:5.1f}%  ({100 * r['low']:.1f}-{100 * r['high']:.1f}%)  "
              f"{r['verdict']}{cpu}", flush=True)


def bulk_time(game_name: str, games: int, workers: int, players: int = 2, bot: str = "random"
              ) -> tuple[float, float, int]:
    """(wall s, CPU s of this process and its workers, games) for ``games`` games with ``bot``
    in every seat on ``workers`` processes."""
    start, cpu = time.perf_counter(), children_cpu()
    table = simulate.run(game_name, [bot] * players, games, seed=1, workers=workers,
                         progress=False)
    return time.perf_counter() - start, children_cpu() - cpu, len(table)


RULES_TARGET = 60.0        # seconds of wall time for 10,000 rules-bot games on two workers


def print_bulk(game_name: str, games: int, workers: int, players: int, bot: str) -> None:
    wall, cpu, played = bulk_time(game_name, games, workers, players, bot)
    target = ""
    if bot == "rules":
        budget = RULES_TARGET * played / 10_000 * 2 / workers
        target = (f"  target {budget:.1f} s: {'met' if wall <= budget else 'missed'}; "
                  f"CPU time per 10,000 over 2 cores {cpu / played * 10_000 / 2:.0f} s")
    print(f"  {game_name:<13}{players} players {played:>7} games  {wall:7.1f} s wall  "
          f"{cpu:7.1f} s CPU  ({played / wall:.0f} games/s){target}", flush=True)


# games per seat and positions timed: the default run of ``make bench`` takes some 50 CPU
# minutes; ``--full`` (or RULES_TUTOR_BENCH_FULL=1) runs the long one.
# A search pairing costs (CPU s a game at the default level, measured on a loaded box):
# Classified ~2.5, Persona ~12, Infiltration ~9, Red Notice ~18 (playouts cut off and scored
# by the game's evaluation). Games per seat in the default run, from the measured rates
# (search "normal" against rules):
# - Classified 100 (200 games, +-7 points): 58.0% of 200 (51.1-64.6) against 50%;
# - Persona 60 (120 games, +-8 points): 73% of 100 (63.6-80.7) against 50%;
# - Red Notice 20 (+-15 points a seat): the rules bot's own rates are 51.5% as the forger
#   (seat 0) and 48.5% as the agent, of 1,000 games; the search wins some 90% as the forger,
#   and as the agent 55% of 100 games (45.2-64.4%): as strong as the rules agent, so no count
#   of games separates them;
# - Infiltration 30 (+-15 points a seat): the rules bot's own rates are 38.8% (seat 0) and
#   42.5% (seat 1) of 400 (nobody won 19%); 30 a seat separate a search bot winning 65% or more.
# Against random the search bot wins nearly every game, so a few games a seat separate it.
# The rules bot's own rates (the reference a search bot is judged against) come from
# ``reference_games`` rules-against-rules games, cheap next to search games: with 100 the
# reference itself moved by 10 points (Red Notice's agent: 60% of 100 games, 48.5% of 1,000),
# enough to call a search bot weaker that was not.
BUDGETS = {
    "default": {"games": 100, "role_games": 60, "reference_games": 1000, "positions": 3,
                "random_games": 10000, "rules_games": 10000,
                "levels": ("normal",),
                "opponents": ("rules", "random"),
                "search_games": {"classified": 100, "persona": 60, "rednotice": 20,
                                 "infiltration": 30},
                "random_search_games": {"classified": 20, "persona": 10, "rednotice": 10,
                                        "infiltration": 15}},
    "full": {"games": 400, "role_games": 400, "reference_games": 4000, "positions": 10,
             "random_games": 50000, "rules_games": 10000,
             "levels": ("normal", "hard"),
             "opponents": ("rules", "random"),
             "search_games": {"classified": 200, "persona": 150, "rednotice": 60,
                              "infiltration": 100},
             "random_search_games": {"classified": 60, "persona": 40, "rednotice": 40,
                                     "infiltration": 60}},
}
# player counts timed for bulk random games (Infiltration at two and four)
BULK_PLAYERS = {"classified": (2,), "persona": (2,), "rednotice": (2,), "infiltration": (2, 4)}
FULL_ENV = "RULES_TUTOR_BENCH_FULL"


def parse(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.bots",
                                description=__doc__.split("\n")[0])
    p.add_argument("--full", action="store_true",
                   help=f"the long run (also when ${FULL_ENV} is set to 1)")
    p.add_argument("--games", type=int, help="games per seat: rules pairings")
    p.add_argument("--role-games", type=int, help="games per role pairing (Red Notice)")
    p.add_argument("--reference-games", type=int,
                   help="rules-against-rules games for the rules bot's own rates")
    p.add_argument("--search-games", type=int, help="games per seat: ismcts pairings")
    p.add_argument("--level", action="append", choices=("easy", "normal", "hard"),
                   help="search level measured (repeatable)")
    p.add_argument("--against", action="append", choices=("rules", "random"),
                   help="search bot's opponent (repeatable)")
    p.add_argument("--positions", type=int, help="positions timed per game")
    p.add_argument("--random-games", type=int, help="bulk random-bot games")
    p.add_argument("--rules-games", type=int, help="bulk rules-bot games (rules in both seats)")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--game", action="append", choices=GAMES, help="only this game (repeatable)")
    p.add_argument("--skip", action="append", default=[], choices=("speed", "winrates", "bulk", "rules", "roles"))
    args = p.parse_args(argv)
    args.full = args.full or os.environ.get(FULL_ENV) == "1"
    budget = BUDGETS["full" if args.full else "default"]
    for key in ("games", "role_games", "reference_games", "positions", "random_games",
                "rules_games"):
        if getattr(args, key) is None:
            setattr(args, key, budget[key])
    given = args.search_games                 # one count for every game and both opponents
    for key in ("search_games", "random_search_games"):
        setattr(args, key, {g: given for g in GAMES} if given else budget[key])
    args.level = args.level or list(budget["levels"])
    args.against = args.against or list(budget["opponents"])
    return args


def main(argv=None) -> None:
    args = parse(argv)
    chosen = args.game or list(GAMES)
    started = time.process_time()
    print(f"Bot benchmark ({'full' if args.full else 'default'} run; --full or {FULL_ENV}=1 "
          "for the long one)", flush=True)
    if "speed" not in args.skip:
        print("Search bot (ismcts): seconds per decision", flush=True)
        for game_name in chosen:
            print_speed(game_name, decision_seconds(game_name, args.positions))
    if "winrates" not in args.skip:
        print(f"\nWin rates, two players ({args.workers} workers; 'both' pools the two seats; "
              "stronger/weaker: the 95% interval excludes one half, or against rules the "
              "rules bot's own rate in that seat, its 'reference' row; Red Notice: seat 0 "
              "is the forger)")
        print_win_rate_header()
        for game_name in chosen:
            print_win_rates(win_rate_rows(game_name, "rules", "random", args.games,
                                          args.workers, 11))
            if not args.search_games[game_name]:
                continue
            own = None
            if "rules" in args.against:
                own = reference_rows(game_name, args.reference_games, args.workers, 41)
                print_win_rates(own)
            for level in args.level:
                for opponent in args.against:
                    ref = [r["win_rate"] for r in own] if opponent == "rules" else None
                    games = (args.search_games if opponent == "rules"
                             else args.random_search_games)[game_name]
                    print_win_rates(win_rate_rows(game_name, f"ismcts:{level}", opponent,
                                                  games, args.workers, 21, ref))
    if "roles" not in args.skip:
        print(f"\nGames with roles: the forger's wins against the agent ({args.workers} workers)")
        print_role_rows([role_row(game_name, forger, agent, args.role_games, args.workers, 31)
                         for game_name, pairs in ROLE_MATCHUPS.items()
                         for forger, agent in pairs])
    if "bulk" not in args.skip:
        print(f"\n{args.random_games} random-bot games, {args.workers} workers "
              f"(load average {os.getloadavg()[0]:.1f})", flush=True)
        for game_name in chosen:
            for players in BULK_PLAYERS[game_name]:
                print_bulk(game_name, args.random_games, args.workers, players, "random")
    if "rules" not in args.skip:
        print(f"\n{args.rules_games} rules-bot games (rules in both seats), {args.workers} "
              f"workers, against {RULES_TARGET:.0f} s for 10,000 on two (load average "
              f"{os.getloadavg()[0]:.1f}: wall time on a busy machine is long)", flush=True)
        for game_name in chosen:
            print_bulk(game_name, args.rules_games, args.workers, 2, "rules")
    print(f"\nCPU time of this process: {time.process_time() - started:.0f} s "
          "(the workers' is not counted)", flush=True)


if __name__ == "__main__":
    main()
