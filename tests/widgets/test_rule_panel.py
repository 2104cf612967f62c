"""The rule panel: search, focus, provenance, rulings."""

from tests.toy.game import GAME
from widgets import RulePanel


def test_rule_panel_searches_in_the_current_language_and_marks_rulings():
    panel = RulePanel(GAME.catalogue)
    assert "search the 11 rules" in panel.results.value and "rt-rule" not in panel.results.value
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
