"""The language switch: one button per language, the one shown marked; a press or a set
reports the change once."""

import pytest

from widgets import LanguageSwitch


def pressed(switch) -> list[str]:
    return [code for code, b in switch.buttons.items() if "mod-active" in b._dom_classes]


def test_a_press_switches_and_reports_once_and_the_shown_language_is_marked():
    switch, seen = LanguageSwitch(), []
    switch.on_change(seen.append)
    assert [b.description for b in switch.widget.children] == ["English", "日本語"]
    assert pressed(switch) == ["en"]
    switch.buttons["ja"].click()
    switch.buttons["ja"].click()                  # the language shown: nothing to do
    assert seen == ["ja"] and switch.lang == "ja" and pressed(switch) == ["ja"]
    switch.lang = "en"
    assert seen == ["ja", "en"] and pressed(switch) == ["en"]


def test_an_unknown_language_is_refused_and_changes_nothing():
    switch = LanguageSwitch("ja")
    with pytest.raises(ValueError, match="valid: en, ja"):
        switch.lang = "fr"
    assert switch.lang == "ja" and pressed(switch) == ["ja"]
    with pytest.raises(ValueError):
        LanguageSwitch("fr")


def test_a_failing_redraw_still_leaves_the_buttons_showing_the_language():
    switch = LanguageSwitch()
    switch.on_change(lambda lang: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        switch.lang = "ja"
    assert pressed(switch) == ["ja"]
