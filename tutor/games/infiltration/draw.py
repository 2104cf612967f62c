"""The board as SVG inside HTML, drawn from one observation: the room V from the facility graph,
tokens, NPCs, operatives, the security monitor and the viewer's own hands. Pure strings."""

from __future__ import annotations

from html import escape

from tutor.engine.colours import PRINTED
from tutor.engine.text import Seat

from .texts import TEXTS
from .card_loader import content_named
from .facility import PATH, SECRET

WIDTH, HEIGHT, ROOM_W, ROOM_H = 900, 330, 70, 58
FLOOR_FILL = {1: "#cfe3ff", 2: "#fff2b8", "secret": "#ffd0d0"}
SEAT_COLOURS = ("#d9480f", "#2b8a3e", "#1971c2", "#9c36b5", "#e67700", "#495057")


def position(node: str) -> tuple[int, int]:
    """Top-left corner of a room: floor 1 down the left arm, floor 2 up the right arm, the
    secret room in the middle of the V."""
    if node == SECRET:
        return WIDTH // 2 - ROOM_W // 2, 20
    i = PATH.index(node)
    x = 8 + i * 74
    y = 20 + (i if i < 6 else 11 - i) * 45
    return x, y


def centre(node: str) -> tuple[int, int]:
    """The centre of a room's box."""
    x, y = position(node)
    return x + ROOM_W // 2, y + ROOM_H // 2


def edge_lines(observation: dict) -> list[str]:
    """One line per pair of linked rooms (dashed for the secret room)."""
    lines = []
    for frm, to, move in observation["edges"]:
        if move != "advance" or "out" in (frm, to):
            continue
        (x1, y1), (x2, y2) = centre(frm), centre(to)
        dash = ' stroke-dasharray="5 4"' if SECRET in (frm, to) else ""
        lines.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#868e96" '
                     f'stroke-width="2"{dash}/>')
    return lines


def room_box(room: dict, observation: dict, content, lang: str) -> str:
    """One room: its box, name, tokens, NPCs and operatives (a room card is printed: its own
    paper and ink in both themes)."""
    x, y = position(room["room"])
    fill = FLOOR_FILL[room["floor"]] if room["revealed"] else "#dee2e6"
    title = content.rooms[room["card"]].name[lang] if room["revealed"] else \
        TEXTS.tr("draw_face_down", lang)
    parts = [f'<g class="rt-room" {PRINTED} data-room="{room["room"]}">',
             f'<rect x="{x}" y="{y}" width="{ROOM_W}" height="{ROOM_H}" rx="6" fill="{fill}" '
             f'stroke="#343a40"/>',
             f'<text x="{x + 4}" y="{y + 13}" font-size="8" font-weight="bold">'
             f'{escape(room["room"])} {escape(title[:15])}</text>']
    if room["revealed"]:
        lines = (TEXTS.tr("draw_room_files", lang, files=room["files"],
                          interface=room["interface_tokens"]),
                 TEXTS.tr("draw_room_guards", lang, locks=len(room["locks"]),
                          scientists=len(room["scientists"])))
        for k, line in enumerate(lines):
            parts.append(f'<text x="{x + 4}" y="{y + 23 + 8 * k}" font-size="6">'
                         f'{escape(line)}</text>')
    npcs = [content.npcs[n["id"]].name[lang] + ("" if n["face"] == "up" else " (↓)")
            for n in observation["npcs"] if n["room"] == room["room"]]
    if npcs:
        parts.append(f'<text x="{x + 4}" y="{y + 42}" font-size="7" fill="#c92a2a">'
                     f'{escape(", ".join(npcs))}</text>')
    parts += operative_markers(room["room"], observation, x, y)
    parts.append("</g>")
    return "".join(parts)


def operative_markers(node: str, observation: dict, x: int, y: int) -> list[str]:
    """A coloured disc per operative in the room (hollow when wounded), numbered 1-based."""
    marks = []
    here = [o for o in observation["operatives"] if o["room"] == node and o["status"] == "inside"]
    for k, o in enumerate(here):
        cx, cy = x + 10 + k * 15, y + ROOM_H - 9
        colour = SEAT_COLOURS[o["owner"] % len(SEAT_COLOURS)]
        fill = "white" if o["wounded"] else colour
        marks.append(f'<circle class="rt-operative" cx="{cx}" cy="{cy}" r="6" fill="{fill}" '
                     f'stroke="{colour}" stroke-width="2"/><text x="{cx - 3}" y="{cy + 3}" '
                     f'font-size="8">{o["operative"] + 1}</text>')
    return marks


def card_name(card: str, content, lang: str) -> str:
    """An action or item card's name."""
    for table in (content.actions, content.items):
        if card in table:
            return table[card].name[lang]
    return card


def side_panel(observation: dict, content, lang: str) -> list[str]:
    """The security monitor, who is first, escaped operatives and the viewer's own hands."""
    viewer = observation["viewer"]
    lines = [TEXTS.tr("draw_monitor", lang, round=observation["round"],
                      alarm=observation["alarm"], proximity=observation["proximity"]),
             TEXTS.tr("draw_first", lang, viewer, player=Seat(observation["first"]))]
    out = [content.operatives[o["card"]].name[lang] for o in observation["operatives"]
           if o["status"] == "escaped"]
    lines.append(TEXTS.tr("draw_out", lang, names=", ".join(out) or TEXTS.tr("draw_none", lang)))
    if observation["played"]:
        names = [content.operatives[o["card"]].name[lang] for o in observation["operatives"]]
        cards = [f'{names[p["operative"]]}: {card_name(p["card"], content, lang)}'
                 for p in observation["played"]]
        lines.append(TEXTS.tr("draw_played", lang, cards=", ".join(cards)))
    for mine in observation.get("mine", []):
        o = observation["operatives"][mine["operative"]]
        cards = [card_name(c, content, lang) for c in mine["actions"] + mine["items"]]
        lines.append(TEXTS.tr("draw_hand", lang, operative=content.operatives[o["card"]].name[lang],
                              cards=", ".join(cards), files=sum(mine["files"])))
    return [f'<div class="rt-line">{escape(line)}</div>' for line in lines]


def draw(observation: dict, lang: str = "en") -> str:
    """HTML of the facility as the observation's viewer sees it."""
    content = content_named(observation["options"]["content"])
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
           f'width="100%" role="img" class="rt-facility">']
    svg += edge_lines(observation)
    svg += [room_box(r, observation, content, lang) for r in observation["rooms"]]
    svg.append("</svg>")
    title = TEXTS.tr("draw_title", lang, set=content.name[lang])
    return (f'<div class="rt-board rt-infiltration"><div class="rt-title">{escape(title)}</div>'
            + "".join(svg) + "".join(side_panel(observation, content, lang)) + "</div>")
