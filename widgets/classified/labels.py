"""Labels for the Classified Information action picker and the current decision's prompt.

``action_label(action, lang, viewer, obs)`` names any Action the engine offers; a kind this module
does not know (a new card set) falls back to its kind and parameters, so it never crashes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.lessons import T

from .text import card_label, card_name, is_card, owner_spot, tr, who

if TYPE_CHECKING:
    from tutor.engine import Action, Catalogue

KINDS = {
    "deploy": T("Deploy", "展開"),
    "encrypt": T("Encrypt", "暗号化"),
    "guard": T("Enlist as Guard", "衛兵として入隊"),
    "assassinate": T("Assassinate", "暗殺"),
    "react": T("React", "リアクト"),
    "pass": T("Pass", "パス"),
    "discard_order": T("Discard order", "捨てる順番"),
    "number": T("Number", "数字"),
    "card": T("Card", "カード"),
    "guard_spot": T("Guard", "衛兵"),
    "mode": T("Option", "選択肢"),
    "discard": T("Discard", "捨てる"),
    "end": T("End of the pile", "山の端"),
    "guild": T("Guild", "所属"),
    "stash": T("Hide", "隠す"),
    "hiding_swap": T("Hiding Place swap", "隠し場所の交換"),
    "resilience": T("Resilience", "回復力"),
    "answer": T("Answer", "回答"),
    "pile": T("Pile", "山"),
    "cancel_trap": T("Cancel the trap", "トラップを解除"),
}

MODES = {
    "guard": T("swap one of your Guards with an opponent's Guard",
               "自分の衛兵と相手の衛兵を入れ替える"),
    "discard": T("swap one of your Guards with the top discard",
                 "自分の衛兵と捨て札の一番上を入れ替える"),
    "hand": T("put this card in a Guard's spot and take that Guard into your hand",
              "このカードを衛兵の場所に置き、その衛兵を手札に加える"),
    "flip": T("flip an opponent's Guard face up", "相手の衛兵を1枚表向きにする"),
    "rearrange": T("rearrange the Discard Pile", "捨て札の山を並べ替える"),
    "bottom": T("look at the bottom 2 cards of the Draw Deck", "山札の下から2枚を見る"),
    "encrypted": T("also use the Encrypted Card Pile", "暗号化カードの山も使う"),
    "done": T("done", "終了"),
}
ENDS = {"top": T("top", "上"), "bottom": T("bottom", "下")}

ACTIONS = {
    "deploy": T("Deploy {card}", "{card}を展開"),
    "encrypt": T("Encrypt {card}", "{card}を暗号化"),
    "guard": T("Enlist {card} as a Guard", "{card}を衛兵として入隊"),
    "react": T("React with {card}", "{card}でリアクト"),
    "card": T("Choose {card}", "{card}を選ぶ"),
    "discard": T("Discard {card}", "{card}を捨てる"),
    "number": T("Name {n}", "{n}を宣言"),
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
    if kind == "assassinate":
        target = owner_spot(1 - viewer if viewer is not None else 1, p["target"], lang, viewer, obs)
        return tr(T("Assassinate {target} with {card}", "{card}で{target}を暗殺"), lang,
                  target=target, card=card_label(p["card"], lang))
    if kind == "pass":
        return tr(T("Pass", "パス"), lang)
    if kind == "discard_order":
        cards = p["cards"]
        order = " → ".join(card_name(c, lang) for c in cards)
        return tr(T("Discard {order} ({top} ends on top)", "{order}の順に捨てる（{top}が一番上）"),
                  lang, order=order, top=card_name(cards[-1], lang))
    if kind == "guard_spot":
        return owner_spot(p["owner"], p["spot"], lang, viewer, obs)
    if kind == "mode" and p.get("mode") in MODES:
        return tr(MODES[p["mode"]], lang).capitalize() if lang == "en" else tr(MODES[p["mode"]], lang)
    if kind == "end" and p.get("end") in ENDS:
        return tr(T("The {end} of the pile", "山の{end}"), lang, end=tr(ENDS[p["end"]], lang))
    return generic_label(action, lang)


# ---- decision prompts ------------------------------------------------------------------------
PROMPTS = {
    "action": T("Take one Action: Deploy, Encrypt or Enlist (as a Guard or an Assassin).",
                "アクションを1つ行います：展開・暗号化・入隊（衛兵または暗殺者）。"),
    "discard_order": T("Choose the order in which the cards go to the Discard Pile; the last "
                       "one ends on top.", "捨て札にする順番を選びます。最後のカードが一番上になります。"),
    "react.assassination_success": T(
        "The assassination succeeds unless a REACT card blocks it: react or pass.",
        "リアクトのカードで防がない限り暗殺は成功します。リアクトするかパスします。"),
    "react.deploy": T("A card is being Deployed: react or pass.",
                      "カードが展開されようとしています。リアクトするかパスします。"),
    "react.guard_played": T("A Guard was just played face down: react or pass.",
                            "衛兵が裏向きで出されました。リアクトするかパスします。"),
    "C1.number": T("Fortune Teller: name a number; the opponent answers whether their Suitcase "
                   "number is within 2 steps of it.",
                   "占い師：数字を1つ宣言します。相手はスーツケースの番号がそこから2以内か答えます。"),
    "C2.number": T("Test Access Codes: pick a number from the opponent's hand; is it their "
                   "Suitcase number?", "アクセスコードのテスト：相手の手札から数字を選びます。"
                   "それがスーツケースの番号か答えてもらいます。"),
    "C3.name": T("Picking Petals: name a number that is neither your Suitcase number nor 3.",
                 "花びら占い：スーツケースの番号でも3でもない数字を宣言します。"),
    "C3.name_second": T("Picking Petals: no Guards are in play, so name a second such number.",
                        "花びら占い：衛兵がいないので、そのような数字をもう1つ宣言します。"),
    "C4.mode": T("Switch Places: choose how to use it.", "入れ替え：使い方を選びます。"),
    "C4.own_guard": T("Switch Places: choose one of your Guards.",
                      "入れ替え：自分の衛兵を1枚選びます。"),
    "C4.their_guard": T("Switch Places: choose the opponent's Guard to swap with.",
                        "入れ替え：入れ替える相手の衛兵を選びます。"),
    "C4.discard": T("Switch Places: discard a card from your hand.",
                    "入れ替え：手札から1枚捨てます。"),
    "C5.take": T("Scavenge: take one of the top 3 discards into your hand.",
                 "探索：捨て札の上から3枚のうち1枚を手札に加えます。"),
    "C5.discard": T("Scavenge: now discard another card from your hand.",
                    "探索：手札から別のカードを1枚捨てます。"),
    "C6.guard": T("Extra Protection: choose the Guard to lay it on.",
                  "追加防御：重ねる衛兵を選びます。"),
    "C7.guard": T("Wheel of Fate: choose one of your Guards to flip face up.",
                  "運命の輪：表向きにする自分の衛兵を選びます。"),
    "C8.mode": T("Neutralize the Target: choose one option.", "標的の無力化：1つ選びます。"),
    "C8.flip": T("Neutralize the Target: choose an opponent's Guard to flip face up.",
                 "標的の無力化：表向きにする相手の衛兵を選びます。"),
    "C8.next_top": T("Rearrange the Discard Pile: choose the next card from the top.",
                     "捨て札の並べ替え：上から次に置くカードを選びます。"),
}


def prompt_text(decision: dict | None, lang: str, catalogue: "Catalogue | None" = None) -> str:
    """What the current decision asks, from its prompt key; else the title of its rule."""
    if not decision:
        return ""
    prompt = decision.get("prompt") or ""
    if prompt in PROMPTS:
        return tr(PROMPTS[prompt], lang)
    if prompt.startswith("react."):
        return tr(T("React or pass.", "リアクトするかパスします。"), lang)
    rule = decision.get("rule")
    if catalogue is not None and rule in catalogue:
        return tr(T("{title}: make your choice.", "{title}：選んでください。"), lang,
                  title=catalogue[rule].title[lang])
    return prompt or str(rule)


def decider_text(decision: dict | None, lang: str, viewer) -> str:
    """"Your decision" or "Waiting for Player 2"."""
    from .text import BOARD
    if not decision:
        return ""
    players = decision.get("players", [])
    if viewer in players:
        return tr(BOARD["decider_you"], lang)
    names = ", ".join(who(p, lang, viewer) for p in players)
    return tr(BOARD["decider_other"], lang, who=names)
