"""Lessons 8-10: the secret room, escaping and scoring, and the two-player game."""

from tutor.engine import Action
from tutor.lessons import Lesson, T, auto, auto_all, explain, move

from .common import FLOOR1, GAME_NAME, P, layout, only, operatives, select

IDLE = {1: select(1, "interface"), 2: select(2, "interface")}

SECRET_ROOM = Lesson(
    id="infiltration-secret", game=GAME_NAME, learner=0, seed=8,
    scenario={"players": 3, "layout": layout(p1_4="maintenance-shaft", S="prototype-vault"),
              "revealed": FLOOR1[:4], "operatives": operatives(3, o0={"room": "1.4"})},
    title=T("The secret room", "シークレットルーム"),
    summary=T("In by Advance from the right room, out by Retreat.",
              "決まった部屋から前進で入り、撤退で出ます。"),
    steps=[
        explain("access", P + "secret.access",
                T("The secret room is reached only by Advance from rooms whose card says so, "
                  "once revealed. You are in the Maintenance Shaft, which leads there.",
                  "シークレットルームには、カードにそう書かれた公開済みの部屋から前進でのみ入れます。"
                  "あなたがいる整備用シャフトはそこにつながっています。"),
                highlight=["facility", "secret"]),
        auto_all("others-1", IDLE, P + "select.choose",
                 T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("advance", select(0, "advance"), P + "action.advance",
             T("Select Advance.", "前進を選びましょう。"),
             hint=T("Choose the Advance card.", "前進のカードを選びましょう。"),
             why_not=only("advance", "Legal, but only Advance enters the secret room.",
                          "選べますが、シークレットルームには前進でしか入れません。",
                          P + "secret.access"),
             highlight=["hand"]),
        move("enter", Action("move_to", room="S"), P + "secret.access",
             T("Advance here leads two ways: the next room or the secret room. Go into the "
               "secret room.", "ここからの前進は隣の部屋かシークレットルームの2通りです。"
               "シークレットルームに入りましょう。"),
             hint=T("Choose \u201cMove to room S.\u201d", "「部屋Sへ移動する。」を選びましょう。"),
             why_not=only("S", "Legal, but this lesson visits the secret room.",
                          "選べますが、このレッスンではシークレットルームに行きます。",
                          P + "secret.access"),
             highlight=["secret"]),
        explain("adjacent", P + "secret.adjacent",
                T("You revealed the Prototype Vault. For effects on adjacent rooms the secret "
                  "room is next to no room at all.",
                  "プロトタイプ保管庫を公開しました。隣の部屋に及ぶ効果について、シークレットルームは"
                  "どの部屋とも隣接しません。"),
                highlight=["secret"]),
        auto_all("others-2", IDLE, P + "select.choose",
                 T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("prototype", select(0, "interface"), [P + "action.interface", P + "room.interface"],
             T("Use the vault's interface to take a Prototype, worth 4 points.",
               "保管庫のインターフェースでプロトタイプ（4点）を取りましょう。"),
             hint=T("Choose the Interface card.", "インターフェースのカードを選びましょう。"),
             why_not=only("interface", "Legal, but the Prototype is the prize here.",
                          "選べますが、ここでの目玉はプロトタイプです。", P + "room.interface"),
             highlight=["hand", "secret"]),
        auto_all("others-3", IDLE, P + "select.choose",
                 T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("leave", select(0, "retreat"), P + "ruling.secret_retreat",
             T("Leave by Retreat.", "撤退で出ましょう。"),
             hint=T("Choose the Retreat card.", "撤退のカードを選びましょう。"),
             why_not=only("retreat", "Legal, but only Retreat leaves the secret room.",
                          "選べますが、シークレットルームから出られるのは撤退だけです。",
                          P + "secret.access"),
             highlight=["hand"]),
        explain("back", [P + "ruling.secret_retreat", P + "ruling.dead_end"],
                T("Retreat took you back to the room you came in from. And Advance from the "
                  "deepest room, with no way into the secret room, moves nowhere.",
                  "撤退で入ってきた部屋に戻りました。なお、シークレットルームに入れない最も奥の部屋"
                  "からの前進はどこにも移動しません。"),
                highlight=["facility"]),
    ],
)

ESCAPE = Lesson(
    id="infiltration-escape", game=GAME_NAME, learner=0, seed=9,
    scenario={"players": 3, "layout": layout(p1_2="loading-dock"), "revealed": FLOOR1[:3],
              "proximity": 95, "alarm": 3, "interface_tokens": {"1.2": 2},
              "room_files": {"1.1": [], "1.2": [], "1.3": []},
              "operatives": operatives(3, o0={"files": [3, 2, 1]},
                                       o1={"room": "1.2", "files": [3, 3]},
                                       o2={"room": "1.3", "files": [2]})},
    title=T("Escaping and scoring", "脱出と得点"),
    summary=T("Ways out, the end of the game, totals and ties.", "脱出の方法、終了、合計、同点。"),
    steps=[
        explain("ways", [P + "escape.retreat", P + "escape.effect"],
                T("Retreat in the entry room takes you out; some rooms' interfaces let you out "
                  "too, like the Loading Dock where Player 2 stands. Once out, you never come "
                  "back in.",
                  "入口の部屋で撤退すると外に出られます。プレイヤー2がいる搬入口のように、"
                  "インターフェースで脱出できる部屋もあります。一度出たら戻れません。"),
                highlight=["facility", "operatives"]),
        auto_all("others", {1: select(1, "interface"), 2: select(2, "download")},
                 P + "select.choose",
                 T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("escape", select(0, "retreat"), P + "escape.retreat",
             T("Select Retreat and escape.", "撤退を選んで脱出しましょう。"),
             hint=T("Choose the Retreat card.", "撤退のカードを選びましょう。"),
             why_not=only("retreat", "Legal, but proximity reaches 99 this round.",
                          "選べますが、このラウンドで接近度は99に達します。", P + "security.end"),
             highlight=["hand"]),
        explain("end", [P + "end.all_out", P + "security.end"],
                T("You and Player 2 got out; Player 3 stayed and was captured when proximity "
                  "reached 99. The game also ends at once if nobody is left inside.",
                  "あなたとプレイヤー2は脱出し、残ったプレイヤー3は接近度99で捕まりました。"
                  "中に誰もいなくなってもゲームはただちに終わります。"),
                highlight=["monitor", "operatives"]),
        explain("totals", [P + "score.total", P + "score.captured"],
                T("Each player totals the values of their escaped operatives' file tokens plus "
                  "special-card points: you 3 + 2 + 1 = 6, Player 2 3 + 3 = 6. Player 3 scores "
                  "nothing.",
                  "各プレイヤーは脱出したエージェントのファイルの値と特別カードの点数を合計します。"
                  "あなたは3+2+1=6、プレイヤー2は3+3=6。プレイヤー3は0点です。"),
                highlight=["scores"]),
        explain("tie", P + "ruling.tie_break",
                T("A tie: the tutor breaks it by the number of file tokens (yours 3, theirs 2), "
                  "then by item cards. You win.",
                  "同点です。チューターはファイルトークンの数（あなた3、相手2）、次にアイテムの数で"
                  "決めます。あなたの勝ちです。"),
                highlight=["scores"]),
    ],
)

TWO_PLAYERS = Lesson(
    id="infiltration-two", game=GAME_NAME, learner=0, seed=10,
    scenario={"players": 2, "layout": layout(), "first": 0,
              "room_files": {"1.1": [1, 2, 3]}},
    title=T("The two-player game", "2人プレイ"),
    summary=T("Two operatives each, each choosing its own card.",
              "1人2エージェント、それぞれが自分のカードを選びます。"),
    steps=[
        explain("two", [P + "two.operatives", P + "ruling.two_player"],
                T("With two players you run two operatives, each with its own hand, wounds and "
                  "files, and each picks its own card face down.",
                  "2人プレイでは2人のエージェントを操作します。それぞれが手札・負傷・ファイルを持ち、"
                  "別々にカードを裏向きで選びます。"),
                highlight=["operatives", "hand"]),
        auto("opponent-1", 1, select(1, "download"), P + "select.choose",
             T("Your opponent has chosen for their first operative.",
               "相手は1人目のエージェントのカードを選びました。"),
             highlight=["operatives"]),
        move("first", select(0, "advance"), P + "select.choose",
             T("Choose for your first operative: Advance.", "1人目のエージェントは前進を選びます。"),
             hint=T("Choose the Advance card.", "前進のカードを選びましょう。"),
             why_not=only("advance", "Legal, but this operative scouts ahead.",
                          "選べますが、このエージェントは先へ偵察に行きます。", P + "select.choose"),
             highlight=["hand"]),
        auto("opponent-2", 1, select(3, "interface"), P + "select.choose",
             T("Your opponent has chosen for their second operative.",
               "相手は2人目のエージェントのカードを選びました。"),
             highlight=["operatives"]),
        move("second", select(2, "download"), [P + "select.choose", P + "ruling.two_player"],
             T("Now your second operative: Download.", "次に2人目のエージェント：ダウンロード。"),
             hint=T("Choose the Download card.", "ダウンロードのカードを選びましょう。"),
             why_not=only("download", "Legal, but this operative gathers files.",
                          "選べますが、このエージェントはファイルを集めます。", P + "select.choose"),
             highlight=["hand"]),
        explain("order", [P + "ruling.two_player", P + "execute.order"],
                T("Execution went: your first operative, your opponent's first, then your "
                  "second and their second. Their Download came first in the entry room and "
                  "took 2; yours took the last 1.",
                  "実行はあなたの1人目、相手の1人目、あなたの2人目、相手の2人目の順でした。入口の"
                  "部屋で先にダウンロードした相手が2つ取り、あなたは最後の1つを取りました。"),
                highlight=["files", "log"]),
    ],
)
