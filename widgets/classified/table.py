"""Classified Information on the clickable table, drawn from the viewer's observation only.

``TABLE`` (a ``TableSpec``) puts the whole board on the table: the opponent's hand (backs with
positional ids), Suitcase, Guard spots (with Extra Protection and Cubic Tower cards) and play
area on top; the Draw Deck, the Encrypted Card Pile (with the cards you hid) and the Discard
Pile in the middle; your Guards, Suitcase, play area and hand below. A hand card opens its plays
(Deploy / Encrypt / Enlist as Guard / Enlist as Assassin); Enlist as Assassin then waits for a
click on the Guard (or Extra Protection) it attacks; a card, Guard or pile a decision asks for
is clicked where it lies; a number to name is a row of 1-9 under the prompt; anything else
(a mode, Pass) is a button under the table.

Ids: a card the viewer may know is its card id; every place is positional (``guard-1-0`` is
player 2's first Guard spot, ``hand-1-2`` a card in their hand), so a hidden card's id never
names it. Zone ids are the names lesson steps highlight (hand, guards, opponent_guards, ...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from tutor.engine.text import list_sep
from tutor.games.classified.cards import card_type, code, guild, is_card_id
from tutor.games.classified.faces import GUILD_MARK
from tutor.games.classified.labels import decider_text, prompt_text
from tutor.games.classified.texts import BOARD, GUILD_NAMES, SET_NAMES, card_label, who
from tutor.games.classified.texts import tr as game_tr

from ..table import Piece, Scene, Spot, TableSpec, Zone
from .ui_text import UI_TEXTS, tr

if TYPE_CHECKING:
    from tutor.engine import Action

# Guild: a band colour AND a symbol, so colour is never the only cue.
GUILD_COLORS = {"Guard": "#1f5fa8", "Assassin": "#b0302a", "Sentinel": "#6c3fa0"}
GUILD_ICONS = GUILD_MARK
CARD_KINDS = ("deploy", "encrypt", "enlist_guard", "react", "discard", "card")


def _catalogue():
    from tutor.games.classified import GAME
    return GAME.catalogue


def ability(card: str, lang: str) -> str:
    """What the card says (its catalogue text), after its guild, set and Code."""
    ct = card_type(card)
    low, mid, high = code(ct.number)
    head = tr("table.card_text", lang, guild=game_tr(GUILD_NAMES[guild(card)], lang),
              set=game_tr(SET_NAMES[ct.set], lang), code=f"{low}-{mid}-{high}")
    catalogue, rule = _catalogue(), f"classified.card.{ct.key}"
    text = catalogue[rule].text[lang] if rule in catalogue else ""
    return f"{head}\n{text}" if text else head


def card_piece(card: str, lang: str, piece_id: str | None = None, veiled: bool = False,
               note: str = "") -> Piece:
    """A face: number, name, guild band and symbol, Code in the corner, its text on tap."""
    ct, g = card_type(card), guild(card)
    low, mid, high = code(ct.number)
    name = card_label(card, lang)
    if note:
        name = f"{name} — {note}"
    return Piece(piece_id or card, label=str(ct.number),
                 sub=ct.name_ja if lang == "ja" else ct.name_en, color=GUILD_COLORS[g],
                 icon=GUILD_ICONS[g], badge=f"{low}·{mid}·{high}", name=name,
                 text=ability(card, lang), veiled=veiled)


def _count(label: str, n: int, lang: str, extra: str = "") -> str:
    """"Discard Pile (3 cards, top first)"."""
    more = (f"、{extra}" if lang == "ja" else f", {extra}") if extra else ""
    return f"{label} ({game_tr(BOARD['cards'], lang, count=n)}{more})"


# ---- where each card lies (shared by the scene and locate) -----------------------------------
def seats(observation: dict) -> tuple[int, int, bool]:
    """(viewer's seat as drawn at the bottom, the other seat, whether the viewer plays)."""
    me = observation.get("viewer")
    mine = me in (0, 1)
    bottom = me if mine else 0
    return bottom, 1 - bottom, mine


def guard_id(owner: int, spot: int) -> str:
    return f"guard-{owner}-{spot}"


def places(observation: dict) -> dict[str, str]:
    """Every card id the viewer can see -> the id of the piece showing it."""
    found: dict[str, str] = {}
    for card in observation.get("discard", []) + observation.get("limbo", []) + \
            observation.get("encrypted_mine", []):
        found[card] = card
    for p, view in enumerate(observation["players"]):
        for card in view.get("hand") or []:
            found[card] = card
        if view.get("suitcase"):
            found[view["suitcase"]] = f"suitcase-{p}"
        for s, guard in enumerate(view["guards"]):
            if guard is None:
                continue
            if guard.get("card"):
                found[guard["card"]] = guard_id(p, s)
            if guard.get("cover"):
                found[guard["cover"]] = f"cover-{p}-{s}"
            if guard.get("tower"):
                found[guard["tower"]] = f"tower-{p}-{s}"
        for item in view["area"]:
            found[item["card"]] = item["card"]
            tucked = item.get("tucked")
            if tucked and tucked != "hidden":
                found[tucked] = tucked
    return found


# ---- the scene -------------------------------------------------------------------------------
def _guard_pieces(observation: dict, p: int, mine: bool, lang: str) -> list[Piece]:
    viewer = observation.get("viewer")
    pieces = []
    for s, guard in enumerate(observation["players"][p]["guards"]):
        spot = tr("table.spot", lang, n=s + 1)
        if guard is None:
            pieces.append(Piece(guard_id(p, s), kind="slot", label=str(s + 1),
                                sub=tr("table.empty_spot", lang), name=spot))
            continue
        card = guard.get("card")
        if card:                       # face up, your own face-down Guard, or the game is over
            hidden_to_them = mine and not guard.get("up") and not observation.get("over")
            note = f"{spot}{list_sep(lang)}{tr('table.own_face_down', lang)}" if hidden_to_them \
                else spot
            pieces.append(card_piece(card, lang, guard_id(p, s), veiled=hidden_to_them,
                                     note=note))
        else:
            pieces.append(Piece(guard_id(p, s), face_up=False,
                                name=tr("table.face_down_guard", lang,
                                        who=who(p, lang, viewer), n=s + 1)))
        if guard.get("tower"):
            pieces.append(card_piece(guard["tower"], lang, f"tower-{p}-{s}", note=spot))
        if guard.get("cover"):
            pieces.append(card_piece(guard["cover"], lang, f"cover-{p}-{s}",
                                     note=tr("table.cover", lang, n=s + 1)))
    return pieces


def _suitcase_piece(observation: dict, p: int, mine: bool, lang: str) -> Piece:
    view = observation["players"][p]
    card = view.get("suitcase")
    if card:
        public = view.get("suitcase_public") or observation.get("over")
        return card_piece(card, lang, f"suitcase-{p}", veiled=mine and not public)
    return Piece(f"suitcase-{p}", face_up=False,
                 name=tr("table.opponent_suitcase", lang, who=who(p, lang, observation.get("viewer"))))


def _hand_pieces(observation: dict, p: int, lang: str) -> list[Piece]:
    view = observation["players"][p]
    if view.get("hand") is not None:
        return [card_piece(c, lang) for c in view["hand"]]
    name = tr("table.opponent_card", lang, who=who(p, lang, observation.get("viewer")))
    return [Piece(f"hand-{p}-{i}", face_up=False, name=name) for i in range(view["hand_size"])]


def _area_pieces(observation: dict, p: int, mine: bool, lang: str) -> list[Piece]:
    pieces = []
    for i, item in enumerate(observation["players"][p]["area"]):
        pieces.append(card_piece(item["card"], lang))
        tucked = item.get("tucked")
        if tucked == "hidden":
            pieces.append(Piece(f"tucked-{p}-{i}", face_up=False,
                                name=tr("table.tucked_hidden", lang)))
        elif tucked:
            pieces.append(card_piece(tucked, lang, note=game_tr(BOARD["tucked"], lang)))
        secret = item.get("secret") if mine else None
        if secret is not None:
            value = card_label(secret, lang) if isinstance(secret, str) and "-" in secret \
                else str(secret)
            pieces.append(Piece(f"secret-{p}-{i}", kind="note",
                                label=tr("table.secret", lang, value=value)))
    return pieces


def _side(observation: dict, p: int, mine: bool, lang: str, prefix: str | None = None) -> list[Zone]:
    """One player's zones, ids as lesson steps name them (hand / opponent_hand, ...);
    ``prefix`` overrides the ids' prefix (a spectator sees two sides, neither its own)."""
    viewer = observation.get("viewer")
    view, name = observation["players"][p], who(p, lang, viewer)
    if prefix is None:
        prefix = "" if mine else "opponent_"
    label = {prefix + k: game_tr(BOARD[k if mine else "opponent_" + k], lang, who=name)
             for k in ("hand", "suitcase", "guards", "area")}
    if view.get("react_debt"):
        label[prefix + "hand"] += f" · {game_tr(BOARD['react_debt'], lang)}"
    hand = Zone(prefix + "hand", _count(label[prefix + "hand"], view["hand_size"], lang),
                tuple(_hand_pieces(observation, p, lang)), wide=mine,
                empty=game_tr(BOARD["empty"], lang))
    suitcase = Zone(prefix + "suitcase", label[prefix + "suitcase"],
                    (_suitcase_piece(observation, p, mine, lang),))
    guards = Zone(prefix + "guards", label[prefix + "guards"],
                  tuple(_guard_pieces(observation, p, mine, lang)))
    zones = [hand, suitcase, guards]
    if view["area"]:
        zones.append(Zone(prefix + "area", label[prefix + "area"],
                          tuple(_area_pieces(observation, p, mine, lang))))
    return zones if not mine else [guards, suitcase] + zones[3:] + [hand]


def _piles(observation: dict, lang: str) -> list[Zone]:
    deck_n, enc_n = observation["deck_size"], observation["encrypted_size"]
    deck = Zone("deck", _count(game_tr(BOARD["deck"], lang), deck_n, lang),
                (Piece("deck-top", face_up=False, badge=str(deck_n),
                       name=tr("table.deck_back", lang, count=deck_n)),) if deck_n else (),
                empty=game_tr(BOARD["empty"], lang))
    hidden = (Piece("encrypted-top", face_up=False,
                    name=tr("table.encrypted_back", lang, count=enc_n)),) if enc_n else ()
    mine = tuple(card_piece(c, lang, veiled=True,
                            note=game_tr(BOARD["encrypted_mine"], lang, cards=""))
                 for c in observation.get("encrypted_mine") or [])
    encrypted = Zone("encrypted", _count(game_tr(BOARD["encrypted"], lang), enc_n, lang),
                     hidden + mine, empty=game_tr(BOARD["empty"], lang))
    pile = observation["discard"]
    top = game_tr(BOARD["top_first"], lang) if pile else ""
    discard = Zone("discard", _count(game_tr(BOARD["discard"], lang), len(pile), lang, top),
                   tuple(card_piece(c, lang) for c in pile), empty=game_tr(BOARD["empty"], lang))
    zones = [deck, encrypted, discard]
    if observation.get("limbo"):
        zones.append(Zone("limbo", game_tr(BOARD["limbo"], lang),
                          tuple(card_piece(c, lang) for c in observation["limbo"])))
    return zones


def status(observation: dict, lang: str, asking: bool = True) -> str:
    """"Turn 3 · Your decision: Choose a card and an Action." (or the game is over);
    ``asking=False`` (a lesson step that is not waiting for a move): the turn only."""
    turn = game_tr(BOARD["turn"], lang, n=observation.get("turn", 1))
    if observation.get("over"):
        return f"{turn} · {game_tr(BOARD['over'], lang)}"
    decision = observation.get("decision")
    if not decision or not asking:
        return turn
    decider = decider_text(decision, lang, observation.get("viewer"))
    prompt = prompt_text(decision, lang, _catalogue())
    sep = "：" if lang == "ja" else ": "
    return f"{turn} · {decider}{sep}{prompt}" if prompt else f"{turn} · {decider}"


def scene(observation: dict, lang: str, asking: bool = True) -> Scene:
    """The whole table as the observation's viewer sees it, the viewer's side at the bottom
    (``asking``: whether the status line names the current decision)."""
    bottom, top, plays = seats(observation)
    spectator = not plays              # e.g. two bots playing: each side named by its seat
    zones = (_side(observation, top, False, lang, f"seat{top}_" if spectator else None)
             + _piles(observation, lang)
             + _side(observation, bottom, plays, lang, f"seat{bottom}_" if spectator else None))
    return Scene(tuple(zones), caption=tr("table.caption", lang),
                 status=status(observation, lang, asking))


def choices(observation: dict, actions: Sequence["Action"], lang: str) -> tuple[Zone, ...]:
    """Zones of what a decision offers that lies nowhere on the table: the numbers the viewer
    may name (1-9), and cards only the viewer was shown (peeked at, taken from a Guard)."""
    zones = []
    numbers = sorted({a.get("n") for a in actions if a.kind == "number"})
    if numbers:
        zones.append(Zone("numbers", tr("table.numbers", lang),
                          tuple(Piece(f"number-{n}", kind="token", label=str(n), name=str(n))
                                for n in numbers)))
    where = places(observation)
    offered = [c for c in dict.fromkeys(a.get("card") for a in actions)
               if is_card_id(c) and c not in where]
    if offered:
        zones.append(Zone("offered", tr("table.offered", lang),
                          tuple(card_piece(c, lang) for c in offered), wide=True))
    return tuple(zones)


# ---- where each legal action is made ---------------------------------------------------------
def _target(observation: dict, action: "Action", where: dict[str, str]) -> str | None:
    if action.get("target") is not None:
        return where.get(action.get("target"))
    owner, spot = action.get("owner"), action.get("spot")
    return guard_id(owner, spot) if owner in (0, 1) and isinstance(spot, int) else None


def locate(action: "Action", observation: dict) -> Spot:
    """The piece a play starts from (and the Guard it attacks); ``Spot(None)``: a button."""
    where = places(observation)
    kind, me = action.kind, observation.get("viewer")
    if kind == "enlist_assassin":
        card = where.get(action.get("card"), action.get("card"))
        target = _target(observation, action, where)
        return Spot(card, target) if card and target else Spot(None)
    if kind == "hiding_swap":
        card = where.get(action.get("card"), action.get("card"))
        place = where.get(action.get("place"))
        return Spot(card, place) if card and place else Spot(None)
    if kind in CARD_KINDS:                 # a card not on the table was offered (``choices``)
        return Spot(where.get(action.get("card"), action.get("card")))
    if kind == "guard_spot":
        return Spot(guard_id(action.get("owner"), action.get("spot")))
    if kind == "resilience" and me in (0, 1):
        return Spot(guard_id(me, action.get("spot")))
    if kind == "number":
        return Spot(f"number-{action.get('n')}")
    if kind == "pile" and action.get("pile") in ("deck", "encrypted"):
        return Spot(action.get("pile"))
    if kind == "peek_price":                 # a REACT's price: PEEK at the Draw Deck's top card
        return Spot("deck-top")
    if kind == "stash":
        return _stash_spot(action, observation)
    return Spot(None)


def _stash_spot(action: "Action", observation: dict) -> Spot:
    source, pile, me = action.get("source"), observation.get("discard", []), observation.get("viewer")
    if source == "guard" and me in (0, 1):
        return Spot(guard_id(me, action.get("spot")))
    if source == "discard_top" and pile:
        return Spot(pile[0])
    if source == "discard_bottom" and pile:
        return Spot(pile[-1])
    return Spot(None)


def verb(action: "Action", lang: str) -> str:
    """The entry in the piece's menu: Deploy, Encrypt, Enlist as Guard, Enlist as Assassin, ..."""
    key = f"table.verbs.{action.kind}"
    return tr(key if key in UI_TEXTS else "table.verbs.other", lang)


def items_of(actions: Iterable["Action"], observation: dict) -> list[str]:
    """The pieces ``actions`` start from, for a lesson pointer (not their targets: which Guard
    to attack is often what the step asks the learner to work out)."""
    items = (locate(action, observation).item for action in actions)
    return [item for item in dict.fromkeys(items) if item is not None]


TABLE = TableSpec(scene, locate, verb, choices=choices)
