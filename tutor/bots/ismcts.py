"""Single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012), guided by the
game's rules bot.

Each iteration samples one full hidden state consistent with the bot's observation through the
game's ``determinize(observation, rng)``, then descends one tree of the bot's information sets:
a node's children are (player, action) pairs; at the bot's own decisions selection uses UCB1
over the children available in this determinization, counting availability so rarely-legal
moves are not favoured. The playout finishes the game; the reward is 1 for a win, 1/k for a win
shared by k players.

Three ways the game's rules bot (when it has one) informs the search, each a setting:

- ``opponents="rules"``: the other players' moves inside the tree come from the rules bot
  deciding on *their* observation of the sampled state (an opponent model), instead of UCB
  over statistics that, summed over determinizations, would let them play as if they saw the
  bot's own cards (and, at simultaneous choices, the choice it just made);
- ``playout="rules"``: playouts move by the rules bot's choice, a random move with probability
  ``epsilon`` (epsilon-greedy rollouts), instead of uniformly random moves;
- ``prior``: progressive bias (Chaslot et al. 2008) towards the move the rules bot would make
  at the root, ``prior / (visits + 1)`` added to its UCB value; ties go to that move.

Two settings shape the root, where the decision is made:

- ``root="paired"`` (common random numbers): each sampled state is searched once from each of
  the root's candidate moves with the same random draws (whole rounds: the iterations are
  rounded down to a multiple of the number of moves, at least one round), so moves are
  compared on the same hidden cards and the same luck (the differences between moves, not the
  luck of the draw, decide); the move with the best mean wins, the rules bot's move keeping a
  margin of ``prior / (visits + 1)``. ``root="ucb"`` picks one move per sampled state by UCB1
  and plays the most visited;
- ``cutoff=n``: a playout stops after ``n`` moves and the game's evaluation (its
  ``evaluation.evaluate``: each seat's winning chance) scores the position instead of the end
  of the game (0: play to the end); shorter playouts leave room for more of them;
- ``candidates=k``: only the rules bot's ``k`` best-scored moves are searched at the root
  (0: all), so the iterations are not spread over moves no player would consider.

A game whose determinize cannot carry the observation's record of the past into a sampled
state (the answers given so far, what the player was shown) names those keys in
``Game.search["history"]`` (``{"public": keys every player saw, "own": keys of the bot's
own}``): the rules bot deciding inside the search sees the root observation's record before
the sampled state's own, as the real player would.

A game sets its own in ``Game.search`` (``iterations``, ``settings``, ``history``).
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
from .hooks import determinizer, evaluator, game_of, rules_bot_class

# iterations per decision; a game whose playouts are long sets its own (``Game.search``) so
# that "normal" stays within a second a decision
DIFFICULTIES = {"easy": 40, "normal": 150, "hard": 600}
DEFAULT_DIFFICULTY = "normal"
# how the rules bot guides the search, unless the game's determinize module says otherwise
SETTINGS = {"exploration": 0.7, "opponents": "rules", "playout": "random", "epsilon": 0.1,
            "prior": 0.5, "root": "ucb", "candidates": 0, "cutoff": 0}
CHOICES = {"opponents": ("rules", "search"), "playout": ("rules", "random"),
           "root": ("ucb", "paired")}


def _search(game) -> dict:
    """The game's declared ISMCTS tuning (``Game.search``: keys ``iterations``, ``settings``,
    ``history``; none declared: the defaults)."""
    return game_of(game).search or {}


def search_iterations(game) -> dict[str, int]:
    """Iterations per difficulty for ``game``."""
    return dict(_search(game).get("iterations") or DIFFICULTIES)


def search_history(game) -> dict[str, tuple]:
    """The observation keys recording the past that the search carries into sampled states."""
    found = _search(game).get("history") or {}
    return {"public": tuple(found.get("public", ())), "own": tuple(found.get("own", ()))}


def search_settings(game) -> dict:
    """The guidance settings for ``game`` (``SETTINGS`` with the game's own on top)."""
    return {**SETTINGS, **(_search(game).get("settings") or {})}


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
    are the game's options (public), for games whose observation does not list them. The
    guidance settings (``opponents``, ``playout``, ``epsilon``, ``prior``, ``exploration``)
    default to the game's (``search_settings``)."""

    name = "ismcts"

    def __init__(self, game, difficulty: str = DEFAULT_DIFFICULTY, iterations: int | None = None,
                 seconds: float | None = None, options: dict | None = None, **settings):
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
        self.options = None if options is None else self.game.validate_options(options)
        rules = rules_bot_class(self.game)
        self.fallback = rules(self.game) if rules is not None else RandomBot()
        self.guide = rules(self.game) if rules is not None else None
        self._configure(settings)
        self.history = search_history(self.game)
        self.last_stats: dict = {}
        self._hint = None
        self._root_obs: dict | None = None
        self._me: int | None = None

    def _configure(self, settings: dict) -> None:
        """Check and keep the guidance settings."""
        unknown = set(settings) - set(SETTINGS)
        if unknown:
            raise TypeError(f"unknown ismcts settings: {', '.join(sorted(unknown))}; "
                            f"valid are {', '.join(SETTINGS)}")
        chosen = {**search_settings(self.game), **settings}
        for key, valid in CHOICES.items():
            if chosen[key] not in valid:
                raise ValueError(f"{key} {chosen[key]!r}: valid are {', '.join(valid)}")
        if not 0 <= chosen["epsilon"] <= 1:
            raise ValueError(f"epsilon {chosen['epsilon']!r} must lie between 0 and 1")
        for key in ("candidates", "cutoff"):
            if not isinstance(chosen[key], int) or chosen[key] < 0:
                raise ValueError(f"{key} {chosen[key]!r} must be a whole number >= 0")
        self.settings = chosen
        self.exploration, self.epsilon, self.prior = (
            chosen["exploration"], chosen["epsilon"], chosen["prior"])
        self.paired = chosen["root"] == "paired"
        self.candidates = chosen["candidates"]
        self.evaluate = evaluator(self.game) if chosen["cutoff"] else None
        self.cutoff = chosen["cutoff"] if self.evaluate is not None else 0
        self.model_opponents = chosen["opponents"] == "rules" and self.guide is not None
        self.guided_playouts = chosen["playout"] == "rules" and self.guide is not None

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
            root = self.search(observation, me, rng, legal_actions)
        except DeterminizeError:
            self.last_stats = {"fallback": True}
            return self.fallback.decide(observation, legal_actions, rng)
        return self.best(root, me, legal_actions)

    def search(self, observation: dict, me: int, rng: random.Random,
               legal_actions: Sequence[Action] | None = None,
               include: Sequence[Action] = (), root: Node | None = None) -> Node:
        """Run the iterations (and time budget) from one root (``root``: go on with the tree
        of an earlier search of the same observation); with ``legal_actions`` the rules bot's
        choice among them gets the prior (and, paired, only the candidates are searched, with
        the moves in ``include`` besides)."""
        if root is None:
            self._hint, self._root_obs, self._me = None, observation, me
            if self.prior and self.guide is not None and legal_actions:
                self._hint = (me, self.guide.decide(observation, legal_actions, rng))
            root = Node(None)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        moves = self.root_moves(observation, legal_actions) if self.paired else None
        if moves is not None:
            moves += [a for a in include if a in legal_actions and a not in moves]
        # paired: whole rounds only (every move the same samples), at least one
        budget = self.iterations if moves is None else \
            max(1, self.iterations // len(moves)) * len(moves)
        done = 0
        while done < budget and (deadline is None or time.perf_counter() < deadline):
            if moves is None:
                self.iterate(root, self.determinize(observation, rng), me, rng)
                done += 1
                continue
            sample, luck = rng.getrandbits(64), rng.getrandbits(64)
            for move in moves:
                state = self.determinize(observation, random.Random(sample))
                self.iterate(root, state, me, random.Random(luck), first=move)
                done += 1
        self.last_stats = {"iterations": done, "fallback": False}
        return root

    def root_moves(self, observation: dict, legal_actions) -> list[Action] | None:
        """The moves a paired root compares: the rules bot's ``candidates`` best-scored legal
        actions (all of them without a limit or a scoring guide), best first."""
        if not legal_actions:
            return None
        moves = list(legal_actions)
        scores = getattr(self.guide, "scores", None)
        if self.candidates and scores is not None and len(moves) > self.candidates:
            values = scores(observation, moves)
            order = sorted(range(len(moves)), key=lambda i: -values[i])
            moves = [moves[i] for i in order[:self.candidates]]
        if self._hint is not None and self._hint[1] not in moves:
            moves[-1] = self._hint[1]
        return moves

    def best(self, root: Node, me: int, legal_actions: Sequence[Action]) -> Action:
        """The legal action whose edge was visited most (paired: whose mean is best, the
        rules bot's choice keeping its margin); ties go to the rules bot's choice, else the
        first offered."""
        def visits(action):
            child = root.children.get((me, action))
            hinted = self._hint == (me, action)
            if self.paired:
                return self._paired_value(child, hinted), hinted
            return (-1 if child is None else child.visits, hinted)
        return max(legal_actions, key=visits)

    def _paired_value(self, child: Node | None, hinted: bool) -> float:
        """A paired root move's mean reward, plus the prior's margin for the rules bot's."""
        if child is None or not child.visits:
            return -1.0
        return child.reward / child.visits + (self.prior / (child.visits + 1) if hinted else 0)

    def iterate(self, root: Node, state, me: int, rng: random.Random,
                first: Action | None = None) -> None:
        """Select, expand, play out, back up: one iteration on one determinization (``first``:
        the root move to take, paired)."""
        path, node = [], root
        if first is not None:
            key = (me, first)
            node = root.children.get(key)
            if node is None:
                root.children[key] = node = Node(me)
            state.apply(me, first)
            path.append(node)
        while not state.is_over:
            player = me if node is root else state.to_act[0]
            legal = state.legal_actions(player)
            if len(legal) == 1 or (player != me and self.model_opponents):
                key = (player, self.policy_move(state, player, legal, rng))
                child = node.children.get(key)
                if child is None:
                    node.children[key] = child = Node(player)
                expanded = False
            else:
                key, child, expanded = self.select(node, player, legal, rng)
            state.apply(*key)
            path.append(child)
            node = child
            if expanded:
                break
        scores = self.playout(state, rng)
        for child in path:
            child.visits += 1
            child.reward += scores[child.player]

    def select(self, node: Node, player: int, legal, rng: random.Random):
        """(key, child, expanded): an untried move at random, else the best by UCB1 (plus the
        prior's bias at the root)."""
        keys = [(player, a) for a in legal]
        untried = [k for k in keys if k not in node.children]
        for key in keys:
            if key in node.children:
                node.children[key].available += 1
        if untried:
            key = untried[rng.randrange(len(untried))]
            node.children[key] = child = Node(player)
            return key, child, True
        key = max(keys, key=lambda k: self.value(node, k))
        return key, node.children[key], False

    def value(self, node: Node, key) -> float:
        """UCB1 of one edge, with the progressive bias of the rules bot's root move."""
        child = node.children[key]
        value = child.ucb(self.exploration)
        if node.player is None and key == self._hint:
            value += self.prior / (child.visits + 1)
        return value

    def policy_move(self, state, player: int, legal, rng: random.Random) -> Action:
        """The rules bot's move on ``player``'s observation of the sampled state (a random one
        with probability ``epsilon``, or always without a rules bot)."""
        if len(legal) == 1:
            return legal[0]
        if self.guide is None or rng.random() < self.epsilon:
            return legal[rng.randrange(len(legal))]
        return self.guide.decide(self.observe(state, player), legal, rng)

    def observe(self, state, player: int) -> dict:
        """``player``'s observation of a sampled state, with the root observation's record of
        the past before its own (``Game.search["history"]``: public keys for everyone, own keys for the
        bot itself)."""
        obs = state.observe(player)
        root = self._root_obs
        if root is None or not (self.history["public"] or self.history["own"]):
            return obs
        keys = self.history["public"] + (self.history["own"] if player == self._me else ())
        for key in keys:
            if root.get(key):
                obs[key] = list(root[key]) + list(obs.get(key) or [])
        return obs

    def playout(self, state, rng: random.Random) -> list[float]:
        """Play the sampled state on (rules-guided moves or uniformly random ones) to the end,
        or for ``cutoff`` moves and let the game's evaluation score it; each seat's reward."""
        guided, moves = self.guided_playouts, 0
        while not state.is_over:
            if self.cutoff and moves >= self.cutoff:
                return self.evaluate(state)
            player = state.to_act[0]
            legal = state.legal_actions(player)
            if guided:
                state.apply(player, self.policy_move(state, player, legal, rng))
            else:
                state.apply(player, legal[rng.randrange(len(legal))])
            moves += 1
        return rewards(state.result, state.players)

    def estimates(self, root: Node, me: int) -> list[tuple[Action, int, float]]:
        """(action, visits, estimated winning chance) of the root moves, most visited first
        (equal visits: the higher chance first)."""
        rows = [(key[1], c.visits, c.reward / c.visits) for key, c in root.children.items()
                if key[0] == me and c.visits]
        return sorted(rows, key=lambda r: (-r[1], -r[2]))
