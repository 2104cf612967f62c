"""Legal actions placed on the board: which piece a play is chosen on, and which target it needs.

A game supplies ``locate(action) -> Spot``: the piece clicked first (the card played; ``None``
for a play that belongs to no piece, such as "Pass", shown as a button under the board) and,
when the rule needs one, the piece or zone clicked second. ``verb(action, lang)`` is the menu
entry next to the piece ("Deploy", "Send Left"); ``label(action, lang)`` the whole move as a
sentence (the accessible name, and the secondary list of all legal moves).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

if TYPE_CHECKING:
    from tutor.engine import Action


@dataclass(frozen=True)
class Spot:
    """Where a play is made: its piece, and the target piece or zone if the rule names one;
    ``also``: other pieces the same play may start from (two equal discs: either one)."""

    item: str | None
    target: str | None = None
    also: tuple = ()


Locate = Callable[["Action"], Spot]
Verb = Callable[["Action", str], str]
Label = Callable[["Action", str], str]


class MoveError(ValueError):
    """A game's ``locate`` placed a legal action on a piece the scene does not have."""


@dataclass(frozen=True)
class Move:
    """One legal action as the browser sees it: an opaque id, where it is made, and its words."""

    id: str
    item: str | None
    target: str | None
    verb: str
    label: str

    def to_json(self) -> dict:
        return {"id": self.id, "item": self.item, "target": self.target, "verb": self.verb,
                "label": self.label}


def place_moves(actions: Sequence["Action"], locate: Locate, verb: Verb, label: Label,
                lang: str, ids: Iterable[str]) -> tuple[list[Move], dict[str, "Action"]]:
    """The moves to send to the browser and, kept in Python, the Action behind each move id.
    Two plays that would read the same on the board (same piece, verb and target) cannot both
    be clicked there: the later one becomes a button under the table, named by its label. A
    play whose spot names ``also`` pieces is offered on each of them too (extra moves, listed
    after the one per action)."""
    known = set(ids)
    moves, by_id, taken, twins = [], {}, set(), []
    for index, action in enumerate(actions):
        spot = locate(action)
        for where in (spot.item, spot.target, *spot.also):
            if where is not None and where not in known:
                raise MoveError(f"{action} is placed on {where!r}, which the scene lacks")
        word = verb(action, lang)
        if spot.item is not None and (spot.item, word, spot.target) in taken:
            spot = Spot(None)
        taken.add((spot.item, word, spot.target))
        move = Move(f"m{index}", spot.item, spot.target, word, label(action, lang))
        moves.append(move)
        by_id[move.id] = action
        if spot.item is not None:
            twins += [(Move(f"m{index}.{k + 1}", item, spot.target, word, move.label), action)
                      for k, item in enumerate(i for i in spot.also if i != spot.item)]
    for twin, action in twins:          # after the others: moves[i] stays the i-th action's
        if (twin.item, twin.verb, twin.target) not in taken:
            taken.add((twin.item, twin.verb, twin.target))
            moves.append(twin)
            by_id[twin.id] = action
    return moves, by_id


def menu(moves: Sequence[Move], item: str | None) -> list[tuple[str, list[Move]]]:
    """The menu next to ``item``: ``[(verb, its moves)]`` in order; a verb with targets waits
    for a second click, a verb with one untargeted move is played at once."""
    entries: dict[str, list[Move]] = {}
    for move in moves:
        if move.item == item:
            entries.setdefault(move.verb, []).append(move)
    return list(entries.items())
