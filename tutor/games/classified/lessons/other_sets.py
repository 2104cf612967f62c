"""Lessons 12-13: the other card sets (Emerald, Ruby, Promo) and the deck and difficulty
options. Each plays one or two of their cards live and then surveys the rest."""

from tutor.engine import Action
from tutor.lessons import Lesson, T, auto, explain, move

from .common import ENCRYPT, GAME_NAME, PASS, PROMPT, deploy, encrypt

R = "classified.card."
RULING = "classified.ruling."
DECK = "classified.deck."


def cards(*keys: str) -> list[str]:
    """The card rule and the ruling of each key (a card without a ruling cites only itself)."""
    out = []
    for key in keys:
        out += [R + key] + ([RULING + key] if key not in NO_RULING else [])
    return out


NO_RULING = {"R1"}

# Citrine with four numbers swapped in: Ruby 1 and 6, Emerald 3 and 9.
MIXED = {1: "ruby", 6: "ruby", 3: "emerald", 9: "emerald"}

EMERALD_RUBY = Lesson(
    id="classified-emerald-ruby", game=GAME_NAME, learner=0,
    options={"deck": "select", "deck_select": MIXED},
    scenario={"hands": [["R1-A", "E3-S1"], ["C2-G", "C7-A"]], "suitcases": ["C5-G", "C8-A"],
              "deck": ["C4-G", "R1-G", "C5-A"], "rest": "deck", "current": 0},
    title=T("Other sets: Emerald and Ruby", "他のセット：エメラルドとルビー"),
    summary=T("Two more 18-card sets, mixed here into the Citrine deck.",
              "18枚のセットがあと2つ。ここではシトリンのデッキに混ぜて使います。"),
    steps=[
        explain("mixed", [DECK + "options", DECK + "select", DECK + "public_list"],
                T("Besides Citrine there are two more 18-card sets, Emerald and Ruby, with the "
                  "same numbers and guilds but new abilities. With Deck select you choose a set "
                  "for each number: this game uses Ruby 1s and 6s and Emerald 3s and 9s. Both "
                  "players always know which 18 cards are in play.",
                  "シトリンのほかに、エメラルドとルビーという18枚のセットが2つあります。"
                  "番号と所属は同じで、能力が違います。デッキ選択では番号ごとにセットを選べます。"
                  "このゲームでは1と6がルビー、3と9がエメラルドです。どの18枚を使っているかは、"
                  "常に両プレイヤーが知っています。"),
                highlight=["hand", "deck"]),
        move("dart", deploy("R1-A"), R + "R1",
             T("You drew a 4. Deploy Hacking Dart (Ruby 1): your opponent must tell you "
               "whether their Suitcase Number is odd or even.",
               "4を引きました。ハッキング・ダート（ルビーの1）を展開しましょう。相手は自分の"
               "スーツケースの番号が奇数か偶数かを教えなければなりません。"),
             hint=T("Choose Deploy with the 1.", "1を「展開」しましょう。"),
             why_not=T("This step deploys the Ruby 1, Hacking Dart.",
                       "このステップではルビーの1、ハッキング・ダートを展開します。"),
             highlight=["hand"]),
        auto("plug-window", 1, PASS, cards("R6") + [PROMPT],
             T("Ruby's 6, Pull the Plug, is a REACT card that blocks a Deploy. Since it is in "
               "this deck, your opponent is asked whether to use it. They pass.",
               "ルビーの6「電源を引き抜く」は、展開をブロックするリアクトのカードです。"
               "このデッキに入っているので、相手は使うかどうか聞かれます。相手はパスしました。"),
             highlight=["opponent_hand"]),
        explain("even", [R + "R1", "classified.deduction.wheel"],
                T("Even: their Suitcase is a 2, 4, 6 or 8. Mark the odd numbers on your wheel.",
                  "答えは「偶数」。スーツケースは2・4・6・8のどれかです。ホイールで奇数に印を"
                  "付けましょう。"),
                highlight=["wheel", "log"]),
        auto("opponent-encrypts", 1, encrypt("R1-G"), ENCRYPT,
             T("Your opponent draws and Encrypts a card.", "相手はドローしてカードを1枚暗号化しました。")),
        move("interrogate", deploy("E3-S1"), R + "E3",
             T("You drew a 5. Deploy Interrogation (Emerald 3): your opponent must name a guild "
               "that is not the guild of their Suitcase card.",
               "5を引きました。尋問（エメラルドの3）を展開しましょう。相手は、自分のスーツケース"
               "のカードの所属ではない所属を1つ教えなければなりません。"),
             hint=T("Choose Deploy with the 3.", "3を「展開」しましょう。"),
             why_not=T("This step deploys the Emerald 3, Interrogation.",
                       "このステップではエメラルドの3、尋問を展開します。"),
             highlight=["hand"]),
        auto("plug-window-2", 1, PASS, PROMPT,
             T("Again your opponent may Pull the Plug, and passes.",
               "相手はまた「電源を引き抜く」を使えますが、パスしました。")),
        auto("guild", 1, Action("guild", guild="Guard"), cards("E3"),
             T("Your opponent chooses which of the two other guilds to name: 'Guard', so their "
               "Suitcase is an Assassin or a Sentinel copy. With Sentinels only on 3, 6 and 9, "
               "a 'Sentinel' answer would have ruled out three numbers at once.",
               "相手は残り2つの所属のどちらを答えるか選びます。答えは「衛兵」なので、スーツ"
               "ケースは暗殺者かセンチネルのカードです。センチネルは3・6・9だけなので、"
               "「センチネル」という答えなら一度に3つの数字が消えていました。"),
             highlight=["log", "wheel"]),
        explain("ruby-moves", cards("R2", "R3", "R4", "R5") + [RULING + "R2.play_as_guard"],
                T("More Ruby cards. Decoy Guard (2) is played as a face-down Guard; if it is "
                  "assassinated, the assassin must tell you a number of their own Code. "
                  "Agonizing Choice (3) plays one of the top 2 deck cards as if from your hand. "
                  "Digital Revival (4) makes a Guard from the Encrypted pile or from your "
                  "opponent's hand. Precision Procedure (5) swaps itself with the top or bottom "
                  "discard, then Enlists or discards another card.",
                  "ルビーの他のカード。おとりの衛兵（2）は裏向きの衛兵として出し、暗殺されると"
                  "暗殺した相手が自分のコードの数字を1つ教えます。苦渋の選択（3）は山札の上2枚の"
                  "うち1枚を手札のように使います。デジタル蘇生（4）は暗号化の山や相手の手札から"
                  "衛兵を作ります。精密な処置（5）は捨て札の一番上か一番下と自分を交換し、別の"
                  "カードを徴兵するか捨てます。"),
                highlight=["guards", "discard", "encrypted"]),
        explain("ruby-strikes", cards("R7", "R8", "R9"),
                T("Infiltrate Enemy Lines (7) becomes your opponent's face-up Guard, shows you "
                  "their hand and asks about one number. Shine Spotlights (8) turns every Guard "
                  "face up and asks whether the Suitcase lies between two of them. Rooftop "
                  "Sniper (9) assassinates without comparing Codes, and nothing can block it.",
                  "敵陣潜入（7）は相手の表向きの衛兵になり、相手の手札を見て、数字を1つ質問します。"
                  "スポットライト照射（8）はすべての衛兵を表向きにし、スーツケースが2枚の衛兵の"
                  "間にあるかを聞きます。ルーフトップ・スナイパー（9）はコードを比べずに暗殺し、"
                  "何にもブロックされません。"),
                highlight=["opponent_guards", "guards"]),
        explain("emerald-questions", cards("E1", "E7", "E8"),
                T("Emerald asks differently. High-Tech Bookends (1) reveals a card k from your "
                  "hand and asks whether the Suitcase is between 1 and k. Digital Dig (7) moves a "
                  "discard to the bottom, asks whether it is the Suitcase, then PEEKs 1. Web "
                  "Search (8) swaps a hand card with the bottom discard and/or looks at the top "
                  "Encrypted card.",
                  "エメラルドは別の聞き方をします。ハイテク・ブックエンド（1）は手札のカードkを"
                  "公開し、スーツケースが1からkの間かを聞きます。デジタル・ディグ（7）は捨て札の"
                  "1枚を一番下に移し、それがスーツケースかを聞いてからピーク1。ウェブ探索（8）は"
                  "手札と捨て札の一番下を交換し、さらに／または暗号化の山の一番上を見ます。"),
                highlight=["discard", "encrypted", "wheel"]),
        explain("emerald-guards", cards("E2", "E4", "E5"),
                T("Mind Control (2) assassinates without comparing Codes and makes the Guard "
                  "yours. Split Personality (4) swaps one of your Guards with your Suitcase, "
                  "whose new number everyone sees. Hiding Place (5) is a TUCK card that stashes "
                  "a card you may swap into your hand on your final turn.",
                  "マインドコントロール（2）はコードを比べずに暗殺し、その衛兵を自分のものに"
                  "します。二重人格（4）は自分の衛兵とスーツケースを入れ替え、新しい番号は全員に"
                  "知られます。隠し場所（5）はタックのカードで、カードを隠しておき、最後の手番に"
                  "手札と交換できます。"),
                highlight=["guards", "suitcase", "area"]),
        explain("emerald-triggers", ["classified.keyword.trigger"] + cards("E6", "E9"),
                T("TRIGGER abilities wait until their event happens. Resilience (6) is played "
                  "as a face-down Guard and, when assassinated, may turn face up to block it. "
                  "Return to Sender (9) is a REACT: when your opponent plays a Guard, it sends "
                  "it back to their hand and they discard a card.",
                  "トリガーの能力は、その出来事が起きるまで待機します。回復力（6）は裏向きの衛兵"
                  "として出し、暗殺されたとき表向きにして暗殺を防げます。送り返し（9）はリアクト"
                  "で、相手が衛兵を出したとき、その衛兵を手札に戻させ、カードを1枚捨てさせます。"),
                highlight=["guards", "opponent_guards"]),
    ],
)

# Citrine with the Promo Look Closely as both 1s.
PROMOS_AND_OPTIONS = Lesson(
    id="classified-promos-options", game=GAME_NAME, learner=0,
    options={"deck": "select", "deck_select": {1: "P1a"}, "difficulty": "hard"},
    scenario={"hands": [["P1a-A", "C8-G"], ["C2-G", "C7-A"]], "suitcases": ["C5-G", "C3-S2"],
              "deck": ["C4-G", "C9-S1", "C6-S2"], "encrypted": ["C2-A", "C6-S1", "C9-S2", "C7-G"],
              "rest": "deck", "current": 0},
    title=T("Promo cards and the deck options", "プロモカードとデッキのオプション"),
    summary=T("The Promo cards, the random decks and the difficulty levels.",
              "プロモカード、ランダムデッキ、難易度を学びます。"),
    steps=[
        explain("promos", [DECK + "promos", DECK + "select"],
                T("Promo cards are single cards, not a set: they replace the Citrine (or other) "
                  "cards of their number. Here both 1s are the Promo Look Closely. This game is "
                  "also on Hard: 4 cards were encrypted at the start.",
                  "プロモカードはセットではなく1種類ずつのカードで、同じ番号のシトリン（などの）"
                  "カードと入れ替えて使います。ここでは1が2枚ともプロモの「よく見る」です。"
                  "このゲームはハードなので、最初に4枚が暗号化されています。"),
                highlight=["hand", "encrypted"]),
        move("look", deploy("P1a-A"), R + "P1a",
             T("You drew a 4. Deploy Look Closely: PEEK 3 at the Draw Deck or at the Encrypted "
               "Card Pile.",
               "4を引きました。「よく見る」を展開しましょう。山札か暗号化の山の上から3枚を"
               "ピークします。"),
             hint=T("Choose Deploy with the 1.", "1を「展開」しましょう。"),
             why_not=T("This step deploys the Promo 1, Look Closely.",
                       "このステップではプロモの1「よく見る」を展開します。"),
             highlight=["hand"]),
        move("pile", Action("pile", pile="encrypted"), cards("P1a"),
             T("Look at the Encrypted Card Pile: its cards never come back into play, and no "
               "Citrine card would ever show them to you.",
               "暗号化の山を見ましょう。そこにあるカードは二度と使われず、シトリンのカードでは"
               "決して見ることができません。"),
             hint=T("Choose the Encrypted Card Pile.", "暗号化の山を選びましょう。"),
             why_not=(RULING + "P1a", T(
                 "The Draw Deck is allowed too, but you will draw many of its cards anyway; the "
                 "encrypted ones you would otherwise never see.",
                 "山札も選べますが、山札のカードの多くはいずれ引くことになります。暗号化された"
                 "カードは、ここで見なければ二度と見られません。")),
             highlight=["encrypted"]),
        explain("seen", ["classified.deduction.wheel", "classified.keyword.peek"],
                T("Only you saw those 3 cards, and they stay where they were. Any number whose "
                  "two copies you have now seen cannot be your opponent's Suitcase.",
                  "その3枚を見たのはあなただけで、カードは元の場所に戻ります。2枚とも見た数字は、"
                  "相手のスーツケースではありえません。"),
                highlight=["wheel", "encrypted"]),
        explain("promo-info", cards("P1b", "P7b", "P5a", "P9b"),
                T("Other Promos: Test of Loyalty (1) asks higher or lower than a card you reveal "
                  "(on a tie the opponent may lie). Sands of Time (7) looks at the bottom 3 deck "
                  "cards and discards 2, once per player. Cyberpunk Sandwich (5) takes the top "
                  "and bottom deck cards and an opponent's Guard, then puts a card back in each "
                  "place. No-Return Mail (9) trades a hand card with your opponent.",
                  "他のプロモ。忠誠心のテスト（1）は公開したカードより高いか低いかを聞きます"
                  "（同じなら相手は嘘をついてもよい）。時の砂（7）は山札の下3枚を見て2枚を捨て、"
                  "各プレイヤー1回だけ使えます。サイバーパンク・サンドイッチ（5）は山札の上と下、"
                  "相手の衛兵1枚を手札に取り、それぞれの場所に1枚ずつ戻します。戻らぬ郵便（9）は"
                  "相手と手札を1枚交換します。"),
                highlight=["deck", "discard", "opponent_guards"]),
        explain("promo-wins", cards("P3a", "P3b", "P3c", "P4a"),
                T("Some Promos end the game at once. Short Circuit (3) wins at the start of your "
                  "next turn if you have 3 Guards; Suitcase Handoff (3) needs 3 Guards and swaps "
                  "your Suitcase with the top deck card; Cyber Trap (3) wins if you ever hold a "
                  "pair; High-Stakes Gamble (4) names the Suitcase: right wins, wrong loses.",
                  "すぐにゲームを終わらせるプロモもあります。ショートサーキット（3）は次の手番の"
                  "開始時に衛兵が3枚なら勝利、スーツケースの受け渡し（3）は衛兵3枚のときスーツ"
                  "ケースを山札の一番上と交換、サイバートラップ（3）は同じ番号のカードを2枚持てば"
                  "勝利、ハイステークス・ギャンブル（4）はスーツケースの番号を当てれば勝ち、"
                  "外せば負けです。"),
                highlight=["guards", "suitcase", "area"]),
        explain("promo-guards", cards("P4b", "P5b", "P7a", "P9a"),
                T("Telepathy Vision (4) is a secret guess worth 2 Guards at the end if right. "
                  "Armored Fedora (5) is a Guard that lets you swap a card with the Discard Pile "
                  "when it dies. The Cybernetic Cubic Tower (7) tucks a discard into a Guard "
                  "spot and asks about one of its numbers. Unstable Grenade (9) attempts to "
                  "assassinate every opposing Guard at once.",
                  "テレパシービジョン（4）は秘密の予想で、当たれば終了時に衛兵2枚分です。装甲"
                  "フェドラ（5）は衛兵で、暗殺されると手札と捨て札を交換できます。サイバーネティッ"
                  "ク・キュービック・タワー（7）は捨て札を衛兵の場所にタックし、その数字を1つ"
                  "質問します。不安定な手榴弾（9）は相手のすべての衛兵に一度に暗殺を試みます。"),
                highlight=["guards", "opponent_guards", "area"]),
        explain("random-decks", [DECK + "options", DECK + "random_pair", DECK + "random_full",
                                 DECK + "promos"],
                T("Deck options: Citrine (the default), Emerald, Ruby, Deck select, and two "
                  "random decks. Random (pair) picks a set for each number, so both copies "
                  "match; Random (full) picks for each card, so the two copies of a number may "
                  "differ. With promos on, the random decks may also use Promo cards.",
                  "デッキのオプションは、シトリン（標準）、エメラルド、ルビー、デッキ選択、"
                  "2種類のランダムです。ランダム（ペア）は番号ごとにセットを選ぶので同じ番号の"
                  "2枚は同じカード、ランダム（フル）はカードごとに選ぶので同じ番号でも別のカードに"
                  "なりえます。プロモをオンにすると、ランダムデッキにプロモカードも入ります。"),
                highlight=["deck"]),
        explain("difficulty", ["classified.setup.encrypted", DECK + "public_list"],
                T("Difficulty sets how many cards are encrypted at the start: Normal 2, Hard 4, "
                  "Insane 6. More hidden cards mean less to deduce from, and a shorter game: "
                  "10, 8 or 6 cards to draw.",
                  "難易度は最初に暗号化するカードの枚数を決めます。ノーマル2枚、ハード4枚、"
                  "インセイン6枚です。隠れたカードが多いほど推理の手がかりが減り、山札も10・8・6枚"
                  "と短くなります。"),
                highlight=["encrypted", "deck"]),
    ],
)
