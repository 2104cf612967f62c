"""Shared helpers for the Persona Non Grata tests: hand-set positions and random play."""

from __future__ import annotations

import random

from tutor.engine import Action
from tutor.games.persona import GAME
from tutor.games.persona.board import count_all_cards


def scenario(options=None, seed=0, **spec):
    """A hand-set position; ``spec`` keys as in tutor.games.persona.scenario."""
    return GAME.scenario(spec, seed=seed, options=options)


def play(card, action):
    """Pair information card ``card`` with action card ``action`` (the action's kind)."""
    return Action(action, card=card)


def choose_all(state, actions: dict) -> list:
    """Every player in ``actions`` makes their choice; returns the events of the last one."""
    events = []
    for player, action in actions.items():
        events = state.apply(player, action)
    return events


def random_move(state, rng: random.Random):
    """One random legal move by the first player who owes one."""
    player = state.to_act[0]
    action = rng.choice(state.legal_actions(player))
    state.apply(player, action)
    return player, action


def random_game(seed: int, players: int, options=None, check=None):
    """Play a whole game with random legal moves; ``check(state)`` runs after every move."""
    state = GAME.new_game(seed=seed, players=players, options=options)
    rng = random.Random(seed * 7919 + players)
    while not state.is_over:
        random_move(state, rng)
        if check:
            check(state)
    return state


def events_of(state, kind: str) -> list[dict]:
    """The spectator's view of every logged event of ``kind``."""
    return [e for e in state.events_for(None) if e["kind"] == kind]


def cards_on_board(state) -> list[str]:
    return count_all_cards(state.board)
