"""Lessons 12-13: the Ruby set, one card at a time on the board: the learner plays Hacking Dart,
Shine Spotlights, Infiltrate Enemy Lines, Rooftop Sniper, Precision Procedure and Decoy Guard,
and finds Agonizing Choice, Pull the Plug and Digital Revival face up in the Discard Pile."""

from tutor.engine import Action
from tutor.lessons import Lesson, T, auto, explain, move

from .common import (ANY_ORDER, ENCRYPT, GAME_NAME, ORDER, WHEEL, deploy, encrypt, hand_set,
                     mark_wheel, number, order, spot)

R = "classified.card."
RULING = "classified.ruling."
DECK = "classified.deck."


def card_rules(key: str) -> list[str]:
    """A card's rule and the tutor's ruling on it: the two panels of the step that shows it."""
    return [R + key, RULING + key]


# Ruby 1, 3, 6, 7 and 8 in a Citrine deck. Their Suitcase is Infiltrate Enemy Lines (7).
RUBY_QUESTIONS = Lesson(
    id="classified-ruby-questions", game=GAME_NAME, learner=0,
    options={"deck": "select", "deck_select": {1: "ruby", 3: "ruby", 6: "ruby", 7: "ruby",
                                               8: "ruby"}},
    scenario={"hands": [["R1-A", "R8-A"], ["C2-G", "C5-A"]], "suitcases": ["C4-G", "R7-G"],
              "guards": [["C5-G"], ["C2-A"]], "discard": ["R6-S1", "R3-S2", "R6-S2"],
              "deck": ["R7-A", "C9-S1", "C4-A", "C9-S2"], "rest": "deck", "current": 0},
    title=T("Ruby cards: odd or even, spotlights, infiltration",
            "ルビーのカード：奇数か偶数か、スポットライト、潜入"),
    summary=T("Three Ruby questions played on the board, and two Ruby cards in the Discard Pile.",
              "ルビーの質問カード3枚を盤上で使い、捨て札のルビーのカード2枚を見ます。"),
    steps=[
        explain("mixed", [DECK + "select", DECK + "public_list"],
                hand_set(T(
                    "Ruby is an 18-card set with the same numbers and guilds as Citrine but new "
                    "abilities. With Deck select you choose a set for each number: here the 1s, "
                    "3s, 6s, 7s and 8s are Ruby. Both players always know which 18 cards are in "
                    "play; tap any card to read its ability.",
                    "ルビーはシトリンと番号も所属も同じで、能力が違う18枚のセットです。デッキ選択"
                    "では番号ごとにセットを選べます。ここでは1・3・6・7・8がルビーです。どの18枚を"
                    "使っているかは常に両プレイヤーが知っています。カードをタップすると能力を"
                    "読めます。")),
                highlight=["hand", "discard"]),
        move("dart", deploy("R1-A"), R + "R1",
             T("You drew Infiltrate Enemy Lines (7). First Deploy Hacking Dart (your 1): your "
               "opponent must tell you whether their Suitcase Number is odd or even.",
               "敵陣潜入（7）を引きました。まずハッキング・ダート（1）を展開しましょう。相手は"
               "自分のスーツケースの番号が奇数か偶数かを教えなければなりません。"),
             hint=T("Tap your 1, then choose Deploy.", "1をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Ruby 1, Hacking Dart.",
                       "このステップではルビーの1、ハッキング・ダートを展開します。"),
             highlight=["hand", "R1-A"]),
        mark_wheel("odd", {2, 4, 6, 8}, [WHEEL, R + "R1"],
                   T("Odd: their Suitcase is a 1, 3, 5, 7 or 9. Rule out 2, 4, 6 and 8 on your "
                     "wheel. Both Pull the Plug cards (Ruby 6) lie in the Discard Pile, so "
                     "nobody can block your Deploys: your opponent is not even asked.",
                     "答えは「奇数」。スーツケースは1・3・5・7・9のどれかです。ホイールで2・4・6・8を"
                     "消しましょう。「電源を引き抜く」（ルビーの6）は2枚とも捨て札にあるので、"
                     "あなたの展開は誰にもブロックできず、相手に確認もされません。")),
        auto("opponent-encrypts", 1, encrypt("C5-A"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.",
               "相手はドローしてカードを1枚暗号化しました。")),
        move("spotlights", deploy("R8-A"), R + "R8",
             T("You drew a 4. Deploy Shine Spotlights (8): every Guard turns face up, then you "
               "pick two Guards and ask whether the Suitcase lies between their numbers.",
               "4を引きました。スポットライト照射（8）を展開しましょう。すべての衛兵が表向きに"
               "なり、その後2枚の衛兵を選んで、スーツケースがその番号の間にあるかを聞きます。"),
             hint=T("Tap your 8, then choose Deploy.", "8をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Ruby 8, Shine Spotlights.",
                       "このステップではルビーの8、スポットライト照射を展開します。"),
             highlight=["hand", "R8-A"]),
        move("first-guard", spot(0, 0), R + "R8",
             T("Their face-down Guard was a 2. Pick your 5 Guard first.",
               "相手の裏向きの衛兵は2でした。まず自分の衛兵、5を選びましょう。"),
             hint=T("Tap your Guard, the 5.", "自分の衛兵、5をタップしましょう。"),
             why_not=T("This lesson picks your 5 first, then their 2.",
                       "このレッスンでは先に自分の5を、次に相手の2を選びます。"),
             highlight=["guards"]),
        move("second-guard", spot(1, 0), RULING + "R8",
             T("Now pick their 2: the question is whether their Suitcase is 2, 3, 4 or 5.",
               "次に相手の2を選びましょう。質問は「スーツケースは2・3・4・5のどれかか」です。"),
             hint=T("Tap your opponent's Guard, the 2.", "相手の衛兵、2をタップしましょう。"),
             highlight=["opponent_guards"]),
        mark_wheel("between", {2, 3, 4, 5, 6, 8}, WHEEL,
                   T("No: not 2, 3, 4 or 5. Rule out 3 and 5 as well: 1, 7 and 9 are left.",
                     "答えは「いいえ」。2・3・4・5ではありません。3と5も消しましょう。残りは"
                     "1・7・9です。"),
                   highlight=["wheel", "log"]),
        auto("opponent-encrypts-2", 1, encrypt("C9-S1"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.",
               "相手はドローしてカードを1枚暗号化しました。")),
        move("infiltrate", deploy("R7-A"), R + "R7",
             T("You drew the other 1. Deploy Infiltrate Enemy Lines (7): it becomes a face-up "
               "Guard of your opponent's, they show you their hand, and you name a number.",
               "もう1枚の1を引きました。敵陣潜入（7）を展開しましょう。相手の表向きの衛兵に"
               "なり、相手は手札をあなたに見せ、あなたは数字を1つ宣言します。"),
             hint=T("Tap your 7, then choose Deploy.", "7をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Ruby 7, Infiltrate Enemy Lines.",
                       "このステップではルビーの7、敵陣潜入を展開します。"),
             highlight=["hand", "R7-A"]),
        move("name-7", number(7), RULING + "R7",
             T("They hold a 2 and a 9. Both 1s are accounted for (one in the Discard Pile, one "
               "in your hand), so it is 7 or 9. Name 7.",
               "相手の手札は2と9です。1は2枚とも所在がわかっている（捨て札と自分の手札）ので、"
               "7か9です。7を宣言しましょう。"),
             hint=T("Tap the number 7.", "数字の7をタップしましょう。"),
             why_not={number(9): (RULING + "R7", T(
                 "Legal, and 9 is still possible, but this lesson names 7.",
                 "宣言できますし、9もまだ候補ですが、このレッスンでは7を宣言します。")),
                 "*": (WHEEL, T("That number is already ruled out: 7 and 9 are left.",
                                "その数字はもう消えています。残りは7と9です。"))},
             highlight=["opponent_hand", "wheel"]),
        explain("agonizing", card_rules("R3"),
                T("Yes: their Suitcase is a 7. In the Discard Pile lies Agonizing Choice (Ruby "
                  "3): it looks at the top 2 deck cards and plays one of them as if from your "
                  "hand. Tap it to read it.",
                  "答えは「はい」。相手のスーツケースは7です。捨て札には苦渋の選択（ルビーの3）が"
                  "あります。山札の上2枚を見て、そのうち1枚を手札のように使います。タップして"
                  "読んでみましょう。"),
                highlight=["discard", "R3-S2"]),
        explain("plug", card_rules("R6"),
                T("Beside it, both Pull the Plug cards (Ruby 6): a REACT that blocks your "
                  "opponent's Deploy. While one could be in a hand, the tutor asks after every "
                  "Deploy whether to play it, so being asked tells nothing.",
                  "その横に「電源を引き抜く」（ルビーの6）が2枚。相手の展開をブロックする"
                  "リアクトです。誰かの手札にありうる間は、チューターは展開のたびに使うか"
                  "どうかを確認するので、確認されたこと自体からは何もわかりません。"),
                highlight=["discard", "R6-S1"]),
    ],
)

# Ruby 2, 4, 5 and 9 in a Citrine deck, a normal game's 2 encrypted cards.
RUBY_GUARDS = Lesson(
    id="classified-ruby-guards", game=GAME_NAME, learner=0,
    options={"deck": "select", "deck_select": {2: "ruby", 4: "ruby", 5: "ruby", 9: "ruby"}},
    scenario={"hands": [["R9-S1", "R5-A"], ["C1-A", "C7-A"]], "suitcases": ["C3-S1", "C6-S1"],
              "guards": [["C1-G"], ["C7-G", "R5-G"]], "discard": ["R4-G", "C8-A"],
              "encrypted": ["C8-G", "R9-S2"], "deck": ["R2-A", "C3-S2", "R4-A", "C6-S2"],
              "rest": "deck", "current": 0},
    title=T("Ruby cards: Sniper, Precision Procedure, Decoy Guard",
            "ルビーのカード：スナイパー、精密な処置、おとりの衛兵"),
    summary=T("Ruby cards that attack and defend Guards, played on the board.",
              "衛兵を攻め、守るルビーのカードを盤上で使います。"),
    steps=[
        move("sniper", deploy("R9-S1"), R + "R9",
             T("Ruby 2, 4, 5 and 9 are in this deck. You drew Decoy Guard (2). Deploy Rooftop "
               "Sniper (9): it assassinates one of your opponent's Guards without comparing "
               "Codes, and nothing can block it.",
               "このデッキでは2・4・5・9がルビーです。おとりの衛兵（2）を引きました。ルーフ"
               "トップ・スナイパー（9）を展開しましょう。コードを比べずに相手の衛兵1枚を暗殺し、"
               "何にもブロックされません。"),
             hint=T("Tap your 9, then choose Deploy.", "9をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Ruby 9, Rooftop Sniper.",
                       "このステップではルビーの9、ルーフトップ・スナイパーを展開します。"),
             highlight=["hand", "R9-S1"]),
        move("target", spot(1, 0), RULING + "R9",
             T("Choose their first face-down Guard.", "相手の1枚目の裏向きの衛兵を選びましょう。"),
             hint=T("Tap your opponent's first Guard.", "相手の1枚目の衛兵をタップしましょう。"),
             why_not=T("This lesson shoots their first Guard.",
                       "このレッスンでは相手の1枚目の衛兵を撃ちます。"),
             highlight=["opponent_guards"]),
        move("order-7", order("R9-S1", "C7-G"), ORDER,
             T("It was a 7. The Sniper and the 7 go to the Discard Pile: put the 7 on top, "
               "where Precision Procedure can reach it.",
               "7でした。スナイパーと7は捨て札になります。精密な処置で取れるよう、7を一番上に"
               "しましょう。"),
             hint=T("Choose the order that ends with the 7 on top.",
                    "7が一番上になる順番を選びましょう。"),
             why_not=(ORDER, T("Also legal, but this lesson wants the 7 on top of the pile.",
                               "これも可能ですが、このレッスンでは7を一番上にします。")),
             highlight=["discard"]),
        auto("opponent-encrypts", 1, encrypt("C1-A"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.",
               "相手はドローしてカードを1枚暗号化しました。")),
        move("precision", deploy("R5-A"), R + "R5",
             T("You drew Digital Revival (4). Deploy Precision Procedure (5): it swaps itself "
               "with the top or bottom card of the Discard Pile, then you Enlist or discard "
               "another card from your hand.",
               "デジタル蘇生（4）を引きました。精密な処置（5）を展開しましょう。捨て札の一番上か"
               "一番下のカードと自分を交換し、その後、手札の別のカードを徴兵するか捨てます。"),
             hint=T("Tap your 5, then choose Deploy.", "5をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Ruby 5, Precision Procedure.",
                       "このステップではルビーの5、精密な処置を展開します。"),
             highlight=["hand", "R5-A"]),
        move("take-top", Action("end", end="top"),
             R + "R5",
             T("Take the top card, the 7 Guard, into your hand.",
               "一番上のカード、7の衛兵を手札に加えましょう。"),
             hint=T("Choose the top of the Discard Pile.", "捨て札の一番上を選びましょう。"),
             why_not=T("The bottom card is an 8; this lesson takes the 7 from the top.",
                       "一番下は8です。このレッスンでは一番上の7を取ります。"),
             highlight=["discard"]),
        move("revival-strikes", Action(
                 "enlist_assassin", card="R4-A", owner=1, spot=1), RULING + "R5",
             T("Now Enlist another card: your 4 is an Assassin. Its Code 3-4-5 meets their "
               "last Guard's. Send it at that Guard.",
               "次に別のカードを徴兵します。4は暗殺者です。コード3-4-5は相手の残りの衛兵の"
               "コードと重なります。その衛兵を狙いましょう。"),
             hint=T("Tap your 4, then choose Enlist as Assassin on their Guard.",
                    "4をタップし、相手の衛兵に「暗殺者として徴兵」を選びましょう。"),
             why_not=T("This lesson enlists the 4 as an Assassin against their last Guard.",
                       "このレッスンでは4を暗殺者として相手の残りの衛兵に向けます。"),
             highlight=["hand", "opponent_guards"]),
        move("order-5", lambda action: action.kind == "discard_order", ORDER, ANY_ORDER,
             solution=order("R4-A", "R5-G"),
             hint=T("Choose either order.", "どちらの順番でも構いません。"),
             highlight=["discard"]),
        auto("opponent-encrypts-2", 1, encrypt("C7-A"), ENCRYPT,
             T("Their last Guard, a 5, is gone. Your opponent draws and Encrypts a card.",
               "相手の最後の衛兵、5はいなくなりました。相手はドローしてカードを1枚暗号化"
               "しました。")),
        move("decoy", deploy("R2-A"), [R + "R2", RULING + "R2.play_as_guard"],
             T("You drew the other Decoy Guard. Deploy yours: it is played as a face-down "
               "Guard, like an Enlist, so your opponent cannot tell it from any other Guard.",
               "もう1枚のおとりの衛兵を引きました。自分のものを展開しましょう。徴兵と同じく"
               "裏向きの衛兵として出すので、相手には他の衛兵と見分けがつきません。"),
             hint=T("Tap your 2, then choose Deploy.", "2をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Ruby 2, Decoy Guard.",
                       "このステップではルビーの2、おとりの衛兵を展開します。"),
             highlight=["hand", "guards"]),
        explain("decoy-trigger", [RULING + "R2", "classified.keyword.trigger"],
                T("Decoy Guard is a TRIGGER: if it is ever assassinated, the assassin must tell "
                  "you one number of their own Code. Your opponent never learnt it was a "
                  "Decoy.",
                  "おとりの衛兵はトリガーのカードです。暗殺されると、暗殺した相手は自分のコードの"
                  "数字を1つ教えなければなりません。相手はそれがおとりだとは知りません。"),
                highlight=["guards"]),
        explain("revival", card_rules("R4"),
                T("Under the 7 in the Discard Pile lies the other Digital Revival (4). Instead "
                  "of an Assassin it could have made you a face-up Guard from the top "
                  "Encrypted card or from your opponent's hand. Tap it to read it.",
                  "捨て札の7の下に、もう1枚のデジタル蘇生（4）があります。暗殺者の代わりに、"
                  "暗号化の山の一番上や相手の手札から表向きの衛兵を作ることもできました。"
                  "タップして読んでみましょう。"),
                highlight=["discard", "R4-G"]),
    ],
)
