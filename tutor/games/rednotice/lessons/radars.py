"""Lessons 7-8: radars and the forger's reports (as the forger), then reading the
possible-city map (as the agent)."""

from tutor.engine import Action
from tutor.games.rednotice.deduction import start_set
from tutor.lessons import Lesson, T, auto, explain, move

from .common import GAME_NAME, act

REPORTS = Lesson(
    id="rednotice-radars", game=GAME_NAME, learner=0, seed=8,
    scenario={"forger": 0, "forger_city": "madrid", "round": 3,
              "radars": {"AF": "white", "EU": "black"},
              "agenda": [act("forger", "M2"), act("agent", "S1"), act("forger", "M1"),
                         act("forger", "M2"), {"do": "round"}]},
    title=T("Radars and your reports", "レーダーと報告"),
    summary=T("When radars fire, white and black, and what you must report.",
              "レーダーが作動するとき（白面と黒面）、そして報告すべきこと。"),
    steps=[
        explain("radars", "rednotice.move.radar",
                T("A radar fires each time one of your steps ends in a city of its continent. "
                  "A white radar then goes back to the agent, so it fires once; a black one "
                  "stays and fires on every such step. Leaving a continent fires nothing.",
                  "あなたの1歩がレーダーのある大陸の都市で終わるたびにレーダーが作動します。"
                  "白面は作動すると捜査官に戻るので1回だけ、黒面は残って毎回作動します。"
                  "大陸を出るときは作動しません。"),
                highlight=["radars"]),
        move("into-africa", Action("move", path=["casablanca", "cairo"]),
             ["rednotice.move.radar", "rednotice.move.report"],
             T("Move 2 from Madrid: go to Casablanca and on to Cairo. Africa's white radar "
               "fires once, at Casablanca.",
               "マドリードから移動2：カサブランカ、そしてカイロへ。アフリカの白面のレーダーは"
               "カサブランカで1回だけ作動します。"),
             hint=T("Choose \u201cMove: Casablanca → Cairo\u201d.",
                    "「移動：カサブランカ → カイロ」を選びましょう。"),
             why_not={"*": ("rednotice.move.radar",
                            T("Legal, but this route shows a white radar firing once.",
                              "移動できますが、この経路で白面のレーダーが1回作動する様子を見ます。"))},
             highlight=["map", "radars"]),
        explain("report", ["rednotice.move.report", "rednotice.deduce.possible"],
                T("After your whole move you reported \u201cAfrica\u201d, never how many "
                  "steps you took. The radar went back to the agent. The shaded cities are "
                  "what she can now deduce.",
                  "移動が終わってから「アフリカ」と報告しました。何歩動いたかは言いません。"
                  "レーダーは捜査官に戻りました。色の付いた都市が、今彼女が推理できる範囲です。"),
                highlight=["history", "possible"]),
        auto("new-radar", 1, Action("radar", continent="AF"), "rednotice.security.radar",
             T("The agent puts a new radar on Africa, where you already are.",
               "捜査官が、あなたがすでにいるアフリカに新しいレーダーを置きました。"),
             highlight=["radars"]),
        move("step-inside", Action("move", path=["nairobi"]), "rednotice.move.radar",
             T("A radar placed on your own continent fires on your next step into one of its "
               "cities. Move to Nairobi and it fires.",
               "自分のいる大陸に置かれたレーダーは、次にその大陸の都市へ移動したときに"
               "作動します。ナイロビへ移動すると作動します。"),
             hint=T("Choose \u201cMove: Nairobi\u201d.", "「移動：ナイロビ」を選びましょう。"),
             why_not={"*": ("rednotice.move.radar",
                            T("Staying put would fire nothing, but this step shows the new "
                              "radar firing.",
                              "留まれば作動しませんが、このステップでは新しいレーダーの作動を見ます。"))},
             highlight=["map", "radars"]),
        move("black", Action("move", path=["cairo", "rome"]), "rednotice.move.radar",
             T("Now go to Cairo and on to Rome. Africa has no radar any more; Europe's black "
               "radar fires at Rome and stays.",
               "次はカイロ、そしてローマへ。アフリカにはもうレーダーがありません。"
               "ヨーロッパの黒面のレーダーはローマで作動し、そのまま残ります。"),
             hint=T("Choose \u201cMove: Cairo → Rome\u201d.",
                    "「移動：カイロ → ローマ」を選びましょう。"),
             why_not={"*": ("rednotice.move.radar",
                            T("Legal, but this route shows the black radar.",
                              "移動できますが、この経路で黒面のレーダーを見ます。"))},
             highlight=["map", "radars"]),
        explain("next-gen", ["rednotice.upgrade.next_gen_radar", "rednotice.move.report"],
                T("You reported \u201cEurope\u201d. If the agent ever gains the Next-gen radar "
                  "upgrade, your reports name the city instead of the continent.",
                  "「ヨーロッパ」と報告しました。捜査官が改良カード「次世代レーダー」を得ると、"
                  "報告は大陸ではなく都市になります。"),
                highlight=["history"]),
    ],
)

DEDUCTION = Lesson(
    id="rednotice-deduction", game=GAME_NAME, learner=0, seed=9,
    scenario={"forger": 1, "forger_city": "lagos", "agent_city": "madrid", "round": 2,
              "possible": start_set("new_york", 3), "radars": {"AF": "white"},
              "agenda": [act("forger", "M1"), act("agent", "M2"), {"do": "round"}]},
    title=T("Reading the possible-city map", "可能性のある都市の地図を読む"),
    summary=T("How reports and searches shrink the cities where she may be.",
              "報告と捜索で、彼女がいる可能性のある都市が絞られていく様子。"),
    steps=[
        explain("shading", "rednotice.deduce.possible",
                T("You play the agent. The shaded cities are every city where the forger may "
                  "be, worked out only from what you were told. Right now that is every city "
                  "she could have started in.",
                  "あなたは捜査官です。色の付いた都市は、あなたが知らされたことだけから求めた、"
                  "詐欺師がいる可能性のあるすべての都市です。今は、彼女が出発できたすべての"
                  "都市です。"),
                highlight=["possible"]),
        auto("her-move", 1, Action("move", path=["nairobi"]), "rednotice.move.forger",
             T("She moves in secret and reports: Africa's radar fired.",
               "彼女が秘密裏に移動し、報告しました。アフリカのレーダーが作動しました。"),
             highlight=["history"]),
        explain("narrowed", ["rednotice.move.report", "rednotice.move.radar"],
                T("Only routes that fired Africa's radar exactly once fit that report, so the "
                  "shading shrank to the African cities she could reach in one step.",
                  "その報告に合うのは、アフリカのレーダーをちょうど1回作動させる経路だけです。"
                  "色付けは、彼女が1歩で行けたアフリカの都市だけに絞られました。"),
                highlight=["possible"]),
        move("casablanca", Action("go", city="casablanca"), "rednotice.move.agent",
             T("Search one of them: go to Casablanca.",
               "そのうち1つを捜索しましょう。カサブランカへ行きます。"),
             hint=T("Choose \u201cGo to Casablanca\u201d.",
                    "「カサブランカへ行く」を選びましょう。"),
             why_not={"*": ("rednotice.move.agent",
                            T("Legal, but Casablanca is the shaded city next to you.",
                              "移動できますが、隣の色付きの都市はカサブランカです。"))},
             highlight=["agent", "possible"]),
        move("lagos", Action("go", city="lagos"), "rednotice.move.agent",
             T("Not there, so Casablanca is no longer shaded. Go on to Lagos.",
               "いなかったので、カサブランカの色が消えました。ラゴスへ進みましょう。"),
             hint=T("Choose \u201cGo to Lagos\u201d.", "「ラゴスへ行く」を選びましょう。"),
             why_not={"*": ("rednotice.move.agent",
                            T("Legal, but Lagos is shaded and one road away.",
                              "移動できますが、1本先のラゴスに色が付いています。"))},
             highlight=["agent", "possible"]),
        explain("forger-sees", ["rednotice.deduce.possible", "rednotice.setup.history"],
                T("Each empty search removes a city; a cashing or a capture pins her down. "
                  "The forger sees the same shading, so she knows what you know.",
                  "空振りの捜索ごとに都市が1つ消え、換金や確保で居場所が確定します。詐欺師にも"
                  "同じ色付けが見えるので、あなたが何を知っているかを彼女も知っています。"),
                highlight=["possible", "history"]),
    ],
)
