"""Events: what happened, with the rule it applies and who may see which part of it."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping, NamedTuple

# The private part of every event that has none: one shared, read-only empty mapping (a new
# empty dict per event was one more object for the garbage collector to count per event).
NO_PRIVATE: Mapping = MappingProxyType({})


class Event(NamedTuple):
    """One thing that happened.

    ``public`` is seen by everybody; ``private`` maps a player to extra facts only that player
    sees (the card they drew, the card shown to them, an answer given to them): the core turns
    those parts into each player's ``knowledge``. ``reveals`` marks events that expose
    information that was hidden before; such events, and any event with a private part (someone
    learned something), end the undo window. ``step`` is the number of actions applied before
    the event happened (0 for the set-up).
    """

    kind: str
    rule: str
    public: dict = {}           # never mutated: State.emit always passes its own dicts
    private: Mapping = NO_PRIVATE
    reveals: bool = False
    step: int = 0

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` (None = spectator) may know of this event, as a plain dict."""
        data = {"kind": self.kind, "rule": self.rule, **self.public}
        if player is not None and player in self.private:
            data.update(self.private[player])
        return data

    def visible_to(self, player: int | None) -> bool:
        """An event with only private parts and no public data is shown only to those players."""
        return bool(self.public) or not self.private or player in self.private

    def knowledge_for(self, player: int) -> dict:
        """What ``player`` learned privately from this event: what, when and by which rule."""
        return {"step": self.step, "kind": self.kind, "rule": self.rule, **self.private[player]}
