"""Lessons 14-15: the Emerald set, one card at a time on the board: the learner plays High-Tech
Bookends, Interrogation, Digital Dig, Mind Control, Resilience and Hiding Place, meets Split
Personality in hand when it cannot be played, and finds Web Search and Return to Sender face up
in the Discard Pile."""

from tutor.engine import Action
from tutor.lessons import Lesson, T, auto, explain, move

from .common import (ENCRYPT, GAME_NAME, PASS, PROMPT, WHEEL, attempt, card, deploy, encrypt,
                     hand_set, mark_wheel, spot)

R = "classified.card."
RULING = "classified.ruling."


def card_rules(key: str) -> list[str]:
    """A card's rule and the tutor's ruling on it: the two panels of the step that shows it."""
    return [R + key, RULING + key]


# Emerald 1, 3, 7, 8 and 9 in a Citrine deck. Their Suitcase is a 6 (a Sentinel).
EMERALD_QUESTIONS = Lesson(
    id="classified-emerald-questions", game=GAME_NAME, learner=0,
    options={"deck": "select", "deck_select": {1: "emerald", 3: "emerald", 7: "emerald",
                                               8: "emerald", 9: "emerald"}},
    scenario={"hands": [["E1-A", "E3-S1"], ["C2-G", "C5-A"]], "suitcases": ["C4-G", "C6-S1"],
              "discard": ["E8-G", "E9-S1", "C2-A"], "deck": ["E7-A", "C5-G", "C4-A", "C6-S2"],
              "rest": "deck", "current": 0},
    title=T("Emerald cards: Bookends, Interrogation, Digital Dig",
            "エメラルドのカード：ブックエンド、尋問、デジタル・ディグ"),
    summary=T("Emerald asks differently: three questions played on the board.",
              "エメラルドは別の聞き方をします。3つの質問を盤上で使います。"),
    steps=[
        explain("emerald", "classified.deck.options",
                hand_set(T(
                    "Emerald is another 18-card set with new abilities. Here the 1s, 3s, 7s, 8s "
                    "and 9s are Emerald, the rest Citrine. Tap any card to read it.",
                    "エメラルドも新しい能力を持つ18枚のセットです。ここでは1・3・7・8・9が"
                    "エメラルド、残りはシトリンです。カードをタップすると能力を読めます。")),
                highlight=["hand", "discard"]),
        move("bookends", deploy("E1-A"), R + "E1",
             T("You drew Digital Dig (7). Deploy High-Tech Bookends (1): you reveal a card k "
               "from your hand and ask whether their Suitcase lies between 1 and k.",
               "デジタル・ディグ（7）を引きました。ハイテク・ブックエンド（1）を展開しましょう。"
               "手札のカードkを公開し、スーツケースが1からkの間にあるかを聞きます。"),
             hint=T("Tap your 1, then choose Deploy.", "1をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Emerald 1, High-Tech Bookends.",
                       "このステップではエメラルドの1、ハイテク・ブックエンドを展開します。"),
             highlight=["hand", "E1-A"]),
        move("reveal-3", card("E3-S1"), RULING + "E1",
             T("Reveal your 3: is the Suitcase a 1, 2 or 3? The card stays in your hand.",
               "3を公開しましょう。「スーツケースは1・2・3のどれかか」を聞きます。カードは"
               "手札に残ります。"),
             hint=T("Tap your 3.", "3をタップしましょう。"),
             why_not=T("Revealing the 7 asks about 1 to 7; this lesson reveals the 3.",
                       "7を公開すると1〜7について聞くことになります。このレッスンでは3を"
                       "公開します。"),
             highlight=["hand"]),
        mark_wheel("not-low", {1, 2, 3}, WHEEL,
                   T("No: rule out 1, 2 and 3 on your wheel.",
                     "答えは「いいえ」。ホイールで1・2・3を消しましょう。")),
        auto("opponent-encrypts", 1, encrypt("C5-A"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.",
               "相手はドローしてカードを1枚暗号化しました。")),
        move("interrogate", deploy("E3-S1"), R + "E3",
             T("You drew a 4. Deploy Interrogation (3): your opponent must name a guild that is "
               "not the guild of their Suitcase card.",
               "4を引きました。尋問（3）を展開しましょう。相手は、自分のスーツケースのカードの"
               "所属ではない所属を1つ答えなければなりません。"),
             hint=T("Tap your 3, then choose Deploy.", "3をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Emerald 3, Interrogation.",
                       "このステップではエメラルドの3、尋問を展開します。"),
             highlight=["hand", "E3-S1"]),
        auto("guild", 1, Action("guild", guild="Assassin"), RULING + "E3",
             T("They choose which of the two other guilds to name: 'Assassin'. So their "
               "Suitcase is a Guard or a Sentinel. Had they said 'Sentinel', 3, 6 and 9 would "
               "have gone at once.",
               "相手は残り2つの所属のどちらを答えるか選びます。答えは「暗殺者」なので、"
               "スーツケースは衛兵かセンチネルです。「センチネル」という答えなら、3・6・9が"
               "一度に消えていました。"),
             highlight=["log"]),
        auto("opponent-encrypts-2", 1, encrypt("C5-G"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.",
               "相手はドローしてカードを1枚暗号化しました。")),
        move("dig", deploy("E7-A"), R + "E7",
             T("You drew the other 1. Deploy Digital Dig (7): move any card of the Discard Pile "
               "to its bottom; your opponent tells you whether that number is their Suitcase "
               "Number; then you PEEK 1.",
               "もう1枚の1を引きました。デジタル・ディグ（7）を展開しましょう。捨て札の好きな"
               "カードを一番下に移し、相手はその番号が自分のスーツケースの番号かどうかを答え、"
               "その後あなたはピーク1を行います。"),
             hint=T("Tap your 7, then choose Deploy.", "7をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Emerald 7, Digital Dig.",
                       "このステップではエメラルドの7、デジタル・ディグを展開します。"),
             highlight=["hand", "E7-A"]),
        move("dig-9", card("E9-S1"), RULING + "E7",
             T("Move the 9, Return to Sender, to the bottom: is their Suitcase a 9?",
               "9の送り返しを一番下に移しましょう。「スーツケースは9か」を聞きます。"),
             hint=T("Tap the 9 in the Discard Pile.", "捨て札の9をタップしましょう。"),
             why_not=T("This lesson asks about the 9.", "このレッスンでは9について聞きます。"),
             highlight=["discard", "E9-S1"]),
        mark_wheel("not-9", {1, 2, 3, 9}, [WHEEL, "classified.keyword.peek"],
                   T("No: rule out 9. Then you PEEKed the top card of the Draw Deck (see the "
                     "log): only you know what your opponent draws next.",
                     "答えは「いいえ」。9を消しましょう。その後、山札の一番上をピークしました"
                     "（ログを見ましょう）。相手が次に引くカードを知っているのはあなただけです。"),
                   highlight=["wheel", "log", "deck"]),
        explain("web-search", card_rules("E8"),
                T("In the Discard Pile lies Web Search (Emerald 8): it swaps a hand card with the "
                  "bottom discard and/or lets you look at the top Encrypted card. Tap it to read "
                  "it.",
                  "捨て札にはウェブ探索（エメラルドの8）があります。手札と捨て札の一番下を交換"
                  "したり、暗号化の山の一番上を見たりできます。タップして読んでみましょう。"),
                highlight=["discard", "E8-G"]),
        explain("return", card_rules("E9"),
                T("At the bottom now: Return to Sender (Emerald 9), a REACT: when your opponent "
                  "plays a Guard, it sends the Guard back to their hand and they discard a "
                  "card.",
                  "一番下にあるのは送り返し（エメラルドの9）。リアクトのカードで、相手が衛兵を"
                  "出したとき、その衛兵を手札に戻させ、カードを1枚捨てさせます。"),
                highlight=["discard", "E9-S1"]),
    ],
)

# Emerald 2, 4, 5 and 6 in a Citrine deck, a normal game's 2 encrypted cards. Your Resilience
# (6) is one of your Guards; their Suitcase is an 8 (Code 7-8-9).
EMERALD_GUARDS = Lesson(
    id="classified-emerald-guards", game=GAME_NAME, learner=0,
    options={"deck": "select", "deck_select": {2: "emerald", 4: "emerald", 5: "emerald",
                                               6: "emerald"}},
    scenario={"hands": [["E2-A", "E4-G"], ["C1-A", "C7-A"]], "suitcases": ["C3-S1", "C8-A"],
              "guards": [["E6-S1"], ["C7-G"]], "discard": ["C9-S2", "E5-G"],
              "encrypted": ["C1-G", "C9-S1"], "deck": ["E5-A", "C3-S2", "C8-G", "E6-S2"],
              "rest": "deck", "current": 0},
    title=T("Emerald cards: Mind Control, Resilience, Hiding Place",
            "エメラルドのカード：マインドコントロール、回復力、隠し場所"),
    summary=T("Emerald cards that take, save and hide Guards, played on the board.",
              "衛兵を奪い、守り、隠すエメラルドのカードを盤上で使います。"),
    steps=[
        move("mind-control", deploy("E2-A"), R + "E2",
             T("Emerald 2, 4, 5 and 6 are in this deck. You drew Hiding Place (5). Deploy Mind "
               "Control (2): it assassinates an opposing Guard without comparing Codes, and "
               "the Guard becomes yours.",
               "このデッキでは2・4・5・6がエメラルドです。隠し場所（5）を引きました。マインド"
               "コントロール（2）を展開しましょう。コードを比べずに相手の衛兵を暗殺し、その衛兵"
               "はあなたのものになります。"),
             hint=T("Tap your 2, then choose Deploy.", "2をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Emerald 2, Mind Control.",
                       "このステップではエメラルドの2、マインドコントロールを展開します。"),
             highlight=["hand", "E2-A"]),
        move("take-guard", spot(1, 0), RULING + "E2",
             T("Choose their only Guard.", "相手の唯一の衛兵を選びましょう。"),
             hint=T("Tap your opponent's Guard.", "相手の衛兵をタップしましょう。"),
             highlight=["opponent_guards"]),
        auto("no-vest", 1, PASS, PROMPT,
             T("One Bullet Proof Vest is unaccounted for, so your opponent is asked whether to "
               "react, and passes. Their 7 Guard is now your face-up Guard, and you had to tell "
               "them whether 7 is in your Code 2-3-4: no.",
               "防弾チョッキが1枚所在不明なので、相手はリアクトするか聞かれ、パスしました。"
               "相手の7の衛兵は表向きのあなたの衛兵になり、あなたは7が自分のコード2-3-4に"
               "含まれるかを答える必要がありました。答えは「いいえ」です。"),
             highlight=["guards", "log"]),
        auto("attack", 1, attempt("C7-A", 0, 0), "classified.assassinate.attempt",
             T("Your opponent draws and sends a 7 Assassin at your face-down Guard. Codes 6-7-8 "
               "and 5-6-7 overlap: it succeeds, unless you block it.",
               "相手はドローし、7の暗殺者をあなたの裏向きの衛兵に向けました。コード6-7-8と"
               "5-6-7は重なるので、ブロックしない限り成功します。"),
             highlight=["guards", "log"]),
        move("resilience", Action("resilience", spot=0), card_rules("E6"),
             T("That Guard is Resilience (6), a TRIGGER: when it is assassinated you may turn "
               "it face up to block the assassination. Use it.",
               "その衛兵は回復力（6）で、トリガーのカードです。暗殺されたとき、表向きにして"
               "暗殺を防げます。使いましょう。"),
             hint=T("Choose Resilience on your first Guard.",
                    "1枚目の衛兵で「回復力」を選びましょう。"),
             why_not={PASS: (R + "E6", T("If you pass, Resilience dies. Turn it face up to save "
                                         "it.",
                                         "パスすると回復力は倒されます。表向きにして守り"
                                         "ましょう。"))},
             highlight=["guards", "E6-S1"]),
        explain("split", card_rules("E4"),
                T("Blocked: the 7 Assassin went to the Discard Pile, and Resilience, now face "
                  "up, has no ability left. You drew an 8. Split Personality (4) in your hand "
                  "swaps a Guard with your Suitcase, but only while the Draw Deck holds at least "
                  "4 cards: there are 3, so it cannot be Deployed now.",
                  "ブロックしました。7の暗殺者は捨て札になり、表向きになった回復力にはもう能力が"
                  "ありません。8を引きました。手札の二重人格（4）は衛兵とスーツケースを入れ替え"
                  "ますが、山札が4枚以上あるときだけです。今は3枚なので展開できません。"),
                highlight=["hand", "E4-G", "deck"]),
        move("hiding", deploy("E5-A"), R + "E5",
             T("Deploy Hiding Place (5), a TUCK card: it lies in your play area with a card "
               "tucked under it, which you may swap into your hand on your final turn.",
               "隠し場所（5）を展開しましょう。タックのカードで、プレイエリアに置き、その下に"
               "カードを1枚隠します。最後の手番に、それを手札と交換できます。"),
             hint=T("Tap your 5, then choose Deploy.", "5をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the Emerald 5, Hiding Place.",
                       "このステップではエメラルドの5、隠し場所を展開します。"),
             highlight=["hand", "E5-A"]),
        move("stash-7", Action("stash", source="discard_top"), RULING + "E5",
             T("Tuck the top discard, the 7: their Suitcase is an 8, Code 7-8-9, so a 7 is a "
               "winning Final Card you can fetch at the very end.",
               "捨て札の一番上の7を隠しましょう。相手のスーツケースは8（コード7-8-9）なので、"
               "7は最後に取り出せば勝てる最終カードです。"),
             hint=T("Choose the top card of the Discard Pile.", "捨て札の一番上を選びましょう。"),
             why_not=T("This lesson tucks the 7 from the top of the Discard Pile.",
                       "このレッスンでは捨て札の一番上の7を隠します。"),
             highlight=["discard", "area"]),
        explain("hidden", "classified.keyword.tuck",
                T("The 7 lies under Hiding Place in your play area, hidden from your opponent. "
                  "Any other TUCK card, such as Extra Protection, also lies face up without "
                  "using a Guard spot.",
                  "7はプレイエリアの隠し場所の下にあり、相手には見えません。追加防御など他の"
                  "タックのカードも、衛兵の場所を使わずに表向きで置きます。"),
                highlight=["area"]),
    ],
)
