"""Persona Non Grata learner text: the TOML files in ``text/`` and the helpers that fill them.

Names of companies, ranks and action cards, decision prompts, action sentences and labels,
event sentences and board labels, all in English and Japanese (``TEXTS.problems()`` is empty).
Seats are passed as ``Seat(n)``, so the viewer reads "you" and others "Player n+1".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from tutor.engine.text import Seat, Texts

from .cards import (RANKS, WEEK_CORPORATION_VALUE, company_of, is_activator, is_corporation_card,
                    is_known_card, rank_of, value_of)

TEXT_DIR = Path(__file__).with_name("text")
TEXTS = Texts.load(sorted(TEXT_DIR.glob("*.toml")))


def tr(key: str, lang: str, viewer: int | None = None, **params: Any) -> str:
    """The message ``key`` in ``lang`` for ``viewer``."""
    return TEXTS.tr(key, lang, viewer, **params)


def sep(lang: str) -> str:
    """The separator between the items of a list."""
    return TEXTS.tr("list_separator", lang)


def company_name(company: str, lang: str = "en") -> str:
    return TEXTS.tr(f"company.{company}", lang)


def rank_name(card: str, lang: str) -> str:
    """"Director" / "ディレクター" for an information card, "corporation card" otherwise."""
    rank = "corporation" if is_corporation_card(card) else RANKS[rank_of(card)][0]
    return TEXTS.tr(f"rank.{rank}", lang)


def card_name(card: str, lang: str) -> str:
    """"Biolife Director 5" / "Biolife ディレクター 5"."""
    return TEXTS.tr("card_name", lang, company=company_name(company_of(card), lang),
                    rank=rank_name(card, lang), value=value_of(card))


def card_text(card: str, lang: str) -> str:
    """What a card is worth and does, in one sentence."""
    company, value = company_name(company_of(card), lang), value_of(card)
    if is_corporation_card(card):
        week = next(w for w, v in WEEK_CORPORATION_VALUE.items() if v == value)
        return TEXTS.tr("card_text.corporation", lang, company=company, value=value, week=week)
    key = "card_text.worker" if is_activator(card) else "card_text.info"
    return TEXTS.tr(key, lang, company=company, rank=rank_name(card, lang), value=value)


def action_card_name(kind: str, lang: str) -> str:
    return TEXTS.tr(f"action_card.{kind}", lang)


def seats_text(seats: Iterable[int], lang: str, viewer: int | None) -> str:
    """Several seats as the viewer names them, in a list."""
    return sep(lang).join(TEXTS.tr("seat", lang, viewer, player=Seat(s)) for s in seats)


def _action_params(action, lang: str) -> dict:
    """The parameters of an action's sentence and label: cards named, seats as Seat."""
    params: dict[str, Any] = {}
    for name, value in action.params:
        if name == "card":
            params["card"] = card_name(value, lang) if is_known_card(value) else str(value)
        elif name == "victim":
            params["player"] = Seat(value)
        else:
            params[name] = Seat(value)
    if action.kind in ("download", "encrypt", "send_left", "send_right"):
        params["action"] = action_card_name(action.kind, lang)
    return params


def action_text(action, lang: str = "en", viewer: int | None = None) -> str:
    """The action as a sentence, e.g. "Send Biolife Director 5 left: it goes face up into your
    left neighbour's play area." (raises TextError for an action Persona does not have)."""
    return TEXTS.tr(f"action.{action.kind}", lang, viewer, **_action_params(action, lang))


def action_label(action, lang: str = "en", viewer: int | None = None) -> str:
    """The action as a short picker label, e.g. "Download: Biolife President 6"."""
    return TEXTS.tr(f"label.{action.kind}", lang, viewer, **_action_params(action, lang))


def kind_label(kind: str, lang: str = "en") -> str:
    """The caption of a kind of action, e.g. "Send Left"."""
    return TEXTS.tr(f"kind.{kind}", lang)


def prompt_text(decision: dict | None, lang: str = "en", viewer: int | None = None,
                catalogue=None) -> str:
    """What an observed decision (``observe()["decision"]``) asks, in ``lang``; a decision
    without a known prompt reads as the title of its rule."""
    if not decision:
        return ""
    info = decision.get("info") or {}
    key = f"prompt.{decision.get('prompt')}"
    if key in TEXTS:
        company = info.get("company")
        return TEXTS.tr(key, lang, viewer,
                        company=company_name(company, lang) if company else "",
                        tied=seats_text(info.get("tied", []), lang, viewer))
    rule = decision.get("rule")
    if catalogue is not None and rule in catalogue:
        return TEXTS.tr("prompt.fallback", lang, title=catalogue[rule].title[lang])
    return str(decision.get("prompt") or rule or "")
