"""Lesson 9: capture and the fake identities, as the agent."""

from tutor.engine import Action
from tutor.lessons import Lesson, T, auto, explain, move

from .common import GAME_NAME, act, kind_is

CAPTURE = Lesson(
    id="rednotice-capture", game=GAME_NAME, learner=0, seed=10,
    scenario={"forger": 1, "forger_city": "london", "possible": ["london", "paris"],
              "round": 4, "agenda": [act("agent", "M2"), act("agent", "S1"),
                                     {"do": "round"}]},
    title=T("Capture and fake identities", "確保と偽職業"),
    summary=T("Catching her, the identity she flips, and the third capture.",
              "彼女の確保、裏返す偽職業、そして3回目の確保。"),
    steps=[
        explain("catch", ["rednotice.capture.catch", "rednotice.move.agent"],
                T("She may be in London or Paris. If you enter her city, she must say so: that "
                  "is a capture, and her city is revealed.",
                  "彼女はロンドンかパリにいるはずです。彼女のいる都市に入れば、彼女はそう"
                  "言わなければなりません。それが確保で、居場所が明らかになります。"),
                highlight=["possible"]),
        move("london", Action("go", city="london"), "rednotice.capture.catch",
             T("Go to London.", "ロンドンへ行きましょう。"),
             hint=T("Choose \u201cGo to London\u201d.", "「ロンドンへ行く」を選びましょう。"),
             why_not={"*": ("rednotice.capture.catch",
                            T("Legal, but London is one of the two shaded cities.",
                              "移動できますが、色付きの2都市の1つはロンドンです。"))},
             highlight=["agent"]),
        explain("identity", ["rednotice.capture.ends_action", "rednotice.identity.choose",
                             "rednotice.identity.move"],
                T("Captured! Your move ends there (a capture ends the current action only). "
                  "She now flips one of her fake identities and applies it: it moves her on "
                  "in secret from London.",
                  "確保！あなたの移動はここで終わります（確保で終わるのは現在のアクションだけ"
                  "です）。彼女は偽職業を1枚裏返して効果を適用し、ロンドンから秘密裏に"
                  "移動します。"),
                highlight=["identities"]),
        auto("pilot", 1, Action("identity", tile="pilot"), "rednotice.identity.pilot",
             T("She flips the Pilot: move 3.", "彼女はパイロットを裏返しました。移動3です。"),
             highlight=["identities"]),
        auto("escape", 1, Action("move", path=["paris", "rome", "cairo"]),
             "rednotice.identity.move",
             T("She has flown away, up to 3 roads from London.",
               "彼女はロンドンから最大3本の道路の先へ逃げました。"), highlight=["possible"]),
        move("goes-on", kind_is("radar"), ["rednotice.capture.ends_action",
                                          "rednotice.security.radar"],
             T("The round goes on with your next half, Security: put a radar where she may "
               "have gone.",
               "ラウンドは次の側、セキュリティへと続きます。彼女が向かったかもしれない場所に"
               "レーダーを置きましょう。"),
             solution=Action("radar", continent="AF"),
             hint=T("Choose a radar, for example on Africa.",
                    "レーダーを選びましょう。たとえばアフリカです。"),
             why_not={"*": ("rednotice.security.radar",
                            T("A barrier is legal too, but a radar tells you where she goes.",
                              "バリアも置けますが、レーダーなら行き先が分かります。"))},
             highlight=["radars", "possible"]),
        explain("identities", ["rednotice.identity.lawyer", "rednotice.identity.career_woman",
                               "rednotice.identity.journalist", "rednotice.identity.doctor",
                               "rednotice.identity.spy"],
                T("The other identities: the Lawyer removes a white barrier and a white radar, "
                  "then moves 2; the Career woman discards one of your permanent upgrades, "
                  "then moves 2; the Journalist moves 2 ignoring barriers and radars; the "
                  "Doctor draws 2 checks, then moves 2; the Spy moves 2 and sets her track to 4.",
                  "他の偽職業：弁護士は白面のバリアとレーダーを1個ずつ取り除いて移動2、"
                  "キャリアウーマンはあなたの永続効果の改良カードを1枚捨てさせて移動2、"
                  "ジャーナリストはバリアとレーダーを無視して移動2、医者は小切手を2枚引いて"
                  "移動2、スパイは移動2でセキュリティトラックを4にします。"),
                highlight=["identities"]),
        explain("third", ["rednotice.capture.third", "rednotice.goal.agent"],
                T("She has one identity left. When both are flipped, your next capture is the "
                  "third, and you win.",
                  "彼女の偽職業は残り1枚です。2枚とも裏返った後の確保が3回目となり、"
                  "あなたの勝利です。"),
                highlight=["identities", "status"]),
    ],
)
