"""Lesson 7: the final scoring: one pool, activation, keys, the winner and the tie-breaks."""

from tutor.lessons import Lesson, T, explain, move

from .common import GAME_NAME, activate

# After week 3's archive phase. The option activator="choose" lets you pick the activator
# (by default the tutor spends the cheapest one for you).
SCORING = Lesson(
    id="persona-scoring", game=GAME_NAME, learner=0, seed=7,
    options={"activator": "choose"},
    scenario={
        "players": 3, "week": 3, "phase": "scoring",
        "play_areas": [["BIO-W1", "BIO-D1", "BIO-A1", "COS-P1", "COS-D1", "JIH-A1"],
                       ["SJT-P1", "SJT-D1", "SJT-M1", "DEL-W1", "DEL-A1"],
                       ["JIH-M1", "JIH-D1", "DEL-M1"]],
        "archives": [["BIO-C4", "BIO-C2", "JIH-C0"], ["SJT-C4"], ["SJT-A1", "DEL-C4"]],
        "keys": {"cosmoco": 0, "jihui": 2}},
    title=T("Final scoring and activation", "最終得点計算と有効化"),
    summary=T("Pool your cards, give up one activator per company, count keys, break ties.",
              "カードをまとめ、企業ごとに有効化カードを1枚使い、鍵を数え、同点を決着させます。"),
    steps=[
        explain("pool", "persona.score.pool",
                T("Week 3's archive phase is over, so the game ends. Each player's play area "
                  "joins their archive: from now on your played cards, stolen cards and "
                  "corporation cards form one pool per company.",
                  "第3週のアーカイブフェイズが終わり、ゲーム終了です。各プレイヤーのプレイエリアの"
                  "カードはアーカイブに加わり、場に出したカード、盗んだカード、企業カードが"
                  "企業ごとに1つにまとまります。"),
                highlight=["archives"]),
        explain("activate", "persona.score.activate",
                T("A company scores for you only if you activate it with one of its Workers or "
                  "corporation cards. Your Cosmoco President and Director (11 points) have no "
                  "such card beside them: they will score 0. Your Jihui 0 corporation card "
                  "will activate Jihui.",
                  "企業の得点は、その企業の労働者カードか企業カードで有効化したときだけ得られます。"
                  "あなたのCosmocoの大統領とディレクター（11点）には有効化できるカードがないので"
                  "0点です。Jihuiは企業カード0で有効化できます。"),
                highlight=["archives"]),
        move("activator", (activate("BIO-C2"), activate("BIO-W1")),
             ["persona.score.activator_spent", "persona.score.activator_choice"],
             T("Activating spends one activator: it is discarded and scores nothing. For "
               "Biolife you could give up the corporation card 4, the corporation card 2 or "
               "the Worker (2). This lesson lets you choose (by default the tutor spends the "
               "cheapest one for you). Give up a card worth 2.",
               "有効化には有効化カードを1枚使い、そのカードは捨てられて得点になりません。"
               "Biolifeでは企業カード4、企業カード2、労働者（2）のどれかを使えます。"
               "このレッスンでは自分で選べます（既定ではチューターが最も安いカードを自動で"
               "使います）。2点のカードを手放しましょう。"),
             hint=T("Under your cards, press \u201cGive up Biolife corporation card 2\u201d (or "
                    "give up the Worker).",
                    "あなたのカードの下にある「手放す：Biolife 企業カード 2」のボタン"
                    "（または労働者を手放すボタン）を押しましょう。"),
             why_not={activate("BIO-C4"): ("persona.score.activator_spent", T(
                 "Legal, but the 4 would then score nothing: you would lose 4 points instead "
                 "of 2.",
                 "使うことはできますが、4点のカードが得点にならず、2点ではなく4点を失います。"))},
             highlight=["archives", "actions"]),
        explain("keys", ["persona.score.key", "persona.score.key_unconditional"],
                T("Each key you hold is worth 1 point, whether or not its company is "
                  "activated: your Cosmoco key scores 1 although your Cosmoco cards score 0. "
                  "You end with Biolife 14 + Jihui 3 + 1 key = 18.",
                  "鍵カードは、その企業を有効化したかどうかに関係なく1枚1点です。"
                  "Cosmocoのカードは0点でも、Cosmocoの鍵で1点になります。"
                  "あなたの合計はBiolife 14＋Jihui 3＋鍵1＝18点です。"),
                highlight=["companies", "status"]),
        explain("winner", ["persona.score.winner", "persona.score.tiebreak"],
                T("Player 2 also has 18 (SJT 15 + Delacruz 3). On a tie, more companies "
                  "activated wins; both of you activated 2. The next tie-break is keys held: "
                  "you have 1, Player 2 has none. You win.",
                  "プレイヤー2も18点です（SJT 15＋Delacruz 3）。同点なら有効化した企業の数が"
                  "多いほうが勝ちますが、2人とも2社です。次は持っている鍵の数で、あなたは1枚、"
                  "プレイヤー2は0枚。あなたの勝ちです。"),
                highlight=["status", "log"]),
        explain("shared", "persona.score.shared",
                T("Had you also tied on keys, you would have shared the victory: no further "
                  "tie-break is known, so this is a ruling of the tutor.",
                  "鍵の数も同じだった場合は、勝利を分け合います。これ以上のタイブレークは"
                  "知られていないため、これはこのチュートリアルの裁定です。"),
                highlight=["status"]),
    ],
)
