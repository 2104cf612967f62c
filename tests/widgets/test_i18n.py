"""The UI string table: every string in English and Japanese."""

import pytest

from widgets import t
from widgets.i18n import TABLE, count, player_name

from .tree import japanese


def test_every_ui_string_exists_in_english_and_japanese():
    for key, entry in TABLE.items():
        assert set(entry) == {"en", "ja"} and entry["en"] and japanese(entry["ja"]), key
    assert t("cards", "ja", n=3) == "3枚" and player_name(1, "en") == "Player 2"
    assert count("cards", "en", 1) == "1 card" and count("cards", "en", 2) == "2 cards"
    assert player_name(1, "ja", viewer=1) == "あなた"
    with pytest.raises(ValueError):
        t("next", "fr")


def test_a_title_that_ends_a_sentence_takes_no_colon_after_it():
    from widgets.i18n import after_title
    assert after_title("Radars") == "Radars: "
    assert after_title("Where can she be?") == "Where can she be? "
    assert after_title("POW!", ". ") == "POW! "


def test_the_ruling_note_puts_no_full_stop_after_a_question():
    from tutor.games.rednotice import GAME
    from widgets.rednotice.apps import RULING_NOTE
    from widgets.tutorial_app import ruling_note_html
    rule = next(r for r in GAME.catalogue if r.is_ruling and r.title["en"].endswith("?"))
    html = ruling_note_html(GAME.catalogue, [rule.id], "en", RULING_NOTE)
    assert rule.title["en"] + " The sources" in html and "?." not in html
