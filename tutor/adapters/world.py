"""One engine game as the adapters hold it: observed, copied, pickled and resampled.

A player's observation here is ``State.observe`` plus their own decisions so far (``my_moves``).

A sampled state (``resample``) is built by the game's ``determinize`` from a player's
observation; the engine rebuilds it from a scenario, so its own record of the past (the
player's ``knowledge``, and in some games public lists such as the answers given) starts
afresh. The world therefore carries, for the resampling player, the original record of every
such list and shows it in place of the sampled state's record at resampling time, followed by
whatever the sampled state adds later: the player's observation of the sampled state is then the
very observation it was sampled from (``ResampleError`` otherwise).
"""

from __future__ import annotations

import random

from tutor import games
from tutor.bots.base import DeterminizeError
from tutor.bots.hooks import determinizer

from .encoding import encode


# decisions after which an adapter truncates a game: several times the longest of 150 random
# games per player count (classified 27, persona 98, infiltration 116, rednotice 1936)
MAX_GAME_LENGTH = {"classified": 300, "persona": 1000, "infiltration": 1000, "rednotice": 20000}


MY_MOVES = "my_moves"       # the observation key the adapters add: the player's own decisions


class ResampleError(ValueError):
    """The game cannot sample a hidden state consistent with this observation."""


class World:
    """An engine State plus the records carried over from the observation it was sampled from
    (``carried``: player -> {key: (original list, length of the sampled state's own list)})."""

    def __init__(self, state, carried: dict | None = None):
        self.state = state
        self.carried = carried or {}
        self._seen: tuple = (None, {})
        self._memo: dict = {}

    def tensor(self, player: int, out, recall: bool = True):
        """``player``'s observation as hashed facts in ``out`` (``encoding.encode``)."""
        return encode(self.observe(player), out, recall, self._memo.setdefault(player, {}))

    def observe(self, player: int) -> dict:
        """``player``'s observation and own decisions (``my_moves``: an observation need not
        show every choice its player made, and OpenSpiel's information states have perfect
        recall), any carried record in place of the sampled one's (kept until the game moves
        on: read it, do not change it)."""
        history = self.state.history
        key = (len(history), history[-1] if history else None)
        if self._seen[0] != key:
            self._seen = (key, {})
        seen = self._seen[1]
        if player not in seen:
            obs = self.state.observe(player)
            obs[MY_MOVES] = [str(e.action) for e in history if e.player == player]
            for name, (record, start) in self.carried.get(player, {}).items():
                obs[name] = list(record) + list(obs.get(name) or [])[start:]
            seen[player] = obs
        return seen[player]

    def resample(self, player: int, rng: random.Random) -> "World":
        """A world drawn from ``player``'s observation with the game's ``determinize``."""
        determinize = determinizer(self.state.game)
        if determinize is None:
            raise ResampleError(f"{self.state.game.name} cannot sample hidden states")
        root = self.observe(player)
        try:
            sample = determinize({k: v for k, v in root.items() if k != MY_MOVES}, rng)
        except DeterminizeError as err:
            raise ResampleError(str(err)) from None
        seen = World(sample).observe(player)
        carried = {}
        for key in set(root) | set(seen):
            if root.get(key) == seen.get(key):
                continue
            if not isinstance(root.get(key), list) or not isinstance(seen.get(key, []), list):
                raise ResampleError(f"the sampled state shows a different {key!r}")
            carried[key] = (root[key], len(seen.get(key) or []))
        world = World(sample, {player: carried} if carried else {})
        if world.observe(player) != root:
            raise ResampleError("the sampled state does not reproduce the observation")
        return world

    def __deepcopy__(self, memo) -> "World":
        world = World(self.state.copy(), {p: dict(c) for p, c in self.carried.items()})
        world._memo = {p: dict(m) for p, m in self._memo.items()}
        return world

    def __getstate__(self) -> dict:
        """The engine's lossless save (OpenSpiel pickles a state's attributes to serialise it)."""
        return {"game": self.state.game.name, "save": self.state.to_json(),
                "carried": self.carried}

    def __setstate__(self, data: dict) -> None:
        self.state = games.load(data["game"]).from_json(data["save"])
        self.carried = data["carried"]
        self._seen, self._memo = (None, {}), {}
