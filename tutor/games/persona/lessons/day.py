"""Lessons 3-4: a day (choose, reveal, resolve, pass, direction by week) and encrypting as bluff."""

from tutor.games.persona.cards import DOWNLOAD, ENCRYPT, SEND_LEFT, SEND_RIGHT
from tutor.lessons import Lesson, T, auto_all, explain, move

from .common import GAME_NAME, best_download, naming, play, with_action

CHOOSE, REVEAL, PASS = "persona.day.choose", "persona.day.reveal", "persona.day.pass"
LEFT, RIGHT = "persona.action.send_left", "persona.action.send_right"

# Week 2, day 3, three players: everyone has used two action cards and encrypted one card.
A_DAY = Lesson(
    id="persona-day", game=GAME_NAME, learner=0, seed=3,
    scenario={
        "players": 3, "week": 2, "day": 3,
        "hands": [["SJT-P1", "COS-M1", "BIO-W2", "JIH-W1"],
                  ["COS-D1", "SJT-W1", "DEL-W1", "JIH-A2"],
                  ["DEL-A2", "JIH-D1", "SJT-M1", "BIO-D1"]],
        "actions": [[DOWNLOAD, SEND_LEFT, SEND_RIGHT], [DOWNLOAD, SEND_LEFT, SEND_RIGHT],
                    [DOWNLOAD, DOWNLOAD, SEND_LEFT]],
        "play_areas": [["BIO-A1", "COS-W1", "JIH-A1", "BIO-A2"], ["COS-A1", "SJT-A1", "DEL-A1"],
                       ["JIH-M1", "SJT-A2", "BIO-W1"]],
        "encrypted": ["DEL-D1", "BIO-M1", "COS-P1"],
        "archives": [["BIO-C4"], ["COS-C4", "DEL-C4"], ["JIH-C4", "SJT-C4"]],
        "keys": {"biolife": 1, "cosmoco": 2, "jihui": 0, "delacruz": 2, "sjt": 1}},
    title=T("A day: choose, reveal, pass", "1日の流れ：選ぶ、公開する、渡す"),
    summary=T("Two days of week 2: Send Left and Send Right, and hands passing the other way.",
              "第2週の2日間：左へ送信と右へ送信、そして逆向きに渡す手札。"),
    steps=[
        explain("day", [CHOOSE, "persona.actions.once"],
                T("Week 2, day 3. You hold four information cards and three action cards: "
                  "Download, Send Left and Send Right. Your other Download and your Encrypt are "
                  "used (your encrypted card lies face down in your play area). Each day you "
                  "pair one information card with one unused action card.",
                  "第2週の3日目です。手札は情報カード4枚とアクションカード3枚"
                  "（ダウンロード、左へ送信、右へ送信）。もう1枚のダウンロードと暗号化は"
                  "使用済みです（暗号化したカードは裏向きでプレイエリアにあります）。"
                  "毎日、情報カード1枚と未使用のアクションカード1枚を組み合わせます。"),
                highlight=["hand", "actions"]),
        auto_all("others-day3", {1: play("COS-D1", DOWNLOAD), 2: play("BIO-D1", SEND_LEFT)},
                 CHOOSE,
                 T("Players 2 and 3 have chosen face down. You cannot see their choices; you "
                   "only see that they have chosen.",
                   "プレイヤー2と3は裏向きで選び終えました。何を選んだかは見えず、"
                   "選び終えたことだけがわかります。"),
                 highlight=["seats"]),
        move("send-left", with_action(SEND_LEFT), [LEFT, CHOOSE],
             T("Use Send Left today: the card goes face up into the play area of your left "
               "neighbour, Player 2, and counts fully as theirs. Sending is how you get rid of "
               "a card you do not want, at the price of helping a rival. Pick any card.",
               "今日は左へ送信を使いましょう。カードは左隣のプレイヤー2のプレイエリアに"
               "表向きで置かれ、完全にその人のカードとして数えます。送信は要らないカードを"
               "手放す方法ですが、相手を助けることにもなります。どのカードでも構いません。"),
             solution=play("COS-M1", SEND_LEFT),
             hint=T("Tap any card in your hand, then choose Send Left next to it.",
                    "手札のどれかのカードをタップし、横に出る「左へ送信」を選びましょう。"),
             why_not={"*": (CHOOSE, T("Legal, but this step practises Send Left; you will use "
                                      "Send Right tomorrow.",
                                      "出すことはできますが、このステップでは左へ送信を練習します。"
                                      "右へ送信は明日使います。"))},
             highlight=["hand", "actions"]),
        explain("reveal", [REVEAL, LEFT],
                narrate=naming("send-left", T(
                    "All three pairs were revealed at once. Player 2 downloaded a Cosmoco "
                    "Director; your {card} went to Player 2; and Player 3 sent you a Biolife "
                    "Director with Send Left (you are Player 3's left neighbour). It now counts 5 "
                    "for you in Biolife.",
                    "3組が一斉に公開されました。プレイヤー2はCosmocoのディレクターをダウンロード"
                    "し、あなたの{card}はプレイヤー2へ。プレイヤー3は左へ送信でBiolifeの"
                    "ディレクターをあなたに送りました（プレイヤー3の左隣はあなたです）。"
                    "これはあなたのBiolifeの5点になります。")),
                highlight=["play_areas", "log"]),
        explain("pass", [PASS, "persona.week.direction"],
                T("Then everyone passed their remaining hand at the same time. Hands go "
                  "clockwise in weeks 1 and 3 but counter-clockwise in week 2, so this week "
                  "you passed to your right (Player 3) and received Player 2's three cards.",
                  "続いて全員が残りの手札を同時に渡しました。手札は第1週と第3週は時計回り、"
                  "第2週は反時計回りに渡すので、今週は右隣（プレイヤー3）に渡し、"
                  "プレイヤー2の3枚を受け取りました。"),
                highlight=["hand", "direction"]),
        auto_all("others-day4", {1: play("JIH-D1", SEND_RIGHT), 2: best_download},
                 CHOOSE,
                 T("Day 4: the others have chosen again. Player 3 now holds the three cards you "
                   "passed; you will see what it does with them.",
                   "4日目：他のプレイヤーがまた選びました。プレイヤー3はあなたが渡した3枚を"
                   "持っています。どう使うかは公開のときにわかります。"),
                 highlight=["seats"]),
        move("send-right", with_action(SEND_RIGHT), [RIGHT, CHOOSE],
             T("Now use Send Right: the card goes to your right neighbour, Player 3.",
               "今度は右へ送信を使いましょう。カードは右隣のプレイヤー3に届きます。"),
             solution=play("DEL-W1", SEND_RIGHT),
             hint=T("Tap any card in your hand, then choose Send Right next to it.",
                    "手札のどれかのカードをタップし、横に出る「右へ送信」を選びましょう。"),
             why_not={"*": (RIGHT, T("Legal, but this step practises Send Right. Keep the "
                                     "Download for the last day.",
                                     "出すことはできますが、このステップでは右へ送信を練習します。"
                                     "ダウンロードは最終日に残しておきましょう。"))},
             highlight=["hand", "actions"]),
        explain("after", [RIGHT, PASS],
                T("Player 2 used Send Right, so its Jihui Director landed in your play area; "
                  "your card went to Player 3. Hands passed to the right again. One action "
                  "card is left: tomorrow is the last day of the week.",
                  "プレイヤー2は右へ送信を使ったので、Jihuiのディレクターがあなたのプレイエリアに"
                  "来ました。あなたのカードはプレイヤー3へ。手札はまた右に渡されました。"
                  "アクションカードは残り1枚、明日が今週の最終日です。"),
                highlight=["play_areas", "actions", "log"]),
    ],
)

# Week 1, day 4: Player 2 leads Jihui 4 to 0 in the open; you hold the Jihui Director.
ENCRYPT_BLUFF = T(
    "Legal, and worth the same 5 points, but everyone would see at once that you lead Jihui 5 "
    "to 4, and Player 2 would fight back. Encrypt keeps it secret.",
    "出すことはでき、点数も同じ5点ですが、あなたがJihuiで5対4とリードしていることが"
    "全員に知られ、プレイヤー2が対抗してきます。暗号化なら秘密にできます。")
ENCRYPTING = Lesson(
    id="persona-encrypt", game=GAME_NAME, learner=0, seed=4,
    scenario={
        "players": 3, "week": 1, "day": 4,
        "hands": [["JIH-D1", "COS-W1", "SJT-A1"], ["COS-P1", "DEL-A1", "BIO-W1"],
                  ["SJT-W1", "DEL-M1", "BIO-A2"]],
        "actions": [[DOWNLOAD, ENCRYPT], [ENCRYPT, DOWNLOAD], [DOWNLOAD, SEND_LEFT]],
        "play_areas": [["BIO-A1"], ["JIH-M1", "COS-A2"], ["SJT-A2"]],
        "encrypted": [None, None, "DEL-D1"]},
    title=T("Encrypting as a bluff", "暗号化でブラフ"),
    summary=T("A face-down card hides your lead until the week ends; then the last card and "
              "the reveal.",
              "裏向きのカードで週末までリードを隠します。最後の1枚と公開も学びます。"),
    steps=[
        explain("situation", "persona.action.encrypt",
                T("Week 1, day 4. Player 2 shows a Jihui Manager (4) and seems to lead Jihui. "
                  "You hold the Jihui Director (5). Encrypt puts a card face down into your own "
                  "play area with the Encrypt card; only you know what it is until the end of "
                  "the week.",
                  "第1週の4日目。プレイヤー2はJihuiのマネージャー（4点）を表向きで持ち、"
                  "Jihuiで先行しているように見えます。あなたはJihuiのディレクター（5点）を"
                  "持っています。暗号化はカードを暗号化カードと一緒に裏向きで自分のプレイエリアに"
                  "置きます。週の終わりまで中身を知っているのはあなただけです。"),
                highlight=["hand", "play_areas"]),
        auto_all("others-day4", {1: play("COS-P1", ENCRYPT), 2: play("SJT-W1", DOWNLOAD)},
                 "persona.day.choose",
                 T("Players 2 and 3 have chosen face down.",
                   "プレイヤー2と3は裏向きで選び終えました。"),
                 highlight=["seats"]),
        move("encrypt-director", play("JIH-D1", ENCRYPT), ["persona.action.encrypt",
                                                           "persona.day.choose"],
             T("Encrypt your Jihui Director. Player 2 will still believe they lead Jihui "
               "4 to 0.",
               "Jihuiのディレクターを暗号化しましょう。プレイヤー2はまだJihuiで4対0で"
               "リードしていると思うはずです。"),
             hint=T("Tap your Jihui Director 5, then choose Encrypt next to it.",
                    "手札のJihui ディレクター 5をタップし、横に出る「暗号化」を選びましょう。"),
             why_not={play("JIH-D1", DOWNLOAD): ("persona.action.encrypt", ENCRYPT_BLUFF),
                      "*": ("persona.action.encrypt",
                            T("Legal, but this step hides your Jihui Director with Encrypt.",
                              "出すことはできますが、このステップではJihuiのディレクターを"
                              "暗号化で隠します。"))},
             highlight=["hand", "actions"]),
        explain("backs", ["persona.action.encrypt", "persona.day.reveal"],
                T("Your Director lies face down: the others see only a card back, and the "
                  "Jihui total they see for you leaves it out. Player 2 encrypted a card too, "
                  "and Player 3 did so earlier: you see only their backs. Player 3's Download "
                  "was face up.",
                  "あなたのディレクターは裏向きです。他の人には裏面しか見えず、あなたのJihuiの"
                  "合計にも含まれません。プレイヤー2も1枚暗号化し、プレイヤー3も以前に"
                  "暗号化しています。あなたに見えるのはその裏面だけです。"
                  "プレイヤー3のダウンロードは表向きでした。"),
                highlight=["play_areas"]),
        auto_all("others-day5", {1: play("COS-W1", DOWNLOAD), 2: play("BIO-W1", SEND_LEFT)},
                 "persona.day.choose",
                 T("Day 5, the last day: the others have chosen.",
                   "最終日の5日目：他のプレイヤーが選び終えました。"),
                 highlight=["seats"]),
        move("last-download", play("BIO-A2", DOWNLOAD), ["persona.action.download"],
             T("Only your Download is left. Download the Biolife Assistant: with your Biolife "
               "Assistant already in play, Biolife becomes a clear lead.",
               "残っているのはダウンロードだけです。Biolifeの助手をダウンロードしましょう。"
               "すでにBiolifeの助手を出しているので、Biolifeではっきり先行できます。"),
             hint=T("Tap your Biolife Assistant 3, then choose Download next to it.",
                    "手札のBiolife 助手 3をタップし、横に出る「ダウンロード」を選びましょう。"),
             why_not={"*": ("persona.action.download",
                            T("Legal, but you have no Delacruz card yet, while a second Biolife "
                              "card builds on the company you already lead.",
                              "出すことはできますが、Delacruzのカードはまだ1枚もありません。"
                              "すでに先行しているBiolifeに2枚目を加えるほうが有利です。"))},
             highlight=["hand"]),
        explain("last-card", ["persona.week.last_card", "persona.week.last_card_hidden"],
                T("All five action cards are used, so the week's days are over. The one card "
                  "left in each hand (your Delacruz Manager) is discarded, not passed; the tutor "
                  "keeps discarded cards hidden (its own ruling).",
                  "アクションカード5枚をすべて使ったので、今週の日程は終わりです。各自の手札に"
                  "残った1枚（あなたはDelacruzのマネージャー）は渡さずに捨てます。チューターでは捨てたカードは"
                  "公開しません（チューター独自の裁定）。"),
                highlight=["hand", "log"]),
        explain("revealed", "persona.archive.reveal",
                T("The archive phase began by turning every encrypted card face up: your Jihui "
                  "Director, Player 2's Cosmoco President, Player 3's Delacruz Director. Only "
                  "then were the companies compared: you won Jihui 5 to 4. Lesson 5 shows the "
                  "rest of the archive phase in the log step by step.",
                  "アーカイブフェイズは、暗号化されたカードをすべて表向きにすることから始まります。"
                  "あなたのJihuiのディレクター、プレイヤー2のCosmocoの大統領、プレイヤー3の"
                  "Delacruzのディレクターです。その後で企業を比較し、あなたはJihuiで5対4で"
                  "勝ちました。アーカイブフェイズの続きはレッスン5で1つずつ見ていきます。"),
                highlight=["play_areas", "log"]),
    ],
)
