"""PettingZoo's own checks on the environments, and what an agent is given and scored."""

import warnings

import numpy as np
import pytest

pettingzoo = pytest.importorskip("pettingzoo")

from pettingzoo.test import (api_test, parallel_api_test, parallel_seed_test,  # noqa: E402 - after importorskip
                             seed_test)

from tutor.adapters import pettingzoo as zoo  # noqa: E402 - after importorskip
from tutor.adapters.actions import space  # noqa: E402 - after importorskip

from .setups import IDS, SETUPS  # noqa: E402 - after importorskip

# Red Notice's whole games are long (some 2,000 decisions); make test truncates them at 300
BOUNDED = {"rednotice": {"max_game_length": 300}}
# the warnings every action-masked environment gets (PettingZoo's classic games are listed as
# exceptions inside api_test): dict observations are the documented action-mask form
EXPECTED = ("Observation is not a NumPy array", "Observation space for each agent probably")


def quiet(check, *args, **kwargs):
    """Run a PettingZoo check; any warning but the expected ones fails."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check(*args, **kwargs)
    unexpected = {str(w.message) for w in caught
                  if not str(w.message).startswith(EXPECTED)}
    assert not unexpected, unexpected


@pytest.mark.parametrize("name,players", SETUPS, ids=IDS)
def test_pettingzoo_api_test_and_seed_test_pass(name, players):
    make = lambda: zoo.env(name, players=players, **BOUNDED.get(name, {}))  # noqa: E731 - a fresh env each call
    quiet(api_test, make(), num_cycles=150)
    quiet(seed_test, make, num_cycles=100)


@pytest.mark.parametrize("name,players", [s for s in SETUPS if s[0] in zoo.SIMULTANEOUS],
                         ids=[i for s, i in zip(SETUPS, IDS) if s[0] in zoo.SIMULTANEOUS])
def test_pettingzoo_parallel_api_test_and_seed_test_pass(name, players):
    quiet(parallel_api_test, zoo.parallel_env(name, players=players), num_cycles=150)
    quiet(parallel_seed_test, lambda: zoo.parallel_env(name, players=players), num_cycles=100)


def test_a_masked_game_plays_to_the_engine_result():
    env = zoo.env("classified")
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        assert obs["observation"].shape == (zoo.TENSOR_SIZE,)
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) == len(env.table.world.state.legal_actions(zoo.Table.seat(agent)))
        env.step(int(rng.choice(legal)))
    winners = env.table.world.state.result["winners"]
    assert totals == {f"player_{p}": (1 / len(winners) if p in winners else 0.0) for p in (0, 1)}


def test_an_illegal_action_ends_the_game_against_its_player():
    env = zoo.env("persona", players=3)
    env.reset(seed=1)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    env.step(int(np.flatnonzero(mask == 0)[0]))
    assert all(env.terminations.values())
    assert env.rewards[agent] == zoo.ILLEGAL_REWARD
    assert "illegal" in env.infos[agent]


def test_the_parallel_environment_takes_a_day_from_everyone_at_once():
    env = zoo.parallel_env("persona", players=3)
    obs, _ = env.reset(seed=2)
    acting = env.table.to_act()
    assert len(acting) == 3                     # the first day: everyone chooses
    actions = {a: int(np.flatnonzero(obs[a]["action_mask"])[0]) for a in env.agents}
    before = len(env.table.world.state.history)
    env.step(actions)
    assert len(env.table.world.state.history) == before + 3


def test_games_without_simultaneous_decisions_have_no_parallel_environment():
    with pytest.raises(ValueError, match="no simultaneous decisions"):
        zoo.parallel_env("classified")


def test_spaces_match_the_action_space_and_the_tensor():
    env = zoo.env("infiltration", players=5)
    assert env.action_space("player_4").n == len(space("infiltration", 5))
    assert env.observation_space("player_0")["observation"].shape == (zoo.TENSOR_SIZE,)
