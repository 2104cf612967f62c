"""Lessons 5-6: the archive phase step by step; ties, the key holder and carry-over."""

from tutor.lessons import Lesson, T, auto, explain, move

from .common import GAME_NAME, give_key, rank_tie, richest_steal, steal

STEAL = "persona.archive.steal"

# End of week 1, three players: Biolife, Jihui and Delacruz are contested, Cosmoco and SJT not.
ARCHIVE = Lesson(
    id="persona-archive", game=GAME_NAME, learner=0, seed=5,
    scenario={
        "players": 3, "week": 1, "phase": "archive",
        "play_areas": [["BIO-D1", "BIO-W1", "DEL-M1"], ["BIO-M1", "DEL-D1", "DEL-A1"],
                       ["BIO-A1", "JIH-P1"]],
        "encrypted": [None, None, "JIH-A1"]},
    title=T("The archive phase", "アーカイブフェイズ"),
    summary=T("Majorities per company: corporation card, key, steals, and what carries on.",
              "企業ごとの多数決：企業カード、鍵、盗み、そして次の週へ残るもの。"),
    steps=[
        explain("compare", ["persona.archive.reveal", "persona.archive.totals"],
                T("Week 1 is over. The archive phase first turned every encrypted card face "
                  "up (Player 3's Jihui Assistant). Then each company is compared in turn, "
                  "Biolife first: each player adds up the Biolife cards in their play area. "
                  "You have 7 (Director 5 + Worker 2), Player 2 has 4, Player 3 has 3.",
                  "第1週が終わりました。アーカイブフェイズではまず暗号化されたカードをすべて"
                  "表向きにします（プレイヤー3のJihuiの助手）。次に企業を1つずつ比較します。"
                  "最初はBiolifeで、各自プレイエリアのBiolifeのカードを合計します。"
                  "あなたは7（ディレクター5＋労働者2）、プレイヤー2は4、プレイヤー3は3です。"),
                highlight=["standings", "play_areas"]),
        explain("places", ["persona.archive.first", "persona.archive.second"],
                T("You are 1st, so you took Biolife's corporation card for week 1, the 4, into "
                  "your archive. Player 2 is 2nd and took the Biolife key from the table.",
                  "あなたが1位なので、第1週のBiolifeの企業カード（4）を自分のアーカイブに"
                  "獲得しました。プレイヤー2は2位で、テーブルからBiolifeの鍵カードを獲得しました。"),
                highlight=["companies", "archives"]),
        move("steal-manager", steal("BIO-M1", 1), STEAL,
             T("Now 1st and then 2nd each steal one Biolife card from another player's play "
               "area into their own archive. You steal first: Player 2 has a Manager (4), "
               "Player 3 an Assistant (3). Take the Manager.",
               "次に1位、続いて2位が、他のプレイヤーのプレイエリアからBiolifeのカードを1枚ずつ"
               "自分のアーカイブに盗みます。先にあなたが盗みます。プレイヤー2はマネージャー（4）、"
               "プレイヤー3は助手（3）を持っています。マネージャーを取りましょう。"),
             hint=T("Press the button \u201cSteal Biolife Manager 4 from Player 2\u201d under your "
                    "cards.",
                    "あなたのカードの下にある「盗む：プレイヤー2のBiolife マネージャー 4」の"
                    "ボタンを押しましょう。"),
             why_not={steal("BIO-A1", 2): (STEAL, T(
                 "Legal: the thief picks the card, and so the victim. But the Manager is worth "
                 "4 and the Assistant only 3, and it weakens Player 2, your closest rival.",
                 "盗むことはできます（どのカードを、つまり誰から盗むかは盗む人が選びます）。"
                 "しかしマネージャーは4点、助手は3点です。最も近いライバルのプレイヤー2も"
                 "弱められます。"))},
             highlight=["play_areas", "actions"]),
        auto("rival-steals", 1, steal("BIO-D1", 0), [STEAL, "persona.archive.archive_safe"],
             T("Then Player 2, 2nd, stole your Biolife Director from your play area. The "
               "Manager you stole is in your archive: archived cards can never be stolen and "
               "do not count in later comparisons, but they score at the end.",
               "続いて2位のプレイヤー2が、あなたのプレイエリアからBiolifeのディレクターを"
               "盗みました。あなたが盗んだマネージャーはアーカイブにあります。アーカイブの"
               "カードは盗まれず、以降の比較にも数えませんが、最後に得点になります。"),
             highlight=["archives", "play_areas"]),
        explain("none-sole", ["persona.archive.none", "persona.archive.sole"],
                T("Cosmoco: nobody has a card, so nothing happens. Jihui: only Player 3 has "
                  "cards (9), so Player 3 is 1st and 2nd at once: the corporation card and the "
                  "key, and a steal that is skipped because nobody else has a Jihui card.",
                  "Cosmoco：誰もカードを持っていないので何も起きません。Jihui：カードを持って"
                  "いるのはプレイヤー3だけ（9）なので、プレイヤー3が1位と2位を兼ね、企業カードと"
                  "鍵カードの両方を獲得します。盗みは、他に誰もJihuiのカードを持っていないので"
                  "行いません。"),
                highlight=["log", "companies"]),
        explain("forced", "persona.archive.steal_mandatory",
                T("Delacruz: Player 2 has 8, you have 4. Player 2 took the corporation card, "
                  "you took the key. Stealing is mandatory, and your Delacruz Manager was the "
                  "only card Player 2 could take, so it was taken without asking.",
                  "Delacruz：プレイヤー2は8、あなたは4。プレイヤー2が企業カードを、あなたが"
                  "鍵カードを獲得しました。盗みは必須で、プレイヤー2が取れるカードはあなたの"
                  "Delacruzのマネージャーだけだったので、確認なしで取られました。"),
                highlight=["log", "archives"]),
        move("steal-director", steal("DEL-D1", 1), STEAL,
             T("As 2nd you steal too: take one of Player 2's Delacruz cards. The Director is "
               "worth 5, the Assistant 3.",
               "2位のあなたも盗みます。プレイヤー2のDelacruzのカードを1枚取りましょう。"
               "ディレクターは5点、助手は3点です。"),
             hint=T("Press the button \u201cSteal Delacruz Director 5 from Player 2\u201d under "
                    "your cards.",
                    "あなたのカードの下にある「盗む：プレイヤー2のDelacruz ディレクター 5」の"
                    "ボタンを押しましょう。"),
             why_not={steal("DEL-A1", 1): (STEAL, T(
                 "Legal, but the Director is worth 2 points more, and taking it leaves "
                 "Player 2 only 3 in Delacruz for next week.",
                 "盗むことはできますが、ディレクターのほうが2点高く、取ればプレイヤー2の"
                 "Delacruzは来週3点しか残りません。"))},
             highlight=["play_areas", "actions"]),
        explain("next-week", ["persona.week.new", "persona.week.cumulative"],
                T("SJT had no cards, so week 2 began: everyone took back all five action "
                  "cards and was dealt 6 new information cards. Play areas stay: your Biolife "
                  "Worker is still in yours, and next week's comparison counts it again along "
                  "with everything you add.",
                  "SJTにはカードがなかったので、第2週が始まりました。全員が5枚のアクションカードを"
                  "すべて手札に戻し、新しい情報カードを6枚受け取りました。プレイエリアはそのまま"
                  "です。あなたのBiolifeの労働者はまだプレイエリアにあり、来週の比較でも"
                  "これから加えるカードと一緒に数えます。"),
                highlight=["play_areas", "hand", "status"]),
    ],
)

# End of week 2: a Biolife tie with the key on the table, a Cosmoco tie you break as key holder,
# a Jihui tie for 2nd, and the Delacruz card carried over from week 1.
TIES = Lesson(
    id="persona-ties", game=GAME_NAME, learner=0, seed=6,
    scenario={
        "players": 3, "week": 2, "phase": "archive",
        "play_areas": [["JIH-P1", "JIH-W1", "BIO-D1"],
                       ["BIO-A1", "BIO-W1", "COS-M1", "JIH-A1", "DEL-D1"],
                       ["COS-M2", "JIH-A2", "DEL-A1"]],
        "archives": [["SJT-C4"], ["COS-C4"], ["JIH-C4"]],
        "keys": {"cosmoco": 0, "jihui": 2, "sjt": 0}},
    title=T("Ties, the key and carry-over", "同点、鍵、繰り越し"),
    summary=T("Who breaks a tie for 1st or 2nd, and what happens when nobody can.",
              "1位や2位の同点を誰が決めるのか、決められないときはどうなるのか。"),
    steps=[
        explain("carry", ["persona.archive.carry_over", "persona.archive.no_steal_on_carry"],
                T("End of week 2. Biolife: you and Player 2 tie for 1st with 5, and the Biolife "
                  "key is still on the table, so nobody can break the tie. Nobody gets "
                  "anything: no corporation card, no key, no steals. This week's Biolife 2 "
                  "stays on its stack under the 4 nobody won in week 1, and both carry over "
                  "to the next sole 1st place.",
                  "第2週の終わり。Biolife：あなたとプレイヤー2が5で1位タイ、Biolifeの鍵カードは"
                  "まだテーブルにあるので、同点を決める人がいません。誰も何も得ません"
                  "（企業カードも鍵も盗みもなし）。今週のBiolifeの2は山に残り、次に単独1位になった"
                  "人に繰り越されます（第1週に誰も獲得しなかった4もその上に残っています）。"),
                highlight=["standings", "companies"]),
        explain("key-holder", "persona.archive.tie_first",
                T("Cosmoco: Players 2 and 3 tie for 1st with 4. You hold the Cosmoco key, so "
                  "you decide who is 1st and who is 2nd, although you are not tied. 1st takes "
                  "the corporation card; 2nd takes the key, your key.",
                  "Cosmoco：プレイヤー2と3が4で1位タイです。あなたはCosmocoの鍵カードを持って"
                  "いるので、同点ではなくても、誰が1位で誰が2位かを決めます。1位は企業カードを、"
                  "2位は鍵カード、つまりあなたの鍵を獲得します。"),
                highlight=["standings", "companies"]),
        move("rank", (rank_tie(1, 2), rank_tie(2, 1)), "persona.archive.tie_first_pair",
             T("Choose 1st and 2nd. Both must be among the tied players, so you cannot keep "
               "the key yourself; either order is accepted here.",
               "1位と2位を選びましょう。どちらも同点のプレイヤーから選ぶので、鍵を自分の手元に"
               "残すことはできません。ここではどちらの順番でも正解です。"),
             hint=T("Under your cards, press one of the two buttons that rank Players 2 and 3, "
                    "such as \u201c1st: Player 2, 2nd: Player 3\u201d.",
                    "あなたのカードの下にある、プレイヤー2と3の順位を決める2つのボタンの"
                    "どちらか（たとえば「1位：プレイヤー2、2位：プレイヤー3」）を押しましょう。"),
             highlight=["actions"]),
        explain("after-rank", ["persona.archive.tie_first", "persona.archive.steal_mandatory"],
                T("Your 1st took the Cosmoco corporation card 2 and your 2nd took your key. "
                  "Then each had to steal, and each could only take the other's one Cosmoco "
                  "card, so both steals happened without asking.",
                  "あなたが選んだ1位はCosmocoの企業カード2を、2位はあなたの鍵を獲得しました。"
                  "続いてそれぞれ盗みを行いましたが、取れるのは相手のCosmocoのカード1枚だけ"
                  "だったので、どちらも確認なしで行われました。"),
                highlight=["log", "companies"]),
        move("give-key", give_key(1), "persona.archive.tie_second",
             T("Jihui: you lead with 8, so you are 1st and will take the corporation card. "
               "Players 2 and 3 tie for 2nd with 3, so you, 1st, choose who takes the Jihui "
               "key. Give it to Player 2.",
               "Jihui：あなたが8で1位となり、企業カードを獲得します。プレイヤー2と3が3で"
               "2位タイなので、1位のあなたがJihuiの鍵カードを受け取る人を選びます。"
               "プレイヤー2に渡しましょう。"),
             hint=T("Press the button \u201cGive the key to Player 2\u201d under your cards.",
                    "あなたのカードの下にある「プレイヤー2に鍵を渡す」のボタンを押しましょう。"),
             why_not={give_key(2): ("persona.archive.tie_second", T(
                 "Also legal: 1st may give the key to either tied player. This lesson gives it "
                 "to Player 2, so that Player 3 loses the key it has held since week 1.",
                 "これも可能です。1位は同点のどちらに鍵を渡しても構いません。このレッスンでは"
                 "プレイヤー2に渡し、第1週から鍵を持っているプレイヤー3から鍵を取り上げます。"))},
             highlight=["standings", "actions"]),
        move("steal-jihui", (steal("JIH-A1", 1), steal("JIH-A2", 2)), STEAL,
             T("As 1st you steal one Jihui card: both Assistants are worth 3, so either is "
               "fine.",
               "1位のあなたがJihuiのカードを1枚盗みます。助手はどちらも3点なので、"
               "どちらでも構いません。"),
             hint=T("Under your cards, press \u201cSteal Jihui Assistant 3 from Player 2\u201d "
                    "(or the same steal from Player 3).",
                    "あなたのカードの下にある「盗む：プレイヤー2のJihui 助手 3」のボタン"
                    "（またはプレイヤー3から盗むボタン）を押しましょう。"),
             highlight=["play_areas", "actions"]),
        auto("rival-steals", 1, richest_steal, STEAL,
             T("Player 2, now 2nd, steals and takes your Jihui President (6): a lead in the "
               "play area is never safe until it is archived.",
               "2位になったプレイヤー2が盗み、あなたのJihuiの大統領（6）を取りました。"
               "プレイエリアのカードは、アーカイブに入るまで決して安全ではありません。"),
             highlight=["play_areas", "archives"]),
        explain("carried", "persona.archive.first",
                T("Delacruz: Player 2 leads alone, 5 to 3. Nobody claimed the Delacruz 4 in "
                  "week 1, so Player 2 took it together with this week's 2. Player 3 took the "
                  "key; then both stole. SJT had no cards, and week 3 began.",
                  "Delacruz：プレイヤー2が5対3で単独1位です。第1週のDelacruzの4は誰も獲得して"
                  "いなかったので、プレイヤー2は今週の2と一緒にそれも受け取りました。"
                  "プレイヤー3は鍵を獲得し、その後2人とも盗みました。SJTにはカードがなく、"
                  "第3週が始まりました。"),
                highlight=["log", "archives"]),
    ],
)
