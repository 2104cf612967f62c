"""Hand-set positions: ``GAME.scenario(spec)`` builds a board, ``GAME.to_scenario(state)`` writes one.

A spec is a dict; only ``hands`` and ``suitcases`` are required. Card ids look like ``C5-G``
(Citrine 5, Guard copy), ``C5-A`` (its Assassin copy), ``C3-S1`` / ``C3-S2`` (the two Sentinels
of a 3, 6 or 9); ``GAME.card(id)`` names them. Piles list their TOP card first. Every card of a
valid 18-card deck must appear exactly once over all zones (``rest`` fills the gaps). Keys:

- ``hands``: each player's hand. ``[["C1-G", "C8-A"], ["C2-A", "C5-G"]]``; the position is a
  turn Action, so the player to act holds 1 to 3 cards once they have drawn (at most 2
  before), the other at most 2.
- ``suitcases``: each player's Suitcase card. ``["C4-G", "C3-S1"]``
- ``deck``: the Draw Deck, top first. ``["C7-A", "C9-S1"]``
- ``discard``: the Discard Pile, top first. ``["C2-G"]``
- ``encrypted``: the Encrypted Card Pile, top first. ``["C6-S2", "C9-S2"]``
- ``encrypted_by``: who encrypted which card there (they know it). ``{"C6-S2": 0}``
- ``guards``: each player's Guard spots (at most 3): ``null`` (empty), a card id (a face-down
  Guard) or ``{"card": id, "up": bool, "cover": id, "tower": id}`` (``cover``: an Extra
  Protection on it; ``tower``: a Cybernetic Cubic Tower on it). ``[["C5-G", {"card": "C7-G",
  "up": true}], []]``
- ``area``: each player's play area, entries ``{"card": id, ...}`` (``tucked``, ``tucked_up``,
  ``swapped`` for a Hiding Place; ``secret`` and ``face_down`` for Telepathy Vision; ``on`` and
  ``owner`` for a Cyber Trap). ``[[{"card": "E5-G", "tucked": "C1-A", "tucked_up": false}], []]``
- ``limbo``: cards being resolved, e.g. a REACT card whose price is still owed. ``["C9-S1"]``
- ``current``: whose turn it is (0 or 1, default 0). ``1``
- ``first``: who took the first turn (default ``current``). ``0``
- ``turn``: the turn number (default 1). ``5``
- ``drawn``: whether the current player has drawn this turn (default false). ``true``
- ``react_debt``: whether each player owes a REACT price (default both false). ``[false, true]``
- ``suitcase_public``: whether each Suitcase Number is public (Split Personality). ``[true, false]``
- ``sands_used``: players who have already Deployed Sands of Time (default: whoever has one in
  their play area). ``[0]``
- ``seen``: cards both players have seen face up before this position (on the table or in the
  Discard Pile earlier in the game); a ruling on Resilience asks whether a card was ever seen.
  The position's log starts with one public event listing them. ``to_scenario`` writes it.
  ``["E6-G"]``
- ``rest``: a pile (``deck``, ``discard``, ``encrypted``) that receives at its bottom, sorted,
  every card of the deck list the spec does not place. ``"deck"``
- ``cards``: the deck list ``rest`` completes (default: the deck the options build). With
  another set give ``options={"deck": "emerald"}`` or list the 18 ids here.
- ``players``: the player count (always 2).
- ``chance``: the random source's saved state (written by ``to_scenario`` with ``then`` when
  the actions consulted chance); copy it, never write it by hand. The engine reads it
  (``tutor.engine.rest``).
- ``then``: actions replayed once the position is built, ``[player, {"kind": ..., ...}]`` each;
  ``to_scenario`` writes them for a position in the middle of a turn (the board alone rebuilds
  only a position waiting for a turn Action, the game's one rest point). The engine replays
  them. ``[[0, {"kind": "deploy", "card": "C1-A"}]]``

Example: ``GAME.scenario({"hands": [["C1-G", "C8-A"], ["C2-A", "C5-G"]], "suitcases": ["C4-G",
"C3-S1"], "guards": [["C7-G"], []], "drawn": True, "rest": "deck"})``.
"""

from __future__ import annotations

from tutor.engine import ScenarioError
from tutor.games.spec_values import check_plain

from .board import GUARD_SPOTS, PLAYERS, Board, board_snapshot
from .cards import ID_HELP, is_card_id
from .decks import build_deck, check_deck
from .flow import RULE_ACTION

KEYS = ("hands", "suitcases", "deck", "discard", "encrypted", "encrypted_by", "guards", "area",
        "limbo", "current", "first", "turn", "drawn", "react_debt", "suitcase_public",
        "sands_used", "seen", "rest", "cards", "players", "then", "chance")
PILES = ("deck", "discard", "encrypted")
GUARD_KEYS = ("card", "up", "cover", "tower")
AREA_KEYS = ("card", "tucked", "tucked_up", "swapped", "secret", "face_down", "on", "owner")
AREA_CARD_KEYS = ("card", "tucked")
HAND_AFTER_TURN = 2                  # cards a player may keep at the end of their turn


def _fail(key: str, message: str):
    raise ScenarioError(f"scenario key {key!r}: {message}")


_is_card = is_card_id


def _unknown_ids(key: str, values) -> None:
    """Fail naming every entry of ``values`` (nested lists too) that is not a card id."""
    flat = [v for item in values for v in (item if isinstance(item, list) else [item])]
    bad = [v for v in flat if not _is_card(v)]
    if bad:
        _fail(key, f"{', '.join(map(repr, bad))} {'is' if len(bad) == 1 else 'are'} not a card "
                   f"id ({ID_HELP})")


def _cards(spec: dict, key: str, default=()) -> list[str]:
    value = spec.get(key, list(default))
    if not isinstance(value, list) or any(isinstance(v, (list, dict)) for v in value):
        _fail(key, f"give a list of card ids like 'C5-G', not {value!r}"[:200])
    _unknown_ids(key, value)
    return list(value)


def _pair(spec: dict, key: str, check, what: str, default) -> list:
    value = spec.get(key, default)
    if not isinstance(value, list) or len(value) != len(PLAYERS):
        _fail(key, f"give one {what} per player, e.g. {default!r}, not {value!r}")
    if what.startswith(("card id", "list of card ids")) and \
            all(isinstance(v, list) == (what != "card id") for v in value):
        _unknown_ids(key, value)
    if not all(map(check, value)):
        _fail(key, f"give one {what} per player, e.g. {default!r}, not {value!r}")
    return list(value)


def _player(spec: dict, key: str, default: int) -> int:
    value = spec.get(key, default)
    if type(value) is not int or value not in PLAYERS:
        _fail(key, f"give player 0 or 1, not {value!r}")
    return value


def _guard(p: int, i: int, entry) -> dict | None:
    if entry is None:
        return None
    if _is_card(entry):
        return {"card": entry, "up": False, "cover": None}
    where = f"player {p}, spot {i}"
    if not isinstance(entry, dict) or not _is_card(entry.get("card")) or \
            set(entry) - set(GUARD_KEYS):
        _fail("guards", f"{where}: give null, a card id or a dict with keys "
                        f"{', '.join(GUARD_KEYS)} ('card' required), not {entry!r}")
    for extra in ("cover", "tower"):
        if entry.get(extra) is not None and not _is_card(entry[extra]):
            _fail("guards", f"{where}: {extra} must be a card id, not {entry[extra]!r}")
    if not isinstance(entry.get("up", False), bool):
        _fail("guards", f"{where}: up must be true or false")
    guard = {"card": entry["card"], "up": entry.get("up", False), "cover": entry.get("cover")}
    if entry.get("tower"):
        guard["tower"] = entry["tower"]
    return guard


def _guards(spec: dict) -> list[list]:
    rows = spec.get("guards", [[], []])
    if not isinstance(rows, list) or len(rows) != len(PLAYERS) or \
            not all(isinstance(r, list) for r in rows):
        _fail("guards", f"give one list of Guard spots per player, not {rows!r}")
    for p, row in enumerate(rows):
        if len(row) > GUARD_SPOTS:
            _fail("guards", f"player {p} has {len(row)} Guard spots; the limit is "
                            f"{GUARD_SPOTS} Guards [rule classified.guard.limit]")
    return [[_guard(p, i, row[i]) if i < len(row) else None for i in range(GUARD_SPOTS)]
            for p, row in enumerate(rows)]


def _area(spec: dict) -> list[list]:
    rows = spec.get("area", [[], []])
    if not isinstance(rows, list) or len(rows) != len(PLAYERS) or \
            not all(isinstance(r, list) for r in rows):
        _fail("area", f"give one list of play-area entries per player, not {rows!r}")
    for p, row in enumerate(rows):
        for item in row:
            if not isinstance(item, dict) or not _is_card(item.get("card")) or \
                    set(item) - set(AREA_KEYS) or \
                    (item.get("tucked") is not None and not _is_card(item["tucked"])):
                _fail("area", f"player {p}: entries are dicts with 'card' (a card id) and "
                              f"optional {', '.join(AREA_KEYS[1:])}, not {item!r}")
    return [[dict(item) for item in row] for row in rows]


def _placed(board: Board) -> list[str]:
    """Every card the board holds, wherever it lies."""
    placed = sum(board.hands, []) + list(board.suitcase) + board.deck + board.discard
    placed += board.encrypted + board.limbo
    placed += [c for row in board.guards for g in row if g
               for c in (g["card"], g["cover"], g.get("tower")) if c]
    placed += [item[k] for row in board.area for item in row for k in AREA_CARD_KEYS
               if item.get(k)]
    return placed


def _zones(spec: dict, board: Board) -> None:
    board.hands = [list(h) for h in _pair(spec, "hands", _card_list, "list of card ids",
                                          [[], []])]
    board.suitcase = _pair(spec, "suitcases", _is_card, "card id", ["C4-G", "C3-S1"])
    board.deck, board.discard = _cards(spec, "deck"), _cards(spec, "discard")
    board.encrypted, board.limbo = _cards(spec, "encrypted"), _cards(spec, "limbo")
    board.guards, board.area = _guards(spec), _area(spec)


def _card_list(value) -> bool:
    return isinstance(value, list) and all(_is_card(c) for c in value)


def _fill_rest(spec: dict, board: Board, options: dict, rng) -> None:
    rest = spec.get("rest")
    if rest is None:
        return
    if rest not in PILES:
        _fail("rest", f"name a pile: {', '.join(PILES)}; not {rest!r}")
    full = _cards(spec, "cards") if "cards" in spec else build_deck(options, rng)
    getattr(board, rest).extend(sorted(set(full) - set(_placed(board))))


def _counters(spec: dict, board: Board) -> None:
    board.current = _player(spec, "current", 0)
    board.first = _player(spec, "first", board.current)
    turn = spec.get("turn", 1)
    if type(turn) is not int or turn < 1:
        _fail("turn", f"give a turn number 1 or more, not {turn!r}")
    board.turn = turn
    drawn = spec.get("drawn", False)
    if not isinstance(drawn, bool):
        _fail("drawn", f"give true or false, not {drawn!r}")
    board.drawn = drawn
    is_bool = lambda v: isinstance(v, bool)                      # noqa: E731 - a one-line check
    board.react_debt = _pair(spec, "react_debt", is_bool, "true/false", [False, False])
    board.suitcase_public = _pair(spec, "suitcase_public", is_bool, "true/false",
                                  [False, False])
    _hand_sizes(board)


def _hand_sizes(board: Board) -> None:
    """At a turn Action the player to act holds 1 to 3 cards once they have drawn (unless a
    REACT price is owed instead), at most 2 before; the other player holds at most 2."""
    me = board.current
    for p, hand in enumerate(board.hands):
        most = HAND_AFTER_TURN + (p == me and board.drawn)
        if len(hand) > most:
            _fail("hands", f"player {p} holds {len(hand)} cards; at most {most} here: nobody "
                           f"ends their turn with more than {HAND_AFTER_TURN} [rule {RULE_ACTION}]")
    if board.drawn and not board.hands[me] and not board.react_debt[me]:
        _fail("hands", f"player {me} has drawn and must play a card from an empty hand "
                       f"[rule {RULE_ACTION}]")


def _knowledge(spec: dict, board: Board) -> None:
    by = spec.get("encrypted_by", {})
    if not isinstance(by, dict) or any(c not in board.encrypted or type(p) is not int or
                                       p not in PLAYERS for c, p in by.items()):
        _fail("encrypted_by", f"map cards of the Encrypted Card Pile to player 0 or 1, "
                              f"not {by!r}")
    board.encrypted_by = dict(by)
    holders = [p for p in PLAYERS if any(item["card"].startswith("P7b-")
                                         for item in board.area[p])]
    used = spec.get("sands_used", holders)
    if not isinstance(used, list) or any(type(p) is not int or p not in PLAYERS for p in used):
        _fail("sands_used", f"list the players (0, 1) who Deployed Sands of Time, not {used!r}")
    board.sands_used = sorted(set(used))


def seen_cards(spec: dict, board: Board) -> list[str]:
    """The ``seen`` key: cards of this game's deck, sorted (a bad list is a ScenarioError)."""
    seen = spec.get("seen", [])
    if not isinstance(seen, list) or any(c not in board.cards for c in seen):
        _fail("seen", f"list cards of this game's deck, not {seen!r}")
    return sorted(set(seen))


def build_scenario(board: Board, spec: dict, options: dict, rng) -> None:
    """Fill ``board`` from ``spec`` (see the module docstring); bad specs raise ScenarioError."""
    if not isinstance(spec, dict):
        raise ScenarioError(f"a Classified scenario is a dict of keys, not {spec!r}")
    unknown = sorted(set(spec) - set(KEYS), key=str)
    if unknown:
        raise ScenarioError(f"unknown scenario key(s) {', '.join(map(repr, unknown))}; "
                            f"valid keys: {', '.join(KEYS)}")
    for key in ("hands", "suitcases"):
        if key not in spec:
            _fail(key, "required (see the scenario documentation)")
    check_plain(spec)
    _zones(spec, board)
    _fill_rest(spec, board, options, rng)
    placed = _placed(board)
    twice = sorted({c for c in placed if placed.count(c) > 1})
    if twice:
        raise ScenarioError(f"the scenario places {', '.join(twice)} more than once")
    try:
        check_deck(placed)
    except ValueError as err:
        raise ScenarioError(f"the scenario's cards are not a valid deck: {err}") from None
    board.cards = sorted(placed)
    _counters(spec, board)
    _knowledge(spec, board)


def board_spec(board: Board) -> dict:
    """The spec that rebuilds ``board`` (a position at a player's turn Action)."""
    data = board_snapshot(board)
    spec = {k: data[k] for k in KEYS if k in data}
    spec["suitcases"] = data["suitcase"]
    del spec["cards"]
    return spec
