"""Lessons 4-5: each action card and items, then revealing rooms, locks and scientists."""

from tutor.lessons import Lesson, T, auto_all, explain, move

from .common import FLOOR1, GAME_NAME, P, layout, only, operatives, select

IDLE = {1: select(1, "interface"), 2: select(2, "interface")}

ACTIONS = Lesson(
    id="infiltration-actions", game=GAME_NAME, learner=0, seed=3,
    scenario={"players": 3, "layout": layout(p1_1="reception"), "revealed": ["1.1", "1.2"],
              "alarm": 2, "room_files": {"1.1": [2, 3, 1], "1.2": []},
              "operatives": operatives(3, o0={"items": ["signal-jammer", "data-spike"]},
                                       o1={"room": "1.2"}, o2={"room": "1.2"})},
    title=T("The action cards and items", "アクションカードとアイテム"),
    summary=T("Advance, Retreat, Interface, Download, and playing an item.",
              "前進、撤退、インターフェース、ダウンロード、そしてアイテム。"),
    steps=[
        explain("cards", [P + "action.advance", P + "action.retreat"],
                T("Advance moves you one room deeper; Retreat one room back toward the "
                  "entrance. Action cards always come back to your hand.",
                  "前進は1部屋奥へ、撤退は入口に向かって1部屋戻ります。アクションカードは"
                  "必ず手札に戻ります。"),
                highlight=["hand", "facility"]),
        auto_all("others-1", IDLE, P + "select.choose",
                 T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("interface", select(0, "interface"), [P + "action.interface", P + "room.interface"],
             T("The Reception's interface lowers the alarm by 1 and it has 2 interface tokens. "
               "Select Interface.",
               "受付のインターフェースはアラームを1下げ、トークンが2つあります。"
               "インターフェースを選びましょう。"),
             hint=T("Choose the Interface card.", "インターフェースのカードを選びましょう。"),
             why_not=only("interface", "Legal, but this step uses the room's interface.",
                          "選べますが、このステップでは部屋のインターフェースを使います。",
                          P + "action.interface"),
             highlight=["hand", "facility"]),
        explain("token", P + "room.interface",
                T("You spent one token and the alarm went down by 1. The others' Interface did "
                  "nothing: the Mail Room has no interface. With no token left, an interface is "
                  "spent.",
                  "トークンを1つ使い、アラームが1下がりました。他の2人のインターフェースは何も"
                  "しませんでした（郵便室にはインターフェースがありません）。トークンがなくなると"
                  "そのインターフェースは使えません。"),
                highlight=["facility", "monitor"]),
        auto_all("others-2", IDLE, P + "select.choose",
                 T("The others have chosen again.", "他のプレイヤーはまた選びました。"),
                 highlight=["operatives"]),
        move("download", select(0, "download"), [P + "action.download",
                                                 P + "ruling.download_count"],
             T("Select Download: you are the only one downloading in the Reception this round.",
               "ダウンロードを選びましょう。このラウンドに受付でダウンロードするのはあなただけです。"),
             hint=T("Choose the Download card.", "ダウンロードのカードを選びましょう。"),
             why_not=only("download", "Legal, but this step downloads.",
                          "選べますが、このステップではダウンロードします。", P + "action.download"),
             highlight=["hand", "files"]),
        explain("two", [P + "ruling.download_count", P + "ruling.empty_supply"],
                T("As the first to Download in this room this round you took 2 tokens; a later "
                  "Download here this round would take 1. The count starts again next round, "
                  "and files taken by items never count. When too few are left, you take what "
                  "is there.",
                  "このラウンドにこの部屋で最初にダウンロードしたので2つ取りました。同じラウンドの"
                  "後のダウンロードは1つです。数え方は次のラウンドでリセットされ、アイテムで取った"
                  "ファイルは数えません。足りなければ残りだけを取ります。"),
                highlight=["files"]),
        auto_all("others-3", IDLE, P + "select.choose",
                 T("The others have chosen once more.", "他のプレイヤーはもう一度選びました。"),
                 highlight=["operatives"]),
        move("item", select(0, "signal-jammer"), [P + "item.play", P + "item.on_room"],
             T("Items are played instead of an action card. Play the Signal Jammer: it is "
               "placed on your room and NPCs there do nothing this round.",
               "アイテムはアクションカードの代わりに使います。信号妨害装置を使いましょう。"
               "いる部屋に置かれ、このラウンドその部屋のNPCは何もしません。"),
             hint=T("Choose \u201cOperative 1: select Signal Jammer face down.\u201d",
                    "「エージェント1：信号妨害装置を裏向きで選ぶ。」を選びましょう。"),
             why_not=only("signal-jammer", "Legal, but this step plays an item.",
                          "選べますが、このステップではアイテムを使います。", P + "item.play"),
             highlight=["hand"]),
        explain("placed", [P + "item.on_room", P + "ruling.targets"],
                T("The jammer stayed on the room for the round, then went to the discard pile. "
                  "Items that target another operative only reach operatives still inside, and "
                  "ask you to choose only when there is a choice.",
                  "妨害装置はラウンドの間部屋に置かれ、その後捨て札になりました。他のエージェントを"
                  "対象にするアイテムは中にいるエージェントにだけ効き、選べる相手が複数のときだけ"
                  "選びます。"),
                highlight=["facility", "log"]),
    ],
)

REVEALING = Lesson(
    id="infiltration-revealing", game=GAME_NAME, learner=0, seed=5,
    scenario={"players": 3, "layout": layout(p2_1="neural-lab", p1_6="stairwell"),
              "revealed": FLOOR1,
              "operatives": operatives(3, o0={"room": "1.6", "items": ["sedative-dart"]})},
    title=T("Revealing rooms", "部屋の公開"),
    summary=T("The order of things when a room turns up; scientists and locks.",
              "部屋が表になるときの順番、科学者とロック。"),
    steps=[
        explain("order", P + "room.reveal",
                T("Entering a face-down room: turn it up, resolve its reveal effect, then its "
                  "enter effect, then place its interface, lock and scientist tokens, and last "
                  "its file tokens face down.",
                  "裏向きの部屋に入ったら、表にし、公開効果、侵入効果を解決し、インターフェース・"
                  "ロック・科学者トークンを置き、最後にファイルトークンを裏向きで置きます。"),
                highlight=["facility"]),
        explain("advance-effect", P + "room.advance_retreat",
                T("You stand in the Stairwell: its advance effect moves you one more room when "
                  "you play Advance here. Retreat effects work the same way for Retreat.",
                  "あなたは階段室にいます。ここで前進すると、その前進効果でさらに1部屋進みます。"
                  "撤退効果も撤退で同じように働きます。"),
                highlight=["facility"]),
        auto_all("others-1", {1: select(1, "interface"), 2: select(2, "interface")},
                 P + "select.choose", T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("advance", select(0, "advance"), [P + "action.advance", P + "room.reveal"],
             T("Select Advance.", "前進を選びましょう。"),
             hint=T("Choose the Advance card.", "前進のカードを選びましょう。"),
             why_not=only("advance", "Legal, but this step reveals a room.",
                          "選べますが、このステップでは部屋を公開します。", P + "room.reveal"),
             highlight=["hand"]),
        explain("revealed", [P + "room.reveal_effect", P + "room.enter"],
                T("The Stairwell carried you to 2.1, then your Advance took you into 2.2. Both "
                  "were revealed on the way: the Neural Lab's reveal effect brought Tyrone Kent "
                  "in face down, and its enter effect woke him. Reveal effects happen once; "
                  "enter effects every time someone comes in.",
                  "階段室で2.1へ、前進で2.2へ進みました。途中の部屋はどちらも公開され、神経工学"
                  "ラボの公開効果でタイロン・ケントが裏向きで登場し、侵入効果で表向きになりました。"
                  "公開効果は1回、侵入効果は入るたびに起こります。"),
                highlight=["facility", "npcs", "log"]),
        explain("tokens", [P + "room.scientists", P + "room.locks"],
                T("Scientists and locks sit on their slots. Destroy one and the room gets as "
                  "many extra file tokens as its slot shows.",
                  "科学者とロックはスロットの上にいます。破壊すると、スロットに示された数の追加"
                  "ファイルトークンが部屋に置かれます。"),
                highlight=["facility", "files"]),
        auto_all("others-2", {1: select(1, "interface"), 2: select(2, "interface")},
                 P + "select.choose", T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("retreat", select(0, "retreat"), [P + "action.retreat", P + "room.scientists"],
             T("Go back into the Neural Lab, which holds two scientists: select Retreat.",
               "科学者が2人いる神経工学ラボに戻りましょう。撤退を選びます。"),
             hint=T("Choose the Retreat card.", "撤退のカードを選びましょう。"),
             why_not=only("retreat", "Legal, but the scientists are back in the Neural Lab.",
                          "選べますが、科学者は神経工学ラボにいます。", P + "action.retreat"),
             highlight=["hand"]),
        auto_all("others-3", {1: select(1, "interface"), 2: select(2, "interface")},
                 P + "select.choose", T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("dart", select(0, "sedative-dart"), [P + "room.scientists", P + "ruling.lock_choice"],
             T("Play the Sedative Dart on a scientist.", "鎮静ダーツを科学者に使いましょう。"),
             hint=T("Choose \u201cOperative 1: select Sedative Dart face down.\u201d",
                    "「エージェント1：鎮静ダーツを裏向きで選ぶ。」を選びましょう。"),
             why_not=only("sedative-dart", "Legal, but this step removes a scientist.",
                          "選べますが、このステップでは科学者を取り除きます。", P + "room.scientists"),
             highlight=["hand"]),
        explain("released", [P + "ruling.lock_choice", P + "room.files"],
                T("The dart took the scientist worth the most, and 2 extra file tokens went "
                  "onto the Neural Lab.",
                  "ダーツは最も価値の高い科学者を取り除き、追加のファイルトークン2つが神経工学"
                  "ラボに置かれました。"),
                highlight=["files", "log"]),
    ],
)
