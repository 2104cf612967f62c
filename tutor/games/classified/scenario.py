"""Hand-set positions: ``GAME.scenario(spec)`` builds a board from a description."""

from __future__ import annotations

from tutor.engine import ScenarioError

from .decks import build_deck, check_deck
from .game import _fill
from .table import GUARD_SPOTS


def _guards(spec_guards) -> list[list]:
    guards = [[None] * GUARD_SPOTS for _ in (0, 1)]
    for p, row in enumerate(spec_guards or [[], []]):
        if len(row) > GUARD_SPOTS:
            raise ScenarioError(f"player {p} has {len(row)} Guards; the limit is {GUARD_SPOTS} "
                                "[rule classified.guard.limit]")
        for i, g in enumerate(row):
            if g is not None:
                g = {"card": g, "up": False, "cover": None} if isinstance(g, str) else \
                    {"card": g["card"], "up": bool(g.get("up", False)), "cover": g.get("cover"),
                     **({"tower": g["tower"]} if g.get("tower") else {})}
                guards[p][i] = g
    return guards


def _placed(hands, suitcases, zones, guards, area) -> list[str]:
    placed = sum(hands, []) + list(suitcases) + sum(zones.values(), [])
    placed += [c for row in guards for g in row if g
               for c in (g["card"], g["cover"], g.get("tower")) if c]
    placed += [c for row in area for item in row for c in (item["card"], item.get("tucked"))
               if c and c != "hidden"]
    return placed


def build_scenario(state, spec: dict) -> None:
    """Fill ``state.board`` from ``spec``; every card of a valid 18-card deck must appear
    exactly once across all zones. ``rest`` names a pile (deck, discard, encrypted) that
    receives, at its bottom in sorted order, every card of the deck list (``cards``, or the
    deck the options build) that the spec does not place."""
    try:
        hands = [list(h) for h in spec["hands"]]
        suitcases = list(spec["suitcases"])
    except KeyError as err:
        raise ScenarioError(f"a Classified scenario needs {err.args[0]!r}") from None
    guards = _guards(spec.get("guards"))
    zones = {"deck": list(spec.get("deck", [])), "discard": list(spec.get("discard", [])),
             "encrypted": list(spec.get("encrypted", []))}
    area = [list(a) for a in spec.get("area", [[], []])]
    placed = _placed(hands, suitcases, zones, guards, area)
    rest = spec.get("rest")
    if rest is not None:
        if rest not in zones:
            raise ScenarioError(f"rest must name a pile: {', '.join(zones)}")
        full = spec.get("cards") or build_deck(state.options, state.rng)
        zones[rest] += sorted(set(full) - set(placed))
        placed = _placed(hands, suitcases, zones, guards, area)
    try:
        check_deck(placed)
    except ValueError as err:
        raise ScenarioError(f"the scenario's cards are not a valid deck: {err}") from None
    current = spec.get("current", 0)
    if current not in (0, 1):
        raise ScenarioError("current must be player 0 or 1")
    b = state.board
    _fill(b, sorted(placed), zones["deck"], hands, suitcases, zones["encrypted"], current)
    b.discard, b.guards, b.area = zones["discard"], guards, area
    b.drawn = bool(spec.get("drawn", False))
    b.react_debt = list(spec.get("react_debt", [False, False]))
    b.encrypted_by = dict(spec.get("encrypted_by", {}))
    b.turn = spec.get("turn", 1)
    b.flags = dict(spec.get("flags", {}))
    b.suitcase_public = list(spec.get("suitcase_public", [False, False]))
