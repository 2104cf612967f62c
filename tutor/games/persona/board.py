"""The Persona Non Grata board: its zones, a fresh deal, and small queries over the zones."""

from __future__ import annotations

from .cards import (ACTION_CARDS, HAND_SIZE, WEEK_CORPORATION_VALUE, companies_in_play,
                    company_of, corporation_cards, info_cards, value_of)

PHASES = ("day", "archive", "scoring", "over")


def empty_board(board, players: int, removed: str) -> None:
    """Give ``board`` every zone, empty, for a game of ``players``."""
    board.companies = list(companies_in_play(players, removed))
    board.removed = None if players >= 4 else removed
    board.week, board.day, board.phase = 1, 1, "day"
    board.deck = []                                   # top first
    board.hands = [[] for _ in range(players)]
    board.actions = [list(ACTION_CARDS) for _ in range(players)]
    board.used = [[] for _ in range(players)]         # action cards used this week (public)
    board.pending = [None] * players                  # {"info", "action"} chosen, not revealed
    board.play = [[] for _ in range(players)]         # face-up play areas, cumulative
    board.encrypted = [None] * players                # face-down card (with the Encrypt card)
    board.archives = [[] for _ in range(players)]     # stolen cards and corporation cards
    board.stacks = {c: corporation_cards(c) for c in board.companies}
    board.keys = {c: None for c in board.companies}
    board.discards = []                               # face-down discards, never revealed
    board.out = []                                    # cards a hand-set scenario left out
    board.spent = [[] for _ in range(players)]        # activators given up at the final scoring
    board.archive_view = None                         # the company being archived, for observers
    board.scores = None


def all_info_cards(companies) -> list[str]:
    return [card for company in companies for card in info_cards(company)]


def deal_week(state) -> None:
    """Each player takes their five action cards back and draws a fresh hand of six."""
    b = state.board
    for p in range(state.players):
        b.actions[p], b.used[p] = list(ACTION_CARDS), []
        b.hands[p] = draw(b, HAND_SIZE)
    state.emit("deal", "persona.setup.deal", week=b.week, hand_size=HAND_SIZE,
               private={p: {"hand": list(b.hands[p])} for p in range(state.players)})


def draw(board, count: int) -> list[str]:
    """Take ``count`` cards from the top of the deck."""
    taken, board.deck = board.deck[:count], board.deck[count:]
    return taken


def pool(board, player: int, company: str) -> list[str]:
    """A player's cards of ``company`` in play area and archive (the final-scoring pool)."""
    return [c for c in board.play[player] + board.archives[player] if company_of(c) == company]


def total(board, player: int, company: str) -> int:
    """The weekly total: values of ``company``'s face-up information cards in the play area."""
    return sum(value_of(c) for c in board.play[player] if company_of(c) == company)


def totals(board, player: int) -> dict[str, int]:
    """The weekly totals of every company in play for one player, in one pass."""
    sums = dict.fromkeys(board.companies, 0)
    for card in board.play[player]:
        sums[company_of(card)] += value_of(card)
    return sums


def week_card(board, company: str) -> str:
    """This week's corporation card of ``company``."""
    return next(c for c in corporation_cards(company)
                if value_of(c) == WEEK_CORPORATION_VALUE[board.week])


def count_all_cards(board) -> list[str]:
    """Every information and corporation card on the board, in every zone (for invariants)."""
    cards = list(board.deck) + list(board.discards) + list(board.out)
    for p in range(len(board.hands)):
        cards += board.hands[p] + board.play[p] + board.archives[p] + board.spent[p]
        if board.pending[p]:
            cards.append(board.pending[p]["info"])
        if board.encrypted[p]:
            cards.append(board.encrypted[p])
    for stack in board.stacks.values():
        cards += stack
    return cards
