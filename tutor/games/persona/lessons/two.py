"""Lesson 8: the two-player game: both sends go to the opponent, a face-down discard, draws."""

from tutor.games.persona.cards import DOWNLOAD, SEND_RIGHT
from tutor.lessons import Lesson, T, auto, explain, move

from .common import GAME_NAME, discard, play

TWO_PLAYERS = Lesson(
    id="persona-two", game=GAME_NAME, learner=0, seed=8,
    scenario={"players": 2, "hands": [
        ["BIO-P1", "BIO-W1", "COS-A1", "JIH-M1", "DEL-D1", "SJT-A1"],
        ["COS-P1", "SJT-W1", "JIH-A1", "BIO-A1", "DEL-W1", "COS-M1"]]},
    title=T("Two players", "2人プレイ"),
    summary=T("No neighbours: both sends reach your opponent; discard one card face down each "
              "day; pass, then draw.",
              "隣人はいません。送信はどちらも相手へ。毎日1枚を裏向きで捨て、渡してから引きます。"),
    steps=[
        explain("two", ["persona.setup.remove", "persona.two.send"],
                T("With two players, Lumni is removed as with three. You have no left and "
                  "right neighbours: Send Left and Send Right both put the card into your "
                  "opponent's play area.",
                  "2人プレイでも3人と同じくLumniを取り除きます。左隣も右隣もいないので、"
                  "左へ送信も右へ送信も、カードを相手のプレイエリアに置きます。"),
                highlight=["seats", "companies"]),
        auto("opponent-plays", 1, play("SJT-W1", SEND_RIGHT), "persona.day.choose",
             T("Your opponent has chosen a pair face down.",
               "相手は組み合わせを裏向きで選びました。"),
             highlight=["seats"]),
        move("download", play("BIO-P1", DOWNLOAD), ["persona.day.choose",
                                                     "persona.action.download"],
             T("Download your Biolife President.", "Biolifeの大統領をダウンロードしましょう。"),
             hint=T("Tap your Biolife President 6, then choose Download next to it.",
                    "手札のBiolife 大統領 6をタップし、横に出る「ダウンロード」を選びましょう。"),
             why_not={"*": ("persona.day.choose",
                            T("Legal, but this lesson starts with your best card: the "
                              "Biolife President.",
                              "出すことはできますが、このレッスンは一番強いBiolifeの大統領から"
                              "始めます。"))},
             highlight=["hand", "actions"]),
        auto("opponent-discards", 1, discard("COS-M1"), "persona.two.discard",
             T("With two players each of you now also discards one more card face down. Your "
               "opponent has done so.",
               "2人プレイでは、さらに手札から1枚を裏向きで捨てます。相手は捨て終えました。"),
             highlight=["seats"]),
        move("discard", discard("DEL-D1"), "persona.two.discard",
             T("Your whole remaining hand will go to your opponent. Discard the card that "
               "would help them most: the Delacruz Director (5), your highest card left. It "
               "leaves the game and is never shown.",
               "残りの手札はすべて相手に渡ります。相手を一番助けてしまうカード、つまり残りで"
               "一番高いDelacruzのディレクター（5）を捨てましょう。そのカードはゲームから除かれ、"
               "誰にも公開されません。"),
             hint=T("Tap your Delacruz Director 5, then choose Discard next to it.",
                    "手札のDelacruz ディレクター 5をタップし、横に出る「捨てる」を選びましょう。"),
             why_not={"*": ("persona.two.discard",
                            T("Legal, but the card you keep goes to your opponent; the "
                              "Director (5) is the one that would help them most.",
                              "捨てることはできますが、残したカードは相手に渡ります。"
                              "相手を一番助けるのはディレクター（5）です。"))},
             highlight=["hand", "actions"]),
        explain("sent", ["persona.day.reveal", "persona.two.send"],
                T("Both pairs were revealed. Your opponent used Send Right, which with two "
                  "players means you: their SJT Worker is now in your play area, and counts "
                  "for you.",
                  "両方の組み合わせが公開されました。相手は右へ送信を使いましたが、2人プレイでは"
                  "それはあなたのことです。相手のSJTの労働者はあなたのプレイエリアに置かれ、"
                  "あなたのカードとして数えます。"),
                highlight=["play_areas", "log"]),
        explain("pass-draw", "persona.two.pass_draw",
                T("Then you swapped hands with your opponent and each drew 1 card from the "
                  "deck, so you start day 2 with 5 cards. Hands go 6, 5, 4, 3, 2 over the "
                  "days; on day 5 only one card is left, so there is no discard then.",
                  "その後、相手と手札を交換し、それぞれ山札から1枚引いたので、2日目は5枚で"
                  "始まります。手札は6、5、4、3、2枚と減り、5日目は1枚しか残らないので"
                  "捨て札はありません。"),
                highlight=["hand", "deck"]),
    ],
)
