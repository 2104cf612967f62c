"""Lessons 16-18: the Promo cards, one at a time on the board, and the deck options.

Each lesson's deck is a "Random (full)" deck with Promos, given card by card, so that different
Promos of one number can meet. The learner plays Look Closely, Test of Loyalty, No-Return Mail,
Telepathy Vision, Short Circuit, the Cybernetic Cubic Tower, Unstable Grenade and Armored
Fedora, and finds Cyberpunk Sandwich, Sands of Time, Cyber Trap, High-Stakes Gamble and Suitcase
Handoff face up in the Discard Pile."""

from tutor.engine import Action
from tutor.lessons import Lesson, T, auto, explain, move

from .common import (ENCRYPT, GAME_NAME, ORDER, PASS, PROMPT, WHEEL, attempt, card, deploy,
                     encrypt, mark_wheel, number, order)

R = "classified.card."
RULING = "classified.ruling."
DECK = "classified.deck."
RANDOM_PROMOS = {"deck": "random-full", "promos": True}


def card_rules(key: str) -> list[str]:
    """A card's rule and the tutor's ruling on it: the two panels of the step that shows it."""
    return [R + key, RULING + key]


PROMO_LOOKS = Lesson(
    id="classified-promo-looks", game=GAME_NAME, learner=0,
    options={**RANDOM_PROMOS, "difficulty": "hard"},
    scenario={"cards": ["P1a-A", "P1b-G", "C2-G", "C2-A", "C3-S1", "C3-S2", "C4-G", "C4-A",
                        "P5a-G", "C5-A", "C6-S1", "C6-S2", "P7b-G", "C7-A", "C8-G", "C8-A",
                        "P9b-S1", "C9-S2"],
              "hands": [["P1a-A", "P1b-G"], ["C2-G", "C7-A"]], "suitcases": ["C4-G", "C6-S1"],
              "discard": ["P5a-G", "P7b-G"], "encrypted": ["C2-A", "C6-S2", "C9-S2", "C8-A"],
              "deck": ["P9b-S1", "C3-S1", "C8-G"], "rest": "deck", "current": 0},
    title=T("Promo cards: Look Closely, Test of Loyalty, No-Return Mail",
            "プロモカード：よく見る、忠誠心のテスト、戻らぬ郵便"),
    summary=T("Promo cards are single cards, not a set: three of them played on the board.",
              "プロモカードはセットではなく1種類ずつのカードです。3枚を盤上で使います。"),
    steps=[
        explain("promos", [DECK + "promos", DECK + "random_full"],
                T("Promo cards are single cards that take the place of a number's cards. This "
                  "game's deck was drawn at random card by card with Promos allowed, so your two "
                  "1s are two different Promos. It is also on Hard: 4 cards were encrypted at "
                  "the start.",
                  "プロモカードは1種類ずつのカードで、その番号のカードの代わりに入ります。"
                  "このゲームのデッキはプロモありで1枚ずつランダムに選ばれたので、あなたの2枚の"
                  "1は別々のプロモです。難易度はハードなので、最初に4枚が暗号化されています。"),
                highlight=["hand", "encrypted"]),
        move("look", deploy("P1a-A"), R + "P1a",
             T("You drew No-Return Mail (9). Deploy Look Closely (1): PEEK 3 at the Draw Deck or "
               "at the Encrypted Card Pile.",
               "戻らぬ郵便（9）を引きました。よく見る（1）を展開しましょう。山札か暗号化の山の"
               "上から3枚をピークします。"),
             hint=T("Tap your Look Closely, then choose Deploy.",
                    "よく見るをタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Promo 1, Look Closely.",
                       "このステップではプロモの1「よく見る」を展開します。"),
             highlight=["hand", "P1a-A"]),
        move("pile", Action("pile", pile="encrypted"), RULING + "P1a",
             T("Look at the Encrypted Card Pile: its cards never come back into play, and no "
               "Citrine card would ever show them to you.",
               "暗号化の山を見ましょう。そこにあるカードは二度と使われず、シトリンのカードでは"
               "決して見ることができません。"),
             hint=T("Choose the Encrypted Card Pile.", "暗号化の山を選びましょう。"),
             why_not=(RULING + "P1a", T(
                 "The Draw Deck is allowed too, but you will draw many of its cards anyway; the "
                 "encrypted ones you would otherwise never see.",
                 "山札も選べますが、山札のカードの多くはいずれ引くことになります。暗号化された"
                 "カードは、ここで見なければ二度と見られません。")),
             highlight=["encrypted"]),
        mark_wheel("both-9s", {9}, [WHEEL, "classified.keyword.peek"],
                   T("You saw a 2, a 6 and a 9, and they stay where they were. With No-Return "
                     "Mail, the other 9, in your hand, both 9s are accounted for: rule out 9.",
                     "2・6・9が見え、カードは元の場所に戻ります。もう1枚の9（戻らぬ郵便）は"
                     "あなたの手札にあるので、9は2枚とも所在がわかりました。9を消しましょう。"),
                   highlight=["wheel", "log"]),
        auto("opponent-encrypts", 1, encrypt("C3-S1"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.",
               "相手はドローしてカードを1枚暗号化しました。")),
        move("loyalty", deploy("P1b-G"), R + "P1b",
             T("You drew an 8. Deploy Test of Loyalty (1): reveal another card from your hand; "
               "your opponent says whether their Suitcase is higher or lower.",
               "8を引きました。忠誠心のテスト（1）を展開しましょう。手札の別のカードを公開し、"
               "相手はスーツケースがそれより高いか低いかを答えます。"),
             hint=T("Tap your Test of Loyalty, then choose Deploy.",
                    "忠誠心のテストをタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Promo 1, Test of Loyalty.",
                       "このステップではプロモの1「忠誠心のテスト」を展開します。"),
             highlight=["hand", "P1b-G"]),
        move("reveal-8", card("C8-G"), RULING + "P1b",
             T("Reveal your 8.", "8を公開しましょう。"),
             hint=T("Tap your 8.", "8をタップしましょう。"),
             why_not=T("Revealing the 9 tells you less: every number left is lower. Reveal the "
                       "8.",
                       "9を公開しても、残りの数字はすべて低いので情報が少なくなります。8を"
                       "公開しましょう。"),
             highlight=["hand"]),
        auto("lower", 1, Action("answer", answer="lower"), RULING + "P1b",
             T("Your opponent answers: lower. Only on a tie could they have lied.",
               "相手の答えは「低い」。嘘をついてよいのは同じ数字のときだけです。"),
             highlight=["log"]),
        mark_wheel("lower-than-8", {8, 9}, WHEEL,
                   T("Lower than 8: rule out 8 as well.", "8より低いので、8も消しましょう。")),
        auto("opponent-encrypts-2", 1, encrypt("C3-S2"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.",
               "相手はドローしてカードを1枚暗号化しました。")),
        move("mail", deploy("P9b-S1"), R + "P9b",
             T("You drew a 4. Deploy No-Return Mail (9): you give your opponent a card, and they "
               "must give you one of theirs.",
               "4を引きました。戻らぬ郵便（9）を展開しましょう。相手にカードを1枚渡し、相手は"
               "自分のカードを1枚あなたに渡さなければなりません。"),
             hint=T("Tap your 9, then choose Deploy.", "9をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Promo 9, No-Return Mail.",
                       "このステップではプロモの9「戻らぬ郵便」を展開します。"),
             highlight=["hand", "P9b-S1"]),
        move("give-8", card("C8-G"), RULING + "P9b",
             T("Give the 8. Your Suitcase is a 4 (Code 3-4-5): never hand your opponent a 4.",
               "8を渡しましょう。あなたのスーツケースは4（コード3-4-5）です。相手に4を渡しては"
               "いけません。"),
             hint=T("Tap your 8.", "8をタップしましょう。"),
             why_not={card("C4-A"): ("classified.end.match", T(
                 "A 4 is in your own Code: your opponent could win with it.",
                 "4は自分のコードの数字です。相手がそれで勝ってしまうかもしれません。"))},
             highlight=["hand"]),
        auto("give-back", 1, card("C7-A"), RULING + "P9b",
             T("They give you a 7: it must be a card they held before, not the 8 you just sent.",
               "相手は7を渡しました。今受け取った8ではなく、もともと持っていたカードでなければ"
               "なりません。"),
             highlight=["hand", "log"]),
        explain("sandwich", card_rules("P5a"),
                T("In the Discard Pile lies Cyberpunk Sandwich (5): it takes the top and bottom "
                  "deck cards and an opposing Guard into your hand, then puts a card back in each "
                  "place. Tap it to read it.",
                  "捨て札にはサイバーパンク・サンドイッチ（5）があります。山札の上と下、相手の衛兵"
                  "1枚を手札に取り、それぞれの場所に1枚ずつ戻します。タップして読んでみましょう。"),
                highlight=["discard", "P5a-G"]),
        explain("sands", card_rules("P7b"),
                T("Under it, Sands of Time (7): look at the bottom 3 deck cards and discard 2; "
                  "each player may Deploy it only once per game.",
                  "その下に時の砂（7）。山札の下3枚を見て2枚を捨てます。各プレイヤー1回だけ"
                  "展開できます。"),
                highlight=["discard", "P7b-G"]),
    ],
)

PROMO_WINS = Lesson(
    id="classified-promo-wins", game=GAME_NAME, learner=0, options=RANDOM_PROMOS,
    scenario={"cards": ["C1-A", "C1-G", "C2-G", "C2-A", "P3a-S1", "P3c-S2", "P4a-A", "P4b-G",
                        "C5-G", "C5-A", "C6-S1", "C6-S2", "C7-G", "C7-A", "C8-G", "C8-A",
                        "C9-S1", "C9-S2"],
              "hands": [["P4b-G", "C8-A"], ["C2-A", "C7-A"]], "suitcases": ["C5-A", "C6-S1"],
              "guards": [["C5-G", "C1-G", "C6-S2"], ["C7-G"]], "discard": ["P3c-S2", "P4a-A"],
              "encrypted": ["C1-A", "C9-S1"], "deck": ["P3a-S1", "C8-G", "C2-G", "C9-S2"],
              "rest": "deck", "current": 0},
    title=T("Promo cards that win the game", "ゲームに勝つプロモカード"),
    summary=T("Telepathy Vision and Short Circuit played on the board; two more in the Discard "
              "Pile.", "テレパシービジョンとショートサーキットを盤上で使い、捨て札の2枚を見ます。"),
    steps=[
        move("telepathy", deploy("P4b-G"), R + "P4b",
             T("Late in a game with Promos: 4 cards are left in the Draw Deck and you have 3 "
               "Guards. You drew Short Circuit (3). First Deploy Telepathy Vision (4): a secret "
               "guess of their Suitcase, worth 2 Guards at the end if it is right.",
               "プロモ入りのゲームの終盤です。山札は残り4枚、あなたの衛兵は3枚です。"
               "ショートサーキット（3）を引きました。まずテレパシービジョン（4）を展開しましょう。"
               "相手のスーツケースの秘密の予想で、当たれば終了時に衛兵2枚分になります。"),
             hint=T("Tap your Telepathy Vision, then choose Deploy.",
                    "テレパシービジョンをタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Promo 4, Telepathy Vision.",
                       "このステップではプロモの4「テレパシービジョン」を展開します。"),
             highlight=["hand", "P4b-G"]),
        move("guess-6", number(6), RULING + "P4b",
             T("Say your notes point to a 6. Write down 6: only you will see it until the end.",
               "メモから6だと考えたとします。6と書きましょう。最後まであなたにしか見えません。"),
             hint=T("Tap the number 6.", "数字の6をタップしましょう。"),
             why_not=T("Any number is legal; this lesson guesses 6.",
                       "どの数字でも構いませんが、このレッスンでは6と予想します。"),
             highlight=["area"]),
        auto("opponent-encrypts", 1, encrypt("C2-A"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.",
               "相手はドローしてカードを1枚暗号化しました。")),
        move("short-circuit", deploy("P3a-S1"), R + "P3a",
             T("You drew a 2. Deploy Short Circuit (3): it lies face up in your play area, and at "
               "the start of your next turn you win at once if your Suitcase is still guarded by "
               "3 Guards.",
               "2を引きました。ショートサーキット（3）を展開しましょう。プレイエリアに表向きで"
               "置かれ、次の手番の開始時にスーツケースがまだ3枚の衛兵に守られていれば、すぐに"
               "勝利です。"),
             hint=T("Tap your Short Circuit, then choose Deploy.",
                    "ショートサーキットをタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Promo 3, Short Circuit.",
                       "このステップではプロモの3「ショートサーキット」を展開します。"),
             highlight=["hand", "P3a-S1", "guards"]),
        auto("circuit-wins", 1, encrypt("C7-A"), RULING + "P3a",
             T("Your opponent could not kill a Guard in time: they Encrypt a card, your turn "
               "starts with 3 Guards, and Short Circuit wins the game for you.",
               "相手は間に合うように衛兵を倒せず、カードを暗号化しました。あなたの手番が衛兵3枚で"
               "始まり、ショートサーキットで勝利です。"),
             highlight=["guards", "area", "log"]),
        explain("revealed", ["classified.end.reveal", "classified.end.tiebreak"],
                T("The game is over and everything is revealed, every Guard face up. Your guess "
                  "was right: their Suitcase is a 6. Had the game ended normally, Telepathy "
                  "Vision would have counted as 2 more Guards.",
                  "ゲーム終了で、すべてが公開され、衛兵はすべて表向きになりました。予想は当たり"
                  "で、相手のスーツケースは6です。通常どおり終了していれば、テレパシービジョンは"
                  "衛兵2枚分として数えられていました。"),
                highlight=["guards", "opponent_guards", "area"]),
        explain("cyber-trap", card_rules("P3c"),
                T("In the Discard Pile lies Cyber Trap (3): laid on your opponent's Suitcase, "
                  "it wins for you the moment you hold two cards of one number. Tap it to read "
                  "it.",
                  "捨て札にはサイバートラップ（3）があります。相手のスーツケースの上に置くと、"
                  "同じ番号のカードを2枚持った瞬間にあなたの勝ちです。タップして読んでみましょう。"),
                highlight=["discard", "P3c-S2"]),
        explain("gamble", card_rules("P4a"),
                T("And High-Stakes Gamble (4): name their Suitcase Number; right wins the game, "
                  "wrong loses it. It needs at least 4 cards in the Draw Deck.",
                  "そしてハイステークス・ギャンブル（4）。相手のスーツケースの番号を当てれば勝ち、"
                  "外せば負けです。山札が4枚以上必要です。"),
                highlight=["discard", "P4a-A"]),
    ],
)

PROMO_GUARDS = Lesson(
    id="classified-promo-guards", game=GAME_NAME, learner=0, options=RANDOM_PROMOS,
    scenario={"cards": ["C1-A", "C1-G", "C2-G", "C2-A", "P3b-S1", "C3-S2", "C4-G", "C4-A",
                        "P5b-G", "C5-A", "C6-S1", "C6-S2", "P7a-A", "C7-G", "C8-G", "C8-A",
                        "P9a-S1", "C9-S2"],
              "hands": [["P7a-A", "P9a-S1"], ["C1-A", "C7-G"]], "suitcases": ["C6-S1", "C8-A"],
              "guards": [["P5b-G"], ["C2-G", "C4-A"]], "discard": ["P3b-S1", "C8-G", "C1-G"],
              "encrypted": ["C2-A", "C9-S2"], "deck": ["C3-S2", "C4-G", "C6-S2", "C5-A"],
              "rest": "deck", "current": 0},
    title=T("Promo Guards and the deck options", "プロモの衛兵とデッキのオプション"),
    summary=T("The Cubic Tower, Unstable Grenade and Armored Fedora on the board, then the deck "
              "and difficulty settings.",
              "キュービック・タワー、不安定な手榴弾、装甲フェドラを盤上で使い、デッキと難易度の"
              "設定を学びます。"),
    steps=[
        move("tower", deploy("P7a-A"), R + "P7a",
             T("Another deck with Promos. Your face-down Guard is Armored Fedora (5). You drew a "
               "3. Deploy the Cybernetic Cubic Tower (7): it tucks a card from the Discard Pile "
               "into a Guard spot of yours and asks about one of its Code numbers.",
               "これもプロモ入りのデッキです。あなたの裏向きの衛兵は装甲フェドラ（5）です。"
               "3を引きました。サイバーネティック・キュービック・タワー（7）を展開しましょう。"
               "捨て札のカードを自分の衛兵の場所に収納し、そのコードの数字を1つ質問します。"),
             hint=T("Tap your Cubic Tower, then choose Deploy.",
                    "キュービック・タワーをタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Promo 7, the Cybernetic Cubic Tower.",
                       "このステップではプロモの7「サイバーネティック・キュービック・タワー」を"
                       "展開します。"),
             highlight=["hand", "P7a-A", "guards", "P5b-G"]),
        move("tuck-8", card("C8-G"), RULING + "P7a",
             T("Tuck the 8: it becomes a face-up Guard inside the Tower.",
               "8を収納しましょう。タワーの中の表向きの衛兵になります。"),
             hint=T("Tap the 8 in the Discard Pile.", "捨て札の8をタップしましょう。"),
             why_not=T("This lesson tucks the 8.", "このレッスンでは8を収納します。"),
             highlight=["discard"]),
        move("ask-8", number(8), R + "P7a",
             T("Ask about 8, one of the 8's Code numbers 7-8-9: is it their Suitcase Number?",
               "8のコード7-8-9から8を選び、「スーツケースは8か」を聞きましょう。"),
             hint=T("Tap the number 8.", "数字の8をタップしましょう。"),
             why_not=T("This lesson asks about 8.", "このレッスンでは8について聞きます。"),
             highlight=["guards"]),
        auto("opponent-encrypts", 1, encrypt("C1-A"), ENCRYPT,
             T("Yes: their Suitcase is an 8, Code 7-8-9. Your opponent draws and Encrypts a "
               "card.",
               "答えは「はい」。相手のスーツケースは8（コード7-8-9）です。相手はドローして"
               "カードを1枚暗号化しました。"),
             highlight=["log"]),
        move("grenade", deploy("P9a-S1"), R + "P9a",
             T("You drew a 6. Deploy Unstable Grenade (9): it attempts to assassinate every "
               "opposing Guard at once, with its Code 8-9-1.",
               "6を引きました。不安定な手榴弾（9）を展開しましょう。コード8-9-1で、相手のすべての"
               "衛兵に一度に暗殺を試みます。"),
             hint=T("Tap your Unstable Grenade, then choose Deploy.",
                    "不安定な手榴弾をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Promo 9, Unstable Grenade.",
                       "このステップではプロモの9「不安定な手榴弾」を展開します。"),
             highlight=["hand", "P9a-S1", "opponent_guards"]),
        auto("grenade-result", 1, PASS, RULING + "P9a",
             T("Your opponent may not hold a Vest, and passes. Their 2 (Code 1-2-3) died; the "
               "attempt on their 4 (3-4-5) failed. One kill: one random card of your hand was "
               "revealed.",
               "相手は防弾チョッキを使わずパスしました。2（コード1-2-3）は倒れ、4（3-4-5）への"
               "暗殺は失敗しました。倒したのは1枚なので、あなたの手札からランダムに1枚が公開"
               "されました。"),
             highlight=["opponent_guards", "log"]),
        auto("fedora-attacked", 1, attempt("C5-A", 0, 0), "classified.assassinate.attempt",
             T("Your opponent draws the last card and sends a 5 Assassin at your Armored Fedora: "
               "Codes 4-5-6 meet, it succeeds.",
               "相手は最後のカードを引き、5の暗殺者をあなたの装甲フェドラに向けました。コード"
               "4-5-6が重なり、成功です。"),
             highlight=["guards"]),
        move("no-vest", PASS, PROMPT,
             T("You are asked whether to react. You hold no Vest: pass.",
               "リアクトするか聞かれます。防弾チョッキはないので、パスしましょう。"),
             hint=T("Choose Pass.", "「パス」を選びましょう。"),
             highlight=["hand"]),
        auto("order", 1, order("C5-A", "P5b-G"), ORDER,
             T("The Fedora and the Assassin go to the Discard Pile.",
               "フェドラと暗殺者は捨て札になりました。"),
             highlight=["discard"]),
        move("fedora-takes", card("P9a-S1"), card_rules("P5b"),
             T("Armored Fedora's TRIGGER: swap a card of your hand with one of the Discard Pile. "
               "Take the 9: it is in their Code 7-8-9.",
               "装甲フェドラのトリガーで、手札と捨て札のカードを1枚交換できます。9を取り"
               "ましょう。相手のコード7-8-9の数字です。"),
             hint=T("Tap the 9 in the Discard Pile.", "捨て札の9をタップしましょう。"),
             why_not={PASS: (R + "P5b", T("You may decline, but the 9 is a winning Final Card.",
                                          "断ることもできますが、9は勝てる最終カードです。")),
                      "*": (R + "P5b", T("Take the 9: it is in their Code 7-8-9.",
                                         "9を取りましょう。相手のコード7-8-9の数字です。"))},
             highlight=["discard", "P9a-S1"]),
        move("fedora-gives", card("C3-S2"), R + "P5b",
             T("Put your 3 into the Discard Pile in its place.",
               "代わりに3を捨て札に置きましょう。"),
             hint=T("Tap your 3.", "3をタップしましょう。"),
             why_not=T("This lesson gives up the 3.", "このレッスンでは3を手放します。"),
             highlight=["hand"]),
        explain("handoff", card_rules("P3b"),
                T("In the Discard Pile also lies Suitcase Handoff (3): with 3 Guards it swaps your "
                  "Suitcase with the top card of the Draw Deck. Tap it to read it.",
                  "捨て札にはスーツケースの受け渡し（3）もあります。衛兵が3枚あれば、スーツケース"
                  "を山札の一番上と交換します。タップして読んでみましょう。"),
                highlight=["discard", "P3b-S1"]),
        explain("random-decks", [DECK + "random_pair", DECK + "options"],
                T("Deck options: Citrine (the default), Emerald, Ruby, Deck select, and two "
                  "random decks. Random (pair) picks a set for each number, so both copies "
                  "match; Random (full) picks for each card, so they may differ.",
                  "デッキのオプションは、シトリン（標準）、エメラルド、ルビー、デッキ選択、"
                  "2種類のランダムです。ランダム（ペア）は番号ごとにセットを選ぶので2枚は同じ"
                  "カード、ランダム（フル）はカードごとに選ぶので別のカードになりえます。"),
                highlight=["deck"]),
        explain("difficulty", ["classified.setup.encrypted", DECK + "public_list"],
                T("Difficulty sets how many cards are encrypted at the start: Normal 2, Hard 4, "
                  "Insane 6. More hidden cards mean less to deduce from, and a shorter game: "
                  "10, 8 or 6 cards to draw.",
                  "難易度は最初に暗号化するカードの枚数を決めます。ノーマル2枚、ハード4枚、"
                  "インセイン6枚です。隠れたカードが多いほど推理の手がかりが減り、山札も10・8・6枚"
                  "と短くなります。"),
                highlight=["encrypted", "deck"]),
    ],
)
