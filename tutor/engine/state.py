"""State: one game in progress, driven through its flow generator.

Every state is fully defined by (game, seed, players, options, scenario, history). That makes
save/load, copy, replay and undo the same operation: build a fresh state and replay the history.
"""

from __future__ import annotations

import html
import json
import random
from typing import TYPE_CHECKING, Any, NamedTuple

from . import rest, rules, save
from .actions import Action, as_action
from .errors import IllegalAction, ScenarioError, short_repr
from .events import NO_PRIVATE, Event, Seen
from .decision import Decision
from .plain import detach

if TYPE_CHECKING:
    from .game import Game


_new_tuple = tuple.__new__      # HistoryEntry(...) without the NamedTuple's Python __new__
_new_seen = object.__new__
PENDING = "pending"                # scenario key: choices made in an unresolved simultaneous decision


_random, _getrandbits = random.Random.random, random.Random.getrandbits


class CountingRandom(random.Random):
    """A seeded random source that counts how often chance was consulted (undo needs it)."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self.calls = 0

    def random(self) -> float:
        self.calls += 1
        return _random(self)

    def getrandbits(self, k: int) -> int:
        self.calls += 1
        return _getrandbits(self, k)

    def _randbelow(self, n: int) -> int:
        """A whole number in [0, n) for shuffle, choice, randint and sample: Random's own
        algorithm (draw bit_length(n) bits until below n), counted once per number drawn."""
        self.calls += 1
        k = n.bit_length()
        r = _getrandbits(self, k)
        while r >= n:
            r = _getrandbits(self, k)
        return r

    def shuffle(self, x: list) -> None:  # type: ignore[override]  # no random=: its own draws
        """Shuffle ``x`` in place: Random's own algorithm (swap each item from the last down
        with one drawn from those up to it), the draws inlined (games shuffle decks of dozens)."""
        self.calls += max(len(x) - 1, 0)
        if len(x) > len(_BITS):
            return self._shuffle_long(x)
        bits = _BITS
        for i in reversed(range(1, len(x))):
            k = bits[i]                  # (i + 1).bit_length(): draw below i + 1
            j = _getrandbits(self, k)
            while j > i:
                j = _getrandbits(self, k)
            x[i], x[j] = x[j], x[i]

    def _shuffle_long(self, x: list) -> None:
        """``shuffle`` for lists longer than the bit-length table."""
        for i in reversed(range(1, len(x))):
            n = i + 1
            k = n.bit_length()
            j = _getrandbits(self, k)
            while j >= n:
                j = _getrandbits(self, k)
            x[i], x[j] = x[j], x[i]


_BITS = [(i + 1).bit_length() for i in range(1024)]     # bits to draw a number below i + 1


class HistoryEntry(NamedTuple):
    """One applied action, who made it, and whether it can still be undone (a tuple: one is
    kept per decision, and ``State.apply`` makes it without a Python-level ``__init__``)."""

    player: int
    action: Action
    undoable: bool

    def to_json(self) -> list:
        return [self.player, self.action.to_json()]


class State:
    """A game in progress. See ``tutor.engine`` for the public API."""

    def __init__(self, game: "Game", seed: int, players: int, options: dict,
                 scenario: dict | None = None):
        self._start(game, seed, players, options, scenario)

    def _start(self, game, seed, players, options, scenario) -> None:
        """(Re)build the starting position; flows hold on to ``self``, so rebuild in place.
        ``scenario`` is a spec (the caller's: only its JSON text is kept) or that text."""
        self.game = game
        self.seed = seed
        self.players = players
        self.options = options
        if scenario is not None and type(scenario) is not str:
            scenario = _scenario_text(scenario)
        self._scenario_text = scenario
        self.rng = CountingRandom(seed)
        self.history: list[HistoryEntry] = []
        self.log: list[Event] = []
        self._known: dict = {}                    # player -> (log, events read, JSON texts)
        self._revealed_at = -1                    # log index of the last revealing event
        self._chosen: dict[int, Action] = {}
        self._waiting: tuple[int, ...] = ()       # the decision's players still to choose
        self._decision: Decision | None = None
        self._rest_rules = game.rest_rules        # decisions the board alone rebuilds
        self._rest_at = 0                         # history length at the last of them
        self.board = game.new_board(self)
        if scenario is None:
            game.setup(self)
        else:
            _setup_scenario(game, self, json.loads(scenario))
        self._flow = game.flow(self)
        self._resume(None)

    # ---- reading ---------------------------------------------------------------------------
    @property
    def scenario_spec(self) -> dict | None:
        """The spec this game was built from (None for a dealt game), as a copy of its own."""
        text = self._scenario_text
        return None if text is None else json.loads(text)

    @property
    def decision(self) -> Decision | None:
        """The decision the game waits for, as the caller's own copy (None when the game is
        over)."""
        d = self._decision
        if d is None:
            return None
        return Decision({p: list(actions) for p, actions in d.options.items()}, d.rule,
                        d.prompt, detach(d.info))

    @property
    def to_act(self) -> list[int]:
        """Players who owe a decision now; several means a simultaneous choice."""
        return list(self._waiting)

    @property
    def is_over(self) -> bool:
        return self._decision is None

    @property
    def result(self) -> dict | None:
        """The game's result once it is over (winners, scores, reasons), else None."""
        return detach(self.game.result(self)) if self.is_over else None

    def legal_actions(self, player: int) -> list[Action]:
        """Every action ``player`` may take now (empty when it is not their decision)."""
        if type(player) is int and player in self._waiting:     # the usual case, checked fast
            return list(self._decision.options[player])  # type: ignore[union-attr]  # waiting: a decision
        self._check_player(player)
        return []

    def observe(self, player: int | None = None) -> dict:
        """``player``'s information state: every public fact, their own hidden things, and all
        they have been privately shown or told (``knowledge``). None is a spectator."""
        if player is not None:
            self._check_player(player)
        obs = self.game.observe(self, player)
        obs["to_act"] = self.to_act
        obs["decision"] = self._decision_view(player)
        obs["knowledge"] = [] if player is None else self._knowledge(player)
        return obs

    def _knowledge(self, player: int) -> list[dict]:
        """A fresh copy of what ``player`` was privately told, in log order. Events never
        change once logged, so each one's part is written as JSON once and kept (for this log
        list: a rebuild or copy starts a new one); an observation only parses the texts, where
        it used to collect and write the whole log's again at every decision."""
        log, read, texts = self._known.get(player) or (None, 0, [])
        if log is not self.log or read > len(self.log):
            log, read, texts = self.log, 0, []
        texts += [json.dumps(e.knowledge_for(player)) for e in log[read:] if player in e.private]
        self._known[player] = (log, len(log), texts)
        return json.loads("[" + ",".join(texts) + "]")

    def events_for(self, player: int | None, since: int = 0) -> list[dict]:
        """The game log (from its entry ``since`` on) as ``player`` may see it."""
        if player is not None:
            self._check_player(player)
        if type(since) is not int or since < 0:
            raise IllegalAction(rules.MALFORMED, f"a log position must be a whole number, "
                                                 f"not {short_repr(since)}")
        return [e.view(player) for e in self.log[since:] if e.visible_to(player)]

    def snapshot(self) -> dict:
        """The complete board, hidden cards included (for tests and integrity checks), as a
        detached copy in plain JSON types."""
        return json.loads(json.dumps(self.game.snapshot(self)))

    def to_scenario(self) -> dict:
        """A spec that ``game.scenario(spec)`` rebuilds into this position (see the game's
        scenario documentation); edit it and rebuild to explore a "what if". Choices already
        made in a simultaneous decision are kept under ``"pending"`` (player -> action). Away
        from a rest point of a game that names them, the spec is that of the last rest point
        with the actions since (``tutor.engine.rest``)."""
        if self._rest_rules and not self._at_rest():
            spec = rest.spec_since(self, self.replay(self._rest_at))
        else:
            spec = self.game.to_scenario(self)
        spec = json.loads(json.dumps(spec))
        spec.setdefault("players", self.players)
        if self._chosen:
            spec[PENDING] = {str(p): a.to_json() for p, a in sorted(self._chosen.items())}
        return spec

    def _at_rest(self) -> bool:
        """Whether the game waits at one of its rest points, nobody having chosen yet."""
        d = self._decision
        return d is not None and d.rule in self._rest_rules and not self._chosen

    def _decision_view(self, player: int | None) -> dict | None:
        d = self._decision
        if d is None:
            return None
        view = {"rule": d.rule, "prompt": d.prompt, "players": list(d.players),
                "info": detach(d.info)}
        if player in self._chosen:
            view["chosen"] = str(self._chosen[player])
        return view

    def _check_player(self, player: Any) -> None:
        if type(player) is not int or not 0 <= player < self.players:
            raise IllegalAction(rules.PLAYER, f"there is no player {short_repr(player)} in this "
                                              f"{self.players}-player game (players are 0 to "
                                              f"{self.players - 1})")

    # ---- acting ----------------------------------------------------------------------------
    def check(self, player: int, action: Action) -> None:
        """Raise IllegalAction when ``player`` may not take ``action`` now; changes nothing."""
        self._check_player(player)
        if self._decision is None:
            raise IllegalAction(rules.OVER, "the game is over")
        action = as_action(action)
        if player not in self._waiting:
            who = ", ".join(f"player {p}" for p in self._waiting)
            raise IllegalAction(rules.TURN, f"player {player} does not act now ({who} to act)")
        if not self._decision.offers(player, action):
            raise self.game.explain_illegal(self, player, action) or IllegalAction(
                self._decision.rule, f"{action} is not one of the legal actions now")

    def apply(self, player: int, action: Action) -> Seen:
        """Apply ``player``'s ``action``; returns the events it caused as ``player`` may know
        them (as ``events_for(player)`` gives them: copies with only ``player``'s private part).

        Bad input raises IllegalAction and leaves the state exactly as it was. Should the game
        code itself fail half-way, the state is rebuilt from its history before the error
        propagates, so it is never left corrupted.
        """
        waiting, decision = self._waiting, self._decision
        if not (type(player) is int and type(action) is Action and player in waiting
                and decision.offers(player, action)):  # type: ignore[union-attr]  # as below
            self.check(player, action)           # raises the IllegalAction that applies
        calls_before, logged = self.rng.calls, len(self.log)
        try:
            if len(decision.options) == 1:  # type: ignore[union-attr]  # checked: player waits
                self._waiting = ()
                self._resume(action)
            else:
                self._chosen[player] = action
                at = waiting.index(player)             # players owe a decision once each
                self._waiting = waiting[:at] + waiting[at + 1:]
                if not self._waiting:
                    choice, self._chosen = self._chosen, {}
                    self._resume(dict(choice))
        except Exception:
            self._restore()
            raise
        self._record(player, action, calls_before, logged)
        seen = _new_seen(Seen)                   # Seen(events, player) without an __init__ call
        seen._events, seen._player = self.log[logged:], player
        return seen

    def _record(self, player: int, action: Action, calls_before: int, logged: int) -> None:
        """Add the applied action to the history. It stays undoable when it drew on no chance
        and no event since ``logged`` (the log's length before it) revealed anything or told
        anyone anything privately."""
        undoable = self.rng.calls == calls_before and self._revealed_at < logged
        self.history.append(_new_tuple(HistoryEntry, (player, action, undoable)))
        if self._rest_rules and self._at_rest():
            self._rest_at = len(self.history)

    def emit(self, kind: str, rule: str, /, private: dict | None = None, reveals: bool = False,
             **public: Any) -> Event:
        """Record an event (called by game flows). ``private`` maps a player to what only they
        learn, as plain data; it becomes part of that player's knowledge. (``kind`` and ``rule``
        are positional-only: CPython then matches each public keyword against two parameter
        names instead of five, and events carry several keywords at every decision.)"""
        event = Event(public)
        event.kind, event.rule, event.private = kind, rule, private or NO_PRIVATE
        event.reveals, event.step = reveals, len(self.history)
        if reveals or private:               # ends the undo window (see _record)
            self._revealed_at = len(self.log)
        self.log.append(event)
        return event

    def _resume(self, value: Any) -> None:
        try:
            decision = self._flow.send(value)
        except StopIteration:
            self._decision, self._waiting = None, ()
            return
        self._decision, self._waiting = decision, tuple(decision.options)
        if not any(decision.options.values()):
            raise RuntimeError(f"{self.game.name}: decision {self._decision.rule} offers no action")

    def _restore(self) -> None:
        self._rewind(len(self.history))

    def _rewind(self, upto: int) -> None:
        """Rebuild this very state from its start with the first ``upto`` history entries."""
        entries = self.history[:upto]
        self._start(self.game, self.seed, self.players, self.options, self._scenario_text)
        for entry in entries:
            self.apply(entry.player, entry.action)

    # ---- history ---------------------------------------------------------------------------
    def replay(self, upto: int | None = None) -> "State":
        """A new state built from the same start with the first ``upto`` history entries."""
        entries = self.history if upto is None else self.history[:upto]
        fresh = State(self.game, self.seed, self.players, self.options, self._scenario_text)
        for entry in entries:
            fresh.apply(entry.player, entry.action)
        return fresh

    def copy(self) -> "State":
        """An independent state equal to this one, with the same start, history, log and random
        source (so it saves, replays and undoes as the original does).

        Search bots copy constantly, so the copy is rebuilt from the current position
        (``to_scenario``, written once per position and kept) rather than by replaying the
        whole history; a game that cannot write its position is replayed instead."""
        try:
            fresh = self.game.scenario(json.loads(self._position()), seed=self.seed,
                                       options=self.options)
        except (NotImplementedError, ScenarioError):
            return self.replay()
        fresh._scenario_text = self._scenario_text
        fresh.history = list(self.history)          # entries are never changed once made
        fresh.log = list(self.log)                  # events are immutable
        fresh._revealed_at = self._revealed_at
        fresh._rest_at = self._rest_at
        fresh.rng.setstate(self.rng.getstate())
        fresh.rng.calls = self.rng.calls
        fresh._position_cache = self._position_cache
        return fresh

    _position_cache: tuple = (None, -1, "")

    def _position(self) -> str:
        """``to_scenario()`` as JSON text, kept until the history changes. The key holds the
        last history entry itself (every apply, undo and rebuild makes new entries)."""
        last = self.history[-1] if self.history else None
        entry, length, text = self._position_cache
        if entry is not last or length != len(self.history) or not text:
            text = json.dumps(self.to_scenario())
            self._position_cache = (last, len(self.history), text)
        return text

    def can_undo(self, player: int) -> bool:
        """Board Game Arena's policy: only your own last decision, and only if it revealed
        nothing hidden (no card drawn, shown or answered) and nobody decided after it."""
        return self.why_no_undo(player) is None

    def why_no_undo(self, player: int) -> str | None:
        """Why ``player`` cannot undo now (None when they can), in Board Game Arena's terms."""
        self._check_player(player)
        if self._decision is None:
            return "the game is over"
        if not self.history:
            return "nothing has been played yet"
        if self.history[-1].player != player:
            return "you can only undo your own last decision, before another player has decided"
        if not self.history[-1].undoable:
            return "that decision revealed hidden information or consulted chance"
        return None

    def undo(self, player: int) -> None:
        """Take back ``player``'s last decision, or raise IllegalAction (state unchanged)."""
        self._check_player(player)
        reason = self.why_no_undo(player)
        if reason is not None:
            raise IllegalAction(rules.UNDO, f"cannot undo: {reason}")
        self._rewind(len(self.history) - 1)

    def to_json(self) -> str:
        """The game as versioned JSON text; ``Game.from_json`` restores it exactly."""
        return save.dump(self)

    # ---- notebook display --------------------------------------------------------------------
    def view(self, player: int | None, lang: str = "en") -> "BoardView":
        """The board as ``player`` sees it, for display in a notebook (hidden things hidden)."""
        return BoardView(self, player, lang)

    def _repr_html_(self) -> str:
        return self.view(None)._repr_html_()

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"to act: {self.to_act}"
        return f"<{self.game.name} state, {len(self.history)} actions, {status}>"


class BoardView:
    """A state drawn for one viewer: displays itself in notebooks through ``Game.draw``."""

    def __init__(self, state: State, player: int | None, lang: str):
        self.state, self.player, self.lang = state, player, lang

    def _repr_html_(self) -> str:
        return self.state.game.draw(self.state.observe(self.player), self.lang)

    def __repr__(self) -> str:
        who = "a spectator" if self.player is None else f"player {self.player}"
        return f"<{self.state.game.name} board as {who} sees it>"


def _scenario_text(spec: Any) -> str:
    """The JSON text of a scenario spec (all the state keeps of the caller's spec)."""
    if type(spec) is not dict:
        raise ScenarioError(f"a scenario must be a dict of zones, not {type(spec).__name__}")
    try:
        return json.dumps(spec)
    except (TypeError, ValueError, RecursionError) as err:
        raise ScenarioError(f"this scenario cannot be set up: {type(err).__name__}: {err}") \
            from None


NO_CHANCE = object()                     # a spec without the key ``chance``


def _setup_scenario(game: "Game", state: State, spec: dict) -> None:
    """Run the game's scenario set-up on ``spec`` (a fresh copy the game may change); anything
    but a clean ScenarioError becomes one. A game with rest points leaves ``chance`` to the
    engine (set once the board is built) and ``then`` to ``Game.scenario``."""
    chance = NO_CHANCE
    if game.rest_rules:
        if rest.THEN in spec:
            raise ScenarioError("scenario key 'then' is replayed by Game.scenario(spec), not "
                                "by building a state")
        chance = spec.pop(rest.CHANCE, NO_CHANCE)
    try:
        game.setup_scenario(state, spec)
        if chance is not NO_CHANCE:
            rest.set_chance(state, chance)
    except ScenarioError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as err:
        raise ScenarioError(f"this scenario cannot be set up: {type(err).__name__}: {err}") \
            from None



def default_draw(observation: dict) -> str:
    """A plain rendering of an observation, for games without a board drawing."""
    text = json.dumps(observation, ensure_ascii=False, indent=1, sort_keys=True)
    return f"<pre>{html.escape(text)}</pre>"
