"""The event log and its rule citations."""

from tests.toy.game import GAME
from tests.toy.ui import EVENT_TEXT
from tutor.lessons import T
from widgets import LogPanel, citation_html, describe_event


def test_events_use_templates_functions_or_a_plain_fallback():
    win = {"kind": "win", "rule": "toy.fight", "player": 1}
    assert describe_event(win, "en", 0, EVENT_TEXT) == "Player 2 won."
    assert describe_event(win, "ja", 1, EVENT_TEXT) == "あなたの勝ちです。"
    swap = {"kind": "swap", "rule": "toy.swap", "player": 0, "card": 5}
    assert describe_event(swap, "en", 0, EVENT_TEXT) == "You swapped and drew a 5."
    odd = {"kind": "odd", "rule": "toy.swap", "player": 0, "n": 2}
    assert describe_event(odd, "en", None, EVENT_TEXT) == "Player 1: odd (n=2)"
    assert describe_event({"kind": "x", "rule": "r"}, "en", None, {"x": T("{missing}", "{missing}")}) == "?"


def test_citation_shows_the_rule_title_and_its_text_on_click_and_the_id_only_for_designers():
    html = citation_html("toy.fight", GAME.catalogue, "ja")
    summary = html.split("<summary", 1)[1].split("</summary>", 1)[0]
    assert "勝負" in summary and "toy.fight" not in summary
    assert 'title="勝負"' in html and "<details" in html
    assert "大きいほうが勝ちます" in html and "このチュートリアルの裁定" in html
    designers = html.split('class="rt-rule-detail"', 1)[1]
    assert "デザイナー向け" in designers
    assert "<code>toy.fight</code>" in designers
    unknown = citation_html("unknown.rule", GAME.catalogue, "en")
    assert "<code>unknown.rule</code>" in unknown and "For designers" in unknown


def test_log_panel_lists_events_newest_bold():
    log = LogPanel(GAME.catalogue, EVENT_TEXT)
    log.render([], "en", 0)
    assert "Nothing has happened yet." in log.widget.value
    events = [{"kind": "pass", "rule": "toy.challenge"}, {"kind": "win", "rule": "toy.fight", "player": 0}]
    log.render(events, "en", 0, new=1)
    assert log.widget.value.count("rt-event") == 2
    assert 'font-weight:bold">You won.' in log.widget.value
    assert 'font-weight:normal">Player 1 passed' in log.widget.value


def test_the_log_leaves_room_for_its_numbers_past_99():
    """From line 100 on, 24 px cut "100." to "00.": the room grows with the digits."""
    from widgets.textaudit import numbering
    from widgets.textaudit.harvest import read_html
    log = LogPanel(GAME.catalogue, EVENT_TEXT)
    log.render([{"kind": "pass", "rule": "toy.challenge"}] * 1234, "en", 0)
    lists = read_html(log.widget.value)[1]
    assert lists[0][0] + lists[0][1] - 1 == 1234 and "padding-left:6ch" in lists[0][2]
    assert numbering(lists) == []
