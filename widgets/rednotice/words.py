"""The Red Notice screens' own words (zone titles, menu verbs, captions), in English and Japanese.

Names of cities, cards, checks and sentences for actions and events come from the game's text
files (``tutor.games.rednotice.texts``); these are the words of the table around them.
"""

from __future__ import annotations

from tutor.lessons import T

MAP = T("The tutor's own map", "チューター独自の地図")
MAP_NOTE = T("not the printed board: the rules are the game's, the geography is the tutor's",
             "市販のボードではありません。ルールはゲームのもの、地理はチューターのものです")
POSSIBLE = T("shaded: where the forger may be", "色付き：詐欺師がいる可能性のある都市")
TABLE_CAPTION = T("Red Notice table", "レッド・ノーティスの卓")
CARD = T("Card {number}", "カード{number}")
YOUR_DISCS = T("Your discs", "あなたのトークン")
THEIR_DISCS = T("{role}'s discs", "{role}のトークン")
DISC_STACK = T("stack {stack} · used {used}", "山 {stack}・使用済み {used}")
DISC_DOWN = T("{role}'s disc, face down", "{role}の裏向きのトークン")
DISC_UP = T("{role}'s disc {value}", "{role}のトークン {value}")
FREE_HALF = T("{half}, free", "{half}（空き）")
CHECKS = T("Checks in hand", "手札の小切手")
CHECK_DOWN = T("A check, face down", "裏向きの小切手")
CASHED = T("Cashed: ${total}k of $1,000k", "換金済み：{total}千ドル／1,000千ドル")
NONE_YET = T("none yet", "まだありません")
UPGRADES = T("Upgrades", "改良カード")
HELD = T("held by the agent", "捜査官が所有")
HELD_SHORT = T("held", "所有")           # the card's corner (the full words are its name)
ON_OFFER = T("face up", "公開中")
IDENTITIES = T("Fake identities", "偽職業")
USED = T("used", "使用済み")
AGENT_HERE = T("The agent", "捜査官")
FORGER_HERE = T("You (the forger)", "あなた（詐欺師）")
RADAR_SPACE = T("Radar space of {continent}", "{continent}のレーダー置き場")
RADAR_ON = T("{colour} radar on {continent}", "{continent}の{colour}レーダー")
ROAD = T("Road {road}", "道 {road}")
BARRIER_ON = T("{colour} barrier on {road}", "{road}の{colour}バリケード")
SEARCHED = T("searched", "捜索済み")
CASHED_HERE = T("a check was cashed here", "ここで小切手が換金された")
MAY_BE = T("the forger may be here", "詐欺師がいる可能性あり")

VERBS = {
    "discard": T("Discard", "捨てる"),
    "start": T("Start here", "ここから出発"),
    "place": T("Place", "置く"),
    "reinforce": T("Reinforce (+3)", "増援（+3）"),
    "cash": T("Cash", "換金する"),
    "radar": T("Place a radar", "レーダーを置く"),
    "black_radar": T("Place a black radar", "黒レーダーを置く"),
    "remove_radar": T("Remove the radar", "レーダーを取り除く"),
    "barrier": T("Place a barrier", "バリケードを置く"),
    "black_barrier": T("Place a black barrier", "黒バリケードを置く"),
    "remove_barrier": T("Remove the barrier", "バリケードを取り除く"),
    "move_barrier": T("Move this barrier", "このバリケードを動かす"),
    "go": T("Go here", "ここへ行く"),
    "search": T("Search here", "ここを捜索"),
    "give_upgrade": T("Give to the agent", "捜査官に渡す"),
    "identity": T("Use this identity", "この偽職業を使う"),
    "discard_upgrade": T("Discard", "捨てる"),
}
MOVE_HERE = T("Move here", "ここへ移動")
MOVE_VIA = T("Move via {via}", "{via}経由で移動")
STAY = T("Stay here", "ここに留まる")

KINDS = {
    "discard": T("Discard a check", "小切手を捨てる"),
    "start": T("Starting city", "出発都市"),
    "place": T("Place a disc", "トークンを置く"),
    "reinforce": T("Reinforcements", "増援"),
    "no_reinforce": T("No reinforcements", "増援なし"),
    "cash": T("Cash a check", "小切手を換金"),
    "decline": T("Decline", "見送る"),
    "radar": T("Radar", "レーダー"),
    "barrier": T("Barrier", "バリケード"),
    "move_barrier": T("Move a barrier", "バリケードを動かす"),
    "pass": T("Pass", "パス"),
    "remove_radar": T("Remove a radar", "レーダーを取り除く"),
    "remove_barrier": T("Remove a barrier", "バリケードを取り除く"),
    "keep_points": T("Keep the points", "ポイントを残す"),
    "go": T("Go to a city", "都市へ行く"),
    "search": T("Search", "捜索"),
    "stop": T("Stop", "止まる"),
    "move": T("Move", "移動"),
    "wild": T("Wild", "万能"),
    "give_upgrade": T("Give an upgrade", "改良カードを渡す"),
    "black_radar": T("Black radar", "黒レーダー"),
    "black_barrier": T("Black barrier", "黒バリケード"),
    "identity": T("Fake identity", "偽職業"),
    "discard_upgrade": T("Discard an upgrade", "改良カードを捨てる"),
}

STATUS = {
    "round": T("Round", "ラウンド"), "round_n": T("Round {round}", "ラウンド{round}"), "initiative": T("Initiative", "先攻"),
    "you_are": T("You play", "あなたの役"), "cashed": T("Cashed", "換金額"),
    "captures": T("Captures", "確保"), "security": T("Forger's security track", "詐欺師のセキュリティ"),
    "checks_left": T("Check deck", "小切手の山札"), "action_deck": T("Action deck", "アクションカードの山札"),
    "history": T("Public history", "公開された経歴"), "no_history": T("Nothing yet.", "まだありません。"),
    "history_off": T("History hidden (option)", "経歴は非表示（オプション）"),
    "legend": T("On the map", "地図の見方"),
    "legend_text": T("Cities take their continent's colour; a radar sits in each continent's "
                     "circle; a square on a road is a barrier (white or black); FBI marks the "
                     "agent; shaded cities are where the forger may be; ✕ marks a searched "
                     "city, $ a city where a check was cashed.",
                     "都市は大陸の色です。各大陸の円がレーダー置き場、道の上の四角がバリケード"
                     "（白または黒）、FBIが捜査官です。色付きの都市は詐欺師がいる可能性のある"
                     "都市、✕は捜索済み、$は小切手が換金された都市です。"),
}
