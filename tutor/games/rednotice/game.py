"""The Red Notice game definition: options, the hooks, and where each part lives."""

from __future__ import annotations

from tutor.engine import Game, Option
from tutor.engine.forms import check_form

from . import coach_terms as terms
from . import flow, illegal, scenario
from . import observe as observing
from .board import Board
from .determinize import SEARCH, determinize
from .draw import draw as draw_board
from .evaluation import evaluate
from .forms import forms
from .lessons import LESSONS
from .rules_bot import RulesBot
from .scoring import result
from .setup import announce, deal
from .texts import RULES_FILE, TEXTS, describe
from .texts import card as card_entry
from .worldmap import default_map


def _distance(value) -> str | None:
    return None if type(value) is int and 0 <= value <= 4 else "a whole number from 0 to 4"


OPTIONS = (
    Option("identities", "beginner", "the forger's two fake identities: 'beginner' (Journalist "
           "and Pilot) or 'random' (2 of the 6)", choices=("beginner", "random"),
           rule="rednotice.setup.identities"),
    Option("forger_seat", 0, "who plays the forger: seat 0, seat 1 or 'random'",
           choices=(0, 1, "random"), rule="rednotice.setup.roles"),
    Option("forger_history", True, "draw the forger's public history (reports, cashings, "
           "searches) on the map", choices=(True, False), rule="rednotice.setup.history"),
    Option("deduction_aid", True, "shade the cities where the forger may be",
           choices=(True, False), rule="rednotice.deduce.possible"),
    Option("first_initiative", "forger", "who holds the initiative in round 1",
           choices=("forger", "agent"), rule="rednotice.setup.initiative"),
    Option("agent_start", default_map().agent_start, "the agent's starting city",
           choices=tuple(default_map().cities), rule="rednotice.setup.agent_start"),
    Option("forger_min_distance", 3, "how many roads at least between the agent and the "
           "forger's secret starting city", check=_distance, rule="rednotice.setup.forger_start"),
    Option("removal_timing", "any_action", "when the forger may spend 2 security points to "
           "remove a white item: 'any_action' (before each of her actions and after a Security "
           "gain) or 'security_action' (only during her Security actions)",
           choices=("any_action", "security_action"), rule="rednotice.security.removal_timing"),
    Option("reinforce_when", "numbers", "when Reinforcements is offered: 'numbers' (only when "
           "both discs on the card show numbers) or 'any_reveal' (whenever her disc is revealed)",
           choices=("numbers", "any_reveal"), rule="rednotice.upgrade.reinforce_when"),
    Option("move_black_barriers", False, "whether a Security symbol may also move a black "
           "barrier when all 4 are out", choices=(False, True),
           rule="rednotice.security.move_barrier"),
    Option("black_barriers_count", True, "whether black barriers count toward the 4 on the map",
           choices=(True, False), rule="rednotice.security.black_cap"),
)


class RedNotice(Game):
    """Programming, bluff and hidden movement on the tutor's own world map."""

    name = "rednotice"
    title = {"en": "Red Notice", "ja": "レッド・ノーティス"}
    min_players = 2
    max_players = 2
    options = OPTIONS
    catalogue_file = str(RULES_FILE)

    rules_bot = RulesBot
    evaluation = staticmethod(evaluate)
    search = SEARCH
    coach_terms = terms
    lessons = tuple(LESSONS)
    texts = TEXTS
    table_spec = "widgets.rednotice.table:TABLE"

    def new_board(self, state) -> Board:
        return Board()

    def setup(self, state) -> None:
        deal(state)
        announce(state)

    def setup_scenario(self, state, spec: dict) -> None:
        scenario.setup_scenario(state, spec)

    def to_scenario(self, state) -> dict:
        return scenario.to_scenario(state)

    def flow(self, state):
        return flow.run(state)

    def observe(self, state, player):
        return observing.observe(state, player)

    def result(self, state) -> dict | None:
        return result(state)

    def explain_illegal(self, state, player, action):
        return illegal.explain_illegal(state, player, action)

    def describe(self, action, lang: str = "en", viewer: int | None = None) -> str:
        check_form(self.title["en"], action, forms())
        return describe(action, lang)

    def card(self, card_id: str) -> dict:
        return card_entry(card_id)

    def determinize(self, observation: dict, rng):
        return determinize(self, observation, rng)

    def draw(self, observation: dict, lang: str = "en") -> str:
        return draw_board(observation, lang)
