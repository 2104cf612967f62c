"""Persona's seat arithmetic for 2 to 4 players, in one place: neighbours and where hands pass.

Seats are numbered clockwise (``tutor.engine.seats``). The left neighbour is the next seat
clockwise and the right neighbour the previous one; with two players both are the opponent.
Hands pass to the left in clockwise weeks (1 and 3) and to the right in week 2.
"""

from __future__ import annotations

from functools import lru_cache

from tutor.engine.seats import left_of, right_of

from .cards import CLOCKWISE, COUNTER_CLOCKWISE, OPPONENT

__all__ = ["COUNTER_CLOCKWISE_WEEK", "direction", "left_of", "pass_seats", "passes_from",
           "passes_to", "right_of"]

COUNTER_CLOCKWISE_WEEK = 2     # hands pass to the right this week, to the left the others


def direction(week: int, players: int) -> str:
    """How hands pass this week: clockwise, counter-clockwise (week 2), or to the opponent."""
    if players == 2:
        return OPPONENT
    return COUNTER_CLOCKWISE if week == COUNTER_CLOCKWISE_WEEK else CLOCKWISE


def passes_to(player: int, week: int, players: int) -> int:
    """Who receives ``player``'s hand at the end of a day of ``week``."""
    if direction(week, players) == COUNTER_CLOCKWISE:
        return right_of(player, players)
    return left_of(player, players)


def passes_from(player: int, week: int, players: int) -> int:
    """Whose hand ``player`` receives at the end of a day of ``week``."""
    if direction(week, players) == COUNTER_CLOCKWISE:
        return left_of(player, players)
    return right_of(player, players)


@lru_cache(maxsize=16)          # 3 weeks x 3 player counts; hands pass every day
def pass_seats(week: int, players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Whose hand each seat receives, and who receives each seat's hand, on a day of ``week``."""
    seats = range(players)
    return (tuple(passes_from(p, week, players) for p in seats),
            tuple(passes_to(p, week, players) for p in seats))
