"""The language switch: one plain button per language (English / 日本語), the one shown marked.

Plain Buttons rather than a ToggleButtons: a press is one message to the kernel, which redraws
the page at once. A ToggleButtons first sends its new index, waits for the kernel's echo of
the value, and only then does the page change. On the home page that made the switch take
twice as long.
"""

from __future__ import annotations

from typing import Callable

import ipywidgets as w

from .i18n import LANG_NAMES, LANGS, check_lang

ACTIVE = "mod-active"          # JupyterLab's look of a pressed button


class LanguageSwitch:
    """Holds the current language; callbacks run on every switch (a press, or ``lang = ...``)."""

    def __init__(self, lang: str = "en"):
        self._lang = check_lang(lang)
        self._callbacks: list[Callable[[str], None]] = []
        self.buttons = {code: w.Button(description=LANG_NAMES[code],
                                       layout=w.Layout(width="80px", margin="0 2px 0 0"))
                        for code in LANGS}
        for code, button in self.buttons.items():
            button.add_class(f"rt-lang-{code}")
            button.on_click(lambda _button, code=code: setattr(self, "lang", code))
        self.widget = w.HBox(list(self.buttons.values()), layout=w.Layout(width="auto"))
        self.widget.add_class("rt-lang")
        self._mark()

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        if check_lang(value) == self._lang:
            return
        self._lang = value
        try:
            for callback in self._callbacks:    # the page first, then the buttons' look
                callback(value)
        finally:
            self._mark()

    def _mark(self) -> None:
        for code, button in self.buttons.items():
            if code == self._lang:
                button.add_class(ACTIVE)
            else:
                button.remove_class(ACTIVE)

    def on_change(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(new_lang)`` after every switch."""
        self._callbacks.append(callback)
