"""Labels for the Classified Information action picker and the current decision's prompt.

``action_label(action, lang, viewer, obs)`` names any Action the engine offers; a kind this module
does not know (a new card set) falls back to its kind and parameters, so it never crashes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .texts import BOARD, M, card_label, card_name, is_card, owner_spot, tr, who

if TYPE_CHECKING:
    from tutor.engine import Action, Catalogue

KINDS = {
    "deploy": M("label.kinds.deploy"),
    "encrypt": M("label.kinds.encrypt"),
    "enlist_guard": M("label.kinds.enlist_guard"),
    "enlist_assassin": M("label.kinds.enlist_assassin"),
    "react": M("label.kinds.react"),
    "pass": M("label.kinds.pass"),
    "discard_order": M("label.kinds.discard_order"),
    "number": M("label.kinds.number"),
    "card": M("label.kinds.card"),
    "guard_spot": M("label.kinds.guard_spot"),
    "mode": M("label.kinds.mode"),
    "discard": M("label.kinds.discard"),
    "end": M("label.kinds.end"),
    "guild": M("label.kinds.guild"),
    "stash": M("label.kinds.stash"),
    "hiding_swap": M("label.kinds.hiding_swap"),
    "resilience": M("label.kinds.resilience"),
    "answer": M("label.kinds.answer"),
    "pile": M("label.kinds.pile"),
    "cancel_trap": M("label.kinds.cancel_trap"),
    "peek_price": M("label.kinds.peek_price"),
}

MODES = {
    "guard": M("label.modes.guard"),
    "discard": M("label.modes.discard"),
    "hand": M("label.modes.hand"),
    "flip": M("label.modes.flip"),
    "rearrange": M("label.modes.rearrange"),
    "bottom": M("label.modes.bottom"),
    "exchange": M("label.modes.exchange"),
    "encrypted": M("label.modes.encrypted"),
    "done": M("label.modes.done"),
}
MODES_BY_PROMPT = {
    "E8.mode": {"exchange": M("label.mode.E8.exchange"),
                "encrypted": M("label.mode.E8.encrypted")},
    "E8.also": {"encrypted": M("label.mode.E8_also.encrypted"),
                "done": M("label.mode.E8_also.done")},
    "R4.mode": {"encrypted": M("label.mode.R4.encrypted"),
                "exchange": M("label.mode.R4.exchange")},
}
ENDS = {"top": M("label.ends.top"), "bottom": M("label.ends.bottom")}
GUILD_WORDS = {"Guard": M("label.guild_words.Guard"), "Assassin": M("label.guild_words.Assassin"),
               "Sentinel": M("label.guild_words.Sentinel")}
PILE_WORDS = {"deck": M("label.pile_words.deck"), "encrypted": M("label.pile_words.encrypted")}
STASH = {"discard_top": M("label.stash.discard_top"),
         "discard_bottom": M("label.stash.discard_bottom")}
REPLIES = {"higher": M("label.replies.higher"), "lower": M("label.replies.lower"),
           "odd": M("label.replies.odd"), "even": M("label.replies.even")}

ACTIONS = {
    "deploy": M("label.actions.deploy"),
    "encrypt": M("label.actions.encrypt"),
    "enlist_guard": M("label.actions.enlist_guard"),
    "react": M("label.actions.react"),
    "card": M("label.actions.card"),
    "discard": M("label.actions.discard"),
    "number": M("label.actions.number"),
}


def kind_label(kind: str, lang: str) -> str:
    """The caption of a kind's dropdown; unknown kinds read as their name."""
    text = KINDS.get(kind)
    return tr(text, lang) if text else kind.replace("_", " ").capitalize()


def _value(value, lang: str) -> str:
    if is_card(value):
        return card_name(value, lang)
    if isinstance(value, (list, tuple)):
        return " → ".join(_value(v, lang) for v in value)
    return str(value)


def generic_label(action: "Action", lang: str) -> str:
    """"Kind: key value, ..." with card ids shown as card names."""
    params = ", ".join(f"{k} {_value(v, lang)}" for k, v in action.params)
    head = kind_label(action.kind, lang)
    return f"{head}: {params}" if params else head


def action_label(action: "Action", lang: str, viewer: int | None = None,
                 obs: dict | None = None) -> str:
    """The text of a button or dropdown entry for ``action`` (``obs``: the viewer's
    observation, to name Guards the viewer can see)."""
    try:
        return _label(action, lang, viewer, obs)
    except Exception:                      # noqa: BLE001 - a label must never break the picker
        return generic_label(action, lang)


def _label(action: "Action", lang: str, viewer, obs) -> str:
    kind, p = action.kind, dict(action.params)
    if kind in ACTIONS and set(p) <= {"card", "n"}:
        values = {k: card_label(v, lang) if is_card(v) else v for k, v in p.items()}
        return tr(ACTIONS[kind], lang, **values)
    if kind == "enlist_assassin":
        target = card_label(p["target"], lang) if "target" in p else \
            owner_spot(p["owner"], p["spot"], lang, viewer, obs)
        return tr(M("label.label.enlist_card_as_an_assassin"), lang,
                  target=target, card=card_label(p["card"], lang))
    if kind == "pass":
        return tr(M("label.label.pass"), lang)
    if kind == "peek_price":
        return tr(M("label.label.peek_price"), lang)
    if kind == "discard_order":
        cards = p["cards"]
        order = " → ".join(card_name(c, lang) for c in cards)
        return tr(M("label.label.discard_order_top_ends_on"),
                  lang, order=order, top=card_name(cards[-1], lang))
    if kind == "guard_spot":
        return owner_spot(p["owner"], p["spot"], lang, viewer, obs)
    prompt = ((obs or {}).get("decision") or {}).get("prompt")
    by_prompt = MODES_BY_PROMPT.get(prompt, {})
    if kind == "mode" and p.get("mode") in by_prompt:
        text = tr(by_prompt[p["mode"]], lang)
        return text[0].upper() + text[1:] if lang == "en" else text
    if kind == "mode" and p.get("mode") in MODES:
        return tr(MODES[p["mode"]], lang).capitalize() if lang == "en" else tr(MODES[p["mode"]], lang)
    if kind == "end" and p.get("end") in ENDS:
        return tr(M("label.label.the_end_of_the_pile"), lang, end=tr(ENDS[p["end"]], lang))
    if kind == "guild" and p.get("guild") in GUILD_WORDS:
        return tr(M("label.label.name_the_guild_guild"), lang,
                  guild=tr(GUILD_WORDS[p["guild"]], lang))
    if kind == "pile" and p.get("pile") in PILE_WORDS:
        return tr(M("label.label.choose_pile"), lang, pile=tr(PILE_WORDS[p["pile"]], lang))
    if kind == "stash":
        if p.get("source") in STASH:
            return tr(STASH[p["source"]], lang)
        if p.get("source") == "guard":
            return tr(M("label.label.tuck_guard"), lang,
                      guard=owner_spot(viewer, p["spot"], lang, viewer, obs))
    if kind == "answer" and p.get("answer") in REPLIES:
        return tr(M("label.label.answer_reply"), lang, reply=tr(REPLIES[p["answer"]], lang))
    if kind == "hiding_swap":
        return tr(M("label.label.swap_card_with_the_card"), lang,
                  card=card_label(p["card"], lang), place=card_name(p["place"], lang))
    if kind == "resilience":
        return tr(M("label.label.resilience_save_the_guard_in"),
                  lang, spot=p["spot"] + 1)
    if kind == "cancel_trap":
        return tr(M("label.label.show_cards_and_discard_the"),
                  lang, cards=", ".join(card_name(c, lang) for c in p["cards"]))
    return generic_label(action, lang)


# ---- decision prompts ------------------------------------------------------------------------
PROMPTS = {
    "action": M("label.prompts.action"),
    "price": M("label.prompts.price"),
    "discard_order": M("label.prompts.discard_order"),
    "react.assassination_success": M("label.prompts.react_assassination_success"),
    "react.deploy": M("label.prompts.react_deploy"),
    "react.guard_played": M("label.prompts.react_guard_played"),
    "C1.number": M("label.prompts.C1_number"),
    "C2.number": M("label.prompts.C2_number"),
    "C3.name": M("label.prompts.C3_name"),
    "C3.name_second": M("label.prompts.C3_name_second"),
    "C4.mode": M("label.prompts.C4_mode"),
    "C4.own_guard": M("label.prompts.C4_own_guard"),
    "C4.their_guard": M("label.prompts.C4_their_guard"),
    "C4.discard": M("label.prompts.C4_discard"),
    "C5.take": M("label.prompts.C5_take"),
    "C5.discard": M("label.prompts.C5_discard"),
    "C6.guard": M("label.prompts.C6_guard"),
    "C7.guard": M("label.prompts.C7_guard"),
    "C8.mode": M("label.prompts.C8_mode"),
    "C8.flip": M("label.prompts.C8_flip"),
    "C8.next_top": M("label.prompts.C8_next_top"),
    "E1.reveal": M("label.prompts.E1_reveal"),
    "E2.target": M("label.prompts.E2_target"),
    "E3.name": M("label.prompts.E3_name"),
    "E4.guard": M("label.prompts.E4_guard"),
    "E5.stash": M("label.prompts.E5_stash"),
    "E5.swap": M("label.prompts.E5_swap"),
    "E7.move": M("label.prompts.E7_move"),
    "E8.mode": M("label.prompts.E8_mode"),
    "E8.also": M("label.prompts.E8_also"),
    "E8.give": M("label.prompts.E8_give"),
    "E9.discard": M("label.prompts.E9_discard"),
    "R2.tell": M("label.prompts.R2_tell"),
    "R2.play_as_guard": M("label.prompts.R2_play_as_guard"),
    "R3.play": M("label.prompts.R3_play"),
    "R3.discard": M("label.prompts.R3_discard"),
    "R4.mode": M("label.prompts.R4_mode"),
    "R4.guard": M("label.prompts.R4_guard"),
    "R4.give": M("label.prompts.R4_give"),
    "R4.swap": M("label.prompts.R4_swap"),
    "R5.end": M("label.prompts.R5_end"),
    "R5.enlist_or_discard": M("label.prompts.R5_enlist_or_discard"),
    "R7.number": M("label.prompts.R7_number"),
    "R8.first": M("label.prompts.R8_first"),
    "R8.second": M("label.prompts.R8_second"),
    "R9.target": M("label.prompts.R9_target"),
    "P1a.pile": M("label.prompts.P1a_pile"),
    "P1b.reveal": M("label.prompts.P1b_reveal"),
    "P1b.answer": M("label.prompts.P1b_answer"),
    "P4a.guess": M("label.prompts.P4a_guess"),
    "P4b.guess": M("label.prompts.P4b_guess"),
    "P5a.guard": M("label.prompts.P5a_guard"),
    "P5a.return": M("label.prompts.P5a_return"),
    "P5b.take": M("label.prompts.P5b_take"),
    "P5b.give": M("label.prompts.P5b_give"),
    "P7a.take": M("label.prompts.P7a_take"),
    "P7a.number": M("label.prompts.P7a_number"),
    "P7b.keep": M("label.prompts.P7b_keep"),
    "P9a.reveal": M("label.prompts.P9a_reveal"),
    "P9a.peek": M("label.prompts.P9a_peek"),
    "P9b.give": M("label.prompts.P9b_give"),
    "P9b.give_back": M("label.prompts.P9b_give_back"),
}


def prompt_text(decision: dict | None, lang: str, catalogue: "Catalogue | None" = None) -> str:
    """What the current decision asks, from its prompt key; else the title of its rule."""
    if not decision:
        return ""
    prompt = decision.get("prompt") or ""
    if prompt in PROMPTS:
        return tr(PROMPTS[prompt], lang)
    if prompt.startswith("react."):
        return tr(M("label.prompt_text.react_or_pass"), lang)
    rule = decision.get("rule")
    if catalogue is not None and rule in catalogue:
        return tr(M("label.prompt_text.title_make_your_choice"), lang,
                  title=catalogue[rule].title[lang])
    return prompt or str(rule)


def decider_text(decision: dict | None, lang: str, viewer) -> str:
    """"Your decision" or "Waiting for Player 2"."""
    if not decision:
        return ""
    players = decision.get("players", [])
    if viewer in players:
        return tr(BOARD["decider_you"], lang)
    names = ", ".join(who(p, lang, viewer) for p in players)
    return tr(BOARD["decider_other"], lang, who=names)
