"""The notebook API: game.card, Game.draw / State._repr_html_ (hidden cards stay hidden),
repr(game), and action sentences through the game."""

import re

import pytest

from tutor.engine import Action, UnknownCard
from tutor.games.persona import GAME

from .helpers import choose_all, play, scenario

CARD = re.compile(r"\b(?:BIO|COS|JIH|DEL|SJT|LUM)-[WAMDPC]\d\b")


def test_a_card_has_its_company_rank_value_name_and_text_in_both_languages():
    card = GAME.card("DEL-D2")
    assert card["company"] == card["set"] == "delacruz" and card["number"] == 2
    assert (card["rank"], card["value"], card["kind"]) == ("director", 5, "information")
    assert card["name"] == {"en": "Delacruz Director 5", "ja": "Delacruz ディレクター 5"}
    assert "5" in card["text"]["en"] and "5点" in card["text"]["ja"]
    corp = GAME.card("SJT-C2")
    assert corp["kind"] == "corporation" and corp["value"] == 2 and corp["number"] is None
    assert "week 2" in corp["text"]["en"] and "第2週" in corp["text"]["ja"]
    assert "activate" in GAME.card("BIO-W3")["text"]["en"]


@pytest.mark.parametrize("bad", ["BIO-W4", "BIO-C3", "XYZ-W1", "bio-w1", "", 7, None])
def test_an_unknown_card_raises_unknown_card_saying_how_ids_look(bad):
    with pytest.raises(UnknownCard, match="'BIO-W1'"):
        GAME.card(bad)
    with pytest.raises(LookupError):
        GAME.card(bad)


def test_the_drawing_shows_a_viewer_their_secrets_and_nobody_elses():
    state = scenario(players=3, hands=[["BIO-W1", "BIO-A1", "COS-W1", "COS-A1", "JIH-W1", "JIH-A1"],
                                       ["BIO-W2", "BIO-A2", "COS-W2", "COS-A2", "JIH-W2", "JIH-A2"],
                                       ["BIO-W3", "BIO-A3", "COS-W3", "COS-A3", "JIH-W3", "JIH-A3"]])
    choose_all(state, {0: play("BIO-W1", "encrypt"), 1: play("BIO-W2", "download")})
    mine = GAME.draw(state.observe(0), "en")
    assert set(CARD.findall(mine)) == {"BIO-A1", "COS-W1", "COS-A1", "JIH-W1", "JIH-A1",
                                       "BIO-W1"}            # hand and the face-down choice
    assert "chosen face down" in mine and "Encrypt" in mine
    for viewer in (1, 2, None):
        html = state.view(viewer)._repr_html_()
        assert "BIO-W1" not in html
    assert state._repr_html_() == GAME.draw(state.observe(None), "en")
    ja = state.view(2, "ja")._repr_html_()
    assert "第1週" in ja and "あなたの手札" in ja


def test_the_drawing_counts_with_plurals():
    state = scenario(players=2, phase="scoring", week=3, deck=["BIO-W1"],
                     archives=[["COS-W1", "COS-A1"], []], keys={"cosmoco": 0})
    html = GAME.draw(state.observe(0), "en")
    assert "Deck: 1 card<" in html and "1 key)" in html and "1 company activated" in html
    assert "4 points" in html
    assert "鍵1枚" in GAME.draw(state.observe(0), "ja")


def test_repr_and_action_sentences():
    assert repr(GAME).startswith("<Game 'persona': Persona Non Grata, 2-4 players")
    assert GAME.describe(Action("give_key", to=2), "en", 0) == "Give the key to Player 3."
