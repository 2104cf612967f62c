"""Lessons 5-6: each action for the forger, then for the agent."""

from tutor.engine import Action
from tutor.games.rednotice.deduction import start_set
from tutor.lessons import Lesson, T, explain, move

from .common import GAME_NAME, act, kind_is

FORGER_ACTIONS = Lesson(
    id="rednotice-forger-actions", game=GAME_NAME, learner=0, seed=6,
    scenario={"forger": 0, "forger_city": "paris", "round": 2,
              "hand": ["EU-100-1", "AS-200-1", "AF-100-1", "NA-100-2"],
              "barriers": {"london~paris": "white", "cairo~rome": "white"},
              "agenda": [act("forger", "C2"), act("forger", "B"), act("forger", "S2"),
                         act("forger", "M2"), act("forger", "W"), {"do": "round"}]},
    title=T("The forger's actions", "詐欺師のアクション"),
    summary=T("Check, Bank, Security, Move and Wild as the forger.",
              "詐欺師として小切手・銀行・セキュリティ・移動・万能を実施します。"),
    steps=[
        explain("check", ["rednotice.check.draw", "rednotice.check.limit",
                          "rednotice.check.reshuffle"],
                T("Your card gave you Check x2: one check per symbol. You held 4, drew one to "
                  "reach the limit of 5, and the second draw was lost: you cannot draw while "
                  "holding 5. The agent sees only how many you hold.",
                  "小切手×2：シンボル1つにつき1枚引きます。4枚持っていたので1枚引いて上限の5枚に"
                  "なり、2枚目は引けずに失われました。5枚のときは引けません。捜査官に分かるのは"
                  "枚数だけです。"),
                highlight=["checks"]),
        move("cash", Action("cash", check="EU-100-1"), ["rednotice.bank.cash",
                                                        "rednotice.bank.colour"],
             T("Bank: cash one check of the colour of the continent you are in. You are in "
               "Paris, Europe: cash the $100k European check.",
               "銀行：今いる大陸の色の小切手を1枚換金します。あなたはヨーロッパのパリにいます。"
               "ヨーロッパの10万ドル小切手を換金しましょう。"),
             hint=T("Choose \u201cCash the $100k check (Europe)\u201d.",
                    "「10万ドル小切手（ヨーロッパ）を換金する」を選びましょう。"),
             why_not={"*": ("rednotice.bank.cash",
                            T("You may decline, but cashing brings you closer to a million.",
                              "見送ることもできますが、換金すれば100万ドルに近づきます。"))},
             highlight=["checks"]),
        explain("announce", ["rednotice.bank.announce", "rednotice.bank.fbi"],
                T("Cashing is public: you named Paris, so the agent now knows exactly where you "
                  "are. A $200k check would give her an upgrade; a $100k check gives you a "
                  "flight bonus instead.",
                  "換金は公開です。パリと宣言したので、捜査官はあなたの居場所を正確に知りました。"
                  "20万ドルの小切手なら捜査官が改良カードを得ますが、10万ドルなら代わりにあなたが"
                  "追加移動できます。"),
                highlight=["possible", "checks"]),
        move("flight", Action("move", path=["rome"]), "rednotice.bank.flight",
             T("Flight bonus: move 1 step in secret, by the normal rules. The road to London "
               "is closed by a barrier. Fly to Rome.",
               "追加移動：通常ルールで秘密裏に1マス移動します。ロンドンへの道路はバリアで"
               "閉じています。ローマへ移動しましょう。"),
             hint=T("Choose \u201cMove: Rome\u201d.", "「移動：ローマ」を選びましょう。"),
             why_not={"*": ("rednotice.bank.flight",
                            T("Legal, but Rome is the way towards Africa.",
                              "移動できますが、アフリカへ向かうにはローマです。"))},
             highlight=["map"]),
        explain("security", ["rednotice.security.track", "rednotice.security.remove",
                             "rednotice.security.removal_timing"],
                T("Security x2 moved your marker up 2 (the track stops at 4). Now you may spend "
                  "2 points to remove a white radar or barrier; the tutor offers this before "
                  "each of your actions and after a Security action.",
                  "セキュリティ×2でマーカーを2つ進めました（上限4）。ポイントを2つ使って白面の"
                  "レーダーかバリアを取り除けます。チューターでは、あなたの各アクションの前と"
                  "セキュリティの後に選べます。"),
                highlight=["security", "barriers"]),
        move("remove", Action("remove_barrier", road="cairo~rome"), "rednotice.security.remove",
             T("Remove the barrier between Rome and Cairo to open your way south.",
               "ローマとカイロの間のバリアを取り除き、南への道を開きましょう。"),
             hint=T("Choose \u201cRemove the white barrier from Cairo–Rome\u201d.",
                    "「カイロ–ローマの白面のバリアを取り除く」を選びましょう。"),
             why_not={"*": ("rednotice.security.remove",
                            T("Allowed, but the Cairo road is the one you need.",
                              "選べますが、必要なのはカイロへの道路です。"))},
             highlight=["barriers", "security"]),
        explain("secret-move", ["rednotice.move.forger", "rednotice.move.paths",
                                "rednotice.security.black"],
                T("Move 2: you choose your whole route at once, in secret, up to 2 roads; you "
                  "may also move less or stay. Black items, which only an upgrade makes, could "
                  "never be removed.",
                  "移動2：最大2本の道路の経路全体を秘密裏に一度に選びます。短くしても、"
                  "留まってもかまいません。改良カードでしか置かれない黒面のものは取り除けません。"),
                highlight=["map"]),
        move("move", kind_is("move"), ["rednotice.move.forger", "rednotice.move.steps"],
             T("Move towards Africa: to Cairo and on to Nairobi.",
               "アフリカへ向かいましょう。カイロ、そしてナイロビへ。"),
             solution=Action("move", path=["cairo", "nairobi"]),
             hint=T("Choose \u201cMove: Cairo → Nairobi\u201d.",
                    "「移動：カイロ → ナイロビ」を選びましょう。"),
             why_not={"*": ("rednotice.move.forger",
                            T("That route is legal, but this lesson heads for Nairobi.",
                              "その経路も選べますが、このレッスンではナイロビを目指します。"))},
             highlight=["map"]),
        move("wild", Action("wild", action="check"), "rednotice.wild.choose",
             T("Wild: any one action with one symbol. Use it as Check to refill your hand.",
               "万能：どれか1つのアクションをシンボル1つ分実施します。小切手として使い、"
               "手札を補充しましょう。"),
             hint=T("Choose \u201cUse the Wild action as Check\u201d.",
                    "「万能を小切手として使う」を選びましょう。"),
             why_not={"*": ("rednotice.wild.choose",
                            T("Allowed, but a fresh check is worth most now.",
                              "選べますが、今は新しい小切手がいちばん役立ちます。"))},
             highlight=["checks"]),
    ],
)

AGENT_ACTIONS = Lesson(
    id="rednotice-agent-actions", game=GAME_NAME, learner=0, seed=7,
    scenario={"forger": 1, "forger_city": "cairo", "possible": start_set("new_york", 3),
              "round": 2, "barriers": {"london~moscow": "white", "madrid~rome": "white",
                                       "lagos~rio_de_janeiro": "white"},
              "agenda": [act("agent", "S2"), act("agent", "M2"), act("agent", "C1"),
                         act("agent", "S1"), {"do": "round"}]},
    title=T("The agent's actions", "捜査官のアクション"),
    summary=T("Radars, barriers and searching as the agent.",
              "捜査官としてレーダー、バリア、捜索を行います。"),
    steps=[
        explain("security", ["rednotice.security.agent", "rednotice.security.barrier_cap"],
                T("Security x2: for each symbol you place a radar on a continent's radar space "
                  "or a barrier on a road. At most one radar per continent, one barrier per "
                  "road, and 4 barriers on the map.",
                  "セキュリティ×2：シンボル1つにつき、大陸のレーダースペースにレーダーか、"
                  "道路にバリアを置きます。レーダーは大陸ごとに1個、バリアは道路ごとに1個、"
                  "地図全体で4個までです。"),
                highlight=["radars", "barriers"]),
        move("radar", Action("radar", continent="AF"), "rednotice.security.radar",
             T("Put a radar on Africa: when she moves into an African city it fires.",
               "アフリカにレーダーを置きましょう。彼女がアフリカの都市に移動すると作動します。"),
             hint=T("Choose \u201cPut a radar on Africa\u201d.",
                    "「アフリカにレーダーを置く」を選びましょう。"),
             why_not={"*": ("rednotice.security.radar",
                            T("Legal, but Africa is where she may hide.",
                              "置けますが、彼女が隠れていそうなのはアフリカです。"))},
             highlight=["radars"]),
        move("barrier", Action("barrier", road="casablanca~madrid"),
             ["rednotice.security.barrier", "rednotice.security.barrier_cap"],
             T("Close the road Casablanca–Madrid with your fourth barrier.",
               "4個目のバリアでカサブランカ–マドリードの道路を閉じましょう。"),
             hint=T("Choose \u201cPut a barrier on the road Casablanca–Madrid\u201d.",
                    "「道路カサブランカ–マドリードにバリアを置く」を選びましょう。"),
             why_not={"*": ("rednotice.security.barrier",
                            T("Legal, but this lesson closes the way from Africa to Spain.",
                              "置けますが、このレッスンではアフリカからスペインへの道を閉じます。"))},
             highlight=["barriers"]),
        explain("searching", ["rednotice.move.agent", "rednotice.move.share",
                              "rednotice.move.search_here"],
                T("Move 2: each city you enter is searched, and she must answer truthfully. "
                  "You may share a city with her without catching her; to search the city you "
                  "stand in, spend one step.",
                  "移動2：入った都市はすべて捜索され、彼女は正直に答えなければなりません。"
                  "同じ都市にいても確保にはなりません。今いる都市を探索するには1歩使います。"),
                highlight=["agent", "possible"]),
        move("search", Action("search"), "rednotice.move.search_here",
             T("Spend your first step searching New York.",
               "最初の1歩でニューヨークを探索しましょう。"),
             hint=T("Choose \u201cSearch the city you are in\u201d.",
                    "「今いる都市を探索する」を選びましょう。"),
             why_not={"*": ("rednotice.move.search_here",
                            T("Legal, but this step practises searching where you stand.",
                              "選べますが、このステップでは今いる都市の探索を練習します。"))},
             highlight=["agent"]),
        move("go", Action("go", city="london"), "rednotice.move.agent",
             T("With your second step, go to London: it is searched as you enter.",
               "2歩目でロンドンへ行きましょう。入ると同時に捜索されます。"),
             hint=T("Choose \u201cGo to London\u201d.", "「ロンドンへ行く」を選びましょう。"),
             why_not={"*": ("rednotice.move.agent",
                            T("Legal, but London is on the way to Africa.",
                              "移動できますが、アフリカへ向かう途中はロンドンです。"))},
             highlight=["agent", "possible"]),
        explain("useless", "rednotice.action.useless",
                T("Your next half was Check: it does nothing for the agent. Taking such halves "
                  "still keeps them from the forger.",
                  "次の側は小切手で、捜査官には効果がありません。それでもこうした側を取れば"
                  "詐欺師に使わせずに済みます。"),
                highlight=["row"]),
        explain("cap", ["rednotice.security.move_barrier", "rednotice.security.black_cap"],
                T("Now Security 1 with all 4 barriers out: instead of a new one, you may move "
                  "a white barrier to another road. (Black barriers count toward the 4 too.)",
                  "次はセキュリティ1ですが、バリアは4個とも置かれています。新しく置く代わりに、"
                  "白面のバリアを別の道路に移せます（黒面のバリアも4個に数えます）。"),
                highlight=["barriers"]),
        move("move-barrier", Action("move_barrier", road="lagos~rio_de_janeiro",
                                    to="cairo~dubai"), "rednotice.security.move_barrier",
             T("Move the barrier from Lagos–Rio de Janeiro to Cairo–Dubai.",
               "バリアをラゴス–リオデジャネイロからカイロ–ドバイへ移しましょう。"),
             hint=T("Choose \u201cMove the barrier from Lagos–Rio de Janeiro to Cairo–Dubai\u201d.",
                    "「バリアをラゴス–リオデジャネイロからカイロ–ドバイへ移す」を選びましょう。"),
             why_not={"*": ("rednotice.security.move_barrier",
                            T("Legal, but Cairo–Dubai is her way to Asia.",
                              "移せますが、カイロ–ドバイはアジアへの道です。"))},
             highlight=["barriers"]),
    ],
)

__all__ = ["AGENT_ACTIONS", "FORGER_ACTIONS"]
