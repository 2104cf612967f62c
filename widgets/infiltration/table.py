"""Infiltration on the clickable table: the room V is the board.

``TABLE`` (a ``TableSpec``) draws, from one ``observe(viewer)`` only: the security monitor
(the proximity dial and the alarm), the facility as the V of rooms laid out from the facility
graph (``facility_map``: face-down rooms as card backs, revealed rooms with their name, tokens
and file count, the operatives and NPCs under their room, "Outside" above the entry room, the
secret room apart in the middle, corridors as lines), the viewer's own hand(s), own
face-down choice and own file values, the other operatives as public counts, and the cards
revealed this round. A hand card opens "Select face down"; a room, an operative or an NPC is
clicked when a card asks for one; options and "stop" are buttons under the table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tutor.engine.text import seat_name
from tutor.games.infiltration.texts import effects_text
from tutor.games.infiltration.board import PROXIMITY_END
from tutor.games.infiltration.facility import OUTSIDE

from ..table import Piece, Scene, Spot, TableSpec, Zone
from .facility_map import facility_zone
from .pieces import (NPC_INK, card_name, content_of, hand_card, npc_token, operative_name,
                     room_id)
from .text import ui, ui_count

if TYPE_CHECKING:
    from tutor.engine import Action

# ---- zones -------------------------------------------------------------------------------------
def monitor_zone(obs: dict, lang: str) -> Zone:
    """The proximity dial, the alarm, the round and the first player."""
    value = obs["proximity"]
    filled = 10 if value >= PROXIMITY_END else min(9, value // 10)   # full only at the end
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


def own_zones(obs: dict, lang: str) -> list[Zone]:
    """The viewer's hand per operative, face-down choice and files (a spectator: none)."""
    zones, files = [], []
    chosen = (obs.get("decision") or {}).get("chosen", "")
    for k, mine in enumerate(obs.get("mine", [])):
        op = mine["operative"]
        status = obs["operatives"][op]["status"]
        if status == "escaped":                  # out with its files: they score
            files += [(op, i, v) for i, v in enumerate(mine["files"])]
        if status != "inside":
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
        parts = [ui("op_sub", lang, cards=ui_count("n_cards", lang, o["hand_size"]),
                    files=ui_count("n_files", lang, o["files"])), where, *marks]
        sub = ("、" if lang == "ja" else " · ").join(parts)
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
    zones = [monitor_zone(obs, lang), facility_zone(obs, lang), npcs_zone(obs, lang), *own_zones(obs, lang), played_zone(obs, lang),
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

__all__ = ["TABLE", "card_name", "content_of", "locate", "operative_name", "option_text",
           "scene", "verb"]
