"""One simulated game, and a chunk of them: the unit of work a process or Dask worker runs."""

from __future__ import annotations

import hashlib

from ..bots import game_of, play_game
from . import seats as seat_specs
from .summaries import extra_columns

# Decisions after which a game is stopped and recorded as truncated. The longest games seen
# are Red Notice's between random bots (some 1,300 decisions in 30 games); a bot that plays
# "always the first legal move" there never ends one.
MAX_DECISIONS = 10_000


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (independent of how work is split)."""
    digest = hashlib.sha256(f"simulate/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:4], "big") >> 1


def rotation_of(index: int, players: int, rotate: bool) -> int:
    """How many seats the line-up moves round in game ``index``: entry k of the line-up sits
    in seat (k + rotation) mod players, so each bot takes each seat in turn."""
    return index % players if rotate else 0


def seated(lineup: list, rotation: int) -> list:
    """The line-up as seated in a game turned by ``rotation``."""
    n = len(lineup)
    return [lineup[(seat - rotation) % n] for seat in range(n)]


def play_one(game_name: str, lineup: list, options: dict, seed: int, index: int,
             rotate: bool = False, max_decisions: int = MAX_DECISIONS) -> dict:
    """Play game ``index`` and return its row."""
    game = game_of(game_name)
    rotation = rotation_of(index, len(lineup), rotate)
    seats = seated(lineup, rotation)
    bots = [seat_specs.build(s, game, options) for s in seats]
    gseed = game_seed(seed, index)
    state = game.new_game(seed=gseed, players=len(seats), options=options)
    first = first_to_act(state)
    length = play_game(state, bots, seed=gseed, max_decisions=max_decisions)
    result = state.result or {}
    row = {"index": index, "seed": gseed, "rotation": rotation,
           "seats": [seat_specs.seat_label(s) for s in seats],
           "winners": list(result.get("winners", [])), "scores": scores_of(result, len(seats)),
           "length": length, "truncated": not state.is_over, "first": first,
           "options": dict(state.options)}
    row.update(extra_columns(game.name, state))
    return row


def first_to_act(state) -> int | None:
    """The game's first player: the seat its set-up names (a ``first_player`` event, as
    Infiltration's holder of the die, whose first round everyone plans at once), else the one
    seat that takes the first decision; None when there is none (Persona Non Grata: every day's
    choices are made together and no seat leads)."""
    for event in state.log:
        if event.kind == "first_player":
            return event["player"]
    players = state.decision.players if state.decision else ()
    return players[0] if len(players) == 1 else None


def play_chunk(game_name: str, lineup: list, options: dict, seed: int, rotate: bool,
               max_decisions: int, indexes: list[int]) -> list[dict]:
    """Rows of several games (one task for a worker)."""
    return [play_one(game_name, lineup, options, seed, i, rotate, max_decisions)
            for i in indexes]


def scores_of(result: dict, players: int) -> list:
    """Each seat's score as the game reports it (Classified: the Guard counts; Infiltration:
    None for a captured thief); None for every seat in a game without scores or unfinished."""
    for key in ("scores", "guard_scores"):
        if key in result:
            return list(result[key])
    return [None] * players
