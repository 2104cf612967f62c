"""The shared components on their own: cards, zones, i18n, log, rule panel, picker, switch."""

import pytest

from tests.toy.game import GAME
from tests.toy.ui import EVENT_TEXT
from tutor.engine import Action
from tutor.lessons import T
from widgets import (ActionPicker, Card, LanguageSwitch, LogPanel, RulePanel, card_svg,
                     citation_html, describe_event, group_by_kind, hand_html, pile_html, t)
from widgets.i18n import TABLE, player_name

from .tree import japanese, widget_tree


def test_every_ui_string_exists_in_english_and_japanese():
    for key, entry in TABLE.items():
        assert set(entry) == {"en", "ja"} and entry["en"] and japanese(entry["ja"]), key
    assert t("cards", "ja", n=3) == "3枚" and player_name(1, "en") == "Player 2"
    assert player_name(1, "ja", viewer=1) == "あなた"
    with pytest.raises(ValueError):
        t("next", "fr")


def test_face_up_card_shows_its_label_and_a_back_shows_nothing_of_it():
    up = card_svg(Card("7", sub="green", color="#2a7", highlight=True))
    assert up.startswith("<svg") and ">7<" in up and "green" in up and "#f5a623" in up
    back = card_svg(Card("7", sub="green", face_up=False), "ja")
    assert "7" not in back.replace("0 0 60 84", "") and "green" not in back and "伏せたカード" in back
    assert "&lt;b&gt;" in card_svg(Card("<b>"))


def test_hand_and_pile_count_their_cards():
    hand = hand_html([Card("1"), Card("2")], "Hand", hidden=1, highlight=True)
    assert hand.count("<svg") == 3 and "Hand (3 cards)" in hand and "rt-highlight" in hand
    assert "Hand (1 card)" in hand_html([Card("1")], "Hand")
    assert "山札 (0枚)" in pile_html(0, "山札", lang="ja") and "なし" in pile_html(0, "x", lang="ja")
    top = pile_html(4, "Discard", top=Card("9"))
    assert ">9<" in top and "Discard (4 cards)" in top


def test_events_use_templates_functions_or_a_plain_fallback():
    win = {"kind": "win", "rule": "toy.fight", "player": 1}
    assert describe_event(win, "en", 0, EVENT_TEXT) == "Player 2 won."
    assert describe_event(win, "ja", 1, EVENT_TEXT) == "あなたの勝ちです。"
    swap = {"kind": "swap", "rule": "toy.swap", "player": 0, "card": 5}
    assert describe_event(swap, "en", 0, EVENT_TEXT) == "You swapped and drew a 5."
    odd = {"kind": "odd", "rule": "toy.swap", "player": 0, "n": 2}
    assert describe_event(odd, "en", None, EVENT_TEXT) == "Player 1: odd (n=2)"
    assert describe_event({"kind": "x", "rule": "r"}, "en", None, {"x": T("{missing}", "{missing}")}) == "?"


def test_citation_shows_rule_id_with_title_on_hover_and_text_on_click():
    html = citation_html("toy.fight", GAME.catalogue, "ja")
    assert "toy.fight" in html and 'title="勝負"' in html and "<details" in html
    assert "大きいほうが勝ちます" in html and "このチュートリアルの裁定" in html
    assert "unknown.rule" in citation_html("unknown.rule", GAME.catalogue, "en")


def test_log_panel_lists_events_newest_bold():
    log = LogPanel(GAME.catalogue, EVENT_TEXT)
    log.render([], "en", 0)
    assert "Nothing has happened yet." in log.widget.value
    events = [{"kind": "pass", "rule": "toy.challenge"}, {"kind": "win", "rule": "toy.fight", "player": 0}]
    log.render(events, "en", 0, new=1)
    assert log.widget.value.count("rt-event") == 2
    assert 'font-weight:bold">You won.' in log.widget.value
    assert 'font-weight:normal">Player 1 passed' in log.widget.value


def test_rule_panel_searches_in_the_current_language_and_marks_rulings():
    panel = RulePanel(GAME.catalogue)
    assert "search the 9 rules" in panel.results.value and "rt-rule" not in panel.results.value
    panel.query.value = "higher card"
    assert [r.id for r in panel.matches()] == ["toy.fight"]
    assert "Ruling of this tutor" in panel.results.value and "Why: the toy engine" in panel.results.value
    assert "1 rule<" in panel.results.value
    panel.set_lang("ja")
    panel.query.value = "勝負"
    assert {r.id for r in panel.matches()} == {"toy.react", "toy.fight"}
    assert "このチュートリアルの裁定" in panel.results.value and "ルールを検索" in panel.query.placeholder
    panel.query.value = "zzz"
    assert "一致するルールはありません" in panel.results.value


def test_rule_panel_shows_the_focused_rules_and_published_sources():
    panel = RulePanel(GAME.catalogue)
    panel.show(["toy.swap", "not.a.rule"])
    assert [r.id for r in panel.matches()] == ["toy.swap"]
    assert "Rules of this step" in panel.title.value
    panel.show(["toy.deal", "toy.swap"], heading="related_rules")
    assert "Related rules" in panel.title.value and "2 rules" in panel.results.value
    assert "Published rule" in panel.results.value and "Source: toy game" in panel.results.value
    assert "Related: toy.deal" in panel.results.value


def test_language_switch_is_one_toggle_that_reports_changes():
    switch, seen = LanguageSwitch(), []
    switch.on_change(seen.append)
    switch.lang = "ja"
    assert seen == ["ja"] and switch.widget._options_labels == ("English", "日本語")


DEPLOYS = [Action("deploy", card=c) for c in ("A", "B", "C")]


def label(action, lang):
    return f"{action.kind} {action.get('card', '')}".strip()


def test_picker_groups_by_kind_one_button_or_a_dropdown_per_kind():
    picker, picked = ActionPicker(label), []
    picker.on_pick(picked.append)
    picker.update(DEPLOYS + [Action("pass")], "en")
    assert [k for k, _ in group_by_kind(DEPLOYS + [Action("pass")])] == ["deploy", "pass"]
    deploy = picker.row("deploy")
    assert deploy.dropdown._options_labels == ("deploy A", "deploy B", "deploy C")
    assert deploy.dropdown.value == 0
    assert deploy.dropdown.description == "Deploy" and deploy.button.description == "Go"
    assert picker.row("pass").button.description == "pass"
    assert picker.row("pass").dropdown.layout.display == "none"
    deploy.dropdown.value = 2
    deploy.button.click()
    picker.row("pass").button.click()
    assert picked == [DEPLOYS[2], Action("pass")]


def test_picker_reuses_its_rows_and_forgets_stale_labels():
    picker = ActionPicker(label)
    picker.update(DEPLOYS + [Action("pass")], "en")
    count = len(widget_tree(picker.widget))
    picker.update([Action("pass")], "ja")
    assert len(widget_tree(picker.widget)) == count
    assert picker.rows[1].dropdown.options == () and picker.rows[1].button.description == ""
    assert picker.rows[1].box.layout.display == "none"
    picker.update([], "ja")
    assert picker.prompt.value == "今は指す手がありません。"
    with pytest.raises(KeyError):
        picker.row("deploy")


def test_widget_count_does_not_grow_with_the_number_of_actions():
    picker, few = ActionPicker(label), ActionPicker(label)
    picker.update([Action("deploy", card=str(n)) for n in range(60)], "en")
    few.update(DEPLOYS, "en")
    assert len(widget_tree(picker.widget)) == len(widget_tree(few.widget)) < 20
    picker.choose(Action("deploy", card="41"))
    assert picker.row("deploy").dropdown.value == 41
