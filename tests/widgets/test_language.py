"""The language switch."""

from widgets import LanguageSwitch


def test_language_switch_is_one_toggle_that_reports_changes():
    switch, seen = LanguageSwitch(), []
    switch.on_change(seen.append)
    switch.lang = "ja"
    assert seen == ["ja"] and switch.widget._options_labels == ("English", "日本語")
