"""Every learner-facing string of the Classified Information app, in English and Japanese.

Card names come from ``cards.CARD_TYPES``; guild, set and zone names, action labels, decision
prompts and event sentences are here. Unknown action kinds, prompts and events (a new card set)
get a readable generic text instead of an error.
"""

from __future__ import annotations

from typing import Any

from tutor.games.classified.cards import CARD_TYPES, card_type, guild
from tutor.lessons import T

from ..i18n import player_name


def tr(text: T, lang: str, **values: Any) -> str:
    """``text`` in ``lang`` with placeholders filled."""
    return text.get(lang).format(**values) if values else text.get(lang)


GUILD_NAMES = {"Guard": T("Guard", "衛兵"), "Assassin": T("Assassin", "暗殺者"),
               "Sentinel": T("Sentinel", "センチネル")}
SET_NAMES = {"citrine": T("Citrine", "シトリン"), "emerald": T("Emerald", "エメラルド"),
             "ruby": T("Ruby", "ルビー"), "promo": T("Promo", "プロモ")}
CODE_WORD = T("Code", "コード")
HIDDEN = T("hidden card", "伏せたカード")
YOU_KNOW = T("you know:", "中身:")

# ---- board labels ----------------------------------------------------------------------------
BOARD = {
    "you": T("You", "あなた"),
    "opponent": T("Opponent", "相手"),
    "hand": T("Your hand", "あなたの手札"),
    "opponent_hand": T("{who}'s hand", "{who}の手札"),
    "suitcase": T("Your Suitcase", "あなたのスーツケース"),
    "opponent_suitcase": T("{who}'s Suitcase", "{who}のスーツケース"),
    "suitcase_code": T("Code {code}", "コード {code}"),
    "public": T("public", "公開"),
    "guards": T("Your Guards", "あなたの衛兵"),
    "opponent_guards": T("{who}'s Guards", "{who}の衛兵"),
    "spot": T("spot {n}", "場所{n}"),
    "covered": T("protected", "追加防御あり"),
    "area": T("Your play area", "あなたのプレイエリア"),
    "opponent_area": T("{who}'s play area", "{who}のプレイエリア"),
    "tucked": T("tucked", "タック"),
    "secret": T("only you see: {value}", "あなただけが見える: {value}"),
    "deck": T("Draw Deck", "山札"),
    "encrypted": T("Encrypted Card Pile", "暗号化カードの山"),
    "encrypted_mine": T("you encrypted: {cards}", "あなたが暗号化: {cards}"),
    "discard": T("Discard Pile", "捨て札の山"),
    "top_first": T("top first", "上から順に"),
    "limbo": T("Being resolved", "解決中のカード"),
    "react_debt": T("owes the price of a REACT", "リアクトの代償が未払い"),
    "n_cards": T("{n} cards", "{n}枚"),
    "one_card": T("1 card", "1枚"),
    "empty": T("empty", "なし"),
    "turn": T("Turn {n}", "ターン{n}"),
    "deck_list": T("The 18 cards of this game", "このゲームの18枚"),
    "decider_you": T("Your decision", "あなたの決定"),
    "decider_other": T("Waiting for {who}", "{who}の決定を待っています"),
    "over": T("Game over", "ゲーム終了"),
    "winners": T("Winner: {who}", "勝者: {who}"),
    "shared": T("Shared victory: {who}", "共同勝利: {who}"),
    "finals": T("Final cards: {cards}", "最終カード: {cards}"),
    "suitcases": T("Suitcases: {cards}", "スーツケース: {cards}"),
    "scores": T("Guards: {scores}", "衛兵: {scores}"),
}
REASONS = {"match": T("a matching Final Card", "最終カードの一致"),
           "guards": T("more Guards", "衛兵の数"), "shared": T("a tie", "同点")}


def card_name(card: str, lang: str) -> str:
    """"5 Scavenge" / "5 探索"."""
    ct = card_type(card)
    return f"{ct.number} {ct.name_ja if lang == 'ja' else ct.name_en}"


def card_label(card: str, lang: str) -> str:
    """The name and the guild, so the two copies of a number are told apart."""
    g = tr(GUILD_NAMES[guild(card)], lang)
    return f"{card_name(card, lang)}（{g}）" if lang == "ja" else f"{card_name(card, lang)} ({g})"


def is_card(value: Any) -> bool:
    return isinstance(value, str) and "-" in value and value.split("-")[0] in CARD_TYPES


def cards_text(cards, lang: str) -> str:
    sep = "、" if lang == "ja" else ", "
    return sep.join(card_name(c, lang) for c in cards)


def who(player, lang: str, viewer) -> str:
    return player_name(player, lang, viewer)


def whose(player, lang: str, viewer) -> str:
    """"Your" / "Player 2's" (ja: "あなたの" / "プレイヤー2の")."""
    if player == viewer and player is not None:
        return "あなたの" if lang == "ja" else "Your"
    name = player_name(player, lang, viewer)
    return f"{name}の" if lang == "ja" else f"{name}'s"


def owner_spot(owner: int, spot: int, lang: str, viewer, obs: dict | None = None) -> str:
    """"your Guard in spot 2 (5 Scavenge)" as the viewer sees it."""
    name = whose(owner, lang, viewer)
    seen = ""
    if obs is not None:
        g = obs["players"][owner]["guards"][spot]
        if g and g.get("card"):
            seen = f" ({card_name(g['card'], lang)})" if lang == "en" else \
                f"（{card_name(g['card'], lang)}）"
    if lang == "ja":
        return f"{name}衛兵・場所{spot + 1}{seen}"
    text = f"{name} Guard in spot {spot + 1}{seen}"
    return text[0].lower() + text[1:] if name == "Your" else text
