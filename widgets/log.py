"""The game log: events (as the viewer may see them) in en/ja, each citing its rule.

A game gives ``event_text``: a mapping from event kind to ``T(en, ja)`` templates (``{field}``
placeholders from the event, plus ``{who}``, the name of the event's ``player``), or to a function
``f(event, lang, viewer) -> str``; or one such function for all kinds.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any, Callable, Mapping

import ipywidgets as w

from tutor.lessons.text import T

from .i18n import after_title, player_name, t
from .rule_panel import provenance_html
from .theme import LINK

if TYPE_CHECKING:
    from tutor.engine import Catalogue

EventText = Mapping[str, Any] | Callable[[dict, str, "int | None"], str | None] | None
MAX_LINES = 60


class _Fields(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def describe_event(event: dict, lang: str, viewer: int | None, event_text: EventText = None) -> str:
    """The event as one plain-text sentence in ``lang``."""
    template: Any = event_text
    if isinstance(event_text, Mapping):
        template = event_text.get(event["kind"])
    if isinstance(template, T):
        fields = _Fields(event)
        fields["who"] = player_name(event.get("player"), lang, viewer)
        return template.get(lang).format_map(fields)
    if callable(template):
        text = template(event, lang, viewer)
        if text:
            return text
    details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("kind", "rule", "player"))
    who = f"{player_name(event['player'], lang, viewer)}: " if "player" in event else ""
    return f"{who}{event['kind']}" + (f" ({details})" if details else "")


def citation_html(rule_id: str, catalogue: "Catalogue", lang: str) -> str:
    """"rule: <title>"; a click opens the rule's text and provenance. The id sits only in a
    nested "For designers" detail, never in the line a learner reads."""
    designers = (f'<details class="rt-rule-detail" style="font-size:11px"><summary>'
                 f'{escape(t("for_designers", lang))}</summary><code>{escape(rule_id)}</code>'
                 f'</details>')
    if rule_id not in catalogue:
        return f'<span class="rt-cite" style="display:inline-block">{designers}</span>'
    rule = catalogue[rule_id]
    title = escape(rule.title[lang])
    return (f'<details class="rt-cite" data-rule="{escape(rule_id)}" style="display:inline-block;'
            f'vertical-align:top"><summary title="{title}" style="cursor:pointer;color:{LINK};'
            f'font-size:11px">{escape(t("rule_cite", lang))}: {title}</summary>'
            f'<div style="font-size:12px;max-width:420px">'
            f'<b>{escape(after_title(rule.title[lang]))}</b>'
            f'{escape(rule.text[lang])}{provenance_html(rule, lang)}{designers}</div></details>')


def marker_room(last: int) -> int:
    """The room in ch an ordered list leaves for its numbers up to ``last`` ("100." needs 4
    ch and one more for the gap; 24 px, 3 ch, cut "100." to "00.")."""
    return max(3, len(str(last)) + 2)


class LogPanel:
    """One HTML widget listing the viewer's events, newest last, the latest ones in bold."""

    def __init__(self, catalogue: "Catalogue", event_text: EventText = None):
        self.catalogue = catalogue
        self.event_text = event_text
        self.widget = w.HTML()
        self.widget.add_class("rt-log")

    def render(self, events: list[dict], lang: str, viewer: int | None, new: int = 0) -> None:
        """Redraw from ``events`` (``State.events_for(viewer)``); the last ``new`` are bold."""
        head = f"<h4 style='margin:4px 0'>{escape(t('log', lang))}</h4>"
        if not events:
            self.widget.value = head + f"<div>{escape(t('log_empty', lang))}</div>"
            return
        first_new = len(events) - new
        lines = []
        for number, event in enumerate(events):
            if number < len(events) - MAX_LINES:
                continue
            text = escape(describe_event(event, lang, viewer, self.event_text))
            weight = "bold" if number >= first_new else "normal"
            lines.append(f'<li class="rt-event" style="font-weight:{weight}">{text} '
                         f'{citation_html(event["rule"], self.catalogue, lang)}</li>')
        self.widget.value = head + f'<ol start="{max(1, len(events) - MAX_LINES + 1)}" ' \
                                   f'style="margin:0;padding-left:{marker_room(len(events))}ch">' \
                                   f'{"".join(lines)}</ol>'
