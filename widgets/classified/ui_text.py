"""The app's own words (settings, the deduction wheel, the clickable table): ``texts.toml`` here,
loaded with ``tutor.engine.text.Texts`` (a test keeps ``UI_TEXTS.problems()`` empty).

``tr(key, lang, **values)`` renders a message; ``as_t(key)`` gives a one-form message as the
``T`` pair the shared app bases take (``ruling_note``, ``intro``, setting captions).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tutor.engine.text import Texts
from tutor.lessons import T

UI_TEXTS = Texts.load(Path(__file__).with_name("texts.toml"))


def tr(key: str, lang: str, **values: Any) -> str:
    """The message ``key`` in ``lang`` with placeholders filled."""
    return UI_TEXTS.tr(key, lang, **values)


def as_t(key: str) -> T:
    """A one-form message as a ``T`` (for the shared TutorialApp / ExplorerApp)."""
    entry = UI_TEXTS.messages[key]
    return T(entry["en"], entry["ja"])
