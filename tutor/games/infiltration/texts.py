"""Card text in English and Japanese, built from the effect vocabulary, and ``Game.card`` data."""

from __future__ import annotations

from pathlib import Path

from tutor.engine.text import Seat, Texts, list_sep, placeholders

from .card_loader import content_named
from .cards import LANGUAGES, ContentSet
from .facility import OUTSIDE

TEXTS = Texts.load(Path(__file__).with_name("texts.toml"))
DEFAULT_SET = "tutor"


def effect_text(effect: dict, lang: str, content: ContentSet) -> str:
    """One effect as a sentence."""
    verb, n = effect["do"], effect.get("n")
    tr = TEXTS.tr
    if verb in ("alarm", "proximity"):
        return tr(f"effect_{verb}_{'up' if n >= 0 else 'down'}", lang, n=abs(n))
    if verb in ("wound", "delay"):
        return tr(f"effect_{verb}_{effect.get('who', 'self')}", lang)
    if verb == "move":
        key = f"effect_move_{effect['dir']}" + ("_up_to" if effect.get("up_to") else "")
        return tr(key, lang, count=n)
    if verb in ("take_files", "add_files", "draw_items", "interface_tokens"):
        return tr(f"effect_{verb}", lang, count=n)
    if verb in ("destroy_lock", "destroy_scientist"):
        if effect.get("all"):
            return tr(f"effect_{verb}_all", lang)
        return tr(f"effect_{verb}", lang, count=effect.get("n", 1))
    if verb == "destroy_npc":
        return tr("effect_destroy_npc_all" if effect.get("all") else "effect_destroy_npc", lang)
    if verb == "place_npc":
        key = "effect_place_npc_down" if effect.get("face") == "down" else "effect_place_npc"
        return tr(key, lang, npc=content.npcs[effect["npc"]].name[lang])
    if verb in ("take_special", "place_special"):
        return tr(f"effect_{verb}", lang, special=special_name(content, effect["kind"], lang))
    if verb == "choose":
        options = [effects_text(o, lang, content) for o in effect["options"]]
        return tr("effect_choose", lang, options=alternatives(options, lang))
    return tr(f"effect_{verb}", lang)


def alternatives(options: list[str], lang: str) -> str:
    """Sentences joined as one choice: "Destroy a lock, or move 1 room deeper." (each but the
    last loses its full stop; an English one after the first starts in lower case)."""
    parts = [o.rstrip("。.") if i < len(options) - 1 else o for i, o in enumerate(options)]
    if lang == "en":
        parts[1:] = [p[:1].lower() + p[1:] if p[1:2].islower() else p for p in parts[1:]]
    return TEXTS.tr("effect_or", lang).join(parts)


def special_name(content: ContentSet, kind: str, lang: str) -> str:
    """The name of the special cards of ``kind``."""
    return next(s.name[lang] for s in content.specials.values() if s.kind == kind)


def effects_text(effects, lang: str, content: ContentSet) -> str:
    """A list of effects as sentences."""
    return " ".join(effect_text(e, lang, content) for e in effects)


def room_lines(room, lang: str, content: ContentSet) -> list[str]:
    """A room card's text, line by line."""
    tr = TEXTS.tr
    lines = [tr("line_files", lang, count=room.files)]
    for trigger in ("reveal", "enter", "advance", "retreat"):
        if getattr(room, trigger):
            lines.append(tr(f"line_{trigger}", lang,
                            text=effects_text(getattr(room, trigger), lang, content)))
    if room.interface:
        lines.append(tr("line_interface", lang, count=room.interface_slots,
                        text=effects_text(room.interface, lang, content)))
    for zone in ("locks", "scientists"):
        if getattr(room, zone):
            lines.append(tr(f"line_{zone}", lang,
                            bonuses=list_sep(lang).join(f"+{b}" for b in getattr(room, zone))))
    if room.secret_access:
        lines.append(tr("line_secret_access", lang))
    return lines


def placed_lines(card, lang: str, content: ContentSet) -> list[str]:
    """The text of an item or special card that is placed on a room."""
    tr = TEXTS.tr
    lines = [tr(f"line_flag_{flag}", lang) for flag in getattr(card, "room_flags", ())]
    if card.room_enter:
        lines.append(tr("line_room_enter", lang,
                        text=effects_text(card.room_enter, lang, content)))
    return lines


def item_lines(item, lang: str, content: ContentSet) -> list[str]:
    """An item card's text, line by line."""
    lines = [effects_text(item.effects, lang, content)] if item.effects else []
    if item.stays:
        lines.append(TEXTS.tr(f"line_stays_{item.stays}", lang))
    return lines + placed_lines(item, lang, content)


def special_lines(special, lang: str, content: ContentSet) -> list[str]:
    """A special card's text, line by line."""
    lines = [TEXTS.tr("line_points", lang, count=special.points)] if special.points else []
    return lines + placed_lines(special, lang, content)


def npc_lines(npc, lang: str, content: ContentSet) -> list[str]:
    """An NPC card's text, line by line."""
    tr = TEXTS.tr
    lines = []
    if npc.leaves_from:
        rooms = [tr("entry_room", lang) if r == "entry" else content.rooms[r].name[lang]
                 for r in npc.leaves_from]
        lines.append(tr("line_leaves", lang, rooms=list_sep(lang).join(rooms)))
    if npc.on_leave:
        lines.append(tr("line_on_leave", lang, text=effects_text(npc.on_leave, lang, content)))
    lines.append(tr("line_action", lang, text=effects_text(npc.action, lang, content)))
    return lines


def card_text(card, kind: str, content: ContentSet) -> dict:
    """The printed text when transcribed, else the text built from the card's effects."""
    if getattr(card, "text", None):
        return dict(card.text)
    render = {"room": room_lines, "item": item_lines, "special": special_lines,
              "npc": npc_lines}.get(kind)
    if render is None:
        return {lang: TEXTS.tr("line_operative", lang) for lang in LANGUAGES}
    return {lang: " ".join(render(card, lang, content)) for lang in LANGUAGES}


def find(content: ContentSet, card_id: str):
    """(kind, card, number) of ``card_id`` in the content set, or None."""
    for kind, table in (("room", content.rooms), ("item", content.items),
                        ("special", content.specials), ("npc", content.npcs),
                        ("operative", content.operatives), ("action", content.actions)):
        if card_id in table:
            return kind, table[card_id], list(table).index(card_id) + 1
    return None


def card_info(card_id: str, content: ContentSet | None = None) -> dict | None:
    """``Game.card`` data: id, name, set, number, text and the card's kind and fields."""
    content = content or content_named(DEFAULT_SET)
    found = find(content, card_id) if isinstance(card_id, str) else None
    if found is None:
        return None
    kind, card, number = found
    info = {"id": card_id, "name": dict(card.name), "set": dict(content.name), "number": number,
            "kind": kind}
    info["text"] = dict(card.text) if kind == "action" else card_text(card, kind, content)
    if kind == "room":
        info.update(floor=card.floor, files=card.files, secret_access=card.secret_access)
    if kind == "special":
        info.update(points=card.points, special_kind=card.kind)
    return info


def describe(action, lang: str = "en", content: ContentSet | None = None) -> str:
    """A legal action as a sentence; operatives are named by number ("Operative 1")."""
    content = content or content_named(DEFAULT_SET)
    if action.kind == "select":
        card = action.card
        table = content.actions if card in content.actions else content.items
        return TEXTS.tr("action_select", lang, operative=operative_label(action.operative, lang),
                        card=table[card].name[lang])
    if action.kind == "move_to":
        if action.room == OUTSIDE:
            return TEXTS.tr("action_escape", lang)
        return TEXTS.tr("action_move_to", lang, room=action.room)
    if action.kind == "option":
        return TEXTS.tr("action_option", lang, number=action.n + 1)
    if action.kind == "target":
        return TEXTS.tr("action_target", lang, operative=operative_label(action.operative, lang))
    if action.kind == "npc":
        return TEXTS.tr("action_npc", lang, npc=content.npcs[action.npc].name[lang])
    return TEXTS.tr("action_stop", lang)


def operative_label(op: int, lang: str) -> str:
    """An operative by number: "Operative 1", "エージェント1"."""
    return TEXTS.tr("operative_label", lang, number=op + 1)


def _room_label(node, observation: dict, content: ContentSet, lang: str) -> str:
    """A room as the viewer knows it: its card name if face up, else its position."""
    if node == OUTSIDE:
        return TEXTS.tr("room_outside", lang)
    room = next((r for r in observation["rooms"] if r["room"] == node), None)
    if room and room["card"]:
        return content.rooms[room["card"]].name[lang]
    return str(node)


def _card_label(card, content: ContentSet, lang: str) -> str:
    """A card's name, or the id itself when unknown."""
    found = find(content, card) if isinstance(card, str) else None
    return found[1].name[lang] if found else str(card)


def event_key(event: dict) -> str:
    """The message that narrates ``event`` (some kinds have a variant)."""
    kind = event["kind"]
    if kind in ("special_taken", "special_placed") and event.get("card") is None:
        return "log_special_none"
    if kind in ("files_taken", "files_added", "files_discarded") and not event.get(
            "values", event.get("count")):
        return f"log_{kind}_none"                   # nothing there: no "0 tokens", no "worth ."
    if kind == "files_taken" and "values" in event:
        return "log_files_taken_values"
    if kind == "selected" and "card" in event:
        return "log_selected_own"
    return f"log_{kind}"


def event_params(event: dict, observation: dict, content: ContentSet, lang: str) -> dict:
    """Names for everything an event mentions, as the observation's viewer knows them."""
    kind = event["kind"]
    names = [content.operatives[o["card"]].name[lang] for o in observation["operatives"]]
    params = {k: event[k] for k in ("room", "alarm", "proximity", "roll", "round") if k in event}
    params["count"] = event.get("count", 0)
    if event.get("operative") is not None:
        params["operative"] = names[event["operative"]]
    if event.get("npc"):
        params["npc"] = content.npcs[event["npc"]].name[lang]
    room = event.get("to") if kind in ("moved", "npc_moved") else event.get("room")
    params["card"] = _room_label(room, observation, content, lang)
    if kind == "room_revealed":
        params["card"] = content.rooms[event["card"]].name[lang]
    params["chosen"] = _card_label(event.get("card"), content, lang)
    if event.get("special"):
        params["special"] = special_name(content, event["special"], lang)
    if "values" in event:
        params["values"] = list_sep(lang).join(map(str, event["values"]))
    if "n" in event:
        params["number"] = event["n"] + 1
    if "player" in event or kind == "new_round":
        params["player"] = Seat(event["first"] if kind == "new_round" else event["player"])
    params["set"] = content.name[lang]
    return params


def event_text(event: dict, observation: dict, lang: str = "en") -> str:
    """One event (as ``events_for`` gives it) as a sentence for the observation's viewer."""
    content = content_named(observation["options"]["content"])
    key = event_key(event)
    params = event_params(event, observation, content, lang)
    wanted = _placeholders(TEXTS.messages[key][lang])
    return TEXTS.tr(key, lang, observation["viewer"],
                    **{k: v for k, v in params.items() if k in wanted})


def _placeholders(forms) -> set[str]:
    """The placeholders of a message in any of its forms (and ``count``)."""
    templates = [forms] if isinstance(forms, str) else list(forms.values())
    return set().union(*(placeholders(t) for t in templates)) | {"count"}
