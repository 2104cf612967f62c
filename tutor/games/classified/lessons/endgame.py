"""Lesson 11: the end of the game: final turns, the Final Card, blocking, tie-break."""

from tutor.lessons import Lesson, T, auto, explain, move

from .common import ENCRYPT, GAME_NAME, GUARD, deploy, encrypt, enlist_guard

END = "classified.end."

# Hand-set: one card left in the Draw Deck. Your Suitcase is a 5 (4-5-6) with Guards 4 and 6;
# theirs is an 8 (7-8-9) with a face-up 9 under Extra Protection. You hold a 9 and a 7.
ENDGAME = Lesson(
    id="classified-endgame", game=GAME_NAME, learner=0,
    scenario={"hands": [["C9-S2", "C7-G"], ["C5-A", "C1-A"]], "suitcases": ["C5-G", "C8-A"],
              "guards": [["C4-A", "C6-S1"], [{"card": "C9-S1", "up": True, "cover": "C6-S2"}]],
              "deck": ["C2-G"], "rest": "encrypted", "current": 0},
    title=T("The end of the game", "ゲームの終了"),
    summary=T("The last turns, choosing your Final Card, and who wins.",
              "最後の手番、最終カードの選び方、勝敗の決め方。"),
    steps=[
        explain("last-draw", END + "trigger",
                T("You just drew the last card of the Draw Deck. From now on nobody draws: play "
                  "goes on until each player holds exactly one card, their Final Card, and then "
                  "the game ends. Here that means one more turn for your opponent and one for "
                  "you.",
                  "山札の最後の1枚を引きました。これ以降は誰も引きません。各プレイヤーの手札が"
                  "ちょうど1枚（最終カード）になるまで続け、そこでゲーム終了です。ここでは相手が"
                  "あと1回、あなたがあと1回手番を行います。"),
                highlight=["deck", "hand"]),
        move("third-guard", enlist_guard("C2-G"), [GUARD, END + "tiebreak"],
             T("If both players or neither end with a winning card, the player with more Guards "
               "wins. Enlist your 2 as a third Guard."
               " (Your 9, Bullet Proof Vest, is a REACT card: it cannot be Deployed on your own turn, only played when an assassination of one of your Guards succeeds.)",
               "両者とも、あるいはどちらも勝利条件を満たさない場合は、衛兵の多いプレイヤーが"
               "勝ちます。2を3枚目の衛兵として徴兵しましょう。（9の防弾チョッキはリアクトのカードなので、自分の手番には展開できません。自分の衛兵への暗殺が成功したときにだけ使えます。）"),
             hint=T("Tap your 2, then choose Enlist as Guard.", "2をタップして「衛兵として徴兵」を選びましょう。"),
             why_not={
                 encrypt("C2-G"): (END + "tiebreak", T(
                     "Hiding the 2 is safe, but as a Guard it adds one to your Guard count.",
                     "2を隠すのも安全ですが、衛兵にすれば衛兵の数が1枚増えます。")),
                 "*": T("Keep the 9 and the 7 for your Final Card; the 2 becomes a Guard.",
                        "9と7は最終カードの候補として残し、2を衛兵にしましょう。"),
             },
             highlight=["hand", "guards"]),
        auto("opponent-last", 1, encrypt("C1-A"), [END + "trigger", ENCRYPT],
             T("Your opponent cannot draw. They Encrypt a card and keep their Final Card.",
               "相手はもう引けません。カードを1枚暗号化して、最終カードを残しました。"),
             highlight=["opponent_hand"]),
        explain("choose", [END + "match", END + "guard_block"],
                T("Your last turn, also without a draw. You worked out that their Suitcase is an "
                  "8, Code 7-8-9, so both your 9 and your 7 match. But a Guard blocks its own "
                  "number: their face-up 9, tucked under Extra Protection, stops a 9 from "
                  "winning. It does not block 7 or 8.",
                  "あなたの最後の手番です。これもドローはありません。相手のスーツケースは8"
                  "（コード7-8-9）だと推理できているので、9も7も一致します。しかし衛兵は自分の"
                  "番号をブロックします。追加防御の下にある表向きの9が、9での勝利を防ぎます。"
                  "7や8はブロックしません。"),
                highlight=["hand", "opponent_guards", "wheel"]),
        move("keep-7", encrypt("C9-S2"), [END + "guard_block", END + "match"],
             T("Encrypt the 9 and keep the 7 as your Final Card.",
               "9を暗号化して、7を最終カードとして残しましょう。"),
             hint=T("Tap your 9, then choose Encrypt.", "9をタップして「暗号化」を選びましょう。"),
             why_not={
                 encrypt("C7-G"): (END + "guard_block", T(
                     "Then your Final Card would be the 9, and their 9 Guard blocks it.",
                     "そうすると最終カードが9になり、相手の9の衛兵にブロックされます。")),
                 deploy("C7-G"): (END + "guard_block", T(
                     "Deploying the 7 would leave you the 9 as Final Card, which their 9 Guard "
                     "blocks.",
                     "7を展開すると最終カードが9になり、相手の9の衛兵にブロックされます。")),
                 "*": T("This step keeps the 7: encrypt the 9.",
                        "このステップでは7を残すため、9を暗号化します。"),
             },
             highlight=["hand"]),
        explain("reveal", END + "reveal",
                T("Both players now hold one card: the game is over. Everything is revealed: both "
                  "Suitcases, all Guards and both Final Cards.",
                  "両者の手札が1枚になったので、ゲーム終了です。両者のスーツケース、すべての衛兵、"
                  "最終カードが公開されます。"),
                highlight=["suitcase", "guards", "opponent_guards", "opponent_hand"]),
        explain("both-match", [END + "match", END + "guard_block"],
                T("Your 7 is in their Code 7-8-9 and unblocked. Their Final Card is a 5, in your "
                  "Code 4-5-6: your Guards 4, 6 and 2 block only 4, 6 and 2, so their 5 is "
                  "unblocked too. Both match.",
                  "あなたの7は相手のコード7-8-9に含まれ、ブロックもされていません。相手の最終カード"
                  "は5で、あなたのコード4-5-6に含まれます。あなたの衛兵4・6・2がブロックするのは"
                  "4・6・2だけなので、相手の5もブロックされません。両者とも一致です。"),
                highlight=["log", "guards"]),
        explain("tiebreak", END + "tiebreak",
                T("So Guards decide. You have 3. They have 1 Guard plus Extra Protection, which "
                  "counts as half a Guard: 1.5. You win! Had only one player matched, that "
                  "player would have won outright.",
                  "そこで衛兵の数で決まります。あなたは3枚。相手は衛兵1枚と、0.5枚と数える追加"
                  "防御で1.5枚。あなたの勝ちです！一方だけが一致していたら、その人がそのまま"
                  "勝っていました。"),
                highlight=["guards", "opponent_guards", "log"]),
        explain("shared", [END + "shared", END + "encrypted_ignored"],
                T("With equal Guard counts the players share the victory. Encrypted cards never "
                  "count and are never revealed: they only hide information.",
                  "衛兵の数も同じなら、両者の共同勝利です。暗号化したカードは数えず、公開も"
                  "されません。情報を隠すためだけのものです。"),
                highlight=["encrypted"]),
        explain("skip", END + "skip",
                T("A tutor ruling for a rare case: if your turn comes with an empty deck and you "
                  "hold only one card (after a REACT, say), you skip it; the game ends as soon as "
                  "both hold one card.",
                  "まれなケースのためのチューターの裁定です。山札が空で手札が1枚（リアクトの後"
                  "など）のとき手番が来たら、その手番は飛ばします。両者の手札が1枚になった時点で"
                  "ゲーム終了です。"),
                highlight=["hand", "deck"]),
    ],
)
