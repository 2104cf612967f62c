"""One predicate per rule: the legal actions and the why-not explanations come from the same
checks, so every candidate is either offered or explained, never both."""

import random

import pytest

from tutor.engine import Action, IllegalAction
from tutor.games.persona import GAME
from tutor.games.persona.actions import MOVES, Ctx, legal_actions, why_not

from .helpers import random_move


def decisions(players: int, seed: int, options: dict):
    """A random game, stopped at every decision."""
    rng = random.Random(seed)
    state = GAME.new_game(seed=seed, players=players, options=options)
    while not state.is_over:
        yield state
        random_move(state, rng)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_candidate_is_either_legal_or_refused_with_a_catalogue_rule(players):
    seen = set()
    for state in decisions(players, players, {"activator": "choose", "steal_optional": True}):
        rule = state.decision.rule
        for player in state.to_act:
            ctx = Ctx(state.board, player, state.decision.info, state.options)
            legal = set(state.legal_actions(player))
            assert legal == set(legal_actions(rule, ctx))
            for action in MOVES[rule].candidates(ctx):
                refusal = why_not(rule, ctx, action)
                assert (refusal is None) == (action in legal), (rule, action)
                if refusal is not None:
                    assert refusal.rule in GAME.catalogue
                    seen.add(refusal.rule)
    assert "persona.actions.once" in seen


def test_stealing_from_yourself_is_refused_by_the_check_the_legal_steals_pass():
    state = GAME.scenario({"players": 3, "phase": "archive",
                           "play_areas": [["BIO-P1", "BIO-W1"], ["BIO-D1"], ["BIO-A1"]]})
    ctx = Ctx(state.board, 0, state.decision.info, state.options)
    assert legal_actions("persona.archive.steal", ctx) == [
        Action("steal", card="BIO-D1", victim=1), Action("steal", card="BIO-A1", victim=2)]
    own = why_not("persona.archive.steal", ctx, Action("steal", card="BIO-W1", victim=0))
    assert own.rule == "persona.archive.steal" and "your own" in str(own)


def test_a_refused_play_names_the_first_rule_it_breaks():
    state = GAME.scenario({"players": 3, "day": 2,
                           "hands": [["BIO-W1", "BIO-A1", "COS-W1", "COS-A1", "JIH-W1"],
                                     ["BIO-W2", "BIO-A2", "COS-W2", "COS-A2", "JIH-W2"],
                                     ["BIO-W3", "BIO-A3", "COS-W3", "COS-A3", "JIH-W3"]],
                           "actions": [["download", "download", "send_left", "send_right"]] * 3,
                           "encrypted": ["SJT-W1", "SJT-W2", "SJT-W3"]})
    cases = [(Action("encrypt", card="BIO-W1"), "persona.actions.once"),
             (Action("download", card="BIO-W2"), "persona.day.choose"),
             (Action("borrow", card="BIO-W1"), "persona.setup.actions"),
             (Action("steal", card="BIO-W1", victim=1), "persona.day.choose"),
             (Action("download", card="BIO-W1", to=2), "persona.day.choose"),
             (Action("download", card=7), "persona.day.choose")]
    before = state.snapshot()
    for action, rule in cases:
        with pytest.raises(IllegalAction) as err:
            state.apply(0, action)
        assert err.value.rule == rule, action
    assert state.snapshot() == before
