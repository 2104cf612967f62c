"""Classified Information's learner text: the TOML files in ``texts/`` (one table per key).

``TEXTS.tr(key, lang, **params)`` renders a message; ``M(key)`` names one where a table of
labels is built (``tr(M(key), lang, ...)`` in ``present/``). A missing key, language or
placeholder raises ``TextError``; ``TEXTS.problems()`` lists every gap (a test keeps it empty).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tutor.engine.text import Texts

TEXT_DIR = Path(__file__).with_name("texts")
TEXTS = Texts.load(sorted(TEXT_DIR.glob("*.toml")))


@dataclass(frozen=True)
class M:
    """A message of ``TEXTS`` by key."""

    key: str

    def __post_init__(self):
        if self.key not in TEXTS:
            raise KeyError(f"no Classified message {self.key!r} in {TEXT_DIR.name}/")

    def get(self, lang: str, **params: Any) -> str:
        """The message in ``lang`` with ``params`` filled in."""
        return TEXTS.tr(self.key, lang, **params)
