"""The Persona Non Grata game definition: options, setup, flow and the read-only hooks."""

from __future__ import annotations

from pathlib import Path

from tutor.engine import Game, Option

from . import illegal, observe, scenario
from .archive import run_archive
from .board import all_info_cards, deal_week, empty_board
from .cards import COMPANIES
from .day import run_day
from .scoring import run_scoring, winners

OPTIONS = (
    Option("removed_company", "lumni",
           "the company left out with 2 or 3 players (4 players use all six)", choices=COMPANIES, rule="persona.setup.removed_company"),
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
    min_players = 2
    max_players = 4
    options = OPTIONS
    catalogue_file = str(Path(__file__).with_name("rules.toml"))

    def setup(self, state) -> None:
        """Lay out the companies in play, shuffle the information cards and deal six each."""
        b = state.board
        empty_board(b, state.players, state.options["removed_company"])
        b.deck = all_info_cards(b.companies)
        state.rng.shuffle(b.deck)
        rule = "persona.setup.remove" if b.removed is None else "persona.setup.removed_company"
        state.emit("setup", rule, companies=list(b.companies), removed=b.removed)
        deal_week(state)

    def setup_scenario(self, state, spec: dict) -> None:
        scenario.setup_scenario(state, spec)

    def flow(self, state):
        """Days until the week's action cards are spent, the archive phase, then scoring."""
        b = state.board
        while b.phase != "over":
            if b.phase == "day":
                yield from run_day(state)
            elif b.phase == "archive":
                yield from run_archive(state)
            else:
                yield from run_scoring(state)

    def observe(self, state, player):
        return observe.observe(state, player)

    def snapshot(self, state):
        return observe.snapshot(state)

    def result(self, state):
        scores = state.board.scores
        return {"winners": winners(scores), "scores": [s["score"] for s in scores],
                "activated": [s["activated"] for s in scores],
                "keys": [s["keys"] for s in scores], "details": scores}

    def explain_illegal(self, state, player, action):
        return illegal.explain_illegal(state, player, action)
