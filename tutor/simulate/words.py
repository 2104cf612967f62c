"""What a person reads about a simulation, in English and Japanese: the games' own display names,
the bots' labels, seats counted from 1, how games end in plain words, Persona's companies and
Red Notice's roles as the games name them. The summary (``table``), the charts (``plots``) and
the simulation page use these; the data keeps its ids and 0-based seats."""

from __future__ import annotations

from .. import games
from ..games.persona import texts as persona_texts
from ..games.rednotice import texts as rednotice_texts

LANGS = ("en", "ja")

TEXT = {
    "en": {
        "seat": "Seat {n}", "bot_entry": "Bot {n} ({bot})", "seat_bot": "Seat {n} ({bot})",
        "games": "{n} games", "game": "1 game", "and": ", ",
        "head": "{game}: {games}, seed {seed}", "rotate": "bots change seats each game",
        "lineup": "Seats: {seats}", "bots": "Bots: {seats}",
        "length": "Decisions per game: mean {mean} (95% {low} to {high}), fewest {min}, most {max}",
        "endings": "How games ended: {ends}", "end_count": "{end} ({n})",
        "by_bot": "By bot (wherever it sat):", "by_seat": "By seat:", "by_role": "By role:",
        "rate": "{label} wins {rate} (95% {low} to {high}, {games})",
        "first": "Whoever acts first", "role_bot": "{role}, {bot}",
        "score": "{label} score: mean {mean} (95% {low} to {high}), "
        "lowest {min}, highest {max}", "no_score": "; no score in {games}",
        # charts
        "win_rate": "win rate", "title.win_rate": "Win rate by seat ({games}, 95% intervals)",
        "title.by_bot": "Win rate by bot", "title.by_bot_role": "Win rate by bot and role",
        "no_games": "No games", "title.scores": "Scores by seat", "final_score": "final score",
        "no_scores": "No scores in these games", "none_in": "(none in {n})",
        "title.lengths": "Game length", "stopped": " ({n} stopped at the limit)",
        "decisions": "decisions per game", "games_axis": "games",
        "title.first": "First-player advantage",
        "title.first_rate": "First-player advantage: the first to act wins {rate}",
        "no_first": "Everyone chooses at once:\nno first player",
        "moved_first": "acted first", "did_not": "did not",
        "nobody": "nobody won", "shared_win": "shared", "won": "{who} won",
        "title.endings": "How games end", "title.companies": "Points by company",
        "mean_points": "mean points", "no_finished": "No finished games",
        "progress": "{done} of {total} games",
    },
    "ja": {
        "seat": "席{n}", "bot_entry": "ボット{n}（{bot}）", "seat_bot": "席{n}（{bot}）",
        "games": "{n}ゲーム", "game": "1ゲーム", "and": "、",
        "head": "{game}：{games}、シード {seed}", "rotate": "ゲームごとにボットの席を入れ替え",
        "lineup": "席：{seats}", "bots": "ボット：{seats}",
        "length": "1ゲームの手数：平均 {mean}（95% {low}〜{high}）、最少 {min}、最多 {max}",
        "endings": "終わり方：{ends}", "end_count": "{end}（{n}）",
        "by_bot": "ボットごと（どの席でも）：", "by_seat": "席ごと：", "by_role": "役ごと：",
        "rate": "{label} 勝率 {rate}（95% {low}〜{high}、{games}）",
        "first": "最初に行動する人", "role_bot": "{role}・{bot}",
        "score": "{label} 得点：平均 {mean}（95% {low}〜{high}）、"
        "最低 {min}、最高 {max}", "no_score": "。{games}は得点なし",
        "win_rate": "勝率", "title.win_rate": "席ごとの勝率（{games}、95%区間）",
        "title.by_bot": "ボットごとの勝率", "title.by_bot_role": "ボットと役ごとの勝率",
        "no_games": "ゲームがありません", "title.scores": "席ごとの得点", "final_score": "最終得点",
        "no_scores": "このゲームには得点がありません", "none_in": "（{n}ゲームは得点なし）",
        "title.lengths": "ゲームの長さ", "stopped": "（{n}ゲームは上限で打ち切り）",
        "decisions": "1ゲームの手数", "games_axis": "ゲーム数",
        "title.first": "先手の有利",
        "title.first_rate": "先手の有利：最初に行動した人の勝率 {rate}",
        "no_first": "全員が同時に選ぶため\n先手はいません",
        "moved_first": "先手のとき", "did_not": "先手でないとき",
        "nobody": "勝者なし", "shared_win": "引き分け（共同勝利）", "won": "{who}の勝ち",
        "title.endings": "ゲームの終わり方", "title.companies": "企業ごとの得点",
        "mean_points": "平均得点", "no_finished": "終わったゲームがありません",
        "progress": "{done} / {total} ゲーム",
    },
}

BOTS = {
    "en": {"random": "random moves", "rules": "rule-based", "ismcts:easy": "search (easy)",
           "ismcts:normal": "search (normal)", "ismcts:hard": "search (hard)"},
    "ja": {"random": "ランダム", "rules": "ルールベース", "ismcts:easy": "探索（やさしい）",
           "ismcts:normal": "探索（ふつう）", "ismcts:hard": "探索（むずかしい）"},
}

ENDS = {
    "en": {"match": "a Final Card matched", "guards": "more Guards", "shared": "shared win",
           "short_circuit": "Short Circuit", "cyber_trap": "Cyber Trap",
           "gamble_won": "gamble won", "gamble_lost": "gamble lost",
           "score": "most points", "activated": "tie: more companies activated",
           "keys": "tie: more keys", "cashed": "the forger cashed $1,000,000",
           "captured": "the agent's third capture", "escaped": "every thief escaped",
           "proximity": "the police arrived", "truncated": "stopped at the limit",
           "over": "game over"},
    "ja": {"match": "最終カードが一致", "guards": "衛兵が多い", "shared": "共同勝利",
           "short_circuit": "ショートサーキット", "cyber_trap": "サイバートラップ",
           "gamble_won": "賭けに勝った", "gamble_lost": "賭けに負けた",
           "score": "得点が最多", "activated": "同点：起動した企業が多い", "keys": "同点：鍵が多い",
           "cashed": "詐欺師が100万ドルを換金", "captured": "捜査官が3回目の確保",
           "escaped": "全員が脱出", "proximity": "警察が到着", "truncated": "上限で打ち切り",
           "over": "ゲーム終了"},
}


def t(key: str, lang: str, **params) -> str:
    """The text ``key`` in ``lang`` (English for a language without it), filled in."""
    return TEXT.get(lang, TEXT["en"])[key].format(**params)


def game_name(game: str, lang: str) -> str:
    """The game as it calls itself: "Classified Information" / "機密情報"."""
    title = games.load(game).title
    return title.get(lang, title.get("en", game))


def bot_label(spec: str, lang: str) -> str:
    """A seat's bot as the page's seat pickers name it ("search (easy)"); a bot the page does
    not offer keeps its own name."""
    return BOTS.get(lang, BOTS["en"]).get(spec, spec)


def seat_name(seat: int, lang: str, bot: str | None = None) -> str:
    """Seat ``seat`` (0-based in the data) as a person counts it, from 1, with its bot if any."""
    if bot is None:
        return t("seat", lang, n=seat + 1)
    return t("seat_bot", lang, n=seat + 1, bot=bot_label(bot, lang))


def entry_name(entry: int, bot: str, lang: str) -> str:
    """Entry ``entry`` of the line-up (the bot given ``entry``-th, 0-based) when bots rotate."""
    return t("bot_entry", lang, n=entry + 1, bot=bot_label(bot, lang))


def end_name(end: str, lang: str) -> str:
    """How a game ended, in plain words."""
    return ENDS.get(lang, ENDS["en"]).get(end, end.replace("_", " "))


def role_name(role: str, lang: str) -> str:
    """A Red Notice role as the game names it ("the forger" / "詐欺師")."""
    return rednotice_texts.role(role, lang)


def company_name(company: str, lang: str) -> str:
    """A Persona Non Grata company as the game shows it ("Biolife", "SJT")."""
    return persona_texts.company_name(company, lang)


def games_count(n: int, lang: str) -> str:
    return t("game", lang) if n == 1 else t("games", lang, n=n)
