"""The learner-text toolkit: languages, plural forms, seat names, and strict errors."""

from pathlib import Path

import pytest

from tutor.engine.text import Seat, TextError, Texts, plural_categories, seat_name

DATA = Path(__file__).with_name("data")
TEXTS = Texts.load(DATA / "texts.toml")


def test_plural_forms_follow_each_language():
    assert TEXTS.tr("keys_held", "en", count=1) == "1 key"
    assert TEXTS.tr("keys_held", "en", count=0) == "0 keys"
    assert TEXTS.tr("keys_held", "en", count=3) == "3 keys"
    assert TEXTS.tr("keys_held", "ja", count=1) == "鍵1本"
    assert plural_categories("en") == {"one", "other"} and plural_categories("ja") == {"other"}


def test_seats_render_as_you_for_the_viewer_and_capitalise_at_a_sentence_start():
    assert TEXTS.tr("drew", "en", viewer=0, player=Seat(0)) == "You drew a card."
    assert TEXTS.tr("drew", "en", viewer=0, player=Seat(1)) == "Player 2 drew a card."
    assert TEXTS.tr("drew", "ja", viewer=1, player=Seat(1)) == "あなたがカードを1枚引きました。"
    assert TEXTS.tr("your_turn", "en", viewer=2, player=Seat(2)) == "Your turn."
    assert TEXTS.tr("your_turn", "en", viewer=None, player=Seat(2)) == "Player 3's turn."
    assert seat_name(3, "ja") == "プレイヤー4"


@pytest.mark.parametrize("call, message", [
    (lambda: TEXTS.tr("nope", "en"), "no message 'nope'"),
    (lambda: TEXTS.tr("drew", "fr", player=Seat(0)), "no 'fr' text"),
    (lambda: TEXTS.tr("drew", "en"), "needs player"),
    (lambda: TEXTS.tr("keys_held", "en"), "needs an integer count"),
    (lambda: TEXTS.tr("your_turn", "en", player=1), "needs player=Seat"),
])
def test_missing_keys_languages_and_parameters_are_errors_not_fallbacks(call, message):
    with pytest.raises(TextError, match=message):
        call()


def test_good_texts_have_no_problems_and_bad_ones_name_each_problem():
    assert TEXTS.problems() == []
    problems = Texts.load(DATA / "bad_texts.toml").problems()
    assert "no_japanese: no ja text" in problems
    assert any(p.startswith("mismatch: placeholders differ") for p in problems)
    assert any(p.startswith("plural_missing.en: plural forms must be ['one', 'other']")
               for p in problems)
    assert "person_half.en: needs both 'you' and 'other'" in problems


def test_a_key_defined_in_two_files_is_an_error():
    with pytest.raises(TextError, match="defined twice"):
        Texts.load([DATA / "texts.toml", DATA / "texts.toml"])
