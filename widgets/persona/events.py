"""Log sentences for Persona Non Grata events, in English and Japanese.

``event_text(event, lang, viewer)`` phrases an event as the viewer sees it (only the fields of
``Event.view(viewer)``); an unknown kind gets a generic sentence naming its fields.
"""

from __future__ import annotations

from typing import Callable

from tutor.lessons import T

from .text import (action_name, card_name, cards_text, company_name, players_text, sep, tr,
                   who, whom, DIRECTIONS)

GENERIC = T("{who}{kind} ({details})", "{who}{kind}（{details}）")


def _dir(event: dict, lang: str) -> str:
    text = DIRECTIONS.get(event.get("direction"))
    return tr(text, lang) if text else str(event.get("direction"))


def _reveal(e, lang, viewer):
    base = tr(T("Week {week}, day {day}: every choice is revealed at once.",
                "第{week}週{day}日目：全員の選択を一斉に公開。"), lang, week=e["week"], day=e["day"])
    if e.get("encrypted"):
        base += " " + tr(T("(You encrypted {card}.)", "（あなたは{card}を暗号化しました。）"),
                         lang, card=card_name(e["encrypted"], lang))
    return base


def _play(e, lang, viewer):
    name, kind = who(e["player"], lang, viewer), e["kind"]
    if kind == "encrypt":
        return tr(T("{who} encrypted a card face down (Encrypt).",
                    "{who}はカードを裏向きで暗号化しました。"), lang, who=name)
    if kind == "download":
        return tr(T("{who} downloaded {card}.", "{who}は{card}をダウンロードしました。"), lang,
                  who=name, card=card_name(e["card"], lang))
    return tr(T("{who} sent {card} to {to} ({action}).", "{who}は{card}を{to}に送りました（{action}）。"),
              lang, who=name, card=card_name(e["card"], lang), to=whom(e["to"], lang, viewer),
              action=action_name(kind, lang))


def _pass(e, lang, viewer):
    text = tr(T("Hands passed {direction}.", "手札を渡しました（{direction}）。"), lang,
              direction=_dir(e, lang))
    if e.get("hand") is not None:
        text += " " + tr(T("You now hold: {cards}.", "あなたの手札：{cards}。"), lang,
                         cards=cards_text(e["hand"], lang))
    return text


def _deal(e, lang, viewer):
    text = tr(T("Week {week}: everyone is dealt {n} cards.", "第{week}週：各自に{n}枚配りました。"),
              lang, week=e["week"], n=e["hand_size"])
    if e.get("hand") is not None:
        text += " " + tr(T("Your hand: {cards}.", "あなたの手札：{cards}。"), lang,
                         cards=cards_text(e["hand"], lang))
    return text


def _draw(e, lang, viewer):
    if e.get("card"):
        return tr(T("You drew {card}.", "あなたは{card}を引きました。"), lang,
                  card=card_name(e["card"], lang))
    return tr(T("{who} drew a card.", "{who}はカードを1枚引きました。"), lang,
              who=who(e["player"], lang, viewer))


def _discard(e, lang, viewer):
    if e.get("card"):
        return tr(T("You discarded {card} face down.", "あなたは{card}を裏向きで捨てました。"),
                  lang, card=card_name(e["card"], lang))
    return tr(T("{who} discarded a card face down.", "{who}はカードを1枚裏向きで捨てました。"),
              lang, who=who(e["player"], lang, viewer))


def _revealed(e, lang, viewer):
    shown = sep(lang).join(f"{who(c['player'], lang, viewer)}: {card_name(c['card'], lang)}"
                           for c in e.get("cards", []))
    if not shown:
        return tr(T("Archive phase: no encrypted card to reveal.",
                    "アーカイブフェイズ：公開する暗号化カードはありません。"), lang)
    return tr(T("Archive phase: encrypted cards are revealed ({cards}).",
                "アーカイブフェイズ：暗号化カードを公開（{cards}）。"), lang, cards=shown)


def _compare(e, lang, viewer):
    totals = sep(lang).join(f"{whom(p, lang, viewer)} {t}" for p, t in enumerate(e["totals"]))
    return tr(T("{company}: totals {totals}.", "{company}：合計 {totals}。"), lang,
              company=company_name(e["company"]), totals=totals)


def _corporation(e, lang, viewer):
    values = " + ".join(card_name(c, lang).split()[-1] for c in e["cards"])
    text = T("{company}: {who} placed 1st and took the corporation card {values}.",
             "{who}は{company}の1位で、企業カード{values}を獲得しました。")
    if e.get("carried"):
        text = T("{company}: {who} placed 1st and took the carried-over corporation cards "
                 "{values}.",
                 "{who}は{company}の1位で、繰り越された企業カード{values}を獲得しました。")
    return tr(text, lang, who=who(e["player"], lang, viewer), company=company_name(e["company"]),
              values=values)


def _key(e, lang, viewer):
    name = who(e["player"], lang, viewer)
    if e.get("previous") is None:
        text = T("{who} took the {company} key from the table.",
                 "{who}はテーブルから{company}の鍵を獲得しました。")
    elif e["previous"] == e["player"]:
        text = T("{who} kept the {company} key.", "{who}は{company}の鍵を持ち続けます。")
    else:
        text = T("{who} took the {company} key from {previous}.",
                 "{who}は{previous}から{company}の鍵を獲得しました。")
    return tr(text, lang, who=name, company=company_name(e["company"]),
              previous=whom(e.get("previous"), lang, viewer))


def _steal(e, lang, viewer):
    return tr(T("{who} stole {card} from {victim} and archived it.",
                "{who}は{victim}から{card}を盗み、アーカイブに入れました。"), lang,
              who=who(e["player"], lang, viewer), card=card_name(e["card"], lang),
              victim=whom(e["victim"], lang, viewer))


def _company_score(e, lang, viewer):
    name, company = who(e["player"], lang, viewer), company_name(e["company"])
    if e["activated"]:
        text = tr(T("{who}: {company} activated with {card}: {points} points.",
                    "{who}：{card}で{company}を有効化、{points}点。"), lang, who=name,
                  company=company, card=card_name(e["activator"], lang), points=e["points"])
    elif e.get("wasted"):
        text = tr(T("{who}: {company} not activated, {wasted} points lost.",
                    "{who}：{company}は有効化できず、{wasted}点を失いました。"), lang, who=name,
                  company=company, wasted=e["wasted"])
    else:
        text = tr(T("{who}: nothing in {company}.", "{who}：{company}は得点なし。"), lang,
                  who=name, company=company)
    return text


def _final(e, lang, viewer):
    scores = sep(lang).join(f"{who(p, lang, viewer)} {s}" for p, s in enumerate(e["scores"]))
    return tr(T("Final scores: {scores}. Winner: {winners}.", "最終得点：{scores}。勝者：{winners}。"),
              lang, scores=scores, winners=players_text(e["winners"], lang, viewer))


def _simple(text: T) -> Callable:
    def phrase(e, lang, viewer):
        return tr(text, lang, who=who(e.get("player"), lang, viewer),
                  company=company_name(e.get("company", "")), week=e.get("week", ""),
                  direction=_dir(e, lang), chooser=who(e.get("chooser"), lang, viewer),
                  first=who(e.get("first"), lang, viewer),
                  second=whom(e.get("second"), lang, viewer),
                  tied=players_text(e.get("tied", []), lang, viewer),
                  removed=company_name(e.get("removed") or "-"),
                  companies=sep(lang).join(company_name(c) for c in e.get("companies", [])))
    return phrase


EVENTS: dict[str, Callable] = {
    "setup": _simple(T("Companies in play: {companies}.", "使用する企業：{companies}。")),
    "deal": _deal,
    "reveal": _reveal,
    "download": _play, "encrypt": _play, "send_left": _play, "send_right": _play,
    "pass": _pass,
    "draw": _draw,
    "discard": _discard,
    "last_card": _simple(T("Week {week}'s days are over: the last card of each hand is "
                           "discarded face down.",
                           "第{week}週の日程終了：各自の手札の最後の1枚を裏向きで捨てます。")),
    "reveal_encrypted": _revealed,
    "compare": _compare,
    "no_score": _simple(T("{company}: nobody has a card; nothing happens.",
                          "{company}：誰もカードを持っていないので何も起きません。")),
    "carry_over": _simple(T("{company}: {tied} tie for 1st and the key is on the table: the "
                            "corporation card carries over.",
                            "{company}：{tied}が1位タイで鍵はテーブルにあるため、"
                            "企業カードは繰り越されます。")),
    "no_key_no_steal": _simple(T("{company}: no key and no steals this week.",
                                 "{company}：今週は鍵の移動も盗みもありません。")),
    "tie_first": _simple(T("{company}: {chooser}, holding the key, ranked the tie: 1st "
                           "{first}, 2nd {second}.",
                           "{company}：鍵を持つ{chooser}が同点を決定。1位{first}、2位{second}。")),
    "tie_second": _simple(T("{company}: {chooser}, 1st, gave the key to {second}.",
                            "{company}：1位の{chooser}が{second}に鍵を渡します。")),
    "sole_scorer": _simple(T("{company}: only {who} had cards: 1st and 2nd place at once.",
                             "{company}：カードを持つのは{who}だけなので、{who}が1位と2位を兼ねます。")),
    "corporation": _corporation,
    "key": _key,
    "no_steal": _simple(T("{company}: {who} had nobody to steal from.",
                          "{company}：{who}が盗めるカードはありません。")),
    "steal": _steal,
    "skip_steal": _simple(T("{company}: {who} did not steal.", "{company}：{who}は盗みません。")),
    "week": _simple(T("Week {week} begins; hands pass {direction}.",
                      "第{week}週の開始。手札は{direction}に渡します。")),
    "pool": _simple(T("Final scoring: play areas join the archives.",
                      "最終得点計算：プレイエリアのカードをアーカイブに加えます。")),
    "company_score": _company_score,
    "key_point": _simple(T("{who} scored 1 point for the {company} key.",
                           "{who}は{company}の鍵で1点を得ます。")),
    "final": _final,
}


def generic_event_text(event: dict, lang: str, viewer: int | None) -> str:
    """A readable sentence for an event kind this module does not know."""
    details = ", ".join(f"{k} {card_name(v, lang)}" for k, v in event.items()
                        if k not in ("kind", "rule", "player"))
    name = f"{who(event['player'], lang, viewer)}: " if "player" in event else ""
    return tr(GENERIC, lang, who=name, kind=event["kind"].replace("_", " "), details=details)


def event_text(event: dict, lang: str, viewer: int | None) -> str:
    """The event as one sentence in ``lang`` for ``viewer``."""
    phrase = EVENTS.get(event.get("kind"))
    if phrase is not None:
        try:
            return phrase(event, lang, viewer)
        except (KeyError, TypeError, ValueError, IndexError):
            pass
    return generic_event_text(event, lang, viewer)
