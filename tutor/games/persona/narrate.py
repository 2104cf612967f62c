"""Log sentences for Persona Non Grata events, from the ``event.*`` texts.

``event_text(event, lang, viewer)`` phrases an event as the viewer sees it (only the fields of
``Event.view(viewer)``); an event kind without a sentence gets a generic one naming its fields.
"""

from __future__ import annotations

from typing import Callable

from tutor.engine.text import Seat, TextError

from .cards import is_known_card, value_of
from .texts import TEXTS, action_card_name, card_name, company_name, sep, seats_text


def _cards(cards, lang: str) -> str:
    return sep(lang).join(card_name(c, lang) for c in cards) or TEXTS.tr("board.empty", lang)


def _common(e: dict, lang: str, viewer) -> dict:
    """The parameters most sentences share: seats as Seat, companies and cards named."""
    params = {"week": e.get("week", ""), "day": e.get("day", "")}
    for name in ("player", "chooser", "first", "second", "victim", "to", "previous"):
        if isinstance(e.get(name), int):
            params[name] = Seat(e[name])
    if e.get("company"):
        params["company"] = company_name(e["company"], lang)
    if is_known_card(e.get("card")):
        params["card"] = card_name(e["card"], lang)
    if e.get("direction"):
        params["direction"] = TEXTS.tr(f"direction.{e['direction']}", lang)
    if "tied" in e:
        params["tied"] = seats_text(e["tied"], lang, viewer)
    return params


def _with_hand(text: str, e: dict, key: str, lang: str) -> str:
    if e.get("hand") is None:
        return text
    return f"{text} {TEXTS.tr(key, lang, cards=_cards(e['hand'], lang))}"


def _deal(e, lang, viewer, p):
    text = TEXTS.tr("event.deal", lang, viewer, week=e["week"], count=e["hand_size"])
    return _with_hand(text, e, "event.your_hand", lang)


def _pass(e, lang, viewer, p):
    return _with_hand(TEXTS.tr("event.pass", lang, viewer, **p), e, "event.now_hold", lang)


def _reveal(e, lang, viewer, p):
    text = TEXTS.tr("event.reveal", lang, viewer, **p)
    if e.get("encrypted"):
        text += " " + TEXTS.tr("event.you_encrypted", lang, card=card_name(e["encrypted"], lang))
    return text


def _play(e, lang, viewer, p):
    if e["kind"] in ("send_left", "send_right"):
        return TEXTS.tr("event.send", lang, viewer, action=action_card_name(e["kind"], lang), **p)
    return TEXTS.tr(f"event.{e['kind']}", lang, viewer, **p)


def _revealed(e, lang, viewer, p):
    shown = sep(lang).join(TEXTS.tr("event.shown_card", lang, viewer, player=Seat(c["player"]),
                                    card=card_name(c["card"], lang)) for c in e.get("cards", []))
    if not shown:
        return TEXTS.tr("event.reveal_encrypted_none", lang)
    return TEXTS.tr("event.reveal_encrypted", lang, cards=shown)


def _compare(e, lang, viewer, p):
    totals = sep(lang).join(TEXTS.tr("event.total", lang, viewer, player=Seat(q), total=t)
                            for q, t in enumerate(e["totals"]))
    return TEXTS.tr("event.compare", lang, viewer, totals=totals, **p)


def _corporation(e, lang, viewer, p):
    values = " + ".join(str(value_of(c)) for c in e["cards"])
    key = "event.corporation_carried" if e.get("carried") else "event.corporation"
    return TEXTS.tr(key, lang, viewer, values=values, **p)


def _key(e, lang, viewer, p):
    if e.get("previous") is None:
        key = "event.key_from_table"
    else:
        key = "event.key_kept" if e["previous"] == e["player"] else "event.key_taken"
    return TEXTS.tr(key, lang, viewer, **p)


def _company_score(e, lang, viewer, p):
    if e["activated"]:
        return TEXTS.tr("event.company_activated", lang, viewer, count=e["points"],
                        **dict(p, card=card_name(e["activator"], lang)))
    if e.get("wasted"):
        return TEXTS.tr("event.company_wasted", lang, viewer, count=e["wasted"], **p)
    return TEXTS.tr("event.company_nothing", lang, viewer, **p)


def _final(e, lang, viewer, p):
    scores = sep(lang).join(TEXTS.tr("event.score", lang, viewer, player=Seat(q), score=s)
                            for q, s in enumerate(e["scores"]))
    return TEXTS.tr("event.final", lang, viewer, scores=scores,
                    winners=seats_text(e["winners"], lang, viewer))


def _setup(e, lang, viewer, p):
    companies = sep(lang).join(company_name(c, lang) for c in e.get("companies", []))
    return TEXTS.tr("event.setup", lang, companies=companies)


def _simple(e, lang, viewer, p):
    return TEXTS.tr(f"event.{e['kind']}", lang, viewer, **p)


PHRASES: dict[str, Callable] = {
    "setup": _setup, "deal": _deal, "reveal": _reveal, "pass": _pass,
    "download": _play, "encrypt": _play, "send_left": _play, "send_right": _play,
    "reveal_encrypted": _revealed, "compare": _compare, "corporation": _corporation,
    "key": _key, "company_score": _company_score, "final": _final,
}


def generic_event_text(event: dict, lang: str, viewer: int | None) -> str:
    """A readable sentence for an event kind without its own sentence."""
    details = ", ".join(f"{k} {card_name(v, lang) if is_known_card(v) else v}"
                        for k, v in event.items() if k not in ("kind", "rule", "player"))
    name = ""
    if isinstance(event.get("player"), int):
        name = TEXTS.tr("seat", lang, viewer, player=Seat(event["player"])) + ": "
    return TEXTS.tr("event.generic", lang, who=name, kind=event["kind"].replace("_", " "),
                    details=details)


def event_text(event: dict, lang: str, viewer: int | None) -> str:
    """The event as one sentence in ``lang`` for ``viewer``."""
    kind = event.get("kind")
    phrase = PHRASES.get(kind) or (_simple if f"event.{kind}" in TEXTS else None)
    if phrase is None:
        return generic_event_text(event, lang, viewer)
    return phrase(event, lang, viewer, _common(event, lang, viewer))


__all__ = ["TextError", "event_text", "generic_event_text"]
