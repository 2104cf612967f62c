"""The four games as PettingZoo environments.

``env("persona", players=3)`` is an AEC environment (agents ``player_0`` ...), for every game;
``parallel_env("persona", players=3)`` a parallel one, for the games with simultaneous decisions
(Persona's days, Infiltration's selection). Keyword arguments besides ``players``,
``max_game_length`` and ``render_mode`` are the game's options.

- Observations are ``{"observation": tensor, "action_mask": mask}``: the tensor is
  ``tutor.adapters.encoding``'s hashed facts of ``observe(agent)`` (cells capped at ``CAP``), the
  mask has one 0/1 per action of ``tutor.adapters.actions.space``. Actions are those integers.
- In the AEC environment the agent to act is the engine's first player in ``to_act``: a
  simultaneous decision is collected one player after the other, nobody seeing the choices made
  before theirs. In the parallel environment every player owing a decision acts in the same
  step; the actions of players who owe none are ignored.
- Rewards come once, at the end: 1 for a sole winner, 1/k each for k sharing a win, 0 otherwise.
  A game still running after ``max_game_length`` decisions is truncated. An illegal action ends
  the game for everyone, -1 to the player who chose it (PettingZoo's ``TerminateIllegalWrapper``
  convention), with the reason in that agent's ``infos``.
- ``reset(seed=n)`` deals the engine game with seed ``n``; without a seed each reset draws the
  next seed from the environment's own stream.
"""

from __future__ import annotations

import json
import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv

from tutor import games
from tutor.bots.base import rewards
from tutor.engine import IllegalAction

from .actions import ActionSpaceError, space
from .encoding import TENSOR_SIZE
from .world import MAX_GAME_LENGTH, World

CAP = 255                                   # the most an observation cell holds
ILLEGAL_REWARD = -1.0
SIMULTANEOUS = ("persona", "infiltration")   # games with decisions every player makes at once


class Table:
    """One engine game as both environments see it: agents, observations, masks, results."""

    def __init__(self, game: str, players: int | None, max_game_length: int | None,
                 options: dict):
        self.game = games.load(game)
        self.players = self.game.check_players(players)
        self.options = self.game.validate_options(options)
        self.space = space(self.game, self.players, self.options)
        self.limit = max_game_length or MAX_GAME_LENGTH[self.game.name]
        self.agents = [f"player_{p}" for p in range(self.players)]
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(0, CAP, (TENSOR_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (len(self.space),), np.int8)}) for a in self.agents}
        self.action_spaces = {a: spaces.Discrete(len(self.space)) for a in self.agents}
        self._seeds = random.Random()
        self.world: World | None = None
        self.moves = 0

    def deal(self, seed: int | None) -> None:
        """A new engine game (seed ``seed``, else the next of the table's stream)."""
        if seed is not None:
            self._seeds.seed(seed)
        engine_seed = seed if seed is not None else self._seeds.getrandbits(62)
        self.world = World(self.game.new_game(seed=engine_seed, players=self.players,
                                               options=self.options))
        self.moves = 0

    @staticmethod
    def seat(agent: str) -> int:
        return int(agent.rsplit("_", 1)[1])

    def observation(self, agent: str) -> dict:
        """The agent's tensor and action mask."""
        seat = self.seat(agent)
        tensor = np.minimum(self.world.tensor(seat, np.zeros(TENSOR_SIZE, np.float32)), CAP)
        mask = np.zeros(len(self.space), np.int8)
        for action in self.world.state.legal_actions(seat):
            mask[self.space.index(action)] = 1
        return {"observation": tensor, "action_mask": mask}

    def to_act(self) -> list[str]:
        return [self.agents[p] for p in self.world.state.to_act]

    def play(self, agent: str, action) -> str | None:
        """Apply ``agent``'s action; the reason when it is illegal (nothing changes then)."""
        try:
            number = int(action)
        except (TypeError, ValueError):
            return f"{action!r} is not an action number"
        try:
            self.world.state.apply(self.seat(agent), self.space.action(number))
        except (IllegalAction, ActionSpaceError) as err:
            return str(err)
        self.moves += 1
        return None

    @property
    def over(self) -> bool:
        return self.world.state.is_over

    @property
    def truncated(self) -> bool:
        return not self.over and self.moves >= self.limit

    def results(self) -> dict[str, float]:
        """Each agent's reward at the end (0 each while the game runs)."""
        if not self.over:
            return {a: 0.0 for a in self.agents}
        return dict(zip(self.agents, rewards(self.world.state.result, self.players)))

    def render(self) -> str:
        return json.dumps(self.world.state.observe(None), ensure_ascii=False, indent=1)


class _OnTable:
    """What both environments share: a Table, its agents, spaces and text rendering."""

    def _seat(self, game: str, players, max_game_length, render_mode, options) -> None:
        self.table = Table(game, players, max_game_length, options)
        self.metadata = {**self.metadata, "name": f"rules_tutor_{self.table.game.name}_v0"}
        self.possible_agents = list(self.table.agents)
        self.render_mode = render_mode

    def observation_space(self, agent):
        return self.table.observation_spaces[agent]

    def action_space(self, agent):
        return self.table.action_spaces[agent]

    def render(self):
        if self.render_mode == "ansi":
            return self.table.render()
        return None

    def close(self):
        pass


class RulesTutorAEC(_OnTable, AECEnv):
    """An AEC environment of one tutor game (see the module docstring)."""

    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game: str, players: int | None = None, max_game_length: int | None = None,
                 render_mode: str | None = None, **options):
        super().__init__()
        self._seat(game, players, max_game_length, render_mode, options)

    def reset(self, seed=None, options=None):
        self.table.deal(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.table.to_act()[0]

    def observe(self, agent):
        return self.table.observation(agent)

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        problem = self.table.play(agent, action)
        if problem is not None:
            self.rewards[agent] = ILLEGAL_REWARD
            self.infos[agent] = {"illegal": problem}
            self.terminations = {a: True for a in self.agents}
        elif self.table.over:
            self.rewards = self.table.results()
            self.terminations = {a: True for a in self.agents}
        elif self.table.truncated:
            self.truncations = {a: True for a in self.agents}
        if any(self.terminations.values()) or any(self.truncations.values()):
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.table.to_act()[0]
        self._accumulate_rewards()


class RulesTutorParallel(_OnTable, ParallelEnv):
    """A parallel environment of one tutor game with simultaneous decisions."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game: str, players: int | None = None, max_game_length: int | None = None,
                 render_mode: str | None = None, **options):
        if games.load(game).name not in SIMULTANEOUS:
            raise ValueError(f"{game} has no simultaneous decisions: use env({game!r}) (AEC); "
                             f"parallel environments exist for {', '.join(SIMULTANEOUS)}")
        self._seat(game, players, max_game_length, render_mode, options)

    def reset(self, seed=None, options=None):
        self.table.deal(seed)
        self.agents = list(self.possible_agents)
        return self._observations(), {a: {} for a in self.agents}

    def _observations(self) -> dict:
        return {a: self.table.observation(a) for a in self.agents}

    def step(self, actions: dict):
        acting = self.table.to_act()
        infos = {a: {} for a in self.agents}
        rewards = {a: 0.0 for a in self.agents}
        ended = False
        for agent in acting:
            problem = "no action given" if agent not in actions else \
                self.table.play(agent, actions[agent])
            if problem is not None:
                rewards[agent], infos[agent], ended = ILLEGAL_REWARD, {"illegal": problem}, True
                break
        if not ended and self.table.over:
            rewards, ended = self.table.results(), True
        truncated = not ended and self.table.truncated
        observations = self._observations()
        terminations = {a: ended for a in self.agents}
        truncations = {a: truncated for a in self.agents}
        if ended or truncated:
            self.agents = []
        return observations, rewards, terminations, truncations, infos


def env(game: str, players: int | None = None, **kwargs) -> RulesTutorAEC:
    """An AEC environment of ``game`` (see the module docstring)."""
    return RulesTutorAEC(game, players, **kwargs)


def parallel_env(game: str, players: int | None = None, **kwargs) -> RulesTutorParallel:
    """A parallel environment of ``game``, a game with simultaneous decisions."""
    return RulesTutorParallel(game, players, **kwargs)
