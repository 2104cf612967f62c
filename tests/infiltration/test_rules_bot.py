"""The Infiltration rules bot: found by the registry, decides from observations only, and beats
random bots more often than not on fixed seeds."""

import random

from tutor.bots import RandomBot, load, names
from tutor.engine import Action
from tutor.games.infiltration import GAME

from .helpers import make, ops


def play(seed: int, players: int) -> list[int]:
    """One game: the rules bot in seat 0, random bots elsewhere; returns the winners."""
    state = GAME.new_game(seed=seed, players=players)
    bots = {p: load("rules", GAME, seed=seed) if p == 0 else RandomBot(seed=seed * 10 + p)
            for p in range(players)}
    rng = random.Random(seed)
    while not state.is_over:
        p = state.to_act[0]
        state.apply(p, bots[p].decide(state.observe(p), state.legal_actions(p), rng))
    return state.result["winners"]


def test_the_registry_offers_the_rules_bot():
    assert "rules" in names(GAME)
    assert load("rules", "infiltration").name == "rules"


def test_it_beats_random_bots_more_often_than_not_on_fixed_seeds():
    for players, seeds in ((2, range(20)), (4, range(12))):
        won = sum(play(seed, players) == [0] for seed in seeds)
        assert won > len(seeds) / 2, (players, won)


def test_it_runs_for_the_exit_when_the_clock_is_short_and_digs_when_it_is_not():
    bot = load("rules", GAME)
    late = make(3, proximity=90, alarm=3, operatives=ops(3, o0={"room": "1.2"}),
                revealed=["1.1", "1.2"], room_files={"1.2": [1, 2]})
    assert bot.decide(late.observe(0), late.legal_actions(0)) == \
        Action("select", operative=0, card="retreat")
    early = make(3, proximity=0, operatives=ops(3, o0={"room": "1.2"}),
                 revealed=["1.1", "1.2"], room_files={"1.2": [1, 2]})
    assert bot.decide(early.observe(0), early.legal_actions(0)) == \
        Action("select", operative=0, card="download")
