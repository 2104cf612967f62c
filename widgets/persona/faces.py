"""Persona cards as inline SVG: an information or corporation card face, or a card back."""

from __future__ import annotations

from html import escape

from tutor.games.persona.cards import company_of, is_corporation_card, value_of

from ..card import HIGHLIGHT, Card, card_svg
from .text import COMPANY_COLORS, company_name, card_name, rank_name, tr, CORPORATION

W, H = 60, 84


def face_svg(card: str, lang: str, lit: bool = False, scale: float = 0.8, note: str = "") -> str:
    """A face-up card: the company band, its value and its rank; ``data-card`` holds the id."""
    company = company_of(card)
    color = COMPANY_COLORS.get(company, "#444444")
    w, h = round(W * scale), round(H * scale)
    stroke, sw = (HIGHLIGHT, 4) if lit else ("#555555", 1.5)
    title = escape(card_name(card, lang) + (f" ({note})" if note else ""))
    rank = tr(CORPORATION, lang) if is_corporation_card(card) else rank_name(card, lang)
    fill = "#f3efe2" if is_corporation_card(card) else "#ffffff"
    small = 8 if len(rank) > 9 else 9
    return (f'<svg class="rt-card" data-card="{escape(card)}" width="{w}" height="{h}" '
            f'viewBox="0 0 {W} {H}" role="img" aria-label="{title}"><title>{title}</title>'
            f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="6" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{sw}"/>'
            f'<rect x="4" y="4" width="{W - 8}" height="16" rx="4" fill="{color}"/>'
            f'<text x="{W // 2}" y="16" font-size="10" font-weight="bold" text-anchor="middle" '
            f'fill="#ffffff">{escape(company_name(company))}</text>'
            f'<text x="{W // 2}" y="50" font-size="24" font-weight="bold" text-anchor="middle" '
            f'fill="{color}">{value_of(card)}</text>'
            f'<text x="{W // 2}" y="70" font-size="{small}" text-anchor="middle" '
            f'fill="#333333">{escape(rank)}</text></svg>')


def back_svg(lang: str, lit: bool = False, scale: float = 0.8, note: str = "") -> str:
    """A card back (no identity at all); ``note`` is shown under it."""
    svg = card_svg(Card(face_up=False, highlight=lit), lang, scale)
    if not note:
        return svg
    return (f'<span style="display:inline-block;text-align:center;vertical-align:top">{svg}'
            f'<br><span style="font-size:9px;color:#555555">{escape(note)}</span></span>')
