"""Lessons 6-7: the NPCs, and wounds and delay."""

from tutor.engine import Action
from tutor.lessons import Lesson, T, auto_all, explain, move

from .common import FLOOR1, GAME_NAME, P, layout, only, operatives, select

IDLE = {1: select(1, "interface"), 2: select(2, "interface")}

NPCS = Lesson(
    id="infiltration-npcs", game=GAME_NAME, learner=0, seed=6,
    scenario={"players": 3, "layout": layout(p1_4="loading-dock"), "revealed": FLOOR1,
              "first": 0, "npcs": [{"id": "csx13", "room": "1.2", "face": "up"},
                                   {"id": "nelson", "room": "1.3", "face": "up"},
                                   {"id": "harris", "room": "1.3", "face": "up"},
                                   {"id": "bailey", "room": "1.4", "face": "up"},
                                   {"id": "kent", "room": "1.5", "face": "down"}],
              "scientists": {"1.2": [1]},
              "operatives": operatives(3, o0={"room": "1.3", "items": ["emp-grenade"]})},
    title=T("NPCs", "NPC（ノンプレイヤーキャラクター）"),
    summary=T("Five NPCs, the order they act in, and getting rid of them.",
              "5人のNPC、行動の順番、そして排除。"),
    steps=[
        explain("arrive", [P + "npc.arrive", P + "ruling.npc_face"],
                T("NPCs come into play when a room's reveal effect says so, face up or face "
                  "down. Everyone knows who they are; a face-down NPC does nothing until "
                  "something turns it up: Tyrone Kent in 1.5 is asleep.",
                  "NPCは部屋の公開効果に書かれているときに表向きか裏向きで登場します。正体は全員が"
                  "知っています。裏向きのNPCは表になるまで何もしません。1.5のタイロン・ケントは"
                  "眠っています。"),
                highlight=["npcs"]),
        explain("checks", [P + "ruling.npc_checks_first", P + "npc.bailey"],
                T("At the start of the NPC phase each NPC first checks whether it leaves: Leah "
                  "Bailey leaves from the entry room, the Loading Dock or the Executive Elevator "
                  "and proximity then rises by 20. She is in the Loading Dock.",
                  "NPCフェーズの開始時、まず各NPCが去るかどうかを確認します。リア・ベイリーは入口の"
                  "部屋・搬入口・役員用エレベーターから去り、接近度が20上がります。彼女は搬入口に"
                  "います。"),
                highlight=["npcs", "monitor"]),
        auto_all("others-1", IDLE, P + "select.choose",
                 T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("download", select(0, "download"), [P + "select.choose", P + "npc.phase"],
             T("Select Download, then watch the NPC phase.",
               "ダウンロードを選び、NPCフェーズを見ましょう。"),
             hint=T("Choose the Download card.", "ダウンロードのカードを選びましょう。"),
             why_not=only("download", "Legal, but keep your grenade for later.",
                          "選べますが、グレネードは後で使います。", P + "npc.phase"),
             highlight=["hand"]),
        explain("csx", [P + "npc.csx13", P + "ruling.csx_files"],
                T("Bailey left and proximity jumped by 20. Then, from the entrance, CSX-13 in "
                  "1.2 cleared its room: the scientist was destroyed but released no files, as "
                  "NPCs never do here. It retreated into the entry room.",
                  "ベイリーが去り、接近度が20上がりました。次に入口側から、1.2のCSX-13が部屋を"
                  "片付けました。科学者は破壊されましたが、NPCによる破壊ではファイルは出ません。"
                  "CSX-13は入口の部屋へ撤退しました。"),
                highlight=["npcs", "facility"]),
        move("order", Action("npc", npc="harris"), P + "npc.order",
             T("Officer Nelson and James Harris share your room and you are first player: "
               "choose who acts first. Let Harris go first.",
               "ネルソン巡査とジェームズ・ハリスがあなたの部屋にいて、あなたがスタートプレイヤー"
               "です。先に行動する方を選びます。ハリスを先にしましょう。"),
             hint=T("Choose \u201cJames Harris goes next.\u201d", "「ジェームズ・ハリスを次にする。」を選びましょう。"),
             why_not=only("harris", "Legal, and it would end the same way; this step lets "
                          "Harris go first.", "選べますし結果も同じですが、このステップでは"
                          "ハリスを先にします。", P + "npc.order"),
             highlight=["npcs"]),
        explain("wounded", [P + "npc.harris", P + "npc.nelson"],
                T("Harris wounded you, retreated to 1.2 and proximity rose by 5. Nelson's "
                  "wound did nothing more (you were already wounded); he raised the alarm by 1 "
                  "and stayed put, as he always does.",
                  "ハリスがあなたを負傷させ、1.2へ撤退し、接近度が5上がりました。ネルソンの攻撃は"
                  "（すでに負傷しているので）何も起こさず、アラームを1上げてその場に残りました。"),
                highlight=["operatives", "monitor"]),
        explain("kent", [P + "npc.kent", P + "ruling.npc_retreat_edge"],
                T("Awake, Tyrone Kent retreats a room and throws the files there into the box. "
                  "An NPC that retreats from the entry room leaves play; from the secret room it "
                  "goes to the first room that leads there.",
                  "目覚めたタイロン・ケントは1部屋撤退し、その部屋のファイルを箱に捨てます。入口の"
                  "部屋から撤退するNPCはゲームから去り、シークレットルームからならそこへつながる"
                  "最初の部屋へ移ります。"),
                highlight=["npcs"]),
        auto_all("others-2", IDLE, P + "select.choose",
                 T("Next round: the others have chosen.", "次のラウンド。他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("emp", select(0, "emp-grenade"), P + "npc.destroy",
             T("Throw the EMP Grenade: it destroys every NPC in your room.",
               "EMPグレネードを投げましょう。部屋のNPCをすべて破壊します。"),
             hint=T("Choose \u201cOperative 1: select EMP Grenade face down.\u201d",
                    "「エージェント1：EMPグレネードを裏向きで選ぶ。」を選びましょう。"),
             why_not=only("emp-grenade", "Legal, but Nelson will wound you every round.",
                          "選べますが、ネルソンは毎ラウンド攻撃してきます。", P + "npc.nelson"),
             highlight=["hand", "npcs"]),
        explain("destroyed", P + "npc.destroy",
                T("Nelson is gone for good; a destroyed NPC never returns, whether it was face "
                  "up or face down. CSX-13, in the entry room at the phase start, left play.",
                  "ネルソンは完全にいなくなりました。破壊されたNPCは表向きでも裏向きでも戻りません。"
                  "フェーズ開始時に入口の部屋にいたCSX-13もゲームから去りました。"),
                highlight=["npcs", "log"]),
    ],
)

WOUNDS = Lesson(
    id="infiltration-wounds", game=GAME_NAME, learner=0, seed=7,
    scenario={"players": 3, "layout": layout(), "revealed": FLOOR1[:3],
              "operatives": operatives(3, o0={"room": "1.2", "wounded": True,
                                              "items": ["field-medkit", "grappling-line"]})},
    title=T("Wounds and delay", "負傷と遅延"),
    summary=T("A wounded operative that moves by card is delayed; healing.",
              "負傷したエージェントがカードで移動すると遅延します。回復。"),
    steps=[
        explain("wounded", P + "wound.wound",
                T("Your operative is wounded: its card shows the red side. A wounded operative "
                  "cannot be wounded again.",
                  "あなたのエージェントは負傷しています（カードは赤い面）。負傷中はそれ以上負傷"
                  "しません。"),
                highlight=["operatives"]),
        auto_all("others-1", IDLE, P + "select.choose",
                 T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("advance", select(0, "advance"), [P + "wound.delay", P + "action.advance"],
             T("Advance anyway.", "それでも前進しましょう。"),
             hint=T("Choose the Advance card.", "前進のカードを選びましょう。"),
             why_not=only("advance", "Legal, but this step shows what moving wounded costs.",
                          "選べますが、このステップでは負傷中の移動の代償を見ます。",
                          P + "wound.delay"),
             highlight=["hand"]),
        explain("delayed", [P + "wound.delay", P + "select.delayed"],
                T("You moved, and because you were wounded you are now delayed: in the next "
                  "selection you may not pick Advance or Retreat.",
                  "移動しましたが、負傷していたので遅延しました。次の選択では前進も撤退も選べません。"),
                highlight=["operatives", "hand"]),
        auto_all("others-2", IDLE, P + "select.choose",
                 T("The others have chosen.", "他のプレイヤーは選び終えました。"),
                 highlight=["operatives"]),
        move("heal", select(0, "field-medkit"), [P + "wound.heal", P + "select.delayed"],
             T("Advance and Retreat are not offered. Use the Field Medkit to heal.",
               "前進と撤退は選べません。野戦救急キットで回復しましょう。"),
             hint=T("Choose \u201cOperative 1: select Field Medkit face down.\u201d",
                    "「エージェント1：野戦救急キットを裏向きで選ぶ。」を選びましょう。"),
             why_not=only("field-medkit", "Legal, but you stay wounded and will be delayed "
                          "again the next time you move.", "選べますが、負傷したままで、次に移動"
                          "するとまた遅延します。", P + "wound.delay"),
             highlight=["hand"]),
        explain("healed", [P + "wound.heal", P + "select.delayed"],
                T("Your card is blue again, and the delay ended with that selection phase.",
                  "カードは青い面に戻り、遅延はその選択フェーズの終わりに解除されました。"),
                highlight=["operatives"]),
        explain("items-move", P + "ruling.card_moves",
                T("Only Advance and Retreat cards cause the wound delay; an item that moves you, "
                  "like the Grappling Line, does not.",
                  "負傷による遅延を起こすのは前進と撤退のカードだけです。グラップリングラインのように"
                  "アイテムで移動しても遅延しません。"),
                highlight=["hand"]),
    ],
)
