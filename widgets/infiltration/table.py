"""Infiltration on the clickable table: the room V is the board.

``TABLE`` (a ``TableSpec``) draws, from one ``observe(viewer)`` only: the security monitor
(the proximity dial and the alarm), the facility in path order (face-down rooms as card backs,
revealed rooms with their name, tokens and file count; each room followed by the operatives
and NPCs in it; "Outside" first, where escaped operatives stand), the secret room apart with
the rooms that lead there (from the facility graph's edges), the viewer's own hand(s), own
face-down choice and own file values, the other operatives as public counts, and the cards
revealed this round. A hand card opens "Select face down"; a room, an operative or an NPC is
clicked when a card asks for one; options and "stop" are buttons under the table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tutor.engine.text import seat_name
from tutor.games.infiltration.cards import card_info, effects_text
from tutor.games.infiltration.content import content_named
from tutor.games.infiltration.facility import OUTSIDE, PATH, SECRET

from ..table import Piece, Scene, Spot, TableSpec, Zone
from .text import ui

if TYPE_CHECKING:
    from tutor.engine import Action

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
    table = content.actions if card in content.actions else content.items
    return table[card].name[lang] if card in table else card


# ---- pieces ------------------------------------------------------------------------------------
def room_piece(obs: dict, room: dict, lang: str) -> Piece:
    """A room: a card back while face down (position only), else its name, floor and tokens."""
    node = room["room"]
    if not room["revealed"]:
        return Piece(room_id(node), face_up=False, name=ui("face_down_room", lang, room=node))
    content = content_of(obs)
    card = content.rooms[room["card"]]
    tokens = ui("tokens_here", lang, locks=len(room["locks"]),
                scientists=len(room["scientists"]), interface=room["interface_tokens"])
    text = "\n".join([card_info(card.id, content)["text"][lang],
                      ui("files_here", lang, files=room["files"]), tokens])
    badge = f"▤{room['files']}" if room["files"] else ""
    marks = " ".join(f"{mark}{n}" for mark, n in (("⊘", len(room["locks"])),
                                                   ("☻", len(room["scientists"])),
                                                   ("⌨", room["interface_tokens"])) if n)
    return Piece(room_id(node), label=node, sub=card.name[lang],
                 color=FLOOR_INK[room["floor"]], icon=marks or FLOOR_MARK[room["floor"]],
                 badge=badge, name=f"{node} {card.name[lang]}", text=text)


def operative_token(obs: dict, o: dict, lang: str) -> Piece:
    """An operative standee: its seat's colour and number; wounded / delayed as a mark."""
    states = [ui(k, lang) for k in ("wounded", "delayed") if o[k]]
    badge = ("✚" if o["wounded"] else "") + ("⏸" if o["delayed"] else "")
    who = seat_name(o["owner"], lang, obs["viewer"])
    name = f"{operative_name(obs, o['operative'], lang)}, {who}"
    return Piece(f"op-{o['operative']}", kind="token", label=str(o["operative"] + 1),
                 color=seat_colour(o["owner"]), badge=badge,
                 name=", ".join([name] + states))


def npc_token(obs: dict, npc: dict, lang: str) -> Piece:
    """An NPC in a room (its card text on tap)."""
    content = content_of(obs)
    card = content.npcs[npc["id"]]
    down = npc["face"] != "up"
    name = card.name[lang] + (f" ({ui('npc_down', lang)})" if down else "")
    initials = "".join(w[0] for w in card.name["en"].split()[:2]).upper()
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


# ---- zones -------------------------------------------------------------------------------------
def monitor_zone(obs: dict, lang: str) -> Zone:
    """The proximity dial, the alarm, the round and the first player."""
    value = obs["proximity"]
    filled = min(10, value // 10)
    dial = "▰" * filled + "▱" * (10 - filled)
    hot = "#c62828" if value >= 80 else "#ef6c00" if value >= 50 else "#2e7d32"
    first = seat_name(obs["first"], lang, obs["viewer"])
    roll = obs["last_roll"]
    pieces = (
        Piece("proximity", kind="token", label=f"{value:02d}", color=hot,
              name=ui("dial", lang, value=value)),
        Piece("proximity-dial", kind="note", label=dial, sub=ui("dial", lang, value=value)),
        Piece("alarm", kind="token", label=str(obs["alarm"]), color="#5d4037",
              name=f"{ui('alarm', lang)} {obs['alarm']}"),
        Piece("round", kind="note", label=ui("round_line", lang, round=obs["round"], first=first),
              sub=ui("last_roll", lang, roll=roll) if roll else ui("no_roll", lang)),
    )
    return Zone("monitor", ui("monitor", lang), pieces, wide=True)


def facility_zone(obs: dict, lang: str) -> Zone:
    """Outside, then the twelve rooms of the V in path order, each with who stands in it."""
    rooms = {r["room"]: r for r in obs["rooms"]}
    pieces = [Piece(room_id(OUTSIDE), kind="slot", label=ui("outside", lang),
                    sub=ui("outside_sub", lang), name=ui("outside", lang))]
    pieces += occupants(obs, OUTSIDE, lang)
    for node in PATH:
        pieces.append(room_piece(obs, rooms[node], lang))
        pieces += occupants(obs, node, lang)
    return Zone("facility", ui("facility", lang), tuple(pieces), wide=True)


def secret_zone(obs: dict, lang: str) -> Zone:
    """The secret room apart, and the revealed rooms whose card leads into it (graph edges)."""
    room = next(r for r in obs["rooms"] if r["room"] == SECRET)
    access = [frm for frm, to, move in obs["edges"] if to == SECRET and move == "advance"]
    note = ui("secret_from", lang, rooms=", ".join(access)) if access else ui("secret_none", lang)
    pieces = [room_piece(obs, room, lang), *occupants(obs, SECRET, lang),
              Piece("secret-access", kind="note", sub=note)]
    return Zone("secret", ui("secret", lang), tuple(pieces))


def own_zones(obs: dict, lang: str) -> list[Zone]:
    """The viewer's hand per operative, face-down choice and files (a spectator: none)."""
    zones, files = [], []
    chosen = (obs.get("decision") or {}).get("chosen", "")
    for k, mine in enumerate(obs.get("mine", [])):
        op = mine["operative"]
        if obs["operatives"][op]["status"] != "inside":
            continue
        pending = None if mine["selected"] else picked_card(chosen, op)
        cards = tuple(hand_card(obs, op, c, lang) for c in mine["actions"] + mine["items"]
                      if c != pending)
        zone_id = "hand" if not zones else f"hand-{op}"
        zones.append(Zone(zone_id, ui("hand", lang, operative=operative_name(obs, op, lang)),
                          cards, wide=True, empty=ui("nothing", lang)))
        picked = mine["selected"] or pending
        if picked:
            zones.append(Zone(f"choice-{op}" if k else "choice", ui("choice", lang),
                              (hand_card(obs, op, picked, lang, marked=True,
                                         piece_id=f"chosen-{op}"),)))
        files += [(op, i, v) for i, v in enumerate(mine["files"])]
    if "mine" in obs:
        tokens = tuple(Piece(f"file-{op}-{i}", kind="token", label=str(v), color="#00695c",
                             name=f"{operative_name(obs, op, lang)}: {v}")
                       for op, i, v in files)
        total = sum(v for _, _, v in files)
        zones.append(Zone("files", ui("files", lang, total=total), tokens,
                          empty=ui("no_files", lang)))
    return zones


def picked_card(chosen: str, op: int) -> str | None:
    """The card of the viewer's own pending selection ``select(operative=op, card=...)``."""
    if not chosen.startswith("select(") or not chosen.endswith(")"):
        return None
    params = dict(part.split("=", 1) for part in chosen[len("select("):-1].split(", ")
                  if "=" in part)
    return params.get("card") if params.get("operative") == str(op) else None


def operatives_zone(obs: dict, lang: str) -> Zone:
    """Every operative as the table sees it: owner, hand size, file count, state."""
    pieces = []
    for o in obs["operatives"]:
        where = ui(o["status"], lang) if o["status"] != "inside" else \
            ui("in_room", lang, room=o["room"])
        marks = [ui(k, lang) for k in ("wounded", "delayed") if o[k]]
        if o["has_selected"]:
            marks.append(ui("chosen", lang))
        who = seat_name(o["owner"], lang, obs["viewer"])
        sub = " · ".join([ui("op_sub", lang, cards=o["hand_size"], files=o["files"]), where,
                          *marks])
        pieces.append(Piece(f"opinfo-{o['operative']}", kind="note",
                            label=ui("op_line", lang, who=who,
                                     name=operative_name(obs, o["operative"], lang)), sub=sub))
    return Zone("operatives", ui("operatives", lang), tuple(pieces), wide=True)


def played_zone(obs: dict, lang: str) -> Zone:
    """The cards revealed this round, in the order they were resolved."""
    pieces = tuple(replace(hand_card(obs, p["operative"], p["card"], lang, piece_id=f"played-{i}"),
                           sub=operative_name(obs, p["operative"], lang))
                   for i, p in enumerate(obs["played"]))
    return Zone("played", ui("played", lang), pieces, empty=ui("nothing", lang))


def npcs_zone(obs: dict, lang: str) -> Zone | None:
    """The NPC cards in play, their text on tap (None when there are none)."""
    if not obs["npcs"]:
        return None
    cards = []
    for npc in obs["npcs"]:
        token = npc_token(obs, npc, lang)
        cards.append(Piece(f"npc-card-{npc['id']}", label=token.label, sub=token.name,
                           color=NPC_INK, icon=npc["room"], name=token.name, text=token.text))
    return Zone("npcs", ui("npc_cards", lang), tuple(cards))


def status_line(obs: dict, lang: str) -> str:
    decision = obs.get("decision")
    if obs.get("end"):
        return ui("over", lang)
    if decision and decision["rule"] == "infiltration.select.choose":
        return ui("select_status", lang)
    return ui("choose_status", lang) if decision else ""


def scene(observation: dict, lang: str) -> Scene:
    """The whole table as ``observation``'s viewer sees it."""
    obs = observation
    zones = [monitor_zone(obs, lang), facility_zone(obs, lang), secret_zone(obs, lang),
             npcs_zone(obs, lang), *own_zones(obs, lang), played_zone(obs, lang),
             operatives_zone(obs, lang)]
    caption = f"{ui('caption', lang)}. {ui('set_note', lang, set=content_of(obs).name[lang])}"
    return Scene(tuple(z for z in zones if z is not None), caption=caption,
                 status=status_line(obs, lang))


# ---- where each play is made ---------------------------------------------------------------------
def locate(action: "Action", observation: dict) -> Spot:
    """A selection on the hand card; a room, operative or NPC on its piece; the rest below."""
    p = dict(action.params)
    if action.kind == "select":
        return Spot(f"hand-{p['operative']}-{p['card']}")
    if action.kind == "move_to":
        return Spot(room_id(p["room"]))
    if action.kind == "target":
        return Spot(f"op-{p['operative']}")
    if action.kind == "npc":
        return Spot(f"npc-{p['npc']}")
    return Spot(None)


def verb(action: "Action", lang: str) -> str:
    """The entry in the piece's menu."""
    if action.kind == "move_to":
        return ui("verb_escape" if action.room == OUTSIDE else "verb_move", lang)
    key = {"select": "verb_select", "target": "verb_target", "npc": "verb_npc",
           "stop": "verb_stop", "option": "verb_option"}.get(action.kind, "verb_option")
    return ui(key, lang)


def option_text(observation: dict, n: int, lang: str) -> str | None:
    """The effects of option ``n`` of the choice being made, as words."""
    task = next((t for t in observation.get("pending", []) if t.get("do") == "choose"), None)
    if task is None or n >= len(task["options"]):
        return None
    return effects_text(task["options"][n], lang, content_of(observation))


TABLE = TableSpec(scene, locate, verb)

__all__ = ["TABLE", "locate", "option_text", "scene", "verb"]
