"""``python -m benchmarks.fit_evaluations [rednotice|infiltration|classified] [--games N]``: fit
or check the position evaluations the search bot uses when it cuts a playout short.

Plays rules-bot games, keeps every ``STRIDE``-th position with the game's final result, and:

- Red Notice: fits the logistic weights of ``tutor.games.rednotice.evaluation`` ("the forger
  wins" from its features) by Newton's method with a little ridge, and prints them;
- Classified Information: fits ``tutor.games.classified.evaluation``'s weights ("seat 0 wins",
  a shared win counting half, from the two seats' differences) likewise;
- every game: prints the evaluation's log loss and Brier score on those positions beside the
  base rate's (a constant guess), so a change to an evaluation can be judged.
"""

from __future__ import annotations

import argparse
import math
import random

import numpy as np

from tutor import bots

STRIDE = 3
RIDGE = 1e-2


def positions(game_name: str, games: int, probe, seed: int = 0):
    """(``probe(state)``, final result) at every STRIDE-th decision of rules-bot games."""
    game = bots.game_of(game_name)
    found = []
    for g in range(seed, seed + games):
        options = {"forger_seat": g % 2} if game_name == "rednotice" else None
        state = game.new_game(seed=g, players=2, options=options)
        rules = [bots.load("rules", game) for _ in range(2)]
        rngs = [random.Random(f"fit/{g}/{s}") for s in range(2)]
        kept, step = [], 0
        while not state.is_over:
            seat = state.to_act[0]
            if step % STRIDE == 0:
                kept.append(probe(state))
            action = rules[seat].decide(state.observe(seat), state.legal_actions(seat), rngs[seat])
            state.apply(seat, action)
            step += 1
        found += [(k, state.result) for k in kept]
    return found


def fit_logistic(x: np.ndarray, y: np.ndarray, ridge: float = RIDGE) -> np.ndarray:
    """Logistic regression weights by Newton's method (ridge on all but the first column)."""
    w = np.zeros(x.shape[1])
    penalty = ridge * np.eye(x.shape[1])
    penalty[0, 0] = 0
    for _ in range(50):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) + penalty @ w
        hess = (x * (p * (1 - p))[:, None]).T @ x + penalty
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def scores(chances: list[float], outcomes: list[float]) -> tuple[float, float]:
    """(log loss, Brier score) of predicted chances against 0/1 (or shared) outcomes."""
    eps = 1e-6
    loss = -sum(o * math.log(max(eps, c)) + (1 - o) * math.log(max(eps, 1 - c))
                for c, o in zip(chances, outcomes)) / len(outcomes)
    brier = sum((c - o) ** 2 for c, o in zip(chances, outcomes)) / len(outcomes)
    return loss, brier


def report(name: str, chances, outcomes) -> None:
    base = sum(outcomes) / len(outcomes)
    loss, brier = scores(chances, outcomes)
    b_loss, b_brier = scores([base] * len(outcomes), outcomes)
    print(f"  {name}: {len(outcomes)} positions, log loss {loss:.3f} (base rate {b_loss:.3f}), "
          f"Brier {brier:.3f} (base rate {b_brier:.3f})", flush=True)


def rednotice(games: int) -> None:
    from tutor.games.rednotice import evaluation
    from tutor.games.rednotice.board import FORGER
    def forger_view(state):
        view = state.observe(0)
        return view if view["role"] == FORGER else state.observe(1)
    rows = positions("rednotice", games, forger_view)
    views = [v for v, _ in rows]
    x = np.array([evaluation.features(v) for v in views])
    y = np.array([1.0 if r["winner"] == FORGER else 0.0 for _, r in rows])
    w = fit_logistic(x, y)
    print("Red Notice: the forger's log-odds weights")
    print("  WEIGHTS = (" + ", ".join(f"{v:.3f}" for v in w) + ")")
    for name, v in zip(evaluation.NAMES, w):
        print(f"    {name:<10}{v:8.3f}")
    chances = list(1 / (1 + np.exp(-x @ w)))
    report("fitted", chances, list(y))
    report("as shipped", [evaluation.forger_chance(v) for v in views], list(y))


def infiltration(games: int) -> None:
    from tutor.games.infiltration.evaluation import evaluate
    rows = positions("infiltration", games, evaluate)
    chances, outcomes = [], []
    for chance, result in rows:
        winners = result["winners"]
        for seat, c in enumerate(chance):
            chances.append(c)
            outcomes.append(1 / len(winners) if seat in winners else 0.0)
    print("Infiltration: each seat's winning chance")
    report("evaluation", chances, outcomes)


def classified(games: int) -> None:
    from tutor.games.classified import evaluation
    rows = positions("classified", games, lambda state: evaluation.features(state.board))
    x = np.array([f for f, _ in rows])
    y = np.array([1 / len(r["winners"]) if 0 in r["winners"] else 0.0 for _, r in rows])
    w = fit_logistic(x, y)
    print("Classified Information: seat 0's log-odds weights")
    print("  WEIGHTS = (" + ", ".join(f"{v:.3f}" for v in w) + ")")
    chances = list(1 / (1 + np.exp(-x @ w)))
    report("fitted", chances, list(y))
    shipped = [1 / (1 + math.exp(-sum(a * b for a, b in zip(evaluation.WEIGHTS, f))))
               for f, _ in rows]
    report("as shipped", shipped, list(y))


GAMES = {"rednotice": rednotice, "infiltration": infiltration, "classified": classified}


def main(argv=None) -> None:
    p = argparse.ArgumentParser(prog="python -m benchmarks.fit_evaluations",
                                description=__doc__.split("\n")[0])
    p.add_argument("game", nargs="*", choices=tuple(GAMES), default=list(GAMES))
    p.add_argument("--games", type=int, default=400)
    args = p.parse_args(argv)
    for name in args.game:
        GAMES[name](args.games)


if __name__ == "__main__":
    main()
