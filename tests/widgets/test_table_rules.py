"""Rule lookup: ranked search in both languages at once, and browsing by topic."""

import pytest

from tests.toy.game import GAME as TOY
from tutor.engine.lookup import TOPICS, rank
from tutor.games import load
from widgets import RulePanel

CLASSIFIED = load("classified").catalogue
PERSONA = load("persona").catalogue


def titles(rules, n=3):
    return [r.title["en"] for r in rules[:n]]


def test_the_rule_titled_with_the_term_comes_first():
    assert titles(CLASSIFIED.rank("guard"), 2) == ["Guards", "Guard limit"]
    assert titles(CLASSIFIED.rank("Encrypt"), 1) == ["Encrypt"]
    assert titles(CLASSIFIED.rank("guard limit"), 1) == ["Guard limit"]
    assert titles(PERSONA.rank("steal"), 1) == ["1st and 2nd steal"]


def test_a_japanese_term_finds_the_same_rules_as_its_english_one():
    assert CLASSIFIED.rank("衛兵")[0].id == CLASSIFIED.rank("guard")[0].id
    assert {r.id for r in CLASSIFIED.rank("暗号化")} & {r.id for r in CLASSIFIED.rank("encrypt")}
    assert CLASSIFIED.rank("ＧＵＡＲＤ")[0].id == CLASSIFIED.rank("guard")[0].id   # full width


def test_every_word_must_match_and_nothing_matches_nothing():
    assert rank(CLASSIFIED, "") == [] and CLASSIFIED.rank("zzzqx") == []
    assert all("guard" in (r.title["en"] + r.text["en"] + r.id).lower() or
               "衛兵" in r.title["ja"] + r.text["ja"] for r in CLASSIFIED.rank("guard"))
    assert len(CLASSIFIED.rank("guard limit")) < len(CLASSIFIED.rank("guard"))


def test_the_old_search_keeps_working():
    assert "classified.card.C9" in [r.id for r in CLASSIFIED.search("bullet proof")]


@pytest.mark.parametrize("catalogue", [CLASSIFIED, PERSONA, TOY.catalogue, load("rednotice").catalogue,
                                       load("infiltration").catalogue])
def test_every_rule_has_one_topic(catalogue):
    browsed = [r.id for topic in TOPICS for r in catalogue.browse(topic)]
    assert sorted(browsed) == sorted(catalogue.ids())
    with pytest.raises(ValueError, match="topics"):
        catalogue.browse("misc")


def test_topics_follow_what_the_rules_are_about():
    assert CLASSIFIED.topic("classified.setup.deal") == "setup"
    assert CLASSIFIED.topic("classified.card.C9") == "cards"
    assert CLASSIFIED.topic("classified.ruling.E2") == "cards"          # a ruling on one card
    assert CLASSIFIED.topic("classified.ruling.react_own_turn") == "cards"   # as REACT's rule
    assert CLASSIFIED.topic("classified.end.tiebreak") == "end"
    assert PERSONA.topic("persona.score.winner") == "end"
    assert PERSONA.topic("persona.day.choose") == "turn"


def test_the_panel_ranks_in_both_languages_and_browses_topics():
    panel = RulePanel(CLASSIFIED, "en")
    panel.query.value = "衛兵"                       # a Japanese term on the English page
    assert panel.matches()[0].title["en"] == "Guards"
    assert "<b>Guards</b>" in panel.results.value    # shown in the page's language
    panel.query.value = ""
    panel.browse("setup")
    assert "Setup" in panel.title.value
    assert [r.id for r in panel.matches()] == [r.id for r in CLASSIFIED.browse("setup")]
    panel.query.value = "guard"                      # search within the topic
    assert all(CLASSIFIED.topic(r.id) == "setup" for r in panel.matches())
    panel.set_lang("ja")
    assert panel.topics.value == "setup" and ("準備", "setup") in panel.topics.options
    panel.query.value = ""
    panel.browse("")
    assert "search" in panel.results.value or "検索" in panel.results.value
