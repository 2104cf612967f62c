"""The loader of content sets: rooms, items, specials, NPCs, operatives and action cards from TOML.

A content set is a folder of seven TOML files (``set``, ``rooms``, ``items``, ``specials``,
``npcs``, ``operatives``, ``actions``). ``load_content(folder)`` reads and validates them into
the components of ``cards``; every problem raises :class:`ContentError` naming the file, the
card and the field. Effects are lists of small tables ``{do = "<verb>", ...}`` from the
vocabulary in ``cards.VOCABULARY``, which ``effects`` carries out.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

from .cards import (ACTION_KINDS, FLOORS, LANGUAGES, MAX_OPERATIVES, NPC_ONLY, NPC_VERBS,
                    ROOM_FLAGS, VOCABULARY, ActionCard, ContentSet, Item, Npc, Operative, Room,
                    Special)

CONTENT_ROOT = Path(__file__).with_name("content")
MIN_ROOMS = {1: 6, 2: 6, "secret": 1}
FILES = ("set", "rooms", "items", "specials", "npcs", "operatives", "actions")


class ContentError(ValueError):
    """A content file that breaks the format: names the file, the card and the field."""


class _Where:
    """Names the place of a problem: file, card and field."""

    def __init__(self, file: str, card: str = "", field_: str = ""):
        self.file, self.card, self.field = file, card, field_

    def at(self, field_: str) -> "_Where":
        """The same place, one field deeper."""
        return _Where(self.file, self.card, f"{self.field}.{field_}" if self.field else field_)

    def fail(self, problem: str):
        """Raise a ContentError naming the place."""
        parts = [self.file] + ([f"card {self.card!r}"] if self.card else []) + \
            ([f"field {self.field!r}"] if self.field else [])
        raise ContentError(f"{': '.join(parts)}: {problem}")


def _read(folder: Path, name: str) -> dict:
    """One TOML file of the set."""
    path = folder / f"{name}.toml"
    if not path.is_file():
        raise ContentError(f"{path.name}: missing from the content set {folder.name!r}")
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as err:
        raise ContentError(f"{path.name}: not valid TOML ({err})") from None


def _text(value, where: _Where, required: bool = True) -> dict | None:
    """An {en, ja} table of non-empty strings."""
    if value is None and not required:
        return None
    if not isinstance(value, dict) or any(not isinstance(value.get(lang), str)
                                          or not value[lang].strip() for lang in LANGUAGES):
        where.fail("needs text in both en and ja")
    if set(value) - set(LANGUAGES):
        where.fail(f"unknown languages {sorted(set(value) - set(LANGUAGES))}")
    return dict(value)


def _int(value, where: _Where, low: int = 0, default=None) -> int:
    """A whole number >= ``low`` (``default`` when left out)."""
    if value is None and default is not None:
        return default
    if type(value) is not int or value < low:
        where.fail(f"must be a whole number >= {low}, not {value!r}")
    return value


def _keys(entry: dict, allowed: set, where: _Where) -> None:
    """Refuse fields the format does not know."""
    unknown = set(entry) - allowed
    if unknown:
        where.fail(f"unknown fields {sorted(unknown)}; valid fields: {sorted(allowed)}")


def check_effect(effect, where: _Where, npc: bool = False) -> dict:
    """One effect table: a known verb with well-typed parameters."""
    if not isinstance(effect, dict) or not isinstance(effect.get("do"), str):
        where.fail("an effect is a table with a 'do' verb")
    verb = effect["do"]
    if verb not in VOCABULARY:
        where.fail(f"unknown effect {verb!r}; known effects: {', '.join(sorted(VOCABULARY))}")
    if npc and verb not in NPC_VERBS:
        where.fail(f"effect {verb!r} needs an operative and cannot be an NPC action")
    if not npc and verb in NPC_ONLY:
        where.fail(f"effect {verb!r} is for NPC actions only")
    params = VOCABULARY[verb]
    _keys(effect, set(params) | {"do"}, where)
    for name, (kind, required) in params.items():
        if name not in effect:
            if required:
                where.fail(f"effect {verb!r} needs the parameter {name!r}")
            continue
        value = effect[name]
        if isinstance(kind, tuple):
            if value not in kind:
                where.at(name).fail(f"must be one of {kind}, not {value!r}")
        elif kind is int:
            if type(value) is not int:
                where.at(name).fail(f"must be a whole number, not {value!r}")
        elif kind is bool:
            if type(value) is not bool:
                where.at(name).fail(f"must be true or false, not {value!r}")
        elif kind is str and not isinstance(value, str):
            where.at(name).fail(f"must be a string, not {value!r}")
    if verb == "choose":
        options = effect["options"]
        if len(options) < 2:
            where.at("options").fail("a choice needs at least two options")
        effect = dict(effect, options=[list(effects(o, where.at(f"options[{i}]"), npc))
                                       for i, o in enumerate(options)])
    return dict(effect)


def effects(value, where: _Where, npc: bool = False) -> tuple:
    """A list of effect tables."""
    if value is None:
        return ()
    if not isinstance(value, list):
        where.fail("must be a list of effects")
    return tuple(check_effect(e, where.at(f"[{i}]"), npc) for i, e in enumerate(value))


def _entries(data: dict, table: str, file: str) -> list[tuple[dict, _Where]]:
    """The tables of one file, each with its place for error messages."""
    entries = data.get(table)
    if not isinstance(entries, list) or not entries:
        raise ContentError(f"{file}: needs at least one [[{table}]] table")
    seen, out = set(), []
    for number, entry in enumerate(entries, 1):
        cid = entry.get("id") if isinstance(entry, dict) else None
        if not isinstance(cid, str) or not cid:
            raise ContentError(f"{file}: {table} number {number} has no id")
        if cid in seen:
            raise ContentError(f"{file}: card {cid!r}: the id appears twice")
        seen.add(cid)
        out.append((entry, _Where(file, cid)))
    return out


ROOM_FIELDS = {"id", "name", "floor", "files", "reveal", "enter", "interface", "interface_slots",
               "advance", "retreat", "locks", "scientists", "secret_access", "text"}


def _room(entry: dict, where: _Where) -> Room:
    """A room card."""
    _keys(entry, ROOM_FIELDS, where)
    floor = entry.get("floor")
    if floor not in FLOORS or isinstance(floor, bool):
        where.at("floor").fail(f"must be 1, 2 or \"secret\", not {floor!r}")
    bonuses = {}
    for name in ("locks", "scientists"):
        value = entry.get(name, [])
        if not isinstance(value, list):
            where.at(name).fail("must be a list of extra file counts")
        bonuses[name] = tuple(_int(v, where.at(name)) for v in value)
    access = entry.get("secret_access", False)
    if type(access) is not bool:
        where.at("secret_access").fail("must be true or false")
    if access and floor == "secret":
        where.at("secret_access").fail("a secret room cannot lead to the secret room")
    room = Room(entry["id"], _text(entry.get("name"), where.at("name")), floor,
                _int(entry.get("files"), where.at("files"), default=0),
                *(effects(entry.get(k), where.at(k)) for k in ("reveal", "enter", "interface")),
                _int(entry.get("interface_slots"), where.at("interface_slots"), default=0),
                *(effects(entry.get(k), where.at(k)) for k in ("advance", "retreat")),
                bonuses["locks"], bonuses["scientists"], access,
                _text(entry.get("text"), where.at("text"), required=False))
    if room.interface and not room.interface_slots:
        where.at("interface_slots").fail("a room with an interface effect needs interface slots")
    return room


def _item(entry: dict, where: _Where) -> Item:
    """An item card."""
    _keys(entry, {"id", "name", "effects", "stays", "room_enter", "room_flags", "text"}, where)
    stays = entry.get("stays", "")
    if stays not in ("", "round", "game"):
        where.at("stays").fail(f"must be \"round\" or \"game\", not {stays!r}")
    flags = entry.get("room_flags", [])
    if not isinstance(flags, list) or any(f not in ROOM_FLAGS for f in flags):
        where.at("room_flags").fail(f"must be a list drawn from {ROOM_FLAGS}")
    item = Item(entry["id"], _text(entry.get("name"), where.at("name")),
                effects(entry.get("effects"), where.at("effects")), stays,
                effects(entry.get("room_enter"), where.at("room_enter")), tuple(flags),
                _text(entry.get("text"), where.at("text"), required=False))
    if (item.room_enter or item.room_flags) and not stays:
        where.at("stays").fail("an item with room_enter or room_flags must say how long it stays")
    if not (item.effects or stays):
        where.at("effects").fail("an item needs effects or must stay on a room")
    return item


def _special(entry: dict, where: _Where) -> Special:
    """A special card."""
    _keys(entry, {"id", "kind", "name", "points", "on_room", "room_enter", "text"}, where)
    kind = entry.get("kind")
    if not isinstance(kind, str) or not kind:
        where.at("kind").fail("needs a kind (cards of one kind are copies)")
    on_room = entry.get("on_room", False)
    if type(on_room) is not bool:
        where.at("on_room").fail("must be true or false")
    return Special(entry["id"], kind, _text(entry.get("name"), where.at("name")),
                   _int(entry.get("points"), where.at("points"), default=0), on_room,
                   effects(entry.get("room_enter"), where.at("room_enter")),
                   _text(entry.get("text"), where.at("text"), required=False))


def _npc(entry: dict, where: _Where) -> Npc:
    """An NPC card."""
    _keys(entry, {"id", "name", "leaves_from", "on_leave", "action", "text"}, where)
    leaves = entry.get("leaves_from", [])
    if not isinstance(leaves, list) or any(not isinstance(r, str) for r in leaves):
        where.at("leaves_from").fail("must be a list of room ids (or \"entry\")")
    return Npc(entry["id"], _text(entry.get("name"), where.at("name")), tuple(leaves),
               effects(entry.get("on_leave"), where.at("on_leave"), npc=True),
               effects(entry.get("action"), where.at("action"), npc=True),
               _text(entry.get("text"), where.at("text"), required=False))


def _operative(entry: dict, where: _Where) -> Operative:
    """An operative card."""
    _keys(entry, {"id", "name"}, where)
    return Operative(entry["id"], _text(entry.get("name"), where.at("name")))


def _action(entry: dict, where: _Where) -> ActionCard:
    """An action card."""
    _keys(entry, {"id", "name", "copies", "text", "variant"}, where)
    if entry["id"] not in ACTION_KINDS + ("extract",):
        where.fail(f"action cards are {ACTION_KINDS + ('extract',)}")
    return ActionCard(entry["id"], _text(entry.get("name"), where.at("name")),
                      _int(entry.get("copies"), where.at("copies"), low=1),
                      _text(entry.get("text"), where.at("text")),
                      bool(entry.get("variant", False)))


READERS = {"rooms": ("room", _room), "items": ("item", _item), "specials": ("special", _special),
           "npcs": ("npc", _npc), "operatives": ("operative", _operative),
           "actions": ("action", _action)}


def _set_info(data: dict) -> dict:
    """The set's name, starting items and token supplies."""
    where = _Where("set.toml")
    _keys(data, {"id", "name", "starting_items", "file_tokens", "lock_scientist_tokens",
                 "interface_tokens"}, where)
    tokens = data.get("file_tokens")
    if not isinstance(tokens, dict) or not tokens:
        where.at("file_tokens").fail("needs a table of face value = count")
    bag = {}
    for value, count in tokens.items():
        if not value.isdigit() or int(value) < 1:
            where.at(f"file_tokens.{value}").fail("face values are whole numbers >= 1")
        bag[int(value)] = _int(count, where.at(f"file_tokens.{value}"))
    return {"id": data.get("id") or where.at("id").fail("needs an id"),
            "name": _text(data.get("name"), where.at("name")),
            "starting_items": _int(data.get("starting_items"), where.at("starting_items"), 1),
            "file_tokens": bag,
            "lock_scientist_tokens": _int(data.get("lock_scientist_tokens"),
                                          where.at("lock_scientist_tokens")),
            "interface_tokens": _int(data.get("interface_tokens"),
                                     where.at("interface_tokens"))}


def _cross_check(content: ContentSet) -> None:
    """References between files, and the counts a game of six operatives needs."""
    for floor, least in MIN_ROOMS.items():
        if len(content.rooms_of(floor)) < least:
            raise ContentError(f"rooms.toml: floor {floor!r} needs at least {least} rooms")
    kinds = content.special_kinds()

    def walk(effect_list, where: _Where):
        """Check the references of an effect list (and of its choices)."""
        for i, effect in enumerate(effect_list):
            at = where.at(f"[{i}]")
            if effect["do"] == "place_npc" and effect["npc"] not in content.npcs:
                at.at("npc").fail(f"no NPC {effect['npc']!r} in npcs.toml")
            if effect["do"] in ("take_special", "place_special") and effect["kind"] not in kinds:
                at.at("kind").fail(f"no special card of kind {effect['kind']!r} in specials.toml")
            for j, option in enumerate(effect.get("options", ())):
                walk(option, at.at(f"options[{j}]"))

    for room in content.rooms.values():
        for name in ("reveal", "enter", "interface", "advance", "retreat"):
            walk(getattr(room, name), _Where("rooms.toml", room.id, name))
    for item in content.items.values():
        walk(item.effects, _Where("items.toml", item.id, "effects"))
    for npc in content.npcs.values():
        for room_id in npc.leaves_from:
            if room_id != "entry" and room_id not in content.rooms:
                _Where("npcs.toml", npc.id, "leaves_from").fail(f"no room {room_id!r}")
    need = content.starting_items * MAX_OPERATIVES
    if len(content.items) < need:
        raise ContentError(f"items.toml: {MAX_OPERATIVES} operatives with "
                           f"{content.starting_items} items each need {need} items")
    if len(content.operatives) < MAX_OPERATIVES:
        raise ContentError(f"operatives.toml: needs {MAX_OPERATIVES} operatives")
    missing = [k for k in ACTION_KINDS if k not in content.actions]
    if missing:
        raise ContentError(f"actions.toml: missing action cards {missing}")
    for kind in ACTION_KINDS:
        if content.actions[kind].copies < MAX_OPERATIVES:
            _Where("actions.toml", kind, "copies").fail(f"needs {MAX_OPERATIVES} copies")


def load_content(folder: str | Path) -> ContentSet:
    """Read and validate the content set in ``folder``; raises ContentError."""
    folder = Path(folder)
    if not folder.is_dir():
        raise ContentError(f"no content set folder {folder.name!r}")
    data = {name: _read(folder, name) for name in FILES}
    parts = {}
    for name, (table, reader) in READERS.items():
        _keys(data[name], {table}, _Where(f"{name}.toml"))
        parts[name] = {e["id"]: reader(e, w) for e, w in _entries(data[name], table,
                                                                    f"{name}.toml")}
    content = ContentSet(folder=folder.name, **_set_info(data["set"]), **parts)
    _cross_check(content)
    return content


_FOLDERS: dict[str, Path] = {}


def register_content(folder: str | Path) -> str:
    """Make the content set in ``folder`` playable under its folder name (validated now)."""
    folder = Path(folder)
    load_content(folder)
    _FOLDERS[folder.name] = folder
    content_named.cache_clear()
    return folder.name


@lru_cache(maxsize=8)
def content_named(name: str) -> ContentSet:
    """A registered content set, or one shipped with the game (``content/<name>``), loaded once."""
    return load_content(_FOLDERS.get(name, CONTENT_ROOT / name))
