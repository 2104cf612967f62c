"""Lesson 6: deduction with the 1-9 wheel. Lesson 7: REACT (Bullet Proof Vest) and PEEK."""

from tutor.engine import Action
from tutor.lessons import Lesson, T, auto, explain, move

from .common import (ENCRYPT, GAME_NAME, ORDER, PASS, PROMPT, attempt, deploy, encrypt,
                     enlist_guard, hand_set, mark_wheel, number, order, react)

WHEEL = "classified.deduction.wheel"
C1, C2, C9 = "classified.card.C1", "classified.card.C2", "classified.card.C9"
REACT = "classified.keyword.react"
PRICE = "classified.react.price"
PEEK = "classified.keyword.peek"
REACT_OWN_TURN = "classified.ruling.react_own_turn"
PEEK_PRICE = Action("peek_price")          # the one move of the turn after a REACT

# Hand-set: the opponent's Suitcase is a 7. Both 8s and one 5 are already in view.
DEDUCTION = Lesson(
    id="classified-deduction", game=GAME_NAME, learner=0,
    scenario={"hands": [["C1-A", "C8-G"], ["C5-A", "C6-S1"]], "suitcases": ["C9-S1", "C7-G"],
              "discard": ["C8-A", "C5-G"], "deck": ["C2-G", "C3-S1", "C4-G"], "rest": "deck",
              "current": 0},
    title=T("Deduction with the wheel", "ホイールで推理する"),
    summary=T("Narrowing your opponent's Suitcase down to one number.",
              "相手のスーツケースの番号を1つに絞り込みます。"),
    steps=[
        explain("wheel", WHEEL,
                hand_set(T("Your wheel shows the numbers 1 to 9 in a ring. Click a number to mark it: "
                  "once for 'possible', twice for 'ruled out'. Keep track of which numbers your "
                  "opponent's Suitcase can still be. At the start all nine are possible.",
                  "ホイールには1〜9の数字が輪になって並んでいます。数字をクリックして印を付け"
                  "ます。1回で「候補」、2回で「除外」です。相手のスーツケースの候補を記録し"
                  "ましょう。最初は9つすべてが候補です。")),
                highlight=["wheel"]),
        move("deploy-1", deploy("C1-A"), C1,
             T("You drew a 2. Deploy Fortune Teller (your 1) to ask your first question.",
               "2を引きました。占い師（1）を展開して、最初の質問をしましょう。"),
             hint=T("Tap your 1, then choose Deploy.", "1をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the 1, Fortune Teller, to get an answer.",
                       "このステップでは1の占い師を展開して答えを得ます。"),
             highlight=["hand"]),
        move("name-2", number(2), [C1, WHEEL],
             T("Name 2. The question is: is the Suitcase Number within 2 steps of 2, that is "
               "one of 9, 1, 2, 3 or 4?",
               "2を宣言しましょう。質問は「スーツケースの番号は2から2以内、つまり9・1・2・3・4"
               "のどれかか」です。"),
             hint=T("Choose the number 2.", "数字の2を選びましょう。"),
             why_not=T("Any number is legal; this lesson names 2 so that you can follow the "
                       "reasoning step by step.",
                       "どの数字でも構いませんが、このレッスンでは推理を順に追えるよう2を宣言"
                       "します。"),
             highlight=["wheel"]),
        mark_wheel("no", {9, 1, 2, 3, 4}, [WHEEL, "classified.answer.truthful"],
                   T("The answer is no. So the Suitcase is none of 9, 1, 2, 3, 4: rule out those "
                     "five on your wheel. Left: 5, 6, 7, 8. A yes would have kept exactly those "
                     "five and ruled out the other four.",
                     "答えは「いいえ」です。スーツケースは9・1・2・3・4のどれでもないので、"
                     "ホイールでこの5つを消しましょう。残りは5・6・7・8です。「はい」なら"
                     "逆にこの5つだけが残り、他の4つが消えていました。"),
                   highlight=["wheel", "log"]),
        mark_wheel("copies", {9, 1, 2, 3, 4, 8}, WHEEL,
                   T("Count copies too: there are exactly two of each number. You hold one 8 and "
                     "the other 8 is in the Discard Pile, so the Suitcase cannot be an 8: rule "
                     "it out. Left: 5, 6, 7.",
                     "枚数も数えましょう。各数字はちょうど2枚です。8は1枚があなたの手札に、"
                     "もう1枚が捨て札にあるので、スーツケースは8ではありません。8も消しましょう。"
                     "残りは5・6・7です。"),
                   highlight=["wheel", "hand", "discard"]),
        auto("opponent-encrypts", 1, encrypt("C3-S1"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.", "相手はドローしてカードを1枚暗号化しました。")),
        move("deploy-2", deploy("C2-G"), C2,
             T("You drew a 4. Deploy Test Access Codes (your 2): your opponent must show you "
               "their hand.",
               "4を引きました。アクセスコードのテスト（2）を展開しましょう。相手は手札をあなたに"
               "見せなければなりません。"),
             hint=T("Tap your 2, then choose Deploy.", "2をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the 2, Test Access Codes.",
                       "このステップでは2のアクセスコードのテストを展開します。"),
             highlight=["hand", "opponent_hand"]),
        move("ask-6", number(6), [C2, WHEEL],
             T("They hold a 5 and a 6. Now both 5s are accounted for (one in their hand, one "
               "in the Discard Pile), so 5 is already ruled out. Ask whether their Suitcase is "
               "a 6.",
               "相手の手札は5と6です。これで5は2枚とも所在がわかった（相手の手札と捨て札）"
               "ので、5はすでに候補から外れます。スーツケースが6かどうか聞きましょう。"),
             hint=T("Choose the number 6.", "数字の6を選びましょう。"),
             why_not={number(5): (WHEEL, T(
                 "Both 5s are in view, so you already know the Suitcase is not a 5: asking "
                 "about 5 wastes the question.",
                 "5は2枚とも見えているので、スーツケースが5でないことはもうわかっています。"
                 "5を聞くのは質問の無駄です。"))},
             highlight=["opponent_hand", "wheel"]),
        mark_wheel("seven", {1, 2, 3, 4, 5, 6, 8, 9}, WHEEL,
                   T("No again: it is not a 6. Rule out 5 and 6: only 7 is left on your wheel. "
                     "Your opponent's Code is 6-7-8, and you hold an 8: keep it as your Final "
                     "Card, unless an 8 Guard blocks it.",
                     "答えはまた「いいえ」で、6ではありません。5と6を消しましょう。ホイールに"
                     "残ったのは7だけです。相手のコードは6-7-8。あなたは8を持っているので、"
                     "8の衛兵にブロックされない限り、これを最終カードとして残しましょう。"),
                   highlight=["wheel", "hand"]),
        explain("sources", [WHEEL, "classified.assassinate.failure"],
                T("Every piece of information counts: answers, cards you see (your hand, the "
                  "Discard Pile, face-up Guards, cards shown to you after a failed "
                  "assassination) and even which cards your opponent chooses to hide.",
                  "あらゆる情報が手がかりです。質問への答え、見えたカード（自分の手札、"
                  "捨て札、表向きの衛兵、暗殺失敗のときに見せられたカード）、そして相手が"
                  "どのカードを隠したがるかまで。"),
                highlight=["log", "discard", "wheel"]),
    ],
)

# Hand-set: it is your opponent's turn; your face-down 5 guards your Suitcase 4 (3-4-5) and
# you hold Bullet Proof Vest.
REACTING = Lesson(
    id="classified-react", game=GAME_NAME, learner=0,
    scenario={"hands": [["C9-S1", "C7-A"], ["C3-S2", "C8-G"]], "suitcases": ["C4-A", "C1-G"],
              "guards": [["C5-G"], []], "deck": ["C6-S1", "C2-G", "C9-S2"], "rest": "deck",
              "current": 1, "drawn": True},
    title=T("REACT and PEEK", "リアクトとピーク"),
    summary=T("Blocking an assassination with Bullet Proof Vest, and the price you pay.",
              "防弾チョッキで暗殺を防ぐ方法と、その代償を学びます。"),
    steps=[
        explain("react", REACT,
                hand_set(T("It is your opponent's turn. You hold Bullet Proof Vest (9), a REACT card: it "
                  "is played during your opponent's turn, right when the event printed on it "
                  "happens. The Vest answers a successful assassination of one of your Guards.",
                  "今は相手の手番です。あなたは防弾チョッキ（9）を持っています。リアクトのカード"
                  "で、相手の手番中、カードに書かれた出来事が起きた直後に使います。防弾チョッキは"
                  "自分の衛兵への暗殺が成功したときに使えます。")),
                highlight=["hand", "guards"]),
        auto("attack", 1, attempt("C3-S2", 0, 0), "classified.assassinate.attempt",
             T("Your opponent enlists a 3 as an Assassin against your face-down 5. The Codes "
               "2-3-4 and 4-5-6 share 4: the attempt succeeds.",
               "相手は3を暗殺者として徴兵し、あなたの裏向きの5を狙いました。コード2-3-4と"
               "4-5-6は4が共通なので、暗殺は成功です。"),
             highlight=["guards", "log"]),
        explain("asked", PROMPT,
                T("Before the Guard dies, you are asked whether to react. The tutor asks you "
                  "this whenever a Vest could be in your hand as far as your opponent knows, "
                  "so being asked tells them nothing about your cards.",
                  "衛兵が倒される前に、リアクトするかどうか聞かれます。相手から見て防弾チョッキ"
                  "を持っている可能性があるときは必ず聞かれるので、聞かれたこと自体から手札は"
                  "わかりません。"),
                highlight=["actions"]),
        move("vest", react("C9-S1"), [C9, "classified.ruling.C9"],
             T("Your 5 blocks a number of your Code. Play the Vest: the assassination is "
               "blocked and your Guard stays.",
               "あなたの5はコードの数字を守っています。防弾チョッキを使いましょう。暗殺は防がれ、"
               "衛兵は残ります。"),
             hint=T("Tap your 9, then choose React with this card.", "9をタップして「このカードでリアクト」を選びましょう。"),
             why_not={PASS: (C9, T(
                 "If you pass, your 5 dies and 5 is no longer blocked. The Vest saves it.",
                 "パスすると5が倒され、5をブロックできなくなります。防弾チョッキで守りましょう。"))},
             highlight=["hand", "guards"]),
        auto("order", 1, order("C3-S2", "C9-S1"), [ORDER, "classified.assassinate.success"],
             T("The blocked Assassin and your Vest go to the Discard Pile; your opponent, who "
               "started the action, chooses their order. Your 5 is still there, face down.",
               "防がれた暗殺者と防弾チョッキは捨て札になります。アクションを始めた相手が順番を"
               "決めます。あなたの5は裏向きのまま残っています。"),
             highlight=["discard", "guards"]),
        move("price", PEEK_PRICE, [PRICE, PEEK],
             T("Now your own turn, and its price. You drew a card as usual: the 6 in your "
               "hand. But because you reacted, this turn has no Action: no Deploy, Encrypt "
               "or Enlist. Instead you PEEK 1: look at the top card of the Draw Deck.",
               "続いてあなたの手番、そしてその代償です。いつもどおりカードを1枚引きました。"
               "手札の6です。しかしリアクトしたので、この手番にはアクションがありません。"
               "展開も暗号化も徴兵もできません。代わりにピーク1を行います。山札の一番上の"
               "カードを見ましょう。"),
             hint=T("Tap the Draw Deck, then choose PEEK 1.",
                    "山札をタップして「ピーク1」を選びましょう。"),
             highlight=["hand", "C6-S1", "deck"]),
        explain("price-peek", [PRICE, PEEK],
                T("The top card of the Draw Deck is a 2; you put it back (see the log). Then "
                  "your turn ended, and your opponent drew that very 2: only you know it.",
                  "山札の一番上は2でした。見たあとは元に戻します（ログを見ましょう）。そこで"
                  "あなたの手番は終わり、相手がその2を引きました。それを知っているのはあなた"
                  "だけです。"),
                highlight=["deck", "log"]),
        auto("opponent-guards", 1, enlist_guard("C8-G"), "classified.guard.enlist",
             T("Your opponent enlists a Guard.", "相手は衛兵を徴兵しました。"),
             highlight=["opponent_guards"]),
        move("keep-vest", encrypt("C6-S1"), [REACT_OWN_TURN, REACT],
             T("You drew the other Vest. REACT cards cannot be Deployed on your own turn (they "
               "can still be Enlisted or Encrypted). Keep it in hand for the next attack: "
               "Encrypt the 6.",
               "もう1枚の防弾チョッキを引きました。リアクトのカードは自分の手番に展開できません"
               "（徴兵や暗号化はできます）。次の攻撃に備えて手札に残し、6を暗号化しましょう。"),
             hint=T("Tap your 6, then choose Encrypt.", "6をタップして「暗号化」を選びましょう。"),
             why_not={
                 encrypt("C9-S2"): (REACT, T("In hand the Vest can save a Guard again; "
                                             "encrypting it throws that away.",
                                             "手札にあれば防弾チョッキでまた衛兵を守れます。"
                                             "暗号化するとその機会を失います。")),
                 enlist_guard("C9-S2"): (REACT, T("As a Guard the Vest only blocks 9; in hand it can "
                                           "save a Guard again.",
                                           "衛兵にすると9をブロックするだけです。手札にあれば"
                                           "また衛兵を守れます。")),
                 "*": T("This step keeps the Vest and the 7 and encrypts the 6.",
                        "このステップでは防弾チョッキと7を残し、6を暗号化します。"),
             },
             highlight=["hand"]),
        explain("last-card", REACT,
                T("One limit: you may never react if it would leave you with no card in hand, "
                  "because you must keep a Final Card. With one card left, the Vest cannot be "
                  "played.",
                  "1つ制限があります。最終カードを残す必要があるので、手札が0枚になるリアクトは"
                  "できません。手札が1枚だけなら防弾チョッキは使えません。"),
                highlight=["hand"]),
    ],
)
