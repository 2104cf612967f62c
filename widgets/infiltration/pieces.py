"""The pieces of the Infiltration table, each from one ``observe(viewer)``: rooms (a card back
while face down, showing only its position), operatives and NPCs as tokens, and the viewer's
own cards."""

from __future__ import annotations

from tutor.engine.text import list_sep, seat_name
from tutor.games.infiltration.texts import card_info
from tutor.games.infiltration.card_loader import content_named
from tutor.games.infiltration.facility import OUTSIDE

from ..table import Piece
from .text import ui, ui_count

FLOOR_INK = {1: "#1c5fb8", 2: "#a66a00", "secret": "#b3261e"}
SEAT_COLOURS = ("#d9480f", "#2b8a3e", "#1971c2", "#9c36b5", "#b35c00", "#495057")
NPC_INK = "#7d1a1a"
FLOOR_MARK = {1: "1F", 2: "2F", "secret": "S"}
ACTION_ICONS = {"advance": "▲", "retreat": "▼", "interface": "⌨", "download": "⬇"}


def content_of(obs: dict):
    return content_named(obs["options"]["content"])


def room_id(node: str) -> str:
    return "room-out" if node == OUTSIDE else f"room-{node}"


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def operative_name(obs: dict, op: int, lang: str) -> str:
    """"Kestrel (Operative 1)"."""
    card = obs["operatives"][op]["card"]
    name = content_of(obs).operatives[card].name[lang]
    number = "エージェント" if lang == "ja" else "Operative "
    return f"{name} ({number}{op + 1})"


def card_name(obs: dict, card: str, lang: str) -> str:
    content = content_of(obs)
    for table in (content.actions, content.items, content.specials):
        if card in table:
            return table[card].name[lang]
    return card


def placed_here(obs: dict, node: str, lang: str) -> list[str]:
    """The names of the item and special cards lying on ``node``."""
    return [card_name(obs, p["card"], lang) for p in obs.get("placed", []) if p["room"] == node]


def room_piece(obs: dict, room: dict, lang: str) -> Piece:
    """A room: a card back showing its position while face down, else its position, name,
    tokens (⊘ locks, ☻ scientists, ⌨ interface), face-down files and the cards placed on it."""
    node = room["room"]
    if not room["revealed"]:
        return Piece(room_id(node), face_up=False, badge=node,
                     name=ui("face_down_room", lang, room=node))
    content = content_of(obs)
    card = content.rooms[room["card"]]
    tokens = ui("tokens_here", lang, locks=len(room["locks"]),
                scientists=len(room["scientists"]), interface=room["interface_tokens"])
    lines = [card_info(card.id, content)["text"][lang],
             ui_count("files_here", lang, room["files"]), tokens]
    placed = placed_here(obs, node, lang)
    if placed:
        lines.append(ui("placed_here", lang, cards=list_sep(lang).join(placed)))
    badge = f"▤{room['files']}" if room["files"] else ""
    marks = " ".join(f"{mark}{n}" for mark, n in (("⊘", len(room["locks"])),
                                                   ("☻", len(room["scientists"])),
                                                   ("⌨", room["interface_tokens"]),
                                                   ("◆", len(placed))) if n)
    return Piece(room_id(node), label=node, sub=card.name[lang],
                 color=FLOOR_INK[room["floor"]], icon=marks or FLOOR_MARK[room["floor"]],
                 badge=badge, name=f"{node} {card.name[lang]}", text="\n".join(lines))


def operative_token(obs: dict, o: dict, lang: str) -> Piece:
    """An operative standee: its seat's colour and number; wounded / delayed as a mark."""
    states = [ui(k, lang) for k in ("wounded", "delayed") if o[k]]
    badge = ("✚" if o["wounded"] else "") + ("⏸" if o["delayed"] else "")
    who = seat_name(o["owner"], lang, obs["viewer"])
    name = f"{operative_name(obs, o['operative'], lang)}{list_sep(lang)}{who}"
    return Piece(f"op-{o['operative']}", kind="token", label=str(o["operative"] + 1),
                 color=seat_colour(o["owner"]), badge=badge,
                 name=list_sep(lang).join([name] + states))


def npc_initials(name: dict, lang: str) -> str:
    """A token's short label in ``lang``: "JH" for "Jack Hammer", the Japanese name's first
    two characters ("ジャ") on the Japanese table, a code name's letters ("CSX") in both."""
    if name["ja"] == name["en"]:                      # a code name: "CSX-13" -> "CSX"
        return name["en"].split("-")[0][:3]
    if lang == "ja":
        return name["ja"].replace("・", "")[:2]
    return "".join(w[0] for w in name["en"].split()[:2]).upper()


def npc_token(obs: dict, npc: dict, lang: str) -> Piece:
    """An NPC in a room (its card text on tap)."""
    content = content_of(obs)
    card = content.npcs[npc["id"]]
    down = npc["face"] != "up"
    name = card.name[lang] + (f" ({ui('npc_down', lang)})" if down else "")
    initials = npc_initials(card.name, lang)
    return Piece(f"npc-{npc['id']}", kind="token", label=initials, color=NPC_INK,
                 badge="↓" if down else "", name=name,
                 text=card_info(npc["id"], content)["text"][lang])


def occupants(obs: dict, node: str, lang: str) -> list[Piece]:
    """The operatives (inside, or escaped for "Outside") and NPCs at ``node``."""
    if node == OUTSIDE:
        return [operative_token(obs, o, lang) for o in obs["operatives"]
                if o["status"] == "escaped"]
    pieces = [operative_token(obs, o, lang) for o in obs["operatives"]
              if o["status"] == "inside" and o["room"] == node]
    return pieces + [npc_token(obs, n, lang) for n in obs["npcs"] if n["room"] == node]


def hand_card(obs: dict, op: int, card: str, lang: str, marked: bool = False,
              piece_id: str | None = None) -> Piece:
    """One of the viewer's own cards (an action card or an item), its text on tap."""
    content = content_of(obs)
    action = card in content.actions
    info = card_info(card, content)
    return Piece(piece_id or f"hand-{op}-{card}", label=ACTION_ICONS.get(card, "◆"),
                 sub=info["name"][lang], color="#37474f" if action else "#6a1b9a",
                 icon=ui("action_card" if action else "item_card", lang),
                 name=info["name"][lang], text=info["text"][lang], marked=marked)
