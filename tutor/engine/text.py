"""Learner text as data: messages in English and Japanese, with plurals and player names.

A text file is TOML, one table per message key; each language gives either one template or a
table of forms::

    [drew]
    en = "{player} drew a card."
    ja = "{player}がカードを1枚引きました。"

    [keys_held]                 # plural forms (CLDR categories) select on the parameter `count`
    en.one = "{count} key"
    en.other = "{count} keys"
    ja = "鍵{count}本"

    [your_turn]                 # `you` / `other` select on whether `player` is the viewer
    en.you = "Your turn."
    en.other = "{player}'s turn."
    ja = "{player}の番です。"

A parameter given as ``Seat(n)`` renders as the viewer's "you" or as "Player n+1", capitalised at
the start of a sentence. A missing key or parameter raises TextError: never a silent fallback.
"""

from __future__ import annotations

import string
import tomllib
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Iterable

from babel import Locale

LANGUAGES = ("en", "ja")
PERSON_FORMS = frozenset({"you", "other"})
_FORMATTER = string.Formatter()


class TextError(KeyError):
    """A message key, language, form or placeholder that the text data does not have."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


@dataclass(frozen=True)
class Seat:
    """A player seat as a message parameter: it renders as a name the viewer understands."""

    index: int


SEAT_NAMES = {
    "en": {"you": "you", "player": "Player {n}", "spectator": "a spectator"},
    "ja": {"you": "あなた", "player": "プレイヤー{n}", "spectator": "観戦者"},
}


def list_sep(lang: str) -> str:
    """What separates the items of a list in running text: "、" in Japanese, ", " in English."""
    return "、" if lang == "ja" else ", "


def seat_name(seat: int, lang: str, viewer: int | None = None) -> str:
    """``seat`` as the viewer calls it: "you" for themselves, else "Player n" (1-based)."""
    names = SEAT_NAMES[lang]
    return names["you"] if seat == viewer else names["player"].format(n=seat + 1)


@cache
def _plural_rule(lang: str):
    return Locale.parse(lang).plural_form


def plural_categories(lang: str) -> frozenset:
    """The CLDR plural categories a language distinguishes (always including "other")."""
    return _plural_rule(lang).tags | {"other"}


def plural_category(lang: str, count: int) -> str:
    return _plural_rule(lang)(count)


@lru_cache(maxsize=4096)
def placeholders(template: str) -> frozenset[str]:
    """The names of the ``{placeholders}`` in ``template`` (templates are few: parsed once)."""
    return frozenset(name.split(".")[0].split("[")[0]
                     for _, name, _, _ in _FORMATTER.parse(template) if name)


@lru_cache(maxsize=4096)
def _leading_field(template: str) -> str | None:
    """The name of the placeholder ``template`` starts with, if it starts with one."""
    if not template.startswith("{"):
        return None
    first = next(iter(_FORMATTER.parse(template)))[1]
    return first.split(".")[0] if first else None


class Texts:
    """The messages of one game (or of the shared widgets), by key."""

    def __init__(self, messages: dict[str, dict], source: str = "texts"):
        self.messages = messages
        self.source = source

    @classmethod
    def load(cls, paths: str | Path | Iterable) -> "Texts":
        """Read one or several TOML text files; a key defined twice is a TextError."""
        paths = [paths] if isinstance(paths, (str, Path)) else list(paths)
        messages: dict[str, dict] = {}
        for path in paths:
            with open(path, "rb") as handle:
                data = tomllib.load(handle)
            for key, entry in data.items():
                if key in messages:
                    raise TextError(f"{Path(path).name}: message {key!r} is defined twice")
                messages[key] = entry
        return cls(messages, ", ".join(Path(p).name for p in paths))

    def __contains__(self, key: str) -> bool:
        return key in self.messages

    def keys(self) -> list[str]:
        return list(self.messages)

    # ---- rendering ---------------------------------------------------------------------------
    def tr(self, key: str, lang: str, viewer: int | None = None, **params: Any) -> str:
        """The message ``key`` in ``lang`` with ``params`` filled in."""
        template = self._template(key, lang, viewer, params)
        values = {name: self._value(value, lang, viewer) for name, value in params.items()}
        missing = placeholders(template) - values.keys()
        if missing:
            raise TextError(f"{self.source}: message {key!r} needs {', '.join(sorted(missing))}")
        text = template.format(**values)
        return _capitalise_start(text, template, params, lang, viewer)

    def _template(self, key: str, lang: str, viewer: int | None, params: dict) -> str:
        entry = self.messages.get(key)
        if entry is None:
            raise TextError(f"{self.source}: no message {key!r}")
        forms = entry.get(lang)
        if forms is None:
            raise TextError(f"{self.source}: message {key!r} has no {lang!r} text")
        if isinstance(forms, str):
            return forms
        if "you" in forms:
            player = params.get("player")
            if not isinstance(player, Seat):
                raise TextError(f"{self.source}: message {key!r} needs player=Seat(n)")
            return forms["you" if player.index == viewer else "other"]
        count = params.get("count")
        if type(count) is not int:
            raise TextError(f"{self.source}: message {key!r} needs an integer count")
        category = plural_category(lang, count)
        return forms.get(category, forms["other"])

    @staticmethod
    def _value(value: Any, lang: str, viewer: int | None) -> Any:
        return seat_name(value.index, lang, viewer) if isinstance(value, Seat) else value

    # ---- validation --------------------------------------------------------------------------
    def problems(self) -> list[str]:
        """Every key missing a language, every form set missing a category, and every
        placeholder that one language or form uses and another does not."""
        found = []
        for key, entry in self.messages.items():
            if not isinstance(entry, dict):
                found.append(f"{key}: not a table of languages")
                continue
            found += [f"{key}: no {lang} text" for lang in LANGUAGES if lang not in entry]
            found += [f"{key}: unknown language {lang!r}" for lang in entry if lang not in LANGUAGES]
            found += self._form_problems(key, entry)
        return found

    def _form_problems(self, key: str, entry: dict) -> list[str]:
        found, names = [], {}
        for lang, forms in entry.items():
            if lang not in LANGUAGES:
                continue
            if isinstance(forms, str):
                names[lang] = placeholders(forms)
                continue
            if not isinstance(forms, dict) or not all(isinstance(t, str) for t in forms.values()):
                found.append(f"{key}.{lang}: forms must be text")
                continue
            if "you" in forms:
                if set(forms) != PERSON_FORMS:
                    found.append(f"{key}.{lang}: needs both 'you' and 'other'")
            else:
                need = plural_categories(lang)
                if set(forms) != need:
                    found.append(f"{key}.{lang}: plural forms must be {sorted(need)}, "
                                 f"not {sorted(forms)}")
            names[lang] = frozenset().union(*(placeholders(t) for t in forms.values()))
        if len(names) == len(LANGUAGES) and len({frozenset(v) for v in names.values()}) > 1:
            # a person form may drop {player} ("Your turn."): compare without it
            loose = {frozenset(v - {"player"}) for v in names.values()}
            if len(loose) > 1:
                found.append(f"{key}: placeholders differ between languages: "
                             + "; ".join(f"{lang} {sorted(v)}" for lang, v in names.items()))
        return found


def _capitalise_start(text: str, template: str, params: dict, lang: str, viewer) -> str:
    """English sentences that start with a seat name start with a capital ("You drew...")."""
    if lang != "en":
        return text
    first = _leading_field(template)
    if first and isinstance(params.get(first), Seat):
        return text[:1].upper() + text[1:]
    return text
