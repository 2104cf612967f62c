"""Hand-set positions: ``GAME.scenario(spec)`` validated into a board.

A spec is a dict; every key but ``players`` is optional::

    {"players": 3, "week": 2, "day": 3, "phase": "day",        # or "archive" / "scoring"
     "hands": [[card, ...], ...],          # day phase: 7 - day cards each
     "actions": [["download", ...], ...],  # day phase: 6 - day action cards (default: all five)
     "play_areas": [[card, ...], ...], "encrypted": [card or None, ...],
     "archives": [[card or corporation card, ...], ...],
     "keys": {"biolife": 0}, "stacks": {"biolife": ["BIO-C2", "BIO-C0"]},
     "deck": [card, ...],                  # top first; default: the other cards, shuffled
     "deck_top": [card, ...]}              # or: these on top, the other cards shuffled below

Without ``deck`` every card not placed is shuffled into the deck (under ``deck_top`` if
given); with it, the rest are out of the game. Bad specs raise ScenarioError saying what is
wrong.
"""

from __future__ import annotations

from collections import Counter

from tutor.engine import ScenarioError

from .board import all_info_cards, empty_board
from .cards import (ACTION_CARDS, DAYS, ENCRYPT, HAND_SIZE, WEEK_CORPORATION_VALUE, WEEKS,
                    company_of, corporation_card, corporation_cards, is_corporation_card,
                    is_known_card)

KEYS = {"players", "week", "day", "phase", "hands", "actions", "play_areas", "encrypted",
        "archives", "keys", "stacks", "deck", "deck_top"}
PHASES = ("day", "archive", "scoring")


def setup_scenario(state, spec: dict) -> None:
    """Build the board from ``spec`` or raise ScenarioError."""
    try:
        build(state, spec)
    except (TypeError, AttributeError) as err:
        raise ScenarioError(f"malformed scenario ({err})") from None


def build(state, spec: dict) -> None:
    """Check ``spec`` piece by piece while laying out the board."""
    if not isinstance(spec, dict):
        raise ScenarioError("a scenario is a dict")
    unknown = set(spec) - KEYS
    if unknown:
        raise ScenarioError(f"unknown scenario keys {sorted(unknown)}; valid: {sorted(KEYS)}")
    b, n = state.board, state.players
    empty_board(b, n, state.options["removed_company"])
    set_calendar(b, spec)
    per_player = {key: per_player_lists(spec, key, n, default)
                  for key, default in (("hands", []), ("play_areas", []), ("archives", []),
                                       ("encrypted", None))}
    b.hands, b.play = per_player["hands"], per_player["play_areas"]
    b.archives, b.encrypted = per_player["archives"], per_player["encrypted"]
    set_actions(b, spec, n)
    set_keys(b, spec, n)
    set_stacks(b, spec)
    check_cards(b)
    set_deck(state, spec)
    check_hands(b)


def set_calendar(b, spec: dict) -> None:
    """Week, day and phase."""
    b.week, b.day, b.phase = spec.get("week", 1), spec.get("day", 1), spec.get("phase", "day")
    if b.week not in range(1, WEEKS + 1):
        raise ScenarioError(f"week must be 1 to {WEEKS}, not {b.week!r}")
    if b.day not in range(1, DAYS + 1):
        raise ScenarioError(f"day must be 1 to {DAYS}, not {b.day!r}")
    if b.phase not in PHASES:
        raise ScenarioError(f"phase must be one of {PHASES}, not {b.phase!r}")
    if b.phase == "scoring" and b.week != WEEKS:
        raise ScenarioError("the final scoring comes after week 3: set week to 3")
    if b.phase != "day":
        b.day = DAYS


def per_player_lists(spec: dict, key: str, n: int, default):
    """A list with one entry per player (lists of card ids, or one card id / None)."""
    value = spec.get(key)
    if value is None:
        return [list(default) if isinstance(default, list) else default for _ in range(n)]
    if not isinstance(value, list) or len(value) != n:
        raise ScenarioError(f"{key} needs one entry per player ({n})")
    if isinstance(default, list):
        if not all(isinstance(v, list) for v in value):
            raise ScenarioError(f"each entry of {key} is a list of card ids")
        return [list(v) for v in value]
    return list(value)


def set_actions(b, spec: dict, n: int) -> None:
    """Action cards in hand; the used pile is the rest (Encrypt stays with its card)."""
    if b.phase != "day":
        if spec.get("actions") not in (None, [[]] * n):
            raise ScenarioError("action cards are all used by the archive phase")
        b.actions = [[] for _ in range(n)]
    elif "actions" in spec:
        b.actions = per_player_lists(spec, "actions", n, [])
    elif b.day == 1:
        b.actions = [list(ACTION_CARDS) for _ in range(n)]
    else:
        raise ScenarioError("from day 2 on, give each player's action cards in hand (actions)")
    for p in range(n):
        left = Counter(ACTION_CARDS) - Counter(b.actions[p])
        if Counter(b.actions[p]) - Counter(ACTION_CARDS):
            raise ScenarioError(f"player {p}: action cards must come from {list(ACTION_CARDS)}")
        if b.phase == "day" and len(b.actions[p]) != DAYS + 1 - b.day:
            raise ScenarioError(f"player {p}: on day {b.day} a player holds "
                                f"{DAYS + 1 - b.day} action cards, not {len(b.actions[p])}")
        if b.phase == "day" and (b.encrypted[p] is not None) != (left[ENCRYPT] == 1):
            raise ScenarioError(f"player {p}: an encrypted card goes with a used Encrypt card, "
                                f"and a used Encrypt card with an encrypted card")
        if b.phase == "scoring" and b.encrypted[p] is not None:
            raise ScenarioError("encrypted cards are revealed before the final scoring")
        if b.encrypted[p] is not None:
            left[ENCRYPT] = 0
        b.used[p] = sorted(left.elements(), key=ACTION_CARDS.index)


def set_keys(b, spec: dict, n: int) -> None:
    keys = spec.get("keys", {})
    if not isinstance(keys, dict):
        raise ScenarioError("keys maps a company to its keeper (a player) or None")
    for company, keeper in keys.items():
        if company not in b.companies:
            raise ScenarioError(f"no key for {company!r}: companies in play are {b.companies}")
        if keeper is not None and keeper not in range(n):
            raise ScenarioError(f"the {company} key keeper must be a player 0..{n - 1} or None")
        b.keys[company] = keeper


def set_stacks(b, spec: dict) -> None:
    """Corporation stacks: given ones checked; the others hold every card not archived."""
    archived = {c for area in b.archives for c in area}
    stacks = spec.get("stacks", {})
    if not isinstance(stacks, dict) or set(stacks) - set(b.companies):
        raise ScenarioError(f"stacks maps companies in play ({b.companies}) to card lists")
    for company in b.companies:
        full = corporation_cards(company)
        stack = stacks.get(company, [c for c in full if c not in archived])
        if not isinstance(stack, list) or [c for c in full if c in stack] != stack:
            raise ScenarioError(f"the {company} stack must list cards of {full} in that order")
        missing = [c for c in full if c not in stack and c not in archived]
        if missing:
            raise ScenarioError(f"{missing} must be in the {company} stack or an archive")
        if b.phase != "scoring" and corporation_card(
                company, WEEK_CORPORATION_VALUE[b.week]) not in stack:
            raise ScenarioError(f"week {b.week}'s {company} corporation card must still be in "
                                f"its stack")
        b.stacks[company] = list(stack)


def placed_cards(b) -> list:
    cards = [c for zone in b.hands + b.play + b.archives for c in zone]
    return cards + [c for c in b.encrypted if c is not None]


def check_cards(b) -> None:
    """Every placed card exists, belongs to a company in play, sits in the right zone, once."""
    cards = placed_cards(b)
    for card in cards:
        if not is_known_card(card):
            raise ScenarioError(f"{card!r} is not a card id (e.g. 'BIO-W1' or 'BIO-C4')")
        if company_of(card) not in b.companies:
            raise ScenarioError(f"{card} belongs to {company_of(card)}, which is not in play")
    twice = sorted(c for c, k in Counter(cards).items() if k > 1)
    if twice:
        raise ScenarioError(f"cards placed twice: {twice}")
    misplaced = [c for c in cards if is_corporation_card(c)
                 and not any(c in area for area in b.archives)]
    if misplaced:
        raise ScenarioError(f"corporation cards belong in a stack or an archive: {misplaced}")


def set_deck(state, spec: dict) -> None:
    """The deck as given (the rest out of the game), or every unplaced card shuffled."""
    b = state.board
    placed = set(placed_cards(b))
    rest = [c for c in all_info_cards(b.companies) if c not in placed]
    if "deck" in spec and "deck_top" in spec:
        raise ScenarioError("give either deck or deck_top, not both")
    key = "deck" if "deck" in spec else "deck_top"
    top = spec.get(key, [])
    if not isinstance(top, list) or any(c not in rest for c in top) or len(set(top)) != len(top):
        raise ScenarioError(f"{key} must list unplaced information cards of companies in play, "
                            "each once")
    others = [c for c in rest if c not in top]
    if key == "deck":
        b.deck, b.out = list(top), others
    else:
        state.rng.shuffle(others)
        b.deck = list(top) + others
    need = cards_needed(state.players, b.week, b.day, b.phase)
    if len(b.deck) < need:
        raise ScenarioError(f"the deck holds {len(b.deck)} cards but the rest of the game "
                            f"draws {need}")


def cards_needed(players: int, week: int, day: int, phase: str) -> int:
    """How many cards the rest of the game draws from the deck."""
    per_week = HAND_SIZE * players + (2 * (DAYS - 1) if players == 2 else 0)
    this_week = 2 * (DAYS - day) if players == 2 and phase == "day" else 0
    return this_week + per_week * (WEEKS - week) if phase != "scoring" else 0


def check_hands(b) -> None:
    """Day phase: every hand holds 7 - day cards; later phases: hands are empty."""
    size = HAND_SIZE + 1 - b.day if b.phase == "day" else 0
    for p, hand in enumerate(b.hands):
        if len(hand) != size:
            raise ScenarioError(f"player {p} must hold {size} cards in the {b.phase} phase of "
                                f"day {b.day}, not {len(hand)}")


def spec_from_board(state) -> dict:
    """A scenario spec for the position on the board at the start of a day (choices not yet
    revealed are left out), so that a game can be explored from here. Face-down discards are
    out of the game in the spec."""
    b = state.board
    if b.phase != "day":
        raise ScenarioError("a position can be written as a scenario at the start of a day")
    hands = [list(h) + ([b.pending[p]["info"]] if b.pending[p] else [])
             for p, h in enumerate(b.hands)]
    actions = [list(a) + ([b.pending[p]["action"]] if b.pending[p] else [])
               for p, a in enumerate(b.actions)]
    return {"players": state.players, "week": b.week, "day": b.day, "phase": "day",
            "hands": hands, "actions": actions, "play_areas": [list(a) for a in b.play],
            "encrypted": list(b.encrypted), "archives": [list(a) for a in b.archives],
            "keys": dict(b.keys), "stacks": {c: list(s) for c, s in b.stacks.items()},
            "deck": list(b.deck)}
