"""Hand-set positions: ``GAME.scenario(spec)`` validated into a board, and ``to_scenario``.

A spec is a dict. Every key is optional; seats are 0-based; card ids as in
``tutor.games.persona.cards`` (``"BIO-W1"``, ``"BIO-C4"``)::

    {"players": 3,                   # 2 to 4 (default 2)
     "week": 2,                      # 1 to 3 (default 1)
     "day": 3,                       # 1 to 5 (default 1); ignored after the day phase
     "phase": "day",                 # "day" (default), "archive" (its start) or "scoring"
     "hands": [["BIO-W1", "COS-A2", "JIH-P1", "SJT-W2"], [...], [...]],
                                     # day phase: 7 - day cards each (6 - day with "chosen");
                                     # later phases: empty (the default)
     "actions": [["download", "encrypt", "send_left"], [...], [...]],
                                     # action cards still in hand, 6 - day each (5 - day with
                                     # "chosen"); default on day 1: all five; the used pile
                                     # is the rest (Encrypt stays with its encrypted card)
     "play_areas": [["DEL-M1"], [], ["BIO-A3"]],     # face-up cards in front of each seat
     "encrypted": [None, "COS-P1", None],            # each seat's face-down encrypted card
     "archives": [["SJT-C4", "BIO-A1"], [], []],     # stolen cards and corporation cards
     "keys": {"sjt": 1},             # key keepers by company (default: on the table)
     "stacks": {"sjt": ["SJT-C2", "SJT-C0"]},
                                     # corporation stacks, top first (default: every
                                     # corporation card not in an archive)
     "deck": ["LUM-W1", ...],        # the whole deck, top first; the rest is out of the game
     "deck_top": ["LUM-W1"],         # or: these on top, every unplaced card shuffled below
                                     # (without deck or deck_top: every unplaced card shuffled)
     "discards": ["DEL-P1"],         # face-down discards (out of the game, never revealed)
     "chosen": [{"card": "BIO-W1", "action": "download"}, {...}],
                                     # two players, days 1-4: the pairs both chose face down
                                     # today; the game then asks for the face-down discard
     "pending": {"1": {"kind": "discard", "card": "COS-A2"}},
                                     # (read by the core) choices already made in the open
                                     # simultaneous decision, by seat
     "archiving": {"company": "jihui"},
                                     # archive phase, resumed at this company: encrypted cards
                                     # are revealed and earlier companies settled. With
                                     # "totals": [8, 3, 3], "first": 0, "second": 1,
                                     # "thieves": [1] the company is settled too and the
                                     # thieves still steal, in this order
     "spent": [["BIO-C0"], [], []]}  # scoring phase: activators already given up, in company
                                     # order (those companies are activated with them); the
                                     # scoring goes player by player, company by company

Bad specs raise ScenarioError naming the key and what is wrong; ``spec_from_board(state)``
(``state.to_scenario()``) writes the spec that rebuilds the position on the board.
"""

from __future__ import annotations

from collections import Counter
from contextlib import contextmanager

from tutor.engine import ScenarioError
from tutor.games.spec_values import check_plain

from .board import Board
from .cards import (ACTION_CARDS, ACTION_KINDS, DAYS, ENCRYPT, HAND_SIZE,
                    WEEK_CORPORATION_VALUE, WEEKS, all_info_cards, company_of, corporation_card,
                    corporation_cards, is_activator, is_corporation_card, is_known_card)

KEYS = ("players", "week", "day", "phase", "hands", "actions", "play_areas", "encrypted",
        "archives", "keys", "stacks", "deck", "deck_top", "discards", "chosen", "archiving",
        "spent")
PHASES = ("day", "archive", "scoring")
ARCHIVING_KEYS = ("company", "totals", "first", "second", "thieves")


@contextmanager
def key(name: str):
    """Errors raised while reading ``name`` say so."""
    try:
        yield
    except ScenarioError as err:
        if str(err).startswith("scenario key"):
            raise
        raise ScenarioError(f"scenario key {name!r}: {err}") from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as err:
        raise ScenarioError(f"scenario key {name!r} is malformed ({type(err).__name__}: "
                            f"{err})") from None


def setup_scenario(state, spec: dict) -> None:
    """Check ``spec`` key by key while laying out the board; raise ScenarioError if wrong."""
    unknown = sorted(str(k) for k in spec if k not in KEYS)
    if unknown:
        raise ScenarioError(f"unknown scenario keys {unknown}; valid: {list(KEYS)}")
    check_plain(spec)
    b, n = state.board, state.players
    set_calendar(b, spec)
    for name, default in (("hands", []), ("play_areas", []), ("archives", []),
                          ("encrypted", None), ("spent", [])):
        with key(name):
            setattr(b, "play" if name == "play_areas" else name,
                    per_player(spec, name, n, default))
    with key("chosen"):
        set_chosen(b, spec, n)
    with key("actions"):
        set_actions(b, spec, n)
    with key("keys"):
        set_keys(b, spec, n)
    with key("archiving"):
        set_archiving(b, spec, n)
    with key("stacks"):
        set_stacks(b, spec)
    with key("spent"):
        check_spent(b)
    with key("cards"):
        check_cards(b)
    with key("deck"):
        set_deck(state, spec)
    with key("hands"):
        check_hands(b)


def set_calendar(b: Board, spec: dict) -> None:
    """Week, day and phase."""
    b.week, b.day, b.phase = spec.get("week", 1), spec.get("day", 1), spec.get("phase", "day")
    if type(b.week) is not int or b.week not in range(1, WEEKS + 1):
        raise ScenarioError(f"week must be 1 to {WEEKS}, not {b.week!r}")
    if type(b.day) is not int or b.day not in range(1, DAYS + 1):
        raise ScenarioError(f"day must be 1 to {DAYS}, not {b.day!r}")
    if b.phase not in PHASES:
        raise ScenarioError(f"phase must be one of {PHASES}, not {b.phase!r}")
    if b.phase == "scoring" and b.week != WEEKS:
        raise ScenarioError(f"the final scoring comes after week {WEEKS}: set week to {WEEKS}")
    if b.phase != "day":
        b.day = DAYS


def per_player(spec: dict, name: str, n: int, default):
    """A list with one entry per player (lists of card ids, or one card id / None)."""
    value = spec.get(name)
    if value is None:
        return [list(default) if isinstance(default, list) else default for _ in range(n)]
    if not isinstance(value, list) or len(value) != n:
        raise ScenarioError(f"needs one entry per player ({n})")
    if isinstance(default, list):
        if not all(isinstance(v, list) for v in value):
            raise ScenarioError("each entry is a list of card ids")
        return [list(v) for v in value]
    if not all(v is None or isinstance(v, str) for v in value):
        raise ScenarioError("each entry is a card id or None")
    return list(value)


def set_chosen(b: Board, spec: dict, n: int) -> None:
    """Two players, days 1-4: the pairs both players chose face down today."""
    pending = spec.get("chosen")
    if pending is None:
        return
    if n != 2 or b.phase != "day" or b.day == DAYS:
        raise ScenarioError("only two players on days 1 to 4 wait for a face-down discard")
    if not isinstance(pending, list) or len(pending) != n:
        raise ScenarioError(f"needs one chosen pair per player ({n})")
    for p, pair in enumerate(pending):
        if not isinstance(pair, dict) or set(pair) != {"card", "action"} \
                or pair["action"] not in ACTION_KINDS or not isinstance(pair["card"], str):
            raise ScenarioError(f"player {p}: a pair is {{'card': <card id>, 'action': "
                                f"<one of {list(ACTION_KINDS)}>}}")
        if pair["action"] == ENCRYPT and b.encrypted[p] is not None:
            raise ScenarioError(f"player {p} already encrypted a card this week")
    b.pending = [dict(pair) for pair in pending]


def set_actions(b: Board, spec: dict, n: int) -> None:
    """Action cards in hand; the used pile is the rest (Encrypt stays with its card)."""
    if b.phase != "day":
        if spec.get("actions") not in (None, [[]] * n):
            raise ScenarioError("action cards are all used by the archive phase")
        b.actions = [[] for _ in range(n)]
    elif "actions" in spec:
        b.actions = per_player(spec, "actions", n, [])
    elif b.day == 1:
        b.actions = [list(ACTION_CARDS) for _ in range(n)]
        for p, pair in enumerate(b.pending):
            if pair:
                b.actions[p].remove(pair["action"])
    else:
        raise ScenarioError("from day 2 on, give each player's action cards in hand")
    for p in range(n):
        check_action_cards(b, p)


def check_action_cards(b: Board, p: int) -> None:
    """Player p's action cards: in hand, chosen today, with the encrypted card, or used."""
    held = Counter(b.actions[p])
    chosen = Counter([b.pending[p]["action"]] if b.pending[p] else [])
    if held + chosen - Counter(ACTION_CARDS):
        raise ScenarioError(f"player {p}: action cards must come from {list(ACTION_CARDS)}")
    left = Counter(ACTION_CARDS) - held - chosen
    if b.phase == "day":
        size = DAYS + 1 - b.day - len(chosen)
        if len(b.actions[p]) != size:
            raise ScenarioError(f"player {p}: on day {b.day} a player holds {size} action "
                                f"cards, not {len(b.actions[p])}")
        if (b.encrypted[p] is not None) != (left[ENCRYPT] == 1 and not chosen[ENCRYPT]):
            raise ScenarioError(f"player {p}: an encrypted card goes with a used Encrypt card, "
                                "and a used Encrypt card with an encrypted card")
    if b.phase == "scoring" and b.encrypted[p] is not None:
        raise ScenarioError("encrypted cards are revealed before the final scoring")
    if b.encrypted[p] is not None:
        left[ENCRYPT] = 0
    b.used[p] = sorted(left.elements(), key=ACTION_CARDS.index)


def set_keys(b: Board, spec: dict, n: int) -> None:
    """Key keepers by company; the others stay on the table."""
    keys = spec.get("keys", {})
    if not isinstance(keys, dict):
        raise ScenarioError("keys maps a company to its keeper (a player) or None")
    for company, keeper in keys.items():
        if company not in b.companies:
            raise ScenarioError(f"no key for {company!r}: companies in play are {b.companies}")
        if keeper is not None and (type(keeper) is not int or keeper not in range(n)):
            raise ScenarioError(f"the {company} key keeper must be a player 0..{n - 1} or None")
        b.keys[company] = keeper


def set_stacks(b: Board, spec: dict) -> None:
    """Corporation stacks: given ones checked; the others hold every card not archived."""
    held = {c for area in b.archives + b.spent for c in area}
    stacks = spec.get("stacks", {})
    if not isinstance(stacks, dict) or set(stacks) - set(b.companies):
        raise ScenarioError(f"stacks maps companies in play ({b.companies}) to card lists")
    for company in b.companies:
        full = corporation_cards(company)
        stack = stacks.get(company, [c for c in full if c not in held])
        if not isinstance(stack, list) or [c for c in full if c in stack] != stack:
            raise ScenarioError(f"the {company} stack must list cards of {full} in that order")
        missing = [c for c in full if c not in stack and c not in held]
        twice = [c for c in stack if c in held]
        if twice:
            raise ScenarioError(f"{twice} cannot be both in the {company} stack and in an "
                                "archive: each corporation card is in one place "
                                "[rule persona.setup.corporation]")
        if missing:
            raise ScenarioError(f"{missing} must be in the {company} stack or an archive")
        if company not in settled_this_week(b) and corporation_card(
                company, WEEK_CORPORATION_VALUE[b.week]) not in stack:
            raise ScenarioError(f"week {b.week}'s {company} corporation card must still be in "
                                f"its stack")
        b.stacks[company] = list(stack)


def settled_this_week(b: Board) -> list[str]:
    """Companies whose week is settled: all in the scoring phase, those already compared in
    an archive phase resumed at a company."""
    if b.phase == "scoring":
        return list(b.companies)
    if b.archiving is None:
        return []
    at = b.companies.index(b.archiving["company"])
    return b.companies[:at + (b.archiving["first"] is not None)]


def check_spent(b: Board) -> None:
    """Spent activators exist only in the scoring phase: one per company, in company order."""
    for p, spent in enumerate(b.spent):
        if spent and b.phase != "scoring":
            raise ScenarioError("activators are given up only in the final scoring")
        if not all(is_known_card(c) and is_activator(c) for c in spent):
            raise ScenarioError(f"player {p}: only Workers and corporation cards activate")
        companies = [company_of(c) for c in spent]
        if len(set(companies)) != len(companies) or any(c not in b.companies for c in companies) \
                or companies != sorted(companies, key=b.companies.index):
            raise ScenarioError(f"player {p}: one activator per company in play, in the order "
                                f"{b.companies}")
    check_scoring_order(b)


def check_scoring_order(b: Board) -> None:
    """The final scoring goes player by player, company by company: nobody has given up an
    activator while an earlier player or company still waits to give up one (the scoring
    first puts the play areas into the archives)."""
    waiting = None
    for p, spent in enumerate(b.spent):
        for company in b.companies:
            given = any(company_of(c) == company for c in spent)
            if given and waiting:
                raise ScenarioError(f"player {p} gave up a {company} activator while player "
                                    f"{waiting[0]} still holds one for {waiting[1]}: the "
                                    "scoring goes player by player, company by company "
                                    "[rule persona.score.activate]")
            if not given and waiting is None and any(
                    company_of(c) == company and is_activator(c)
                    for c in b.archives[p] + b.play[p]):          # play areas join archives
                waiting = (p, company)


def set_archiving(b: Board, spec: dict, n: int) -> None:
    """The archive phase resumed at a company, possibly settled with thieves still to steal."""
    view = spec.get("archiving")
    if view is None:
        return
    if b.phase != "archive":
        raise ScenarioError("only the archive phase is resumed at a company")
    if not isinstance(view, dict) or "company" not in view or set(view) - set(ARCHIVING_KEYS):
        raise ScenarioError(f"archiving is {{'company': <company>}}, optionally with "
                            f"{list(ARCHIVING_KEYS[1:])}")
    if view["company"] not in b.companies:
        raise ScenarioError(f"{view['company']!r} is not a company in play ({b.companies})")
    if any(b.encrypted):
        raise ScenarioError("encrypted cards are revealed before the first company is compared")
    b.archiving = {"company": view["company"], "totals": None, "first": None, "second": None,
                   "thieves": []}
    if set(view) != {"company"}:
        b.archiving.update(settled_company(view, n))


def settled_company(view: dict, n: int) -> dict:
    """The totals, 1st, 2nd and remaining thieves of a company already placed."""
    if set(view) != set(ARCHIVING_KEYS):
        raise ScenarioError(f"a settled company gives all of {list(ARCHIVING_KEYS)}")
    totals, first, second, thieves = (view[k] for k in ARCHIVING_KEYS[1:])
    if not isinstance(totals, list) or len(totals) != n or not all(
            type(t) is int and t >= 0 for t in totals):
        raise ScenarioError(f"totals lists one whole number per player ({n})")
    seats = range(n)
    if type(first) is not int or type(second) is not int or first not in seats \
            or second not in seats:
        raise ScenarioError(f"first and second are players 0..{n - 1}")
    if not isinstance(thieves, list) or any(t not in (first, second) for t in thieves) \
            or thieves != [t for t in dict.fromkeys([first, second]) if t in thieves]:
        raise ScenarioError("thieves are 1st and then 2nd, those who have not stolen yet")
    return {"totals": list(totals), "first": first, "second": second, "thieves": list(thieves)}


def placed_cards(b: Board) -> list:
    """Every card the spec put somewhere (not the deck)."""
    cards = [c for zone in b.hands + b.play + b.archives + b.spent for c in zone]
    cards += [pair["card"] for pair in b.pending if pair]
    return cards + [c for c in b.encrypted if c is not None]


def check_cards(b: Board) -> None:
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
                 and not any(c in area for area in b.archives + b.spent)]
    if misplaced:
        raise ScenarioError(f"corporation cards belong in a stack or an archive: {misplaced}")


def card_list(spec: dict, name: str, allowed: list[str]) -> list[str]:
    """A list of distinct cards drawn from ``allowed``."""
    cards = spec.get(name, [])
    if not isinstance(cards, list) or any(not isinstance(c, str) or c not in allowed
                                          for c in cards) or len(set(cards)) != len(cards):
        raise ScenarioError(f"{name} must list unplaced information cards of companies in "
                            "play, each once")
    return list(cards)


def set_deck(state, spec: dict) -> None:
    """Face-down discards, then the deck as given (the rest out of the game), or every
    unplaced card shuffled."""
    b = state.board
    placed = set(placed_cards(b))
    rest = [c for c in all_info_cards(b.companies) if c not in placed]
    b.discards = card_list(spec, "discards", rest)
    rest = [c for c in rest if c not in b.discards]
    if "deck" in spec and "deck_top" in spec:
        raise ScenarioError("give either deck or deck_top, not both")
    name = "deck" if "deck" in spec else "deck_top"
    top = card_list(spec, name, rest)
    others = [c for c in rest if c not in top]
    if name == "deck":
        b.deck, b.out = top, others
    else:
        state.rng.shuffle(others)
        b.deck = top + others
    need = cards_needed(state.players, b.week, b.day, b.phase)
    if len(b.deck) < need:
        raise ScenarioError(f"the deck holds {len(b.deck)} cards but the rest of the game "
                            f"draws {need}")


def cards_needed(players: int, week: int, day: int, phase: str) -> int:
    """How many cards the rest of the game draws from the deck."""
    per_week = HAND_SIZE * players + (2 * (DAYS - 1) if players == 2 else 0)
    this_week = 2 * (DAYS - day) if players == 2 and phase == "day" else 0
    return this_week + per_week * (WEEKS - week) if phase != "scoring" else 0


def check_hands(b: Board) -> None:
    """Day phase: every hand holds 7 - day cards (less the one chosen); later: none."""
    for p, hand in enumerate(b.hands):
        size = HAND_SIZE + 1 - b.day - bool(b.pending[p]) if b.phase == "day" else 0
        if len(hand) != size:
            raise ScenarioError(f"player {p} must hold {size} cards in the {b.phase} phase of "
                                f"day {b.day}, not {len(hand)}")


def spec_from_board(state) -> dict:
    """The spec that rebuilds the position on the board (same snapshot, same legal actions).

    A finished game is written as its final scoring, which the rebuilt game plays again."""
    b = state.board
    phase = "scoring" if b.phase == "over" else b.phase
    spec = {"players": state.players, "week": b.week, "day": b.day, "phase": phase,
            "play_areas": [list(a) for a in b.play], "archives": [list(a) for a in b.archives],
            "keys": dict(b.keys), "stacks": {c: list(s) for c, s in b.stacks.items()},
            "deck": list(b.deck), "discards": list(b.discards)}
    if phase == "day":
        spec.update(hands=[list(h) for h in b.hands], actions=[list(a) for a in b.actions],
                    encrypted=list(b.encrypted))
        if any(b.pending):
            spec["chosen"] = [dict(pair) for pair in b.pending]
    if phase == "archive":
        spec["encrypted"] = list(b.encrypted)
        if b.archiving is not None:
            view = b.archiving
            spec["archiving"] = ({"company": view["company"]} if view["first"] is None else
                                 {k: view[k] for k in ARCHIVING_KEYS})
    if phase == "scoring":
        spec["spent"] = [list(s) for s in b.spent]
    return spec
