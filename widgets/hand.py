"""A hand: a labelled row of cards as one HTML string."""

from __future__ import annotations

from html import escape
from typing import Sequence

from .card import HIGHLIGHT, Card, card_svg
from .i18n import count, t
from .theme import FAINT, LINE, MUTED


def zone_html(label: str, body: str, highlight: bool = False, part: str = "") -> str:
    """A titled, optionally highlighted box around ``body`` (shared by hands, piles, boards)."""
    border = f"3px solid {HIGHLIGHT}" if highlight else f"1px solid {LINE}"
    data = f' data-part="{escape(part)}"' if part else ""
    return (f'<div class="rt-zone{" rt-highlight" if highlight else ""}"{data} '
            f'style="display:inline-block;vertical-align:top;margin:4px;padding:6px;'
            f'border:{border};border-radius:8px">'
            f'<div style="font-size:12px;color:{MUTED};margin-bottom:4px">{escape(label)}</div>'
            f'{body}</div>')


def hand_html(cards: Sequence[Card], label: str, lang: str = "en", highlight: bool = False,
              part: str = "hand", hidden: int = 0) -> str:
    """``cards`` face up (or as given), then ``hidden`` extra card backs (an opponent's hand)."""
    shown = list(cards) + [Card(face_up=False)] * hidden
    body = "".join(card_svg(c, lang) for c in shown) or \
        f'<span style="color:{FAINT}">{escape(t("empty", lang))}</span>'
    return zone_html(f"{label} ({count('cards', lang, len(shown))})", body, highlight, part)
