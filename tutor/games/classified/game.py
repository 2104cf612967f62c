"""Classified Information: two spies, 18 cards, one secret Suitcase each.

Each player tries to finish with a Final Card whose number is in the opponent's Suitcase Code,
deducing that Code through card abilities, assassinations and what the opponent plays.
"""

from __future__ import annotations

from pathlib import Path

from tutor.engine import Game, Option, ScenarioError
from tutor.engine.forms import check_form

from .board import Board
from .cards import CARD_TYPES, card_info
from .decks import DECKS, DIFFICULTY, build_deck, check_deck, check_selection
from .determinize import determinize as sample_hidden
from .illegal import explain
from .observe import observe
from .present.board import render_board
from .present.labels import action_label
from .positions import CHANCE, THEN, position_spec, replay_then, set_chance
from .effects.emerald import RULING_E6
from .forms import FORMS
from .scenario import build_scenario, seen_cards
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
    table_spec = "widgets.classified.table:TABLE"

    def new_board(self, state) -> Board:
        """An empty board (every zone empty, every counter at its start)."""
        return Board()

    def setup(self, state) -> None:
        """Deal a new game: hands, Suitcases, Encrypted cards, the first player."""
        b = state.board
        cards = build_deck(state.options, state.rng)
        deck = list(cards)
        state.rng.shuffle(deck)
        b.cards = sorted(cards)
        # dealt from the top: two cards to each hand, a Suitcase each, then the Encrypted cards
        dealt = 6 + DIFFICULTY[state.options["difficulty"]]
        b.hands = [deck[0:2], deck[2:4]]
        b.suitcase = deck[4:6]
        b.encrypted, b.deck = deck[6:dealt], deck[dealt:]
        first = state.options["first_player"]
        b.first = b.current = state.rng.randrange(2) if first == "random" else first
        state.emit("setup", "classified.setup.deal", first=b.first,
                   private={p: {"hand": list(b.hands[p]), "suitcase": b.suitcase[p]}
                            for p in (0, 1)},
                   encrypted=len(b.encrypted), deck=len(b.deck))

    def scenario(self, spec: dict, seed: int = 0, options: dict | None = None):
        """A hand-set position; every key is documented, with an example, in ``scenario.py``."""
        if type(spec) is not dict or THEN not in spec:
            return super().scenario(spec, seed, options)
        spec = dict(spec)
        then = spec.pop(THEN)
        state = super().scenario(spec, seed, options)
        replay_then(state, then)
        return state

    def setup_scenario(self, state, spec: dict) -> None:
        """Build the board a spec describes (``scenario`` replays its ``then`` actions)."""
        if THEN in spec:
            raise ScenarioError("scenario key 'then' is replayed by GAME.scenario(spec)")
        build_scenario(state.board, spec, state.options, state.rng)
        seen = seen_cards(spec, state.board)
        if seen:
            state.emit("seen_before", RULING_E6, cards=seen)
        if CHANCE in spec:
            set_chance(state, spec[CHANCE])

    def to_scenario(self, state) -> dict:
        """The spec that rebuilds this position, wherever the flow stands."""
        return position_spec(state)

    def card(self, card_id: str) -> dict:
        """Name, set, number, guild, Code, keywords and text (en, ja) of a card id."""
        return card_info(card_id, self.catalogue)

    def draw(self, observation: dict, lang: str = "en") -> str:
        """HTML (SVG cards) of the board as the observation's viewer sees it."""
        return render_board(observation, lang)

    def describe(self, action, lang: str = "en", viewer: int | None = None,
                 observation: dict | None = None) -> str:
        """``action`` as a sentence in ``lang`` ("Deploy 1 Fortune Teller (Assassin)"); with
        the viewer's observation, Guards they can see are named."""
        check_form(self.title["en"], action, FORMS)
        return action_label(action, lang, viewer, observation)

    def determinize(self, observation: dict, rng):
        """A full state this observation cannot tell from the real one (``determinize.py``)."""
        return sample_hidden(self, observation, rng)

    def flow(self, state):
        return game_flow(Table(state))

    def observe(self, state, player):
        return observe(Table(state), player)

    def result(self, state):
        return dict(state.board.result)

    def explain_illegal(self, state, player, action):
        return explain(Table(state), player, action, state.decision.rule)


__all__ = ["ClassifiedInformation", "CARD_TYPES", "check_deck"]
