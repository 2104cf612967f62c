"""The language switch: one ToggleButtons (English / 日本語)."""

from __future__ import annotations

from typing import Callable

import ipywidgets as w

from .i18n import LANG_NAMES, LANGS


class LanguageSwitch:
    """Holds the current language; callbacks run on every switch."""

    def __init__(self, lang: str = "en"):
        self.widget = w.ToggleButtons(options=[(LANG_NAMES[code], code) for code in LANGS],
                                      value=lang, style={"button_width": "80px"})
        self.widget.add_class("rt-lang")

    @property
    def lang(self) -> str:
        return self.widget.value

    @lang.setter
    def lang(self, value: str) -> None:
        self.widget.value = value

    def on_change(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(new_lang)`` after every switch."""
        self.widget.observe(lambda change: callback(change["new"]), names="value")
