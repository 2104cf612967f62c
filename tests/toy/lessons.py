"""Two short toy lessons: the whole game with a swap and a fight, and passing to a draw."""

from tutor.lessons import Lesson, T, auto, explain, move

from .game import CHALLENGE, FIGHT, KEEP, PASS, SWAP

# Card values are distinctive numbers so that tests can search widget state for them.
BASICS = Lesson(
    id="toy-basics", game="toy", learner=0,
    title=T("Keep, swap and fight", "キープ、スワップ、そして勝負"),
    scenario={"deck": [21, 44, 90], "hands": [13, 57]},
    steps=[
        explain("deal", "toy.deal", T("You hold a 13. Your opponent's card is hidden from you.",
                                      "あなたの手札は13です。相手のカードは見えません。"),
                highlight=["hand", "deck"]),
        move("swap", SWAP, ["toy.swap", "core.turn"],
             T("A 13 is weak. Swap it for the top card of the deck.",
               "13は弱いカードです。山札の一番上のカードと交換しましょう。"),
             hint=T("Choose “swap”.", "「スワップ」を選びましょう。"),
             why_not={KEEP: T("Keeping a 13 will rarely win a fight.",
                              "13をキープしても、勝負ではまず勝てません。")},
             highlight=["deck"]),
        auto("opponent-keeps", 1, KEEP, "toy.swap",
             T("Your opponent keeps their card. Only now are both choices carried out.",
               "相手はキープしました。両者が選び終えてから、選択が実行されます。")),
        explain("new-card", "core.undo",
                T("You drew a 90. Drawing showed you a hidden card, so it cannot be undone.",
                  "90を引きました。隠れたカードを見たので、この手は取り消せません。"),
                highlight=["hand"]),
        move("challenge", CHALLENGE, "toy.challenge",
             T("With a 90 you should challenge.", "90ならチャレンジしましょう。"),
             hint=T("Choose “challenge”.", "「チャレンジ」を選びましょう。"),
             why_not={PASS: ("toy.fight", T("A pass is a draw; your 90 is likely to win a fight.",
                                            "パスは引き分けです。90なら勝負でおそらく勝てます。"))}),
        auto("opponent-fights", 1, FIGHT, "toy.react",
             T("Your opponent fights rather than concede.", "相手は降参せず、勝負を選びました。")),
        explain("fight", "toy.fight", T("Both cards are revealed: 90 beats 57. You win.",
                                        "両方のカードが公開されました。90は57に勝ちます。あなたの勝ちです。"),
                highlight=["log"]),
    ],
)

PASSING = Lesson(
    id="toy-passing", game="toy", learner=0,
    title=T("When to pass", "パスするとき"),
    summary=T("Taking a safe draw with a middling card.", "まずまずのカードで確実に引き分ける。"),
    scenario={"deck": [21], "hands": [44, 68]},
    prelude=[(0, KEEP), (1, KEEP)],
    steps=[
        explain("offered", "core.legal",
                T("Only the actions offered now are legal: challenge or pass.",
                  "今選べるのは提示された手だけです。チャレンジかパスです。"),
                highlight=["actions"]),
        move("pass", lambda action: action.kind == "pass", "toy.challenge",
             T("A 44 is middling. Pass to take a safe draw.",
               "44はまずまずの数です。パスして確実に引き分けましょう。"),
             solution=PASS, hint=T("Choose “pass”.", "「パス」を選びましょう。"),
             why_not=T("A challenge risks a loss with a 44.",
                       "44でチャレンジすると負ける危険があります。")),
        explain("over", "core.over", T("The game is over: nobody may act any more.",
                                      "ゲームは終わりました。もう誰も行動できません。")),
    ],
)

LESSONS = [BASICS, PASSING]
