"""Learner text: names of cities, cards and roles; every action and event as a sentence."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from tutor.engine import UnknownCard
from tutor.engine.catalogue import Catalogue, load_catalogue
from tutor.engine.text import Seat, Texts

from .cards import IDENTITIES, POW, UPGRADES, default_decks, half_kind, half_symbols
from .worldmap import default_map, road_cities

TEXT_FILE = Path(__file__).with_name("texts.toml")
RULES_FILE = Path(__file__).with_name("rules.toml")
TEXTS = Texts.load(TEXT_FILE)


@lru_cache(maxsize=1)
def _catalogue() -> Catalogue:
    """The rules catalogue, for the upgrades' and identities' titles (loaded here from its
    file, so that the wording does not depend on the game definition)."""
    return load_catalogue(RULES_FILE)


def city(city_id: str, lang: str) -> str:
    return default_map().cities[city_id]["name"][lang]


def continent(cid: str, lang: str) -> str:
    return default_map().continents[cid]["name"][lang]


def road(key: str, lang: str) -> str:
    a, b = road_cities(key)
    return f"{city(a, lang)}–{city(b, lang)}"


def role(name: str, lang: str) -> str:
    return TEXTS.tr(f"role.{name}", lang)


def half(code: str, lang: str) -> str:
    kind = TEXTS.tr(f"kind.{half_kind(code)}", lang)
    n = half_symbols(code)
    return kind if code[0] in "BW" or n == 1 and code[1:] == "" else TEXTS.tr(
        "half", lang, kind=kind, count=n)


def upgrade(uid: str, lang: str) -> str:
    return _catalogue()[f"rednotice.upgrade.{uid}"].title[lang]


def identity(tile: str, lang: str) -> str:
    return _catalogue()[f"rednotice.identity.{tile}"].title[lang]


def check(cid: str, lang: str) -> str:
    data = default_decks().checks[cid]
    return TEXTS.tr("check_name", lang, value=data["value"] // 1000,
                      continent=continent(data["continent"], lang))


def disc(value, lang: str) -> str:
    return TEXTS.tr("disc.pow", lang) if value == POW else str(value)


def card_number(card_id: str) -> int:
    return int(card_id[1:])


def route(path, lang: str) -> str:
    if not path:
        return TEXTS.tr("stay", lang)
    return " → ".join(city(c, lang) for c in path)


def describe(action, lang: str = "en") -> str:
    """An action as a sentence in ``lang``."""
    p, t = dict(action.params), TEXTS
    named = {}
    for key, value in p.items():
        if key == "check":
            named[key] = check(value, lang)
        elif key in ("city",):
            named[key] = city(value, lang)
        elif key == "continent":
            named[key] = continent(value, lang)
        elif key in ("road", "to"):
            named[key] = road(value, lang)
        elif key == "card":
            named[key] = card_number(value)
        elif key == "disc":
            named[key] = disc(value, lang)
        elif key == "half":
            named[key] = half(default_decks().actions[p["card"]][value], lang)
        elif key == "path":
            named["route"] = route(value, lang)
        elif key == "action":
            named["kind"] = t.tr(f"kind.{value}", lang)
        elif key == "upgrade":
            named[key] = upgrade(value, lang)
        elif key == "tile":
            named[key] = identity(value, lang)
    return t.tr(f"action.{action.kind}", lang, **named)


def prompt(decision: dict | None, lang: str = "en") -> str:
    """The question of an observed decision."""
    if not decision or not decision.get("prompt"):
        return ""
    info = decision.get("info", {})
    values = {k: v for k, v in info.items() if k in ("distance", "steps")}
    if "steps" in values:
        values["count"] = values.pop("steps")            # plural forms select on count
    return TEXTS.tr(f"prompt.{decision['prompt']}", lang, **values)


def _report(reports, lang: str) -> str:
    if not reports:
        return TEXTS.tr("nowhere", lang)
    return ", ".join(city(r["city"], lang) if "city" in r else continent(r["continent"], lang)
                     for r in reports)


def narrate(event: dict, lang: str = "en", viewer: int | None = None) -> str:
    """An event (as ``events_for`` gives it) as a sentence."""
    e, kind = event, event["kind"]
    if e.get("recalled"):
        return TEXTS.tr("event.recalled", lang)
    values = {}
    if "role" in e:
        values["role"] = role(e["role"], lang)
    if kind == "setup":
        values = {"forger": Seat(e["forger"]), "agent": Seat(e["agent"]),
                  "city": city(e["agent_city"], lang)}
    elif kind in ("round", "end_round"):
        values = {"round": e["round"], "role": role(e["initiative"], lang)}
    elif kind in ("radar", "barrier"):
        values = {"colour": TEXTS.tr(f"colour.{e['colour']}", lang)}
    if "city" in e and kind != "setup":
        values["city"] = city(e["city"], lang)
    for key in ("card",):
        if key in e:
            values[key] = card_number(e[key])
    if "continent" in e:
        values["continent"] = continent(e["continent"], lang)
    if "road" in e:
        values["road"] = road(e["road"], lang)
    if "to" in e:
        values["to"] = road(e["to"], lang)
    if "check" in e:
        values["check"] = check(e["check"], lang)
    if "upgrade" in e:
        values["upgrade"] = upgrade(e["upgrade"], lang)
    if "tile" in e:
        values["tile"] = identity(e["tile"], lang)
    if kind in ("nothing", "action", "wild"):
        code = e["action"]
        values["action"] = (TEXTS.tr(f"kind.{code}", lang) if kind == "wild"
                            else half(code, lang))
    if kind == "report":
        values["reports"] = _report(e["reports"], lang)
    if kind == "cash":
        values["total"] = e["total"] // 1000
    if kind == "win":
        values["role"] = role(e["winner"], lang)
    for key, name in (("count", "count"), ("hand", "count"), ("captures", "count")):
        if key in e and isinstance(e[key], int):
            values[name] = e[key]
    for key in ("drawn", "lost", "track"):
        if key in e:
            values[key] = e[key]
    text = TEXTS.tr(f"event.{kind}", lang, viewer=viewer, **values)
    return text[:1].upper() + text[1:] if lang == "en" else text


def card(card_id: str) -> dict:
    """A card's names, set, number and text in both languages."""
    decks = default_decks()
    if card_id in decks.checks:
        return _check_card(card_id)
    if card_id in decks.actions:
        first, second = decks.actions[card_id]
        both = {lang: {"first": half(first, lang), "second": half(second, lang)}
                for lang in ("en", "ja")}
        return {"id": card_id, "kind": "action", "halves": [first, second],
                "set": _set("own"), "number": card_number(card_id),
                "name": {l: TEXTS.tr("action_card", l, number=card_number(card_id), **both[l])
                         for l in both},
                "text": {l: TEXTS.tr("action_card_text", l, **both[l]) for l in both}}
    for group, ids, prefix in (("upgrade", list(UPGRADES), "upgrade"),
                               ("identity", list(IDENTITIES), "identity")):
        if card_id in ids:
            rule = _catalogue()[f"rednotice.{prefix}.{card_id}"]
            return {"id": card_id, "kind": group, "set": _set(group),
                    "number": ids.index(card_id) + 1, "name": dict(rule.title),
                    "text": dict(rule.text)}
    raise UnknownCard(f"Red Notice has no card {card_id!r}: checks look like 'NA-100-1', action "
                      f"cards like 'A07', upgrades like 'tracking', identities like 'pilot'")


def _set(key: str) -> dict:
    return {lang: TEXTS.tr(f"set.{key}", lang) for lang in ("en", "ja")}


def _check_card(card_id: str) -> dict:
    data = default_decks().checks[card_id]
    value = data["value"]
    return {"id": card_id, "kind": "check", "continent": data["continent"], "value": value,
            "set": _set("own"), "number": int(card_id.rsplit("-", 1)[1]),
            "name": {l: check(card_id, l) for l in ("en", "ja")},
            "text": {l: TEXTS.tr("check_text", l, continent=continent(data["continent"], l),
                                   bonus=TEXTS.tr(f"bonus.{value // 1000}", l))
                     for l in ("en", "ja")}}
