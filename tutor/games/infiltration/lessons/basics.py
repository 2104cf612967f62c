"""Lessons 1-3: the goal and the clock, setting up, and a round's four phases."""

from tutor.lessons import Lesson, T, auto_all, explain, move

from .common import FLOOR1, GAME_NAME, P, layout, only, operatives, select

GOAL = Lesson(
    id="infiltration-goal", game=GAME_NAME, learner=0, seed=1,
    scenario={"players": 3, "layout": layout(), "revealed": FLOOR1[:3], "proximity": 95,
              "alarm": 3, "room_files": {"1.1": [], "1.2": [2, 1], "1.3": [3]},
              "operatives": operatives(3, o0={"files": [3, 2]}, o1={"room": "1.2"},
                                       o2={"room": "1.3"})},
    title=T("The goal and the clock", "目的と時間"),
    summary=T("Steal data, get out before proximity reaches 99.",
              "データを盗み、接近度が99になる前に脱出します。"),
    steps=[
        explain("goal", [P + "goal", P + "ruling.own_set"],
                T("You are an operative inside a research facility. Steal file tokens and get "
                  "out: only operatives who escape can win. The rooms, items and special cards "
                  "here are the tutor's own set, not the printed cards.",
                  "あなたは研究所に潜入したエージェントです。ファイルトークンを盗んで脱出しましょう。"
                  "脱出したエージェントだけが勝てます。部屋・アイテム・特別カードはチューター独自"
                  "セットで、印刷されたカードではありません。"),
                highlight=["facility", "files"]),
        explain("clock", [P + "round.phases", P + "security.roll"],
                T("Every round ends with the security phase: the first player rolls the die and "
                  "proximity rises by the roll plus the alarm. Proximity is at 95 and the alarm "
                  "at 3, so this round's roll will bring the police.",
                  "各ラウンドの最後はセキュリティフェーズです。スタートプレイヤーがサイコロを振り、"
                  "出目とアラームの合計だけ接近度が上がります。接近度は95、アラームは3なので、"
                  "今回の出目で警察が到着します。"),
                highlight=["monitor"]),
        explain("captured", [P + "security.end", P + "score.captured"],
                T("At 99 the game ends at once, and every operative still inside is captured "
                  "and cannot win, whatever it holds. You are in the entry room with two file "
                  "tokens: time to leave.",
                  "99になるとゲームはただちに終わり、中にいるエージェントは何を持っていても捕まり、"
                  "勝てません。あなたはファイル2つを持って入口の部屋にいます。脱出の時です。"),
                highlight=["monitor", "operatives"]),
        auto_all("others", {1: select(1, "download"), 2: select(2, "download")},
                 P + "select.choose",
                 T("The other two players have chosen their cards face down: they stay for "
                   "more files.",
                   "他の2人は裏向きでカードを選びました。もっとファイルを取るために残るようです。"),
                 highlight=["operatives"]),
        move("escape", select(0, "retreat"), [P + "action.retreat", P + "escape.retreat"],
             T("Select Retreat: from the entry room it takes you out of the facility.",
               "撤退を選びましょう。入口の部屋からなら研究所の外に出られます。"),
             hint=T("Choose \u201cOperative 1: select Retreat face down.\u201d",
                    "「エージェント1：撤退を裏向きで選ぶ。」を選びましょう。"),
             why_not=only("retreat", "Legal, but proximity will reach 99 this round and the "
                          "game ends there: only Retreat gets you out in time.",
                          "選べますが、このラウンドで接近度が99に達し、そこでゲームが終わります。"
                          "間に合うのは撤退だけです。",
                          P + "security.end"),
             highlight=["hand"]),
        explain("over", [P + "ruling.proximity_immediate", P + "score.total"],
                T("You escaped; the others downloaded and stayed. The security roll took "
                  "proximity to 99: the game ended there and both were captured. You are the "
                  "only one out, so you win with your 5 data points.",
                  "あなたは脱出し、他の2人はダウンロードして残りました。セキュリティの出目で接近度が"
                  "99になりゲームは終了、2人は捕まりました。脱出したのはあなただけなので、"
                  "5データポイントで勝利です。"),
                highlight=["monitor", "scores"]),
    ],
)

SETUP = Lesson(
    id="infiltration-setup", game=GAME_NAME, learner=0, seed=4, players=3,
    title=T("Setting up", "準備"),
    summary=T("The V of rooms, the entry room, your cards and the first player.",
              "V字の部屋、入口の部屋、手札、スタートプレイヤー。"),
    steps=[
        explain("facility", [P + "setup.facility", P + "ruling.own_set"],
                T("Six first-floor rooms and six second-floor rooms were laid face down in a V, "
                  "the first floor going in and the second floor going deeper; one secret room "
                  "lies face down in the middle. Only room 1.1 has been turned face up since "
                  "(the next step says why). The other room cards stay out of this game.",
                  "1階の部屋6枚と2階の部屋6枚を裏向きでV字に並べました。1階が入口側、2階が奥です。"
                  "中央にシークレットルーム1枚が裏向きで置かれます。その後に表向きになったのは部屋1.1"
                  "だけです（理由は次のステップで）。残りの部屋カードは使いません。"),
                highlight=["facility"]),
        explain("entry", [P + "setup.entry", P + "ruling.entry_effects"],
                T("The first first-floor room (1.1) is turned face up: it is the entry room, "
                  "and all operatives start there. Its reveal effect was applied once, then its "
                  "enter effect once for each operative: that is why the alarm already shows 3.",
                  "1階の最初の部屋（1.1）が表向きになりました。これが入口の部屋で、全エージェントは"
                  "ここから始めます。公開効果が1回、続いて侵入効果がエージェントごとに1回適用"
                  "されました。アラームがすでに3なのはそのためです。"),
                highlight=["facility", "operatives"]),
        explain("files", [P + "room.files", P + "ruling.random_files", P + "ruling.file_split"],
                T("A revealed room gets its file tokens face down from the reserve. They are "
                  "worth 1, 2 or 3 (60, 36 and 21 of the 117 tokens), and nobody knows a "
                  "token's value until someone takes it.",
                  "公開された部屋には予備からファイルトークンが裏向きで置かれます。値は1、2、3"
                  "（117個中60、36、21個）で、取るまで誰にも分かりません。"),
                highlight=["files", "facility"]),
        explain("hands", [P + "setup.hands", P + "ruling.no_extract"],
                T("You hold the four action cards Advance, Retreat, Interface and Download, "
                  "and four items dealt at random that only you can see. The Extract variant "
                  "card stays in the box.",
                  "手札はアクションカード4枚（前進・撤退・インターフェース・ダウンロード）と、"
                  "自分だけが見られるランダムなアイテム4枚です。抽出カード（バリアント）は箱に残します。"),
                highlight=["hand"]),
        explain("first", [P + "setup.first_player"],
                T("A random player is first: they hold the die and the security monitor, which "
                  "starts at alarm 0 and proximity 00. The entry room's effects have already "
                  "raised the alarm to 3; proximity is still 00.",
                  "ランダムに選ばれたスタートプレイヤーがサイコロとセキュリティモニターを持ちます。"
                  "モニターはアラーム0、接近度00から始まります。入口の部屋の効果で、アラームは"
                  "すでに3に上がっています。接近度は00のままです。"),
                highlight=["monitor"]),
        auto_all("others", {1: select(1, "download"), 2: select(2, "download")},
                 P + "select.choose",
                 T("The others have picked their first cards.", "他のプレイヤーは最初のカードを選びました。"),
                 highlight=["operatives"]),
        move("first-step", select(0, "advance"), [P + "action.advance", P + "select.choose"],
             T("Take your first step: select Advance to go one room deeper.",
               "最初の一歩です。前進を選んで1部屋奥へ進みましょう。"),
             hint=T("Choose the Advance card.", "前進のカードを選びましょう。"),
             why_not=only("advance", "Legal, but this step practises moving in.",
                          "選べますが、このステップでは奥へ進む練習をします。",
                          P + "action.advance"),
             highlight=["hand"]),
    ],
)

A_ROUND = Lesson(
    id="infiltration-round", game=GAME_NAME, learner=0, seed=2,
    scenario={"players": 3, "layout": layout(), "first": 1,
              "room_files": {"1.1": [1, 2, 3, 1, 2]}},
    title=T("A round's four phases", "ラウンドの4つのフェーズ"),
    summary=T("Selection, execution, NPCs, security; then the die passes left.",
              "選択、実行、NPC、セキュリティ。その後サイコロは左へ。"),
    steps=[
        explain("phases", P + "round.phases",
                T("A round has four phases: selection, execution, NPCs and security.",
                  "ラウンドは選択・実行・NPC・セキュリティの4つのフェーズからなります。"),
                highlight=["monitor"]),
        explain("selection", P + "select.choose",
                T("In the selection phase everyone picks one card face down at the same time. "
                  "Nothing happens until all have chosen.",
                  "選択フェーズでは全員が同時にカードを1枚裏向きで選びます。全員が選ぶまで何も"
                  "起こりません。"),
                highlight=["hand"]),
        auto_all("others", {1: select(1, "download"), 2: select(2, "advance")},
                 P + "select.choose",
                 T("Players 2 and 3 have chosen; you see only that they have.",
                   "プレイヤー2と3は選び終えました。見えるのは選んだことだけです。"),
                 highlight=["operatives"]),
        move("download", select(0, "download"), [P + "select.choose", P + "execute.order"],
             T("Select Download to steal file tokens from the entry room.",
               "ダウンロードを選んで入口の部屋のファイルトークンを盗みましょう。"),
             hint=T("Choose the Download card.", "ダウンロードのカードを選びましょう。"),
             why_not=only("download", "Legal, but this round shows two Downloads in one room.",
                          "選べますが、このラウンドでは同じ部屋での2回のダウンロードを見ます。",
                          P + "action.download"),
             highlight=["hand"]),
        explain("execution", [P + "execute.order", P + "action.download"],
                T("Execution went from the first player to the left: Player 2 first, their "
                  "Download took 2 files; then Player 3 advanced and revealed the next room; "
                  "your Download came later in the same room as Player 2's, so it took 1.",
                  "実行はスタートプレイヤーから左回りです。まずプレイヤー2のダウンロードが2つ取り、"
                  "次にプレイヤー3が前進して隣の部屋を公開し、同じ部屋で後から行ったあなたの"
                  "ダウンロードは1つでした。"),
                highlight=["files", "log"]),
        explain("npcs", P + "npc.phase",
                T("In the NPC phase every face-up NPC acts, room by room from the entrance. "
                  "There are none yet.",
                  "NPCフェーズでは、表向きのNPCが入口から部屋ごとに行動します。まだNPCはいません。"),
                highlight=["npcs"]),
        explain("security", [P + "security.roll", P + "ruling.first_passes"],
                T("In the security phase Player 2 rolled and proximity rose by the roll plus "
                  "the alarm. Then the die and monitor passed left: Player 3 is first now.",
                  "セキュリティフェーズではプレイヤー2がサイコロを振り、出目とアラームの合計だけ"
                  "接近度が上がりました。サイコロとモニターは左へ渡り、今はプレイヤー3が"
                  "スタートプレイヤーです。"),
                highlight=["monitor"]),
    ],
)
