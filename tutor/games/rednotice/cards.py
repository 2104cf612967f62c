"""The components: check deck, action cards and discs (the tutor's own, from ``data/decks.json``),
and the published upgrades and fake identities. Card ids are stable strings:

- checks ``NA-100-1`` (continent, value in thousands of dollars, copy number);
- action cards ``A01`` .. ``A20``, each with two halves such as ``M2`` (Move x2), ``C1`` (Check),
  ``B`` (Bank), ``S1`` (Security), ``W`` (Wild);
- upgrades by name (``tracking``), identities by name (``pilot``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .worldmap import LANGUAGES, MapDataError, default_map

DECKS_FILE = Path(__file__).with_name("data") / "decks.json"
DECKS_FORMAT = "rules-tutor/rednotice-decks"

ACTION_KINDS = {"C": "check", "B": "bank", "S": "security", "M": "move", "W": "wild"}
COUNTED = ("C", "S", "M")            # halves printed with 1 or 2 symbols
POW = "POW"
DISC_VALUES = (1, 2, 3, 4, 5, POW)

INSTANT, PERMANENT = "instant", "permanent"
UPGRADES = {                          # id -> kind (seed: 即時効果 / 永続効果)
    "reinforcements": PERMANENT, "special_forces": PERMANENT, "place_radars": INSTANT,
    "blockade": INSTANT, "next_gen_radar": PERMANENT, "permanent_forces": PERMANENT,
    "private_jet": PERMANENT, "tracking": PERMANENT, "extension": PERMANENT,
}
IDENTITIES = ("lawyer", "career_woman", "journalist", "doctor", "pilot", "spy")
BEGINNER_IDENTITIES = ("journalist", "pilot")
# how many roads she may move when she flips each identity
IDENTITY_MOVES = {"lawyer": 2, "career_woman": 2, "journalist": 2, "doctor": 2, "pilot": 3,
                  "spy": 2}


def half_kind(code: str) -> str:
    """``"M2"`` -> ``"move"``."""
    return ACTION_KINDS[code[0]]


def half_symbols(code: str) -> int:
    """How many symbols a half shows (Bank and Wild show one)."""
    return int(code[1:]) if code[1:] else 1


@dataclass(frozen=True)
class Decks:
    """The loaded check deck, action deck and disc set."""

    name: dict
    note: dict
    checks: dict          # id -> {"continent", "value"}
    actions: dict         # id -> (half 0, half 1)
    discs: tuple          # one player's disc values


def _need(condition: bool, message: str) -> None:
    if not condition:
        raise MapDataError(message)


def _checks(entries, continents) -> dict:
    _need(isinstance(entries, list) and entries, "checks must be a non-empty list")
    checks = {}
    for entry in entries:
        value, count = entry.get("value"), entry.get("per_continent")
        _need(isinstance(value, int) and value > 0 and value % 1000 == 0,
              f"check value {value!r} must be a positive whole number of thousands")
        _need(isinstance(count, int) and count > 0, f"per_continent {count!r} must be positive")
        for continent in continents:
            for n in range(1, count + 1):
                checks[f"{continent}-{value // 1000}-{n}"] = {"continent": continent,
                                                              "value": value}
    return checks


def _action_cards(entries) -> dict:
    _need(isinstance(entries, list) and len(entries) >= 4, "actions needs at least 4 cards")
    cards = {}
    for number, halves in enumerate(entries, 1):
        _need(isinstance(halves, list) and len(halves) == 2, f"action card {number}: two halves")
        for code in halves:
            ok = isinstance(code, str) and code[:1] in ACTION_KINDS and (
                code[1:] in ("1", "2") if code[0] in COUNTED else code[1:] == "")
            _need(ok, f"action card {number}: bad half {code!r} (use C1 C2 B S1 S2 M1 M2 W)")
        cards[f"A{number:02d}"] = tuple(halves)
    return cards


def parse_decks(data: dict, continents) -> Decks:
    """Validate deck data (a dict in the file's format)."""
    _need(isinstance(data, dict) and data.get("format") == DECKS_FORMAT,
          f"not a decks file: expected format {DECKS_FORMAT!r}")
    discs = data.get("discs")
    _need(isinstance(discs, list) and len(discs) >= 3 and all(d in DISC_VALUES for d in discs),
          f"discs must list at least 3 values from {list(DISC_VALUES)}")
    for key in ("name", "note"):
        _need(isinstance(data.get(key), dict) and all(data[key].get(l) for l in LANGUAGES),
              f"{key} needs {' and '.join(LANGUAGES)}")
    return Decks(data["name"], data["note"], _checks(data.get("checks"), continents),
                 _action_cards(data.get("actions")), tuple(discs))


def load_decks(path: str | Path = DECKS_FILE, continents=None) -> Decks:
    continents = continents or list(default_map().continents)
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as err:
        raise MapDataError(f"{Path(path).name}: not JSON ({err})") from None
    return parse_decks(data, continents)


@lru_cache(maxsize=1)
def default_decks() -> Decks:
    """The tutor's own decks, loaded once."""
    return load_decks()


def disc_strength(value, special_forces: bool) -> int:
    """A numeric disc's value for comparison (Special forces: a 3 counts as 6)."""
    return 6 if special_forces and value == 3 else value
