"""Lessons 2-4, played as the agent: programming and bluffing, resolving a card, POW."""

from tutor.engine import Action
from tutor.games.rednotice.deduction import start_set
from tutor.lessons import Lesson, T, auto, explain, move

from .common import GAME_NAME, ROW, discs, place

FORGER_SEAT = 1
START = start_set("new_york", 3)
PLACE = "rednotice.program.place"

PROGRAMMING = Lesson(
    id="rednotice-programming", game=GAME_NAME, learner=0, seed=3,
    scenario={"forger": FORGER_SEAT, "forger_city": "cairo", "possible": START, "round": 1,
              "row": ROW, "discs": discs([5, 2, "POW"], [4, 3, 1])},
    title=T("Programming and bluffing", "プログラミングとブラフ"),
    summary=T("Four cards, three discs each, placed face down in turn.",
              "4枚のカードに、3個ずつのトークンを交互に裏向きで置きます。"),
    steps=[
        explain("round", ["rednotice.round.flow", "rednotice.program.deal",
                          "rednotice.program.draw"],
                T("You play the agent now. Each round starts with 4 action cards turned up; "
                  "each card has two halves with an action on each. You took the top 3 discs "
                  "of your stack: 4, 3 and 1. The forger sees only their backs.",
                  "今度は捜査官を担当します。各ラウンドの最初にアクションカードを4枚公開します。"
                  "カードの両端にそれぞれアクションがあります。あなたは山の上から4・3・1の"
                  "トークンを取りました。詐欺師には裏面しか見えません。"),
                highlight=["row", "discs"]),
        auto("forger-1", FORGER_SEAT, place(5, "A06", 0), PLACE,
             T("The forger holds the initiative, so she places first: one disc face down on "
               "the Move half of card 6.",
               "先攻は詐欺師なので、先に置きます。カード6の移動の側にトークンを1個裏向きで"
               "置きました。"),
             highlight=["row"]),
        move("contest", place(4, "A06", 1), [PLACE, "rednotice.program.one_per_half"],
             T("Each half holds one disc. Put your 4 on the other half of card 6 (Security x2): "
               "if your 4 beats her disc, you carry out both halves and she does not move.",
               "片側に置けるトークンは1個です。カード6のもう一方の側（セキュリティ×2）に4を"
               "置きましょう。4が彼女のトークンより大きければ両方のアクションをあなたが"
               "実施し、彼女は移動できません。"),
             hint=T("Place the 4 on the Security x2 half of card 6.",
                    "4をカード6のセキュリティ×2の側に置きましょう。"),
             why_not={"*": (PLACE, T("Legal, but contesting her move card is the point here.",
                                     "置けますが、ここでは彼女の移動カードを争います。"))},
             highlight=["row", "discs"]),
        explain("not-both", "rednotice.program.not_both",
                T("Nobody may hold both halves of one card, so each of your 3 discs will end on "
                  "a different card. Card 6 is now full.",
                  "同じカードの両側を取ることはできないので、3個のトークンは別々のカードに"
                  "置かれます。カード6はもう埋まりました。"),
                highlight=["row"]),
        auto("forger-2", FORGER_SEAT, place("POW", "A13", 0), PLACE,
             T("She places her second disc on the Check half of card 13.",
               "彼女は2個目をカード13の小切手の側に置きました。"), highlight=["row"]),
        move("second", place(3, "A11", 1), PLACE,
             T("Put your 3 on the Security half of card 11, a card she has left alone.",
               "3を、彼女が手を付けていないカード11のセキュリティの側に置きましょう。"),
             hint=T("The 3 goes on card 11, Security.", "3はカード11のセキュリティです。"),
             why_not={"*": (PLACE, T("Legal, but this lesson takes the free card 11.",
                                     "置けますが、このレッスンでは空いているカード11を取ります。"))},
             highlight=["row", "discs"]),
        auto("forger-3", FORGER_SEAT, place(2, "A20", 0), PLACE,
             T("Her last disc goes on card 20.", "彼女の最後のトークンはカード20です。"),
             highlight=["row"]),
        move("bluff", place(1, "A13", 1), PLACE,
             T("Your 1 is weak, but a face-down disc still makes her wonder. Put it on card 13 "
               "as a bluff.",
               "1は弱いですが、裏向きのトークンは相手を迷わせます。ブラフとしてカード13に"
               "置きましょう。"),
             hint=T("Place the 1 on the free half of card 13.",
                    "1をカード13の空いている側に置きましょう。"),
             why_not={"*": (PLACE, T("Legal, but here you bluff on card 13.",
                                     "置けますが、ここではカード13でブラフをかけます。"))},
             highlight=["row", "discs"]),
        explain("stacks", "rednotice.program.restack",
                T("All six discs are down and resolution begins. Your stack lasts three "
                  "rounds; then the used discs, which lie face up for both to see, are "
                  "shuffled into a new stack. Counting them tells you what she has left.",
                  "6個すべて置いたので解決に入ります。山は3ラウンドでなくなり、その後は表向きに"
                  "捨てた（誰でも見られる）トークンをシャッフルして新しい山にします。"
                  "捨て札を数えれば彼女の残りが分かります。"),
                highlight=["discs"]),
    ],
)

ROW3 = ["A14", "A09", "A05", "A08"]          # C1/B, M1/S1, M1/C2, M1/C1


def _d(role, value):
    return {"role": role, "disc": value}


RESOLVING = Lesson(
    id="rednotice-resolving", game=GAME_NAME, learner=0, seed=4,
    scenario={"forger": FORGER_SEAT, "forger_city": "cairo", "possible": START, "round": 1,
              "row": ROW3, "initiative": "forger",
              "placed": [[_d("forger", 5), None], [None, _d("agent", 2)],
                         [_d("agent", 2), _d("forger", 4)], [_d("forger", 3), _d("agent", 3)]],
              "discs": discs([], [], [5, 4, 3], [2, 2, 3])},
    title=T("Resolving the cards", "カードの解決"),
    summary=T("No disc, one disc, the higher disc, a tie; then the initiative passes.",
              "トークン0個、1個、大きい方、引き分け。そして先攻の交代。"),
    steps=[
        explain("order", ["rednotice.resolve.order", "rednotice.resolve.reveal",
                          "rednotice.resolve.one"],
                T("Cards resolve one at a time from the initiative holder's end: the forger "
                  "holds it, so from card 14 on the left. Each card's discs are turned up when "
                  "its turn comes. Card 14 holds only her disc, so she carries out both "
                  "halves, her own first: she drew a check, and now it is her Bank.",
                  "カードは先攻側の端から1枚ずつ解決します。先攻は詐欺師なので、左端のカード14"
                  "からです。順番が来たカードのトークンを表にします。カード14には彼女の"
                  "トークンだけなので、彼女が自分の側から両方を実施します。小切手を引き、"
                  "次は銀行です。"),
                highlight=["row"]),
        auto("her-bank", FORGER_SEAT, Action("decline"), "rednotice.bank.decline",
             T("She cashes nothing. She is asked even when she cannot cash, so declining tells "
               "you nothing about where she is.",
               "彼女は換金しませんでした。換金できないときも選択を求められるので、見送っても"
               "居場所は何も分かりません。"), highlight=["checks"]),
        move("alone-security", Action("radar", continent="SA"),
             ["rednotice.resolve.one", "rednotice.security.agent", "rednotice.security.radar"],
             T("Card 9 holds only your 2, so you carry out both halves, yours first: Security, "
               "then Move. Put a radar on South America.",
               "カード9にはあなたの2だけなので、両方のアクションを自分の側から実施します。"
               "セキュリティ、次に移動です。南アメリカにレーダーを置きましょう。"),
             hint=T("Choose \u201cPut a radar on South America\u201d.",
                    "「南アメリカにレーダーを置く」を選びましょう。"),
             why_not={"*": ("rednotice.security.agent",
                            T("Legal, but this lesson saves radars near her for later.",
                              "置けますが、このレッスンでは彼女の近くのレーダーは後に取っておきます。"))},
             highlight=["radars"]),
        move("alone-move", Action("go", city="london"),
             ["rednotice.resolve.one", "rednotice.move.steps"],
             T("Now the other half: Move 1. Go to London.",
               "次にもう一方の側、移動1です。ロンドンへ行きましょう。"),
             hint=T("Choose \u201cGo to London\u201d.", "「ロンドンへ行く」を選びましょう。"),
             why_not={"*": ("rednotice.move.steps",
                            T("Legal, but London brings you closer to Europe and Africa.",
                              "移動できますが、ロンドンのほうがヨーロッパとアフリカに近づきます。"))},
             highlight=["agent"]),
        explain("higher", "rednotice.resolve.higher",
                T("Card 5: her 4 beats your 2. The higher disc carries out both halves, its own "
                  "first: she drew checks (Check x2) and now moves 1 in secret. Then you carry "
                  "out only your own half.",
                  "カード5：彼女の4があなたの2に勝ちました。大きい方が自分の側から両方を実施"
                  "します。彼女は小切手を引き（小切手×2）、今は秘密裏に1マス移動します。"
                  "その後、あなたは自分の側だけを実施します。"),
                highlight=["row"]),
        auto("her-move", FORGER_SEAT, Action("move", path=["nairobi"]), "rednotice.move.forger",
             T("She has moved, or not: you cannot tell.", "彼女は移動しました。あるいは動いて"
               "いないかもしれません。あなたには分かりません。"), highlight=["possible"]),
        move("loser-move", Action("go", city="paris"), ["rednotice.resolve.higher",
                                                       "rednotice.move.agent"],
             T("Your half of card 5 is Move 1. Go to Paris.",
               "カード5のあなたの側は移動1です。パリへ行きましょう。"),
             hint=T("Choose \u201cGo to Paris\u201d.", "「パリへ行く」を選びましょう。"),
             why_not={"*": ("rednotice.move.agent",
                            T("Legal, but Paris keeps you central.",
                              "移動できますが、パリなら中央にいられます。"))},
             highlight=["agent"]),
        explain("tie", ["rednotice.resolve.tie", "rednotice.action.useless"],
                T("Card 8 is a tie, 3 against 3: each carries out only their own half, the "
                  "initiative holder first. She moves 1; your half is Check, which does nothing "
                  "for the agent, but taking it kept her from drawing.",
                  "カード8は3対3の引き分けです。それぞれ自分の側だけを、先攻から実施します。"
                  "彼女は1マス移動し、あなたの側は小切手なので捜査官には効果がありませんが、"
                  "彼女に引かせずに済みました。"),
                highlight=["row"]),
        auto("tie-move", FORGER_SEAT, Action("move", path=[]), "rednotice.move.forger",
             T("She carries out her half of the tie.", "彼女が引き分けの自分の側を実施しました。"),
             highlight=["possible"]),
        explain("end", "rednotice.round.end",
                T("The round is over: the cards and discs were discarded face up and the "
                  "initiative passed to you. A new round has begun, and you place first.",
                  "ラウンド終了です。カードとトークンは表向きで捨てられ、先攻があなたに移りました。"
                  "新しいラウンドが始まり、あなたが先に置きます。"),
                highlight=["status", "row"]),
    ],
)

ROW4 = ["A09", "A17", "A14", "A15"]          # M1/S1, S1/B, C1/B, C1/W

POW = Lesson(
    id="rednotice-pow", game=GAME_NAME, learner=0, seed=5,
    scenario={"forger": FORGER_SEAT, "forger_city": "cairo", "possible": START, "round": 1,
              "row": ROW4, "initiative": "forger",
              "placed": [[_d("forger", 5), _d("agent", "POW")], [None, _d("forger", 2)],
                         [_d("agent", 4), _d("forger", 4)], [None, _d("agent", 1)]],
              "discs": discs([], [], [5, 2, 4], ["POW", 4, 1]), "hand": ["AF-100-1"]},
    title=T("POW!", "POW！"),
    summary=T("The disc that cancels the other; POW against POW; a card nobody took.",
              "相手のトークンを無効にするトークン、POW同士、誰も取らなかったカード。"),
    steps=[
        explain("pow", "rednotice.resolve.pow",
                T("Card 9: your POW meets her 5. POW has no value: it cancels her disc, and you "
                  "act as if your disc were alone: both halves, yours (Security) first.",
                  "カード9：あなたのPOWと彼女の5です。POWには数値がなく、彼女のトークンを無効に"
                  "します。あなたはトークンが1個だけのときと同じく、自分の側（セキュリティ）"
                  "から両方を実施します。"),
                highlight=["row"]),
        move("barrier", Action("barrier", road="cairo~nairobi"),
             ["rednotice.security.barrier", "rednotice.move.barrier"],
             T("Place a barrier on the road Cairo–Nairobi: she cannot use a road with a "
               "barrier (you can).",
               "カイロ–ナイロビの道路にバリアを置きましょう。彼女はバリアのある道路を使えません"
               "（あなたは使えます）。"),
             hint=T("Choose \u201cPut a barrier on the road Cairo–Nairobi\u201d.",
                    "「道路カイロ–ナイロビにバリアを置く」を選びましょう。"),
             why_not={"*": ("rednotice.security.barrier",
                            T("Legal, but this lesson closes a road out of Cairo.",
                              "置けますが、このレッスンではカイロから出る道路を閉じます。"))},
             highlight=["barriers", "map"]),
        move("pow-move", Action("stop"), "rednotice.move.steps",
             T("Your second half is Move 1. You may stop without moving: stop.",
               "2つ目は移動1です。移動せずに終えることもできます。移動を終えましょう。"),
             hint=T("Choose \u201cStop moving\u201d.", "「移動を終える」を選びましょう。"),
             why_not={"*": ("rednotice.move.steps",
                            T("Legal, but here you stay in New York.",
                              "移動できますが、ここではニューヨークに留まります。"))},
             highlight=["agent"]),
        explain("her-card", ["rednotice.resolve.one", "rednotice.security.track"],
                T("Card 17 holds only her 2: she banks (nothing) and raises her security "
                  "track by one. Card 14 is a tie, 4 against 4: she banks again, and your "
                  "Check half does nothing for you.",
                  "カード17には彼女の2だけです。銀行（換金なし）を行い、セキュリティトラックを"
                  "1つ進めます。カード14は4対4の引き分けで、彼女はもう一度銀行、あなたの"
                  "小切手の側は効果がありません。"),
                highlight=["row", "security"]),
        auto("decline-1", FORGER_SEAT, Action("decline"), "rednotice.bank.decline",
             T("She cashes nothing.", "彼女は換金しませんでした。"), highlight=["checks"]),
        auto("decline-2", FORGER_SEAT, Action("decline"), "rednotice.resolve.tie",
             T("In the tie she cashes nothing either.", "引き分けでも彼女は換金しませんでした。"),
             highlight=["checks"]),
        move("wild", Action("wild", action="security"), "rednotice.wild.choose",
             T("Card 15 holds only your 1: Wild first. Use it as Security.",
               "カード15にはあなたの1だけです。まず万能を、セキュリティとして使いましょう。"),
             hint=T("Choose \u201cUse the Wild action as Security\u201d.",
                    "「万能をセキュリティとして使う」を選びましょう。"),
             why_not={"*": ("rednotice.wild.choose",
                            T("Allowed, but Check and Bank do nothing for the agent.",
                              "選べますが、小切手と銀行は捜査官には効果がありません。"))},
             highlight=["row"]),
        move("tie-security", Action("radar", continent="AF"), "rednotice.security.radar",
             T("Put a radar on Africa, where she was last seen.",
               "彼女が最後に見られたアフリカにレーダーを置きましょう。"),
             hint=T("Choose \u201cPut a radar on Africa\u201d.",
                    "「アフリカにレーダーを置く」を選びましょう。"),
             why_not={"*": ("rednotice.security.radar",
                            T("Legal, but Africa is where a radar helps now.",
                              "置けますが、今レーダーが役立つのはアフリカです。"))},
             highlight=["radars"]),
        explain("pow-pow", ["rednotice.resolve.pow_pow", "rednotice.resolve.none"],
                T("Two more cases to know: POW against POW on one card is a tie (each does "
                  "their own half, initiative first), and a card with no disc is simply "
                  "skipped.",
                  "あと2つの場合：同じカードのPOW同士は引き分け（それぞれ自分の側を先攻から）、"
                  "トークンのないカードは無視します。"),
                highlight=["row"]),
    ],
)
