"""The rules catalogue: small rules with stable ids, English and Japanese text, and provenance.

A catalogue is a TOML file of ``[[rule]]`` tables::

    [[rule]]
    id = "classified.turn.draw"
    title = { en = "Draw", ja = "ドロー" }
    text = { en = "...", ja = "..." }
    provenance = "published"          # or "ruling"
    source = "Rulebook p.9"           # published rules name their source
    reason = { en = "...", ja = "..." }   # rulings say why the tutor decided so
    option = "difficulty"             # optional: the game option that holds the ruling
    related = ["classified.turn.action"]

Every catalogue also holds the core rules (``core.*``) that the engine itself cites.
"""

from __future__ import annotations

import tomllib
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from .lookup import TOPICS, rank, topic_of

LANGUAGES = ("en", "ja")
PROVENANCES = ("published", "ruling")
CORE_FILE = Path(__file__).with_name("core_rules.toml")


class CatalogueError(ValueError):
    """A catalogue file that breaks the format above."""


@dataclass(frozen=True)
class Rule:
    """One rule of a game."""

    id: str
    title: dict
    text: dict
    provenance: str
    source: str = ""
    reason: dict = field(default_factory=dict)
    option: str | None = None
    related: tuple = field(default_factory=tuple)

    @property
    def is_ruling(self) -> bool:
        return self.provenance == "ruling"

    def haystack(self, lang: str) -> str:
        return _fold(f"{self.id} {self.title[lang]} {self.text[lang]}")


def _fold(text: str) -> str:
    """Lower-case and width-fold so that search ignores case and full-width characters."""
    return unicodedata.normalize("NFKC", text).casefold()


class Catalogue:
    """The rules of one game, by id, with search."""

    def __init__(self, rules: list[Rule]):
        self.rules = {r.id: r for r in rules}

    def __contains__(self, rule_id: str) -> bool:
        return rule_id in self.rules

    def __getitem__(self, rule_id: str) -> Rule:
        return self.rules[rule_id]

    def __iter__(self):
        return iter(self.rules.values())

    def __len__(self) -> int:
        return len(self.rules)

    def ids(self) -> list[str]:
        return list(self.rules)

    def search(self, query: str, lang: str = "en") -> list[Rule]:
        """Rules whose id, title or text contain every word of ``query`` (in ``lang``)."""
        words = _fold(query).split()
        return [r for r in self.rules.values() if all(w in r.haystack(lang) for w in words)]

    def rank(self, query: str) -> list[Rule]:
        """Rules matching ``query`` in English or Japanese, best first (``lookup.rank``)."""
        return rank(self.rules.values(), query)

    def topic(self, rule_id: str) -> str:
        """The topic (one of ``lookup.TOPICS``) the rule is browsed under."""
        return topic_of(self.rules[rule_id], self.rules.values())

    def browse(self, topic: str) -> list[Rule]:
        """Every rule of ``topic`` in catalogue order."""
        if topic not in TOPICS:
            raise ValueError(f"unknown topic {topic!r}; topics: {', '.join(TOPICS)}")
        return [r for r in self.rules.values() if self.topic(r.id) == topic]

    def rulings(self) -> list[Rule]:
        return [r for r in self.rules.values() if r.is_ruling]


def _rule(entry: dict, where: str) -> Rule:
    rid = entry.get("id")
    if not rid or not isinstance(rid, str):
        raise CatalogueError(f"{where}: a rule without an id")
    for key in ("title", "text"):
        value = entry.get(key)
        if not isinstance(value, dict) or any(not value.get(lang) for lang in LANGUAGES):
            raise CatalogueError(f"{where}: rule {rid} needs {key} in {' and '.join(LANGUAGES)}")
    provenance = entry.get("provenance")
    if provenance not in PROVENANCES:
        raise CatalogueError(f"{where}: rule {rid} provenance must be one of {PROVENANCES}")
    if provenance == "published" and not entry.get("source"):
        raise CatalogueError(f"{where}: published rule {rid} must name its source")
    reason = entry.get("reason", {})
    if provenance == "ruling" and (not isinstance(reason, dict)
                                   or any(not reason.get(lang) for lang in LANGUAGES)):
        raise CatalogueError(f"{where}: ruling {rid} must give its reason in "
                             f"{' and '.join(LANGUAGES)}")
    unknown = set(entry) - {"id", "title", "text", "provenance", "source", "reason", "option",
                            "related"}
    if unknown:
        raise CatalogueError(f"{where}: rule {rid} has unknown keys {sorted(unknown)}")
    return Rule(rid, entry["title"], entry["text"], provenance, entry.get("source", ""),
                reason, entry.get("option"), tuple(entry.get("related", ())))


def read_rules(path: Path) -> list[Rule]:
    with open(path, "rb") as handle:
        data = tomllib.load(handle)
    return [_rule(entry, path.name) for entry in data.get("rule", [])]


def load_catalogue(paths: str | Path | list | tuple | None) -> Catalogue:
    """Load a game's catalogue files (plus the core rules); check ids and cross-references."""
    if paths is None:
        paths = []
    elif isinstance(paths, (str, Path)):
        paths = [paths]
    rules = read_rules(CORE_FILE)
    for path in paths:
        rules += read_rules(Path(path))
    seen: set[str] = set()
    for rule in rules:
        if rule.id in seen:
            raise CatalogueError(f"rule id {rule.id} appears twice")
        seen.add(rule.id)
    for rule in rules:
        for other in rule.related:
            if other not in seen:
                raise CatalogueError(f"rule {rule.id} relates to unknown rule {other}")
    return Catalogue(rules)
