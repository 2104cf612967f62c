"""Seats around the table: numbered 0..n-1 clockwise, turn order going to the left."""

from __future__ import annotations


def left_of(seat: int, players: int) -> int:
    """The player on ``seat``'s left (the next one clockwise)."""
    return (seat + 1) % players


def right_of(seat: int, players: int) -> int:
    """The player on ``seat``'s right (the previous one clockwise)."""
    return (seat - 1) % players


def next_seat(seat: int, players: int) -> int:
    """Who plays after ``seat`` in turn order."""
    return left_of(seat, players)


def turn_order(first: int, players: int) -> list[int]:
    """Every seat once, starting with ``first`` and going to the left."""
    return [(first + i) % players for i in range(players)]


def others(seat: int, players: int) -> list[int]:
    """The other seats, in turn order after ``seat``."""
    return turn_order(seat, players)[1:]
