"""Red Notice on the clickable table: the map, the four action cards, discs, checks, upgrades
and identities, built from one observation; every legal action is made on the piece it names.

- cities: Start here, Go here, Move here / Move via ... (the forger's route ends there), Stay
  here (her own city); the agent piece: Search here;
- radar spaces and road points: place, remove or move radars and barriers;
- a disc in hand, then a free card half: Place; the half with your disc: Reinforce;
- checks, upgrades and identity tiles: Discard, Cash, Give to the agent, Use this identity;
- Pass, Stop, Decline, Keep the points, No reinforcements and Wild are buttons under the map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from tutor.engine.colours import readable
from tutor.engine.text import list_sep
from tutor.games.rednotice import texts as words
from tutor.games.rednotice.cards import default_decks, half_kind

from ..table import Piece, Scene, Spot, TableSpec, Zone
from .mapscene import AGENT_INK, FORGER_INK, map_zone, radar_piece_id, road_piece_id
from .words import (CARD, CASHED, CHECK_DOWN, CHECKS, DISC_DOWN, DISC_STACK, DISC_UP,
                    FREE_HALF, HELD, HELD_SHORT, IDENTITIES, MOVE_HERE, MOVE_VIA, NONE_YET,
                    ON_OFFER, STAY, TABLE_CAPTION, THEIR_DISCS, UPGRADES, USED, VERBS,
                    YOUR_DISCS)

if TYPE_CHECKING:
    from tutor.engine import Action

ROLE_INK = {"agent": AGENT_INK, "forger": FORGER_INK}
HALF_INK = {"check": "#2e7d32", "bank": "#6d4c41", "security": "#455a64", "move": "#1565c0",
            "wild": "#8e24aa"}
HALF_ICON = {"check": "✉", "bank": "$", "security": "◉", "move": "➜", "wild": "★"}
# A check's ink: its continent's colour, darkened where needed to read on the card's paper.
CONTINENT_INK = {code: readable(colour) for code, colour in
                 {"NA": "#3b7dd8", "SA": "#3aa55a", "EU": "#b8901a", "AF": "#e2792b",
                  "AS": "#d04a4a", "OC": "#8a5cc7"}.items()}


def half_id(card: str, half: int) -> str:
    return f"{card}-{half}"


def disc_id(index: int) -> str:
    return f"disc-{index}"


def _other(role: str | None) -> str:
    return "agent" if role == "forger" else "forger"


# ---- zones ------------------------------------------------------------------------------------
def _half(card: str, index: int, code: str, entry: dict | None, lang: str) -> Piece:
    kind = half_kind(code)
    name = words.half(code, lang)
    number = words.card_number(card)
    if entry is None:
        return Piece(half_id(card, index), label=HALF_ICON[kind], sub=name, icon=f"#{number}",
                     color=HALF_INK[kind], name=FREE_HALF.get(lang).format(half=name))
    who = words.role(entry["role"], lang)
    if entry["disc"] is None:
        badge, disc = "?", DISC_DOWN.get(lang).format(role=who)
    else:
        value = words.disc(entry["disc"], lang) + ("+3" if entry.get("bonus") else "")
        badge, disc = value, DISC_UP.get(lang).format(role=who, value=value)
    return Piece(half_id(card, index), label=HALF_ICON[kind], sub=name, icon=f"#{number}",
                 color=ROLE_INK[entry["role"]], badge=badge, marked=True,
                 name=f"{name}: {disc}")


def _cards(obs: dict, lang: str) -> list[Zone]:
    actions = default_decks().actions
    zones = []
    for card in obs["row"]:
        cid = card["card"]
        pieces = tuple(_half(cid, i, code, entry, lang)
                       for i, (code, entry) in enumerate(zip(actions[cid], card["discs"])))
        title = CARD.get(lang).format(number=words.card_number(cid))
        zones.append(Zone(f"card-{cid}", title, pieces))
    return zones


def _discs(obs: dict, lang: str) -> list[Zone]:
    role = obs["role"]
    if role is None:
        return []
    mine = obs["discs"][role]
    used = list_sep(lang).join(words.disc(d, lang) for d in mine["used"]) or "-"
    own = tuple(Piece(disc_id(i), kind="token", label=words.disc(d, lang), color=ROLE_INK[role],
                      name=DISC_UP.get(lang).format(role=words.role(role, lang),
                                                    value=words.disc(d, lang)))
                for i, d in enumerate(mine["hand"]))
    note = Piece("disc-stack", kind="note",
                 sub=DISC_STACK.get(lang).format(stack=mine["stack"], used=used))
    other = _other(role)
    theirs = tuple(Piece(f"their-disc-{i}", kind="token", face_up=False,
                         name=DISC_DOWN.get(lang).format(role=words.role(other, lang)))
                   for i in range(obs["discs"][other]["hand"]))
    return [Zone("discs", YOUR_DISCS.get(lang), own + (note,)),
            Zone("their_discs", THEIR_DISCS.get(lang).format(
                role=words.role(other, lang).capitalize() if lang == "en" else
                words.role(other, lang)), theirs)]


def check_piece(check: str, lang: str, marked: bool = False) -> Piece:
    card = words.card(check)
    value = card["value"] // 1000
    return Piece(check, label=f"${value}k" if lang == "en" else f"{value // 10}万",
                 sub=words.continent(card["continent"], lang),
                 color=CONTINENT_INK[card["continent"]], name=card["name"][lang],
                 text=card["text"][lang], marked=marked)


def _checks(obs: dict, lang: str) -> list[Zone]:
    """The forger's hand (face down for the agent, unless Tracking shows it) and the cashed
    checks, face up for both."""
    checks = obs["checks"]
    if checks["hand"] is not None:
        hand = tuple(check_piece(c, lang) for c in checks["hand"])
    else:
        hand = tuple(Piece(f"check-{i}", face_up=False, name=CHECK_DOWN.get(lang))
                     for i in range(checks["hand_count"]))
    cashed = tuple(check_piece(c["check"], lang, marked=True) for c in checks["cashed"])
    return [Zone("checks", f'{CHECKS.get(lang)} ({checks["hand_count"]})', hand),
            Zone("cashed", CASHED.get(lang).format(total=checks["total"] // 1000), cashed,
                 empty=NONE_YET.get(lang))]


def _upgrades(obs: dict, lang: str) -> Zone:
    pieces = []
    for uid, where in [(u, ON_OFFER) for u in obs["upgrades"]["display"]] + \
            [(u, HELD) for u in obs["upgrades"]["held"]]:
        card = words.card(uid)
        corner = HELD_SHORT if where is HELD else where
        pieces.append(Piece(uid, sub=card["name"][lang], icon=corner.get(lang), color="#37474f",
                            name=f'{card["name"][lang]} ({where.get(lang)})',
                            text=card["text"][lang], marked=where is HELD))
    return Zone("upgrades", UPGRADES.get(lang), tuple(pieces))


def _identities(obs: dict, lang: str) -> Zone:
    pieces = []
    for tile in obs["identities"]:
        card = words.card(tile["id"])
        sub = USED.get(lang) if tile["flipped"] else ""
        pieces.append(Piece(tile["id"], sub=card["name"][lang], icon=sub, color=FORGER_INK,
                            name=card["name"][lang] + (f" ({sub})" if sub else ""),
                            text=card["text"][lang], marked=tile["flipped"]))
    return Zone("identities", IDENTITIES.get(lang), tuple(pieces))


def _status(obs: dict, lang: str) -> str:
    decision = obs.get("decision")
    if decision and obs.get("viewer") in decision.get("players", ()):
        return words.prompt(decision, lang)
    return ""


def scene(observation: dict, lang: str) -> Scene:
    """The viewer's table, from ``observation`` only."""
    zones = [map_zone(observation, lang), *_cards(observation, lang),
             *_discs(observation, lang), *_checks(observation, lang),
             _upgrades(observation, lang), _identities(observation, lang)]
    return Scene(tuple(zones), caption=TABLE_CAPTION.get(lang), status=_status(observation, lang))


# ---- where each action is made ------------------------------------------------------------
def _my_half(observation: dict, card: str) -> str:
    role = observation["role"]
    for slot in observation["row"]:
        if slot["card"] == card:
            for index, entry in enumerate(slot["discs"]):
                if entry is not None and entry["role"] == role:
                    return half_id(card, index)
    return half_id(card, 0)


def _my_discs(observation: dict, value) -> list[str]:
    """Every disc of hers showing ``value`` (equal discs make the same play)."""
    hand = observation["discs"][observation["role"]]["hand"]
    return [disc_id(i) for i, d in enumerate(hand) if d == value]


def locate(action: "Action", observation: dict) -> Spot:
    """The piece each play is made on (and the half or road a second click chooses)."""
    p, kind = dict(action.params), action.kind
    if kind == "place":
        discs = _my_discs(observation, p["disc"])
        return Spot(discs[0] if discs else None, target=half_id(p["card"], p["half"]),
                    also=tuple(discs[1:]))
    if kind in ("go", "start"):
        return Spot(p["city"])
    if kind == "move":
        path = tuple(p["path"])
        return Spot(path[-1] if path else observation.get("forger_city"))
    if kind == "search":
        return Spot("agent")
    if kind in ("radar", "black_radar", "remove_radar"):
        return Spot(radar_piece_id(p["continent"]))
    if kind in ("barrier", "black_barrier", "remove_barrier"):
        return Spot(road_piece_id(p["road"]))
    if kind == "move_barrier":
        return Spot(road_piece_id(p["road"]), target=road_piece_id(p["to"]))
    if kind == "reinforce":
        return Spot(_my_half(observation, p["card"]))
    for key in ("check", "upgrade", "tile"):
        if key in p:
            return Spot(p[key])
    return Spot(None)


def verb(action: "Action", lang: str) -> str:
    """The entry in the piece's menu; a forger's route names the cities it passes through."""
    if action.kind == "move":
        path = tuple(dict(action.params)["path"])
        if not path:
            return STAY.get(lang)
        if len(path) == 1:
            return MOVE_HERE.get(lang)
        sep = "、" if lang == "ja" else ", "
        return MOVE_VIA.get(lang).format(via=sep.join(words.city(c, lang) for c in path[:-1]))
    if action.kind in VERBS:
        return VERBS[action.kind].get(lang)
    return words.describe(action, lang)


# ---- lesson pointers ------------------------------------------------------------------------
def pointed(names: Iterable[str], observation: dict) -> list[str]:
    """A lesson step's highlight names as table ids: the row, the radars, the barriers and the
    possible cities stand for their pieces; other names are kept as they are."""
    out: list[str] = []
    for name in names:
        if name == "row":
            out += [f"card-{c['card']}" for c in observation["row"]]
        elif name == "radars":
            out += [radar_piece_id(c) for c in observation["radars"]] or ["map"]
        elif name == "barriers":
            out += [road_piece_id(k) for k in observation["barriers"]] or ["map"]
        elif name == "possible" and observation["show_possible"]:
            out += list(observation["possible"])
        else:
            out.append(name)
    return out


class RedNoticeTable(TableSpec):
    """The TableSpec with lesson highlights turned into the pieces they name."""

    def show(self, board, observation: dict, actions: Sequence["Action"], lang: str,
             pointer: Iterable[str] = ()) -> None:
        super().show(board, observation, actions, lang, pointed(pointer, observation))


TABLE = RedNoticeTable(scene, locate, verb)
