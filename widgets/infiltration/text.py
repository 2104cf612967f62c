"""The Infiltration screens' own words in English and Japanese (card and event text come from
the game's ``texts.toml`` and the content set)."""

from __future__ import annotations

from tutor.lessons import T

UI = {
    "caption": T("The facility and your cards", "研究所とあなたのカード"),
    "set_note": T("Cards: {set} (not the printed cards).", "カード：{set}（印刷されたカードではありません）。"),
    "facility": T("The facility: the first floor 1.1–1.6 goes down from the entrance, the second "
                  "floor 2.1–2.6 climbs back up, deeper and deeper",
                  "研究所：1階1.1〜1.6は入口から下へ、2階2.1〜2.6は折り返して上へ、奥へ進むほど深くなります"),
    "secret": T("Secret room (apart from the V)", "シークレットルーム（V字の外）"),
    "secret_from": T("Reached by Advance from: {rooms}", "前進で入れる部屋：{rooms}"),
    "secret_none": T("No revealed room leads here yet.", "まだここへ通じる公開済みの部屋はありません。"),
    "secret_way_in": T("Way in: {rooms}", "入口：{rooms}"),
    "secret_no_way": T("No way in yet", "まだ入口なし"),
    "secret_short": T("Secret room", "シークレットルーム"),
    "placed_here": T("Placed here: {cards}", "この部屋に置かれたカード：{cards}"),
    "monitor": T("Security monitor", "セキュリティモニター"),
    "proximity": T("Proximity", "接近度"),
    "alarm": T("Alarm", "アラーム"),
    "dial": T("Proximity {value} of 99: the game ends at 99", "接近度 {value}／99：99でゲーム終了"),
    "round_line": T("Round {round} · first player: {first}", "ラウンド{round}・スタートプレイヤー：{first}"),
    "last_roll": T("Last roll {roll}", "前回の出目 {roll}"),
    "no_roll": T("Not rolled yet", "まだ振っていません"),
    "hand": T("Your hand: {operative}", "あなたの手札：{operative}"),
    "choice": T("Your card, face down", "あなたの裏向きのカード"),
    "files": T("Your files (only you see the values): {total} data",
               "あなたのファイル（値はあなただけに見えます）：{total}データ"),
    "no_files": T("No files yet", "まだファイルはありません"),
    "operatives": T("Operatives", "エージェント"),
    "played": T("Revealed this round", "このラウンドに公開されたカード"),
    "nothing": T("None yet", "まだありません"),
    "outside": T("Outside", "外"),
    "outside_sub": T("escape", "脱出"),
    "face_down_room": T("Room {room}, face down", "部屋{room}（裏向き）"),
    "action_card": T("Action", "アクション"),
    "item_card": T("Item", "アイテム"),
    "op_line": T("{who} · {name}", "{who}・{name}"),
    "op_sub": T("{cards} · {files}", "{cards}・{files}"),
    "n_cards": T("{n} cards", "手札{n}枚"), "n_cards_one": T("1 card", "手札1枚"),
    "n_files": T("{n} files", "ファイル{n}"), "n_files_one": T("1 file", "ファイル1"),
    "wounded": T("wounded", "負傷"),
    "delayed": T("delayed", "遅延"),
    "chosen": T("has chosen", "選択済み"),
    "escaped": T("escaped", "脱出"),
    "captured": T("captured", "捕獲"),
    "in_room": T("in {room}", "{room}にいる"),
    "files_here": T("{n} files face down", "裏向きのファイル{n}"),
    "files_here_one": T("1 file face down", "裏向きのファイル1"),
    "tokens_here": T("⊘ locks {locks}, ☻ scientists {scientists}, ⌨ interface tokens {interface}",
                     "⊘ロック{locks}・☻科学者{scientists}・⌨インターフェーストークン{interface}"),
    "npc_down": T("face down", "裏向き"),
    # menu words on the table
    "verb_select": T("Select face down", "裏向きで選ぶ"),
    "verb_move": T("Move here", "ここへ移動"),
    "verb_escape": T("Escape", "脱出する"),
    "verb_target": T("Choose as target", "対象にする"),
    "verb_npc": T("Acts next", "次に行動させる"),
    "verb_stop": T("Stop moving", "移動をやめる"),
    "verb_option": T("Choose", "選ぶ"),
    "option_label": T("Option {number}: {text}", "選択肢{number}：{text}"),
    # status lines
    "select_status": T("Selection: everyone picks one card face down at the same time.",
                       "選択：全員が同時にカードを1枚裏向きで選びます。"),
    "choose_status": T("Choose on the board.", "ボードで選んでください。"),
    "over": T("The game is over.", "ゲーム終了です。"),
    # the board beside the table
    "title": T("Infiltration · {set}", "インフィルトレーション・{set}"),
    "earlier": T("Earlier rounds (seen by everyone)", "これまでのラウンド（全員が見たこと）"),
    "round_facts": T("Round {round}: {facts}", "ラウンド{round}：{facts}"),
    "fact_played": T("{who} played {card}", "{who}が{card}を公開"),
    "fact_room": T("{room} revealed: {card}", "{room}が公開：{card}"),
    "fact_roll": T("roll {roll} + alarm {alarm} → proximity {proximity}",
                   "出目{roll}＋アラーム{alarm}→接近度{proximity}"),
    "fact_option": T("{who} chose option {number}", "{who}が選択肢{number}を選択"),
    "fact_npc": T("{npc} acted first in {room}", "{room}で{npc}が先に行動"),
    "npcs_in_play": T("NPCs in play: {npcs}", "登場中のNPC：{npcs}"),
    "npc_cards": T("NPCs in play", "登場中のNPC"),
    "scores": T("Scores: {scores}.", "得点：{scores}。"),
    "score_line": T("{who} {score}", "{who} {score}"),
    # the apps
    "players": T("Players", "人数"),
    "n_players": T("{n} players", "{n}人"),
    "winner": T("Winner: {who}.", "勝者：{who}。"),
    "ruling_note": T("Ruling of this tutor: {titles}. The sources leave this open; the tutor "
                     "decided it.", "このチュートリアルの裁定：{titles}。資料に記載がないため、"
                     "チュートリアルが定めました。"),
    "intro": T("Play a whole game of Infiltration with 2 to 6 seats, on the tutor's own set of "
               "cards. Choose the players and who sits where, then press New game. Each round "
               "everyone picks one card face down; with people at one screen, pass the device "
               "when asked: only the player to act sees their own hand and file values.",
               "チューター独自セットのカードで、2〜6席のインフィルトレーションを最後まで遊べます。"
               "人数と席を選んで「新しいゲーム」を押してください。毎ラウンド全員がカードを1枚裏向き"
               "で選びます。1つの画面で遊ぶときは、指示に従って端末を渡してください。手番の"
               "プレイヤーだけが自分の手札とファイルの値を見られます。"),
}


def ui(key: str, lang: str, **values) -> str:
    """One of the screens' words in ``lang``."""
    text = UI[key].get(lang)
    return text.format(**values) if values else text


def ui_count(key: str, lang: str, n: int, **values) -> str:
    """``key`` for ``n`` things: ``key_one`` when there is one of them (English says "1 file",
    "2 files"; Japanese has one form)."""
    return ui(f"{key}_one" if n == 1 and f"{key}_one" in UI else key, lang, n=n, **values)
