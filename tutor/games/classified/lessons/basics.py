"""Lessons 1-3: the goal and set-up, a turn, and Guards."""

from tutor.lessons import Lesson, T, auto, explain, move

from .common import (ACTION, DEPLOY, ENCRYPT, ENLIST, GAME_NAME, GUARD, deploy, encrypt,
                     enlist_guard, hand_set, kind_is, number)

# A real deal (seed 2): you hold 8 and 7 and drew a 5; your Suitcase is a 4 (Code 3-4-5).
SETUP = Lesson(
    id="classified-setup", game=GAME_NAME, learner=0, seed=2,
    options={"first_player": 0},
    title=T("The goal and the set-up", "ゲームの目的と準備"),
    summary=T("What you are trying to do, and what lies on the table at the start.",
              "何を目指すゲームか、最初に場に何があるかを学びます。"),
    steps=[
        explain("goal", "classified.goal",
                T("Two spies each hide one secret card, their Suitcase. You win by ending the "
                  "game with a last card in hand (your Final Card) that matches your opponent's "
                  "Suitcase Code, while keeping your own Code safe.",
                  "2人のスパイがそれぞれ秘密のカード「スーツケース」を1枚隠しています。"
                  "ゲームの最後に手札に残る1枚（最終カード）が相手のスーツケースのコードに"
                  "一致すれば勝ち。自分のコードは守り抜きましょう。"),
                highlight=["suitcase"]),
        explain("code", "classified.card.code",
                T("Your Suitcase is a 4. A card's Code is its number and the numbers on both "
                  "sides, so your Code is 3-4-5. The numbers form a ring: 9 and 1 are "
                  "neighbours, so a 9 has Code 8-9-1. Your opponent wants to end holding a 3, 4 "
                  "or 5.",
                  "あなたのスーツケースは4です。コードはカードの番号とその両隣の数字なので、"
                  "あなたのコードは3-4-5です。数字は輪になっていて9と1が隣り合うため、"
                  "9のコードは8-9-1です。相手は3・4・5のどれかを最後に持つことを目指します。"),
                highlight=["suitcase", "wheel"]),
        explain("guilds", "classified.card.guilds",
                T("Each card also has a guild. Of the two 1s, 2s, 4s, 5s, 7s and 8s, one is a "
                  "Guard and one an Assassin; both 3s, 6s and 9s are Sentinels, which can act "
                  "as either. Your 8 and 7 are Guards, your 5 is an Assassin.",
                  "カードにはそれぞれ所属（ギルド）もあります。1・2・4・5・7・8は2枚のうち"
                  "1枚が衛兵、もう1枚が暗殺者です。3・6・9は2枚ともセンチネルで、どちらとしても"
                  "使えます。あなたの8と7は衛兵、5は暗殺者です。"),
                highlight=["hand"]),
        explain("deal", ["classified.setup.deal", "classified.setup.suitcase"],
                T("The 18 cards (two of each number 1 to 9) were shuffled. Each player got 2 "
                  "cards in hand and a third card face down as their Suitcase, lying sideways in "
                  "front of them. You may look at your Suitcase at any time; your opponent never "
                  "may.",
                  "18枚（1〜9が2枚ずつ）をシャッフルし、各プレイヤーに手札2枚と、スーツケース"
                  "1枚を配りました。スーツケースは裏向きで自分の前に横向きに置きます。自分の"
                  "スーツケースはいつでも見られますが、相手には見せません。"),
                highlight=["hand", "suitcase", "opponent_hand"]),
        explain("encrypted", "classified.setup.encrypted",
                T("Then 2 cards went face down to the Encrypted Card Pile: nobody will ever see "
                  "them, so you cannot be sure where every card is. The difficulty option puts "
                  "2 (Normal), 4 (Hard) or 6 (Insane) cards there; the rest, 10, 8 or 6 cards, "
                  "is the Draw Deck.",
                  "次に2枚を裏向きで「暗号化されたカードの山」に置きました。誰も見られないので、"
                  "すべてのカードの場所を知ることはできません。難易度でこの枚数が変わり、"
                  "ノーマル2枚・ハード4枚・インセイン6枚です。残りの10・8・6枚が山札です。"),
                highlight=["encrypted", "deck"]),
        explain("first", ["classified.setup.first_player", "classified.turn.draw"],
                T("You start (the tutor picks the first player at random unless an option "
                  "says otherwise). A turn begins with a draw: you drew the 5, so you hold 3 "
                  "cards.",
                  "今回はあなたがスタートプレイヤーです（オプションで決めない限りランダム）。"
                  "手番はドローから始まります。5を引いたので、手札は3枚です。"),
                highlight=["deck", "hand"]),
        move("encrypt-5", encrypt("C5-A"), ENCRYPT,
             T("Then you play one card. The 5 is in your own Code: if your opponent ends with "
               "it, it matches your Code. Encrypt it: it goes face down to the Encrypted Card "
               "Pile, out of the game for good.",
               "次にカードを1枚使います。5は自分のコードの数字なので、相手が最後に持つと"
               "あなたのコードに一致してしまいます。暗号化しましょう。暗号化したカードは裏向きで暗号化の山に置かれ、"
               "二度と使われません。"),
             hint=T("Tap your 5, then choose Encrypt.", "5をタップして「暗号化」を選びましょう。"),
             why_not={
                 "deploy": T("Deploying uses the card's ability and then leaves it face up on "
                             "the Discard Pile, where your opponent might take it back.",
                             "展開すると能力を使った後、表向きで捨て札になり、相手に拾われる"
                             "おそれがあります。"),
                 "*": T("Keep your 8 and 7 for now: this step hides the 5, the card of your "
                        "own Code.",
                        "8と7は今は残しておきましょう。このステップでは自分のコードの5を隠します。"),
             },
             highlight=["hand", "encrypted"]),
        auto("opponent-encrypts", 1, encrypt("C3-S1"), ACTION,
             T("Your opponent draws and encrypts a card too. You only see that the Encrypted "
               "Card Pile grew: which card they hid stays secret.",
               "相手もドローしてカードを1枚暗号化しました。暗号化の山が増えたことだけがわかり、"
               "どのカードを隠したかはわかりません。"),
             highlight=["encrypted", "opponent_hand"]),
        move("guard-8", enlist_guard("C8-G"), ENLIST,
             T("Your turn again: you drew a 6. Enlist your 8 as a Guard: it goes face down in "
               "front of your Suitcase. Guards protect you at the end of the game (lesson 3)."
               " (Your 6, Extra Protection, cannot be Deployed yet: it must lie on one of your Guards, and you have none.)",
               "再びあなたの手番です。6を引きました。8を衛兵として徴兵しましょう。"
               "スーツケースの前に裏向きで置かれます。衛兵はゲームの最後にあなたを守ります"
               "（レッスン3）。（6の追加防御はまだ展開できません。自分の衛兵の上に置くカードですが、衛兵がまだいないからです。）"),
             hint=T("Tap your 8, then choose Enlist as Guard.", "8をタップして「衛兵として徴兵」を選びましょう。"),
             why_not=T("That is legal, but this step asks you to enlist the 8 as a Guard.",
                       "その手も選べますが、このステップでは8を衛兵にします。"),
             highlight=["hand", "guards"]),
        auto("opponent-guards", 1, enlist_guard("C9-S2"), ACTION,
             T("Your opponent enlists a Guard as well. You see that it is there, not what it "
               "is. The game goes on like this until the Draw Deck runs out.",
               "相手も衛兵を出しました。衛兵があることはわかりますが、何の数字かはわかりません。"
               "山札がなくなるまで、このように手番を繰り返します。"),
             highlight=["opponent_guards", "deck"]),
    ],
)

# Hand-set: you hold Fortune Teller (1) and an 8 and draw a 5; the opponent's Suitcase is a 6.
TURN = Lesson(
    id="classified-turn", game=GAME_NAME, learner=0,
    scenario={"hands": [["C1-A", "C8-G"], ["C2-G", "C7-A"]], "suitcases": ["C4-G", "C6-S1"],
              "deck": ["C5-G", "C3-S1", "C9-S1"], "rest": "deck", "current": 0},
    title=T("A turn: draw, then one Action", "手番：ドローしてアクションを1回"),
    summary=T("Deploy, Encrypt and Enlist, the three ways to play a card.",
              "カードの3つの使い方、展開・暗号化・徴兵を学びます。"),
    steps=[
        explain("draw", "classified.turn.draw",
                hand_set(T("Every turn starts with a draw from the Draw Deck (unless it is empty). You "
                  "drew a 5 and now hold three cards.",
                  "手番は山札からのドローで始まります（山札が空なら引きません）。5を引いて、"
                  "手札は3枚になりました。")),
                highlight=["deck", "hand"]),
        explain("one-action", ACTION,
                T("Then you take exactly one Action with one card: Deploy it (use its ability), "
                  "Encrypt it (hide it face down) or Enlist it (use its guild). So you never "
                  "end your turn with more than 2 cards.",
                  "次に1枚のカードでちょうど1回アクションを行います。展開（能力を使う）、"
                  "暗号化（裏向きで隠す）、徴兵（所属を使う）のいずれかです。"
                  "だから手番の終わりに手札が3枚以上残ることはありません。"),
                highlight=["actions"]),
        move("deploy-1", deploy("C1-A"), DEPLOY,
             T("Deploy your 1, Fortune Teller: you reveal it and carry out its text. It lets "
               "you name a number and ask about your opponent's Suitcase.",
               "1の「占い師」を展開しましょう。カードを公開してテキストを実行します。"
               "数字を1つ宣言して、相手のスーツケースについて質問できます。"),
             hint=T("Tap your 1, then choose Deploy.", "1をタップして「展開」を選びましょう。"),
             why_not={
                 "encrypt": T("Encrypting hides a card but tells you nothing. This step uses "
                              "the 1's ability.",
                              "暗号化はカードを隠しますが、情報は得られません。このステップでは"
                              "1の能力を使います。"),
                 "guard": T("A Guard comes next turn; first learn something with the 1.",
                            "衛兵は次の手番に出します。まず1で情報を得ましょう。"),
                 "*": T("This step deploys the 1, Fortune Teller.",
                        "このステップでは1の「占い師」を展開します。"),
             },
             highlight=["hand", "actions"]),
        move("name", kind_is("number"), ["classified.card.C1", "classified.answer.truthful"],
             T("Name any number. Your opponent must answer truthfully whether their Suitcase "
               "Number is within 2 steps of it on the ring; the tutor computes the answer from "
               "the hidden card.",
               "好きな数字を宣言してください。相手は、自分のスーツケースの番号がその数字から"
               "輪の上で2以内かどうかを正直に答えなければなりません。答えは隠れたカードから"
               "チューターが計算します。"),
             solution=number(2),
             hint=T("Any number from 1 to 9 is fine.", "1〜9のどの数字でも構いません。"),
             highlight=["wheel"]),
        explain("answered", DEPLOY,
                T("The answer is public and sits in the log. The 1 has done its job and went "
                  "face up onto the Discard Pile, where every Deployed card ends.",
                  "答えは公開され、ログに残ります。役目を終えた1は表向きで捨て札の山に置かれ"
                  "ました。展開したカードは捨て札になります。"),
                highlight=["log", "discard"]),
        auto("opponent-encrypts", 1, encrypt("C7-A"), ENCRYPT,
             T("Your opponent draws and Encrypts a card: it goes face down to the Encrypted "
               "Card Pile. It is hidden for the rest of the game and never counts at the end.",
               "相手はドローしてカードを暗号化しました。暗号化の山に裏向きで置かれ、"
               "最後まで隠されたままで、終了時にも数えません。"),
             highlight=["encrypted"]),
        move("guard-5", enlist_guard("C5-G"), [ENLIST, GUARD],
             T("You drew a 9. Now Enlist: your 5 is a Guard, and Guards go face down in front "
               "of your Suitcase. Your Suitcase is a 4 (Code 3-4-5), so a 5 Guard is well "
               "placed: at the end it stops your opponent from winning with a 5."
               " (Your 9, Bullet Proof Vest, is a REACT card: it cannot be Deployed on your own turn, only played when an assassination of one of your Guards succeeds.)",
               "9を引きました。今度は徴兵です。5は衛兵で、衛兵はスーツケースの前に裏向きで"
               "置きます。あなたのスーツケースは4（コード3-4-5）なので、5の衛兵は最適です。"
               "ゲームの最後に、相手が5で勝つのを防ぎます。（9の防弾チョッキはリアクトのカードなので、自分の手番には展開できません。自分の衛兵への暗殺が成功したときにだけ使えます。）"),
             hint=T("Tap your 5, then choose Enlist as Guard.", "5をタップして「衛兵として徴兵」を選びましょう。"),
             why_not={
                 enlist_guard("C8-G"): (GUARD, T(
                     "An 8 Guard blocks only 8, which is not in your Code 3-4-5; the 5 guards "
                     "a number your opponent could win with.",
                     "8の衛兵がブロックするのは8だけで、あなたのコード3-4-5には入っていません。"
                     "5なら相手が勝てる数字を守れます。")),
                 enlist_guard("C9-S1"): (GUARD, T(
                     "A 9 Guard blocks only 9, which is not in your Code 3-4-5.",
                     "9の衛兵がブロックするのは9だけで、コード3-4-5には入っていません。")),
                 "*": T("This step enlists the 5 as a Guard.",
                        "このステップでは5を衛兵として徴兵します。"),
             },
             highlight=["hand", "guards"]),
        auto("opponent-guards", 1, enlist_guard("C2-G"), ENLIST,
             T("Your opponent Enlists a Guard. You see a face-down card in their Guard area, "
               "not its number.",
               "相手は衛兵を徴兵しました。衛兵エリアに裏向きのカードが見えますが、"
               "番号はわかりません。"),
             highlight=["opponent_guards"]),
        explain("no-target", ["classified.action.deploy", "classified.deploy.no_target"],
                T("One more point about Deploy: you may Deploy a card even when its ability "
                  "finds nothing to act on (for example a card that moves Guards when there "
                  "are none). The card is simply spent; choices that cannot be carried out are "
                  "not offered.",
                  "展開についてもう1つ。能力の対象がなくても（例えば衛兵がいないのに衛兵を"
                  "動かすカード）展開できます。カードは消費されるだけです。実行できない選択肢は"
                  "表示されません。"),
                highlight=["actions"]),
    ],
)

# Hand-set: two Guards (6, 9) already out; you draw a 4, which fits your Suitcase 5 (4-5-6).
GUARDS = Lesson(
    id="classified-guards", game=GAME_NAME, learner=0,
    scenario={"hands": [["C8-G", "C2-A"], ["C3-S2", "C7-A"]], "suitcases": ["C5-A", "C1-G"],
              "guards": [["C6-S1", "C9-S2"], ["C2-G"]],
              "deck": ["C4-G", "C1-A", "C7-G"], "rest": "deck", "current": 0},
    title=T("Guards and the Guard limit", "衛兵と衛兵の上限"),
    summary=T("What a Guard protects, and why three is the most you can have.",
              "衛兵が何を守るのか、なぜ3枚までなのかを学びます。"),
    steps=[
        explain("guards", GUARD,
                hand_set(T("You already have two Guards, a 6 and a 9, face down: you see them, your "
                  "opponent does not. At the end of the game each Guard blocks its own number: "
                  "an opposing Final Card with that number cannot win.",
                  "あなたはすでに6と9の衛兵を2枚、裏向きで出しています。あなたには見えますが、"
                  "相手には見えません。ゲームの最後に、衛兵はそれぞれ自分の番号をブロックし、"
                  "その番号の相手の最終カードは勝利できなくなります。")),
                highlight=["guards"]),
        explain("which", ["classified.end.guard_block", "classified.ruling.guard_block"],
                T("Your Suitcase is a 5, Code 4-5-6. Your opponent wins with a 4, 5 or 6. The "
                  "6 Guard already blocks 6; the 9 blocks nothing they could win with (it still "
                  "counts when Guards are compared). You just drew a 4.",
                  "あなたのスーツケースは5で、コードは4-5-6です。相手は4・5・6で勝てます。"
                  "6の衛兵はすでに6をブロックしています。9は相手が勝てる数字を守っていません"
                  "（ただし衛兵の数を比べるときには数えます）。今、4を引きました。"),
                highlight=["suitcase", "guards", "hand"]),
        move("guard-4", enlist_guard("C4-G"), [ENLIST, GUARD],
             T("Enlist the 4 as a Guard: it will block 4, another number of your Code.",
               "4を衛兵として徴兵しましょう。コードのもう1つの数字、4をブロックします。"),
             hint=T("Tap your 4, then choose Enlist as Guard.", "4をタップして「衛兵として徴兵」を選びましょう。"),
             why_not={
                 enlist_guard("C8-G"): (GUARD, T(
                     "An 8 Guard blocks only 8, outside your Code 4-5-6; the 4 protects you.",
                     "8の衛兵がブロックするのはコード4-5-6の外の8だけです。4ならあなたを守れます。")),
                 encrypt("C4-G"): (ENCRYPT, T(
                     "Encrypting removes this 4, but the other 4 could still win for your "
                     "opponent. As a Guard the 4 blocks both.",
                     "暗号化するとこの4は消えますが、もう1枚の4で相手が勝つかもしれません。"
                     "衛兵にすれば、どちらの4もブロックできます。")),
                 "*": T("This step enlists the 4 as your third Guard.",
                        "このステップでは4を3枚目の衛兵にします。"),
             },
             highlight=["hand", "guards"]),
        explain("limit", "classified.guard.limit",
                T("You now have three Guards: that is the limit. While all three spots are "
                  "taken you cannot enlist another Guard. A spot frees up only when a Guard "
                  "leaves, for example when it is assassinated (next lesson).",
                  "衛兵が3枚になりました。これが上限です。3つの場所が埋まっている間は、"
                  "衛兵を追加できません。衛兵が場を離れたとき（例えば暗殺されたとき、"
                  "次のレッスン）だけ空きができます。"),
                highlight=["guards"]),
        auto("opponent-encrypts", 1, encrypt("C1-A"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.", "相手はドローしてカードを1枚暗号化しました。"),
             highlight=["encrypted"]),
        move("full", (encrypt("C8-G"), encrypt("C7-G")), [GUARD, "classified.guard.limit"],
             T("You drew a 7. Both your 8 and 7 are Guards, but your spots are full, so the "
               "Guard action is no longer offered. Encrypt one of them instead.",
               "7を引きました。8も7も衛兵ですが、衛兵の場所が埋まっているので、"
               "衛兵として出す選択肢はもうありません。代わりにどちらかを暗号化しましょう。"),
             hint=T("Tap your 8 or your 7, then choose Encrypt.", "8か7をタップして「暗号化」を選びましょう。"),
             why_not={
                 "deploy": T("Deploying is legal, but this step practises what to do with a "
                             "Guard card you cannot enlist: hide it.",
                             "展開もできますが、このステップでは徴兵できない衛兵のカードを"
                             "隠す練習をします。"),
                 "*": T("This step encrypts a Guard card (the 8 or the 7) that can no longer be "
                        "enlisted.",
                        "このステップでは、もう徴兵できない衛兵のカード（8か7）を暗号化します。"),
             },
             highlight=["hand", "guards", "actions"]),
        explain("any-card", GUARD,
                T("Remember: anything in a Guard spot is a Guard, whatever its printed guild, "
                  "and it stays there until something removes it.",
                  "覚えておきましょう。衛兵の場所にあるカードは、印刷された所属に関係なく衛兵で、"
                  "何かに取り除かれるまでそこに残ります。"),
                highlight=["guards", "opponent_guards"]),
    ],
)
