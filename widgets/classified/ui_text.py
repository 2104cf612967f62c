"""The app's own interface strings (menus, the wheel): ``T`` pairs from ``tutor.lessons``."""

from __future__ import annotations

from typing import Any

from tutor.lessons import T


def tr(text: T, lang: str, **values: Any) -> str:
    """``text`` in ``lang`` with placeholders filled."""
    return text.get(lang).format(**values) if values else text.get(lang)
