"""The board as HTML with an SVG map, drawn from one observation (pure strings, no widgets).

Cities are coloured by continent; roads, barriers (white or black) and radars are drawn from the
map graph; the agent's piece is always shown, the forger's only in her own observation (with her
route this round); the possible-city shading and the public history follow the options.
"""

from __future__ import annotations

from html import escape

from tutor.engine.colours import INK, PANEL, PAPER, PRINTED

from . import texts as words
from .cards import default_decks
from .worldmap import default_map, road_cities

STYLE = f"font-family:sans-serif;font-size:12px;color:{INK};background:{PAPER}"


def _line(a, b, **attrs) -> str:
    extra = " ".join(f'{k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<line x1="{a[0]}" y1="{a[1]}" x2="{b[0]}" y2="{b[1]}" {extra}/>'


def _roads(obs: dict) -> list[str]:
    world, out = default_map(), []
    width = world.size[0]
    for key in world.roads:
        a, b = (world.cities[c]["pos"] for c in road_cities(key))
        if key in world.wrap:
            left, right = sorted((a, b))
            mid_y = (left[1] + right[1]) / 2
            out.append(_line(left, (0, mid_y), stroke="#888", stroke_dasharray="4 3"))
            out.append(_line(right, (width, mid_y), stroke="#888", stroke_dasharray="4 3"))
            points = [((left[0]) / 2, (left[1] + mid_y) / 2)]
        else:
            out.append(_line(a, b, stroke="#888", stroke_width=2))
            points = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)]
        colour = obs["barriers"].get(key)
        if colour:
            x, y = points[0]
            fill = "#fff" if colour == "white" else "#111"
            out.append(f'<rect class="rn-barrier rn-{colour}" {PRINTED} x="{x - 7}" '
                       f'y="{y - 4}" width="14" height="8" fill="{fill}" stroke="#111" data-road="{escape(key)}"/>')
    return out


def _cities(obs: dict, lang: str) -> list[str]:
    world, out = default_map(), []
    possible = set(obs["possible"]) if obs["show_possible"] else set()
    searched = {c["city"] for c in obs["clues"] if c["kind"] == "search"} \
        if obs["show_history"] else set()
    cashed = {c["city"] for c in obs["checks"]["cashed"]}
    for cid, data in world.cities.items():
        x, y = data["pos"]
        colour = world.continents[data["continent"]]["colour"]
        if cid in possible:
            out.append(f'<circle class="rn-possible" cx="{x}" cy="{y}" r="13" fill="#ffd54f" '
                       f'fill-opacity="0.6"/>')
        out.append(f'<circle class="rn-city" data-city="{cid}" cx="{x}" cy="{y}" r="7" '
                   f'fill="{colour}" style="stroke:{INK}"/>')
        if cid in searched:
            out.append(_line((x - 5, y - 5), (x + 5, y + 5), style=f"stroke:{INK}",
                             stroke_width=2))
        if cid in cashed:
            out.append(f'<text x="{x + 8}" y="{y - 8}" fill="#2e7d32" font-weight="bold">$</text>')
        out.append(f'<text x="{x}" y="{y + 19}" text-anchor="middle">'
                   f'{escape(data["name"][lang])}</text>')
    return out


def _pieces(obs: dict) -> list[str]:
    world, out = default_map(), []
    if obs.get("trail"):
        path = [c for entry in obs["trail"][-2:] for c in entry["cities"]]
        pts = " ".join(f"{world.cities[c]['pos'][0]},{world.cities[c]['pos'][1]}" for c in path)
        out.append(f'<polyline class="rn-trail" points="{pts}" fill="none" stroke="#c62828" '
                   f'stroke-width="3" stroke-dasharray="6 3"/>')
    x, y = world.cities[obs["agent_city"]]["pos"]
    out.append(f'<g class="rn-agent-piece" {PRINTED}><rect class="rn-agent" x="{x - 9}" '
               f'y="{y - 28}" width="18" height="14" fill="#1565c0"/><text x="{x}" y="{y - 17}" '
               f'text-anchor="middle" fill="#fff" font-size="9">FBI</text></g>')
    if obs.get("forger_city"):
        x, y = world.cities[obs["forger_city"]]["pos"]
        out.append(f'<circle class="rn-forger" {PRINTED} cx="{x}" cy="{y}" r="5" fill="#c62828" '
                   f'stroke="#fff" stroke-width="2"/>')
    return out


def _radars(obs: dict, lang: str) -> list[str]:
    world, out = default_map(), []
    for cid, data in world.continents.items():
        x, y = data["radar"]
        colour = obs["radars"].get(cid)
        fill = {"white": "#fff", "black": "#111"}.get(colour, "none")
        printed = f" {PRINTED}" if colour else ""
        out.append(f'<circle class="rn-radar-space"{printed} data-continent="{cid}" '
                   f'cx="{x}" cy="{y}" r="11" fill="{fill}" stroke="{data["colour"]}" stroke-width="3"/>')
        out.append(f'<text x="{x + 16}" y="{y + 4}">{escape(data["name"][lang])}</text>')
    return out


def svg_map(obs: dict, lang: str = "en") -> str:
    world = default_map()
    w, h = world.size
    body = _roads(obs) + _radars(obs, lang) + _cities(obs, lang) + _pieces(obs)
    return (f'<svg class="rn-map" viewBox="0 0 {w} {h + 20}" width="100%" '
            f'xmlns="http://www.w3.org/2000/svg" role="img" aria-label="'
            f'{escape(world.name[lang])}" style="fill:{INK}"><rect width="{w}" height="{h + 20}" '
            f'style="fill:{PANEL}"/>'
            + "".join(body) + "</svg>")


def _disc(entry, lang: str) -> str:
    if entry is None:
        return "·"
    value = "?" if entry["disc"] is None else words.disc(entry["disc"], lang)
    return f"{words.role(entry['role'], lang)} {escape(str(value))}"


def _row(obs: dict, lang: str) -> str:
    cells = []
    actions = default_decks().actions
    for card in obs["row"]:
        halves = actions[card["card"]]
        parts = [f"{escape(words.half(code, lang))}: {_disc(entry, lang)}"
                 for code, entry in zip(halves, card["discs"])]
        cells.append(f'<td class="rn-card" data-card="{card["card"]}">'
                     + "<br>".join(parts) + "</td>")
    return f'<table class="rn-row"><tr>{"".join(cells)}</tr></table>' if cells else ""


def _status(obs: dict, lang: str) -> str:
    checks = obs["checks"]
    hand = (", ".join(words.check(c, lang) for c in checks["hand"])
            if checks["hand"] is not None else str(checks["hand_count"]))
    items = [
        ("Round", "ラウンド", obs["round"]),
        ("Initiative", "先攻", words.role(obs["initiative"], lang)),
        ("Cashed", "換金額", f"${checks['total']:,}"),
        ("Captures", "確保", obs["captures"]),
        ("Security", "セキュリティ", obs["security"]),
        ("Checks in hand", "手札の小切手", hand),
        ("Upgrades", "改良カード", ", ".join(words.upgrade(u, lang) for u in obs["upgrades"]["held"])
         or "-"),
        ("Face-up upgrades", "公開中の改良カード",
         ", ".join(words.upgrade(u, lang) for u in obs["upgrades"]["display"]) or "-"),
        ("Identities", "偽職業", ", ".join(
            words.identity(i["id"], lang) + (" ✗" if i["flipped"] else "")
            for i in obs["identities"])),
    ]
    index = 0 if lang == "en" else 1
    return "<ul class=\"rn-status\">" + "".join(
        f"<li>{escape(item[index])}: {escape(str(item[2]))}</li>" for item in items) + "</ul>"


def _history(obs: dict, lang: str) -> str:
    if not obs["show_history"]:
        return ""
    lines = []
    for clue in obs["clues"]:
        if clue["kind"] == "report":
            text = words._report(clue["reports"], lang)
        elif clue["kind"] in ("search", "cash", "capture"):
            text = f"{clue['kind']}: {words.city(clue['city'], lang)}" if lang == "en" else {
                "search": "捜索", "cash": "換金", "capture": "確保"}[clue["kind"]] + "：" + \
                words.city(clue["city"], lang)
        else:
            continue
        lines.append(f"<li>{escape(str(clue['round']))}: {escape(text)}</li>")
    return f'<ol class="rn-history">{"".join(lines)}</ol>' if lines else ""


def draw(observation: dict, lang: str = "en") -> str:
    """HTML of the board as ``observation``'s viewer sees it."""
    world = default_map()
    return (f'<div class="rn-board" style="{STYLE}"><div class="rn-title"><b>'
            f'{escape(world.name[lang])}</b> — {escape(world.note[lang])}</div>'
            + svg_map(observation, lang) + _row(observation, lang) + _status(observation, lang)
            + _history(observation, lang) + "</div>")
