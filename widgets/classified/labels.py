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
    "enlist_guard": T("Enlist as Guard", "衛兵として入隊"),
    "enlist_assassin": T("Enlist as Assassin", "暗殺者として入隊"),
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
MODES_BY_PROMPT = {
    "E8.mode": {"exchange": T("exchange a hand card with the bottom discard",
                              "手札1枚と捨て札の一番下を交換する"),
                "encrypted": T("look at the top Encrypted card and put it at the bottom",
                               "暗号化カードの一番上を見て一番下に置く")},
    "E8.also": {"encrypted": T("also look at the top Encrypted card and put it at the bottom",
                               "さらに暗号化カードの一番上を見て一番下に置く"),
                "done": T("done", "終了")},
    "R4.mode": {"encrypted": T("the top Encrypted card becomes your face-up Guard",
                               "暗号化カードの一番上を表向きの衛兵にする"),
                "exchange": T("exchange one of your Guards with a card from the opponent's hand",
                              "自分の衛兵1枚を相手の手札1枚と交換する")},
}
ENDS = {"top": T("top", "上"), "bottom": T("bottom", "下")}
GUILD_WORDS = {"Guard": T("Guard", "衛兵"), "Assassin": T("Assassin", "暗殺者"),
               "Sentinel": T("Sentinel", "センチネル")}
PILE_WORDS = {"deck": T("the Draw Deck", "山札"), "encrypted": T("the Encrypted Card Pile",
                                                                  "暗号化カードの山")}
STASH = {"discard_top": T("Tuck the top discard", "捨て札の一番上をタックする"),
         "discard_bottom": T("Tuck the bottom discard", "捨て札の一番下をタックする")}
REPLIES = {"higher": T("higher", "より大きい"), "lower": T("lower", "より小さい"),
           "odd": T("odd", "奇数"), "even": T("even", "偶数")}

ACTIONS = {
    "deploy": T("Deploy {card}", "{card}を展開"),
    "encrypt": T("Encrypt {card}", "{card}を暗号化"),
    "enlist_guard": T("Enlist {card} as a Guard", "{card}を衛兵として入隊"),
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
    if kind == "enlist_assassin":
        target = card_label(p["target"], lang) if "target" in p else \
            owner_spot(p["owner"], p["spot"], lang, viewer, obs)
        return tr(T("Enlist {card} as an Assassin against {target}",
                    "{card}を暗殺者として入隊し、{target}を狙う"), lang,
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
    prompt = ((obs or {}).get("decision") or {}).get("prompt")
    by_prompt = MODES_BY_PROMPT.get(prompt, {})
    if kind == "mode" and p.get("mode") in by_prompt:
        text = tr(by_prompt[p["mode"]], lang)
        return text[0].upper() + text[1:] if lang == "en" else text
    if kind == "mode" and p.get("mode") in MODES:
        return tr(MODES[p["mode"]], lang).capitalize() if lang == "en" else tr(MODES[p["mode"]], lang)
    if kind == "end" and p.get("end") in ENDS:
        return tr(T("The {end} of the pile", "山の{end}"), lang, end=tr(ENDS[p["end"]], lang))
    if kind == "guild" and p.get("guild") in GUILD_WORDS:
        return tr(T("Name the guild {guild}", "所属「{guild}」を宣言"), lang,
                  guild=tr(GUILD_WORDS[p["guild"]], lang))
    if kind == "pile" and p.get("pile") in PILE_WORDS:
        return tr(T("Choose {pile}", "{pile}を選ぶ"), lang, pile=tr(PILE_WORDS[p["pile"]], lang))
    if kind == "stash":
        if p.get("source") in STASH:
            return tr(STASH[p["source"]], lang)
        if p.get("source") == "guard":
            return tr(T("Tuck {guard}", "{guard}をタックする"), lang,
                      guard=owner_spot(viewer, p["spot"], lang, viewer, obs))
    if kind == "answer" and p.get("answer") in REPLIES:
        return tr(T("Answer: {reply}", "回答：{reply}"), lang, reply=tr(REPLIES[p["answer"]], lang))
    if kind == "hiding_swap":
        return tr(T("Swap {card} with the card tucked under {place}",
                    "{card}を{place}の下のカードと交換"), lang,
                  card=card_label(p["card"], lang), place=card_name(p["place"], lang))
    if kind == "resilience":
        return tr(T("Resilience: save the Guard in spot {spot}", "回復力：場所{spot}の衛兵を守る"),
                  lang, spot=p["spot"] + 1)
    if kind == "cancel_trap":
        return tr(T("Show {cards} and discard the trap", "{cards}を見せてトラップを捨てる"),
                  lang, cards=", ".join(card_name(c, lang) for c in p["cards"]))
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
    "E1.reveal": T("High-Tech Bookends: reveal a card from your hand.",
                   "ハイテク・ブックエンド：手札を1枚公開します。"),
    "E2.target": T("Mind Control: choose the opponent's Guard to take.",
                   "マインドコントロール：奪う相手の衛兵を選びます。"),
    "E3.name": T("Interrogation: name a guild that is not your Suitcase's guild.",
                 "尋問：スーツケースの所属ではない所属を宣言します。"),
    "E4.guard": T("Split Personality: choose the Guard to exchange with your Suitcase.",
                  "二重人格：スーツケースと交換する衛兵を選びます。"),
    "E5.stash": T("Hiding Place: choose what to tuck under it.",
                  "隠し場所：下にタックするものを選びます。"),
    "E5.swap": T("Hiding Place: swap your Final Card with the hidden card, or pass.",
                 "隠し場所：最終カードと隠したカードを交換するか、パスします。"),
    "E7.move": T("Digital Dig: choose a discard to move to the bottom of the pile.",
                 "デジタル・ディグ：捨て札の一番下に移すカードを選びます。"),
    "E8.mode": T("Web Search: choose what to do.", "ウェブ探索：何をするか選びます。"),
    "E8.also": T("Web Search: also look at the Encrypted Card Pile?",
                 "ウェブ探索：暗号化カードの山も見ますか？"),
    "E8.give": T("Web Search: choose the hand card to exchange with the bottom discard.",
                 "ウェブ探索：捨て札の一番下と交換する手札を選びます。"),
    "E9.discard": T("Return to Sender: discard a card from your hand.",
                    "送り返し：手札から1枚捨てます。"),
    "R2.tell": T("Decoy Guard: tell a number of your own Code.",
                 "おとりの衛兵：自分のコードの数字を1つ伝えます。"),
    "R2.play_as_guard": T("Decoy Guard: play it as a Guard?", "おとりの衛兵：衛兵として出しますか？"),
    "R3.play": T("Agonizing Choice: play one of the two cards you looked at.",
                 "苦渋の選択：見た2枚のうち1枚を使います。"),
    "R3.discard": T("Agonizing Choice: choose a discard to shuffle into the Draw Deck.",
                    "苦渋の選択：山札に混ぜる捨て札を選びます。"),
    "R4.mode": T("Digital Revival: choose how to use it.", "デジタル蘇生：使い方を選びます。"),
    "R4.guard": T("Digital Revival: choose one of your Guards.",
                  "デジタル蘇生：自分の衛兵を1枚選びます。"),
    "R4.give": T("Digital Revival: give a card from your hand.",
                 "デジタル蘇生：手札から1枚渡します。"),
    "R4.swap": T("Digital Revival: you may swap the new Guard with a hand card.",
                 "デジタル蘇生：新しい衛兵を手札と入れ替えられます。"),
    "R5.end": T("Precision Procedure: take the top or the bottom discard.",
                "精密な処置：捨て札の一番上か一番下を選びます。"),
    "R5.enlist_or_discard": T("Precision Procedure: enlist or discard another hand card.",
                              "精密な処置：別の手札を入隊させるか捨てます。"),
    "R7.number": T("Infiltrate Enemy Lines: name a number; is it the Suitcase number?",
                   "敵陣潜入：数字を宣言します。スーツケースの番号ですか？"),
    "R8.first": T("Shine Spotlights: choose the first Guard.",
                  "スポットライト照射：1枚目の衛兵を選びます。"),
    "R8.second": T("Shine Spotlights: choose the second Guard.",
                   "スポットライト照射：2枚目の衛兵を選びます。"),
    "R9.target": T("Rooftop Sniper: choose the opponent's Guard to hit.",
                   "ルーフトップ・スナイパー：狙う相手の衛兵を選びます。"),
    "P1a.pile": T("Look Closely: PEEK 3 at which pile?", "よく見る：どちらの山をピーク3しますか？"),
    "P1b.reveal": T("Test of Loyalty: reveal another card from your hand.",
                    "忠誠心のテスト：手札からもう1枚公開します。"),
    "P1b.answer": T("Test of Loyalty: is your Suitcase number higher or lower?",
                    "忠誠心のテスト：スーツケースの番号は大きいか小さいか答えます。"),
    "P4a.guess": T("High-Stakes Gamble: name the Suitcase number (right wins, wrong loses).",
                   "ハイステークス・ギャンブル：スーツケースの番号を宣言します（当たれば勝ち、外れれば負け）。"),
    "P4b.guess": T("Telepathy Vision: secretly guess the Suitcase number.",
                   "テレパシービジョン：スーツケースの番号をひそかに予想します。"),
    "P5a.guard": T("Cyberpunk Sandwich: choose the opponent's Guard to take.",
                   "サイバーパンク・サンドイッチ：取る相手の衛兵を選びます。"),
    "P5a.return": T("Cyberpunk Sandwich: choose the card to put back.",
                    "サイバーパンク・サンドイッチ：戻すカードを選びます。"),
    "P5b.take": T("Armored Fedora: you may take a discard in exchange for a hand card.",
                  "装甲フェドラ：手札1枚と捨て札1枚を交換できます。"),
    "P5b.give": T("Armored Fedora: choose the hand card to give up.",
                  "装甲フェドラ：手放す手札を選びます。"),
    "P7a.take": T("Cybernetic Cubic Tower: choose the discard to tuck.",
                  "サイバーネティック・キュービック・タワー：タックする捨て札を選びます。"),
    "P7a.number": T("Cybernetic Cubic Tower: name one of its Code numbers.",
                    "サイバーネティック・キュービック・タワー：そのコードの数字を1つ宣言します。"),
    "P7b.keep": T("Sands of Time: choose the card that stays at the bottom.",
                  "時の砂：山札の一番下に残すカードを選びます。"),
    "P9a.reveal": T("Unstable Grenade: reveal a card from your hand.",
                    "不安定な手榴弾：手札を1枚公開します。"),
    "P9a.peek": T("Unstable Grenade: PEEK 2 at a pile, or pass.",
                  "不安定な手榴弾：山を1つピーク2するか、パスします。"),
    "P9b.give": T("No-Return Mail: choose a card to give the opponent.",
                  "戻らぬ郵便：相手に渡すカードを選びます。"),
    "P9b.give_back": T("No-Return Mail: choose a card to give back.",
                       "戻らぬ郵便：返すカードを選びます。"),
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
