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
