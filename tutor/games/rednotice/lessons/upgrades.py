"""Lessons 10-11, as the forger: the agent's upgrades, then winning."""

from tutor.engine import Action
from tutor.lessons import Lesson, T, auto, explain, move

from .common import GAME_NAME, act, kind_is

UPGRADES = Lesson(
    id="rednotice-upgrades", game=GAME_NAME, learner=0, seed=11,
    scenario={"forger": 0, "forger_city": "paris", "round": 5,
              "hand": ["EU-200-1", "EU-200-2", "EU-100-1"],
              "upgrade_display": ["tracking", "private_jet"],
              "upgrade_deck": ["special_forces", "extension", "reinforcements"],
              "agenda": [act("forger", "B"), act("forger", "B"), act("forger", "B"),
                         {"do": "round"}]},
    title=T("The agent's upgrades", "捜査官の改良カード"),
    summary=T("What a $200k check costs you, and the nine upgrades.",
              "20万ドル小切手の代償と、9枚の改良カード。"),
    steps=[
        explain("fbi", ["rednotice.bank.fbi", "rednotice.upgrade.gain",
                        "rednotice.upgrade.instant"],
                T("Each $200k check you cash gives the agent an upgrade, but you choose which "
                  "of the two face-up ones. The other is removed for good and two new ones are "
                  "turned up. Instant upgrades act once; permanent ones stay.",
                  "20万ドルの小切手を換金するたびに捜査官が改良カードを得ますが、表向きの2枚の"
                  "どちらかを選ぶのはあなたです。もう一方は永久に取り除かれ、新しく2枚公開"
                  "されます。即時効果は1回だけ、永続効果は残ります。"),
                highlight=["upgrades"]),
        move("cash-1", Action("cash", check="EU-200-1"), "rednotice.bank.cash",
             T("Cash a $200k European check.", "ヨーロッパの20万ドル小切手を換金しましょう。"),
             hint=T("Choose a $200k check (Europe).", "20万ドル小切手（ヨーロッパ）を選びましょう。"),
             why_not={"*": ("rednotice.bank.cash",
                            T("Allowed, but this lesson cashes the $200k check first.",
                              "選べますが、このレッスンでは先に20万ドルを換金します。"))},
             highlight=["checks"]),
        move("give-jet", Action("give_upgrade", upgrade="private_jet"),
             ["rednotice.upgrade.gain", "rednotice.upgrade.tracking",
              "rednotice.upgrade.private_jet"],
             T("Tracking would open your hand for good; Private jet lets her move 2 after your "
               "$100k flight bonuses. Give her the Private jet.",
               "追跡はあなたの手札をずっと公開させます。プライベートジェットは、あなたの"
               "10万ドルの追加移動の後に彼女が2マス動けるようにします。プライベートジェットを"
               "渡しましょう。"),
             hint=T("Choose \u201cGive the agent Private jet\u201d.",
                    "「捜査官にプライベートジェットを渡す」を選びましょう。"),
             why_not={"*": ("rednotice.upgrade.tracking",
                            T("Allowed, but an open hand helps her all game long.",
                              "選べますが、手札の公開は彼女にずっと有利です。"))},
             highlight=["upgrades"]),
        explain("more", ["rednotice.upgrade.special_forces", "rednotice.upgrade.extension",
                         "rednotice.upgrade.reinforcements", "rednotice.upgrade.reinforce_when"],
                T("Tracking is gone. Now Special forces (her 3 disc counts as 6) and Extension "
                  "(her Wild gives two actions) are up; Reinforcements waits in the deck: once "
                  "a round she may add 3 to a disc revealed against a number.",
                  "追跡は取り除かれました。今は特殊部隊（彼女の3は6として扱う）と延長（万能が"
                  "2回）が公開中で、山札には増援があります。増援は1ラウンドに1回、数値の"
                  "トークンと公開された自分のトークンに3を足せます。"),
                highlight=["upgrades"]),
        move("cash-2", Action("cash", check="EU-200-2"), "rednotice.bank.cash",
             T("Cash your other $200k check.", "もう1枚の20万ドル小切手を換金しましょう。"),
             hint=T("Choose the $200k check (Europe).", "20万ドル小切手（ヨーロッパ）を選びましょう。"),
             why_not={"*": ("rednotice.bank.cash",
                            T("Allowed, but this step shows the next upgrade.",
                              "選べますが、このステップでは次の改良カードを見ます。"))},
             highlight=["checks"]),
        move("give-ext", kind_is("give_upgrade"), "rednotice.upgrade.gain",
             T("Choose her upgrade again.", "もう一度、彼女の改良カードを選びましょう。"),
             solution=Action("give_upgrade", upgrade="extension"),
             hint=T("Extension is the milder one here.", "ここでは延長のほうが影響が小さいです。"),
             why_not={"*": ("rednotice.upgrade.special_forces",
                            T("Allowed, but a 3 that counts as 6 wins many cards.",
                              "選べますが、6として扱う3は多くのカードで勝ちます。"))},
             highlight=["upgrades"]),
        explain("last", ["rednotice.upgrade.last", "rednotice.bank.no_upgrades"],
                T("Only Reinforcements is left face up: the next $200k gives it without a "
                  "choice. Once no upgrade is left, each $200k gives her one Security and one "
                  "Move instead.",
                  "表向きは増援だけです。次の20万ドルでは選ぶことなくそれを渡します。改良カードが"
                  "尽きたら、20万ドルごとに彼女はセキュリティ1回と移動1回を行います。"),
                highlight=["upgrades"]),
        move("cash-3", Action("cash", check="EU-100-1"), "rednotice.bank.flight",
             T("Cash your $100k check: you get a flight bonus, and she her Private jet move.",
               "10万ドル小切手を換金しましょう。あなたは追加移動、彼女はプライベートジェットの"
               "移動を得ます。"),
             hint=T("Choose the $100k check (Europe).", "10万ドル小切手（ヨーロッパ）を選びましょう。"),
             why_not={"*": ("rednotice.bank.decline",
                            T("You may decline, but cashing is how you win.",
                              "見送ることもできますが、換金こそが勝ち筋です。"))},
             highlight=["checks"]),
        move("fly", Action("move", path=["rome"]), "rednotice.bank.flight",
             T("Fly on to Rome.", "ローマへ移動しましょう。"),
             hint=T("Choose \u201cMove: Rome\u201d.", "「移動：ローマ」を選びましょう。"),
             why_not={"*": ("rednotice.bank.flight",
                            T("Legal, but Rome leads away from the agent.",
                              "移動できますが、ローマなら捜査官から離れられます。"))},
             highlight=["map"]),
        auto("jet", 1, Action("go", city="madrid"), "rednotice.upgrade.private_jet",
             T("Her Private jet: she moves up to 2, searching as she goes.",
               "プライベートジェット：彼女は捜索しながら最大2マス移動します。"),
             highlight=["agent"]),
        auto("jet-stop", 1, Action("stop"), "rednotice.move.steps",
             T("She stops in Madrid: you are not there.", "彼女はマドリードで止まりました。"
               "あなたはそこにいません。"), highlight=["agent", "possible"]),
        explain("instant", ["rednotice.upgrade.place_radars", "rednotice.upgrade.blockade",
                            "rednotice.upgrade.permanent_forces", "rednotice.upgrade.black_flip"],
                T("The others: Place radars (up to 4 white radars) and Blockade (up to 3 white "
                  "barriers) act once; Permanent forces puts one radar and one barrier black "
                  "side up, flipping a white one if the map is full.",
                  "残りの改良カード：レーダーを置く（白面のレーダー最大4個）と封鎖する（白面の"
                  "バリア最大3個）は1回だけ。常設部隊はレーダーとバリアを1個ずつ黒面で置き、"
                  "地図がいっぱいなら白面のものを裏返します。"),
                highlight=["upgrades", "radars", "barriers"]),
    ],
)

WINNING = Lesson(
    id="rednotice-winning", game=GAME_NAME, learner=0, seed=12,
    scenario={"forger": 0, "forger_city": "dubai", "round": 9,
              "hand": ["AS-100-1", "EU-200-1"],
              "cashed": [{"check": c, "city": "tokyo"} for c in
                         ("AS-200-1", "AS-200-2", "OC-200-1", "OC-200-2")]
              + [{"check": "SA-100-1", "city": "lima"}],
              "captures": 2, "identities": [{"id": "journalist", "flipped": True},
                                            {"id": "pilot", "flipped": True}],
              "agenda": [act("forger", "B"), act("forger", "M2"), act("forger", "B")]},
    title=T("Winning", "勝利"),
    summary=T("The race to a million against the third capture.",
              "100万ドルへの競争と、3回目の確保。"),
    steps=[
        explain("race", ["rednotice.goal.forger", "rednotice.capture.third"],
                T("You have cashed $900k and both your identities are flipped: one more "
                  "capture and the agent wins. $100k more and you win, at once.",
                  "あなたは900千ドルを換金済みで、偽職業は2枚とも裏返っています。あと1回確保"
                  "されれば捜査官の勝ち、あと10万ドルであなたの即時勝利です。"),
                highlight=["status", "identities"]),
        move("cash", Action("cash", check="AS-100-1"), "rednotice.goal.forger",
             T("You are in Dubai, Asia: cash the $100k Asian check.",
               "あなたはアジアのドバイにいます。アジアの10万ドル小切手を換金しましょう。"),
             hint=T("Choose the $100k check (Asia).", "10万ドル小切手（アジア）を選びましょう。"),
             why_not={"*": ("rednotice.goal.forger",
                            T("Declining throws away the winning cash.",
                              "見送ると勝利の換金を逃します。"))},
             highlight=["checks"]),
        explain("won", "rednotice.goal.forger",
                T("Your cashed checks reach $1,000,000: you win at once, in the middle of the "
                  "round. The agent's last chance is gone.",
                  "換金額が1,000,000ドルに達しました。ラウンドの途中でも即座にあなたの勝利です。"
                  "捜査官の最後のチャンスは消えました。"),
                highlight=["status"]),
        explain("agent-side", "rednotice.goal.agent",
                T("Had she found you first, her third capture would have ended the game for "
                  "her just as suddenly.",
                  "もし先に彼女に見つかっていれば、3回目の確保で同じように突然ゲームは"
                  "彼女の勝ちで終わっていました。"),
                highlight=["identities"]),
        explain("again", ["rednotice.round.flow", "rednotice.deduce.possible"],
                T("You now know every rule. In a real game, watch the shaded cities: they show "
                  "how close the agent is to finding you.",
                  "これですべてのルールを学びました。実際のゲームでは色付きの都市に注目しましょう。"
                  "捜査官があなたにどれだけ迫っているかが分かります。"),
                highlight=["possible"]),
    ],
)

__all__ = ["UPGRADES", "WINNING"]
