"""Events: what happened, with the rule it applies and who may see which part of it."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping

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

    __hash__ = None                          # type: ignore[assignment]  # mutable, like a dict

    def __repr__(self) -> str:
        private = f", private={dict(self.private)!r}" if self.private else ""
        return (f"Event({self.kind!r}, {self.rule!r}, public={dict(self)!r}{private}, "
                f"reveals={self.reveals!r}, step={self.step!r})")

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` (None = spectator) may know of this event, as a plain dict."""
        data = {"kind": self.kind, "rule": self.rule, **self}
        if player is not None and player in self.private:
            data.update(self.private[player])
        return data

    def visible_to(self, player: int | None) -> bool:
        """An event with only private parts and no public data is shown only to those players."""
        return bool(self) or not self.private or player in self.private

    def knowledge_for(self, player: int) -> dict:
        """What ``player`` learned privately from this event: what, when and by which rule."""
        return {"step": self.step, "kind": self.kind, "rule": self.rule, **self.private[player]}
