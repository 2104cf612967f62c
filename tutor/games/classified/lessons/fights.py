"""Lessons 4-5: assassination, and Sentinels (Guard or Assassin)."""

from tutor.lessons import Lesson, T, auto, explain, move

from .common import (ANY_ORDER, ENCRYPT, ENLIST, GAME_NAME, OPPONENT_PASSES, ORDER, PASS,
                     PROMPT, assassinate, attempt, encrypt, enlist_guard, hand_set, kind_is,
                     order)

OVERLAP = "classified.assassinate.overlap"
TARGET = "classified.assassinate.target"
FACE_UP = "classified.assassinate.face_up"
ATTEMPT = "classified.assassinate.attempt"
SUCCESS = "classified.assassinate.success"
FAILURE = "classified.assassinate.failure"
SENTINEL = "classified.guard.sentinel"

# Hand-set: the opponent has a face-down 4 and a face-up 7; you hold Assassins 8 and 1.
ASSASSINATION = Lesson(
    id="classified-assassination", game=GAME_NAME, learner=0,
    scenario={"hands": [["C8-A", "C1-A"], ["C2-A", "C5-G"]], "suitcases": ["C6-S1", "C3-S2"],
              "guards": [[], ["C4-G", {"card": "C7-G", "up": True}]],
              "deck": ["C2-G", "C6-S2", "C3-S1"], "rest": "deck", "current": 0},
    title=T("Assassination", "暗殺"),
    summary=T("Removing your opponent's Guards: code overlap, success, failure, discards.",
              "相手の衛兵を取り除く：コードの重なり、成功、失敗、捨てる順番。"),
    steps=[
        explain("targets", [ENLIST, TARGET],
                hand_set(T("Enlisting an Assassin attacks one of your opponent's Guards. Your opponent "
                  "has two: one face down, and a 7 that was turned face up earlier. You hold "
                  "two Assassins, an 8 and a 1 (and drew a 2).",
                  "暗殺者を徴兵すると、相手の衛兵1枚を攻撃します。相手の衛兵は2枚で、"
                  "1枚は裏向き、もう1枚は以前に表向きにされた7です。あなたの手札には暗殺者の"
                  "8と1があります（2を引きました）。")),
                highlight=["opponent_guards", "hand"]),
        explain("overlap", [OVERLAP, "classified.card.code"],
                T("An assassination succeeds when the Assassin's Code and the Guard's Code share "
                  "at least one number. Your 8 (7-8-9) and the 7 (6-7-8) share 7 and 8. Your 1 "
                  "(9-1-2) shares nothing with 6-7-8. On the wheel: two numbers overlap when "
                  "they are at most 2 steps apart.",
                  "暗殺者のコードと衛兵のコードに共通の数字が1つでもあれば、暗殺は成功します。"
                  "8（7-8-9）と7（6-7-8）は7と8が共通です。1（9-1-2）と6-7-8には共通の数字が"
                  "ありません。ホイールで見ると、2つの数字の距離が2以内なら重なります。"),
                highlight=["wheel", "opponent_guards"]),
        move("kill-7", assassinate("C8-A", "C7-G"), [FACE_UP, ENLIST],
             T("Against a face-up Guard you may only use an Assassin whose Code overlaps, and "
               "then it simply succeeds. Enlist your 8 as an Assassin against the face-up 7.",
               "表向きの衛兵には、コードが重なる暗殺者しか使えませんが、その場合は必ず成功"
               "します。表向きの7を8で暗殺しましょう。"),
             hint=T("Tap your 8, choose Enlist as Assassin, then the face-up 7.",
                    "8をタップして「暗殺者として徴兵」を選び、表向きの7をタップしましょう。"),
             why_not={
                 attempt("C1-A", 1, 0): (ATTEMPT, T(
                     "The face-down Guard is a gamble; the face-up 7 is a sure kill for your 8.",
                     "裏向きの衛兵は賭けになります。表向きの7なら8で確実に倒せます。")),
                 attempt("C8-A", 1, 0): (ATTEMPT, T(
                     "Your 8 may try the face-down Guard, but it is a sure kill against the "
                     "face-up 7.",
                     "8で裏向きの衛兵を狙うこともできますが、表向きの7なら確実に倒せます。")),
                 "*": T("This step assassinates the face-up 7 with your 8.",
                        "このステップでは表向きの7を8で暗殺します。"),
             },
             highlight=["opponent_guards", "hand", "actions"]),
        auto("react-window", 1, PASS, PROMPT, OPPONENT_PASSES, highlight=["opponent_hand"]),
        move("order", kind_is("discard_order"), ORDER,
             T("Both cards go to the Discard Pile, and you, the attacker, choose their order: "
               "the last one ends on top. It can matter later, for cards that take the top "
               "card of the pile. Pick an order.",
               "2枚とも捨て札になります。攻撃したあなたが順番を決め、最後に置いたカードが"
               "一番上になります。捨て札の一番上を使うカードがあるので、後で意味を持つことが"
               "あります。順番を選びましょう。"),
             solution=order("C8-A", "C7-G"), hint=ANY_ORDER, highlight=["discard"]),
        explain("success", SUCCESS,
                T("The 7 is gone and its Guard spot is free. Both cards lie face up in the "
                  "Discard Pile, so a killed Guard's identity is always public.",
                  "7はいなくなり、衛兵の場所が1つ空きました。2枚とも表向きで捨て札にあるので、"
                  "倒された衛兵の正体は必ず公開されます。"),
                highlight=["discard", "opponent_guards"]),
        auto("opponent-encrypts", 1, encrypt("C6-S2"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.", "相手はドローしてカードを1枚暗号化しました。")),
        move("attempt", attempt("C1-A", 1, 0), [ATTEMPT, ENLIST],
             T("You drew a 3. Against a face-down Guard any Assassin may try: it is played face "
               "up, its Code is announced, and the hidden Guard is checked against it. Try your "
               "1 (9-1-2) on the face-down Guard.",
               "3を引きました。裏向きの衛兵には、どの暗殺者でも暗殺を試せます。暗殺者を表向き"
               "で出してコードを宣言し、隠れた衛兵と照合します。1（9-1-2）で裏向きの衛兵を"
               "狙ってみましょう。"),
             hint=T("Tap your 1, then choose Enlist as Assassin.",
                    "1をタップして「暗殺者として徴兵」を選びましょう。"),
             why_not={
                 attempt("C3-S1", 1, 0): (SENTINEL, T(
                     "Your 3 is a Sentinel: it could try too (next lesson). Here, try the 1.",
                     "3はセンチネルなので暗殺も試せます（次のレッスン）。ここでは1を使いましょう。")),
                 "*": T("This step tries an assassination with your 1.",
                        "このステップでは1で暗殺を試みます。"),
             },
             highlight=["opponent_guards", "hand"]),
        explain("failure", [FAILURE, "classified.ruling.shown_card"],
                T("No shared number: the attempt fails. Your 1 goes to the Discard Pile, the "
                  "Guard stays face down, and as compensation your opponent showed you one "
                  "random card from their hand; only the two of you know which (see the log).",
                  "共通の数字がないので失敗です。1は捨て札になり、衛兵は裏向きのまま残ります。"
                  "その代わり、相手は手札からランダムに1枚をあなたに見せました。どのカードかは"
                  "2人だけが知っています（ログを見てください）。"),
                highlight=["log", "opponent_hand", "discard"]),
        explain("learned", [OVERLAP, "classified.deduction.wheel"],
                T("A miss is information too: that Guard's Code shares nothing with 9-1-2, so it "
                  "is not 8, 9, 1, 2 or 3. It must be a 4, 5, 6 or 7.",
                  "失敗も情報になります。その衛兵のコードは9-1-2と共通の数字がないので、"
                  "8・9・1・2・3ではありません。4・5・6・7のどれかです。"),
                highlight=["wheel", "opponent_guards"]),
    ],
)

# Hand-set: you hold Sentinels 3 and 9; your Suitcase is an 8 (7-8-9); the opponent's only
# Guard is a face-up 2.
SENTINELS = Lesson(
    id="classified-sentinels", game=GAME_NAME, learner=0,
    scenario={"hands": [["C3-S1", "C9-S2"], ["C5-G", "C7-A"]], "suitcases": ["C8-G", "C4-A"],
              "guards": [[], [{"card": "C2-A", "up": True}]],
              "deck": ["C6-S1", "C1-G", "C5-A"], "rest": "deck", "current": 0},
    title=T("Sentinels", "センチネル"),
    summary=T("The 3s, 6s and 9s: a Guard or an Assassin, your choice.",
              "3・6・9のカードは衛兵にも暗殺者にもなります。"),
    steps=[
        explain("both", SENTINEL,
                hand_set(T("Both copies of 3, 6 and 9 are Sentinels. Enlist one as a Guard (face down, "
                  "into a Guard spot) or as an Assassin (face up, to attack). You hold a 3 and "
                  "a 9 and drew a 6: all three are Sentinels.",
                  "3・6・9は2枚ともセンチネルです。衛兵として（裏向きで衛兵の場所に）"
                  "も、暗殺者として（表向きで攻撃に）も徴兵できます。手札の3と9、引いた6は"
                  "すべてセンチネルです。")),
                highlight=["hand"]),
        move("guard-9", enlist_guard("C9-S2"), [SENTINEL, "classified.guard.enlist"],
             T("Your Suitcase is an 8, Code 7-8-9. Enlist your 9 as a Guard: it will block 9. "
               "(Neither your 9 nor your 6 can be Deployed now: the 9, Bullet Proof Vest, is a "
               "REACT card played only on your opponent's turn, and the 6, Extra Protection, "
               "must lie on a Guard of yours.)",
               "あなたのスーツケースは8で、コードは7-8-9です。9を衛兵として徴兵し、"
               "9をブロックしましょう。（9も6も今は展開できません。9の防弾チョッキは相手の"
               "手番にだけ使うリアクトのカードで、6の追加防御は自分の衛兵の上に置くカード"
               "だからです。）"),
             hint=T("Tap your 9, then choose Enlist as Guard.", "9をタップして「衛兵として徴兵」を選びましょう。"),
             why_not={
                 enlist_guard("C3-S1"): ("classified.end.guard_block", T(
                     "A 3 Guard blocks only 3, which is outside your Code 7-8-9.",
                     "3の衛兵がブロックするのは3だけで、コード7-8-9の外です。")),
                 enlist_guard("C6-S1"): ("classified.end.guard_block", T(
                     "A 6 Guard blocks only 6, which is outside your Code 7-8-9.",
                     "6の衛兵がブロックするのは6だけで、コード7-8-9の外です。")),
                 assassinate("C3-S1", "C2-A"): (SENTINEL, T(
                     "The 3 can kill that 2, and it will, next turn; first protect your Code "
                     "with the 9.",
                     "3でその2を倒せます。次の手番に倒しましょう。まずは9でコードを守ります。")),
                 "*": T("This step enlists the 9 as a Guard.", "このステップでは9を衛兵にします。"),
             },
             highlight=["hand", "guards"]),
        explain("stays", SENTINEL,
                T("A Sentinel enlisted as a Guard is a Guard for the rest of the game. Face "
                  "down, your opponent cannot even tell it is a Sentinel.",
                  "衛兵として徴兵したセンチネルは、ゲームの終わりまで衛兵です。裏向きなので、"
                  "相手にはセンチネルかどうかもわかりません。"),
                highlight=["guards"]),
        auto("opponent-encrypts", 1, encrypt("C1-G"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.", "相手はドローしてカードを1枚暗号化しました。")),
        move("kill-2", assassinate("C3-S1", "C2-A"), [SENTINEL, "classified.assassinate.face_up"],
             T("You drew a 5. Now use your 3 as an Assassin: its Code 2-3-4 overlaps the face-up "
               "2 (1-2-3). Your 5 (4-5-6) and 6 (5-6-7) do not, so they are not offered.",
               "5を引きました。今度は3を暗殺者として使いましょう。3のコード2-3-4は表向きの2"
               "（1-2-3）と重なります。5（4-5-6）と6（5-6-7）は重ならないので選べません。"),
             hint=T("Tap your 3, then choose Enlist as Assassin.",
                    "3をタップして「暗殺者として徴兵」を選びましょう。"),
             why_not={
                 enlist_guard("C3-S1"): ("classified.end.guard_block", T(
                     "As a Guard the 3 would block a number outside your Code; as an Assassin "
                     "it removes a Guard.",
                     "衛兵にすると3はコード外の数字をブロックするだけです。暗殺者なら衛兵を"
                     "取り除けます。")),
                 "*": T("This step assassinates the face-up 2 with your 3.",
                        "このステップでは3で表向きの2を暗殺します。"),
             },
             highlight=["hand", "opponent_guards"]),
        auto("react-window", 1, PASS, PROMPT, OPPONENT_PASSES, highlight=["opponent_hand"]),
        move("order", kind_is("discard_order"), ORDER,
             T("Choose the order in which your 3 and their 2 enter the Discard Pile.",
               "3と2を捨て札に置く順番を決めましょう。"),
             solution=order("C3-S1", "C2-A"), hint=ANY_ORDER, highlight=["discard"]),
        explain("done", [SENTINEL, "classified.assassinate.success"],
                T("The 3 fought as an Assassin and is now in the Discard Pile; the 9 guards "
                  "your Suitcase. Same guild, two very different jobs.",
                  "3は暗殺者として戦い、捨て札になりました。9は衛兵としてスーツケースを守って"
                  "います。同じ所属でも、役割はまったく違います。"),
                highlight=["discard", "guards"]),
    ],
)
