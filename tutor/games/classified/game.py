"""Classified Information: two spies, 18 cards, one secret Suitcase each.

Each player tries to finish with a Final Card whose number is in the opponent's Suitcase Code,
deducing that Code through card abilities, assassinations and what the opponent plays.
"""

from __future__ import annotations

from pathlib import Path

from tutor.engine import Game, Option, ScenarioError

from .cards import CARD_TYPES
from .decks import DECKS, DIFFICULTY, build_deck, check_deck, check_selection
from .observe import observe, snapshot
from .table import GUARD_SPOTS, Table
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
    name = "classified"
    title = {"en": "Classified Information", "ja": "機密情報"}
    min_players = max_players = 2
    options = OPTIONS
    catalogue_file = sorted(str(p) for p in HERE.glob("rules*.toml"))

    def setup(self, state) -> None:
        b = state.board
        cards = build_deck(state.options, state.rng)
        deck = list(cards)
        state.rng.shuffle(deck)
        hands = [[deck.pop(0), deck.pop(0)] for _ in (0, 1)]
        suitcases = [deck.pop(0) for _ in (0, 1)]
        encrypted = [deck.pop(0) for _ in range(DIFFICULTY[state.options["difficulty"]])]
        first = state.options["first_player"]
        first = state.rng.randrange(2) if first == "random" else first
        _fill(b, cards, deck, hands, suitcases, encrypted, first)
        state.emit("setup", "classified.setup.deal", first=first,
                   private={p: {"hand": list(hands[p]), "suitcase": suitcases[p]}
                            for p in (0, 1)},
                   encrypted=len(encrypted), deck=len(deck))

    def setup_scenario(self, state, spec: dict) -> None:
        """A hand-set position. ``spec`` keys: hands, suitcases (required), deck, discard,
        encrypted, guards (per player up to 3 of {card, up, cover} or null), current, drawn,
        react_debt, area. All zones together must hold a valid 18-card deck."""
        from .scenario import build_scenario
        build_scenario(state, spec)

    def flow(self, state):
        return game_flow(Table(state))

    def observe(self, state, player):
        return observe(Table(state), player)

    def snapshot(self, state):
        return snapshot(Table(state))

    def result(self, state):
        return dict(state.board.result)

    def explain_illegal(self, state, player, action):
        from .illegal import explain
        return explain(Table(state), player, action, state.decision.rule)


def _fill(b, cards, deck, hands, suitcases, encrypted, first) -> None:
    b.cards = list(cards)                     # the 18 cards in play (public deck list)
    b.deck, b.hands, b.suitcase, b.encrypted = deck, hands, suitcases, encrypted
    b.discard, b.limbo = [], []
    b.guards = [[None] * GUARD_SPOTS for _ in (0, 1)]
    b.area = [[], []]
    b.encrypted_by = {}
    b.react_debt = [False, False]
    b.suitcase_public = [False, False]
    b.current, b.first, b.turn, b.drawn = first, first, 1, False
    b.winner, b.win_reason, b.win_rule, b.result = None, None, None, None
    b.flags = {}                              # per-card bookkeeping (e.g. once-per-game uses)


__all__ = ["ClassifiedInformation", "CARD_TYPES", "ScenarioError", "check_deck"]
