"""Classified Information cards as inline SVG: number, Code, guild, name and set colour.

A face is drawn only for a card id the viewer's observation shows; a back never names a card.
Every face carries its id in ``data-card`` so tests can find which cards a page shows.
"""

from __future__ import annotations

from html import escape

from tutor.engine.colours import FAINT, PANEL, PRINTED, SOFT_LINE

from .cards import card_type, code, guild

from .texts import CODE_WORD, GUILD_NAMES, HIDDEN, SET_NAMES, YOU_KNOW, card_name, tr

WIDTH, HEIGHT = 74, 104
HIGHLIGHT = "#f5a623"
BACK_FILL = "#2c3e50"
SET_COLORS = {"citrine": "#d4a017", "emerald": "#1e8449", "ruby": "#b03a2e", "promo": "#7d3c98"}
# A symbol per guild (shield-like pentagon, crossed swords, diamond), so a Guard, an Assassin
# and a Sentinel differ at a glance, not by an 11 px letter (the clickable table uses the same).
GUILD_MARK = {"Guard": "☗", "Assassin": "⚔", "Sentinel": "◈"}


def _wrap(name: str, width: int) -> list[str]:
    """Split a card name into at most three short lines."""
    if not name.isascii():                       # Japanese: cut by characters
        step = 7
        return [name[i:i + step] for i in range(0, len(name), step)][:3]
    lines, line = [], ""
    for word in name.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return (lines + [line])[:3]


def _frame(inner: str, label: str, highlight: bool, cls: str, data: str, scale: float) -> str:
    """The card's svg (a face or a back is printed: its own paper and ink in both themes)."""
    if cls in ("rt-face", "rt-back"):
        data += f"{PRINTED} "
    w, h = round(WIDTH * scale), round(HEIGHT * scale)
    return (f'<svg class="rt-card {cls}" {data}width="{w}" height="{h}" '
            f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{label}" '
            f'style="margin:2px;vertical-align:top"><title>{label}</title>{inner}'
            + (f'<rect x="1.5" y="1.5" width="{WIDTH - 3}" height="{HEIGHT - 3}" rx="7" '
               f'fill="none" stroke="{HIGHLIGHT}" stroke-width="3"/>' if highlight else "")
            + "</svg>")


def face_svg(card: str, lang: str, highlight: bool = False, scale: float = 1.0,
             note: str = "") -> str:
    """The face of ``card`` (an id such as ``C5-G``); ``note`` is a small line at the bottom."""
    ct = card_type(card)
    color = SET_COLORS.get(ct.set, "#555555")
    g = guild(card)
    low, mid, high = code(ct.number)
    title = escape(f"{card_name(card, lang)} · {tr(GUILD_NAMES[g], lang)} · "
                   f"{tr(SET_NAMES[ct.set], lang)} · {tr(CODE_WORD, lang)} {low}-{mid}-{high}")
    name_lines = _wrap(ct.name_ja if lang == "ja" else ct.name_en, 13)
    names = "".join(f'<text x="{WIDTH // 2}" y="{60 + 10 * i}" font-size="8.5" '
                    f'text-anchor="middle" fill="#222222">{escape(line)}</text>'
                    for i, line in enumerate(name_lines))
    keywords = " ".join(ct.keywords)
    inner = (
        f'<rect x="2" y="2" width="{WIDTH - 4}" height="{HEIGHT - 4}" rx="7" fill="#ffffff" '
        f'stroke="{color}" stroke-width="2"/>'
        f'<rect x="2" y="2" width="{WIDTH - 4}" height="18" rx="7" fill="{color}"/>'
        f'<text x="6" y="16" font-size="14" font-weight="bold" fill="#ffffff">'
        f'{GUILD_MARK[g]}</text>'
        f'<text x="{WIDTH - 7}" y="15" font-size="8" text-anchor="end" fill="#ffffff">'
        f'{low} {mid} {high}</text>'
        f'<text x="{WIDTH // 2}" y="48" font-size="26" font-weight="bold" text-anchor="middle" '
        f'fill="{color}">{ct.number}</text>'
        + names
        + (f'<text x="{WIDTH // 2}" y="{HEIGHT - 16}" font-size="7" text-anchor="middle" '
           f'fill="{color}">{escape(keywords)}</text>' if keywords else "")
        + (f'<text x="{WIDTH // 2}" y="{HEIGHT - 6}" font-size="7.5" text-anchor="middle" '
           f'fill="#555555">{escape(note)}</text>' if note else "")
    )
    return _frame(inner, title, highlight, "rt-face", f'data-card="{escape(card)}" ', scale)


def back_svg(lang: str, highlight: bool = False, scale: float = 1.0, note: str = "",
             known: str | None = None) -> str:
    """A card back. ``known`` (the owner's own face-down card) is named in the caption only."""
    label = escape(tr(HIDDEN, lang))
    caption = ""
    data = ""
    if known is not None:
        ct = card_type(known)
        data = f'data-card="{escape(known)}" '
        caption = (f'<rect x="8" y="58" width="{WIDTH - 16}" height="34" rx="4" fill="#ffffff"/>'
                   f'<text x="{WIDTH // 2}" y="70" font-size="7.5" text-anchor="middle" '
                   f'fill="#333333">{escape(tr(YOU_KNOW, lang))}</text>'
                   f'<text x="{WIDTH // 2}" y="86" font-size="15" font-weight="bold" '
                   f'text-anchor="middle" fill="{SET_COLORS.get(ct.set, "#333333")}">'
                   f'{ct.number}</text>')
        label = escape(f"{tr(HIDDEN, lang)} · {tr(YOU_KNOW, lang)} {card_name(known, lang)}")
    inner = (
        f'<rect x="2" y="2" width="{WIDTH - 4}" height="{HEIGHT - 4}" rx="7" fill="{BACK_FILL}" '
        f'stroke="#555555" stroke-width="1.5"/>'
        f'<rect x="8" y="8" width="{WIDTH - 16}" height="{HEIGHT - 16}" rx="5" fill="none" '
        f'stroke="#ffffff" stroke-opacity="0.5"/>'
        f'<text x="{WIDTH // 2}" y="36" font-size="16" text-anchor="middle" fill="#ffffff" '
        f'fill-opacity="0.6">✦</text>'
        + caption
        + (f'<text x="{WIDTH // 2}" y="{HEIGHT - 6}" font-size="7.5" text-anchor="middle" '
           f'fill="#ffffff">{escape(note)}</text>' if note and known is None else "")
    )
    return _frame(inner, label, highlight, "rt-back", data, scale)


def empty_svg(lang: str, label, highlight: bool = False, scale: float = 1.0) -> str:
    """An empty spot (dashed outline) with a small label such as "Guard spot 2"."""
    text = escape(label if isinstance(label, str) else tr(label, lang))
    inner = (f'<rect x="3" y="3" width="{WIDTH - 6}" height="{HEIGHT - 6}" rx="7" '
             f'style="fill:{PANEL};stroke:{SOFT_LINE}" stroke-dasharray="4 3"/>'
             f'<text x="{WIDTH // 2}" y="{HEIGHT // 2 + 3}" font-size="8" text-anchor="middle" '
             f'style="fill:{FAINT}">{text}</text>')
    return _frame(inner, text, highlight, "rt-empty", "", scale)

