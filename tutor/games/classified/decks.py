"""Building the 18-card deck from the deck options (card reference, section 8)."""

from __future__ import annotations

import random
from functools import cache

from tutor.engine.errors import short_repr

from .cards import CARD_TYPES, PROMOS, SENTINEL_NUMBERS, SET_LETTER, SETS, TYPE_OF, guild, number

DECKS = ("base", "emerald", "ruby", "random-pair", "random-full", "select")
FIXED = {"base": "citrine", "emerald": "emerald", "ruby": "ruby"}
DIFFICULTY = {"normal": 2, "hard": 4, "insane": 6}     # cards encrypted at set-up


def check_selection(selection) -> str | None:
    """Why a Deck select map is invalid, or None. Keys are the numbers 1-9, as whole numbers or
    as their digits in text (each number once); values are a set name (citrine, emerald, ruby)
    or a Promo card key of that number (e.g. P3b)."""
    if type(selection) is not dict:
        return "give a dict number -> set, e.g. {1: 'emerald', 3: 'P3b'}"
    seen: set[int] = set()
    for key, source in selection.items():
        n = _card_number(key)
        if n is None:
            return f"{short_repr(key)} is not a card number 1-9 (1 or '1')"
        if n in seen:
            return f"number {n} is given twice"
        seen.add(n)
        valid = list(SETS) + list(PROMOS.get(n, ()))
        if type(source) is not str or source not in valid:
            return f"number {n} can come from {', '.join(valid)}, not {short_repr(source)}"
    return None


def _card_number(key) -> int | None:
    """The card number a Deck select key names: an int 1-9 or its digit as text, else None."""
    if type(key) is int and 1 <= key <= 9:
        return key
    if type(key) is str and len(key) == 1 and "1" <= key <= "9":
        return int(key)
    return None


@cache
def _type_key(n: int, source: str) -> str:
    return source if source in CARD_TYPES else f"{SET_LETTER[source]}{n}"


@cache
def _sources(n: int, promos: bool) -> tuple[str, ...]:
    """Where a random deck's card number ``n`` may come from: a set, or "promo"."""
    return SETS + (("promo",) if promos and n in PROMOS else ())


def _pick(n: int, rng: random.Random, promos: bool) -> str:
    source = rng.choice(_sources(n, promos))
    return rng.choice(PROMOS[n]) if source == "promo" else _type_key(n, source)


@cache
def _slot_copy(type_key: str, slot: int) -> str:
    """The physical copy of ``type_key`` that fills guild slot 0 or 1 of its number."""
    return CARD_TYPES[type_key].copies()[slot]


def build_deck(options: dict, rng: random.Random) -> list[str]:
    """The 18 card ids the options ask for, in a fixed order (shuffled later)."""
    kind, promos = options["deck"], options["promos"]
    if kind in FIXED:
        return list(_fixed_deck(FIXED[kind]))
    deck: list[str] = []
    for n in range(1, 10):
        if kind == "select":
            source = options["deck_select"].get(n, options["deck_select"].get(str(n), "citrine"))
            first = second = _type_key(n, source)
        elif kind == "random-pair":
            first = second = _pick(n, rng, promos)
        else:                                   # random-full: each guild slot on its own
            first, second = _pick(n, rng, promos), _pick(n, rng, promos)
        deck += (_slot_copy(first, 0), _slot_copy(second, 1))
    check_deck(deck)
    return deck


@cache
def _fixed_deck(source: str) -> tuple[str, ...]:
    """The deck of one set (base, emerald, ruby): both copies of its card of every number,
    worked out once per set (it draws on no chance)."""
    deck = [_slot_copy(_type_key(n, source), slot) for n in range(1, 10) for slot in (0, 1)]
    check_deck(deck)
    return tuple(deck)


_CHECKED: set[tuple] = set()           # decks already found valid (every new game checks)


def check_deck(deck: list[str]) -> None:
    """Raise ValueError unless ``deck`` is 18 distinct cards, two per number, in the guild
    pattern: one Guard and one Assassin for 1, 2, 4, 5, 7, 8; two Sentinels for 3, 6, 9."""
    key = tuple(deck)
    if key in _CHECKED:
        return
    _check_deck(deck)
    if len(_CHECKED) > 10_000:
        _CHECKED.clear()
    _CHECKED.add(key)


def _guild_pattern(n: int) -> list[str]:
    """The guilds of the two cards of number ``n``, sorted."""
    return ["Sentinel"] * 2 if n in SENTINEL_NUMBERS else ["Assassin", "Guard"]


# every card id -> (its number, its guild); a valid deck's pairs, sorted, are exactly _PATTERN
_NUMBER_GUILD = {c: (number(c), guild(c)) for c in TYPE_OF}
_PATTERN = sorted((n, g) for n in range(1, 10) for g in _guild_pattern(n))


def _check_deck(deck: list[str]) -> None:
    if len(deck) != 18 or len(set(deck)) != 18:
        raise ValueError(f"a deck is 18 different cards, got {len(set(deck))} of {len(deck)}")
    if sorted(map(_NUMBER_GUILD.__getitem__, deck)) == _PATTERN:
        return
    for n in range(1, 10):                   # name the first number that breaks the pattern
        found = sorted(guild(c) for c in deck if number(c) == n)
        if found != _guild_pattern(n):
            raise ValueError(f"number {n} must be {' + '.join(_guild_pattern(n))}, got {found}")
