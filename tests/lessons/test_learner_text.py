"""What a learner reads names no internal reference: every rule title, text and ruling reason of
the four catalogues, and every lesson text, in English and Japanese, is free of section marks,
spec and file names, option and constant names, abbreviations only designers know, and rule
ids; and every one of them has a real Japanese version."""

from __future__ import annotations

import re

import pytest

from tutor import games
from tutor.lessons.text import T

from .lesson_checks import texts

GAMES = ("classified", "persona", "rednotice", "infiltration")
ID = re.compile(r"\b(?:core|classified|persona|rednotice|infiltration)\.[a-z]")
INTERNAL = [
    (re.compile("§"), "a section mark"),
    (re.compile(r"\bspec\b", re.I), "the spec"),
    (re.compile(r"\.md\b|\.toml\b|\.py\b"), "a file name"),
    (re.compile(r"open question", re.I), "a spec open question"),
    (re.compile(r"(?<![A-Za-z])(?:BGA|CR|RB|JP|CA|FFG|CCT)(?![A-Za-z])"),
     "an abbreviation only designers know"),
    (re.compile(r"\bseed\b", re.I), "the seed file"),
    (re.compile(r"\b[A-Z]{2,}_[A-Z_]+\b"), "a constant name"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "an option or code name"),
    (re.compile(r"`|=\s*(?:true|false)\b|\(option\b|オプション [a-z]"), "an option setting"),
    (ID, "a rule id"),
]


def problems(text: str, option_names: set[str]) -> list[str]:
    """Why ``text`` is not fit for a learner (empty when it is)."""
    found = [what for pattern, what in INTERNAL if pattern.search(text)]
    found += [f"the option name {name!r}" for name in option_names
              if re.search(rf"\b{re.escape(name)}\s*=|option {re.escape(name)}\b", text)]
    return found


def is_japanese(text: str) -> bool:
    return any(ord(ch) > 0x3000 for ch in text)


def _a_name(field: str, text: dict) -> bool:
    """A title that is one proper name ("CSX-13") reads the same in both languages."""
    return field == "title" and text["ja"] == text["en"] and " " not in text["en"]


def learner_fields(rule) -> list[tuple[str, dict]]:
    """The catalogue fields a learner reads: title, text and (for a ruling) the reason."""
    fields = [("title", rule.title), ("text", rule.text)]
    return fields + ([("reason", rule.reason)] if rule.is_ruling else [])


@pytest.mark.parametrize("name", GAMES)
def test_catalogue_prose_names_no_internal_reference_and_has_japanese(name):
    game = games.load(name)
    options = {option.name for option in game.options}
    bad = []
    for rule in game.catalogue:
        for field, text in learner_fields(rule):
            if not isinstance(text, dict) or not text.get("en") or not (
                    is_japanese(text.get("ja", "")) or _a_name(field, text)):
                bad.append(f"{rule.id} {field}: no Japanese text")
                continue
            for lang in ("en", "ja"):
                bad += [f"{rule.id} {field}.{lang}: {why}"
                        for why in problems(text[lang], options)]
    assert bad == []


@pytest.mark.parametrize("name", GAMES)
def test_lesson_texts_name_no_internal_reference(name):
    game = games.load(name)
    options = {option.name for option in game.options}
    bad = []
    for lesson in _lessons(name):
        for text in texts(lesson):
            for lang in ("en", "ja"):
                bad += [f"{lesson.id}: {why}: {text.get(lang)[:60]}"
                        for why in problems(text.get(lang), options)]
    assert bad == []


def _lessons(name: str) -> list:
    module = __import__(f"tutor.games.{name}.lessons", fromlist=["LESSONS"])
    return module.LESSONS


def test_the_check_catches_each_kind_of_internal_reference():
    options = {"steal_optional", "deck"}
    for text in ("see §7.2", "the rules spec says", "persona_non_grata.md", "spec open question 4",
                 "the option steal_optional", "deck = select", "constant PRECISION_NEEDS_DISCARD",
                 "BGA does", "rule classified.turn.draw", "(option first_player)"):
        assert problems(text, options), text
    assert problems("Shuffle the deck and deal 2 cards.", options) == []
    assert problems(T("A special card", "特別なカード").en, options) == []
