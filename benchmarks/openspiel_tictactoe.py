"""OpenSpiel's pure-Python tic-tac-toe (``python_tic_tac_toe``) under uniformly random playouts:
the yardstick the engine table divides every game's cost per decision by.

OpenSpiel 2.0 (the ``open_spiel`` wheel, in the ``bench`` extra) registers its Python games when
``open_spiel.python.games`` is imported; the state's ``apply_action`` runs the game's Python code.
"""

from __future__ import annotations

import random
import time

NAME = "python_tic_tac_toe"


def load_game():
    """The OpenSpiel game, or ImportError saying how to install it."""
    try:
        import pyspiel
        import open_spiel.python.games  # noqa: F401 - registers python_tic_tac_toe
    except ImportError as err:
        raise ImportError(f"OpenSpiel is not installed ({err}); pip install -e '.[bench]'") from None
    return pyspiel.load_game(NAME)


def run(seconds: float = 3.0) -> dict:
    """Random tic-tac-toe games for about ``seconds`` of CPU time: games per CPU second and CPU
    microseconds per decision (the same keys as ``benchmarks.playout.random_playouts``)."""
    game = load_game()
    games = decisions = 0
    rng = random.Random(0)
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            decisions += 1
        games += 1
    elapsed = time.process_time() - start
    return {"games": games, "decisions": decisions, "seconds": elapsed,
            "games_per_second": games / elapsed, "us_per_decision": elapsed / decisions * 1e6}


if __name__ == "__main__":
    result = run()
    print(f"{NAME}: {result['games_per_second']:.0f} games/s, "
          f"{result['us_per_decision']:.1f} us/decision ({result['games']} games)")
