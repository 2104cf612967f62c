"""Lesson 1: the two goals and the set-up, played as the forger."""

from tutor.engine import Action
from tutor.lessons import Lesson, T, explain, move

from .common import GAME_NAME, kind_is

GOALS = Lesson(
    id="rednotice-goals", game=GAME_NAME, learner=0, seed=2,
    title=T("Two goals, one map", "2つの目的と世界地図"),
    summary=T("Who wins how, the tutor's own map and decks, and your secret start.",
              "勝ち方、チューター独自の地図とカード、秘密の出発地。"),
    steps=[
        explain("goals", ["rednotice.goal.forger", "rednotice.goal.agent",
                          "rednotice.setup.roles"],
                T("Red Notice is a duel. You play the forger Angela Farbank: cash forged checks "
                  "worth $1,000,000 and you win at once. Your opponent plays the FBI agent "
                  "Jessah Hope: she wins when she captures you for the third time.",
                  "レッド・ノーティスは2人の対決です。あなたは詐欺師アンジェラ・ファーバンク。"
                  "偽造小切手を合計1,000,000ドル換金すれば即座に勝利です。相手はFBI捜査官"
                  "ジェッサ・ホープ。あなたを3回確保すれば勝利です。"),
                highlight=["status"]),
        explain("map", ["rednotice.setup.map", "rednotice.setup.decks"],
                T("The board is a world map of 30 cities on 6 continents, each with its own "
                  "colour. The printed board and decks are not published, so this is the "
                  "tutor's own map and the tutor's own decks: the rules are the game's, the "
                  "geography is ours.",
                  "ボードは6大陸・30都市の世界地図で、大陸ごとに色が違います。印刷版のボードと"
                  "カード構成は公開されていないので、これはチューター独自の地図とカードです。"
                  "ルールはゲームのもの、地理はチューターのものです。"),
                highlight=["map"]),
        explain("components", ["rednotice.setup.identities", "rednotice.setup.upgrades",
                               "rednotice.setup.discs"],
                T("You have two fake identities, the Journalist and the Pilot: they are your "
                  "spare lives. Two upgrade cards lie face up for the agent. Each of you has a "
                  "shuffled stack of 9 discs.",
                  "あなたには偽職業が2枚（ジャーナリストとパイロット）あり、予備の命になります。"
                  "捜査官用の改良カードが2枚表向きに並んでいます。2人とも9個のトークンを"
                  "シャッフルした山を持っています。"),
                highlight=["identities", "upgrades", "discs"]),
        move("keep-three", kind_is("discard"), "rednotice.setup.checks",
             T("You were dealt 4 checks; keep 3 and discard one face down. A check is cashed "
               "in a city of its colour. Discard the $100k Oceania check: Oceania is far "
               "from your other checks.",
               "小切手が4枚配られました。3枚を残し、1枚を裏向きで捨てます。小切手はその色の"
               "大陸の都市で換金します。遠いオセアニアの10万ドル小切手を捨てましょう。"),
             solution=Action("discard", check="OC-100-3"),
             hint=T("Choose \u201cDiscard the $100k check (Oceania)\u201d.",
                    "「10万ドル小切手（オセアニア）を捨てる」を選びましょう。"),
             why_not={"*": ("rednotice.setup.checks",
                            T("You may discard any of them, but this lesson keeps the Asian "
                              "and European checks together.",
                              "どれを捨ててもかまいませんが、このレッスンではアジアと"
                              "ヨーロッパの小切手を残します。"))},
             highlight=["checks"]),
        explain("agent-start", ["rednotice.setup.agent_start", "rednotice.setup.initiative"],
                T("The agent starts openly in New York. You hold the initiative token in the "
                  "first round; it changes hands every round.",
                  "捜査官はニューヨークから公開で出発します。第1ラウンドの先攻トークンは"
                  "あなたが持ち、毎ラウンド交代します。"),
                highlight=["agent", "status"]),
        move("start", Action("start", city="dubai"), "rednotice.setup.forger_start",
             T("Now pick your starting city in secret, at least 3 roads from New York. Start "
               "in Dubai: it is in Asia, where your $200k and $100k checks can be cashed.",
               "ニューヨークから3本以上離れた都市を、秘密裏に出発地として選びます。"
               "ドバイから始めましょう。アジアなので、20万ドルと10万ドルの小切手を換金できます。"),
             hint=T("Choose \u201cStart in Dubai\u201d.", "「ドバイから出発する」を選びましょう。"),
             why_not={"*": ("rednotice.setup.forger_start",
                            T("That city is allowed, but Dubai lets you cash your Asian "
                              "checks soon.",
                              "その都市も選べますが、ドバイならアジアの小切手をすぐ換金できます。"))},
             highlight=["map"]),
        explain("possible", ["rednotice.deduce.possible", "rednotice.setup.history"],
                T("The shaded cities are everything the agent can deduce: every city at least "
                  "3 roads from New York. You see the same shading, so you always know how "
                  "much she knows. The public history of your reports will be listed under "
                  "the map.",
                  "色の付いた都市は、捜査官が推理できる範囲です。今はニューヨークから3本以上"
                  "離れたすべての都市です。あなたにも同じ表示が見えるので、相手がどこまで"
                  "知っているかがいつも分かります。あなたの報告の公開された経歴は地図の下に"
                  "表示されます。"),
                highlight=["possible", "history"]),
    ],
)
