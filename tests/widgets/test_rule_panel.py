"""The rule panel: search, focus, provenance, rulings."""

import pytest

from tests.toy.game import GAME
from tutor import games
from widgets import RulePanel, provenance_html, rule_html
from widgets.sources import human_source


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
    assert f"Related: {GAME.catalogue['toy.deal'].title['en']}" in panel.results.value


def visible(html: str) -> str:
    """The text a learner sees: everything but the folded designers' detail."""
    import re
    return re.sub(r"<[^>]+>", " ", re.sub(r"<details.*?</details>", "", html, flags=re.S))


@pytest.mark.parametrize("source, lang, shown", [
    ("seed 000 (play phase step 1); persona_non_grata.md §6.1", "en", "Japanese guide"),
    ("seed 000 (play phase step 1); persona_non_grata.md §6.1", "ja", "日本語ガイド"),
    ("RB p.17; JP guide", "en", "Rulebook p. 17; Japanese guide"),
    ("RB p.17; JP guide", "ja", "ルールブック17ページ; 日本語ガイド"),
    ("CA p.2; JP guide", "en", "official card appendix p. 2; Japanese guide"),
    ("JP guide; CR §3", "en", "Japanese guide"),
    ("infiltration.md §6 (NPC card texts, S4)", "en", "the game's published rules"),
    ("BGA game help; JP guide", "ja", "Board Game Arenaのヘルプ; 日本語ガイド"),
    ("toy game", "en", "toy game"),
    ("seed 004 (selection phase; delay); infiltration.md §7.3", "en", "Japanese guide"),
])
def test_sources_are_named_as_a_learner_knows_them(source, lang, shown):
    assert human_source(source, lang) == shown


@pytest.mark.parametrize("name", games.names())
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_rule_shows_its_id_or_a_designers_source_outside_the_folded_detail(name, lang):
    catalogue = games.load(name).catalogue
    for rule in catalogue:
        assert rule.id not in visible(rule_html(rule, lang, catalogue)), rule.id
        assert rule.id in rule_html(rule, lang, catalogue)        # still there, folded away
        if not rule.is_ruling:
            shown = visible(provenance_html(rule, lang))
            assert ".md" not in shown and "§" not in shown and "seed 0" not in shown, shown


def test_related_rules_are_named_by_title_in_the_pages_language_never_by_id():
    """Inside and outside the designers' fold: Infiltration's reveal rule names its related
    rules by their Japanese titles, listed with 「、」, and no related id."""
    from tutor.games.infiltration import GAME as INFILTRATION
    catalogue = INFILTRATION.catalogue
    rule = catalogue["infiltration.room.reveal"]
    assert len(rule.related) >= 2
    html = rule_html(rule, "ja", catalogue)
    titles = [catalogue[r].title["ja"] for r in rule.related]
    assert "関連：" + "、".join(titles) in html
    assert not [r for r in rule.related if r in html]
