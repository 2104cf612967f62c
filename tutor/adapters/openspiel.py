"""The four games as registered OpenSpiel Python games.

``import tutor.adapters.openspiel`` registers ``python_rules_tutor_<game>`` for every game;
``pyspiel.load_game("python_rules_tutor_persona(players=3,seed=7)")`` loads one. Parameters:
``players``, ``seed`` (the stream each new initial state draws its engine seed from; -1: the
operating system's entropy), ``max_game_length`` (see below) and every scalar option of the game
under its own name.

Modelling choices:

- Simultaneous decisions (Persona's days, Infiltration's selection, Red Notice's opening
  choices) are sequentialised with hidden choices, as OpenSpiel's own
  ``turn_based_simultaneous_game`` does: the players of a simultaneous decision choose one after
  the other (``State.to_act`` order) and nobody's observation shows a choice made before theirs
  (the engine collects every choice before any resolves). The game is ``SEQUENTIAL`` so that
  OpenSpiel's imperfect-information algorithms (ISMCTS, CFR, ...) accept it.
- Chance is ``SAMPLED_STOCHASTIC``: the engine draws every shuffle, deal and die from its own
  seeded random source while actions apply, as the rules describe it; cutting that into explicit
  chance nodes would need a chance outcome for every draw of every game's code. A state is
  reproducible from its engine seed and history, and serialises as the engine's lossless save.
- Returns are the engine's result: 1 for a sole winner, 1/k each for k sharing a win, 0
  otherwise (``GENERAL_SUM``: Infiltration can end with no winner). A game still running after
  ``max_game_length`` decisions (a bound several times the longest random game measured) is
  truncated: terminal, every return 0.
- Actions are numbered by ``tutor.adapters.actions.space``; information-state strings are the
  canonical JSON of ``observe(player)`` with the player's own decisions (perfect recall),
  observation strings the same without the records of the past; tensors are
  ``tutor.adapters.encoding``'s hashed facts of the same data.
- ``resample_from_infostate`` samples with the game's ``determinize`` (``world.World``).
"""

from __future__ import annotations

import copy
import random

import numpy as np
import pyspiel

from tutor import games
from tutor.bots.base import rewards

from .actions import space
from .encoding import TENSOR_SIZE, canonical, table
from .world import MAX_GAME_LENGTH, ResampleError, World

PREFIX = "python_rules_tutor_"
SCALARS = (bool, int, float, str)


def short_name(name: str) -> str:
    """The OpenSpiel name of a tutor game."""
    return PREFIX + name


def parameters(game) -> dict:
    """The OpenSpiel parameters of ``game`` and their defaults."""
    options = {o.name: o.default for o in game.options if type(o.default) in SCALARS}
    return {"players": game.min_players, "seed": -1,
            "max_game_length": MAX_GAME_LENGTH[game.name], **options}


def game_type(game) -> pyspiel.GameType:
    """The OpenSpiel game type of a tutor game."""
    return pyspiel.GameType(
        short_name=short_name(game.name), long_name=f"Rules Tutor {game.title['en']}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players, min_num_players=game.min_players,
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=parameters(game))


class RulesTutorGame(pyspiel.Game):
    """One tutor game with its player count and options."""

    tutor_name = ""

    def __init__(self, params=None):
        tutor = games.load(self.tutor_name)
        params = {**parameters(tutor), **(params or {})}
        self.tutor = tutor
        self.players = tutor.check_players(int(params["players"]))
        names = {o.name for o in tutor.options}
        self.options = tutor.validate_options({k: v for k, v in params.items() if k in names})
        self.space = space(tutor, self.players, self.options)
        self.length = int(params["max_game_length"])
        seed = int(params["seed"])
        # two streams: new games' engine seeds, and the draws of resample_from_infostate
        self._seeds, self._samples = (random.SystemRandom(), random.SystemRandom()) if seed < 0 \
            else (random.Random(seed), random.Random(f"resample {seed}"))
        super().__init__(game_type(tutor), pyspiel.GameInfo(
            num_distinct_actions=len(self.space), max_chance_outcomes=0,
            num_players=self.players, min_utility=0.0, max_utility=1.0, utility_sum=None,
            max_game_length=self.length), params)

    def new_initial_state(self, world: World | None = None):
        """A new game dealt from the next seed (or a state around ``world``)."""
        return RulesTutorState(self, world)

    def next_seed(self) -> int:
        """The engine seed of the next new game."""
        return self._seeds.getrandbits(62)

    def sample_seed(self) -> int:
        """The seed of the next resampled world."""
        return self._samples.getrandbits(62)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """Information state (perfect recall) or observation strings and tensors."""
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        recall = iig_obs_type is None or iig_obs_type.perfect_recall
        if iig_obs_type is not None and (
                not iig_obs_type.public_info
                or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER):
            return None
        return RulesTutorObserver(recall)


class RulesTutorState(pyspiel.State):
    """A game in progress: an engine state (``world.state``) behind OpenSpiel's API."""

    def __init__(self, game: RulesTutorGame, world: World | None = None):
        super().__init__(game)
        self.world = world or World(game.tutor.new_game(
            seed=game.next_seed(), players=game.players, options=game.options))
        self.moves = 0
        self.truncated = False

    # ---- reading ------------------------------------------------------------------------------
    @property
    def engine(self):
        """The engine State (the whole hidden truth: read it through ``observe`` only)."""
        return self.world.state

    def current_player(self):
        if self.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        return self.engine.to_act[0]

    def is_terminal(self) -> bool:
        return self.truncated or self.engine.is_over

    def returns(self) -> list[float]:
        if self.engine.is_over:
            return rewards(self.engine.result, self.engine.players)
        return [0.0] * self.engine.players

    def observe(self, player: int) -> dict:
        """``player``'s observation (``State.observe``, with any record carried by a resample)."""
        return copy.deepcopy(self.world.observe(player))

    def _legal_actions(self, player):
        if self.is_terminal() or player not in self.engine.to_act[:1]:
            return []
        index = self.get_game().space.index
        return sorted(index(a) for a in self.engine.legal_actions(player))

    def _action_to_string(self, player, action) -> str:
        return str(self.get_game().space.action(action))

    def __str__(self) -> str:
        """The engine seed, start (a scenario when resampled) and every decision so far."""
        engine = self.engine
        start = "new" if engine.scenario_spec is None else canonical(engine.scenario_spec)
        moves = " ".join(f"{e.player}:{e.action}" for e in engine.history)
        return f"seed {engine.seed} start {start} to_act {engine.to_act}" \
               f"{' truncated' if self.truncated else ''} history {moves}"

    # ---- acting -------------------------------------------------------------------------------
    def _apply_action(self, action) -> None:
        game = self.get_game()
        self.engine.apply(self.engine.to_act[0], game.space.action(action))
        self.moves += 1
        if self.moves >= game.length and not self.engine.is_over:
            self.truncated = True

    def resample_from_infostate(self, player_id: int, probability_sampler=None):
        """A state the player cannot tell from this one, drawn by the game's ``determinize``
        (raises ``ResampleError`` where the game cannot sample, e.g. Classified Information
        outside the main Action decision). The draws come from the game's own stream (its
        ``seed``), not from ``probability_sampler``: OpenSpiel's ISMCTS makes a new, randomly
        seeded sampler for every call, and a seeded game should resample reproducibly."""
        rng = random.Random(self.get_game().sample_seed())
        state = RulesTutorState(self.get_game(), self.world.resample(player_id, rng))
        state.moves, state.truncated = self.moves, self.truncated
        return state


class RulesTutorObserver:
    """Strings and hashed tensors of ``observe(player)`` (OpenSpiel's PyObserver interface)."""

    def __init__(self, perfect_recall: bool):
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(TENSOR_SIZE, np.float32)
        self.dict = {"facts": self.tensor}

    def _data(self, state: RulesTutorState, player: int) -> dict:
        obs = state.world.observe(player)
        return obs if self.perfect_recall else table(obs)

    def set_from(self, state: RulesTutorState, player: int) -> None:
        state.world.tensor(player, self.tensor, self.perfect_recall)

    def string_from(self, state: RulesTutorState, player: int) -> str:
        return canonical(self._data(state, player))


def _register(name: str) -> type:
    """Register one game with OpenSpiel; returns its game class."""
    cls = type(f"RulesTutor{name.title()}Game", (RulesTutorGame,), {"tutor_name": name})
    pyspiel.register_game(game_type(games.load(name)), cls)
    return cls


GAME_CLASSES = {name: _register(name) for name in games.names()}

__all__ = ["GAME_CLASSES", "MAX_GAME_LENGTH", "ResampleError", "RulesTutorGame",
           "RulesTutorState", "short_name"]
