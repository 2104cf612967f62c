"""The rule-based bots follow their stated strategy on hand-set positions, and never pick a move
that changes nothing (a loop) over one that acts."""

import json
import random

import pytest

from tests.classified.helpers import position
from tests.persona.helpers import scenario
from tutor import bots
from tutor.engine import Action
from tutor.games import load


def decide(name, state, seat):
    return bots.load(name, state.game).decide(state.observe(seat), state.legal_actions(seat),
                                              random.Random(0))


def test_classified_hits_a_face_up_guard_it_can_reach():
    state = position([["C5-A", "C1-G", "C2-A"], ["C9-S1"]], ["C8-G", "C3-S1"],
                     guards=[[], [{"card": "C4-G", "up": True}]])
    choice = decide("rules", state, 0)
    assert choice.kind in ("assassinate", "enlist_assassin") and choice.target in (0, "C4-G")


def test_classified_keeps_the_final_card_most_likely_to_match():
    """Late in the game (deck nearly empty), the bot plays away the card that cannot match."""
    # the opponent's Suitcase is a 7 or 8 as far as seat 0 can see: every other number is out
    state = position([["C8-A", "C3-S2", "C5-G"], ["C7-G"]], ["C1-G", "C8-G"],
                     deck=["C6-S1"], discard=["C1-A", "C2-G", "C2-A", "C3-S1", "C4-G", "C4-A",
                                              "C5-A", "C6-S2", "C9-S1", "C9-S2"],
                     encrypted=["C7-A"])
    choice = decide("rules", state, 0)
    assert choice.card != "C8-A"


def test_classified_asks_the_question_that_splits_the_numbers():
    bot = bots.load("rules", "classified")
    obs = position([["C1-G", "C2-A"], ["C3-S1"]], ["C4-G", "C5-A"]).observe(0)
    obs["answers"] = [{"player": 0, "question": "within_two", "answer": True, "number": 6}]
    obs["decision"] = {**obs["decision"], "prompt": "C1.number"}
    numbers = [Action("number", n=n) for n in range(1, 10)]
    choice = bot.decide(obs, numbers, random.Random(0))
    scores = {a.n: bot.score(obs, "C1.number", a) for a in numbers}
    assert scores[6] == min(scores.values()) < scores[choice.n] == max(scores.values())


HANDS = [["BIO-W1", "BIO-P1", "COS-W1", "COS-A1", "JIH-W1", "JIH-A1"],
         ["BIO-W2", "BIO-A2", "COS-W2", "COS-A2", "JIH-W2", "JIH-A2"]]


def test_persona_downloads_its_best_card_to_itself():
    from tutor.games.persona.rules_bot import _pair
    state = scenario(players=2, hands=[list(h) for h in HANDS])
    card, kind = _pair(decide("rules", state, 0))
    assert kind in ("download", "encrypt") and card == "BIO-P1"


def test_persona_steals_the_most_valuable_card():
    bot = bots.load("rules", "persona")
    obs = scenario(players=2, hands=[list(h) for h in HANDS]).observe(0)
    steals = [Action("steal", card=c) for c in ("BIO-W2", "BIO-D1", "BIO-A3")]
    assert bot.decide(obs, steals, random.Random(0)) == Action("steal", card="BIO-D1")


def test_persona_ranks_itself_first_in_a_tie_it_breaks():
    bot = bots.load("rules", "persona")
    obs = scenario(players=3, hands=[list(h) for h in HANDS] + [
        ["DEL-W1", "DEL-A1", "SJT-W1", "SJT-A1", "DEL-M1", "SJT-M1"]]).observe(1)
    ranks = [Action("rank_tie", first=f, second=s) for f, s in ((0, 1), (1, 0))]
    assert bot.decide(obs, ranks, random.Random(0)) == Action("rank_tie", first=1, second=0)


# ---- no moves that change nothing ------------------------------------------------------------
# what a decision itself changes in an observation (the question asked, who is to act, the
# record of moves): the rest is what a move's result changes
BOOKKEEPING = ("decision", "to_act", "public_log", "knowledge", "history")


def _seen(state, seat) -> str:
    obs = state.observe(seat)
    return json.dumps({k: v for k, v in obs.items() if k not in BOOKKEEPING}, sort_keys=True,
                      default=str)


def _after(state, seat, action) -> str:
    trial = state.copy()
    trial.apply(seat, action)
    return _seen(trial, seat)


def rules_games(name: str, seeds: int):
    """(state, seat, legal, choice) at every decision of rules-bot games of ``name``."""
    game = load(name)
    for seed in range(seeds):
        players = (game.min_players, game.max_players)[seed % 2]
        state = game.new_game(seed=seed, players=players)
        bot, rng = bots.load("rules", game), random.Random(seed)
        while not state.is_over:
            seat = state.to_act[0]
            legal = state.legal_actions(seat)
            choice = bot.decide(state.observe(seat), legal, rng)
            yield state, seat, legal, choice
            state.apply(seat, choice)


@pytest.mark.parametrize("name", ["classified", "infiltration", "persona", "rednotice"])
def test_a_rules_bot_never_picks_a_move_that_changes_nothing_over_one_that_acts(name):
    """Where the chosen move leaves the bot's own observation as it was (apart from the
    question moving on), no other legal move would have changed it either."""
    for state, seat, legal, choice in rules_games(name, 4):
        if len(legal) < 2:
            continue
        before = _seen(state, seat)
        if _after(state, seat, choice) != before:
            continue
        acting = [a for a in legal if a != choice and _after(state, seat, a) != before]
        assert not acting, (name, state.history[-1:] if state.history else None, choice,
                            acting[:3])


def test_infiltration_never_selects_a_move_card_that_finds_no_room():
    """A move card resolves after every selection is revealed, so the observation shows its
    result late: at the selection, no Advance or Retreat goes where no room lies that way
    (the bot played Advance in the secret room for six rounds)."""
    moves = 0
    for state, seat, _legal, choice in rules_games("infiltration", 12):
        if choice.kind != "select" or choice.card not in ("advance", "retreat"):
            continue
        obs = state.observe(seat)
        room = obs["operatives"][choice.operative]["room"]
        assert [e for e in obs["edges"] if e[0] == room and e[2] == choice.card], (room, choice)
        moves += 1
    assert moves
