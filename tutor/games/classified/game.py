"""Classified Information: two spies, 18 cards, one secret Suitcase each.

Each player tries to finish with a Final Card whose number is in the opponent's Suitcase Code,
deducing that Code through card abilities, assassinations and what the opponent plays.
"""

from __future__ import annotations

from pathlib import Path

from tutor.engine import Game, Option

from .board import Board, board_snapshot
from .cards import CARD_TYPES, card_info
from .decks import DECKS, DIFFICULTY, build_deck, check_deck, check_selection
from .illegal import explain
from .observe import observe
from .scenario import build_scenario, to_scenario
from .table import Table
from .turn import game_flow

HERE = Path(__file__).parent

OPTIONS = (
    Option("deck", "base", "which cards make the 18-card deck", choices=DECKS,
           rule="classified.deck.options"),
    Option("deck_select", {}, "with deck='select': number -> set (citrine, emerald, ruby) or a "
           "Promo card key; numbers left out use citrine", check=check_selection,
           rule="classified.deck.select"),
    Option("promos", False, "let the random decks also draw Promo cards", choices=(False, True),
           rule="classified.deck.promos"),
    Option("difficulty", "normal", "cards encrypted at set-up: normal 2, hard 4, insane 6",
           choices=tuple(DIFFICULTY), rule="classified.setup.encrypted"),
    Option("first_player", "random", "who takes the first turn", choices=("random", 0, 1),
           rule="classified.setup.first_player"),
    Option("react_prompt", "public", "when to ask the non-active player about reactions: "
           "'public' whenever public facts allow one (asking leaks nothing), 'when_able' only "
           "when they can really react", choices=("public", "when_able"),
           rule="classified.react.prompt"),
    Option("three_guards_meaning", "three_in_play", "Short Circuit / Suitcase Handoff: 'your "
           "Suitcase is guarded by 3 Guards' means 3 Guards in play ('three_in_play') or 3 "
           "Guards whose numbers are in your Suitcase Code ('three_in_code')",
           choices=("three_in_play", "three_in_code"), rule="classified.ruling.P3a"),
    Option("no_return_mail_allow_same", False, "No-Return Mail: may the opponent give back the "
           "card they just received", choices=(False, True), rule="classified.ruling.P9b"),
)


class ClassifiedInformation(Game):
    """The game definition; ``GAME`` in this package is its instance."""

    name = "classified"
    title = {"en": "Classified Information", "ja": "機密情報"}
    min_players = max_players = 2
    options = OPTIONS
    catalogue_file = sorted(str(p) for p in HERE.glob("rules*.toml"))

    def __repr__(self) -> str:
        return "<game classified: Classified Information, 2 players>"

    def new_board(self, state) -> Board:
        """An empty board (every zone empty, every counter at its start)."""
        return Board()

    def setup(self, state) -> None:
        """Deal a new game: hands, Suitcases, Encrypted cards, the first player."""
        b = _board(self, state)
        cards = build_deck(state.options, state.rng)
        deck = list(cards)
        state.rng.shuffle(deck)
        b.cards = sorted(cards)
        b.hands = [[deck.pop(0), deck.pop(0)] for _ in (0, 1)]
        b.suitcase = [deck.pop(0) for _ in (0, 1)]
        b.encrypted = [deck.pop(0) for _ in range(DIFFICULTY[state.options["difficulty"]])]
        b.deck = deck
        first = state.options["first_player"]
        b.first = b.current = state.rng.randrange(2) if first == "random" else first
        state.emit("setup", "classified.setup.deal", first=b.first,
                   private={p: {"hand": list(b.hands[p]), "suitcase": b.suitcase[p]}
                            for p in (0, 1)},
                   encrypted=len(b.encrypted), deck=len(deck))

    def setup_scenario(self, state, spec: dict) -> None:
        """A hand-set position; the keys are documented in ``scenario.py``."""
        build_scenario(_board(self, state), spec, state.options, state.rng)

    def to_scenario(self, state) -> dict:
        """The spec that rebuilds this position (at a player's turn Action)."""
        return to_scenario(state.board)

    def card(self, card_id: str) -> dict:
        """Name, set, number, guild, Code, keywords and text (en, ja) of a card id."""
        return card_info(card_id, self.catalogue)

    def flow(self, state):
        return game_flow(Table(state))

    def observe(self, state, player):
        return observe(Table(state), player)

    def snapshot(self, state):
        return board_snapshot(state.board)

    def result(self, state):
        return dict(state.board.result)

    def explain_illegal(self, state, player, action):
        return explain(Table(state), player, action, state.decision.rule)


def _board(game: ClassifiedInformation, state) -> Board:
    """The state's typed board (made here while the core still starts with a plain bag)."""
    if not isinstance(state.board, Board):
        state.board = game.new_board(state)
    return state.board


__all__ = ["ClassifiedInformation", "CARD_TYPES", "check_deck"]
