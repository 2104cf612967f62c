"""The runner's own learner-facing feedback texts (lesson steps may override each of them)."""

from .text import T

CORRECT = T("Well done: that is the move.", "よくできました。その手で合っています。")
WRONG = T("That move is legal, but it is not the move this step asks for.",
          "その手はルール上は選べますが、このステップで求めている手ではありません。")
ILLEGAL = T("That move is not allowed: {reason} (see the rule \u201c{title}\u201d).",
            "その手は認められていません。ルール「{title}」を確認してください。")
NOT_NOW = T("This step does not wait for a move: press Next.",
            "このステップでは手を選びません。「次へ」を押してください。")
ALREADY = T("You have already made this step's move: press Next.",
            "このステップの手はもう選びました。「次へ」を押してください。")
HINT = T("Read the rule “{title}” again.", "ルール「{title}」をもう一度読んでみましょう。")
HINT_READ = T("Nothing to play here: read the explanation, then press Next.",
              "ここでは手を選びません。説明を読んで「次へ」を押してください。")
