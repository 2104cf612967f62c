"""The Persona Non Grata game definition: options, hooks, and the parts it declares."""

from __future__ import annotations

from pathlib import Path

from tutor.engine import Game, Option, UnknownCard
from tutor.engine.forms import check_form

from . import coach_terms, flow, illegal, observe, scenario, setup
from .board import Board
from .cards import (CARD_ID_HELP, COMPANIES, MAX_PLAYERS, MIN_PLAYERS, RANKS, company_of,
                    is_corporation_card, is_known_card, rank_of, value_of)
from .determinize import SEARCH
from .determinize import determinize as sample_hidden
from .draw import draw_board
from .evaluation import evaluate
from .forms import FORMS
from .lessons import LESSONS
from .rules_bot import RulesBot
from .scoring import winners
from .texts import TEXTS, action_text, card_name, card_text, company_name

OPTIONS = (
    Option("removed_company", "lumni",
           "the company left out with 2 or 3 players (4 players use all six)", choices=COMPANIES,
           rule="persona.setup.removed_company"),
    Option("activator", "cheapest", "which activator a player gives up at the final scoring: "
           "'cheapest' picks it automatically, 'choose' lets the player pick",
           choices=("cheapest", "choose"), rule="persona.score.activator_choice"),
    Option("sole_scorer_key", "leader", "a company's only scorer also takes its key ('leader') "
           "or the key stays where it is ('table')", choices=("leader", "table"),
           rule="persona.archive.sole"),
    Option("steal_optional", False, "whether a thief may decline to steal",
           choices=(False, True), rule="persona.archive.steal_mandatory"),
    Option("key_needs_activation", False, "whether a key's point needs its company activated",
           choices=(False, True), rule="persona.score.key_unconditional"),
)


class PersonaNonGrata(Game):
    """Three weeks of simultaneous drafting; majorities per company; activation at the end."""

    name = "persona"
    title = {"en": "Persona Non Grata", "ja": "ペルソナ・ノン・グラータ"}
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = OPTIONS
    catalogue_file = str(Path(__file__).with_name("rules.toml"))
    table_spec = "widgets.persona.table:TABLE"

    # its parts, for bots, the coach and the tutorial
    rules_bot = RulesBot
    evaluation = staticmethod(evaluate)
    search = SEARCH
    coach_terms = coach_terms
    lessons = tuple(LESSONS)
    texts = TEXTS

    def new_board(self, state) -> Board:
        """Every zone empty for this player count, stacks full, keys on the table."""
        return Board.empty(state.players, state.options["removed_company"])

    def setup(self, state) -> None:
        """Shuffle the information cards of the companies in play and deal six each."""
        setup.setup(state)

    def setup_scenario(self, state, spec: dict) -> None:
        """A hand-set position (keys documented in ``tutor.games.persona.scenario``)."""
        scenario.setup_scenario(state, spec)

    def to_scenario(self, state) -> dict:
        """The spec that ``scenario`` rebuilds into this position."""
        return scenario.spec_from_board(state)

    def flow(self, state):
        """Days until the week's action cards are spent, the archive phase, then scoring."""
        return flow.flow(state)

    def observe(self, state, player):
        """Public facts, and the viewer's hand and face-down choices."""
        return observe.observe(state, player, own_open_choice(state, player))

    def result(self, state):
        scores = state.board.scores
        return {"winners": winners(scores), "scores": [s["score"] for s in scores],
                "activated": [s["activated"] for s in scores],
                "keys": [s["keys"] for s in scores], "details": scores}

    def explain_illegal(self, state, player, action):
        return illegal.explain_illegal(state, player, action)

    def draw(self, observation: dict, lang: str = "en") -> str:
        """The board as the observation's viewer sees it, as HTML with SVG cards."""
        return draw_board(observation, lang, catalogue=self.catalogue)

    def describe(self, action, lang: str = "en", viewer: int | None = None) -> str:
        """``action`` as a sentence in ``lang`` (seats named as ``viewer`` reads them)."""
        check_form(self.title["en"], action, FORMS)
        return action_text(action, lang, viewer)

    def determinize(self, observation: dict, rng):
        """A full state this observation cannot tell from the real one (``determinize.py``)."""
        return sample_hidden(self, observation, rng)

    def card(self, card_id: str) -> dict:
        """A card's company, rank, value, name and text in English and Japanese."""
        if not is_known_card(card_id):
            raise UnknownCard(f"persona has no card {card_id!r}: {CARD_ID_HELP}")
        company = company_of(card_id)
        corporation = is_corporation_card(card_id)
        return {"id": card_id, "kind": "corporation" if corporation else "information",
                "company": company, "set": company,
                "company_name": {lang: company_name(company, lang) for lang in ("en", "ja")},
                "rank": "corporation" if corporation else RANKS[rank_of(card_id)][0],
                "value": value_of(card_id),
                "number": None if corporation else int(card_id[5:]),
                "name": {lang: card_name(card_id, lang) for lang in ("en", "ja")},
                "text": {lang: card_text(card_id, lang) for lang in ("en", "ja")}}


def own_open_choice(state, player):
    """``player``'s action in the simultaneous decision still waiting for others (or None).

    In a simultaneous decision each player acts once, so their latest history entry is it."""
    decision = state.decision
    if player is None or decision is None or len(decision.players) < 2 \
            or player not in decision.players or player in state.to_act:
        return None
    return next(e.action for e in reversed(state.history) if e.player == player)
