"""Shared ipywidgets components for every game's tutorial and play apps.

Boards and cards are SVG/HTML strings inside a few ``ipywidgets.HTML``; input is a handful of
buttons and dropdowns. Everything shown is built from ``State.observe(viewer)`` and
``State.events_for(viewer)`` only. See README.md in this folder.
"""

from .action_picker import ActionPicker, group_by_kind
from .card import Card, card_svg
from .hand import hand_html, zone_html
from .i18n import LANGS, player_name, t
from .language import LanguageSwitch
from .lesson_view import LessonView
from .log import LogPanel, citation_html, describe_event
from .pile import pile_html
from .play_view import PlayView
from .rule_panel import RulePanel, provenance_html, rule_html
from .stepper import Stepper

__all__ = [
    "ActionPicker", "Card", "LANGS", "LanguageSwitch", "LessonView", "LogPanel", "PlayView",
    "RulePanel", "Stepper", "card_svg", "citation_html", "describe_event", "group_by_kind",
    "hand_html", "pile_html", "player_name", "provenance_html", "rule_html", "t", "zone_html",
]
