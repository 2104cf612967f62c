"""The whole text audit of one game: its rules catalogue as the rule panels show it, every
lesson played to its end on the tutorial app, a game on its explorer, and random games."""

from __future__ import annotations

from tutor import games
from tutor.lessons import LANGUAGES

from ..rule_panel import rule_html
from .explorers import audit_explorer
from .games import audit_games
from .lessons import audit_lessons
from .tally import Tally

GAMES = ("classified", "persona", "rednotice", "infiltration")


def audit_catalogue(name: str, tally: Tally | None = None) -> Tally:
    """Every rule as the rule panel draws it (title, text, provenance, related rules)."""
    tally = tally if tally is not None else Tally()
    catalogue = games.load(name).catalogue
    for rule in catalogue:
        for lang in LANGUAGES:
            tally.read_html(name, lang, rule_html(rule, lang, catalogue), f"rule panel {rule.id}")
    return tally


def audit(name: str, random_games: int, tally: Tally | None = None) -> Tally:
    """The catalogue, the lessons, the explorer and ``random_games`` random games of ``name``."""
    tally = tally if tally is not None else Tally()
    audit_catalogue(name, tally)
    audit_lessons(name, tally)
    audit_explorer(name, tally)
    audit_games(name, random_games, tally)
    return tally
