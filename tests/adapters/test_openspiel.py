"""OpenSpiel's own checks on the registered games, resampling, serialisation and its ISMCTS bot."""

import random

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from tutor import games  # noqa: E402 - after importorskip
from tutor.adapters import openspiel  # noqa: E402 - after importorskip
from tutor.adapters.world import ResampleError  # noqa: E402 - after importorskip

from .setups import IDS, SETUPS  # noqa: E402 - after importorskip


def load(name, players, **params):
    return pyspiel.load_game(openspiel.short_name(name), {"players": players, **params})


def random_positions(game, seed, every=5, limit=400):
    """States along one random game (every ``every``-th, at most ``limit`` decisions in)."""
    state, rng = game.new_initial_state(), random.Random(seed)
    moves = 0
    while not state.is_terminal() and moves < limit:
        if moves % every == 0:
            yield state
        state.apply_action(rng.choice(state.legal_actions()))
        moves += 1


# Red Notice's games run to some 2,000 decisions, each cloned by the check (a minute or two):
# make test checks its first 300 (the truncation bound as a parameter); the slow test whole games
BOUNDED = {"rednotice": {"max_game_length": 300}}


@pytest.mark.parametrize("name,players", SETUPS, ids=IDS)
def test_openspiel_random_simulation_test_passes(name, players):
    """pyspiel.random_sim_test: legal actions sorted and masked, action strings unique, clones
    equal, observation and information-state strings and tensors of the declared sizes for
    every player, returns in range, game length within the bound."""
    game = load(name, players, seed=players, **BOUNDED.get(name, {}))
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.slow
@pytest.mark.parametrize("name,players", SETUPS, ids=IDS)
def test_openspiel_random_simulation_test_passes_over_many_games(name, players):
    pyspiel.random_sim_test(load(name, players, seed=100 + players), num_sims=20,
                            serialize=False, verbose=False)


def test_every_game_registers_with_its_dynamics_chance_and_information():
    for name in games.names():
        game = pyspiel.load_game(openspiel.short_name(name))
        kind = game.get_type()
        assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
        assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert game.num_players() == games.load(name).min_players
        assert game.observation_tensor_shape() == [openspiel.TENSOR_SIZE]


def test_parameters_reach_the_engine():
    game = load("persona", 3, seed=5, removed_company="biolife")
    state = game.new_initial_state()
    assert state.engine.players == 3 and state.engine.options["removed_company"] == "biolife"
    same = load("persona", 3, seed=5, removed_company="biolife").new_initial_state()
    assert str(same) == str(state)                     # the seed parameter fixes the deals
    assert state.engine.seed != load("persona", 3, seed=6).new_initial_state().engine.seed
    with pytest.raises(Exception, match="played by 2 to 4"):
        load("persona", 5)


@pytest.mark.parametrize("name", games.names())
def test_strings_and_tensors_come_from_observe(name):
    game = load(name, 2, seed=1)
    for state in random_positions(game, 1, every=7, limit=60):
        for p in range(2):
            obs = state.engine.observe(p)
            mine = [str(e.action) for e in state.engine.history if e.player == p]
            assert state.information_state_string(p) == openspiel.canonical(
                {**obs, "my_moves": mine})
            assert state.observation_string(p) == openspiel.canonical(
                {k: v for k, v in obs.items() if k != "knowledge"})
            tensor = np.array(state.information_state_tensor(p))
            assert tensor.sum() > 0 and np.all(tensor >= 0)
        assert state.information_state_string(0) != state.information_state_string(1)


@pytest.mark.parametrize("name", games.names())
def test_resampled_states_keep_the_information_state(name):
    """OpenSpiel's ResampleInfostateTest, in Python: the player's information-state string and
    tensor and the player to move are those of the real state (Classified can sample only at
    the main Action decision, and says so elsewhere)."""
    game, sampled = load(name, 2, seed=2), 0
    for state in random_positions(game, 2, every=3, limit=150):
        for p in range(2):
            try:
                other = state.resample_from_infostate(p, pyspiel.UniformProbabilitySampler(0., 1.))
            except ResampleError:
                assert name == "classified"
                continue
            sampled += 1
            assert other.information_state_string(p) == state.information_state_string(p)
            assert other.information_state_tensor(p) == state.information_state_tensor(p)
            assert other.current_player() == state.current_player()
            assert other.legal_actions(p) == state.legal_actions(p)
    assert sampled >= 4


def test_a_resample_draws_hidden_cards_afresh():
    game = load("persona", 2, seed=3)
    state = game.new_initial_state()
    draws = {str(state.resample_from_infostate(0, None).engine.snapshot()) for _ in range(5)}
    assert len(draws) > 1


@pytest.mark.parametrize("name", games.names())
def test_a_state_serialises_and_comes_back_identical(name):
    game = load(name, 2, seed=4)
    for state in random_positions(game, 4, every=11, limit=100):
        back = game.deserialize_state(state.serialize())
        assert str(back) == str(state)
        assert back.information_state_string(0) == state.information_state_string(0)
        assert back.legal_actions() == state.legal_actions()


def test_returns_are_the_engine_result_and_a_truncated_game_scores_nothing():
    game = load("classified", 2, seed=6)
    state = game.new_initial_state()
    rng = random.Random(6)
    while not state.is_terminal():
        assert state.returns() == [0.0, 0.0]
        state.apply_action(rng.choice(state.legal_actions()))
    winners = state.engine.result["winners"]
    assert state.returns() == [1 / len(winners) if p in winners else 0.0 for p in range(2)]
    short = load("rednotice", 2, seed=6, max_game_length=10).new_initial_state()
    while not short.is_terminal():
        short.apply_action(short.legal_actions()[0])
    assert short.truncated and short.history() and len(short.history()) == 10
    assert short.returns() == [0.0, 0.0]


def first_position(prompt, seeds=range(400)):
    """A Classified state (OpenSpiel's) at the first decision asking ``prompt``."""
    for seed in seeds:
        for state in random_positions(load("classified", 2, seed=seed), seed, every=1):
            decision = state.engine.decision
            if decision is not None and decision.prompt == prompt:
                return state
    raise AssertionError(f"no random game reached {prompt}")


def test_information_states_have_perfect_recall():
    """Two histories that differ only in the player's own choice give different information
    states (Classified's C8 lays the discard pile back one card at a time, and the engine's
    observation showed only how many cards were placed): the adapter adds the player's own
    decisions."""
    state = first_position("C8.next_top")
    p, legal = state.current_player(), state.legal_actions()
    assert len(legal) >= 3
    a, b = state.clone(), state.clone()
    a.apply_action(legal[0])
    b.apply_action(legal[1])
    assert a.legal_actions() != b.legal_actions()
    assert a.information_state_string(p) != b.information_state_string(p)


def test_openspiel_ismcts_plays_the_games():
    from open_spiel.python.algorithms.ismcts import ISMCTSBot
    from open_spiel.python.algorithms.mcts import RandomRolloutEvaluator
    game = load("persona", 2, seed=7)
    bot = ISMCTSBot(game, RandomRolloutEvaluator(1, np.random.RandomState(0)), 0.7, 6,
                    random_state=np.random.RandomState(0))
    state = game.new_initial_state()
    for _ in range(4):
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)


def test_a_seeded_game_resamples_reproducibly_and_apart_from_its_deals():
    def draws():
        game = load("persona", 2, seed=9)
        state = game.new_initial_state()
        worlds = [str(state.resample_from_infostate(0, None).engine.snapshot()) for _ in range(3)]
        return worlds, str(game.new_initial_state())

    first, again = draws(), draws()
    assert first == again
    fresh = load("persona", 2, seed=9)
    fresh.new_initial_state()
    assert str(fresh.new_initial_state()) == first[1]     # resampling left the deals alone
