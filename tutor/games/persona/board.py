"""The Persona Non Grata board: a typed record of every zone, and small zone operations.

Seats index every per-player list (seat 0 first). Card ids are those of ``cards``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import (ACTION_CARDS, CARD_COMPANY, CARD_VALUE, WEEK_CORPORATION_VALUE,
                    companies_in_play, corporation_card, corporation_cards, left_out)


def _per_seat(players: int, empty):
    """One fresh ``empty()`` per seat."""
    return [empty() for _ in range(players)]


@dataclass
class Board:
    """Every zone of a game; observe() decides who sees which part."""

    # the companies in play, in the order the archive phase compares them
    companies: list[str]
    # the company left out with 2 or 3 players (None with 4)
    removed: str | None
    # the week, 1 to 3
    week: int = 1
    # the day of the week, 1 to 5 (5 once the week's days are over)
    day: int = 1
    # "day", "archive", "scoring" or "over"
    phase: str = "day"
    # the face-down information deck, top card first (hidden from everybody)
    deck: list[str] = field(default_factory=list)
    # each seat's information cards in hand (only its owner sees them)
    hands: list[list[str]] = field(default_factory=list)
    # each seat's action cards still in hand this week
    actions: list[list[str]] = field(default_factory=list)
    # each seat's action cards used this week, face up, in the order of ACTION_CARDS (Encrypt
    # only once its card is revealed)
    used: list[list[str]] = field(default_factory=list)
    # each seat's face-down {"card", "action"} pair chosen today and not yet revealed
    pending: list[dict | None] = field(default_factory=list)
    # each seat's face-up play area, kept for the whole game unless stolen from
    play: list[list[str]] = field(default_factory=list)
    # each seat's encrypted card, face down with its Encrypt card until the archive phase
    encrypted: list[str | None] = field(default_factory=list)
    # each seat's archive: stolen cards and corporation cards (safe from steals)
    archives: list[list[str]] = field(default_factory=list)
    # each company's corporation stack, top card first
    stacks: dict[str, list[str]] = field(default_factory=dict)
    # each company's key keeper (None: the key is on the table)
    keys: dict[str, int | None] = field(default_factory=dict)
    # face-down discards (two-player discards, last cards of each week), never revealed
    discards: list[str] = field(default_factory=list)
    # information cards a hand-set scenario left out of the game
    out: list[str] = field(default_factory=list)
    # each seat's activators given up at the final scoring
    spent: list[list[str]] = field(default_factory=list)
    # the company being compared now: {"company", "totals", "first", "second", "thieves"}
    archiving: dict | None = None
    # the final score of each seat, once the game is over
    scores: list[dict] | None = None

    @classmethod
    def empty(cls, players: int, removed: str) -> "Board":
        """Every zone empty, action cards in hand, stacks full, keys on the table."""
        companies = list(companies_in_play(players, removed))
        return cls(
            companies=companies, removed=left_out(players, removed),
            hands=_per_seat(players, list), actions=_per_seat(players, lambda: list(ACTION_CARDS)),
            used=_per_seat(players, list), pending=[None] * players, play=_per_seat(players, list),
            encrypted=[None] * players, archives=_per_seat(players, list),
            stacks={c: corporation_cards(c) for c in companies},
            keys={c: None for c in companies}, spent=_per_seat(players, list))

    @property
    def players(self) -> int:
        """How many seats the board has."""
        return len(self.hands)


def draw(board: Board, count: int) -> list[str]:
    """Take ``count`` cards from the top of the deck."""
    taken, board.deck = board.deck[:count], board.deck[count:]
    return taken


ACTION_ORDER = {kind: ACTION_CARDS.index(kind) for kind in ACTION_CARDS}


def use_action_card(board: Board, player: int, kind: str) -> None:
    """Put an action card on its owner's used pile (kept in the order of ACTION_CARDS)."""
    used = board.used[player]
    used.append(kind)
    used.sort(key=ACTION_ORDER.__getitem__)


def totals(board: Board, player: int) -> dict[str, int]:
    """The weekly totals of every company in play for one player (the values of each company's
    face-up information cards in the play area), in one pass."""
    sums = dict.fromkeys(board.companies, 0)
    for card in board.play[player]:
        sums[CARD_COMPANY[card]] += CARD_VALUE[card]
    return sums


def week_card(board: Board, company: str) -> str:
    """This week's corporation card of ``company``."""
    return corporation_card(company, WEEK_CORPORATION_VALUE[board.week])


def owner_in_play(board: Board, card: str) -> int | None:
    """The seat whose play area holds ``card`` (None when no play area does)."""
    return next((p for p, area in enumerate(board.play) if card in area), None)


def count_all_cards(board: Board) -> list[str]:
    """Every information and corporation card on the board, in every zone (for invariants)."""
    cards = list(board.deck) + list(board.discards) + list(board.out)
    for p in range(board.players):
        cards += board.hands[p] + board.play[p] + board.archives[p] + board.spent[p]
        if board.pending[p]:
            cards.append(board.pending[p]["card"])
        if board.encrypted[p]:
            cards.append(board.encrypted[p])
    for stack in board.stacks.values():
        cards += stack
    return cards
