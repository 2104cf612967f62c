"""Rule lookup: ranked search in both languages at once, and browsing by topic.

``rank(rules, query)`` keeps the rules that contain every word of ``query`` in English or in
Japanese (title, text or id) and orders them as a reader expects: the rule titled exactly so,
then titles holding the term as a word, then titles holding every word, then texts holding the
term as a word, then the rest; shorter titles first within a tier, then catalogue order.
``topic_of`` files each rule under one of ``TOPICS`` from its id (``game.<segment>.…``).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable, Mapping, Protocol, Sequence, TypeVar


class Searchable(Protocol):
    """What lookup reads of a rule (a ``catalogue.Rule``; named here so that lookup does not
    import the catalogue that imports it)."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> Mapping[str, str]: ...
    @property
    def text(self) -> Mapping[str, str]: ...
    @property
    def related(self) -> Sequence[str]: ...


R = TypeVar("R", bound=Searchable)

LANGUAGES = ("en", "ja")
TOPICS = ("setup", "turn", "cards", "end")
SEGMENT_TOPICS = {
    "setup": "setup", "goal": "setup", "deck": "setup",
    "turn": "turn", "action": "turn", "actions": "turn", "deploy": "turn", "guard": "turn",
    "assassinate": "turn", "react": "turn", "answer": "turn", "deduction": "turn",
    "day": "turn", "week": "turn", "two": "turn", "legal": "turn", "player": "turn",
    "malformed": "turn", "undo": "turn", "move": "turn",
    "card": "cards", "keyword": "cards", "upgrade": "cards", "item": "cards", "check": "cards",
    "wild": "cards",
    "end": "end", "score": "end", "archive": "end", "over": "end",
}
CARD_RULING = re.compile(r"^[A-Z]\d")          # classified.ruling.E2: a ruling on one card


def fold(text: str) -> str:
    """Lower-case and width-fold so that search ignores case and full-width characters."""
    return unicodedata.normalize("NFKC", text).casefold()


def _has_word(haystack: str, term: str) -> bool:
    """``term`` in ``haystack`` as a whole word, plural allowed (Latin letters), or anywhere
    (Japanese)."""
    if not term.isascii():
        return term in haystack
    return re.search(rf"(?<![a-z0-9]){re.escape(term)}(?:s|es)?(?![a-z0-9])", haystack) is not None


def _tier(rule: Searchable, phrase: str, words: Sequence[str]) -> int | None:
    """0 (best) .. 4 for a rule holding every word in some language; None when it does not."""
    titles = [fold(rule.title[lang]) for lang in LANGUAGES]
    texts = [fold(rule.text[lang]) for lang in LANGUAGES]
    rule_id = fold(rule.id)
    everything = " ".join(titles + texts + [rule_id])
    if not all(word in everything for word in words):
        return None
    if phrase in titles or phrase == rule_id or any(t in (phrase + "s", phrase + "es")
                                                      for t in titles):
        return 0
    if any(_has_word(title, phrase) for title in titles):
        return 1
    if any(all(word in title for word in words) for title in titles):
        return 2
    if any(_has_word(text, phrase) for text in texts):
        return 3
    return 4


def rank(rules: Iterable[R], query: str) -> list[R]:
    """The rules matching ``query`` in either language, best first (see the module docstring)."""
    phrase = " ".join(fold(query).split())
    if not phrase:
        return []
    words = phrase.split()
    scored = []
    for order, rule in enumerate(rules):
        tier = _tier(rule, phrase, words)
        if tier is not None:
            scored.append((tier, len(rule.title["en"]), order, rule))
    return [rule for *_, rule in sorted(scored, key=lambda item: item[:3])]


def topic_of(rule: Searchable, rules: Iterable[Searchable] = ()) -> str:
    """The topic a rule is browsed under: by its id's segment; a ruling by the rule it relates to,
    the card it rules on, or a rule that relates to it; otherwise "turn"."""
    parts = rule.id.split(".")
    segment = parts[1] if len(parts) > 1 else parts[0]
    if segment in SEGMENT_TOPICS:
        return SEGMENT_TOPICS[segment]
    if segment == "ruling":
        if len(parts) > 2 and CARD_RULING.match(parts[2]):
            return "cards"
        others = {r.id: r for r in rules}
        linked = [others[r] for r in rule.related if r in others]
        linked += [r for r in others.values() if rule.id in r.related]
        for other in linked:
            if other.id != rule.id and other.id.split(".")[1:2] != ["ruling"]:
                return topic_of(other)
    return "turn"
