"""Each check of the text audit fails on a planted defect of its kind and passes the sentence
written well; the audit of a lesson screen counts a defect planted in its step text."""

from __future__ import annotations

import pytest

from tutor.lessons import LessonRunner, T
from widgets.textaudit import CHECKS, Tally, audit_lessons, findings, numbering
from widgets.textaudit.harvest import html_blocks, read_html

# (check, language, a defect of its kind, the same sentence written well)
PLANTED = [
    ("placeholder", "en", "Kestrel takes file tokens worth .",
     "Kestrel takes file tokens worth 3."),
    ("placeholder", "en", "Move {n} steps.", "Move 2 steps."),
    ("placeholder", "en", "Player 2 drew ? from the deck.", "Player 2 drew a card."),
    ("placeholder", "ja", "ファイルトークンを0つ置きました。", "ファイルトークンを2つ置きました。"),
    ("placeholder", "ja", "カード「」を捨てました。", "カード「5」を捨てました。"),
    ("plural", "en", "You take 1 tokens.", "You take 1 token."),
    ("plural", "en", "Choose your route of up to 1 roads.", "Choose your route of up to 2 roads."),
    ("plural", "en", "4 cards · 1 files · captured", "4 cards · 1 file · captured"),
    ("plural", "en", "The bot wins about 1 games in 10.", "The bot wins about 1 game in 10."),
    ("plural", "en", "You hold 3 card.", "You hold 3 cards."),
    ("person", "en", "You rolls 6.", "You roll 6."),
    ("person", "en", "Round 4 begins; you is the first player.",
     "Round 4 begins; you are the first player."),
    ("person", "en", "The last decision was You's.", "The last decision was yours."),
    ("punctuation", "en", "Ruling of this tutor: Where can she be?.",
     "Ruling of this tutor: Where can she be?"),
    ("punctuation", "ja", "ロックを1つ破壊する。、または移動する。", "ロックを1つ破壊する、または移動する。"),
    ("punctuation", "en", "Source: Japanese guide; delay)", "Source: Japanese guide (delay)"),
    ("punctuation", "ja", "詐欺師（パイロット", "詐欺師（パイロット）"),
    ("script", "en", "Move to the ロビー.", "Move to the Lobby."),
    ("script", "ja", "捨て札のtopと交換しました。", "捨て札の一番上と交換しました。"),
    ("internal", "en", "You won at once (short_circuit).", "You won at once (Short Circuit)."),
    ("internal", "en", "See rednotice.move.radar.", "See the rule Radars."),
    ("internal", "en", "Read §7.2 of rules.md.", "Read the rulebook."),
    ("internal", "ja", "勝者：None", "勝者：あなた"),
    ("internal", "en", "Options: {}", "No options."),
    ("internal", "en", "Player 2: radar_placed (city=Cairo)", "Player 2 placed a radar."),
    ("wording", "ja", "今は指す手がありません。", "今は選べる手がありません。"),
    ("wording", "ja", "その手も指せますが、このステップでは8を衛兵にします。",
     "その手も選べますが、このステップでは8を衛兵にします。"),
    ("wording", "ja", "関連: 公開効果, 侵入効果", "関連：公開効果、侵入効果"),
    ("wording", "ja", "値1, 2のファイルトークン", "値1、2のファイルトークン"),
]


@pytest.mark.parametrize("check, lang, bad, good", PLANTED,
                         ids=[f"{c}-{lang}-{i}" for i, (c, lang, _, _) in enumerate(PLANTED)])
def test_each_check_fails_on_its_planted_defect_and_passes_the_mended_text(check, lang, bad,
                                                                           good):
    assert CHECKS[check](bad, lang, frozenset()), bad
    assert findings(good, lang) == [], good


def test_the_glossary_lets_a_name_through_and_nothing_else():
    text = "6つの企業（Biolife、Cosmoco）"
    assert CHECKS["script"](text, "ja", frozenset()) == ["Biolife", "Cosmoco"]
    assert CHECKS["script"](text, "ja", frozenset({"Biolife", "Cosmoco"})) == []


def test_numbering_fails_when_a_number_past_99_has_no_room():
    cramped = '<ol start="98" style="padding-left:24px">' + "<li>x</li>" * 3 + "</ol>"
    assert numbering(read_html(cramped)[1]) == ["100. in 3.0ch"]
    roomy = '<ol start="98" style="padding-left:5ch">' + "<li>x</li>" * 3 + "</ol>"
    assert numbering(read_html(roomy)[1]) == []


def test_the_designers_detail_is_not_read_but_the_rest_is():
    html = ('<div>Radars <details class="rt-rule-detail"><summary>For designers</summary>'
            '<code>rednotice.move.radar</code></details></div><p title="A tip">Text</p>')
    assert html_blocks(html) == ["Radars", "A tip", "Text"]


def test_a_defect_planted_in_a_lesson_step_is_counted(monkeypatch):
    planted = T("You rolls 6 and takes 1 tokens worth .", "ファイルトークンを0つ置きました。、")
    monkeypatch.setattr(LessonRunner, "text", lambda self, step=None: planted)
    tally = audit_lessons("persona", Tally(), lessons=1)
    for check in ("person", "plural", "placeholder", "punctuation"):
        assert tally.counts[("persona", check)] > 0, check


def test_the_table_names_a_piece_with_one_play_in_the_singular():
    from widgets.i18n import TABLE
    from widgets.textaudit.harvest import play_counts
    words = {key: TABLE[key]["en"] for key in ("table_plays", "table_plays_one")}
    moves = [{"item": "a"}, {"item": "b"}, {"item": "b"}, {"item": None}]
    assert sorted(play_counts(moves, words)) == ["1 play", "2 plays"]
    assert findings("1 plays", "en") == [("plural", "1 plays")]
