"""The free-play half of the text audit: each game's explorer app played by a person making
random legal moves against its default bots, reading the whole screen in English and Japanese
every few moves and at the end (the status and undo lines, the seat, save and coach panels,
the log, the table and the result beside what the random games read)."""

from __future__ import annotations

import random

from tutor.lessons import LANGUAGES

from ..registry import explorer_app
from .lessons import read_screen
from .tally import Tally

MOVES = 400                   # the person's moves at most (a Red Notice game can run long)
EVERY = 8                     # the screen is read after every 8th move (and at the end)


def audit_explorer(game: str, tally: Tally | None = None, seed: int = 1) -> Tally:
    """Play one game on ``game``'s explorer, reading its screens in both languages."""
    tally = tally if tally is not None else Tally()
    app = explorer_app(game)(seed=seed)
    rng = random.Random(seed)
    for move in range(MOVES):
        if move % EVERY == 0:
            _read(tally, game, app, f"explorer seed {seed} move {move}")
        legal = [] if app.viewer is None else app.state.legal_actions(app.viewer)
        if app.state.is_over or not legal:
            break
        app.play(rng.choice(legal))
    _read(tally, game, app, f"explorer seed {seed} end")
    return tally


def _read(tally: Tally, game: str, app, where: str) -> None:
    for lang in LANGUAGES:
        app.view.language.lang = lang
        read_screen(tally, game, app.widget, lang, where)
    app.view.language.lang = "en"
