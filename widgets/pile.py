"""A pile: its card count and (optionally) its top card, as one HTML string."""

from __future__ import annotations

from .card import Card, card_svg
from .hand import zone_html
from .i18n import count, t
from .theme import FAINT


def pile_html(number: int, label: str, top: Card | None = None, lang: str = "en",
              highlight: bool = False, part: str = "pile") -> str:
    """A face-down pile shows a back; give ``top`` for a discard pile's visible top card."""
    if number <= 0:
        body = f'<span style="color:{FAINT}">{t("empty", lang)}</span>'
    else:
        body = card_svg(top if top is not None else Card(face_up=False), lang)
    return zone_html(f"{label} ({count('cards', lang, max(number, 0))})", body, highlight, part)
