"""Events: what happened, with the rule it applies and who may see which part of it."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import Any, Mapping

from .plain import detach

# The private part of every event that has none: one shared, read-only empty mapping.
NO_PRIVATE: Mapping = MappingProxyType({})


class Event(dict):
    """One thing that happened, made by ``State.emit``.

    Its public facts, seen by everybody, are the event's own items (``public`` is the event
    itself): one object per event rather than a record and a dict, because a game keeps its
    whole log and every object kept is one more for Python's garbage collector to walk again
    and again in long games. ``private`` maps a player to extra facts only that player sees
    (the card they drew, the card shown to them, an answer given to them): the core turns those
    parts into each player's ``knowledge``. ``reveals`` marks events that expose information
    that was hidden before; such events, and any event with a private part (someone learned
    something), end the undo window. ``step`` is the number of actions applied before the
    event happened (0 for the set-up). Events are never changed once made.
    """

    __slots__ = ("kind", "rule", "private", "reveals", "step")
    kind: str
    rule: str
    private: Mapping[int, Mapping[str, Any]]
    reveals: bool
    step: int

    @property
    def public(self) -> dict:
        """The facts everybody sees (the event's own items)."""
        return self

    def __eq__(self, other: object) -> bool:
        """Two events are equal when every field is; against a plain dict, the public facts
        are compared (as ``event.public == {...}`` reads). To compare only the public facts of
        two events, compare ``dict(a) == dict(b)``."""
        if type(other) is Event:
            return (self.kind == other.kind and self.rule == other.rule
                    and self.step == other.step and self.reveals == other.reveals
                    and self.private == other.private and dict.__eq__(self, other))
        return dict.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None                          # mutable, like a dict

    def __repr__(self) -> str:
        private = f", private={dict(self.private)!r}" if self.private else ""
        return (f"Event({self.kind!r}, {self.rule!r}, public={dict(self)!r}{private}, "
                f"reveals={self.reveals!r}, step={self.step!r})")

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` (None = spectator) may know of this event, as a plain dict of the
        caller's own (nothing in it is shared with the log)."""
        data = {"kind": self.kind, "rule": self.rule, **detach(self)}
        if player is not None and player in self.private:
            data.update(detach(self.private[player]))
        return data

    def seen_by(self, player: int | None) -> "Event":
        """A copy of this event for ``player``: its public facts and only ``player``'s private
        part, in containers of the caller's own."""
        event = Event(detach(self))
        event.kind, event.rule, event.reveals, event.step = \
            self.kind, self.rule, self.reveals, self.step
        private = self.private
        event.private = ({player: detach(private[player])} if player in private and
                         player is not None else NO_PRIVATE)
        return event

    def visible_to(self, player: int | None) -> bool:
        """An event with only private parts and no public data is shown only to those players."""
        return bool(self) or not self.private or player in self.private

    def knowledge_for(self, player: int) -> dict:
        """What ``player`` learned privately from this event: what, when and by which rule."""
        return {"step": self.step, "kind": self.kind, "rule": self.rule, **self.private[player]}


_BUILT = object()


class Seen(Sequence):
    """The events one action caused, as one player may know them (``Event.seen_by``): what
    ``State.apply`` returns. The copies are made on first reading, since most callers (bots,
    playouts, replays) never read them; events are never changed once made, so a later
    reading gives what an immediate one would have."""

    __slots__ = ("_events", "_player")           # _player is _BUILT once _events are the copies
    _events: list
    _player: object

    def __init__(self, events: list, player: int):
        self._events, self._player = events, player

    def _list(self) -> list:
        player = self._player
        if player is not _BUILT:
            self._events = [e.seen_by(player) for e in self._events if e.visible_to(player)]
            self._player = _BUILT
        return self._events

    def __getitem__(self, index):
        return self._list()[index]

    def __len__(self) -> int:
        return len(self._list())

    def __iter__(self):
        return iter(self._list())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Seen):
            other = other._list()
        return self._list() == other

    __hash__ = None                          # type: ignore[assignment]  # equal to lists, which have none

    def __add__(self, other) -> list:
        return self._list() + list(other)

    def __radd__(self, other) -> list:
        return list(other) + self._list()

    def __repr__(self) -> str:
        return repr(self._list())
