"""State: one game in progress, driven through its flow generator.

Every state is fully defined by (game, seed, players, options, scenario, history). That makes
save/load, copy, replay and undo the same operation: build a fresh state and replay the history.
"""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any

from .actions import Action
from .errors import IllegalAction
from .events import Event
from .game import Decision

if TYPE_CHECKING:
    from .game import Game

RULE_TURN = "core.turn"          # acting out of turn
RULE_LEGAL = "core.legal"        # an action the current decision does not offer
RULE_OVER = "core.over"          # acting after the end
RULE_UNDO = "core.undo"          # Board Game Arena's undo policy


class Board:
    """A plain attribute bag that games fill with their zones and counters."""

    def __repr__(self) -> str:
        return f"Board({', '.join(sorted(vars(self)))})"


class CountingRandom(random.Random):
    """A seeded random source that counts how often chance was consulted (undo needs it)."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self.calls = 0

    def random(self) -> float:
        self.calls += 1
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.calls += 1
        return super().getrandbits(k)


class HistoryEntry:
    """One applied action, who made it, and whether it can still be undone."""

    __slots__ = ("player", "action", "undoable")

    def __init__(self, player: int, action: Action, undoable: bool):
        self.player, self.action, self.undoable = player, action, undoable

    def to_json(self) -> list:
        return [self.player, self.action.to_json()]


class State:
    """A game in progress. See ``tutor.engine`` for the public API."""

    def __init__(self, game: "Game", seed: int, players: int, options: dict,
                 scenario: dict | None = None):
        self._start(game, seed, players, options, scenario)

    def _start(self, game, seed, players, options, scenario) -> None:
        """(Re)build the starting position; flows hold on to ``self``, so rebuild in place."""
        self.game = game
        self.seed = seed
        self.players = players
        self.options = options
        self.scenario_spec = scenario
        self.rng = CountingRandom(seed)
        self.board = Board()
        self.history: list[HistoryEntry] = []
        self.log: list[Event] = []
        self._batch: list[Event] = []
        self._chosen: dict[int, Action] = {}
        self._decision: Decision | None = None
        if scenario is None:
            game.setup(self)
        else:
            game.setup_scenario(self, json.loads(json.dumps(scenario)))
        self._flow = game.flow(self)
        self._resume(None)
        self._batch = []

    # ---- reading ---------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """The decision the game waits for, or None when it is over."""
        return self._decision

    @property
    def to_act(self) -> list[int]:
        """Players who owe a decision now; several means a simultaneous choice."""
        if self._decision is None:
            return []
        return [p for p in self._decision.players if p not in self._chosen]

    @property
    def is_over(self) -> bool:
        return self._decision is None

    @property
    def result(self) -> dict | None:
        """The game's result once it is over (winners, scores, reasons), else None."""
        return self.game.result(self) if self.is_over else None

    def legal_actions(self, player: int) -> list[Action]:
        """Every action ``player`` may take now (empty when it is not their decision)."""
        if player not in self.to_act:
            return []
        return list(self._decision.options[player])

    def observe(self, player: int | None = None) -> dict:
        """What ``player`` may know now; None is a spectator who sees only public facts."""
        obs = self.game.observe(self, player)
        obs["to_act"] = self.to_act
        obs["decision"] = self._decision_view(player)
        return obs

    def events_for(self, player: int | None) -> list[dict]:
        """The game log as ``player`` may see it."""
        return [e.view(player) for e in self.log if e.visible_to(player)]

    def snapshot(self) -> dict:
        """The complete board, hidden cards included (for tests and integrity checks), as a
        detached copy in plain JSON types."""
        return json.loads(json.dumps(self.game.snapshot(self)))

    def _decision_view(self, player: int | None) -> dict | None:
        d = self._decision
        if d is None:
            return None
        view = {"rule": d.rule, "prompt": d.prompt, "players": list(d.players), "info": d.info}
        if player in self._chosen:
            view["chosen"] = str(self._chosen[player])
        return view

    # ---- acting ----------------------------------------------------------------------------
    def check(self, player: int, action: Action) -> None:
        """Raise IllegalAction when ``player`` may not take ``action`` now; changes nothing."""
        if self._decision is None:
            raise IllegalAction(RULE_OVER, "the game is over")
        if player not in self.to_act:
            who = ", ".join(f"player {p}" for p in self.to_act)
            raise IllegalAction(RULE_TURN, f"player {player} does not act now ({who} to act)")
        if not isinstance(action, Action):
            raise IllegalAction(RULE_LEGAL, f"{action!r} is not an Action")
        if action not in self._decision.options[player]:
            raise self.game.explain_illegal(self, player, action) or IllegalAction(
                self._decision.rule, f"{action} is not one of the legal actions now")

    def apply(self, player: int, action: Action) -> list[Event]:
        """Apply ``player``'s ``action``; returns the events it caused.

        Bad input raises IllegalAction and leaves the state exactly as it was. Should the game
        code itself fail half-way, the state is rebuilt from its history before the error
        propagates, so it is never left corrupted.
        """
        self.check(player, action)
        calls_before = self.rng.calls
        try:
            self._chosen[player] = action
            if self.to_act:
                events: list[Event] = []
            else:
                choice = self._chosen if len(self._decision.players) > 1 else action
                self._chosen = {}
                self._resume(dict(choice) if isinstance(choice, dict) else choice)
                events, self._batch = self._batch, []
        except Exception:
            self._restore()
            raise
        undoable = self.rng.calls == calls_before and not any(e.reveals or e.private for e in events)
        self.history.append(HistoryEntry(player, action, undoable))
        return events

    def emit(self, kind: str, rule: str, private: dict | None = None, reveals: bool = False,
             **public: Any) -> Event:
        """Record an event (called by game flows)."""
        event = Event(kind, rule, public, private or {}, reveals)
        self._batch.append(event)
        self.log.append(event)
        return event

    def _resume(self, value: Any) -> None:
        try:
            self._decision = self._flow.send(value)
        except StopIteration:
            self._decision = None
        if self._decision is not None and not any(self._decision.options.values()):
            raise RuntimeError(f"{self.game.name}: decision {self._decision.rule} offers no action")

    def _restore(self) -> None:
        self._rewind(len(self.history))

    def _rewind(self, upto: int) -> None:
        """Rebuild this very state from its start with the first ``upto`` history entries."""
        entries = self.history[:upto]
        self._start(self.game, self.seed, self.players, self.options, self.scenario_spec)
        for entry in entries:
            self.apply(entry.player, entry.action)

    # ---- history ---------------------------------------------------------------------------
    def replay(self, upto: int | None = None) -> "State":
        """A new state built from the same start with the first ``upto`` history entries."""
        entries = self.history if upto is None else self.history[:upto]
        fresh = State(self.game, self.seed, self.players, self.options, self.scenario_spec)
        for entry in entries:
            fresh.apply(entry.player, entry.action)
        return fresh

    def copy(self) -> "State":
        """An independent state equal to this one."""
        return self.replay()

    def can_undo(self, player: int) -> bool:
        """Board Game Arena's policy: only your own last decision, and only if it revealed
        nothing hidden (no card drawn, shown or answered) and nobody decided after it."""
        return bool(self.history) and self.history[-1].player == player \
            and self.history[-1].undoable

    def undo(self, player: int) -> None:
        """Take back ``player``'s last decision, or raise IllegalAction (state unchanged)."""
        if not self.history or self.history[-1].player != player:
            raise IllegalAction(RULE_UNDO, "you can only undo your own last decision, before "
                                           "another player has decided")
        if not self.history[-1].undoable:
            raise IllegalAction(RULE_UNDO, "that decision revealed hidden information or "
                                           "consulted chance, so it cannot be undone")
        self._rewind(len(self.history) - 1)

    def to_json(self) -> str:
        """The game as versioned JSON text; ``Game.from_json`` restores it exactly."""
        from .save import dump
        return dump(self)

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"to act: {self.to_act}"
        return f"<{self.game.name} state, {len(self.history)} actions, {status}>"
