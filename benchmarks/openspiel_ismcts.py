"""``python -m benchmarks.openspiel_ismcts``: our search bot against OpenSpiel's ``ISMCTSBot``.

Two players, every game through the OpenSpiel adapter (``tutor.adapters.openspiel``). Our bot is
``tutor.bots.ismcts`` at its "normal" difficulty, deciding on ``observe(seat)`` as always; OpenSpiel's
is ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` as shipped: random-rollout evaluation
(``RandomRolloutEvaluator``, one rollout to the end of the game), UCT with ``UCT_C``, the most
visited move, worlds sampled by the adapter's ``resample_from_infostate`` (the game's
``determinize``).

Same time per decision, as CPU time (``time.process_time``: a busy machine slows both alike):
our bot searches its normal iterations; OpenSpiel's runs unlimited simulations until it has
spent the mean CPU time of our bot's last decisions in the same game (at least two simulations:
its final policy needs an expanded root; before our bot's first decision, its median over
sampled positions of the game). Where the game cannot sample a world
(Classified Information away from its main Action decision) both bots fall back to the game's
rules bot. Seats rotate game by game; a shared win counts 1/k; 95% Wilson intervals.

``--games`` (default 200) games per game; ``--game`` picks games; ``--first`` numbers the first
game (a run adding games to an earlier one). The table gives each side's
win rate, the budget, each side's mean seconds and searches (our iterations, OpenSpiel's
simulations) per decision, and how often each fell back.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import numpy as np

GAMES = ("classified", "persona", "rednotice", "infiltration")
UCT_C = 2.0                 # OpenSpiel's ISMCTS examples use 2.0 (its mcts_test 2.0 as well)
CALIBRATION_POSITIONS = 12


class OutOfTime(Exception):
    """The time budget of one OpenSpiel decision is spent."""


def timed_ismcts(game, seed: int):
    """OpenSpiel's ISMCTSBot whose ``policy(state, seconds)`` searches for ``seconds`` of CPU
    time (at least two simulations)."""
    from open_spiel.python.algorithms.ismcts import ISMCTSBot
    from open_spiel.python.algorithms.mcts import RandomRolloutEvaluator

    class TimedISMCTSBot(ISMCTSBot):
        """ISMCTSBot whose simulations stop at a deadline instead of a count."""

        deadline, simulations = 0.0, 0

        def sample_root_state(self, state):
            if self.simulations >= 2 and time.process_time() >= self.deadline:
                raise OutOfTime
            self.simulations += 1
            return super().sample_root_state(state)

        def policy(self, state, seconds: float):
            """The final policy after searching until the deadline."""
            self.deadline, self.simulations = time.process_time() + seconds, 0
            try:
                return self.run_search(state)
            except OutOfTime:
                return self.get_final_policy(state, self._root_node)

    rs = np.random.RandomState(seed)
    return TimedISMCTSBot(game, RandomRolloutEvaluator(1, rs), UCT_C, 10 ** 9, random_state=rs)


def budget(name: str) -> float:
    """Our normal bot's median CPU seconds per decision over sampled positions."""
    from benchmarks.bots import sample_positions
    from tutor.bots.ismcts import ISMCTSBot
    bot, times = ISMCTSBot(name, "normal"), []
    for obs, legal in sample_positions(name, CALIBRATION_POSITIONS, seed=1000):
        start = time.process_time()
        bot.decide(obs, legal, random.Random(0))
        times.append(time.process_time() - start)
    return statistics.median(times)


class Side:
    """One bot's tally over the matches."""

    def __init__(self, label: str):
        self.label, self.wins, self.seconds, self.searches = label, 0.0, [], []
        self.fallbacks = 0


RECENT = 20                 # our decisions whose mean CPU time is OpenSpiel's next budget


def play(name: str, index: int, seconds: float, ours: Side, theirs: Side) -> None:
    """One game, our bot in seat ``index % 2`` (OpenSpiel's first budget ``seconds``); adds
    to both tallies."""
    import pyspiel
    from tutor.adapters import openspiel
    from tutor.bots.base import rewards
    from tutor.bots.hooks import rules_bot_class
    from tutor.bots.ismcts import ISMCTSBot

    game = pyspiel.load_game(openspiel.short_name(name), {"players": 2, "seed": 7919 * index})
    state, rng = game.new_initial_state(), random.Random(index)
    our_seat = index % 2
    mine = ISMCTSBot(name, "normal")
    other = timed_ismcts(game, index)
    recent = []
    rules = rules_bot_class(name)(state.engine.game)
    space = game.space
    while not state.is_terminal():
        seat, legal = state.current_player(), state.legal_actions()
        if len(legal) == 1:
            state.apply_action(legal[0])
            continue
        start = time.process_time()
        if seat == our_seat:
            action = mine.decide(state.observe(seat), state.engine.legal_actions(seat), rng)
            chosen = space.index(action)
            side, searched = ours, mine.last_stats.get("iterations", 0)
            ours.fallbacks += bool(mine.last_stats.get("fallback"))
        else:
            side = theirs
            try:
                allowed = statistics.mean(recent[-RECENT:]) if recent else seconds
                actions, probabilities = zip(*other.policy(state, allowed))
                chosen = int(other._random_state.choice(actions, p=probabilities))
                searched = other.simulations
            except openspiel.ResampleError:
                action = rules.decide(state.observe(seat), state.engine.legal_actions(seat), rng)
                chosen, searched = space.index(action), 0
                theirs.fallbacks += 1
        spent = time.process_time() - start
        side.seconds.append(spent)
        side.searches.append(searched)
        if side is ours:
            recent.append(spent)
        state.apply_action(chosen)
    if state.engine.is_over:
        shares = rewards(state.engine.result, 2)
        ours.wins += shares[our_seat]
        theirs.wins += shares[1 - our_seat]


def agreement(name: str, positions: int, seed: int = 0) -> str:
    """How often the two bots choose the same move, given the same CPU time, at ``positions``
    decisions of random games where both search (the game can sample a world there)."""
    import pyspiel
    from tutor.adapters import openspiel
    from tutor.bots.ismcts import ISMCTSBot
    mine, same, seen, index = ISMCTSBot(name, "normal"), 0, 0, seed
    while seen < positions:
        game = pyspiel.load_game(openspiel.short_name(name), {"players": 2, "seed": index})
        state, rng = game.new_initial_state(), random.Random(index)
        other, step = timed_ismcts(game, index), 0
        while not state.is_terminal() and seen < positions:
            seat, legal = state.current_player(), state.legal_actions()
            if len(legal) > 1 and step % 3 == index % 3 and _can_sample(state, seat):
                start = time.process_time()
                ours = game.space.index(mine.decide(state.observe(seat),
                                                    state.engine.legal_actions(seat), rng))
                policy = dict(other.policy(state, time.process_time() - start))
                same += policy.get(ours, 0.0) == max(policy.values())
                seen += 1
            state.apply_action(rng.choice(legal))
            step += 1
        index += 1
    return f"{name}: the bots agree at {same} of {positions} decisions where both search"


def _can_sample(state, seat: int) -> bool:
    from tutor.adapters.world import ResampleError
    try:
        state.resample_from_infostate(seat, None)
    except ResampleError:
        return False
    return True


def row(name: str, games: int, seconds: float, ours: Side, theirs: Side) -> list[str]:
    from tutor.simulate.stats import wilson

    def rate(side):
        low, high = wilson(side.wins, games)
        return f"{side.wins / games:.2f} [{low:.2f}, {high:.2f}]"

    def mean(values, digits):
        return f"{statistics.mean(values):.{digits}f}" if values else "-"

    return [name, str(games), rate(ours), rate(theirs), f"{seconds:.2f}",
            mean(ours.seconds, 2), mean(theirs.seconds, 2), mean(ours.searches, 0),
            mean(theirs.searches, 0), f"{ours.fallbacks}/{theirs.fallbacks}"]


HEADER = ["game", "games", "ours (normal)", "OpenSpiel ISMCTS", "first budget s", "ours cpu s",
          "theirs cpu s", "ours iter", "theirs sims", "fallbacks"]


def table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [HEADER] + rows) for i in range(len(HEADER))]
    lines = [" | ".join(c.ljust(w) for c, w in zip(r, widths)) for r in [HEADER] + rows]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(lines)


def run(names, games: int, first: int = 0) -> str:
    """Play ``games`` games per game (numbered from ``first``: seeds and seats); the table."""
    rows = []
    for name in names:
        seconds = budget(name)
        ours, theirs = Side("ours"), Side("openspiel")
        started = time.perf_counter()
        for done, index in enumerate(range(first, first + games), 1):
            play(name, index, seconds, ours, theirs)
            print(f"{name} {done}/{games}: ours {ours.wins:g}, OpenSpiel {theirs.wins:g}",
                  flush=True)
        rows.append(row(name, games, seconds, ours, theirs))
        print(f"{name}: {games} games in {time.perf_counter() - started:.0f} s", flush=True)
        print(table(rows[-1:]), flush=True)
    return table(rows)


def parse(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.openspiel_ismcts",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200, help="games per game (seats rotate)")
    p.add_argument("--game", action="append", choices=GAMES, help="only these games")
    p.add_argument("--agreement", type=int, metavar="N",
                   help="instead of matches: how often the bots agree at N positions a game")
    p.add_argument("--first", type=int, default=0,
                   help="number of the first game (its seed and seats): runs that add games")
    return p.parse_args(argv)


def main(argv=None) -> None:
    args = parse(argv)
    if args.agreement:
        for name in args.game or GAMES:
            print(agreement(name, args.agreement), flush=True)
        return
    print(run(args.game or GAMES, args.games, args.first))


if __name__ == "__main__":
    main()
