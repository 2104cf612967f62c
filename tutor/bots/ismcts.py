"""Single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012).

Each iteration samples one full hidden state consistent with the bot's observation through the
game's ``determinize(observation, rng)``, then descends one tree of the bot's information sets:
a node's children are (player, action) pairs; selection uses UCB1 over the children available in
this determinization, counting availability so rarely-legal moves are not favoured. A random
playout finishes the game; the reward is 1 for a win, 1/k for a win shared by k players.
Positions a game's determinize cannot rebuild are decided by a fallback bot (the game's rules
bot, else random).
"""

from __future__ import annotations

import math
import random
import time
from typing import Sequence

from ..engine import Action
from .base import DeterminizeError, require_actions, rewards, seat_of
from .random_bot import RandomBot
from .hooks import _module, determinizer, game_of, rules_bot_class

# iterations per decision; a game whose playouts are long sets its own in its determinize
# module (SEARCH_ITERATIONS) so that "normal" stays within a second a decision
DIFFICULTIES = {"easy": 40, "normal": 150, "hard": 600}
DEFAULT_DIFFICULTY = "normal"


def search_iterations(game) -> dict[str, int]:
    """Iterations per difficulty for ``game``."""
    module = _module(game_of(game), "determinize")
    return dict(getattr(module, "SEARCH_ITERATIONS", DIFFICULTIES))


class Node:
    """Statistics of one (player, action) edge of the search tree."""

    __slots__ = ("player", "visits", "reward", "available", "children")

    def __init__(self, player: int | None):
        self.player = player
        self.visits = 0
        self.reward = 0.0
        self.available = 1
        self.children: dict[tuple[int, Action], Node] = {}

    def ucb(self, exploration: float) -> float:
        """UCB1 with the availability count in place of the parent's visits."""
        return self.reward / self.visits + exploration * math.sqrt(
            math.log(self.available) / self.visits)


class ISMCTSBot:
    """Information-set MCTS; ``difficulty`` (easy/normal/hard) or ``iterations`` fixes the work
    per decision (reproducible), ``seconds`` adds a time budget (not reproducible). ``options``
    are the game's options (public), for games whose observation does not list them."""

    name = "ismcts"

    def __init__(self, game, difficulty: str = DEFAULT_DIFFICULTY, iterations: int | None = None,
                 seconds: float | None = None, exploration: float = 0.7,
                 options: dict | None = None):
        if difficulty not in DIFFICULTIES:
            raise ValueError(f"difficulty {difficulty!r}: valid are {', '.join(DIFFICULTIES)}")
        self.game = game_of(game)
        self.determinize = determinizer(self.game)
        if self.determinize is None:
            raise ValueError(f"{self.game.name} has no determinize, so ismcts cannot play it")
        self.difficulty = difficulty
        self.iterations = search_iterations(self.game)[difficulty] if iterations is None \
            else iterations
        self.seconds = seconds
        self.exploration = exploration
        self.options = None if options is None else self.game.validate_options(options)
        rules = rules_bot_class(self.game)
        self.fallback = rules(self.game) if rules is not None else RandomBot()
        self.last_stats: dict = {}

    def decide(self, observation: dict, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        """The most visited root action after the search."""
        require_actions(legal_actions, "ISMCTSBot")
        if len(legal_actions) == 1:
            return legal_actions[0]
        me = seat_of(observation)
        if self.options is not None and "options" not in observation:
            observation = {**observation, "options": self.options}
        try:
            root = self.search(observation, me, rng)
        except DeterminizeError:
            self.last_stats = {"fallback": True}
            return self.fallback.decide(observation, legal_actions, rng)
        return self.best(root, me, legal_actions)

    def search(self, observation: dict, me: int, rng: random.Random) -> Node:
        """Run the iterations (and time budget) from one root."""
        root = Node(None)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while done < self.iterations and (deadline is None or time.perf_counter() < deadline):
            self.iterate(root, self.determinize(observation, rng), me, rng)
            done += 1
        self.last_stats = {"iterations": done, "fallback": False}
        return root

    def best(self, root: Node, me: int, legal_actions: Sequence[Action]) -> Action:
        """The legal action whose edge was visited most (ties: the first offered)."""
        def visits(action):
            child = root.children.get((me, action))
            return -1 if child is None else child.visits
        return max(legal_actions, key=visits)

    def iterate(self, root: Node, state, me: int, rng: random.Random) -> None:
        """Select, expand, play out, back up: one iteration on one determinization."""
        path, node = [], root
        while not state.is_over:
            player = me if node is root else state.to_act[0]
            legal = state.legal_actions(player)
            keys = [(player, a) for a in legal]
            untried = [k for k in keys if k not in node.children]
            for key in keys:
                if key in node.children:
                    node.children[key].available += 1
            if untried:
                key = untried[rng.randrange(len(untried))]
                node.children[key] = child = Node(player)
            else:
                child = max((node.children[k] for k in keys),
                            key=lambda c: c.ucb(self.exploration))
                key = next(k for k in keys if node.children[k] is child)
            state.apply(*key)
            path.append(child)
            node = child
            if untried:
                break
        self.playout(state, rng)
        scores = rewards(state.result, state.players)
        for child in path:
            child.visits += 1
            child.reward += scores[child.player]

    @staticmethod
    def playout(state, rng: random.Random) -> None:
        """Uniformly random legal moves to the end of the game."""
        while not state.is_over:
            player = state.to_act[0]
            legal = state.legal_actions(player)
            state.apply(player, legal[rng.randrange(len(legal))])

    def estimates(self, root: Node, me: int) -> list[tuple[Action, int, float]]:
        """(action, visits, estimated winning chance) of the root moves, most visited first."""
        rows = [(key[1], c.visits, c.reward / c.visits) for key, c in root.children.items()
                if key[0] == me and c.visits]
        return sorted(rows, key=lambda r: -r[1])
