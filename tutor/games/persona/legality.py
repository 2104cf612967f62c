"""One predicate per rule, shared by the legal-action lists and the why-not explanations.

Each decision has a ``Moves`` entry: the action kinds it accepts and their parameters, the
candidate actions to consider, and the ordered ``Check``s (rule id, predicate, reason). The
legal actions are the candidates that pass every check; a refused action is explained by the
first check it fails, so a list and its explanation can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

from tutor.engine import Action, IllegalAction

from .board import Board, owner_in_play
from .cards import ACTION_KINDS, company_of, is_activator, is_known_card

CHOOSE, DISCARD = "persona.day.choose", "persona.two.discard"
TIE_FIRST, TIE_SECOND = "persona.archive.tie_first", "persona.archive.tie_second"
STEAL, ACTIVATE = "persona.archive.steal", "persona.score.activator_choice"
SKIP_STEAL = Action("skip_steal")


@dataclass(frozen=True)
class Ctx:
    """What a check reads: the board, who decides, the decision's public info, the options."""

    board: Board
    player: int
    info: dict = field(default_factory=dict)
    options: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Check:
    """A rule as a predicate over (ctx, action), with the reason given when it fails."""

    rule: str
    ok: Callable[[Ctx, Action], bool]
    why: Callable[[Ctx, Action], str]


@dataclass(frozen=True)
class Moves:
    """The actions one decision accepts (``kinds`` -> parameter names), its candidates and
    checks, and what to say about a kind it does not accept."""

    kinds: dict[str, tuple[str, ...]]
    candidates: Callable[[Ctx], list[Action]]
    checks: tuple[Check, ...]
    wrong_kind: Callable[[Ctx, Action], IllegalAction]


@lru_cache(maxsize=None)
def card_action(kind: str, card: str) -> Action:
    """The (immutable, so shared) action ``kind`` on one card."""
    return Action(kind, card=card)


@lru_cache(maxsize=None)
def steal_action(card: str, victim: int) -> Action:
    """Steal ``card`` from ``victim``'s play area."""
    return Action("steal", card=card, victim=victim)


# ---- the day: choose a pair, and with two players discard face down ---------------------------
def _choose_candidates(ctx: Ctx) -> list[Action]:
    return [card_action(kind, card) for card in ctx.board.hands[ctx.player] for kind in ACTION_KINDS]


def _not_an_action_card(ctx: Ctx, action: Action) -> IllegalAction:
    if action.kind in OTHER_KINDS:
        return IllegalAction(CHOOSE, "today everyone pairs one information card with one action "
                             "card: download / encrypt / send_left / send_right (card=<card>)")
    return IllegalAction("persona.setup.actions", f"{action.kind!r} is not an action card; "
                         f"they are {', '.join(ACTION_KINDS)}")


CHOOSE_MOVES = Moves(
    kinds={kind: ("card",) for kind in ACTION_KINDS},
    candidates=_choose_candidates,
    checks=(
        Check("persona.actions.once", lambda c, a: a.kind in c.board.actions[c.player],
              lambda c, a: f"your {a.kind} card is already used this week; each action card "
                           "is used once a week"),
        Check(CHOOSE, lambda c, a: a.card in c.board.hands[c.player],
              lambda c, a: f"{a.card!r} is not in your hand"),
    ),
    wrong_kind=_not_an_action_card,
)


def _played_today(ctx: Ctx) -> str | None:
    pending = ctx.board.pending[ctx.player]
    return pending["card"] if pending else None


DISCARD_MOVES = Moves(
    kinds={"discard": ("card",)},
    candidates=lambda c: [card_action("discard", card) for card in c.board.hands[c.player]],
    checks=(
        Check(DISCARD, lambda c, a: a.card != _played_today(c),
              lambda c, a: f"{a.card} is the card you play today; discard another card from "
                           "your hand"),
        Check(DISCARD, lambda c, a: a.card in c.board.hands[c.player],
              lambda c, a: f"{a.card!r} is not in your hand"),
    ),
    wrong_kind=lambda c, a: IllegalAction(DISCARD, "with two players you now discard one more "
                                                   "card face down: discard(card=<card>)"),
)


# ---- the archive phase: ties, the key, steals ---------------------------------------------------
def _seats(ctx: Ctx) -> range:
    return range(ctx.board.players)


TIE_FIRST_MOVES = Moves(
    kinds={"rank_tie": ("first", "second")},
    candidates=lambda c: [Action("rank_tie", first=f, second=s) for f in _seats(c) for s in _seats(c)],
    checks=(
        Check(TIE_FIRST, lambda c, a: a.first in c.info["tied"],
              lambda c, a: f"1st is chosen among the tied players {c.info['tied']}"),
        Check("persona.archive.tie_first_pair", lambda c, a: a.first != a.second,
              lambda c, a: "1st and 2nd must be two different players"),
        Check("persona.archive.tie_first_pair", lambda c, a: a.second in c.info["tied"],
              lambda c, a: f"1st and 2nd are chosen among the tied players {c.info['tied']}"),
    ),
    wrong_kind=lambda c, a: IllegalAction(TIE_FIRST, "you hold the key: rank the tie with "
                                                     "rank_tie(first=<seat>, second=<seat>)"),
)

TIE_SECOND_MOVES = Moves(
    kinds={"give_key": ("to",)},
    candidates=lambda c: [Action("give_key", to=q) for q in _seats(c)],
    checks=(
        Check(TIE_SECOND, lambda c, a: a.to in c.info["tied"],
              lambda c, a: f"the key goes to one of the players tied for 2nd: {c.info['tied']}"),
    ),
    wrong_kind=lambda c, a: IllegalAction(TIE_SECOND, "you are 1st: give the key with "
                                                      "give_key(to=<seat>)"),
)


def _steal_candidates(ctx: Ctx) -> list[Action]:
    b = ctx.board
    options = [steal_action(card, q) for q in _seats(ctx) for card in b.play[q]]
    return options + ([SKIP_STEAL] if ctx.options.get("steal_optional") else [])


def _is_skip(action: Action) -> bool:
    return action.kind == "skip_steal"


def _steal_check(rule: str, ok, why) -> Check:
    """A steal check that a declined steal (offered only by the option) passes."""
    return Check(rule, lambda c, a: _is_skip(a) or ok(c, a), why)


STEAL_MOVES = Moves(
    kinds={"steal": ("card", "victim"), "skip_steal": ()},
    candidates=_steal_candidates,
    checks=(
        Check("persona.archive.steal_mandatory",
              lambda c, a: not _is_skip(a) or bool(c.options.get("steal_optional")),
              lambda c, a: "stealing is mandatory while another player has a card of the "
                           "company"),
        _steal_check(STEAL, lambda c, a: is_known_card(a.card),
                     lambda c, a: f"{a.card!r} is not a card"),
        _steal_check(STEAL, lambda c, a: company_of(a.card) == c.info["company"],
                     lambda c, a: f"you steal a card of {c.info['company']}, not "
                                  f"{company_of(a.card)}"),
        _steal_check(STEAL, lambda c, a: a.victim != c.player,
                     lambda c, a: "you steal from another player's play area, not from your "
                                  "own"),
        _steal_check("persona.archive.archive_safe",
                     lambda c, a: not any(a.card in area for area in c.board.archives),
                     lambda c, a: f"{a.card} is archived; archived cards cannot be stolen"),
        _steal_check(STEAL, lambda c, a: a.card in _play_area(c, a.victim),
                     lambda c, a: _not_there(c, a)),
    ),
    wrong_kind=lambda c, a: IllegalAction(STEAL, "steal one card of the company: "
                                                 "steal(card=<card>, victim=<seat>)"),
)


def _play_area(ctx: Ctx, seat) -> list[str]:
    return ctx.board.play[seat] if seat in _seats(ctx) else []


def _not_there(ctx: Ctx, action: Action) -> str:
    owner = owner_in_play(ctx.board, action.card)
    where = "no play area" if owner is None else f"the play area of seat {owner}"
    return f"{action.card} is not in seat {action.victim}'s play area but in {where}"


# ---- the final scoring ------------------------------------------------------------------------
ACTIVATE_MOVES = Moves(
    kinds={"activate": ("card",)},
    candidates=lambda c: [card_action("activate", card) for card in c.board.archives[c.player]],
    checks=(
        Check("persona.score.activate",
              lambda c, a: is_known_card(a.card) and company_of(a.card) == c.info["company"]
              and is_activator(a.card),
              lambda c, a: f"{c.info['company']} is activated by one of its Workers or "
                           "corporation cards"),
        Check("persona.score.activate", lambda c, a: a.card in c.board.archives[c.player],
              lambda c, a: f"you do not hold {a.card}"),
    ),
    wrong_kind=lambda c, a: IllegalAction(ACTIVATE, "give up one activator: "
                                                    "activate(card=<card>)"),
)

MOVES = {CHOOSE: CHOOSE_MOVES, DISCARD: DISCARD_MOVES, TIE_FIRST: TIE_FIRST_MOVES,
         TIE_SECOND: TIE_SECOND_MOVES, STEAL: STEAL_MOVES, ACTIVATE: ACTIVATE_MOVES}
OTHER_KINDS = {kind for moves in MOVES.values() for kind in moves.kinds} - set(ACTION_KINDS)


def first_failure(moves: Moves, ctx: Ctx, action: Action) -> Check | None:
    """The first check ``action`` fails (None when it passes them all)."""
    return next((check for check in moves.checks if not check.ok(ctx, action)), None)


def legal_actions(rule: str, ctx: Ctx) -> list[Action]:
    """The candidates of decision ``rule`` that pass every check."""
    moves = MOVES[rule]
    return [a for a in moves.candidates(ctx) if first_failure(moves, ctx, a) is None]


def why_not(rule: str, ctx: Ctx, action: Action) -> IllegalAction | None:
    """Why decision ``rule`` refuses ``action``: a wrong kind, wrong parameters, or the first
    rule it breaks (None when no check objects)."""
    moves = MOVES.get(rule)
    if moves is None:
        return None
    if action.kind not in moves.kinds:
        return moves.wrong_kind(ctx, action)
    expected = moves.kinds[action.kind]
    if tuple(sorted(k for k, _ in action.params)) != tuple(sorted(expected)) or not all(
            isinstance(v, str if k == "card" else int) and not isinstance(v, bool)
            for k, v in action.params):
        shown = ", ".join(f"{k}=<{'card' if k == 'card' else 'seat'}>" for k in expected)
        return IllegalAction(rule, f"{action.kind} takes {shown or 'no parameters'}")
    failed = first_failure(moves, ctx, action)
    return IllegalAction(failed.rule, failed.why(ctx, action)) if failed else None
