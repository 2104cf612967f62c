"""Bilingual learner-facing text: ``T("English", "日本語")`` keeps both languages side by side."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

LANGUAGES = ("en", "ja")


@dataclass(frozen=True)
class T:
    """One learner-facing text in English and Japanese; ``{name}`` placeholders are allowed."""

    en: str
    ja: str

    def __post_init__(self) -> None:
        if not isinstance(self.en, str) or not isinstance(self.ja, str) or not self.en or not self.ja:
            raise ValueError(f"a text needs non-empty English and Japanese, got {self!r}")

    def get(self, lang: str) -> str:
        """The text in ``lang`` ("en" or "ja")."""
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; valid: {', '.join(LANGUAGES)}")
        return getattr(self, lang)

    def format(self, **values: Any) -> "T":
        """Both languages with ``{name}`` placeholders filled in."""
        return T(self.en.format(**values), self.ja.format(**values))

    def to_json(self) -> dict:
        return {"en": self.en, "ja": self.ja}


def as_text(value: "T | dict | tuple | None") -> "T | None":
    """Accept ``T``, ``{"en":..., "ja":...}`` or ``(en, ja)`` (lesson files may use any)."""
    if value is None or isinstance(value, T):
        return value
    if isinstance(value, dict):
        return T(value.get("en", ""), value.get("ja", ""))
    if isinstance(value, (tuple, list)) and len(value) == 2:
        return T(*value)
    raise ValueError(f"not a bilingual text: {value!r} (use T(en, ja))")
