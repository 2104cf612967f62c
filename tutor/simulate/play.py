"""One simulated game, and a chunk of them: the unit of work a process or Dask worker runs."""

from __future__ import annotations

import hashlib

from ..bots import play_game
from ..bots import game_of
from . import seats as seat_specs
from .summaries import extra_columns


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (independent of how work is split)."""
    digest = hashlib.sha256(f"simulate/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:4], "big") >> 1


def play_one(game_name: str, seats: list, options: dict, seed: int, index: int) -> dict:
    """Play game ``index`` and return its table row."""
    game = game_of(game_name)
    bots = [seat_specs.build(s, game, options) for s in seats]
    gseed = game_seed(seed, index)
    state = game.new_game(seed=gseed, players=len(seats), options=options)
    first = first_to_act(state)
    length = play_game(state, bots, seed=gseed)
    result = state.result
    row = {"index": index, "seed": gseed, "seats": [seat_specs.seat_label(s) for s in seats],
           "winners": list(result["winners"]), "scores": scores_of(result), "length": length,
           "first": first, "options": dict(state.options)}
    row.update(extra_columns(game.name, state))
    return row


def first_to_act(state) -> int | None:
    """The seat that takes the game's first decision; None when everyone starts at once."""
    players = state.decision.players if state.decision else ()
    return players[0] if len(players) == 1 else None


def play_chunk(game_name: str, seats: list, options: dict, seed: int,
               indexes: list[int]) -> list[dict]:
    """Rows of several games (one task for a worker)."""
    return [play_one(game_name, seats, options, seed, i) for i in indexes]


def scores_of(result: dict) -> list:
    """Each seat's score as the game reports it (Classified: the Guard counts)."""
    for key in ("scores", "guard_scores"):
        if key in result:
            return list(result[key])
    return []
