"""The Infiltration game definition: options, setup, flow and the read-only hooks."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tutor.engine import Game, IllegalAction, Option
from tutor.engine.errors import UnknownCard
from tutor.engine.forms import check_form

from . import coach_terms, flow, observe, scenario, setup
from .board import Board
from .card_loader import CONTENT_ROOT, content_named, register_content
from .determinize import SEARCH
from .determinize import determinize as sample_hidden
from .draw import draw as draw_board
from .evaluation import evaluate
from .forms import forms
from .illegal import explain_illegal
from .lessons import LESSONS
from .rules_bot import RulesBot
from .scoring import TIE_BREAKS, winners
from .texts import TEXTS, card_info, describe

CONTENT_SETS = tuple(sorted(p.name for p in CONTENT_ROOT.iterdir() if (p / "set.toml").is_file()))

OPTIONS = (
    Option("content", "tutor", "the content set played: the tutor's own set of rooms, items "
           "and special cards (the printed cards are not available)", choices=CONTENT_SETS,
           rule="infiltration.ruling.own_set"),
    Option("tie_break", "files_then_items", "how equal totals are split: more file tokens, then "
           "more item cards ('files_then_items'), or a shared win ('shared')",
           choices=tuple(TIE_BREAKS), rule="infiltration.ruling.tie_break"),
    Option("csx_releases_files", False, "whether locks and scientists destroyed by an NPC release "
           "their extra file tokens", choices=(False, True), rule="infiltration.ruling.csx_files"),
    Option("entry_enter", "each", "at setup the entry room's enter effect applies to each "
           "operative ('each') or once, to the first player's operative ('once')",
           choices=("each", "once"), rule="infiltration.ruling.entry_effects"),
    Option("secret_exit", "came_from", "Retreat from the secret room goes back where the operative "
           "came from ('came_from') or to any revealed room leading there ('any')",
           choices=("came_from", "any"), rule="infiltration.ruling.secret_retreat"),
    Option("two_player_capture", "escaped", "with two players a seat scores its escaped "
           "operatives ('escaped'), or cannot win once one is captured ('all')",
           choices=("escaped", "all"), rule="infiltration.ruling.two_player"),
)


class Infiltration(Game):
    """Operatives raid a facility for files and must escape before proximity reaches 99."""

    name = "infiltration"
    title = {"en": "Infiltration", "ja": "インフィルトレーション"}
    min_players = 2
    max_players = 6
    options = OPTIONS
    catalogue_file = str(Path(__file__).with_name("rules.toml"))
    table_spec = "widgets.infiltration.table:TABLE"

    # its parts, for bots, the coach and the tutorial
    rules_bot = RulesBot
    evaluation = staticmethod(evaluate)
    search = SEARCH
    coach_terms = coach_terms
    lessons = tuple(LESSONS)
    texts = TEXTS

    def __init__(self, content_folder: str | Path | None = None):
        """The game on the shipped sets, or on the content set in ``content_folder`` only."""
        if content_folder is not None:
            name = register_content(content_folder)
            self.options = tuple(replace(o, default=name, choices=(name,))
                                 if o.name == "content" else o for o in OPTIONS)

    def new_board(self, state) -> Board:
        return Board(content=state.options["content"])

    def setup(self, state) -> None:
        setup.setup(state)

    def setup_scenario(self, state, spec: dict) -> None:
        scenario.setup_scenario(state, spec)

    def to_scenario(self, state) -> dict:
        return scenario.to_scenario(state)

    def flow(self, state):
        return flow.run(state)

    def observe(self, state, player):
        return observe.observe(state, player)

    def result(self, state) -> dict:
        b = state.board
        scores = b.scores or []
        return {"winners": winners(scores, state.options["tie_break"]), "reason": b.end,
                "scores": [s["score"] for s in scores], "details": scores}

    def explain_illegal(self, state, player, action):
        return explain_illegal(state, player, action)

    def card(self, card_id: str) -> dict:
        content = next(o.default for o in self.options if o.name == "content")
        info = card_info(card_id, content_named(content))
        if info is None:
            raise UnknownCard(f"infiltration has no card {card_id!r}; ids look like 'lobby' "
                              "(rooms), 'lockpick-set' (items), 'prototype-1' (specials), "
                              "'harris' (NPCs), 'kestrel' (operatives), 'advance' (actions)")
        return info

    def describe(self, action, lang: str = "en", viewer: int | None = None) -> str:
        """``action`` as a sentence (operatives by number: the same for every viewer)."""
        content = content_named(next(o.default for o in self.options if o.name == "content"))
        check_form(self.title["en"], action, forms(content))
        return describe(action, lang, content)

    def draw(self, observation: dict, lang: str = "en") -> str:
        return draw_board(observation, lang)

    def determinize(self, observation: dict, rng):
        return sample_hidden(self, observation, rng)


__all__ = ["Infiltration", "IllegalAction"]
