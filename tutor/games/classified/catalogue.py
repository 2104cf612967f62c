"""The rules catalogue of Classified Information: its TOML files (general rules, then one per
card set) and the catalogue loaded from them once, for the game and for the text that names a
rule (``draw``, ``narrate``) without the game at hand."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from tutor.engine.catalogue import Catalogue, load_catalogue

RULE_FILES = sorted(str(p) for p in Path(__file__).parent.glob("rules*.toml"))


@cache
def rules_catalogue() -> Catalogue:
    """The catalogue of ``RULE_FILES`` (and the core rules), loaded on first use."""
    return load_catalogue(RULE_FILES)
