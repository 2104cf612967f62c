"""Positions the bot tests share: random games stopped at the decisions bots search."""

from __future__ import annotations

import random

from tutor import bots
from tutor.games import load


def positions(game_name: str, games: int, players: int = 2, options=None, want=None):
    """(state, seat) at every decision of random games where ``want(observation)`` holds."""
    game = load(game_name)
    for seed in range(games):
        state = game.new_game(seed=seed, players=players, options=options)
        rng = random.Random(seed)
        while not state.is_over:
            for seat in state.to_act:
                if want is None or want(state.observe(seat)):
                    yield state, seat
            seat = state.to_act[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))


# parts of an observation that record the game's history: a position rebuilt as a scenario has
# none (what the viewer was told, the public answers and record of events)
HISTORY_KEYS = ("knowledge", "answers", "public_log")


def without_knowledge(observation: dict) -> dict:
    """The observation less the record of the history a rebuilt position cannot have."""
    return {k: v for k, v in observation.items() if k not in HISTORY_KEYS}


def persona_day(obs: dict) -> bool:
    """A decision during the weeks (the days and the archive phase)."""
    return obs["phase"] in ("day", "archive") and obs["decision"] is not None


def classified_action(obs: dict) -> bool:
    return obs["decision"]["rule"] == "classified.turn.action" and not obs["limbo"]


class ObserveOnly:
    """A state that answers only what a position evaluation may ask: the seats' observations,
    whether the game is over and its result (anything else raises)."""

    def __init__(self, state):
        self._state, self.players = state, state.players

    def observe(self, player):
        return self._state.observe(player)

    @property
    def is_over(self):
        return self._state.is_over

    @property
    def result(self):
        return self._state.result


def rules_positions(game, games: int, every: int, new_game=None) -> tuple:
    """Copies of the states met in rules-bot games of ``game``, every ``every`` decisions;
    ``new_game(seed)`` starts each game (default: ``game.new_game(seed=seed)``)."""
    found = []
    for seed in range(games):
        state = new_game(seed) if new_game else game.new_game(seed=seed)
        bot, rng, step = bots.load("rules", game), random.Random(seed), 0
        while not state.is_over:
            seat = state.to_act[0]
            if step % every == 0:
                found.append(state.copy())
            state.apply(seat, bot.decide(state.observe(seat), state.legal_actions(seat), rng))
            step += 1
    return tuple(found)
