"""Cards drawn as inline SVG strings (no widget per card: put many of them in one HTML widget)."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from .i18n import t

WIDTH, HEIGHT = 60, 84
HIGHLIGHT = "#f5a623"
BACK_FILL = "#34495e"


@dataclass(frozen=True)
class Card:
    """What to draw on one card: a big ``label``, a small ``sub`` line, an ink ``color`` and a
    hover ``title``. ``face_up=False`` draws the back and ignores the other fields."""

    label: str = ""
    sub: str = ""
    color: str = "#222222"
    face_up: bool = True
    title: str = ""
    highlight: bool = False


def card_svg(card: Card, lang: str = "en", scale: float = 1.0) -> str:
    """One card as an ``<svg>`` element."""
    w, h = round(WIDTH * scale), round(HEIGHT * scale)
    stroke, width = (HIGHLIGHT, 4) if card.highlight else ("#555555", 1.5)
    if not card.face_up:
        name = escape(t("hidden_card", lang))
        return (f'<svg class="rt-card rt-card-back" width="{w}" height="{h}" viewBox="0 0 {WIDTH} '
                f'{HEIGHT}" role="img" aria-label="{name}"><title>{name}</title>'
                f'<rect x="2" y="2" width="{WIDTH - 4}" height="{HEIGHT - 4}" rx="6" '
                f'fill="{BACK_FILL}" stroke="{stroke}" stroke-width="{width}"/>'
                f'<rect x="9" y="9" width="{WIDTH - 18}" height="{HEIGHT - 18}" rx="4" '
                f'fill="none" stroke="#ffffff" stroke-opacity="0.5"/></svg>')
    label, sub, color = escape(card.label), escape(card.sub), escape(card.color)
    title = escape(card.title or " ".join(p for p in (card.label, card.sub) if p))
    size = 22 if len(card.label) <= 3 else 13
    return (f'<svg class="rt-card" width="{w}" height="{h}" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'role="img" aria-label="{title}"><title>{title}</title>'
            f'<rect x="2" y="2" width="{WIDTH - 4}" height="{HEIGHT - 4}" rx="6" fill="#ffffff" '
            f'stroke="{stroke}" stroke-width="{width}"/>'
            f'<text x="{WIDTH // 2}" y="44" font-size="{size}" font-weight="bold" '
            f'text-anchor="middle" fill="{color}">{label}</text>'
            f'<text x="{WIDTH // 2}" y="66" font-size="9" text-anchor="middle" '
            f'fill="{color}">{sub}</text></svg>')
