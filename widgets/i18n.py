"""Every learner-facing string of the shared widgets, in English and Japanese.

``t(key, lang, **values)`` looks a string up and fills ``{name}`` placeholders. Games add their
own strings (action labels, event templates) in their app modules, as ``T(en, ja)`` pairs.
"""

from __future__ import annotations

from tutor.engine.text import list_sep  # noqa: F401  (the widgets' import of it)

LANGS = ("en", "ja")
LANG_NAMES = {"en": "English", "ja": "日本語"}

TABLE: dict[str, dict[str, str]] = {
    # stepper
    "back": {"en": "Back", "ja": "戻る"},
    "next": {"en": "Next", "ja": "次へ"},
    "restart": {"en": "Restart", "ja": "最初から"},
    "hint": {"en": "Hint", "ja": "ヒント"},
    "step_of": {"en": "Step {n} of {total}", "ja": "ステップ {n} / {total}"},
    "lesson_done": {"en": "Lesson complete. Well done!", "ja": "レッスン完了です。お疲れさまでした！"},
    "your_move": {"en": "Your move", "ja": "あなたの手番"},
    "next_lesson": {"en": "Next lesson: {title}", "ja": "次のレッスン：{title}"},
    "last_lesson": {"en": "This was the last lesson of this game.",
                    "ja": "これがこのゲームの最後のレッスンです。"},
    "press_next": {"en": "Press Next to continue.", "ja": "「次へ」を押して進みましょう。"},
    "feedback_correct": {"en": "Correct", "ja": "正解"},
    "feedback_wrong": {"en": "Not this move", "ja": "その手ではありません"},
    "feedback_illegal": {"en": "Not allowed", "ja": "ルール違反"},
    "feedback_hint": {"en": "Hint", "ja": "ヒント"},
    "feedback_not_now": {"en": "No move now", "ja": "今は選ぶ手はありません"},
    "error_kept": {"en": "The tutor hit an error ({error}); your progress is kept.",
                   "ja": "チュートリアルでエラーが発生しました（{error}）。進み具合はそのまま残っています。"},
    "highlight": {"en": "Look at: {parts}", "ja": "注目: {parts}"},
    # action picker
    "go": {"en": "Go", "ja": "決定"},
    "no_actions": {"en": "Nothing to play now.", "ja": "今は選べる手がありません。"},
    "choose": {"en": "Choose your move:", "ja": "手を選んでください："},
    "choose_list": {"en": "Or choose from the list of legal moves:",
                    "ja": "または、選べる手の一覧から選んでください："},
    "moves_list": {"en": "Or choose from the list of {n} legal moves",
                   "ja": "または、選べる手の一覧（{n}手）から選ぶ"},
    "moves_list_one": {"en": "Or choose from the list of 1 legal move",
                       "ja": "または、選べる手の一覧（1手）から選ぶ"},
    # clickable board
    "table_cancel": {"en": "Cancel", "ja": "キャンセル"},
    "table_target": {"en": "{verb}: choose a target (Esc to cancel)",
                     "ja": "{verb}：対象を選んでください（Escでキャンセル）"},
    "table_plays": {"en": "{n} plays", "ja": "{n}通りの手"},
    "table_plays_one": {"en": "1 play", "ja": "1通りの手"},
    "table_close": {"en": "Close", "ja": "閉じる"},
    "table_other": {"en": "Other plays", "ja": "その他の手"},
    "table_sent": {"en": "Playing…", "ja": "送信中…"},
    "table_card": {"en": "Card", "ja": "カード"},
    # log
    "log": {"en": "Game log", "ja": "ゲームの記録"},
    "log_empty": {"en": "Nothing has happened yet.", "ja": "まだ何も起きていません。"},
    "rule_cite": {"en": "rule", "ja": "ルール"},
    # rule panel
    "rules": {"en": "Rules", "ja": "ルール"},
    "search": {"en": "Search the rules…", "ja": "ルールを検索…"},
    "results": {"en": "{n} rules", "ja": "{n} 件のルール"},
    "results_one": {"en": "1 rule", "ja": "1 件のルール"},
    "search_prompt": {"en": "Type a word to search the {n} rules of this game.",
                      "ja": "言葉を入力すると、このゲームの {n} 件のルールを検索できます。"},
    "related_rules": {"en": "Related rules", "ja": "関連するルール"},
    "this_decision": {"en": "The rule of this decision", "ja": "この決定のルール"},
    "no_results": {"en": "No rule matches “{query}”.", "ja": "「{query}」に一致するルールはありません。"},
    "this_step": {"en": "Rules of this step", "ja": "このステップのルール"},
    "topic_none": {"en": "This step", "ja": "このステップ"},
    "topic_setup": {"en": "Setup", "ja": "準備"},
    "topic_turn": {"en": "Turn", "ja": "手番"},
    "topic_cards": {"en": "Cards", "ja": "カード"},
    "topic_end": {"en": "End and scoring", "ja": "終了と得点"},
    "no_topic_rules": {"en": "No rules under this topic.", "ja": "このトピックのルールはありません。"},
    "published": {"en": "Published rule", "ja": "公式ルール"},
    "ruling": {"en": "Ruling of this tutor", "ja": "このチュートリアルの裁定"},
    "source": {"en": "Source: {source}", "ja": "出典: {source}"},
    "reason": {"en": "Why: {reason}", "ja": "理由: {reason}"},
    "option": {"en": "Game option: {option}", "ja": "ゲームオプション: {option}"},
    "related": {"en": "Related: {ids}", "ja": "関連：{ids}"},
    "for_designers": {"en": "For designers", "ja": "デザイナー向け"},
    # players and play
    "you": {"en": "You", "ja": "あなた"},
    "player": {"en": "Player {n}", "ja": "プレイヤー{n}"},
    "to_act": {"en": "To act: {players}", "ja": "手番: {players}"},
    "game_over": {"en": "Game over.", "ja": "ゲーム終了。"},
    "winners": {"en": "Winner: {players}", "ja": "勝者：{players}"},
    "draw": {"en": "Nobody wins: a draw.", "ja": "勝者なし。引き分けです。"},
    "new_game": {"en": "New game", "ja": "新しいゲーム"},
    "undo": {"en": "Undo", "ja": "取り消し"},
    "undo_tip": {"en": "Take back your last decision", "ja": "直前の決定を取り消す"},
    "no_undo": {"en": "Undo is not available: {reason}", "ja": "取り消しはできません：{reason}"},
    "no_undo_start": {"en": "nothing has been played yet.", "ja": "まだ誰も何も決めていません。"},
    "no_undo_yours": {"en": "you have not decided anything yet, so there is nothing to undo.",
                      "ja": "あなたはまだ何も決めていないので、取り消すものはありません。"},
    "no_undo_other": {"en": "you can take back only your own last decision, before anyone else"
                      " decides, and the last decision was {player}'s.",
                      "ja": "取り消せるのは、ほかの人が決める前の自分の直前の決定だけです。"
                      "最後に決めたのは{player}です。"},
    "no_undo_revealed": {"en": "your last decision revealed something hidden (a card drawn,"
                         " shown or answered about) or left something to chance, so it stands.",
                         "ja": "直前の決定で隠れた情報（引いたカード、見せたカード、質問の答えなど）"
                         "が明らかになったか、偶然に任されたため、その決定は確定しています。"},
    # saving, loading and resuming a game
    "save": {"en": "Save", "ja": "保存"},
    "save_tip": {"en": "Download this game as a save file", "ja": "このゲームをセーブファイルとしてダウンロード"},
    "load": {"en": "Load", "ja": "読み込む"},
    "load_tip": {"en": "Open a save file and play on from it",
                 "ja": "セーブファイルを開いて続きから遊ぶ"},
    "save_link": {"en": "Download the save file ({file})", "ja": "セーブファイルをダウンロード（{file}）"},
    "save_over": {"en": "The game is over. Its save file records the whole game, the cards that"
                  " stayed hidden included; load it here or in Python to replay it.",
                  "ja": "ゲームは終わりました。セーブファイルには、最後まで伏せられていたカードも含めて"
                  "ゲーム全体が記録されます。ここかPythonで読み込むと再現できます。"},
    "save_hotseat": {"en": "Hot-seat: the save file records the whole game, every player's hidden"
                     " cards included. Anyone who opens the file can read them, so keep it between"
                     " the players.",
                     "ja": "ホットシート：セーブファイルには、全員の伏せたカードも含めてゲーム全体が"
                     "記録されます。ファイルを開けば誰でも読めるので、プレイヤーの間だけで扱って"
                     "ください。"},
    "save_bots": {"en": "Against a bot the save file can be downloaded once the game is over: it"
                  " records the whole game, the bot's hidden cards too.",
                  "ja": "ボットとの対戦では、セーブファイルはゲームが終わってからダウンロードできます。"
                  "ファイルにはボットの伏せたカードも含めてゲーム全体が記録されるためです。"},
    "resume_kept": {"en": "This browser keeps your game: reload the page and it comes back.",
                    "ja": "このブラウザーではゲームが保たれます。ページを再読み込みしても続きから"
                    "遊べます。"},
    "loaded": {"en": "The saved game is loaded.", "ja": "セーブしたゲームを読み込みました。"},
    "load_failed": {"en": "This file was not loaded and your game is unchanged: {error}",
                    "ja": "このファイルは読み込めませんでした。ゲームはそのままです：{error}"},
    "resumed": {"en": "Welcome back: your game goes on from before the reload.",
                "ja": "おかえりなさい。再読み込みする前のゲームの続きです。"},
    "pass_device": {"en": "Pass the device to {player}. Others, please look away.",
                    "ja": "{player}に交代してください。他の人は画面を見ないでください。"},
    "i_am": {"en": "I am {player}", "ja": "{player}です"},
    # cards and piles
    "hidden_card": {"en": "hidden card", "ja": "伏せたカード"},
    "cards": {"en": "{n} cards", "ja": "{n}枚"},
    "cards_one": {"en": "1 card", "ja": "1枚"},
    "empty": {"en": "empty", "ja": "なし"},
}


def check_lang(lang: str) -> str:
    """``lang`` when the tutor speaks it; else a ValueError naming the valid ones."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; valid: {', '.join(LANGS)}")
    return lang


def t(key: str, lang: str, **values: object) -> str:
    """The string ``key`` in ``lang`` with placeholders filled."""
    return TABLE[key][check_lang(lang)].format(**values)


def count(key: str, lang: str, n: int) -> str:
    """``key`` for ``n`` things, using ``key_one`` when n is 1 (English needs the singular)."""
    return t(f"{key}_one" if n == 1 and f"{key}_one" in TABLE else key, lang, n=n)


SENTENCE_ENDS = ("?", "!", "？", "！")


def after_title(title: str, mark: str = ": ") -> str:
    """``title`` followed by ``mark`` (": ", ". "), whose punctuation a title that ends a
    sentence of its own ("Where can she be?", "POW!") already gives."""
    return title + (mark.lstrip(".:：。") or " " if title.endswith(SENTENCE_ENDS) else mark)


def player_name(player: int | None, lang: str, viewer: int | None = None) -> str:
    """"You" for the viewer, else "Player N" counted from 1."""
    if player is None:
        return "—"
    if player == viewer:
        return t("you", lang)
    return t("player", lang, n=player + 1)
