"""Labels for the Persona Non Grata action picker, and the current decision's question.

``action_label(action, lang, viewer)`` names every Action the engine offers; an unknown kind
falls back to its kind and parameters, so a new engine action never breaks the picker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.games.persona.prompts import PROMPTS as ENGINE_PROMPTS
from tutor.lessons import T

from .text import action_name, card_name, company_name, players_text, tr, who

if TYPE_CHECKING:
    from tutor.engine import Action, Catalogue

KINDS = {
    "play": T("Play", "出す"),
    "discard": T("Discard", "捨てる"),
    "steal": T("Steal", "盗む"),
    "skip_steal": T("Do not steal", "盗まない"),
    "give_key": T("Key", "鍵"),
    "rank_tie": T("Rank the tie", "順位を決める"),
    "activate": T("Activator", "有効化"),
}
ACTIONS = {
    "play": T("{action}: {card}", "{action}：{card}"),
    "discard": T("Discard {card}", "捨てる：{card}"),
    "steal": T("Steal {card}", "盗む：{card}"),
    "skip_steal": T("Do not steal", "盗まない"),
    "give_key": T("Give the key to {player}", "{player}に鍵を渡す"),
    "rank_tie": T("1st: {first}, 2nd: {second}", "1位：{first}、2位：{second}"),
    "activate": T("Give up {card}", "手放す：{card}"),
}


def kind_label(kind: str, lang: str) -> str:
    """The caption of a kind's dropdown; unknown kinds read as their name."""
    text = KINDS.get(kind)
    return tr(text, lang) if text else kind.replace("_", " ").capitalize()


def generic_label(action: "Action", lang: str) -> str:
    """"Kind: key value, ..." with card ids shown as card names."""
    params = ", ".join(f"{k} {card_name(v, lang)}" for k, v in action.params)
    head = kind_label(action.kind, lang)
    return f"{head}: {params}" if params else head


def action_label(action: "Action", lang: str, viewer: int | None = 0) -> str:
    """The text of a button or dropdown entry for ``action``, as ``viewer`` reads it."""
    try:
        p = dict(action.params)
        values = {
            "card": card_name(p.get("info", p.get("card")), lang),
            "action": action_name(p.get("action"), lang),
            "player": who(p.get("player"), lang, viewer),
            "first": who(p.get("first"), lang, viewer),
            "second": who(p.get("second"), lang, viewer),
        }
        return tr(ACTIONS[action.kind], lang, **values)
    except Exception:                      # noqa: BLE001 - a label must never break the picker
        return generic_label(action, lang)


PROMPTS = {key: T(text["en"], text["ja"]) for key, text in ENGINE_PROMPTS.items()}
FALLBACK = T("{title}: make your choice.", "{title}：選んでください。")


def prompt_text(decision: dict | None, lang: str, viewer: int | None = 0,
                catalogue: "Catalogue | None" = None) -> str:
    """What the current decision asks, with company and player names filled in; an unknown
    prompt reads as the title of the decision's rule."""
    if not decision:
        return ""
    info = decision.get("info") or {}
    template = PROMPTS.get(decision.get("prompt"))
    if template is not None:
        try:
            return tr(template, lang, company=company_name(info.get("company", "")),
                      tied=players_text(info.get("tied", []), lang, viewer))
        except (KeyError, IndexError, ValueError):
            pass
    rule = decision.get("rule")
    if catalogue is not None and rule in catalogue:
        return tr(FALLBACK, lang, title=catalogue[rule].title[lang])
    return str(decision.get("prompt") or rule or "")
