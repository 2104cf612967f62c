"""Classified Information: two spies, 18 cards, one secret Suitcase each.

Each player tries to finish with a Final Card whose number is in the opponent's Suitcase Code,
deducing that Code through card abilities, assassinations and what the opponent plays.
"""

from __future__ import annotations

from tutor.engine import Game, Option
from tutor.engine.forms import check_form

from . import coach_terms as terms
from .board import Board
from .cards import CARD_TYPES, card_info
from .catalogue import RULE_FILES, rules_catalogue
from .decks import DECKS, DIFFICULTY, check_deck, check_selection
from .determinize import SEARCH
from .determinize import determinize as sample_hidden
from .draw import render_board
from .effects import ABILITIES
from .effects.emerald import RULING_E6, seen_before
from .evaluation import evaluate
from .flow import RULE_ACTION, game_flow
from .forms import FORMS
from .illegal import explain
from .labels import action_label
from .lessons import LESSONS
from .observe import observe
from .rules_bot import RulesBot
from .scenario import board_spec, build_scenario, seen_cards
from .setup import deal
from .table import Table
from .texts import TEXTS

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
    catalogue_file = RULE_FILES
    # only a turn Action is a board-only point: every other decision lies inside an ability or
    # a reaction window still resolving (the engine writes those as a turn Action and ``then``)
    rest_rules = frozenset({RULE_ACTION})
    abilities = ABILITIES                # what each card type brings to the flow

    # ---- parts (``tutor.engine.Game``) ----
    rules_bot = RulesBot
    evaluation = staticmethod(evaluate)
    search = SEARCH
    coach_terms = terms
    lessons = tuple(LESSONS)
    texts = TEXTS
    table_spec = "widgets.classified.table:TABLE"

    @property
    def catalogue(self):
        """The rules catalogue, loaded once and shared with the text that names rules."""
        return rules_catalogue()

    def new_board(self, state) -> Board:
        """An empty board (every zone empty, every counter at its start)."""
        return Board()

    def setup(self, state) -> None:
        """Deal a new game: hands, Suitcases, Encrypted cards, the first player."""
        deal(state)

    def setup_scenario(self, state, spec: dict) -> None:
        """Build the board a spec describes (the engine handles ``then`` and ``chance``)."""
        build_scenario(state.board, spec, state.options, state.rng)
        seen = seen_cards(spec, state.board)
        if seen:
            state.emit("seen_before", RULING_E6, cards=seen)

    def to_scenario(self, state) -> dict:
        """The spec of a position at a turn Action: the board, and the cards seen before."""
        spec = board_spec(state.board)
        seen = seen_before(state.board, state.log)
        if seen:
            spec["seen"] = seen
        return spec

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
