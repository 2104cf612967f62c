"""Every learner-facing string of the Persona Non Grata app, in English and Japanese.

Company, rank and action-card names, board labels and small helpers that name cards and players
as the viewer sees them. Unknown values fall back to a readable form instead of failing.
"""

from __future__ import annotations

from typing import Any

from tutor.games.persona.cards import (COMPANY_OF_CODE, RANKS, company_of, is_corporation_card,
                                       is_known_card, rank_of, value_of)
from tutor.lessons import T

from ..i18n import player_name


def tr(text: T, lang: str, **values: Any) -> str:
    """``text`` in ``lang`` with placeholders filled."""
    return text.get(lang).format(**values) if values else text.get(lang)


COMPANY_NAMES = {"biolife": "Biolife", "cosmoco": "Cosmoco", "jihui": "Jihui",
                 "delacruz": "Delacruz", "sjt": "SJT", "lumni": "Lumni"}
COMPANY_COLORS = {"biolife": "#35a7dd", "cosmoco": "#652b80", "jihui": "#029447",
                  "delacruz": "#a39f1c", "sjt": "#bc2026", "lumni": "#936036"}
RANK_NAMES = {"worker": T("Worker", "労働者"), "assistant": T("Assistant", "助手"),
              "manager": T("Manager", "マネージャー"), "director": T("Director", "ディレクター"),
              "president": T("President", "大統領")}
ACTION_NAMES = {"download": T("Download", "ダウンロード"), "encrypt": T("Encrypt", "暗号化"),
                "send_left": T("Send Left", "左へ送信"), "send_right": T("Send Right", "右へ送信")}
DIRECTIONS = {"clockwise": T("clockwise", "時計回り"),
              "counter-clockwise": T("counter-clockwise", "反時計回り"),
              "opponent": T("to the opponent", "相手へ")}
PHASES = {"day": T("Day {day} of 5", "{day}日目（全5日）"),
          "archive": T("Archive phase", "アーカイブフェイズ"),
          "scoring": T("Final scoring", "最終得点計算"), "over": T("Game over", "ゲーム終了")}
CORPORATION = T("corporation card", "企業カード")

BOARD = {
    "week": T("Week {week} of 3", "第{week}週（全3週）"),
    "passing": T("Hands pass {direction}: you give to {to}", "手札は{direction}：{to}に渡します"),
    "passing_two": T("Hands pass to your opponent, then each draws 1",
                     "手札は相手に渡し、各自1枚引きます"),
    "your_choice": T("Your choice", "あなたの選択"),
    "waiting": T("Waiting for {who}", "{who}の選択を待っています"),
    "chosen": T("chosen", "選択済み"),
    "companies": T("Companies", "企業"),
    "stack": T("corporation cards", "企業カードの山"),
    "key": T("key", "鍵"),
    "on_table": T("on the table", "テーブル"),
    "standings": T("Totals in play areas (face-up cards)", "プレイエリアの合計（表向きのカード）"),
    "now_comparing": T("Archive phase: now comparing {company}", "アーカイブフェイズ：{company}を比較中"),
    "first_second": T("1st: {first} · 2nd: {second}", "1位：{first}・2位：{second}"),
    "hand": T("Your hand", "あなたの手札"),
    "your_actions": T("Your action cards", "あなたのアクションカード"),
    "hand_of": T("hand", "手札"),
    "actions_left": T("action cards left: {n}", "残りのアクションカード：{n}"),
    "used": T("used: {cards}", "使用済み：{cards}"),
    "play_area": T("play area", "プレイエリア"),
    "archive": T("archive", "アーカイブ"),
    "keys": T("keys: {companies}", "鍵：{companies}"),
    "face_down_choice": T("chosen face down", "裏向きで選択済み"),
    "encrypted": T("encrypted", "暗号化"),
    "encrypted_yours": T("encrypted (only you know)", "暗号化（あなただけが知っています）"),
    "spent": T("spent to activate", "有効化に使用"),
    "left": T("your left neighbour", "左隣"),
    "right": T("your right neighbour", "右隣"),
    "opponent": T("your opponent", "相手"),
    "deck": T("Deck: {n} cards", "山札：{n}枚"),
    "discarded": T("face-down discards: {n}", "裏向きの捨て札：{n}枚"),
    "removed": T("removed: {company}", "除外：{company}"),
    "empty": T("empty", "なし"),
    "scores": T("Final scores", "最終得点"),
    "score_line": T("{who}: {score} points ({activated} companies activated, {keys} keys)",
                    "{who}：{score}点（有効化{activated}社、鍵{keys}枚）"),
    "winner": T("Winner: {who}", "勝者：{who}"),
    "shared": T("Shared victory: {who}", "共同勝利：{who}"),
}


def sep(lang: str) -> str:
    return "、" if lang == "ja" else ", "


def company_name(company: str) -> str:
    return COMPANY_NAMES.get(company, str(company))


def rank_name(card: str, lang: str) -> str:
    """"Director" / "ディレクター" for an information card, "corporation card" otherwise."""
    if is_corporation_card(card):
        return tr(CORPORATION, lang)
    return tr(RANK_NAMES[RANKS[rank_of(card)][0]], lang)


def card_name(card: Any, lang: str) -> str:
    """"Biolife Director 5" / "Biolife ディレクター 5"; an unknown value as it is."""
    if not is_known_card(card):
        return str(card)
    return f"{company_name(company_of(card))} {rank_name(card, lang)} {value_of(card)}"


def cards_text(cards, lang: str) -> str:
    return sep(lang).join(card_name(c, lang) for c in cards) or tr(BOARD["empty"], lang)


def action_name(kind: Any, lang: str) -> str:
    text = ACTION_NAMES.get(kind)
    return tr(text, lang) if text else str(kind)


def who(player: Any, lang: str, viewer: int | None) -> str:
    return player_name(player, lang, viewer) if isinstance(player, int) else str(player)


def whom(player: Any, lang: str, viewer: int | None) -> str:
    """The player's name inside an English sentence ("you" rather than "You")."""
    name = who(player, lang, viewer)
    return "you" if lang == "en" and player == viewer and player is not None else name


def players_text(players, lang: str, viewer: int | None) -> str:
    return sep(lang).join(who(p, lang, viewer) for p in players)


def is_company_code(code: str) -> bool:
    return code in COMPANY_OF_CODE
