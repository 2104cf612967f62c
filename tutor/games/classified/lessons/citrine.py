"""Lessons 8-10: every Citrine (base set) ability the earlier lessons did not play yet.

Fortune Teller (1) and Test Access Codes (2) are played in the turn and deduction lessons,
Bullet Proof Vest (9) in the REACT lesson.
"""

from tutor.lessons import Lesson, T, auto, explain, move

from .common import (ENCRYPT, GAME_NAME, GUARD, card, deploy, encrypt, enlist_guard, mark_wheel,
                     hand_set, mode, number, spot)

R = "classified.card."
RULING = "classified.ruling."
WHEEL = "classified.deduction.wheel"

# Hand-set: no Guards anywhere yet; you hold Picking Petals (3) and Wheel of Fate (7).
QUESTIONS = Lesson(
    id="classified-citrine-questions", game=GAME_NAME, learner=0,
    scenario={"hands": [["C3-S1", "C7-A"], ["C1-A", "C8-A"]], "suitcases": ["C5-G", "C6-S2"],
              "deck": ["C9-S1", "C5-A", "C4-G", "C3-S2", "C7-G"], "rest": "deck",
              "current": 0},
    title=T("Citrine cards: Picking Petals and Wheel of Fate",
            "シトリンのカード：花びら占いと運命の輪"),
    summary=T("Two more ways to make your opponent talk.", "相手に情報を話させる2つの方法。"),
    steps=[
        move("petals", deploy("C3-S1"), R + "C3",
             hand_set(T("You drew a 9. Deploy Picking Petals (3): your opponent must name a number that "
               "is neither their Suitcase Number nor 3. They choose which."
               " (Your 9, Bullet Proof Vest, is a REACT card: it cannot be Deployed on your own turn, only played when an assassination of one of your Guards succeeds.)",
               "9を引きました。花びら占い（3）を展開しましょう。相手は、自分のスーツケースの"
               "番号でも3でもない数字を1つ宣言しなければなりません。どれにするかは相手が選び"
               "ます。（9の防弾チョッキはリアクトのカードなので、自分の手番には展開できません。自分の衛兵への暗殺が成功したときにだけ使えます。）")),
             hint=T("Tap your 3, then choose Deploy.", "3をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the 3, Picking Petals.",
                       "このステップでは3の花びら占いを展開します。"),
             highlight=["hand"]),
        auto("first-number", 1, number(1), R + "C3",
             T("Your opponent names 1: their Suitcase is not a 1.",
               "相手は1を宣言しました。スーツケースは1ではありません。"),
             highlight=["log", "wheel"]),
        auto("second-number", 1, number(5), [R + "C3", RULING + "C3"],
             T("No Guards are in play on either side, so they must name a second, different "
               "number: 5.",
               "どちらの側にも衛兵がいないので、相手は別の数字をもう1つ宣言しなければなりません。"
               "5です。"),
             highlight=["log", "wheel"]),
        mark_wheel("mark-1-5", {1, 5}, WHEEL,
                   T("Rule out 1 and 5 on your wheel: neither can be their Suitcase.",
                     "ホイールで1と5を消しましょう。どちらもスーツケースではありえません。")),
        explain("petals-ruling", [RULING + "C3", "classified.answer.truthful"],
                T("'No Guards in play' counts both players' Guards (Extra Protection is not a "
                  "Guard). Your opponent picks the numbers, so they give away as little as they "
                  "can, but they can never name their own Suitcase Number.",
                  "「場に衛兵がいない」は両プレイヤーの衛兵を数えます（追加防御は衛兵では"
                  "ありません）。数字は相手が選ぶので、なるべく情報を与えない数字を選びますが、"
                  "自分のスーツケースの番号は決して言えません。"),
                highlight=["guards", "opponent_guards"]),
        auto("opponent-encrypts", 1, encrypt("C5-A"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.", "相手はドローしてカードを1枚暗号化しました。")),
        move("guard-4", enlist_guard("C4-G"), GUARD,
             T("You drew a 4. Wheel of Fate needs a Guard of yours, so Enlist one first: your "
               "4 blocks 4, a number of your Code 4-5-6.",
               "4を引きました。運命の輪には自分の衛兵が必要なので、先に徴兵しましょう。"
               "4はあなたのコード4-5-6の数字、4をブロックします。"),
             hint=T("Tap your 4, then choose Enlist as Guard.", "4をタップして「衛兵として徴兵」を選びましょう。"),
             why_not={enlist_guard("C9-S1"): ("classified.end.guard_block", T(
                 "A 9 Guard blocks only 9, which is outside your Code 4-5-6.",
                 "9の衛兵がブロックするのは9だけで、コード4-5-6の外です。")),
                 "*": T("This step enlists the 4 as a Guard.", "このステップでは4を衛兵にします。")},
             highlight=["hand", "guards"]),
        auto("opponent-encrypts-2", 1, encrypt("C3-S2"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.", "相手はドローしてカードを1枚暗号化しました。")),
        move("wheel", (deploy("C7-A"), deploy("C7-G")), R + "C7",
             T("You drew the other 7. Deploy Wheel of Fate (either 7): flip one of your Guards "
               "face up, and your opponent tells you whether its number is in their Code.",
               "もう1枚の7を引きました。運命の輪（どちらの7でも）を展開しましょう。自分の衛兵"
               "1枚を表向きにすると、相手はその番号が自分のコードに含まれるかを答えます。"),
             hint=T("Tap a 7 in your hand, then choose Deploy.", "7をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys a 7, Wheel of Fate.",
                       "このステップでは7の運命の輪を展開します。"),
             highlight=["hand", "guards"]),
        move("flip-4", spot(0, 0), R + "C7",
             T("Choose your 4 Guard to flip.", "表向きにする衛兵として4を選びましょう。"),
             hint=T("Choose your Guard.", "自分の衛兵を選びましょう。"),
             highlight=["guards"]),
        mark_wheel("wheel-answer", {1, 3, 4, 5}, [R + "C7", WHEEL],
                   T("No: 4 is not in their Code, so their Suitcase is not 3, 4 or 5: rule out "
                     "3 and 4 as well. With 1 and 5 gone already, 2, 6, 7, 8 and 9 are left. The "
                     "price: your 4 stays face up, so your opponent knows you block 4 and which "
                     "Assassins can reach it.",
                     "答えは「いいえ」。4は相手のコードにないので、スーツケースは3・4・5では"
                     "ありません。3と4も消しましょう。1と5はすでに消えているので、残りは"
                     "2・6・7・8・9です。その代わり、あなたの4は表向きのままなので、相手はあなたが"
                     "4をブロックしていることと、どの暗殺者で狙えるかを知りました。"),
                   highlight=["wheel", "guards"]),
    ],
)

# Hand-set: you know the opponent's Suitcase is a 7 (Code 6-7-8); they have one face-down Guard.
DISCARDS = Lesson(
    id="classified-citrine-discards", game=GAME_NAME, learner=0,
    scenario={"hands": [["C5-A", "C8-G"], ["C5-G", "C9-S2"]], "suitcases": ["C3-S1", "C7-A"],
              "guards": [[], ["C6-S2"]], "discard": ["C6-S1", "C1-G", "C2-A", "C9-S1"],
              "deck": ["C4-A", "C2-G", "C7-G"], "rest": "deck", "current": 0},
    title=T("Citrine cards: Scavenge and Neutralize the Target",
            "シトリンのカード：探索と標的の無力化"),
    summary=T("Taking cards back from the Discard Pile, and exposing a Guard.",
              "捨て札からカードを取り戻し、衛兵の正体を暴きます。"),
    steps=[
        explain("plan", [R + "C5", WHEEL],
                hand_set(T("Say you have worked out that your opponent's Suitcase is a 7, Code 6-7-8. You "
                  "want to end holding a 6, 7 or 8. There is a 6 on top of the Discard Pile, and "
                  "you hold Scavenge (5).",
                  "相手のスーツケースが7（コード6-7-8）だと推理できたとします。最後に6・7・8の"
                  "どれかを持っていたいところです。捨て札の一番上に6があり、あなたは探索（5）を"
                  "持っています。")),
                highlight=["discard", "hand", "wheel"]),
        move("scavenge", deploy("C5-A"), R + "C5",
             T("You drew a 4. Deploy Scavenge: take one of the top three cards of the Discard "
               "Pile into your hand, then discard another card.",
               "4を引きました。探索を展開しましょう。捨て札の上から3枚のうち1枚を手札に加え、"
               "その後、別のカードを1枚捨てます。"),
             hint=T("Tap your 5, then choose Deploy.", "5をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the 5, Scavenge.", "このステップでは5の探索を展開します。"),
             highlight=["hand", "discard"]),
        move("take-6", card("C6-S1"), R + "C5",
             T("Take the 6: it is in their Code.", "6を取りましょう。相手のコードの数字です。"),
             hint=T("Choose the 6.", "6を選びましょう。"),
             why_not=("classified.end.match", T(
                 "Their Code is 6-7-8: only the 6 of these three could win for you.",
                 "相手のコードは6-7-8です。この3枚のうち勝ちにつながるのは6だけです。")),
             highlight=["discard"]),
        move("drop-4", card("C4-A"), [R + "C5", RULING + "C5"],
             T("Now discard another card from your hand: the 4, which cannot win for you.",
               "次に手札から別のカードを1枚捨てます。勝ちにつながらない4を捨てましょう。"),
             hint=T("Choose the 4.", "4を選びましょう。"),
             why_not={card("C8-G"): ("classified.end.match", T(
                 "8 is in their Code 6-7-8 too: keep it.",
                 "8も相手のコード6-7-8の数字です。残しておきましょう。"))},
             highlight=["hand"]),
        explain("scavenge-ruling", RULING + "C5",
                T("The card you discard must be another card than the one you just took (the 6 "
                  "was not offered), and it goes on top of the Discard Pile, for everyone to "
                  "see.",
                  "捨てるカードは今取ったカード以外でなければなりません（6は選べませんでした）。"
                  "捨てたカードは捨て札の一番上に置かれ、全員に見えます。"),
                highlight=["discard"]),
        auto("opponent-encrypts", 1, encrypt("C2-G"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.", "相手はドローしてカードを1枚暗号化しました。")),
        move("neutralize", deploy("C8-G"), R + "C8",
             T("You drew a 7. But does their face-down Guard block one of your numbers? Deploy "
               "Neutralize the Target (8) to find out."
               " (Your 6, Extra Protection, cannot be Deployed yet: it must lie on one of your Guards, and you have none.)",
               "7を引きました。でも、相手の裏向きの衛兵があなたの数字をブロックしていないでしょうか。"
               "標的の無力化（8）を展開して確かめましょう。（6の追加防御はまだ展開できません。自分の衛兵の上に置くカードですが、衛兵がまだいないからです。）"),
             hint=T("Tap your 8, then choose Deploy.", "8をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the 8, Neutralize the Target.",
                       "このステップでは8の標的の無力化を展開します。"),
             highlight=["hand", "opponent_guards"]),
        move("flip-mode", mode("flip"), [R + "C8", RULING + "C8"],
             T("Choose one of three options: flip an opponent's face-down Guard face up, "
               "rearrange the whole Discard Pile in public, or look privately at the bottom 2 "
               "cards of the Draw Deck. Flip their Guard.",
               "3つから1つを選びます。相手の裏向きの衛兵を表向きにする、捨て札全体を公開で"
               "並べ替える、山札の下から2枚を自分だけ見る。相手の衛兵を表向きにしましょう。"),
             hint=T("Choose the flip option.", "「表向きにする」を選びましょう。"),
             why_not={mode("rearrange"): (RULING + "C8", T(
                 "Rearranging the Discard Pile changes what Scavenge-like cards can reach; it "
                 "tells you nothing about their Guard.",
                 "捨て札を並べ替えると探索のようなカードで取れるものが変わりますが、相手の衛兵"
                 "については何もわかりません。")),
                 mode("bottom"): (RULING + "C8", T(
                     "The bottom 2 cards of the deck stay where they are; you want to know "
                     "their Guard.",
                     "山札の下2枚はそのまま戻ります。知りたいのは相手の衛兵です。"))},
             highlight=["opponent_guards"]),
        move("flip", spot(1, 0), R + "C8",
             T("Choose their Guard.", "相手の衛兵を選びましょう。"),
             hint=T("Choose the opponent's Guard.", "相手の衛兵を選びましょう。"),
             highlight=["opponent_guards"]),
        explain("blocked-6", ["classified.end.guard_block", R + "C8"],
                T("It is a 6, and it stays face up for the rest of the game. At the end it would "
                  "block your 6, so your Final Card should be the 7 or the 8 instead.",
                  "6でした。このカードはゲームの終わりまで表向きです。最後にあなたの6はブロック"
                  "されるので、最終カードは7か8にしましょう。"),
                highlight=["opponent_guards", "hand"]),
    ],
)

# Hand-set: your Guards are an 8 and a 1 (your Suitcase is a 2, Code 1-2-3); their Suitcase
# is a 7 (Code 6-7-8), so you would like your 8 back in hand.
GUARD_CARDS = Lesson(
    id="classified-citrine-guards", game=GAME_NAME, learner=0,
    scenario={"hands": [["C6-S1", "C4-A"], ["C7-A", "C2-G"]], "suitcases": ["C2-A", "C7-G"],
              "guards": [["C8-G", "C1-G"], ["C9-S2"]], "discard": ["C3-S1"],
              "deck": ["C5-A", "C3-S2", "C4-G"], "rest": "deck", "current": 0},
    title=T("Citrine cards: Extra Protection and Switch Places",
            "シトリンのカード：追加防御と入れ替え"),
    summary=T("Protecting a Guard, and swapping a Guard back into your hand.",
              "衛兵を守る方法と、衛兵を手札に戻す方法。"),
    steps=[
        explain("plan", ["classified.keyword.tuck", R + "C6"],
                hand_set(T("Your Suitcase is a 2 (Code 1-2-3). Your Guards are an 8 and a 1; the 1 "
                  "blocks a number of your Code. You hold Extra Protection (6), a TUCK card: "
                  "it is played face up onto one of your Guards, without using a Guard spot.",
                  "あなたのスーツケースは2（コード1-2-3）です。衛兵は8と1で、1はコードの数字を"
                  "ブロックしています。手札の追加防御（6）はタックのカードで、衛兵の場所を使わずに、"
                  "自分の衛兵1枚の上に表向きで置きます。")),
                highlight=["guards", "hand", "suitcase"]),
        move("protect", deploy("C6-S1"), R + "C6",
             T("You drew a 5. Deploy Extra Protection.", "5を引きました。追加防御を展開しましょう。"),
             hint=T("Tap your 6, then choose Deploy.", "6をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys the 6, Extra Protection.",
                       "このステップでは6の追加防御を展開します。"),
             highlight=["hand"]),
        move("cover-1", spot(0, 1), [R + "C6", "classified.keyword.tuck"],
             T("Lay it on your 1, the Guard that protects your Code.",
               "コードを守っている衛兵、1の上に置きましょう。"),
             hint=T("Choose your second Guard, the 1.", "2枚目の衛兵、1を選びましょう。"),
             why_not={spot(0, 0): ("classified.end.guard_block", T(
                 "The 8 blocks 8, outside your Code 1-2-3; the 1 is the one worth protecting.",
                 "8がブロックする8はコード1-2-3の外です。守る価値があるのは1です。"))},
             highlight=["guards"]),
        explain("tucked", ["classified.assassinate.target", "classified.end.tiebreak"],
                T("The 1 is now tucked under Extra Protection and keeps its orientation (still "
                  "face down). Nobody can assassinate it until Extra Protection itself is "
                  "assassinated, like a face-up Guard with Code 5-6-7. Extra Protection blocks "
                  "no number, but counts as half a Guard at the end.",
                  "1は追加防御の下にタックされ、向きはそのまま（裏向き）です。追加防御が暗殺される"
                  "まで、誰も1を暗殺できません。追加防御はコード5-6-7の表向きの衛兵と同じように"
                  "暗殺されます。番号はブロックしませんが、終了時に衛兵0.5枚として数えます。"),
                highlight=["guards"]),
        auto("opponent-encrypts", 1, encrypt("C3-S2"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.", "相手はドローしてカードを1枚暗号化しました。")),
        move("switch", (deploy("C4-A"), deploy("C4-G")), R + "C4",
             T("You drew a 4. Their Suitcase is a 7 (Code 6-7-8), and your 8 is stuck as a "
               "Guard. Deploy Switch Places (either 4) to get it back.",
               "4を引きました。相手のスーツケースは7（コード6-7-8）で、あなたの8は衛兵として"
               "場に出ています。入れ替え（どちらの4でも）を展開して、8を取り戻しましょう。"),
             hint=T("Tap a 4 in your hand, then choose Deploy.", "4をタップして「展開」を選びましょう。"),
             why_not=T("This step deploys a 4, Switch Places.",
                       "このステップでは4の入れ替えを展開します。"),
             highlight=["hand", "guards"]),
        move("into-spot", mode("hand"), [R + "C4", RULING + "C4"],
             T("Switch Places offers: (a) exchange a Guard of yours with an opponent's Guard or "
               "with the top card of the Discard Pile (what you get is face up for good), or "
               "(b) put Switch Places into one of your Guard spots and take that Guard into "
               "your hand. Choose (b).",
               "入れ替えの選択肢は2つ。(a) 自分の衛兵を相手の衛兵か捨て札の一番上と交換する"
               "（得たカードはずっと表向き）、(b) 入れ替えを自分の衛兵の場所に置き、その衛兵を"
               "手札に加える。(b) を選びましょう。"),
             hint=T("Choose the option that takes a Guard into your hand.",
                    "衛兵を手札に加える選択肢を選びましょう。"),
             why_not=(RULING + "C4", T(
                 "An exchange would leave your 8 in a Guard spot; only option (b) brings it "
                 "back to your hand.",
                 "交換では8は衛兵の場所に残ります。8を手札に戻せるのは (b) だけです。")),
             highlight=["actions"]),
        move("take-8", spot(0, 0), R + "C4",
             T("Choose your 8.", "8を選びましょう。"),
             hint=T("Choose your first Guard, the 8.", "1枚目の衛兵、8を選びましょう。"),
             why_not={spot(0, 1): (RULING + "C4", T(
                 "You may pick the tucked 1 (Switch Places would become the tucked card), but "
                 "you want the 8.",
                 "タックされた1も選べます（入れ替えがタックされたカードになります）が、"
                 "欲しいのは8です。"))},
             highlight=["guards"]),
        move("drop", card("C5-A"), [R + "C4", RULING + "C4"],
             T("Then discard a card from your hand (any card, even the one just taken). Keep "
               "the 8 and the other Switch Places: discard the 5.",
               "その後、手札から1枚捨てます（今取ったカードも含めてどれでも）。8ともう1枚の"
               "入れ替えは残し、5を捨てましょう。"),
             hint=T("Discard the 5.", "5を捨てましょう。"),
             why_not={card("C8-G"): ("classified.end.match", T(
                 "The 8 is in their Code 6-7-8: it is the card you wanted back.",
                 "8は相手のコード6-7-8の数字で、取り戻したかったカードです。")),
                 card("C4-G"): (R + "C4", T(
                     "Also legal, but the second Switch Places can fetch the 8 back again if "
                     "it is ever stuck; the 5 does less for you now.",
                     "これも可能ですが、もう1枚の入れ替えがあれば、8がまた場に出たときに取り"
                     "戻せます。今は5のほうが役に立ちません。"))},
             highlight=["hand", "discard"]),
        explain("switched", RULING + "C4",
                T("Switch Places now sits in the 8's spot, face down just as the 8 was, and is a "
                  "Guard like any other: it blocks 4. Your 8 is back in your hand.",
                  "入れ替えは8がいた場所に、8と同じく裏向きで置かれ、普通の衛兵として4を"
                  "ブロックします。8は手札に戻りました。"),
                highlight=["guards", "hand"]),
    ],
)
