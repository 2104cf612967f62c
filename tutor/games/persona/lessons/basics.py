"""Lessons 1-2: the goal and the companies; set-up and the deal."""

from tutor.games.persona.cards import DOWNLOAD
from tutor.lessons import Lesson, T, auto_all, explain, move

from .common import GAME_NAME, play, with_action

CHOOSE, DL = "persona.day.choose", "persona.action.download"

# Four players, day 1 of week 1: you hold the Biolife President and a Biolife Worker.
GOAL = Lesson(
    id="persona-goal", game=GAME_NAME, learner=0, seed=1,
    scenario={"players": 4, "hands": [
        ["BIO-P1", "BIO-W1", "COS-A1", "JIH-M1", "DEL-D1", "LUM-A1"],
        ["SJT-A1", "SJT-W1", "BIO-A1", "COS-M1", "JIH-A1", "LUM-W1"],
        ["DEL-A1", "DEL-W1", "SJT-D1", "COS-W1", "JIH-W1", "LUM-M1"],
        ["LUM-P1", "BIO-M1", "COS-D1", "JIH-D1", "SJT-M1", "DEL-M1"]]},
    title=T("The goal and the companies", "ゲームの目的と企業"),
    summary=T("What hackers collect, what it is worth, and your first card played.",
              "ハッカーが何を集め、それが何点になるのか。最初の1枚を出してみます。"),
    steps=[
        explain("goal", ["persona.setup.players", "persona.week.structure"],
                T("You are one of four hackers collecting dirt on the staff of six corrupt "
                  "companies. The game lasts 3 weeks of 5 days. Every day all hackers choose at "
                  "the same time; there are no turns. At the end, the information cards in "
                  "front of you (your play area and your archive) score points for their "
                  "company.",
                  "あなたは、腐敗した6つの企業の社員の弱みを集める4人のハッカーの1人です。"
                  "ゲームは3週間、1週間は5日です。毎日、全員が同時に選ぶので手番はありません。"
                  "最後に、自分の前にある情報カード（プレイエリアとアーカイブ）がその企業の"
                  "得点になります。"),
                highlight=["status"]),
        explain("cards", "persona.setup.cards",
                T("Each company has 12 information cards: Workers (2 points), Assistants (3), "
                  "Managers (4), Directors (5) and one President (6). Your hand holds six of "
                  "them; the colour shows the company, the number the points.",
                  "各企業には12枚の情報カードがあります。労働者（2点）、助手（3点）、"
                  "マネージャー（4点）、ディレクター（5点）、そして大統領（6点）1枚です。"
                  "あなたの手札はそのうち6枚です。色が企業を、数字が点数を表します。"),
                highlight=["hand"]),
        explain("corporation", "persona.setup.corporation",
                T("Each company also has a stack of three corporation cards worth 4, 2 and 0 "
                  "and one key, shown under Companies. At the end of each week the company's "
                  "leader takes a corporation card and the runner-up takes the key.",
                  "各企業には価値4・2・0の企業カード3枚の山と鍵カード1枚もあります"
                  "（「企業」の欄）。毎週の終わりに、その企業の1位が企業カードを、"
                  "2位が鍵カードを獲得します。"),
                highlight=["companies"]),
        explain("activation", "persona.score.activate",
                T("A catch: your cards of a company score only if you can activate it with "
                  "one of its Workers or corporation cards. Your Biolife Worker could activate "
                  "Biolife; without such a card, all your Biolife points would be lost.",
                  "ただし、ある企業のカードが得点になるのは、その企業の労働者カードか"
                  "企業カードで有効化できたときだけです。手札のBiolifeの労働者は"
                  "Biolifeを有効化できます。そういうカードがなければ、その企業の点はすべて失われます。"),
                highlight=["hand"]),
        auto_all("others-choose", {
            1: play("SJT-A1", DOWNLOAD), 2: play("DEL-A1", DOWNLOAD), 3: play("LUM-P1", DOWNLOAD)},
            CHOOSE,
            T("Day 1 begins. Your three opponents have each put an information card and an "
              "action card face down: you see only the backs in their play areas. Nothing is "
              "revealed until you have chosen too.",
              "1日目が始まりました。3人の相手はそれぞれ情報カードとアクションカードを"
              "裏向きに出しました。あなたに見えるのはプレイエリアの裏面だけです。"
              "あなたが選ぶまで、何も公開されません。"),
            highlight=["seats"]),
        move("download-president", play("BIO-P1", DOWNLOAD), [CHOOSE, DL],
             T("Your turn to choose. Pair your Biolife President (6 points) with a Download "
               "card: Download puts the card face up in your own play area.",
               "あなたが選ぶ番です。Biolifeの大統領（6点）をダウンロードカードと組み合わせましょう。"
               "ダウンロードはカードを表向きで自分のプレイエリアに置きます。"),
             hint=T("Tap your Biolife President 6, then choose Download next to it.",
                    "手札のBiolife 大統領 6をタップし、横に出る「ダウンロード」を選びましょう。"),
             why_not={"*": (DL, T("That is a legal pair, but this first step keeps the Biolife "
                                  "President for yourself with a Download.",
                                  "出すことはできますが、最初のステップではBiolifeの大統領を"
                                  "ダウンロードで自分のものにします。"))},
             highlight=["hand", "actions"]),
        explain("revealed", "persona.day.reveal",
                T("Everyone has chosen, so all four pairs were revealed and carried out at "
                  "once: your President now lies face up in your play area, worth 6 for "
                  "Biolife. Then everyone passed the rest of their hand on, so you now hold "
                  "five different cards.",
                  "全員が選び終えたので、4組が一斉に公開・実行されました。あなたの大統領は"
                  "表向きでプレイエリアに置かれ、Biolifeの6点になります。その後、全員が残りの"
                  "手札を隣に渡したので、あなたの手札は別の5枚になりました。"),
                highlight=["play_areas", "log"]),
    ],
)

# A real deal (seed 5) for three players: Lumni is out; you hold two Delacruz and two SJT cards.
SETUP = Lesson(
    id="persona-setup", game=GAME_NAME, learner=0, seed=5, players=3,
    title=T("Set-up and the deal", "準備と配札"),
    summary=T("Companies in play, the six-card deal, your five action cards, left and right.",
              "使う企業、6枚の配札、5枚のアクションカード、左隣と右隣。"),
    steps=[
        explain("remove", ["persona.setup.remove", "persona.setup.removed_company"],
                T("With three players one company is removed completely: its 12 information "
                  "cards, its corporation cards and its key. The tutor removes Lumni, as Board "
                  "Game Arena does (a ruling: the printed rule may let you pick any company).",
                  "3人プレイでは企業を1つ丸ごと取り除きます（情報カード12枚、企業カード、鍵）。"
                  "このチュートリアルではボードゲームアリーナと同じくLumniを除きます"
                  "（裁定：印刷版のルールではどの企業でもよいのかもしれません）。"),
                highlight=["companies"]),
        explain("deal", "persona.setup.deal",
                T("The 60 remaining information cards were shuffled and everyone was dealt 6. "
                  "You hold a Delacruz Manager and Worker, the Jihui President, an SJT "
                  "Assistant and Worker, and a Biolife Manager. The rest stays in the deck for "
                  "weeks 2 and 3.",
                  "残りの情報カード60枚をシャッフルし、各自に6枚ずつ配りました。あなたの手札は"
                  "Delacruzのマネージャーと労働者、Jihuiの大統領、SJTの助手と労働者、"
                  "Biolifeのマネージャーです。残りは第2週・第3週のために山札に置かれます。"),
                highlight=["hand", "deck"]),
        explain("actions", ["persona.setup.actions", "persona.actions.once"],
                T("You also have five action cards: Download twice, Encrypt, Send Left and "
                  "Send Right. Each day you use one of them, and a used card is gone until "
                  "next week, so over the five days you use each exactly once.",
                  "アクションカードも5枚あります。ダウンロード2枚、暗号化、左へ送信、右へ送信です。"
                  "毎日1枚を使い、使ったカードは翌週まで戻りません。5日間でちょうど1回ずつ使います。"),
                highlight=["actions"]),
        explain("seating", "persona.setup.seating",
                T("Players sit clockwise: you, Player 2, Player 3. Your left neighbour is "
                  "Player 2, the next one clockwise; your right neighbour is Player 3. Send "
                  "Left and Send Right use these neighbours.",
                  "プレイヤーは時計回りに、あなた、プレイヤー2、プレイヤー3の順に座ります。"
                  "左隣は時計回りで次のプレイヤー2、右隣はプレイヤー3です。"
                  "左へ送信・右へ送信はこの隣人に送ります。"),
                highlight=["seats"]),
        auto_all("others-choose", {1: lambda obs, legal: legal[0], 2: lambda obs, legal: legal[0]},
                 "persona.day.choose",
                 T("Players 2 and 3 have chosen their pairs face down.",
                   "プレイヤー2と3は、組み合わせを裏向きで選びました。"),
                 highlight=["seats"]),
        move("first-download", with_action(DOWNLOAD), ["persona.action.download",
                                                        "persona.day.choose"],
             T("Choose any information card and pair it with Download. The Jihui President "
               "is worth the most.",
               "好きな情報カードを1枚選び、ダウンロードと組み合わせましょう。"
               "一番点が高いのはJihuiの大統領です。"),
             solution=play("JIH-P1", DOWNLOAD),
             hint=T("Tap any card in your hand, then choose Download next to it.",
                    "手札のどれかのカードをタップし、横に出る「ダウンロード」を選びましょう。"),
             why_not={"*": ("persona.day.choose",
                            T("Legal, but this step practises Download. Send and Encrypt come "
                              "in lessons 3 and 4.",
                              "出すことはできますが、このステップではダウンロードを練習します。"
                              "送信と暗号化はレッスン3と4で学びます。"))},
             highlight=["hand", "actions"]),
        explain("after", ["persona.day.reveal", "persona.day.pass"],
                T("All three pairs were revealed together and carried out. Then every hand "
                  "moved one seat clockwise: you received Player 3's five cards and gave yours "
                  "to Player 2. One Download card is used; four action cards remain.",
                  "3組が同時に公開・実行されました。その後、手札はすべて時計回りに1席ずつ移り、"
                  "あなたはプレイヤー3の5枚を受け取り、自分の手札をプレイヤー2に渡しました。"
                  "ダウンロード1枚を使ったので、アクションカードは残り4枚です。"),
                highlight=["hand", "actions", "log"]),
    ],
)
